import { describe, it } from 'vitest';
import { COMPACTION_CASES, expectAsyncCaught } from '../test-helpers/compactionProperties.js';
import { mutantCompactHistory } from './mutantCompaction.js';

describe('history compaction (K1–K5, never worse than the clamp)', () => {
  for (const [name, property, defects] of COMPACTION_CASES) {
    for (const defect of defects) {
      it(`${name.startsWith('K') ? name.slice(0, 2) : 'never worse than the clamp'} catches the mutant that ${defect.replace(/-/g, ' ')}`, () => expectAsyncCaught(property(mutantCompactHistory(defect))));
    }
  }
});
