import fc from 'fast-check';
import { everyRow } from './rowTable.js';
import type { Extract } from './clauseRules.js';
import { type ConversationRow, checkRow } from './extractorRows.js';

/**
 * What the extractive summarizer reads in one user turn beside the clauses
 * themselves, row by row (docs/compaction.md, "the two summarizers" and the
 * lists of what it keeps; the doc comments of the readers in
 * `extractSummary.ts`): a short conversation and the summary's four lists,
 * whole, each form beside its near misses, in English and Turkish:
 *
 * - a rule the user dictates for others in quotes ('tell the drivers this:
 *   "never take cash from guests"', 'şoförlere şunu yazalım: "…"') is the
 *   user's rule; a quote only told ("the drivers said …") is not;
 * - pasted lines are someone else's words: lines quoted with "> ", a table's
 *   rows (columns of three spaces or more, tabs, fields joined by " · ", two
 *   lines or more of comma-separated values in one block, a number's
 *   thousands separators no field), a log's lines that open with their time,
 *   and the lines opening with a capital, a digit or a currency sign in the
 *   block of a table of two rows or more; the user's lines beside them (in
 *   lower case, after a blank line, after one row, after quoted lines, in a
 *   log's block) are read; two spaces between words make no column; the
 *   identifiers of pasted lines are listed after the user's own;
 * - a change told ("they lowered the deposit to €1,500") replaces the value
 *   it changes; a value that was ("the deposit used to be €1,500") does not;
 * - the user's own proposal of a value (a number or a weekday), asked last
 *   in its turn, answered by the assistant and confirmed, replaces the value
 *   at both user turns; not asked first and followed by another question,
 *   not unanswered, not declined;
 * - the assistant's offer of a value taken with no value of the user's own
 *   and no call after it, by its first words (should I, want me to, shall
 *   we, an order asked: "Bump the … to …?", a Turkish "-ayım mı", "-alım
 *   mı", after "so" or "then"), or pointing back at the value said just
 *   before ("Shall I book that?", "Want me to change it?", "Öyle
 *   ayarlayayım mı?"), replaces the value; declined, answered with a
 *   number, or carried out by a call, not (the call is read as approved);
 * - a count said without its noun, or with the counted one, adds to the
 *   count said last ("Book 6 seats" → "one more", "and 5 more", "5 more
 *   chairs please"); another thing's count, or a number of nights, hours or
 *   money, is no count;
 * - a condition then an order is a standing rule; a call for attention
 *   then what to mind binds; a rule named as one after it ("…, kural bu");
 *   a preference or a limit said after the thing ("…, ideally", "one page,
 *   tops"); a request for help binds nothing, unless it sets a limit, and
 *   is no part of a question after it; a bare "not yet" says nothing.
 *
 * Rows are written as in `extractorRows.ts` (`u:`, `a:`, `a>`, `t:` turns;
 * `KEY TURNS[>BY] TEXT` items) and read by its `checkRow`, typed as written
 * and, for the turns marked `~`, with two spaces between words.
 */

const TASTING = 'u: Hold the tasting on Tuesday.';
const DINNER = 'u: Book the dinner at 7pm.';
const BUDGET = 'u: Keep the shuttle budget at €900.';
const SHUTTLE_OFFER = 'a: Should I raise the shuttle budget to €1,050?';
const OTEL = 'u: Otel bütçesi gecelik 3000 TL olsun.';
const SEATS = 'u: Book 6 seats for the show.';
const CHAIRS = 'u: Order 40 chairs for the hall.';

