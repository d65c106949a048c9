import fc from 'fast-check';
import type { SummaryContent, SummaryTurn } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer lists and ranks identifiers (docs/compaction.md,
 * "the two summarizers"; `extractSummary`: "ordered by their value to the
 * conversation"), on one conversation built here from labelled values — who
 * names each value and what kind of value it is are written beside it, so the
 * expected list is the labels' order, not a reading of the values:
 *
 * - tiers: the values the user named first; then those the assistant named in
 *   its own words that are records by their form (a file) or named in several
 *   turns; then records only a tool returned (a short hash, a version, a
 *   link); then names only a tool returned once (a service);
 * - within a tier, by size: up to 16 characters, up to 40, longer (a file
 *   of 17 characters after one of 13, a link of more than 40 characters
 *   after the short records, though the tool printed it first), each size
 *   in the order first named;
 * - one value, one line: the user's value printed by a tool in lower case is
 *   the user's, in the user's spelling;
 * - a value already spelled out is not listed: one inside a kept rule of the
 *   user's, one a raw turn after the range names again, a name inside a
 *   longer identifier listed ("ledger-sync" in a link to its runbook);
 * - words joined by hyphens or a slash ("card-network", "go/no-go") in the
 *   assistant's words alone are words, not listed; printed by a tool too,
 *   they are a name, listed among the assistant's;
 * - a state in capitals joined by underscores ("AWAITING_COURIER") that only
 *   the assistant wrote is the system's vocabulary retold, not listed; said
 *   by the user too, it is the user's; in a tool's code field too
 *   (`error_code=…`), it is listed among the assistant's;
 * - a name of capitalised words the assistant wrote once in its own words
 *   ("Harbour Office"), in no tool's data, goes with the least valuable:
 *   after the tool's names; said by the user too, it is the user's;
 * - a record named only in the arguments of a tool call (the assistant's own
 *   query: `lookup({"batch": "BT-0441"})`), in no result and by no one, goes
 *   last of all; printed by the tool too, it is the tool's record, first of
 *   them (the call named it first);
 * - a sentence of the user's that only names a record ("case ref CS-5521.",
 *   "order no KV-3318.") is no line of the constraints or decisions: its
 *   record is listed among the user's, in the order the user named it.
 */

type Turn = Omit<SummaryTurn, 'n'>;

export interface IdentifierCase {
  turns: Turn[];
  later?: Turn[];
  /** The identifiers, in the order the summary must list them, and nothing else. */
  expected: string[];
  /** Sentences of the user's that no line of the constraints or the decisions may hold. */
  noLines?: string[];
  shape: string;
}

function summarize(extract: Extract, c: IdentifierCase): SummaryContent {
  const turns = c.turns.map((t, i) => ({ n: i + 1, ...t }));
  const later = c.later?.map((t, i) => ({ n: turns.length + i + 1, ...t }));
  return extract({ turns, ...(later === undefined ? {} : { later }), previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: 'en', maxTurn: turns.length });
}

export function checkIdentifiers(extract: Extract, c: IdentifierCase): void {
  const s = summarize(extract, c);
  const listed = s.identifiers.map((i) => i.text);
  const lines = [...s.constraints, ...s.decisions].map((i) => i.text);
  const kept = (c.noLines ?? []).filter((sentence) => lines.some((line) => line.includes(sentence.replace(/\.$/u, ''))));
  if (kept.length > 0) throw new Error(`${c.shape}: ${JSON.stringify(kept)} kept as a line of ${JSON.stringify(lines)}: ${JSON.stringify(c.turns)}`);
  if (JSON.stringify(listed) !== JSON.stringify(c.expected)) {
    throw new Error(`${c.shape}: listed ${JSON.stringify(listed)}, not ${JSON.stringify(c.expected)}: ${JSON.stringify(c.turns)}${c.later === undefined ? '' : ` then raw ${JSON.stringify(c.later)}`}`);
  }
}

