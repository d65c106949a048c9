import { describe, expect, it } from 'vitest';
import { emptyContent, mergeContent } from './summary.js';

describe('mergeContent', () => {
  it('folds repeats into one item with all their turns, previous items first', () => {
    const merged = mergeContent(
      { ...emptyContent(), constraints: [{ text: 'Türkçe yaz.', turns: [1] }], identifiers: [{ text: 'INC-1', turns: [2] }] },
      { ...emptyContent(), constraints: [{ text: 'Kısa tut.', turns: [9] }, { text: 'Türkçe yaz.', turns: [8] }] },
    );
    expect(merged.constraints).toEqual([{ text: 'Türkçe yaz.', turns: [1, 8] }, { text: 'Kısa tut.', turns: [9] }]);
    expect(merged.identifiers).toEqual([{ text: 'INC-1', turns: [2] }]);
  });

  it('keeps a supersession mark from either side, and drops it when the rule is said again after the replacing turn', () => {
    const earlier = { ...emptyContent(), constraints: [{ text: 'budget is €38,000', turns: [1] }] };
    const marked = mergeContent(earlier, { ...emptyContent(), constraints: [{ text: 'budget is €38,000', turns: [1], supersededBy: 36 }] });
    expect(marked.constraints).toEqual([{ text: 'budget is €38,000', turns: [1], supersededBy: 36 }]);
    const restated = mergeContent(marked, { ...emptyContent(), constraints: [{ text: 'budget is €38,000', turns: [50] }] });
    expect(restated.constraints).toEqual([{ text: 'budget is €38,000', turns: [1, 50] }]);
  });
});
