import { describe, it } from 'vitest';
import { eachCase, eachLookAlike, expectResolved, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A new value of the same kind as the old one, said in a form the change
 * readers do not read (issue 14), a nineteenth list, written before any
 * change for it and in domains the spoken test conversations and the earlier
 * lists do not use (a bakery, a ferry line, a school canteen, a printing
 * shop, a football club, a lab; fırın, feribot, okul kantini, matbaa, futbol
 * kulübü, laboratuvar), typed the way people type:
 *
 * - the new value without its unit or currency: a bare number answering
 *   "how many", "go with 2,640 for the benches then", "just do 2 then",
 *   "laktozsuz da 6 olsun", "95'e çektik";
 * - a verb not read as a change: "prim %10 oluyor", "ücretini 1.350 TL'ye
 *   güncelledik dün", "back to 60 kits";
 * - a priority or a severity code: "P3" → "bump it to P1", "sev3" → "sev2";
 * - two limits worded differently: "shouldn't cost more than £600" → "we
 *   can go up to £750 now", "toplam 8 bini geçmesin" → "limiti 10 bine
 *   çek", "en fazla 3 bin TL" → "üst sınırı 4 bine çıkaralım";
 *
 * and beside them look-alikes that must stay live: a second, different
 * quantity in the same form, a number about something else, a question,
 * someone else's figure not adopted, a sum, a count of days, another
 * ticket's priority.
 *
 * Resolved: the latest value is in a live constraint or decision, no stale
 * value is in a live line, and neither is filed as a rejected option
 * (`expectResolved`).
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Sure.' : 'Olur.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);
}

/** Ordinary turns with values of their own between a value and its change. */
const GAP: Record<Language, Step[]> = {
  en: [
    'the flour delivery was £96 on tuesday, pay it',
    ['assistant', 'Paid. The oven service is booked for 3 June.'],
    'we sold 212 loaves last week',
    'ok',
  ],
  tr: [
    'geçen hafta 212 ekmek sattık',
    ['assistant', "Not aldım. Un faturası 960 TL, 3 Haziran'da ödenecek."],
    'tamam öde',
    'ok',
  ],
};

/** The new value without its unit or its currency. */
const BARE: Case[] = [
  ['a bare number answering how many', 'en', ['bake 120 croissants for the saturday market', ['assistant', 'The stall is smaller indoors. How many croissants should I plan for saturday?'], '90'], '90', ['120 croissants']],
  ['N then, after a minimum', 'en', ['print 500 flyers for the open day', ['assistant', 'The print shop has a minimum of 750 flyers at that price.'], '750 then'], '750 then', ['500 flyers']],
  ['go with N, a thousands separator', 'en', ['the budget for the lab benches is £2,300', ...GAP.en, ['assistant', 'The steel benches come to £2,640 with fitting. I would set the bench budget at £2,640.'], 'fine, go with 2,640 for the benches then'], 'go with 2,640', ['£2,300']],
  ['just do N then', 'en', ['book 3 minibuses for the away game', ...GAP.en, ['assistant', 'Only 2 minibuses are free that saturday; a third would be a coach at twice the price.'], 'just do 2 then'], 'just do 2', ['3 minibuses']],
  ['yes N then', 'en', ['the canteen orders 80 lunches on fridays', ['assistant', 'Attendance on fridays has dropped to about 65. Should I lower the order?'], 'yes 65 then'], '65 then', ['80 lunches']],
  ['make it N', 'en', ['order 40 kits for the under-12s', 'make it 45, two new signings'], 'make it 45', ['40 kits']],
  ['de N olsun', 'tr', ['okul kantininde vejetaryen menü 12 porsiyon olsun', ...GAP.tr, 'kayıtlar kapandı, vejetaryen de 15 olsun'], 'vejetaryen de 15', ['12 porsiyon']],
  ['da N olsun, another diet', 'tr', ['laktozsuz 4 porsiyon ayrı paketlensin', ...GAP.tr, 'laktozsuz da 6 olsun, iki veli daha yazdı'], 'laktozsuz da 6', ['laktozsuz 4 porsiyon']],
  ["N'e çektik", 'tr', ['feribot bileti 85 TL', ...GAP.tr, "bilet fiyatını 95'e çektik"], "95'e çektik", ['85 TL']],
  ['N olsun o zaman, a bare answer', 'tr', ['pazar maçı için 2 otobüs kiralayalım', ['assistant', 'Pazar günü sadece 1 otobüs boş, ikincisi için minibüs bakabilirim. Kaç otobüs olsun?'], '1 olsun o zaman'], '1 olsun', ['2 otobüs']],
  ['%N olsun', 'tr', ['kulüp üyelerine indirim %10', ...GAP.tr, 'indirim %15 olsun'], 'indirim %15', ['indirim %10']],
];

