import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../tokenizer.js';
import { fitSummary, protectedOnly } from './fitSummary.js';
import { renderSummary } from './renderSummary.js';
import { emptyContent, type Summary, type SummaryItem } from './summary.js';

const tokenizer = createTokenizer('o200k_base');
const cost = (text: string): number => tokenizer.count(text);

const summary: Summary = {
  covers: 40,
  language: 'en',
  content: {
    ...emptyContent(),
    constraints: [
      { text: 'budget is €38,000 all in', turns: [1], supersededBy: 36 },
      { text: 'No meetings before 10.', turns: [3] },
      { text: 'nobody flies Ryanair', turns: [11] },
    ],
    decisions: [{ text: 'so easyjet direct it is', turns: [16] }],
    rejected: [{ text: 'palacio is insane, no', turns: [7] }],
    openQuestions: [{ text: 'need to figure out airport transfers: bus or vans?', turns: [30] }],
    identifiers: ['HLD-88213', 'Casa do Rio Boutique', 'U2 5171', 'TP 1363', '€1,120.00'].map((text, i) => ({ text, turns: [10 + i] })),
  },
};

function texts(s: Summary): string[] {
  return [...Object.values(s.content), s.said ?? []].flatMap((items: SummaryItem[]) => items.map((i) => i.text));
}

describe('fitSummary', () => {
  it('returns the summary as it is when it fits', () => {
    expect(fitSummary(summary, cost(renderSummary(summary)), cost)).toBe(summary);
  });

  it('shrinks from the bottom of the priority order: superseded, identifiers from the end, open questions, rejected, decisions, constraints', () => {
    const all = texts(summary);
    const order = [
      'budget is €38,000 all in', '€1,120.00', 'TP 1363', 'U2 5171', 'Casa do Rio Boutique', 'HLD-88213',
      'need to figure out airport transfers: bus or vans?', 'palacio is insane, no', 'so easyjet direct it is',
      'nobody flies Ryanair', 'No meetings before 10.',
    ];
    let previous = all.length;
    for (let budget = cost(renderSummary(summary)); budget > 0; budget -= 3) {
      const fitted = fitSummary(summary, budget, cost);
      if (fitted === undefined) break;
      expect(cost(renderSummary(fitted))).toBeLessThanOrEqual(budget);
      const kept = texts(fitted);
      // What is gone is always a prefix of the drop order.
      const gone = all.filter((t) => !kept.includes(t));
      expect(order.slice(0, gone.length)).toEqual(expect.arrayContaining(gone));
      expect(kept.length).toBeLessThanOrEqual(previous);
      previous = kept.length;
    }
    expect(previous).toBeLessThan(3);
  });

  it('never drops a protected item, and says so when the protected items alone do not fit', () => {
    const isProtected = (_key: string, item: SummaryItem): boolean => item.turns.includes(11);
    const small = fitSummary(summary, 60, cost, isProtected);
    expect(small).toBeDefined();
    expect(texts(small!)).toContain('nobody flies Ryanair');
    expect(fitSummary(summary, 20, cost, isProtected)).toBeUndefined();
  });

  it("drops an earlier compaction's verbatim words right after the superseded items, and never this one's (protected)", () => {
    const withSaid: Summary = {
      ...summary,
      said: [
        { text: 'the 14th works, the 12th was a typo on my side', turns: [5] },
        { text: 'and one more for the intern', turns: [38] },
      ],
    };
    const isProtected = (key: string, item: SummaryItem): boolean => key === 'said' && item.turns[0]! >= 30;
    const full = cost(renderSummary(withSaid));
    const order = ['budget is €38,000 all in', 'the 14th works, the 12th was a typo on my side', '€1,120.00', 'TP 1363'];
    for (let budget = full - 1; budget > full - 40; budget--) {
      const fitted = fitSummary(withSaid, budget, cost, isProtected)!;
      const gone = texts(withSaid).filter((t) => !texts(fitted).includes(t));
      expect(gone.length).toBeLessThanOrEqual(order.length);
      expect(order.slice(0, gone.length)).toEqual(expect.arrayContaining(gone));
    }
    // Down to the bone: the protected verbatim words stay, the constraints go before them.
    const bone = fitSummary(withSaid, cost(renderSummary(protectedOnly(withSaid, isProtected))), cost, isProtected)!;
    expect(texts(bone)).toEqual(['and one more for the intern']);
    expect(fitSummary(withSaid, 10, cost, isProtected)).toBeUndefined();
  });
});
