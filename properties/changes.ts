import fc from 'fast-check';
import type { RelativeKind } from '../core/compact/relativeChange.js';
import { everyWay, everyWayRuns } from './rowTable.js';

/**
 * What the compaction extractor reads as a change of a value
 * (docs/compaction.md, revisions; `core/compact/relativeChange.ts` and
 * `core/compact/reportedChange.ts`), stated against clauses this file
 * writes itself from its own word tables, with the answer each clause was
 * written to have: never with the extractor's patterns.
 *
 * - A change said relative to the value ("a day later", "iki kişi daha",
 *   "another 500 EUR", "double it", "ertesi güne") names the kind of value
 *   it moves by its unit; a count and a unit that narrate ("an hour ago",
 *   "bir saat önce") or a move of something that is no such value ("three
 *   more bugs") name none.
 * - A clause that tells what a value was changed to, whoever changed it
 *   ("they lowered the deposit to €1,500", "the landlord told us the rent
 *   is £1,520", "depozitoyu 4 bin TL'ye düşürdüler") reports a change; a
 *   value named in narration ("we paid €500 of the deposit", "16:00'ya
 *   kadar sürdü") does not.
 * - Told in the past with the value it went to, in English, a change is
 *   narration ("they moved the printer to room 5"); an order or the
 *   present ("move it to friday") is not.
 * - A rule is cancelled as a rule by a word that cancels and a word that
 *   names a rule together ("forget the budget cap", "sayfa kısıtını
 *   kaldır"); either alone cancels nothing.
 *
 * Each reader is handed the clause as the user wrote it (capitals,
 * Turkish letters or their plain stand-ins) and folds it itself, as the
 * extractor does.
 */
export interface ChangeReaders {
  /** `relativeChange(foldCase(text))`. */
  relativeKind(text: string): RelativeKind | undefined;
  /** `reportsChange(foldCase(text))`. */
  reportsChange(text: string): boolean;
  /** `narratesChange(foldCase(text))`. */
  narratesChange(text: string): boolean;
  /** `cancelsRule(foldCase(text))`. */
  cancelsRule(text: string): boolean;
  /** `adoptedProposal(text) !== undefined`: someone else's proposal, taken in the same turn. */
  adoptsProposal(text: string): boolean;
  /** `relayedSetting(text) !== undefined`: a value set by someone with the power to set it, relayed. */
  relaysSetting(text: string): boolean;
}

function fail(message: string): never {
  throw new Error(message);
}

/** Turkish letters typed as their plain stand-ins, as people do on an English keyboard. */
export function plainLetters(text: string): string {
  return text.replace(/[çğıöşüÇĞİÖŞÜ]/gu, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' })[c]!);
}

/** How a clause is typed: as written, in capitals, with a capital first letter, without Turkish letters. */
export type Typing = 'as-is' | 'upper' | 'first' | 'plain';
/** One way drawn per clause, for the properties that draw their clauses (a table read whole reads every way: `everyTyping`). */
export const typing = fc.constantFrom<Typing>('as-is', 'as-is', 'upper', 'first', 'plain');
/** Every way a clause is typed, the rows as written first. */
export const TYPINGS: readonly Typing[] = ['as-is', 'upper', 'first', 'plain'];

/**
 * A table of clauses read whole in every case, under every typing (rowTable.ts, `everyWay`): what a case draws is only
 * the rest (its runs of spaces, or nothing). Four reads a case: its test runs `typingRuns(n)` cases where it ran n.
 */
export function everyTyping<Drawn>(drawn: fc.Arbitrary<Drawn>, check: (how: Typing, drawn: Drawn) => void): fc.IPropertyWithHooks<[Drawn]> {
  return everyWay(TYPINGS, drawn, check);
}

/** The cases of an `everyTyping` table where it ran `runs` reading one typing a case: as many reads, at least one case. */
export const typingRuns = (runs: number): number => everyWayRuns(runs, TYPINGS);

export function typed(text: string, how: Typing): string {
  switch (how) {
    case 'as-is':
      return text;
    case 'upper':
      return text.toLocaleUpperCase('tr');
    case 'first':
      return text.length === 0 ? text : text[0]!.toLocaleUpperCase('en') + text.slice(1);
    case 'plain':
      return plainLetters(text);
  }
}

/** Words before and after a clause that say nothing of a value. */
const BEFORE = ['', 'so ', 'ok, ', 'hey, can we ', 'please ', 'tamam, ', 'lütfen ', 'bence '];
const AFTER = ['', '.', '!', ' please', ' then.', ', thanks', ' lütfen', ', tamam mı?'];
/** Whitespace between words: mostly a space, now and then two, a tab or a line break. */
const gap = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '\n');

