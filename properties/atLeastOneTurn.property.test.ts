import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C6: at least one turn', () => {
  it('holds on core/', () => expectHolds(propertyAtLeastOneTurn(coreImplementation, source)));
  it('catches the mutant: drops-newest-turn', () =>
    expectCaught(propertyAtLeastOneTurn(mutant('drops-newest-turn', { assemble: mutantAssemble('drops-newest-turn') }), source)));
});
