import { describe, expect, it } from 'vitest';
import { exactTest } from './exactTest.js';
import { plainBinomialPmf } from './measureRule.js';

/**
 * An oracle written from the definition, sharing nothing with the module but
 * the idea: the restricted MLE by ternary search on the log-likelihood, the
 * statistic from it, every table compared with the observed one (no
 * monotonicity assumed), and the supremum over 20 001 grid points.
 */
function restrictedByTernary(x0: number, n0: number, x1: number, n1: number, m: number): number {
  const ll = (p0: number): number => {
    const p1 = p0 - m;
    const term = (x: number, p: number): number => (x === 0 ? 0 : x * Math.log(p));
    return term(x0, p0) + term(n0 - x0, 1 - p0) + term(x1, p1) + term(n1 - x1, 1 - p1);
  };
  let lo = m;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (ll(a) < ll(b)) lo = a;
    else hi = b;
  }
  return (lo + hi) / 2;
}

function oracleStatistic(x0: number, n0: number, x1: number, n1: number, m: number): number {
  const p0 = restrictedByTernary(x0, n0, x1, n1, m);
  const p1 = p0 - m;
  const num = x1 / n1 - x0 / n0 + m;
  const v = (p1 * (1 - p1)) / n1 + (p0 * (1 - p0)) / n0;
  return v <= 1e-15 ? (Math.abs(num) < 1e-15 ? 0 : Math.sign(num) * Infinity) : num / Math.sqrt(v);
}

function oraclePValue(x0: number, n0: number, x1: number, n1: number, alternative: 'noninferior' | 'drop', margin: number): number {
  const m = alternative === 'drop' ? 0 : margin;
  const observed = oracleStatistic(x0, n0, x1, n1, m);
  const region: [number, number][] = [];
  for (let a = 0; a <= n0; a++) {
    for (let b = 0; b <= n1; b++) {
      const z = oracleStatistic(a, n0, b, n1, m);
      const tol = 1e-7 * Math.max(1, Math.abs(observed));
      if (alternative === 'noninferior' ? z >= observed - tol : z <= observed + tol) region.push([a, b]);
    }
  }
  let sup = 0;
  const steps = 20000;
  for (let i = 0; i <= steps; i++) {
    const p0 = m + ((1 - m) * i) / steps;
    const b0 = plainBinomialPmf(n0, p0);
    const b1 = plainBinomialPmf(n1, Math.max(0, p0 - m));
    let s = 0;
    for (const [a, b] of region) s += b0[a]! * b1[b]!;
    sup = Math.max(sup, s);
  }
  return sup;
}

describe('exactTest', () => {
  const tables: [number, number, number, number][] = [
    [10, 10, 10, 10], [9, 10, 8, 10], [12, 12, 9, 12], [5, 8, 7, 9], [14, 15, 15, 15], [3, 6, 1, 6], [0, 7, 0, 7], [7, 7, 0, 7],
  ];
  it.each(tables)('matches a brute-force oracle on %i/%i vs %i/%i (both alternatives)', (x0, n0, x1, n1) => {
    for (const [alternative, margin] of [['noninferior', 0.1], ['noninferior', 0.2], ['drop', 0]] as const) {
      const got = exactTest({ x0, n0, x1, n1 }, alternative, margin).pValue;
      const want = oraclePValue(x0, n0, x1, n1, alternative, margin);
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
