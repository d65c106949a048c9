import { describe, it } from 'vitest';
import { propertyAgreesWithReference } from './agreesWithReference.js';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('assemble agrees with the reference model', () => {
  it('holds on core/', () => expectHolds(propertyAgreesWithReference(coreImplementation, source)));
});
