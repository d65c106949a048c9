import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyOpenQuestions } from '../extractorQuestions.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of the user's questions, each a plausible mistake: the real
 * `extractSummary`, its input or its answer changed the way a reader that
 * misses (or overreaches) the form would change it.
 */
function input(change: (i: SummaryInput) => SummaryInput): Extract {
  return (i) => extractSummary(change(i));
}
function after(change: (c: SummaryContent, i: SummaryInput) => SummaryContent): Extract {
  return (i) => change(extractSummary(i), i);
}
const asks = (text: string): boolean => text.trim().endsWith('?');

const mutants: [string, Extract][] = [
  ['an answer not read: every question open', input((i) => ({ ...i, turns: i.turns.map((t) => (t.role === 'assistant' ? { ...t, text: '' } : t)) }))],
  ["a tool's result read as an answer", input((i) => ({ ...i, turns: i.turns.map((t) => (t.role === 'tool' ? { ...t, role: 'assistant' as const } : t)) }))],
  ['an answer in a raw turn not read', input(({ later: _, ...i }) => i)],
  ['a question kept in its last clause only', after((c) => ({ ...c, openQuestions: c.openQuestions.map((q) => ({ ...q, text: q.text.replace(/^.*, /u, '') })) }))],
  ['a question kept without its turn', after((c) => ({ ...c, openQuestions: c.openQuestions.map((q) => ({ ...q, turns: [] })) }))],
  ['a rule asked politely read as a question', after((c) => ({ ...c, constraints: c.constraints.filter((i) => !asks(i.text)), openQuestions: [...c.openQuestions, ...c.constraints.filter((i) => asks(i.text))] }))],
  ['every question read as a rule asked politely', after((c) => ({ ...c, constraints: [...c.constraints, ...c.openQuestions], openQuestions: [] }))],
  ["someone else's wish asked back read as a question", after((c, i) => {
    const wish = i.turns.find((t) => t.role === 'user' && / wants /u.test(t.text) && asks(t.text));
    return wish === undefined ? c : { ...c, openQuestions: [...c.openQuestions, { text: wish.text, turns: [wish.n] }] };
  })],
];

describe('the property of open questions catches broken readers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyOpenQuestions(extract), { numRuns: 20 }));
});
