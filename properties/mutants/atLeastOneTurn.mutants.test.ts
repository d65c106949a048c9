import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyAtLeastOneTurn } from '../atLeastOneTurn.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

describe('C6: at least one turn', () => {
  it('catches the mutant: drops-newest-turn', () =>
    expectCaught(propertyAtLeastOneTurn(mutant('drops-newest-turn', { assemble: mutantAssemble('drops-newest-turn') }), scenarios())));
});
