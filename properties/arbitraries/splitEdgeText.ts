import fc from 'fast-check';
import { loneSurrogateText } from './loneSurrogateText.js';

/**
 * Pieces where a pre-token split can go wrong: the classes the encodings'
 * patterns tell apart (`\p{Lu}`, `\p{Lt}`, `\p{Lm}`, `\p{Lo}`, `\p{M}`,
 * `\p{N}`, `\s`) in scripts other than Latin, every kind of Unicode space,
 * contractions in both cases and with a typographic apostrophe, and
 * punctuation next to line breaks.
 */
const SCRIPTS = [
  'Привет мир', 'ΑΒΓ αβγ', 'שלום', 'مرحبا بالعالم', 'नमस्ते दुनिया', 'สวัสดีครับ', '你好，世界。', 'こんにちは、カタカナ',
  '한국어 텍스트', 'ǅemal ǈubav', 'ʰʲʷ', 'e\u0301\u0302a\u0327', '\u0915\u094d\u0937', '٠١٢٣٤٥', '１２３ＡＢＣ', 'Ⅻ½²',
] as const;
const SPACES = ['\u000b', '\u000c', '\u0085', '\u00a0', '\u1680', '\u2000', '\u2007', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\u200b', '\ufeff', '\r', '\r\n', '\t'] as const;
const SEAMS = ["'s", "'S", "'LL", "'ll", "'Re", '’s', '’LL', "x'y", "'", '?!\n', '.\r\n/', '}\n\n', ')\u3000(', '$1', '1_000', 'A1b2'] as const;

/**
 * A piece repeated: the long single pre-tokens (letters, digits, marks,
 * spaces, punctuation) where byte-pair merges meet runs of equal pairs.
 */
function run(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', 'aa', 'ab', 'ş', 'ğü', 'й', 'ا', '的', '\u0301', '0', '9', ' ', '\n', '\u3000', '=', '-', '*', '.', '😀', 'İ'), fc.integer({ min: 2, max: 600 }))
    .map(([unit, n]) => unit.repeat(n));
}

/** Text built from the pieces above, a run, or a lone surrogate among them. */
export function splitEdgeText(): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SCRIPTS) },
    { weight: 3, arbitrary: fc.constantFrom(...SPACES) },
    { weight: 3, arbitrary: fc.constantFrom(...SEAMS) },
    { weight: 1, arbitrary: run() },
    { weight: 1, arbitrary: loneSurrogateText() },
  );
  return fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
}
