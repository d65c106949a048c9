import { describe, expect, it } from 'vitest';
import { exactTest } from './exactTest.js';
import { bruteForcePValue } from './test-helpers/bruteForceTest.js';

describe('exactTest', () => {
  const tables: [number, number, number, number][] = [
    [10, 10, 10, 10], [9, 10, 8, 10], [12, 12, 9, 12], [5, 8, 7, 9], [14, 15, 15, 15], [3, 6, 1, 6], [0, 7, 0, 7], [7, 7, 0, 7],
  ];
  it.each(tables)('matches a brute-force oracle on %i/%i vs %i/%i (both alternatives)', (x0, n0, x1, n1) => {
    for (const [alternative, margin] of [['noninferior', 0.1], ['noninferior', 0.2], ['drop', 0]] as const) {
      const got = exactTest({ x0, n0, x1, n1 }, alternative, margin).pValue;
      const want = bruteForcePValue(x0, n0, x1, n1, alternative, margin);
      // The module refines between grid points, so it may find a slightly higher supremum, never a lower one.
      expect(got, `${alternative} δ ${margin}`).toBeGreaterThanOrEqual(want - 1e-9);
      expect(got, `${alternative} δ ${margin}`).toBeLessThanOrEqual(want + 1e-5);
    }
  });

  it('with every sample passing in both arms, is at least (1 − δ)^N: the chance that all N pass at p0 = 1', () => {
    for (const n of [10, 29, 38]) {
      const p = exactTest({ x0: n, n0: n, x1: n, n1: n }, 'noninferior', 0.1).pValue;
      expect(p).toBeGreaterThanOrEqual(0.9 ** n - 1e-12);
    }
  });

  it('finds a clear drop and a clear non-inferiority, and neither in noise', () => {
    expect(exactTest({ x0: 38, n0: 40, x1: 10, n1: 40 }, 'drop', 0).pValue).toBeLessThan(1e-6);
    expect(exactTest({ x0: 38, n0: 40, x1: 39, n1: 40 }, 'drop', 0).pValue).toBeGreaterThan(0.5);
    expect(exactTest({ x0: 190, n0: 200, x1: 192, n1: 200 }, 'noninferior', 0.1).pValue).toBeLessThan(1e-4);
    expect(exactTest({ x0: 30, n0: 40, x1: 27, n1: 40 }, 'noninferior', 0.1).pValue).toBeGreaterThan(0.2);
  });

  it('refuses what is not a table of counts', () => {
    expect(() => exactTest({ x0: 5, n0: 4, x1: 1, n1: 4 }, 'drop', 0)).toThrow(RangeError);
    expect(() => exactTest({ x0: 0, n0: 0, x1: 0, n1: 4 }, 'drop', 0)).toThrow(RangeError);
    expect(() => exactTest({ x0: 1, n0: 4, x1: 1, n1: 4 }, 'noninferior', 1)).toThrow(RangeError);
  });
});
