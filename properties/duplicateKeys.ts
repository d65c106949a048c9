import fc from 'fast-check';
import type { Chunk } from '../core/request.js';
import type { Encoding } from '../core/tokenizer.js';
import { SCORES } from './arbitraries/chunks.js';
import type { Implementation } from './implementation.js';
import { referenceDedupKey } from './reference/dedupKey.js';
import { chunkUnit } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';
import { checkSelection } from './selection.js';

/**
 * Texts whose dedup keys (docs/contracts.md, C8: NFC, every whitespace run
 * as one space, none at the ends) are equal, or nearly: the same words
 * written with other whitespace or in NFD, short and long (past a few
 * hundred characters, with and without a plain space, with a long run of
 * other whitespace before the first word, with a decomposed character
 * where a cut at a fixed place would split it), keys that are prefixes of
 * one another or share their first sixteen characters and more, and a key
 * that begins with "undefined".
 */
const STEMS: readonly string[] = [
  'ab',
  'ab cd',
  'undefined',
  'undefined behaviour',
  'écrit sur la même ligne que les autres, café',
  'écrit sur la même ligne que les autres mots',
  'the same opening words, then one more',
  'the same opening words, then two: é',
  'Ünlü İzmir ılık Ü',
  'Épée de bois doré',
  'café',
  'café crème',
  'Ünlü',
  'né',
  // A first word of 16 units or more: in a long form the key prefix is that word, shorter than the whole key.
  'kararlaştırılamayacaklardan biri daha',
];

/** Stems NFD decomposes (at the start, the end or both): a key prefix cut between a letter and its mark is no prefix. */
const DECOMPOSED = STEMS.flatMap((stem, i) => (stem.normalize('NFD') !== stem ? [i] : []));

/** How a stem is written: each keeps its key, but `longer` (one more word) and `upper` (case), which do not. */
type Form = 'plain' | 'spaced' | 'nfd' | 'padded' | 'no-plain-space' | 'decomposed-at-48' | 'longer' | 'upper';
const FORMS: readonly Form[] = ['plain', 'spaced', 'nfd', 'padded', 'no-plain-space', 'decomposed-at-48', 'longer', 'upper'];

function written(stem: string, form: Form): string {
  switch (form) {
    case 'plain':
      return stem;
    case 'spaced':
      return ` ${stem.replace(/ /g, ' \t\n ')}\n`;
    case 'nfd':
      return stem.normalize('NFD');
    case 'padded':
      // Long, and the first plain space after the run of tabs comes after the first word only.
      return `${'\t'.repeat(60)}${stem}${'\n'.repeat(220)}`;
    case 'no-plain-space':
      // Long, other whitespace only, and its last character a combining mark where the stem ends in one.
      return `${'\n\t'.repeat(150)}${stem.normalize('NFD').replace(/ /g, '\u3000')}`;
    case 'decomposed-at-48':
      // Long; code unit 48 is the first letter of the stem in NFD, its combining mark (if any) the 49th.
      return `${'\t'.repeat(47)}${stem.normalize('NFD')}${'\r\n'.repeat(120)}`;
    case 'longer':
      return `${stem} son`;
    case 'upper':
      return stem.toUpperCase();
  }
}

interface Copy {
  stem: number;
  form: Form;
  score: number;
  /** Metadata that makes the copy cost much more than another with the same text, so it may not fit where that one does. */
  bulky: boolean;
}

export interface DuplicateKeysCase {
  /** The stem of the first candidate, which the property writes in each of `FIRST_FORMS` in turn. */
  stem: number;
  /** The candidates after it. */
  copies: Copy[];
  encoding: Encoding;
  exactDropCounts: boolean;
  /** The first candidate scores highest, so it comes first in score order. */
  firstFirst: boolean;
}

/** How the first candidate is written: long (the forms a wrong key prefix hides from the copies after it), or plain. */
const FIRST_FORMS: readonly Form[] = ['padded', 'no-plain-space', 'decomposed-at-48', 'plain'];

