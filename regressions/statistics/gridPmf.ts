import { binomialPmf } from './binomialPmf.js';

/**
 * Binomial pmfs at the points of a nuisance grid, kept between calls. The
 * exact tests evaluate the same (n, grid point) thousands of times — every
 * experiment of a suite with the same sample count, every table of an
 * enumeration — and the pmf is most of their cost. A memo of a pure
 * function: what it holds can only spare recomputation, never change an
 * answer. Bounded: past `MAX_FLOATS` numbers the oldest grids are dropped.
 */
const MAX_FLOATS = 4_000_000;
const grids = new Map<string, (Float64Array | undefined)[]>();
let held = 0;

/** P(X = k) for X ~ Binomial(n, lo + (hi − lo)·i/steps), k = 0 … n. Do not write into the result. */
export function gridPmf(n: number, lo: number, hi: number, steps: number, i: number): Float64Array {
  const key = `${n}:${lo}:${hi}:${steps}`;
  let grid = grids.get(key);
  if (grid === undefined) {
    grid = [];
    grids.set(key, grid);
  }
  let pmf = grid[i];
  if (pmf === undefined) {
    pmf = binomialPmf(n, Math.min(1, Math.max(0, lo + ((hi - lo) * i) / steps)));
    grid[i] = pmf;
    held += n + 1;
    while (held > MAX_FLOATS && grids.size > 1) {
      const [oldest, values] = grids.entries().next().value as [string, (Float64Array | undefined)[]];
      if (oldest === key) break;
      for (const v of values) held -= v?.length ?? 0;
      grids.delete(oldest);
    }
  }
  return pmf;
}
