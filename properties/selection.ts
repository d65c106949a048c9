import fc from 'fast-check';
import type { DropReason } from '../core/dropLog.js';
import type { Profile } from '../core/profile.js';
import type { Chunk } from '../core/request.js';
import type { AssemblyCache } from '../core/assemblyCache.js';
import type { Encoding, Tokenizer } from '../core/tokenizer.js';
import { checkDropLog } from './agreesWithReference.js';
import { isBaglamError } from './errorShape.js';
import { chunks, SCORES } from './arbitraries/chunks.js';
import { stretch } from './arbitraries/scenario.js';
import { scriptText } from './arbitraries/scriptText.js';
import { anyText } from './arbitraries/text.js';
import { turkishText } from './arbitraries/turkishText.js';
import { whitespaceText } from './arbitraries/whitespaceText.js';
import type { Implementation } from './implementation.js';
import { referenceDedupKey } from './reference/dedupKey.js';
import { referenceShare } from './reference/profile.js';
import { chunkUnit } from './reference/prompt.js';
import { referenceSelection } from './reference/selection.js';
import { referenceTokens } from './reference/tokens.js';

function fail(message: string): never {
  throw new Error(message);
}

export interface SelectionCase {
  candidates: Chunk[];
  share: number;
  threshold: number;
  encoding: Encoding;
  maxMetaChars: number;
  maxLines: number | null;
}

export function selectionCases(): fc.Arbitrary<SelectionCase> {
  return fc.record({
    candidates: chunks({ long: false, maxChunks: 12 }),
    share: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 120 }) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 600 }) }, { weight: 1, arbitrary: fc.constant(1e9) }),
    threshold: fc.constantFrom(...SCORES, -1),
    encoding: fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    maxMetaChars: fc.constantFrom(4, 120),
    maxLines: fc.constantFrom(null, null, 1, 2),
  });
}

/**
 * Selection as `assemble` runs it under one profile (`baglam check`): its
 * threshold, encoding, metadata and line limits, a share up to its evidence
 * share, and candidates stretched so their sizes range up to that share.
 * Near copies are stretched alike (by their normalised text), so
 * duplicates stay duplicates.
 */
export function selectionCasesUnder(profile: Profile): fc.Arbitrary<SelectionCase> {
  const evidenceShare = referenceShare(profile, 'evidence');
  const maxTimes = Math.max(1, Math.ceil(evidenceShare / 60));
  return fc
    .record({
      candidates: chunks({ long: false, maxChunks: 12 }),
      times: fc.array(fc.integer({ min: 1, max: maxTimes }), { minLength: 1, maxLength: 8 }),
      share: fc.oneof(fc.constant(evidenceShare), fc.integer({ min: 0, max: evidenceShare })),
    })
    .map(({ candidates, times, share }) => {
      const timesFor = (text: string): number => {
        let hash = 0;
        for (const ch of referenceDedupKey(text)) hash = (hash * 31 + ch.codePointAt(0)!) % 1_000_003;
        return times[hash % times.length]!;
      };
      return {
        candidates: candidates.map((c) => ({ ...c, text: stretch(c.text, timesFor(c.text)) })),
        share,
        threshold: profile.chunkThreshold,
        encoding: profile.encoding,
        maxMetaChars: profile.maxMetaChars,
        maxLines: profile.maxLines.chunks,
      };
    });
}

/** One call of a sequence on the same candidate list: its threshold, share and mode (memos carry over between calls). */
export interface SelectionCall {
  threshold: number;
  share: number;
  exactDropCounts: boolean;
  noRoomReason: DropReason;
}

function selectionCall(): fc.Arbitrary<SelectionCall> {
  return fc.record({
    threshold: fc.constantFrom(...SCORES, -1),
    share: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 120 }) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 600 }) }, { weight: 1, arbitrary: fc.constant(1e9) }),
    exactDropCounts: fc.boolean(),
    noRoomReason: fc.constantFrom<DropReason>('evidence-share', 'budget'),
  });
}