// ---------------------------------------------------------------- relative changes

const EN_COUNTS = ['a', 'an', 'one', 'two', 'three', 'four', 'five', '2', '3', '15', '48'];
const TR_COUNTS = ['bir', 'iki', 'üç', 'dört', 'beş', 'yarım', '2', '10'];
const UNITS: Record<'people' | 'night' | 'day' | 'hour', { en: string[]; tr: string[] }> = {
  people: { en: ['person', 'people', 'guest', 'guests', 'traveller', 'travelers', 'adult', 'adults', 'kid', 'kids', 'seat', 'seats'], tr: ['kişi', 'kişilik', 'misafir', 'misafirimiz', 'yetişkin', 'çocuk'] },
  night: { en: ['night', 'nights'], tr: ['gece', 'geceyi', 'gecelik'] },
  day: { en: ['day', 'days', 'week', 'weeks'], tr: ['gün', 'günü', 'hafta', 'haftayı'] },
  hour: { en: ['hour', 'hours', 'hr', 'hrs', 'h', 'min', 'mins', 'minute', 'minutes'], tr: ['saat', 'saati', 'dakika', 'dk'] },
};
const EN_MOVES = ['later', 'earlier', 'sooner', 'longer', 'shorter', 'more', 'extra', 'fewer', 'less', 'back', 'forward'];
const TR_MOVES = ['daha', 'ileri', 'ileriye', 'geri', 'geriye', 'erken', 'erkene', 'erkenden', 'geç', 'fazla', 'eksik', 'sonraya', 'önceye', 'öne'];

/** A clause and the kind of value it moves (undefined: none). */
interface RelativeCase {
  clause: string;
  kind: RelativeKind | undefined;
}

type UnitKind = keyof typeof UNITS;
const unitKind = fc.constantFrom<UnitKind>('people', 'night', 'day', 'hour');

/** "a day later", "iki kişi daha", "30min earlier": a count, its unit, a word that moves it. */
const countUnitMove: fc.Arbitrary<RelativeCase> = fc
  .tuple(unitKind, fc.boolean(), fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(' ', ' ', '', '  '), gap)
  .map(([kind, turkish, c, u, m, afterCount, afterUnit]) => {
    const counts = turkish ? TR_COUNTS : EN_COUNTS;
    const units = turkish ? UNITS[kind].tr : UNITS[kind].en;
    const moves = turkish ? TR_MOVES : EN_MOVES;
    const count = counts[c % counts.length]!;
    // No space between a word count and its unit ("twohours" is one word); a digit may touch it ("30min").
    const between = /\d$/u.test(count) ? afterCount : ' ';
    return { clause: `${count}${between}${units[u % units.length]!}${afterUnit}${moves[m % moves.length]!}`, kind };
  });

/** "two more guests", "an extra night", "another week", "three fewer seats": the move before the unit. */
const moveBeforeUnit: fc.Arbitrary<RelativeCase> = fc
  .tuple(unitKind, fc.nat(), fc.nat(), fc.constantFrom('more', 'extra', 'fewer', 'less', 'another', 'an extra'))
  .map(([kind, c, u, move]) => {
    const units = UNITS[kind].en;
    const count = EN_COUNTS.filter((x) => x !== 'a' && x !== 'an')[c % (EN_COUNTS.length - 2)]!;
    const head = move === 'another' || move === 'an extra' ? move : `${count} ${move}`;
    return { clause: `${head} ${units[u % units.length]!}`, kind };
  });