/** The three sizes of the documented order, each in the order first named (a stable sort). */
const bySize = (ids: readonly string[]): string[] => [...ids].sort((a, b) => (a.length > 40 ? 2 : a.length > 16 ? 1 : 0) - (b.length > 40 ? 2 : b.length > 16 ? 1 : 0));
const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);
const some = <T>(list: readonly T[], max: number): fc.Arbitrary<T[]> => fc.shuffledSubarray([...list], { minLength: 1, maxLength: max });

/** Record numbers the user types in a sentence of their own that is no rule. */
const USER_IDS = ['OPS-2231', 'TCK-4410', 'SP-2026-0042', 'RZ-7731'];
/** Files the assistant names in its words: records by their form. */
const ASSISTANT_FILES = ['invoice-0441.xlsx', 'notes-march.docx', 'report-q3.pdf'];
/** Records only a tool returns: short hashes and versions. */
const TOOL_RECORDS = ['b77e0d1', 'v3.0.1', 'a91f3c2', 'v2.14.3'];
/** Links of more than 40 characters only a tool returns, and the service name one holds (listed once, in the link). */
const TOOL_LINKS: { link: string; holds?: string }[] = [
  { link: 'https://status.example.org/incidents/2231/timeline/full-report-with-all-the-details' },
  { link: 'https://wiki.example.org/runbooks/billing/ledger-sync-recovery-steps', holds: 'ledger-sync' },
];
/** Names of services only a tool returns, once. */
const TOOL_NAMES = ['ledger-sync', 'payments-api', 'billing-worker'];
/** Words joined by a hyphen or a slash. */
const COMPOUNDS = ['card-network', 'go/no-go', 'cold-chain'];
/** States in capitals joined by underscores, of 16 characters or fewer. */
const STATES = ['AWAITING_COURIER', 'HUMIDITY_HIGH', 'HOLD_EXPIRED'];
/** Names of two capitalised words, of 16 characters or fewer. */
const ASIDES = ['Harbour Office', 'Kestrel Hall', 'Mavi Köprü'];
/** Records the assistant's call names in its arguments. */
const CALL_RECORDS = ['BT-0441', 'RUN-2207', 'LOT-88'];
/** A label that says nothing by itself, before a record: the user's sentence names the record and no more. */
const LABELS = ['case ref', 'order no', 'the ticket is'];
/** Records the user names in such a sentence. */
const NAMED_RECORDS = ['CS-5521', 'KV-3318'];

