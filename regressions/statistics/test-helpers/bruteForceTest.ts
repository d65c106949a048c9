import { plainBinomialPmf } from '../measureRule.js';

/**
 * An oracle for the exact tests, written from the definition and sharing
 * nothing with the module but the idea: the restricted MLE by ternary search
 * on the log-likelihood (the module bisects its derivative), the statistic
 * from it, every table compared with the observed one (no monotonicity
 * assumed), and the supremum over 20 001 grid points (no refinement).
 */
function restrictedByTernary(x0: number, n0: number, x1: number, n1: number, m: number): number {
  const ll = (p0: number): number => {
    const p1 = p0 - m;
    const term = (x: number, p: number): number => (x === 0 ? 0 : x * Math.log(p));
    return term(x0, p0) + term(n0 - x0, 1 - p0) + term(x1, p1) + term(n1 - x1, 1 - p1);
  };
  let lo = m;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (ll(a) < ll(b)) lo = a;
    else hi = b;
  }
  return (lo + hi) / 2;
}

function oracleStatistic(x0: number, n0: number, x1: number, n1: number, m: number): number {
  const p0 = restrictedByTernary(x0, n0, x1, n1, m);
  const p1 = p0 - m;
  const num = x1 / n1 - x0 / n0 + m;
  const v = (p1 * (1 - p1)) / n1 + (p0 * (1 - p0)) / n0;
  return v <= 1e-15 ? (Math.abs(num) < 1e-15 ? 0 : Math.sign(num) * Infinity) : num / Math.sqrt(v);
}

export function bruteForcePValue(x0: number, n0: number, x1: number, n1: number, alternative: 'noninferior' | 'drop', margin: number): number {
  const m = alternative === 'drop' ? 0 : margin;
  const observed = oracleStatistic(x0, n0, x1, n1, m);
  const region: [number, number][] = [];
  for (let a = 0; a <= n0; a++) {
    for (let b = 0; b <= n1; b++) {
      const z = oracleStatistic(a, n0, b, n1, m);
      const tol = 1e-7 * Math.max(1, Math.abs(observed));
      if (alternative === 'noninferior' ? z >= observed - tol : z <= observed + tol) region.push([a, b]);
    }
  }
  let sup = 0;
  const steps = 20000;
  for (let i = 0; i <= steps; i++) {
    const p0 = m + ((1 - m) * i) / steps;
    const b0 = plainBinomialPmf(n0, p0);
    const b1 = plainBinomialPmf(n1, Math.max(0, p0 - m));
    let s = 0;
    for (const [a, b] of region) s += b0[a]! * b1[b]!;
    sup = Math.max(sup, s);
  }
  return sup;
}
