import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';
import { TYPINGS, typed, type Typing } from './changes.js';
import { everyWay, widen, type TableRow } from './rowTable.js';

/**
 * What a change that does not say its referent replaces (docs/compaction.md,
 * the supersession rule, the nineteenth round):
 *
 * - a relative change that names nothing but the move ("push it half an
 *   hour later", "onu bir saat ileri al") replaces the rule whose value the
 *   assistant's turn it answers names, not the latest rule of that kind;
 *   when that turn names a value no rule set ("Deniz arrives at 16:00"), it
 *   replaces nothing;
 * - a word put right by another with no number ("matte" → "glossy not
 *   matte", "çim değil sentetik olsun") replaces the rule that says it;
 *   the same form about another thing ("the poster is glossy not matte"),
 *   asked ("çim değil mi?") or saying what something is not ("sorun çim
 *   değil") replaces nothing.
 *
 * - of two changes of one statement in one turn, the one that says the new
 *   value replaces it, whatever their order: "the flight leaves at 10:00
 *   now" beside "push it an hour later", "we meet at 10:00 now" beside
 *   "second one pls", "white not blue" beside "put them in the other van".
 *
 * Stated against statements this file writes from its own tables, with the
 * answer each was written to have — never with the extractor's patterns.
 */
function fail(message: string): never {
  throw new Error(message);
}

/** For each earlier statement, the index in `later` of the statement that replaces it (`findSupersessors`'s shape). */
export type Replacements = (earlier: readonly Statement[], later: readonly Statement[]) => (number | undefined)[];

const said = (text: string, turn: number, answers?: string): Statement => ({ text, turn, context: text, ...(answers === undefined ? {} : { answers }) });

/** A rule with a time, the thing it times (as the assistant names it), and the time. */
interface Timed {
  rule: string;
  thing: string;
  time: string;
}
const EN_TIMED: Timed[] = [
  { rule: 'the sourdough bake has to start at 05:00', thing: 'Sourdough bake', time: '05:00' },
  { rule: 'evening training starts at 18:00', thing: 'Evening training', time: '18:00' },
  { rule: 'the ferry must leave at 07:15', thing: 'The ferry', time: '07:15' },
  { rule: 'lunch service has to start at 12:30', thing: 'Lunch service', time: '12:30' },
];
const TR_TIMED: Timed[] = [
  { rule: "sabah seferi 07:15'te kalksın", thing: 'Sabah seferi', time: '07:15' },
  { rule: "öğle yemeği 12:30'da başlasın", thing: 'Öğle yemeği', time: '12:30' },
  { rule: "antrenman 18:00'de başlasın", thing: 'Antrenman', time: '18:00' },
  { rule: "fırın 05:00'te yansın", thing: 'Fırın', time: '05:00' },
];
const EN_MOVES = ['push it half an hour later', 'move it an hour earlier', 'make it an hour later'];
const TR_MOVES = ['onu bir saat ileri al', 'yarım saat geri al', 'onu yarım saat ileri at'];
/** A time no rule above sets. */
const UNSET = ['16:00', '09:40', '21:10'];

/**
 * [earlier statements, the change, the index of the earlier one it replaces or -1]: a rule, another rule of its kind
 * said since, and a change answering a turn that names the first, or (a look-alike) a time no rule set.
 */
const moved: fc.Arbitrary<[Statement[], Statement, number]> = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.constantFrom('named', 'named', 'unset'))
  .map(([turkish, r, o, m, gap, form]): [Statement[], Statement, number] => {
    const table = turkish ? TR_TIMED : EN_TIMED;
    const rule = table[r % table.length]!;
    const other = table[(r + 1 + (o % (table.length - 1))) % table.length]!;
    const moves = turkish ? TR_MOVES : EN_MOVES;
    const earlier = [said(rule.rule, 2), said(other.rule, 2 + gap)];
    const unset = UNSET[o % UNSET.length]!;
    const answers =
      form === 'unset'
        ? turkish ? `Müdür bey yarın ${unset}'da gelecek.` : `Deniz, the physio, arrives at ${unset}.`
        : turkish ? `${rule.thing} ${rule.time}, öyle kalıyor.` : `${rule.thing} at ${rule.time}, as you said.`;
    return [earlier, said(moves[m % moves.length]!, 4 + gap, answers), form === 'unset' ? -1 : 0];
  });

