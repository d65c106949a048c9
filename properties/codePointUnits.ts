import fc from 'fast-check';
import { anyText } from './arbitraries/text.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import { unicodeEdgeText } from './arbitraries/unicodeEdges.js';
import type { Implementation } from './implementation.js';
import { referenceCodePoints } from './reference/codePoints.js';

/**
 * C14: `runeCount` counts code points like Go's `utf8.RuneCountInString`: an
 * emoji is 1, `İ` is 1, a lone surrogate is 1 (Go's replacement rune), on
 * text at the edges of the surrogate and UTF-8 ranges too. The oracle reads
 * UTF-16 by its definition (`reference/codePoints.ts`).
 */
export function propertyCodePointUnits(impl: Implementation): fc.IPropertyWithHooks<[string]> {
  // Surrogates next to each other in every order (two lows, a high before a letter, a high at the end): where a pairing rule can be wrong.
  const surrogateRuns = fc.array(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', 'a', '😀'), { maxLength: 8 }).map((units) => units.join(''));
  return fc.property(fc.oneof(anyText(), loneSurrogateText(), unicodeEdgeText(), { weight: 3, arbitrary: surrogateRuns }, fc.string({ unit: 'binary', maxLength: 40 })), (text) => {
    const expected = referenceCodePoints(text);
    const got = impl.runeCount(text);
    if (got !== expected) throw new Error(`runeCount(${JSON.stringify(text)}) is ${got}, it has ${expected} code points`);
  });
}
