import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryTurn } from './summary.js';

/**
 * A relative change of a number someone else asked for (issue 14, seventh
 * round; the tuning half's one constraint lost against the clamp): the user
 * relays a value ("Dana … wants 8 laptops now") and then changes it ("and
 * one more for the intern"). Changing it is adopting it: both are the
 * user's, the relayed value marked superseded by the change. Written before
 * the change: 0 of 6 kept before, 6 after; 3 look-alikes (no relative
 * change, or one too far after, or no value relayed) keep nothing before
 * and after.
 */
const relay = (first: string, second: string, language: 'en' | 'tr', gap = 0): SummaryTurn[] => {
  const turns: SummaryTurn[] = [
    { n: 1, role: 'user', text: first },
    { n: 2, role: 'assistant', text: language === 'en' ? 'Noted.' : 'Not aldım.' },
  ];
  for (let k = 0; k < gap; k++) {
    turns.push({ n: turns.length + 1, role: 'user', text: language === 'en' ? 'what about the printer toner' : 'yazıcı toneri ne oldu' });
    turns.push({ n: turns.length + 1, role: 'assistant', text: language === 'en' ? 'Ordered.' : 'Sipariş verildi.' });
  }
  turns.push({ n: turns.length + 1, role: 'user', text: second });
  return turns;
};
const summarize = (turns: SummaryTurn[], language: 'en' | 'tr') =>
  extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });

const CASES: [string, string, 'en' | 'tr'][] = [
  ['so Dana said fine to the numbers, but she wants 8 laptops now', 'and one more for the intern', 'en'],
  ['the client wants 40 chairs for the launch', 'plus two more for the speakers', 'en'],
  ['finance is asking for 3 quotes per vendor', 'and one more from a local supplier', 'en'],
  ['müdürüm 12 kişilik salon istiyor', 'iki kişi daha ekle, stajyerler de gelecek', 'tr'],
  ['müşteri 500 adet kupa istiyor', '100 adet daha ekleyelim, fuar için', 'tr'],
  ['Ayşe Hanım 3 gece konaklama istiyor', 'bir gece daha ekle', 'tr'],
];

describe('a relative change of a relayed number', () => {
  it.each(CASES)('%s → %s', (first, second, language) => {
    const content = summarize(relay(first, second, language), language);
    const live = [...content.constraints, ...content.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
    expect(live.some((t) => second.startsWith(t) || t.includes(second.split(',')[0]!))).toBe(true);
    const stale = content.constraints.find((i) => first.includes(i.text) || i.text.includes(first.split(', ').pop()!));
    expect(stale?.supersededBy).toBe(3);
  });

  it.each([
    ['the client wants 40 chairs for the launch', 'chairs should be grey', 'en', 0],
    ['the client wants 40 chairs for the launch', 'and one more for the intern', 'en', 4],
    ['the client wants grey chairs', 'and one more for the intern', 'en', 0],
  ] as const)('look-alike: %s → %s', (first, second, language, gap) => {
    const content = summarize(relay(first, second, language, gap), language);
    expect(content.constraints.map((i) => i.text).filter((t) => first.includes(t))).toEqual([]);
  });
});
