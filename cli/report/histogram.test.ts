import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntegerHistogram } from './histogram.js';

/** The oracle: nearest rank on a sorted copy of every value. */
function oracle(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p * sorted.length) / 100)) - 1]!;
}

describe('IntegerHistogram', () => {
  it('agrees with a sorted-array oracle on random data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.nat(50), fc.nat(200_000)), { minLength: 1, maxLength: 400 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }),
        (values, ps) => {
          const h = new IntegerHistogram();
          for (const v of values) h.add(v);
          expect(h.percentiles(ps)).toEqual(ps.map((p) => oracle(values, p)));
          expect(h.count).toBe(values.length);
          expect(h.distinct).toBe(new Set(values).size);
        },
      ),
      { seed: 20260314, numRuns: 300 },
    );
  });

  it('gives min, quartiles, p90, p99 and max of a known set', () => {
    const h = new IntegerHistogram();
    for (let v = 1; v <= 100; v++) h.add(v);
    expect(h.summary()).toEqual({ min: 1, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, max: 100 });
  });

  it('keeps one counter per distinct value however many are added', () => {
    const h = new IntegerHistogram();
    for (let i = 0; i < 100_000; i++) h.add(i % 7);
    expect(h.distinct).toBe(7);
    expect(h.summary()?.p50).toBe(3);
  });

  it('is empty-safe and refuses values that are not whole numbers ≥ 0', () => {
    const h = new IntegerHistogram();
    expect(h.summary()).toBeUndefined();
    expect(() => h.add(-1)).toThrow(RangeError);
    expect(() => h.add(1.5)).toThrow(RangeError);
    expect(() => h.add(Number.NaN)).toThrow(RangeError);
    h.add(4);
    expect(() => h.percentiles([101])).toThrow(RangeError);
  });
});
