import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyProfileRefusesBadValues, propertyProfileResolves } from './profileResolution.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('profiles are read as documented', () => {
  it('defaults, given values and refusals: holds on core/', () => expectHolds(propertyProfileResolves(coreImplementation)));
  it('every option outside its documented range refused by name, at its edges read as given: holds on core/', () => expectHolds(propertyProfileRefusesBadValues(coreImplementation)));
});
