import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { propertyInputsUnchanged } from './purity.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C11: inputs are never mutated', () => {
  it('holds on core/', () => expectHolds(propertyInputsUnchanged(coreImplementation, scenarios())));
});
