import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutantClampMessages, type ClampMessagesDefect } from './mutants/mutantClamps.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';
import { propertyClampMessagesIdempotent, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';

const source = scenarios();

describe('C7: honest trim notes', () => {
  it('the note is there iff history was cut, once, counted: holds on core/', () => expectHolds(propertyTrimNoteHonest(coreImplementation, source)));
  for (const defect of ['note-twice', 'note-suppressed-by-quote', 'no-escaping'] as AssemblerDefect[]) {
    it(`the note is there iff history was cut: catches the mutant ${defect}`, () =>
      expectCaught(propertyTrimNoteHonest(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }

  it('re-assembly is idempotent: holds on core/', () => expectHolds(propertyTrimNoteIdempotent(coreImplementation, source)));
  it('re-assembly is idempotent: catches the mutant note-twice', () =>
    expectCaught(propertyTrimNoteIdempotent(mutant('note-twice', { assemble: mutantAssemble('note-twice') }), source)));

  it('clampMessages adds the note once and is idempotent: holds on core/', () => expectHolds(propertyClampMessagesIdempotent(coreImplementation)));
  for (const defect of ['note-twice', 'note-by-text'] as ClampMessagesDefect[]) {
    it(`clampMessages: catches the mutant ${defect}`, () =>
      expectCaught(propertyClampMessagesIdempotent(mutant(defect, { clampMessages: mutantClampMessages(defect) }))));
  }
});
