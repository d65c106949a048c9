import fc from 'fast-check';
import { anyText } from './arbitraries/text.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import type { Implementation } from './implementation.js';

/**
 * C14: `runeCount` counts code points like Go's `utf8.RuneCountInString`: an
 * emoji is 1, `İ` is 1, a lone surrogate is 1 (Go's replacement rune). The
 * oracle is `Array.from`, which iterates by code point.
 */
export function propertyCodePointUnits(impl: Implementation): fc.IPropertyWithHooks<[string]> {
  return fc.property(fc.oneof(anyText(), loneSurrogateText(), fc.string({ unit: 'binary', maxLength: 40 })), (text) => {
    const expected = Array.from(text).length;
    const got = impl.runeCount(text);
    if (got !== expected) throw new Error(`runeCount(${JSON.stringify(text)}) is ${got}, it has ${expected} code points`);
  });
}
