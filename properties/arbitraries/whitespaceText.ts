import fc from 'fast-check';

const SPACES = [' ', '\n', '\n\n', '\r\n', '\t', '\u00a0', '\u2028', '   '] as const;

/** The empty string, whitespace only, and newline-heavy runs (`\n` merges with neighbours in BPE). */
export function whitespaceText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')) },
  );
}
