import { expect, test } from 'vitest';
import type { Encoding } from '../core/tokenizer.js';
import { referenceMergedParts, referenceTokensOf } from './reference/bpe.js';

/**
 * Every token of both rank files is what its own bytes merge into: merging
 * a piece that is a token ends in that one token, so a counter may count
 * such a piece as 1 without merging it (`core/bpe.ts` does; its mutation
 * that always merges instead is argued equivalent on this ground in
 * docs/mutation.md). About 300 000 merges: seconds, so in the slow suite.
 */
test.each(['o200k_base', 'cl100k_base'] as Encoding[])('every token of %s is its bytes merged', (encoding) => {
  const notMerged = referenceTokensOf(encoding).filter((bytes) => referenceMergedParts(encoding, bytes) !== 1);
  expect(notMerged.map((bytes) => Buffer.from(bytes, 'latin1').toString('utf8'))).toEqual([]);
});
