import fc from 'fast-check';
import type { SummaryContent, SummaryInput, SummaryItem } from '../core/compact/summary.js';

/**
 * The twenty-fourth round's rules of supersession (docs/compaction.md, "The
 * twenty-fourth round"), read end to end by the extractive summarizer on
 * conversations built here from this file's own tables (a hill climb, a
 * chess open, a museum trip, a dog shelter, a ski school; tepe tırmanışı,
 * satranç turnuvası, müze gezisi, köpek barınağı, kayak okulu):
 *
 * 1. a count of a noun ("we need 40 riders at the hill climb", "tepe
 *    tırmanışı için 40 bisikletçi lazım") and a ratio, a run or a gap of
 *    the same noun ("one marshal per 8 riders", "one in 8 riders …", "never
 *    more than 3 riders in a row …", "at least 2 riders between …", "… 5
 *    riders apart", "her 8 bisikletçide bir", "8 bisikletçi başına",
 *    "art arda 3 bisikletçiden fazla", "arasında en az 2 bisikletçi"), said
 *    in either order: both stay live; a ratio said again with a word of
 *    change ("… per 6 riders now", "artık …") replaces the ratio;
 * 2. two rates of one count for two things side by side ("give the
 *    beginner group 4 runs per hour" → "give the racing group 9 runs per
 *    hour"), the later with no word of change of its own: both stay live;
 *    the rate of the same thing said again with a word of change ("now",
 *    "from now on", "artık") replaces it;
 * 3. a rule holding a rate and a date ("hill climb: max 12 riders per wave
 *    from 4 May"), then, after five exchanges of filler, a turn whose first
 *    sentence names the rule's thing and says something changed and whose
 *    second, the statement, shares no word with the rule and says another
 *    date ("… book the podium for 11 May"): the rule stays live; a
 *    deadline whose every kind of value, the day and the hour, is said
 *    again that way ("intake closes 16:00 on 10 March") is replaced, a
 *    bare number of the rule ("kennel 4") said again or not;
 * 4. a ban, then news that its thing changed ("the east pavilion booking
 *    system has changed", "doğu köşkünün rezervasyon sistemi değişti"): the
 *    ban stays live; a permission ("you can book the east pavilion …",
 *    "tamam artık … ayırabilirsin") lifts it.
 *
 * The oracle is the conversation's own making: which statement it was
 * built to leave live and which replaced, checked on the summary's items
 * (a live one is no item marked superseded) and on the rendered summary's
 * lines (a live statement on a line with no note of supersession; a
 * replaced one on no line without it).
 */

type Language = 'en' | 'tr';

/** The function under test, and the rendering the model reads (the summary's lines). */
export type Extract = (input: SummaryInput) => SummaryContent;
export type Render = (content: SummaryContent, language: Language, covers: number) => string;

/** A turn of the assistant's in words, a bare tool call of its (`name({...})`), or a tool's result, said as written. */
export type ApartActed = ['assistant' | 'call' | 'tool', string];

export interface ApartCase {
  language: Language;
  /** The user's turns, each answered, unless an acted step after it answers it. */
  said: (string | ApartActed)[];
  /** Statements, word for word, that must be live items and on a live line. */
  live: string[];
  /** Statements, word for word, that must be items marked replaced by a later turn, on no live line. */
  replaced: string[];
  /** Which clause and which form: the known misses are named by it. */
  shape: string;
}

const REPLY: Record<Language, string> = { en: 'Noted.', tr: 'Not aldım.' };

function turnsOf(c: ApartCase): SummaryInput['turns'] {
  const turns: SummaryInput['turns'] = [];
  c.said.forEach((step, i) => {
    const n = turns.length + 1;
    if (typeof step !== 'string') {
      const [role, text] = step;
      turns.push(role === 'call' ? { n, role: 'assistant', text: '', calls: [text] } : { n, role, text });
      return;
    }
    turns.push({ n, role: 'user', text: step });
    if (typeof c.said[i + 1] !== 'object') turns.push({ n: n + 1, role: 'assistant', text: REPLY[c.language] });
  });
  return turns;
}

