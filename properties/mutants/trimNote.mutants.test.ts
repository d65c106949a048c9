import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { propertyClampMessagesDefaults, propertyClampMessagesIdempotent, propertyTrimNoteHelpers, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from '../trimNote.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutantClampMessages, type ClampMessagesDefect } from './mutantClamps.js';
import { mutant } from './mutantImplementation.js';
import { noteAtZero, noteByPrefix } from './mutantPublicPieces.js';

describe('C7: honest trim notes', () => {
  const source = scenarios();
  for (const defect of ['note-twice', 'note-suppressed-by-quote', 'no-escaping'] as AssemblerDefect[]) {
    it(`the note is there iff history was cut: catches the mutant ${defect}`, () =>
      expectCaught(propertyTrimNoteHonest(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
  it('re-assembly is idempotent: catches the mutant note-twice', () =>
    expectCaught(propertyTrimNoteIdempotent(mutant('note-twice', { assemble: mutantAssemble('note-twice') }), source)));
  for (const defect of ['note-twice', 'note-by-text'] as ClampMessagesDefect[]) {
    it(`clampMessages: catches the mutant ${defect}`, () =>
      expectCaught(propertyClampMessagesIdempotent(mutant(defect, { clampMessages: mutantClampMessages(defect) }))));
  }
  for (const defect of ['any-system-lead', 'default-cap-50', 'default-utf16', 'measure-ignored'] as ClampMessagesDefect[]) {
    it(`clampMessages' defaults and measure: catches the mutant ${defect}`, () =>
      expectCaught(propertyClampMessagesDefaults(mutant(defect, { clampMessages: mutantClampMessages(defect) }))));
  }
  it('trimNoteIfNeeded: catches the mutant that gives the note at 0', () => expectCaught(propertyTrimNoteHelpers(mutant('note-at-zero', { trimNoteIfNeeded: noteAtZero }))));
  it('hasTrimNote: catches the mutant that knows the note by its first half', () => expectCaught(propertyTrimNoteHelpers(mutant('note-by-prefix', { hasTrimNote: noteByPrefix }))));
});
