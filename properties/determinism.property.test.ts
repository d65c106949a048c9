import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { fixedPartEditCases, propertyDeterministic, propertyDeterministicAfterOtherCalls, propertyPermutationInvariant } from './determinism.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C1: determinism', () => {
  it('deep-equal input, deep-equal output: holds on core/', () => expectHolds(propertyDeterministic(coreImplementation, source)));
  it('whatever was called before, the same as a fresh computation: holds on core/', () =>
    expectHolds(propertyDeterministicAfterOtherCalls(coreImplementation, source)));
  it('the fixed part edited in place between calls, the same as a fresh computation: holds on core/', () =>
    expectHolds(propertyDeterministicAfterOtherCalls(coreImplementation, source, fixedPartEditCases(source))));
  it('permuting candidates changes nothing: holds on core/', () => expectHolds(propertyPermutationInvariant(coreImplementation, source)));
});
