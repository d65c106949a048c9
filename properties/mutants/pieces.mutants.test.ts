import { describe, it } from 'vitest';
import { propertyAgreesWithReference } from '../agreesWithReference.js';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyFloorIsLowerBound, propertyFloorShortcutProvesNothing, propertyUnitFloorsAreLowerBounds } from '../floors.js';
import { propertyMemosChangeNoAnswer } from '../memos.js';
import { propertyProfileRefusesBadValues, propertyProfileResolves } from '../profileResolution.js';
import { propertyCanonicalJsonAgrees, propertyEscapingAgrees, propertyRenderingAgrees, propertyShorteningAgrees } from '../rendering.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { propertyWithinShares } from '../withinShares.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';
import { canonicalJsonMutants, escapeMutants, floorMutants, floorShortcutMutants, memoMutants, profileMutants, profileRangeMutants, renderMutants, shareMutants, shortenMutants } from './mutantPieces.js';

describe('the prompt is written in the documented format', () => {
  for (const [name, impl] of Object.entries(renderMutants)) it(`rendering: catches the mutant ${name}`, () => expectCaught(propertyRenderingAgrees(impl)));
  for (const [name, impl] of Object.entries(escapeMutants)) it(`escaping: catches the mutant ${name}`, () => expectCaught(propertyEscapingAgrees(impl)));
  for (const [name, impl] of Object.entries(shortenMutants)) it(`shortening: catches the mutant ${name}`, () => expectCaught(propertyShorteningAgrees(impl)));
  for (const [name, impl] of Object.entries(canonicalJsonMutants)) it(`canonical JSON: catches the mutant ${name}`, () => expectCaught(propertyCanonicalJsonAgrees(impl)));
});

describe('token floors are proofs', () => {
  for (const name of ['marks-split', 'digits-by-two', 'no-byte-bound', 'utf16-units-as-bytes', 'limit-reached-not-passed', 'digit-groups-after-unclassified', 'en-quad-unclassified', 'slash-as-punctuation']) {
    it(`text floor: catches the mutant ${name}`, () => expectCaught(propertyFloorIsLowerBound(floorMutants[name]!)));
  }
  for (const name of ['text-counted-twice', 'turn-words', 'zero-lines-as-one', 'inherited-meta', 'proof-at-the-room']) it(`unit floors: catches the mutant ${name}`, () => expectCaught(propertyUnitFloorsAreLowerBounds(floorMutants[name]!)));
  for (const [name, impl] of Object.entries(floorShortcutMutants)) it(`the floor's shortcut: catches the mutant ${name}`, () => expectCaught(propertyFloorShortcutProvesNothing(impl)));
});

describe('profiles are read as documented', () => {
  for (const [name, impl] of Object.entries(profileMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyProfileResolves(impl)));
  for (const [name, impl] of Object.entries(profileRangeMutants)) it(`refusals by field: catches the mutant ${name}`, () => expectCaught(propertyProfileRefusesBadValues(impl)));
});

describe('assemble agrees with the reference model', () => {
  const source = scenarios();
  for (const [name, impl] of Object.entries(shareMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyAgreesWithReference(impl, source)));
  for (const defect of ['undercounting-tokenizer', 'forgets-duplicates', 'ignores-edges', 'note-suppressed-by-quote'] as AssemblerDefect[]) {
    it(`catches the mutant ${defect}`, () => expectCaught(propertyAgreesWithReference(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});

describe('shares cap everything a section costs', () => {
  const source = scenarios();
  for (const [name, impl] of Object.entries(shareMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyWithinShares(impl, source)));
});

describe('memos change speed, never an answer', () => {
  for (const [name, impl] of Object.entries(memoMutants)) it(`catches the mutant ${name}`, () => expectCaught(propertyMemosChangeNoAnswer(impl, scenarios())));
});