export function identifierCases(): fc.Arbitrary<IdentifierCase> {
  return fc
    .record({
      user: some(USER_IDS, 2),
      files: some(ASSISTANT_FILES, 2),
      records: some(TOOL_RECORDS, 2),
      link: fc.option(pick(TOOL_LINKS), { nil: undefined }),
      names: some(TOOL_NAMES, 2),
      compound: pick(COMPOUNDS),
      /** 0: no compound; 1: in the assistant's words alone; 2: printed by the tool too. */
      compoundMode: fc.nat({ max: 2 }),
      state: pick(STATES),
      /** 0: no state; 1: in the assistant's words alone; 2: in a tool's code field too; 3: said by the user too. */
      stateMode: fc.nat({ max: 3 }),
      aside: pick(ASIDES),
      /** 0: no name in passing; 1: the assistant's, once; 2: said by the user too. */
      asideMode: fc.nat({ max: 2 }),
      /** The tool prints the user's first value in lower case. */
      respelled: fc.boolean(),
      /** The user's first value said in a rule instead (kept, so spelled out). */
      inRule: fc.boolean(),
      /** A raw turn after the range names the tool's first record again. */
      rawAgain: fc.boolean(),
      callRecord: pick(CALL_RECORDS),
      /** 0: the call names no record; 1: only the call names it; 2: the tool prints it too. */
      callMode: fc.nat({ max: 2 }),
      label: pick(LABELS),
      named: pick(NAMED_RECORDS),
      /** The user names a record in a sentence of its own that says nothing more. */
      namesOne: fc.boolean(),
    })
    .map((v): IdentifierCase => {
      const [first, ...restUser] = v.user as [string, ...string[]];
      const userText = [
        v.inRule ? `Never close ${first} without me.` : `I checked ${first} this morning.`,
        ...restUser.map((id) => `I checked ${id} this morning.`),
        ...(v.stateMode === 3 ? [`I checked ${v.state} this morning.`] : []),
        ...(v.asideMode === 2 ? [`I checked ${v.aside} this morning.`] : []),
        ...(v.namesOne ? [`${v.label} ${v.named}.`] : []),
      ].join(' ');
      const toolParts = [
        ...(v.link === undefined ? [] : [`see ${v.link.link}`]),
        ...v.records.map((r) => `ref ${r}`),
        ...v.names.map((n) => `owner: ${n}`),
        ...(v.compoundMode === 2 ? [`team: ${v.compound}`] : []),
        ...(v.stateMode === 2 ? [`error_code=${v.state}`] : []),
        ...(v.respelled ? [`ticket ${first.toLowerCase()}`] : []),
        ...(v.callMode === 2 ? [`batch ${v.callRecord}`] : []),
      ];
      const assistantText = `I looked at ${v.files.join(' and ')}${v.compoundMode === 0 ? '' : `; the ${v.compound} is fine`}${v.stateMode === 0 ? '' : `; the parcel is ${v.state}`}${v.asideMode === 0 ? '' : `; I also asked ${v.aside}`}.`;
      const turns: Turn[] = [
        { role: 'user', text: userText },
        { role: 'assistant', text: '', calls: [v.callMode === 0 ? 'lookup({"week": "this"})' : `lookup({"batch": "${v.callRecord}"})`] },
        { role: 'tool', text: toolParts.join('; ') },
        { role: 'assistant', text: assistantText },
      ];
      const later = v.rawAgain ? [{ role: 'user' as const, text: `what about ${v.records[0]!}?` }] : undefined;
      const records = v.rawAgain ? v.records.slice(1) : v.records;
      const expected = [
        ...(v.inRule ? restUser : v.user),
        ...(v.stateMode === 3 ? [v.state] : []),
        ...(v.asideMode === 2 ? [v.aside] : []),
        ...(v.namesOne ? [v.named] : []),
        // Tier of the assistant's words: the compound and the state the tool printed too were named first (in the tool's turn).
        ...bySize([...(v.compoundMode === 2 ? [v.compound] : []), ...(v.stateMode === 2 ? [v.state] : []), ...v.files]),
        // The call's record printed by the tool too was named first, in the call.
        ...(v.callMode === 2 ? [v.callRecord] : []),
        ...records,
        ...(v.link === undefined ? [] : [v.link.link]),
        ...v.names.filter((n) => n !== v.link?.holds),
        ...(v.asideMode === 1 ? [v.aside] : []),
        ...(v.callMode === 1 ? [v.callRecord] : []),
      ];
      const shape = [
        v.inRule ? "the user's first value in a rule" : '',
        v.respelled ? "the user's value printed by the tool in lower case" : '',
        v.rawAgain ? 'a record named again in a raw turn' : '',
        ['', 'a compound in the assistant’s words alone', 'a compound printed by the tool too'][v.compoundMode]!,
        ['', 'a state in the assistant’s words alone', 'a state in a tool’s code field too', 'a state the user said too'][v.stateMode]!,
        ['', 'a name the assistant wrote once', 'a name the user said too'][v.asideMode]!,
        v.link === undefined ? '' : v.link.holds === undefined ? 'a long link' : 'a long link holding a name',
        ['', "a record only a call's arguments name", 'a record a call names and the tool prints'][v.callMode]!,
        v.namesOne ? 'a sentence that only names a record' : '',
      ].filter((p) => p !== '');
      const noLines = v.namesOne ? [`${v.label} ${v.named}.`] : undefined;
      return { turns, ...(later === undefined ? {} : { later }), expected, ...(noLines === undefined ? {} : { noLines }), shape: shape.join(', ') || 'values of every tier' };
    });
}

/** Identifiers are listed once each, the user's first, then the assistant's records, the tool's records (short before long), the tool's names, a call's own record last; spelled-out values, bare compounds and states only the assistant wrote not at all; a sentence that only names a record no line. */
export function propertyIdentifierRanking(extract: Extract): fc.IPropertyWithHooks<[IdentifierCase]> {
  return fc.property(identifierCases(), (c) => checkIdentifiers(extract, c));
}
