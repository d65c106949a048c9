import { PROPOSES } from './adoptedProposal.js';
import { looksTurkish } from './clauseKind.js';
import { foldCase } from './foldCase.js';
import { matchesOf } from './matchesOf.js';
import { pointedChange } from './pointedChange.js';
import { relativeChange, type RelativeKind } from './relativeChange.js';
import { CANCEL, cancelsRule, NOT_VALUE, RULE_WORD, reportsChange, setsBareValue } from './reportedChange.js';
import { VERBAL_NOUNS } from './turkishVerbs.js';

/**
 * The supersession rule of the summary schema (see `SummaryItem`): a later
 * statement about the same thing replaces an earlier one. The extractive
 * summarizer decides "the same thing" from what the two statements say,
 * without understanding them:
 *
 * - the same kind of value, changed: an amount (€38,000 → €32,500), a
 *   percentage, a time or time window (02:00-03:00 → 04:00-05:00), a date
 *   (14 april → 15 april), a duration (48h → 24h), a frequency ("every 30
 *   min" → "hourly", "30 dkda bir" → "saatte bir"), a count of the same
 *   thing (14 people → 17 people), a version;
 * - the same parameter named (budget/bütçe, window/pencere, freeze, date/
 *   tarih, headcount/kişi, code/kod, cap/tavan/limit …), or both setting a
 *   limit ("300 TL'yi geçmemeli" → "tavanı 400 TL yap");
 * - words of a change in the later turn: "now", "moved", "instead", "from
 *   now on", "artık", "oldu", "kaydı", "değişti", "düşür";
 * - shared words of the two turns.
 *
 * `supersedes` says how they combine. A later "drop / cancel / iptal et" of
 * something named in the earlier statement (two shared words) supersedes it
 * too. What this misses —
 * a change of mind without a value or a shared word ("monti looks good" →
 * "let's look at celio") — stays live, and docs/compaction.md says so.
 */
export interface Statement {
  /** The statement as kept. */
  text: string;
  /** The turn it was said in (the last, for a statement said several times). */
  turn: number;
  /** The whole user turn it came from: context for its topic words and change words. */
  context: string;
  /**
   * The assistant's words the user answered, when the statement answers a
   * proposal ("At $1,800 there are six places. Want me to raise the limit?"
   * → "ok go with 1800"): a bare number in the answer takes the kind of the
   * proposal's value with the same digits.
   */
  answers?: string;
  /** A tool call the user approved: an act that sets its values, a change by its nature. */
  approved?: boolean;
  /**
   * The user turn that approved the call: what the user said in it or after it ("ok do that. and the badges must be
   * at the venue by May 3") comes with the approval, not before it, and the call does not replace it.
   */
  approvedIn?: number;
  /**
   * The user's own proposal, answered by the assistant and then confirmed ("could we move the dinner to 8pm?" →
   * "The restaurant can do 8pm." → "great, do it"): a change by its nature, at the turn that confirmed it.
   */
  confirmed?: boolean;
  /**
   * Someone else's proposal the user took in the same turn ("Jonas suggested warmup 1,000 …, he's right, use 1,000"):
   * the user's change, though it opens with who proposed it.
   */
  adopted?: boolean;
}

type ValueKind = 'trigger' | 'money' | 'terms' | 'weight' | 'distance' | 'percent' | 'priority' | 'timerange' | 'time' | 'date' | 'duration' | `duration:${string}` | 'frequency' | 'version' | 'length' | 'weekday' | 'number' | `count:${string}` | `ratio:${string}` | `label:${string}`;

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ocak|subat|mart|nisan|mayis|haziran|temmuz|agustos|eylul|ekim|kasim|aralik';
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar';

const WEEKDAY_AT_END = new RegExp(`(?<![\\p{L}])(?:${WEEKDAYS})$`, 'u');
const WEEKDAY_WITH_ENDING = /^(pazartesi|sali|carsamba|persembe|cumartesi|cuma|pazar)\p{L}*$/u;
const MONTH_WITH_ENDING = new RegExp(`(${MONTHS})\\p{L}*`, 'u');
/** Month names and their abbreviations, English and Turkish (folded), by number. */
const MONTH_NUMBER = new Map<string, number>(
  [
    'january|jan|ocak', 'february|feb|subat', 'march|mar|mart', 'april|apr|nisan', 'may|mayis', 'june|jun|haziran',
    'july|jul|temmuz', 'august|aug|agustos', 'september|sep|sept|eylul', 'october|oct|ekim', 'november|nov|kasim', 'december|dec|aralik',
  ].flatMap((names, i) => names.split('|').map((name): [string, number] => [name, i + 1])),
);

/**
 * One date, however it is written, as day.month: "2026-01-13" (a tool's),
 * "13 Ocak", "13 ocakta", "january 13" are all "13.1", so a call that sets
 * the date a statement already names changes nothing. A range or an
 * ordinal without a month stays as written.
 */
function calendarDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(value);
  if (iso !== null) return `${Number(iso[3])}.${Number(iso[2])}`;
  const named = MONTH_WITH_ENDING.exec(value);
  const month = named === null ? undefined : MONTH_NUMBER.get(named[1]!);
  const day = /^\d{1,2}(?![\d\s]*[-–])|(?<=\s)\d{1,2}$/u.exec(value.trim())?.[0];
  if (month !== undefined && day !== undefined) return `${Number(day)}.${month}`;
  // An ordinal without a month is the same day however it is introduced: "is the 20th", "by the 20th", "the 20th".
  const ordinal = /(\d{1,2})(?:st|nd|rd|th)$/u.exec(value.trim());
  if (ordinal !== null && named === null) return `${Number(ordinal[1])}th`;
  return value.replace(MONTH_WITH_ENDING, '$1');
}

