import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyDedupKey, propertySelection } from './selection.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('C8: chunk selection in tokens', () => {
  it('holds on core/', () => expectHolds(propertySelection(coreImplementation)));
  it('normalizeForDedup is NFC and whitespace, never case or compatibility forms: holds on core/', () => expectHolds(propertyDedupKey(coreImplementation)));
});
