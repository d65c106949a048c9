import fc from 'fast-check';
import { anyText } from './arbitraries/text.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { unicodeEdgeText } from './arbitraries/unicodeEdges.js';
import type { Implementation } from './implementation.js';
import { referenceCodePoints, referenceFirstLoneSurrogate } from './reference/codePoints.js';

/**
 * Surrogates next to each other in every order (two lows, a high before a
 * letter, a high at the end, a high before the units just outside the low
 * range, U+D7FF and U+E000): where a pairing rule can be wrong.
 */
function surrogateRuns(): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', 'a', '😀', '\ud7ff', '\ue000', '\uffff'), { maxLength: 8 }).map((units) => units.join(''));
}

/**
 * C14: `runeCount` counts code points like Go's `utf8.RuneCountInString`: an
 * emoji is 1, `İ` is 1, a lone surrogate is 1 (Go's replacement rune), on
 * text at the edges of the surrogate and UTF-8 ranges too. The oracle reads
 * UTF-16 by its definition (`reference/codePoints.ts`).
 */
export function propertyCodePointUnits(impl: Implementation): fc.IPropertyWithHooks<[string]> {
  return fc.property(fc.oneof(anyText(), loneSurrogateText(), unicodeEdgeText(), { weight: 3, arbitrary: surrogateRuns() }, fc.string({ unit: 'binary', maxLength: 40 })), (text) => {
    const expected = referenceCodePoints(text);
    const got = impl.runeCount(text);
    if (got !== expected) throw new Error(`runeCount(${JSON.stringify(text)}) is ${got}, it has ${expected} code points`);
  });
}

/** The units on either side of each surrogate range's edges, and a letter. */
const EDGE_UNITS = ['\ud7ff', '\ud800', '\udbff', '\udc00', '\udfff', '\ue000', '\uffff', 'a'];

/**
 * Where the first lone surrogate is (`findLoneSurrogate`, what a request's
 * text fields and a summary's items are refused by): the index of a high
 * half not followed by a low one or of a low half not after a high one, -1
 * when every half is paired (`reference/codePoints.ts`).
 */
export function propertyFirstLoneSurrogate(impl: Implementation): fc.IPropertyWithHooks<[string]> {
  const check = (text: string): void => {
    const expected = referenceFirstLoneSurrogate(text);
    const got = impl.findLoneSurrogate(text);
    if (got !== expected) throw new Error(`findLoneSurrogate(${JSON.stringify(text)}) is ${got}, the first lone surrogate is at ${expected}`);
  };
  return fc.property(fc.oneof(anyText({ long: false }), loneSurrogateText(), unicodeEdgeText(), { weight: 4, arbitrary: surrogateRuns() }, fc.string({ unit: 'binary', maxLength: 40 })), (text) => {
    check(text);
    // Every pair of units at the edges of the surrogate ranges, alone and before a lone half (so a well-formed pair is read too).
    for (const a of EDGE_UNITS) for (const b of EDGE_UNITS) for (const after of ['', '\udc00', '\ud800']) check(a + b + after);
  });
}

/** C14 for a list (`runeLens`, what `clampHistory` is handed): each text's code points, in order. */
export function propertyRuneLens(impl: Implementation): fc.IPropertyWithHooks<[string[]]> {
  return fc.property(fc.array(fc.oneof(anyText({ long: false }), loneSurrogateText(), surrogateRuns()), { maxLength: 6 }), (texts) => {
    const expected = texts.map(referenceCodePoints);
    const got = impl.runeLens(texts);
    if (JSON.stringify(got) !== JSON.stringify(expected)) throw new Error(`runeLens(${JSON.stringify(texts)}) is ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  });
}
