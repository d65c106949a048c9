import { describe, expect, it } from 'vitest';
import { extractSummary } from '../core/compact/extractSummary.js';
import { everyBudgetRuns } from './everyBudget.js';
import { propertyCountAdded, propertyRelayedCountAdded } from './extractorCounts.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

// A summary of a few short turns takes a few milliseconds: a fifth of the runs (at least 20).
const runs = { numRuns: everyBudgetRuns(settings.numRuns) };

function summary(said: string[], language: 'en' | 'tr'): ReturnType<typeof extractSummary> {
  const turns = said.flatMap((text, i) => [
    { n: 2 * i + 1, role: 'user' as const, text },
    { n: 2 * i + 2, role: 'assistant' as const, text: language === 'en' ? 'Noted.' : 'Not aldım.' },
  ]);
  return extractSummary({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language, maxTurn: turns.length });
}

describe('the extractive summarizer reads a count changed by a count said without its noun, as documented', () => {
  it('a count added without its noun (or with it) within three turns replaces the count and is a rule of its own; another thing, a value, a late or no count change nothing: holds on core/', () =>
    expectHolds(propertyCountAdded(extractSummary), runs));
  it("a number someone else asked for, relayed, is the user's once a count is added to it within three turns, replaced by it; else no item: holds on core/", () =>
    expectHolds(propertyRelayedCountAdded(extractSummary), runs));

  // Known misses, found while writing the tables above (left out of the generators, which state what holds today).
  // Only a word before "more" is read as the counted noun: the same noun after it reads as another thing.
  it.fails("a count added with its English noun after 'more' replaces the count ('Book 6 seats …' → 'and two more seats are coming')", () =>
    expect(summary(['Book 6 seats for the launch dinner.', 'and two more seats are coming'], 'en').decisions[0]?.supersededBy).toBe(3));
  // The word after the number is taken for the counted noun even when it is the verb: "20 olsun" counts "olsun".
  it.fails("'kişi sayısı 20 olsun' counts people ('iki kişi daha geliyor' replaces it)", () =>
    expect(summary(['Kişi sayısı 20 olsun.', 'iki kişi daha geliyor'], 'tr').constraints[0]?.supersededBy).toBe(3));
});
