import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { propertyMemosChangeNoAnswer } from './memos.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('memos change speed, never an answer', () => {
  it('cold, warm, unmemoised and edited in place, every call as the reference: holds on core/', () =>
    expectHolds(propertyMemosChangeNoAnswer(coreImplementation, scenarios())));
});
