import fc from 'fast-check';
import { adversarialText } from './adversarialText.js';
import { astralText } from './astralText.js';
import { attributeText } from './attributeText.js';
import { codeText } from './codeText.js';
import { englishText } from './englishText.js';
import { longText } from './longText.js';
import { lookAlikeText } from './lookAlikes.js';
import { rankTieText } from './rankTies.js';
import { scriptText } from './scriptText.js';
import { turkishText } from './turkishText.js';
import { unicodeEdgeText } from './unicodeEdges.js';
import { whitespaceText } from './whitespaceText.js';

export interface TextConstraints {
  /** Include very long texts (default true); they slow every run that counts them. */
  long?: boolean;
}

/** One fragment of any kind, weighted towards production text, every hostile class present. */
export function fragment(constraints: TextConstraints = {}): fc.Arbitrary<string> {
  const short = fc.oneof(
    { weight: 10, arbitrary: turkishText() },
    { weight: 6, arbitrary: englishText() },
    { weight: 4, arbitrary: codeText() },
    { weight: 2, arbitrary: astralText() },
    { weight: 4, arbitrary: whitespaceText() },
    { weight: 4, arbitrary: adversarialText() },
    { weight: 2, arbitrary: lookAlikeText() },
    { weight: 2, arbitrary: scriptText() },
    { weight: 1, arbitrary: unicodeEdgeText() },
    { weight: 1, arbitrary: rankTieText() },
    { weight: 1, arbitrary: attributeText() },
  );
  if (constraints.long === false) return short;
  return fc.oneof({ weight: 30, arbitrary: short }, { weight: 1, arbitrary: longText(turkishText(3)) });
}

/**
 * Any text, possibly empty: one to four fragments joined with nothing, a
 * space or a newline, so the seams between kinds are generated too.
 */
export function anyText(constraints: TextConstraints = {}): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fragment(constraints), { minLength: 1, maxLength: 4 }),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(([parts, glue]) => parts.join(glue));
}

/**
 * Text a request accepts where text is required: not whitespace-only. Made
 * by appending a word rather than filtering, so nothing is rejected and
 * shrinking stays fast.
 */
export function requiredText(constraints: TextConstraints = {}): fc.Arbitrary<string> {
  return anyText(constraints).map((text) => (text.trim() === '' ? `${text}metin` : text));
}
