import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyDropLadder } from './dropLadder.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C5: one drop ladder, protected turns', () => {
  it('holds on core/', () => expectHolds(propertyDropLadder(coreImplementation, scenarios())));
});
