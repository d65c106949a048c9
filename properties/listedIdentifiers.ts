import fc from 'fast-check';
import { everyRow, oneRowWide, widen } from './rowTable.js';
import type { Extract } from './clauseRules.js';
import { summarizeRow, type ConversationRow } from './extractorRows.js';

/**
 * Which identifiers the extractive summary lists, and in which order, row
 * by row: a short conversation and the summary's list, whole, each entry
 * with the turn that first named it (docs/compaction.md, "the two
 * summarizers", and the doc comments of the extractor's identifier list):
 *
 * - the user's values first; then the assistant's records (a value whose
 *   form says record: letters with digits, a file, a link, a name of
 *   several capitalised words) and the values it named in several turns;
 *   then the rest it named in its words; then a tool's records; then a
 *   tool's other names, the ones named in several turns first; a name of
 *   capitalised words the assistant wrote once in its own words, and an
 *   amount per unit only the assistant wrote (a rate it worked out, listed
 *   as its amount), go with the least valuable;
 * - within each of those, by size (at most 16 characters, at most 40,
 *   longer), each size in the order the values first appeared;
 * - one line per value whatever its case or spacing, in the user's
 *   spelling, else the assistant's, else the first; the line carries the
 *   turn that first named the value in any spelling;
 * - none spelled out in a kept item (in any case), in a raw turn, or
 *   inside a longer identifier listed; words joined by a hyphen or a slash
 *   only when a tool printed them; a state word in capitals and
 *   underscores only when the user or a tool named it;
 * - what the user pasted (a quoted e-mail, a table) counts as a tool's
 *   data, not the user's words; a call's arguments are data, its name is
 *   not;
 * - a rule or decision that only names records ("change ticket CHG-20431",
 *   "şube kodu SB-08", "S-14 ve S-15": identifiers joined by punctuation,
 *   "and", "or", "ve", "veya", "ile", after a label of at most three words
 *   that says nothing by itself) is no item, only its identifiers; not an
 *   amount, a label that tells how, where or which one, a label with a
 *   number or a comma, a label of four words, a title before a name, two
 *   identifiers with only a space between (one value cut apart), an
 *   identifier before the words about it.
 *
 * A row is written as `extractorRows.ts` writes one (`u: …`, `a: …`,
 * `a> call(…)`, `a+> call(…)` for a call of an assistant turn with words,
 * `t: …`, a leading `~` marks a turn typed also with two
 * spaces between its words); the list as `TEXT @TURN`, and the summary's
 * other items, when the row gives them, as there (`c 1 …`).
 */
export interface ListedRow extends Omit<ConversationRow, 'identifiers' | 'items'> {
  /** The identifiers listed, whole and in order, each `TEXT @TURN`. */
  listed: string[];
  /** The summary's items (`KEY TURNS TEXT`), whole and in order, when the row says. */
  items?: string[];
}

const KEYS = { c: 'constraints', d: 'decisions', r: 'rejected', q: 'openQuestions' } as const;
type Letter = keyof typeof KEYS;

function fail(message: string): never {
  throw new Error(message);
}


/** The row's list (and items when it gives them) are the summary's, typed as written or with its marked turns wide. */
export function checkListedRow(extract: Extract, row: ListedRow, wide: boolean): void {
  const s = summarizeRow(extract, { ...row, items: [] }, wide);
  const got = s.identifiers.map((i) => `${i.text} @${i.turns.join(',')}`);
  // An entry marked `~` is quoted from a turn typed wide.
  const want = row.listed.map((line) => (line.startsWith('~') ? widen(line.slice(1), wide) : line));
  const say = (what: string, w: unknown, g: unknown): never =>
    fail(`${row.shape}${wide ? ' (typed wide)' : ''}: ${what}\n  turns: ${JSON.stringify(row.turns)}${row.later === undefined ? '' : `\n  later: ${JSON.stringify(row.later)}`}\n  want: ${JSON.stringify(w)}\n  got:  ${JSON.stringify(g)}`);
  if (JSON.stringify(got) !== JSON.stringify(want)) say('the identifiers listed differ', want, got);
  if (row.items !== undefined) {
    const items = (Object.keys(KEYS) as Letter[]).flatMap((k) => s[KEYS[k]].map((i) => `${k} ${i.turns.join(',')}${i.supersededBy === undefined ? '' : `>${i.supersededBy}`} ${i.text}`));
    // An item marked `~` quotes a turn typed wide: its text widened, its key and turns as they are.
    const wantItems = row.items.map((line) => (line.startsWith('~') ? line.slice(1).replace(/^(\S+ \S+ )([^]*)$/u, (_, head: string, text: string) => head + widen(text, wide)) : line));
    if (JSON.stringify(items) !== JSON.stringify(wantItems)) say('the items differ', wantItems, items);
  }
}

const NOTED = 'a: Noted.';
const TAMAM = 'a: Tamam.';

