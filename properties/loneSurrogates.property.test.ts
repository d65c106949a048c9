import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyLoneSurrogatesRefused } from './loneSurrogates.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('lone surrogates are refused, naming the field', () => {
  it('holds on core/', () => expectHolds(propertyLoneSurrogatesRefused(coreImplementation)));
});
