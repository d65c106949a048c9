import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyAssembleCacheStats, propertyCacheStats } from '../cacheStats.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { copyingAssemble, copyingSelectChunks, recountingSelectChunks } from './mutantMemos.js';
import { mutant } from './mutantImplementation.js';

describe('the cache answers what did not change, and only that', () => {
  it('catches a selectChunks that copies the list (the list memo never hits)', () =>
    expectCaught(propertyCacheStats(mutant('copying-select', { selectChunks: copyingSelectChunks }))));
  it('catches a selectChunks that wraps the tokenizer anew on every call (every warm call counts again)', () =>
    expectCaught(propertyCacheStats(mutant('recounting-select', { selectChunks: recountingSelectChunks }))));
  it('catches an assemble that works on a deep copy of the request (validation never hits)', () =>
    expectCaught(propertyAssembleCacheStats(mutant('copying-assemble', { assemble: copyingAssemble }), scenarios())));
});
