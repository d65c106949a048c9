import fc from 'fast-check';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import type { Encoding } from '../core/tokenizer.js';
import type { Implementation } from './implementation.js';
import { referencePreTokenEnds } from './reference/preTokens.js';
import { referenceTokens } from './reference/tokens.js';
import { tokenizerText } from './tokenizer.js';

const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/**
 * One or two characters of every class the split patterns tell apart:
 * upper-case, title-case, modifier and other letters, lower-case letters,
 * marks, digits of several scripts, the space and every other kind of
 * whitespace, both line breaks, slashes, apostrophes (the contractions in
 * both cases, and near misses: `'xe` is not `'re`, `'XL` not `'LL`), punctuation and symbols, and punctuation
 * followed by line breaks and slashes; and marks inside an upper-case
 * run (`E\u0301COLE`: o200k's upper-ish class holds the marks).
 */
const PIECES = [
  'A', 'Z', 'İ', 'Ж', 'ǅ', 'ʰ', '中', 'ا', 'a', 'z', 'ß', 'ı', 'ж', '\u0301', '\u0903',
  '0', '9', '²', '٣', 'Ⅻ', ' ', '  ', '\t', '\u000b', '\u00a0', '\u2000', '\u2028', '\u3000', '\u0085', '\r', '\n', '\r\n',
  '/', "'", "'s", "'S", "'t", "'T", "'m", "'M", "'d", "'D", "'re", "'RE", "'rE", "'ve", "'Ve", "'ll", "'LL", "'lL", "'x", "'r", "'l", "'xe", "'XL",
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

/**
 * Astral characters of every class the patterns tell apart — upper- and
 * lower-case, other and modifier letters, both kinds of marks, decimal and
 * other digits, a symbol, an emoji modifier, a format character — lone
 * halves of both kinds at the ends of their ranges, and any astral code
 * point.
 */
function astralCharacter(): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '\u{1D400}', '\u{1D41A}', '\u{20000}', '\u{16B40}', '\u{1D165}', '\u{101FD}', '\u{1D7CF}', '\u{10107}',
        '\u{1F600}', '\u{1F3FB}', '\u{E0061}', '\ud800', '\udbff', '\udc00', '\udfff',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)) },
  );
}

/**
 * Text with surrogates — an astral character, a lone half — counts as
 * js-tiktoken counts the whole text, in both encodings, wherever the
 * surrogates are. The hand-written split reads only text without them (its
 * table gives a surrogate no class): an astral letter or digit read there
 * as two units of punctuation would end its pre-token elsewhere, and a merge
 * across that end changes the count (` 𝟏1` in cl100k). Each case puts one
 * of a few such characters at every position of a text, and makes a text of
 * them alone.
 */
export function propertySurrogateTextCounts(impl: Implementation): fc.IPropertyWithHooks<[string, string[]]> {
  const base = splitText().map((text) => text.slice(0, 24));
  return fc.property(base, fc.array(astralCharacter(), { minLength: 1, maxLength: 6 }), (text, astral) => {
    const texts = [astral.join('')];
    for (let i = 0; i <= text.length; i++) texts.push(text.slice(0, i) + astral[i % astral.length]! + text.slice(i));
    for (const withSurrogates of texts) {
      for (const encoding of ENCODINGS) {
        const got = impl.tokenizer(encoding).count(withSurrogates);
        const expected = referenceTokens(encoding, withSurrogates);
        if (got !== expected) throw new Error(`${encoding}: ${JSON.stringify(withSurrogates)} counts ${got}, js-tiktoken ${expected}`);
      }
    }
  });
}

/**
 * A pattern the hand-written split does not know, as a later rank file
 * might carry: cl100k's with digits taken two at a time.
 */
const FOREIGN_RANKS = { ...cl100kRanks, pat_str: cl100kRanks.pat_str.replace('\\p{N}{1,3}', '\\p{N}{1,2}') };
let foreignReference: Tiktoken | undefined;

/**
 * A counter built on a rank file whose pattern the hand-written split does
 * not know splits text by that pattern, not by a split it knows: its counts
 * equal js-tiktoken's with the same ranks and pattern.
 */
export function propertyForeignPatternCounts(impl: Implementation): fc.IPropertyWithHooks<[string[]]> {
  if (FOREIGN_RANKS.pat_str === cl100kRanks.pat_str) throw new Error("cl100k's pattern no longer takes digits three at a time: choose another foreign pattern");
  const counter = impl.bpeCounter(FOREIGN_RANKS);
  foreignReference ??= new Tiktoken(FOREIGN_RANKS);
  const reference = foreignReference;
  return fc.property(fc.array(splitText(), { minLength: 4, maxLength: 4 }), (texts) => {
    for (const text of texts) {
      const got = counter.count(text);
      const expected = reference.encode(text, [], []).length;
      if (got !== expected) throw new Error(`${JSON.stringify(text)} counts ${got} under the foreign pattern, js-tiktoken ${expected}`);
    }
  });
}
