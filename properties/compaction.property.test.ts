import { describe, it } from 'vitest';
import { compactHistory } from '../compaction/compactHistory.js';
import { COMPACTION_CASES, expectAsyncHolds } from './test-helpers/compactionProperties.js';

describe('history compaction (K1–K5, never worse than the clamp)', () => {
  for (const [name, property] of COMPACTION_CASES) it(name, () => expectAsyncHolds(property(compactHistory)));
});