/** A date moved to the day before or after the one it was ("to the day after", "ertesi güne", "bir gün öncesine"). */
const dateMoves: fc.Arbitrary<RelativeCase> = fc
  .constantFrom(
    'move it to the day after', 'push the call to the night before', 'shift the visit till the morning after', 'keep it until the following week',
    'can we do it to the next day', 'to the previous evening', 'toplantıyı ertesi güne alalım', 'ertesi haftaya kaydıralım', 'ertesi sabaha çekelim',
    'bir gün öncesine alalım', 'iki hafta sonrasına atalım', 'sonraki haftaya bırakalım', 'önceki güne çekelim', '3 gün sonrasına',
  )
  .map((clause) => ({ clause, kind: 'day' as const }));

/** A headcount grown without its noun: "add two more", "two more are coming", "three more will be joining". */
const moreComing: fc.Arbitrary<RelativeCase> = fc
  .tuple(fc.constantFrom('two', 'three', '2', 'one'), fc.constantFrom('add {} more', 'plus {} more', 'add {} more to the table', 'add {} more, the neighbours are coming', '{} more are coming', '{} more will be joining', '{} more joining'))
  .map(([count, form]) => ({ clause: form.replace('{}', count), kind: 'people' as const }));

/** An amount added: "another 500 EUR", "add $300", "€200 more", "5 bin TL daha". */
const moneyAdded: fc.Arbitrary<RelativeCase> = fc
  .tuple(fc.constantFrom('500', '1,200', '40', '2.5'), fc.constantFrom('another {} EUR', 'an extra €{}', 'another ${}', 'add ${}', 'add €{} to the budget', 'adding {} usd', 'add {}k', '€{} more', '£{} more', '{} bin TL daha', '{} TL fazla', '{} lira daha', '{} eur more'))
  .map(([amount, form]) => ({ clause: form.replace('{}', amount), kind: 'money' as const }));

/** A factor: "double it", "halve that", "cut it in half", "iki katına çıkar", "yarıya indir". */
const factors: fc.Arbitrary<RelativeCase> = fc
  .constantFrom('double it', 'halve that', 'triple the budget', 'quadruple them', 'cut it in half', 'reduce that by half', 'bütçeyi iki katına çıkar', 'üç katına çıkaralım', 'fiyatı yarıya indirelim', 'yarıya düşürün', 'süreyi yarıya çekin')
  .map((clause) => ({ clause, kind: 'factor' as const }));

/**
 * Narration and counts of other things: a count and a unit that happened
 * ("an hour ago", "bir saat önce", "three guests came"), a move of a thing
 * that is no value of these kinds ("three more bugs", "iki soru daha"), a
 * day told in passing ("the next day we talk payment").
 */
const noChange: fc.Arbitrary<RelativeCase> = fc
  .oneof(
    { weight: 2, arbitrary: fc.tuple(unitKind, fc.nat(), fc.nat(), fc.constantFrom('ago', 'ago', 'in total', 'each', 'came', 'left', 'of it')).map(([kind, c, u, tail]) => `${EN_COUNTS[c % EN_COUNTS.length]!} ${UNITS[kind].en[u % UNITS[kind].en.length]!} ${tail}`) },
    { weight: 2, arbitrary: fc.tuple(unitKind, fc.nat(), fc.nat(), fc.constantFrom('önce', 'önce', 'sürdü', 'geldi', 'kaldı')).map(([kind, c, u, tail]) => `${TR_COUNTS[c % TR_COUNTS.length]!} ${UNITS[kind].tr[u % UNITS[kind].tr.length]!} ${tail}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('two', 'three', '3', 'one'), fc.constantFrom('more', 'extra', 'fewer'), fc.constantFrom('bugs', 'tests', 'questions', 'tickets', 'thing', 'pages')).map(([c, m, noun]) => `we found ${c} ${m} ${noun}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('iki', 'bir', '3'), fc.constantFrom('soru', 'hata', 'sayfa', 'test')).map(([c, noun]) => `${c} ${noun} daha var`) },
    { weight: 1, arbitrary: fc.constantFrom('the next day we talk payment', 'add 2 tests for it', 'add two more tests for it', 'one more thing', 'it took ages to get here', 'ertesi gün ödemeyi konuşuruz', 'we waited an hour', 'bir saattir bekliyoruz') },
    // A word that moves a value only begins a longer word here: "less" in "lessons", "back" in "backup", "geri" in
    // "gerekiyor", "geç" in "geçirdik".
    { weight: 2, arbitrary: fc.constantFrom('two hour lessons', 'keep two days backup', 'a week extravaganza', 'three nights shorterm', 'iki gün gerekiyor', 'bir saat gerekli', 'bir gece geçirdik', 'iki kişi fazlasıyla yeter', 'bir saat ilerisini düşün') },
  )
  .map((clause) => ({ clause, kind: undefined }));

