import fc from 'fast-check';
import { everyRow, oneRowWide } from './rowTable.js';
import type { Extract } from './clauseRules.js';
import { checkRow, type ConversationRow } from './extractorRows.js';

/**
 * Which pieces of a user's line the extractive summary keeps, row by row:
 * a line and the summary's items, whole (docs/compaction.md, "the two
 * summarizers"; the doc comments of the extractor's clause readers):
 *
 * - a preference or a limit said as a clause of its own after the thing
 *   it is about ("…, ideally", "one page, tops", "3 gün, en fazla",
 *   "canary first, always", "140k, all in", "two rounds, that's all", "üç
 *   gece, o kadar") makes the line a rule, kept whole; the same line with
 *   thanks or small talk after it is no rule;
 * - a clause that only asks the assistant for help ("I need your help with
 *   the kiln schedule", "help me keep it all straight", "yardımın lazım",
 *   "planlamada yardımınız gerekiyor") is no item; one with a number sets a
 *   limit ("help me keep the budget under €5,000"), help as a thing or help
 *   refused is a rule;
 * - a bare "not yet", with a "no" before it at most ("not yet", "nope, not
 *   yet", "yok, henüz değil", "hayır, daha değil"), is no item;
 * - a short order with an object pronoun is about the thing named just
 *   before ("…, leave it out", "…, bunu unutma"): one item with it; a
 *   short order that names its own thing is an item of its own;
 * - a clause right after a kept one that only adds a value or an
 *   identifier to it ("…, not 16.", "…, but not 9", "…, 07:30", "…,
 *   SEG-2291") is one item with it;
 * - a kept piece ends at its words: no comma, semicolon or dash after it.
 *
 * A row is written as `extractorRows.ts` writes one (`u: …`, `a: …`; a
 * leading `~` marks a turn, or an item quoting it, typed also with two
 * spaces between its words).
 */
