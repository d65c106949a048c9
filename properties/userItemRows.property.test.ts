import { describe, it } from 'vitest';
import { userItems } from '../core/compact/extractSummary.js';
import { ITEM_MISSES, propertyUserItemRows, propertyWideItemRow, WIDE_ITEM_MISSES } from './userItemRows.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe("the items of one user turn, row by row, as userItems' doc comment says", () => {
  it('quotes dictated, wishes, questions, contrasts, conditions, calls for attention, rules named, a no or ok before, pieces, verdicts, tails, changes told and numbers relayed: each row whole, typed as written and wide: holds on core/', () =>
    expectHolds(propertyUserItemRows(userItems), { numRuns: 1 }));
  // Known misses: rows userItems misreads by its own doc comment (userItemRows.ts, `miss`).
  for (const row of ITEM_MISSES) {
    it.fails(`known miss: ${JSON.stringify(row.row[1])} (${row.miss!})`, () => expectHolds(propertyUserItemRows(userItems, [row]), { numRuns: 1 }));
  }
  // Known misses: typed with two spaces between words, these rows are read otherwise (userItemRows.ts, `wideMiss`).
  for (const row of WIDE_ITEM_MISSES) {
    it.fails(`known miss, typed wide: ${JSON.stringify(row.row[1])} (${row.wideMiss!})`, () => expectHolds(propertyWideItemRow(userItems, row), { numRuns: 1 }));
  }
});
