import fc from 'fast-check';
import type { Encoding } from '../core/tokenizer.js';
import type { Implementation } from './implementation.js';
import { referencePreTokenEnds } from './reference/preTokens.js';
import { tokenizerText } from './tokenizer.js';

const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/**
 * One or two characters of every class the split patterns tell apart:
 * upper-case, title-case, modifier and other letters, lower-case letters,
 * marks, digits of several scripts, the space and every other kind of
 * whitespace, both line breaks, slashes, apostrophes (the contractions in
 * both cases, and near misses), punctuation and symbols, and punctuation
 * followed by line breaks and slashes; and marks inside an upper-case
 * run (`E\u0301COLE`: o200k's upper-ish class holds the marks).
 */
const PIECES = [
  'A', 'Z', 'İ', 'Ж', 'ǅ', 'ʰ', '中', 'ا', 'a', 'z', 'ß', 'ı', 'ж', '\u0301', '\u0903',
  '0', '9', '²', '٣', 'Ⅻ', ' ', '  ', '\t', '\u000b', '\u00a0', '\u2000', '\u2028', '\u3000', '\u0085', '\r', '\n', '\r\n',
  '/', "'", "'s", "'S", "'t", "'T", "'m", "'M", "'d", "'D", "'re", "'RE", "'rE", "'ve", "'Ve", "'ll", "'LL", "'lL", "'x", "'r", "'l",
  '.', ',', '!', '"', '<', '-', '_', '$', '«', '—', '’', '\u0000', '\u007f', '€',
  '.\n/', ' )\r\n//', '\n/', ' !?', ' \n',
  'E\u0301COLE', 'E\u0301cole', 'ǅ\u0301a', 'A\u0301\u0301Bc',
] as const;

/** What a text may start with: a line break or a space before more whitespace, a letter that is both upper- and lower-ish (`中`, `ʰ`, a mark) before an upper-case one. */
const STARTS = ['', '\n', '\r', ' ', '\n ', '中', 'ʰ', '\u0301'] as const;

/** Texts of the pieces above (no surrogates: the hand-written split reads only such text), and the tokenizer's texts with their surrogates taken out. */
export function splitText(): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...STARTS), fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 16 })).map(([start, parts]) => start + parts.join('')),
    },
    { weight: 1, arbitrary: tokenizerText().map((text) => text.replace(/[\ud800-\udfff]/g, '')).filter((text) => text !== '') },
  );
}

/**
 * The hand-written pre-token split ends every pre-token where the
 * encoding's own split pattern (as its rank file publishes it) does, in both
 * encodings, for every text without surrogates: a split one character off
 * changes which pieces the byte-pair merges see, and so the counts, but
 * often not on the text an example test happens to use.
 */
export function propertyPreTokenSplitAgrees(impl: Implementation): fc.IPropertyWithHooks<[string[]]> {
  // Several texts a case: the mutation run's 20 cases must reach every class.
  return fc.property(fc.array(splitText(), { minLength: 4, maxLength: 4 }), (texts) => {
    for (const text of texts) {
      for (const encoding of ENCODINGS) {
        const got = impl.preTokenEnds(encoding, text);
        const expected = referencePreTokenEnds(encoding, text);
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          throw new Error(`${encoding}: pre-tokens of ${JSON.stringify(text)} end at ${JSON.stringify(got)}; the pattern ends them at ${JSON.stringify(expected)}`);
        }
      }
    }
  });
}