/** A verb of change the readers do not read as one. */
const VERBS: Case[] = [
  ['%N oluyor', 'tr', ['fırın çalışanlarına prim oranı %8', ...GAP.tr, 'prim değişti bu arada, prim %10 oluyor'], 'prim %10 oluyor', ['prim oranı %8']],
  ['N oluyor, no currency', 'tr', ['kulüp aidatı aylık 600 TL', ...GAP.tr, 'aidat 750 oluyor ocaktan itibaren'], 'aidat 750', ['600 TL']],
  ["N TL'ye güncelledik dün", 'tr', ['kartvizit baskı ücreti 1.200 TL', ...GAP.tr, "kartvizit ücretini 1.350 TL'ye güncelledik dün, kağıt zamlandı"], "1.350 TL'ye güncelledik", ['1.200 TL']],
  ["N'ye güncelledik geçen ay", 'tr', ['laboratuvarda numune başı analiz ücreti 450 TL', ...GAP.tr, "analiz ücretini 520 TL'ye güncelledik geçen ay"], "520 TL'ye güncelledik", ['450 TL']],
  ['back to N', 'en', ['order 60 training bibs', 'cut the bibs to 40', ...GAP.en, 'back to 60 bibs, the juniors need them too'], 'back to 60 bibs', ['bibs to 40']],
  ['N now, said of the thing', 'en', ['the ferry to the island is 14 euros return', ...GAP.en, 'return tickets are 16 now'], '16 now', ['14 euros']],
];

/** A priority or a severity code. */
const CODES: Case[] = [
  ['P3 to P1', 'en', ['log the boiler fault as P3', ...GAP.en, 'bump the boiler fault to P1, the heating is off in the whole block'], 'to P1', ['as P3']],
  ['leave it at P3, then P2', 'en', ['leave the press jam ticket PR-311 at P3 for now', ...GAP.en, 'ok bump PR-311 to P2 now the wedding order is stuck'], 'PR-311 to P2', ['at P3']],
  ['sev3 to sev2', 'en', ['the freezer alarm in lab 4 has to stay sev3', ...GAP.en, 'make the freezer alarm sev2, samples are at risk'], 'sev2', ['sev3']],
  ["P3'ten P1'e", 'tr', ['bankamatik arızası P3 olarak açılsın', ...GAP.tr, "bankamatik arızasını P1'e çek, tüm fırın kartla satış yapamıyor"], "P1'e çek", ['P3 olarak']],
];

/** Two limits on one thing, worded differently. */
const LIMITS: Case[] = [
  ['cannot cost more than, then up to', 'en', ["the away trip shouldn't cost more than £600", ...GAP.en, 'we can go up to £750 for the trip now'], 'up to £750', ['£600']],
  ['under, then a cap', 'en', ['keep the ferry charter under €2,000', ...GAP.en, 'the charter cap is €2,400 now'], '€2,400', ['under €2,000']],
  ['geçmesin, then limiti çek', 'tr', ["matbaa siparişi toplam 8 bin'i geçmesin", ...GAP.tr, 'kartvizit de eklensin, limiti de 10 bine çek, müdür onayladı'], 'limiti de 10 bine', ["8 bin'i geçmesin"]],
  ['en fazla, then üst sınırı', 'tr', ['kırtasiye harcaması en fazla 3 bin TL olsun', ...GAP.tr, 'üst sınırı 4 bine çıkaralım'], 'üst sınırı 4 bine', ['en fazla 3 bin TL']],
  ['limitini düşürdük', 'tr', ['laboratuvar sarf malzemesi 50 bin TL’yi aşmasın', ...GAP.tr, 'sarf limitini 40 bine düşürdük'], 'limitini 40 bine', ['50 bin TL’yi aşmasın']],
];