/**
 * C8: `selectChunks` makes the reference model's selection (candidates in
 * score order, ties by id; none under the threshold; a chunk that does not
 * fit is skipped, not a stop; a repeated text is a duplicate of the first
 * candidate with it; `exhausted` iff nothing was left out for room and room
 * is left), in both `exactDropCounts` modes: the same chunks in the same
 * order, each with its exact tokens and its rendered unit (the source
 * whole), the same `used`, and the drop log entry by entry (`checkDropLog`).
 * And, stated apart: none left out for room would fit in the room finally
 * left (maximality). The list is selected from again and again with other
 * thresholds, shares and modes: what one call remembers about it must not
 * change another call's answer.
 */
export function propertySelection(impl: Implementation, cases: fc.Arbitrary<SelectionCase> = selectionCases()): fc.IPropertyWithHooks<[SelectionCase, SelectionCall[]]> {
  return fc.property(cases, fc.array(selectionCall(), { minLength: 1, maxLength: 3 }), (c, later) => {
    const { candidates, encoding, maxMetaChars, maxLines } = c;
    const tokenizer = impl.tokenizer(encoding);
    const calls: SelectionCall[] = [{ threshold: c.threshold, share: c.share, exactDropCounts: later[0]!.exactDropCounts, noRoomReason: 'evidence-share' }, ...later];
    calls.forEach((call, n) => checkSelection(impl, candidates, tokenizer, { ...call, encoding, maxMetaChars, maxLines }, `call ${n + 1}`));
  });
}

/** Every argument of one `selectChunks` call but the candidates and the tokenizer. */
export interface SelectionCallUnder extends SelectionCall {
  encoding: Encoding;
  maxMetaChars: number;
  maxLines: number | null;
  cache?: AssemblyCache;
  /** The tokenizer's own count of a text, when it is a caller's (the reference counts with it); js-tiktoken's otherwise. */
  count?: (text: string) => number;
}

/**
 * One `selectChunks` call checked against the reference model's selection
 * of the candidates as they are now (see `propertySelection`). A duplicate
 * that fits was counted to know it fits: its entry is exact in both modes.
 */
export function checkSelection(impl: Implementation, candidates: readonly Chunk[], tokenizer: Tokenizer, call: SelectionCallUnder, label: string): void {
  const { threshold, share, exactDropCounts, noRoomReason, encoding, maxMetaChars, maxLines, cache, count } = call;
  const expected = referenceSelection(candidates, share, threshold, { encoding, maxMetaChars, maxLines, noRoomReason, exactDropCounts, ...(count === undefined ? {} : { tokens: count }) });
  const sel = impl.selectChunks(candidates, share, threshold, tokenizer, { maxMetaChars, maxLines, noRoomReason, exactDropCounts, ...(cache === undefined ? {} : { cache }) });
  const where = `${label} (threshold ${threshold}, share ${share}, exactDropCounts ${exactDropCounts}, maxMetaChars ${maxMetaChars}, maxLines ${maxLines})`;
  const selected = sel.selected.map((s) => s.index);
  if (JSON.stringify(selected) !== JSON.stringify(expected.selected)) fail(`${where}: selected ${JSON.stringify(selected)}, the reference selects ${JSON.stringify(expected.selected)}`);
  sel.selected.forEach((s, k) => {
    if (candidates[s.index] !== s.chunk) fail(`${where}: selected ${s.chunk.id} with a wrong index ${s.index}`);
    if (s.tokens !== expected.tokens[k]) fail(`${where}: ${s.chunk.id} counted ${s.tokens}, renders to ${expected.tokens[k]}`);
    const unit = chunkUnit(s.chunk, maxMetaChars, maxLines);
    if (s.unit !== unit) fail(`${where}: ${s.chunk.id}'s unit ${JSON.stringify(s.unit)} is not its rendering ${JSON.stringify(unit)}`);
  });
  if (sel.used !== expected.used) fail(`${where}: used ${sel.used}, the selected take ${expected.used}`);
  if (sel.exhausted !== expected.exhausted) fail(`${where}: exhausted is ${sel.exhausted}, expected ${expected.exhausted}`);
  try {
    checkDropLog(sel.dropped, expected.dropped, exactDropCounts);
  } catch (error) {
    fail(`${where}: ${(error as Error).message}`);
  }
  sel.dropped.forEach((d, i) => {
    if (expected.dropped[i]!.counted === true && !d.exact) fail(`${where}: ${d.id}, a duplicate that fits, was counted to know it, yet its entry is not exact`);
    const unit = chunkUnit(candidates[d.index]!, maxMetaChars, maxLines);
    const tokens = count === undefined ? referenceTokens(encoding, unit) : count(unit);
    if (d.reason === noRoomReason && tokens <= share - expected.used) fail(`${where}: ${d.id} (${tokens} tokens) was left out but fits in the ${share - expected.used} left`);
  });
}

