import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { propertyClampMessagesIdempotent, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from '../trimNote.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutantClampMessages, type ClampMessagesDefect } from './mutantClamps.js';
import { mutant } from './mutantImplementation.js';

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
});
