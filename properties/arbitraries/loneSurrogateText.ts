import fc from 'fast-check';
import { anyText } from './text.js';

/** A text with one unpaired surrogate (high or low) spliced in somewhere. */
export function loneSurrogateText(): fc.Arbitrary<string> {
  return fc
    .tuple(anyText({ long: false }), fc.nat(), fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff })))
    .map(([text, at, unit]) => {
      // Split between code points so the surrogate cannot pair with a neighbour half.
      const points = Array.from(text);
      const i = points.length === 0 ? 0 : at % (points.length + 1);
      const lone = String.fromCharCode(unit);
      // A high surrogate followed by a low one would pair up: keep it lone.
      const after = points.slice(i).join('');
      const guard = unit <= 0xdbff && /^[\udc00-\udfff]/.test(after) ? 'x' : '';
      const before = points.slice(0, i).join('');
      const guardBefore = unit >= 0xdc00 && /[\ud800-\udbff]$/.test(before) ? 'x' : '';
      return before + guardBefore + lone + guard + after;
    });
}
