import { describe, expect, it } from 'vitest';
import { HISTORY_TRIM_NOTE } from '../history.js';
import type { Turn } from '../request.js';
import { echoedItems, saidItems, type Holder } from './saidItems.js';
import type { SummaryItem } from './summary.js';

const history: Turn[] = [
  { role: 'user', content: 'Merhaba. Türkçe yaz.' },
  { role: 'assistant', content: 'Tamam, Türkçe yazacağım.' },
  { role: 'user', content: "ugh. so Tom said fine last night, we can go to £41,500 on the cap, he's moving some savings over" },
  { role: 'assistant', content: 'Noted: the cap is £41,500.' },
  { role: 'user', content: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.' },
  { role: 'tool', toolCallId: 'x', content: 'not a user turn' },
  { role: 'user', content: 'never page Marcus.\nwe are 14 now' },
  { role: 'assistant', content: 'The start date is the 4th now (approved).' },
  { role: 'user', content: 'ok' },
];

const rule = (item: SummaryItem): Holder => ({ item, binds: true });
const option = (item: SummaryItem): Holder => ({ item, binds: false });

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

  it('leaves out a turn one live rule of that turn holds whole, and only then; that rule must be kept', () => {
    const marcus: SummaryItem = { text: 'never page Marcus. we are 14 now', turns: [17] };
    const { said, held } = saidItems(history, 6, 7, 10, [rule(marcus), rule({ text: 'Türkçe yaz.', turns: [1] })]);
    expect(said).toEqual([]);
    expect([...held]).toEqual([marcus]);
    // The same words held for another turn do not count for this one.
    expect(saidItems(history, 6, 7, 10, [rule({ ...marcus, turns: [3] })]).said).toEqual([{ text: 'never page Marcus. we are 14 now', turns: [17] }]);
  });

  it('writes a turn whole, absorbing the live items inside it, when two items hold it or one holds part of it', () => {
    const page: SummaryItem = { text: 'never page Marcus.', turns: [17] };
    const count: SummaryItem = { text: 'we are 14 now', turns: [17] };
    const two = saidItems(history, 6, 7, 10, [rule(page), rule(count)]);
    expect(two.said).toEqual([{ text: 'never page Marcus. we are 14 now', turns: [17] }]);
    expect([...two.absorbed]).toEqual([page, count]);
    expect(two.held.size).toBe(0);
    const cap: SummaryItem = { text: 'we can go to £41,500 on the cap', turns: [3] };
    const part = saidItems(history, 2, 3, 0, [rule(cap)]);
    expect(part.said).toEqual([{ text: "ugh. so Tom said fine last night, we can go to £41,500 on the cap, he's moving some savings over", turns: [3] }]);
    expect([...part.absorbed]).toEqual([cap]);
    expect(part.held.size).toBe(0);
    // The first turn's two sentences are two rules: one line, so that a statement across them is never cut in two.
    expect(saidItems(history, 0, 1, 0, [rule({ text: 'Merhaba', turns: [1] }), rule({ text: 'Türkçe yaz', turns: [1] })]).said).toEqual([{ text: 'Merhaba. Türkçe yaz.', turns: [1] }]);
  });

  it('writes a turn an item of a section that does not bind holds whole: the words must reach the model as binding as the clamp shows them', () => {
    const marcus: SummaryItem = { text: 'never page Marcus. we are 14 now', turns: [17] };
    const { said, absorbed, held } = saidItems(history, 6, 7, 10, [option(marcus)]);
    expect(said).toEqual([{ text: 'never page Marcus. we are 14 now', turns: [17] }]);
    expect([...absorbed]).toEqual([marcus]);
    expect(held.size).toBe(0);
  });

  it("shows a superseded holder's words again when the turn that replaced them is a user turn the model reads after them, and writes that turn whole", () => {
    const stale: SummaryItem = { text: 'start it on the 3rd', turns: [5], supersededBy: 7 };
    const marcus: SummaryItem = { text: 'never page Marcus. we are 14 now', turns: [7] };
    const { said, absorbed, held } = saidItems(history, 4, 7, 0, [rule(stale), rule(marcus)]);
    expect(said).toEqual([
      { text: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.', turns: [5] },
      { text: 'never page Marcus. we are 14 now', turns: [7] },
    ]);
    // The marked item too: its words are in the line of turn 5, the change in the line of turn 7 after it.
    expect([...absorbed]).toEqual([marcus, stale]);
    expect(held.size).toBe(0);
    // Replaced in the raw tail: the model reads the change there, after the section; the marked item need not stay.
    const tail = saidItems(history, 4, 5, 0, [rule(stale)]);
    expect(tail.said).toEqual([{ text: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.', turns: [5] }]);
    expect([...tail.absorbed]).toEqual([stale]);
    // Replaced past the history: nothing the model reads says the change, so the marked item stays.
    expect(saidItems(history, 4, 5, 0, [rule({ ...stale, supersededBy: 99 })]).absorbed.size).toBe(0);
  });

  it('writes a turn whole when what replaced a value of it is an assistant turn, and the change at its own turn after it', () => {
    // Turn 8 (an assistant's report of a call the user approved) replaced "start it on the 3rd".
    const stale: SummaryItem = { text: 'start it on the 3rd', turns: [5], supersededBy: 8 };
    const change: SummaryItem = { text: 'The start date is the 4th now (approved).', turns: [8] };
    const whole = { text: 'start it on the 3rd, i’m out on the 2nd. And one more for the intern.', turns: [5] };
    const inSection = saidItems(history, 4, 8, 0, [rule(stale), rule(change)]);
    expect(inSection.said).toEqual([whole, { text: 'never page Marcus. we are 14 now', turns: [7] }, { text: 'The start date is the 4th now (approved).', turns: [8] }]);
    // The marked item too: the change is written at turn 8, after its line.
    expect([...inSection.absorbed]).toEqual([change, stale]);
    expect(inSection.held.size).toBe(0);
    // Without a live item that binds to write the change, the marked item alone says it: it stays.
    expect(saidItems(history, 4, 8, 0, [rule(stale), option(change)]).absorbed.has(stale)).toBe(false);
    // The call's report comes after the call, before the next user turn: an item after that turn is not the change.
    const atCall: SummaryItem = { ...stale, supersededBy: 6 };
    expect(saidItems(history, 4, 8, 0, [rule(atCall), rule(change)]).said.map((i) => i.turns[0])).toEqual([5, 7]);
    expect(saidItems(history, 4, 8, 0, [rule(atCall), rule({ text: 'not a user turn', turns: [6] })]).said.map((i) => i.turns[0])).toEqual([5, 6, 7]);
    // Only a live item that binds writes the change; without one the turn is still whole, the marked item says the rest.
    expect(saidItems(history, 4, 8, 0, [rule(stale), option(change)]).said.map((i) => i.turns[0])).toEqual([5, 7]);
    expect(saidItems(history, 4, 8, 0, [rule(stale), rule({ ...change, supersededBy: 9 })]).said.map((i) => i.turns[0])).toEqual([5, 7]);
    // Replaced in the raw tail by an assistant turn: the model reads the change there; the turn is whole.
    const { said, held } = saidItems(history, 4, 5, 0, [rule(stale)]);
    expect(said).toEqual([whole]);
    expect(held.size).toBe(0);
  });

  it('matches a holder by whole words, not inside longer ones', () => {
    const turns: Turn[] = [{ role: 'user', content: 'Book the room for Friday.' }];
    // "ok" is inside "Book": the turn is not held by "ok", and stays.
    expect(saidItems(turns, 0, 1, 0, [rule({ text: 'ok', turns: [1] })]).said).toEqual([{ text: 'Book the room for Friday.', turns: [1] }]);
    expect(saidItems(turns, 0, 1, 0, [rule({ text: 'Book the room for Friday.', turns: [1] })]).said).toEqual([]);
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

describe('echoedItems', () => {
  const turns: Turn[] = [
    { role: 'user', content: 'Hi there. honestly nothing with peanuts at all, my son is allergic. Thanks!' },
    { role: 'assistant', content: 'Noted.' },
    { role: 'user', content: 'the client only reads German' },
    { role: 'assistant', content: 'ok' },
    { role: 'user', content: 'what did you put in?' },
    { role: 'assistant', content: 'Fruit and crackers: nothing with peanuts at all, as you said. The client only reads German, so the card is in German.' },
    { role: 'user', content: 'great' },
  ];

  it("carries an earlier user sentence a turn of the range that is not the user's repeats, five words in a row or a short one whole", () => {
    expect(echoedItems(turns, 4, 7, 10, []).said).toEqual([
      { text: 'honestly nothing with peanuts at all, my son is allergic.', turns: [11] },
      { text: 'the client only reads German', turns: [13] },
    ]);
  });

  it('not when a live rule of its turn holds it, nor for a repetition outside the range or by the user', () => {
    const peanuts: SummaryItem = { text: 'honestly nothing with peanuts at all, my son is allergic.', turns: [1] };
    const carried = echoedItems(turns, 4, 7, 0, [rule(peanuts)]);
    expect(carried.said.map((i) => i.turns)).toEqual([[3]]);
    // The rule carries the repeated words: it must be kept.
    expect([...carried.held]).toEqual([peanuts]);
    // A rejected option does not bind: the sentence still goes.
    expect(echoedItems(turns, 4, 7, 0, [option(peanuts)]).said.map((i) => i.turns)).toEqual([[1], [3]]);
    expect(echoedItems(turns, 4, 5, 0, []).said).toEqual([]);
    const byUser: Turn[] = [turns[0]!, { role: 'user', content: 'again: nothing with peanuts at all' }];
    expect(echoedItems(byUser, 1, 2, 0, []).said).toEqual([]);
    // Three words in a row are not enough in a longer sentence.
    expect(echoedItems([turns[0]!, { role: 'assistant', content: 'nothing with peanuts' }], 1, 2, 0, []).said).toEqual([]);
  });

  it('writes a repeated statement of two sentences whole when a rule holds only one of them', () => {
    const twice: Turn[] = [
      { role: 'user', content: 'Lütfen resmi yaz. İndirim yok. Eski müşterilere bile.' },
      { role: 'assistant', content: 'Dediğiniz gibi: «İndirim yok. Eski müşterilere bile.»' },
    ];
    const noDiscount: SummaryItem = { text: 'İndirim yok.', turns: [1] };
    const both: SummaryItem = { text: 'İndirim yok. Eski müşterilere bile.', turns: [1] };
    // A rule of one sentence and a line of the other would cut the statement the clamp shows in two.
    const cut = echoedItems(twice, 1, 2, 0, [rule(noDiscount)]);
    expect(cut.said).toEqual([{ text: 'İndirim yok. Eski müşterilere bile.', turns: [1] }]);
    expect(cut.held.size).toBe(0);
    // A rule that holds the whole statement carries it.
    const whole = echoedItems(twice, 1, 2, 0, [rule(noDiscount), rule(both)]);
    expect(whole.said).toEqual([]);
    expect([...whole.held]).toEqual([both]);
  });
});
