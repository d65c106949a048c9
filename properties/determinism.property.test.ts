import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyDeterministic, propertyPermutationInvariant } from './determinism.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C1: determinism', () => {
  it('deep-equal input, deep-equal output: holds on core/', () => expectHolds(propertyDeterministic(coreImplementation, source)));
  it('deep-equal input: catches the mutant shared-drop-log', () =>
    expectCaught(propertyDeterministic(mutant('shared-drop-log', { assemble: mutantAssemble('shared-drop-log') }), source)));

  it('permuting candidates changes nothing: holds on core/', () => expectHolds(propertyPermutationInvariant(coreImplementation, source)));
  it('permuting candidates: catches the mutant ties-by-input-order', () =>
    expectCaught(propertyPermutationInvariant(mutant('ties-by-input-order', { assemble: mutantAssemble('ties-by-input-order') }), source)));
});
