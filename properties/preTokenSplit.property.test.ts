import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyForeignPatternCounts, propertyPreTokenSplitAgrees } from './preTokenSplit.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('the hand-written pre-token split', () => {
  it("ends every pre-token where the encoding's own pattern does: holds on core/", () => expectHolds(propertyPreTokenSplitAgrees(coreImplementation)));
  it('leaves a pattern it does not know to that pattern: holds on core/', () => expectHolds(propertyForeignPatternCounts(coreImplementation)));
});
