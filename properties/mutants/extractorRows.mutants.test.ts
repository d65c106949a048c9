import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput, SummaryItem } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyConversationRows } from '../extractorRows.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken summarizers, each a plausible mistake in putting the summary
 * together: the real `extractSummary` with its input or answer changed the
 * way the mistake would change it.
 */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
const lists = ['constraints', 'decisions', 'rejected', 'openQuestions'] as const;
const each = (c: SummaryContent, f: (items: SummaryItem[]) => SummaryItem[]): SummaryContent => ({ ...c, ...Object.fromEntries(lists.map((k) => [k, f(c[k])])) });

const mutants: [string, Extract][] = [
  ['the turns that stay raw not read (a question answered there left open, a count changed there left live)', (input) => extractSummary({ ...input, later: undefined })],
  ['the mark of a replaced item dropped', after((c) => each(c, (items) => items.map(({ supersededBy: _, ...i }) => i)))],
  ['an approved call kept as the call, never the report', (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.role === 'assistant' && t.calls === undefined && /is now|artık/u.test(t.text) ? { ...t, text: 'Done.' } : t)) })],
  ['a range with nothing new returns an empty summary, not the earlier one', after((c, input) => (JSON.stringify(c) === JSON.stringify(input.previous) && input.turns.every((t) => t.role !== 'user' || !/\d/u.test(t.text)) ? { ...c, constraints: [], decisions: [], openQuestions: [] } : c))],
  ['a line of several rules replaced whole: its pieces not left live', after((c) => each(c, (items) => items.filter((i) => i.supersededBy !== undefined || !items.some((o) => o.supersededBy !== undefined && o.text !== i.text && o.text.includes(i.text) && o.turns.join() === i.turns.join()))))],
  ['an identifier spelled out in a live item listed again', after((c) => ({ ...c, identifiers: c.identifiers.length === 1 && c.identifiers[0]!.text === '9f3c2e1' ? [{ text: 'release/2.4', turns: [1] }, ...c.identifiers] : c.identifiers }))],
];

describe('the property of the summary put together row by row catches broken summarizers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyConversationRows(extract), { numRuns: 1 }));
});
