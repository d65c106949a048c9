import type { Table } from './scoreStatistic.js';

/**
 * P(X = k), X ~ Binomial(n, p), each term on its own in log space: slow and
 * plain on purpose, so that measurements of the verdict rule do not lean on
 * the recurrence `binomialPmf` uses.
 */
export function plainBinomialPmf(n: number, p: number): number[] {
  const out: number[] = [];
  let logChoose = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logChoose += Math.log(n - k + 1) - Math.log(k);
    if (p <= 0) out.push(k === 0 ? 1 : 0);
    else if (p >= 1) out.push(k === n ? 1 : 0);
    else out.push(Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log(1 - p)));
  }
  return out;
}

/** A verdict on one cell's counts: whether it says `safe`. */
export type SaysSafe = (table: Table) => boolean;

/**
 * The tables (n per arm) a rule calls safe, as the least experiment count
 * per baseline count: safe(x0, x1) for x1 ≥ least[x0]. This shape holds when
 * the rule is monotone in x1 — true of the exact tests, and checked in full on
 * small n by the tests — and lets a binary search replace (n+1)² calls.
 */
export function safeRegion(n: number, saysSafe: SaysSafe): number[] {
  const least: number[] = [];
  for (let x0 = 0; x0 <= n; x0++) {
    let lo = 0;
    let hi = n + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (saysSafe({ x0, n0: n, x1: mid, n1: n })) hi = mid;
      else lo = mid + 1;
    }
    least.push(lo);
  }
  return least;
}

/** P(the rule says safe) when the true pass rates are p0 (baseline) and p1 (experiment). */
export function probabilitySafe(least: readonly number[], p0: number, p1: number): number {
  const n = least.length - 1;
  const b0 = plainBinomialPmf(n, p0);
  const b1 = plainBinomialPmf(n, p1);
  let total = 0;
  for (let x0 = 0; x0 <= n; x0++) {
    let tail = 0;
    for (let x1 = least[x0]!; x1 <= n; x1++) tail += b1[x1]!;
    total += b0[x0]! * tail;
  }
  return total;
}

/**
 * The rule's size: the largest chance of `safe` when the experiment is
 * exactly `delta` worse, over baseline pass rates p0 = delta … 1 in `steps`
 * equal steps. At most α is what "a false-safe rate of at most α" means.
 */
export function sizeAtMargin(least: readonly number[], delta: number, steps: number): { size: number; at: number } {
  let size = 0;
  let at = delta;
  for (let i = 0; i <= steps; i++) {
    const p0 = delta + ((1 - delta) * i) / steps;
    const s = probabilitySafe(least, p0, Math.max(0, p0 - delta));
    if (s > size) {
      size = s;
      at = p0;
    }
  }
  return { size, at };
}