export const relativeCases: fc.Arbitrary<RelativeCase> = fc.oneof(
  { weight: 6, arbitrary: countUnitMove },
  { weight: 3, arbitrary: moveBeforeUnit },
  { weight: 2, arbitrary: dateMoves },
  { weight: 2, arbitrary: moreComing },
  { weight: 3, arbitrary: moneyAdded },
  { weight: 2, arbitrary: factors },
  { weight: 4, arbitrary: noChange },
);

/**
 * A relative change names the kind of value it moves, by its unit (people,
 * nights, days, hours, money, a factor), whatever words stand around it
 * and however it is typed; narration and other counts name none.
 */
export function propertyRelativeKind(readers: ChangeReaders): fc.IPropertyWithHooks<[RelativeCase, string, string, Typing]> {
  return fc.property(relativeCases, fc.constantFrom(...BEFORE), fc.constantFrom(...AFTER), typing, (c, before, after, how) => {
    // A count without its unit ("add two more") is a headcount only when nothing but punctuation follows it.
    const end = /more$/u.test(c.clause) && !/^(?:[.!]|, thanks)?$/u.test(after) ? '.' : after;
    const text = typed(`${before}${c.clause}${end}`, how);
    const got = readers.relativeKind(text);
    if (got !== c.kind) fail(`${JSON.stringify(text)}: read as ${String(got)}, written as ${String(c.kind)}`);
  });
}

// ---------------------------------------------------------------- changes told, and narration

const EN_SUBJECTS = ['they', 'we', 'ops', 'the landlord', 'finance', 'the vendor', 'our manager'];
const EN_PAST_VERBS = ['moved', 'pushed', 'changed', 'lowered', 'raised', 'bumped', 'extended', 'shifted', 'increased', 'decreased', 'reduced', 'rescheduled', 'postponed', 'delayed', 'switched', 'updated', 'capped', 'trimmed'];
const EN_PRESENT_VERBS = ['move', 'push', 'change', 'lower', 'raise', 'bump', 'extend', 'shift', 'increase', 'reduce', 'reschedule', 'postpone', 'delay', 'switch', 'update'];
const THINGS = ['deposit', 'review', 'cutoff', 'standup', 'cap', 'limit', 'rent', 'deadline', 'budget', 'meeting'];
const EN_VALUES = ['€1,500', '$300', '£40', '19:30', '9:45', 'friday', 'monday', 'thursday', 'march 3', 'june 17', '12', '3.2m', '15.5k', 'room 310'];

const BARE_VALUES = EN_VALUES.filter((v) => !v.startsWith('room'));

