import { describe, it } from 'vitest';
import { propertyPreTokenSplitAgrees } from '../preTokenSplit.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { splitMutants } from './mutantSplits.js';

describe('the hand-written pre-token split', () => {
  for (const [name, impl] of Object.entries(splitMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyPreTokenSplitAgrees(impl)));
});
