import { describe, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { renderSummary } from '../core/compact/renderSummary.js';
import type { Render } from './countsApart.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyBanInPlace, propertyCallSetsNothing, propertyLabelNotValue, propertyLimitOver, propertyNamesApart, propertyPerItsThing, propertyPossibility, propertyReleaseNoun, propertyShortCorrection, propertyToldAsHistory } from './setsNothing.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of a few short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

const render: Render = (content, language, covers) => renderSummary({ covers, language, content });

describe("the extractive summarizer reads the twenty-sixth round's rules of supersession, as documented", () => {
  it('a value stays live against a value of its kind dated in the past with no word of change; a change told with its time replaces it: holds on core/', () =>
    expectHolds(propertyToldAsHistory(extractSummary, render), runs));
  it('a move stays live against an approved call that only looks up or tells; a call that sets the date replaces it: holds on core/', () =>
    expectHolds(propertyCallSetsNothing(extractSummary, render), runs));
  it('a software release named stays live against a rule of its branch; "release" the verb still cancels a hold: holds on core/', () =>
    expectHolds(propertyReleaseNoun(extractSummary, render), runs));
  it('a ban stays live against something new put in place of what it bans; the banned thing put in another\'s place lifts it: holds on core/', () =>
    expectHolds(propertyBanInPlace(extractSummary, render), runs));
  it('two names each put in a place of its own stay live; a name put in the same place replaces the first: holds on core/', () =>
    expectHolds(propertyNamesApart(extractSummary, render), runs));
  it('a Turkish limit said as "üzeri" or "üstü" is replaced when its limit is raised; another thing\'s limit leaves it live: holds on core/', () =>
    expectHolds(propertyLimitOver(extractSummary, render), runs));
  it('things numbered stay live against a correction whose "not N" is a count; the thing numbered anew, or a count corrected, is replaced: holds on core/', () =>
    expectHolds(propertyLabelNotValue(extractSummary, render), runs));
  it('a correction that names the stale value last replaces it, whole or short in a turn that corrects itself; short with no such word, a count or a threshold leaves it live: holds on core/', () =>
    expectHolds(propertyShortCorrection(extractSummary, render), runs));
  it('a value said per one of the things a rule named in the plural replaces it; after a total of them, or per another thing, the rule stays live: holds on core/', () =>
    expectHolds(propertyPerItsThing(extractSummary, render), runs));
  it('a statement of what only might happen stays live against a later count; a count set is replaced by it: holds on core/', () =>
    expectHolds(propertyPossibility(extractSummary, render), runs));
});
