import { describe, expect, it } from 'vitest';
import { probabilitySafe, safeRegion, sizeAtMargin } from './measureRule.js';
import { alphaAtLook, judgeSamples, POOLED } from './sampleRule.js';
import type { Table } from './scoreStatistic.js';

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

  // (a) The rule's exact size: the chance of `safe` when the experiment is exactly δ worse,
  // enumerated over every table for baseline pass rates δ … 1 in 0.01 steps.
  it.each([
    [38, 1], [60, 1], [38, 2],
  ])('says safe with probability at most α / 2^look when the pass rate drops by exactly δ (n = %i per arm, look %i)', (n, look) => {
    const least = safeRegion(n, saysSafe(look));
    const { size, at } = sizeAtMargin(least, SETTINGS.delta, 90);
    expect(size, `largest at p0 = ${at}`).toBeLessThanOrEqual(alphaAtLook(SETTINGS.alpha, look));
    // The rule is not vacuous: a harmless change at a high pass rate is often safe.
    expect(probabilitySafe(least, 0.97, 0.97)).toBeGreaterThan(0.2);
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
