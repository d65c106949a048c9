import fc from 'fast-check';
import { everyRow, oneRowWide, widen } from './rowTable.js';
import type { SummaryContent, SummaryItem, SummaryTurn } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer puts a summary together from what it reads
 * in each turn, row by row: a short conversation and the summary's four
 * lists, whole (docs/compaction.md, "the two summarizers", and the doc
 * comment of `extractSummary`). Where the other extractor modules build
 * many conversations of one shape, these rows each name one rule of the
 * whole and put it beside its near misses — the same words where the
 * contract says they change nothing:
 *
 * - a question is open only while no assistant reply follows it, in the
 *   range or in a turn that stays raw;
 * - a tool call the user approved (a short yes with no question mark, or the
 *   proposal's own verb) replaces what the user set, kept in the words of
 *   the assistant's report when its first sentence names a value the call
 *   set, else as the call; a no, a question, a long answer, a call of more
 *   than 300 characters or one made in a turn that stays raw is no decision;
 * - an earlier summary's live item replaced in the range comes back marked;
 *   a range with nothing new leaves the earlier summary as it was;
 * - an item of several clauses replaced by a change of one keeps its
 *   prohibition live, and another rule of its own only when it holds no
 *   number and points back at nothing ("so whatever we do has to fit in
 *   that");
 * - a count said without its noun ("one more, Priya wants in") changes the
 *   count of the user's last three turns, and a number someone else asked
 *   for and the user relayed is the user's once added to; a number said
 *   alone is a count only when it answers "how many";
 * - a proposal taken (someone else's figure, the user's own proposal
 *   answered and confirmed, the assistant's offer taken), a value relayed
 *   from who set it, and a change told are kept when they replace a kept
 *   statement; a record named ("change ticket CHG-20431") is no rule, only
 *   an identifier, and an identifier spelled out in a live item or a raw
 *   turn is not listed again.
 *
 * A turn is written `u: …` (user), `s: …` (system), `a: …` (assistant), `a> call(…)` (a call
 * of the assistant turn before, or of a turn of its own), `a+> call(…)` (a
 * call of the assistant turn before, whose words are its own too),
 * `t: …` (a tool's result) and `t+> call(…)` (a call given to the tool turn
 * before, which the planner never does), numbered from 1 (or after `from`). An item is written
 * `KEY TURNS[>BY] TEXT`, KEY one of c (constraints), d (decisions), r
 * (rejected), q (open questions), turns joined by commas, BY the turn that
 * replaced it.
 *
 * Typed wide: a turn or an item marked `~` is typed also with two spaces
 * between its words (the answer that approves, the assistant's offer, the
 * clause of a change): where the contract reads words, not spaces, the
 * summary must be the same, the items quoting the wide text as written.
 */

export interface ConversationRow {
  shape: string;
  language: 'en' | 'tr';
  /** The range's turns; a leading `~` marks a turn typed wide in the wide reading. */
  turns: string[];
  /** Turns that stay raw after the range. */
  later?: string[];
  /** The number of the range's first turn, less one (an earlier summary's turns come before it). */
  from?: number;
  /** The earlier summary's items, written like the expected ones. */
  previous?: string[];
  /** The summary's items, whole and in order (constraints, decisions, rejected, open questions). */
  items: string[];
  /** The identifiers listed, in order, when the row says. */
  identifiers?: string[];
  /** Why the summary typed wide misses what the row says: a known miss (`it.fails`), the row held as written only. */
  wideMiss?: string;
  /** Why the summary misses what the row says however it is typed: a known miss (`it.fails`), the row left out. */
  miss?: string;
}

const KEYS = { c: 'constraints', d: 'decisions', r: 'rejected', q: 'openQuestions' } as const;
type Letter = keyof typeof KEYS;

function fail(message: string): never {
  throw new Error(message);
}


/** `~KEY TURNS[>BY] TEXT` as an item, its text widened when it is marked and the reading is wide. */
function parseItem(line: string, wide: boolean): { key: Letter; item: SummaryItem } {
  const m = /^(~?)([cdrq]) ([\d,]+)(?:>(\d+))? ([^]*)$/u.exec(line) ?? fail(`not an item: ${line}`);
  const item: SummaryItem = { text: widen(m[5]!, wide && m[1] === '~'), turns: m[3]!.split(',').map(Number) };
  if (m[4] !== undefined) item.supersededBy = Number(m[4]);
  return { key: m[2] as Letter, item };
}

const show = (key: Letter, item: SummaryItem): string => `${key} ${item.turns.join(',')}${item.supersededBy === undefined ? '' : `>${item.supersededBy}`} ${item.text}`;

function toTurns(lines: readonly string[], from: number, wide: boolean): SummaryTurn[] {
  const out: SummaryTurn[] = [];
  let n = from;
  for (const line of lines) {
    const m = /^(~?)(u|a\+>|a>|t\+>|a|t|s):? ([^]*)$/u.exec(line) ?? fail(`not a turn: ${line}`);
    const text = widen(m[3]!, wide && m[1] === '~');
    if (m[2] === 't+>') {
      // A call given to the tool turn before it: an input the planner never makes (`SummaryTurn.calls` is an assistant
      // turn's), written to state that only an assistant turn's calls are read as calls approved.
      const last = out[out.length - 1];
      if (last === undefined || last.role !== 'tool') fail(`a tool turn's call with no tool turn before it: ${line}`);
      (last.calls ??= []).push(text);
      continue;
    }
    if (m[2] === 'a+>') {
      // A call of the assistant turn before, which has words of its own too.
      const last = out[out.length - 1];
      if (last === undefined || last.role !== 'assistant' || last.text === '') fail(`a call with no assistant's words before it: ${line}`);
      (last.calls ??= []).push(text);
      continue;
    }
    if (m[2] === 'a>') {
      const last = out[out.length - 1];
      // A call right after a turn that only calls tools is that turn's second call.
      if (last !== undefined && last.role === 'assistant' && last.text === '' && last.calls !== undefined) last.calls.push(text);
      else out.push({ n: ++n, role: 'assistant', text: '', calls: [text] });
      continue;
    }
    out.push({ n: ++n, role: m[2] === 'u' ? 'user' : m[2] === 'a' ? 'assistant' : m[2] === 's' ? 'system' : 'tool', text });
  }
  return out;
}

const emptyLists = (): SummaryContent => ({ constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] });

export function summarizeRow(extract: Extract, row: ConversationRow, wide: boolean): SummaryContent {
  const turns = toTurns(row.turns, row.from ?? 0, wide);
  const later = row.later === undefined ? undefined : toTurns(row.later, turns[turns.length - 1]!.n, wide);
  const previous = emptyLists();
  for (const line of row.previous ?? []) {
    const { key, item } = parseItem(line, false);
    previous[KEYS[key]].push(item);
  }
  return extract({ turns, previous, language: row.language, maxTurn: turns[turns.length - 1]!.n, ...(later === undefined ? {} : { later }) });
}

/** The row's summary is its items, whole, in order, and its identifiers when it lists them. */
export function checkRow(extract: Extract, row: ConversationRow, wide: boolean): void {
  const s = summarizeRow(extract, row, wide);
  const got = (Object.keys(KEYS) as Letter[]).flatMap((k) => s[KEYS[k]].map((item) => show(k, item)));
  const want = row.items.map((line) => {
    const { key, item } = parseItem(line, wide);
    return show(key, item);
  });
  const say = (what: string): never => fail(`${row.shape}${wide ? ' (typed wide)' : ''}: ${what}\n  turns: ${JSON.stringify(row.turns)}${row.later === undefined ? '' : `\n  later: ${JSON.stringify(row.later)}`}\n  want: ${JSON.stringify(want)}\n  got:  ${JSON.stringify(got)}`);
  if (JSON.stringify(got) !== JSON.stringify(want)) say('the items differ');
  if (row.identifiers !== undefined) {
    const ids = s.identifiers.map((i) => i.text);
    if (JSON.stringify(ids) !== JSON.stringify(row.identifiers)) say(`the identifiers are ${JSON.stringify(ids)}, not ${JSON.stringify(row.identifiers)}`);
  }
}

// ---------------------------------------------------------------- the rows

const POOL = 'u: Keep the dbt pool at 4 slots.';
const HOTEL = 'u: we need a hotel in rome for two nights';
const HOTEL_MONTI = 'u: ok, go with monti';
const HOTEL_OFFER = 'a: Both have rooms: Residenza Monti Suites is €140 a night, Hotel Celio Family is €120.';
const HOTEL_CELIO = "u: let's do celio then";
const HOTEL_OFFER_2 = 'a: Residenza Monti Suites is €140 a night, Hotel Celio Family is €120.';
const POOL_OFFER = '~a: Runs are queuing. Should I raise the dbt pool to 6 slots?';
const POOL_CALL = 'a> set_pool({"pool": "dbt", "slots": 6})';
/** A call that sets the pool with a note, `length` characters long in all. */
const longCall = (length: number): string => {
  const head = 'set_pool({"pool": "dbt", "slots": 6, "note": "';
  return `${head}${'x'.repeat(length - head.length - 3)}"})`;
};
/** An answer of `n` words that approves with a yes ("ok, … go ahead"), or in the offer's own verb ("raise it, …"). */
const ANSWER_WORDS = 'we talked it over with the whole data team this morning and everyone here agrees with you on this one so'.split(' ');
const yesOf = (n: number): string => ['ok,', ...ANSWER_WORDS.slice(0, n - 3), 'go', 'ahead'].join(' ');
const verbOf = (n: number): string => ['raise', 'it,', ...ANSWER_WORDS.slice(0, n - 2)].join(' ');
/** A report of the pool's new size with a note, its one sentence `length` characters long in all. */
const reportOf = (length: number): string => {
  const head = 'dbt pool is now 6 slots, note ';
  return `${head}${'x'.repeat(length - head.length - 1)}.`;
};
const POOL_VERB_OFFER = 'a: Runs are queuing. Want me to raise the dbt pool to 6 slots?';
const DUE = 'u: RNDV-1 teslimi 20 Mart olsun.';
/** The offer as typed, and marked to be typed wide too (a known miss for the rows that take it in its verb). */
const DUE_OFFER_AS_TYPED = "a: Ekip yetişemiyor. RNDV-1'i 26 Mart'a taşıyayım mı?";
const DUE_OFFER = `~${DUE_OFFER_AS_TYPED}`;
const DUE_CALL = 'a> set_due({"task": "RNDV-1", "due": "26 Mart"})';

export const CONVERSATION_ROWS: readonly ConversationRow[] = [
  // ---- open questions: open while no assistant words follow
  { shape: 'a question last in the range is open', language: 'en', turns: ['u: Which bucket should the exports go to?'], items: ['q 1 Which bucket should the exports go to?'] },
  { shape: 'a question the assistant answers in the range is not open', language: 'en', turns: ['u: Which bucket should the exports go to?', 'a: The exports bucket.'], items: [] },
  { shape: 'a question answered in a raw turn is not open', language: 'en', turns: ['u: Which bucket should the exports go to?'], later: ['a: The exports bucket.'], items: [] },
  { shape: 'a question followed only by a user turn that stays raw is open', language: 'en', turns: ['u: Which bucket should the exports go to?'], later: ['u: hello?'], items: ['q 1 Which bucket should the exports go to?'] },
  { shape: 'a Turkish question last in the range is open', language: 'tr', turns: ['u: Faturayı kime keseyim?'], items: ['q 1 Faturayı kime keseyim?'] },
  // A company's two legal forms with a comma and no space between ("Co.,Ltd.", as a Chinese supplier writes its name) in a question: it is open, whole.
  { shape: "a question naming a company written 'Co.,Ltd.' is open", language: 'en', turns: ['u: Which casings did we order from Shenzhen Lianhua Electronics Co.,Ltd.?'], items: ['q 1 Which casings did we order from Shenzhen Lianhua Electronics Co.,Ltd.?'] },

  // ---- a tool call the user approved
  {
    shape: 'an approved call reported with its value: the report is the decision, the rule replaced by the call',
    language: 'en',
    turns: [POOL, POOL_OFFER, '~u: yes do it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 5 dbt pool is now 6 slots.'],
  },
  {
    shape: 'an approved call reported without a value: the call is the decision',
    language: 'en',
    turns: [POOL, POOL_OFFER, '~u: yes do it', POOL_CALL, 'a: Done.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 4 set_pool({"pool": "dbt", "slots": 6})'],
  },
  // The report's first sentence names a value the call set: a number as written, with its decimals, times and
  // thousands ("09:30", "1,800"), not its digits in another order or another time; a sentence of at most 160 characters.
  {
    shape: 'a report of another number with the same digits ("21" for 12): the call is the decision',
    language: 'en',
    turns: [POOL, 'a: Runs are queuing. Should I raise the dbt pool to 12 slots?', 'u: yes do it', 'a> set_pool({"pool": "dbt", "slots": 12})', 'a: dbt pool is now 21 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 4 set_pool({"pool": "dbt", "slots": 12})'],
  },
  {
    shape: 'a report of another time than the call set (09:35 for 09:30): the call is the decision',
    language: 'en',
    turns: ['u: Hold the standup at 09:15.', 'a: Should I move the standup to 09:30?', 'u: yes do it', 'a> set_time({"standup": "09:30"})', 'a: The standup is now at 09:35.'],
    items: ['d 1>4 Hold the standup at 09:15.', 'd 4 set_time({"standup": "09:30"})'],
  },
  {
    shape: 'a report that names the value before a comma: the report is the decision',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL, 'a: dbt pool is now 6, as you asked.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 5 dbt pool is now 6, as you asked.'],
  },
  {
    shape: 'a report whose first sentence is 160 characters long is the decision',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL, `a: ${reportOf(160)}`],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', `d 5 ${reportOf(160)}`],
  },
  {
    shape: 'a report whose first sentence is 161 characters long is no line of the summary: the call is the decision',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL, `a: ${reportOf(161)} Done.`],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 4 set_pool({"pool": "dbt", "slots": 6})'],
  },
  {
    shape: "approved in the proposal's own verb",
    wideMiss: 'the offer is read for its verb only with one space in "want me to"',
    language: 'en',
    turns: [POOL, '~a: Runs are queuing. Want me to raise the dbt pool to 6 slots?', '~u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 5 dbt pool is now 6 slots.'],
  },
  {
    shape: "approved in the proposal's own verb across a tool's result",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, 't: {"queued": 12}', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>5 Keep the dbt pool at 4 slots.', 'd 6 dbt pool is now 6 slots.'],
  },
  {
    shape: "near miss: the proposal's verb after a user turn of its own approves nothing",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, 'u: hm', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: "near miss: the proposal's verb after a blank user turn approves nothing",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, 'u: ', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: "approved in the proposal's own verb across a blank assistant turn",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, 'a:  ', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>5 Keep the dbt pool at 4 slots.', 'd 6 dbt pool is now 6 slots.'],
  },
  {
    shape: "approved in the proposal's own verb, typed with two spaces before the verb",
    language: 'en',
    turns: [POOL, 'a: Runs are queuing. Want me to  raise the dbt pool to 6 slots?', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 5 dbt pool is now 6 slots.'],
  },
  {
    shape: 'near miss: a call after the next user turn is not approved by the answer before it',
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, 'u: raise it', 'a: Sure.', 'u: thanks', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'near miss: a yes asked back approves nothing',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it?', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'near miss: a no approves nothing',
    language: 'en',
    turns: [POOL, POOL_OFFER, '~u: no, leave it', 'a: Leaving it.'],
    items: ['c 1 Keep the dbt pool at 4 slots.', '~r 3 no, leave it'],
  },
  {
    shape: 'near miss: an answer of more than twenty words is no approval',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: ok, I have thought about this for a long while now and talked to the whole team about it and in the end we agree so yes', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.', 'd 3 ok, I have thought about this for a long while now and talked to the whole team about it and in the end we agree'],
  },
  {
    shape: 'an answer of twenty words that says yes approves (typed with a space before it)',
    language: 'en',
    turns: [POOL, POOL_OFFER, `~u:  ${yesOf(20)}`, POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', `~d 3 ${yesOf(20)}`, 'd 5 dbt pool is now 6 slots.'],
  },
  {
    shape: 'near miss: an answer of twenty-one words that says yes approves nothing',
    language: 'en',
    turns: [POOL, POOL_OFFER, `~u: ${yesOf(21)}`, POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.', `~d 3 ${yesOf(21)}`],
  },
  {
    shape: "an answer of twenty words in the offer's own verb approves (typed with a space before it)",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, `~u:  ${verbOf(20)}`, POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 5 dbt pool is now 6 slots.'],
  },
  {
    shape: "near miss: an answer of twenty-one words in the offer's own verb approves nothing",
    language: 'en',
    turns: [POOL, POOL_VERB_OFFER, `~u: ${verbOf(21)}`, POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: "near miss: a call no user turn approved (the assistant's own ok) changes nothing",
    language: 'en',
    turns: [POOL, 'a: ok', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'the report is the first words the assistant says after the call, not before it',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', 'a: On it.', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>5 Keep the dbt pool at 4 slots.', 'd 6 dbt pool is now 6 slots.'],
  },
  {
    shape: "the report is the assistant's, not the tool's result between",
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL, 't: {"pool": "dbt", "slots": 6, "ok": true}', 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 6 dbt pool is now 6 slots.'],
  },
  {
    shape: 'near miss: a call of more than 300 characters is a query, not a setting',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', `a> ${longCall(301)}`, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'a call of exactly 300 characters is a setting',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', `a> ${longCall(300)}`, 'a: Done.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', `d 4 ${longCall(300)}`],
  },
  {
    shape: 'the report is the first words the assistant says after the call: a blank turn between says none',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL, 'a:  ', 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 6 dbt pool is now 6 slots.'],
  },
  {
    shape: 'an approved call of the range whose report stays raw is kept as the call',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it', POOL_CALL],
    later: ['a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.', 'd 4 set_pool({"pool": "dbt", "slots": 6})'],
  },
  {
    shape: 'near miss: an answer with no word in it approves nothing, when the turn before offers no verb',
    language: 'en',
    turns: [POOL, 'a: Runs are queuing. The dbt pool could take 6 slots.', 'u: 👍', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'an approved call made in a turn that stays raw replaces the rule but is no decision of the range',
    wideMiss: 'the offer taken is read only with one space in "should I": the raw call replaces the rule instead',
    language: 'en',
    turns: [POOL, POOL_OFFER, 'u: yes do it'],
    later: [POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>3 Keep the dbt pool at 4 slots.', 'd 2,3 Should I raise the dbt pool to 6 slots?'],
  },
  {
    shape: "Turkish, approved in the proposal's own verb: the report is the decision",
    wideMiss: 'the offered verb is read only with one space before "mı"',
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER, 'u: taşı.', DUE_CALL, "a: RNDV-1 artık 26 Mart'ta."],
    items: ['c 1>6 RNDV-1 teslimi 20 Mart olsun.', "d 7 RNDV-1 artık 26 Mart'ta."],
  },
  {
    shape: 'Turkish, approved by a yes, reported without a value: the call is the decision',
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER, '~u: evet onaylıyorum', DUE_CALL, 'a: Tamamdır.'],
    items: ['c 1>6 RNDV-1 teslimi 20 Mart olsun.', 'd 6 set_due({"task": "RNDV-1", "due": "26 Mart"})'],
  },
  {
    shape: "Turkish, approved in the proposal's own verb, the plural imperative",
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER_AS_TYPED, 'u: taşıyın.', DUE_CALL, "a: RNDV-1 artık 26 Mart'ta."],
    items: ['c 1>6 RNDV-1 teslimi 20 Mart olsun.', "d 7 RNDV-1 artık 26 Mart'ta."],
  },
  {
    shape: "Turkish, approved in the proposal's own verb that ends in a consonant (\"alayım mı\" → \"al\")",
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', "a: Ekip yetişemiyor. Teslimi 26 Mart'a alayım mı?", 'u: al', DUE_CALL, "a: RNDV-1 artık 26 Mart'ta."],
    items: ['c 1>6 RNDV-1 teslimi 20 Mart olsun.', "d 7 RNDV-1 artık 26 Mart'ta."],
  },
  {
    shape: "near miss: Turkish, the proposal's verb in its negative approves nothing",
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER_AS_TYPED, 'u: taşıma', DUE_CALL, 'a: Tamamdır.'],
    items: ['c 1 RNDV-1 teslimi 20 Mart olsun.'],
  },
  {
    shape: "near miss: Turkish, the proposal's verb negated approves nothing",
    language: 'tr',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER, '~u: alma, kalsın', DUE_CALL, 'a: Tamamdır.'],
    items: ['c 1 RNDV-1 teslimi 20 Mart olsun.', '~c 5 alma, kalsın'],
  },

  // ---- an earlier summary
  {
    shape: "an earlier summary's rule replaced in the range comes back marked",
    language: 'en',
    from: 4,
    previous: ['c 1 Keep the dbt pool at 4 slots.'],
    turns: ['~u: make the dbt pool 6 slots', 'a: Done.'],
    items: ['~c 5 make the dbt pool 6 slots', 'c 1>5 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: "an earlier summary's replaced rule is not replaced again",
    language: 'en',
    from: 4,
    previous: ['c 1>3 Keep the dbt pool at 4 slots.', 'c 3 make the dbt pool 5 slots'],
    turns: ['u: make the dbt pool 6 slots', 'a: Done.'],
    items: ['c 5 make the dbt pool 6 slots', 'c 3>5 make the dbt pool 5 slots'],
  },
  {
    shape: "an earlier summary's rule replaced by a value relayed from who set it comes back marked",
    language: 'en',
    from: 4,
    previous: ['c 1 Lane swimming closes at 22:00 on weekdays.'],
    turns: ['u: the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'a: Noted.'],
    items: ['c 5 the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'c 1>5 Lane swimming closes at 22:00 on weekdays.'],
  },
  {
    shape: "an earlier summary's line of three rules, one changed: the others, with no number, stay live",
    language: 'en',
    from: 4,
    previous: ['c 1 sauna sessions are 15 minutes, towels are mandatory, and no phones inside'],
    turns: ['u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 5 make sauna sessions 20 minutes', 'c 1 towels are mandatory', 'c 1 and no phones inside', 'c 1>5 sauna sessions are 15 minutes, towels are mandatory, and no phones inside'],
  },
  {
    shape: "an earlier summary's line, one rule changed: a clause too short to stand alone after 'so' stays with the one before it, as written",
    language: 'en',
    from: 4,
    previous: ['c 1 sauna sessions are 15 minutes, no phones inside so relax'],
    turns: ['u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 5 make sauna sessions 20 minutes', 'c 1 no phones inside so relax', 'c 1>5 sauna sessions are 15 minutes, no phones inside so relax'],
  },
  {
    shape: "an earlier summary's rule replaced by an approved call comes back marked",
    language: 'en',
    from: 4,
    previous: ['c 1 Keep the dbt pool at 4 slots.'],
    turns: ['a: Runs are queuing. Should I raise the dbt pool to 6 slots?', 'u: yes do it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>7 Keep the dbt pool at 4 slots.', 'd 8 dbt pool is now 6 slots.'],
  },
  {
    shape: "an earlier summary's rule replaced by a call approved in the verb of the offer that opens the range",
    language: 'en',
    from: 4,
    previous: ['c 1 Keep the dbt pool at 4 slots.'],
    turns: ['a: Want me to raise the dbt pool to 6 slots?', 'u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>7 Keep the dbt pool at 4 slots.', 'd 8 dbt pool is now 6 slots.'],
  },
  {
    shape: "an earlier summary's decision of a line replaced by a change of choice: its other rule goes with it (no piece replaced by itself)",
    language: 'tr',
    from: 4,
    previous: ["d 1 pegasus'a bakalım, valizler kabine alınmalı"],
    turns: ['a: Seçenekler: Pegasus 08:10, AJet 11:40.', 'u: tamam ajet olsun', 'a: Tamam.'],
    items: ['c 6 tamam ajet olsun', "d 1>6 pegasus'a bakalım, valizler kabine alınmalı"],
  },
  {
    shape: "near miss: an earlier summary's line, one rule changed: a decision of it goes with it",
    language: 'en',
    from: 4,
    previous: ['c 1 sauna sessions are 15 minutes, lets get new towels'],
    turns: ['u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 5 make sauna sessions 20 minutes', 'c 1>5 sauna sessions are 15 minutes, lets get new towels'],
  },
  {
    shape: 'a range with nothing new leaves the earlier summary as it was',
    language: 'en',
    from: 4,
    previous: ['c 1 Keep the dbt pool at 4 slots.', 'q 2 Who owns the dbt pool?'],
    turns: ['u: thanks', "a: You're welcome."],
    items: ['c 1 Keep the dbt pool at 4 slots.', 'q 2 Who owns the dbt pool?'],
  },

  // ---- one item of several clauses, one of them changed
  {
    shape: 'a line of three rules, one changed: the others, with no number, stay live',
    wideMiss: 'the change typed wide is no change of the line',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, towels are mandatory, and no phones inside', 'a: Noted.', '~u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 towels are mandatory', 'c 1 and no phones inside', 'c 1>3 sauna sessions are 15 minutes, towels are mandatory, and no phones inside', '~c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'near miss: a piece that points back at the changed one goes with it; the prohibition stays live',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, so whatever we do has to fit in that, and no phones inside', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 and no phones inside', 'c 1>3 sauna sessions are 15 minutes, so whatever we do has to fit in that, and no phones inside', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'a line of three rules, the first changed: the two prohibitions stay live',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, no phones inside, no food either', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 no phones inside', 'c 1 no food either', 'c 1>3 sauna sessions are 15 minutes, no phones inside, no food either', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'a line that opens with a short prohibition, another rule changed: the prohibition stays live',
    language: 'en',
    turns: ['u: no phones, sauna sessions are 15 minutes, towels are mandatory', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 no phones', 'c 1 towels are mandatory', 'c 1>3 no phones, sauna sessions are 15 minutes, towels are mandatory', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'a line of a prohibition and a rule, the prohibition lifted: the rule stays live, the prohibition not',
    language: 'en',
    turns: ['u: never page Marcus, towels are mandatory', 'a: Noted.', 'u: you can page Marcus now', 'a: Noted.'],
    items: ['c 1 towels are mandatory', 'c 1>3 never page Marcus, towels are mandatory', 'c 3 you can page Marcus now'],
  },
  {
    shape: 'near miss: a line of three rules, one changed: another holding a number goes with it',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, towels cost 2 euros, and no phones inside', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 and no phones inside', 'c 1>3 sauna sessions are 15 minutes, towels cost 2 euros, and no phones inside', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: "near miss: a piece that opens with 'then' leans on the one before it and goes with it",
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, then towels are mandatory', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1>3 sauna sessions are 15 minutes, then towels are mandatory', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: "near miss: a piece that says 'they' of the one before it leans on it and goes with it",
    miss: '"they" is not among the words read as pointing back: "they are mandatory" stays live as a rule of its own',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, they are mandatory', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1>3 sauna sessions are 15 minutes, they are mandatory', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'two sentences, the first changed: the second, a rule of its own, stays live',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes. No phones inside, please.', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1>3 sauna sessions are 15 minutes.', 'c 1 No phones inside', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'a clause too short to stand alone stays with the one before it, as the user wrote them',
    miss: 'the two are joined without the comma between them ("towels are mandatory no phones no exceptions"): not the user\'s words as written',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, towels are mandatory, no phones, no exceptions', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 towels are mandatory, no phones, no exceptions', 'c 1>3 sauna sessions are 15 minutes, towels are mandatory, no phones, no exceptions', 'c 3 make sauna sessions 20 minutes'],
  },
  {
    shape: 'Turkish, a line of three rules, one changed: the prohibition stays live',
    language: 'tr',
    turns: ['u: sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok', 'a: Tamam.', 'u: sauna seanslarını 20 dakika yapalım', 'a: Tamam.'],
    items: ['c 1 içeride telefon yok', 'c 1>3 sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok', 'd 3 sauna seanslarını 20 dakika yapalım'],
  },

  // ---- counts
  {
    shape: 'a count said without its noun changes the count just said',
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: one more, Priya wants in', 'a: ok'],
    items: ['c 3 one more', 'd 1>3 Book 6 seats for the show.'],
  },
  {
    shape: 'a count said without its noun that a rule of its turn already keeps is not kept twice',
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: one more, we must book one more', 'a: ok'],
    items: ['c 3 we must book one more', 'd 1>3 Book 6 seats for the show.'],
  },
  {
    shape: 'near miss: a count in an option turned down is no count the user set: the count said without its noun changes the one before it',
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: forget the 4 chairs', 'a: ok', 'u: one more, Priya wants in', 'a: ok'],
    items: ['c 5 one more', 'd 1>5 Book 6 seats for the show.', 'r 3 forget the 4 chairs'],
  },
  {
    shape: 'a relayed number added to in a decision of its turn: the addition kept once, in the decision',
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'u: ok, and one more for the intern', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', 'd 3 ok, and one more for the intern'],
  },
  {
    shape: 'a relayed number just added to is the one count the addition changes, not the count said before it',
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: Dana wants 8 laptops now.', 'a: Noted.', 'u: and one more for the intern', 'a: ok'],
    items: ['c 3>5 Dana wants 8 laptops now.', 'c 5 and one more for the intern', 'd 1 Book 6 seats for the show.'],
  },
  {
    shape: "near miss: another thing's count changes nothing",
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: two more bottles of wine', 'a: ok'],
    items: ['d 1 Book 6 seats for the show.'],
  },
  {
    shape: "near miss: a count said four of the user's turns after changes nothing",
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: hm', 'a: ok', 'u: hm', 'a: ok', 'u: hm', 'a: ok', 'u: one more, Priya wants in', 'a: ok'],
    items: ['d 1 Book 6 seats for the show.'],
  },
  {
    shape: "a count said three of the user's turns after changes it",
    language: 'en',
    turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: hm', 'a: ok', 'u: hm', 'a: ok', 'u: one more, Priya wants in', 'a: ok'],
    items: ['c 7 one more', 'd 1>7 Book 6 seats for the show.'],
  },
  {
    shape: 'Turkish, a count said without its noun changes the count just said',
    language: 'tr',
    turns: ['u: 4 oda ayır.', 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'],
    items: ['c 1>3 4 oda ayır.', 'c 3 bir tane daha lazım'],
  },
  {
    shape: "a number someone else asked for, relayed, is the user's once added to",
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'u: and one more for the intern', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', 'c 3 and one more for the intern'],
  },
  {
    shape: "a relayed number added to three of the user's turns after, bare calls between",
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'a> lookup({"q": "x"})', 'u: ok', 'a: ok', 'a> lookup({"q": "x"})', 'u: fine', 'a: ok', 'a> lookup({"q": "x"})', 'u: and one more for the intern', 'a: ok'],
    items: ['c 1>10 Dana wants 8 laptops now.', 'c 10 and one more for the intern'],
  },
  {
    shape: "near miss: a relayed number added to four of the user's turns after, bare calls between",
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'a> lookup({"q": "x"})', 'u: ok', 'a: ok', 'a> lookup({"q": "x"})', 'u: fine', 'a: ok', 'a> lookup({"q": "x"})', 'u: sure', 'a: ok', 'a> lookup({"q": "x"})', 'u: and one more for the intern', 'a: ok'],
    items: [],
  },
  {
    shape: "near miss: a relayed number added to four of the user's turns after is nobody's rule",
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'u: ok', 'a: ok', 'u: fine', 'a: ok', 'u: sure', 'a: ok', 'u: and one more for the intern', 'a: ok'],
    items: [],
  },
  {
    shape: "a number alone answering \"how many\" is the count asked about",
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan?', 'u: 90', 'a: ok'],
    items: ['c 1>3 Plan 80 croissants for Saturday.', 'c 3 90'],
  },
  {
    shape: 'a number taken with a word answering "how many" is the count asked about',
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan for Saturday?', '~u: ok, 90 then', 'a: ok'],
    items: ['c 1>3 Plan 80 croissants for Saturday.', '~c 3 ok, 90 then'],
  },
  {
    shape: 'a number alone answering "how many" across a tool\'s result and a bare call is the count asked about',
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan?', 'a> get_stock({"item": "croissant"})', 't: {"stock": 40}', 'u: 90', 'a: ok'],
    items: ['c 1>5 Plan 80 croissants for Saturday.', 'c 5 90'],
  },
  {
    shape: 'near miss: a number alone after a user turn of its own answers nothing',
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan?', 'u: hmm let me check', 'u: 90', 'a: ok'],
    items: ['c 1 Plan 80 croissants for Saturday.'],
  },
  {
    shape: "near miss: a number alone after the user's own question of how many answers nothing",
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: Noted.', 'u: how many croissants did we sell last Saturday?', 'u: 90', 'a: ok'],
    items: ['c 1 Plan 80 croissants for Saturday.', 'q 3 how many croissants did we sell last Saturday?'],
  },
  {
    shape: 'near miss: a number alone answering nothing changes nothing',
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: Noted.', 'u: 90', 'a: ok'],
    items: ['c 1 Plan 80 croissants for Saturday.'],
  },
  {
    shape: 'a number alone answering "how many", typed with spaces around it, is kept trimmed',
    language: 'en',
    turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan?', 'u:  90 ', 'a: ok'],
    items: ['c 1>3 Plan 80 croissants for Saturday.', 'c 3 90'],
  },

  // ---- proposals taken, values relayed, changes told
  {
    shape: "someone else's figure taken in the same turn replaces the rule",
    wideMiss: "someone else's figure typed wide is not read as taken",
    language: 'en',
    turns: ['u: Warmup is 500 steps.', 'a: Noted.', "~u: Jonas suggested warmup 1,000 instead of 500, he's right, use 1,000", 'a: Noted.'],
    items: ['c 1>3 Warmup is 500 steps.', '~c 3 Jonas suggested warmup 1,000 instead of 500', '~d 3 use 1,000'],
  },
  {
    shape: "the user's own proposal, answered and confirmed, replaces the rule at both turns",
    wideMiss: '"great,  do  it" is read as no confirmation',
    language: 'en',
    turns: ['u: The dinner is at 7pm.', 'a: ok', 'u: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', '~u: great, do it', 'a: Done.'],
    items: ['c 1>5 The dinner is at 7pm.', 'd 3,5 could we move the dinner to 8pm?'],
  },
  {
    shape: "the assistant's offer taken with no value of the user's own: kept in its words at both turns",
    wideMiss: 'the offer typed wide is not read as one',
    language: 'en',
    turns: ['u: Keep the shuttle budget at €900.', 'a: Noted.', 'u: thanks', '~a: Should I raise the shuttle budget to €1,050?', '~u: yes, do that', 'a: Done.'],
    items: ['c 1>5 Keep the shuttle budget at €900.', '~d 4,5 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: "near miss: the assistant's offer declined replaces nothing",
    language: 'en',
    turns: ['u: Keep the shuttle budget at €900.', 'a: Noted.', 'u: thanks', 'a: Should I raise the shuttle budget to €1,050?', 'u: ok, leave it then', 'a: ok'],
    items: ['c 1 Keep the shuttle budget at €900.', 'd 5 ok, leave it then'],
  },
  {
    shape: "a bare number taking the value the assistant offered replaces the rule, with the offer's kind",
    language: 'en',
    turns: ['u: keep the rent under $1,500', 'a: Under $1,500 there are only two studios left. At $1,800 there are six two-bedroom places. Want me to raise the limit?', 'u: ok go with 1800', 'a: ok'],
    items: ['c 1>3 keep the rent under $1,500', 'd 3 ok go with 1800'],
  },
  {
    shape: 'a value set by someone with the power to set it, relayed, replaces the rule',
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'a: Noted.'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 3 the pool manager said lane swimming closes at 21:00 on weekdays from monday'],
  },
  {
    shape: "near miss: a value relayed whose turn says the value in the user's own words needs no line of its own",
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said lane swimming closes at 21:00 on weekdays from monday. lane swimming closes at 21:00 then', 'a: Noted.'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 3 lane swimming closes at 21:00 then'],
  },
  {
    shape: 'a value relayed keeps the other rule of its turn',
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said lane swimming closes at 21:00 on weekdays from monday, kids must leave by 20:00', 'a: Noted.'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 3 kids must leave by 20:00', 'c 3 the pool manager said lane swimming closes at 21:00 on weekdays from monday'],
  },
  {
    shape: "a value relayed, then changed by the user's own words: each replaced by the next",
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'a: Noted.', 'u: lane swimming closes at 20:00 on weekdays', 'a: ok'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 5 lane swimming closes at 20:00 on weekdays', 'c 3>5 the pool manager said lane swimming closes at 21:00 on weekdays from monday'],
  },
  {
    shape: 'a change told replaces the rule and is one of its own',
    language: 'en',
    turns: ['u: The deposit is €2,000.', 'a: Noted.', 'u: they lowered the deposit to €1,500', 'a: Noted.'],
    items: ['c 1>3 The deposit is €2,000.', 'c 3 they lowered the deposit to €1,500'],
    // The stale value is spelled out only in a replaced item, the first to go when the summary shrinks: it is listed.
    identifiers: ['€2,000'],
  },
  {
    shape: 'a change told beside the same value said in its turn: both kept (only a proposal taken gives way to its turn\'s own words)',
    language: 'en',
    turns: ['u: The deposit is €2,000.', 'a: Noted.', 'u: they lowered the deposit to €1,500, the deposit is €1,500 now', 'a: Noted.'],
    items: ['c 1>3 The deposit is €2,000.', 'c 3 the deposit is €1,500 now', 'c 3 they lowered the deposit to €1,500'],
  },

  {
    shape: "someone else's figure taken replaces only the rule of its own thing",
    miss: 'the warmup taken ("use 1,000") replaces "keep each job to 8 GPUs", a rule of another thing that the assistant\'s plan between them names beside the warmup (a tuning conversation\'s turns)',
    language: 'en',
    turns: [
      "u: fine. overnight is ok but no runs over the weekend unless I say so, nobody's watching them. and keep each job to 8 GPUs.",
      'a: Plan: detr-r50-ft-v4-s1..s3, 8×A100 each, bf16, batch 32, lr 3e-4, warmup 500, eval every 2000. Launch?',
      "u: wait. Jonas suggested warmup 1,000 instead of 500 because of the bf16 switch, he's right, use 1,000.",
      'a: Noted.',
    ],
    items: ["c 1 overnight is ok but no runs over the weekend unless I say so, nobody's watching them.", 'c 1 and keep each job to 8 GPUs.', 'c 3 Jonas suggested warmup 1,000 instead of 500 because of the bf16 switch', 'd 3 use 1,000.'],
  },
  {
    shape: "someone else's figure taken in the user's next turn: the two turns read as one decision",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 'u: the harbour master wants the last sailing at 22:00 because of the tide', 'a: Ok. Should I tell the crew?', "u: not yet. he's right though, 22:00 it is", 'a: Noted.'],
    items: ['c 1>5 the last ferry leaves at 22:30', "d 3,5 the harbour master wants the last sailing at 22:00 because of the tide … not yet. he's right though, 22:00 it is"],
  },
  {
    shape: "someone else's figure taken in the user's next turn, after an assistant turn with no value",
    language: 'en',
    turns: ['u: the choir sings 6 pieces at the gala', 'a: Ok.', 'u: the conductor suggested 8 pieces at the gala since the hall is ours all evening', 'a: That adds about a quarter hour.', 'u: ok go with that', 'a: Noted.'],
    items: ['c 1>5 the choir sings 6 pieces at the gala', 'd 3,5 the conductor suggested 8 pieces at the gala since the hall is ours all evening … ok go with that'],
  },
  {
    shape: "someone else's figure taken in the same turn with no value of the user's own: one decision",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', "u: the harbour master wants the last sailing at 22:00 because of the tide. he's right though, lets do that", 'a: Noted.'],
    items: ['c 1>3 the last ferry leaves at 22:30', "d 3 the harbour master wants the last sailing at 22:00 because of the tide. he's right though, lets do that"],
  },
  {
    shape: "near miss: someone else's figure told in a system turn is not taken by the user's next turn",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 's: the harbour master wants the last sailing at 22:00 because of the tide', 'a: That is earlier.', "u: he's right though, lets do that", 'a: Noted.'],
    items: ['c 1 the last ferry leaves at 22:30', "d 5 he's right though, lets do that"],
  },
  {
    shape: "near miss: someone else's figure is not taken across an assistant turn that makes a call",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 'u: the harbour master wants the last sailing at 22:00 because of the tide', 'a> notify({"who": "crew"})', "u: he's right though, lets do that", 'a: Noted.'],
    items: ['c 1 the last ferry leaves at 22:30', "d 5 he's right though, lets do that"],
  },
  {
    shape: "near miss: someone else's figure is not taken across a tool's result",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 'u: the harbour master wants the last sailing at 22:00 because of the tide', 't: {"tide": "low"}', "u: he's right though, lets do that", 'a: Noted.'],
    items: ['c 1 the last ferry leaves at 22:30', "d 5 he's right though, lets do that"],
  },
  {
    shape: "a conversation that opens with the assistant's words: the first user turn takes nothing from before it",
    language: 'en',
    turns: ['a: Hi.', 'u: the harbour master wants the last sailing at 22:00 because of the tide', 'a: That is earlier.', "u: he's right though, lets do that", 'a: Noted.'],
    items: ["d 4 he's right though, lets do that"],
  },
  {
    shape: "someone else's figure taken in the same turn, then asked about: one decision, not one across the turns",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', "u: the harbour master wants the last sailing at 22:00 because of the tide, he's right, 22:00 it is", 'a: Ok. Should I tell the crew?', 'u: yes', 'a: Noted.'],
    items: ['c 1>3 the last ferry leaves at 22:30', "d 3 the harbour master wants the last sailing at 22:00 because of the tide, he's right, 22:00 it is"],
  },
  {
    shape: 'a change that points at its new value replaces the rule of that thing',
    language: 'en',
    turns: ['u: the flowers go out in the white van', 'a: Noted.', "u: put them in the other van, white one's got a flat", 'a: Noted.'],
    items: ['c 1>3 the flowers go out in the white van', 'd 3 put them in the other van'],
  },
  {
    shape: 'a change that points at its new value, kept as a rule of its turn, is not kept again as a decision',
    language: 'en',
    turns: ['u: the flowers go out in the white van', 'a: Noted.', 'u: always put them in the other van', 'a: Noted.'],
    items: ['c 1>3 the flowers go out in the white van', 'c 3 always put them in the other van'],
  },
  {
    shape: 'a change that points at its new value, kept as a decision of its turn, is not kept twice',
    language: 'en',
    turns: ['u: the flowers go out in the white van', 'a: Noted.', 'u: ok, put them in the other van', 'a: Noted.'],
    items: ['c 1>3 the flowers go out in the white van', 'd 3 ok, put them in the other van'],
  },
  {
    shape: 'a change that points at its new value leaves an option its turn turned down that it does not say',
    language: 'en',
    turns: ['u: the flowers go out in the white van', 'a: Noted.', 'u: put them in the other van, forget the budget cap', 'a: Noted.'],
    items: ['c 1>3 the flowers go out in the white van', 'd 3 put them in the other van', 'r 3 forget the budget cap'],
  },
  {
    shape: 'a change taken back replaces the change, and is no option turned down',
    language: 'en',
    turns: ['u: stand-up should be in the kitchen', 'a: Ok.', 'u: lets do the stand-up on the roof terrace', 'a: Ok.', 'u: never mind, kitchen it is, too windy', 'a: Ok.'],
    items: ['c 1 stand-up should be in the kitchen', 'd 3>5 lets do the stand-up on the roof terrace', 'd 5 never mind, kitchen it is'],
  },
  {
    shape: 'Turkish, a change taken back replaces the change, and is no option turned down',
    language: 'tr',
    turns: ['u: kreş servisi çocukları arka kapıdan alsın', 'a: Tamam.', 'u: servis ön kapıya gelsin', 'a: Tamam.', 'u: vazgeçtim arka kapı kalsın', 'a: Tamam.'],
    items: ['c 1 kreş servisi çocukları arka kapıdan alsın', 'c 3>5 servis ön kapıya gelsin', 'd 5 vazgeçtim arka kapı kalsın'],
  },
  {
    shape: 'a change that points at an option the assistant named replaces the rule',
    language: 'en',
    turns: ['u: order the chalk from Rockbag only', 'a: Rockbag is £4.20 a block, Friction Labs £3.80 and ships faster.', 'u: second one pls', 'a: ok'],
    items: ['c 1>3 order the chalk from Rockbag only', 'd 3 second one pls'],
  },

  {
    shape: 'Turkish, a change of mind between options one assistant turn offered',
    language: 'tr',
    turns: ['a: Seçenekler: Pegasus 08:10, AJet 11:40.', "u: pegasus'a bakalım", 'a: Pegasus bagajsız, AJet ise 20 kg bagaj dahil.', 'u: tamam ajet olsun', 'a: Tamam.'],
    items: ['c 4 tamam ajet olsun', "d 2>4 pegasus'a bakalım"],
  },
  {
    shape: 'Turkish, a choice changed, then the first choice dropped again: marked by the first turn that replaced it',
    language: 'tr',
    turns: ['a: Seçenekler: Pegasus 08:10, AJet 11:40.', "u: pegasus'a bakalım", 'a: Pegasus bagajsız, AJet ise 20 kg bagaj dahil.', 'u: tamam ajet olsun', 'a: Tamam.', "u: pegasus'a bakalım dedim ama iptal", 'a: Tamam.'],
    items: ['c 4 tamam ajet olsun', "d 2>4 pegasus'a bakalım", "d 6 pegasus'a bakalım dedim ama iptal"],
  },
  {
    shape: 'a rule named and forgotten: an option turned down that cancels it',
    language: 'en',
    turns: ['u: the budget cap is €3,000', 'a: Noted.', 'u: forget the budget cap, quality matters more', 'a: Noted.'],
    items: ['c 1>3 the budget cap is €3,000', 'r 3 forget the budget cap'],
  },
  {
    shape: "a relayed number added to three of the user's turns after",
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: Noted.', 'u: ok', 'a: ok', 'u: fine', 'a: ok', 'u: and one more for the intern', 'a: ok'],
    items: ['c 1>7 Dana wants 8 laptops now.', 'c 7 and one more for the intern'],
  },
  {
    shape: "a call approved in the proposal's own verb, made in a raw turn, replaces the rule and is no decision of the range",
    language: 'en',
    turns: [POOL, 'a: Runs are queuing. Want me to raise the dbt pool to 6 slots?', 'u: raise it'],
    later: [POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1>4 Keep the dbt pool at 4 slots.'],
  },

  { shape: "a system turn's rule is kept as the user's", language: 'en', turns: ['s: Never share the admin password.', 'u: the flowers go out in the white van', 'a: Noted.'], items: ['c 1 Never share the admin password.', 'c 2 the flowers go out in the white van'] },
  {
    shape: "near miss: a system turn's words that point at another option are no change of the user's mind",
    language: 'en',
    turns: ['u: the flowers go out in the white van', 'a: Noted.', "s: put them in the other van, white one's got a flat", 'a: Noted.'],
    items: ['c 1 the flowers go out in the white van'],
  },
  {
    shape: "near miss: a change told in a system turn is no change of the user's",
    language: 'en',
    turns: ['u: The deposit is €2,000.', 'a: Noted.', 's: they lowered the deposit to €1,500', 'a: Noted.'],
    items: ['c 1 The deposit is €2,000.'],
  },
  {
    shape: "near miss: a value relayed in a system turn is no rule of the user's",
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 's: the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'a: Noted.'],
    items: ['c 1 Lane swimming closes at 22:00 on weekdays.'],
  },

  // ---- the same changes in a turn that stays raw: the rule is marked, nothing of the raw turn is kept
  { shape: 'a change told in a raw turn', language: 'en', turns: ['u: The deposit is €2,000.', 'a: Noted.'], later: ['u: they lowered the deposit to €1,500'], items: ['c 1>3 The deposit is €2,000.'] },
  { shape: "someone else's figure taken in a raw turn", language: 'en', turns: ['u: Warmup is 500 steps.', 'a: Noted.'], later: ["u: Jonas suggested warmup 1,000 instead of 500, he's right, use 1,000"], items: ['c 1>3 Warmup is 500 steps.'] },
  {
    shape: "someone else's figure taken in the user's next turn, that turn raw",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 'u: the harbour master wants the last sailing at 22:00 because of the tide', 'a: Ok. Should I tell the crew?'],
    later: ["u: not yet. he's right though, 22:00 it is"],
    items: ['c 1>5 the last ferry leaves at 22:30'],
  },
  { shape: 'a change that points at an option the assistant named, in a raw turn', language: 'en', turns: ['u: order the chalk from Rockbag only', 'a: Rockbag is £4.20 a block, Friction Labs £3.80 and ships faster.'], later: ['u: second one pls'], items: ['c 1>3 order the chalk from Rockbag only'] },
  { shape: 'Turkish, a change of mind between offered options in a raw turn', language: 'tr', turns: ['a: Seçenekler: Pegasus 08:10, AJet 11:40.', "u: pegasus'a bakalım", 'a: Pegasus bagajsız, AJet ise 20 kg bagaj dahil.'], later: ['u: tamam ajet olsun'], items: ["d 2>4 pegasus'a bakalım"] },
  { shape: 'a value relayed from who set it in a raw turn', language: 'en', turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.'], later: ['u: the pool manager said lane swimming closes at 21:00 on weekdays from monday'], items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.'] },
  { shape: 'a change that points at its new value in a raw turn', language: 'en', turns: ['u: the flowers go out in the white van', 'a: Noted.'], later: ["u: put them in the other van, white one's got a flat"], items: ['c 1>3 the flowers go out in the white van'] },
  { shape: 'a number alone answering "how many" in a raw turn', language: 'en', turns: ['u: Plan 80 croissants for Saturday.', 'a: How many croissants should I plan?'], later: ['u: 90'], items: ['c 1>3 Plan 80 croissants for Saturday.'] },
  { shape: 'a count said without its noun in a raw turn', language: 'en', turns: ['u: Book 6 seats for the show.', 'a: Booked.'], later: ['u: one more, Priya wants in'], items: ['d 1>3 Book 6 seats for the show.'] },
  { shape: 'a rule changed in a raw turn', language: 'en', turns: [POOL, 'a: Noted.'], later: ['u: make the dbt pool 6 slots'], items: ['c 1>3 Keep the dbt pool at 4 slots.'] },
  { shape: "a bare number taking the value the assistant offered, in a raw turn", language: 'en', turns: ['u: keep the rent under $1,500', 'a: Under $1,500 there are only two studios left. At $1,800 there are six two-bedroom places. Want me to raise the limit?'], later: ['u: ok go with 1800', 'a: ok'], items: ['c 1>3 keep the rent under $1,500'] },
  { shape: 'a change told in a raw turn after a raw turn of the user', language: 'en', turns: ['u: The deposit is €2,000.', 'a: Noted.'], later: ['u: hi', 'a: ok', 'u: they lowered the deposit to €1,500'], items: ['c 1>5 The deposit is €2,000.'] },
  { shape: 'a number alone answering "how many" in a raw turn after a raw turn of the user', language: 'en', turns: ['u: Plan 80 croissants for Saturday.', 'a: Noted.'], later: ['u: hi', 'a: How many croissants should I plan?', 'u: 90'], items: ['c 1>5 Plan 80 croissants for Saturday.'] },
  { shape: 'a change that points at its new value in a raw turn after a raw turn of the user', language: 'en', turns: ['u: the flowers go out in the white van', 'a: Noted.'], later: ['u: hi', 'a: ok', "u: put them in the other van, white one's got a flat"], items: ['c 1>5 the flowers go out in the white van'] },
  {
    shape: "someone else's figure taken in a raw turn after the assistant's, with no value of the user's own",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', 'u: the harbour master wants the last sailing at 22:00 because of the tide'],
    later: ['a: Ok, I can tell the crew.', "u: he's right though, lets do that"],
    items: ['c 1>5 the last ferry leaves at 22:30'],
  },
  { shape: "someone else's figure taken in the same raw turn with no value of the user's own", language: 'en', turns: ['u: the last ferry leaves at 22:30', 'a: Ok.'], later: ["u: the harbour master wants the last sailing at 22:00 because of the tide. he's right though, lets do that", 'a: Noted.'], items: ['c 1>3 the last ferry leaves at 22:30'] },

  { shape: "near miss: the proposal's verb in a raw turn after a user turn of its own approves nothing", language: 'en', turns: [POOL, POOL_VERB_OFFER, 'u: hm'], later: ['u: raise it', POOL_CALL, 'a: dbt pool is now 6 slots.'], items: ['c 1 Keep the dbt pool at 4 slots.'] },
  { shape: "a count said without its noun in a raw turn, three of the user's turns after", language: 'en', turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: hm', 'a: ok', 'u: hm', 'a: ok'], later: ['u: one more, Priya wants in', 'a: ok'], items: ['d 1>7 Book 6 seats for the show.'] },
  { shape: "near miss: a count said without its noun in a raw turn, four of the user's turns after", language: 'en', turns: ['u: Book 6 seats for the show.', 'a: Booked.', 'u: hm', 'a: ok', 'u: hm', 'a: ok', 'u: hm', 'a: ok'], later: ['u: one more, Priya wants in', 'a: ok'], items: ['d 1 Book 6 seats for the show.'] },
  { shape: "near miss: another thing's count in a raw turn", language: 'en', turns: ['u: Book 6 seats for the show.', 'a: Booked.'], later: ['u: two more bottles of wine', 'a: ok'], items: ['d 1 Book 6 seats for the show.'] },
  { shape: 'Turkish, one rule of a line changed in a raw turn: the prohibition stays live', language: 'tr', turns: ['u: sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok', 'a: Tamam.'], later: ['u: sauna seanslarını 20 dakika yapalım', 'a: Tamam.'], items: ['c 1 içeride telefon yok', 'c 1>3 sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok'] },
  {
    shape: 'a change taken back in a raw turn',
    language: 'en',
    turns: ['u: stand-up should be in the kitchen', 'a: Ok.', 'u: lets do the stand-up on the roof terrace', 'a: Ok.'],
    later: ['u: never mind, kitchen it is, too windy', 'a: Ok.'],
    items: ['c 1 stand-up should be in the kitchen', 'd 3>5 lets do the stand-up on the roof terrace'],
  },
  {
    shape: 'a rule forgotten in a raw turn is marked',
    miss: 'a rule is cancelled only by a turn of the range: forgotten in a raw turn, it stays live',
    language: 'en',
    turns: ['u: the budget cap is €3,000', 'a: Noted.'],
    later: ['u: forget the budget cap, quality matters more', 'a: Noted.'],
    items: ['c 1>3 the budget cap is €3,000'],
  },

  // ---- records and identifiers
  { shape: 'a record named is no rule, only an identifier', language: 'en', turns: ['u: change ticket CHG-20431', 'a: Noted.'], items: [], identifiers: ['CHG-20431'] },
  {
    shape: 'an identifier spelled out in a live item is not listed again',
    language: 'en',
    turns: ['u: Deploy only from branch release/2.4.', 'a: Noted.', 't: branch release/2.4 at 9f3c2e1'],
    items: ['c 1 Deploy only from branch release/2.4.'],
    identifiers: ['9f3c2e1'],
  },
  {
    shape: 'an identifier a raw turn spells out is not listed',
    language: 'en',
    turns: ['u: Deploy only from branch main.', 'a: Noted.', 't: ticket OPS-2231 opened'],
    later: ['u: OPS-2231 is the one'],
    items: ['c 1 Deploy only from branch main.'],
    identifiers: [],
  },
  {
    shape: 'Turkish read as Turkish though the headings are English: a line of rules, one changed',
    language: 'en',
    turns: ['u: sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok', 'a: Tamam.', 'u: sauna seanslarını 20 dakika yapalım', 'a: Tamam.'],
    items: ['c 1 içeride telefon yok', 'c 1>3 sauna seansları 15 dakika, peştemal zorunlu, içeride telefon yok', 'd 3 sauna seanslarını 20 dakika yapalım'],
  },
  {
    shape: "Turkish read as Turkish though the headings are English: the proposal's verb negated",
    language: 'en',
    turns: [DUE, 'a: Tamam.', 'u: teşekkürler', DUE_OFFER, 'u: alma, kalsın', DUE_CALL, 'a: Tamamdır.'],
    items: ['c 1 RNDV-1 teslimi 20 Mart olsun.', 'c 5 alma, kalsın'],
  },
  {
    shape: 'Turkish read as Turkish though the headings are English: a rule, a change and a change taken back',
    miss: 'three short Turkish rules with no Turkish suffix the reader knows under English headings: none is kept',
    language: 'en',
    turns: ['u: kreş servisi çocukları arka kapıdan alsın', 'a: Tamam.', 'u: servis ön kapıya gelsin', 'a: Tamam.', 'u: vazgeçtim arka kapı kalsın', 'a: Tamam.'],
    items: ['c 1 kreş servisi çocukları arka kapıdan alsın', 'c 3>5 servis ön kapıya gelsin', 'd 5 vazgeçtim arka kapı kalsın'],
  },
  { shape: 'a Turkish conversation typed without Turkish letters is read as Turkish', language: 'tr', turns: ['u: kapiyi kilitleme', 'a: Tamam.'], items: ['c 1 kapiyi kilitleme'] },
  { shape: 'Turkish read as Turkish though the headings are English', language: 'en', turns: ['u: Depoyu hafta sonu açmayın, anahtarı da kimseye vermeyin.', 'a: Tamam.'], items: ['c 1 Depoyu hafta sonu açmayın, anahtarı da kimseye vermeyin.'] },
  // ------------------------------------------------ supersession-10 (supersession.ts 2409-2466, 2299): choices weighed again
  // A choice, then one assistant turn naming both options (its capitalised words, a capital that opens the turn, a
  // sentence or a line only where the word is capitalised inside a sentence too), then another choice: the first is
  // replaced; not when the options were named before both choices or after both, nor when either choice names none.
  {
    shape: 'a choice, the options weighed again, another choice: the first is replaced',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, HOTEL_OFFER, HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  // supersession-10 (supersession.ts 2455): a decision in other words than a choice's is a choice too
  // (docs/compaction.md, the supersession rule); the summarizer reads only a choice's words: a known miss.
  {
    shape: "a decision in other words ('we'll use monti'), the options weighed again, another choice: the first is replaced",
    language: 'en',
    turns: [HOTEL, "u: we'll use monti", HOTEL_OFFER, HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', "d 2>4 we'll use monti", "d 4 let's do celio then"],
    miss: 'a decision with no word of choice ("we\'ll use monti") is not read as a choice: the later choice between the options weighed again leaves it live',
  },
  {
    shape: 'Turkish: a choice, the options weighed again with their case endings, another choice: the first is replaced',
    language: 'tr',
    turns: ['u: roma için iki gecelik otel lazım', 'u: tamam monti iyi görünüyor', "a: Residenza Monti'nin kahvaltısı var, Hotel Celio'nun havuzu var.", "u: celio'ya bakalım"],
    items: ['c 1 roma için iki gecelik otel lazım', 'd 2>4 tamam monti iyi görünüyor', "d 4 celio'ya bakalım"],
  },
  {
    shape: 'Turkish: a choice, the options weighed again, another choice: the first is replaced',
    language: 'tr',
    turns: ['u: roma için iki gecelik otel lazım', 'u: tamam monti iyi görünüyor', 'a: Residenza Monti Suites gecelik 140 €, Hotel Celio Family 120 €.', "u: celio'ya bakalım"],
    items: ['c 1 roma için iki gecelik otel lazım', 'd 2>4 tamam monti iyi görünüyor', "d 4 celio'ya bakalım"],
  },
  {
    shape: 'options named before both choices are no change of mind',
    language: 'en',
    turns: [HOTEL, HOTEL_OFFER, HOTEL_MONTI, 'a: Done, Monti it is.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 3 ok, go with monti', "d 5 let's do celio then"],
  },
  {
    shape: 'options named after both choices are no change of mind',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Noted.', HOTEL_CELIO, HOTEL_OFFER],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'a later choice that names none of the options changes no choice',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, HOTEL_OFFER, 'u: ok, breakfast included then'],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', 'd 4 ok, breakfast included then'],
  },
  {
    shape: 'the options named last in the turn, with no stop after them',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left: Residenza Monti or Hotel Celio', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'the options in single quotes',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, "a: Two left: 'Monti', 'Celio'.", HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'an option whose name has a capital inside it ("McKinley")',
    language: 'en',
    turns: ['u: we need a hotel in denver', 'u: ok, go with the Brown', 'a: Two left: the McKinley Suites and the Brown Palace.', "u: let's do mckinley then"],
    items: ['c 1 we need a hotel in denver', 'd 2>4 ok, go with the Brown', "d 4 let's do mckinley then"],
  },
  {
    shape: 'an option that opens the turn is grammar, not a name: one option named, no change of mind',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Celio is closer, and Monti has parking.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'options that open the lines of a list are grammar, not names: no change of mind',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left:\n- Celio, €120\n- Monti, €140', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  // A word put right, said of two earlier statements: the latest of them is replaced.
  {
    shape: 'a word put right replaces the latest statement that says it',
    language: 'en',
    turns: ['u: the flyers have to be on matte paper', 'u: the posters have to be on matte paper too', 'u: glossy not matte'],
    items: ['c 1 the flyers have to be on matte paper', 'c 2>3 the posters have to be on matte paper too', 'c 3 glossy not matte'],
  },
  {
    shape: 'a word put right replaces no statement said after it',
    language: 'en',
    turns: ['u: glossy not matte', 'a: Noted.', 'u: the flyers have to be on matte paper'],
    items: ['c 1 glossy not matte', 'c 3 the flyers have to be on matte paper'],
  },
  {
    shape: 'a first choice that names none of the options is not changed by one that names one',
    language: 'en',
    turns: [HOTEL, 'u: ok, go with the cheaper one', HOTEL_OFFER_2, HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with the cheaper one', "d 4 let's do celio then"],
  },
  {
    shape: 'a later statement naming another option with no word of choice is no choice',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, HOTEL_OFFER_2, 'u: the celio booking needs a crib'],
    items: ['c 1 we need a hotel in rome for two nights', 'c 4 the celio booking needs a crib', 'd 2 ok, go with monti'],
  },
  {
    shape: '"lets go" without its apostrophe is a choice',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, HOTEL_OFFER_2, 'u: ok lets go for celio'],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', 'd 4 ok lets go for celio'],
  },
  {
    shape: 'an option after a short first word of the turn is a name',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: So Celio has parking, Monti has breakfast.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'an option that opens a sentence is grammar, not a name: one option named, no change of mind',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, '~a: Rooms are free at Celio. Monti has one too.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: 'an option after a bar inside a line is a name',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left: Monti | Celio.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: "an option after the turn's opening dash, with a space or none, is grammar: one option named, no change of mind",
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: - Celio, €120, or Monti at €140', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: "an option glued to the turn's opening dash is grammar: one option named, no change of mind",
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: -Celio, €120, or Monti at €140', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: "options glued to their lines' dashes are grammar: no change of mind",
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left:\n-Celio, €120\n-Monti, €140', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 4 let's do celio then"],
  },
  // supersession-10 (supersession.ts 2421, `offersOf`): issue 12, the survivors its second run left. A capital after a
  // bar with no space is a name where the bar stands inside a line, or after the row's number that opens the line.
  {
    shape: 'an option after a bar with no space inside a line is a name',
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left: Monti|Celio.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },
  {
    shape: "options after the bar of their rows' numbers are names: they open no line",
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'a: Two left:\n1|Celio|€120\n2|Monti|€140', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2>4 ok, go with monti', "d 4 let's do celio then"],
  },

  // ------------------------------------------------ extract-2 (extractSummary.ts 1-443): records, options turned down,
  // approval, short clauses, changes of choice, proposals confirmed.
  // An item that only names records ("change ticket CHG-20431") is no rule, its identifiers listed instead
  // (`namesRecords`), though a word of deciding is inside a file's name. Supersession marks a constraint or a decision
  // (the doc comment of `extractSummary`), never an option turned down. An answer approves in the proposal's own verb
  // only when the turn before offers one. A clause too short to stand alone stays with the one before it as written.
  {
    shape: 'an item that only names records, its word of deciding inside a name ("agreed_terms_v2.pdf", ".../approved/..."), is no decision: its identifiers are listed',
    language: 'en',
    turns: ['u: sheet agreed_terms_v2.pdf', 'a: ok', 'u: s3://acme/approved/2026-11.csv and s3://acme/approved/2026-12.csv', 'a: ok'],
    items: [],
    identifiers: ['agreed_terms_v2.pdf', 's3://acme/approved/2026-11.csv', 's3://acme/approved/2026-12.csv'],
  },
  {
    shape: 'an item that only names records, its word of turning down inside a name ("rejected_claims.csv"), is no option turned down: its identifiers are listed',
    miss: 'only a constraint or a decision is read as naming records alone (`namesRecords`): the file names are filed whole as an option turned down, and not listed',
    language: 'en',
    turns: ['u: rejected_claims.csv and rejected_2025.csv', 'a: ok'],
    items: [],
    identifiers: ['rejected_claims.csv', 'rejected_2025.csv'],
  },
  {
    shape: 'an option turned down is not marked replaced, though a later statement says its thing again',
    language: 'en',
    turns: ['u: the budget cap is €3,000', 'a: Noted.', 'u: forget the budget cap', 'a: ok', 'u: the budget cap is €2,000 after all', 'a: ok'],
    items: ['c 1>3 the budget cap is €3,000', 'c 5 the budget cap is €2,000 after all', 'r 3 forget the budget cap'],
  },
  {
    shape: "near miss: a word that reads as an imperative of no verb the turn before offered (\"undefinedin\") approves no call",
    language: 'en',
    turns: [POOL, 'a: Runs are queuing. The dbt pool is small.', 'u: undefinedin', POOL_CALL, 'a: dbt pool is now 6 slots.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: 'a clause too short to stand alone, cut off before its "so", stays with the one before it as the user wrote them',
    language: 'en',
    turns: ['u: sauna sessions are 15 minutes, no phones inside so never, towels are mandatory', 'a: Noted.', 'u: make sauna sessions 20 minutes', 'a: Noted.'],
    items: ['c 1 no phones inside so never', 'c 1 towels are mandatory', 'c 1>3 sauna sessions are 15 minutes, no phones inside so never, towels are mandatory', 'c 3 make sauna sessions 20 minutes'],
  },
  // A change of choice: options named by one assistant turn between two choices, of decisions (not a prohibition that
  // names an option), marked by the first turn that replaced the choice.
  {
    shape: "near miss: options named by the user's own turn between the two choices are no options the assistant weighed: no change of mind",
    language: 'en',
    turns: [HOTEL, HOTEL_MONTI, 'u: Residenza Monti Suites or Hotel Celio Family, which one has parking?', 'a: Both do.', HOTEL_CELIO],
    items: ['c 1 we need a hotel in rome for two nights', 'd 2 ok, go with monti', "d 5 let's do celio then"],
  },
  {
    shape: 'near miss: a prohibition that names an option is no choice: another option chosen leaves it live',
    language: 'en',
    turns: ['u: never book Monti again', 'a: Noted.', HOTEL, HOTEL_OFFER_2, HOTEL_CELIO],
    items: ['c 1 never book Monti again', 'c 3 we need a hotel in rome for two nights', "d 5 let's do celio then"],
  },
  {
    shape: 'a choice replaced by a statement and later by a change of choice is marked by the first',
    language: 'en',
    turns: ['u: go with monti for 2 nights', 'a: Noted.', 'u: go with monti for 3 nights', HOTEL_OFFER_2, HOTEL_CELIO],
    items: ['d 1>3 go with monti for 2 nights', 'd 3>5 go with monti for 3 nights', "d 5 let's do celio then"],
  },
  {
    shape: 'an approved call that books the other option the assistant offered replaces the choice, kept as the call',
    miss: 'an approved call is read only by the settings it changes, never as a change of choice: "ok, go with monti" stays live and the call is not kept',
    language: 'en',
    turns: [HOTEL, HOTEL_OFFER_2, HOTEL_MONTI, 'a: Monti is full. Should I book Celio?', 'u: yes', 'a> book({"hotel": "Celio"})', 'a: Done.'],
    items: ['c 1 we need a hotel in rome for two nights', 'd 3>6 ok, go with monti', 'd 6 book({"hotel": "Celio"})'],
  },
  {
    shape: "the user's own proposal confirmed in a turn that says its change again: that turn's words stay an item of their own (only someone else's proposal taken says its turn's pieces whole)",
    language: 'en',
    turns: ['u: The dinner is at 7pm.', 'a: ok', 'u: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: do it. move the dinner to 8pm', 'a: Done.'],
    items: ['c 1>5 The dinner is at 7pm.', 'd 5 move the dinner to 8pm', 'd 3,5 could we move the dinner to 8pm?'],
  },
  {
    shape: "near miss: a call given to a tool turn after a yes is no call approved: only the assistant's turns act",
    language: 'en',
    turns: [POOL, 'a: Runs are queuing.', 'u: ok', 't: queue: 12 waiting', 't+> set_pool({"pool": "dbt", "slots": 6})', 'a: Done.'],
    items: ['c 1 Keep the dbt pool at 4 slots.'],
  },
  {
    shape: "someone else's figure taken says its turn's pieces whole: one of them changed later brings back no piece of the turn, only the prohibition the figure's line keeps",
    language: 'en',
    from: 2,
    previous: ['c 1 the last ferry leaves at 22:30'],
    turns: ["u: the harbour master wants the last sailing at 22:00. no cars on the last sailing, no bikes either. he's right though, lets do that", 'a: Noted.', 'u: you can take cars on the last sailing now', 'a: ok'],
    items: ['c 5 you can take cars on the last sailing now', 'c 1>3 the last ferry leaves at 22:30', 'd 3 no bikes either.', "d 3>5 the harbour master wants the last sailing at 22:00. no cars on the last sailing, no bikes either. he's right though, lets do that"],
  },
  {
    shape: "someone else's figure taken in the same turn replaces the rule, though the teller calls the thing theirs (\"their last sailing\"): taken, it is the user's change",
    language: 'en',
    turns: ['u: the last ferry leaves at 22:30', 'a: Ok.', "u: the harbour master said their last sailing should be at 22:00 because of the tide, he's right, lets do that", 'a: Noted.'],
    items: ['c 1>3 the last ferry leaves at 22:30', "d 3 the harbour master said their last sailing should be at 22:00 because of the tide, he's right, lets do that"],
  },
  {
    shape: 'a value relayed from who set it replaces the rule it names by its words, though its first words name who set it ("the pool manager said closing is at 21:00 on weekdays")',
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said closing is at 21:00 on weekdays from monday', 'a: Noted.'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 3 the pool manager said closing is at 21:00 on weekdays from monday'],
  },

  // ------------------------------------------------ extract-3 (extractSummary.ts 444-651): an approved call's report.
  // A call that sets no number (a weekday), reported by a bare "Done.": the report names no value the call set, so
  // the call is the decision.
  {
    shape: 'an approved call that sets a weekday, reported "Done.": the call is the decision',
    language: 'en',
    turns: ['u: The standup is on Monday.', 'a: Should I move the standup to Tuesday?', 'u: yes', 'a> set_event({"event": "standup", "day": "Tuesday"})', 'a: Done.'],
    items: ['c 1>4 The standup is on Monday.', 'd 4 set_event({"event": "standup", "day": "Tuesday"})'],
  },

  // ------------------------------------------------ extract-2 (extractSummary.ts 1-443): a change told after a bare "no".
  {
    shape: 'a change told after a bare "no" that answers the assistant\'s question replaces the rule it changes, the turn filed whole as an option turned down',
    miss: 'a statement after a bare "no" is filed whole as an option turned down, and an option turned down replaces nothing unless it cancels a rule as a rule: "The deposit is €2,000." stays live',
    language: 'en',
    turns: ['u: The deposit is €2,000.', 'a: So the deposit is €2,000?', 'u: no, they lowered the deposit to €1,500'],
    items: ['c 1>3 The deposit is €2,000.', 'r 3 no, they lowered the deposit to €1,500'],
  },
  {
    shape: 'a value relayed from who set it after a bare "no" that answers the assistant\'s question replaces the rule, kept as the user\'s rule; the turn is filed whole as an option turned down too',
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: So 22:00 on weekdays?', 'u: no, the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'a: ok'],
    items: [
      'c 1>3 Lane swimming closes at 22:00 on weekdays.',
      'c 3 the pool manager said lane swimming closes at 21:00 on weekdays from monday',
      'r 3 no, the pool manager said lane swimming closes at 21:00 on weekdays from monday',
    ],
  },
  {
    shape: "a value relayed from who set it, its turn also cancelling the old cutoff, is kept as the user's rule: the cancelling says no value",
    miss: 'a relay whose turn\'s own words replace the rule is left out, though those words only cancel it ("so forget the 22:00 cutoff"): the new closing time is in no line',
    language: 'en',
    turns: ['u: Lane swimming closes at 22:00 on weekdays.', 'a: Noted.', 'u: the pool manager said lane swimming closes at 21:00 on weekdays from monday, so forget the 22:00 cutoff', 'a: ok'],
    items: ['c 1>3 Lane swimming closes at 22:00 on weekdays.', 'c 3 the pool manager said lane swimming closes at 21:00 on weekdays from monday', 'r 3 so forget the 22:00 cutoff'],
  },
  // supersession-10 (supersession.ts 2299, `wordCorrected`): a word put right replaces the latest statement that says it,
  // also when an earlier one is a proposal taken, which the summary keeps after the range's own statements.
  {
    shape: 'a word put right replaces the latest statement saying it, not the proposal taken before it',
    language: 'en',
    turns: ['u: the flyers have to be on glossy paper', 'a: Noted.', "u: Jonas suggested matte paper for the flyers instead of glossy, he's right, use matte", 'a: Ok.', 'u: the posters have to be on matte paper too', 'a: Noted.', 'u: silk not matte'],
    items: ['c 1>3 the flyers have to be on glossy paper', 'c 5>7 the posters have to be on matte paper too', 'c 7 silk not matte', "d 3 Jonas suggested matte paper for the flyers instead of glossy, he's right, use matte"],
  },
  // An earlier summary's rules come back constraints first, then decisions, so a decision said before a constraint is
  // listed after it: still the latest statement saying the word.
  {
    shape: "a word put right replaces the latest of an earlier summary's rules saying it, a constraint listed before an older decision",
    language: 'en',
    from: 12,
    previous: ['c 10 the posters have to be on matte paper', 'd 4 use matte for the flyers'],
    turns: ['u: silk not matte', 'a: Ok.'],
    items: ['c 13 silk not matte', 'c 10>13 the posters have to be on matte paper'],
  },
];

/** Rows the summarizer misreads typed wide, by its own contract: the `it.fails` cases of `extractorRows.property.test.ts`. */
export const WIDE_MISSES: readonly ConversationRow[] = CONVERSATION_ROWS.filter((row) => row.wideMiss !== undefined);

/** Rows the summarizer misreads however they are typed: the other `it.fails` cases, left out of the property. */
export const ROW_MISSES: readonly ConversationRow[] = CONVERSATION_ROWS.filter((row) => row.miss !== undefined);

/**
 * Every row's summary, typed as written and with its marked turns typed wide (the rows with a `wideMiss` as written
 * only). A table read whole: one run says all it can.
 */
export function propertyConversationRows(extract: Extract, rows: readonly ConversationRow[] = CONVERSATION_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyRow(rows, (row, wide) => checkRow(extract, row, wide));
}

/** A row typed wide, as the known miss states it. */
export function propertyWideRow(extract: Extract, row: ConversationRow): fc.IPropertyWithHooks<[null]> {
  return oneRowWide(row, (r, wide) => checkRow(extract, r, wide));
}