export const LISTED_ROWS: readonly ListedRow[] = [
  // ---- who named it, and its form
  {
    shape: "the user's value first, then the assistant's record, its other names, a tool's record, a tool's names",
    language: 'en',
    turns: ['u: The outage again.', '~a: I see web-03 is down and maxRetries is too low.', '~t: INC-4471 opened; flag retryBudget off; flag poolSize off', '~t: flag poolSize on', '~u: the ticket is OPS-9'],
    listed: ['OPS-9 @5', 'web-03 @2', 'maxRetries @2', 'INC-4471 @3', 'poolSize @3', 'retryBudget @3'],
  },
  {
    shape: 'within a tier, by size: up to 16 characters, up to 40, longer; each size in the order first named',
    language: 'en',
    turns: [
      'u: Where are the files?',
      '~a: See https://wiki.example.com/platform/runbooks/outage-2231.html and deploy/payments/values-prod.yaml and web-03 and https://wiki.example.com/platform/runbooks/outage-2232.html and deploy/payments/values-dev.yaml and web-04.',
    ],
    listed: ['web-03 @2', 'web-04 @2', 'deploy/payments/values-prod.yaml @2', 'deploy/payments/values-dev.yaml @2', 'https://wiki.example.com/platform/runbooks/outage-2231.html @2', 'https://wiki.example.com/platform/runbooks/outage-2232.html @2'],
  },
  {
    shape: "a name the assistant wrote in two turns ranks with its records, a name written once after a tool's record",
    language: 'en',
    turns: ['u: Who do we ask?', 'a: Ask Home Office or Building Regulations.', 't: contact INC-4471', 'a: Building Regulations answers faster.'],
    listed: ['Building Regulations @2', 'INC-4471 @3', 'Home Office @2'],
  },
  {
    shape: "a value only a call's arguments named comes after a tool's names; the call's own name is not listed",
    language: 'en',
    turns: ['u: Restart it.', 'a> restart_node("web-07")', 't: restarted; flag drainMode set'],
    listed: ['drainMode @3', 'web-07 @2'],
  },
  {
    shape: "a tool's name printed in two turns before one printed once, though named later",
    language: 'en',
    turns: ['u: Check the flags.', 't: flag retryBudget off; flag poolSize off', 't: flag poolSize on'],
    listed: ['poolSize @2', 'retryBudget @2'],
  },
  {
    shape: 'a tool record before a tool name, though named after it',
    language: 'en',
    turns: ['u: Check the flags.', 't: flag retryBudget off', 't: ticket INC-4471 opened'],
    listed: ['INC-4471 @3', 'retryBudget @2'],
  },
  {
    shape: "the assistant's name before a tool's record, though named after it",
    language: 'en',
    turns: ['u: Check the flags.', 't: ticket INC-4471 opened', 'a: I will set maxRetries lower.'],
    listed: ['maxRetries @3', 'INC-4471 @2'],
  },
  {
    shape: "the assistant's name in two turns ranks with its records, before its name said once",
    language: 'en',
    turns: ['u: Check the flags.', 'a: I will set maxRetries lower and drainMode on.', 'a: and web-03 restarts', 'a: maxRetries is lower now.'],
    listed: ['maxRetries @2', 'web-03 @3', 'drainMode @2'],
  },

  {
    shape: "the assistant's records by their form (a link, an address, an IBAN, amounts, a number after #, a postcode, files, a host, a digest) before its other names, each size in turn",
    language: 'en',
    turns: [
      'u: Where is it?',
      'a: Set maxRetries first. The runbook is at https://wiki.example.com/runbook and mail ops@example.internal; pay GB29 NWBK 6016 1331 9268 19 the sum of $3,600 or 500 TL; see #4471; post to N1 9GU or EH7 4AA; files report.doc, budget.xls, slides.ppt, values.yml, photo.jpg, notes.txt, data.json, index.htm, host example.org; digest sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08; and logging.config.level.',
    ],
    listed: [
      '$3,600 @2', '500 TL @2', '#4471 @2', 'N1 9GU @2', 'EH7 4AA @2', 'report.doc @2', 'budget.xls @2', 'slides.ppt @2', 'values.yml @2', 'photo.jpg @2', 'notes.txt @2', 'data.json @2', 'index.htm @2', 'example.org @2',
      'https://wiki.example.com/runbook @2', 'ops@example.internal @2', 'GB29 NWBK 6016 1331 9268 19 @2',
      'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 @2',
      'maxRetries @2', 'logging.config.level @2',
    ],
  },
  {
    shape: 'sizes at their edges: 16 characters is short, 40 is middling',
    language: 'en',
    turns: ['u: Where is it?', 'a: see deploy/value.yml and deploy/payments/overlays/prod/values.yml and ab-1 and deploy/values-prod.yaml'],
    listed: ['deploy/value.yml @2', 'ab-1 @2', 'deploy/payments/overlays/prod/values.yml @2', 'deploy/values-prod.yaml @2'],
  },
  {
    shape: "a tool's codes of letters and digits are records, before a tool's name printed before them",
    language: 'en',
    turns: ['u: Which build?', 't: flag retryBudget off', 't: build 7f3a9c2 from commit a1b2c3d'],
    listed: ['7f3a9c2 @3', 'a1b2c3d @3', 'retryBudget @2'],
  },
  {
    shape: "a tool's name field is a record, before a tool's other name printed before it",
    language: 'en',
    turns: ['u: Who owns it?', 't: {"flag": "retryBudget", "owner": "Kemal Aydin"}'],
    listed: ['Kemal Aydin @2', 'retryBudget @2'],
  },
  {
    shape: 'a name of several words with a number is a record; a name of three words written once goes last; a state word of three parts is not listed',
    language: 'en',
    turns: ['u: Where?', 'a: Set maxRetries. It is PENDING_LEGAL_REVIEW and Sabiha Gökçen Havalimanı and Harbor View 12.', 't: ticket INC-4471'],
    listed: ['Harbor View 12 @2', 'maxRetries @2', 'INC-4471 @3', 'Sabiha Gökçen Havalimanı @2'],
  },
  {
    shape: "a name the assistant writes and a call of its turn sends is a record, not a name in passing",
    language: 'en',
    turns: ['u: Write to the owner.', 'a: I will email Kemal Aydin.', 'a> send_mail({"to": "Kemal Aydin"})', 't: ticket INC-4471 sent'],
    listed: ['Kemal Aydin @2', 'INC-4471 @4'],
  },

  // ---- a rate worked out
  {
    shape: "a rate the assistant worked out is listed as its amount, after a tool's record named later",
    language: 'en',
    turns: ['u: Plan the trip.', 'a: That is about $514.29/day.', 't: ticket INC-4471 opened'],
    listed: ['INC-4471 @3', '$514.29 @2'],
  },
  {
    shape: 'near miss: a rate a tool printed too is listed whole, with the records',
    language: 'en',
    turns: ['u: Plan the trip.', 'a: That is about $514.29/day.', 't: rate $514.29/day; flag retryBudget off'],
    listed: ['$514.29/day @2', 'retryBudget @3'],
  },
  {
    shape: 'near miss: a rate the user wrote is listed whole, first',
    language: 'en',
    turns: ['u: We can spend $514.29/day at most', 'a: Noted, $514.29/day.', 't: flag retryBudget off'],
    items: ['c 1 We can spend $514.29/day at most'],
    listed: ['retryBudget @3'],
  },
  {
    shape: "near miss: a rate and its amount both in the assistant's words: the amount is its record, before a tool's",
    language: 'en',
    turns: ['u: Plan the trip.', 'a: That is about $514.29/day.', 't: ticket INC-4471 opened', 'a: So $514.29 it is.'],
    listed: ['$514.29 @2', 'INC-4471 @3'],
  },
  {
    shape: "near miss: an amount the assistant wrote before it worked out a rate of it is its record, before a tool's",
    language: 'en',
    turns: ['u: Plan the trip.', 'a: Budget $514.29 each day.', 't: ticket INC-4471 opened', 'a: That is about $514.29/day.'],
    listed: ['$514.29 @2', 'INC-4471 @3'],
  },
  {
    shape: 'two rates the assistant worked out of one amount are one line, its amount, after a tool\'s record',
    language: 'en',
    turns: ['u: Plan the trip.', 'a: That is $514.29/day, or $514.29/night with the rooms.', 't: ticket INC-4471 opened'],
    listed: ['INC-4471 @3', '$514.29 @2'],
  },
  { shape: 'a rate worked out with a space after its currency is listed as its amount', language: 'en', turns: ['u: Plan the trip.', 'a: That is about $ 514.29/day.'], listed: ['$ 514.29 @2'] },
  { shape: 'near miss: a rate the user asked about is listed whole', language: 'en', turns: ['u: is it $514.29/day?', 'a: Yes.'], listed: ['$514.29/day @1'] },

  // ---- one value, one line
  {
    shape: "a tool's lower case and the assistant's capitals: one line, in the assistant's spelling, at the first turn",
    language: 'en',
    turns: ['u: Check the queue.', 't: inc-4471 open', 'a: INC-4471 is still open.'],
    listed: ['INC-4471 @2'],
  },
  {
    shape: "the user's spacing of an IBAN over a tool's",
    language: 'en',
    turns: ['u: Pay it.', 't: iban GB29NWBK60161331926819 verified', 'u: iban GB29 NWBK 6016 1331 9268 19'],
    listed: ['GB29 NWBK 6016 1331 9268 19 @2'],
  },
  {
    shape: "the assistant's spelling over a tool's named first and a tool's named after",
    language: 'en',
    turns: ['u: Check the queue.', 't: inc-4471 open', 'a: Inc-4471 is still open.', 't: INC-4471 closed'],
    listed: ['Inc-4471 @2'],
  },
  {
    shape: "the user's spelling over the assistant's named first",
    language: 'en',
    turns: ['u: Check the queue.', 'a: Inc-4471 is still open.', 'u: ticket INC-4471'],
    listed: ['INC-4471 @2'],
  },
  {
    shape: "a value a tool printed in two spellings and the assistant once ranks as the assistant's, named in several turns",
    language: 'en',
    turns: ['u: Check the flags.', 'a: I will set maxRetries lower and drainMode on.', 't: maxretries=3'],
    listed: ['maxRetries @2', 'drainMode @2'],
  },

  {
    shape: 'Turkish letters are not folded: a name with and without them is two lines',
    language: 'tr',
    turns: ['u: Kim?', 't: {"owner": "Kemal Aydın"}', 't: {"owner": "Kemal Aydin"}'],
    listed: ['Kemal Aydın @2', 'Kemal Aydin @3'],
  },
  {
    shape: "two spellings a tool printed: the first one's, at its place in the list",
    language: 'en',
    turns: ['u: Check the queue.', 't: inc-4471 down', 't: web-03 down', 't: INC-4471 open'],
    listed: ['inc-4471 @2', 'web-03 @3'],
  },
  {
    shape: "two spellings a tool printed rank as a tool's, after the assistant's name",
    language: 'en',
    turns: ['u: Check the queue.', 'a: I will set maxRetries.', 't: inc-4471 open', 't: INC-4471 open'],
    listed: ['maxRetries @2', 'inc-4471 @3'],
  },
  {
    shape: "a value a tool printed and the user named in another case ranks as the user's",
    language: 'en',
    turns: ['u: Check the queue.', 'a: db-9 is slow.', 't: inc-4471 down', 'u: ticket INC-4471'],
    listed: ['INC-4471 @3', 'db-9 @2'],
  },
  {
    shape: "a value a tool printed and the assistant named in another case ranks as the assistant's",
    language: 'en',
    turns: ['u: Check the queue.', 't: web-03 down', 't: inc-4471 open', 'a: INC-4471 is open.'],
    listed: ['INC-4471 @3', 'web-03 @2'],
  },
  {
    shape: "a value a call sent and a tool printed in another case ranks as a tool's record",
    language: 'en',
    turns: ['u: Close it.', 't: flag retryBudget off', 'a> close_ticket("inc-4471")', 't: INC-4471 closed'],
    listed: ['inc-4471 @3', 'retryBudget @2'],
  },
  {
    shape: "near miss: a value only calls sent, in two spellings, comes after a tool's names",
    language: 'en',
    turns: ['u: Close it.', 't: flag retryBudget off', 'a> close_ticket("inc-4471")', 'a> close_ticket("INC-4471")'],
    listed: ['retryBudget @2', 'inc-4471 @3'],
  },

  // ---- already spelled out
  {
    shape: 'an identifier a kept item spells in another case is not listed',
    language: 'en',
    turns: ['u: Deploy only from branch release/2.4.', NOTED, 't: RELEASE/2.4 at 9f3c2e1'],
    items: ['c 1 Deploy only from branch release/2.4.'],
    listed: ['9f3c2e1 @3'],
  },
  {
    shape: 'an identifier inside a longer one listed is not listed again',
    language: 'en',
    turns: ['u: Where are the logs?', 't: INC-4471 logs at s3://ops-logs/INC-4471/run.log'],
    listed: ['s3://ops-logs/INC-4471/run.log @2'],
  },
  {
    shape: 'near miss: an identifier a raw turn spells in another case is listed',
    language: 'en',
    turns: ['u: Check the queue.', 't: ticket OPS-2231 opened'],
    later: ['u: ops-2231 is the one'],
    listed: ['OPS-2231 @2'],
  },

  // ---- words, states and names
  {
    shape: 'words joined by a hyphen or a slash are listed only when a tool printed them',
    language: 'en',
    turns: ['u: Is the card-network up?', 'a: The go/no-go call is at noon.', 't: status payment-gateway up'],
    listed: ['payment-gateway @3'],
  },
  {
    shape: "a state word only the assistant wrote is not listed; the user's is",
    language: 'en',
    turns: ['u: Check it.', 'a: The contract is IN_REVIEW now.', 'u: state ON_HOLD'],
    listed: ['ON_HOLD @3'],
  },

  {
    shape: 'near miss: words joined by a hyphen the assistant wrote and a tool printed are listed',
    language: 'en',
    turns: ['u: Is it up?', 'a: card-network is flaky.', 't: status card-network down'],
    listed: ['card-network @2'],
  },
  {
    shape: 'near miss: words joined by a hyphen the assistant wrote and a tool printed in capitals are listed, in its spelling',
    language: 'en',
    turns: ['u: Is it up?', 'a: card-network is flaky.', 't: CARD-NETWORK down'],
    listed: ['card-network @2'],
  },
  { shape: 'words joined by a slash the assistant wrote in two spellings are not listed', language: 'en', turns: ['u: When?', 'a: The Go/No-Go is at noon.', 'a: After the go/no-go we ship.'], listed: [] },
  {
    shape: "a name the assistant wrote in two spellings in two turns ranks with its records",
    language: 'en',
    turns: ['u: Check the flags.', 'a: I will set drainMode on and maxRetries lower.', 'a: MaxRetries is lower now.'],
    listed: ['maxRetries @2', 'drainMode @2'],
  },
  {
    shape: "near miss: words joined by a hyphen in the assistant's quoted line are its words",
    language: 'en',
    turns: ['u: Is it up?', 'a: The status page says:\n> card-network degraded\nI will watch it.'],
    listed: [],
  },

  { shape: 'near miss: capitals joined by underscores with a digit are listed', language: 'en', turns: ['u: Which limit?', 'a: The limit is RETRY_LIMIT_3 now.'], listed: ['RETRY_LIMIT_3 @2'] },
  {
    shape: "near miss: a name opening in lower case, written once, ranks with the assistant's names",
    language: 'en',
    turns: ['u: Who do we ask?', 'a: Ask van der Berg Holdings.', 't: ticket INC-4471'],
    listed: ['van der Berg Holdings @2', 'INC-4471 @3'],
  },

  // ---- pasted and called
  {
    shape: "a pasted e-mail's identifiers are a tool's data, after the user's own",
    language: 'en',
    turns: ['u: Read this:\n> From ops: INC-4471 is open\n> see web-03\nticket OPS-9', NOTED],
    listed: ['OPS-9 @1', 'INC-4471 @1', 'web-03 @1'],
  },

  {
    shape: "a pasted block's record after the user's own named later; its words joined by a hyphen listed as a tool's",
    language: 'en',
    turns: ['u: see this:\n> card-network degraded\n> ticket INC-4471', NOTED, 'u: ticket OPS-9'],
    listed: ['OPS-9 @3', 'INC-4471 @1', 'card-network @1'],
  },

  { shape: "a grouped number the user wrote is an amount, listed", language: 'en', turns: ['u: 150.000?', 'a: Yes.'], listed: ['150.000 @1'] },
  { shape: "near miss: a grouped number in the assistant's words is no identifier", language: 'en', turns: ['u: How many?', 'a: That is 150.000 units.'], listed: [] },
  { shape: "near miss: a grouped number in a tool's output is no identifier", language: 'en', turns: ['u: How many?', 't: total 150.000 units'], listed: [] },
  { shape: 'near miss: a grouped number in a pasted block is no identifier', language: 'en', turns: ['u: see:\n> total 150.000 units\n> fine', NOTED], listed: [] },
  { shape: "near miss: a call's name is not listed, nor a grouped number it sends", language: 'en', turns: ['u: Bill it.', 'a> billing_api_v2({"total": "150.000"})', 't: done'], listed: [] },

  { shape: "a handle in a tool's person field is listed", language: 'en', turns: ['u: Who has it?', 't: {"assignee": "jlaw"}'], items: ['q 1 Who has it?'], listed: ['jlaw @2'] },
  { shape: "a handle in a pasted block's person field is listed", language: 'en', turns: ['u: see:\n> {"assignee": "jlaw"}\n> ok', NOTED], listed: ['jlaw @1'] },
  { shape: "a handle a call sends in a person field is listed", language: 'en', turns: ['u: Assign it.', 'a> assign_ticket({"assignee": "jlaw"})', 't: done'], listed: ['jlaw @2'] },

  // identifiers-3 (identifiers.ts lines 727-1085): a tool's values listed in the order they stand in its output.
  {
    shape: "a query's literal and the records of the result under it, in the order they stand, a quoted one among them too",
    language: 'tr',
    turns: ['u: Hangi siparişler?', "t: SELECT kod FROM siparis WHERE musteri = 'M-4411';\nORD-5521 hazır, 'ORD-5522' bekliyor"],
    listed: ['M-4411 @2', 'ORD-5521 @2', 'ORD-5522 @2'],
  },
  { shape: "a tool's list of people's handles, in the order it lists them", language: 'en', turns: ['u: Who reviews it?', 't: {"reviewers": ["mkaya", "cgunes"]}'], listed: ['mkaya @2', 'cgunes @2'] },
  { shape: "a tool's list of names, in the order it lists them", language: 'en', turns: ['u: Where?', 't: {"venues": ["Armazém 22", "Moda Sahnesi 3"]}'], listed: ['Armazém 22 @2', 'Moda Sahnesi 3 @2'] },

  // ---- an item that only names records
  { shape: 'a record named with a label is no rule, only its identifier', language: 'en', turns: ['u: change ticket CHG-20431', NOTED], items: [], listed: ['CHG-20431 @1'] },
  { shape: 'records joined by commas and "and"', language: 'en', turns: ['~u: tickets CHG-1, CHG-2 and CHG-3', NOTED], items: [], listed: ['CHG-1 @1', 'CHG-2 @1', 'CHG-3 @1'] },
  { shape: 'records joined by "or"', language: 'en', turns: ['~u: ticket CHG-1 or CHG-2', NOTED], items: [], listed: ['CHG-1 @1', 'CHG-2 @1'] },
  { shape: 'records joined by signs', language: 'en', turns: ['u: ticket CHG-20431 & CHG-20432 / CHG-20433 + CHG-1', NOTED], items: [], listed: ['CHG-20431 @1', 'CHG-20432 @1', 'CHG-20433 @1', 'CHG-1 @1'] },
  { shape: 'a record after a copula', language: 'en', turns: ['~u: change ticket is CHG-20431 and CHG-20432', NOTED], items: [], listed: ['CHG-20431 @1', 'CHG-20432 @1'] },
  { shape: 'an e-mail address after a copula', language: 'en', turns: ['u: email is dcferreira.rn@gmail.com', NOTED], items: [], listed: ['dcferreira.rn@gmail.com @1'] },
  { shape: 'a record with no label', language: 'en', turns: ['u: CHG-20431', NOTED], items: [], listed: ['CHG-20431 @1'] },
  { shape: 'Turkish: a record with a label', language: 'tr', turns: ['~u: şube kodu SB-08', TAMAM], items: [], listed: ['SB-08 @1'] },
  { shape: 'Turkish: records joined by "ve"', language: 'tr', turns: ['~u: S-14 ve S-15', TAMAM], items: [], listed: ['S-14 @1', 'S-15 @1'] },
  { shape: 'Turkish: records joined by "ile"', language: 'tr', turns: ['~u: dosya no SB-08 ile SB-09', TAMAM], items: [], listed: ['SB-08 @1', 'SB-09 @1'] },
  { shape: 'Turkish: records joined by "veya"', language: 'tr', turns: ['~u: SB-08 veya SB-09', TAMAM], items: [], listed: ['SB-08 @1', 'SB-09 @1'] },
  { shape: 'a record inside a longer one named beside it: no rule, the longer one listed', language: 'en', turns: ['u: logs s3://ops-logs/INC-4471/run.log and INC-4471', NOTED], items: [], listed: ['s3://ops-logs/INC-4471/run.log @1'] },
  { shape: 'a label opening with a capital is no title before a name', language: 'en', turns: ['u: Change ticket CHG-20431', NOTED], items: [], listed: ['CHG-20431 @1'] },
  { shape: 'a record and a longer one holding it: no rule, the longer one listed', language: 'en', turns: ['u: tickets CHG-20431 and CHG-20431-B', NOTED], items: [], listed: ['CHG-20431-B @1'] },
  { shape: 'near miss: an amount beside a record is a rule', language: 'en', turns: ['u: deposit €1,500 and CHG-20431', NOTED], items: ['c 1 deposit €1,500 and CHG-20431'], listed: [] },
  { shape: 'near miss: a title with its full stop and no space before a name', language: 'en', turns: ['u: PI is Dr.Amara Whitfield-Osei', NOTED], items: ['c 1 PI is Dr.Amara Whitfield-Osei'], listed: [] },
  { shape: 'near miss: a verb before a record is a decision', language: 'en', turns: ['u: use CHG-20431', NOTED], items: ['d 1 use CHG-20431'], listed: [] },
  { shape: 'near miss: a title of four letters before a name', language: 'en', turns: ['u: PI is Prof Amara Whitfield-Osei', NOTED], items: ['c 1 PI is Prof Amara Whitfield-Osei'], listed: [] },
  { shape: 'near miss: an amount in millions with cents is a rule', language: 'en', turns: ['u: deposit is 1,500,000.50', NOTED], items: ['c 1 deposit is 1,500,000.50'], listed: [] },
  { shape: 'near miss: records joined by "then" are a rule', language: 'en', turns: ['u: ticket CHG-1 then CHG-2', NOTED], items: ['c 1 ticket CHG-1 then CHG-2'], listed: [] },
  { shape: 'near miss: a label with a number is a rule', language: 'en', turns: ['u: 2 tickets CHG-1 and CHG-2', NOTED], items: ['c 1 2 tickets CHG-1 and CHG-2'], listed: [] },
  { shape: 'near miss: a label of four words is a rule', language: 'en', turns: ['u: our new change ticket CHG-20431', NOTED], items: ['c 1 our new change ticket CHG-20431'], listed: [] },
  { shape: 'near miss: a label that says how', language: 'en', turns: ['u: deploy via CHG-20431', NOTED], items: ['c 1 deploy via CHG-20431'], listed: [] },
  { shape: 'near miss: a label that says which way', language: 'en', turns: ['u: tyres only from TyreServ', NOTED], items: ['c 1 tyres only from TyreServ'], listed: [] },
  { shape: 'near miss: a rule of form', language: 'en', turns: ['u: Dates as DD/MM/YYYY', NOTED], items: ['c 1 Dates as DD/MM/YYYY'], listed: [] },
  { shape: 'near miss: an identifier before the words about it', language: 'en', turns: ['u: push rc.2 tag', NOTED], items: ['d 1 push rc.2 tag'], listed: [] },
  { shape: 'near miss: an amount', language: 'en', turns: ['~u: retainer 3,500.', NOTED], items: ['~c 1 retainer 3,500.'], listed: [] },
  { shape: 'near miss: an amount in a currency', language: 'en', turns: ['~u: budget €2,400,000', NOTED], items: ['~c 1 budget €2,400,000'], listed: [] },
  { shape: 'near miss: an amount in a currency after a copula is a rule', language: 'en', turns: ['u: deposit is €1,500', NOTED], items: ['c 1 deposit is €1,500'], listed: [] },
  { shape: 'near miss: an amount in lira is a rule', language: 'en', turns: ['u: deposit is 500 TL', NOTED], items: ['c 1 deposit is 500 TL'], listed: [] },
  { shape: 'near miss: an amount in thousands is a rule', language: 'en', turns: ['u: deposit is 1,500', NOTED], items: ['c 1 deposit is 1,500'], listed: [] },
  { shape: 'near miss: an amount after its currency code is a rule', language: 'en', turns: ['u: deposit is EUR 300', NOTED], items: ['c 1 deposit is EUR 300'], listed: [] },
  { shape: 'near miss: an amount in dollars by its code is a rule', language: 'en', turns: ['u: deposit is USD 300', NOTED], items: ['c 1 deposit is USD 300'], listed: [] },
  { shape: 'near miss: an amount in pounds by its code is a rule', language: 'en', turns: ['u: deposit is 300 GBP', NOTED], items: ['c 1 deposit is 300 GBP'], listed: [] },
  { shape: 'near miss: an amount with cents is a rule', language: 'en', turns: ['u: deposit is 1,500.50', NOTED], items: ['c 1 deposit is 1,500.50'], listed: [] },
  { shape: 'near miss: an amount in millions is a rule', language: 'en', turns: ['u: deposit is 12,500,000', NOTED], items: ['c 1 deposit is 12,500,000'], listed: [] },
  { shape: 'near miss: Turkish, an amount in thousands is a rule', language: 'tr', turns: ['u: depozito 1.500', TAMAM], items: ['c 1 depozito 1.500'], listed: [] },
  { shape: 'near miss: Turkish, an amount in lira is a rule', language: 'tr', turns: ['u: depozito 18.000 TL', TAMAM], items: ['c 1 depozito 18.000 TL'], listed: [] },
  { shape: 'near miss: a title before a name', language: 'en', turns: ['u: PI is Dr Amara Whitfield-Osei', NOTED], items: ['c 1 PI is Dr Amara Whitfield-Osei'], listed: [] },
  { shape: 'near miss: two numbers with only a space between are one value', language: 'en', turns: ['u: phone 07700 900461', NOTED], items: ['c 1 phone 07700 900461'], listed: [] },
  { shape: 'near miss: two numbers with only white space between are one value', language: 'en', turns: ['u: phone 07700  900461', NOTED], items: ['c 1 phone 07700  900461'], listed: [] },
  { shape: 'near miss, Turkish: a label that says only', language: 'tr', turns: ['~u: sadece SB-08', TAMAM], items: ['~c 1 sadece SB-08'], listed: [] },
  { shape: 'near miss, Turkish: a label that tells who', language: 'tr', turns: ["u: ahmet'e sor, ahmet.yalcin@firma.com", TAMAM], items: ["c 1 ahmet'e sor, ahmet.yalcin@firma.com"], listed: [] },
  { shape: 'near miss, Turkish: a record with a verb after it', language: 'tr', turns: ['~u: EY-AYC-18 olsun', TAMAM], items: ['~c 1 EY-AYC-18 olsun'], listed: [] },
  { shape: 'near miss, Turkish: a record with the words about it after it', language: 'tr', turns: ['u: IK-2026-0311 numarasiyla kayitli', TAMAM], items: ['c 1 IK-2026-0311 numarasiyla kayitli'], listed: [] },

  // extract-5 (extractSummary.ts lines 897-1166): an address of four numbers is no amount; a name opening in lower case
  // ranks with the assistant's names; an identifier cut across two kept items or two raw turns is spelled out in neither;
  // a postcode of a letter and two digits and a number after letters and `#` are records by their form.
  { shape: 'an address of four numbers after a label is no amount and no rule, only its identifier', language: 'en', turns: ['u: server IP is 10.20.100.5', NOTED], items: [], listed: ['10.20.100.5 @1'] },
  { shape: 'an address of four numbers, three digits second, after a label is no amount and no rule, only its identifier', language: 'en', turns: ['u: server IP is 10.100.20.30', NOTED], items: [], listed: ['10.100.20.30 @1'] },
  {
    shape: 'an address of four numbers, three digits second and third, after a label is no amount and no rule, only its identifier',
    miss: 'an amount is read as digits grouped by threes with any last group after them: "192.168.100.1" reads as one, and the line is kept as a rule',
    language: 'en',
    turns: ['u: server IP is 192.168.100.1', NOTED],
    items: [],
    listed: ['192.168.100.1 @1'],
  },
  {
    shape: "near miss: a name the assistant wrote once and sent in a call of the same turn is in a tool's data: it ranks with the assistant's records",
    language: 'en',
    turns: ['u: Who do we ask?', 'a: Ask Home Office first.', 'a+> lookup_contact("Home Office")', 't: ticket INC-4471'],
    listed: ['Home Office @2', 'INC-4471 @3'],
  },
  {
    shape: "near miss: a name opening in lower case, written once, ranks with the assistant's names: after a shorter one",
    language: 'en',
    turns: ['u: Who do we ask?', 'a: Ask van der Berg Holdings, then set maxRetries.'],
    listed: ['maxRetries @2', 'van der Berg Holdings @2'],
  },
  {
    shape: 'near miss: an identifier cut across two kept items is spelled out in neither: listed',
    language: 'en',
    turns: ['u: Check the queue.', 't: ticket INC4471 opened', 'u: never close INC', 'u: 4471 stays open'],
    items: ['c 3 never close INC', 'c 4 4471 stays open'],
    listed: ['INC4471 @2'],
  },
  {
    shape: 'near miss: an identifier cut across two raw turns is spelled out in neither: listed',
    language: 'en',
    turns: ['u: Check the queue.', 't: ticket INC-4471 opened'],
    later: ['u: the ticket is INC', 'u: -4471 sorry'],
    listed: ['INC-4471 @2'],
  },
  {
    shape: "the assistant's British postcode of a letter and two digits is a record by its form, before its other names",
    miss: 'a postcode is a record by its form only when its district is one character or its area two letters: "M13 9PL" ranks with the names',
    language: 'en',
    turns: ['u: Where do we send it?', 'a: Set maxRetries first, then post it to M13 9PL.'],
    listed: ['M13 9PL @2', 'maxRetries @2'],
  },
  {
    shape: "the assistant's number after letters and # (letters with digits) is a record by its form, before its other names",
    miss: 'a token of letters and digits is a record by its form only when only letters and digits or `-_.:/` make it, or `#` opens it: "PR#42" ranks with the names',
    language: 'en',
    turns: ['u: What is left?', 'a: Set maxRetries first, then merge PR#42.'],
    listed: ['PR#42 @2', 'maxRetries @2'],
  },
  // extract-5 (extractSummary.ts 897-1166): a Turkish licence plate in a tool's data.
  {
    shape: "a tool's Turkish licence plate (letters with digits) is a record by its form, listed with its names in the order named",
    miss: 'a plate that opens with its province\'s digits ("34 SRV 118") is no record by its form, as a British one ("KX19 BHD") is: it ranks after the tool\'s names',
    language: 'tr',
    turns: ['u: Sabah servisi hangi araçla gidiyor?', 'a> servis({"rota": "sabah"})', 't: arac: 34 SRV 118, sofor: Necati Bal', 'a: Tamam.'],
    listed: ['34 SRV 118 @3', 'Necati Bal @3'],
  },
  // extract-5 (extractSummary.ts 897-1166): digits alone are no record by their form; a state word written as a tag is
  // listed; `#` and letters with digits are a record; a rate worked out in reais is listed as its amount.
  {
    shape: "a number of digits alone the assistant wrote once is no record by its form: it ranks with its other names, in the order named",
    language: 'en',
    turns: ['u: Where is it?', 'a: Set maxRetries first, the order is 889123.'],
    listed: ['maxRetries @2', '889123 @2'],
  },
  { shape: 'a state word only the assistant wrote, as a tag after #, is listed', language: 'en', turns: ['u: Check it.', 'a: I tagged the contract #IN_REVIEW.'], listed: ['#IN_REVIEW @2'] },
  {
    shape: "the assistant's code of # and letters with digits is a record by its form, before its other names",
    miss: 'after `#` only a number makes a record by its form ("#4471"): "#INC4471" ranks with the names',
    language: 'en',
    turns: ['u: Where is it?', 'a: Set maxRetries first, then link it to #INC4471.'],
    listed: ['#INC4471 @2', 'maxRetries @2'],
  },
  {
    shape: "a rate in reais the assistant worked out is listed as its amount, after a tool's record named later",
    miss: 'a rate worked out is read only with €, $, £ or ₺ opening it: "R$129/day" is listed whole, as a record',
    language: 'en',
    turns: ['u: Plan the trip.', 'a: That is about R$129/day.', 't: ticket INC-4471 opened'],
    listed: ['INC-4471 @3', 'R$129 @2'],
  },
  {
    shape: "a tool's name field is a record, also with a space left after the name in the data, before a tool's other name printed before it",
    miss: 'a name of capitalised words is a record by its form only when nothing follows its last word: "Kemal Aydin " ranks with the tool\'s other names',
    language: 'en',
    turns: ['u: Who owns it?', 't: {"flag": "retryBudget", "owner": "Kemal Aydin "}'],
    listed: ['Kemal Aydin  @2', 'retryBudget @2'],
  },
  {
    shape: "a tool's company name of capitalised words, an ampersand in its first, is a record, before a tool's other name printed before it",
    miss: 'a name of capitalised words is a record by its form only when its first word is letters alone: "AT&T Wireless" ranks with the tool\'s other names',
    language: 'en',
    turns: ['u: Which carrier is it?', 't: {"flag": "retryBudget", "carrier": "AT&T Wireless"}'],
    listed: ['AT&T Wireless @2', 'retryBudget @2'],
  },
  // extract-2 (extractSummary.ts 1-443): a raw turn spells out only its own words and calls.
  {
    shape: "a tool's list of people's handles is listed though a raw turn follows that spells none of them",
    language: 'en',
    turns: ['u: Who reviews it?', 't: {"reviewers": ["ryker", "mkaya"]}'],
    later: ['u: thanks'],
    listed: ['ryker @2', 'mkaya @2'],
  },
];

/** Rows the summarizer misreads however they are typed: the `it.fails` cases, left out of the property. */
export const LISTED_MISSES: readonly ListedRow[] = LISTED_ROWS.filter((row) => row.miss !== undefined);
/** Rows the summarizer misreads typed wide: the other `it.fails` cases. */
export const LISTED_WIDE_MISSES: readonly ListedRow[] = LISTED_ROWS.filter((row) => row.wideMiss !== undefined && row.miss === undefined);

/** Every row's list, typed as written and with its marked turns wide (a row with a `wideMiss` as written only). One run says all. */
export function propertyListedRows(extract: Extract, rows: readonly ListedRow[] = LISTED_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyRow(rows, (row, wide) => checkListedRow(extract, row, wide));
}

/** A row typed wide, as its known miss states it. */
export function propertyListedWideRow(extract: Extract, row: ListedRow): fc.IPropertyWithHooks<[null]> {
  return oneRowWide(row, (r, wide) => checkListedRow(extract, r, wide));
}
