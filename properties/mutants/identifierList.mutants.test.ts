import { describe, it } from 'vitest';
import { extractIdentifiers, extractSummary, fitSummary, renderSummary } from '../../core/compact/index.js';
import type { Summary, SummaryContent, SummaryInput, SummaryItem } from '../../core/compact/index.js';
import { propertyIdentifiersByValue, propertyIdentifiersShrinkFromTheEnd, propertyWorkedRateAsAmount, type IdentifierListParts } from '../identifierList.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken identifier lists and shrinking, each a plausible mistake:
 * `core/compact/`'s own answer changed the way the mistake would change it.
 */
const core: IdentifierListParts = { extractSummary, fitSummary } as unknown as IdentifierListParts;
type Extract = (input: SummaryInput) => SummaryContent;

/** Every identifier of the input's turns with who named it, in turn order (a tool's call arguments left out). */
function mentions(input: SummaryInput): { text: string; role: string; n: number }[] {
  return input.turns.flatMap((turn) =>
    extractIdentifiers(turn.text, { source: turn.role === 'tool' ? 'tool' : turn.role === 'assistant' ? 'assistant' : 'user' }).map((text) => ({ text, role: turn.role, n: turn.n })),
  );
}

const withList = (change: (list: SummaryItem[], input: SummaryInput) => SummaryItem[]): Extract => (input) => {
  const content = extractSummary(input);
  return { ...content, identifiers: change(content.identifiers, input) };
};

const listMutants: [string, Extract][] = [
  // The identity of a value is its exact text: a tool's lower-case ticket is a second value.
  ['values compared case-sensitively', withList((list, input) => {
    const extra = mentions(input).filter((m) => list.some((i) => i.text !== m.text && i.text.toLowerCase() === m.text.toLowerCase()) && !list.some((i) => i.text === m.text));
    return [...list, ...[...new Set(extra.map((m) => m.text))].map((text) => ({ text, turns: [1] }))];
  })],
  // Spacing is part of the value: an IBAN in groups and without spaces are two.
  ['values compared with their spaces', withList((list, input) => {
    const extra = mentions(input).filter((m) => list.some((i) => i.text !== m.text && i.text.replace(/\s+/gu, '') === m.text.replace(/\s+/gu, '')) && !list.some((i) => i.text === m.text));
    return [...list, ...[...new Set(extra.map((m) => m.text))].map((text) => ({ text, turns: [1] }))];
  })],
  // The first spelling wins, whoever wrote it.
  ['the first spelling listed, not the most valuable', withList((list, input) => {
    const all = mentions(input);
    return list.map((item) => ({ ...item, text: all.find((m) => m.text.toLowerCase().replace(/\s+/gu, '') === item.text.toLowerCase().replace(/\s+/gu, ''))?.text ?? item.text }));
  })],
  // Ranked by first appearance alone.
  ['listed in the order first named', withList((list, input) => {
    const all = mentions(input);
    const first = (item: SummaryItem): number => all.find((m) => m.text.toLowerCase().replace(/\s+/gu, '') === item.text.toLowerCase().replace(/\s+/gu, ''))?.n ?? 0;
    return [...list].sort((a, b) => first(a) - first(b));
  })],
  // What the assistant named is put before what the user named.
  ['the assistant\'s before the user\'s', withList((list, input) => {
    const all = mentions(input);
    const by = (item: SummaryItem, role: string): boolean => all.some((m) => m.role === role && m.text.toLowerCase().replace(/\s+/gu, '') === item.text.toLowerCase().replace(/\s+/gu, ''));
    const score = (item: SummaryItem): number => (by(item, 'user') ? 1 : by(item, 'assistant') ? 2 : 0);
    return [...list].sort((a, b) => score(b) - score(a));
  })],
  // A value only tools printed is left out of the list.
  ['tool output left out', withList((list, input) => {
    const all = mentions(input);
    return list.filter((item) => all.some((m) => m.role !== 'tool' && m.text.toLowerCase().replace(/\s+/gu, '') === item.text.toLowerCase().replace(/\s+/gu, '')));
  })],
];

/** An amount with its currency and nothing after it ("€142.86", "₺1.200,50"). */
const AMOUNT = /^[€$£₺][\d.,]+$/u;

const rateMutants: [string, Extract][] = [
  // The rule undone: the rate the assistant worked out is listed whole, as the assistant wrote it.
  ['a worked rate listed whole', withList((list, input) => list.map((item) => {
    if (!AMOUNT.test(item.text)) return item;
    const said = input.turns.filter((t) => t.role === 'assistant').map((t) => t.text).join('\n');
    const at = said.indexOf(`${item.text}/`);
    return at < 0 ? item : { ...item, text: said.slice(at).split(/[\s,]/u)[0]!.replace(/\.$/u, '') };
  }))],
  // Every rate cut to its amount, also the user's and a tool's.
  ['every rate listed as its amount', withList((list) => list.map((item) => (/^[€$£₺][\d.,]+\/\p{L}+$/u.test(item.text) ? { ...item, text: item.text.slice(0, item.text.indexOf('/')) } : item)))],
  // The amount ranked with the records, first.
  ['the amount listed before the records', withList((list) => [...list.filter((item) => AMOUNT.test(item.text)), ...list.filter((item) => !AMOUNT.test(item.text))])],
];

type Fit = IdentifierListParts['fitSummary'];
/** Identifiers dropped one at a time in the order `pick` chooses until the summary fits. */
const dropping = (pick: (ids: SummaryItem[]) => number): Fit => (summary, budget, cost) => {
  let s = summary as unknown as Summary;
  while (cost(renderSummary(s)) > budget && s.content.identifiers.length > 0) {
    const ids = [...s.content.identifiers];
    ids.splice(pick(ids), 1);
    s = { ...s, content: { ...s.content, identifiers: ids } };
  }
  return fitSummary(s, budget, cost) as never;
};

const fitMutants: [string, Fit][] = [
  ['identifiers shed from the top', dropping(() => 0)],
  ['the longest identifier shed first', dropping((ids) => ids.reduce((best, item, k) => (item.text.length > ids[best]!.text.length ? k : best), 0))],
  ['the shortest identifier shed first', dropping((ids) => ids.reduce((best, item, k) => (item.text.length < ids[best]!.text.length ? k : best), 0))],
];

describe('the identifier-list properties catch broken lists and shrinking', () => {
  for (const [name, extract] of listMutants) it(`catches: ${name}`, () => expectCaught(propertyIdentifiersByValue({ ...core, extractSummary: extract as never })));
  for (const [name, extract] of rateMutants) it(`catches: ${name}`, () => expectCaught(propertyWorkedRateAsAmount({ ...core, extractSummary: extract as never })));
  for (const [name, fit] of fitMutants) it(`catches: ${name}`, () => expectCaught(propertyIdentifiersShrinkFromTheEnd({ ...core, fitSummary: fit })));
});
