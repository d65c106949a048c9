import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { propertyWithinShares } from './withinShares.js';

describe('shares cap everything a section costs', () => {
  it('history and evidence within their shares: holds on core/', () => expectHolds(propertyWithinShares(coreImplementation, scenarios())));
});
