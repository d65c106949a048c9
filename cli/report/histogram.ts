/**
 * Exact percentiles of whole numbers in memory bounded by the number of
 * *distinct* values, not by how many were added. Token counts are whole
 * numbers no larger than the window, so a million-request log needs at most
 * one counter per distinct count (a few thousand in practice), and the
 * percentiles are exact, not sketched.
 */

/** The percentiles a report shows. `min` and `max` are p0 and p100. */
export interface Percentiles {
  min: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * A histogram as it is saved and merged: `[value, count]` pairs in ascending
 * value order, every count ≥ 1. Exact, so shards merge into what one run
 * would have counted.
 */
export type HistogramPairs = [value: number, count: number][];

export class IntegerHistogram {
  readonly #counts = new Map<number, number>();
  #total = 0;

  /** A histogram holding `pairs` (see `HistogramPairs`; checked, as they may come from a file). */
  static fromPairs(pairs: HistogramPairs): IntegerHistogram {
    const h = new IntegerHistogram();
    for (const [value, count] of pairs) h.addCount(value, count);
    return h;
  }

  /** Records `value` (a whole number ≥ 0) once. */
  add(value: number): void {
    this.addCount(value, 1);
  }

  /** Records `value` `count` times (both whole numbers, `count` ≥ 1). */
  addCount(value: number, count: number): void {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`IntegerHistogram: expected a whole number ≥ 0, got ${value}`);
    }
    if (!Number.isSafeInteger(count) || count < 1) {
      throw new RangeError(`IntegerHistogram: expected a count ≥ 1, got ${count}`);
    }
    this.#counts.set(value, (this.#counts.get(value) ?? 0) + count);
    this.#total += count;
  }

  /** Adds every value of `other`: the result is what one histogram fed both streams would hold. */
  merge(other: IntegerHistogram): void {
    for (const [value, count] of other.#counts) this.addCount(value, count);
  }

  /** The saved form: ascending values with their counts. */
  pairs(): HistogramPairs {
    return [...this.#counts.keys()].sort((a, b) => a - b).map((value) => [value, this.#counts.get(value)!]);
  }

  /** The sum of every value added (exact below 2^53, far above any log's token total). */
  get sum(): number {
    let sum = 0;
    for (const [value, count] of this.#counts) sum += value * count;
    return sum;
  }

  /** How many values were added. */
  get count(): number {
    return this.#total;
  }

  /** Distinct values held: the memory this histogram uses. */
  get distinct(): number {
    return this.#counts.size;
  }

  /**
   * The nearest-rank percentiles: for p in (0, 100], the smallest value v
   * with at least ⌈p·n/100⌉ of the n values ≤ v (p0 is the minimum). Every
   * percentile is a value that was added, never an interpolation. Undefined
   * when nothing was added.
   */
  percentiles(ps: readonly number[]): number[] | undefined {
    if (this.#total === 0) return undefined;
    for (const p of ps) {
      if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be from 0 to 100, got ${p}`);
    }
    const values = [...this.#counts.keys()].sort((a, b) => a - b);
    const ranks = ps.map((p) => Math.max(1, Math.ceil((p * this.#total) / 100)));
    // One pass over the sorted values answers every rank, in any order asked.
    const order = ranks.map((_, i) => i).sort((a, b) => ranks[a]! - ranks[b]!);
    const out = new Array<number>(ps.length);
    let seen = 0;
    let v = 0;
    for (const i of order) {
      while (seen < ranks[i]!) seen += this.#counts.get(values[v++]!)!;
      out[i] = values[v - 1]!;
    }
    return out;
  }

  /** The report's standard set, or undefined for an empty histogram. */
  summary(): Percentiles | undefined {
    const got = this.percentiles([0, 25, 50, 75, 90, 99, 100]);
    if (got === undefined) return undefined;
    const [min, p25, p50, p75, p90, p99, max] = got as [number, number, number, number, number, number, number];
    return { min, p25, p50, p75, p90, p99, max };
  }
}
