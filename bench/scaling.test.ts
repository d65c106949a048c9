import { describe, expect, test } from 'vitest';
import { asciiChart } from './chart.js';
import { exponents, growthVersusNLogN, type ScalingSeries } from './scaling.js';

const sizes = [100, 1_000, 10_000, 100_000];
const series = (f: (n: number) => number): { n: number; median: number }[] => sizes.map((n) => ({ n, median: f(n) }));

describe('growth verdicts on invented series', () => {
  test('n log n grows like n log n; flat and linear grow slower; n² much faster', () => {
    expect(growthVersusNLogN(series((n) => n * Math.log2(n)))).toBeCloseTo(1);
    expect(growthVersusNLogN(series(() => 5))).toBeLessThan(0.01);
    expect(growthVersusNLogN(series((n) => n))).toBeLessThan(1);
    expect(growthVersusNLogN(series((n) => n * n))).toBeGreaterThan(100);
  });

  test('log-log slopes: 1 for linear, 2 for quadratic', () => {
    for (const e of exponents(series((n) => 3 * n))) expect(e).toBeCloseTo(1);
    for (const e of exponents(series((n) => n * n))) expect(e).toBeCloseTo(2);
  });
});

describe('asciiChart', () => {
  test('plots each series with its letter and names it in the legend', () => {
    const input: ScalingSeries[] = [
      { task: 'flat', axis: 'candidates', points: series(() => 1) },
      { task: 'linear', axis: 'candidates', points: series((n) => n / 100) },
    ];
    const chart = asciiChart(input, 40, 10);
    expect(chart).toContain('a  flat (candidates)');
    expect(chart).toContain('b  linear (candidates)');
    const rows = chart.split('\n').slice(0, 10);
    // The flat series sits on one row; the linear one climbs from the bottom row to the top.
    expect(rows.filter((r) => r.includes('a')).length).toBe(1);
    expect(rows[0]).toContain('b');
    expect(rows[9]).toContain('b');
  });
});
