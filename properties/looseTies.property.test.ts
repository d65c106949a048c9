import { describe, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { renderSummary } from '../core/compact/renderSummary.js';
import type { Render } from './countsApart.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyCorrectionThenMore, propertyDecimals, propertyLimitsApart, propertyNegationLanguage, propertyNotYet, propertyThoughtAbout, propertyTrigger, propertyVersionWithV } from './looseTies.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of two to five short user turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

const render: Render = (content, language, covers) => renderSummary({ covers, language, content });

describe("the extractive summarizer reads the twenty-fifth round's rules of supersession, as documented", () => {
  it('a value stays live against a change of it only thought about; one thought over and decided, or said with a word of change, replaces it: holds on core/', () =>
    expectHolds(propertyThoughtAbout(extractSummary, render), runs));
  it('a ban for now stays live against a statement about its thing without its verb; its act done or allowed lifts it: holds on core/', () =>
    expectHolds(propertyNotYet(extractSummary, render), runs));
  it('two limits, each of its own thing, stay live with no word of change; one said again with a word of change replaces it: holds on core/', () =>
    expectHolds(propertyLimitsApart(extractSummary, render), runs));
  it('a version said again with its "v" is the same version; another with a word of change replaces it: holds on core/', () =>
    expectHolds(propertyVersionWithV(extractSummary, render), runs));
  it('a value that says when stays live beside a value of its kind for another setting; the threshold said again with a word of change replaces it: holds on core/', () =>
    expectHolds(propertyTrigger(extractSummary, render), runs));
  it('an English word or a Turkish noun that ends as the Turkish negative does is no ban: its rule stays live against its thing with "now", and a lift holding it lifts a ban: holds on core/', () =>
    expectHolds(propertyNegationLanguage(extractSummary, render), runs));
  it('a number with decimals is a value: a correction that gives another replaces it; one told as history, or another thing\'s, leaves it live: holds on core/', () =>
    expectHolds(propertyDecimals(extractSummary, render), runs));
  it('a correction that names the stale value at the end of a sentence, with another after it, replaces the rule; a count named so leaves it live: holds on core/', () =>
    expectHolds(propertyCorrectionThenMore(extractSummary, render), runs));
});
