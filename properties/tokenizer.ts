import fc from 'fast-check';
import type { TiktokenBPE } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../core/tokenizer.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { rankTieText } from './arbitraries/rankTies.js';
import { scriptText } from './arbitraries/scriptText.js';
import { splitEdgeText } from './arbitraries/splitEdgeText.js';
import { anyText } from './arbitraries/text.js';
import { EDGE_CODE_POINTS, unicodeEdgeText } from './arbitraries/unicodeEdges.js';
import { whitespaceText } from './arbitraries/whitespaceText.js';
import type { Implementation } from './implementation.js';
import { referenceTokens } from './reference/tokens.js';

const ENCODING = fc.constantFrom<Encoding>('o200k_base', 'cl100k_base');

/**
 * Production-like and adversarial text, lone surrogates, code points at the
 * edges of the UTF-8 and surrogate ranges, rank ties, other whitespace,
 * scripts under every normalisation, the edges of the pre-token split
 * (other scripts, Unicode spaces, contractions, long runs), and arbitrary
 * code points.
 */
export function tokenizerText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: anyText() },
    { weight: 3, arbitrary: splitEdgeText() },
    { weight: 1, arbitrary: loneSurrogateText() },
    { weight: 1, arbitrary: unicodeEdgeText() },
    { weight: 1, arbitrary: rankTieText() },
    { weight: 1, arbitrary: whitespaceText() },
    { weight: 1, arbitrary: scriptText() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  );
}

/**
 * The implementation's tokenizer counts exactly what js-tiktoken counts, in
 * both encodings, on every generated string (special-token look-alikes are
 * plain text; a lone surrogate counts as U+FFFD, as js-tiktoken's UTF-8
 * encoder makes it); with its memo and without, asked in either order and
 * for the other encoding in between (a memo keyed by text alone would hand
 * one encoding's count to the other).
 */
export function propertyTokenizerAgrees(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string, boolean]> {
  return fc.property(ENCODING, tokenizerText(), fc.boolean(), (encoding, text, otherFirst) => {
    const other: Encoding = encoding === 'o200k_base' ? 'cl100k_base' : 'o200k_base';
    if (otherFirst) impl.tokenizer(other).count(text);
    const expected = referenceTokens(encoding, text);
    const where = `${encoding}, ${JSON.stringify(text.slice(0, 200))}`;
    const memoised = impl.tokenizer(encoding).count(text);
    if (memoised !== expected) throw new Error(`${where}: counts ${memoised}, js-tiktoken ${expected}`);
    const again = impl.tokenizer(encoding).count(text);
    if (again !== expected) throw new Error(`${where}: counts ${again} the second time, js-tiktoken ${expected}`);
    const plain = impl.unmemoisedTokenizer(encoding).count(text);
    if (plain !== expected) throw new Error(`${where}: the unmemoised counter says ${plain}, js-tiktoken ${expected}`);
    const otherCount = impl.tokenizer(other).count(text);
    if (otherCount !== referenceTokens(other, text)) throw new Error(`${other}, ${JSON.stringify(text.slice(0, 200))}: counts ${otherCount}, js-tiktoken ${referenceTokens(other, text)}`);
  });
}

/**
 * `countWithin(text, limit)` is the exact count when it is ≤ limit, and some
 * number > limit otherwise, with the memo and without; and asking it first
 * never changes what `count` says afterwards (an early-exit bound is not a
 * count to remember).
 */
export function propertyCountWithin(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string, number, boolean]> {
  return fc.property(ENCODING, tokenizerText(), fc.integer({ min: -3, max: 3 }), fc.boolean(), (encoding, text, offset, memoised) => {
    const exact = referenceTokens(encoding, text);
    const limit = Math.max(0, exact + offset);
    const tokenizer = memoised ? impl.tokenizer(encoding) : impl.unmemoisedTokenizer(encoding);
    const got = tokenizer.countWithin(text, limit);
    if (exact <= limit ? got !== exact : !(got > limit)) {
      throw new Error(`${encoding}: countWithin(limit ${limit}) gave ${got}; the text has ${exact} tokens`);
    }
    const after = tokenizer.count(text);
    if (after !== exact) throw new Error(`${encoding}: count gives ${after} after countWithin(limit ${limit}); the text has ${exact} tokens`);
    const within = tokenizer.countWithin(text, exact);
    if (within !== exact) throw new Error(`${encoding}: countWithin(limit ${exact}) gave ${within} after count; the text has ${exact} tokens`);
  });
}

