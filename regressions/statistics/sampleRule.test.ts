import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { safeRegion } from './measureRule.js';
import { alphaAtLook, judgeSamples, POOLED } from './sampleRule.js';
import type { Table } from './scoreStatistic.js';
import { formatRow, POWER_RATES, tableRow } from './verdictTable.js';

const SETTINGS = { alpha: 0.05, delta: 0.1 };
const saysSafe = (look: number) => (t: Table): boolean => judgeSamples([{ id: 'c', ...t }], SETTINGS, look).decision === 'safe';

describe('the verdict rule on sampled answers', () => {
  it('calls a table safe only above a boundary in the experiment count (checked on every table at n = 12 and 20)', () => {
    for (const n of [12, 20]) {
      const least = safeRegion(n, saysSafe(1));
      for (let x0 = 0; x0 <= n; x0++) {
        for (let x1 = 0; x1 <= n; x1++) {
          expect(saysSafe(1)({ x0, n0: n, x1, n1: n }), `${x0}/${n} vs ${x1}/${n}`).toBe(x1 >= least[x0]!);
        }
      }
    }
  });

  // (a) The rule's exact size: the chance of `safe` when the experiment is exactly δ worse, enumerated over
  // every table for baseline pass rates δ … 1 in 0.01 steps; and (c) its power for a harmless change. The same
  // rows are printed in docs/regression-suites.md (`npm run verdict:table` adds larger n).
  it.each([38, 60])('says safe with probability at most α / 2^look at a drop of exactly δ, n = %i per arm; the guide prints these numbers', async (n) => {
    const row = tableRow(n);
    expect(row.size1).toBeLessThanOrEqual(alphaAtLook(SETTINGS.alpha, 1));
    expect(row.size2).toBeLessThanOrEqual(alphaAtLook(SETTINGS.alpha, 2));
    // Not vacuous: a harmless change at a high pass rate is often safe, and with every answer passing always.
    expect(row.power[POWER_RATES.indexOf(0.99)]).toBeGreaterThan(0.6);
    expect(row.power[POWER_RATES.indexOf(1)]).toBe(1);
    const guide = await readFile(new URL('../../docs/regression-suites.md', import.meta.url), 'utf8');
    expect(guide).toContain(formatRow(row));
  });

  it('spends α over looks so that all looks together never exceed it', () => {
    expect([1, 2, 3].map((j) => alphaAtLook(0.05, j))).toEqual([0.025, 0.0125, 0.00625]);
    let total = 0;
    for (let j = 1; j <= 60; j++) total += alphaAtLook(0.05, j);
    expect(total).toBeLessThanOrEqual(0.05);
    expect(() => alphaAtLook(0.05, 0)).toThrow(RangeError);
  });

  it('says unsafe first: a significant drop in one cell outweighs a pooled table that looks fine', () => {
    const cells = [
      ...Array.from({ length: 9 }, (_, i) => ({ id: `r${i}`, x0: 40, n0: 40, x1: 40, n1: 40 })),
      { id: 'e', x0: 40, n0: 40, x1: 25, n1: 40 },
    ];
    const outcome = judgeSamples(cells, SETTINGS, 1);
    expect(outcome.nonInferiority.pValue).toBeLessThan(outcome.alphaAtLook);
    expect(outcome.decision).toBe('unsafe');
    expect(outcome.drops.filter((d) => d.significant).map((d) => d.id)).toEqual([POOLED, 'e']);
  });

  it('corrects for many cells: drops each significant alone (p 0.046) but not after Holm are not unsafe', () => {
    const cells = [
      ...Array.from({ length: 4 }, (_, i) => ({ id: `down${i}`, x0: 36, n0: 40, x1: 30, n1: 40 })),
      ...Array.from({ length: 4 }, (_, i) => ({ id: `up${i}`, x0: 30, n0: 40, x1: 36, n1: 40 })),
    ];
    const outcome = judgeSamples(cells, SETTINGS, 1);
    expect(outcome.drops.find((d) => d.id === 'down0')!.pValue).toBeLessThan(SETTINGS.alpha);
    expect(outcome.drops.some((d) => d.significant)).toBe(false);
    expect(outcome.decision).toBe('safe');
  });

  it('pools cells for the non-inferiority test: each too small alone, enough together', () => {
    const cells = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, x0: 4, n0: 4, x1: 4, n1: 4 }));
    expect(judgeSamples(cells.slice(0, 1), SETTINGS, 1).decision).toBe('undecided');
    expect(judgeSamples(cells, SETTINGS, 1).decision).toBe('safe');
  });

  it('says how many more samples would decide an undecided verdict, and in which direction', () => {
    const better = judgeSamples([{ id: 'c', x0: 36, n0: 40, x1: 37, n1: 40 }], SETTINGS, 1);
    expect(better.decision).toBe('undecided');
    expect(better.more).toMatchObject({ toShow: 'safe' });
    expect(better.more!.perArm).toBeGreaterThan(40);
    expect(better.more!.more).toBe(better.more!.perArm - 40);
    // At the projected size and the same rates, the exact rule (at the next look) does decide it.
    const n = Math.ceil(better.more!.perArm * 1.15);
    expect(saysSafe(2)({ x0: Math.round(0.9 * n), n0: n, x1: Math.round(0.925 * n), n1: n })).toBe(true);

    const worse = judgeSamples([{ id: 'c', x0: 36, n0: 40, x1: 32, n1: 40 }], SETTINGS, 1);
    expect(worse.decision).toBe('undecided');
    expect(worse.more).toMatchObject({ toShow: 'unsafe' });
  });
});
