import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyOfferTaken, propertyOwnProposalTaken } from '../extractorOffers.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of a proposal taken, each a plausible mistake: the real
 * `extractSummary`, its input or its answer changed the way a reader that
 * misses (or overreaches) the form would change it.
 */

/** The same input with the turns of one role changed before reading: a reader blind to what the change removes. */
function reading(role: 'user' | 'assistant', change: (text: string) => string): Extract {
  return (input) => extractSummary({ ...input, turns: input.turns.map((t) => (t.role === role ? { ...t, text: change(t.text) } : t)) });
}
/** The answer changed after reading. */
function after(change: (c: SummaryContent, input: SummaryInput) => SummaryContent): Extract {
  return (input) => change(extractSummary(input), input);
}
const DECLINE = /^(?:ok, leave it then|no, keep it as is|ok, forget it|no, leave it|peki, kalsın|yok, kalsın|tamam, boşver|gerek yok)$/u;

/** Any question the user answers yes read as taken: the question, a choice at both turns, replacing the first statement. */
function everyQuestionTaken(asker: 'user' | 'assistant'): Extract {
  return after((c, input) => {
    const turns = input.turns;
    const yes = turns.findIndex((t, i) => i > 0 && t.role === 'user' && /^(?:yes|sure|ok|great|approved|evet|olur|tamam)/u.test(t.text) && !DECLINE.test(t.text));
    const asked = turns.slice(0, yes).reverse().find((t) => t.role === asker && t.text.endsWith('?'));
    if (yes < 0 || asked === undefined || c.decisions.some((i) => i.text === asked.text)) return c;
    const first = turns[0]!.text;
    const mark = <T extends { text: string }>(items: T[]): T[] => items.map((i) => (i.text === first ? { ...i, supersededBy: turns[yes]!.n } : i));
    return { ...c, constraints: mark(c.constraints), decisions: [...mark(c.decisions), { text: asked.text, turns: [asked.n, turns[yes]!.n] }] };
  });
}

const offerMutants: [string, Extract][] = [
  ['a decline read as taking the offer', reading('user', (t) => (DECLINE.test(t) ? 'yes, do that' : t))],
  ["a value of the user's own ignored: the offer taken anyway", reading('user', (t) => t.replace(/^(yes|tamam),? (?:but|ama) .*$/u, '$1'))],
  ['an offer pointing back not read', reading('assistant', (t) => t.replace(/^.*\. ((?:Shall I|Should I|Öyle|Bunu) [^.]*\?)$/u, '$1'))],
  ['any question answered yes read as an offer taken', everyQuestionTaken('assistant')],
  ['the offer kept at the taking turn alone', after((c) => ({ ...c, decisions: c.decisions.map((i) => (i.turns.length === 2 ? { ...i, turns: i.turns.slice(1) } : i)) }))],
  ['the offer taken replacing nothing', after((c) => ({ ...c, constraints: c.constraints.map(({ supersededBy: _, ...i }) => i) }))],
];
const proposalMutants: [string, Extract][] = [
  ['a decline read as confirming the proposal', reading('user', (t) => (DECLINE.test(t) ? 'great, do it' : t))],
  ['any question of the user confirmed read as a proposal taken', everyQuestionTaken('user')],
  ["the proposal kept at the confirming turn alone", after((c) => ({ ...c, decisions: c.decisions.map((i) => (i.turns.length === 2 ? { ...i, turns: i.turns.slice(1) } : i)) }))],
  ['the proposal taken replacing nothing', after((c) => ({ ...c, constraints: c.constraints.map(({ supersededBy: _, ...i }) => i), decisions: c.decisions.map(({ supersededBy: _, ...i }) => i) }))],
];

describe('the properties of a proposal taken catch broken readers', () => {
  for (const [name, extract] of offerMutants) it(`catches: ${name}`, () => expectCaught(propertyOfferTaken(extract), { numRuns: 20 }));
  for (const [name, extract] of proposalMutants) it(`catches: ${name}`, () => expectCaught(propertyOwnProposalTaken(extract), { numRuns: 20 }));
});