/** Near copies that are and are not the same text. */
const VARIANTS: Record<string, (text: string) => string> = {
  identical: (t) => t,
  spaces: (t) => `\n ${t.replace(/ /g, ' \t ')}  `,
  'other-spaces': (t) => `\u2028${t.replace(/ /g, '\u00a0').replace(/\n/g, '\u3000')}\ufeff`,
  'not-spaces': (t) => t.replace(/ /g, '\u200b').replace(/\n/g, '\u0085'),
  nfc: (t) => t.normalize('NFC'),
  nfd: (t) => t.normalize('NFD'),
  nfkc: (t) => t.normalize('NFKC'),
  nfkd: (t) => t.normalize('NFKD'),
  upper: (t) => t.toUpperCase(),
  lower: (t) => t.toLowerCase(),
  dotless: (t) => t.replace(/i/g, 'ı').replace(/I/g, 'İ'),
};

/**
 * C8 dedup: `normalizeForDedup` is the documented key (NFC, every run of
 * whitespace as one space, none at the ends), so two texts are duplicates
 * exactly when NFC and whitespace make them equal: NFD and other
 * whitespace merge; case (`KIR`/`kir`, `ı`/`i`), compatibility forms (NFKC:
 * `ﬁ`/`fi`, `²`/`2`) and characters that are not whitespace (U+200B,
 * U+0085) do not. Scripts whose NFC and NFD differ (Hangul, Vietnamese,
 * Devanagari, Arabic with marks) included.
 */
export function propertyDedupKey(impl: Implementation): fc.IPropertyWithHooks<[string, string]> {
  const text = fc.oneof(turkishText(4), anyText({ long: false }), scriptText(), whitespaceText(), fc.constantFrom('KIR', 'kir', 'ılık', 'ILIK', 'İzmir', 'izmir'));
  return fc.property(text, fc.constantFrom(...Object.keys(VARIANTS)), (a, variant) => {
    const b = VARIANTS[variant]!(a);
    for (const t of [a, b]) {
      const key = impl.normalizeForDedup(t);
      if (key !== referenceDedupKey(t)) fail(`normalizeForDedup(${JSON.stringify(t)}) is ${JSON.stringify(key)}, the documented key is ${JSON.stringify(referenceDedupKey(t))}`);
    }
    const same = referenceDedupKey(a) === referenceDedupKey(b);
    if ((impl.normalizeForDedup(a) === impl.normalizeForDedup(b)) !== same) {
      fail(`normalizeForDedup says ${JSON.stringify(a)} and ${JSON.stringify(b)} (${variant}) are ${same ? 'different' : 'the same'}`);
    }
  });
}

/** One argument of `selectChunks` with a value it must refuse, and the field its error must name. */
export interface BadSelectArgument {
  what: string;
  candidates: unknown;
  share: unknown;
  threshold: unknown;
  field: (string | number)[];
}

const GOOD_CHUNK = { id: 'a', text: 'metin', score: 0.5 };

