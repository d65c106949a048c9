import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C6: at least one turn', () => {
  it('holds on core/', () => expectHolds(propertyAtLeastOneTurn(coreImplementation, scenarios())));
});
