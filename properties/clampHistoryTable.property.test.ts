import { describe, expect, it } from 'vitest';
import { clampHistory } from '../core/history.js';
import { propertyClampHistoryTable } from './clampHistoryTable.js';
import { coreImplementation } from './implementation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('the clampHistory table (C9; where it comes from: docs/contracts.md)', () => {
  it('holds on core/', () => expectHolds(propertyClampHistoryTable(coreImplementation)));

  // The table's own rows, as the seed wrote them: what the property generalises.
  it.each([
    { lens: [], maxTurns: 40, maxUnits: 6000, keep: 0 },
    { lens: [10, 10, 10], maxTurns: 40, maxUnits: 6000, keep: 3 },
    { lens: [10, 10, 10], maxTurns: 2, maxUnits: 6000, keep: 2 },
    { lens: [10, 10, 10], maxTurns: 40, maxUnits: 25, keep: 2 },
    { lens: [10, 10, 9000], maxTurns: 40, maxUnits: 6000, keep: 1 },
    // A big old turn stops the walk: the small one behind it is not taken (break, not skip).
    { lens: [10, 10, 5990, 5], maxTurns: 40, maxUnits: 6000, keep: 2 },
    { lens: [10, 10, 10], maxTurns: 0, maxUnits: 6000, keep: 1 },
  ])('$lens with cap $maxTurns and $maxUnits units keeps $keep', ({ lens, maxTurns, maxUnits, keep }) => {
    expect(clampHistory(lens, maxTurns, maxUnits)).toEqual({ keep, trimmed: lens.length - keep });
  });
});
