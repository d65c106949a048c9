import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyCountAdded, propertyRelayedCountAdded } from '../extractorCounts.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a count changed, each a plausible mistake: the real
 * `extractSummary`, its input or its answer changed the way a reader that
 * misses (or overreaches) the form would change it.
 */

/** The same input with the user's words changed before reading: a reader blind to what the change removes. */
function reading(change: (text: string, at: number) => string): Extract {
  return (input) => extractSummary({ ...input, turns: input.turns.map((t, at) => (t.role === 'user' ? { ...t, text: change(t.text, at) } : t)) });
}
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
const ADDS = /(?<![\p{L}])(?:more|extra|daha)(?![\p{L}])/u;
const unmark = <T extends { supersededBy?: number }>(items: T[]): T[] => items.map(({ supersededBy: _, ...i }) => i as T);
/** The first user turn kept as a rule when a later one adds a count: a reader that takes any wish with what follows. */
const firstKept = (when: RegExp): Extract =>
  after((c, input) => {
    const first = input.turns[0]!;
    const later = input.turns.some((t, i) => i > 0 && t.role === 'user' && ADDS.test(t.text));
    const kept = [...c.constraints, ...c.decisions].some((i) => i.text === first.text);
    return later && !kept && when.test(first.text) ? { ...c, constraints: [{ text: first.text, turns: [first.n] }, ...c.constraints] } : c;
  });

const countMutants: [string, Extract][] = [
  ['the count added not kept as a rule', after((c, input) => ({ ...c, constraints: c.constraints.filter((i) => i.turns[0] === input.turns[0]!.n || !ADDS.test(i.text)) }))],
  ['the count added replacing nothing', after((c) => ({ ...c, constraints: unmark(c.constraints), decisions: unmark(c.decisions) }))],
  ['a length of time, money or a time read as a count of things', reading((t, at) => (at === 0 ? t.replace(/(?<=\d )(?:nights|weeks|EUR|minutes|days|gece|saat|TL|gün)(?![\p{L}])/u, 'seats').replace(/after (?=\d)/u, 'for ') : t))],
  ["another thing's count read as the same thing's", reading((t) => t.replace(/^(two|one|iki|bir) (?:more )?(?:bottles|table|şişe|masa) (?:daha )?.*$/u, (_, n: string) => (/iki|bir/u.test(n) ? `${n} tane daha lazım` : `${n} more are coming`)))],
];
const relayedMutants: [string, Extract][] = [
  ['the relayed number kept with nothing added', after((c, input) => {
    const first = input.turns[0]!;
    return /\d/u.test(first.text) && !c.constraints.some((i) => i.text === first.text) ? { ...c, constraints: [{ text: first.text, turns: [first.n] }, ...c.constraints] } : c;
  })],
  ['a wish with no number read as relayed', firstKept(/^(?!.*\d)/u)],
  ['the relayed number not replaced by the count added', after((c) => ({ ...c, constraints: unmark(c.constraints) }))],
];

describe('the properties of a count changed catch broken readers', () => {
  for (const [name, extract] of countMutants) it(`catches: ${name}`, () => expectCaught(propertyCountAdded(extract), { numRuns: 20 }));
  for (const [name, extract] of relayedMutants) it(`catches: ${name}`, () => expectCaught(propertyRelayedCountAdded(extract), { numRuns: 20 }));
});
