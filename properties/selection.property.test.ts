import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { mutant } from './mutants/mutantImplementation.js';
import { lowercasingNormalize, mutantSelectChunks, type SelectionDefect } from './mutants/mutantSelection.js';
import { propertyDedupKey, propertySelection } from './selection.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

describe('C8: chunk selection in tokens', () => {
  it('holds on core/', () => expectHolds(propertySelection(coreImplementation)));
  const defects: SelectionDefect[] = ['breaks-instead-of-skipping', 'dedup-lowercases', 'threshold-exclusive', 'ties-by-input-order', 'exhausted-ignores-skips'];
  for (const defect of defects) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertySelection(mutant(defect, { selectChunks: mutantSelectChunks(defect) }))));
  }

  it('normalizeForDedup folds NFC and whitespace, never case: holds on core/', () => expectHolds(propertyDedupKey(coreImplementation)));
  it('normalizeForDedup: catches the mutant that lowercases', () =>
    expectCaught(propertyDedupKey(mutant('lowercasing-normalize', { normalizeForDedup: lowercasingNormalize }))));
  it('normalizeForDedup: catches the mutant that skips NFC', () =>
    expectCaught(propertyDedupKey(mutant('no-nfc', { normalizeForDedup: (t) => t.replace(/\s+/gu, ' ').trim() }))));
});
