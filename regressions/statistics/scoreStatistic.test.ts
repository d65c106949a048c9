import { describe, expect, it } from 'vitest';
import { createPrng } from '../../fixtures/generate/prng.js';
import { restrictedBaselineRate, scoreStatistic } from './scoreStatistic.js';

/**
 * Farrington and Manning's closed form (1990, through Miettinen–Nurminen's
 * cubic) of the restricted MLE under p1 − p0 = s0: group 1 the experiment,
 * group 2 the baseline. An independent oracle for the bisection.
 */
function closedForm(x0: number, n0: number, x1: number, n1: number, margin: number): number {
  const s0 = -margin;
  const theta = n0 / n1;
  const p1 = x1 / n1;
  const p2 = x0 / n0;
  const a = 1 + theta;
  const b = -(1 + theta + p1 + theta * p2 + s0 * (theta + 2));
  const c = s0 * s0 + s0 * (2 * p1 + theta + 1) + p1 + theta * p2;
  const d = -p1 * s0 * (1 + s0);
  const v = b ** 3 / (3 * a) ** 3 - (b * c) / (6 * a * a) + d / (2 * a);
  const u = Math.sign(v) * Math.sqrt(b * b / (3 * a) ** 2 - c / (3 * a));
  const w = (Math.PI + Math.acos(Math.min(1, Math.max(-1, v / u ** 3)))) / 3;
  const rate1 = 2 * u * Math.cos(w) - b / (3 * a);
  return rate1 - s0;
}

describe('restrictedBaselineRate', () => {
  it('agrees with the closed form of Farrington and Manning on 2 000 random tables', () => {
    const random = createPrng(Number(process.env.BAGLAM_SEED ?? 13));
    for (let i = 0; i < 2000; i++) {
      const n0 = 1 + Math.floor(random.next() * 80);
      const n1 = 1 + Math.floor(random.next() * 80);
      const x0 = Math.floor(random.next() * (n0 + 1));
      const x1 = Math.floor(random.next() * (n1 + 1));
      const margin = [0.05, 0.1, 0.2, 0.3][i % 4]!;
      const oracle = closedForm(x0, n0, x1, n1, margin);
      if (!Number.isFinite(oracle)) continue;
      expect(restrictedBaselineRate({ x0, n0, x1, n1 }, margin), `table ${x0}/${n0} vs ${x1}/${n1}, margin ${margin} (seed ${process.env.BAGLAM_SEED ?? 13})`).toBeCloseTo(oracle, 9);
    }
  });

  it('is the pooled rate when the margin is 0', () => {
    expect(restrictedBaselineRate({ x0: 7, n0: 10, x1: 3, n1: 20 }, 0)).toBeCloseTo(10 / 30, 12);
  });
});

describe('scoreStatistic', () => {
  it('grows with the experiment count and falls with the baseline count (every table, several sizes and margins)', () => {
    for (const margin of [0, 0.05, 0.1, 0.25]) {
      for (const [n0, n1] of [[5, 5], [12, 12], [38, 38], [7, 19]] as const) {
        for (let x0 = 0; x0 <= n0; x0++) {
          for (let x1 = 1; x1 <= n1; x1++) {
            expect(scoreStatistic({ x0, n0, x1, n1 }, margin)).toBeGreaterThanOrEqual(scoreStatistic({ x0, n0, x1: x1 - 1, n1 }, margin) - 1e-12);
          }
        }
        for (let x1 = 0; x1 <= n1; x1++) {
          for (let x0 = 1; x0 <= n0; x0++) {
            expect(scoreStatistic({ x0, n0, x1, n1 }, margin)).toBeLessThanOrEqual(scoreStatistic({ x0: x0 - 1, n0, x1, n1 }, margin) + 1e-12);
          }
        }
      }
    }
  });

  it('is the textbook value on a worked table', () => {
    // 45/50 vs 40/50 at margin 0.1: p̂1 − p̂0 + δ = 0; equal rates with margin 0 give 0.
    expect(scoreStatistic({ x0: 45, n0: 50, x1: 40, n1: 50 }, 0.1)).toBeCloseTo(0, 9);
    expect(scoreStatistic({ x0: 20, n0: 40, x1: 20, n1: 40 }, 0)).toBe(0);
    // Pooled score test, margin 0: (0.3 − 0.5) / √(0.4·0.6·(1/50 + 1/50)).
    expect(scoreStatistic({ x0: 25, n0: 50, x1: 15, n1: 50 }, 0)).toBeCloseTo(-0.2 / Math.sqrt(0.4 * 0.6 * 0.04), 9);
  });
});