/** What an edge code point is put beside: letters of several scripts, spaces, marks, digits, an emoji, a lone half. */
const EDGE_NEIGHBOURS = ['a', 'é', 'ş', 'ь', ' ', '\n', '─', '…', '中', 'ก', '!', '0', '😀', '\ud800'] as const;

/**
 * Every code point at the edge of a UTF-8 or surrogate range
 * (`EDGE_CODE_POINTS`) counts as js-tiktoken counts it beside a neighbour
 * drawn per case: between two of them, after, before, and doubled, in both
 * encodings, memoised and not. Random text reaches an edge beside a given
 * neighbour seldom; U+0080 written as the byte 0x80 changes the count of
 * `a\u0080a` under cl100k_base, and of `a\u0080ก` under o200k_base.
 */
export function propertyEdgeCodePointsCount(impl: Implementation): fc.IPropertyWithHooks<[string, string]> {
  return fc.property(fc.constantFrom(...EDGE_NEIGHBOURS), fc.constantFrom(...EDGE_NEIGHBOURS), (before, after) => {
    for (const cp of EDGE_CODE_POINTS) {
      const edge = String.fromCodePoint(cp);
      for (const text of [`${before}${edge}${after}`, `${before}${edge}`, `${edge}${after}`, `${edge}${edge}`]) {
        for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
          const expected = referenceTokens(encoding, text);
          for (const tokenizer of [impl.tokenizer(encoding), impl.unmemoisedTokenizer(encoding)]) {
            const got = tokenizer.count(text);
            if (got !== expected) throw new Error(`${tokenizer.name}: ${JSON.stringify(text)} (U+${cp.toString(16).toUpperCase().padStart(4, '0')}) counts ${got}, js-tiktoken ${expected}`);
          }
        }
      }
    }
  });
}

/** Units that are one piece of more than one token, beside any unit at all. */
const MULTI_TOKEN_UNITS = [0x07ff, 0x0800, 0x01c5, 0x2fd5, 0xa4c6, 0xfffd, 0xd800, 0xdfff, 0x4e2d, 0x0e01] as const;

/**
 * One-unit pieces (a space, a mark, a digit, a letter alone, a lone
 * surrogate) are counted from a table by the unit in the exact counter
 * (`core/bpe.ts`), not through the piece memo: its answers equal
 * js-tiktoken's for the unit alone and amid others, the first time a
 * counter meets the unit and every later time (the counters live for the
 * whole run, so later cases find what earlier ones left).
 */
export function propertyOneUnitPieces(impl: Implementation): fc.IPropertyWithHooks<[Encoding, number[]]> {
  const counters = new Map<Encoding, { count(text: string): number }>();
  const ranks: Record<Encoding, TiktokenBPE> = { o200k_base: o200kRanks, cl100k_base: cl100kRanks };
  const unit = fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.constantFrom(...MULTI_TOKEN_UNITS), fc.integer({ min: 0x20, max: 0x7e }));
  return fc.property(ENCODING, fc.array(unit, { minLength: 1, maxLength: 12 }), (encoding, units) => {
    let counter = counters.get(encoding);
    if (counter === undefined) counters.set(encoding, (counter = impl.bpeCounter(ranks[encoding])));
    const texts = [...units.map((u) => String.fromCharCode(u)), String.fromCharCode(...units.flatMap((u) => [u, 0x0a]))];
    for (const pass of ['first', 'again']) {
      for (const text of texts) {
        const expected = referenceTokens(encoding, text);
        const got = counter.count(text);
        if (got !== expected) throw new Error(`${encoding}, ${JSON.stringify(text)} (${pass}): counts ${got}, js-tiktoken ${expected}`);
      }
    }
  });
}
