import { binomialPmf } from './binomialPmf.js';
import { gridPmf } from './gridPmf.js';
import { scoreStatistic, type Table } from './scoreStatistic.js';

/**
 * Which question the test answers:
 *
 * - `noninferior`: H0 p1 − p0 ≤ −margin against H1 p1 − p0 > −margin (the
 *   experiment is at most `margin` worse). Rejecting H0 is what `safe` needs.
 * - `drop`: H0 p1 ≥ p0 against H1 p1 < p0 (the experiment is worse at all).
 *   Rejecting H0 is what `unsafe` needs. The margin is 0.
 */
export type Alternative = 'noninferior' | 'drop';

/**
 * The nuisance parameter (the baseline pass rate p0, which the null does not
 * fix) is maximised over a grid of this many equal steps across its range…
 */
export const NUISANCE_GRID_STEPS = 1000;
/** …then refined by golden-section search in the two steps around each of the best few grid points. */
export const NUISANCE_REFINED_POINTS = 3;
const GOLDEN_STEPS = 40;

export interface ExactTestResult {
  /** The observed score statistic (`scoreStatistic`). */
  statistic: number;
  /** sup over the nuisance parameter of P(a table at least as extreme as the observed one). */
  pValue: number;
  /** Where that supremum was found (the baseline pass rate). */
  nuisance: number;
}

/**
 * Chan's exact unconditional test (1998) of two independent binomials, with
 * the Farrington–Manning score statistic as the ordering. "Exact": the
 * p-value is the probability of the tables at least as extreme as the one
 * observed, summed exactly under the binomial model; "unconditional": the
 * unknown common level of the pass rates is not conditioned away (as
 * Fisher's test does) but maximised over, which keeps the size at most α for
 * every value of it.
 *
 * The supremum is taken on the boundary of the null (p1 = p0 − margin),
 * where it lies for this statistic (Röhmel and Mansmann 1999). For a fixed
 * baseline count the statistic grows with the experiment's count (checked by
 * the tests), so the tables at least as extreme form, per x0, one tail of x1:
 * found by binary search, summed from prefix sums of the binomial pmf.
 */
export function exactTest(table: Table, alternative: Alternative, margin: number): ExactTestResult {
  const { x0, n0, x1, n1 } = table;
  if (!(n0 > 0 && n1 > 0 && x0 >= 0 && x0 <= n0 && x1 >= 0 && x1 <= n1)) {
    throw new RangeError(`exactTest: not a table of counts: ${JSON.stringify(table)}`);
  }
  const m = alternative === 'drop' ? 0 : margin;
  if (!(m >= 0 && m < 1)) throw new RangeError(`exactTest: margin must be in [0, 1), got ${margin}`);
  const statistic = scoreStatistic(table, m);
  // Ties count as "at least as extreme"; the tolerance absorbs the bisection's last bits.
  const tolerance = 1e-9 * Math.max(1, Math.abs(statistic));
  const upper = alternative === 'noninferior';
  const extreme = (a: number, b: number): boolean => {
    const z = scoreStatistic({ x0: a, n0, x1: b, n1 }, m);
    return upper ? z >= statistic - tolerance : z <= statistic + tolerance;
  };
  // Per baseline count a, the boundary of the experiment's counts that are at least as extreme:
  // upper tail x1 ≥ bound[a] (noninferior), lower tail x1 < bound[a] (drop).
  const bound = new Int32Array(n0 + 1);
  for (let a = 0; a <= n0; a++) {
    let lo = 0;
    let hi = n1 + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      // Upper: first b that is extreme. Lower: first b that is not.
      if (extreme(a, mid) === upper) hi = mid;
      else lo = mid + 1;
    }
    bound[a] = lo;
  }
  const tailSum = new Float64Array(n1 + 2);
  const b0Free = new Float64Array(n0 + 1);
  const b1Free = new Float64Array(n1 + 1);
  // The probability of the extreme tables at a baseline rate p0; on grid point i the pmfs come from the memo.
  const probability = (p0: number, i?: number): number => {
    const b0 = i === undefined ? binomialPmf(n0, p0, b0Free) : gridPmf(n0, m, 1, NUISANCE_GRID_STEPS, i);
    const b1 = i === undefined ? binomialPmf(n1, Math.min(1, Math.max(0, p0 - m)), b1Free) : gridPmf(n1, 0, 1 - m, NUISANCE_GRID_STEPS, i);
    // tailSum[k] = P(X1 < k) for drop, P(X1 ≥ k) for noninferior.
    if (upper) {
      tailSum[n1 + 1] = 0;
      for (let k = n1; k >= 0; k--) tailSum[k] = tailSum[k + 1]! + b1[k]!;
    } else {
      tailSum[0] = 0;
      for (let k = 0; k <= n1; k++) tailSum[k + 1] = tailSum[k]! + b1[k]!;
    }
    let sum = 0;
    for (let a = 0; a <= n0; a++) sum += b0[a]! * tailSum[bound[a]!]!;
    return Math.min(1, sum);
  };
  const lo = m;
  const hi = 1;
  const at = (i: number): number => lo + ((hi - lo) * i) / NUISANCE_GRID_STEPS;
  // The best few grid points, kept in order as the grid is walked (ties: the lower index first).
  const best: { i: number; p: number }[] = [];
  for (let i = 0; i <= NUISANCE_GRID_STEPS; i++) {
    const p = probability(at(i), i);
    if (best.length === NUISANCE_REFINED_POINTS && p <= best[best.length - 1]!.p) continue;
    let j = best.length;
    while (j > 0 && best[j - 1]!.p < p) j--;
    best.splice(j, 0, { i, p });
    if (best.length > NUISANCE_REFINED_POINTS) best.pop();
  }
  let pValue = best[0]!.p;
  let nuisance = at(best[0]!.i);
  for (const { i } of best) {
    const found = goldenMax(probability, at(Math.max(0, i - 1)), at(Math.min(NUISANCE_GRID_STEPS, i + 1)));
    if (found.value > pValue) {
      pValue = found.value;
      nuisance = found.at;
    }
  }
  return { statistic, pValue, nuisance };
}

/** The largest value of a smooth function on [a, b] near its peak, by golden-section search. */
function goldenMax(f: (x: number) => number, a: number, b: number): { at: number; value: number } {
  const r = (Math.sqrt(5) - 1) / 2;
  let lo = a;
  let hi = b;
  let c = hi - r * (hi - lo);
  let d = lo + r * (hi - lo);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < GOLDEN_STEPS; i++) {
    if (fc > fd) {
      hi = d;
      d = c;
      fd = fc;
      c = hi - r * (hi - lo);
      fc = f(c);
    } else {
      lo = c;
      c = d;
      fc = fd;
      d = lo + r * (hi - lo);
      fd = f(d);
    }
  }
  return fc > fd ? { at: c, value: fc } : { at: d, value: fd };
}
