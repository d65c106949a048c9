/**
 * Strongest at the edges ("lost in the middle", C10): given the chunks best
 * first, the best opens the evidence, the second best closes it, the third
 * comes second, the fourth second to last, and so on inwards.
 */
export function referenceEdges<T>(bestFirst: readonly T[]): T[] {
  const placed = new Array<T>(bestFirst.length);
  let left = 0;
  let right = bestFirst.length - 1;
  bestFirst.forEach((item, rank) => {
    if (rank % 2 === 0) placed[left++] = item;
    else placed[right--] = item;
  });
  return placed;
}
