import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertySurrogateTextCounts } from './preTokenSplit.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { propertyCountWithin, propertyTokenizerAgrees } from './tokenizer.js';
import { propertyUnitsAreAdditive } from './unitsAreAdditive.js';

describe('tokenizers', () => {
  it('the counter agrees with js-tiktoken, memoised or not: holds on core/', () => expectHolds(propertyTokenizerAgrees(coreImplementation)));
  it('countWithin is exact under the limit, above it otherwise: holds on core/', () => expectHolds(propertyCountWithin(coreImplementation)));
  // Here rather than with the split's properties: it needs both encodings' counters and js-tiktoken's, which this file builds anyway.
  it('text with surrogates, wherever they are, counts as js-tiktoken counts it (the split leaves it to the pattern): holds on core/', () =>
    expectHolds(propertySurrogateTextCounts(coreImplementation)));
});

describe('rendered units count additively (why incremental counting is exact)', () => {
  it('holds on core/', () => expectHolds(propertyUnitsAreAdditive(coreImplementation)));
});
