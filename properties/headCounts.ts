import fc from 'fast-check';
import type { TiktokenBPE } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../core/tokenizer.js';
import type { Implementation } from './implementation.js';
import { referenceTokens } from './reference/tokens.js';

/**
 * Characters where pre-tokens of either encoding begin and end: letters of
 * both cases (Turkish dotted capital, a caseless letter), a character of two
 * UTF-16 units (which the split leaves to the slow path), a combining mark,
 * digits, spaces, tab, both line breaks, the slash o200k adds after
 * punctuation, the apostrophe of contractions, the quote and brackets a tag
 * is written with, and other punctuation.
 */
const EDGE_UNITS = ['a', 's', 't', 'B', 'İ', 'ş', '中', '😀', '\u0301', '7', '0', ' ', ' ', '\t', '\n', '\r', '/', "'", '"', '>', '<', '=', '-', '.', '('];

const edgeText = (maxLength: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...EDGE_UNITS), { maxLength }).map((units) => units.join(''));

/** An opening tag as chunks are written with (`<chunk id="…" …>` and a line break), attribute values drawn from the edge units. */
const openingTag: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom('id', 'source', 'lang', 'title'), edgeText(8)), { minLength: 1, maxLength: 3 })
  .map((attributes) => `<chunk${attributes.map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;').replaceAll('>', '&gt;')}"`).join('')}>\n`);

/** Text that ends in a whitespace run, which the split may give back in part to what follows. */
const whitespaceEnd: fc.Arbitrary<string> = fc
  .tuple(edgeText(6), fc.array(fc.constantFrom(' ', '\t', '\n', '\r'), { minLength: 1, maxLength: 3 }))
  .map(([text, run]) => text + run.join(''));

/** Text that begins with a character no whitespace before it joins (a digit; in cl100k a mark). */
const cannotJoinSpace: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('7', '\u0301'), edgeText(6))
  .map(([first, text]) => first + text);

const startsWithLetter: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'B', 'İ'), edgeText(6))
  .map(([first, text]) => first + text);

/** One to three units: texts whose floor is often their count, so that a limit equal to both is reached. */
const shortText: fc.Arbitrary<string> = fc.array(fc.constantFrom(...EDGE_UNITS), { minLength: 1, maxLength: 3 }).map((units) => units.join(''));

const RANKS: Record<Encoding, TiktokenBPE> = { o200k_base: o200kRanks, cl100k_base: cl100kRanks };

/**
 * The exact counter's head count (`BpeCounter.countWithHead`, what lets
 * `assemble` count a chunk's opening tag once): for any text and any point
 * `at` in it, the total is `count`'s (exact within the limit, over it
 * otherwise) and the head is -1 or the tokens js-tiktoken gives
 * `text.slice(0, at)` on its own. Heads are drawn as opening tags or as
 * runs of the characters where pre-tokens begin and end, or such runs
 * ending in whitespace, so `at` falls inside pre-tokens (a letter run, a
 * line-break run after punctuation, a contraction, whitespace before a
 * word) as well as between them, and after whitespace runs the split
 * gives back in part (`\t\t` before a mark: two pre-tokens, alone one). And the
 * tag of a chunk whose text begins with a letter comes free: its `>` and
 * line break end a pre-token in either encoding.
 */
export function propertyHeadCounts(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string, string, number | null]> {
  const counters = new Map<Encoding, ReturnType<Implementation['bpeCounter']>>();
  return fc.property(
    fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
    fc.oneof({ arbitrary: openingTag, weight: 2 }, { arbitrary: edgeText(12), weight: 1 }, { arbitrary: whitespaceEnd, weight: 2 }, { arbitrary: shortText, weight: 1 }),
    fc.oneof({ arbitrary: edgeText(12), weight: 1 }, { arbitrary: cannotJoinSpace, weight: 2 }, { arbitrary: startsWithLetter, weight: 2 }, { arbitrary: shortText, weight: 1 }),
    fc.option(fc.integer({ min: -3, max: 3 }), { freq: 3, nil: null }),
    (encoding, head, rest, within) => {
      let counter = counters.get(encoding);
      if (counter === undefined) counters.set(encoding, (counter = impl.bpeCounter(RANKS[encoding])));
      const text = head + rest;
      const exact = referenceTokens(encoding, text);
      const limit = within === null ? Number.POSITIVE_INFINITY : Math.max(0, exact + within);
      const what = `${encoding}, ${JSON.stringify(head)} + ${JSON.stringify(rest)}, limit ${limit}`;
      const [total, headTokens] = counter.countWithHead(text, limit, head.length);
      if (exact <= limit ? total !== exact : !(total > limit)) throw new Error(`${what}: total ${total}; the text has ${exact} tokens`);
      if (headTokens !== -1) {
        const expected = referenceTokens(encoding, head);
        if (headTokens !== expected) throw new Error(`${what}: head ${headTokens}; js-tiktoken counts ${expected} for the head alone`);
      }
      // Text with a character of two UTF-16 units is counted on the slow path, which gives no head.
      const free = head.startsWith('<chunk') && /^\p{L}/u.test(rest) && exact <= limit && !/[\u{10000}-\u{10FFFF}]/u.test(text);
      if (free && headTokens === -1) throw new Error(`${what}: a tag before a letter is not counted on the way`);
    },
  );
}
