import { describe, expect, it } from 'vitest';
import { bruteForcePValue } from './test-helpers/bruteForceTest.js';
import { samplesNeededForSafe } from './samplesNeeded.js';

/** The p-value of the all-passing table N/N vs N/N, from the brute-force oracle. */
const allPassingPValue = (n: number, delta: number): number => bruteForcePValue(n, n, n, n, 'noninferior', delta);

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
