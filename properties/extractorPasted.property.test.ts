import { describe, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyPastedLines } from './extractorPasted.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of one turn of a few lines takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

describe('the extractive summarizer reads what the user pasted as someone else’s words, as documented', () => {
  it("quoted, tabled and logged lines, and a table's document lines in its block, are no item; the user's own lines around them are read; pasted identifiers are listed after the user's own: holds on core/", () =>
    expectHolds(propertyPastedLines(extractSummary), runs));
});