/** Every kind of bad argument, the bad candidate (if any) after `n` good ones. */
export function badSelectArguments(n: number): BadSelectArgument[] {
  const after = (bad: unknown): unknown[] => [...Array.from({ length: n }, (_, i) => ({ ...GOOD_CHUNK, id: `c${i}` })), bad];
  const holed = after(GOOD_CHUNK);
  holed.length = n + 2;
  // (No default parameters: an undefined share or threshold is one of the bad values.)
  const args = (what: string, candidates: unknown, field: (string | number)[], share: unknown, threshold: unknown): BadSelectArgument => ({ what, candidates, share, threshold, field });
  return [
    ...['chunks', null, 3, { 0: GOOD_CHUNK, length: 1 }].map((candidates) => args(`candidates ${JSON.stringify(candidates)}`, candidates, ['candidates'], 10, 0)),
    args('candidates with a hole', holed, ['candidates', n + 1], 10, 0),
    ...[null, undefined, 3, 'metin', [], { text: 'metin', score: 1 }, { id: 1, text: 'metin', score: 1 }, { id: 'a', score: 1 }, { id: 'a', text: ['metin'], score: 1 }].map((bad) =>
      args(`a candidate ${JSON.stringify(bad)}`, after(bad), ['candidates', n], 10, 0),
    ),
    ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '0.5', undefined, null].map((score) =>
      args(`a score ${String(score)}`, after({ ...GOOD_CHUNK, id: 'bad', score }), ['candidates', n, 'score'], 10, 0),
    ),
    // Metadata as a request's chunks must hold it: an object, attribute names for keys, strings for values.
    ...[null, 3, 'title'].map((meta) => args(`metadata ${String(meta)}`, after({ ...GOOD_CHUNK, id: 'bad', meta }), ['candidates', n, 'meta'], 10, 0)),
    ...[undefined, 5, null, true, { a: 'b' }].map((value) =>
      args(`a metadata value ${String(value)}`, after({ ...GOOD_CHUNK, id: 'bad', meta: { title: 'ok', date: value } }), ['candidates', n, 'meta', 'date'], 10, 0),
    ),
    ...['x" onload="y', 'id', 'a b', '1st'].map((key) =>
      args(`a metadata key ${JSON.stringify(key)}`, after({ ...GOOD_CHUNK, id: 'bad', meta: { [key]: 'v' } }), ['candidates', n, 'meta', key], 10, 0),
    ),
    ...[-1, Number.NaN, '10', null, undefined].map((share) => args(`a share ${String(share)}`, [GOOD_CHUNK], ['share'], share, 0)),
    ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '0.5', null, undefined].map((threshold) => args(`a threshold ${String(threshold)}`, [GOOD_CHUNK], ['threshold'], 10, threshold)),
  ];
}

/**
 * `selectChunks` called directly, as plain JavaScript may call it: a
 * candidate list that is not an array of chunks, metadata that is not an
 * object of strings under attribute names, a score, share or
 * threshold that is not a (finite, for a share whole and not negative)
 * number is refused with an INVALID_INPUT error naming the argument (and
 * the candidate and field); and without options, the selection is the one
 * the documented defaults give (metadata to 120 code points, no line
 * limit, `evidence-share` for a chunk that does not fit, every drop counted
 * exactly).
 */
export function propertySelectArguments(impl: Implementation): fc.IPropertyWithHooks<[number, SelectionCase]> {
  return fc.property(fc.nat(3), selectionCases(), (n, c) => {
    const tokenizer = impl.tokenizer(c.encoding);
    for (const bad of badSelectArguments(n)) {
      let error: unknown;
      try {
        impl.selectChunks(bad.candidates as Chunk[], bad.share as number, bad.threshold as number, tokenizer);
      } catch (e) {
        error = e;
      }
      if (error === undefined) fail(`${bad.what} was accepted`);
      if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') fail(`${bad.what}: ${String(error)}, not an INVALID_INPUT error`);
      if (JSON.stringify(error.path) !== JSON.stringify(bad.field)) fail(`${bad.what}: the error names ${JSON.stringify(error.path)}, not ${JSON.stringify(bad.field)}`);
    }
    // The defaults: a call without options is the reference's selection under them.
    const expected = referenceSelection(c.candidates, c.share, c.threshold, { encoding: c.encoding, maxMetaChars: 120, maxLines: null, noRoomReason: 'evidence-share', exactDropCounts: true });
    const sel = impl.selectChunks(c.candidates, c.share, c.threshold, tokenizer);
    const selected = sel.selected.map((s) => s.index);
    if (JSON.stringify(selected) !== JSON.stringify(expected.selected)) fail(`without options: selected ${JSON.stringify(selected)}, the defaults select ${JSON.stringify(expected.selected)}`);
    sel.selected.forEach((s) => {
      if (s.unit !== chunkUnit(s.chunk, 120, null)) fail(`without options: ${s.chunk.id}'s unit is not its rendering under the defaults`);
    });
    checkDropLog(sel.dropped, expected.dropped, true);
  });
}

