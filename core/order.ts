/**
 * Places ranked items strongest-at-the-edges: given best-first
 * `[a0, a1, a2, a3, a4]`, returns `[a0, a2, a4, a3, a1]`.
 *
 * Long-context studies keep finding that a model uses what stands at the
 * start and the end of its context more reliably than what sits in the
 * middle ("lost in the middle"). So the best chunk opens the evidence, the
 * second best closes it, and the weakest end up in the middle. Deterministic:
 * the input order (already tie-broken by id) fully decides the output.
 */
export function placeAtEdges<T>(ranked: readonly T[]): T[] {
  const front: T[] = [];
  const back: T[] = [];
  ranked.forEach((item, i) => (i % 2 === 0 ? front : back).push(item));
  return front.concat(back.reverse());
}
