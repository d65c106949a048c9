import { describe, expect, it } from 'vitest';
import { binomialPmf } from './binomialPmf.js';

/** P(X = k) for p = num/den, exactly in integers, then divided once: an oracle with no rounding until the end. */
function exactPmf(n: number, k: number, num: number, den: number): number {
  let choose = 1n;
  for (let i = 0; i < k; i++) choose = (choose * BigInt(n - i)) / BigInt(i + 1);
  const top = choose * BigInt(num) ** BigInt(k) * BigInt(den - num) ** BigInt(n - k);
  const bottom = BigInt(den) ** BigInt(n);
  // Scale to keep 17 significant digits through the BigInt division.
  const scale = 10n ** 40n;
  return Number((top * scale) / bottom) / 1e40;
}

describe('binomialPmf', () => {
  it.each([
    [10, 3, 10], [37, 9, 10], [38, 1, 20], [60, 19, 20], [200, 1, 2], [500, 7, 100],
  ])('matches exact integer arithmetic for n=%i, p=%i/%i', (n, num, den) => {
    const pmf = binomialPmf(n, num / den);
    for (let k = 0; k <= n; k++) {
      const exact = exactPmf(n, k, num, den);
      if (exact > 1e-25) expect(Math.abs(pmf[k]! - exact)).toBeLessThanOrEqual(1e-12 * exact + 1e-300);
    }
  });

  it('sums to 1, and puts all mass on one end at p = 0 and p = 1', () => {
    for (const [n, p] of [[1, 0.5], [38, 0.9], [1000, 0.999], [4000, 0.37]] as const) {
      expect(binomialPmf(n, p).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    }
    expect([...binomialPmf(4, 0)]).toEqual([1, 0, 0, 0, 0]);
    expect([...binomialPmf(4, 1)]).toEqual([0, 0, 0, 0, 1]);
  });

  it('reuses a buffer without keeping old values', () => {
    const out = new Float64Array(6);
    binomialPmf(5, 1, out);
    binomialPmf(5, 0, out);
    expect([...out]).toEqual([1, 0, 0, 0, 0, 0]);
  });
});
