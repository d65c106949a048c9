import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { Extract } from '../clauseRules.js';
import { propertyTalkNoRule } from '../extractorTalk.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of what binds nothing, each a plausible mistake: the real `extractSummary`, with its answer changed
 * after reading the way a reader blind to (or overreaching) the form would give it.
 */
const HELP = /help|yard[ıi]m/iu;
const NOT_YET = /not yet|hen[üu]z de[ğg]il|daha de[ğg]il/iu;
/** The user's sentences of the conversation that match `pattern`, as the reader would have kept them. */
function sentences(input: Parameters<Extract>[0], pattern: RegExp): { text: string; turns: number[] }[] {
  return input.turns
    .filter((t) => t.role === 'user')
    .flatMap((t) => t.text.split(/(?<=\.)\s+/u).filter((s) => pattern.test(s)).map((s) => ({ text: s.trim(), turns: [t.n] })));
}

const mutants: [string, Extract][] = [
  ['a request for help kept as a constraint', (input) => {
    const c = extractSummary(input);
    return { ...c, constraints: [...c.constraints, ...sentences(input, HELP)] };
  }],
  ['a bare "not yet" kept as an open question', (input) => {
    const c = extractSummary(input);
    return { ...c, openQuestions: [...c.openQuestions, ...sentences(input, NOT_YET)] };
  }],
  ['every line that names help left out, a limit too', (input) => {
    const c = extractSummary(input);
    const off = (items: typeof c.constraints): typeof c.constraints => items.filter((i) => !HELP.test(i.text));
    return { ...c, constraints: off(c.constraints), decisions: off(c.decisions) };
  }],
  ['every "not yet" left out, with the step it waits for', (input) => {
    const c = extractSummary(input);
    const off = (items: typeof c.constraints): typeof c.constraints => items.filter((i) => !NOT_YET.test(i.text));
    return { ...c, constraints: off(c.constraints), decisions: off(c.decisions), rejected: off(c.rejected), openQuestions: off(c.openQuestions) };
  }],
  ['a rule in the turn of a request for help dropped with it', (input) => {
    const c = extractSummary(input);
    const helped = new Set(input.turns.filter((t) => t.role === 'user' && HELP.test(t.text)).map((t) => t.n));
    return { ...c, constraints: c.constraints.filter((i) => !i.turns.some((n) => helped.has(n))) };
  }],
];

describe('the property of what binds nothing catches broken readers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyTalkNoRule(extract), { numRuns: 20 }));
});
