import { describe, expect, it } from 'vitest';
import { plainBinomialPmf } from './measureRule.js';
import { samplesNeededForSafe } from './samplesNeeded.js';

/**
 * The p-value of the all-passing table N/N vs N/N, from the definition: the
 * tables whose Farrington–Manning statistic is at least as large (statistic
 * computed from the restricted MLE found by a plain grid-and-ternary search),
 * their probability maximised over 20 001 baseline rates.
 */
function allPassingPValue(n: number, delta: number): number {
  const stat = (a: number, b: number): number => {
    const ll = (p0: number): number => {
      const p1 = p0 - delta;
      const t = (x: number, p: number): number => (x === 0 ? 0 : x * Math.log(p));
      return t(a, p0) + t(n - a, 1 - p0) + t(b, p1) + t(n - b, 1 - p1);
    };
    let lo = delta;
    let hi = 1;
    for (let i = 0; i < 200; i++) {
      const u = lo + (hi - lo) / 3;
      const v = hi - (hi - lo) / 3;
      if (ll(u) < ll(v)) lo = u;
      else hi = v;
    }
    const p0 = (lo + hi) / 2;
    const p1 = p0 - delta;
    return (b / n - a / n + delta) / Math.sqrt((p1 * (1 - p1) + p0 * (1 - p0)) / n);
  };
  const observed = stat(n, n);
  const region: [number, number][] = [];
  for (let a = 0; a <= n; a++) for (let b = 0; b <= n; b++) if (stat(a, b) >= observed - 1e-7) region.push([a, b]);
  let sup = 0;
  for (let i = 0; i <= 20000; i++) {
    const p0 = delta + ((1 - delta) * i) / 20000;
    const b0 = plainBinomialPmf(n, p0);
    const b1 = plainBinomialPmf(n, p0 - delta);
    sup = Math.max(sup, region.reduce((s, [a, b]) => s + b0[a]! * b1[b]!, 0));
  }
  return sup;
}

describe('samplesNeededForSafe', () => {
  // The "about 29 per arm at δ = 0.10", verified by enumeration; and 38 at α/2, the first look's share.
  it.each([[0.05, 29], [0.025, 38]])('at α = %f, δ = 0.10: %i per arm, and one fewer is not enough', (alpha, n) => {
    expect(samplesNeededForSafe(alpha, 0.1)).toBe(n);
    expect(allPassingPValue(n, 0.1)).toBeLessThanOrEqual(alpha);
    expect(allPassingPValue(n - 1, 0.1)).toBeGreaterThan(alpha);
  });

  it('needs more samples for a smaller margin', () => {
    expect(samplesNeededForSafe(0.025, 0.05)).toBeGreaterThan(samplesNeededForSafe(0.025, 0.1));
  });
});