/**
 * C8 under the other backend: a caller picks js-tiktoken's counter with
 * `createTokenizer(encoding, { backend: 'js-tiktoken' })` and hands it to
 * `selectChunks` (or to `assemble` as `options.tokenizer`); the selection,
 * drop log and `used` are the reference model's, as with the fast backend.
 * That backend's memo has no head counter (it says nothing free about a
 * chunk's opening tag), and over a limit it answers the whole count, not
 * `limit + 1`: the lazy path must take both as they come. Every sequence
 * starts without exact drop counts (the lazy path), then any mode. The
 * oracle is the reference selection (`properties/reference/selection.ts`,
 * js-tiktoken's own encoder on each rendered unit). cl100k_base only, and
 * short texts: js-tiktoken is quadratic in a letter run, and its o200k
 * encoder takes seconds to build (see `propertyTokenizerOptions`).
 */
export function propertySelectionJsTiktokenBackend(impl: Implementation): fc.IPropertyWithHooks<[SelectionCase, SelectionCall[]]> {
  const cases = selectionCases().map((c) => ({ ...c, encoding: 'cl100k_base' as const }));
  return fc.property(cases, fc.array(selectionCall(), { minLength: 1, maxLength: 2 }), (c, later) => {
    const { candidates, encoding, maxMetaChars, maxLines } = c;
    const tokenizer = impl.createTokenizer(encoding, { backend: 'js-tiktoken' });
    const calls: SelectionCall[] = [{ threshold: c.threshold, share: c.share, exactDropCounts: false, noRoomReason: 'evidence-share' }, ...later];
    calls.forEach((call, n) => checkSelection(impl, candidates, tokenizer, { ...call, encoding, maxMetaChars, maxLines }, `js-tiktoken backend, call ${n + 1}`));
  });
}

/**
 * C8 with a caller's own tokenizer (`selectChunks`' `tokenizer`, or
 * `assemble`'s `options.tokenizer`): its counts are the ones the selection
 * uses, on every path, even when it names itself as one of baglam's
 * (`o200k_base/fast`): a caller may wrap a counter and keep its name. The
 * one here counts one token more than js-tiktoken for every text (a
 * provider's own count, say). Lazily first, then in either mode; the
 * oracle is the reference selection under those counts.
 */
export function propertySelectionCallersTokenizer(impl: Implementation): fc.IPropertyWithHooks<[SelectionCase, SelectionCall[], boolean]> {
  return fc.property(selectionCases(), fc.array(selectionCall(), { minLength: 1, maxLength: 2 }), fc.boolean(), (c, later, borrowsName) => {
    const { candidates, encoding, maxMetaChars, maxLines } = c;
    const count = (text: string): number => referenceTokens(encoding, text) + 1;
    const tokenizer: Tokenizer = {
      name: borrowsName ? `${encoding}/fast` : 'provider/own',
      encoding,
      count,
      countWithin: (text, limit) => Math.min(count(text), limit + 1),
    };
    const calls: SelectionCall[] = [{ threshold: c.threshold, share: c.share, exactDropCounts: false, noRoomReason: 'evidence-share' }, ...later];
    calls.forEach((call, n) => checkSelection(impl, candidates, tokenizer, { ...call, encoding, maxMetaChars, maxLines, count }, `a caller's tokenizer named ${tokenizer.name}, call ${n + 1}`));
  });
}
