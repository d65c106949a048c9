import { describe, expect, test } from 'vitest';
import {
  HISTORY_MAX_RUNES, HISTORY_TRIM_NOTE, clampHistory, clampMessages, hasTrimNote, trimNoteIfNeeded,
} from './history.js';
import { runeLens } from './runes.js';

describe('clampHistory — the history clamp contract (C6, C9)', () => {
  // [lens, maxTurns, maxUnits, keep, trimmed, why]
  const table: [number[], number, number, number, number, string][] = [
    [[], 40, 6000, 0, 0, 'empty history keeps nothing and trims nothing'],
    [[10, 10, 10], 40, 6000, 3, 0, 'everything fits'],
    [[10, 10, 10], 40, 20, 2, 1, 'walks newest → oldest and stops when the budget is full'],
    [[10, 10, 10], 40, 19, 1, 2, 'a budget one short of two turns keeps one'],
    [[1, 10, 5], 40, 10, 1, 2, 'stops at the first turn that does not fit (history stays contiguous)'],
    [[5, 100, 5], 40, 50, 1, 2, 'a large middle turn blocks older short ones'],
    [[10, 10, 9000], 40, 6000, 1, 2, 'corner 1: the newest turn is kept even when it alone exceeds the budget'],
    [[9000], 40, 0, 1, 0, 'corner 1: with a zero budget the single turn is still kept'],
    [[1, 1, 1, 1, 1], 3, 6000, 3, 2, 'corner 2: the turn cap holds with runes to spare'],
    [[1, 1, 1], 0, 6000, 1, 2, 'a zero cap still keeps the live question'],
    [[10, 10], Infinity, Infinity, 2, 0, 'infinite caps keep everything'],
  ];
  test.each(table)('%j maxTurns=%d maxUnits=%d → keep %d, trimmed %d (%s)', (lens, maxTurns, maxUnits, keep, trimmed) => {
    expect(clampHistory(lens, maxTurns, maxUnits)).toEqual({ keep, trimmed });
  });

  test('corner 3: the decision depends on the input only, and the input is not changed', () => {
    const lens = [300, 1200, 40, 2500, 80];
    const copy = [...lens];
    const first = clampHistory(lens, 40, HISTORY_MAX_RUNES);
    expect(clampHistory(lens, 40, HISTORY_MAX_RUNES)).toEqual(first);
    expect(lens).toEqual(copy);
    expect(first.keep + first.trimmed).toBe(lens.length);
  });

  test('rejects negative or NaN budgets and bad lengths, naming the field', () => {
    expect(() => clampHistory([1], -1, 10)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', path: ['maxTurns'] }));
    expect(() => clampHistory([1], 1, Number.NaN)).toThrow(expect.objectContaining({ path: ['maxUnits'] }));
    expect(() => clampHistory([1, Number.NaN], 1, 10)).toThrow(expect.objectContaining({ path: ['lens', 1] }));
    expect(() => clampHistory([1, -2], 1, 10)).toThrow(expect.objectContaining({ path: ['lens', 1] }));
  });
});

describe('trim note', () => {
  test('HISTORY_MAX_RUNES is the seed number', () => {
    expect(HISTORY_MAX_RUNES).toBe(6000);
  });
  test('trimNoteIfNeeded gives the note only when something was cut', () => {
    expect(trimNoteIfNeeded(0)).toBe('');
    expect(trimNoteIfNeeded(1)).toBe(HISTORY_TRIM_NOTE);
    expect(hasTrimNote(`x\n${trimNoteIfNeeded(3)}`)).toBe(true);
    expect(hasTrimNote('Earlier turns of this conversation')).toBe(false);
  });
  test('the note says earlier turns were removed and asks the model not to assume them', () => {
    expect(HISTORY_TRIM_NOTE).toMatch(/removed/);
    expect(HISTORY_TRIM_NOTE).toMatch(/not assume/i);
  });
});

describe('clampMessages', () => {
  const turns = (n: number, size: number) =>
    Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: `${i}`.padEnd(size, 'ş') }));

  test('adds the note once when turns are cut, and is idempotent', () => {
    const messages = turns(10, 1000);
    const once = clampMessages(messages, { maxUnits: 3000 });
    expect(once.trimmed).toBe(7);
    expect(once.messages[0]).toEqual({ role: 'system', content: HISTORY_TRIM_NOTE });
    expect(once.messages.slice(1)).toEqual(messages.slice(7));
    const twice = clampMessages(once.messages, { maxUnits: 3000 });
    expect(twice.messages).toEqual(once.messages);
    expect(twice.messages.filter((m) => m.content === HISTORY_TRIM_NOTE)).toHaveLength(1);
  });

  test('no note when nothing is cut', () => {
    const messages = turns(3, 10);
    const result = clampMessages(messages);
    expect(result.noted).toBe(false);
    expect(result.messages).toEqual(messages);
  });

  test('a user message quoting the note neither suppresses nor counts as the note', () => {
    const messages = [{ role: 'user', content: HISTORY_TRIM_NOTE }, ...turns(10, 1000)];
    const result = clampMessages(messages, { maxUnits: 3000 });
    expect(result.messages[0]).toEqual({ role: 'system', content: HISTORY_TRIM_NOTE });
    expect(result.messages.filter((m) => m.role === 'system')).toHaveLength(1);
  });

  test('measures code points by default: an emoji is one rune', () => {
    const messages = [
      { role: 'user', content: '🙂'.repeat(3000) },
      { role: 'user', content: '🙂'.repeat(3000) },
    ];
    // 6000 runes fit exactly; in UTF-16 units they would be 12000 and the first turn would be cut.
    expect(clampMessages(messages).trimmed).toBe(0);
    expect(runeLens(messages.map((m) => m.content))).toEqual([3000, 3000]);
  });
});
