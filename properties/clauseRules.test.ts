import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recorder, type Walk } from './arbitraries/walk.js';
import * as rules from './clauseRules.js';
import { settings } from './test-helpers/expectProperty.js';

/**
 * A word of a reader's list left out is caught only by a clause that uses it, and a mutation run reads the properties
 * in a few cases only: so one case of each generator of `clauseRules.ts`, at any seed, holds every word of every list
 * it builds its clauses from (`walk`). When each word was drawn for each clause, which of them a run reached hung on
 * the seed, and a mutant killed in one run could survive the next.
 */
const GENERATORS: [string, (w: Walk) => fc.Arbitrary<unknown[]>][] = [
  ['turkishVerbCases', rules.turkishVerbCases],
  ['ruleShapeCases', rules.ruleShapeCases],
  ['noRuleCases', rules.noRuleCases],
  ['revisionCases', rules.revisionCases],
  ['twoSlotCases', rules.twoSlotCases],
  ['wishCases', rules.wishCases],
  ['ownAfterWishCases', rules.ownAfterWishCases],
  ['readerCases', rules.readerCases],
  ['newRuleCases', rules.newRuleCases],
  ['talkCases', rules.talkCases],
  ['gappedCases', rules.gappedCases],
];

/** The words of the generator's lists that one case at `seed` did not reach, made the walk's way or drawn. */
function missedAt(generator: (w: Walk) => fc.Arbitrary<unknown[]>, seed: number, drawn = false): string[] {
  const rec = recorder(drawn);
  const cases = generator(rec.walk);
  fc.sample(cases, { numRuns: 1, seed });
  return rec.missed();
}

describe("the user's rules' generators reach every word they list in every case", () => {
  for (const [name, generator] of GENERATORS) {
    it(`${name}: every word of every list in one case, at any seed`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          expect(missedAt(generator, seed)).toEqual([]);
        }),
        { numRuns: 20, seed: settings.seed },
      );
    });
  }
  it('every generator of the file is checked here', () => {
    const made = Object.entries(rules).filter(([name, f]) => name.endsWith('Cases') && typeof f === 'function').map(([name]) => name);
    expect(made.sort()).toEqual(GENERATORS.map(([name]) => name).sort());
  });
  it('the check fails on the old way, each word drawn for each clause, at every seed tried', () => {
    for (const [name, generator] of GENERATORS.filter(([n]) => ['turkishVerbCases', 'talkCases', 'newRuleCases', 'gappedCases'].includes(n))) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          expect(missedAt(generator, seed, true), name).not.toEqual([]);
        }),
        { numRuns: 20, seed: settings.seed },
      );
    }
  });
  it('a case is made again from its seed, and a failing case shrinks to the first words of the lists', () => {
    const [a] = fc.sample(rules.talkCases(), { numRuns: 1, seed: 7 });
    const [b] = fc.sample(rules.talkCases(), { numRuns: 1, seed: 7 });
    expect(b).toEqual(a);
    // A property that fails on any case: the shrunk case is the lists walked from their first words.
    const outcome = fc.check(
      fc.property(rules.noRuleCases(), () => false),
      { numRuns: 1, seed: settings.seed },
    );
    const [shrunk] = outcome.counterexample as [rules.NoRuleCase[]];
    expect(shrunk[0]!.text).toMatch(/^the truck left the big van at 6:40$/u);
  });
});
