import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import {
  propertyClampMessagesDefaults, propertyClampMessagesIdempotent, propertyTrimNoteHelpers, propertyTrimNoteHonest, propertyTrimNoteIdempotent,
} from './trimNote.js';

describe('C7: honest trim notes', () => {
  const source = scenarios();
  it('the note is there iff history was cut, once, counted: holds on core/', () => expectHolds(propertyTrimNoteHonest(coreImplementation, source)));
  it('re-assembly is idempotent: holds on core/', () => expectHolds(propertyTrimNoteIdempotent(coreImplementation, source)));
  it('clampMessages adds the note once and is idempotent: holds on core/', () => expectHolds(propertyClampMessagesIdempotent(coreImplementation)));
  it('clampMessages keeps what its defaults and measure say: holds on core/', () => expectHolds(propertyClampMessagesDefaults(coreImplementation)));
  it('trimNoteIfNeeded and hasTrimNote: holds on core/', () => expectHolds(propertyTrimNoteHelpers(coreImplementation)));
});