/** "they lowered the deposit to €1,500", "the review got moved to friday", "we're at €32,500 now" and others. */
const enReports: fc.Arbitrary<string> = fc
  .tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.nat(5))
  .map(([s, v, t, x, form]) => {
    const subject = EN_SUBJECTS[s % EN_SUBJECTS.length]!;
    const thing = THINGS[t % THINGS.length]!;
    // "to room 310" names the value after its noun; "is now at", "is", "at" take the value itself.
    const value = form <= 1 || form === 4 ? EN_VALUES[x % EN_VALUES.length]! : BARE_VALUES[x % BARE_VALUES.length]!;
    switch (form) {
      case 0:
        return `${subject} ${EN_PAST_VERBS[v % EN_PAST_VERBS.length]!} the ${thing} to ${value}`;
      case 1:
        return `the ${thing} got ${EN_PAST_VERBS[v % EN_PAST_VERBS.length]!} to ${value}`;
      case 2:
        return `the ${thing} is now at ${value}`;
      case 3:
        return `${subject} told us the ${thing} is ${value} from next month`;
      case 4:
        return `the ${thing} went ${v % 2 === 0 ? 'up' : 'down'} to ${value}`;
      default:
        return `set the ${thing} at ${value}`;
    }
  });

/** Turkish: the thing in the accusative, the value it moved to in the dative, a verb of change last. */
const TR_OBJECTS = ['depozitoyu', 'toplantıyı', 'teslimi', 'kotayı', 'sunumu', 'limiti', 'kirayı', 'bütçeyi'];
const TR_DATIVES = ["4 bin TL'ye", "16:00'ya", "15:30'a", 'cumaya', 'perşembeye', '17 hazirana', '20 mayısa', '800 siparişe', "500 euro'ya", '12 kişiye'];
const TR_CHANGE_VERBS = ['düşürdüler', 'aldılar', 'almışlar', 'ertelemiş', 'çıkardılar', 'taşıdık', 'kaydırdık', 'artırdılar', 'azalttık', 'indirdiler', 'uzattık', 'güncelledik', 'çektiler'];
const trReports: fc.Arbitrary<string> = fc
  .tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('', 'dün ', 'sonunda '))
  .map(([o, d, v, lead]) => `${lead}${TR_OBJECTS[o % TR_OBJECTS.length]!} ${TR_DATIVES[d % TR_DATIVES.length]!} ${TR_CHANGE_VERBS[v % TR_CHANGE_VERBS.length]!}`);

/** A value said not to be the value, before the one it is: "not 10, keep 20", "12 kişi değil, 15 kişi". */
const corrections: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('10', '12', '€40', '3.5'), fc.constantFrom('20', '15', '€50', '4'), fc.constantFrom('not {a}, keep {b}', 'not {a} but {b}', 'not {a}, make it {b}', 'not {a} {b}', '{a} değil {b} yapalım', '{a} kişi değil, {b} kişi', '{a} değil, {b}'))
  .map(([a, b, form]) => form.replace('{a}', a).replace('{b}', b));

/** A value told at second hand: said before a verb of saying, or in the evidential ("olacakmış"). */
const trTold: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('19.500 TL', '22 bin TL', '19 Haziran', '15:30', '12 kişi'), fc.constantFrom('ev sahibi kiranın {} olacağını söyledi', 'tedarikçi teslimin {} olduğunu bildirdi', 'otel girişin {} olacağını yazdı', 'kira {} olacakmış', 'kurs {} başlıyormuş', 'toplantı {} olacakmış'))
  .map(([value, form]) => form.replace('{}', value));

