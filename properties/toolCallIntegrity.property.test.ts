import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { propertyToolCallIntegrity } from './toolCallIntegrity.js';

describe('C12: tool-call integrity', () => {
  it('holds on core/', () => expectHolds(propertyToolCallIntegrity(coreImplementation, scenarios())));
});
