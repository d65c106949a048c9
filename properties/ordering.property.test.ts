import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { propertyOrdering } from './ordering.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C10: order is a design decision', () => {
  it('holds on core/', () => expectHolds(propertyOrdering(coreImplementation, scenarios())));
});
