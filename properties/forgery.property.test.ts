import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyForgeryProof } from './forgery.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C13: forgery-proof boundaries', () => {
  it('holds on core/', () => expectHolds(propertyForgeryProof(coreImplementation, scenarios())));
});
