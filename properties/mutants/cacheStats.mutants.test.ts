import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyAssembleCacheStats, propertyCacheStats, propertyFixedPartMemo } from '../cacheStats.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { copyingAssemble, copyingSelectChunks, plainFixedPartAssemble, recountingSelectChunks } from './mutantMemos.js';
import { mutant } from './mutantImplementation.js';

describe('the cache answers what did not change, and only that', () => {
  it('catches a selectChunks that copies the list (the list memo never hits)', () =>
    expectCaught(propertyCacheStats(mutant('copying-select', { selectChunks: copyingSelectChunks }))));
  it('catches a selectChunks that wraps the tokenizer anew on every call (every warm call counts again)', () =>
    expectCaught(propertyCacheStats(mutant('recounting-select', { selectChunks: recountingSelectChunks }))));
  it('catches an assemble that works on a deep copy of the request (validation never hits)', () =>
    expectCaught(propertyAssembleCacheStats(mutant('copying-assemble', { assemble: copyingAssemble }), scenarios())));
  it('catches an assemble that copies the fixed part as plain data (a fixed part of another prototype is remembered)', () =>
    expectCaught(propertyFixedPartMemo(mutant('plain-fixed-part', { assemble: plainFixedPartAssemble }))));
});
