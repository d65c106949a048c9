import { describe, it } from 'vitest';
import { propertyClampHistoryTable } from '../clampHistoryTable.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantClampHistory, type ClampDefect } from './mutantClamps.js';
import { mutant } from './mutantImplementation.js';

describe('the clampHistory table', () => {
  for (const defect of ['drops-newest', 'skips-oversized', 'no-floor', 'cap-off-by-one'] as ClampDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyClampHistoryTable(mutant(defect, { clampHistory: mutantClampHistory(defect) }))));
  }
});
