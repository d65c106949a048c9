import fc from 'fast-check';
import type { SummaryContent, SummaryItem, SummaryTurn } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads a tool call the user approved
 * (docs/compaction.md, "the two summarizers": "a tool call the user approved
 * (kept as the assistant's report, "dbt_pool is now 6 slots.")"), on
 * conversations built here from hand-written parts:
 *
 * - the user sets a value ("Keep the dbt pool at 4 slots."); the assistant
 *   offers a new one ("Should I raise the dbt pool to 6 slots?"); the user
 *   approves ("yes do it"); the assistant calls a tool that sets it
 *   (`set_pool({"pool": "dbt", "slots": 6})`) and says what it did. The
 *   call is a choice: kept in the assistant's words when the first sentence
 *   of its reply names a value the call set ("dbt pool is now 6 slots."),
 *   else as the call itself ("Done." says nothing of what was set), and the
 *   user's value is replaced by the calling turn;
 * - declined ("no, leave it"), nothing is called and nothing replaced; a
 *   call that only reads (`get_pool({"pool": "dbt"})`) after a yes, and a
 *   call the user asked for as a task ("list the failed runs"), change
 *   nothing the user said.
 *
 * Each thing is written so that the call names it by a key of its own
 * words (`"slots"` for "4 slots"): the form the summarizer documents. Its
 * known misses (a key that names the unit only in part, Turkish) are the
 * `it.fails` cases of `extractorCalls.property.test.ts`.
 */

type Language = 'en';

export interface CallCase {
  language: Language;
  turns: Omit<SummaryTurn, 'n'>[];
  /** The user's first statement, replaced by turn `replacedBy` or live (undefined). */
  statement: string;
  replacedBy?: number;
  /** The choice the call is kept as, word for word, and its turn; none for a near miss. */
  kept?: { text: string; turn: number };
  /** Texts no choice may be (the call, the report, the reply, in a near miss). */
  notKept: string[];
  shape: string;
}

/** A setting the user fixes, the offer's new value, the call that sets it and the replies that say so or not. */
interface Setting {
  statement: string;
  offer: string;
  call: string;
  /** First sentences of a reply that name the value set. */
  reports: string[];
  /** A call that only reads the setting, and what the assistant says of it. */
  read: { call: string; reply: string };
}

const SETTINGS: Setting[] = [
  {
    statement: 'Keep the dbt pool at 4 slots.',
    offer: 'Runs are queuing. Should I raise the dbt pool to 6 slots?',
    call: 'set_pool({"pool": "dbt", "slots": 6})',
    reports: ['dbt pool is now 6 slots.', 'The dbt pool has 6 slots now.', 'Raised the dbt pool to 6 slots.'],
    read: { call: 'get_pool({"pool": "dbt"})', reply: 'The dbt pool has 4 slots.' },
  },
  {
    statement: 'Keep the worker pool at 8 workers.',
    offer: 'The queue is long. Should I scale the worker pool to 12 workers?',
    call: 'scale_pool({"pool": "worker", "workers": 12})',
    reports: ['Worker pool is at 12 workers now.', 'Scaled the worker pool to 12 workers.'],
    read: { call: 'get_pool({"pool": "worker"})', reply: 'The worker pool runs 8 workers.' },
  },
  {
    statement: 'Tonights maintenance window is 01:00-02:00 UTC.',
    offer: 'The backup overlaps it. Want me to move the window to 03:00-04:00 UTC?',
    call: 'set_window({"window": "03:00-04:00 UTC"})',
    reports: ['Window moved to 03:00-04:00 UTC.', 'The maintenance window is 03:00-04:00 UTC now.'],
    read: { call: 'get_window({"date": "tonight"})', reply: 'Tonights window is 01:00-02:00 UTC.' },
  },
];

const APPROVALS = ['yes do it', 'ok go ahead', 'approved', 'sure', 'yep, go for it', 'lgtm'];
const DECLINES = ['no, leave it', 'no, keep it as is', 'not now'];
/** Replies whose first sentence names no value the call set: the call is kept as itself. */
const BARE = ['Done.', 'Done. It took a minute.', 'All set.'];
const TOOL_RESULT = '{"ok": true}';

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

export function callCases(): fc.Arbitrary<CallCase> {
  return fc.tuple(pick(SETTINGS), fc.nat({ max: 9 }), pick(APPROVALS), pick(DECLINES), fc.nat({ max: 5 }), pick(BARE)).map(([s, form, yes, no, which, bare]): CallCase => {
    const opening: CallCase['turns'] = [
      { role: 'user', text: s.statement },
      { role: 'assistant', text: 'Noted.' },
      { role: 'assistant', text: s.offer },
    ];
    const called = (answer: string, call: string, reply: string): CallCase['turns'] => [
      ...opening,
      { role: 'user', text: answer },
      { role: 'assistant', text: '', calls: [call] },
      { role: 'tool', text: TOOL_RESULT },
      { role: 'assistant', text: reply },
    ];
    if (form <= 3) {
      const report = s.reports[which % s.reports.length]!;
      // Turn 5 calls, turn 7 reports: the report is the choice, at its own turn.
      return { language: 'en', turns: called(yes, s.call, `${report} Anything else?`), statement: s.statement, replacedBy: 5, kept: { text: report, turn: 7 }, notKept: [s.call], shape: 'an approved call, reported with its value' };
    }
    if (form <= 5) return { language: 'en', turns: called(yes, s.call, bare), statement: s.statement, replacedBy: 5, kept: { text: s.call, turn: 5 }, notKept: [bare], shape: 'an approved call, its reply naming no value' };
    if (form <= 7) {
      const turns: CallCase['turns'] = [...opening, { role: 'user', text: no }, { role: 'assistant', text: 'Ok, leaving it.' }];
      return { language: 'en', turns, statement: s.statement, notKept: [s.offer, s.call], shape: 'an offer declined, nothing called' };
    }
    if (form === 8) return { language: 'en', turns: called(yes, s.read.call, s.read.reply), statement: s.statement, notKept: [s.read.call, s.read.reply], shape: 'a yes, then a call that only reads' };
    const turns: CallCase['turns'] = [
      { role: 'user', text: s.statement },
      { role: 'assistant', text: 'Noted.' },
      { role: 'user', text: 'list the failed runs' },
      { role: 'assistant', text: '', calls: ['list_runs({"status": "failed", "limit": 20})'] },
      { role: 'tool', text: TOOL_RESULT },
      { role: 'assistant', text: '20 failed runs since midnight.' },
    ];
    return { language: 'en', turns, statement: s.statement, notKept: ['list_runs({"status": "failed", "limit": 20})', '20 failed runs since midnight.'], shape: 'a call asked for as a task' };
  });
}

function summarize(extract: Extract, c: CallCase): SummaryContent {
  const turns = c.turns.map((t, i) => ({ n: i + 1, ...t }));
  return extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

const items = (s: SummaryContent): SummaryItem[] => [...s.constraints, ...s.decisions, ...s.rejected, ...s.openQuestions];

/** Checks a case against the summary of its conversation. */
export function checkCall(extract: Extract, c: CallCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.turns.map((t) => [t.text, ...(t.calls ?? [])].join(' ')))} → ${JSON.stringify(s)}`);
  };
  const statement = items(s).filter((i) => i.text === c.statement);
  if (statement.length !== 1) say(`the user's statement "${c.statement}" is not one item`);
  if (statement[0]!.supersededBy !== c.replacedBy) say(`the statement is replaced by ${String(statement[0]!.supersededBy)}, not ${String(c.replacedBy)}`);
  if (c.kept !== undefined) {
    const kept = s.decisions.filter((i) => i.text === c.kept!.text);
    if (kept.length !== 1) say(`no choice is "${c.kept.text}"`);
    if (JSON.stringify(kept[0]!.turns) !== JSON.stringify([c.kept.turn])) say(`the choice carries turns ${JSON.stringify(kept[0]!.turns)}, not [${c.kept.turn}]`);
    if (kept[0]!.supersededBy !== undefined) say('the choice is itself replaced');
  }
  for (const text of c.notKept) if (items(s).some((i) => i.text === text)) say(`"${text}" is an item`);
}

/**
 * A tool call the user approved is a choice, in the assistant's words when its reply's first sentence names a value
 * the call set, else the call, and replaces the value it sets; declined, read only or asked for as a task, it changes
 * nothing the user said.
 */
export function propertyApprovedCall(extract: Extract): fc.IPropertyWithHooks<[CallCase]> {
  return fc.property(callCases(), (c) => checkCall(extract, c));
}