/** A rule with a word for its value, the word, and another value for it. */
interface Worded {
  rule: string;
  old: string;
  fresh: string;
}
const EN_WORDED: Worded[] = [
  { rule: 'the flyers have to be on matte paper', old: 'matte', fresh: 'glossy' },
  { rule: 'the changing room has to be painted blue', old: 'blue', fresh: 'green' },
  { rule: 'the tables must have white cloths', old: 'white', fresh: 'cream' },
];
const TR_WORDED: Worded[] = [
  { rule: 'tostlar ayçiçek yağıyla yapılsın', old: 'ayçiçek', fresh: 'zeytinyağı' },
  { rule: 'maçlar çim sahada oynansın', old: 'çim', fresh: 'sentetik' },
  { rule: 'kantin ödemeleri havaleyle alınsın', old: 'havale', fresh: 'kartla' },
];
const EN_CORRECTS = [(w: Worded) => `${w.fresh} not ${w.old}`, (w: Worded) => `${w.fresh}, not ${w.old}`];
const TR_CORRECTS = [(w: Worded) => `${w.old} değil ${w.fresh} olsun`, (w: Worded) => `${w.old} değil ${w.fresh} yapalım o zaman`];
const EN_NOT = [(w: Worded) => `the poster is ${w.fresh} not ${w.old}`, (w: Worded) => `is it ${w.fresh} not ${w.old}?`, (w: Worded) => `the ${w.old} is not great, but fine`];
const TR_NOT = [(w: Worded) => `sorun ${w.old} değil`, (w: Worded) => `${w.old} değil mi?`, (w: Worded) => `müdür ${w.old} değil ${w.fresh} istiyor`];

