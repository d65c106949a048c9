import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../../core/tokenizer.js';
import type { Implementation } from '../implementation.js';
import { mutant } from './mutantImplementation.js';

/**
 * Hand-written splits with one slip each, written as the published pattern
 * with that slip: what the pre-token split property must notice.
 */
function brokenSplit(name: string, slip: (pattern: string) => string): Implementation {
  const patterns: Record<Encoding, RegExp> = {
    o200k_base: new RegExp(slip(o200kRanks.pat_str), 'gu'),
    cl100k_base: new RegExp(slip(cl100kRanks.pat_str), 'gu'),
  };
  return mutant(name, { preTokenEnds: (encoding, text) => [...text.matchAll(patterns[encoding])].map((m) => m.index + m[0].length) });
}

export const splitMutants: Record<string, Implementation> = {
  /** A run of whitespace before a word kept whole (the `(?!\S)` give-back forgotten). */
  'whitespace-keeps-last': brokenSplit('whitespace-keeps-last', (p) => p.replace('|\\s+(?!\\S)', '')),
  /** Digits taken four at a time. */
  'digits-by-four': brokenSplit('digits-by-four', (p) => p.replace('\\p{N}{1,3}', '\\p{N}{1,4}')),
  /** Contractions in lower case only. */
  'contractions-lower-case': brokenSplit('contractions-lower-case', (p) => p.replaceAll("|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D", "|'t|'re|'ve|'m|'ll|'d")),
  /** o200k's slashes after punctuation and line breaks left out. */
  'no-trailing-slashes': brokenSplit('no-trailing-slashes', (p) => p.replace('[\\r\\n/]*', '[\\r\\n]*')),
  /** Marks not taken as letters (o200k's letter classes without `\p{M}`). */
  'marks-not-letters': brokenSplit('marks-not-letters', (p) => p.replaceAll('\\p{Lo}\\p{M}]', '\\p{Lo}]')),
  /** o200k's upper-ish class without marks: `E\u0301COLE` cut after the mark. */
  'marks-not-upper-ish': brokenSplit('marks-not-upper-ish', (p) => p.replaceAll('[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]', '[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}]')),
};
