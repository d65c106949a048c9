import { describe, expect, it } from 'vitest';
import { holm } from './holm.js';

describe('holm', () => {
  it('steps down: rejects what Bonferroni would not, stops at the first that fails', () => {
    // Bonferroni at 0.05/2 rejects only 0.01; Holm rejects 0.04 too (0.04 ≤ 0.05/1).
    expect(holm([0.04, 0.01], 0.05)).toEqual([true, true]);
    // 0.03 > 0.05/2: nothing after it is rejected, even 0.049 ≤ 0.05.
    expect(holm([0.03, 0.049], 0.05)).toEqual([false, false]);
    expect(holm([0.001, 0.02, 0.04], 0.05)).toEqual([true, true, true]);
    expect(holm([0.001, 0.03, 0.04], 0.05)).toEqual([true, false, false]);
    expect(holm([], 0.05)).toEqual([]);
    expect(holm([0.05], 0.05)).toEqual([true]);
  });
});
