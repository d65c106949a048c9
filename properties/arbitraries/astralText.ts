import fc from 'fast-check';

/** Characters outside the BMP (two UTF-16 units each) and multi-code-point graphemes. */
export const ASTRAL = ['😀', '👩‍💻', '🇹🇷', '𝔘𝔫𝔦', '𠀀', '🧪', '👍🏽', '🏳️‍🌈', 'é', 'é'] as const;

/** Emoji and other astral characters, alone or among words. */
export function astralText(): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ASTRAL) }, { weight: 1, arbitrary: fc.constantFrom(' ', 'ok', '\n') }), {
      minLength: 1,
      maxLength: 6,
    })
    .map((parts) => parts.join(''));
}
