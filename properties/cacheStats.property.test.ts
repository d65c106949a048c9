import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyAssembleCacheStats, propertyCacheStats, propertyFixedPartMemo } from './cacheStats.js';
import { coreImplementation } from './implementation.js';
import { everyBudgetRuns } from './everyBudget.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

describe('the cache answers what did not change, and only that (AssemblyCache.stats())', () => {
  it('selectChunks: a repeated call is all hits and counts nothing; an edit, a new array or another encoding is a miss for what depends on it: holds on core/', () =>
    expectHolds(propertyCacheStats(coreImplementation)));
  it('assemble: the third call on one request is all hits, a deep copy finds the fixed part: holds on core/', () =>
    expectHolds(propertyAssembleCacheStats(coreImplementation, scenarios())));
  it('assemble: a fixed part is found by content among the last eight, never when it holds an object of another prototype: holds on core/', () =>
    // Each case is a sequence of 13 to 21 calls: as many cases as the other sequence properties run.
    expectHolds(propertyFixedPartMemo(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
});
