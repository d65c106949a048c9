import { describe, it } from 'vitest';
import { propertyCodePointUnits } from './codePointUnits.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C14: code-point units', () => {
  it('holds on core/', () => expectHolds(propertyCodePointUnits(coreImplementation)));
});
