import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { propertyInputsUnchanged } from './purity.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C11: inputs are never mutated', () => {
  it('holds on core/', () => expectHolds(propertyInputsUnchanged(coreImplementation, source)));
  it('catches the mutant: sorts-input-in-place', () =>
    expectCaught(propertyInputsUnchanged(mutant('sorts-input-in-place', { assemble: mutantAssemble('sorts-input-in-place') }), source)));
});
