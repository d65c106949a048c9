import fc from 'fast-check';
import type { Encoding } from '../core/tokenizer.js';
import { longRunText } from './arbitraries/longRuns.js';
import { rankTieText } from './arbitraries/rankTies.js';
import { anyText } from './arbitraries/text.js';
import type { Implementation } from './implementation.js';
import { referenceBpeTokens } from './reference/bpe.js';
import { referenceTokens } from './reference/tokens.js';

const ENCODING = fc.constantFrom<Encoding>('o200k_base', 'cl100k_base');

/**
 * The plain byte-pair reference (`reference/bpe.ts`) counts what js-tiktoken
 * counts, on ordinary and rank-tie text in both encodings: the check that
 * lets it stand in for js-tiktoken where js-tiktoken is too slow.
 */
export function propertyBpeAgrees(): fc.IPropertyWithHooks<[Encoding, string]> {
  return fc.property(ENCODING, fc.oneof(anyText({ long: false }), rankTieText()), (encoding, text) => {
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