const VALUE_PATTERNS: [ValueKind, RegExp][] = [
  // "every Monday" and "every other Monday" are how often, not a day: the weekday alone is read below.
  ['frequency', new RegExp(`(?:every (?:other |second )?(?:${WEEKDAYS}|day|week|month|morning|evening|night)(?![\\p{L}])|fortnightly|biweekly|monthly|every \\d+\\s?\\w+|hourly|daily|weekly|\\d+\\s?(?:dk|dakika|saat|min)(?:da|de|ta|te)? ?bir|(?:saatte|gunde|haftada|ayda) ?bir)`, 'gu')],
  ['timerange', /\d{1,2}[:.]\d{2}\s?[-–]\s?\d{1,2}[:.]\d{2}/gu],
  // A currency said as a word ("1500 dollars", "200 bucks", "300 euros") is an amount as "$1,500" is.
  ['money', /[€$£₺]\s?\d[\d.,]*\s?(?:k|m|bin|milyon)?(?![\p{L}])|\d[\d.,]*\s?(?:k|m|bin|milyon)?\s?(?:tl|eur|usd|euro|euros|lira|liras|dollars?|bucks)(?![\p{L}])|(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![\d])|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s?(?:k|bin|milyon)(?:[ei]|[ei]n[ei]|l[ea]|yl[ea])?(?![\p{L}])/gu],
  ['percent', /%\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?%/gu],
  // Payment terms ("net 30", "net-45", "net 15'e geçelim"): days to pay, one slot of a deal, however they are written.
  // Read before a thing with a number ("room 204"), which "net 30" would be: "net 30" → "net 15" is the terms changed.
  ['terms', /(?<![\p{L}\p{N}])net[\s-]?\d{1,3}(?![\p{N}.,:%])/gu],
  // A ticket's priority or an incident's severity ("P3", "P2'ye", "sev2", "sev-1"): one level of one scale, however
  // written. Not a code with more after it ("P3-114", "p2p"), nor a word that ends in "p" before a digit.
  ['priority', /(?<![\p{L}\p{N}-])(?:p|sev-?|severity\s)[0-5](?![\p{L}\p{N}]|-\p{N})/gu],
  ['version', /(?<![\p{L}\p{N}.])v?\d+\.\d+\.\d+(?:-rc\.?\d+)?/gu],
  ['time', /(?<![\d:.])\d{1,2}:\d{2}(?![\d:])|(?<![\p{L}\p{N}])\d{1,2}\s?(?:am|pm)(?![\p{L}])/gu],
  // A month may carry a Turkish case ending ("15 mayısa"): the date is the same date. An ordinal is a date
  // after a preposition ("on the 14th", "by the 3rd"), not on its own ("the 17th stays at torre azul": a person).
  ['date', new RegExp(`(?<![\\p{N}])\\d{4}-\\d{2}-\\d{2}(?![\\p{N}])|\\d{1,2}(?:\\s?[-–]\\s?\\d{1,2})?\\s+(?:${MONTHS})\\p{L}*|(?<![\\p{L}])(?:${MONTHS})\\s+\\d{1,2}(?![\\p{N}])|(?<![\\p{L}])(?:on|by|until|till|from|to|before|after|is)\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?![\\p{L}])|^\\s*(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?=[.!\\s]*$)`, 'gu')],
  // A Turkish unit may carry a case ending ("45 dakikaya", "30 güne", "55 dakikayı"): the same duration.
  ['duration', /(?<![\p{L}\p{N}.,:])\d+\s?(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?|d|days?|weeks?|nights?|months?|years?|(?:sn|saniye|dk|dakika|saat|gun|hafta|gece|ay|yil)(?:'?(?:y?[ae]|y?[iu]|n[ae]|d[ae]|t[ae]|d[ae]n|t[ae]n|l[iu]k))?)(?![\p{L}])/gu],
  // A weight with its unit, Turkish case ending and all ("800 kg", "1.2 t", "800 kilo", "1,2 tona", "70 gramdan"): read in kilograms,
  // so a limit said again in tonnes is the same limit changed ("a pallet can be 800 kg max" → "… can be 1.2 t").
  ['weight', /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|kilograms?|kilogram|t|tons?|tonnes?|ton(?:a|u|luk|dan)|kilo(?:ya|yu|luk|dan)|gr|grams?|gram(?:a|i|dan|lik)?)(?![\p{L}\p{N}-])/gu],
  // A size with its unit ("3m", "3.2 m", "120 cm", "85 m2"): "the worktop needs to be 3m" → "make the worktop 3.2m".
  ['distance', /(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?(?:mm|cm|m|km|m2|m²|metre|meter|metres|meters|metrekare)(?![\p{L}\p{N}])/gu],
  ['length', /(?<![\p{L}])(?:short|long|brief|detailed|concise|kisa|uzun|ayrintili|detayli)(?![\p{L}])/gu],
  // A Turkish weekday may carry a case ending ("pazartesiye"): the same day.
  // A recurring day in English is a plural ("on Mondays"): the same day.
  ['weekday', new RegExp(`(?<![\\p{L}])(?:${WEEKDAYS})(?:(?<=day)s|(?<=pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar)\\p{L}*)?(?![\\p{L}])`, 'gu')],
];

/**
 * A value in a clause that says when ("once the recordings reach 50%", "when library fines reach £20", "kayıtlar %50'ye
 * çıkınca", "ceza 200 TL'ye ulaşınca"): the threshold of a condition, not a setting. Folded text.
 */
const TRIGGER = /(?<![\p{L}])(?:once|when|as soon as)\s+(?:[^\s,.;]+\s+){0,4}?(?:reach(?:es)?|hits?|gets?\s+to|pass(?:es)?|exceeds?|goes\s+over)\s+([€$£₺]?\d[\d.,]*\s?(?:%|k|bin|tl|lira|euros?|dollars?)?)|(%?\d[\d.,]*%?(?:\s?(?:tl|bin|milyon))?)'?(?:y?[ae]|y?[iu])\s+(?:cikinca|ulasinca|gelince|varinca|gecince|dusunce|inince)(?![\p{L}])/gu;

/** A Turkish case ending off a duration's unit: "45 dakikaya" is "45 dakika". */
function bareDuration(value: string): string {
  return value.replace(/(sn|saniye|dk|dakika|saat|gun|hafta|gece|yil)'?\p{L}*$|(\d\s?ay)'?(?:y?[ae]|y?[iu]|n[ae]|d[ae]|t[ae]|d[ae]n|t[ae]n|l[iu]k)$/u, '$1$2');
}

function durationUnit(value: string): string {
  const unit = value.replace(/[\d\s]+/gu, '');
  if (/^(?:h|hrs?|hours?|saat)$/u.test(unit)) return 'hour';
  if (/^(?:min|mins|minutes?|dk|dakika)$/u.test(unit)) return 'minute';
  if (/^(?:d|days?|gun)$/u.test(unit)) return 'day';
  if (/^(?:nights?|gece)$/u.test(unit)) return 'night';
  if (/^(?:weeks?|hafta)$/u.test(unit)) return 'week';
  if (/^(?:months?|ay)$/u.test(unit)) return 'month';
  if (/^(?:years?|yil)$/u.test(unit)) return 'year';
  return 'second';
}

/** A weight in kilograms, as digits: "1,2 ton" and "1200 kg" are one weight ("1200"). */
function kilograms(value: string): string {
  const amount = Number(/\d+(?:[.,]\d+)?/u.exec(value)![0].replace(',', '.'));
  const unit = value.replace(/^[\d.,\s]+/u, '');
  const factor = unit.startsWith('t') ? 1000 : unit.startsWith('g') ? 0.001 : 1;
  return String(Math.round(amount * factor * 1000) / 1000);
}

/**
 * Units of time that say one length of time in each other's terms, in the smallest of them: a limit of "90 minutes" said
 * again as "2 hours", a stay of "1 week" as "10 days", "90 dakika" as "2 saat". A night (a stay), a month and a year
 * keep their own unit: "3 nights" is no "72 hours", and a month is no fixed number of days.
 */
const DURATION_SCALE = new Map<string, [string, number]>([
  ['duration:second', ['clock', 1 / 60]], ['duration:minute', ['clock', 1]], ['duration:hour', ['clock', 60]],
  ['duration:day', ['calendar', 1]], ['duration:week', ['calendar', 7]],
]);
/** The lengths of time of a statement in one scale, in the scale's smallest unit. */
function lengthsIn(found: Map<ValueKind, Set<string>>, scale: string): Set<number> {
  const out = new Set<number>();
  for (const [kind, set] of found) {
    const [own, factor] = DURATION_SCALE.get(kind) ?? ['', 0];
    if (own !== scale) continue;
    for (const v of set) out.add(Number(/\d+/u.exec(v)![0]) * factor);
  }
  return out;
}

const COUNT = /(?<![\p{L}\p{N}.,:])(\d+)\s+(?:more\s+|new\s+)?(\p{L}{3,})/gu;
/**
 * A count that measures another thing rather than saying how many of its noun there are (issue 14): a ratio ("one
 * first-aid tent every 5 water stations", "per 40 pitches", "her 10 stantta bir", "40 çadır yeri başına"), a run ("3
 * shows in a row", "art arda 3 gösteri") or a gap ("at least 2 crossings between", "arasında en az 2 sefer"). A value of
 * its own kind (`ratio:`): "the campsite opens 120 pitches" is no new value of "one toilet block per 40 pitches", nor
 * the other way round, and "per 30 pitches now" is one. "Between" alone is no gap ("14 crossings between Dover and
 * Calais"): a bound before the count makes it one. Folded text.
 */
const MEASURED_COUNTS: RegExp[] = [
  /(?<![\p{L}])(?:(?:for\s+)?(?:every|each)|per|one\s+in|her|art\s+arda|ust\s+uste|arka\s+arkaya|arasinda(?:\s+en\s+(?:az|fazla))?)\s+(\d+)\s+(\p{L}{3,})/gu,
  /(?<![\p{L}\p{N}.,:])(\d+)\s+(?:consecutive|straight)\s+(\p{L}{3,})/gu,
  /(?<![\p{L}\p{N}.,:])(\d+)\s+(\p{L}{3,})(?=(?:\s+\p{L}+)?\s+(?:basina|in\s+a\s+row|back[- ]to[- ]back|apart|art\s+arda|ust\s+uste|arka\s+arkaya|arayla)(?![\p{L}]))/gu,
  /(?<![\p{L}])(?:at\s+least|at\s+most|no\s+more\s+than|no\s+fewer\s+than|minimum|min)\s+(\d+)\s+(\p{L}{3,})(?=(?:\s+\p{L}+)?\s+between(?![\p{L}]))/gu,
];
/**
 * Counts of people: "14 people", "5 kişi", "3 yetişkin" — the count a bare "its 16 now" changes, and the one a count of
 * people under another noun changes ("6 people" → "9 guests", "20 kişilik" → "25 çocuk", "10 kişi" → "14 ziyaretçi").
 */
const HEADCOUNT = /^count:(?:peop|pers|pax|gues|adul|kids|chil|kisi|yeti|cocu|misa|katı|kati|visi|play|atte|ziya|ogre)/u;
/** A headcount said without its noun: "we are 10", "there will be 40", "party of 6", "8 of us". */
const HEADCOUNT_PHRASE = /(?<![\p{L}])(?:we(?:'re| are)|there(?:'ll be| will be| are)|party of|table for|group of)\s+(?:about\s+|around\s+)?(\d+)(?![\p{N}.,:%]|\p{L})|(?<![\p{L}\p{N}.,])(\d+) of us(?![\p{L}])/gu;
/**
 * A thing named with a number after it — a room, a hall, a gate, a slot
 * ("room 204", "Ada 2'de", "gate 12"): its number is a value of that thing,
 * so "room 204" and "room 310" are one setting changed. A preposition or a
 * quantity word before a number ("for 10", "max 3") names nothing.
 */
const LABELLED = /(?<![\p{L}\p{N}'-])(\p{L}{3,})\s(\d{1,4})(?![\p{N}.,:%]|\p{L}|\s?(?:am|pm)(?![\p{L}]))/gu;
const NOT_A_LABEL = new Set([
  'the', 'for', 'and', 'are', 'was', 'were', 'per', 'with', 'from', 'than', 'about', 'under', 'over', 'after', 'before',
  'until', 'till', 'into', 'onto', 'only', 'each', 'every', 'last', 'next', 'max', 'min', 'top', 'around', 'least',
  'most', 'all', 'not', 'but', 'its', 'has', 'have', 'had', 'get', 'got', 'our', 'their', 'his', 'her', 'your', 'make',
  'take', 'keep', 'cap', 'add', 'another', 'plus', 'minus', 'total', 'like', 'just', 'also', 'still', 'then', 'now',
  'saat', 'ayin', 'her', 'ile', 'icin', 'kadar', 'gibi', 'son', 'ilk', 'yaklasik', 'toplam', 'bir', 'iki', 'daha',
  'sadece', 'hep', 'ama', 'yani', 'olan', 'olarak', 'gun', 'hafta', 'yil', 'sene', 'maks', 'limit', 'tavan',
]);
const BARE_NUMBER = /(?<![\p{L}\p{N}.,:%€$£₺])\d+(?![\p{N}.,:%])/gu;
/**
 * A number with one or two decimals and nothing after it but a full stop ("target is 16.4.", "make it 2.5", "1,5
 * olsun"): a bare number as "16" is, comma or point alike. Not three decimals ("12.500": a Turkish thousand), nor a
 * version ("4.12.1") or an amount, read before it.
 */
const BARE_DECIMAL = /(?<![\p{L}\p{N}.,:%€$£₺])\d{1,3}[.,]\d{1,2}(?![\p{N},:%]|\.\p{N})/gu;

/** Words of people who work an event, folded: its staff, not its guests. */
const STAFF = /(?<![\p{L}])(?:calis\p{L}*|gorevli\p{L}*|personel\p{L}*|eleman\p{L}*|gonullu\p{L}*|garson\p{L}*|staff\p{L}*|crew|crews|workers?|working|volunteers?|waiters?|servers?|ushers?|stewards?)(?![\p{L}])/u;

/** Parameters people set once and change later. */
const PARAMETERS = new Map<string, string>(
  [
    ['budget', 'budget'], ['butce', 'budget'], ['window', 'window'], ['pencere', 'window'], ['freeze', 'freeze'],
    ['target', 'target'], ['hedef', 'target'], ['deadline', 'deadline'], ['teslim', 'deadline'], ['date', 'date'],
    ['dates', 'date'], ['tarih', 'date'], ['headcount', 'headcount'], ['people', 'headcount'], ['kisi', 'headcount'],
    ['code', 'code'], ['kod', 'code'], ['soak', 'soak'], ['batch', 'batch'], ['update', 'update'], ['updates', 'update'],
    ['schedule', 'schedule'], ['naming', 'naming'], ['price', 'price'], ['fiyat', 'price'], ['rent', 'rent'],
    ['kira', 'rent'], ['due', 'deadline'], ['limit', 'limit'], ['cap', 'limit'], ['tavan', 'limit'], ['ceiling', 'limit'], ['sinir', 'limit'],
    ['spend', 'budget'], ['sayi', 'count'],
  ],
);

// A limit word takes its Turkish case and possessive endings ("limiti 28 bine çek", "üst sınırı 4 bine çıkaralım"): the
// same limit as "geçmesin" or "en fazla" said before it.
const LIMIT = /(?<![\p{L}])(?:gecme(?:meli|sin|yecek)|asma(?:mali|sin|yacak)|en fazla|en cok|max|maximum|under|above|at most|no more than|can'?t go above|cap|caps\s+(?:us|me|it|them)\s+at|limit|limit(?:i|in[ie]?|e|im|imiz|iniz|ler\p{L}*)|up to|tavan\p{L}*|ust sinir\p{L}*)(?![\p{L}])|(?:\p{N}|bin|milyon)'?(?:y?[ae]|n[ae])\s+kadar(?![\p{L}])|(?:\p{N}|tl|lira|bin|milyon)\s+(?:uzeri|ustu)(?![\p{L}])/u;
/** Every limit word of a statement: what is left names the thing limited. */
const LIMIT_WORDS = new RegExp(LIMIT.source, 'gu');
const CHANGE = /(?<![\p{L}])(?:now|switched|moved|moves|changed|change|instead|again|from now on|anymore|got cut|bump|bumped|stretch|slipped|new|pushed|pushed to|down to|up to|actually|make it|make that|correction|scratch that|updated|raised|lowered|increased|decreased|extended|postponed|rescheduled|reduced|cut to|artik|oldu|olduk|olucaz|olacak|kaydi|kaydirdik|degisti|degistirdik|degistirelim|yerine|dusur|dusurduk|artir|artirdik|azalttik|indirdik|cikardik|uzattik|kisalttik|cek|cekebilirsin|cektik|aldik|koyduk|alalim|cekelim|kaydiralim|tasiyalim|erteleyelim|ertelendi|erteledik|cikarabiliriz|yapalim|aslinda|duzeltme|guncel|back to(?=\s[€$£₺]?\d)|go back to|revert|reverted|stay at(?=\s[€$£₺]?\d)|stays at(?=\s[€$£₺]?\d)|keep it at|earlier|sooner|enough|geri donelim|eskisi gibi)(?![\p{L}])/u;
/** Every word of change of a statement (`CHANGE`). */
const CHANGE_WORDS = new RegExp(CHANGE.source, 'gu');
/** Nothing but a value and words of preference or assent: "25 diyelim o zaman", "actually €6,000 works better". */
function valueAlone(folded: string): boolean {
  // An amount in thousands with its case ending ("48 binle", "48 bine") is the value, not a word.
  return stems(folded.replace(/(?<![\p{L}])\d[\d.,]*\s?(?:bin|milyon)\p{L}*/gu, ' ').replace(/(?<![\p{L}])(?:then|okay|alright|tamam|peki|olsun|kalsin|yok|olur|o zaman|diyelim|gidelim|instead|let'?s do|lets do|back to|go back to|stay at|keep it at|rather|better|works|suits|fits|actually|aslinda|maybe|daha iyi|let'?s say|call it|(?:let'?s )?go with)(?![\p{L}])/gu, ' ')).size === 0;
}

/** A value preferred to the one said before, said alone: "rather 3pm", "€6,000 works better", "25 diyelim o zaman". */
const PREFERRED = /(?<![\p{L}])(?:rather|better|let'?s say|call it|(?:let'?s )?go with|daha iyi|daha uygun|diyelim|olsun|kalsin|gidelim)(?![\p{L}])/u;
/** A thing a value is said to be for: "for lunch, rather 1pm", "otel girişi için 15:00 daha iyi olur". */
const PURPOSE = /(?<![\p{L}])for\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?(\p{L}{4,}(?:\s+\p{L}{4,}){0,2})|(?<![\p{L}])(\p{L}{4,})\s+icin(?![\p{L}])/gu;
/**
 * A day before or after another event ("to the day after the launch", "lansmandan sonraki güne"): the event is the
 * anchor the thing moves against, not the thing moved.
 */
const RELATIVE_ANCHOR = /(?<![\p{L}])(?:day|night|morning|evening|week)\s+(?:after|before)\s+(?:the\s+|our\s+|my\s+)?(\p{L}{3,})|(?<![\p{L}])(\p{L}{3,}?)'?(?:d[ae]n|t[ae]n)\s+(?:sonraki|onceki)\s+(?:gun|hafta)/u;
/** The things a statement's value is for, in its own words or earlier in its sentence ("for lunch, rather 1pm" kept as "rather 1pm"). */
function purposeOf(own: string, context: string): Set<string> {
  const at = context.indexOf(own);
  const before = at < 0 ? '' : context.slice(0, at).replace(/^[^]*[.!?\n]/u, '');
  return new Set([...matchesOf(PURPOSE, `${before} ${own}`)].map((m) => (m[1] ?? m[2])!));
}
/** A teller, then the teller's own thing: "the neighbour said their budget is €2,500", "Tom told us his rent is £900". */
function theirs(folded: string): boolean {
  const clauses = folded.split(/,(?!\d)|;|:(?!\d)/u);
  return clauses.some((c) => {
    const told = TELLER.exec(c);
    return told !== null && /^(?:their|his|her)\s+\p{L}/u.test(c.slice(told[0].length));
  });
}
/** A Turkish verb of motion says a value changed only right after the new value in the dative ("perşembeye kaldı", "1000 TL'ye indi"): alone, "kaldı" and "çıktı" are everyday words. */
const TR_MOVED_TO = /(?:\p{N}|[a-z]{3,})'?(?:y[ae]|[ae]|n[ae])\s+(?:kaldi|indi|cikti|dustu|yukseldi|artti|azaldi)(?![\p{L}])/u;
const TEMPORARY = /(?<![\p{L}])(?:yet|for now|simdilik|henuz|until further notice)(?![\p{L}])/u;
const NEGATED = /(?<![\p{L}])(?:don'?t|dont|do not|never|no|not|wont|won'?t)(?![\p{L}])/u;
/**
 * The Turkish negative suffixes ("silme", "göndermeyin", "geçmesin", "kullanılmayacak"), read only in a Turkish
 * statement (`turkishSaid`) and with the `-mA` nouns left out (`withoutVerbalNouns`): English words end so too
 * ("same", "time", "some", "drama"), and so do Turkish nouns ("ödeme", "toplama", "cuma").
 */
const TR_NEGATED = /\p{L}{2,}m[ae](?:y[iu]n)?(?:\s|$)|m[ae]s[iu]n(?![\p{L}])|\p{L}{2,}m[ae]y[ae]c[ae][kg]\p{L}*(?![\p{L}])/u;
/** Letters only Turkish writes (of the languages the summarizer reads). */
const TR_LETTERS = /[çğıöşüÇĞİÖŞÜ]/u;

/**
 * Is the statement Turkish, as far as its negation goes? Unless its own words lean English, it is: a Turkish letter in
 * it or its turn, its turn leaning Turkish (`looksTurkish`: function words and case endings), or its own words leaning
 * neither way ("bisikletlere plastik pedal takma", "logoyu kullanma" typed without its letters, no function word at
 * all) read the Turkish suffixes as before. `looksTurkish` says Turkish words outnumber English ones; with one Turkish
 * function word ("ve") put before them, it says they are at least as many — so its "no" is "English words outnumber
 * Turkish ones" ("the fun run has to be the same day as …", "keep some spare batteries for the …").
 */
function turkishSaid(statement: Statement, own: string, contextTurkish: boolean): boolean {
  return contextTurkish || TR_LETTERS.test(statement.text) || TR_LETTERS.test(statement.context) || looksTurkish(`ve ${own}`);
}

/** The words of `VERBAL_NOUNS` blanked out: "ödeme", "toplama" name a payment, a collection, no "do not". */
function withoutVerbalNouns(folded: string): string {
  return folded.replace(/\p{L}+/gu, (w) => (VERBAL_NOUNS.has(w) ? ' ' : w));
}

/**
 * A negation: English words, and in a Turkish statement the Turkish suffixes too, read in `turkishWords` (the
 * statement with `VERBAL_NOUNS` blanked out; undefined when it is not Turkish).
 */
function negatedIn(folded: string, turkishWords: string | undefined): boolean {
  return NEGATED.test(folded) || (turkishWords !== undefined && TR_NEGATED.test(turkishWords));
}

const STOPWORDS = new Set([
  'that', 'this', 'with', 'from', 'have', 'will', 'what', 'when', 'then', 'than', 'they', 'them', 'their', 'there',
  'here', 'into', 'only', 'also', 'just', 'still', 'about', 'after', 'before', 'every', 'some', 'more', 'less', 'much',
  'very', 'okay', 'fine', 'good', 'yeah', 'dont', 'cant', 'wont', 'isnt', 'its', 'it\'s', 'were', 'your', 'ours',
  'icin', 'ama', 'gibi', 'daha', 'sonra', 'once', 'olsun', 'olarak', 'kadar', 'zaten', 'tamam', 'simdi', 'bence',
  'yani', 'bizde', 'artik', 'hala', 'bunu', 'onu', 'sunu', 'hepsi', 'diye', 'degil', 'lazim', 'olur', 'var', 'yok',
  'bir', 'bi', 'bu', 'su', 'ile', 'gece', 'sabah', 'aksam', 'night', 'morning', 'evening', 'afternoon', 'today',
  'tonight', 'tomorrow', 'yarin', 'bugun', 'hafta', 'week', 'people', 'kisi',
  // Verbs too common to tie two statements together ("make-up" and "make it 8").
  'make', 'take', 'give', 'need', 'want', 'send', 'tell', 'please',
  // Words that name no thing: "nothing gets unpacked until …" and "nothing goes on the north wall until …" are two rules.
  'nothing', 'everything', 'anything', 'something', 'hicbir', 'until',
]);

/** A count in words before its unit ("three nights", "dört gece"): the same value as in digits. "one", "bir" are "a" as often. */
const NUMBER_WORDS = new Map<string, string>([
  ['two', '2'], ['three', '3'], ['four', '4'], ['five', '5'], ['six', '6'], ['seven', '7'], ['eight', '8'], ['nine', '9'], ['ten', '10'],
  ['iki', '2'], ['uc', '3'], ['dort', '4'], ['bes', '5'], ['alti', '6'], ['yedi', '7'], ['sekiz', '8'], ['dokuz', '9'],
]);
const NUMBER_WORD_UNIT = /(?<![\p{L}])(two|three|four|five|six|seven|eight|nine|ten|iki|uc|dort|bes|alti|yedi|sekiz|dokuz)\s+(?=(?:nights?|days?|weeks?|hours?|people|persons?|guests?|rooms?|gece|gun|hafta|saat|kisi|misafir|oda)(?![\p{L}]))/gu;

/**
 * A time moved to a part of the day ("move the rehearsal to the afternoon", "provayı akşama alalım", "öğleden sonraya
 * al"): a time of its own, so the time said before is the one it changes. Only as the target of a move: a part of the
 * day said in passing ("the tuner comes in the afternoon", "öğleden sonra yapılacak") sets no time.
 */
const PART_OF_DAY_MOVED = /(?<![\p{L}])(?:move|moving|push|shift|bring|pull|switch|chang|resched)\p{L}*\s+(?:[^\s,.;]+\s+){0,4}?(?:to|into|till)\s+the\s+(morning|afternoon|evening)(?![\p{L}])|(?<![\p{L}])(ogleden\s+sonra|ogle|sabah|aksam)(?:y[ae]|[ae])\s+(?:al|cek|kaydir|ertele|tasi|birak)\p{L}*/gu;

/** The kinds of value said in words alone ("every Monday", "hourly", "keep it short", "friday"): every other pattern needs a digit. */
const WORDED_KINDS = new Set<ValueKind>(['frequency', 'length', 'weekday']);

/**
 * A time said in words ("half past 4", "quarter to 5", "noon", "midnight", "4 buçukta", "öğlen"): the same time as in
 * digits, so "the cut-off is 3pm" → "the cut-off moves to half past 4" is a time changed. Not "afternoon", nor a bare
 * "half" or "quarter" ("half the budget", "Q1").
 */
const WORDED_TIME = /(?<![\p{L}\p{N}])(?:(half|quarter)\s+(past|to)\s+(\d{1,2})(?![\p{N}:.])|(\d{1,2})\s?bucu[kg]\p{L}*|(noon|midday|midnight|oglen|ogle\s+vakti|gece\s+yarisi)(?![\p{L}]))/gu;
function wordedTime(m: string, amount?: string, side?: string, hour?: string, halfPast?: string, named?: string): string {
  if (halfPast !== undefined) return ` ${halfPast}:30 `;
  if (named !== undefined) return /^(?:midnight|gece)/u.test(named) ? ' 00:00 ' : ' 12:00 ';
  if (amount === undefined || side === undefined || hour === undefined) return m;
  const h = Number(hour);
  const minutes = amount === 'half' ? 30 : 15;
  return side === 'past' ? ` ${h}:${String(minutes).padStart(2, '0')} ` : ` ${(h + 23) % 24}:${60 - minutes} `;
}

function values(text: string): Map<ValueKind, Set<string>> {
  const found = new Map<ValueKind, Set<string>>();
  let rest = text.replace(NUMBER_WORD_UNIT, (_m, w: string) => `${NUMBER_WORDS.get(w)!} `).replace(WORDED_TIME, wordedTime);
  const add = (kind: ValueKind, value: string): void => {
    const set = found.get(kind) ?? new Set<string>();
    set.add(value.replace(/\s+/gu, ''));
    found.set(kind, set);
  };
  // Every value but how often, how long and a weekday has a digit (a count in words is one by now): a statement without
  // one (most are) is read for those three alone.
  const hasDigit = /\d/u.test(rest);
  // A value that says when something happens is a threshold of its own kind, by its digits: "once the recordings reach
  // 50%" and "start the recordings at 5%" set two things.
  if (hasDigit) {
    for (const m of matchesOf(TRIGGER, rest)) add('trigger', digits((m[1] ?? m[2])!));
    rest = rest.replace(TRIGGER, (m) => ' '.repeat(m.length));
  }
  for (const m of matchesOf(PART_OF_DAY_MOVED, rest)) add('time', (m[1] ?? m[2])!.replace(/\s+/gu, ''));
  for (const [kind, pattern] of VALUE_PATTERNS) {
    if (!hasDigit && !WORDED_KINDS.has(kind)) continue;
    // Durations compare within their unit: "15 min" and "3 nights" are not one setting changed.
    for (const m of matchesOf(pattern, rest)) {
      if (kind === 'duration') add(`duration:${durationUnit(bareDuration(m[0]))}`, bareDuration(m[0]));
      else if (kind === 'date') add(kind, calendarDate(m[0]));
      else if (kind === 'weight') add(kind, kilograms(m[0]));
      else if (kind === 'weekday') add(kind, m[0].replace(WEEKDAY_WITH_ENDING, '$1').replace(/days$/u, 'day'));
      else if (kind === 'frequency') {
        add(kind, m[0]);
        // "every monday" is a day too: "we switched the report to friday" moves it.
        const day = WEEKDAY_AT_END.exec(m[0]);
        if (day !== null) add('weekday', day[0]);
      }
      // "48 bin" and "48 bine" are one amount: a Turkish case ending is not a new value.
      else if (kind === 'money') {
        add(kind, m[0].replace(/(bin|milyon)(?:[ei]|[ei]n[ei]|l[ea]|yl[ea])$/u, '$1'));
        // An amount with its currency in a plural word ("14 euros", "1500 dollars") is also the bare number it was read
        // as before the word was a currency: "return tickets are 16 now" still changes "the ferry is 14 euros return".
        if (/(?:euros|liras|dollars?|bucks)$/u.test(m[0])) add('number', digits(m[0]));
      }
      // "sev-2", "severity 2" and "sev2" are one level.
      else if (kind === 'priority') add(kind, m[0].replace(/^sev(?:erity)?[-\s]?/u, 'sev'));
      // "net 30", "net-30" and "net 30'a" are one term: its days.
      else if (kind === 'terms') add(kind, digits(m[0]));
      // "v4.12.1" and "4.12.1" are one version: the "v" only says it is one.
      else if (kind === 'version') add(kind, m[0].replace(/^v/u, ''));
      else add(kind, m[0]);
    }
    // A value is read once, as its most specific kind: "02:00-03:00" is a window, not two times.
    rest = rest.replace(pattern, (m) => ' '.repeat(m.length));
  }
  if (!hasDigit) return found;
  for (const pattern of MEASURED_COUNTS) {
    for (const m of matchesOf(pattern, rest)) add(`ratio:${m[2]!.slice(0, 4)}`, m[1]!);
    rest = rest.replace(pattern, (m) => ' '.repeat(m.length));
  }
  for (const m of matchesOf(COUNT, rest)) {
    if (!STOPWORDS.has(m[2]!) || m[2] === 'people' || m[2] === 'kisi') add(`count:${m[2]!.slice(0, 4)}`, m[1]!);
  }
  for (const m of matchesOf(HEADCOUNT_PHRASE, rest)) add('count:peop', (m[1] ?? m[2])!);
  for (const m of matchesOf(LABELLED, rest)) {
    const word = m[1]!;
    if (!NOT_A_LABEL.has(word) && !STOPWORDS.has(word) && !CALENDAR.test(word)) add(`label:${word.slice(0, 5)}`, m[2]!);
  }
  for (const m of matchesOf(BARE_DECIMAL, rest)) add('number', m[0].replace(',', '.'));
  rest = rest.replace(BARE_DECIMAL, (m) => ' '.repeat(m.length));
  for (const m of matchesOf(BARE_NUMBER, rest)) add('number', m[0]);
  return found;
}

const CALENDAR = new RegExp(`^(?:${MONTHS}|${WEEKDAYS})$`, 'u');

/** Content words by their first five letters: Turkish suffixes and English plurals fall away ("bütçeyi", "batch'leri"). */
function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.match(/\p{L}[\p{L}']*/gu) ?? []) {
    const word = w.replace(/'.*$/u, '');
    if (word.length < 4 || STOPWORDS.has(word) || CALENDAR.test(word)) continue;
    out.add(word.slice(0, 5));
  }
  return out;
}

/**
 * Content words of a statement but the units of its measured values (how long, how heavy, how far): "supplier calls
 * run 30 minutes at most" and "the press needs 45 minutes to warm up" share the unit of two values of one kind, which
 * every pair of durations in minutes shares; it names neither thing.
 */
const MEASURED = VALUE_PATTERNS.filter(([kind]) => kind === 'duration' || kind === 'weight' || kind === 'distance').map(([, pattern]) => pattern);
function thingStems(folded: string): Set<string> {
  return stems(MEASURED.reduce((rest, pattern) => rest.replace(pattern, ' '), folded).replace(NAMES_NO_THING, ' '));
}

/**
 * Verbs of keeping, which any statement of a value may end in and which name no thing: "07:00-10:00 kalsın" and
 * "konser … öyle kalsın: 21:30-23:15", "keep the blasting window at 10:00-12:00" and "keep the lunch slot at
 * 12:30-13:30" share nothing. Not the verbs of saying: "says" ties a change someone tells to the value they told
 * before (one revision chain of the tuning half), though it names no thing either. Folded.
 */
const NAMES_NO_THING = /(?<![\p{L}'])(?:keep|keeps|kept|stay|stays|kalsin|kalsinlar|kalacak|olsun|olsunlar)(?![\p{L}])/gu;

/** English verbs that open an order about a thing ("order 30 chairs", "bump the chairs to 40", "book 4 rooms"). */
/** Also the verbs that plan for a number of people or things ("plan the open day for 50 visitors", "expect 80 kids at …"). */
const IMPERATIVE_LEAD = /^(?:order|book|bump|raise|lower|set|make|get|buy|rent|reserve|hire|add|increase|reduce|cut|move|push|pull|bring|shift|delay|postpone|change|keep|hold|cap|limit|put|give|send|invite|print|ship|plan|expect|seat|allow|schedule|prepare|arrange|host|serve)$/u;

/** Words before the thing a statement names: articles, conjunctions, possessives. */
const LEADING = new Set([
  'the', 'a', 'an', 'and', 'so', 'also', 'our', 'my', 'your', 'their', 'then', 'bu', 'su', 've', 'ayrica', 'bir', 'bi',
  // Words of change or assent before the thing: "actually €6,000 works better" names no thing of its own.
  'actually', 'rather', 'okay', 'well', 'aslinda', 'yani',
  // Words that take a value back before it ("back to 3pm", "stay at $25 a head", "yok, %20'de kalsın").
  'back', 'stay', 'stays', 'revert', 'yok',
]);

/** An offer's asking ("Shall I use £350?", "want me to book the hall for 8?"): the thing it is about comes after it, if at all. */
const OFFER_OPENING = /^\s*(?:(?:so|then|ok|okay),?\s+)?(?:shall (?:i|we)|should (?:i|we)|(?:do you )?want me to|would you like me to|(?:ok|okay) if (?:i|we))\s+/u;

/** Each value pattern matching a whole word only, compiled once: a word that is a value is no thing. */
const WHOLE_VALUE = VALUE_PATTERNS.map(([, pattern]) => new RegExp(`^(?:${pattern.source})$`, 'u'));

/**
 * The thing a statement names first, when it opens with one ("the kitchen
 * starts 5 Jan" → kitch, "banyo da 26 Ocak'a kaydı" → banyo): its stem, or
 * undefined when it opens otherwise ("good news, they …", "yes, 03:00 …").
 */
function subjectOf(folded: string): string | undefined {
  const ws = folded.replace(OFFER_OPENING, '').match(/\p{L}[\p{L}'-]*|\p{N}[\p{N}.,:]*/gu) ?? [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    if (/^\p{N}/u.test(w)) continue;
    // "bin" or "milyon" after a number is the amount's ("32 bine kadar çıkabiliriz"), whatever its case ending: no thing.
    if (/^(?:bin|milyon)\p{L}*$/u.test(w) && /^\p{N}/u.test(ws[i - 1] ?? '')) continue;
    const word = w.replace(/['-].*$/u, '');
    if (LEADING.has(word)) continue;
    // An English imperative opens with its verb, then its object ("order 30 chairs", "bump the chairs to 40"): the
    // thing is the object, not the verb.
    // "bump it to $30" names the thing by the pronoun: no thing of its own.
    if (/^(?:the|a|an|my|our|their|his|her|it|that|them|this|\p{N}.*)$/u.test(ws[i + 1] ?? '') && IMPERATIVE_LEAD.test(word)) continue;
    const value = WHOLE_VALUE.some((pattern) => pattern.test(word));
    return word.length < 4 || STOPWORDS.has(word) || CALENDAR.test(word) || value ? undefined : word.slice(0, 5);
  }
  return undefined;
}

/**
 * The clause that carries the statement's value: "marta's out tuesday so we
 * ship wednesday 15 april instead" is about shipping (its subject is "we"),
 * not about Marta.
 */
function valueClause(folded: string): string {
  const clauses = folded.split(/,(?!\d)|;|:(?!\d)|(?<![\p{L}])(?:so|but|and|then|because|ama|yani|cunku)(?![\p{L}])/u);
  const last = clauses.filter((c) => /\p{N}/u.test(c));
  const clause = (last[last.length - 1] ?? folded).replace(TELLER, '');
  // Told in Turkish, the thing is the noun in the genitive before the value: "müdür bütçenin 40 bin olduğunu söyledi".
  const told = TR_TELLER.exec(clause);
  return told === null ? clause : clause.slice(told.index);
}

/** Who told a value, before it: "the school confirmed pickup at 15:30" is about the pickup, not the school. */
const TELLER = /^.*?(?<![\p{L}])(?:told (?:us|me|them)|said|says|emailed|texted|wrote|confirmed|let (?:us|me) know|informed (?:us|me)|according to [^,]*?(?=\s(?:the|our|my)\s)|per [^,]*?(?=\s(?:the|our|my)\s)|(?:made|set|put)(?=\s+(?:the|our|my)\s))\s+(?:that\s+)?/u;

const TR_TELLER = /(?<![\p{L}])\p{L}{2,}[iu]n(?=\s[^]*(?:oldugunu|olacagini|alindigini)\s+(?:soyle|bildir|yaz|ilet|de)\p{L}*$)/u;

/** A stem among `stems`, allowing a shorter word's stem ("kota" and "kotayı"). */
function names(stems: Set<string>, stem: string): boolean {
  for (const s of stems) if (s.startsWith(stem) || stem.startsWith(s)) return true;
  return false;
}

/** A pronoun for something said before: "we bumped it to $14,500", "onu 20'ye çektik". */
const ANAPHOR = /(?<![\p{L}'])(?:it|its|that|them|this|onu|bunu|sunu|onlari)(?![\p{L}'])/u;

/**
 * Each opens with its own thing and neither names the other's ("the kitchen
 * starts 5 Jan" → "the bathroom starts 26 Jan", "toplantı 14:00'te" → "öğle
 * yemeği 12:30'da"): two slots, whatever values and verbs they share. A
 * later statement about "it" may be about anything.
 */
/** Said to have changed, with nothing allowed or done: "the ferry car deck crew changed this week", "matbaa değişti". */
const CHANGED = /(?<![\p{L}])(?:changed|degisti|degismis|degisiyor)(?![\p{L}])/u;
/** Words that open a statement that does what it says: "ok", "go ahead", "tamam", "artık". */
const DOES_IT = /^(?:ok|okay|go ahead|please|pls|lets|let's|tamam|artik|hadi)(?![\p{L}])/u;
function newsOfChange(folded: string, permits: Set<string>): boolean {
  return CHANGED.test(folded) && permits.size === 0 && !ALLOWS.test(folded) && !DOES_IT.test(folded.trimStart());
}

/**
 * The earlier statement says a value of a kind the later one does not say: a weekday aside (a date's), and a bare
 * number unless the statement caps or bounds by it ("vineyard tour: max 12 from 4 May"; a bare number alone could be
 * any value's).
 */
function heldBeyond(e: Features, l: Features): boolean {
  return [...e.values.keys()].some((kind) => kind !== 'weekday' && (kind !== 'number' || e.limit) && !l.values.has(kind));
}

function namedApart(e: Features, l: Features): boolean {
  return !l.valueOnly && e.subject !== undefined && l.subject !== undefined && !l.anaphor && !names(l.stems, e.subject) && !names(e.stems, l.subject);
}

const STILL = /(?<![\p{L}])(?:still|unchanged|as before|stays the same|hala|yine|ayni kaldi|ayni(?=\s*[,.]|$)|degismedi|degismiyor|degisen bi(?:r )?sey yok|degisiklik yok)(?![\p{L}])/u;

function parameters(text: string): Set<string> {
  return new Set(qualifiedParameters(text).keys());
}

const MONEY_CAPS = new Set(['budget', 'limit']);

/**
 * Whose limit a statement names, when it says so before the limit's noun: "they raised the sauna cap to 12" (the
 * sauna's), "the club raised their cap" (theirs). Two limits tie only when the later one is not another's: "no more
 * than 60 swimmers" is not changed by the sauna's cap. Not a word that only says which one ("the", "our", "new"), and
 * not a verb of change ("raise cap to 80").
 */
// Its Turkish possessive too: "kira limitimiz 12.000 TL" is the rent's limit.
const LIMIT_OWNER = /(?<![\p{L}])(\p{L}{3,})\s+(?:cap|limit|limit(?:i|im|imiz|iniz)|max|maximum)(?![\p{L}])/u;
const OTHERS = new Set(['their', 'his', 'her']);
const NOT_OWNERS = new Set(['the', 'our', 'your', 'my', 'new', 'old', 'its', 'that', 'this', 'same', 'whole', 'total', 'overall', 'hard', 'soft', 'upper', 'current']);

function limitOwner(own: string): string | undefined {
  const word = LIMIT_OWNER.exec(own)?.[1];
  if (word === undefined || NOT_OWNERS.has(word) || (!OTHERS.has(word) && CHANGE.test(word))) return undefined;
  return word;
}

/** The later statement's limit is another's: its owner is someone else's ("their") or a thing the earlier does not name. */
function limitOfAnother(e: Features, l: Features): boolean {
  return l.limitOwner !== undefined && (OTHERS.has(l.limitOwner) || !names(e.stems, l.limitOwner.slice(0, 5)));
}
/** A limit said per unit: "the per-night cap", "€60 a head", "kişi başı", "gecelik tavan". */
const PER_UNIT = /(?<![\p{L}])(?:per[- ]\p{L}+|an? (?:night|head|person|day|month)|each|gecelik|gunluk|aylik|kisi basi\p{L}*|basina)(?![\p{L}])/u;
/** The thing a value is said per ("per episode", "each lecture", "ders başına"), folded. */
const PER_THING = /(?<![\p{L}])(?:per|each)\s+(\p{L}{3,})|(?<![\p{L}])(\p{L}{3,})\s+basina(?![\p{L}])/u;

/**
 * The later value is said per one of the things the earlier rule was said of in the plural ("episodes can't run over
 * 55 min" → "50 min max per episode", "dersler 40 dakikayı geçmesin" → "ders başına en fazla 35 dakika"): a rule of
 * each of them, the same slot, not a rate beside a total. Not when the earlier one says it is the total ("… 600 min in
 * total" → "max 45 min per lecture").
 */
function perOneOf(e: Features, l: Features): boolean {
  if (!l.perUnit || e.perUnit || e.whole) return false;
  const m = PER_THING.exec(l.folded);
  const thing = m?.[1] ?? m?.[2];
  if (thing === undefined || /^(?:kisi|person|head|night|day|month)$/u.test(thing)) return false;
  return new RegExp(`(?<![\\p{L}])${thing}(?:s|es|ler|lar)(?:\\p{L}*)(?![\\p{L}])`, 'u').test(e.folded);
}

/** Words that say which one without naming it: "the budget", "our budget", "total budget". */
const PLAIN_QUALIFIERS = new Set(['the', 'a', 'our', 'my', 'your', 'this', 'that', 'new', 'total', 'overall', 'whole', 've', 'de', 'da', 'toplam', 'genel']);

/**
 * Each parameter a text names, with the word right before it when that word
 * says which one ("music budget", "hair and make-up budget", "ad spend cap"):
 * two statements about differently qualified budgets are about two budgets.
 */
function qualifiedParameters(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // A hyphenated qualifier is one word: "make-up budget".
  // A number is a word here too, so that "we are 12 people" has no qualifier before "people": "are" is not one.
  const ws = (text.match(/\p{L}+(?:-\p{L}+)*|\p{N}+/gu) ?? []).flatMap((w) => (w.includes('-') && PARAMETERS.has(w.slice(w.lastIndexOf('-') + 1)) ? w.split('-') : [w]));
  ws.forEach((w, i) => {
    // The word itself, or a parameter of four letters or more it starts with ("bütçeyi", "windows"): a lookup per prefix.
    const named = new Map<string, boolean>();
    const exact = PARAMETERS.get(w);
    if (exact !== undefined) named.set(exact, true);
    for (let n = 4; n < w.length; n++) {
      // An English agent noun is a thing of its own, not the parameter it begins with: a "freezer" is no "freeze", an
      // "updater" no "update".
      const parameter = /^rs?$/u.test(w.slice(n)) ? undefined : PARAMETERS.get(w.slice(0, n));
      // A Turkish case ending with no possessive before it ("bütçenin", "kirayı", "tarihe") says the word before it is
      // no compound's qualifier: "müdür bütçenin … olduğunu söyledi" is the manager telling, "proje bütçesi" a budget.
      if (parameter !== undefined && !named.has(parameter)) named.set(parameter, !CASE_ONLY.test(w.slice(n)));
    }
    for (const [parameter, qualifiable] of named) {
      const qualifiers = out.get(parameter) ?? new Set<string>();
      const before = ws[i - 1];
      // A day or a month before it is its value ("the Saturday window"), not which one it is.
      // By its first five letters, as words are compared: "salon kapasitesi" and "salon kapasitesini" name one capacity.
      if (qualifiable && before !== undefined && /^\p{L}/u.test(before) && !PLAIN_QUALIFIERS.has(before) && !STOPWORDS.has(before) && !VERB_QUALIFIERS.has(before) && !TR_VERB_FORM.test(before) && before.length >= 3 && !CALENDAR.test(before)) qualifiers.add(before.slice(0, 5));
      out.set(parameter, qualifiers);
    }
  });
  return out;
}

const CASE_ONLY = /^(?:n[iu]n|y[iu]|y[ae]|[dt][ae]n?)$/u;
/** Verbs and adverbs that stand before a parameter without saying which one ("are 12 people", "actually 15 people", "raise the limit"). */
const VERB_QUALIFIERS = new Set(['are', 'was', 'were', 'has', 'had', 'have', 'now', 'actually', 'raise', 'lower', 'set', 'bump', 'increase', 'reduce', 'change', 'move', 'keep', 'make']);

/** A Turkish verb before a parameter said after it ("8 bin yapalım limiti", "artırdık bütçeyi") is no qualifier of it. */
const TR_VERB_FORM = /(?:[ae]l[iu]m|[iu]yor\p{L}*|[dt][iu]k|m[ae]l[iu]|[ae]c[ae]k\p{L}*|[ae]r[iu]m)$|^yap\p{L}*$|^ols[iu]n$/u;

/** Both name a parameter, each with its own qualifier: "music budget" and "make-up budget" are two budgets. */
function qualifiedApart(e: Map<string, Set<string>>, l: Map<string, Set<string>>): boolean {
  return [...e].some(([p, qe]) => {
    const ql = l.get(p);
    return ql !== undefined && qe.size > 0 && ql.size > 0 && ![...qe].some((q) => ql.has(q));
  });
}

/**
 * One statement names the other's qualifier among its own words: "the choir budget for the spring concert is
 * £2,400" and "we have £2,900 for the spring concert budget" qualify one budget two ways, where "music budget" and
 * "make-up budget" name two.
 */
function qualifiedAlike(e: Features, l: Features): boolean {
  // By the first five letters, as qualifiers are kept, of every word (a qualifier may be short: "open day budget").
  const each = (a: Features, b: Features): boolean => {
    const words = new Set((b.folded.match(/\p{L}+/gu) ?? []).map((w) => w.slice(0, 5)));
    return [...a.qualified.values()].some((qs) => [...qs].some((q) => words.has(q)));
  };
  return each(e, l) || each(l, e);
}

/** The first two words of a statement, after its articles and words of assent or change: "sabah vardiyası", "İzmir deposunda". */
function headPair(folded: string): [string, string] | undefined {
  const ws = (folded.match(/\p{L}[\p{L}'-]*|\p{N}\S*/gu) ?? []).map((w) => w.replace(/['-].*$/u, '')).filter((w) => !LEADING.has(w) && !PLAIN_QUALIFIERS.has(w));
  const [one, two] = ws;
  return one === undefined || two === undefined || !/^\p{L}{3,}$/u.test(one) || !/^\p{L}{3,}$/u.test(two) ? undefined : [one, two];
}

/**
 * Two statements that open with the same noun under different qualifiers, neither qualifier in the other statement:
 * "sabah vardiyası 07:00'de başlar" and "akşam vardiyası 15:00'te başlar", "Ankara deposunda en fazla 200 palet" and
 * "İzmir deposunda en fazla 120 palet" are two things of one kind, as "the kitchen starts …" and "the bathroom starts
 * …" are — whatever parameter or limit they share.
 */
function compoundApart(fe: Features, fl: Features): boolean {
  // "müdür yardımcısı öğle yemeği için 12:30'u önerdi, dediği gibi yapalım": the proposer opens it, not a qualifier.
  if (fe.adopted || fl.adopted) return false;
  const a = fe.head;
  const b = fl.head;
  const e = fe.folded;
  const l = fl.folded;
  // The same noun in the same form ("bütçesi" and "bütçenin" are a budget and whose budget); an English order opens with
  // its verb ("book the interview", "move the interview"), not a qualifier.
  if (a === undefined || b === undefined || a[1] !== b[1] || a[0].slice(0, 4) === b[0].slice(0, 4) || IMPERATIVE_LEAD.test(a[0]) || IMPERATIVE_LEAD.test(b[0])) return false;
  const words = (text: string): string[] => (text.match(/\p{L}+/gu) ?? []).map((w) => w.slice(0, 4));
  return !words(l).includes(a[0].slice(0, 4)) && !words(e).includes(b[0].slice(0, 4));
}

/**
 * One says its amount is the whole ("the total budget is £9,000, all in") and the other names a part of it by a
 * qualifier ("the transport cap is £2,400", "cap on tech spend is 18k"), not the whole: a part is not the total changed.
 */
const TELLING = /^(?:says|said|tells|told|write|wrote|repor|confi|menti|think|thoug|dedi|diyor|soyle|yazdi)/u;
function partOfWhole(e: Features, l: Features): boolean {
  // A teller's verb before the parameter ("Priyanka says budget got cut") says who told it, not which part.
  const qualifiedPart = (f: Features): boolean => !f.whole && [...f.qualified.values()].some((q) => [...q].some((w) => !TELLING.test(w)));
  return (e.whole && qualifiedPart(l)) || (l.whole && qualifiedPart(e));
}

/** The parameters both name, unless both qualify it and no qualifier is shared ("music budget", "make-up budget"). */
function sharedParameters(e: Map<string, Set<string>>, l: Map<string, Set<string>>): string[] {
  return [...e.keys()].filter((p) => {
    const qe = e.get(p)!;
    const ql = l.get(p);
    if (ql === undefined) return false;
    return qe.size === 0 || ql.size === 0 || [...qe].some((q) => ql.has(q));
  });
}

/** An answer that settles a proposal: "ok go with 1800", "ok, thursday then", "tamam 150 olsun". */
const CONFIRM = /^(?:ok|okay|fine|yes|yeah|sure|alright|tamam|tmm|olur|peki|evet)(?![\p{L}])|(?<![\p{L}])then[.!]*$/u;

/** The kinds of value a relative change moves ("a day later" moves a date, "one more person" a headcount). */
const RELATIVE_KINDS: Record<RelativeKind, (kind: ValueKind) => boolean> = {
  day: (k) => k === 'date' || k === 'weekday' || k === 'duration:day' || k === 'duration:week',
  hour: (k) => k === 'time' || k === 'timerange',
  people: (k) => HEADCOUNT.test(k),
  night: (k) => k === 'duration:night' || k === 'count:nigh' || k === 'count:gece',
  money: (k) => k === 'money',
  factor: (k) => k === 'money' || k === 'percent' || k.startsWith('count:') || k.startsWith('duration:'),
  // "500 more flyers" after "120 flyers" or "2,000 flyers" (an amount by its digits); the words must name the thing. Not
  // a bare number: a call's quantity carries out no count it does not name.
  count: (k) => k.startsWith('count:') || k === 'money',
  // "25% fewer patients", "cut the run time by 10 %": a count, a length or an amount scaled, never a percent (a share
  // of a share says nothing of which), and only of a thing both name (`findSupersessors`).
  scaled: (k) => k.startsWith('count:') || k.startsWith('duration:') || k === 'money',
};

const digits = (value: string): string => value.replace(/[^\p{N}]/gu, '');

/**
 * A value judged too much or too little, by its digits: "50 is too high", "10% is too much", "3 is way too generous",
 * "450 fazla dedi", "%20 çok fazla", "70 düşük dedi", "55'i bile çok buldu" (folded). Not a bound: "15'ten fazla" (more
 * than 15) takes the ablative, which this leaves out.
 */
const JUDGED = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}.,])([€$£₺]?\d[\d.,]*\s?%?)(?:\s?\p{L}+)?\s+(?:is|are|'s|was|seems|sounds|looks)\s+(?:way\s+|much\s+|far\s+|a bit\s+|a little\s+)?too\s+(?:high|low|much|little|many|few|generous|steep|small|big|large|long|short|expensive|cheap|early|late|hot|cold|warm|tight|slow|fast)(?![\p{L}])`,
    String.raw`(?<![\p{L}\p{N}.,])(%?\d[\d.,]*%?)(?:'?(?:y?[iu]|y?[ae]|n[iu]n))?\s+(?:(?:bile|de|da)\s+)?(?:(?:cok|biraz)\s+)?(?:fazla|az|yuksek|dusuk|pahali|ucuz|kisa|uzun|erken|gec|(?<=cok\s)(?:buldu\p{L}*|geldi|dedi\p{L}*))(?![\p{L}])`,
  ].join('|'),
  'gu',
);

/**
 * The digits of the values judged in the statement's turn (`JUDGED`) before the statement ends: a value said before the
 * judgement ("members still get 2 free lessons. and the fee, the board says 10% is too much, £60 flat") is not what a
 * value after it replaces.
 */
function judgedDigits(own: string, context: string): Set<string> {
  const at = context.indexOf(own);
  const text = at < 0 ? own : context;
  const end = at < 0 ? own.length : at + own.length;
  const out = new Set<string>();
  for (const m of matchesOf(JUDGED, text)) if (m.index! < end) out.add(digits((m[1] ?? m[2])!));
  return out;
}

/**
 * A bare number in an answer to a proposal is the proposal's value with the
 * same digits ("1800" is the "$1,800" offered, "150" the "150 bin TL").
 */
function answeredValues(own: Map<ValueKind, Set<string>>, offered: Map<ValueKind, Set<string>>, alone: boolean): Set<ValueKind> {
  const taken = new Set<ValueKind>();
  // A value the proposal named, said back: "Would 03:00 UTC work instead?" → "yes, 03:00 UTC works"; an amount said back
  // without its currency is the amount offered ("I'd set it at £1,450" → "fine, go with 1,450 then").
  const without = (kind: ValueKind, v: string): boolean => kind === 'money' && currencies(new Set([v])).size === 0 && [...(offered.get(kind) ?? [])].some((w) => digits(w) === digits(v));
  for (const [kind, set] of own) {
    if (kind !== 'number' && [...set].some((v) => offered.get(kind)?.has(v) === true || without(kind, v))) taken.add(kind);
  }
  const numbers = own.get('number');
  if (numbers === undefined) return taken;
  for (const [kind, set] of offered) {
    if (kind === 'number' || kind.startsWith('label:')) continue;
    for (const value of set) {
      // A date is day.month ("19.3"): "19'unda" is its day.
      const said = kind === 'date' && /^\d+\.\d+$/u.test(value) ? value.slice(0, value.indexOf('.')) : digits(value);
      // One digit is any small count said in passing, unless the answer is that number alone ("just do 2 then" after
      // "Only 2 minibuses are free").
      if (![...numbers].some((n) => (n.length >= 2 || alone) && said === n)) continue;
      const into = own.get(kind) ?? new Set<string>();
      into.add(value);
      own.set(kind, into);
      taken.add(kind);
    }
  }
  return taken;
}

/** "the time you suggested", "önerdiğin saat olsun": the proposal's recommended value of that kind, taken. */
const TAKES_RECOMMENDED = /(?<![\p{L}])(?:onerdigin|onerdiginiz|dedigin|dediginiz|you suggested|you proposed|you recommended|your suggestion|the one you)(?![\p{L}])/u;
const RECOMMENDS = /(?<![\p{L}])(?:oneririm|oneriyorum|tavsiye ederim|recommend|i'd suggest|i suggest|i'd go with|i would go with)(?![\p{L}])/u;
const KIND_NOUNS: [RegExp, ValueKind][] = [
  [/(?<![\p{L}])(?:saat|time|hour)/u, 'time'],
  [/(?<![\p{L}])(?:tarih|date)/u, 'date'],
  [/(?<![\p{L}])(?:fiyat|tutar|price|amount)/u, 'money'],
];

/** The last question of a proposal asks how many of a thing: "How many croissants should I plan?", "Kaç otobüs olsun?". */
const HOW_MANY = /(?<![\p{L}])(?:how many|kac)\s+(?:more\s+|tane\s+)?(\p{L}{3,})[^?]*\?\s*$/u;
const BARE_COUNT = /^\s*(\d{1,4})[.!\s]*$/u;

/**
 * A number said alone, answering the assistant's "how many …?" ("90" after "How many croissants should I plan for
 * saturday?"): the count of that thing, as "90 croissants" would be. Texts folded.
 */
function askedCount(own: string, proposal: string): [ValueKind, string] | undefined {
  const n = BARE_COUNT.exec(own)?.[1];
  const noun = n === undefined ? undefined : HOW_MANY.exec(proposal)?.[1];
  return noun === undefined ? undefined : [`count:${noun.slice(0, 4)}`, n!];
}

/** `askedCount` on a user turn and the assistant's words before it, as they are said. */
export function answersHowMany(text: string, proposal: string): boolean {
  return askedCount(foldCase(text), foldCase(proposal)) !== undefined;
}

function takeAsked(own: string, proposal: string, found: Map<ValueKind, Set<string>>, answered: Set<ValueKind>): boolean {
  const asked = askedCount(own, proposal);
  if (asked === undefined) return false;
  found.set(asked[0], new Set([asked[1]]));
  answered.add(asked[0]);
  return true;
}

function takeRecommended(own: string, proposal: string, found: Map<ValueKind, Set<string>>, answered: Set<ValueKind>): void {
  if (!TAKES_RECOMMENDED.test(own)) return;
  const kind = KIND_NOUNS.find(([noun]) => noun.test(own))?.[1];
  if (kind === undefined || found.has(kind)) return;
  // The sentence that recommends ("Bursa için 06:00 öneririm."), with one value of the kind named.
  for (const sentence of proposal.split(/(?<=[.!?])\s+/u)) {
    if (!RECOMMENDS.test(sentence)) continue;
    const given = values(sentence).get(kind);
    if (given === undefined || given.size !== 1) continue;
    found.set(kind, new Set(given));
    answered.add(kind);
    return;
  }
}

export interface Features {
  values: Map<ValueKind, Set<string>>;
  /** Names it gives, capitalised inside its text ("at Nopi", "the Marriott", "Aras ile"), folded, case ending off. */
  names: Set<string>;
  /** Names its whole turn gives: "switch the shipping to UPS, DHL lost two boxes" names DHL beside the kept clause. */
  contextNames: Set<string>;
  /** It puts one thing in another's place: "instead", "switch … to", "swap", "rather than", "yerine", "geçelim". */
  replaces: boolean;
  /** The words right before its names ("dinner" in "the dinner is at Nopi"): what the named thing is for. */
  nameFrames: Set<string>;
  /** Parameters with the words that qualify them (`qualifiedParameters`). */
  qualified: Map<string, Set<string>>;
  /** The kind a relative change moves ("push it a day later"), if the statement is one. */
  relative: RelativeKind | undefined;
  /** The amount a move says ("half an hour later", "bir hafta ertele"), in minutes or in days (`shiftOf`). */
  shift: Shift | undefined;
  /** Settles a proposal: "ok, thursday then". */
  confirm: boolean;
  /** Stems of the proposal it answers, when it took a value from it (empty otherwise). */
  answerStems: Set<string>;
  /** Kinds of value it took from the proposal it answers ("1800" → the "$1,800" offered). */
  answered: Set<ValueKind>;
  /** The values the proposal it answers names, when it took one of them (empty otherwise). */
  offered: Map<ValueKind, Set<string>>;
  /** An approved call's settings: each key (by its stem) with the values given to it. */
  settings: Setting[];
  /** An approved call's words without its keys: the tool's name and the values it gives (`callSupersedes`). */
  callStems: Set<string>;
  /**
   * The stems of its capitalised words (a call's "Co-op Whitby, Church Street", "Pati Veteriner Kliniği"; a statement's
   * "the Kraus file"): a word inside a name names that name, not the thing the word means.
   */
  capitalised: Set<string>;
  /** Verbs it forbids ("never page Marcus" → page, "ablamı arama" → ara). */
  forbids: Set<string>;
  /** Verbs it permits ("you can page him now" → page, "onu arayabilirsiniz" → ara). */
  permits: Set<string>;
  /** It only tells that something changed, allowing or doing nothing (`newsOfChange`): "afiş matbaası değişti". */
  newsOnly: boolean;
  /** A permission for once ("this week", "bu seferlik"): an exception to a ban, which a permission of its verb lifts as a change does. */
  forOnce: boolean;
  /** Someone else's proposal, taken: its first words name who proposed it, not which thing. */
  adopted: boolean;
  /** Its object is a person or thing named before it ("loop her in", "cc him", "onu arayabilirsin"). */
  pronounObject: boolean;
  /** A ban held until the user lifts it ("no runs over the weekend unless I say so", "ben söyleyene kadar"). */
  untilSaid: boolean;
  /** Names of three letters in its turn ("tom", "mum"), which `stems` leaves out. */
  contextShort: Set<string>;
  /** Content words apart from its values and the words that confirm ("ok, thursday then" has none). */
  bare: boolean;
  /** A clause of it prefers a value and says nothing else (`PREFERRED`): "rather 3pm, …". */
  preferred: boolean;
  /** The user's own proposal, confirmed (`Statement.confirmed`). */
  confirmed: boolean;
  /** The digits of values it says are not the value ("10 değil 20", "not 10, keep 20"): the value it corrects. */
  notValues: Set<string>;
  /**
   * The value named last as the one it is not (`NOT_VALUE_LAST`), by its digits; a short number also in the size of the
   * new value beside it when the statement says it corrects itself: "pardon, …17:00…, 18 değil" holds "18" and "1800".
   */
  lastNotValues: Set<string>;
  /** The thing it puts something else in place of ("instead of the ferry", "mercimek yerine"), by its stem. */
  replaced: Set<string>[];
  /** What a value is said to be for ("for lunch, rather 1pm", "otel girişi için"): the words that name each such thing. */
  purpose: Set<string>;
  /** A teller's own thing ("the neighbour said their budget is €2,500"): a value of someone else's slot, told. */
  theirs: boolean;
  /** The event a date is told relative to ("to the day after the launch", "lansmandan sonraki güne"): its stem. */
  anchoredTo: string | undefined;
  /** Nothing but a value and words of preference ("25 diyelim o zaman", "rather 3pm"): it names no thing of its own. */
  valueOnly: boolean;
  /** The thing it opens with (`subjectOf`). */
  subject: string | undefined;
  /** It refers back with a pronoun ("we bumped it to $14,500"). */
  anaphor: boolean;
  /** It says a value stayed as it was ("the deadline is still 20 Feb", "bütçe hâlâ 50 bin"): a reassurance, not a change. */
  still: boolean;
  parameters: Set<string>;
  stems: Set<string>;
  /** Its content words but the units of its measured values (`thingStems`): what ties two statements to one thing. */
  /** Digits of values its turn judges too much or too little before it ends (`judgedDigits`). */
  judged: Set<string>;
  /** A change someone else asks for, told ("X says can we …"): it changes nothing. */
  askedByAnother: boolean;
  things: Set<string>;
  contextStems: Set<string>;
  contextParameters: Set<string>;
  limit: boolean;
  /** Whose limit the statement names before its noun, when not its own (`limitOwner`). */
  limitOwner: string | undefined;
  /** The statement itself says something changed ("now", "instead", "oldu"). */
  change: boolean;
  /**
   * It tells a change in any form (`reportsChange`: "komisyonu %8 yaptılar", "the hotel made the shuttle 8:15"): a
   * change of a value of a specific kind, or of a parameter both name — not of any number it happens to say.
   */
  told: boolean;
  /** It says a new value bare (`setsBareValue`: "just do 2 then", "glutensiz de 8 olsun", "zam %32,5 oluyor"). */
  sets: boolean;
  /** Its turn says so, in another sentence ("window moved. … its 04:00-05:00 UTC now"). */
  contextChange: boolean;
  /** Its turn cancels a rule as a rule ("saat sınırı kalmadı, …"). */
  contextCancel: boolean;
  cancel: boolean;
  /** The statement, folded. */
  folded: string;
  /** Its first two words (`headPair`), for `compoundApart`. */
  head: [string, string] | undefined;
  /** It says a limit per unit (`PER_UNIT`). */
  perUnit: boolean;
  /** It names a rule as a rule ("the budget cap", "sayfa kısıtı"): what a cancellation may name instead of the rule's words. */
  ruleWord: boolean;
  /** It names another one of a kind ("a second table", "another room", "ikinci bir masa"): an addition, not a change. */
  second: boolean;
  /** Which end its first time or date bounds (`boundOf`): "no deliveries before 08:00" the earliest, "by 20 Feb" the latest. */
  bound: Bound | undefined;
  /** It says its amount is the whole ("total budget", "all in", "toplam", "her şey dahil"), not a part of it. */
  whole: boolean;
  /** It says a day of every week ("on Mondays", "every Monday", "pazartesileri", "cuma günleri"). */
  recurringDay: boolean;
  /** The words of the case its rule leaves out ("unless it's the church day", "maç günleri hariç"), by their stems. */
  exceptions: Set<string>;
  /** A prohibition for now: "dont replay yet", "şimdilik gönderme". */
  temporary: boolean;
  negated: boolean;
  /** A value said in a refusal or an estimate ("is like 30 credits a day, not happening", "would be €15,000"): no setting. */
  hedged: boolean;
  /** Said under a condition not met ("if the church lets us we'd rehearse till 21:00"): no setting. */
  hypothetical: boolean;
  /** The values it dates in the past, clause by clause (`pastValues`: "geçen yıl aidat 380 TL'ydi", "last year when it closed at 19:00"). */
  past: Map<ValueKind, Set<string>>;
  /** The values its turn rules out ("friday doesnt work", "cuma olmaz"), as `kind=value`. */
  ruledOut: Set<string>;
  /** Contacting someone, forbidden or allowed, by any verb ("call", "phone", "reach out", "ara", "telefon et", "yaz"). */
  contact: boolean;
  /** Names of three letters ("ali", "tom"), which `stems` leaves out. */
  short: Set<string>;
  /** The words of what it waits for ("after the audit", "teslimden sonra"), and whether it names such a moment instead of a value. */
  anchor: Set<string>;
  untimed: boolean;
}

/** What a statement's turn and the proposal it answers say, read once per text: many statements share them. */
interface Surroundings {
  context(folded: string): { stems: Set<string>; parameters: Set<string>; change: boolean; cancel: boolean; turkish: boolean };
  answers(folded: string): { values: Map<ValueKind, Set<string>>; stems: Set<string> };
}

function surroundings(): Surroundings {
  const contexts = new Map<string, { stems: Set<string>; parameters: Set<string>; change: boolean; cancel: boolean; turkish: boolean }>();
  const answers = new Map<string, { values: Map<ValueKind, Set<string>>; stems: Set<string> }>();
  return {
    context(folded) {
      let found = contexts.get(folded);
      if (found === undefined) {
        found = { stems: thingStems(folded), parameters: parameters(folded), change: CHANGE.test(folded), cancel: cancelsRule(folded.replace(RELEASE_NOUN, ' ')), turkish: looksTurkish(folded) };
        contexts.set(folded, found);
      }
      return found;
    },
    answers(folded) {
      let found = answers.get(folded);
      if (found === undefined) {
        found = { values: values(folded), stems: stems(folded) };
        answers.set(folded, found);
      }
      return found;
    },
  };
}

/** Capitalised words not opening a sentence, three letters or more, folded, a Turkish case ending off: names. */
const NAME = /(?<=[\p{L}\p{N},:)]\s+)\p{Lu}[\p{L}\p{N}.-]{2,}/gu;
function namesIn(text: string): Set<string> {
  return new Set([...matchesOf(NAME, text)].map((m) => foldCase(m[0]).replace(/[.-]+$/u, '')).filter((n) => !CALENDAR.test(n)));
}
/**
 * Stems of the three words before each name: "the dinner is at Nopi" → dinne. Not a word that puts one thing in
 * another's place ("yerine Özbay", "switch to Maria", "swap in Ortiz"), nor a pronoun ("onun yerine Fatma Şen"): it
 * says the name goes in some place, not which,
 * and two names after it are often put in two places ("yerine 34 SRV 390 gelecek", "şoför telefonu yerine Özbay'ın
 * santral numarası olsun").
 */
/** The stems of the pronouns (`PRONOUNS`): they name no thing a name is put in place of. */
const PRONOUN_STEMS = /^(?:onun|bunun|sunun|onlar|bunla|sunla|them|their|these|those|this|that)$/u;
/** Pronouns of four letters or more, which `stems` would keep: "onun yerine Fatma Şen" names no frame. Folded. */
const PRONOUNS = /(?<![\p{L}'])(?:onun|bunun|sunun|onlar\p{L}*|bunlar\p{L}*|sunlar\p{L}*|them|their|these|those|this|that)(?![\p{L}])/gu;
function nameFrames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of matchesOf(NAME, text)) {
    const before = text.slice(0, m.index).split(/\s+/u).slice(-4).join(' ');
    for (const stem of stems(foldCase(before).replace(REPLACES_WORDS, ' ').replace(PRONOUNS, ' '))) out.add(stem);
  }
  return out;
}
/** The value another takes the place of: "warmup 1,000 instead of 500", "500 yerine 1.000" — the old one, not a value set. */
const INSTEAD_OF_VALUE = /(?<![\p{L}])(?:instead of|rather than)\s+([€$£₺]?\d[\d.,]*)(?![\d.,]*\d)|(?<![\p{L}\p{N}.,])([€$£₺]?\d[\d.,]*)(?:'?\p{L}{0,3})?\s+yerine(?![\p{L}])/gu;
/**
 * A correction that names the stale value last, after the new one ("sorry, i have to leave at 17:00, not 18", "pardon,
 * 17:00'de çıkmam lazım, 18 değil", "launch is jan 7 not jan 5", "5 mayıs, 3 mayıs değil"): a number or a day of a
 * month, whole or short.
 */
const LAST_VALUE = `[€$£₺%]?\\d[\\d.,]*%?|\\d{1,2}\\s+(?:${MONTHS})\\p{L}*|(?:${MONTHS})\\s+\\d{1,2}`;
const SELF_CORRECTION = /(?<![\p{L}])(?:sorry|pardon|oops|i mean|my bad|kusura bakma|yanlis (?:soyledim|yazdim|dedim))(?![\p{L}])/u;
// At the end of the statement or of one of its sentences: "launch is jan 7 not jan 5. end date stays feb 15" is kept as
// one statement, and its second sentence says nothing of the stale value.
const SENTENCE_END = '(?:[.!\\s]*$|[.!]\\s)';
const NOT_VALUE_LAST = new RegExp(`(?<![\\p{L}])not\\s+(${LAST_VALUE})${SENTENCE_END}|(?<![\\p{L}\\p{N}.,])(${LAST_VALUE})(?:'?\\p{L}{0,3})?\\s+degil${SENTENCE_END}`, 'u');
function lastNotValues(own: string, found: Map<ValueKind, Set<string>>, turn: string): Set<string> {
  const m = NOT_VALUE_LAST.exec(own);
  if (m === null) return new Set();
  const named = (m[1] ?? m[2])!;
  const said = /^[€$£₺%]?\d[\d.,]*%?$/u.test(named) ? digits(named) : digits(calendarDate(named));
  const out = new Set([said]);
  // Said short, the stale value has the size of the new one: "18" beside "17:00" is 18:00, "12" beside "$14,000" $12,000.
  // Short, it could be any hour or amount: only a statement that changes a value, or a turn that says it corrects what
  // was said, says so ("sorry, …, not 18", "we have $14,000 now, not 12"; not "lunch is at 13:00, not 12" after "the
  // doors open at 12:00"). The turn: a clause's "sorry," or "pardon," is not kept with it.
  if (!CHANGE.test(own) && !SELF_CORRECTION.test(turn)) return out;
  for (const kind of ['time', 'money'] as const) {
    for (const v of found.get(kind) ?? []) {
      const d = digits(v);
      if (d.length > said.length) out.add(said.padEnd(d.length, '0'));
    }
  }
  return out;
}
/** The thing another takes the place of, named by a word: "instead of the ferry", "mercimek yerine". */
const INSTEAD_OF_WORD =
  /(?<![\p{L}])(?:instead of|rather than)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?(\p{L}{3,}(?:\s+(?!(?:for|to|in|on|at|with|because|since|so|and|but|as|by|from)(?![\p{L}]))\p{L}{3,}){0,2})|(?<![\p{L}])(\p{L}{4,})\s+yerine(?![\p{L}])/gu;
/** Words that put one thing in another's place. */
const REPLACES = /(?<![\p{L}])(?:instead|rather than|switch\p{L}*|swap\p{L}*|replace\p{L}*|yerine|gec(?:elim|iyoruz|tik|ir\p{L}*)|degistir\p{L}*)(?![\p{L}])/u;
const REPLACES_WORDS = new RegExp(REPLACES.source, 'gu');

/**
 * One named thing put in another's place: the earlier statement names one (a venue, a vendor, a carrier), the later
 * one names another with a word of replacement, and the later one or its turn names the first too ("swap the Marriott
 * for the Hilton", "kargoyu MNG'ye geçirelim, Aras geç kalıyor") or they share a word ("the dinner is at Nopi" → "let's
 * do the dinner at Dishoom instead").
 */
function replacedByName(e: Features, l: Features): boolean {
  if (!l.replaces || e.names.size === 0) return false;
  const fresh = [...l.names].some((n) => !e.names.has(n));
  const old = [...e.names].some((n) => l.names.has(n) || l.contextNames.has(n));
  // Without the first name said again, the two must name the thing alike: two words in common, or a word before the
  // names ("dinner at Nopi", "dinner at Dishoom"); one word in passing ("anything") ties nothing, nor does a pronoun
  // both say ("onun yerine Akustik Pro …" and "onun yerine Fatma Şen").
  const words = shared(e.things, l.things).filter((w) => !PRONOUN_STEMS.test(w)).length;
  const alike = words >= 2 || shared(e.nameFrames, l.nameFrames).length > 0;
  return fresh && (old || (alike && [...e.names].every((n) => !l.names.has(n))));
}

function features(statement: Statement, around: Surroundings): Features {
  const own = foldCase(statement.text);
  const context = around.context(foldCase(statement.context));
  const proposal = statement.answers === undefined ? undefined : foldCase(statement.answers);
  const found = values(own);
  const permits = verbsOf(own, PERMITS);
  // The proposal is read only when the answer has a value to take from it (a long turn, most answers have none: "ok",
  // "sounds good"); `answeredValues` takes nothing from it then.
  const answered = proposal === undefined || found.size === 0 ? new Set<ValueKind>() : answeredValues(found, around.answers(proposal).values, valueAlone(own));
  if (proposal !== undefined) takeRecommended(own, proposal, found, answered);
  // An answer to "how many …?" settles the count, as "ok, 90 then" would.
  const asked = proposal !== undefined && takeAsked(own, proposal, found, answered);
  // What it offered and said matters only for a value taken from it (`supersedes`): read then, from the memo.
  const answers = proposal === undefined || answered.size === 0 ? undefined : around.answers(proposal);
  const qualified = qualifiedParameters(own);
  const turkish = turkishSaid(statement, own, context.turkish);
  // Blanked once: both the negation and the banned verbs read the Turkish suffixes without the -mA nouns.
  const turkishWords = turkish ? withoutVerbalNouns(own) : undefined;
  const negated = negatedIn(own, turkishWords);
  return {
    names: namesIn(statement.text),
    nameFrames: nameFrames(statement.text),
    contextNames: namesIn(statement.context),
    replaces: REPLACES.test(own),
    answered,
    offered: answers === undefined ? new Map() : answers.values,
    bare: stems(own.replace(/(?<![\p{L}])(?:then|okay|alright|tamam|peki|olsun|olur)(?![\p{L}])/gu, ' ')).size <= 1,
    // A clause of its own that prefers a value and says nothing else: "rather 3pm, I have the dentist at 1".
    preferred: own.split(/,(?!\d)|;/u).some((clause) => PREFERRED.test(clause) && valueAlone(clause)),
    // "max 10 kalsın" names a limit of its own, not only a value.
    valueOnly: valueAlone(own) && !LIMIT.test(own),
    notValues: new Set([...[...matchesOf(NOT_VALUE, own)].map((m) => digits(m[1] ?? m[2] ?? m[3]!)), ...[...matchesOf(INSTEAD_OF_VALUE, own)].map((m) => digits(m[1] ?? m[2]!))]),
    lastNotValues: lastNotValues(own, found, foldCase(statement.context)),
    // Every word of it: "instead of the venue catering" replaces the catering, not whatever else is at the venue.
    // A pronoun names nothing replaced: "onun yerine Fatma Şen" puts a name in the place of whatever "onun" was.
    replaced: [...matchesOf(INSTEAD_OF_WORD, own)].map((m) => stems((m[1] ?? m[2]!).replace(PRONOUNS, ' '))).filter((set) => set.size > 0),
    values: found,
    relative: relativeChange(own),
    shift: shiftOf(own),
    confirm: CONFIRM.test(own.replace(/[.!?\s]+$/u, '')) || asked,
    answerStems: answers === undefined ? new Set() : answers.stems,
    parameters: new Set(qualified.keys()),
    qualified,
    stems: stems(own),
    things: thingStems(own),
    // A move with its result after it ("push the pour half an hour later, 07:30") names its thing in the move.
    // Someone else's proposal taken opens with who proposed it ("müdür yardımcısı öğle yemeği için 12:30'u önerdi"): no
    // subject of its own to tell it apart by.
    subject: statement.adopted === true ? undefined : (subjectOf(valueClause(own)) ?? (SHIFT.test(own) ? subjectOf(own) : undefined)),
    // Before the value only: "we bumped it to $14,500" (the budget), not "the bathroom starts 26 Jan, we moved it" (the bathroom).
    // A Turkish possessive says the same ("penceresini 11:00-13:00 yap": its window).
    anaphor: ANAPHOR.test(own.split(/\p{N}/u)[0]!) || /^\S*\p{L}(?:s[iu]n[iu]|[iu]n[iu])(?![\p{L}])/u.test(valueClause(own).trim()),
    still: STILL.test(own),
    contextStems: context.stems,
    contextParameters: context.parameters,
    forbids: verbsOf(turkishWords ?? own, turkishWords === undefined ? EN_FORBIDS : FORBIDS),
    permits,
    newsOnly: newsOfChange(own, permits),
    forOnce: FOR_ONCE.test(own),
    adopted: statement.adopted === true,
    pronounObject: PRONOUN_OBJECT.test(own),
    untilSaid: UNTIL_SAID.test(own),
    contextShort: shortWords(foldCase(statement.context)),
    limit: LIMIT.test(own),
    limitOwner: limitOwner(own),
    change: CHANGE.test(own) || TR_MOVED_TO.test(own) || statement.confirmed === true,
    told: reportsChange(own),
    sets: setsBareValue(own),
    confirmed: statement.confirmed === true,
    purpose: purposeOf(own, foldCase(statement.context)),
    theirs: statement.adopted !== true && theirs(own),
    anchoredTo: RELATIVE_ANCHOR.exec(own)?.slice(1).find((w) => w !== undefined)?.slice(0, 5),
    settings: statement.approved === true && !looksUpOrTells(own) ? settingsOf(statement.text) : [],
    // A key says which field of the record is set ("matter", "kitap_no"), not what the call is about; and a thing given
    // as what the call is timed against (`"after": "keynote"`, `"sonra": "toplantı"`) is not what it sets.
    callStems: statement.approved === true ? stems(own.replace(TIMED_AGAINST, ' ').replace(/"[\p{L}_-]+"\s*:/gu, ' ')) : new Set(),
    capitalised: stems(foldCase((statement.text.match(/(?<![\p{L}])\p{Lu}\p{L}+/gu) ?? []).join(' '))),
    contextChange: context.change,
    contextCancel: context.cancel,
    cancel: CANCEL.test(own.replace(RELEASE_NOUN, ' ')),
    folded: own,
    head: headPair(own),
    perUnit: PER_UNIT.test(own),
    ruleWord: RULE_WORD.test(own),
    second: SECOND.test(own),
    bound: found.has('time') || found.has('date') || found.has('timerange') ? boundOf(own, turkish) : undefined,
    whole: WHOLE.test(own),
    exceptions: exceptionsOf(own),
    recurringDay: RECURRING_DAY.test(own),
    temporary: negated && TEMPORARY.test(own),
    negated,
    hedged: HEDGED.test(own) || CONSIDERED.test(own),
    hypothetical: HYPOTHETICAL.test(own),
    past: pastValues(own),
    askedByAnother: ASKED_BY_ANOTHER.test(own),
    judged: judgedDigits(own, foldCase(statement.context)),
    ruledOut: ruledOut(foldCase(statement.context)),
    contact: CONTACT.test(own),
    short: shortWords(own),
    ...untimed(own, found),
  };
}

/**
 * A time gone by ("last year", "two winters ago", "back in the spring", "geçen yıl", "iki yıl önce", "eskiden"): a
 * value in its clause is history, told to compare or to mention, not a setting. Folded text. "geçen" is also "passing"
 * ("180 günü geçen"): only before a span of time.
 */
const PAST = /(?<![\p{L}])(?:last\s+(?:year|month|week|term|season|winter|summer|spring|autumn|fall|quarter|semester|time)|(?:\d+|a|an|one|two|three|four|five|six|few|several|some)\s+(?:years?|months?|weeks?|days?|winters?|summers?|seasons?|terms?)\s+ago|back\s+in(?=\s)|used\s+to|gecen\s+(?:yil|sene|ay|hafta|donem|kis|yaz|bahar|sonbahar|sezon|sefer|ceyrek)\p{L}*|(?:\d+|bir|iki|uc|dort|bes|birkac)\s+(?:yil|sene|ay|hafta|gun|donem)\s+once|eskiden|onceden|gecmiste)(?![\p{L}])/u;
/** Clauses: at a comma, semicolon or full stop not inside a number, or before a word that joins two. */
const CLAUSE_BREAK = /[,;.!?](?!\p{N})|\s(?:and|but|so|while|ama|fakat|ancak|yani)\s/u;

/** The values of its clauses that say a time gone by (`PAST`), by kind. */
function pastValues(folded: string): Map<ValueKind, Set<string>> {
  const out = new Map<ValueKind, Set<string>>();
  if (!PAST.test(folded)) return out;
  for (const clause of folded.split(CLAUSE_BREAK)) {
    if (!PAST.test(clause)) continue;
    for (const [kind, set] of values(clause)) for (const v of set) out.set(kind, (out.get(kind) ?? new Set()).add(v));
  }
  return out;
}

/**
 * Every value the later statement gives in place of the earlier one's is one it dates in the past, and it says no
 * change ("prim karşılığı ₺910.500 oldu" → "geçen yıl kasımda prim ₺760.000 di bu arada, karşılaştırma tablosuna onu
 * da koy"): history beside the rule, not its new value. A change told with its time ("the board raised the fee to £48
 * last week", "geçen hafta aidatı 500 TL'ye çıkardık") is a change.
 */
function toldAsHistory(e: Features, l: Features, kinds: readonly ValueKind[]): boolean {
  if (l.past.size === 0 || l.change || l.told || kinds.length === 0) return false;
  return kinds.every((kind) => {
    const given = [...(l.values.get(kind) ?? [])].filter((v) => e.values.get(kind)?.has(v) !== true);
    return given.length > 0 && given.every((v) => l.past.get(kind)?.has(v) === true);
  });
}

/** All its values dated in the past and no change said: "repairs took 5 days back in the spring" moves nothing by 5 days. */
function allPast(f: Features): boolean {
  return f.past.size > 0 && !f.change && !f.told && [...f.values].every(([kind, set]) => [...set].every((v) => f.past.get(kind)?.has(v) === true));
}

/** The later statement names a thing the earlier one does not, besides the one it replaces (`replaced`): what it puts in its place is new. */
function putsNew(e: Features, l: Features, replaced: Set<string>): boolean {
  const own = thingStems(l.folded.replace(CHANGE_WORDS, ' ').replace(REPLACES_WORDS, ' '));
  return [...own].some((w) => !replaced.has(w) && !e.stems.has(w));
}

/** The digits of the earlier statement's numbered things ("amfi 3") that the later one does not number anew. */
function labelsOnly(e: Features, l: Features): Set<string> {
  const out = new Set<string>();
  for (const [kind, set] of e.values) {
    if (!kind.startsWith('label:')) continue;
    if ([...(l.values.get(kind) ?? [])].some((v) => !set.has(v))) continue;
    for (const v of set) out.add(digits(v));
  }
  return out;
}

/** The later statement moves something against the event the earlier one is about ("the day after the launch"). */
function anchors(e: Features, l: Features): boolean {
  return l.anchoredTo !== undefined && e.subject !== undefined && (e.subject.startsWith(l.anchoredTo) || l.anchoredTo.startsWith(e.subject));
}

/** A value of a specific kind both name ("10am" in "in by 10am" and "the 10am cutoff"). */
function sharedValue(e: Features, l: Features): boolean {
  for (const [kind, set] of e.values) {
    if (kind === 'number' || kind.startsWith('label:')) continue;
    const other = l.values.get(kind);
    if (other !== undefined && [...set].some((v) => other.has(v))) return true;
  }
  return false;
}

/** `l` sets a count `e` took from a proposal to another value that proposal offered, naming the thing by a word of it. */
function otherNounOfOffer(e: Features, l: Features): boolean {
  const numbers = l.values.get('number');
  if (numbers === undefined) return false;
  const moved = [...e.answered].some((k) => {
    const offered = e.offered.get(k);
    return k.startsWith('count:') && offered !== undefined && [...numbers].some((n) => offered.has(n) && e.values.get(k)?.has(n) !== true);
  });
  return moved && [...l.stems].some((w) => names(e.answerStems, w) && !names(e.stems, w));
}

/** A record's code: letters, a dash maybe, two digits or more ("PR-311", "HD-1042", "INC2291"). */
const RECORD_CODE = /(?<![\p{L}\p{N}])\p{L}{2,}-?\p{N}{2,}(?![\p{L}\p{N}])/gu;
/** Each names records by code and none is named by both ("PR-311 at P3" and "PR-312 as P2"). */
function recordsApart(e: Features, l: Features): boolean {
  const codes = (f: Features): Set<string> => new Set([...matchesOf(RECORD_CODE, f.folded)].map((m) => m[0].replace('-', '')));
  const a = codes(e);
  const b = codes(l);
  return a.size > 0 && b.size > 0 && ![...a].some((c) => b.has(c));
}

function shared<T>(a: Set<T>, b: Set<T>): T[] {
  return [...a].filter((x) => b.has(x));
}

const CURRENCY = /[€$£₺]|tl|eur|usd|euro|lira|gbp|dollar|buck/u;
function currencies(set: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const v of set) {
    const c = CURRENCY.exec(v)?.[0];
    if (c !== undefined) out.add(c === 'euro' || c === 'eur' ? '€' : c === 'usd' || c === 'dollar' || c === 'buck' ? '$' : c === 'gbp' ? '£' : c === 'lira' || c === 'tl' ? '₺' : c);
  }
  return out;
}
/** Both name a currency and no currency is shared: not the same amount changed. An amount without one may be either. */
function sameCurrency(a: Set<string>, b: Set<string>): boolean {
  const ca = currencies(a);
  const cb = currencies(b);
  return ca.size === 0 || cb.size === 0 || [...ca].some((c) => cb.has(c));
}

/**
 * The verb of a prohibition and of a permission, English after its marker,
 * Turkish from its suffix (the stem before `-mA`, `-mAyIn`, `-mAsIn`,
 * `-mAmAlI`; before `-(y)Abil…`).
 */
const EN_FORBIDS: RegExp[] = [/(?<![\p{L}])(?:never|don'?t|dont|do not|stop|no more)\s+(?:ever\s+)?(\p{L}{2,})/gu];
/** In a Turkish statement, the Turkish suffixes too (read as `negatedIn` reads them). */
const FORBIDS: RegExp[] = [
  ...EN_FORBIDS,
  /(?<![\p{L}])(\p{L}{2,}?)m[ae](?:y[iu]n(?:[iu]z)?|s[iu]n|m[ae]l[iu])?(?![\p{L}])/gu,
  // The negative future or aorist, passive or not, names the verb a rule bans as "kullanma" does: "whatsapp
  // kullanılmayacak", "gazlı içecek satılmaz", "bisiklet alınmayacak" (the passive's -Il/-In off: kullan, sat, al).
  /(?<![\p{L}])(\p{L}{2,}?)(?:[iu]l|[iu]n)?m[ae](?:y[ae]c[ae][kg]\p{L}*|z)(?![\p{L}])/gu,
];
/**
 * A permission for once: "this week", "just this once", "bu seferlik", "bu kerelik". It lifts a ban of its verb for
 * the thing the ban names, as "now" or "artık" does.
 */
const FOR_ONCE = /(?<![\p{L}])(?:this time|this once|for once|this week|this weekend|for today|for tonight|bu seferlik|bu sefer|bu kerelik|bu kez|bugunluk)(?![\p{L}])/u;
/** The object of a permission named before it: "loop her in", "cc him", "page them", "onu arayabilirsin", "onunla". */
const PRONOUN_OBJECT = /(?<![\p{L}'])(?:him|her|them|onu|ona|onlari|onlara|onunla|onlarla)(?![\p{L}'])/u;
/** A ban that says who lifts it: "unless I say so", "until I say otherwise", "ben söyleyene kadar", "aksini söylemedikçe". */
const UNTIL_SAID = /(?<![\p{L}])(?:unless i say so|until i say so|until i say otherwise|till i say so|ben soyleyene kadar|ben (?:aksini )?soylemedikce|aksini soyleyene kadar|aksini soylemedikce)(?![\p{L}])/u;
/** A statement that allows, in any person: "ours can keep going", "is fine now", "devam edebilir". */
const ALLOWS = /(?<![\p{L}])(?:can|may|is fine|are fine|is ok|are ok|allowed)(?![\p{L}])|\p{L}y?[ae]bil(?:ir|irsin|irsiniz|iriz|irler)(?![\p{L}])/u;
function shortWords(folded: string): Set<string> {
  return new Set((folded.match(/\p{L}+(?:'\p{L}+)?/gu) ?? []).map((w) => w.replace(/'.*$/u, '')).filter((w) => w.length === 3 && !STOPWORDS.has(w) && !SHORT_COMMON.has(w)));
}
const PERMITS: RegExp[] = [
  /(?<![\p{L}])(?:you can|you may|feel free to|it'?s ok to|ok to|okay to|fine to|go ahead and|you're free to)\s+(?:now\s+)?(\p{L}{2,})/gu,
  /(?<![\p{L}])(\p{L}{2,}?)y?[ae]bil(?:ir|irsin|irsiniz|iriz|irsin)(?![\p{L}])/gu,
];
function verbsOf(folded: string, patterns: readonly RegExp[]): Set<string> {
  const out = new Set<string>();
  for (const pattern of patterns) for (const m of matchesOf(pattern, folded)) out.add(m[1]!);
  return out;
}

/**
 * "release" as a noun, a version shipped ("the 2.3 release", "release branch", "release/4.12", "4.12 release'ini"), not
 * a hold let go ("release the jury hold"): it cancels nothing ("kurallar: release branch release/4.12, main'e direkt
 * merge yok" keeps "… 4.12 release'ini çıkarıyoruz"). Before a noun of the release, a slash or a case ending; or after a
 * number or a determiner. Folded.
 */
const RELEASE_NOUN = /(?<![\p{L}])release(?=['/]|\s+(?:branch\p{L}*|notes?|candidate|build|train|date|tag|day|version|cycle|manager|plan|checklist|pipeline)(?![\p{L}]))|(?<=(?:\p{N}|(?<![\p{L}])(?:the|a|this|that|next|our|new|its|their))\s+)release(?![\p{L}])/gu;

/** The verbs that cancel what they name by two words of it ("drop the torre azul hold"); the rest of `CANCEL` cancels a rule named as one. */
/**
 * A condition and what would follow it: "if the church lets us we'd rehearse till 21:00", "what if we made it 40, would
 * that fit", a Turkish condition not met ("asansör büyük olsaydı palet 1 tona çıkardı", "-sAydI"). Not a wish said politely ("if possible we'd like to move it to 9", "I'd rather …"): that asks for the change.
 */
/**
 * A change someone else asks for, told by the user ("the conductor says can we stretch the budget to £550", "Ayşe hanım
 * … çıkarabilir miyiz diye soruyor"): a question put to the user, not a change made, with or without its question mark.
 */
const ASKED_BY_ANOTHER = /(?<![\p{L}])(?:says|said|asks|asked|asking|wants to know|wonders|wondered)\s+(?:if\s+|whether\s+)?(?:can|could|shall|should|may)\s+(?:we|i|they)(?![\p{L}])|(?<![\p{L}])(?:asks|asked|asking|wants to know|wonders|wondered)\s+(?:if|whether)(?![\p{L}])|(?<![\p{L}])m[iu]\p{L}*\s+diye\s+sor\p{L}*/u;
const HYPOTHETICAL = /(?<![\p{L}])(?:if|suppose|supposing|imagine|assuming)(?![\p{L}])[^.;!?]*?(?<![\p{L}])(?:would|could|might|we'd|i'd|they'd|it'd|you'd)(?![\p{L}])(?!\s+(?:like|love|prefer|rather)(?![\p{L}]))|\p{L}{2,}s[ae]yd[iu]\p{L}*/u;
/** Words that rule a value out: "friday doesnt work", "3pm is out", "cuma olmaz", "salı olmuyor", "uymuyor". */
const RULES_OUT = /(?<![\p{L}])(?:does\s+not\s+work|doesn'?t\s+work|doesnt\s+work|won'?t\s+work|wont\s+work|is\s+out|is\s+no\s+good|no\s+good|olmaz|olmuyor|olmuyo|uymuyor|uymaz)(?![\p{L}])/gu;
/** Which kinds a value ruled out may be: a day, a date or a time ("friday doesnt work"), not a count or an amount. */
const RULABLE = new Set<ValueKind>(['weekday', 'date', 'time']);
/** The values said right before a word that rules them out, in its clause: "friday" of "friday doesnt work for them". */
function ruledOut(folded: string): Set<string> {
  const out = new Set<string>();
  for (const m of matchesOf(RULES_OUT, folded)) {
    const before = folded.slice(0, m.index).replace(/^[^]*[,.;!?]/u, '');
    for (const [kind, set] of values(before)) if (RULABLE.has(kind)) for (const v of set) out.add(`${kind}=${v}`);
  }
  return out;
}

const CANCEL_BY_WORDS = /(?<![\p{L}])(?:drop|cancel|release|remove|scrap|iptal|birak|vazgec\p{L}*)(?![\p{L}])/u;
const SECOND = /(?<![\p{L}])(?:a second|another|a separate|an additional|a further|ikinci|baska bir|ayri bir)\s+\p{L}{3,}/u;
const HEDGED = /(?<![\p{L}])(?:not happening|too much|too expensive|would be|would cost|is like|it's like|that's like)(?![\p{L}])/u;
/**
 * A change only thought about, not made: "i'm thinking of raising the discount to 15%", "considering moving the show to
 * 17:00", "rollout'u %20'ye çıkarmayı düşünüyorum". Not one thought over and decided ("i thought about it, make it
 * 15%", "düşündüm, 10 kişi olsun"): the past tense is a decision taken.
 */
const CONSIDERED = /(?<![\p{L}])(?:thinking of|thinking about|considering|toying with|dusunuyor\p{L}*)(?![\p{L}])/u;
const CONTACT = /(?<![\p{L}])(?:call|calls|phone|ring|contact|reach out|reach|email|e-mail|mail|text|message|ping|loop (?:him|her|them) in|cc|bcc|copy|ara\p{L}*|telefon\p{L}*|yaz\p{L}*|ulas\p{L}*|mesaj\p{L}*)(?![\p{L}])/u;
const SHORT_COMMON = new Set(['the', 'and', 'for', 'you', 'can', 'not', 'now', 'but', 'are', 'was', 'him', 'her', 'our', 'all', 'any', 'too', 'yet', 'way', 'day', 'one', 'two', 'get', 'put', 'let', 'ask', 'use', 'bir', 'sen', 'ben', 'biz', 'siz', 'ona', 'her', 'hic', 'cok', 'gun', 'ara', 'mail', 'ama', 'ise', 'iki', 'yok', 'var']);
/** A moment a statement waits for instead of a value: "after the audit", "the week after launch", "teslimden sonra", "o gün". */
const EN_ANCHOR = /(?<![\p{L}])(?:after|before|once|until|till)\s+(?:the\s+)?(\p{L}{3,})|(?<![\p{L}])that day(?![\p{L}])/gu;
const TR_ANCHOR = /(?<![\p{L}])(\p{L}{3,}?)(?:d[ae]n|t[ae]n)\s+(?:sonra|once)(?![\p{L}])|(?<![\p{L}])(?:o|ayni|ertesi)\s+gun(?![\p{L}])/gu;

function untimed(own: string, found: Map<ValueKind, Set<string>>): { anchor: Set<string>; untimed: boolean } {
  const anchor = new Set<string>();
  let named = false;
  for (const pattern of [EN_ANCHOR, TR_ANCHOR]) {
    for (const m of matchesOf(pattern, own)) {
      named = true;
      if (m[1] !== undefined) anchor.add(m[1].slice(0, 4));
    }
  }
  const timed = found.has('date') || found.has('weekday') || found.has('time');
  return { anchor, untimed: named && !timed };
}

/** First four letters of the words of a statement: "meet" and "meeting", "ödeme" and "ödemeyi" are one word. */
function prefixes(own: Set<string>): Set<string> {
  return new Set([...own].map((w) => w.slice(0, 4)));
}

/** The kinds of value both statements set, to different values. */
function changedKinds(e: Features, l: Features): ValueKind[] {
  const kinds: ValueKind[] = [];
  for (const [kind, set] of e.values) {
    const other = l.values.get(kind);
    if (other === undefined || ![...other].some((v) => !set.has(v))) continue;
    // An amount said again without its currency ("92.500 TL'ye çıkardık" → "92.500 limit dedik zaten") is the same amount.
    if (kind === 'money' && [...other].every((v) => [...set].some((w) => digits(w) === digits(v)))) continue;
    // Amounts in different currencies are different budgets ("€3,000 for music", "the budget to £31,500").
    if (kind === 'money' && !sameCurrency(set, other)) continue;
    kinds.push(kind);
  }
  // A length of time said again in another unit of its scale ("capped at 90 minutes" → "make the helmet rental cap 2
  // hours"): the earlier one's kind changed, unless the later one says that length too. Only when the two name the same
  // thing in a word of their own: two limits alone tie any two counts ("stüdyo en fazla 90 dakika" → "dolap kiralama en
  // fazla 1 saat" is another thing's limit).
  const named = shared(stems(e.folded.replace(LIMIT_WORDS, ' ')), stems(l.folded.replace(LIMIT_WORDS, ' '))).length > 0;
  for (const kind of named ? e.values.keys() : []) {
    const scale = DURATION_SCALE.get(kind)?.[0];
    if (scale === undefined || l.values.has(kind) || kinds.includes(kind)) continue;
    const before = lengthsIn(e.values, scale);
    const after = lengthsIn(l.values, scale);
    if (after.size > 0 && [...after].some((v) => !before.has(v))) kinds.push(kind);
  }
  // A count of people said again under another noun ("plan the open day for 50 visitors" → "expect 80 kids at the open
  // day", "turuna 10 kişi alalım" → "tura 14 ziyaretçi alabiliriz"): the same headcount changed, when each says one
  // count of people only ("3 adults and 2 kids" are two counts, changed each under its own noun).
  const heads = (f: Features): ValueKind[] => [...f.values.keys()].filter((k) => HEADCOUNT.test(k));
  const [headBefore, ...moreBefore] = heads(e);
  const [headAfter, ...moreAfter] = heads(l);
  if (headBefore !== undefined && headAfter !== undefined && moreBefore.length === 0 && moreAfter.length === 0 && headBefore !== headAfter &&
    [...l.values.get(headAfter)!].some((v) => !e.values.get(headBefore)!.has(v)) && !kinds.includes(headBefore)) kinds.push(headBefore);
  // A count of the people who work ("sahne arkasında 6 kişi çalışacak", "servis için 8 kişi görevli olacak", "6 staff
  // on the door") is the staff, another count than the guests or the size of the room the other statement sets.
  if (STAFF.test(e.folded) !== STAFF.test(l.folded)) return kinds.filter((k) => !HEADCOUNT.test(k));
  // A bare number after a count ("17 people" → "its 16 now") is the count changed, when the later statement says so.
  const count = [...e.values.keys()].find((k) => HEADCOUNT.test(k));
  if ((l.change || l.told) && count !== undefined && !l.values.has(count) && l.values.has('number')) kinds.push(count);
  // A bare number told as the new value of an amount, in the amount's own words ("feribot bileti 85 TL" → "bilet
  // fiyatını 95'e çektik", "aidat 750 oluyor"), is the amount changed: people drop the currency they said once. Two
  // digits at least ("1'e" is no price), and a word of the amount's statement: "back to 60 actigraphs" two turns
  // after "the cap is £420,000 now" counts devices, it does not price the cap. Told as the value set, not only with a
  // word of change: "actually float 750, the church extras are 25" counts the extras, it does not price them.
  const amounts = e.values.get('money');
  if (l.told && amounts !== undefined && !l.values.has('money') && shared(e.stems, l.stems).length > 0 &&
    [...(l.values.get('number') ?? [])].some((n) => n.length >= 2 && ![...amounts].some((a) => digits(a) === n))) kinds.push('money');
  return kinds;
}

/** A move by an amount: in minutes (a time, a window) or in days (a date, a weekday). */
interface Shift {
  unit: 'minute' | 'day';
  amount: number;
}

const SHIFT_COUNTS = new Map<string, number>([
  ['a', 1], ['an', 1], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['bir', 1], ['iki', 2], ['uc', 3], ['dort', 4], ['bes', 5],
]);
/**
 * An amount and its unit, then a word that moves a value by it: "half an hour later", "two days earlier", "bir
 * saat öne çek", "bir hafta ertele", "iki gün sonraya", "30 min later". A bare amount ("an hour", "iki gün")
 * moves nothing, and neither does a time told back from now ("two days back", "iki gün önce", "bir saat sonra"):
 * only the dative moves a Turkish "önce" or "sonra" ("sonraya", "öncesine").
 */
const SHIFT = /(?<![\p{L}\p{N}])(half an hour|an hour and a half|yarim saat|bir bucuk saat|a|an|one|two|three|four|five|bir|iki|uc|dort|bes|\d{1,3})\s*(minutes?|mins?|hours?|hrs?|days?|weeks?|dakika\p{L}*|dk|saat\p{L}*|gun\p{L}*|hafta\p{L}*)?\s+(?:later|earlier|sooner|forward|ahead|ileri\p{L}*|geri\p{L}*|erken\p{L}*|one|(?:sonra|once)(?:y[ae]|sin[ae])|ertele\p{L}*)(?![\p{L}])/u;

/** A word every move of `SHIFT` needs, as a piece of text: most statements have none and skip the pattern. */
const ANY_SHIFT = /later|earlier|sooner|forward|ahead|ileri|geri|erken|one|sonra|once|ertele/u;

function shiftOf(folded: string): Shift | undefined {
  if (!ANY_SHIFT.test(folded)) return undefined;
  const m = SHIFT.exec(folded);
  if (m === null) return undefined;
  const [, count, unit = ''] = m;
  if (count === 'half an hour' || count === 'yarim saat') return { unit: 'minute', amount: 30 };
  if (count === 'an hour and a half' || count === 'bir bucuk saat') return { unit: 'minute', amount: 90 };
  const n = SHIFT_COUNTS.get(count!) ?? Number(count);
  if (/^(?:minute|min|dakika|dk)/u.test(unit)) return { unit: 'minute', amount: n };
  if (/^(?:hour|hr|saat)/u.test(unit)) return { unit: 'minute', amount: 60 * n };
  if (/^(?:day|gun)/u.test(unit)) return { unit: 'day', amount: n };
  if (/^(?:week|hafta)/u.test(unit)) return { unit: 'day', amount: 7 * n };
  return undefined;
}

/** A folded clause moves a value by an amount ("push the pour half an hour later", "geziyi bir hafta ertele"). */
export function movesBy(folded: string): boolean {
  return shiftOf(folded) !== undefined;
}

/** A time of day in minutes after midnight ("07:30", "9.15", "3pm"), or undefined. */
function minutesOf(value: string): number | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(am|pm)?$/u.exec(value);
  if (m === null || (m[2] === undefined && m[3] === undefined)) return undefined;
  let hour = Number(m[1]);
  if (m[3] === 'pm' && hour < 12) hour += 12;
  if (m[3] === 'am' && hour === 12) hour = 0;
  return hour * 60 + Number(m[2] ?? 0);
}

const EN_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const TR_WEEKDAYS = ['pazartesi', 'sali', 'carsamba', 'persembe', 'cuma', 'cumartesi', 'pazar'];
const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
/** A date read as day.month (`calendarDate`) as the day of a common year; a weekday as its place in the week. */
function dayOf(kind: ValueKind, value: string): number | undefined {
  if (kind === 'weekday') {
    const at = TR_WEEKDAYS.indexOf(value);
    return at >= 0 ? at : EN_WEEKDAYS.indexOf(value.slice(0, 3)) >= 0 ? EN_WEEKDAYS.indexOf(value.slice(0, 3)) : undefined;
  }
  const m = /^(\d{1,2})\.(\d{1,2})$/u.exec(value);
  return m === null || Number(m[2]) > 12 ? undefined : MONTH_START[Number(m[2]) - 1]! + Number(m[1]);
}

/**
 * The later statement moves a value by an amount and says the result, and the earlier one said the value it
 * moved: result and earlier value lie the amount apart (either way: "geri al" is said of both directions).
 */
function shiftedFrom(e: Features, l: Features): boolean {
  const shift = l.shift;
  if (shift === undefined) return false;
  const apart = (a: number, b: number, cycle: number): boolean => {
    const d = (((a - b) % cycle) + cycle) % cycle;
    return d === shift.amount % cycle || d === (cycle - (shift.amount % cycle)) % cycle;
  };
  const kinds: ValueKind[] = shift.unit === 'minute' ? ['time', 'timerange'] : ['date', 'weekday'];
  return kinds.some((kind) => {
    const before = e.values.get(kind);
    const after = l.values.get(kind);
    if (before === undefined || after === undefined) return false;
    const read = (v: string): number | undefined => (shift.unit === 'minute' ? minutesOf(kind === 'timerange' ? v.split(/[-–]/u)[0]! : v) : dayOf(kind, v));
    const cycle = shift.unit === 'minute' ? 1440 : kind === 'weekday' ? 7 : 365;
    return [...after].some((v) => {
      const b = read(v);
      return b !== undefined && [...before].some((w) => {
        const a = read(w);
        return a !== undefined && a !== b && apart(b, a, cycle);
      });
    });
  });
}

/** The end of a span a time or a date bounds: the earliest it may be, or the latest. */
type Bound = 'earliest' | 'latest';

/** Fixed phrases read as one word first: "no later than" is a latest, not "later" negated. */
const BOUND_PHRASES: [RegExp, string][] = [
  [/(?<![\p{L}])(?:no|not) later than(?![\p{L}])/gu, ' by '],
  [/(?<![\p{L}])(?:no|not) earlier than(?![\p{L}])/gu, ' after '],
  [/(?<![\p{L}])at the (latest|earliest)(?![\p{L}])/gu, ' $1 '],
];
/**
 * Words right before a value that say which end it bounds. "before", "after" and their kind turn round under a
 * negation ("no deliveries before 08:00" is the earliest deliveries may be); a start and a deadline do not ("can't
 * start on 5 Jan" is still about the start).
 */
const LATEST_BEFORE = /^(?:by|until|till|due|deadline|finish\p{L}*|done|ready|usable|complete\p{L}*|latest)$/u;
const EARLIEST_BEFORE = /^(?:from|since|start\p{L}*|begin\p{L}*|kickoff|kick|earliest)$/u;
const TURNING_BEFORE = new Map([['before', 'latest'], ['after', 'earliest'], ['earlier', 'latest'], ['later', 'earliest']] as [string, Bound][]);
/** Right after a value: English "07:00 latest", "from 9 onwards"; Turkish postpositions and verbs ("20 Şubat'a kadar bitmeli", "08:00'den önce girmesin", "5 Ocak'ta başlayabilir"). */
const LATEST_AFTER = /^(?:latest|kadar|bit\p{L}*|teslim\p{L}*)$/u;
const EARLIEST_AFTER = /^(?:earliest|onwards|itibaren|basla\p{L}*)$/u;
const TURNING_AFTER = new Map([['once', 'latest'], ['sonra', 'earliest']] as [string, Bound][]);
const BOUND_VALUE = /(?<![\d:.])\d{1,2}[:.]\d{2}(?![\d:])|(?<![\p{L}\p{N}])\d{1,2}\s?(?:am|pm)(?![\p{L}])|(?<![\p{N}])\d{4}-\d{2}-\d{2}(?![\p{N}])|\d{1,2}(?:st|nd|rd|th)?\s+(?:MONTHS)\p{L}*|(?<![\p{L}])(?:MONTHS)\s+\d{1,2}(?![\p{N}])/u;
const BOUND_AT = new RegExp(BOUND_VALUE.source.replace(/MONTHS/gu, MONTHS), 'u');
/** A negation anywhere in the clause: "no deliveries", "nobody", "girmesin". */
const BOUND_NEGATED = /(?<![\p{L}])(?:no|not|never|nobody|nothing|none|don'?t|dont|do not|can'?t|cannot|kimse)(?![\p{L}])/u;
/** The Turkish negative suffixes of a bound ("girmesin", "başlamamalı", "geçmez"), read only in a Turkish statement. */
const TR_BOUND_NEGATED = /\p{L}{2,}m[ae](?:s[iu]n|y[iu]n|m[ae]l[iu]|z)(?![\p{L}])/u;

/**
 * Which end the statement's first time or date bounds, from the words right around it, or undefined when it says
 * neither (or both). Two rules bounding the two ends of one thing ("no deliveries before 08:00", "and none after
 * 17:30"; "the refit must be finished by 20 Feb", "the fitters can start on 5 Jan") are two rules, not a change.
 */
function boundOf(folded: string, turkish: boolean): Bound | undefined {
  let text = folded;
  for (const [phrase, word] of BOUND_PHRASES) text = text.replace(phrase, word);
  const at = BOUND_AT.exec(text);
  if (at === null) return undefined;
  // The value's own clause: a bound said in another clause bounds another value.
  const before = text.slice(0, at.index).split(/[,;.!?]/u).pop()!;
  const after = text.slice(at.index + at[0].length).split(/[,;.!?]/u)[0]!;
  const negated = BOUND_NEGATED.test(`${before} ${after}`) || (turkish && TR_BOUND_NEGATED.test(withoutVerbalNouns(`${before} ${after}`)));
  const turn = (b: Bound): Bound => (negated ? (b === 'latest' ? 'earliest' : 'latest') : b);
  // The word right after it: a Turkish case ending on the value first ("'den önce", "'a kadar").
  const next = after.replace(/^'?\p{L}*\s+/u, '').match(/^\p{L}+/u)?.[0] ?? after.match(/^\s*(\p{L}+)/u)?.[1];
  const attached = after.match(/^\s*(\p{L}+)/u)?.[1];
  for (const w of [attached, next]) {
    if (w === undefined) continue;
    if (LATEST_AFTER.test(w)) return 'latest';
    if (EARLIEST_AFTER.test(w)) return 'earliest';
    const turning = TURNING_AFTER.get(w);
    if (turning !== undefined) return turn(turning);
  }
  // Else the nearest of the six words before it ("start the shop fit-out on 5 Jan").
  const words = before.match(/\p{L}+/gu) ?? [];
  for (const w of words.slice(-6).reverse()) {
    if (LATEST_BEFORE.test(w)) return 'latest';
    if (EARLIEST_BEFORE.test(w)) return 'earliest';
    const turning = TURNING_BEFORE.get(w);
    if (turning !== undefined) return turn(turning);
  }
  return undefined;
}

/** An amount said to be the whole: "total budget", "all in", "overall", "toplam", "genel bütçe", "her şey dahil". */
const WHOLE = /(?<![\p{L}])(?:total|overall|all in|all-in|in all|altogether|toplam\p{L}*|genel|her sey dahil)(?![\p{L}])/u;

/** The case a rule leaves out, after "unless", "except", "other than", or before "hariç", "dışında". */
const EXCEPTION = /(?<![\p{L}])(?:unless|except|other than|apart from)\s+((?:\p{L}+'?\p{L}*\s*){1,5})|((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:haric|disinda)(?![\p{L}])/gu;
function exceptionsOf(folded: string): Set<string> {
  const out = new Set<string>();
  for (const m of matchesOf(EXCEPTION, folded)) for (const stem of stems(m[1] ?? m[2]!)) out.add(stem);
  return out;
}

/**
 * The later statement is about the case the earlier rule leaves out ("crew call 07:00, nobody before 06:30 unless
 * it's the church day" → "06:00 for the church"): the exception's own value, not a change of the rule — unless it
 * says it changed.
 */
function aboutException(e: Features, l: Features): boolean {
  if (e.exceptions.size === 0 || l.change || l.cancel) return false;
  return [...l.stems].some((w) => names(e.exceptions, w)) && ![...l.stems].some((w) => !names(e.exceptions, w) && names(e.stems, w) && !e.exceptions.has(w));
}

/**
 * A rule for every one weekday and a statement about another, not saying anything changed nor naming a parameter of
 * both ("on Mondays the bakery opens at 06:30" → "on Saturdays it opens at 08:00"): each day's own slot. A slot of one
 * date ("the migration window is Saturday 02:00-04:00" → "migration window: Sunday 03:00-05:00") moves.
 */
const RECURRING_DAY = new RegExp(`(?<![\\p{L}])(?:(?:every|each|her)\\s+(?:${WEEKDAYS})|(?:${WEEKDAYS})s|(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar)(?:\\s+gunleri|leri|lari))(?![\\p{L}])`, 'u');
function otherWeekday(e: Features, l: Features): boolean {
  if (!e.recurringDay || sharedParameters(e.qualified, l.qualified).length > 0) return false;
  const a = e.values.get('weekday');
  const b = l.values.get('weekday');
  if (a === undefined || b === undefined || [...b].some((d) => a.has(d))) return false;
  return !l.change && !l.contextChange && !l.told && !l.confirm && !l.anaphor;
}

/**
 * A prohibition lifted by a permission of the same verb, now or for once: "never page Marcus" → "you can page him now",
 * "ablamı da arama" → "artık onu da arayabilirsiniz", "kısa işlerde büyük makineyi kullanmayın" → "bu seferlik büyük
 * makineyi kullanabilirsiniz". For the thing the ban names — a word of it, or a pronoun — not another thing of that
 * verb ("don't use the big press" → "you can use the guillotine now").
 */
function liftedByPermission(e: Features, l: Features, ownWords: number): boolean {
  const verbs = [...l.permits].filter((v) => e.forbids.has(v));
  if (l.negated || l.theirs || !(l.change || l.forOnce) || verbs.length === 0) return false;
  const objects = verbs.flatMap((v) => permittedObjects(l.folded, v));
  // The thing the permission is for, next to its verb: a pronoun, or a word the ban says too (by its first four
  // letters: "logoyu" is the "logosunu" banned). With no thing named there, a word in common ties them.
  if (objects.length === 0) return ownWords + shared(e.short, l.short).length >= 1 || l.pronounObject;
  const banned = new Set((e.folded.match(/\p{L}{3,}/gu) ?? []).map((w) => w.slice(0, 4)));
  // A ban that names its thing by a pronoun ("skip - don't book it until …", "Marcus … so don't page him") names it in
  // its turn.
  const byTurn = e.pronounObject || ANAPHOR.test(e.folded);
  return objects.some((w) => PRONOUN_OBJECT.test(w) || banned.has(w.slice(0, 4)) || (byTurn && e.contextStems.has(w.slice(0, 5))));
}

/** Words that name no thing before a permission's object ("the", "artık", "bu seferlik"). */
const NOT_OBJECT = /^(?:the|a|an|our|my|your|their|its|this|that|these|those|some|any|all|now|again|also|too|artik|da|de|bu|su|seferlik|sefer|kerelik|simdi|tekrar|yine|ki|hemen|bugun|bugunluk)$/u;
/** Words that end an English object: "use the guillotine for the flyers" is about the guillotine. */
const OBJECT_END = /^(?:for|from|to|of|in|on|at|with|by|as|so|and|or|but|if|when|until|till|since|because|now|again|today|tonight|this|next)$/u;

/**
 * The thing a permission of `verb` is for: the words right after it in English, up to a preposition ("you can use the
 * big press this week" → big, press), the word before it in Turkish ("gazlı içecek satabilirsiniz" → içecek).
 */
function permittedObjects(folded: string, verb: string): string[] {
  const words = (folded.match(/\p{L}+(?:'\p{L}+)?/gu) ?? []).map((w) => w.replace(/'.*$/u, ''));
  const at = words.findIndex((w) => (w.startsWith(verb) && w !== verb ? /^y?[ae]bil/u.test(w.slice(verb.length)) : w === verb));
  if (at < 0) return [];
  if (words[at] !== verb) {
    const before = words.slice(0, at).reverse().find((w) => !NOT_OBJECT.test(w));
    return before === undefined ? [] : [before];
  }
  const object: string[] = [];
  for (const w of words.slice(at + 1)) {
    if (object.length > 0 && OBJECT_END.test(w)) break;
    if (NOT_OBJECT.test(w) || OBJECT_END.test(w)) continue;
    object.push(w);
    if (object.length === 2) break;
  }
  return object;
}

/**
 * A ban for now lifted ("dont replay yet" → "replay the other 35", "afişi şimdilik basma" → "afişi artık basın"): the
 * later statement does or allows the act the ban held back, named by its verb. Sharing another word with it is no lift
 * ("media app'ini sync'e koyma şimdilik" → "… reverse sync lazım olur", "do not tell the volunteers … yet" → "the
 * volunteers get lunch …"); a ban whose verb is not read ("no tag push yet") is lifted by a shared word, as before.
 */
function liftsNotYet(e: Features, l: Features, ownWords: number): boolean {
  if (!e.temporary || l.negated || ownWords === 0) return false;
  if (e.forbids.size === 0) return true;
  const said = l.folded.match(/\p{L}+/gu) ?? [];
  return [...e.forbids].some((verb) => said.some((w) => w.startsWith(verb)));
}

/**
 * Does `later` replace `earlier`? (`earlier.turn < later.turn` is the
 * caller's business.) One of:
 * - a value of a specific kind changed (an amount, a time, a count of the
 *   same thing …), and the two are about the same thing: the same parameter
 *   or a word in common, or the later one says it changed and its turn
 *   shares a word with the earlier turn;
 * - a date, a frequency or an answer length changed and the later
 *   statement or its turn says it changed ("tarihler değişti. 3 mayıs
 *   pazar başlayalım") ("we ship wednesday 15 april instead",
 *   "hourly is fine from now on", "you can go long again");
 * - a "not yet" lifted: a prohibition for now, then the thing it held back
 *   ("dont replay yet" → "replay the other 35");
 * - the same parameter or two words in common, a value of the same kind
 *   changed (any kind), and the later statement says it changed
 *   ("batch'leri 200'e düşür", "maaş günü artık ayın 10'u");
 * - a value corrected at once: the same kind, a few turns later, with a word
 *   of change ("rent max $1,800" → "actually make it $2,000");
 * - the later statement drops or cancels something the earlier one named
 *   (two words in common: "drop the torre azul hold").
 */
/** A statement of what only might happen: "might", "belki". Folded. */
const POSSIBLY = /(?<![\p{L}])(?:might|belki)(?![\p{L}])/u;

function supersedes(e: Features, l: Features, earlier: Statement, later: Statement, nearest: () => boolean = () => false): boolean {
  // What only might happen sets nothing a later value replaces ("2 people might dial in" → "so 17 people now", "belki 2
  // kişi daha gelir" → "15 kişi olduk"): it stays what it was, a possibility, beside the count. Not a limit ("we might go
  // over 20, cap it at 20").
  if (POSSIBLY.test(e.folded) && !e.limit) return false;
  // What would follow a condition not met changes nothing, whatever it names.
  if (l.hypothetical || l.askedByAnother) return false;
  // News that a ban's thing changed ("the north hall booking system has changed", "afiş matbaası değişti") allows
  // nothing the ban forbade: a lift says the thing is allowed ("refunds are fine now", "ayırabilirsin") or does it.
  if (e.negated && !l.negated && l.newsOnly) return false;
  // Something new put in place of the very thing a ban bans keeps the ban ("şöförlere öğrenci telefonu verme" → "şoför
  // telefonu yerine Özbay'ın santral numarası olsun", "no chalk bags on the training wall" → "use chalk buckets instead of
  // chalk bags … now"). The banned thing put in another's place lifts it ("no rope climbing for the kids, only
  // bouldering" → "let the kids do rope climbing instead of bouldering now").
  if (e.negated && !l.negated && l.replaced.some((set) => [...set].every((w) => e.stems.has(w)) && putsNew(e, l, set))) return false;
  // A proposal taken is a change by its nature: there the unit of its value ("35 minutes would fit everyone. Should I
  // update it?" → "yep go ahead") ties it to the value of that unit it changes, as before units were left out.
  const ownWords = (l.confirmed ? shared(e.stems, l.stems) : shared(e.things, l.things)).length;
  if (l.cancel && CANCEL_BY_WORDS.test(l.folded) && ownWords >= 2) return true;
  // A rule cancelled as a rule ("forget the budget cap", "sayfa kısıtını kaldırıyorum", "ignore the word limit"), named
  // by a word of it or by its value ("no need for the 10am cutoff anymore"); not anything else of the same value
  // ("ignore the 03:00 alert").
  // A rule word qualified otherwise names another rule ("the word limit is 800 words" → "ignore the time limit on the call").
  if (l.cancel && l.ruleWord && !qualifiedApart(e.qualified, l.qualified) && (shared(prefixes(e.stems), prefixes(l.stems)).length > 0 || sharedValue(e, l))) return true;
  // Contact forbidden, then allowed by another verb, about the same one ("do not call the client" → "you can phone the
  // client today", "Ali'ye mail atma" → "Ali'ye artık yazabilirsin"): a permission lifts it.
  // Or allowed with the rule cancelled in the same turn ("saat sınırı kalmadı, istediğin zaman yazabilirsin").
  // The one allowed may be named only by a pronoun whose name its turn says ("Tom's mum is paying for the flowers, so you
  // can loop her in now" after "never cc Tom's mum").
  const namedInTurn = l.pronounObject && shared(e.stems, l.contextStems).length + shared(e.short, l.contextShort).length >= 1;
  if (e.negated && e.contact && !l.negated && l.contact && l.permits.size > 0 && (ownWords + shared(e.short, l.short).length >= 1 || l.contextCancel || namedInTurn)) return true;
  // A ban held "unless I say so", lifted by the user's word: a later statement that allows the thing it names
  // ("no runs over the weekend unless I say so" → "ours can keep going this weekend").
  // Said as a permission, a change or for once: "the sunday market can wait" allows nothing.
  if (e.negated && e.untilSaid && !l.negated && ALLOWS.test(l.folded) && (l.change || l.forOnce || l.permits.size > 0) && ownWords >= 1) return true;
  // A permission names what it allows by the banned verb, not by a value or a parameter: read before those.
  if (liftedByPermission(e, l, ownWords)) return true;
  // A value in a refusal or an estimate sets nothing ("hourly … is like 30 credits a day, not happening"); another
  // one of a kind with its own value is an addition ("also book a second table for 4 people").
  if (l.hedged || (l.second && !l.anaphor)) return false;
  // Moved by an amount, the result said too ("push the pour half an hour later, 07:30", "geziyi bir hafta ertele, 16
  // Mayıs"): the value it moved is the result less the amount, however far back it was said and whatever was said
  // between — unless each names a thing of its own ("push the crane lift half an hour later, 11:30" after "the
  // inspection is at 11:00"). Named by the first four letters: "geziyi" moves "okul gezisi".
  if (shiftedFrom(e, l) && (l.subject === undefined || l.anaphor || prefixes(e.stems).has(l.subject.slice(0, 4)))) return true;
  if (replacedByName(e, l)) return true;
  // The later one names the earlier one's thing as what it replaces ("çorba mercimek olsun" → "mercimek yerine ezogelin
  // …, olur, ezogelin yapsınlar"): the user's own words, or someone else's proposal the user took — not one only told.
  if (l.change && !l.negated && (l.adopted || !PROPOSES.test(l.folded)) && l.replaced.some((set) => [...set].every((w) => e.stems.has(w)))) return true;
  // A correction that names the value it replaces, and another: "son 10 tag" → "10 değil 20 taşıyalım".
  // Not by a number of a thing the earlier one names ("amfi 3", "wall 5"), read as a bare number too: "amfilerde 3 değil
  // 2 olsun ama amfi 1'de 3" corrects a count of invigilators, not "amfi 1 + amfi 3". Unless the later one numbers that
  // thing anew ("wall 4 for the youth group, not 2").
  if (l.notValues.size > 0 && [...e.values.values()].some((set) => [...set].some((v) => l.notValues.has(digits(v)) && !labelsOnly(e, l).has(digits(v)))) &&
    [...l.values.values()].some((set) => [...set].some((v) => digits(v) !== '' && !l.notValues.has(digits(v))))) return true;
  // The stale value named last, short or whole, beside a new one ("i need the kiln loaded by 18:00" → "sorry, i have to
  // leave at 17:00, not 18"; "runs may 5 to may 20" → "opening night is may 7 not may 5"): no word of the rule need be
  // said again.
  // A value of the same kind: "rollout %10'a çıkınca" is a condition's threshold, not the start "%5 ile başlasın, %10 değil"
  // corrects.
  if (l.lastNotValues.size > 0 && [...e.values].some(([kind, set]) => [...set].some((v) => l.lastNotValues.has(digits(v)) && !labelsOnly(e, l).has(digits(v))) &&
    [...(l.values.get(kind) ?? [])].some((v) => digits(v) !== '' && !l.lastNotValues.has(digits(v))))) return true;
  // A value judged too much or too little in the later turn, by its digits, and another said after the judgement, in a
  // turn that names the earlier statement's thing by a word of it ("textiles max 50 lux" → "textiles. conservator says 50
  // is too high, 45 for all the textiles"; "rate up 3%" → "ok. rate up, … 3 is too generous, make it 2.5"): the value
  // given in its place, whatever its kind (a bare number for "50 lux", an amount for a percent).
  if (l.judged.size > 0 && !l.negated && [...e.values.values()].some((set) => [...set].some((v) => l.judged.has(digits(v)))) &&
    [...l.values.values()].some((set) => [...set].some((v) => digits(v) !== '' && !l.judged.has(digits(v)))) &&
    shared(e.things, l.contextStems).length > 0) return true;
  // Another one's slot, told ("the neighbour said their budget is €2,500"), is not the user's; a date moved against
  // another event ("move the retro to the day after the launch") does not move that event.
  if ((l.theirs && !e.theirs) || anchors(e, l)) return false;
  // Another rule beside it, not a change: the other end of the same span ("no deliveries before 08:00" → "and none after
  // 17:30"; "finished by 20 Feb" → "can start on 5 Jan"), the case the rule leaves out, another weekday's own slot.
  if (e.bound !== undefined && l.bound !== undefined && e.bound !== l.bound) return false;
  if (aboutException(e, l) || otherWeekday(e, l)) return false;
  // The earlier statement's day or time ruled out in the later turn, and another of its kind said in the later statement,
  // with a word of the earlier one ("the sourdough tasting is on friday" → "friday doesnt work for them anymore, lets do
  // the sourdough tasting thursday"; "kron teslimatı cuma yapılsın" → "cuma olmaz teslimatı perşembeye alalım").
  const ruled = (kind: ValueKind, v: string): boolean => l.ruledOut.has(`${kind}=${v}`);
  if (ownWords >= 1 && !l.negated && [...e.values].some(([kind, set]) => [...set].some((v) => ruled(kind, v)) &&
    [...(l.values.get(kind) ?? [])].some((v) => !ruled(kind, v) && !set.has(v)))) return true;
  // A slot first stated by the moment it waits for ("we meet after the audit", "ödeme teslimden sonra yapılsın"), then
  // given a date with a word of change: the same thing named (not the moment it waited for: "send the report after the
  // review" is not about the review's date).
  if (e.untimed && (l.values.has('date') || l.values.has('weekday')) && l.change) {
    // Not by a word of change both say ("… instead of the big one until the new burner is fitted" and "… so we open
    // tuesday 3 june instead"): it names no thing.
    const own = [...prefixes(stems(e.folded.replace(CHANGE_WORDS, ' ')))].filter((w) => !e.anchor.has(w));
    if (own.some((w) => prefixes(stems(l.folded.replace(CHANGE_WORDS, ' '))).has(w))) return true;
  }
  const kinds = changedKinds(e, l);
  if (toldAsHistory(e, l, kinds)) return false;
  const saysChanged = l.change || l.told || l.sets || l.confirm;
  // A day of the week, a bare number and a labelled number ("room 204") say too little alone: they need a word of change.
  const strong = kinds.filter((k) => k !== 'weekday' && k !== 'number' && !k.startsWith('label:'));
  // A ticket's level changed, with a word of change or told ("leave it at P3 for now" → "bump HD-1042 to P2 now"): a
  // level is one slot of the work, like how often, whatever else the two name — unless each names a record of its own
  // ("PR-311 at P3" → "move PR-312 to P2").
  if (kinds.includes('priority') && (l.change || l.told) && !recordsApart(e, l)) return true;
  if (kinds.includes('priority') && recordsApart(e, l)) return false;
  // A count agreed under the noun of the proposal it answered ("The actigraphs (£38,500 for 60 units) … 40 units instead
  // of 60" → "40 units"), changed to the other value that proposal offered under another noun it named ("back to 60
  // actigraphs", "kaskı 30'a çıkaralım"): the two nouns are one thing, the proposal says so.
  if ((l.change || l.told) && otherNounOfOffer(e, l)) return true;
  // A rate said later ("raise the per-table max to 10 guests", "kişi başı tavanı 8 bin TL'ye çıkaralım") is another slot than
  // a total said before; a rate said first may be changed without its unit ("€120 a night" → "we found one for €95 now").
  const perOne = perOneOf(e, l);
  if ((qualifiedApart(e.qualified, l.qualified) && !qualifiedAlike(e, l)) || compoundApart(e, l) || (l.perUnit && !e.perUnit && !perOne) || partOfWhole(e, l)) return false;
  // A cap on money under another name is the same slot: "kira üst limiti 45.000 TL" → "bütçeyi 48 bine çıkardık",
  // "hardware budget is $14,000" → "the cap went up to 15.5k" (two budgets named apart are caught above).
  // A cap per unit ("the per-night cap", "gecelik tavan", "€60 a head") is a rate, not the total the other one caps.
  const moneyCap = kinds.includes('money') && [...e.parameters].some((p) => MONEY_CAPS.has(p)) && [...l.parameters].some((p) => MONEY_CAPS.has(p)) &&
    e.perUnit === l.perUnit;
  // Two limits tie as one parameter, unless each names a thing of its own and nothing says a change ("retainer can't go
  // above 4,000" and "income under 52k", "kiralama ücreti 3.000 TL'yi geçmesin" and "dekor masrafı en fazla 5.000 TL").
  const parameter = sharedParameters(e.qualified, l.qualified).length > 0 || (e.limit && l.limit && !limitOfAnother(e, l) && !(namedApart(e, l) && !saysChanged)) || moneyCap;
  // A "not yet" lifted: the verb ties them, not a noun.
  if (liftsNotYet(e, l, ownWords)) return true;
  // The same slot: not two things each named apart, and not the value said again ("still 20 Feb").
  // How often and how long are slots of the work itself ("kanala 30 dkda bir yaz" → "update'leri saatte bire çek").
  const behaviour = kinds.includes('frequency') || kinds.includes('length');
  if (l.still || (namedApart(e, l) && !parameter && !behaviour)) return false;
  const contextWords = shared(e.contextStems, l.contextStems).length > 0;
  // Through the turns around them only when the later turn names the earlier statement's parameter ("the window
  // moved. its 04:00-05:00 UTC now") or the turns share more than a word: long turns share a word by chance.
  const aroundIt = shared(e.parameters, l.contextParameters).length > 0 || shared(e.contextStems, l.contextStems).length >= 2;
  // A word of three letters names a thing as well as a longer one does ("zam oranı %30" → "zam %32,5 oluyor"), when the
  // later statement sets the value bare: only then, as a word of change beside a time zone ("before 18:00 UTC" → "its
  // 04:00-05:00 UTC now") ties two times of two things.
  const shortWords = shared(e.short, l.short).length;
  // Two rates of one count ("pickers on the north slope do 6 rows per day" → "on the flat south block the pickers do 10
  // rows per day") are often set side by side, one for each thing: the later one changes the earlier only when its own
  // words say so (a word of change, a change told, a value set, a proposal taken) or name the same parameter. A stale
  // rate left live is caught by the user; a live one marked replaced leaves the model a rule it no longer sees.
  if (e.perUnit && l.perUnit && strong.length > 0 && strong.every((k) => k.startsWith('count:') || k.startsWith('ratio:')) && !parameter && !saysChanged) return false;
  // Tied by nothing of its own — no word, no parameter, no word of change, nothing told, set or taken — only by the
  // turns around it, a statement that names a thing replaces only one that held nothing it does not say again ("close
  // the books by 17:00 on Monday 7 December" → "closing got pushed. new target: Thursday 10 December 12:00"). One that
  // held more ("vineyard tour: max 12 guests per slot from 4 May" → "change of plan for the vineyard tour. book the
  // tasting for 11 May") keeps what the later one never said: marked replaced, that rule would be lost where the plain
  // clamp kept it (K4); "lets start it on 11 May" there moves the start and leaves the rate. A value said alone ("25
  // diyelim o zaman", "600 daha iyi olur") names nothing to hold apart: it is read below.
  if (ownWords === 0 && !parameter && !saysChanged && !l.valueOnly && heldBeyond(e, l)) return false;
  if (strong.length > 0 && (parameter || ownWords > 0 || perOne || ((l.change || l.contextChange) && aroundIt) || (l.sets && shortWords > 0))) return true;
  // A date, a frequency or an answer length changed, and the later statement says so:
  // "we ship wednesday 15 april instead", "hourly is fine from now on", "you can go long again".
  // The behaviour's own slots (how often, how long) need nothing more; a date changed in the later statement's own words
  // neither ("flights are now on the 14th"), but one whose change only the turn around it tells needs a tie ("SKP/2026/04419
  // approved for 12 Jan to 9 Feb" in a turn that says "now" changes nothing of "we pushed the kitchen start to 12 Jan").
  // When only the turn around it says so, the turn must name the date or share words with the earlier statement.
  const tied = l.change || parameter || ownWords > 0 || aroundIt || l.contextParameters.has('date') || (l.valueOnly && nearest());
  if ((behaviour || (strong.includes('date') && tied)) && (l.change || l.contextChange)) return true;
  // A prohibition lifted: the same thing, no longer negated, and the later statement says it changed
  // ("müşteriye indirim yapmıyoruz" → "tamam artık indirim yapabiliriz müşteriye", "no refunds" → "ok refunds are fine now").
  if (e.negated && !l.negated && ownWords >= 2 && l.change) return true;
  // A prohibition lifted by a permission of the same verb, now: "never page Marcus" → "you can page him now",
  // "ablamı da arama" → "artık onu da arayabilirsiniz".
  if (kinds.length > 0 && (parameter || ownWords >= 2) && (l.change || (l.told && (strong.length > 0 || sharedParameters(e.qualified, l.qualified).length > 0)))) return true;
  // The thing named again with one new number or one new day, and the later statement says it changed
  // ("team of 6" → "team is 8 now", "cutover is saturday night" → "cutover is sunday night now").
  const single = (kind: ValueKind): boolean => kinds.includes(kind) && l.values.get(kind)!.size === 1;
  // Told as done, by anyone, in the thing's own words: "müdür sunumu pazartesiye almış" after "sunum cuma 14:00'te".
  // Or set bare with the copula ("glutensiz 6 porsiyon ayrı paketlenecek" → "glutensiz de 8 olsun").
  if ((single('number') || single('weekday') || kinds.some((k) => k.startsWith('label:') && single(k))) && ownWords >= 1 && (l.change || l.sets || (l.told && single('weekday')))) return true;
  // A proposal settled: the user takes the value offered for the same thing ("keep the rent under $1,500" →
  // "Under $1,500 … At $1,800 …?" → "ok go with 1800"), or settles on a new day ("ok, thursday then").
  // The proposal is about the earlier statement when it shares a word with it or names its value ("The backup runs at 01:00").
  const about = (k: ValueKind): boolean => [...(e.values.get(k) ?? [])].some((v) => l.offered.get(k)?.has(v) === true);
  if (l.confirm && strong.some((k) => l.answered.has(k) && (about(k) || shared(e.stems, l.answerStems).length > 0))) return true;
  // Not a ban of one day by an act said on another ("no deploys on Friday" → "ok so deploy it tuesday": the ban holds),
  // nor through the turns around them when the later statement names a thing of its own ("fine, send him the charts by
  // the 5th" after "book the dome on the 9th for the club", two turns that name the club).
  if (l.confirm && l.bare && (single('weekday') || single('date') || single('time')) && !(e.negated && !l.negated) &&
    (ownWords > 0 || (contextWords && l.things.size === 0))) return true;
  // Corrected at once: a new value of the same kind in the next turns, with a word of change ("rent max $1,800" → "actually
  // make it $2,000"); a new day or number said of "it" ("we pushed it to Friday"), or alone ("25 diyelim o zaman").
  // A proposal confirmed spans its question and its answer: two turns more.
  // Or later, when nothing said between them had a value of the kind the later one says and the later one names
  // nothing of its own: "make that 2k" or "push it to Friday instead" five turns after the budget or the demo, with
  // only small talk between, corrects it; "I bumped it to every 5,000 in the branch" names a branch, and a bare
  // number ("so its 16 now") could be anything's.
  const closeBy = later.turn - earlier.turn <= (l.confirmed ? 6 : 4);
  const namesNothing = l.valueOnly || (l.anaphor && [...l.stems].every((w) => MOVE_STEMS.has(w)));
  const soon = closeBy || (namesNothing && nearest());
  // A value preferred for another thing ("for lunch, rather 1pm") corrects nothing of this one.
  // So does a value told for another thing ("we set aside €2,000 for the garden in the end").
  const forIt = l.purpose.size === 0 || [...l.purpose].some((phrase) => phrase.split(/\s+/u).some((w) => names(e.stems, w.slice(0, 5))));
  // So does a change of a thing the later statement names itself, a limit or a parameter, that shares nothing with this
  // one ("we're capped at 2,000 GPU-hours" → "I want 16 GPUs on it, can we raise the per-job max?"): "actually make it
  // €4,500" names nothing and corrects what came just before.
  const ownThing = (l.limit || l.parameters.size > 0) && ownWords === 0 && !parameter && !l.anaphor && !l.valueOnly;
  // So does a value taken from a proposal about another thing ("the bench budget is £2,300" → "The fume hood service is
  // £640. Should I book it?" → "ok 640 then"): settled above when the proposal is about this one.
  const offeredElse = strong.length > 0 && strong.every((k) => l.answered.has(k) && !about(k) && shared(e.stems, l.answerStems).length === 0);
  if (soon && !ownThing && !offeredElse && (l.change || ((l.told || l.preferred) && forIt)) && (strong.length > 0 || ((l.anaphor || l.valueOnly || l.confirmed) && (single('weekday') || (closeBy && single('number')))))) return true;
  return false;
}

/** A call's key that times it against another thing, with that thing: `"after": "keynote"`, `"once": "toplanti"` (folded). */
const TIMED_AGAINST = /"(?:after|before|until|till|since|following|sonra|once|sonrasi|oncesi|ardindan)"\s*:\s*"[^"]*"/gu;

/** `"window": "03:00-04:00 UTC"`, `--replicas=5`, `replicas: 5`: a call's keys and the values set on them. */
const SETTINGS = [/"([\p{L}_-]{3,})"\s*:\s*"?([^",}\]]{1,60})/gu, /--([\p{L}-]{3,})[= ]([^\s"',}]{1,40})/gu];

const RECORD = /\S*(?:\p{L}[-_]?\p{N}|\p{N}[-_]?\p{L})\S*/gu;

/** A call's setting: its key by its stem, whether the key names a limit (`daily_cap`, `gunluk_limit`), the values given. */
interface Setting {
  key: string;
  bound: boolean;
  values: Map<ValueKind, Set<string>>;
}

/**
 * A word of a tool's name that says the call only looks something up or sends words to someone: `check_availability`,
 * `musaitlik_sorgula`, `send_email`, `mesaj_gonder`. Folded.
 */
const LOOKS_UP_OR_TELLS = /^(?:search|query|get|list|find|check|lookup|show|stats|availability|available|musaitlik|musait|ara|sorgu|sorgula|getir|goster|kontrol|send|mail|email|message|sms|whatsapp|notify|gonder|bildir|mesaj|eposta)$/u;

/**
 * The call only asks (whether a date is free, what a record says) or tells (a mail, a message, a draft that names a
 * date): it sets no value of the user's, however many its keys carry ("teslimatı da bir gün ileri al" and
 * `musaitlik({"tarih": "13 Mart", …})`; "start pushed two days later" and `send_mail({"subject": "… (date fix: Dec
 * 12)"})`). By the words of its name, the only place a call says what it does.
 */
function looksUpOrTells(folded: string): boolean {
  const name = /^\s*([\p{L}\p{N}_.-]+)\s*\(/u.exec(folded)?.[1];
  return name !== undefined && name.split(/[_.-]+/u).some((word) => LOOKS_UP_OR_TELLS.test(word));
}

function settingsOf(call: string): Setting[] {
  const out: Setting[] = [];
  const folded = foldCase(call);
  // A flag inside a JSON string (`"args": "scale … --replicas=5"`) is a setting of its own: two passes.
  for (const pattern of SETTINGS) {
    // A record number given to a key ("RNDV-884502", "C-9") names a record; its digits are no value set.
    for (const m of matchesOf(pattern, folded)) {
      const key = m[1]!.replace(/^[-_]+/u, '');
      out.push({ key: key.slice(0, 5), bound: LIMIT.test(key.replace(/[_-]+/gu, ' ')), values: values(` ${m[2]!.replace(RECORD, ' ')} `) });
    }
  }
  return out;
}

/**
 * An approved call replaces an earlier statement when it sets, on the thing
 * the statement is about, a new value of a kind the statement sets: a
 * setting's key is one of the statement's words (`"window": "03:00-04:00
 * UTC"` for "tonights window is 01:00-02:00 UTC", `--replicas=5` for "keep
 * replicas at 3"), or the call names the thing elsewhere and sets a value of
 * a specific kind on another key (`{"event": "standup", "time": "10:00"}`
 * for "the standup is at 09:30"). A call the user approved a few turns
 * after a relative change, setting a value of the kind that change moves,
 * is that change carried out ("kardiyolojiyi bir hafta ileri at" → `"tarih":
 * "2026-03-26"`). A call is full of values — queries, ranges, limits — that
 * change nothing the user said.
 */
function callSupersedes(e: Features, l: Features, distance: number): boolean {
  if (e.relative !== undefined && distance <= 8) {
    const moves = RELATIVE_KINDS[e.relative];
    if (l.settings.some(({ values: set }) => [...set.keys()].some(moves))) return true;
  }
  // A word of the statement inside a name the call gives ("06:00 for the church" and `"site": "Co-op Whitby, Church
  // Street"`, "cumartesi klinik açılmayacak" and a message signed "Pati Veteriner Kliniği") names the place, not the
  // thing: it ties the two only when the statement capitalises it too ("the Kraus file" and `"client": "Kraus"`).
  const named = shared(e.stems, l.callStems).some((w) => !l.capitalised.has(w) || e.capitalised.has(w));
  return l.settings.some(({ key, bound, values: set }) => {
    // A limit ("rooms stay under 180", "bütçe 60 bini geçmesin") bounds the values calls set; only a call that sets
    // a limit ("max_rate", "limit", "tavan") changes it.
    if (e.limit && !bound) return false;
    const byKey = e.stems.has(key) || e.parameters.has(key);
    if (!byKey && !named) return false;
    for (const [kind, given] of set) {
      // Named elsewhere in the call, a bare number is any of its numbers; a labelled one ("Ada 3") is the thing's own.
      if (!byKey && kind === 'number') continue;
      const before = e.values.get(kind);
      if (before !== undefined && [...given].some((v) => !before.has(v))) return true;
    }
    return false;
  });
}

/**
 * For each statement, the turn of the first later statement that supersedes
 * it, or undefined. `statements` in turn order; `earlier` are the ones that
 * may be superseded, `later` the ones that may supersede (a statement may be
 * in both).
 */
export function findSupersessions(earlier: readonly Statement[], later: readonly Statement[], reader = statementReader()): (number | undefined)[] {
  return findSupersessors(earlier, later, reader).map((k) => (k === undefined ? undefined : later[k]!.turn));
}

/**
 * What supersession reads off each statement, read once: a statement is
 * often in both lists, and in more than one call over the same turns. An
 * explicit memo of a pure function, made per summary.
 */
export interface StatementReader {
  read(s: Statement): Features;
}

export function statementReader(): StatementReader {
  // By each field in turn, not by one key joining them: a turn and a proposal are long, and a joined key is built and
  // hashed again on every read, where a string said before keeps its hash.
  const memo = new Map<string, Map<string, Map<string, Map<string, Features>>>>();
  const around = surroundings();
  const level = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
    let found = map.get(key);
    if (found === undefined) {
      found = make();
      map.set(key, found);
    }
    return found;
  };
  return {
    read(s) {
      const byContext = level(memo, s.text, () => new Map<string, Map<string, Map<string, Features>>>());
      const byAnswers = level(byContext, s.context, () => new Map<string, Map<string, Features>>());
      const byKind = level(byAnswers, s.answers ?? '', () => new Map<string, Features>());
      return level(byKind, `${s.approved === true ? 'call' : ''}${s.confirmed === true ? 'confirmed' : ''}`, () => features(s, around));
    },
  };
}

/** Words that move a value and name nothing ("push it to Friday instead", "move it"), by their first five letters. */
const MOVE_STEMS = new Set(['push', 'pushe', 'move', 'moved', 'bump', 'bumpe', 'shift', 'chang', 'inste', 'actua', 'pull', 'bring', 'delay', 'resch', 'postp', 'again']);

/** How far apart, in turns, a correction with nothing of its kind between may be from what it corrects. */
const NEAREST_TURNS = 12;

/** A pronoun that stands for the thing a relative change moves: "double it", "cut that in half", "bunu yarıya indir", "onu bir saat ileri al". */
const STANDS_FOR = /(?<![\p{L}'])(?:it|that|this|them|those|bunu|onu|sunu|ondan|bundan|onlari|bunlari)(?![\p{L}'])/u;
/** "… da", "… too": the same move for another thing, along with the one its turn just named ("fuarı bir gün kaydırdılar. stant kurulumunu da bir gün ileri al"). */
const ALONG = /(?<![\p{L}])(?:da|de|too|as well)(?![\p{L}])/u;
/** Words of two or three letters that name nothing: the rest ("lr", "std", "ceo") name a thing as much as a long word. */
const SHORT_NOTHING = new Set([
  'it', 'is', 'on', 'in', 'at', 'to', 'of', 'or', 'an', 'as', 'be', 'by', 'do', 'go', 'he', 'if', 'me', 'my', 'no', 'so', 'up',
  'us', 'we', 'ok', 'da', 'de', 'ki', 'mi', 'bu', 'su', 'ne', 've', 'ya', 'ha', 'bi', 'o', 'a', 'i',
]);
/** The words of a text that may name a thing: the first four letters of long ones, short ones whole ("the LR" names "lr 3e-4"). */
function namingWords(folded: string): Set<string> {
  const out = new Set<string>();
  // A word glued to a number ("s2", "bf16") names a code, not a thing: "s2's loss" and "on s2 only" tie nothing else.
  for (const w of folded.match(/(?<![\p{L}\p{N}])\p{L}+(?![\p{L}\p{N}])/gu) ?? []) {
    if (w.length < 2) continue;
    if (w.length >= 4 ? STOPWORDS.has(w) || CALENDAR.test(w) : SHORT_NOTHING.has(w) || SHORT_COMMON.has(w) || TIE_SHORT_SKIPPED.has(w)) continue;
    out.add(w.length >= 4 ? w.slice(0, 4) : w);
  }
  return out;
}
/** Words of a relative change that say the move, not the thing moved ("push it half an hour later", "yarım saat ileri at"). */
const MOVE_WORDS = /^(?:push|move|make|pull|brin|shif|bump|slid|dela|post|take|late|earl|soon|long|shor|more|extr|fewe|less|back|forw|ahea|half|hour|minu|days|week|nigh|doub|trip|halv|quad|redu|rais|incr|lowe|orde|need|tell|come|then|thou|iler|geri|erke|sonr|once|erte|kayd|otel|yari|saat|daki|haft|gece|kati|indi|dusu|azal|arti|yuks|tane|daha|ekle|gond|yoll|sipa|cut|add|ask|al|at|et|ver|koy|yap|cek|uc)$/u;

/** A value as a relative change's referent compares it: a date by its day ("10th", "10.9"), a time as written, else its digits. */
function referentKey(kind: ValueKind, value: string): string {
  if (kind === 'date') return /^\d{1,2}/u.exec(value)?.[0] ?? value;
  if (kind === 'time' || kind === 'timerange') return value;
  return digits(value);
}

/**
 * What a relative change points at when it does not say it (issue 14): the values of the kind it moves that the
 * assistant's turn it answers names ("Sourdough bake at 05:00 on Saturday." → "push it half an hour later"), or,
 * when it says "it", "that", "bunu" or "… da/too" and the turn before names no such value, the words of the sentence
 * before it in its own turn ("the reagent spend looks low for the new assay. double it"). The turn before is read only
 * when the change names nothing of its own beside the move that the turn before does not name too ("add two more to
 * the wedding" names the wedding, not the dinner for 18 the turn before confirmed). Undefined when neither says anything;
 * `bare` says the change names nothing beside the move and its pronoun.
 */
function referentOf(s: Statement, f: Features, moves: (kind: ValueKind) => boolean): { values?: Set<string>; words: Set<string>; bare: boolean } | undefined {
  const pronoun = STANDS_FOR.test(f.folded);
  const own = [...namingWords(f.folded.replace(new RegExp(STANDS_FOR.source, 'gu'), ' '))].filter((w) => !MOVE_WORDS.test(w));
  const proposal = s.answers === undefined ? undefined : foldCase(s.answers);
  // What it names beside the move, the turn before names too ("Zeytin 13:00'de. Zeytin kalsın mı?" → "zeytin kalsın ama
  // yarım saat ileri at"): the turn before is about that thing.
  if (proposal !== undefined && (own.length === 0 || own.every((w) => namingWords(proposal).has(w)))) {
    const offered = new Set<string>();
    for (const [kind, set] of values(proposal)) if (moves(kind)) for (const v of set) offered.add(`${kind}=${referentKey(kind, v)}`);
    if (offered.size > 0) return { values: offered, words: new Set(), bare: own.length === 0 };
  }
  if (!pronoun && !ALONG.test(f.folded)) return undefined;
  const context = foldCase(s.context);
  const at = context.indexOf(f.folded);
  if (at <= 0) return undefined;
  // The sentence before it, and what its own sentence says before it ("zeytin kalsın ama yarım saat ileri at").
  const before = context.slice(0, at).replace(/[.!?\n\s]+$/u, '').split(/[.!?\n]/u).pop()!;
  const words = new Set([...namingWords(before)].filter((w) => !MOVE_WORDS.test(w)));
  return words.size === 0 ? undefined : { words, bare: own.length === 0 };
}

/** An earlier statement says one of the values a referent names, of a kind the change moves. */
function heldValue(fe: Features, offered: Set<string>, moves: (kind: ValueKind) => boolean): boolean {
  return [...fe.values].some(([kind, set]) => moves(kind) && [...set].some((v) => offered.has(`${kind}=${referentKey(kind, v)}`)));
}

/** An earlier statement names a thing the sentence before the change names. */
function heldWords(folded: string, words: Set<string>): boolean {
  return [...namingWords(folded)].some((w) => words.has(w));
}

/** `findSupersessions`, by the index in `later` of the statement that supersedes each one. */
export function findSupersessors(earlier: readonly Statement[], later: readonly Statement[], reader = statementReader()): (number | undefined)[] {
  const featuresOf = (s: Statement): Features => reader.read(s);
  const late = later.map((s, k) => ({ s, f: featuresOf(s), k }));
  const early = earlier.map((s) => ({ s, f: featuresOf(s) }));
  /**
   * Nothing kept between the two turns (within a dozen) says a value of a kind the later statement says: the later
   * one can only be about this one. A bare number is any value's, so it does not count as said between. Asked only
   * when a correction names nothing of its own: most pairs never need it.
   */
  const nearestTo = (e: Statement, s: Statement, f: Features): boolean => {
    if (s.turn - e.turn > NEAREST_TURNS) return false;
    const kinds = [...f.values.keys()].filter((k) => k !== 'number');
    return !early.some(({ s: b, f: fb }) => b.turn > e.turn && b.turn < s.turn && b.text !== e.text && kinds.some((k) => fb.values.has(k)));
  };
  const found = earlier.map((e): number | undefined => {
    const fe = featuresOf(e);
    for (const { s, f, k } of late) {
      if (s.turn > e.turn && s.text !== e.text && (s.approved === true ? (s.approvedIn === undefined || s.approvedIn > e.turn) && callSupersedes(fe, f, s.turn - e.turn) : supersedes(fe, f, e, s, () => nearestTo(e, s, f)))) return k;
    }
    return undefined;
  });
  // A relative change ("push the flight a day later", "iki kişi daha geliyor") names no value to compare: it
  // revises the one earlier statement with a value of the kind it moves — the one sharing most words with it,
  // else the latest of the last few turns.
  for (const { s, f, k } of late) {
    if (f.relative === undefined || s.approved === true || allPast(f)) continue;
    const moves = RELATIVE_KINDS[f.relative];
    // The one that names what it moves ("push the bathroom a week later" → "the bathroom starts 26 Jan", not the
    // kitchen said since), the latest of those sharing most words; else the latest of the last few turns ("start it
    // on the 3rd" → "actually push it a day later"); nothing in common and far back is not what "a day later" is about.
    let best = -1;
    let bestScore = -1;
    let referent = referentOf(s, f, moves);
    const held = (fe: Features): boolean => referent !== undefined && (referent.values !== undefined ? heldValue(fe, referent.values, moves) : heldWords(fe.folded, referent.words));
    // The turn before or the sentence before names what it moves, and no earlier statement says it ("Müdür bey yarın
    // 09:00'da gelecek." → "onu bir saat ileri al", "the logo looks tiny. double it"): a change that names nothing else
    // moves that, no rule; one that names a thing of its own ("kuduza 10 daha ekle" after the price of the vaccine was
    // confirmed) is read by its own words, as before.
    if (referent !== undefined && !earlier.some((e) => e.turn < s.turn && e.text !== s.text && held(featuresOf(e)))) {
      if (referent.bare) continue;
      referent = undefined;
    }
    earlier.forEach((e, j) => {
      if (e.turn >= s.turn || e.text === s.text) return;
      const fe = featuresOf(e);
      const tied = referent !== undefined && held(fe);
      if (referent !== undefined && !tied) return;
      // A count or a factor of a thing the sentence before names moves its number, whatever its unit ("the LR feels high
      // for bf16. halve it" → "lr 3e-4").
      if (![...fe.values.keys()].some((kind) => moves(kind) || (tied && kind === 'number' && (f.relative === 'factor' || f.relative === 'count')))) return;
      const near = s.turn - e.turn <= 8 || tied;
      const words = shared(fe.stems, f.stems).length;
      // "the painter comes the day after" moves nothing of "the installer comes on 12 June".
      // Unless its turn ties them: "fuarı bir gün kaydırdılar. stant kurulumunu da bir gün ileri al" moves the fair's date.
      if (!tied && namedApart(fe, f) && sharedParameters(fe.qualified, f.qualified).length === 0) return;
      if (anchors(fe, f)) return;
      if (!near && words === 0) return;
      // A count raised names what it counts: "500 more flyers" is about flyers, not the latest number said; it goes to the
      // count of that thing ("kuduza 10 daha" → "30 kuduz", not "kuduz aşısı 650 TL"; "afişe" names "20 afiş").
      const counted = f.relative === 'count' && [...fe.values.keys()].some((k) => k.startsWith('count:') && [...f.stems].some((w) => w.startsWith(k.slice(6))));
      if (f.relative === 'count' && words === 0 && !counted && !tied) return;
      // A share by a percent scales the thing it names ("we can allow 15 percent more skaters" → "limit public skating to
      // 120 people"), never the latest count said of another ("cut the detergent by 25 %" after "run the machines 12
      // hours a day"): a word of four letters that names a thing, in both. So does a factor that names a thing of its
      // own ("cut the night tour by 5%" scales no "laser show runs 12 minutes"); "double it" names none.
      if ((f.relative === 'scaled' || f.relative === 'factor') && !tied) {
        const own = [...namingWords(f.folded)].filter((w) => !MOVE_WORDS.test(w));
        if ((f.relative === 'scaled' || own.length > 0) && !own.some((w) => namingWords(fe.folded).has(w))) return;
      }
      const score = (tied ? 2_000_000_000 : 0) + (counted ? 1_000_000_000 : 0) + (words > 0 ? 1_000_000 * words + e.turn : e.turn);
      if (score > bestScore || (score === bestScore && e.turn >= earlier[best]!.turn)) {
        best = j;
        bestScore = score;
      }
    });
    if (best >= 0 && (found[best] === undefined || later[found[best]!]!.turn > s.turn)) found[best] = k;
  }
  for (const { s, k } of late) {
    const j = s.approved === true ? -1 : pointedAt(earlier, s, (i) => (found[i] === undefined ? undefined : later[found[i]!]), (st) => featuresOf(st).values);
    if (j >= 0 && (found[j] === undefined || later[found[j]!]!.turn > s.turn)) found[j] = k;
  }
  for (const { s, f, k } of late) {
    const j = s.approved === true ? -1 : wordCorrected(earlier, s, f, featuresOf);
    if (j >= 0 && (found[j] === undefined || later[found[j]!]!.turn > s.turn)) found[j] = k;
  }
  return found;
}

/**
 * A word put right by another, with no number (issue 14): "karta değil IBAN'a yapıcaz", "çim değil sentetik sahada
 * oynayalım", "glossy not matte", "south pier, not north". Folded; the word it says is not the value, the words said
 * where the form puts the new value, and the words said before it; a sentence that asks ("çim değil mi?") says none.
 */
const TR_NOT_WORD = /(?<![\p{L}\p{N}])(\p{L}{3,})(?:'\p{L}+)?\s+degil(?![\p{L}])(?!\s+m[iu](?![\p{L}]))/u;
/** "glossy not matte", "south pier, not north": the value before "not", not a verb negated ("should not", "is not"). */
const EN_NOT_WORD = /(?<![\p{L}])(?<!(?:do|does|did|is|are|was|were|should|must|can|will|would|could|have|has|had|be|if|or|and|but|why|'s|'re)\s+)(?<!(?:do|does|did|is|are|was|were|should|must|can|will|would|could|have|has|had|be|if|or|and|but|why|'s|'re)\s*,\s*)not\s+(?:the\s+)?(\p{L}{3,})(?=\s*(?:[,.;!]|$))/u;
/** "not the blue, the green": the value after the word it corrects. */
const EN_NOT_FIRST = /^\s*not\s+(?:the\s+)?(\p{L}{3,})\s*,\s*/u;
/** Words that say nothing of the thing beside a corrected word: fillers, and Turkish verbs by their endings (jussive, future, "let's"). */
const CORRECTION_FILLER = /^(?:the|a|an|is|be|it|its|make|use|go|with|then|instead|please|pls|lets|let's|let|do|we|our|actually|rather|one|ones|that|this|o|zaman|olsun|kalsin|yok|hayir|tamam|aslinda|bence|artik|lutfen|yerine|da|de|ile)$|(?:[ae]l[iu]m|s[iu]n|s[iu]nl[ae]r|c[ae]z|c[ae]g[iu]z|[ae]c[ae]k|m[ae]l[iu]|iyor\p{L}*|uyor\p{L}*)$/u;

function correctedWord(folded: string): { not: string; value: string[]; rest: string[] } | undefined {
  // The sentence of the form, up to its end: "karta degil IBAN'a yapicaz o zaman", "south pier, not north".
  for (const sentence of folded.split(/(?<=[.!?\n])/u)) {
    if (sentence.includes('?')) continue;
    const tr = TR_NOT_WORD.exec(sentence);
    const first = tr === null ? EN_NOT_FIRST.exec(sentence) : null;
    const en = tr === null && first === null ? EN_NOT_WORD.exec(sentence) : null;
    const m = tr ?? first ?? en;
    if (m === null) continue;
    // The words said with it, before the form and after it: "X değil Y" and "not X, Y" say the value after it, in its
    // clause; "Y not X" before it, in its sentence ("south pier, not north").
    const words = (text: string): string[] => (text.match(/(?<![\p{L}\p{N}])\p{L}[\p{L}']*/gu) ?? []).map((w) => w.replace(/'.*$/u, '')).filter((w) => w.length >= 3 && !CORRECTION_FILLER.test(w));
    const before = sentence.slice(0, m.index);
    return en !== null
      ? { not: m[1]!, value: words(before.split(/;/u).pop()!), rest: [] }
      : { not: m[1]!, value: words(sentence.slice(m.index + m[0].length).split(/[,;]/u)[0]!), rest: words(before.split(/[,;]/u).pop()!) };
  }
  return undefined;
}

/** The first four letters of a word, or the word when it is shorter ("çim"). */
const head4 = (w: string): string => w.slice(0, 4);

/**
 * The latest earlier statement that says the word a correction says is not the value ("iade de havale yerine karta
 * yapılsın" → "karta değil IBAN'a yapıcaz o zaman"): the correction says one new word, the value, and nothing else of
 * its own — "the poster is glossy not matte" says two ("poster", "glossy"): it is about another thing; "kasadaki sorun
 * havale değil, internet bağlantısı" says what a problem is. A prohibition is not a value ("no fish" → "fish not meat").
 * The index in `earlier`, or -1.
 */
function wordCorrected(earlier: readonly Statement[], s: Statement, f: Features, featuresOf: (st: Statement) => Features): number {
  if (!/degil|not/u.test(f.folded)) return -1;
  const corrected = correctedWord(f.folded);
  if (corrected === undefined) return -1;
  let best = -1;
  earlier.forEach((e, j) => {
    if (e.turn >= s.turn || e.text === s.text) return;
    const fe = featuresOf(e);
    if (fe.negated) return;
    const said = wordPrefixes(fe.folded);
    if (!said.has(head4(corrected.not))) return;
    // The new value where the form puts it, and no other word of its own: "sorun havale değil" says what a problem is.
    const fresh = [...corrected.rest, ...corrected.value].filter((w) => !said.has(head4(w)));
    if (fresh.length !== 1 || !corrected.value.includes(fresh[0]!)) return;
    if (best < 0 || e.turn >= earlier[best]!.turn) best = j;
  });
  return best;
}

/** A word, not a piece of a code: "ANNE25" and "SEG-2291" name a code, not a mother or a segment. */
const PLAIN_WORD = /(?<![\p{L}\p{N}])\p{L}[\p{L}']*(?![\p{L}\p{N}]|-\p{N})/gu;

/** The first four letters of each plain word `keep` takes, its suffix after an apostrophe off: "kapı", "kapıdan" and "kapıya" are one word. */
function prefixesOf(text: string, keep: (word: string) => boolean): Set<string> {
  return new Set((foldCase(text).match(PLAIN_WORD) ?? []).map((w) => w.replace(/'.*$/u, '')).filter(keep).map((w) => w.slice(0, 4)));
}

/** The first four letters of each word of three letters or more. */
function wordPrefixes(text: string): Set<string> {
  return prefixesOf(text, (w) => w.length >= 3);
}

/** Words that tie nothing: `STOPWORDS` but for the days, the parts of the day and the weeks, which a swap or a move names. */
const TIE_SKIPPED = new Set([...STOPWORDS].filter((w) => !/^(?:gece|sabah|aksam|night|morning|evening|afternoon|today|tonight|tomorrow|yarin|bugun|hafta|week)$/u.test(w)));
/** Words of three letters that name nothing ("its", "got"), beside `SHORT_COMMON`, and the words that point ("other"). */
const TIE_SHORT_SKIPPED = new Set(['its', 'his', 'who', 'how', 'why', 'yes', 'off', 'out', 'new', 'old', 'got', 'see', 'say', 'did', 'has', 'had', 'may', 'per', 'via', 'pls', 'nah', 'one', 'other', 'another', 'obur', 'oteki', 'diger']);
/**
 * The words that tie a change to a statement, by their first four letters, weekdays and months included, and the
 * words of three letters that name a thing ("van", "MOT", "oda").
 */
function tieWords(text: string): Set<string> {
  return prefixesOf(text, (w) => !TIE_SKIPPED.has(w) && !TIE_SHORT_SKIPPED.has(w) && (w.length >= 4 || (w.length === 3 && !SHORT_COMMON.has(w))));
}

/** How far back, in turns, a change taken back with no word of its own ("ilk söylediğim gibi kalsın") looks for the change. */
const TAKEN_BACK_TURNS = 4;

/**
 * A change that points at its new value (`pointedChange`: "the other van", "second one pls", "swap those two", "pier
 * 4 after all") names no value to compare: it changes the latest statement of the last dozen turns that a word of its
 * turn, or of the options it answers, names ("…, white one's got a flat" → "the flowers go out in the white van";
 * "Rockbag is £4.20 a block, Friction Labs £3.80" → "order the chalk from Rockbag only"; a word glued to a number,
 * "ANNE25", is a code and ties nothing) — unless it says something none of those statements said ("the other van takes the chairs", "diğer havuzda yetişkin grubu olsun"): then it is a thing of
 * its own beside them. A change taken back ("never mind, kitchen it is", "nah back gate after all") changes the latest
 * statement about the thing it names, the change it takes back, not the first value it names again; with no word of
 * its own ("ilk söylediğim gibi kalsın") the change of the last few turns; `replacedBy` says which statement replaced
 * one of `earlier`, if any, and `valuesOf` the values a statement says. The index in `earlier` of the statement it
 * changes, or -1.
 */
function pointedAt(earlier: readonly Statement[], s: Statement, replacedBy: (j: number) => Statement | undefined, valuesOf: (st: Statement) => Map<ValueKind, Set<string>>): number {
  const pointed = pointedChange(s.text);
  if (pointed === undefined) return -1;
  const before = earlier.map((e, j) => ({ e, j, words: tieWords(e.text) })).filter(({ e }) => e.turn < s.turn && e.text !== s.text);
  const near = before.filter(({ e }) => s.turn - e.turn <= NEAREST_TURNS);
  // A value taken back was said any time before; anything else it says must have been said near it, by the user: "ikincisi
  // güzel" takes "güzel" from the options offered, and judges one of them rather than changing a rule.
  const known = new Set<string>();
  for (const { e } of pointed.kind === 'back' ? before : near) for (const w of wordPrefixes(`${e.text} ${e.context}`)) known.add(w);
  if (pointed.ownWords.some((w) => !known.has(w.slice(0, 4)))) return -1;
  const about = tieWords(`${s.context} ${s.answers ?? ''}`);
  const named = near.filter(({ words }) => [...words].some((w) => about.has(w)));
  // Taken back: the statements about what it names, and the later ones that share a word with them (the change).
  let chain = pointed.kind !== 'back' ? named : near.filter(({ e, words }) => named.some((n) => n.e.turn <= e.turn && [...words].some((w) => n.words.has(w))));
  if (pointed.kind === 'back') {
    // And the statement that replaced one it names, whatever its words ("çimleri perşembe biçsin" → "cumaya alalım" →
    // "yok yok eskisi gibi perşembe kalsın"): that is the change taken back.
    for (const n of named) {
      const r = replacedBy(n.j);
      const at = r === undefined || r.turn >= s.turn ? undefined : near.find(({ e }) => e.turn === r.turn && e.text === r.text);
      if (at !== undefined) chain.push(at);
    }
  }
  const own = pointed.kind === 'back' ? valuesOf(s) : new Map<ValueKind, Set<string>>();
  if (own.size > 0) {
    // A statement that said the value it says again is the value returned to, not the change: the change is another
    // statement of the chain, else one with a value of that kind said since ("perşembe biçsin" → "cumaya alalım" →
    // "eskisi gibi perşembe kalsın").
    const says = (e: Statement): boolean => [...own].every(([kind, set]) => [...set].every((v) => valuesOf(e).get(kind)?.has(v) === true));
    const returnedTo = chain.filter(({ e }) => says(e));
    if (returnedTo.length > 0) {
      const from = Math.min(...returnedTo.map(({ e }) => e.turn));
      const rest = chain.filter(({ e }) => !says(e));
      const since = near.filter(({ e }) => e.turn > from && s.turn - e.turn <= TAKEN_BACK_TURNS && !says(e) && [...own.keys()].some((kind) => valuesOf(e).has(kind)));
      if (rest.length > 0 || since.length > 0) chain = rest.length > 0 ? rest : since;
    }
  }
  if (chain.length === 0 && pointed.kind === 'back' && pointed.ownWords.length === 0 && !/^never ?mind$/u.test(pointed.form)) {
    const changes = near.filter(({ e, words }) => s.turn - e.turn <= TAKEN_BACK_TURNS && before.some((b) => b.e.turn < e.turn && [...words].some((w) => b.words.has(w))));
    chain.push(...changes);
  }
  // A comparison picks among things of one kind ("the bigger stage", "büyük salona"): it changes a rule that names that
  // kind, not one its turn shares another word with ("the fun run has to be the same day as the street fair" is no
  // rule of a stage).
  if (pointed.thing !== undefined) {
    const thing = pointed.thing.slice(0, 4);
    chain = chain.filter(({ e }) => wordPrefixes(e.text).has(thing));
  }
  let best = -1;
  let bestTurn = -1;
  for (const { e, j } of chain) {
    if (e.turn >= bestTurn) {
      best = j;
      bestTurn = e.turn;
    }
  }
  return best;
}

/** The options an assistant turn names: its capitalised words, folded, their Turkish case ending off. */
export interface Offer {
  turn: number;
  names: Set<string>;
}

const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}(?=\p{L}*\p{Ll})\p{L}{3,}(?:['’]\p{Ll}+)?/gu;

/**
 * The options each assistant turn names. A capital that opens a line or a
 * sentence ("Otel: …", "- Uçuş …") is grammar, not a name — unless the same
 * word is capitalised inside a sentence somewhere in these turns ("Pegasus
 * bagajsız" after "Seçenekler: Pegasus 08:10").
 */
export function offersOf(turns: readonly { n: number; text: string }[]): Offer[] {
  const found = turns.map((t) =>
    [...matchesOf(CAPITALISED, t.text)].map((m) => ({
      name: foldCase(m[0]).replace(/'.*$/u, ''),
      opens: /(?:^|[\n.!?]\s*|^\s*[-*•|]\s*|\n\s*[-*•|]\s*)$/u.test(t.text.slice(Math.max(0, m.index - 4), m.index)),
    })),
  );
  const inside = new Set(found.flat().filter((f) => !f.opens).map((f) => f.name));
  return turns.map((t, i) => ({ turn: t.n, names: new Set(found[i]!.filter((f) => !f.opens || inside.has(f.name)).map((f) => f.name)) }));
}

/** A choice made: "go with X", "X it is", "book X", "X looks good", "X'e bakalım", "tamam X", "X olsun". */
const CHOICE = /(?<![\p{L}])(?:it is|go with|going with|let'?s do|lets do|let'?s go|pick|picked|book|take|choose|chose|settle on|settled on|prefer|looks good|looks great|sounds good|works for me|then|bakalim|olsun|iyi gorunuyor|sectik|secelim|ile devam|ile gidelim|alalim|tutalim|tut|tamam)(?![\p{L}])/u;

function words(folded: string): Set<string> {
  return new Set((folded.match(/\p{L}[\p{L}']*/gu) ?? []).map((w) => w.replace(/'.*$/u, '')).filter((w) => w.length >= 4));
}

/**
 * A change of mind between options the assistant offered together: an
 * earlier choice ("tamam monti iyi görünüyor") and a later one ("celio'ya
 * bakalım") that each name a different option of one assistant turn
 * ("… Residenza Monti Suites … Hotel Celio Family …") between the two.
 * Without a value to compare, the options weighed again after the first
 * choice are what make them the same thing (one list of owners before two
 * assignments, "Marta for gateway", "Kenji for worker", is not). Only decisions are choices (pass a statement with empty text to
 * leave it out). For each earlier statement, the turn of the first later
 * one that changes the choice, or undefined.
 */
export function findChoiceChanges(earlier: readonly Statement[], later: readonly Statement[], offers: readonly Offer[]): (number | undefined)[] {
  const lists = offers.filter((o) => o.names.size >= 2);
  const read = (s: Statement): { choice: boolean; words: Set<string> } => {
    const folded = foldCase(s.text);
    return { choice: folded !== '' && CHOICE.test(folded), words: words(folded) };
  };
  const late = later.map((s) => ({ s, r: read(s) })).filter(({ r }) => r.choice);
  return earlier.map((e) => {
    const re = read(e);
    if (!re.choice) return undefined;
    for (const { s, r } of late) {
      if (s.turn <= e.turn) continue;
      const changed = lists.some(
        (o) => o.turn > e.turn && o.turn < s.turn && [...re.words].some((w) => o.names.has(w) && !r.words.has(w)) && [...r.words].some((w) => o.names.has(w) && !re.words.has(w)),
      );
      if (changed) return s.turn;
    }
    return undefined;
  });
}