/** The same forms that change nothing: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['another diet, de N olsun', 'tr', ['okul kantininde vejetaryen menü 12 porsiyon olsun', ...GAP.tr, 'vegan da 4 olsun'], 'vejetaryen menü 12 porsiyon'],
  ['a second quantity, another pastry', 'en', ['bake 120 croissants for the saturday market', 'and 40 pains au chocolat too'], '120 croissants'],
  ['a number about something else, then', 'en', ['print 500 flyers for the open day', 'the shop closes at 6 then, no rush'], '500 flyers'],
  ['a question with then', 'en', ['book 3 minibuses for the away game', 'should we do 2 then?'], '3 minibuses'],
  ["someone else's figure, not adopted", 'tr', ['kulüp aidatı aylık 600 TL', ...GAP.tr, 'başkan 750 olsun diyor ama bence erken'], 'aylık 600 TL'],
  ["someone else's figure, english", 'en', ['order 40 kits for the under-12s', 'the coach wants 45, not happening'], '40 kits'],
  ['a sum said later', 'en', ['the car park needs 40 stewards', 'make the car park 20 then. the gate stays 25', ['assistant', 'That is 45 stewards in all.'], 'ok so 45 in total'], 'car park 20'],
  ['a sum, turkish', 'tr', ['12 vejetaryen porsiyon olsun', 'glutensiz 4 porsiyon ayrı gelsin', 'toplam 16 özel menü oluyor'], '12 vejetaryen'],
  ['a count of days', 'tr', ['fırın çalışanlarına prim oranı %8', 'prim 3 gün içinde yatsın'], 'prim oranı %8'],
  ['another ticket, another priority', 'en', ['leave the press jam ticket PR-311 at P3 for now', 'open PR-312 for the guillotine as P2'], 'PR-311 at P3'],
  ['oluyor of another count', 'tr', ['kulüp aidatı aylık 600 TL', 'üye sayısı 140 oluyor'], 'aylık 600 TL'],
  ['güncelledik of another price', 'tr', ['kartvizit baskı ücreti 1.200 TL', "broşür fiyatını 900 TL'ye güncelledik"], 'kartvizit baskı ücreti 1.200 TL'],
  ['a cap of a part', 'en', ['keep the ferry charter under €2,000', 'the fuel surcharge is capped at €150 now'], 'under €2,000'],
  ['a per-head limit beside a total', 'tr', ["matbaa siparişi toplam 8 bin'i geçmesin", "kişi başı limiti 500'e çek"], "8 bin'i geçmesin"],
  ['a temperature, not the priority', 'en', ['the freezer alarm in lab 4 has to stay sev3', 'set the freezer to minus 80'], 'sev3'],
];

/**
 * Look-alikes written after the change, at the edges of what it reads: a count asked of another thing, a number
 * answering "which", another record moved to another level, the copula of another rate, a value taken from a proposal
 * about another thing. Each stays live.
 */