/** [earlier statements, the correction, the index it replaces or -1]: a rule and a correction of its word, or a near miss. */
const corrected: fc.Arbitrary<[Statement[], Statement, number]> = fc
  .tuple(fc.boolean(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.constantFrom('corrects', 'corrects', 'not'))
  .map(([turkish, r, f, gap, form]): [Statement[], Statement, number] => {
    const table = turkish ? TR_WORDED : EN_WORDED;
    const rule = table[r % table.length]!;
    const forms = form === 'corrects' ? (turkish ? TR_CORRECTS : EN_CORRECTS) : turkish ? TR_NOT : EN_NOT;
    return [[said(rule.rule, 2)], said(forms[f % forms.length]!(rule), 2 + gap), form === 'corrects' ? 0 : -1];
  });

export function propertyReferent(replacements: Replacements): fc.IPropertyWithHooks<[[Statement[], Statement, number]]> {
  return fc.property(fc.oneof(moved, corrected), ([earlier, change, replaced]) => {
    const got = replacements(earlier, [change]);
    earlier.forEach((e, j) => {
      const replacedHere = got[j] === 0;
      if (replacedHere !== (j === replaced)) {
        fail(`${JSON.stringify(e.text)} then ${JSON.stringify(change.text)} (answering ${JSON.stringify(change.answers)}): ${replacedHere ? 'replaced' : 'not replaced'}`);
      }
    });
  });
}

/**
 * A relative change among several earlier statements, with what it points at said only around it: the assistant's
 * turn it answers, or the sentence before it in its own turn (the supersession rule's `referentOf`, `heldValue` and
 * `heldWords`, as their doc comments say them):
 *
 * - the turn it answers names values of the kind it moves: the earlier statement that says one of them is what it
 *   moves, a date compared by its day, a time as written ("5am" is not "5pm"), anything else by its digits; a
 *   statement saying the value beside others of another kind still says it; a turn naming only values of other
 *   kinds points at nothing, and the change goes to the latest of the last few turns;
 * - the change that names a thing of its own the turn before does not name ("add two more to the wedding" after
 *   "Dinner for 18 confirmed.") is read by its own words, not by that turn;
 * - "it", "that", "bunu" or "… too"/"… da" with no such turn: the words of the sentence before it in its own turn
 *   ("the lr feels high for bf16. halve it") name what it moves, short words ("lr") as much as long ones, the first
 *   four letters of long ones; words that name nothing (a letter alone, "with", "there", month names) and the words
 *   of the move itself ("too early") tie nothing; a sentence naming nothing leaves the change to the latest of the
 *   last few turns;
 * - a change that names nothing beside the move, whose sentence before names a thing no earlier statement names,
 *   moves that thing and no rule; one that names a thing of its own is read by its own words.
 */
export interface ReferentRow extends TableRow {
  /** The earlier statements, said at turns 2, 4, 6 … */
  earlier: readonly string[];
  /** The change, said two turns after the last of them. */
  change: string;
  /** Its whole turn, when more than the change. */
  turn?: string;
  /** The assistant's words it answers (not typed: the user's texts are). */
  answers?: string;
  /** The index of the earlier statement it replaces; -1: none. */
  replaced: number;
  /** Another change said in the same turn, after it (its context the same turn). */
  beside?: string;
  /** With `beside`: which of the two replaces that statement, 0 the change, 1 the other. */
  by?: 0 | 1;
}

export const REFERENT_ROWS: readonly ReferentRow[] = [
  // ------------------------------------------------ supersession-9, core/compact/supersession.ts lines 2093-2153
  // The turn it answers names the value: the statement that says it, not the latest of the kind.
  { earlier: ['the sourdough bake has to start at 05:00 on Saturday', 'evening training starts at 18:00'], change: 'push it half an hour later', answers: 'Sourdough bake at 05:00 on Saturday.', replaced: 0 },
  { earlier: ['the shuttles leave at 07:00 and 09:00', 'the ferry leaves at 10:00'], change: 'push it an hour later', answers: 'Shuttle at 07:00, as you said.', replaced: 0 },
  { earlier: ['the stand setup is on 10 September', 'the fair opens on 14 September'], change: 'push it a day later', answers: 'Stand setup on the 10th, as you said.', replaced: 0 },
  { earlier: ['the workshop runs 09:00-11:00', 'training starts at 18:00'], change: 'push it an hour later', answers: 'Workshop 09:00-11:00, as you said.', replaced: 0 },
  { earlier: ['the reagent budget is $400 a month', 'the printer budget is 300 euros'], change: 'double it', answers: 'Reagents: 400 dollars a month.', replaced: 0 },
  // A thing of its own that the turn it answers names too: that turn says which.
  { earlier: ['the appointment is on the 10th', 'the delivery is on the 12th'], change: 'the visit? push it a day later', answers: "The doctor's visit is on the 10th.", replaced: 0 },
  { earlier: ['the sourdough bake has to start at 05:00', 'evening training starts at 18:00'], change: 'push the bread half an hour later', answers: 'Bread at 05:00, as you said.', replaced: 0 },
  // The turn names a value no rule says (another hour, another day, 5pm for 5am): nothing.
  { earlier: ['the sourdough bake has to start at 05:00', 'evening training starts at 18:00'], change: 'push it half an hour later', answers: 'Deniz arrives at 05:30.', replaced: -1 },
  { earlier: ['the stand setup is on the 14th', 'the fair opens on the 18th'], change: 'push it a day later', answers: 'Deniz comes on the 10th.', replaced: -1 },
  { earlier: ['the bake starts at 5am', 'training starts at 18:00'], change: 'push it half an hour later', answers: 'Deniz arrives at 5pm.', replaced: -1 },
  // The turn names no value of the kind moved: the latest of the last few turns.
  { earlier: ['the sourdough bake has to start at 05:00'], change: 'push it half an hour later', answers: 'Deniz brings 12 loaves.', replaced: 0 },
  // A thing of its own the turn does not name: its own words, not the turn.
  { earlier: ['the wedding is for 80 people', 'the dinner is for 18 people'], change: 'add two more to the wedding', answers: 'Dinner for 18 confirmed.', replaced: 0 },
  { earlier: ['the wedding is for 80 guests', 'the dinner is for 18 guests'], change: 'add two more guests to the wedding', answers: 'Dinner for 18 guests confirmed.', replaced: 0 },
  // The sentence before names a thing no earlier statement names ("07:15 then" names nothing): a change naming nothing else
  // moves that, no rule.
  { earlier: ['07:15 then'], change: 'push it an hour later', turn: 'the ferry is too early. push it an hour later', replaced: -1 },
  // The sentence before names it: a short word, a word a move word ends or begins, the thing it names beside a word that names nothing.
  { earlier: ['keep the lr at 3e-4', 'batch size is 64'], change: 'halve it', turn: 'the lr feels high for bf16. halve it', replaced: 0 },
  { earlier: ['the boat leaves at 07:15', 'the bus leaves at 09:00'], change: 'push it an hour later', turn: 'the boat is too early. push it an hour later', replaced: 0 },
  { earlier: ['the alarm goes off at 06:00', 'the bus leaves at 09:00'], change: 'push it an hour later', turn: 'the alarm is too early. push it an hour later', replaced: 0 },
  { earlier: ['the ferry leaves at 07:15', 'the shuttle with the guests leaves at 09:00'], change: 'push it an hour later', turn: 'the ferry with the bikes is too early. push it an hour later', replaced: 0 },
  // The sentence before names nothing (a letter, the move's own words, no letters at all): the latest.
  { earlier: ['the reagent budget is $400 a month'], change: 'double it', turn: 'k. double it', replaced: 0 },
  { earlier: ['the ferry leaves at 07:15'], change: 'push it an hour later', turn: 'way too early. push it an hour later', replaced: 0 },
  { earlier: ['the ferry leaves at 07:15'], change: 'push it an hour later', turn: '07:15?! push it an hour later', replaced: 0 },
  // The sentence before names a thing no earlier statement names: a change naming nothing else moves that, no rule.
  { earlier: ['the bus leaves at 07:15'], change: 'push it an hour later', turn: 'the ferry is too early. push it an hour later', replaced: -1 },
  // A change that names its own thing is read by its words, whatever the sentence before names.
  { earlier: ['the bake starts at 05:00'], change: 'push the bake an hour later as well', turn: 'the café opens too early. push the bake an hour later as well', replaced: 0 },
  { earlier: ['the boat leaves at 07:15', 'the ferry leaves at 09:00'], change: 'push the ferry an hour later', turn: 'the boat is full. push the ferry an hour later', replaced: 1 },
  // Known miss: the same range with another dash is another value to referentKey ("a time as written"), so the change
  // the turn answers points at no statement and moves nothing.
  { earlier: ['the workshop runs 09:00–11:00', 'training starts at 18:00'], change: 'push it an hour later', answers: 'Workshop 09:00-11:00, as you said.', replaced: 0, miss: 'a time range said again with a hyphen for its en dash is read as another range' },
  // supersession-9 (supersession.ts 2229): a turn that says a statement's new value and moves it by an amount too: the
  // statement that says the value replaces it, in either order, not the move beside it (the line the summary keeps).
  { earlier: ['the flight leaves at 09:00'], change: 'the flight leaves at 10:00 now', beside: 'push it an hour later', turn: 'the flight leaves at 10:00 now, push it an hour later', replaced: 0, by: 0 },
  { earlier: ['the flight leaves at 09:00'], change: 'push the flight an hour later', beside: 'it leaves at 10:00 now', turn: 'push the flight an hour later, it leaves at 10:00 now', replaced: 0, by: 1 },
  { earlier: ['the shuttle leaves at 07:00'], change: 'the shuttle leaves at 08:00 now', beside: 'push it an hour later', turn: 'the shuttle leaves at 08:00 now, push it an hour later', replaced: 0, by: 0 },
  // supersession-9 (supersession.ts 2233, 2237): the same beside a pointer or a word put right: the value said replaces.
  { earlier: ['we meet at 09:00'], change: 'we meet at 10:00 now', beside: 'second one pls', turn: 'we meet at 10:00 now, second one pls', answers: 'We can meet at 09:00 or 10:00.', replaced: 0, by: 0 },
  { earlier: ['the meeting is in room 204'], change: 'the meeting is in room 310 now', beside: 'the other room', turn: 'the meeting is in room 310 now, the other room', answers: 'Room 204 or room 310?', replaced: 0, by: 0 },
  {
    earlier: ['the parcels go in the blue van'],
    change: 'put them in the other van',
    beside: 'white not blue',
    turn: 'put them in the other van, white not blue',
    replaced: 0,
    by: 1,
    miss: 'of a pointer and a word put right in one turn, the pointer is taken, which says no value',
  },
  // ------------------------------------------------ end of supersession-9's block
];

/** Rows the rule misreads however typed (`miss`), each an `it.fails` case of its own. */
export const REFERENT_MISSES: readonly ReferentRow[] = REFERENT_ROWS.filter((row) => row.miss !== undefined);

/** Every way a row is read: each typing of the user's texts, as written and with its spaces doubled. */
export const REFERENT_WAYS: readonly [Typing, boolean][] = TYPINGS.flatMap((how): [Typing, boolean][] => [[how, false], [how, true]]);

function checkReferentRow(replacements: Replacements, row: ReferentRow, how: Typing, wide: boolean): void {
  const user = (text: string): string => widen(typed(text, how), wide);
  const earlier = row.earlier.map((text, j) => said(user(text), 2 + 2 * j));
  const change: Statement = {
    text: user(row.change),
    turn: 2 + 2 * row.earlier.length,
    context: user(row.turn ?? row.change),
    ...(row.answers === undefined ? {} : { answers: row.answers }),
  };
  if (row.beside !== undefined) {
    // Two changes of one turn: the statement is replaced by the one the row names, the other statements by neither.
    const beside: Statement = { ...change, text: user(row.beside) };
    const got = replacements(earlier, [change, beside]);
    earlier.forEach((e, j) => {
      const want = j === row.replaced ? row.by : undefined;
      if (got[j] !== want) {
        const name = (k: number | undefined): string => (k === undefined ? 'by neither' : `by ${JSON.stringify(k === 0 ? change.text : beside.text)}`);
        fail(`${JSON.stringify(e.text)} then ${JSON.stringify(change.context)}: replaced ${name(want)}, read as replaced ${name(got[j])}`);
      }
    });
    return;
  }
  const got = replacements(earlier, [change]);
  earlier.forEach((e, j) => {
    const replacedHere = got[j] === 0;
    if (replacedHere !== (j === row.replaced)) {
      fail(`${JSON.stringify(e.text)} then ${JSON.stringify(change.context)}${row.answers === undefined ? '' : ` (answering ${JSON.stringify(row.answers)})`}: ${replacedHere ? 'replaced' : 'not replaced'}`);
    }
  });
}

/** Every row, in every way of typing it, in one case (rowTable.ts, `everyWay`); a row with a `miss` is left to its own test. */
export function propertyReferentRows(replacements: Replacements, rows: readonly ReferentRow[] = REFERENT_ROWS): fc.IPropertyWithHooks<[null]> {
  return everyWay(REFERENT_WAYS, fc.constant(null), ([how, wide]) => {
    for (const row of rows) if (row.miss === undefined || rows.length === 1) checkReferentRow(replacements, row, how, wide);
  });
}
