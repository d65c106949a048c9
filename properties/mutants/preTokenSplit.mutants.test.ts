import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import { describe, it } from 'vitest';
import { BpeCounter } from '../../core/bpe.js';
import { propertyForeignPatternCounts, propertyPreTokenSplitAgrees, propertySurrogateTextCounts } from '../preTokenSplit.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';
import { splitMutants } from './mutantSplits.js';
import { mutantTokenizer } from './mutantTokenizers.js';

describe('the hand-written pre-token split', () => {
  for (const [name, impl] of Object.entries(splitMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyPreTokenSplitAgrees(impl)));
  it('catches the mutant splits-surrogates-by-hand', () =>
    expectCaught(propertySurrogateTextCounts(mutant('splits-surrogates-by-hand', { tokenizer: (encoding) => mutantTokenizer(encoding, 'splits-surrogates-by-hand') }))));
  it("catches a counter that ignores the rank file's pattern (splits by the one it knows)", () =>
    expectCaught(propertyForeignPatternCounts(mutant('ignores-the-pattern', { bpeCounter: (ranks) => new BpeCounter({ ...ranks, pat_str: cl100kRanks.pat_str }) }))));
});