const items = (s: SummaryContent): SummaryItem[] => [...s.constraints, ...s.decisions, ...s.openQuestions, ...s.rejected];
/** A line's note of supersession, in either language's rendering: "(1; superseded by turn 3)", "(1; tur 3 ile değişti)". */
const MARKED = /\([0-9–, ]+; (?:superseded by turn \d+|tur \d+ ile değişti)\)$/u;

export function checkApart(extract: Extract, render: Render, c: ApartCase): void {
  const turns = turnsOf(c);
  const s = extract({ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
  const text = render(s, c.language, turns.length);
  const lines = text.split('\n');
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.said)} → ${JSON.stringify(items(s))}\n${text}`);
  };
  for (const statement of c.live) {
    const found = items(s).filter((i) => i.text === statement);
    if (found.length === 0) say(`"${statement}" is no item`);
    if (found.some((i) => i.supersededBy !== undefined) || !s.rejected.every((i) => i.text !== statement)) say(`"${statement}" is not live`);
    if (!lines.some((l) => l.startsWith(`- ${statement} (`) && !MARKED.test(l))) say(`"${statement}" is on no live line`);
  }
  for (const statement of c.replaced) {
    const found = [...s.constraints, ...s.decisions, ...s.openQuestions].filter((i) => i.text === statement);
    if (found.length === 0) say(`"${statement}" is no item`);
    const first = turns.find((t) => t.text === statement)!.n;
    if (found.some((i) => i.supersededBy === undefined || i.supersededBy <= first)) say(`"${statement}" is not marked replaced by a later turn`);
    if (lines.some((l) => l.includes(statement) && !MARKED.test(l))) say(`"${statement}" is on a live line`);
  }
}

/**
 * Known misses, each a shape of the generators, measured once before the
 * property was written (400 cases drawn from each generator at seed 24,
 * duplicates left out, against the summarizer as it stood then): 7 of 391
 * counts against a ratio, a run or a gap failed, 0 of 396 pairs of rates,
 * 115 of 400 rules tied only by their turn, 9 of 45 bans. Every failure was
 * of a shape named here, and every case of these shapes failed; the
 * properties leave them out unless asked for them, and the property test
 * runs each as an expected failure, so that one fixed fails the run until
 * it leaves this list.
 */
export const KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  // A count of children, then a run of them: "müze gezisi için 27 çocuk ayarla" → "art arda 5 çocuktan fazla olmasın"
  // marks the count replaced. The same forms of "bisikletçi", "masa", "kulübe", and the run said first, stay apart.
  ['count and art arda N X (çocuk)', 'a run of children read as a new count of them'],
  ['count and üst üste N X (çocuk)', 'a run of children read as a new count of them'],
  // "satranç turnuvası: 13 Ekim'den itibaren hakem başına 40 masa" → "satranç turnuvasında plan değişti. otobüsü 2
  // Ekim'e ayarlayalım" marks the rule replaced; with "yaka kartlarını 2 Ekim'de bastıralım" it stays live, as the
  // English forms all do.
  ['bir oran ve tarih, sonra turla bağlı başka tarih (kürsüyü … koyalım)', 'another act on another date, in the dative, read as the rule changed'],
  ['bir oran ve tarih, sonra turla bağlı başka tarih (otobüsü … ayarlayalım)', 'another act on another date, in the dative, read as the rule changed'],
  ['bir oran ve tarih, sonra turla bağlı başka tarih (veteriner ziyaretini … yapalım)', 'another act on another date read as the rule changed'],
  // A bare permission, "yaka kartlarını renkli basabilirsin", is no lift: the ban stays live. With "tamam artık" before it, it lifts.
  ['yasak kalktı', 'a bare permission ("-Abilirsin") does not lift the ban'],
]);

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);
/** Two distinct numbers, the second the changed value. */
const twoNumbers = (min: number, max: number): fc.Arbitrary<[number, number]> => fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).filter(([a, b]) => a !== b);

/** User turns that say nothing, between two statements. */
const FILLER: Record<Language, string[]> = {
  en: ['what is still open on my list?', 'send me the insurance form', 'and the invoices?', 'thanks', 'ok good'],
  tr: ['listemde ne kaldı?', 'sigorta formunu gönder', 'faturalar ne durumda?', 'teşekkürler', 'iyi o zaman'],
};
const fillers = (language: Language, n: number): string[] => FILLER[language].slice(0, n);

// ---------------------------------------------------------------- 1. a count against a ratio, a run or a gap of its noun

interface CountedEn { noun: string; thing: string; event: string }
interface CountedTr { noun: string; /** Locative, by its own harmony: "bisikletçide". */ loc: string; /** Ablative: "bisikletçiden". */ abl: string; thing: string; event: string }

const COUNTED_EN: CountedEn[] = [
  { noun: 'riders', thing: 'marshal', event: 'the hill climb' },
  { noun: 'tables', thing: 'arbiter', event: 'the chess open' },
  { noun: 'children', thing: 'teacher', event: 'the museum trip' },
  { noun: 'kennels', thing: 'keeper', event: 'the dog shelter' },
];
const COUNTED_TR: CountedTr[] = [
  { noun: 'bisikletçi', loc: 'bisikletçide', abl: 'bisikletçiden', thing: 'görevli', event: 'tepe tırmanışı' },
  { noun: 'masa', loc: 'masada', abl: 'masadan', thing: 'hakem', event: 'satranç turnuvası' },
  { noun: 'çocuk', loc: 'çocukta', abl: 'çocuktan', thing: 'öğretmen', event: 'müze gezisi' },
  { noun: 'kulübe', loc: 'kulübede', abl: 'kulübeden', thing: 'bakıcı', event: 'köpek barınağı' },
];

const COUNT_EN: ((c: CountedEn, n: number) => string)[] = [
  (c, n) => `we need ${n} ${c.noun} at ${c.event}`,
  (c, n) => `book ${n} ${c.noun} for ${c.event}`,
  (c, n) => `plan ${c.event} for ${n} ${c.noun}`,
];
const COUNT_TR: ((c: CountedTr, n: number) => string)[] = [
  (c, n) => `${c.event} için ${n} ${c.noun} lazım`,
  (c, n) => `${c.event} için ${n} ${c.noun} ayarla`,
];
/** Every documented form of a ratio, a run and a gap, each with its name. */
const MEASURED_EN: [string, (c: CountedEn, m: number) => string][] = [
  ['every N X', (c, m) => `put one ${c.thing} every ${m} ${c.noun}`],
  ['each N X', (c, m) => `one ${c.thing} for each ${m} ${c.noun}`],
  ['per N X', (c, m) => `one ${c.thing} per ${m} ${c.noun}, no less`],
  ['for every N X', (c, m) => `one ${c.thing} for every ${m} ${c.noun}`],
  ['one in N X', (c, m) => `one in ${m} ${c.noun} must carry a radio`],
  ['N X in a row', (c, m) => `never more than ${m} ${c.noun} in a row without a ${c.thing}`],
  ['N consecutive X', (c, m) => `no more than ${m} consecutive ${c.noun} without a ${c.thing}`],
  ['at least N X between', (c, m) => `keep at least ${m} ${c.noun} between the two ${c.thing}s`],
  ['N X apart', (c, m) => `keep the ${c.thing}s ${m} ${c.noun} apart`],
];
const MEASURED_TR: [string, (c: CountedTr, m: number) => string][] = [
  ['her N X-DA bir', (c, m) => `her ${m} ${c.loc} bir ${c.thing} olsun`],
  ['N X başına', (c, m) => `${m} ${c.noun} başına bir ${c.thing} olsun`],
  ['art arda N X', (c, m) => `art arda ${m} ${c.abl} fazla olmasın`],
  ['üst üste N X', (c, m) => `üst üste ${m} ${c.abl} fazla olmasın`],
  ['arasında en az N X', (c, m) => `iki ${c.thing} arasında en az ${m} ${c.noun} olsun`],
];
/** A ratio said again with a word of change, [the first, the later]. */
const RATIO_CHANGED_EN: [string, (c: CountedEn, m: number, m2: number) => [string, string]][] = [
  ['per N X, then "now"', (c, m, m2) => [`one ${c.thing} per ${m} ${c.noun}`, `one ${c.thing} per ${m2} ${c.noun} now`]],
  ['for every N X, then "from now on"', (c, m, m2) => [`one ${c.thing} for every ${m} ${c.noun}`, `from now on one ${c.thing} for every ${m2} ${c.noun}`]],
];
const RATIO_CHANGED_TR: [string, (c: CountedTr, m: number, m2: number) => [string, string]][] = [
  ['N X başına, then "artık"', (c, m, m2) => [`${m} ${c.noun} başına bir ${c.thing} olsun`, `artık ${m2} ${c.noun} başına bir ${c.thing} olsun`]],
  ['her N X-DA bir, then "artık"', (c, m, m2) => [`her ${m} ${c.loc} bir ${c.thing} olsun`, `artık her ${m2} ${c.loc} bir ${c.thing} olsun`]],
];

export function countApartCases(): fc.Arbitrary<ApartCase> {
  const numbers = fc.tuple(fc.integer({ min: 20, max: 400 }), twoNumbers(2, 15), fc.nat({ max: 2 }), fc.boolean());
  const en = fc.tuple(pick(COUNTED_EN), pick(COUNT_EN), fc.nat({ max: MEASURED_EN.length + RATIO_CHANGED_EN.length - 1 }), numbers).map(([c, count, form, [n, [m, m2], between, measuredFirst]]): ApartCase => {
    if (form >= MEASURED_EN.length) {
      const [name, make] = RATIO_CHANGED_EN[form - MEASURED_EN.length]!;
      const [first, later] = make(c, m, m2);
      return { language: 'en', said: [first, ...fillers('en', between), later], live: [later], replaced: [first], shape: `ratio changed: ${name}` };
    }
    const [name, make] = MEASURED_EN[form]!;
    const pair = measuredFirst ? [make(c, m), count(c, n)] : [count(c, n), make(c, m)];
    return { language: 'en', said: [pair[0]!, ...fillers('en', between), pair[1]!], live: pair, replaced: [], shape: `count and ${name}${measuredFirst ? ' (the measure first)' : ''}` };
  });
  const tr = fc.tuple(pick(COUNTED_TR), pick(COUNT_TR), fc.nat({ max: MEASURED_TR.length + RATIO_CHANGED_TR.length - 1 }), numbers).map(([c, count, form, [n, [m, m2], between, measuredFirst]]): ApartCase => {
    if (form >= MEASURED_TR.length) {
      const [name, make] = RATIO_CHANGED_TR[form - MEASURED_TR.length]!;
      const [first, later] = make(c, m, m2);
      return { language: 'tr', said: [first, ...fillers('tr', between), later], live: [later], replaced: [first], shape: `ratio changed: ${name}` };
    }
    const [name, make] = MEASURED_TR[form]!;
    const pair = measuredFirst ? [make(c, m), count(c, n)] : [count(c, n), make(c, m)];
    return { language: 'tr', said: [pair[0]!, ...fillers('tr', between), pair[1]!], live: pair, replaced: [], shape: `count and ${name}${measuredFirst ? ' (the measure first)' : ''} (${c.noun})` };
  });
  return fc.oneof(en, tr);
}

/** A count of a noun and a ratio, a run or a gap of it stay live in either order; a ratio said again with a word of change replaces the ratio. */
export function propertyCountApart(extract: Extract, render: Render, shapes: (shape: string) => boolean = (shape) => !KNOWN_MISSES.has(shape)): fc.IPropertyWithHooks<[ApartCase]> {
  return fc.property(countApartCases().filter((c) => shapes(c.shape)), (c) => checkApart(extract, render, c));
}

// ---------------------------------------------------------------- 2. two rates of one count, for two things side by side

interface RatedEn { a: string; b: string; noun: string; unit: string }
interface RatedTr { /** Datives: "başlangıç grubuna". */ a: string; b: string; noun: string; unit: string }
const RATED_EN: RatedEn[] = [
  { a: 'the beginner group', b: 'the racing group', noun: 'runs', unit: 'hour' },
  { a: 'junior members', b: 'senior members', noun: 'lessons', unit: 'week' },
  { a: 'the north kennels', b: 'the south kennels', noun: 'walks', unit: 'day' },
  { a: 'the day shift', b: 'the night shift', noun: 'patrols', unit: 'shift' },
];
const RATED_TR: RatedTr[] = [
  { a: 'başlangıç grubuna', b: 'yarış grubuna', noun: 'iniş', unit: 'saat' },
  { a: 'genç üyelere', b: 'büyük üyelere', noun: 'ders', unit: 'hafta' },
  { a: 'kuzey kulübelerine', b: 'güney kulübelerine', noun: 'yürüyüş', unit: 'gün' },
];

export function ratesApartCases(): fc.Arbitrary<ApartCase> {
  const numbers = fc.tuple(twoNumbers(2, 30), fc.nat({ max: 2 }), fc.nat({ max: 2 }));
  const en = fc.tuple(pick(RATED_EN), numbers).map(([r, [[n, m], between, form]]): ApartCase => {
    const first = `give ${r.a} ${n} ${r.noun} per ${r.unit}`;
    if (form === 0) {
      const later = `give ${r.b} ${m} ${r.noun} per ${r.unit}`;
      return { language: 'en', said: [first, ...fillers('en', between), later], live: [first, later], replaced: [], shape: 'two rates side by side' };
    }
    const later = form === 1 ? `give ${r.a} ${m} ${r.noun} per ${r.unit} now` : `from now on give ${r.a} ${m} ${r.noun} per ${r.unit}`;
    return { language: 'en', said: [first, ...fillers('en', between), later], live: [later], replaced: [first], shape: `a rate changed: ${form === 1 ? '"now"' : '"from now on"'}` };
  });
  const tr = fc.tuple(pick(RATED_TR), numbers).map(([r, [[n, m], between, form]]): ApartCase => {
    const first = `${r.a} ${r.unit} başına ${n} ${r.noun} ver`;
    if (form === 0) {
      const later = `${r.b} ${r.unit} başına ${m} ${r.noun} ver`;
      return { language: 'tr', said: [first, ...fillers('tr', between), later], live: [first, later], replaced: [], shape: 'iki oran yan yana' };
    }
    const later = `${r.a} artık ${r.unit} başına ${m} ${r.noun} ver`;
    return { language: 'tr', said: [first, ...fillers('tr', between), later], live: [later], replaced: [first], shape: 'oran değişti: "artık"' };
  });
  return fc.oneof(en, tr);
}

/** Two rates of one count for two things stay live side by side; the same thing's rate said again with a word of change replaces it. */
export function propertyRatesApart(extract: Extract, render: Render, shapes: (shape: string) => boolean = (shape) => !KNOWN_MISSES.has(shape)): fc.IPropertyWithHooks<[ApartCase]> {
  return fc.property(ratesApartCases().filter((c) => shapes(c.shape)), (c) => checkApart(extract, render, c));
}

// ---------------------------------------------------------------- 3. a rule tied to a later statement only by the turns around them

const MONTHS_EN = ['March', 'May', 'June', 'October'];
/** Turkish months with their ablative and dative, by their own harmony. */
const MONTHS_TR: { name: string; abl: string; dat: string; loc: string }[] = [
  { name: 'Mart', abl: "Mart'tan", dat: "Mart'a", loc: "Mart'ta" },
  { name: 'Mayıs', abl: "Mayıs'tan", dat: "Mayıs'a", loc: "Mayıs'ta" },
  { name: 'Haziran', abl: "Haziran'dan", dat: "Haziran'a", loc: "Haziran'da" },
  { name: 'Ekim', abl: "Ekim'den", dat: "Ekim'e", loc: "Ekim'de" },
];
interface TiedEn { event: string; rate: (n: number) => string; act: string }
const TIED_EN: TiedEn[] = [
  { event: 'hill climb', rate: (n) => `max ${n} riders per wave`, act: 'book the podium for' },
  { event: 'chess open', rate: (n) => `${n} boards per arbiter`, act: 'print the badges on' },
  { event: 'museum trip', rate: (n) => `${n} children per teacher`, act: 'order the coach for' },
  { event: 'dog shelter', rate: (n) => `no more than ${n} dogs per walker`, act: 'schedule the vet visit for' },
];
interface TiedTr { event: string; eventLoc: string; rate: (n: number) => string }
const TIED_TR: TiedTr[] = [
  { event: 'tepe tırmanışı', eventLoc: 'tepe tırmanışında', rate: (n) => `dalga başına en fazla ${n} bisikletçi` },
  { event: 'satranç turnuvası', eventLoc: 'satranç turnuvasında', rate: (n) => `hakem başına ${n} masa` },
  { event: 'müze gezisi', eventLoc: 'müze gezisinde', rate: (n) => `öğretmen başına ${n} çocuk` },
];
/** Another act on another date, each named: the date in the locative ("9 Haziran'da bastıralım") or the dative ("11 Mayıs'a koyalım"). */
const ACTS_TR: [string, (d: number, m: { dat: string; loc: string }) => string][] = [
  ['yaka kartlarını … bastıralım', (d, m) => `yaka kartlarını ${d} ${m.loc} bastıralım`],
  ['veteriner ziyaretini … yapalım', (d, m) => `veteriner ziyaretini ${d} ${m.loc} yapalım`],
  ['kürsüyü … koyalım', (d, m) => `kürsüyü ${d} ${m.dat} koyalım`],
  ['otobüsü … ayarlayalım', (d, m) => `otobüsü ${d} ${m.dat} ayarlayalım`],
];
const CHANGED_EN = ['change of plan for the', 'news on the'];
/** A deadline of a thing, day and hour; [the rule, the later statement with every value again]. */
interface DeadlineEn { rule: (h: string, d: number, m: string) => string; later: (h: string, d: number, m: string) => string; news: string }
const DEADLINES_EN: DeadlineEn[] = [
  { rule: (h, d, m) => `the shelter intake must close at ${h} on ${d} ${m}`, later: (h, d, m) => `intake closes ${h} on ${d} ${m}`, news: 'shelter plans moved.' },
  { rule: (h, d, m) => `the shelter intake of kennel 4 must close at ${h} on ${d} ${m}`, later: (h, d, m) => `intake closes ${h} on ${d} ${m}`, news: 'shelter plans moved.' },
  { rule: (h, d, m) => `we must file grant report 12 by ${h} on ${d} ${m}`, later: (h, d, m) => `new target: ${d} ${m} ${h}`, news: 'filing got pushed.' },
];
/** Hours with the Turkish locative each takes ("18:00'de", "16:00'da"). */
const HOURS_TR: [string, string][] = [['18:00', "18:00'de"], ['16:00', "16:00'da"], ['09:00', "09:00'da"], ['17:00', "17:00'de"], ['10:00', "10:00'da"], ['20:00', "20:00'de"]];

export function tiedApartCases(): fc.Arbitrary<ApartCase> {
  const en = fc.tuple(fc.nat({ max: TIED_EN.length + DEADLINES_EN.length - 1 }), pick(MONTHS_EN), twoNumbers(1, 27), fc.integer({ min: 6, max: 40 }), pick(CHANGED_EN), twoNumbers(8, 19)).map(([form, month, [d, d2], n, changed, [h, h2]]): ApartCase => {
    if (form < TIED_EN.length) {
      const t = TIED_EN[form]!;
      const rule = `${t.event}: ${t.rate(n)} from ${d} ${month}`;
      return { language: 'en', said: [rule, ...FILLER.en, `${changed} ${t.event}. ${t.act} ${d2} ${month}`], live: [rule], replaced: [], shape: 'a rate and a date, then another date tied by the turn' };
    }
    const k = form - TIED_EN.length;
    const dl = DEADLINES_EN[k]!;
    const rule = dl.rule(`${h}:00`, d, month);
    return { language: 'en', said: [rule, ...FILLER.en, `${dl.news} ${dl.later(`${h2}:00`, d2, month)}`], live: [], replaced: [rule], shape: `a deadline's day and hour said again${k > 0 ? ', a bare number of the rule not' : ''}` };
  });
  const tr = fc.tuple(fc.nat({ max: TIED_TR.length }), pick(MONTHS_TR), twoNumbers(1, 27), fc.integer({ min: 6, max: 40 }), fc.constantFrom(...HOURS_TR), fc.constantFrom(...HOURS_TR), pick(ACTS_TR)).filter(([, , , , a, b]) => a[0] !== b[0]).map(([form, month, [d, d2], n, h, h2, [caseName, act]]): ApartCase => {
    if (form < TIED_TR.length) {
      const t = TIED_TR[form]!;
      const rule = `${t.event}: ${d} ${month.abl} itibaren ${t.rate(n)}`;
      return { language: 'tr', said: [rule, ...FILLER.tr, `${t.eventLoc} plan değişti. ${act(d2, month)}`], live: [rule], replaced: [], shape: `bir oran ve tarih, sonra turla bağlı başka tarih (${caseName})` };
    }
    const rule = `barınak kabulü ${d} ${month.name} ${h[1]} kapanmalı`;
    return { language: 'tr', said: [rule, ...FILLER.tr, `barınak planı değişti. kabul ${d2} ${month.name} ${h2[1]} kapansın`], live: [], replaced: [rule], shape: 'bir son tarihin günü ve saati yeniden' };
  });
  return fc.oneof(en, tr);
}

