import { describe, expect, it } from 'vitest';
import { HISTORY_TRIM_NOTE } from '../history.js';
import type { Turn } from '../request.js';
import { saidItems } from './saidItems.js';
import type { SummaryItem } from './summary.js';

const history: Turn[] = [
  { role: 'user', content: 'Merhaba. Türkçe yaz.' },
  { role: 'assistant', content: 'Tamam, Türkçe yazacağım.' },
  { role: 'user', content: "ugh. so Tom said fine last night, we can go to £41,500 on the cap, he's moving some savings over" },
  { role: 'assistant', content: 'Noted: the cap is £41,500.' },
  { role: 'user', content: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.' },
  { role: 'tool', toolCallId: 'x', content: 'not a user turn' },
  { role: 'user', content: 'never page Marcus.\nwe are 14 now' },
];

describe('saidItems', () => {
  it('keeps every user turn of the range verbatim, one item per turn, numbered after the earlier summary', () => {
    const { said, absorbed } = saidItems(history, 2, 7, 10, []);
    expect(said).toEqual([
      { text: "ugh. so Tom said fine last night, we can go to £41,500 on the cap, he's moving some savings over", turns: [13] },
      { text: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.', turns: [15] },
      { text: 'never page Marcus. we are 14 now', turns: [17] },
    ]);
    expect(absorbed.size).toBe(0);
    // Outside the range nothing is kept; assistant and tool turns never are.
    expect(saidItems(history, 1, 2, 0, []).said).toEqual([]);
    expect(saidItems(history, 5, 6, 0, []).said).toEqual([]);
  });

  it('leaves out a sentence whose every clause a holder of that turn has, and only then; that holder must be kept', () => {
    const holders: SummaryItem[] = [{ text: 'never page Marcus.', turns: [17] }, { text: 'Türkçe yaz.', turns: [1] }];
    const { said, held } = saidItems(history, 6, 7, 10, holders);
    expect(said).toEqual([{ text: 'we are 14 now', turns: [17] }]);
    expect([...held]).toEqual([holders[0]]);
    // The same words held for another turn do not count for this one.
    expect(saidItems(history, 6, 7, 10, [{ text: 'never page Marcus.', turns: [3] }]).said).toEqual([{ text: 'never page Marcus. we are 14 now', turns: [17] }]);
    // The whole first turn is held: nothing to add for it.
    expect(saidItems(history, 0, 1, 0, [{ text: 'Merhaba', turns: [1] }, { text: 'Türkçe yaz', turns: [1] }]).said).toEqual([]);
  });

  it('keeps a sentence a holder has part of whole, and absorbs the live holder', () => {
    const cap: SummaryItem = { text: 'we can go to £41,500 on the cap', turns: [3] };
    const { said, absorbed, held } = saidItems(history, 2, 3, 0, [cap]);
    expect(said).toEqual([{ text: "ugh. so Tom said fine last night, we can go to £41,500 on the cap, he's moving some savings over", turns: [3] }]);
    expect([...absorbed]).toEqual([cap]);
    expect(held.size).toBe(0);
  });

  it('never shows a superseded holder again unmarked: its sentence keeps only the other clauses', () => {
    const stale: SummaryItem = { text: 'start it on the 3rd', turns: [5], supersededBy: 7 };
    const { said, absorbed, held } = saidItems(history, 4, 5, 0, [stale]);
    expect(said).toEqual([{ text: 'i’m out on the 2nd. And one more for the intern.', turns: [5] }]);
    expect(absorbed.size).toBe(0);
    expect([...held]).toEqual([stale]);
  });

  it('matches a holder by whole words, not inside longer ones', () => {
    const turns: Turn[] = [{ role: 'user', content: 'ok. Book the room for Friday.' }];
    // "ok" is inside "Book": it is not held by the item, and stays.
    expect(saidItems(turns, 0, 1, 0, [{ text: 'Book the room for Friday.', turns: [1] }]).said).toEqual([{ text: 'ok.', turns: [1] }]);
  });

  it('keeps what a system turn says, never the trim note', () => {
    const turns: Turn[] = [
      { role: 'system', content: HISTORY_TRIM_NOTE },
      { role: 'system', content: 'Replies go to the customer: keep them formal.' },
      { role: 'user', content: 'fine' },
    ];
    expect(saidItems(turns, 0, 3, 0, []).said.map((i) => i.text)).toEqual(['Replies go to the customer: keep them formal.', 'fine']);
  });
});