export function duplicateKeysCases(): fc.Arbitrary<DuplicateKeysCase> {
  // One or two stems per case, so copies of the same one are common.
  const stem = fc.nat({ max: STEMS.length - 1 });
  return fc.tuple(fc.oneof(stem, fc.constantFrom(...DECOMPOSED)), stem).chain(([a, b]) =>
    fc.record({
      stem: fc.constant(a),
      // A long copy of the first stem among them, then any.
      copies: fc
        .tuple(
          fc.record({ stem: fc.constant(a), form: fc.constantFrom<Form>('padded', 'no-plain-space', 'decomposed-at-48'), score: fc.constantFrom(...SCORES), bulky: fc.boolean() }),
          fc.array(fc.record({ stem: fc.constantFrom(a, a, b), form: fc.constantFrom(...FORMS), score: fc.constantFrom(...SCORES), bulky: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        )
        .map(([long, rest]) => [long, ...rest]),
      encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
      exactDropCounts: fc.constantFrom(false, false, false, true),
      firstFirst: fc.constantFrom(true, true, true, false),
    }),
  );
}

/**
 * C8 dedup over keys that agree far and then differ, or agree and are
 * written far apart: a candidate is a duplicate of the first earlier one
 * (in score order) whose key is the same, and never of one whose key only
 * begins the same. Each list is selected from under every share one over a
 * candidate's cost (where only the copies without bulky metadata fit) and
 * with room for all, as the reference model selects; its first candidate
 * is written in each of `FIRST_FORMS` in turn.
 */
export function propertyDuplicateKeys(impl: Implementation, cases: fc.Arbitrary<DuplicateKeysCase> = duplicateKeysCases()): fc.IPropertyWithHooks<[DuplicateKeysCase]> {
  return fc.property(cases, (c) => {
    for (const form of FIRST_FORMS) selectUnderEveryEdge(impl, c, form);
  });
}

function selectUnderEveryEdge(impl: Implementation, c: DuplicateKeysCase, firstForm: Form): void {
  {
    const maxMetaChars = 120;
    const first: Copy = { stem: c.stem, form: firstForm, score: c.firstFirst ? 2 : 0.5, bulky: false };
    const candidates: Chunk[] = [first, ...c.copies].map((copy, i) => {
      const chunk: Chunk = { id: `k${i}`, text: written(STEMS[copy.stem]!, copy.form), score: copy.score };
      if (copy.bulky) chunk.meta = { title: 'uzun başlık '.repeat(9) };
      return chunk;
    });
    const costs = candidates.map((chunk) => referenceTokens(c.encoding, chunkUnit(chunk, maxMetaChars, null)));
    // One over a cost: the room a chunk leaves when it alone entered, where its bulkier copies do not fit.
    const shares = [...new Set([1e9, ...costs.map((n) => n + 1)])];
    const tokenizer = impl.tokenizer(c.encoding);
    for (const share of shares) {
      const call = { threshold: 0, share, exactDropCounts: c.exactDropCounts, noRoomReason: 'evidence-share' as const, encoding: c.encoding, maxMetaChars, maxLines: null };
      const keys = candidates.map((chunk) => JSON.stringify(referenceDedupKey(chunk.text)));
      checkSelection(impl, candidates, tokenizer, { ...call, cache: impl.newCache() }, `keys ${keys.join(', ')}`);
    }
  }
}

/** Letters of the keys `lazyKeyCases` writes: NFC, and a few that NFD decomposes. */
const KEY_LETTERS = [...'abcçdefgğhıijklmnoöprsştuüvyz'];
/** Whitespace a key's spaces are written as (each is `\s`: read as one space). */
const GAPS = [' ', '  ', '\t', '\n', ' \n', '\u00a0', '\u3000'];
/** A key shorter than this is keyed in full whenever it fits; longer ones only when an earlier key may be the same. */
const SHORT = 16;

export interface LazyKeyCase {
  /** Each candidate's key, as the reference reads its text. */
  keys: string[];
  texts: string[];
  scores: number[];
  encoding: Encoding;
  /** Whether the last candidate, last in the score order too, is written with no key prefix (`Prefixless`). */
  prefixless: boolean;
}

/** A key of exactly `length` code units: letters and single spaces, none at either end. */
function keyOfLength(length: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...KEY_LETTERS, ' ', ' '), { minLength: length, maxLength: length }).map((units) => {
    const out = units.map((u, i) => (u === ' ' && (i === 0 || i === length - 1 || units[i - 1] === ' ') ? 'e' : u));
    return out.join('');
  });
}

/**
 * How a key is written: `short`, its spaces as any whitespace, within 256
 * code units; or longer than 256 units with its spaces written as tabs,
 * the first plain space after the whole key (`space-after`, at unit 48 or
 * later; `space-at-256`, at unit 256 exactly), or in 256 units exactly
 * with no plain space (`exactly-256`). A key prefix read from the start of
 * the text (docs/performance.md) can always be the whole key.
 */
type KeyForm = 'short' | 'space-after' | 'space-at-256' | 'exactly-256';

/**
 * A text that offers no key prefix (docs/performance.md): longer than 256
 * code units with no plain space from unit 48 to unit 256, as a paragraph
 * of a script written without spaces is; its spaces written as tabs, and
 * no plain space at all (`no-space`) or the first one after unit 256
 * (`space-past-256`).
 */
type Prefixless = 'none' | 'no-space' | 'space-past-256';

function writtenWithoutPrefix(key: string, form: Exclude<Prefixless, 'none'>, nfd: boolean): string {
  const spaced = key.replace(/ /g, '\t');
  const body = nfd ? spaced.normalize('NFD') : spaced;
  return form === 'no-space' ? `${'\t'.repeat(300)}${body}` : `${'\t'.repeat(257)}${body} ${'\n'.repeat(10)}`;
}

const KEY_FORMS: readonly KeyForm[] = ['short', 'short', 'space-after', 'space-at-256', 'exactly-256'];

function writtenAs(key: string, form: KeyForm, gaps: readonly string[], ends: string, nfd: boolean): string {
  let gap = 0;
  const spaced = form === 'short' ? key.replace(/ /g, () => gaps[gap++]!) : key.replace(/ /g, '\t');
  const body = nfd ? spaced.normalize('NFD') : spaced;
  switch (form) {
    case 'short':
      return ends + body + ends;
    case 'space-after':
      return `${'\t'.repeat(48)}${body} ${'\n'.repeat(220)}`;
    case 'space-at-256':
      return `${'\t'.repeat(256 - body.length)}${body} ${'\n'.repeat(10)}`;
    case 'exactly-256':
      return `${'\t'.repeat(100)}${body}${'\n'.repeat(156 - body.length)}`;
  }
}

/**
 * Lists whose keys are distinct and begin no other key, and whose keys of
 * 16 code units or more differ within their first 16: no candidate may
 * repeat an earlier one, and the only keys an earlier key may begin are
 * none. Keys of every length from 1 to 40, 16 among them often, each
 * written with other whitespace and in NFD now and then, in texts of at
 * most a few hundred units (`KeyForm`); now and then the last candidate,
 * given the score 0 so that it is asked last, is written with no key
 * prefix (`Prefixless`).
 */
export function lazyKeyCases(): fc.Arbitrary<LazyKeyCase> {
  const length = fc.oneof(fc.integer({ min: 1, max: SHORT - 1 }), fc.constant(SHORT), fc.integer({ min: SHORT, max: 40 }));
  const written = fc.record({
    key: length.chain(keyOfLength),
    gaps: fc.array(fc.constantFrom(...GAPS), { minLength: 40, maxLength: 40 }),
    ends: fc.constantFrom('', ' ', '\n\t'),
    nfd: fc.boolean(),
    form: fc.constantFrom(...KEY_FORMS),
    score: fc.constantFrom(...SCORES),
  });
  const last = fc.constantFrom<Prefixless>('none', 'none', 'no-space', 'space-past-256');
  return fc.record({ list: fc.array(written, { minLength: 1, maxLength: 7 }), encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'), last }).map(({ list, encoding, last }) => {
    const kept: typeof list = [];
    for (const w of list) {
      const clash = kept.some((k) => k.key.startsWith(w.key) || w.key.startsWith(k.key) || (k.key.length >= SHORT && w.key.length >= SHORT && k.key.slice(0, SHORT) === w.key.slice(0, SHORT)));
      if (!clash) kept.push(w);
    }
    const texts = kept.map((w) => writtenAs(w.key, w.form, w.gaps, w.ends, w.nfd));
    const scores: number[] = kept.map((w) => w.score);
    if (last !== 'none') {
      // Score 0 and the last id ('k0' … 'k6'): last in the score order.
      const w = kept[kept.length - 1]!;
      texts[kept.length - 1] = writtenWithoutPrefix(w.key, last, w.nfd);
      scores[kept.length - 1] = 0;
    }
    return { keys: kept.map((w) => w.key), texts, scores, encoding, prefixless: last !== 'none' };
  });
}

/**
 * The work of the lazy path's dedup step (`exactDropCounts: false`,
 * docs/performance.md): a chunk that fits is keyed in full (a `dedupKeys`
 * miss in `cache.stats()`) only when an earlier candidate may share its
 * key. With room for every candidate, on a list where no key repeats or
 * begins another and the keys of 16 code units or more differ within their
 * first 16, exactly the candidates whose key is shorter than 16 units are
 * keyed, each once, and every candidate is selected; and a text that
 * offers no key prefix (longer than 256 units, no plain space from unit 48
 * to 256: docs/performance.md) is keyed in full when it fits, whatever its
 * key's length (here the last candidate asked, so no later one compares
 * with it). The oracle is the reference key (`reference/dedupKey.ts`) of
 * each text.
 */
export function propertyLazyKeysOnlyWhatMayRepeat(impl: Implementation, cases: fc.Arbitrary<LazyKeyCase> = lazyKeyCases()): fc.IPropertyWithHooks<[LazyKeyCase]> {
  return fc.property(cases, (c) => {
    const candidates: Chunk[] = c.texts.map((text, i) => ({ id: `k${i}`, text, score: c.scores[i]! }));
    c.texts.forEach((text, i) => {
      // The case's own bookkeeping, checked against the reference key.
      if (referenceDedupKey(text) !== c.keys[i]) throw new Error(`case: text ${JSON.stringify(text)} has key ${JSON.stringify(referenceDedupKey(text))}, not ${JSON.stringify(c.keys[i])}`);
    });
    const cache = impl.newCache();
    const before = cache.stats().dedupKeys;
    const result = impl.selectChunks(candidates, 1e9, 0, impl.tokenizer(c.encoding), { exactDropCounts: false, cache });
    const after = cache.stats().dedupKeys;
    if (result.selected.length !== candidates.length) {
      throw new Error(`${result.selected.length} of ${candidates.length} candidates selected with room for all and no key repeated`);
    }
    const lastKey = c.keys[c.keys.length - 1]!;
    const short = c.keys.filter((key) => key.length < SHORT).length + (c.prefixless && lastKey.length >= SHORT ? 1 : 0);
    const keyed = { hits: after.hits - before.hits, misses: after.misses - before.misses };
    if (keyed.hits !== 0 || keyed.misses !== short) {
      throw new Error(
        `dedup keys ${JSON.stringify(keyed)}, expected { hits: 0, misses: ${short} } (the keys shorter than ${SHORT} units${c.prefixless ? ', and the last text, which offers no prefix' : ''}) for keys ${JSON.stringify(c.keys)}`,
      );
    }
  });
}
