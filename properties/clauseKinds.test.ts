import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as tables from './clauseKinds.js';
import { settings } from './test-helpers/expectProperty.js';

/**
 * A word of a reader's list left out is caught only by a clause that uses it: every alternative of every group of
 * every row occurs within 20 cases at the pinned seed (the `[…]` groups in every case by construction, the drawn
 * `{…}` ones by their number of draws).
 */
describe('the clause-kind tables reach every alternative they list', () => {
  const rows = Object.entries(tables).filter(([name]) => name.endsWith('_ROWS')) as [string, readonly tables.Row[]][];
  for (const [name, table] of rows) {
    it(`${name}: every alternative of every row within 20 cases`, () => {
      for (const row of table) {
        const seen = new Set(fc.sample(tables.tableCases([row]), { numRuns: 20, seed: settings.seed }).flat().flatMap((c) => c.used));
        expect(tables.alternativesOf(row).filter((a) => !seen.has(a)), `${row.shape}: "${row.template}"`).toEqual([]);
      }
    });
  }
});