/** A rule holding a rate and a date stays live against another date tied only by its turn; a deadline whose day and hour are both said again that way is replaced. */
export function propertyTiedApart(extract: Extract, render: Render, shapes: (shape: string) => boolean = (shape) => !KNOWN_MISSES.has(shape)): fc.IPropertyWithHooks<[ApartCase]> {
  return fc.property(tiedApartCases().filter((c) => shapes(c.shape)), (c) => checkApart(extract, render, c));
}

// ---------------------------------------------------------------- 4. a ban against news that its thing changed

interface BanEn { ban: string; news: string; lift: string }
const BANS_EN: BanEn[] = [
  { ban: 'never book the east pavilion for the chess club', news: 'the east pavilion booking system has changed', lift: 'you can book the east pavilion for the chess club now' },
  { ban: 'do not print the badges in colour', news: 'the badge print shop changed', lift: 'go ahead and print the badges in colour now' },
  { ban: "don't open the otter pool before 09:00", news: 'the otter pool cleaning crew changed this week', lift: 'you can open the otter pool before 09:00 now' },
];
interface BanTr { ban: string; news: string; lift: string }
const BANS_TR: BanTr[] = [
  { ban: 'doğu köşkünü satranç kulübü için asla ayırma', news: 'doğu köşkünün rezervasyon sistemi değişti', lift: 'doğu köşkünü satranç kulübü için ayırabilirsin' },
  { ban: 'yaka kartlarını renkli basma', news: 'yaka kartı matbaası değişti', lift: 'yaka kartlarını renkli basabilirsin' },
  { ban: "su samuru havuzunu 09:00'dan önce açma", news: 'su samuru havuzunun temizlik ekibi bu hafta değişti', lift: "su samuru havuzunu 09:00'dan önce açabilirsin" },
];
const OPENERS_TR = ['', 'tamam artık '];

