import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyToldChange } from '../extractorTold.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a change told, each a plausible mistake: the real
 * `extractSummary`'s answer changed the way a reader that misses (or
 * overreaches) the form would change it.
 */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
const lastUser = (input: SummaryInput): { text: string; n: number } => input.turns.filter((t) => t.role === 'user').at(-1)!;
const unmark = <T extends { supersededBy?: number }>(items: T[]): T[] => items.map(({ supersededBy: _, ...i }) => i as T);
const addTold = (c: SummaryContent, input: SummaryInput): SummaryContent => {
  const told = lastUser(input);
  const first = input.turns[0]!.text;
  const mark = <T extends { text: string }>(items: T[]): T[] => items.map((i) => (i.text === first ? { ...i, supersededBy: told.n } : i));
  return c.constraints.some((i) => i.text === told.text) ? c : { ...c, constraints: [...mark(c.constraints), { text: told.text, turns: [told.n] }] };
};

const mutants: [string, Extract][] = [
  ['a change told not read', after((c, input) => ({ ...c, constraints: unmark(c.constraints).filter((i) => i.text !== lastUser(input).text) }))],
  ['the result cut off the change told', after((c) => ({ ...c, constraints: c.constraints.map((i) => ({ ...i, text: i.text.replace(/, \d[\d:]*$/u, '') })) }))],
  ['a value that was read as a change', after((c, input) => (/used to|eskiden/u.test(lastUser(input).text) ? addTold(c, input) : c))],
  ['a change told kept though it replaces nothing', after(addTold)],
  ['the change told filed as a choice', after((c, input) => ({ ...c, constraints: c.constraints.filter((i) => i.text !== lastUser(input).text), decisions: [...c.decisions, ...c.constraints.filter((i) => i.text === lastUser(input).text)] }))],
];

describe('the property of a change told catches broken readers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyToldChange(extract), { numRuns: 20 }));
});