const STAYS_AFTER: [string, Language, Step[], string][] = [
  ['how many of another thing', 'en', ['bake 120 croissants for the saturday market', ['assistant', 'How many tables do you need at the stall?'], '3'], '120 croissants'],
  ['a bare number answering which', 'en', ['bake 120 croissants for the saturday market', ['assistant', 'Which oven should I use, 1 or 2?'], '2'], '120 croissants'],
  ['another record told at another level', 'en', ['leave the press jam ticket PR-311 at P3 for now', 'PR-312 got bumped to P2 by the night shift'], 'PR-311 at P3'],
  ['oluyor of another rate', 'tr', ['fırın çalışanlarına prim oranı %8', 'vergi %20 oluyor'], 'prim oranı %8'],
  ['then, a value of another proposal', 'en', ['the budget for the lab benches is £2,300', ['assistant', 'The fume hood service is £640. Should I book it?'], 'ok 640 then'], '£2,300'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured when written, before any change for this list: 10 of 26 resolved, 14 of 15 look-alikes left live. The
 * passes are forms read before ("make it 45", "back to 60 bibs", "16 now", "750 then" and "go with 2,640" answering a
 * proposal that names the value, "%15 olsun", "1 olsun o zaman", three limits one of whose words is a limit word). The
 * misses: the new value not kept at all, as no change is read in its form ("just do 2", "yes 65 then", "vejetaryen de
 * 15 olsun", "95'e çektik", "prim %10 oluyor", "1.350 TL'ye güncelledik dün"), a priority or severity code read as no
 * value ("P1", "sev2"), a limit word with a Turkish ending ("limiti", "üst sınırı") not read as a limit. The look-alike
 * marked: "set the freezer to minus 80" replaces "the freezer alarm in lab 4 has to stay sev3" by the bare numbers 4
 * and 80.
 *
 * After the change (a value set bare with "then", "olsun" or "oluyor" read as told, and a Turkish verb of change with
 * when said after it, "güncelledik dün"; an amount said back without its currency, a one-digit answer that is the value
 * alone, and a bare count answering "how many …?" taken from the proposal; a priority or severity code read as a value;
 * a bare number told after an amount, in its words, read as that amount; a limit word read with its Turkish endings; a
 * parameter no longer read inside an English agent noun, "freezer"): 25 of 26, 15 of 15. Still missed: "log the boiler fault as P3" is not
 * kept as a rule at all ("log" is read as no order), so the change has nothing to replace and is not kept either.
 */
const MISSED = new Set<string>(['P3 to P1']);
const STAYS_MISSED = new Set<string>([]);

describe('a new value of the same kind in a form not read, a nineteenth list', () => {
  for (const [title, cases] of [['without its unit', BARE], ['a verb of change not read', VERBS], ['a priority code', CODES], ['two limits worded differently', LIMITS]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
  it.each(STAYS_AFTER)('not, written after: %s', stays);
});

/**
 * A second batch, written after the change and before any change for it: a count said by another noun than the one
 * it was agreed under, the proposal it answered naming both ("The actigraphs (£38,500 for 60 units) … 40 units instead
 * of 60" → "40 units" → "back to 60 actigraphs"), in other domains (a bike shop, a theatre, a vineyard; bisiklet
 * dükkanı, bağ evi), and beside them look-alikes: the other noun's count said for another thing, or with no word of
 * change.
 */
const OTHER_NOUN: Case[] = [
  ['back to N of the thing the units were', 'en', [['assistant', 'The quote is £4,300, £300 over. The rental bikes (£1,800 for 12 units) are the easiest line: 10 units instead of 12 would fix it.'], '10 units', ...GAP.en, 'back to 12 bikes, the tour group confirmed'], 'back to 12 bikes', ['10 units']],
  ['back to N seats', 'en', [['assistant', 'The folding chairs (£640 for 80 pieces) are what I would cut: 60 pieces would do for the matinee.'], '60 pieces', ...GAP.en, 'go back to 80 chairs, the matinee sold out'], 'back to 80 chairs', ['60 pieces']],
  ['back to N barrels', 'en', [['assistant', 'Oak barrels (€9,000 for 20 units) are most of it. 15 units instead of 20 keeps you under.'], '15 units then', ...GAP.en, 'back to 20 barrels, the harvest is bigger'], 'back to 20 barrels', ['15 units']],
  ["N'e dönelim, another noun", 'tr', [['assistant', 'Kask kalemi (12.000 TL, 30 adet) en esnek olanı: 30 yerine 20 adet yeter.'], '20 adet olsun', ...GAP.tr, "kaskı 30'a çıkaralım, okul grubu geliyor"], "kaskı 30'a", ['20 adet olsun']],
];
const OTHER_NOUN_STAYS: [string, Language, Step[], string][] = [
  ['the other noun counted for another thing', 'en', [['assistant', 'The rental bikes (£1,800 for 12 units) are the easiest line: 10 units instead of 12 would fix it.'], '10 units', 'we sold 12 bikes last week, good month'], '10 units'],
  ['the other noun, no word of change', 'en', [['assistant', 'Oak barrels (€9,000 for 20 units) are most of it. 15 units instead of 20 keeps you under.'], '15 units then', 'the neighbour has 20 barrels in his cellar'], '15 units'],
  ['a duration after the count', 'en', [['assistant', 'The folding chairs (£640 for 80 pieces) are what I would cut: 60 pieces would do for the matinee.'], '60 pieces', 'back to 80 minutes for the interval rehearsal'], '60 pieces'],
];
/**
 * Measured when written, before any change for it: 0 of 4 resolved, 3 of 3 look-alikes live. Each new count is kept,
 * and the stale one stays live beside it: the two name the thing by different nouns and share no word. After a count
 * taken from a proposal is tied to the other value that proposal offered, said under another noun it named: 4 of 4,
 * 3 of 3.
 */
const OTHER_NOUN_MISSED = new Set<string>([]);
const OTHER_NOUN_STAYS_MISSED = new Set<string>([]);

describe('a count said by another noun, a second batch', () => {
  eachCase(OTHER_NOUN, OTHER_NOUN_MISSED, resolved);
  eachLookAlike(OTHER_NOUN_STAYS, OTHER_NOUN_STAYS_MISSED, stays);
});
