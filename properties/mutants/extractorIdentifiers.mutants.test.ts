import { describe, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import type { SummaryContent, SummaryInput, SummaryItem } from '../../core/compact/summary.js';
import type { Extract } from '../clauseRules.js';
import { propertyIdentifierRanking } from '../extractorIdentifiers.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken rankers of identifiers, each a plausible mistake: the real
 * `extractSummary`'s list changed the way a ranker that misses a rule would
 * order or filter it.
 */
function listing(change: (ids: SummaryItem[], input: SummaryInput) => SummaryItem[]): Extract {
  return (input) => {
    const c: SummaryContent = extractSummary(input);
    return { ...c, identifiers: change(c.identifiers, input) };
  };
}
/** Where a value is first named: its turn, then its place in the turn. */
function firstNamed(input: SummaryInput, id: string): number {
  const turn = input.turns.findIndex((t) => t.text.toLowerCase().includes(id.toLowerCase()));
  return turn < 0 ? Number.MAX_SAFE_INTEGER : turn * 10_000 + input.turns[turn]!.text.toLowerCase().indexOf(id.toLowerCase());
}
const by = (key: (id: SummaryItem) => number) => (a: SummaryItem, b: SummaryItem) => key(a) - key(b);
const said = (input: SummaryInput, role: string, id: string): boolean => input.turns.some((t) => t.role === role && t.text.includes(id));
const toolText = (input: SummaryInput): string => input.turns.filter((t) => t.role === 'tool').map((t) => t.text).join('\n');
const add = (ids: SummaryItem[], text: string | undefined, at = ids.length): SummaryItem[] =>
  text === undefined || ids.some((i) => i.text === text) ? ids : [...ids.slice(0, at), { text, turns: [1] }, ...ids.slice(at)];

const mutants: [string, Extract][] = [
  ['no tiers: every value in the order first named', listing((ids, input) => [...ids].sort(by((i) => firstNamed(input, i.text))))],
  ["the assistant's records ranked with the tool's", listing((ids, input) => [...ids].sort(by((i) => (said(input, 'user', i.text) ? 0 : 1) * 1e9 + firstNamed(input, i.text))))],
  // The tool printed the link first: ranked by first mention alone within its tier, it goes before the short records.
  ['a long identifier ranked like a short one', listing((ids, input) => {
    const link = ids.find((i) => toolText(input).includes(`see ${i.text}`));
    const rest = ids.filter((i) => i !== link);
    const at = rest.findIndex((i) => toolText(input).includes(`ref ${i.text}`));
    return link === undefined || at < 0 ? ids : [...rest.slice(0, at), link, ...rest.slice(at)];
  })],
  // A file of 17 characters named before one of 13: ranked by first mention alone, it stays first.
  ['the middle size ranked with the short', listing((ids, input) => {
    const files = ids.filter((i) => said(input, 'assistant', i.text) && /\.(?:xlsx|docx|pdf)$/u.test(i.text));
    const at = ids.findIndex((i) => files.includes(i));
    const rest = ids.filter((i) => !files.includes(i));
    return at < 0 ? ids : [...rest.slice(0, at), ...files.sort(by((i) => firstNamed(input, i.text))), ...rest.slice(at)];
  })],
  ['spellings of one value listed apart', listing((ids, input) => add(ids, /ticket (\S+)/u.exec(toolText(input))?.[1]))],
  ["the tool's spelling kept over the user's", listing((ids, input) => {
    const lower = /ticket (\S+)/u.exec(toolText(input))?.[1];
    return ids.map((i) => (lower !== undefined && i.text.toLowerCase() === lower ? { ...i, text: lower } : i));
  })],
  ["a value in a kept rule of the user's listed again", listing((ids, input) => add(ids, /^Never close (\S+) without me\./u.exec(input.turns[0]!.text)?.[1], 0))],
  ['a value a raw turn names again listed', listing((ids, input) => add(ids, /^what about (\S+)\?$/u.exec(input.later?.[0]?.text ?? '')?.[1]))],
  ['a name inside a longer identifier listed again', listing((ids, input) => add(ids, /ledger-sync-recovery/u.test(toolText(input)) ? 'ledger-sync' : undefined))],
  ["a compound in the assistant's words alone listed", listing((ids, input) => {
    const compound = /the (\S+) is fine/u.exec(input.turns[3]!.text)?.[1];
    return compound !== undefined && !toolText(input).includes(compound) ? add(ids, compound) : ids;
  })],
  ['a compound printed by a tool too dropped', listing((ids, input) => ids.filter((i) => !toolText(input).includes(`team: ${i.text}`)))],
  ["a state in the assistant's words alone listed", listing((ids, input) => {
    const state = /the parcel is (\S+)\./u.exec(input.turns[3]!.text)?.[1];
    return state !== undefined && !toolText(input).includes(state) && !said(input, 'user', state) ? add(ids, state) : ids;
  })],
  ['every state in capitals dropped, whoever named it', listing((ids) => ids.filter((i) => !/^[A-Z]+(?:_[A-Z]+)+$/u.test(i.text)))],
  ["a name the assistant wrote once ranked with the assistant's records", listing((ids, input) => {
    const aside = /I also asked (.+)\.$/u.exec(input.turns[3]!.text)?.[1];
    const at = ids.findIndex((i) => i.text === aside);
    if (aside === undefined || at < 0 || said(input, 'user', aside)) return ids;
    const rest = ids.filter((i) => i.text !== aside);
    const records = rest.findIndex((i) => toolText(input).includes(`ref ${i.text}`));
    return records < 0 ? ids : [...rest.slice(0, records), ids[at]!, ...rest.slice(records)];
  })],
  ['a name the user said too ranked last', listing((ids, input) => {
    const aside = /I also asked (.+)\.$/u.exec(input.turns[3]!.text)?.[1];
    const named = ids.find((i) => i.text === aside);
    return named === undefined || !said(input, 'user', aside!) ? ids : [...ids.filter((i) => i !== named), named];
  })],
  ["the tool's names ranked before its records", listing((ids, input) => {
    const names = ids.filter((i) => toolText(input).includes(`owner: ${i.text}`));
    const rest = ids.filter((i) => !names.includes(i));
    const at = rest.findIndex((i) => toolText(input).includes(`ref ${i.text}`));
    return at < 0 ? ids : [...rest.slice(0, at), ...names, ...rest.slice(at)];
  })],
  // The call's own record (`lookup({"batch": "BT-0441"})`), in no result: ranked as a record of the tool's.
  ["a call's own record ranked with the tool's records", listing((ids, input) => {
    const own = callRecord(input);
    const named = ids.find((i) => i.text === own);
    if (named === undefined || toolText(input).includes(own!)) return ids;
    const rest = ids.filter((i) => i !== named);
    const at = rest.findIndex((i) => toolText(input).includes(`ref ${i.text}`));
    return at < 0 ? ids : [...rest.slice(0, at), named, ...rest.slice(at)];
  })],
  ['a record a call names and the tool prints ranked last', listing((ids, input) => {
    const own = callRecord(input);
    const named = ids.find((i) => i.text === own);
    return named === undefined || !toolText(input).includes(own!) ? ids : [...ids.filter((i) => i !== named), named];
  })],
  ['a sentence that only names a record kept as a rule, its record not listed', (input) => {
    const c = extractSummary(input);
    const m = /(?:case ref|order no|the ticket is) (\S+)\.$/u.exec(input.turns[0]!.text);
    if (m === null) return c;
    return { ...c, constraints: [...c.constraints, { text: m[0], turns: [1] }], identifiers: c.identifiers.filter((i) => i.text !== m[1]) };
  }],
  ['every sentence of a label and a record dropped, its record not listed either', listing((ids, input) => {
    const m = /(?:case ref|order no|the ticket is) (\S+)\.$/u.exec(input.turns[0]!.text);
    return m === null ? ids : ids.filter((i) => i.text !== m[1]);
  })],
];

/** The record the case's call names in its arguments, if any. */
function callRecord(input: SummaryInput): string | undefined {
  return /"batch": "([^"]+)"/u.exec(input.turns[1]?.calls?.[0] ?? '')?.[1];
}

describe('the property of the identifier list catches broken rankers', () => {
  for (const [name, extract] of mutants) it(`catches: ${name}`, () => expectCaught(propertyIdentifierRanking(extract), { numRuns: 20 }));
});