export const PIECE_ROWS: readonly ConversationRow[] = [
  // ---- a preference or a limit after its thing
  { shape: 'a limit after its thing: the line is a rule, whole', language: 'en', turns: ['~u: one page, tops', 'a: Noted.'], items: ['~c 1 one page, tops'] },
  { shape: 'near miss: thanks after the thing is no rule', language: 'en', turns: ['~u: one page, thanks', 'a: Noted.'], items: [] },
  { shape: 'a preference after a rule, kept whole', language: 'en', turns: ['~u: Keep the report short, ideally.', 'a: Noted.'], items: ['~c 1 Keep the report short, ideally.'] },
  { shape: '"all in" after an amount', language: 'en', turns: ['~u: 140k, all in', 'a: Noted.'], items: ['~c 1 140k, all in'] },
  { shape: 'near miss: "all good" after an amount is no rule', language: 'en', turns: ['~u: 140k, all good', 'a: Noted.'], items: [] },
  { shape: '"always" after its thing', language: 'en', turns: ['~u: canary first, always', 'a: Noted.'], items: ['~c 1 canary first, always'] },
  { shape: '"not more" after a count', language: 'en', turns: ['~u: give them 2, not more', 'a: Noted.'], items: ['~c 1 give them 2, not more'] },
  { shape: '"that\'s all" after a count', language: 'en', turns: ["~u: two rounds, that's all", 'a: Noted.'], items: ["~c 1 two rounds, that's all"] },
  { shape: 'Turkish: "en fazla" after a length of time', language: 'tr', turns: ['~u: 3 gün, en fazla', 'a: Tamam.'], items: ['~c 1 3 gün, en fazla'] },
  { shape: 'Turkish: "o kadar" after a count', language: 'tr', turns: ['~u: üç gece, o kadar', 'a: Tamam.'], items: ['~c 1 üç gece, o kadar'] },
  { shape: 'near miss, Turkish: thanks after a length of time is not kept with it', language: 'tr', turns: ['~u: 3 gün, teşekkürler', 'a: Tamam.'], items: ['~c 1 3 gün'] },

  // ---- help asked for
  { shape: 'a request for help is no item, the rule after it is', language: 'en', turns: ['u: I need your help with the kiln schedule. Fire the kiln at 6am.', 'a: Noted.'], items: ['c 1 Fire the kiln at 6am.'] },
  { shape: '"help me keep it all straight" is no item', language: 'en', turns: ['u: help me keep it all straight. The kiln fires at 6am.', 'a: Noted.'], items: ['c 1 The kiln fires at 6am.'] },
  { shape: '"help me keep track of it all" after "please" is no item', language: 'en', turns: ['u: please help me keep track of it all. Cap the guests at 12.', 'a: Noted.'], items: ['c 1 Cap the guests at 12.'] },
  { shape: '"help me stay on top of things" after "also" is no item', language: 'en', turns: ['u: also help me stay on top of things. Cap the guests at 12.', 'a: Noted.'], items: ['c 1 Cap the guests at 12.'] },
  { shape: 'a request for help with a thing is no item', language: 'en', turns: ['u: we need your help with the seating. Cap the guests at 12.', 'a: Noted.'], items: ['c 1 Cap the guests at 12.'] },
  {
    shape: '"I\'d like some help" is no item',
    miss: 'the reader of a request for help takes "\'d like" only with nothing before it or after "I" with a space: "I\'d like some help with this." is kept as a rule',
    language: 'en',
    turns: ["u: I'd like some help with this. Cap the guests at 12.", 'a: Noted.'],
    items: ['c 1 Cap the guests at 12.'],
  },
  { shape: 'near miss: help with a number sets a limit', language: 'en', turns: ['u: help me keep the budget under €5,000', 'a: Noted.'], items: ['c 1 help me keep the budget under €5,000'] },
  { shape: 'near miss: a count in a request for help makes it a rule', language: 'en', turns: ['u: help me keep 12 guests straight. Cap the guests at 12.', 'a: Noted.'], items: ['c 1 help me keep 12 guests straight.', 'c 1 Cap the guests at 12.'] },
  { shape: 'near miss: help refused is a rule', language: 'en', turns: ['u: never ask the judges for help', 'a: Noted.'], items: ['c 1 never ask the judges for help'] },
  { shape: 'Turkish: "yardımın lazım" is no item', language: 'tr', turns: ["u: yardımın lazım. Fırını 6'da yak.", 'a: Tamam.'], items: ["c 1 Fırını 6'da yak."] },
  { shape: 'Turkish: "yardımına ihtiyacım var" is no item', language: 'tr', turns: ["u: yardımına ihtiyacım var. Fırını 6'da yak.", 'a: Tamam.'], items: ["c 1 Fırını 6'da yak."] },
  { shape: 'Turkish: "planlamada yardımınız gerekiyor" is no item', language: 'tr', turns: ['u: planlamada yardımınız gerekiyor', 'a: Tamam.'], items: [] },
  { shape: 'near miss, Turkish: help as a thing is a rule', language: 'tr', turns: ['u: yardım paketi 500 TL olsun', 'a: Tamam.'], items: ['c 1 yardım paketi 500 TL olsun'] },

  // ---- not yet
  { shape: '"not yet" alone is no item', wideMiss: 'read only with one space: "not  yet" is kept as an open question', language: 'en', turns: ['~u: not yet', 'a: Noted.'], items: [] },
  { shape: '"nope, not yet" is no item', wideMiss: 'read only with one space: "nope,  not  yet" is kept as an option turned down', language: 'en', turns: ['~u: nope, not yet', 'a: Noted.'], items: [] },
  { shape: '"no, not yet" is no item', language: 'en', turns: ['u: no, not yet', 'a: Noted.'], items: [] },
  { shape: 'Turkish: "yok, henüz değil" is no item', wideMiss: 'read only with one space: "yok,  henüz  değil" is kept as an option turned down', language: 'tr', turns: ['~u: yok, henüz değil', 'a: Tamam.'], items: [] },
  { shape: 'Turkish: "hayır, daha değil" is no item', language: 'tr', turns: ['u: hayır, daha değil', 'a: Tamam.'], items: [] },
  { shape: 'Turkish: "henüz yok" is no item', language: 'tr', turns: ['u: henüz yok', 'a: Tamam.'], items: [] },
  { shape: 'Turkish: "yok daha" is no item', language: 'tr', turns: ['u: yok daha', 'a: Tamam.'], items: [] },

  // ---- a short order about the thing before
  { shape: 'a short order with "it" is one item with the clause before', language: 'en', turns: ['u: Send the recap to Dana, drop it.', 'a: Noted.'], items: ['d 1 Send the recap to Dana, drop it.'] },
  { shape: 'near miss: a short order that names its own thing is an item of its own', language: 'en', turns: ['u: Send the recap to Dana, drop the appendix.', 'a: Noted.'], items: ['d 1 drop the appendix.'] },
  { shape: 'Turkish: a short order with "bunu" is one item with the clause before', language: 'tr', turns: ["u: Davetiyeleri Ayşe'ye ver, bunu unutma.", 'a: Tamam.'], items: ["c 1 Davetiyeleri Ayşe'ye ver, bunu unutma."] },

  // ---- a value or an identifier after a kept clause
  { shape: 'a value put against the one before stays with it', language: 'en', turns: ['~u: Keep the room at 18 degrees, not 16.', 'a: Noted.'], items: ['~c 1 Keep the room at 18 degrees, not 16.'] },
  { shape: 'a value put against the one before after "but" stays with it', language: 'en', turns: ['~u: Cap the guests at 12, but not 9', 'a: Noted.'], items: ['~c 1 Cap the guests at 12, but not 9'] },
  { shape: 'an amount put against the one before stays with it', language: 'en', turns: ['~u: Cap the price at €50, not €40', 'a: Noted.'], items: ['~c 1 Cap the price at €50, not €40'] },
  { shape: 'a three-digit value put against the one before stays with it', language: 'en', turns: ['u: Cap the guests at 120, not 160.', 'a: Noted.'], items: ['c 1 Cap the guests at 120, not 160.'] },
  { shape: 'a time put against the one before stays with it', language: 'en', turns: ['u: Start at 10am, not 9am.', 'a: Noted.'], items: ['c 1 Start at 10am, not 9am.'] },
  { shape: 'a time with a space before am put against the one before stays with it', language: 'en', turns: ['u: Start at 10 am, not 9 am.', 'a: Noted.'], items: ['c 1 Start at 10 am, not 9 am.'] },
  { shape: 'an amount with a space after its currency put against the one before stays with it', language: 'en', turns: ['u: Cap the price at € 50, not € 40', 'a: Noted.'], items: ['c 1 Cap the price at € 50, not € 40'] },
  { shape: 'a value put against the one before with an exclamation stays with it', language: 'en', turns: ['u: Cap the guests at 12, not 9!', 'a: Noted.'], items: ['c 1 Cap the guests at 12, not 9!'] },
  { shape: 'a value put against the one before after "and" stays with it', language: 'en', turns: ['u: Cap the guests at 12, and not 9.', 'a: Noted.'], items: ['c 1 Cap the guests at 12, and not 9.'] },
  { shape: 'the result of an order, an amount alone, stays with it', language: 'en', turns: ['u: raise the fee by 10%, €55', 'a: Noted.'], items: ['c 1 raise the fee by 10%, €55'] },
  { shape: 'the result of an order, an amount with a space after its currency, stays with it', language: 'en', turns: ['u: raise the fee by 10%, € 55', 'a: Noted.'], items: ['c 1 raise the fee by 10%, € 55'] },
  { shape: 'the result of an order, a time with am, stays with it', language: 'en', turns: ['u: push the pour half an hour later, 7:30am', 'a: Noted.'], items: ['c 1 push the pour half an hour later, 7:30am'] },
  { shape: 'the result of an order, a value and a full stop, stays with it', language: 'en', turns: ['u: push the pour half an hour later, 07:30.', 'a: Noted.'], items: ['c 1 push the pour half an hour later, 07:30.'] },
  { shape: "Turkish: the result of an order, a date with its case ending, stays with it", language: 'tr', turns: ["u: geziyi bir hafta ertele, 16 Mayıs'ta", 'a: Tamam.'], items: ["c 1 geziyi bir hafta ertele, 16 Mayıs'ta"] },
  { shape: 'the result of an order, a value alone, stays with it', language: 'en', turns: ['~u: push the pour half an hour later, 07:30', 'a: Noted.'], items: ['~c 1 push the pour half an hour later, 07:30'] },
  { shape: 'near miss: a value with words of its own is an item of its own', language: 'en', turns: ['u: push the pour half an hour later, 07:30 sharp please', 'a: Noted.'], items: ['c 1 07:30 sharp please', 'd 1 push the pour half an hour later'] },
  { shape: 'the result of an order, a value and an exclamation, stays with it', language: 'en', turns: ['u: push the pour half an hour later, 07:30!', 'a: Noted.'], items: ['c 1 push the pour half an hour later, 07:30!'] },
  { shape: 'the result of an order, a value and a spaced exclamation, stays with it', language: 'en', turns: ['u: push the pour half an hour later, 07:30 !', 'a: Noted.'], items: ['c 1 push the pour half an hour later, 07:30 !'] },
  { shape: 'near miss: a value after "so" is an item of its own', language: 'en', turns: ['u: push the pour half an hour later, so 07:30', 'a: Noted.'], items: ['c 1 so 07:30', 'd 1 push the pour half an hour later'] },
  { shape: 'an identifier after a rule stays with it', language: 'en', turns: ['u: Keep the pool at 4 slots, SEG-2291', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots, SEG-2291'] },
  { shape: 'an identifier with a label of three words after a rule stays with it', language: 'en', turns: ['u: Keep the pool at 4 slots, per change ticket SEG-2291.', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots, per change ticket SEG-2291.'] },
  { shape: 'an identifier after four words of no rule stays with the rule', language: 'en', turns: ['u: Keep the pool at 4 slots, as noted in SEG-2291', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots, as noted in SEG-2291'] },
  {
    shape: 'near miss: a clause that says more than its identifier is not kept with the rule',
    language: 'en',
    turns: ['u: Keep the pool at 4 slots, the reasons are in the long ticket SEG-2291 from last week', 'a: Noted.'],
    items: ['c 1 Keep the pool at 4 slots'],
  },
  { shape: 'an identifier with its label after a rule stays with it', language: 'en', turns: ['u: Keep the pool at 4 slots, ticket SEG-2291.', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots, ticket SEG-2291.'] },
  { shape: 'Turkish: the result of an order, a date alone, stays with it', language: 'tr', turns: ['~u: geziyi bir hafta ertele, 16 Mayıs', 'a: Tamam.'], items: ['~c 1 geziyi bir hafta ertele, 16 Mayıs'] },
  { shape: 'Turkish: a value put against the one before stays with it', language: 'tr', turns: ['u: Odayı 18 derecede tut, 16 değil.', 'a: Tamam.'], items: ['c 1 Odayı 18 derecede tut, 16 değil.'] },

  // extract-5 (extractSummary.ts lines 897-1166): a value put against a decision stays with it and the item stays a
  // decision ("a decision corrected stays a decision"); a value alone after an order that is no rule of its own; a sign
  // between a label's words is no word; someone else's wish after a rule, though it names an identifier.
  { shape: 'a three-digit value put against a decision after "but" stays with it, a decision', language: 'en', turns: ['u: Leave at 15:00 today, but not 160', 'a: Noted.'], items: ['d 1 Leave at 15:00 today, but not 160'] },
  { shape: 'a value put against a decision after "and" stays with it, a decision', language: 'en', turns: ['u: Leave at 15:00 today, and not 16.', 'a: Noted.'], items: ['d 1 Leave at 15:00 today, and not 16.'] },
  { shape: 'a time with am put against a decision stays with it, a decision', language: 'en', turns: ['u: Leave at 7 pm today, not 9am', 'a: Noted.'], items: ['d 1 Leave at 7 pm today, not 9am'] },
  { shape: 'a time with a space before am put against a decision stays with it, a decision', language: 'en', turns: ['u: Leave at 7 pm today, not 9 am', 'a: Noted.'], items: ['d 1 Leave at 7 pm today, not 9 am'] },
  { shape: 'a value put against a decision with an exclamation stays with it, a decision', language: 'en', turns: ['u: Leave at 15:00 today, not 16!', 'a: Noted.'], items: ['d 1 Leave at 15:00 today, not 16!'] },
  { shape: 'a value put against a decision with a spaced full stop stays with it, a decision', language: 'en', turns: ['u: Leave at 15:00 today, not 16 .', 'a: Noted.'], items: ['d 1 Leave at 15:00 today, not 16 .'] },
  { shape: 'an amount with a space after its currency put against a decision stays with it, a decision', language: 'en', turns: ['u: We go with the €40 menu, not € 50', 'a: Noted.'], items: ['d 1 We go with the €40 menu, not € 50'] },
  { shape: 'near miss: a value put against a decision with words of its own is an item of its own', language: 'en', turns: ['u: Leave at 15:00 today, not 16 please', 'a: Noted.'], items: ['c 1 not 16 please', 'd 1 Leave at 15:00 today'] },
  { shape: 'the result of an order of no number, an amount alone, stays with it', language: 'en', turns: ["u: let's raise the fee a little, €55", 'a: Noted.'], items: ["c 1 let's raise the fee a little, €55"] },
  { shape: 'the result of an order of no number, an amount with a space after its currency, stays with it', language: 'en', turns: ["u: let's raise the fee a little, € 55", 'a: Noted.'], items: ["c 1 let's raise the fee a little, € 55"] },
  { shape: 'the result of an order, a time with am and its zone, stays with it', language: 'en', turns: ["u: let's push the call back an hour, 9 am UTC", 'a: Noted.'], items: ["c 1 let's push the call back an hour, 9 am UTC"] },
  { shape: 'an identifier with a label of three words and a sign between two of them after a rule stays with it: a sign is no word', language: 'en', turns: ['u: Keep the pool at 4 slots, R & D ticket SEG-2291', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots, R & D ticket SEG-2291'] },
  { shape: "near miss: someone else's wish after a rule is no part of it, though it names an identifier", language: 'en', turns: ['u: Keep the pool at 4 slots, Dana wants SEG-2291', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots'] },

  // ---- a question: open while no words of the assistant follow it
  { shape: 'a question the assistant answers is not open', language: 'en', turns: ['~u: Which bucket should the exports go to?', 'a: The exports bucket.'], items: [] },
  { shape: 'a question with only a tool result after it is open', language: 'en', turns: ['~u: Which bucket should the exports go to?', 't: {"buckets": 3}'], items: ['~q 1 Which bucket should the exports go to?'] },
  { shape: 'a question with only a call and its result after it is open', language: 'en', turns: ['~u: Which bucket should the exports go to?', 'a> list_buckets()', 't: {"buckets": 3}'], items: ['~q 1 Which bucket should the exports go to?'] },
  { shape: 'a question answered after a call and its result is not open', language: 'en', turns: ['~u: Which bucket should the exports go to?', 'a> list_buckets()', 't: {"buckets": 3}', 'a: The exports bucket.'], items: [] },
  { shape: 'a question answered after a system note is not open', language: 'en', turns: ['~u: Which bucket should the exports go to?', 's: note', 'a: The exports bucket.'], items: [] },
  {
    shape: "a question followed by the user's next turn is open though that one is answered",
    language: 'en',
    turns: ['~u: Which bucket should the exports go to?', 'u: And who reads them?', 'a: The finance team.'],
    items: ['~q 1 Which bucket should the exports go to?'],
  },
  { shape: 'a question with only white space of the assistant after it is open', language: 'en', turns: ['u: Which bucket should the exports go to?', 'a:  '], items: ['q 1 Which bucket should the exports go to?'] },
  { shape: 'Turkish: a question the assistant answers is not open', language: 'tr', turns: ['~u: Faturayı kime keseyim?', 'a: Şirkete.'], items: [] },
  { shape: 'Turkish: a question with only a tool result after it is open', language: 'tr', turns: ['~u: Faturayı kime keseyim?', 't: {"firma": 2}'], items: ['~q 1 Faturayı kime keseyim?'] },

  // ---- a kept piece ends at its words
  { shape: 'a comma after a rule is not kept', language: 'en', turns: ['u: Keep the pool at 4 slots,', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots'] },
  { shape: 'a semicolon after a rule is not kept', language: 'en', turns: ['u: Keep the pool at 4 slots;', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots'] },
  { shape: 'a dash after a rule is not kept', language: 'en', turns: ['u: Keep the pool at 4 slots —', 'a: Noted.'], items: ['c 1 Keep the pool at 4 slots'] },
];

/** Rows the summarizer misreads however they are typed: the `it.fails` cases, left out of the property. */
export const PIECE_MISSES: readonly ConversationRow[] = PIECE_ROWS.filter((row) => row.miss !== undefined);
/** Rows the summarizer misreads typed wide: the other `it.fails` cases. */
export const PIECE_WIDE_MISSES: readonly ConversationRow[] = PIECE_ROWS.filter((row) => row.wideMiss !== undefined && row.miss === undefined);

/** Every row's items, typed as written and with its marked turns wide (a row with a `wideMiss` as written only). One run says all. */
export function propertyPieceRows(extract: Extract, rows: readonly ConversationRow[] = PIECE_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyRow(rows, (row, wide) => checkRow(extract, row, wide));
}

/** A row typed wide, as its known miss states it. */
export function propertyPieceWideRow(extract: Extract, row: ConversationRow): fc.IPropertyWithHooks<[null]> {
  return oneRowWide(row, (r, wide) => checkRow(extract, r, wide));
}