/** A value named in narration: paid, found, waited until; "16:00'ya kadar sürdü", "bugün 320 sipariş geldi". */
const EN_NARRATION_VERBS = ['paid', 'spent', 'found', 'counted', 'received', 'ordered', 'expected', 'sent'];
const narration: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()).map(([s, v, t, x]) => `${EN_SUBJECTS[s % EN_SUBJECTS.length]!} ${EN_NARRATION_VERBS[v % EN_NARRATION_VERBS.length]!} ${EN_VALUES[x % EN_VALUES.length]!} of the ${THINGS[t % THINGS.length]!} yesterday`),
  fc.tuple(fc.nat(), fc.nat()).map(([t, x]) => `the ${THINGS[t % THINGS.length]!} went on until ${EN_VALUES[x % EN_VALUES.length]!}`),
  fc.tuple(fc.nat(), fc.constantFrom('sürdü', 'bekledik', 'çalıştık', 'konuştuk')).map(([d, verb]) => `${["16:00'ya", "15:30'a", 'cumaya', '20 mayısa'][d % 4]!} kadar ${verb}`),
  fc.tuple(fc.constantFrom('320', '4', '12'), fc.constantFrom('sipariş geldi', 'kişi vardı', 'oda boş', 'bin TL ödedik')).map(([n, rest]) => `bugün ${n} ${rest}`),
  fc.tuple(fc.nat(), fc.nat()).map(([t, x]) => `the ${THINGS[t % THINGS.length]!} was ${EN_VALUES[x % EN_VALUES.length]!} last year`),
  // Said at second hand without a value, or a correction without a second value.
  fc.constantFrom('ev sahibi kiranın artacağını söyledi', 'tedarikçi gecikeceğini bildirdi', 'kurs yine başlıyormuş', 'not now, keep it', '10 değil mi?'),
  // "Until" a value, with a verb that moves values elsewhere: "misafirler 23:00'e kadar kaldı" (the guests stayed till 23:00).
  fc.tuple(fc.constantFrom('misafirler', 'ekip', 'dün biz'), fc.constantFrom("23:00'e", "17'ye", 'cumaya', '20 mayısa'), fc.constantFrom('kaldı', 'kaldık', 'kaldılar')).map(([who, until, verb]) => `${who} ${until} kadar ${verb}`),
);

/**
 * A change told with the value it went to, in either language, whoever
 * made it, is a reported change; a value named in narration is not.
 */
export function propertyReportsChange(readers: ChangeReaders): fc.IPropertyWithHooks<[[string, boolean], Typing, number]> {
  const cases = fc.oneof(
    { weight: 3, arbitrary: enReports.map((t): [string, boolean] => [t, true]) },
    { weight: 3, arbitrary: trReports.map((t): [string, boolean] => [t, true]) },
    { weight: 1, arbitrary: corrections.map((t): [string, boolean] => [t, true]) },
    { weight: 1, arbitrary: trTold.map((t): [string, boolean] => [t, true]) },
    { weight: 3, arbitrary: narration.map((t): [string, boolean] => [t, false]) },
  );
  return fc.property(cases, typing, fc.nat(), ([clause, reports], how, pick) => {
    const check = (clause: string, reports: boolean): void => {
      const text = typed(clause, how);
      if (readers.reportsChange(text) !== reports) fail(`${JSON.stringify(text)}: ${reports ? 'reports a change, read as none' : 'narrates, read as a change'}`);
    };
    check(clause, reports);
    // And one more verb of change in each language, walked through the lists by the case (each verb is drawn in a
    // few cases of two hundred, where one drawn among the forms above would be missed).
    const thing = THINGS[pick % THINGS.length]!;
    const value = EN_VALUES[pick % EN_VALUES.length]!;
    check(`${EN_SUBJECTS[pick % EN_SUBJECTS.length]!} ${EN_PAST_VERBS[pick % EN_PAST_VERBS.length]!} the ${thing} to ${value}`, true);
    check(`${TR_OBJECTS[pick % TR_OBJECTS.length]!} ${TR_DATIVES[pick % TR_DATIVES.length]!} ${TR_CHANGE_VERBS[pick % TR_CHANGE_VERBS.length]!}`, true);
  });
}

/**
 * In English, a change told in the past with the value it went to is
 * narration ("they moved the printer to room 5", "we cut the soak to
 * 24h"); the same change as an order or in the present is not ("move it to
 * friday", "let's push the review to monday"), nor a value said without a
 * change.
 */
