import { describe, it } from 'vitest';
import { classifyClause } from '../core/compact/clauseKind.js';
import { extractSummary } from '../core/compact/extractSummary.js';
import { findSupersessions, statementReader } from '../core/compact/supersession.js';
import {
  propertyEnglishRuleShapes,
  propertyLaterValueLive,
  propertyNoRuleInStatements,
  propertyOwnRuleAfterWish,
  propertyReaderWarmIsCold,
  propertyTurkishVerbForms,
  propertyTwoSlotsBothLive,
  propertyWishNotTheUsers,
} from './clauseRules.js';
import { everyBudgetRuns } from './everyBudget.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

describe("the extractive summarizer keeps the user's rules as documented", () => {
  it('a Turkish verb is a prohibition exactly in its negative forms, built from stems by vowel harmony: holds on core/', () =>
    expectHolds(propertyTurkishVerbForms(classifyClause)));
  it('an English rule with no marker word is a rule of its kind, by its shape: holds on core/', () => expectHolds(propertyEnglishRuleShapes(classifyClause)));
  it('narration in the past, questions and complaints made of the same words are no rule: holds on core/', () =>
    expectHolds(propertyNoRuleInStatements(classifyClause)));
  it("someone else's wish, then 'but' and the user's own rule in one clause: the user's rule: holds on core/", () =>
    expectHolds(propertyOwnRuleAfterWish(classifyClause)));
  it('a used statement reader answers as a fresh one, whatever the turn around the same words says: holds on core/', () =>
    expectHolds(propertyReaderWarmIsCold({ findSupersessions, statementReader })));
  // A summary of a short conversation takes tens of milliseconds: a fifth of the runs (at least 20), as for every budget.
  it('a value stated again turns later: only the later one is live: holds on core/', () =>
    expectHolds(propertyLaterValueLive(extractSummary), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('two things of one kind named apart keep both values live: holds on core/', () =>
    expectHolds(propertyTwoSlotsBothLive(extractSummary), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it("someone else's wish is never the user's rule, and the user's own rule after it is: holds on core/", () =>
    expectHolds(propertyWishNotTheUsers(extractSummary), { numRuns: everyBudgetRuns(settings.numRuns) }));
});