export function banApartCases(): fc.Arbitrary<ApartCase> {
  const en = fc.tuple(pick(BANS_EN), fc.boolean(), fc.nat({ max: 2 })).map(([b, lifted, between]): ApartCase =>
    lifted
      ? { language: 'en', said: [b.ban, ...fillers('en', between), b.lift], live: [b.lift], replaced: [b.ban], shape: 'a ban lifted' }
      : { language: 'en', said: [b.ban, ...fillers('en', between), b.news], live: [b.ban], replaced: [], shape: 'a ban, then news of its thing' });
  const tr = fc.tuple(pick(BANS_TR), fc.boolean(), fc.nat({ max: 2 }), pick(OPENERS_TR)).map(([b, lifted, between, opener]): ApartCase =>
    lifted
      ? { language: 'tr', said: [b.ban, ...fillers('tr', between), `${opener}${b.lift}`], live: [`${opener}${b.lift}`], replaced: [b.ban], shape: `yasak kalktı${opener === '' ? '' : ' ("tamam artık")'}` }
      : { language: 'tr', said: [b.ban, ...fillers('tr', between), b.news], live: [b.ban], replaced: [], shape: 'yasak, sonra şeyinin haberi' });
  return fc.oneof(en, tr);
}

/** A ban stays live against news that its thing changed; a permission lifts it. */
export function propertyBanApart(extract: Extract, render: Render, shapes: (shape: string) => boolean = (shape) => !KNOWN_MISSES.has(shape)): fc.IPropertyWithHooks<[ApartCase]> {
  return fc.property(banApartCases().filter((c) => shapes(c.shape)), (c) => checkApart(extract, render, c));
}
