import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyPieceRows } from '../keptPieces.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken summarizers, each a plausible mistake in cutting a user's line
 * into kept pieces: the real `extractSummary` with its answer changed the
 * way the mistake would change it.
 */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
const userLines = (input: SummaryInput): { text: string; n: number }[] => input.turns.filter((t) => t.role === 'user').map((t) => ({ text: t.text, n: t.n }));

const mutants: [string, Extract][] = [
  ['a bare "not yet" kept as an open question', after((c, input) => ({ ...c, openQuestions: [...c.openQuestions, ...userLines(input).filter((t) => /not\s+yet|henüz|daha değil/u.test(t.text)).map((t) => ({ text: t.text, turns: [t.n] }))] }))],
  ['a request for help kept as a rule', after((c, input) => ({ ...c, constraints: [...userLines(input).flatMap((t) => (/help|yardım/u.test(t.text) && !c.constraints.some((i) => i.text === t.text) ? [{ text: t.text.split('. ')[0]!, turns: [t.n] }] : [])), ...c.constraints] }))],
  ['a limit after its thing cut off', after((c) => ({ ...c, constraints: c.constraints.map((i) => ({ ...i, text: i.text.replace(/,\s+(?:tops|always|all in|not more|that's all|en fazla|o kadar|ideally)\.?$/u, '') })) }))],
  ['a value after a kept clause an item of its own', after((c) => ({ ...c, constraints: c.constraints.flatMap((i) => { const m = /^(.*),\s+((?:but\s+)?not\s+\S+|\d[\d:]*|SEG-\d+)$/u.exec(i.text); return m === null ? [i] : [{ ...i, text: m[1]! }, { ...i, text: m[2]! }]; }) }))],
  ['the comma after a kept piece left on', after((c, input) => ({ ...c, constraints: c.constraints.map((i) => { const t = userLines(input).find((u) => u.n === i.turns[0]); return t !== undefined && t.text.startsWith(i.text) && /^[,;]$/u.test(t.text.slice(i.text.length)) ? { ...i, text: t.text } : i; }) }))],
];

describe("the property of the pieces of a user's line kept row by row catches broken summarizers", () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyPieceRows(extract), { numRuns: 1 }));
});
