import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput, SummaryItem, SummaryTurn } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { propertyUserTurnRows } from '../userTurnRows.js';

/**
 * Broken summarizers, each a plausible mistake in reading what a user turn
 * hands on: the real `extractSummary` with its input or answer changed the
 * way the mistake would change it.
 */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
function userTexts(change: (text: string) => string): Extract {
  const turn = (t: SummaryTurn): SummaryTurn => (t.role === 'user' ? { ...t, text: change(t.text) } : t);
  return (input) => extractSummary({ ...input, turns: input.turns.map(turn), ...(input.later === undefined ? {} : { later: input.later.map(turn) }) });
}
const lists = ['constraints', 'decisions', 'rejected', 'openQuestions'] as const;
const each = (c: SummaryContent, f: (items: SummaryItem[]) => SummaryItem[]): SummaryContent => ({ ...c, ...Object.fromEntries(lists.map((k) => [k, f(c[k])])) });

const mutants: [string, Extract][] = [
  ['quoted lines read as the user’s (the "> " taken off before reading)', userTexts((text) => text.replace(/^> ?/gmu, ''))],
  ['a rule dictated in quotes not read (the quotes taken for noise)', userTexts((text) => text.replace(/["“”]/gu, ''))],
  ['a proposal or an offer taken never kept (no choice taken at two turns)', after((c) => each(c, (items) => items.filter((i) => i.turns.length < 2)))],
  ['a count said without its noun ignored ("one more" read as nothing)', userTexts((text) => text.replace(/^(?:one|two|three|four|five|a couple|and 5|\+ 2|plus two|bir tane|2 tane|2 adet|iki oda|üç tane|beş tane|10 tane) (?:more|extra|daha)/u, 'ok'))],
  ['a bare "not yet" kept as an option turned down', after((c, input) => ({ ...c, rejected: [...c.rejected, ...input.turns.filter((t) => t.role === 'user' && /not yet|henüz değil|daha değil/u.test(t.text)).map((t) => ({ text: t.text, turns: [t.n] }))] }))],
  ['a table’s block read past its blank line (its document lines after the blank line pasted too)', userTexts((text) => text.replace(/\n\s*\n(?=Do not sign)/u, '\n'))],
];

describe('the property of what a user turn hands on, row by row, catches broken summarizers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyUserTurnRows(extract), { numRuns: 1 }));
});
