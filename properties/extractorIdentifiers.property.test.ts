import { describe, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyIdentifierRanking } from './extractorIdentifiers.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of four short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

describe('the extractive summarizer lists identifiers once each, ranked by who named them and their form, as documented', () => {
  it("the user's values first, then the assistant's records, the tool's records (short before long), the tool's names; spelled-out values, bare compounds and states only the assistant wrote not at all, a name it wrote once last, a call's own record after it; a sentence that only names a record no line: holds on core/", () =>
    expectHolds(propertyIdentifierRanking(extractSummary), runs));
});
