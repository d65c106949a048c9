import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { propertyNeverOverBudget } from './neverOverBudget.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C2 C3 C4: never over budget, loud overflow, conservation', () => {
  it('holds on core/', () => expectHolds(propertyNeverOverBudget(coreImplementation, scenarios())));
});
