import fc from 'fast-check';

/**
 * Code points at the edges of the ranges an encoder or a code-point counter
 * must get right: the last one- and two-byte UTF-8 characters and the first
 * two- and three-byte ones (U+007F/U+0080, U+07FF/U+0800), the last ones
 * before and the first ones after the surrogates (U+D7FF, U+E000), the last
 * BMP character and the first and last astral ones (U+FFFF, U+10000,
 * U+10FFFF), the replacement character, the byte-order mark, and the
 * high/low surrogate pairs at the ends of their ranges (U+D800 U+DC00 …
 * U+DBFF U+DFFF).
 */
export const EDGE_CODE_POINTS = [
  0x00, 0x7f, 0x80, 0xff, 0x100, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfeff, 0xfffd, 0xfffe, 0xffff,
  0x10000, 0x103ff, 0x10400, 0x1ffff, 0x10fc00, 0x10ffff,
] as const;

/** One to eight edge characters, alone, doubled or between ASCII letters. */
export function unicodeEdgeText(): fc.Arbitrary<string> {
  const edge = fc.constantFrom(...EDGE_CODE_POINTS).map((cp) => String.fromCodePoint(cp));
  return fc
    .array(fc.oneof({ weight: 3, arbitrary: edge }, { weight: 1, arbitrary: fc.constantFrom('a', ' ', 'é', '1', '\n') }), { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join(''));
}
