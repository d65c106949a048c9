/**
 * Pass counts of the two arms of a comparison: `x0` of `n0` baseline samples
 * passed, `x1` of `n1` samples under the experiment.
 */
export interface Table {
  x0: number;
  n0: number;
  x1: number;
  n1: number;
}

/**
 * The maximum-likelihood baseline pass rate under the constraint
 * p1 = p0 − margin (the boundary of the null hypothesis), p0 in [margin, 1].
 * The log-likelihood is concave in p0 there, so its derivative falls from +∞
 * to −∞ and bisection finds the one root; 64 halvings reach double precision.
 * (Farrington and Manning give a closed form through a cubic; bisection is
 * simpler to get right at the edges, and the tests check it against the cubic.)
 */
export function restrictedBaselineRate(t: Table, margin: number): number {
  const { x0, n0, x1, n1 } = t;
  const slope = (p0: number): number =>
    (x0 > 0 ? x0 / p0 : 0) - (n0 - x0 > 0 ? (n0 - x0) / (1 - p0) : 0) +
    (x1 > 0 ? x1 / (p0 - margin) : 0) - (n1 - x1 > 0 ? (n1 - x1) / (1 - p0 + margin) : 0);
  let lo = margin;
  let hi = 1;
  for (let i = 0; i < 64; i++) {
    const mid = (lo + hi) / 2;
    if (slope(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The Farrington–Manning score statistic for H0: p1 − p0 = −margin:
 *
 *   Z = (p̂1 − p̂0 + margin) / √( p̃1(1 − p̃1)/n1 + p̃0(1 − p̃0)/n0 )
 *
 * with p̂ the observed pass rates and p̃ the rates that maximise the
 * likelihood under the null (`restrictedBaselineRate`). Large Z: the
 * experiment's pass rate is above p0 − margin. With margin 0 it is the
 * pooled-variance score statistic of a plain difference.
 */
export function scoreStatistic(t: Table, margin: number): number {
  const p0 = restrictedBaselineRate(t, margin);
  const p1 = p0 - margin;
  const numerator = t.x1 / t.n1 - t.x0 / t.n0 + margin;
  const variance = (p1 * (1 - p1)) / t.n1 + (p0 * (1 - p0)) / t.n0;
  // Zero variance happens only with margin 0 and all passing (or all failing) in both arms: no difference at all.
  if (variance <= 0) return numerator === 0 ? 0 : numerator > 0 ? Infinity : -Infinity;
  return numerator / Math.sqrt(variance);
}
