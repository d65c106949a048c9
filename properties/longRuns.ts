import fc from 'fast-check';
import type { Encoding } from '../core/tokenizer.js';
import { longRunText } from './arbitraries/longRuns.js';
import { rankTieText, tieLetterText } from './arbitraries/rankTies.js';
import { anyText } from './arbitraries/text.js';
import type { Implementation } from './implementation.js';
import { referenceBpeTokens } from './reference/bpe.js';
import { referenceTokens } from './reference/tokens.js';

const ENCODING = fc.constantFrom<Encoding>('o200k_base', 'cl100k_base');

/**
 * The plain byte-pair reference (`reference/bpe.ts`) counts what js-tiktoken
 * counts, on ordinary and rank-tie text in both encodings (ties in runs of
 * one unit and at irregular places): the check that
 * lets it stand in for js-tiktoken where js-tiktoken is too slow.
 */
export function propertyBpeAgrees(): fc.IPropertyWithHooks<[Encoding, string]> {
  return fc.property(ENCODING, fc.oneof(anyText({ long: false }), rankTieText(), tieLetterText(48)), (encoding, text) => {
    const plain = referenceBpeTokens(encoding, text);
    const tiktoken = referenceTokens(encoding, text);
    if (plain !== tiktoken) throw new Error(`${encoding}: the plain byte-pair reference counts ${plain}, js-tiktoken ${tiktoken}, for ${JSON.stringify(text.slice(0, 200))}`);
  });
}

/**
 * Long runs, which js-tiktoken cannot count quickly: the implementation's
 * tokenizer (memoised and not) agrees with the plain byte-pair reference on
 * single pre-tokens of hundreds to thousands of bytes, in both encodings.
 */
export function propertyLongRunsAgree(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string]> {
  return fc.property(ENCODING, longRunText(), (encoding, text) => {
    const expected = referenceBpeTokens(encoding, text);
    for (const tokenizer of [impl.tokenizer(encoding), impl.unmemoisedTokenizer(encoding)]) {
      const got = tokenizer.count(text);
      if (got !== expected) throw new Error(`${encoding}: ${tokenizer.name} counts ${got}, byte-pair encoding gives ${expected}, for a run of ${text.length} units: ${JSON.stringify(text.slice(0, 80))}…`);
    }
  });
}

/**
 * The merge order on ties: one pre-token of letters drawn from two or three,
 * of 2 to 400 letters, where taking another pair of equal rank first than
 * the leftmost changes the count — below 96 bytes the counter's scan
 * decides, from there its heap. The tokenizer (memoised and not) counts what
 * the plain byte-pair reference counts.
 */
export function propertyMergeOrderAgrees(impl: Implementation): fc.IPropertyWithHooks<[Encoding, string]> {
  return fc.property(ENCODING, tieLetterText(400), (encoding, text) => {
    const expected = referenceBpeTokens(encoding, text);
    for (const tokenizer of [impl.tokenizer(encoding), impl.unmemoisedTokenizer(encoding)]) {
      const got = tokenizer.count(text);
      if (got !== expected) throw new Error(`${encoding}: ${tokenizer.name} counts ${got}, byte-pair encoding gives ${expected}, for ${JSON.stringify(text)}`);
    }
  });
}