export const USER_TURN_ROWS: readonly ConversationRow[] = [
  // ---- a rule dictated in quotes
  { shape: 'a rule dictated in quotes is the user’s', language: 'en', turns: ['u: Tell the drivers this: "never take cash from guests"', 'a: Ok.'], items: ['c 1 never take cash from guests'] },
  { shape: 'a rule dictated in curly quotes is the user’s', language: 'en', turns: ['u: Tell the drivers this: “never take cash from guests”', 'a: Ok.'], items: ['c 1 never take cash from guests'] },
  { shape: 'Turkish, a rule dictated in quotes', language: 'tr', turns: ['u: şoförlere şunu yazalım: "müşteriden asla nakit almayın"', 'a: Tamam.'], items: ['c 1 müşteriden asla nakit almayın', 'd 1 şoförlere şunu yazalım: "müşteriden asla nakit almayın"'] },
  { shape: 'near miss: a quote only told is no rule of the user’s', language: 'en', turns: ['u: The drivers said "never take cash from guests"', 'a: Ok.'], items: [] },
  { shape: 'a quote of three words dictated is a rule', language: 'en', turns: ['u: Tell the drivers: "never take cash"', 'a: Ok.'], items: ['c 1 never take cash'] },
  { shape: 'near miss: two words quoted with spaces inside the quotes are kept in their sentence, once', language: 'en', turns: ['u: Tell the drivers this: " no cash "', 'a: Ok.'], items: ['c 1 Tell the drivers this: " no cash "'] },
  {
    shape: 'a quote left open dictates to the end of the sentence',
    language: 'en',
    turns: ['u: Tell the drivers this: "never take cash from guests', 'a: Ok.'],
    items: ['c 1 never take cash from guests', 'c 1 Tell the drivers this: "never take cash from guests'],
  },
  {
    // A word or two in quotes is kept once, in the sentence that carries it, however it is spaced.
    shape: 'near miss: Turkish, a quote of two words is kept in its sentence, once',
    wideMiss: 'typed wide, the sentence is no item (nor its quote)',
    language: 'tr',
    turns: ['~u: şoförlere şunu yazalım: "nakit almayın"', 'a: Tamam.'],
    items: ['~c 1 şoförlere şunu yazalım: "nakit almayın"'],
  },
  {
    shape: 'near miss: Turkish, a quote of two words typed with two spaces between is not dictated',
    language: 'tr',
    turns: ['u: şoförlere  şunu  yazalım:  "nakit  almayın"', 'a: Tamam.'],
    items: [],
  },

  // An empty quote dictates nothing: the sentence is read as it stands.
  { shape: 'near miss: an empty quote dictates nothing: the sentence is kept whole, once', language: 'en', turns: ['u: Write "" in the empty cells and never guess a value.', 'a: Ok.'], items: ['c 1 Write "" in the empty cells and never guess a value.'] },

  // ---- pasted lines
  {
    shape: 'a quoted e-mail is someone else’s: the user’s rule after it is read',
    language: 'en',
    turns: ['u: Here is what they sent:\n> Never pay the deposit in cash.\nDo not call the landlord before Friday.', 'a: Noted.'],
    items: ['c 1 Do not call the landlord before Friday.'],
  },
  {
    shape: 'quoted lines are no table: the capitalised rule in their block is the user’s',
    language: 'en',
    turns: ['u: > Never pay the deposit in cash.\n> Call the landlord first.\nDo not sign anything yet', 'a: Noted.'],
    items: ['c 1 Do not sign anything yet'],
  },
  // extract-4 (extractSummary.ts 652-896): a quoted line's identifiers are read without its mark, as at a line's start.
  {
    shape: 'a quoted line at the margin is read for identifiers without its mark: a business noun before a first name is no part of the name ("Dosyan Ayşe Kaya")',
    language: 'tr',
    turns: ["u: ofisten mesaj geldi:\n> Dosyan Ayşe Kaya'da, yarın seni arayacak.\nbekleyelim o zaman", 'a: Tamam.'],
    items: ['d 1 bekleyelim o zaman'],
    identifiers: ['Ayşe Kaya'],
  },
  {
    shape: 'a quoted line indented is read for identifiers without its mark: a business noun before a first name is no part of the name ("Dosyan Ayşe Kaya")',
    language: 'tr',
    turns: ["u: ofisten mesaj geldi:\n  > Dosyan Ayşe Kaya'da, yarın seni arayacak.\nbekleyelim o zaman", 'a: Tamam.'],
    items: ['d 1 bekleyelim o zaman'],
    identifiers: ['Ayşe Kaya'],
  },
  {
    shape: 'a quoted line with no space after its mark is read for identifiers without its mark: a business noun before a first name is no part of the name ("Dosyan Ayşe Kaya")',
    language: 'tr',
    turns: ["u: ofisten mesaj geldi:\n>Dosyan Ayşe Kaya'da, yarın seni arayacak.\nbekleyelim o zaman", 'a: Tamam.'],
    items: ['d 1 bekleyelim o zaman'],
    identifiers: ['Ayşe Kaya'],
  },
  // A header row of words is a table's layout, not its data, though the user's own line stands right above it: the
  // pasted lines are read as a block of their own.
  {
    shape: 'a pasted listing under the user’s own line: its header row of words is no identifier',
    language: 'en',
    turns: ['u: the disk is filling up again, here is df\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   20G   30G  40% /', 'a: I will look.'],
    items: [],
    identifiers: ['/dev/sda1'],
  },
  {
    shape: 'a table of two rows by columns of spaces: its capitalised line is pasted, the user’s line in lower case read',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\nTerms: deposit due on order\ndo not sign anything yet', 'a: Noted.'],
    items: ['c 1 do not sign anything yet'],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'near miss: one row by columns is no table: the capitalised lines after it are the user’s',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nTerms: deposit due on order\nDo not sign anything yet', 'a: Noted.'],
    items: ['c 1 Terms: deposit due on order', 'c 1 Do not sign anything yet'],
    identifiers: ['€200'],
  },
  {
    shape: 'a table of two rows by tabs: the capitalised line in its block is pasted',
    language: 'en',
    turns: ['u: No smoking\tanywhere\t€200 fine\nNo pets\tin the rooms\t€150 fine\nDo not sign anything yet', 'a: Noted.'],
    items: [],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'a listing of two rows joined by " · ": the capitalised line in its block is pasted',
    language: 'en',
    turns: ['u: Flat 2 · $1,750/mo · water incl\nFlat 3 · $1,900/mo · no pets\nDo not sign anything yet', 'a: Noted.'],
    items: [],
    identifiers: ['$1,750/mo', '$1,900/mo'],
  },
  {
    shape: 'after a blank line the table’s block has ended: the capitalised rule is the user’s',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\n\nDo not sign anything yet', 'a: Noted.'],
    items: ['c 1 Do not sign anything yet'],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'near miss: two spaces between words make no column: the rows are the user’s',
    language: 'en',
    turns: ['u: Do not  call the landlord.\nDo not  park in the loading bay.\nTerms: deposit due on order', 'a: Noted.'],
    items: ['c 1 Do not  call the landlord.', 'c 1 Do not  park in the loading bay.', 'c 1 Terms: deposit due on order'],
  },
  {
    shape: 'two lines of comma-separated values are a table: the capitalised line in their block is pasted',
    language: 'en',
    turns: ['u: SKU,NAME,PRICE,QTY\nKB-101,lavender soap,£4.50,120\nDo not reorder the soap', 'a: Noted.'],
    items: [],
    identifiers: ['KB-101', '£4.50'],
  },
  {
    shape: 'near miss: one line of comma-separated values is the user typing fast',
    language: 'en',
    turns: ['u: ok,go with 15,not 20\nDo not reorder the soap', 'a: Noted.'],
    items: ['c 1 Do not reorder the soap', 'd 1 ok,go with 15,not 20'],
  },
  {
    shape: 'near miss: a number’s thousands separators are no fields: two lines of two fields are no table',
    language: 'en',
    turns: ['u: rent,£1,400\ndeposit,£2,800\nDo not pay the deposit yet', 'a: Noted.'],
    items: ['c 1 Do not pay the deposit yet'],
    identifiers: ['£1,400', '£2,800'],
  },
  {
    shape: 'a log’s line that opens with its time is pasted, alone: the capitalised line after it is the user’s',
    language: 'en',
    turns: ['u: [14:02:38] never retry payments\nDo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 Do not restart the db tonight'],
  },
  {
    shape: 'a log’s line with its date and time beside a quoted line is pasted',
    language: 'en',
    turns: ['u: > Do not scale the workers.\n[2026-03-01 14:02:38] never retry payments\n[2026-03-01T14:02:41.250] never purge the queue\ndo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 do not restart the db tonight'],
  },

  {
    shape: 'a log’s line of hours and minutes beside a quoted line is pasted',
    language: 'en',
    turns: ['u: > Do not scale the workers.\n[14:02] never retry payments\nDo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 Do not restart the db tonight'],
  },
  {
    shape: 'a log’s line of hours and minutes is pasted alone',
    language: 'en',
    turns: ['u: [14:02] never retry payments\nDo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 Do not restart the db tonight'],
  },
  {
    shape: 'near miss: a time in brackets inside the user’s line makes no log line',
    language: 'en',
    turns: ['u: [14:02:38] never retry payments\nsince [14:02] do not restart the db', 'a: Noted.'],
    items: ['c 1 since [14:02] do not restart the db'],
  },
  {
    shape: 'a log’s line stamped with its date and time is pasted, alone in the turn',
    miss: 'a log line that opens with its date before its time is read as the user’s when nothing else in the turn is pasted',
    language: 'en',
    turns: ['u: [2026-03-01 14:02:38] never retry payments\nDo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 Do not restart the db tonight'],
  },
  {
    shape: 'near miss: a ">" inside the user’s line quotes nothing',
    language: 'en',
    turns: ['u: Keep the server room temperature > 18 degrees.', 'a: Noted.'],
    items: ['c 1 Keep the server room temperature > 18 degrees.'],
  },
  { shape: 'near miss: an arrow before the user’s line quotes nothing', language: 'en', turns: ['u: -> do not restart the db tonight', 'a: Noted.'], items: ['c 1 -> do not restart the db tonight'] },
  {
    shape: 'a quoted line with no space after ">" is quoted: its identifier listed whole, after the user’s own',
    language: 'en',
    turns: ['u: >INV-88213 stays open\ndo not pay ORD-5531 yet', 'a: Noted.'],
    items: ['c 1 do not pay ORD-5531 yet'],
    identifiers: ['INV-88213'],
  },
  {
    shape: 'a table of two rows by two tabs between columns: the capitalised line in its block is pasted',
    language: 'en',
    turns: ['u: No smoking\t\tanywhere\t\t€200 fine\nNo pets\t\tin the rooms\t\t€150 fine\nDo not sign anything yet', 'a: Noted.'],
    items: [],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'near miss: thousands separators before a unit are no fields: two lines of two fields are no table',
    language: 'en',
    turns: ['u: room,£1,400/mo\nflat,£1,900/mo\nDo not pay the deposit yet', 'a: Noted.'],
    items: ['c 1 Do not pay the deposit yet'],
    identifiers: ['£1,400/mo', '£1,900/mo'],
  },
  {
    shape: 'a line of spaces ends the table’s block: the capitalised rule after it is the user’s',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\n  \nDo not sign anything yet', 'a: Noted.'],
    items: ['c 1 Do not sign anything yet'],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'the user’s line in lower case in a table’s block is read though a capital follows inside it',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\ndo not sign anything before Friday', 'a: Noted.'],
    items: ['c 1 do not sign anything before Friday'],
    identifiers: ['€200', '€150'],
  },
  {
    shape: 'a table’s block ends at its blank line: one row after it is no table, the capitalised line after that the user’s',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\n\nNo parties   after 22:00   €300 fine\nTerms: deposit due on order', 'a: Noted.'],
    items: ['c 1 Terms: deposit due on order'],
    identifiers: ['€200', '€150', '€300'],
  },

  {
    shape: 'two lines of comma-separated values indented are a table: the capitalised line in their block is pasted',
    language: 'en',
    turns: ['u:   SKU,NAME,PRICE\n  KB-101,soap,£4.50\nDo not reorder the soap', 'a: Noted.'],
    items: [],
  },
  {
    shape: 'a table whose columns hold ">" is a table, not quoted lines: the capitalised line in its block is pasted',
    language: 'en',
    turns: ['u: Hall A   >200 guests   €900\nHall B   >150 guests   €700\nTerms: deposit due on order', 'a: Noted.'],
    items: [],
  },
  {
    shape: 'the user’s line in a table’s block that opens in lower case is read, a capital in its first word aside',
    language: 'en',
    turns: ['u: No smoking   anywhere   €200 fine\nNo pets   in the rooms   €150 fine\neBay listings stay up until Friday', 'a: Noted.'],
    items: ['c 1 eBay listings stay up until Friday'],
  },

  {
    shape: 'quoted lines indented are no table: the capitalised rule in their block is the user’s',
    language: 'en',
    turns: ['u:   > Never pay the deposit in cash.\n  > Call the landlord first.\nDo not sign anything yet', 'a: Noted.'],
    items: ['c 1 Do not sign anything yet'],
  },
  {
    shape: 'a log’s line indented, opening with its time, is pasted alone',
    language: 'en',
    turns: ['u:   [14:02:38] never retry payments\nDo not restart the db tonight', 'a: Noted.'],
    items: ['c 1 Do not restart the db tonight'],
  },
  {
    shape: 'a log’s line stamped with its date and time is pasted, a time in brackets inside the user’s line beside it',
    miss: 'a log line that opens with its date before its time is read as the user’s when nothing else in the turn is pasted',
    language: 'en',
    turns: ['u: [2026-03-01 14:02:38] never retry payments\nsince [14:02] do not restart the db', 'a: Noted.'],
    items: ['c 1 since [14:02] do not restart the db'],
  },
  {
    shape: 'a table whose columns open with ">": its rows’ identifiers listed as written, after the user’s own',
    language: 'en',
    turns: ['u: R-101   >2 beds   €90\nR-102   >3 beds   €120\ndo not book the rooms yet', 'a: Noted.'],
    items: ['c 1 do not book the rooms yet'],
    identifiers: ['R-101', '€90', 'R-102', '€120'],
  },
  // Each comma of a row of comma-separated values has no space after it: a line with one that has is the user's.
  {
    shape: 'near miss: two lines whose first comma has a space after it are no comma-separated rows: the user’s lines are read',
    language: 'en',
    turns: ['u: ok, go with 15,not 20,not 25\nalso, keep 6 seats,not 8,not 10', 'a: Noted.'],
    items: ['c 1 keep 6 seats,not 8,not 10', 'd 1 ok, go with 15,not 20,not 25'],
  },
  {
    shape: 'near miss: two lines whose last comma has a space after it are no comma-separated rows: the user’s lines are read',
    language: 'en',
    turns: ['u: ok,go with 15,not 20, thanks\nand,keep 6 seats,not 8, pls', 'a: Noted.'],
    items: ['c 1 and,keep 6 seats,not 8', 'd 1 ok,go with 15,not 20'],
  },

  // ---- a change told
  { shape: 'a change told replaces the value it changes', language: 'en', turns: ['u: Keep the deposit at €2,000.', 'a: Noted.', '~u: they lowered the deposit to €1,500', 'a: ok'], items: ['c 1>3 Keep the deposit at €2,000.', '~c 3 they lowered the deposit to €1,500'] },
  { shape: 'near miss: a value that was tells no change', language: 'en', turns: ['u: Keep the deposit at €2,000.', 'a: Noted.', 'u: the deposit used to be €1,500', 'a: ok'], items: ['c 1 Keep the deposit at €2,000.'], identifiers: ['€1,500'] },
  { shape: 'Turkish, a change told in the reported past replaces the value', language: 'tr', turns: ["u: Sunum saat 15:00'te.", 'a: Tamam.', "u: sunumu 16:00'ya almışlar", 'a: Tamam.'], items: ["c 1>3 Sunum saat 15:00'te.", "c 3 sunumu 16:00'ya almışlar"] },
  { shape: 'Turkish, a change told with its result after it', language: 'tr', turns: ["u: Ekspertiz saat 08:30'da.", 'a: Tamam.', 'u: ekspertizi bir saat öne çekmişler, 09:30', 'a: Tamam.'], items: ["c 1>3 Ekspertiz saat 08:30'da.", 'c 3 ekspertizi bir saat öne çekmişler, 09:30'] },
  { shape: 'a relative change of two words told replaces the value', language: 'en', turns: ['u: Keep the budget at €900.', 'a: Noted.', 'u: double it', 'a: ok'], items: ['c 1>3 Keep the budget at €900.', 'c 3 double it'] },
  {
    shape: 'near miss: a change told as history changes nothing',
    language: 'en',
    turns: ['u: Keep the deposit at €2,000.', 'a: Noted.', 'u: the deposit was lowered to €1,500 last year', 'a: ok'],
    items: ['c 1 Keep the deposit at €2,000.'],
    identifiers: ['€1,500'],
  },
  { shape: 'a rule forgotten is cancelled', language: 'en', turns: ['u: Keep the deposit at €2,000.', 'a: Noted.', 'u: forget the deposit cap', 'a: ok'], items: ['c 1>3 Keep the deposit at €2,000.', 'r 3 forget the deposit cap'] },

  // ---- the user's own proposal, answered and confirmed
  {
    shape: 'the user’s proposal of a time, answered and confirmed, replaces the value at both user turns',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', '~u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', '~d 5 ok, sounds good', 'd 3,5 could we move the dinner to 8pm?'],
  },
  ...['why dont we move the dinner to 8pm?', "why don't we move the dinner to 8pm?", 'is it ok if we move the dinner to 8pm?', 'would it be ok to move the dinner to 8pm?', 'should we move the dinner to 8pm?', 'can we move the dinner to 8pm?'].map(
    (asked): ConversationRow => ({
      shape: `the user’s proposal asked as "${asked.split(' ').slice(0, 3).join(' ')} …", confirmed`,
      language: 'en',
      turns: [DINNER, 'a: Sure.', `u: ${asked}`, 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
      items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', `d 3,5 ${asked}`],
    }),
  ),
  {
    shape: 'the proposal is the last question of its turn, the question alone',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: I called them. could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'd 3,5 could we move the dinner to 8pm?'],
  },
  {
    shape: 'a proposal after "so" is a proposal',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: so could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'd 3,5 so could we move the dinner to 8pm?'],
  },
  {
    shape: 'a proposal in brackets is a question',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: (could we move the dinner to 8pm?)', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'd 3,5 (could we move the dinner to 8pm?)'],
  },
  {
    shape: 'the proposal is the last question of its turn, a statement after it aside',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm? I think it works better.', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'd 3,5 could we move the dinner to 8pm?'],
  },
  {
    shape: 'a proposal that opens the range, answered and confirmed, replaces the earlier summary’s value',
    language: 'en',
    from: 2,
    previous: ['d 1 Book the dinner at 7pm.'],
    turns: ['u: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 5 ok, sounds good', 'd 3,5 could we move the dinner to 8pm?', 'd 1>5 Book the dinner at 7pm.'],
  },
  {
    shape: 'near miss: the assistant’s own question is no proposal of the user’s',
    language: 'en',
    from: 1,
    previous: ['d 1 Book the dinner at 7pm.'],
    turns: ['a: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 4 ok, sounds good'],
  },
  { shape: 'near miss: a yes with no question before it in the range takes nothing', language: 'en', from: 2, previous: ['d 1 Book the dinner at 7pm.'], turns: ['a: The restaurant can do 8pm.', 'u: ok, sounds good'], items: ['d 4 ok, sounds good'] },
  {
    shape: 'near miss: a proposal followed only by a call is unanswered',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 'a> check_table({"time": "20:00"})', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'q 3 could we move the dinner to 8pm?'],
  },
  {
    shape: 'near miss: a proposal followed only by blank words of the assistant is unanswered',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 'a:  ', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'q 3 could we move the dinner to 8pm?'],
  },
  {
    shape: 'a proposal asked with "?!" is a question',
    miss: 'a question ending in "?!" is not read as asked: the proposal is not taken',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?!', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1>5 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'd 3,5 could we move the dinner to 8pm?!'],
  },
  {
    shape: 'near miss: a proposal followed by another question in its turn is not the one answered',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm? or is that too late?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good'],
  },
  {
    shape: 'a proposal of a weekday, answered across a tool’s result, confirmed',
    language: 'en',
    turns: [TASTING, 'a: Sure.', 'u: how about the tasting on Friday?', 't: {"free": true}', 'a: The winery is free on Friday.', 'u: ok, sounds good'],
    items: ['d 1>6 Hold the tasting on Tuesday.', 'd 6 ok, sounds good', 'd 3,6 how about the tasting on Friday?'],
  },
  {
    shape: 'near miss: a proposal only a tool’s result followed is unanswered',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 't: {"free": true}', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good', 'q 3 could we move the dinner to 8pm?'],
  },
  {
    shape: 'near miss: a proposal followed by the user’s own turn is unanswered',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 4 ok, sounds good', 'q 3 could we move the dinner to 8pm?'],
  },
  {
    shape: 'near miss: a proposal with no value, confirmed, takes nothing',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner later?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good'],
  },
  {
    shape: 'near miss: a question of fact, confirmed, takes nothing',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: what time is the dinner, 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, sounds good'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, sounds good'],
  },
  {
    shape: 'near miss: a proposal declined takes nothing',
    language: 'en',
    turns: [DINNER, 'a: Sure.', 'u: could we move the dinner to 8pm?', 'a: The restaurant can do 8pm.', 'u: ok, leave it then'],
    items: ['d 1 Book the dinner at 7pm.', 'd 5 ok, leave it then'],
  },
  {
    shape: 'Turkish, the user’s proposal "… yapsak mı?", answered and confirmed',
    language: 'tr',
    turns: ['u: Toplantı saat 14:00 olsun.', 'a: Tamam.', '~u: toplantıyı 15:00 yapsak mı?', 'a: Olur, salon boş.', 'u: tamam'],
    items: ['c 1>5 Toplantı saat 14:00 olsun.', '~d 3,5 toplantıyı 15:00 yapsak mı?'],
  },
  {
    shape: 'Turkish, the user’s proposal "… olur mu?", answered and confirmed',
    language: 'tr',
    turns: ['u: Toplantı saat 14:00 olsun.', 'a: Tamam.', '~u: toplantı 15:00 olur mu?', 'a: Olur, salon boş.', 'u: tamam'],
    items: ['c 1>5 Toplantı saat 14:00 olsun.', '~d 3,5 toplantı 15:00 olur mu?'],
  },
  ...['perşembe', 'carsamba', 'pazartesi', 'cumartesi', 'pazar', 'sali', 'cuma'].map(
    (day): ConversationRow => ({
      shape: `Turkish, the user’s proposal of a weekday (${day}), answered and confirmed`,
      language: 'tr',
      turns: [`u: Toplantı ${day === 'pazartesi' ? 'salı' : 'pazartesi'} olsun.`, 'a: Tamam.', `u: toplantıyı ${day} yapsak olur mu?`, 'a: Olur, salon boş.', 'u: tamam'],
      items: [`c 1>5 Toplantı ${day === 'pazartesi' ? 'salı' : 'pazartesi'} olsun.`, `d 3,5 toplantıyı ${day} yapsak olur mu?`],
    }),
  ),
  {
    shape: 'Turkish, a proposal "… alabilir miyiz?", answered and confirmed',
    language: 'tr',
    turns: ['u: Toplantı saat 14:00 olsun.', 'a: Tamam.', '~u: toplantıyı 15:00 alabilir miyiz?', 'a: Olur, salon boş.', '~u: olur, öyle yapalım'],
    items: ['c 1>5 Toplantı saat 14:00 olsun.', '~d 5 olur, öyle yapalım', '~d 3,5 toplantıyı 15:00 alabilir miyiz?'],
  },

  {
    // "mı" for "mu" is a common slip of typing; the proposal is the same.
    shape: 'Turkish, the user’s proposal "… yapsak olur mı?" (the question word typed with ı), answered and confirmed',
    language: 'tr',
    turns: ['u: Toplantı saat 14:00 olsun.', 'a: Tamam.', '~u: toplantıyı 15:00 yapsak olur mı?', 'a: Olur, salon boş.', 'u: tamam'],
    items: ['c 1>5 Toplantı saat 14:00 olsun.', '~d 3,5 toplantıyı 15:00 yapsak olur mı?'],
  },

  // ---- the assistant's offer of a value, taken
  {
    shape: 'an offer of a value taken with a yes replaces the value, in the assistant’s words at both turns',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, '~u: yes, do that', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 Should I raise the shuttle budget to €1,050?'],
    identifiers: ['€900'],
  },
  ...['So should I raise the shuttle budget to €1,050?', 'Then shall we raise the shuttle budget to €1,050?', 'Would you like me to raise the shuttle budget to €1,050?', 'Do you want me to raise the shuttle budget to €1,050?', 'Ok if I raise the shuttle budget to €1,050?', 'Okay if I raise the shuttle budget to €1,050?', 'Should we raise the shuttle budget to €1,050?', 'Bump the shuttle budget to €1,050?', 'Increase the shuttle budget to €1,050?', 'Set the shuttle budget to €1,050?'].map(
    (offer): ConversationRow => ({
      shape: `an offer asked as "${offer.split(' ').slice(0, 3).join(' ')} …", taken`,
      language: 'en',
      turns: [BUDGET, `a: ${offer}`, 'u: sure', 'a: Done.'],
      items: ['c 1>3 Keep the shuttle budget at €900.', `d 2,3 ${offer}`],
    }),
  ),
  {
    shape: 'the offer is the last question of the assistant’s turn, words after it aside',
    language: 'en',
    turns: [BUDGET, 'a: The venue asked for more. Should I raise the shuttle budget to €1,050? Let me know.', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer taken across a tool’s result',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 't: {"ok": true}', 'u: sure', 'a: Done.'],
    items: ['c 1>4 Keep the shuttle budget at €900.', 'd 2,4 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer taken across the assistant’s call of a lookup before the yes',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'a> lookup_venue({"venue": "Hall B"})', 'u: sure', 'a: Done.'],
    items: ['c 1>4 Keep the shuttle budget at €900.', 'd 2,4 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer taken across blank words of the assistant',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'a:  ', 'u: sure', 'a: Done.'],
    items: ['c 1>4 Keep the shuttle budget at €900.', 'd 2,4 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer that opens the range, taken, replaces the earlier summary’s value',
    language: 'en',
    from: 1,
    previous: ['c 1 Keep the shuttle budget at €900.'],
    turns: [SHUTTLE_OFFER, 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer taken, then a call after the user’s next turn: the call is that turn’s',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'u: sure', 'a: Done.', 'u: also book the bus', 'a> book_bus({"seats": 40})'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 5 also book the bus', 'd 2,3 Should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer pointing back takes the sentence before from its last clause with a value',
    language: 'en',
    turns: [BUDGET, 'a: The shuttle budget could go to €1,050, the venue says. Shall I book that?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 The shuttle budget could go to €1,050, the venue says. Shall I book that?'],
  },
  {
    shape: 'an offer to update that names no value, after the value, taken',
    language: 'en',
    turns: [BUDGET, 'a: The shuttle budget could go to €1,050. Should I update the booking?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 The shuttle budget could go to €1,050. Should I update the booking?'],
  },
  // extract-4 (extractSummary.ts 652-896): an offer pointing back at a named thing put in another's place.
  {
    shape: "an offer pointing back at a named thing put in another's place, taken, replaces the rule it changes",
    language: 'en',
    turns: ['u: we stay at the Marriott', 'a: The Marriott is full. I could swap the Marriott for the Hilton. Shall I do that?', 'u: yes'],
    items: ['c 1>3 we stay at the Marriott', 'd 2,3 I could swap the Marriott for the Hilton. Shall I do that?'],
    miss: "only an offer of a number or a weekday is read as taken: the user's yes to swapping the Marriott for the Hilton leaves the Marriott live, though a named thing put in another's place is a change (\"swap the Marriott for the Hilton\")",
  },
  ...['Is the shuttle budget €1,050 on their side?', 'Shall I book that?', 'The shuttle budget could go to €1,050. Should I ask the venue?', 'The venue wrote back. Shall I book that?'].map(
    (asked): ConversationRow => ({
      shape: `near miss: no offer of a value ("${asked}"), answered yes, takes nothing`,
      language: 'en',
      turns: [BUDGET, `a: ${asked}`, 'u: sure', 'a: Ok.'],
      items: ['c 1 Keep the shuttle budget at €900.'],
    }),
  ),
  {
    shape: 'Turkish, an offer to change ("Değiştireyim mi?") that names no value, after the value, taken',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesi gecelik 3500 TL olabilir. Değiştireyim mi?', 'u: olur', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', 'd 2,3 Otel bütçesi gecelik 3500 TL olabilir. Değiştireyim mi?'],
  },
  {
    shape: 'Turkish, an offer of a weekday "… alalım mı?" taken',
    language: 'tr',
    turns: ['u: Toplantı perşembe olsun.', '~a: Toplantıyı cuma alalım mı?', 'u: olur', 'a: Tamam.'],
    items: ['c 1>3 Toplantı perşembe olsun.', '~d 2,3 Toplantıyı cuma alalım mı?'],
  },
  {
    shape: 'an offer after "so" and two spaces, taken',
    language: 'en',
    turns: [BUDGET, 'a: So  should I raise the shuttle budget to €1,050?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 So  should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'an offer after "then" and two spaces, taken',
    language: 'en',
    turns: [BUDGET, 'a: Then  should I raise the shuttle budget to €1,050?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 Then  should I raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'near miss: a question of fact with an offer’s verb inside it takes nothing',
    language: 'en',
    turns: [BUDGET, 'a: Is the shuttle budget set to €1,050 on their side?', 'u: sure', 'a: Ok.'],
    items: ['c 1 Keep the shuttle budget at €900.'],
  },
  { shape: 'near miss: an offer declined ("ok, dont bother")', language: 'en', turns: [BUDGET, SHUTTLE_OFFER, 'u: ok, dont bother', 'a: Ok.'], items: ['c 1 Keep the shuttle budget at €900.', 'c 3 ok, dont bother'] },
  { shape: 'near miss: Turkish, an offer declined ("tamam, vazgeç")', language: 'tr', turns: [OTEL, 'a: Otel bütçesini gecelik 3500 TL yapayım mı?', 'u: tamam, vazgeç', 'a: Tamam.'], items: ['c 1 Otel bütçesi gecelik 3000 TL olsun.'] },
  {
    shape: 'an offer asked with "?!" is an offer',
    miss: 'a question ending in "?!" is not read as asked: the offer is not taken',
    language: 'en',
    turns: [BUDGET, 'a: Should I raise the shuttle budget to €1,050?!', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 Should I raise the shuttle budget to €1,050?!'],
  },
  { shape: 'near miss: a value the assistant orders, not asked, is no offer', language: 'en', turns: [BUDGET, 'a: Raise the shuttle budget to €1,050.', 'u: sure', 'a: Done.'], items: ['c 1 Keep the shuttle budget at €900.'] },
  { shape: 'near miss: a system turn’s ok takes no offer', language: 'en', turns: [BUDGET, SHUTTLE_OFFER, 's: ok', 'a: Done.'], items: ['c 1 Keep the shuttle budget at €900.'] },
  { shape: 'near miss: a yes after only a tool’s result takes nothing', language: 'en', from: 1, previous: ['c 1 Keep the shuttle budget at €900.'], turns: ['t: {"ok": true}', 'u: sure', 'a: Done.'], items: ['c 1 Keep the shuttle budget at €900.'] },
  { shape: 'near miss: a yes that opens the conversation takes nothing', language: 'en', turns: ['~u: yes, go ahead', 'a: Done.'], items: ['~d 1 yes, go ahead'] },
  {
    shape: 'near miss: the user’s own question is no offer of the assistant’s',
    language: 'en',
    turns: [BUDGET, 'a: Noted.', 'u: should we raise the shuttle budget to €1,050?', 'u: sure'],
    items: ['c 1 Keep the shuttle budget at €900.', 'q 3 should we raise the shuttle budget to €1,050?'],
  },
  {
    shape: 'Turkish, an offer in brackets taken',
    language: 'tr',
    turns: [OTEL, 'a: (Otel bütçesini gecelik 3500 TL yapayım mı?)', 'u: olur', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', 'd 2,3 (Otel bütçesini gecelik 3500 TL yapayım mı?)'],
  },
  {
    shape: 'near miss: an offer carried out by a call the yes approved is read as the call, not as the offer',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'u: sure', 'a> set_budget({"shuttle": 1050})', 'a: Done.'],
    items: ['c 1 Keep the shuttle budget at €900.'],
  },
  {
    shape: 'near miss: an offer answered with a number of the user’s own is not taken',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'u: sure, 1050', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'c 3 sure, 1050'],
  },
  {
    shape: 'near miss: an offer declined is not taken',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'u: ok, leave it then', 'a: Ok.'],
    items: ['c 1 Keep the shuttle budget at €900.', 'd 3 ok, leave it then'],
  },
  {
    shape: 'near miss: an offer answered after a user turn of its own is not taken',
    language: 'en',
    turns: [BUDGET, SHUTTLE_OFFER, 'u: hm', 'u: sure', 'a: Done.'],
    items: ['c 1 Keep the shuttle budget at €900.'],
  },
  {
    shape: 'an offer of a weekday taken',
    language: 'en',
    turns: ['u: Keep the pickup at 14:00 on Tuesday.', 'a: Should I move the pickup to Friday?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the pickup at 14:00 on Tuesday.', 'd 2,3 Should I move the pickup to Friday?'],
  },
  {
    shape: 'an offer to change that names no value, after the value: the two sentences are the choice',
    language: 'en',
    turns: [BUDGET, 'a: The shuttle budget could go to €1,050. Want me to change it?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 The shuttle budget could go to €1,050. Want me to change it?'],
  },
  {
    shape: 'an offer pointing back takes the last clause with a value of the sentence before',
    language: 'en',
    turns: [BUDGET, 'a: The venue wrote back, the shuttle budget could go to €1,050. Shall I book that?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 the shuttle budget could go to €1,050. Shall I book that?'],
  },
  {
    shape: 'an offer pointing back takes the last clause with a value of the sentence before, two spaces after its comma',
    language: 'en',
    turns: [BUDGET, 'a: The venue wrote back,  the shuttle budget could go to €1,050. Shall I book that?', 'u: sure', 'a: Done.'],
    items: ['c 1>3 Keep the shuttle budget at €900.', 'd 2,3 the shuttle budget could go to €1,050. Shall I book that?'],
  },
  {
    shape: 'near miss: an offer pointing back after a question points at nothing',
    language: 'en',
    turns: [BUDGET, 'a: Could the shuttle budget go to €1,050? Shall I book that?', 'u: sure', 'a: Done.'],
    items: ['c 1 Keep the shuttle budget at €900.'],
  },
  {
    shape: 'near miss: a question with no value that is no offer takes nothing',
    language: 'en',
    turns: [BUDGET, 'a: Did the venue mention the shuttle budget?', 'u: sure', 'a: Ok.'],
    items: ['c 1 Keep the shuttle budget at €900.'],
  },
  {
    shape: 'Turkish, an offer "… yapayım mı?" taken',
    language: 'tr',
    turns: [OTEL, '~a: Otel bütçesini gecelik 3500 TL yapayım mı?', '~u: olur', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', '~d 2,3 Otel bütçesini gecelik 3500 TL yapayım mı?'],
  },
  {
    shape: 'Turkish, an offer "… yapalım mı?" taken',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesini gecelik 3500 TL yapalım mı?', 'u: tamam', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', 'd 2,3 Otel bütçesini gecelik 3500 TL yapalım mı?'],
  },
  {
    shape: 'Turkish, an offer to update that names no value, after the value',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesi gecelik 3500 TL olabilir. Güncelleyeyim mi?', 'u: olur', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', 'd 2,3 Otel bütçesi gecelik 3500 TL olabilir. Güncelleyeyim mi?'],
  },
  {
    shape: 'Turkish, an offer pointing back ("Öyle ayarlayayım mı?") taken',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesi gecelik 3500 TL olabilir. Öyle ayarlayayım mı?', 'u: evet, yap', 'a: Tamam.'],
    items: ['c 1>3 Otel bütçesi gecelik 3000 TL olsun.', 'd 2,3 Otel bütçesi gecelik 3500 TL olabilir. Öyle ayarlayayım mı?'],
  },
  {
    shape: 'near miss: Turkish, an offer declined ("hayır, olmaz")',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesini gecelik 3500 TL yapayım mı?', 'u: hayır, olmaz', 'a: Tamam.'],
    items: ['c 1 Otel bütçesi gecelik 3000 TL olsun.', 'c 3 hayır, olmaz'],
  },
  // A decline is kept as what it says (a rule kept as it is, an option dropped), never as the offer taken.
  ...[
    ['peki, kalsın', ['c 3 peki, kalsın']],
    ['tamam, boşver', []],
    ['gerek yok', []],
    ['peki, vazgeçiyorum', []],
  ].map(
    ([answer, own]): ConversationRow => ({
      shape: `near miss: Turkish, an offer declined ("${answer as string}")`,
      language: 'tr',
      turns: [OTEL, 'a: Otel bütçesini gecelik 3500 TL yapayım mı?', `~u: ${answer as string}`, 'a: Tamam.'],
      items: ['c 1 Otel bütçesi gecelik 3000 TL olsun.', ...(own as string[]).map((item) => `~${item}`)],
    }),
  ),
  ...[
    ['no, keep it as is', ['c 3 no, keep it as is'], 'typed wide, "no,  keep  it  as  is" is filed as an option turned down, not as a rule kept'],
    ['ok, forget it', ['d 3 ok, forget it'], 'the decline is read only with one space: typed wide, "ok,  forget  it" takes the offer'],
    ["don't", [], undefined],
  ].map(
    ([answer, own, wideMiss]): ConversationRow => ({
      shape: `near miss: an offer declined ("${answer as string}")`,
      ...(wideMiss === undefined ? {} : { wideMiss: wideMiss as string }),
      language: 'en',
      turns: [BUDGET, SHUTTLE_OFFER, `~u: ${answer as string}`, 'a: Ok.'],
      items: ['c 1 Keep the shuttle budget at €900.', ...(own as string[]).map((item) => `~${item}`)],
    }),
  ),
  { shape: 'near miss: an offer declined ("ok, nevermind, it’s fine")', language: 'en', turns: [BUDGET, SHUTTLE_OFFER, "u: ok, nevermind, it's fine", 'a: Ok.'], items: ['c 1 Keep the shuttle budget at €900.'] },
  {
    shape: 'near miss: Turkish, an offer declined by a change of mind ("vazgeçtim") leaves the value live',
    miss: '"vazgeçtim" is filed as a choice of its own and read as a change of mind: it replaces the value the offer was about',
    language: 'tr',
    turns: [OTEL, 'a: Otel bütçesini gecelik 3500 TL yapayım mı?', 'u: vazgeçtim', 'a: Tamam.'],
    items: ['c 1 Otel bütçesi gecelik 3000 TL olsun.', 'd 3 vazgeçtim'],
  },

  // ---- counts
  {
    shape: 'a count said without its noun adds to the count just said',
    language: 'en',
    wideMiss: 'a count added is read only with one space between its words: typed wide, "one  more" changes nothing',
    turns: [SEATS, 'a: Booked.', '~u: one more, Priya wants in', 'a: ok'],
    items: ['c 3 one more', 'd 1>3 Book 6 seats for the show.'],
  },
  ...['and 5 more', '+ 2 more', '+2 more', 'plus two more', 'a couple more pls', 'three more are coming', 'four extra please', 'five more for the kids', '2 more seats are coming'].map(
    (more): ConversationRow => ({
      shape: `a count added: "${more}"`,
      language: 'en',
      turns: [SEATS, 'a: Booked.', `u: ${more}`, 'a: ok'],
      items: [`c 3 ${more}`, 'd 1>3 Book 6 seats for the show.'],
    }),
  ),
  {
    shape: 'a count added with the counted noun after it ("two more seats too")',
    miss: 'a noun after "more" is read as another thing unless a verb of coming follows: "two more seats too" adds nothing',
    language: 'en',
    turns: [SEATS, 'a: Booked.', 'u: two more seats too', 'a: ok'],
    items: ['c 3 two more seats too', 'd 1>3 Book 6 seats for the show.'],
  },
  {
    shape: 'a count added inside a clause ("we need two more")',
    miss: 'a count is read only when it opens its clause: "we need two more" adds nothing',
    language: 'en',
    turns: [SEATS, 'a: Booked.', 'u: we need two more', 'a: ok'],
    items: ['c 3 we need two more', 'd 1>3 Book 6 seats for the show.'],
  },
  { shape: 'a count added in the clause after another', language: 'en', turns: [SEATS, 'a: Booked.', 'u: thanks, and one more', 'a: ok'], items: ['c 3 and one more', 'd 1>3 Book 6 seats for the show.'] },
  ...['two more bottles', 'two more bottles of wine', 'two more seat', 'five more days', 'two more photo frames too'].map(
    (more): ConversationRow => ({
      shape: `near miss: another thing’s count ("${more}") changes nothing`,
      language: 'en',
      turns: [SEATS, 'a: Booked.', `u: ${more}`, 'a: ok'],
      items: ['d 1 Book 6 seats for the show.'],
    }),
  ),
  {
    shape: 'the count after a time is the count (after 6 is no count)',
    language: 'en',
    turns: ['u: Order 40 chairs after 6 tonight.', 'a: ok', 'u: 5 more please', 'a: ok'],
    items: ['c 1>3 Order 40 chairs after 6 tonight.', 'c 3 5 more please'],
  },
  ...['Budget is 500 TL.', 'We stay 3 nights.', 'Order 12 quickly.', 'The tour takes 3 hours.', 'Rent is 900 euro.', 'Call me at 6 pm.', 'Start on 4 May.', 'Keep it to 20 minutes.'].map(
    (rule): ConversationRow => ({
      shape: `near miss: a number of money, time or a manner ("${rule}") is no count`,
      language: 'en',
      turns: [`u: ${rule}`, 'a: ok', 'u: one more please', 'a: ok'],
      items: [`c 1 ${rule}`],
    }),
  ),
  ...['Leave on 12 june.', 'Hold 2 weeks.'].map(
    (rule): ConversationRow => ({
      shape: `near miss: a number of time ("${rule}") is no count`,
      language: 'en',
      turns: [`u: ${rule}`, 'a: ok', 'u: one more please', 'a: ok'],
      items: [`d 1 ${rule}`],
    }),
  ),
  // A number of a length of time, a date, money or a measure is no count: "one more" after it adds to nothing.
  ...(
    [
      ['c', 'Stay 1 night.'], ['c', 'Stay 1 day.'], ['d', 'Book it for 1 hour.'], ['d', 'Give it 1 minute.'], ['c', 'Give it 1 min.'], ['d', 'Hold it 1 week.'],
      ['c', 'Rent it for 1 month.'], ['d', 'Sign for 1 year.'], ['c', 'Start on 12 jan.'], ['c', 'Start on 12 january.'], ['c', 'Start on 3 feb.'],
      ['c', 'Start on 3 february.'], ['c', 'Start on 4 mar.'], ['c', 'Start on 4 march.'], ['c', 'Start on 5 apr.'], ['c', 'Start on 5 april.'],
      ['c', 'Start on 6 jun.'], ['c', 'Start on 6 june.'], ['c', 'Start on 7 jul.'], ['c', 'Start on 7 july.'], ['c', 'Start on 8 aug.'],
      ['c', 'Start on 8 august.'], ['c', 'Start on 9 sep.'], ['c', 'Start on 9 september.'], ['c', 'Start on 10 oct.'], ['c', 'Start on 10 october.'],
      ['c', 'Start on 11 nov.'], ['c', 'Start on 11 november.'], ['c', 'Start on 12 dec.'], ['c', 'Start on 12 december.'], ['c', 'Start on 5 may.'],
      ['c', 'Pay 500 euro.'], ['c', 'Pay 500 eur.'], ['c', 'Pay 500 usd.'], ['c', 'Pay 500 gbp.'], ['c', 'Cap it at 5 percent.'], ['c', 'Cap it at 5 kg.'],
      ['c', 'Walk 5 km.'], ['c', 'Buy 5 gb.'], ['c', 'Buy 5 mb.'], ['c', 'Meet at 6 utc.'], ['c', 'Meet at 6 am.'],
    ] as const
  ).map(
    ([key, rule]): ConversationRow => ({ shape: `near miss: a number of time, money or a measure ("${rule}") is no count`, language: 'en', turns: [`u: ${rule}`, 'a: ok', 'u: one more please', 'a: ok'], items: [`${key} 1 ${rule}`] }),
  ),
  ...(
    [
      ['d', '3 gün kalacağız.'], ['c', '3 günlük izin yeterli.'], ['d', '2 gece kalacağız.'], ['c', '2 geceliğine yer ayır.'], ['c', '2 saat ayır.'],
      ['c', '2 saatlik salon ayır.'], ['c', '30 dakika ayır.'], ['c', '30 dakikalık ara ver.'], ['c', '2 hafta bekle.'], ['c', '2 haftalık izin ver.'],
      ['c', 'Bütçe 500 lira.'], ['c', 'Bütçe 500 dolar.'], ['c', 'Bütçe 5 bin.'], ['c', 'Bütçe 5 milyon.'], ['c', 'Bütçe 500 tl.'], ['c', '3 ay kira peşin.'],
      ['c', '3 yıl sözleşme yap.'], ['c', '20 dk ara ver.'], ['d', '5 mayıs başlayalım.'], ['d', '5 haziran başlayalım.'], ['d', '5 ocak başlayalım.'],
      ['d', '5 şubat başlayalım.'], ['d', '5 mart başlayalım.'], ['d', '5 nisan başlayalım.'], ['d', '5 temmuz başlayalım.'], ['d', '5 ağustos başlayalım.'],
      ['d', '5 eylül başlayalım.'], ['d', '5 ekim başlayalım.'], ['d', '5 kasım başlayalım.'], ['d', '5 aralık başlayalım.'],
    ] as const
  ).map(
    ([key, rule]): ConversationRow => ({
      shape: `near miss: Turkish, a number of time, money or a date ("${rule}") is no count`,
      language: 'tr',
      turns: [`u: ${rule}`, 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'],
      items: key === 'c' ? [`c 1 ${rule}`, 'c 3 bir tane daha lazım'] : ['c 3 bir tane daha lazım', `d 1 ${rule}`],
    }),
  ),
  {
    shape: 'Turkish, a count said without its noun ("bir tane daha lazım")',
    language: 'tr',
    wideMiss: 'a count added is read only with one space between its words: typed wide, "bir  tane  daha" changes nothing',
    turns: ['u: 4 oda ayır.', 'a: Tamam.', '~u: bir tane daha lazım', 'a: Tamam.'],
    items: ['c 1>3 4 oda ayır.', '~c 3 bir tane daha lazım'],
  },
  ...['2 tane daha ekle', '2 tane daha ekleyin', '2 adet daha lazım', 'iki oda daha gerek', 'üç tane daha olsun', 'beş tane daha için', '10 tane daha de'].map(
    (more): ConversationRow => ({
      shape: `Turkish, a count added: "${more}"`,
      language: 'tr',
      turns: ['u: 4 oda ayır.', 'a: Tamam.', `u: ${more}`, 'a: Tamam.'],
      items: ['c 1>3 4 oda ayır.', `c 3 ${more}`],
    }),
  ),
  ...['6 yatak ayır.', '6 masa ayır.'].map(
    (rule): ConversationRow => ({
      shape: `Turkish, a count of a noun that opens or ends like a unit ("${rule}")`,
      language: 'tr',
      turns: [`u: ${rule}`, 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'],
      items: [`c 1>3 ${rule}`, 'c 3 bir tane daha lazım'],
    }),
  ),
  { shape: 'a count of a noun that ends like a unit ("6 desk")', language: 'en', turns: ['u: Book 6 desk for the team.', 'a: ok', 'u: one more please', 'a: ok'], items: ['c 3 one more please', 'd 1>3 Book 6 desk for the team.'] },
  { shape: 'Turkish, a count named by "sayısı" inside the sentence, added to with its noun', language: 'tr', turns: ['u: toplam kişi sayısı 20', 'a: Tamam.', 'u: iki kişi daha geliyor', 'a: Tamam.'], items: ['c 1>3 toplam kişi sayısı 20', 'c 3 iki kişi daha geliyor'] },
  { shape: 'Turkish, a count of one digit named by "sayısı", added to', language: 'tr', turns: ['u: masa sayısı 4', 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'], items: ['c 1>3 masa sayısı 4', 'c 3 bir tane daha lazım'] },
  { shape: 'a count of a noun with "ly" inside it is a count', language: 'en', turns: ['u: Print 6 flyers for the fair.', 'a: ok', 'u: one more please', 'a: ok'], items: ['c 1>3 Print 6 flyers for the fair.', 'c 3 one more please'] },
  { shape: 'a count with two spaces before its noun is a count', language: 'en', turns: ['u: Book 6  seats for the show.', 'a: Booked.', 'u: one more please', 'a: ok'], items: ['c 3 one more please', 'd 1>3 Book 6  seats for the show.'] },
  { shape: 'Turkish, a count added with its noun, said without the case ending of the count', language: 'tr', turns: ['u: 6 bileti ayır.', 'a: Tamam.', 'u: iki bilet daha lazım', 'a: Tamam.'], items: ['c 1>3 6 bileti ayır.', 'c 3 iki bilet daha lazım'] },
  { shape: 'near miss: Turkish, another thing’s count that shares its first letters changes nothing', language: 'tr', turns: ['u: 20 sandalye ayır.', 'a: Tamam.', 'u: iki sandık daha lazım', 'a: Tamam.'], items: ['c 1 20 sandalye ayır.'] },
  {
    shape: 'Turkish, a count named by "sayısı", added to with its noun',
    language: 'tr',
    turns: ['u: kişi sayısı 20', 'a: Tamam.', 'u: iki kişi daha geliyor', 'a: Tamam.'],
    items: ['c 1>3 kişi sayısı 20', 'c 3 iki kişi daha geliyor'],
  },
  {
    shape: 'near miss: Turkish, a number of nights is no count',
    language: 'tr',
    turns: ['u: 4 gece kalacağız.', 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'],
    items: ['c 3 bir tane daha lazım', 'd 1 4 gece kalacağız.'],
  },
  ...['Bütçe 500 TL.', 'Toplantı 2 saat sürsün.', 'Kira 3 ay peşin.'].map(
    (rule): ConversationRow => ({
      shape: `near miss: Turkish, a number of money or time ("${rule}") is no count`,
      language: 'tr',
      turns: [`u: ${rule}`, 'a: Tamam.', 'u: bir tane daha lazım', 'a: Tamam.'],
      items: [`c 1 ${rule}`, 'c 3 bir tane daha lazım'],
    }),
  ),
  {
    shape: 'a number someone else asked for, relayed, then added to: both the user’s',
    language: 'en',
    wideMiss: 'a count added to a relayed number is read only with one space between its words',
    turns: ['u: Dana wants 8 laptops now.', 'a: ok', '~u: and one more for the intern', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', '~c 3 and one more for the intern'],
  },
  ...['one more for the intern', '+1 more for the intern', 'and 12 more for the interns'].map(
    (more): ConversationRow => ({
      shape: `a relayed number added to: "${more}"`,
      language: 'en',
      turns: ['u: Dana wants 8 laptops now.', 'a: ok', `u: ${more}`, 'a: ok'],
      items: ['c 1>3 Dana wants 8 laptops now.', `c 3 ${more}`],
    }),
  ),
  { shape: 'Turkish, a relayed number added to with its noun', language: 'tr', turns: ['u: Ayşe 8 laptop istiyor.', 'a: Tamam.', 'u: iki laptop daha', 'a: Tamam.'], items: ['c 1>3 Ayşe 8 laptop istiyor.', 'c 3 iki laptop daha'] },
  {
    shape: 'a relayed number added to inside a clause ("we need one more for the intern")',
    miss: 'a count added to a relayed number is read only when it opens its clause: the relayed number is lost',
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: ok', 'u: we need one more for the intern', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', 'c 3 we need one more for the intern'],
  },
  {
    shape: 'a relayed number added to by a count in a sentence of its own',
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: ok', 'u: ok. plus 2 extra for the interns', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', 'c 3 plus 2 extra for the interns'],
  },

  { shape: 'a count named by "count", a bracket after its number, added to', language: 'en', turns: ['u: guest count 8 (for now)', 'a: ok', 'u: one more please', 'a: ok'], items: ['c 1>3 guest count 8 (for now)', 'c 3 one more please'] },
  ...['guest count  8', 'guest  count 8'].map(
    (rule): ConversationRow => ({
      shape: `a count named by "count" with two spaces inside ("${rule}"), added to`,
      language: 'en',
      turns: [`u: ${rule}`, 'a: ok', 'u: one more please', 'a: ok'],
      items: [`c 1>3 ${rule}`, 'c 3 one more please'],
    }),
  ),
  { shape: 'a count added after a comma and two spaces', language: 'en', turns: [SEATS, 'a: Booked.', 'u: great,  one more please', 'a: ok'], items: ['d 1>3 Book 6 seats for the show.', 'd 3 great,  one more please'] },
  {
    shape: 'a relayed number added to after a comma and two spaces',
    language: 'en',
    turns: ['u: Dana wants 8 laptops now.', 'a: ok', 'u: ok,  one more for the intern', 'a: ok'],
    items: ['c 1>3 Dana wants 8 laptops now.', 'd 3 ok,  one more for the intern'],
  },
  { shape: 'a relayed number changed by a relative change ("double it"): both the user’s', language: 'en', turns: ['u: Dana wants 8 laptops now.', 'a: ok', 'u: double it', 'a: ok'], items: ['c 1>3 Dana wants 8 laptops now.', 'c 3 double it'] },
  // The count said again in full after a count added ("make it 10 seats"): the count added is no longer current and is
  // replaced by it, the count first said staying replaced by the first change (the doc comment of `findSupersessions`:
  // the turn of the first later statement that supersedes it).
  {
    shape: 'a count said again in full replaces the count added before it ("one more" → "make it 10 seats")',
    miss: 'the count said in full replaces the count first said, not the count added: "one more" stays live beside "make it 10 seats", and "Book 8 seats" is marked replaced by it, not by the first change',
    language: 'en',
    turns: ['u: Book 8 seats for the show.', 'a: Booked.', 'u: one more, Priya wants in', 'a: ok', 'u: make it 10 seats', 'a: ok'],
    items: ['c 3>5 one more', 'c 5 make it 10 seats', 'd 1>3 Book 8 seats for the show.'],
  },
  {
    shape: 'a count said again in full replaces the relayed number added to before it ("and one more for the intern" → "make it 10 seats")',
    miss: 'a count said in full replaces no count added: "and one more for the intern" stays live beside "make it 10 seats"',
    language: 'en',
    turns: ['u: Dana wants 8 seats now.', 'a: ok', 'u: and one more for the intern', 'a: ok', 'u: make it 10 seats', 'a: ok'],
    items: ['c 1>3 Dana wants 8 seats now.', 'c 3>5 and one more for the intern', 'c 5 make it 10 seats'],
  },
  {
    shape: 'a count of a noun that opens like a month ("3 juleps") is a count',
    miss: 'a noun that opens with a month’s letters ("juleps") is read as a date: "one more" adds nothing and is lost',
    language: 'en',
    turns: ['u: Mix 3 juleps for the bar.', 'a: ok', 'u: one more please', 'a: ok'],
    items: ['c 1>3 Mix 3 juleps for the bar.', 'c 3 one more please'],
  },

  // ---- a condition, then an order: a standing rule, the condition part of it
  ...["If it's over $200, check with me first", 'whenever the van is late, call the depot', 'unless it rains, hold the tasting outside', 'in case the printer jams, use the one upstairs', 'and if the bill is over $200, ask me', 'if it rains, invite them inside', 'if it rains, move the tasting inside'].map(
    (rule): ConversationRow => ({ shape: `a condition, then an order: "${rule}"`, language: 'en', turns: [`~u: ${rule}`, 'a: ok'], items: [`~c 1 ${rule}`] }),
  ),
  {
    shape: 'a condition, then an order of one word: "if in doubt, ask"',
    miss: 'an order of one word after a condition is no order: nothing is kept',
    language: 'en',
    turns: ['u: if in doubt, ask', 'a: ok'],
    items: ['c 1 if in doubt, ask'],
  },
  { shape: 'near miss: "when you get a chance" is a one-off, no condition', language: 'en', turns: ['u: when you get a chance, check the invoice', 'a: ok'], items: [] },
  ...['200 doları geçerse, bana sor', 'misafir gelmeyecekse, salonu kapat', 'kargo gelmezse, depoyu ara', 'fatura yoksa, ödemeyi yapma', 'kargo gelmiyorsa, depoyu ara', 'kargo geliyorsa, depoyu ara', 'kargo olursa, depoyu ara'].map(
    (rule): ConversationRow => ({
      shape: `Turkish, a condition in -sA, then an order: "${rule}"`,
      ...(rule.startsWith('200') ? { wideMiss: 'typed wide, the condition with a number ("200  doları  geçerse") is dropped: only the order is kept' } : {}),
      language: 'tr',
      turns: [`~u: ${rule}`, 'a: Tamam.'],
      items: [`~c 1 ${rule}`],
    }),
  ),
  {
    shape: 'Turkish, a condition in -yAcAksA, then an order',
    miss: 'a condition in "-(y)AcAksA" after a consonant ("gelecekse") is no condition: the order is a one-off, nothing kept',
    language: 'tr',
    turns: ['u: misafir gelecekse, salonu hazırla', 'a: Tamam.'],
    items: ['c 1 misafir gelecekse, salonu hazırla'],
  },

  { shape: 'near miss: an "if" that asks, inside a clause, states no condition: the order after it is a one-off', language: 'en', turns: ['u: we checked if the hall is free, book it now', 'a: ok'], items: ['d 1 we checked if the hall is free, book it now'] },
  { shape: 'near miss: a statement, then an order: the order is a one-off', language: 'en', turns: ["u: it's their anniversary, book the hall", 'a: ok'], items: ['d 1 book the hall'] },
  { shape: 'Turkish, a condition typed with a space before its comma, then an order', language: 'tr', turns: ['u: kargo gelmezse , depoyu ara', 'a: Tamam.'], items: ['c 1 kargo gelmezse , depoyu ara'] },

  // ---- a call for attention, then what to mind
  { shape: 'a call for attention with its marks, then what to mind', language: 'en', turns: ['u: important!! the hall has no parking', 'a: ok'], items: ['c 1 the hall has no parking'] },
  ...["remember, we don't quote prices up front", 'remember: the hall has no parking', 'keep in mind, the van seats only eight people', 'but remember, we close the gate at ten', 'one thing, the hall has no parking', 'important: the hall has no parking', 'bear in mind, the hall has no parking', 'ok just remember, the hall has no parking'].map(
    (rule): ConversationRow => ({
      shape: `a call for attention, then what to mind: "${rule}"`,
      ...(rule.includes(':') ? { wideMiss: 'typed wide, a call for attention before a colon ("important:  the  hall  has  no  parking") leaves no item' } : {}),
      language: 'en',
      turns: [`~u: ${rule}`, 'a: ok'],
      items: [`~c 1 ${rule}`],
    }),
  ),
  { shape: 'near miss: "remember" with its object is an order of its own, no call for attention', language: 'en', turns: ['u: remember the keys, we leave at six', 'a: ok'], items: [] },
  ...['şunu unutma, müşterinin adını anmayacağız', 'önemli, kapı dokuzda kapanıyor', 'ama şunu bil, kapı dokuzda kapanıyor', 'bir de unutmayın, kapı dokuzda kapanıyor', 'unutma, kapı dokuzda kapanıyor', 'dikkat, kapı dokuzda kapanıyor', 'dikkat et, kapı dokuzda kapanıyor', 'dikkat etin, kapı dokuzda kapanıyor'].map(
    (rule): ConversationRow => ({ shape: `Turkish, a call for attention, then what to mind: "${rule}"`, language: 'tr', turns: [`~u: ${rule}`, 'a: Tamam.'], items: [`~c 1 ${rule}`] }),
  ),

  { shape: 'Turkish, a call for attention typed with a space before its comma, then what to mind', language: 'tr', turns: ['u: unutma , kapı dokuzda kapanıyor', 'a: Tamam.'], items: ['c 1 unutma , kapı dokuzda kapanıyor'] },
  {
    shape: 'Turkish, a call for attention "unutmayalım", then what to mind',
    miss: '"unutmayalım" (let us not forget) is not read as a call for attention: nothing is kept',
    language: 'tr',
    turns: ['u: unutmayalım, kapı dokuzda kapanıyor', 'a: Tamam.'],
    items: ['c 1 unutmayalım, kapı dokuzda kapanıyor'],
  },

  // ---- a rule named as one after it
  ...['cuma akşamı deploy yapmıyoruz, kural bu', 'cuma akşamı deploy yapmıyoruz, istisna yok', 'cuma akşamı deploy yapmıyoruz, bu bir kural'].map(
    (rule): ConversationRow => ({ shape: `Turkish, a rule named as one after it: "${rule}"`, language: 'tr', turns: [`~u: ${rule}`, 'a: Tamam.'], items: [`~c 1 ${rule}`] }),
  ),
  ...["we close the gate at ten, that's the rule", 'we close the gate at ten, house rule', 'we close the gate at ten, no exceptions!', 'we close the gate at ten, thats the rule', 'we close the gate at ten, hard rule.'].map(
    (rule): ConversationRow => ({ shape: `a rule named as one after it: "${rule}"`, language: 'en', turns: [`~u: ${rule}`, 'a: ok'], items: [`~c 1 ${rule}`] }),
  ),
  { shape: 'near miss: the same words named no rule say nothing', language: 'en', turns: ['u: we close the gate at ten', 'a: ok'], items: [] },

  { shape: 'near miss: a rule said not to be one ("it’s not a hard rule") names no rule', language: 'en', turns: ["u: we close the gate at ten, it's not a hard rule", 'a: ok'], items: [] },
  { shape: 'near miss: Turkish, "kural bu değil" names no rule', language: 'tr', turns: ['u: cuma akşamı deploy yapmıyoruz, kural bu değil', 'a: Tamam.'], items: ['c 1 cuma akşamı deploy yapmıyoruz'] },

  // ---- a preference or a limit said after the thing
  ...['keep the report short, ideally', 'one page, tops', 'one page, tops...', 'give them 2, not more', 'canary first, always', '140k, all in', "two rounds, that's all", 'send it by friday, at the latest', 'keep it to one slide, if possible'].map(
    (rule): ConversationRow => ({ shape: `a preference or a limit said after the thing: "${rule}"`, language: 'en', turns: [`~u: ${rule}`, 'a: ok'], items: [`~c 1 ${rule}`] }),
  ),
  ...['3 gün, en fazla', 'üç gece, o kadar', 'raporu kısa tut, mümkünse', 'iki tur, hepsi bu'].map(
    (rule): ConversationRow => ({ shape: `Turkish, a preference or a limit said after the thing: "${rule}"`, language: 'tr', turns: [`~u: ${rule}`, 'a: Tamam.'], items: [`~c 1 ${rule}`] }),
  ),

  // ---- a request for help binds nothing; a bare "not yet" says nothing
  ...['I need your help with the kiln schedule.', 'help me keep it all straight', 'we could use some help with the rota', 'help me keep track of everything', 'pls help me stay on top of it all'].map(
    (help): ConversationRow => ({ shape: `a request for help binds nothing: "${help}"`, language: 'en', turns: ['u: Never lend the minibus to other clubs.', 'a: ok', `~u: ${help}`, 'a: Sure.'], items: ['c 1 Never lend the minibus to other clubs.'] }),
  ),
  ...['yardımın lazım.', 'planlamada yardımınız gerekiyor', 'yardımına ihtiyacım var'].map(
    (help): ConversationRow => ({ shape: `Turkish, a request for help binds nothing: "${help}"`, language: 'tr', turns: ['u: Minibüsü başka kulüplere vermeyin.', 'a: Tamam.', `~u: ${help}`, 'a: Tabii.'], items: ['c 1 Minibüsü başka kulüplere vermeyin.'] }),
  ),
  ...['need your help with this', 'we need some help', 'I need a bit of help', 'we need a little help', 'could use help with that', 'I would like some help with it', 'we would love your help with a few things', 'need help with some things', 'and I need your help', 'so I need help', 'okay we need help', 'please I need your help', 'help me keep track of this', 'help me keep track of things', 'help me keep it straight', 'help me get this organized', 'help me get everything organised', 'help me keep things in order', 'help me stay on top of things all', 'help me keep it all organised'].map(
    (help): ConversationRow => ({ shape: `a request for help alone binds nothing: "${help}"`, language: 'en', turns: [`u: ${help}`, 'a: Sure.'], items: [] }),
  ),
  ...['yardım lazım', 'yardımınız gerek', 'yardım gerekiyor', 'yardım gerekli', 'bu konuda yardım lazım', 'yardımına ihtiyacımız var', 'yardımınıza ihtiyacım var'].map(
    (help): ConversationRow => ({ shape: `Turkish, a request for help alone binds nothing: "${help}"`, language: 'tr', turns: [`u: ${help}`, 'a: Tabii.'], items: [] }),
  ),
  {
    shape: 'a request for help with "I’d like" binds nothing',
    miss: '"I’d like help with all this" is kept as a constraint: the contraction is not read as a request for help',
    language: 'en',
    turns: ["u: I'd like help with all this", 'a: Sure.'],
    items: [],
  },
  {
    shape: 'a request for help with this, tomorrow, binds nothing',
    miss: 'a request for help with words after its object is filed as an open question',
    language: 'en',
    turns: ['u: I need your help with this tomorrow', 'a: Sure.'],
    items: [],
  },
  // The clause that asks for help is no item, in a question too: the question after it is open alone.
  ...[
    ['en', 'need your help with the rota, are you free?', 'are you free?'],
    ['tr', 'planlamada yardımınız gerekiyor, müsait misiniz?', 'müsait misiniz?'],
    ['tr', 'planlamada yardımına ihtiyacım var, müsait misin?', 'müsait misin?'],
    ['tr', 'yardımına ihtiyacım var, müsait misin?', 'müsait misin?'],
    ['tr', 'yardım lazım, müsait misin?', 'müsait misin?'],
  ].map(
    ([language, asked, open]): ConversationRow => ({
      shape: `a request for help before a question is no part of it: "${asked as string}"`,
      language: language as 'en' | 'tr',
      turns: [`u: ${asked as string}`],
      items: [`q 1 ${open as string}`],
    }),
  ),
  { shape: 'near miss: a request for help with a number stays', language: 'en', turns: ['u: I need your help with the 3 invoices', 'a: Sure.'], items: ['c 1 I need your help with the 3 invoices'] },
  { shape: 'near miss: a request for help that sets a limit stays', wideMiss: 'typed wide, the request with its limit is no item', language: 'en', turns: ['~u: help me keep the budget under €5,000', 'a: Sure.'], items: ['~c 1 help me keep the budget under €5,000'] },
  { shape: 'near miss: help as a thing stays', language: 'tr', turns: ['u: yardım paketi kişi başı 500 TL olsun', 'a: Tamam.'], items: ['c 1 yardım paketi kişi başı 500 TL olsun'] },
  ...['not yet', 'nope, not yet', 'no, not just yet', 'yok, henüz değil', 'hayır, daha değil'].map(
    (answer): ConversationRow => ({
      shape: `a bare "not yet" says nothing: "${answer}"`,
      wideMiss: 'a bare "not yet" is read only with one space between its words: typed wide, it is kept as an item',
      language: answer.startsWith('yok') || answer.startsWith('hayır') ? 'tr' : 'en',
      turns: ['u: Never lend the minibus to other clubs.', 'a: Have you told the club?', `~u: ${answer}`, 'a: ok'],
      items: ['c 1 Never lend the minibus to other clubs.'],
    }),
  ),
];

/** Rows the summarizer misreads however they are typed: the `it.fails` cases, left out of the property. */
export const USER_TURN_MISSES: readonly ConversationRow[] = USER_TURN_ROWS.filter((row) => row.miss !== undefined);
/** Rows the summarizer misreads typed wide: the `it.fails` cases of the wide reading. */
export const USER_TURN_WIDE_MISSES: readonly ConversationRow[] = USER_TURN_ROWS.filter((row) => row.wideMiss !== undefined);

/** Whether a row has a turn or an item typed wide (marked `~`): a row with none reads the same both ways. */
const marked = (row: ConversationRow): boolean => [...row.turns, ...(row.later ?? []), ...row.items].some((line) => line.startsWith('~'));

/**
 * Every row's summary, typed as written and, when it marks turns, with them typed wide (the rows with a `wideMiss` as
 * written only). A table read whole: one run says all it can.
 */
export function propertyUserTurnRows(extract: Extract, rows: readonly ConversationRow[] = USER_TURN_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyRow(rows, (row, wide) => checkRow(extract, row, wide), marked);
}
