/**
 * ln(k!) for k = 0 … n, grown on demand. A memo of a pure function: what it
 * holds can never change an answer, only spare recomputing the sums.
 */
const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let k = logFactorials.length; k <= n; k++) logFactorials.push(logFactorials[k - 1]! + Math.log(k));
  return logFactorials[n]!;
}

/**
 * P(X = k) for X ~ Binomial(n, p), k = 0 … n, written into `out` (a new
 * array by default). The mode's probability is computed in log space, so n
 * in the thousands neither overflows the binomial coefficient nor underflows
 * p^k; the rest follow by the ratio P(k+1)/P(k) = (n−k)/(k+1) · p/(1−p)
 * outwards from the mode, where they only shrink (far tails underflow to 0,
 * as they should), and the whole is scaled to sum to 1. One exp per call instead of one per k: the exact tests
 * evaluate this a thousand times per verdict.
 */
export function binomialPmf(n: number, p: number, out: Float64Array = new Float64Array(n + 1)): Float64Array {
  if (p <= 0 || p >= 1) {
    out.fill(0, 0, n + 1);
    out[p <= 0 ? 0 : n] = 1;
    return out;
  }
  const odds = p / (1 - p);
  const mode = Math.min(n, Math.floor((n + 1) * p));
  out[mode] = Math.exp(logFactorial(n) - logFactorial(mode) - logFactorial(n - mode) + mode * Math.log(p) + (n - mode) * Math.log1p(-p));
  for (let k = mode; k < n; k++) out[k + 1] = (out[k]! * (n - k) * odds) / (k + 1);
  for (let k = mode; k > 0; k--) out[k - 1] = (out[k]! * k) / ((n - k + 1) * odds);
  // Every term carries the mode's rounding; dividing by the total removes it.
  let total = 0;
  for (let k = 0; k <= n; k++) total += out[k]!;
  const scale = 1 / total;
  for (let k = 0; k <= n; k++) out[k] = out[k]! * scale;
  return out;
}
