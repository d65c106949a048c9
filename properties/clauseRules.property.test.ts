import { describe, it } from 'vitest';
import { classifyClause } from '../core/compact/clauseKind.js';
import { extractSummary } from '../core/compact/extractSummary.js';
import { findSupersessions, statementReader } from '../core/compact/supersession.js';
import {
  propertyEnglishRuleShapes,
  propertyGappedPieceKept,
  propertyLaterValueLive,
  propertyNewRuleClasses,
  propertyNoRuleInStatements,
  propertyOwnRuleAfterWish,
  propertyReaderWarmIsCold,
  propertyTalkIsNoChoice,
  propertyTurkishVerbForms,
  propertyTwoSlotsBothLive,
  propertyWishAndRuleApart,
  propertyWishNotTheUsers,
} from './clauseRules.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

/**
 * A case reads every word of every list of its generator (`walk`), tens to hundreds of clauses: a fifth of the runs,
 * at least 5, as the clause tables; a summary of each clause takes milliseconds, so the properties that summarize read
 * a twentieth of the runs, at least 3 (only the pairing of the words and the numbers drawn change between cases).
 */
const clauseRuns = { numRuns: Math.max(Math.min(settings.numRuns, 5), Math.floor(settings.numRuns / 5)) };
const summaryRuns = { numRuns: Math.max(Math.min(settings.numRuns, 3), Math.floor(settings.numRuns / 20)) };

describe("the extractive summarizer keeps the user's rules as documented", () => {
  it('a Turkish verb is a prohibition exactly in its negative forms, built from stems by vowel harmony: holds on core/', () =>
    expectHolds(propertyTurkishVerbForms(classifyClause), clauseRuns));
  it('an English rule with no marker word is a rule of its kind, by its shape: holds on core/', () => expectHolds(propertyEnglishRuleShapes(classifyClause), clauseRuns));
  it('narration in the past, questions and complaints made of the same words are no rule: holds on core/', () =>
    expectHolds(propertyNoRuleInStatements(classifyClause), clauseRuns));
  it("someone else's wish, then 'but' and the user's own rule in one clause: the user's rule: holds on core/", () =>
    expectHolds(propertyOwnRuleAfterWish(classifyClause), clauseRuns));
  it("the sixteenth round's classes ('I'd rather you didn't', 'we're not doing an X', handled a way, their own, on us, throughout, fixed, 'kimse … -(y)AmAz') are rules of their kind: holds on core/", () =>
    expectHolds(propertyNewRuleClasses(classifyClause), clauseRuns));
  it("a step of the talk, who the user is, blame taken, a result told: no rule, no choice: holds on core/", () =>
    expectHolds(propertyTalkIsNoChoice(extractSummary), summaryRuns));
  it('a used statement reader answers as a fresh one, whatever the turn around the same words says: holds on core/', () =>
    expectHolds(propertyReaderWarmIsCold({ findSupersessions, statementReader }), clauseRuns));
  it('a value stated again turns later: only the later one is live: holds on core/', () =>
    expectHolds(propertyLaterValueLive(extractSummary), summaryRuns));
  it('two things of one kind named apart keep both values live: holds on core/', () =>
    expectHolds(propertyTwoSlotsBothLive(extractSummary), summaryRuns));
  it("someone else's wish, 'but' and the user's rule in one clause are filed apart: holds on core/", () =>
    expectHolds(propertyWishAndRuleApart(extractSummary), summaryRuns));
  it("someone else's wish is never the user's rule, and the user's own rule after it is: holds on core/", () =>
    expectHolds(propertyWishNotTheUsers(extractSummary), summaryRuns));
  it('a rule in parallel pieces, the verb said once, is one live line; an aside after a rule is in none: holds on core/', () =>
    expectHolds(propertyGappedPieceKept(extractSummary), summaryRuns));
});
