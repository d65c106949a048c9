import fc from 'fast-check';

/**
 * Whitespace other than a plain space, which tokenizers, dedup and floors
 * must each treat as whitespace (or not) the way JavaScript's `\s` and the
 * encodings' patterns do: tabs, CR, CRLF, vertical tab and form feed, NBSP,
 * the Unicode line and paragraph separators, the ideographic space, the
 * byte-order mark; and two that are *not* `\s` (NEL U+0085, the zero-width
 * space U+200B).
 */
const SPACES = [
  ' ', '\n', '\n\n', '\r\n', '\r', '\t', '\v', '\f', '\u00a0', '\u2028', '\u2029', '\u3000', '\u202f', '\ufeff', '   ', '\u0085', '\u200b',
] as const;

/** The empty string, whitespace only, and newline-heavy runs (`\n` merges with neighbours in BPE). */
export function whitespaceText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('söz', 'word', '12', '.'), fc.constantFrom(...SPACES), fc.constantFrom('söz', 'word', '12', '.')).map((p) => p.join('')) },
  );
}
