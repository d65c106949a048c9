import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyListedRows } from '../listedIdentifiers.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken summarizers, each a plausible mistake in listing identifiers: the
 * real `extractSummary` with its answer changed the way the mistake would
 * change it.
 */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}

const mutants: [string, Extract][] = [
  ['listed in the order first named, whoever named them', after((c) => ({ ...c, identifiers: [...c.identifiers].sort((a, b) => a.turns[0]! - b.turns[0]!) }))],
  ['the longest first within a tier', after((c) => ({ ...c, identifiers: [...c.identifiers].sort((a, b) => b.text.length - a.text.length) }))],
  ['a line carries the turn that last named its value', after((c, input) => ({ ...c, identifiers: c.identifiers.map((i) => ({ ...i, turns: [Math.max(...input.turns.filter((t) => `${t.text} ${(t.calls ?? []).join(' ')}`.toLowerCase().replace(/\s+/gu, '').includes(i.text.toLowerCase().replace(/\s+/gu, ''))).map((t) => t.n), i.turns[0]!)] })) }))],
  ['a rate worked out listed whole', after((c, input) => ({ ...c, identifiers: c.identifiers.map((i) => { const rate = input.turns.map((t) => new RegExp(`${i.text.replace(/[$.]/gu, '\\$&')}/\\p{L}+`, 'u').exec(t.text)?.[0]).find((r) => r !== undefined); return rate === undefined ? i : { ...i, text: rate }; }) }))],
  [
    'an item that only names records kept as a rule',
    after((c, input) => {
      const kept = new Set([...c.constraints, ...c.decisions, ...c.rejected, ...c.openQuestions].flatMap((i) => i.turns));
      const records = input.turns.filter((t) => t.role === 'user' && !kept.has(t.n) && c.identifiers.some((i) => i.turns[0] === t.n && t.text.includes(i.text)));
      return { ...c, constraints: [...c.constraints, ...records.map((t) => ({ text: t.text, turns: [t.n] }))], identifiers: c.identifiers.filter((i) => !records.some((t) => t.text.includes(i.text))) };
    }),
  ],
];

describe('the property of the identifiers listed row by row catches broken summarizers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyListedRows(extract), { numRuns: 1 }));
});
