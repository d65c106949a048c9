import { describe, expect, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyOfferTaken, propertyOwnProposalTaken } from './extractorOffers.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of a conversation of four or five short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

function summary(texts: string[], language: 'en' | 'tr'): ReturnType<typeof extractSummary> {
  const turns = texts.map((text, i) => ({ n: i + 1, role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), text }));
  return extractSummary({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language, maxTurn: turns.length });
}

describe('the extractive summarizer reads a value proposed in a question and taken, as documented', () => {
  it("an offer of a value taken with no value of the user's own is a choice at both turns and replaces the user's value; declined, answered with a value, or no offer, nothing is taken: holds on core/", () =>
    expectHolds(propertyOfferTaken(extractSummary), runs));
  it("the user's proposal of a value, answered and confirmed, is a choice at both user turns and replaces the value; a fact asked, no value, no answer or a decline takes nothing: holds on core/", () =>
    expectHolds(propertyOwnProposalTaken(extractSummary), runs));

  // Known misses, found while writing the tables above (left out of the generators, which state what holds today).
  // "never mind" is filed as a choice of its own and read as a change of mind: it replaces the value the offer was about.
  it.fails("'never mind' to an offer leaves the user's value live ('Should I raise the shuttle budget to €1,050?' → 'never mind')", () =>
    expect(summary(['Keep the shuttle budget at €900.', 'Should I raise the shuttle budget to €1,050?', 'never mind'], 'en').constraints[0]?.supersededBy).toBeUndefined());
  // "do that" is read as a step still to take: the yes that takes an offer leaves an open question behind it.
  it.fails("'yes, do that' taking an offer is no open question", () =>
    expect(summary(['Keep the shuttle budget at €900.', 'Should I raise the shuttle budget to €1,050?', 'yes, do that'], 'en').openQuestions).toEqual([]));
  // A count with no noun ("40", "48") is no value supersession pairs: the offer taken replaces nothing.
  it.fails("an offer of a bare count taken replaces the count ('Keep the catering headcount at 40.' → 'Should I raise the catering headcount to 48?' → 'yes')", () =>
    expect(summary(['Keep the catering headcount at 40.', 'Should I raise the catering headcount to 48?', 'yes, do that'], 'en').constraints[0]?.supersededBy).toBe(3));
});
