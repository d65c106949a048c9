import { describe, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyTalkNoRule } from './extractorTalk.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of three short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

describe('the extractive summarizer keeps no line for what binds nothing, as documented', () => {
  it('a request for help and a bare "not yet" are no items; one with a limit or a step keeps it; the rule beside them stays: holds on core/', () =>
    expectHolds(propertyTalkNoRule(extractSummary), runs));
});
