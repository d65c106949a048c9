/**
 * Holm's step-down correction: which of m hypotheses to reject while keeping
 * the chance of any false rejection at most α. Sorted by p-value, the k-th
 * smallest (k from 0) is rejected if it and all smaller ones are at most
 * α / (m − k). Uniformly more powerful than Bonferroni, valid without any
 * assumption about how the tests depend on each other.
 */
export function holm(pValues: readonly number[], alpha: number): boolean[] {
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const rejected = pValues.map(() => false);
  const m = pValues.length;
  for (let k = 0; k < m; k++) {
    const { p, i } = order[k]!;
    if (p > alpha / (m - k)) break;
    rejected[i] = true;
  }
  return rejected;
}
