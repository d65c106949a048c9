import fc from 'fast-check';
import { referenceCount, type Encoding } from '../core/tokenizer.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { splitEdgeText } from './arbitraries/splitEdgeText.js';
import { anyText } from './arbitraries/text.js';
import type { Implementation } from './implementation.js';

const ENCODING = fc.constantFrom<Encoding>('o200k_base', 'cl100k_base');

/**
 * Production-like and adversarial text, lone surrogates, arbitrary code
 * points, and the edges of the pre-token split (other scripts, Unicode
 * spaces, contractions, long runs).
 */
function tokenizerText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: anyText() },
    { weight: 3, arbitrary: splitEdgeText() },
    { weight: 1, arbitrary: loneSurrogateText() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  );
}

/**
 * The implementation's tokenizer counts exactly what js-tiktoken counts, in
 * both encodings, on every generated string (special-token look-alikes are
 * plain text; a lone surrogate counts as U+FFFD, as js-tiktoken's UTF-8
 * encoder makes it).
 */
export function propertyTokenizerAgrees(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string]> {
  return fc.property(ENCODING, tokenizerText(), (encoding, text) => {
    const got = impl.tokenizer(encoding).count(text);
    const expected = referenceCount(encoding, text);
    if (got !== expected) throw new Error(`${encoding}: counts ${got}, js-tiktoken ${expected}, for ${JSON.stringify(text.slice(0, 200))}`);
  });
}

/**
 * `countWithin(text, limit)` is the exact count when it is ≤ limit, and some
 * number > limit otherwise; and asking it first never changes what `count`
 * says afterwards (an early-exit bound is not a count to remember).
 */
export function propertyCountWithin(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string, number]> {
  return fc.property(ENCODING, tokenizerText(), fc.integer({ min: -3, max: 3 }), (encoding, text, offset) => {
    const exact = referenceCount(encoding, text);
    const limit = Math.max(0, exact + offset);
    const tokenizer = impl.tokenizer(encoding);
    const got = tokenizer.countWithin(text, limit);
    if (exact <= limit ? got !== exact : !(got > limit)) {
      throw new Error(`${encoding}: countWithin(limit ${limit}) gave ${got}; the text has ${exact} tokens`);
    }
    const after = tokenizer.count(text);
    if (after !== exact) throw new Error(`${encoding}: count gives ${after} after countWithin(limit ${limit}); the text has ${exact} tokens`);
  });
}
