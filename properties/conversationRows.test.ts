import { describe, expect, it } from 'vitest';
import type { Statement } from '../core/compact/supersession.js';
import { checkConversation, conversationOf, type ConversationRow } from './conversationRows.js';

/** A reader that answers what it is told: the check's own behaviour, apart from any rule. */
const answering = (turns: (number | undefined)[]) => (earlier: readonly Statement[]) => earlier.map((_, i) => turns[i]);

describe('conversation rows: the format the conversation tables are written in', () => {
  it('reads each mark: the earlier statements leave out those said only as later ones; `?` states nothing', () => {
    const row: ConversationRow = { shape: 'marks', said: ['1>5 the van is blue', '3? the van leaves at 9', '5- the other van then'], context: { 5: 'ok. the other van then' }, answers: { 5: 'Blue or red?' }, approvedIn: { 3: 2 } };
    const { earlier, later, by } = conversationOf(row, false);
    expect(later.map((s) => s.turn)).toEqual([1, 3, 5]);
    expect(earlier.map((s) => s.text)).toEqual(['the van is blue', 'the van leaves at 9']);
    expect(by).toEqual([5, null]);
    expect(later[2]).toEqual({ text: 'the other van then', turn: 5, context: 'ok. the other van then', answers: 'Blue or red?' });
    expect(later[1]).toMatchObject({ approved: true, approvedIn: 2, context: 'the van leaves at 9' });
  });

  it('gives a statement its own text as context unless the row writes its turn, and types only the user\'s words wide', () => {
    const alone: ConversationRow = { shape: 'one turn', said: ['2 the van is blue', '2 it leaves at 9'], answers: { 2: 'Blue van, 9 am.' } };
    const { later } = conversationOf(alone, true);
    expect(later.map((s) => s.context)).toEqual(['the  van  is  blue', 'it  leaves  at  9']);
    expect(later.map((s) => s.answers)).toEqual(['Blue van, 9 am.', 'Blue van, 9 am.']);
    const whole: ConversationRow = { ...alone, context: { 2: 'the van is blue. it leaves at 9' } };
    expect(conversationOf(whole, false).later.map((s) => s.context)).toEqual(['the van is blue. it leaves at 9', 'the van is blue. it leaves at 9']);
  });

  it('fails on a wrong answer naming the row and the statement, and passes over a statement marked `?`', () => {
    const row: ConversationRow = { shape: 'the van row', said: ['1>3 the van is blue', '2? the van leaves at 9', '3 the other van then'] };
    expect(() => checkConversation(answering([undefined, 7, undefined]), row, false)).toThrow(/the van row: "the van is blue" \(turn 1\) is replaced by turn 3, read as replaced by none/u);
    expect(() => checkConversation(answering([3, 7, undefined]), row, false)).not.toThrow();
    expect(() => checkConversation(answering([3, 7, 1]), row, false)).toThrow(/"the other van then" \(turn 3\) is replaced by none, read as replaced by turn 1/u);
  });

  it('refuses a statement written without its turn, naming the row and the line', () => {
    const row: ConversationRow = { shape: 'typo row', said: ['1>3 the van is blue', 'the other van then'] };
    expect(() => conversationOf(row, false)).toThrow('typo row: not a statement (TURN, TURN>BY, TURN? or TURN- and its text): "the other van then"');
  });
});