export function propertyNarratesChange(readers: ChangeReaders): fc.IPropertyWithHooks<[number, number, number, number, number, Typing]> {
  return fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.nat(3), typing, (s, v, t, x, form, how) => {
    const subject = EN_SUBJECTS[s % EN_SUBJECTS.length]!;
    const thing = THINGS[t % THINGS.length]!;
    const value = EN_VALUES[x % EN_VALUES.length]!;
    const cases: [string, boolean][] = [
      [`${subject} ${EN_PAST_VERBS[v % EN_PAST_VERBS.length]!} the ${thing} to ${value}`, true],
      [`${subject} ${['cut', 'set'][v % 2]!} the ${thing} to ${value}`, true],
      [`${EN_PRESENT_VERBS[v % EN_PRESENT_VERBS.length]!} the ${thing} to ${value}`, false],
      // A change told in the past without the value it went to: no narration of a value.
      [`${subject} ${EN_PAST_VERBS[v % EN_PAST_VERBS.length]!} ${form % 2 === 0 ? 'fast on this one' : `the ${thing} again`}`, false],
      [form === 0 ? `let's ${EN_PRESENT_VERBS[v % EN_PRESENT_VERBS.length]!} it to ${value}` : form === 1 ? `we're at ${value} now` : form === 2 ? `the ${thing} is ${value}` : `${['cut', 'set'][v % 2]!} the ${thing} to ${value}`, false],
    ];
    for (const [clause, narrates] of cases) {
      const text = typed(clause, how === 'upper' ? 'as-is' : how);
      if (readers.narratesChange(text) !== narrates) fail(`${JSON.stringify(text)}: ${narrates ? 'narrates a change, read as not' : 'read as narration'}`);
    }
  });
}

const EN_CANCELS = ['drop', 'cancel', 'remove', 'scrap', 'forget', 'ignore', 'lift', 'no need for', 'release'];
const EN_RULES = ['cap', 'limit', 'rule', 'restriction', 'requirement', 'condition', 'cutoff', 'deadline', 'constraint', 'ban'];
const QUALIFIERS = ['budget', 'word', 'page', 'peanut', '10am', 'weekend'];
const TR_RULES = ['kısıtını', 'şartını', 'sınırını', 'kuralını', 'limitini', 'tavanını', 'yasağını'];
const TR_CANCELS = ['kaldır', 'kaldırıyorum', 'kaldıralım', 'unut', 'bırak', 'iptal', 'boşver'];
const TR_QUALIFIERS = ['sayfa', 'bütçe', 'deniz', 'saat', 'fındık'];

/**
 * A rule is cancelled as a rule by a word that cancels with a word that
 * names a rule ("forget the budget cap", "sayfa kısıtını kaldır"); a word
 * that cancels something else ("cancel the order") or a rule named without
 * one ("keep the word limit") cancels no rule.
 */
export function propertyCancelsRule(readers: ChangeReaders): fc.IPropertyWithHooks<[number, number, number, Typing]> {
  return fc.property(fc.nat(), fc.nat(), fc.nat(), typing, (c, r, q, how) => {
    const cases: [string, boolean][] = [
      [`${EN_CANCELS[c % EN_CANCELS.length]!} the ${QUALIFIERS[q % QUALIFIERS.length]!} ${EN_RULES[r % EN_RULES.length]!}`, true],
      [`${TR_QUALIFIERS[q % TR_QUALIFIERS.length]!} ${TR_RULES[r % TR_RULES.length]!} ${TR_CANCELS[c % TR_CANCELS.length]!}`, true],
      [`${EN_CANCELS[c % EN_CANCELS.length]!} the ${['order', 'tickets', 'booking', 'draft'][r % 4]!}`, false],
      [`keep the ${QUALIFIERS[q % QUALIFIERS.length]!} ${EN_RULES[r % EN_RULES.length]!} as it is`, false],
      [`${TR_QUALIFIERS[q % TR_QUALIFIERS.length]!} ${TR_RULES[r % TR_RULES.length]!} koruyalım`, false],
      [`siparişi ${TR_CANCELS[c % TR_CANCELS.length]!}`, false],
    ];
    for (const [clause, cancels] of cases) {
      const text = typed(clause, how);
      if (readers.cancelsRule(text) !== cancels) fail(`${JSON.stringify(text)}: ${cancels ? 'cancels a rule, read as not' : 'read as cancelling a rule'}`);
    }
  });
}
