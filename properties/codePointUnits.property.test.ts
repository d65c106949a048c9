import { describe, it } from 'vitest';
import { propertyCodePointUnits, propertyFirstLoneSurrogate, propertyRuneLens } from './codePointUnits.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C14: code-point units', () => {
  it('holds on core/', () => expectHolds(propertyCodePointUnits(coreImplementation)));
  it('runeLens, text by text: holds on core/', () => expectHolds(propertyRuneLens(coreImplementation)));
  it('the first lone surrogate is found where it is: holds on core/', () => expectHolds(propertyFirstLoneSurrogate(coreImplementation)));
});
