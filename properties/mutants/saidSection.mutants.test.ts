import { describe, it } from 'vitest';
import { echoedItems, holdsWords, saidItems, type Holder } from '../../core/compact/index.js';
import { propertyEchoedSentences, propertyHoldsWords, propertySaidSection, propertyShortAnswers, type SaidParts } from '../saidSection.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken writers of the verbatim section, each a plausible mistake:
 * `core/compact/saidItems.ts`'s own, with its input or answer changed the
 * way the mistake would change it.
 */
const core: SaidParts = { saidItems, echoedItems, holdsWords };
const live = (holders: readonly Holder[]): Holder[] => holders.filter((h) => h.item.supersededBy === undefined);

const saidMutants: [string, Partial<SaidParts>][] = [
  ['any item carries a turn, binding or not', { saidItems: (h, f, t, c, holders) => saidItems(h, f, t, c, holders.map((x) => ({ ...x, binds: true }))) }],
  ['the window read from the turn after from', { saidItems: (h, f, t, c, holders) => saidItems(h, f + 1, t, c, holders) }],
  ['turn numbers without the earlier summary', { saidItems: (h, f, t, c, holders) => { const r = saidItems(h, f, t, c, holders); return { ...r, said: r.said.map((s) => ({ ...s, turns: s.turns.map((n) => n - c) })) }; } }],
  ['replaced values hidden always', { saidItems: (h, f, t, c, holders) => saidItems(h, f, t, c, holders.map((x) => (x.item.supersededBy === undefined ? x : { ...x, item: { ...x.item, supersededBy: 10_000 } }))) }],
  // An answer that only takes what was offered ("ok", "check" to "check the disk?") is left out when a call carries it out.
  ['a call after an answer not seen', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'assistant' && turn.toolCalls !== undefined ? { role: 'assistant' as const, content: turn.content } : turn)), f, t, c, holders) }],
  ['thanks left out after a question too', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'assistant' ? { ...turn, content: turn.content.replaceAll('?', '.') } : turn)), f, t, c, holders) }],
  ['absorbed items still held', { saidItems: (h, f, t, c, holders) => { const r = saidItems(h, f, t, c, holders); return { ...r, held: new Set([...r.held, ...r.absorbed]) }; } }],
  // A replaced value whose line and change the model reads: listed again (as before the twenty-second round), or
  // left out whatever shows the change (a change past the history, or one no line writes).
  ['a replaced value listed again though its line and its change say it', { saidItems: (h, f, t, c, holders) => { const r = saidItems(h, f, t, c, holders); return { ...r, absorbed: new Set([...r.absorbed].filter((item) => item.supersededBy === undefined)) }; } }],
  ['a replaced value left out whatever shows its change', { saidItems: (h, f, t, c, holders) => {
    const r = saidItems(h, f, t, c, holders);
    const lined = holders.filter((x) => x.item.supersededBy !== undefined && x.item.turns.length === 1 && r.said.some((s) => s.turns[0] === x.item.turns[0] && holdsWords(s.text, x.item.text)));
    return { ...r, absorbed: new Set([...r.absorbed, ...lined.map((x) => x.item)]) };
  } }],
];

// The short-answer rule read loosely: what the answer answers, what carries it out, what keeps it.
const answerMutants: [string, Partial<SaidParts>][] = [
  ['a tool result read as the words answered', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'tool' ? { role: 'assistant' as const, content: turn.content } : turn)), f, t, c, holders) }],
  ['every assistant reply read as a call', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'assistant' && turn.content.trim() !== '' ? { ...turn, toolCalls: [{ id: 'x', name: 'x', arguments: '{}' }] } : turn)), f, t, c, holders) }],
  ['any item keeps an answer, binding or not', { saidItems: (h, f, t, c, holders) => saidItems(h, f, t, c, holders.map((x) => ({ ...x, binds: true }))) }],
  ['the decision that keeps an answer not kept', { saidItems: (h, f, t, c, holders) => ({ ...saidItems(h, f, t, c, holders), held: new Set() }) }],
  ['a call after an answer not seen', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'assistant' && turn.toolCalls !== undefined ? { role: 'assistant' as const, content: turn.content } : turn)), f, t, c, holders) }],
  ['thanks left out after a question too', { saidItems: (h, f, t, c, holders) => saidItems(h.map((turn) => (turn.role === 'assistant' ? { ...turn, content: turn.content.replaceAll('?', '.') } : turn)), f, t, c, holders) }],
];

const echoMutants: [string, Partial<SaidParts>][] = [
  ['replaced rules carry repeated sentences', { echoedItems: (h, f, t, c, holders) => echoedItems(h, f, t, c, holders.map((x) => ({ ...x, item: { text: x.item.text, turns: x.item.turns } }))) }],
  ['tool-call arguments not read', { echoedItems: (h, f, t, c, holders) => echoedItems(h.map((turn) => (turn.role === 'assistant' && turn.toolCalls ? { ...turn, toolCalls: turn.toolCalls.map((x) => ({ ...x, arguments: '{}' })) } : turn)), f, t, c, holders) }],
  ['earlier turns that are not the user\'s read as hers', { echoedItems: (h, f, t, c, holders) => echoedItems(h.map((turn, i) => (i < f && turn.role !== 'user' && turn.role !== 'system' ? { role: 'user' as const, content: turn.content } : turn)), f, t, c, holders) }],
  ['no rule carries repeated sentences', { echoedItems: (h, f, t, c, holders) => echoedItems(h, f, t, c, live(holders).filter((x) => !x.binds)) }],
];

const holdMutants: [string, Partial<SaidParts>][] = [
  ['a plain substring test', { holdsWords: (outer, inner) => inner.trim() !== '' && outer.includes(inner.replace(/[\s,;:.!?…–—-]+$/u, '')) }],
];

describe('the verbatim-section properties catch broken writers', () => {
  for (const [name, change] of holdMutants) it(`catches: ${name}`, () => expectCaught(propertyHoldsWords({ ...core, ...change })));
  for (const [name, change] of saidMutants) it(`catches: ${name}`, () => expectCaught(propertySaidSection({ ...core, ...change })));
  for (const [name, change] of answerMutants) it(`catches: ${name} (short answers)`, () => expectCaught(propertyShortAnswers({ ...core, ...change })));
  for (const [name, change] of echoMutants) it(`catches: ${name}`, () => expectCaught(propertyEchoedSentences({ ...core, ...change })));
});
