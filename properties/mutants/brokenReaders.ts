import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput, SummaryItem } from '../../core/compact/summary.js';
import type { Extract } from '../countsApart.js';

/**
 * Broken readers made from the real `extractSummary`, for the tests that
 * show a property of supersession catches one: its input or its answer
 * changed the way a reader with one mistake would change it.
 */

/**
 * The same input with the user's words changed before reading: a reader blind to what the change removes. The items
 * it keeps get their words back (a statement kept whole is the turn as said), so that only the marks it gives them
 * can tell it from the real reader.
 */
export function reading(change: (text: string) => string): Extract {
  return (input) => {
    const back = new Map<string, string>();
    const turns = input.turns.map((t) => {
      if (t.role !== 'user') return t;
      const text = change(t.text);
      back.set(text, t.text);
      return { ...t, text };
    });
    const c = extractSummary({ ...input, turns });
    const restore = <T extends SummaryItem>(list: T[]): T[] => list.map((i) => ({ ...i, text: back.get(i.text) ?? i.text }));
    return { ...c, constraints: restore(c.constraints), decisions: restore(c.decisions), openQuestions: restore(c.openQuestions), rejected: restore(c.rejected) };
  };
}

/** The real reader's answer, changed after reading. */
export function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}

export type Mark = (i: SummaryItem, input: SummaryInput) => number | undefined;

/** Every item's mark of supersession as `mark` says (undefined: live). */
export const remark = (mark: Mark): Extract =>
  after((c, input) => {
    const set = <T extends SummaryItem>(list: T[]): T[] =>
      list.map((i) => {
        const { supersededBy: _, ...rest } = i;
        const by = mark(i, input);
        return (by === undefined ? rest : { ...rest, supersededBy: by }) as T;
      });
    return { ...c, constraints: set(c.constraints), decisions: set(c.decisions), openQuestions: set(c.openQuestions) };
  });

/** The same input with each tool call changed before reading: a reader blind to what the change removes from calls. */
export function calling(change: (call: string) => string): Extract {
  return (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.calls === undefined ? t : { ...t, calls: t.calls.map(change) })) });
}
