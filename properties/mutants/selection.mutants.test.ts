import { describe, it } from 'vitest';
import { propertyDedupKey, propertySelection } from '../selection.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutant } from './mutantImplementation.js';
import { dedupMutants } from './mutantPieces.js';
import { lowercasingNormalize, mutantSelectChunks, type SelectionDefect } from './mutantSelection.js';

describe('C8: chunk selection in tokens', () => {
  const defects: SelectionDefect[] = ['breaks-instead-of-skipping', 'dedup-lowercases', 'threshold-exclusive', 'ties-by-input-order', 'exhausted-ignores-skips'];
  for (const defect of defects) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertySelection(mutant(defect, { selectChunks: mutantSelectChunks(defect) }))));
  }

  it('normalizeForDedup: catches the mutant that lowercases', () =>
    expectCaught(propertyDedupKey(mutant('lowercasing-normalize', { normalizeForDedup: lowercasingNormalize }))));
  it('normalizeForDedup: catches the mutant that skips NFC', () =>
    expectCaught(propertyDedupKey(mutant('no-nfc', { normalizeForDedup: (t) => t.replace(/\s+/gu, ' ').trim() }))));
  for (const [name, impl] of Object.entries(dedupMutants)) {
    it(`normalizeForDedup: catches the mutant ${name}`, () => expectCaught(propertyDedupKey(impl)));
  }
});
