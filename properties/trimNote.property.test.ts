import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { propertyClampMessagesIdempotent, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';

describe('C7: honest trim notes', () => {
  const source = scenarios();
  it('the note is there iff history was cut, once, counted: holds on core/', () => expectHolds(propertyTrimNoteHonest(coreImplementation, source)));
  it('re-assembly is idempotent: holds on core/', () => expectHolds(propertyTrimNoteIdempotent(coreImplementation, source)));
  it('clampMessages adds the note once and is idempotent: holds on core/', () => expectHolds(propertyClampMessagesIdempotent(coreImplementation)));
});
