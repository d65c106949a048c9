import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as tables from './clauseKinds.js';
import { settings } from './test-helpers/expectProperty.js';

/**
 * A word of a reader's list left out is caught only by a clause that uses it, and a mutation run reads the tables
 * in a few cases only: so one case, at any seed, holds every alternative of every group of every row (and, in the
 * quoted rows, every quoted name, someone's words and quote mark at each place that takes one). When one alternative
 * of a group was drawn per clause, which of them a run reached hung on the seed and on the rows before it (a row
 * added shifted every later draw), and a mutant killed in one run could survive the next.
 */
describe('the clause-kind tables reach every alternative they list in every case', () => {
  const rows = Object.entries(tables).filter(([name]) => name.endsWith('_ROWS')) as [string, readonly tables.Row[]][];
  const seeds = fc.integer();
  const missed = (cases: readonly tables.KindCase[], all: readonly string[]): string[] => {
    const seen = new Set(cases.flatMap((c) => c.used));
    return all.filter((a) => !seen.has(a));
  };
  for (const [name, table] of rows) {
    it(`${name}: every alternative of every row in one case, at any seed`, () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          for (const row of table) {
            const [one] = fc.sample(tables.tableCases([row]), { numRuns: 1, seed });
            expect(missed(one!, tables.alternativesOf(row)), `${row.shape}: "${row.template}"`).toEqual([]);
          }
        }),
        { numRuns: 20, seed: settings.seed },
      );
    });
  }
  it('QUOTED_ROWS: every name, words and quote mark at every row that quotes, in one case, at any seed', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const row of tables.QUOTED_ROWS) {
          const [one] = fc.sample(tables.quotedCases([row]), { numRuns: 1, seed });
          expect(missed(one!, tables.quotedAlternativesOf(row)), `${row.shape}: "${row.template}"`).toEqual([]);
          for (const c of one!) expect(c.text, row.shape).not.toMatch(/\b[NW]\b/u);
        }
      }),
      { numRuns: 20, seed: settings.seed },
    );
  });
  it('the check fails on the old way, one alternative of a group drawn for each clause', () => {
    // A row of one group of eight and one of two: two clauses a case, each group's alternative drawn for each.
    const row: tables.Row = { shape: 'drawn', expected: 'none', template: '[a|b|c|d|e|f|g|h] [x|y]' };
    const drawn = fc.array(fc.tuple(fc.nat(7), fc.nat(1)), { minLength: 8, maxLength: 8 }).map((picks) =>
      picks.map(([a, b]): tables.KindCase => ({ text: '', expected: 'none', turkish: false, shape: 'drawn', used: [`0:${a}`, `1:${b}`] })),
    );
    const outcome = fc.check(
      fc.property(seeds, (seed) => missed(fc.sample(drawn, { numRuns: 1, seed })[0]!, tables.alternativesOf(row)).length === 0),
      { numRuns: 20, seed: settings.seed },
    );
    expect(outcome.failed).toBe(true);
  });
});
