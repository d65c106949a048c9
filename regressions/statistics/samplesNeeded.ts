import { exactTest } from './exactTest.js';

/** A memo of a pure function of (α, δ): it can only spare recomputation. */
const memo = new Map<string, number>();

/**
 * The fewest samples per arm with which `safe` can come out at all: the
 * smallest N for which even the best case for an unchanged pass rate —
 * every sample passing in both arms, N/N against N/N — makes the exact
 * non-inferiority test reject at level `alpha` with margin `delta`.
 * Suites that cannot reach it are refused when they load.
 */
export function samplesNeededForSafe(alpha: number, delta: number): number {
  const key = `${alpha}:${delta}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const rejects = (n: number): boolean => exactTest({ x0: n, n0: n, x1: n, n1: n }, 'noninferior', delta).pValue <= alpha;
  let hi = 2;
  while (!rejects(hi)) {
    hi *= 2;
    if (hi > 1 << 20) throw new RangeError(`samplesNeededForSafe: no sample size under 2^20 reaches α ${alpha} at δ ${delta}`);
  }
  let lo = Math.max(1, hi >> 1);
  // The p-value of the all-passing table falls as N grows: the first N that rejects.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rejects(mid)) hi = mid;
    else lo = mid + 1;
  }
  memo.set(key, hi);
  return hi;
}
