import { describe, it } from 'vitest';
import { eachCase, eachLookAlike, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions with no value of the same kind as the one they replace (issue
 * 14), a seventeenth list, written before any change for it and in domains
 * the spoken test conversations and the earlier lists do not use (a choir, a
 * furniture shop's depots, a dental lab, a garage, a sailing club, a
 * beekeeper, a podcast, a pottery kiln, a yoga studio, a museum; arıcılık,
 * tekstil atölyesi, apartman yönetimi, matbaa, tiyatro, dernek, oto servis):
 *
 * - a time moved to a part of the day, a place to "the other one", "the
 *   bigger room", "the second option", "the earlier slot", in both
 *   languages ("öğleden sonraya al", "öbür şubeden olsun", "ikinciye al");
 * - a date moved by an amount with no word of direction or no result ("bir
 *   gün ertele", "push the book sale a week", "haftaya kaydır");
 * - two values swapped ("swap them", "yerlerini değiştir");
 * - a value taken back ("not friday after all, thursday as planned");
 * - proposed by the assistant and confirmed in a word ("yes please",
 *   "evet lütfen", "do that");
 * - revised twice, and a value said again many turns later with no word of
 *   change;
 *
 * and beside them look-alikes that change nothing: the same words about
 * another thing, told, or asked.
 *
 * Resolved: the latest value is in a live constraint or decision, no stale
 * value is in a live line, and neither is filed as a rejected option.
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Right.' : 'Peki.']], ['assistant', language === 'en' ? 'Updated.' : 'Güncelledim.']);
}

/** Ordinary turns with values of every kind of their own: "far apart, values between". */
const GAP: Record<Language, Step[]> = {
  en: [
    'the rigging invoice of £380 is due on 2 April, pay it',
    ['assistant', 'Paid.'],
    'we had 23 volunteers last weekend',
    'the harbour office closes at 17:00 on sundays',
    ['assistant', 'Good to know. The fuel dock reopens on 9 April.'],
    'ok',
  ],
  tr: [
    'geçen ay 23 gönüllü geldi',
    ['assistant', "Not aldım. Elektrik faturası 640 TL, 2 Nisan'da ödenecek."],
    'tamam, öde',
    "kargo ofisi pazar 17:00'de kapanıyor",
    ['assistant', "Not aldım. Depo 9 Nisan'da açılıyor."],
    'tamam',
  ],
};

/** A time moved to a part of the day, a place or a thing to another one named without a value of its kind. */
const NO_VALUE: Case[] = [
  ['rehearsal to the afternoon', 'en', ['choir rehearsal is at 10:00 on saturday', 'move the rehearsal to the afternoon'], 'to the afternoon', ['10:00 on saturday']],
  ['the other depot', 'en', ['the sofas have to ship from the Leeds depot', 'make it the other depot, Leeds is flooded'], 'the other depot', ['Leeds depot']],
  ['the bigger room then', 'en', ['book meeting room 2 for the board review', ['assistant', 'Room 2 seats 8 and the board is 11 people. Room 5 seats 14.'], 'the bigger room then'], 'bigger room', ['room 2']],
  ['go with the second option', 'en', ['ship the lab crowns by DHL Express', ['assistant', 'Two options: DHL Express at £48, or UPS Saver at £31, a day slower.'], 'go with the second option'], 'second option', ['DHL Express']],
  ['the earlier slot', 'en', ['the MOT is booked for 14:30 on the 9th', ['assistant', 'The garage also has 09:00 and 11:00 that day.'], 'take the earlier slot'], 'earlier slot', ['14:30']],
  ['the van in the morning', 'en', ['pick up the rental van at 15:00', 'pick up the van first thing in the morning'], 'in the morning', ['15:00']],
  ['the smaller hall', 'en', ['the quiz night is in the main hall', "let's use the smaller hall for the quiz night"], 'smaller hall', ['main hall']],
  ['toplantı öğleden sonraya', 'tr', ["yönetim toplantısı cumartesi 10:00'da olsun", 'yönetim toplantısını öğleden sonraya al'], 'öğleden sonraya', ['10:00']],
  ['prova akşama', 'tr', ["tiyatro provası 14:00'te", 'provayı akşama alalım'], 'akşama', ['14:00']],
  ['öbür şubeden olsun', 'tr', ['kumaşlar Merter şubesinden gelsin', 'kumaşlar öbür şubeden olsun, Merter kapalı'], 'öbür şubeden', ['Merter şubesinden']],
  ['büyük salona al', 'tr', ['genel kurul küçük salonda yapılacak', 'genel kurulu büyük salona al'], 'büyük salona', ['küçük salonda']],
  ['ikinciye al', 'tr', ['prova ilk seansta yapılacak', 'provayı ikinciye al'], 'ikinciye', ['ilk seansta']],
  ['ikinci seçenekle gidelim', 'tr', ['kargoyu Yurtiçi ile gönderelim', ['assistant', 'İki seçenek var: Yurtiçi 180 TL, Aras 140 TL.'], 'ikinci seçenekle gidelim'], 'ikinci seçenek', ['Yurtiçi ile']],
  ['erken olanı al', 'tr', ["servis randevusu 15:30'da", ['assistant', 'Serviste 09:00 ve 11:00 da boş.'], 'erken olanı al'], 'erken olan', ['15:30']],
];

/** A date moved by an amount, with no word of direction or no result said. */
const MOVED_BARE: Case[] = [
  ['move it up a day', 'en', ['the boat survey is on 18 May', 'move the survey up a day'], 'up a day', ['18 May']],
  ['push it a week', 'en', ['the library book sale runs on 6 June', 'push the book sale a week'], 'a week', ['6 June']],
  ['bir gün ertele', 'tr', ["arı kovanı kontrolü 12 Mayıs'ta", 'kovan kontrolünü bir gün ertele'], 'bir gün ertele', ['12 Mayıs']],
  ['bir sonraki haftaya kaydır', 'tr', ["baskı provası 4 Nisan'da", 'baskı provasını bir sonraki haftaya kaydır'], 'sonraki haftaya', ['4 Nisan']],
  ['bir gün öne çek', 'tr', ["fuar standı kurulumu 7 Ekim'de", 'kurulumu bir gün öne çek'], 'bir gün öne', ['7 Ekim']],
  ['haftaya kaydır', 'tr', ['boya ustası çarşamba gelsin', 'ustayı haftaya kaydır'], 'haftaya kaydır', ['çarşamba gelsin']],
];

/** Two values swapped; a value taken back. */
const SWAPPED: Case[] = [
  ['swap them', 'en', ['the juniors sail on tuesday and the seniors on thursday', 'swap them, the seniors have a regatta on thursday'], 'swap them', ['juniors sail on tuesday']],
  ['yerlerini değiştir', 'tr', ['gençler salı, büyükler perşembe antrenman yapsın', 'ikisinin yerini değiştir'], 'yerini değiştir', ['gençler salı']],
  ['not friday after all', 'en', ['the hive inspection is on thursday', ...GAP.en, 'move the hive inspection to friday', ...GAP.en, 'not friday after all, thursday as planned'], 'thursday as planned', ['to friday']],
  ['cuma olmuyor', 'tr', ['malzeme teslimi perşembe', ...GAP.tr, 'teslimi cumaya al', ...GAP.tr, 'cuma olmuyor, teslim perşembe kalsın'], 'perşembe kalsın', ['cumaya']],
];

/** Proposed by the assistant, confirmed in a word. */
const CONFIRMED: Case[] = [
  ['workshop to tuesday, yes please', 'en', ['the yoga workshop is on monday', ['assistant', 'The studio is taken on Monday. Shall I move it to Tuesday?'], 'yes please'], 'Tuesday', ['on monday']],
  ['tyre change 09:30, do that', 'en', ['the tyre change is at 08:00', ['assistant', 'The fitter starts at 09:00. Should I book 09:30 instead?'], 'do that'], '09:30', ['08:00']],
  ['matbaa 21 Mayıs, evet lütfen', 'tr', ["matbaa teslimi 20 Mayıs'ta", ['assistant', "Matbaa 20 Mayıs'ta tatil. 21 Mayıs'a alayım mı?"], 'evet lütfen'], '21 Mayıs', ['teslimi 20 Mayıs']],
];

/** Revised twice; said again many turns later with no word of change. */
const LATER: Case[] = [
  ['kiln firing twice', 'en', ['the kiln firing is on the 12th', ...GAP.en, 'the kiln firing is on the 14th', ...GAP.en, 'the kiln firing is on the 15th'], 'on the 15th', ['on the 12th', 'on the 14th']],
  ['aidat iki kez', 'tr', ['aidat 750 TL', ...GAP.tr, 'aidat 800 TL', ...GAP.tr, 'aidat 820 TL'], '820 TL', ['750 TL', '800 TL']],
  ['exhibit opening far, no word of change', 'en', ['the exhibit opens on 3 March', ...GAP.en, ...GAP.en, 'the exhibit opens on 10 March'], '10 March', ['3 March']],
  ['podcast time far, no word of change', 'en', ['the podcast records at 19:00 on wednesdays', ...GAP.en, ...GAP.en, 'we record the podcast at 20:00 on wednesdays'], '20:00', ['19:00']],
  ['kütüphane kapanış uzak', 'tr', ["kütüphane 18:00'de kapanıyor", ...GAP.tr, ...GAP.tr, "kütüphane 20:00'de kapanıyor"], '20:00', ['18:00']],
  ['kira artışı uzak', 'tr', ['depo kirası aylık 9.000 TL', ...GAP.tr, ...GAP.tr, 'depo kirası aylık 9.750 TL'], '9.750 TL', ['9.000 TL']],
];

/** The same words about another thing, told or asked: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['the afternoon of another thing', 'en', ['choir rehearsal is at 10:00 on saturday', 'the piano tuner comes in the afternoon'], '10:00'],
  ['the other depot, asked', 'en', ['the sofas have to ship from the Leeds depot', 'does the other depot have the grey fabric?'], 'Leeds depot'],
  ['the second option of another thing', 'en', ['ship the lab crowns by DHL Express', ['assistant', 'For the impressions there are two couriers: City Sprint or Gophr.'], 'the second option for the impressions'], 'DHL Express'],
  ['a day later, told', 'en', ['the boat survey is on 18 May', 'the sails arrived a day later than promised'], '18 May'],
  ['swap another thing', 'en', ['the juniors sail on tuesday and the seniors on thursday', 'swap the batteries in the safety boat radio'], 'juniors sail on tuesday'],
  ['not friday, someone else', 'en', ['the hive inspection is on thursday', 'the honey buyer cannot come on friday'], 'thursday'],
  ['an offer of another thing, yes please', 'en', ['the yoga workshop is on monday', ['assistant', 'Shall I order 20 more mats for it?'], 'yes please'], 'monday'],
  ['the bigger room for another meeting', 'en', ['book meeting room 2 for the board review', 'the bigger room is for the all-hands on friday'], 'room 2'],
  ['bir gün önce, anlatı', 'tr', ["arı kovanı kontrolü 12 Mayıs'ta", 'bir gün önce kraliçe arı geldi'], '12 Mayıs'],
  ['öbür şube, soru', 'tr', ['kumaşlar Merter şubesinden gelsin', 'öbür şubede gri kumaş var mı?'], 'Merter'],
  ['öğleden sonra başka iş', 'tr', ["yönetim toplantısı cumartesi 10:00'da olsun", 'asansör bakımı öğleden sonra yapılacak'], '10:00'],
  ['başka bir öneri, evet', 'tr', ["matbaa teslimi 20 Mayıs'ta", ['assistant', 'Kapak için mat selofan ekleyeyim mi?'], 'evet'], '20 Mayıs'],
  ['haftaya başka biri', 'tr', ['boya ustası çarşamba gelsin', 'elektrikçi haftaya gelecek'], 'çarşamba'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 12 of 33 resolved, 13 of 13 look-alikes left live; after a move by an
 * amount with no word of direction was read as a relative change (`relativeChange.ts`): 15 of 33, 13 of 13 ("haftaya
 * kaydır" is read, but "ustayı" and "ustası" share no word for supersession); after a time moved to a part of the
 * day became a time of its own (`supersession.ts`): 17 of 33, 13 of 13 ("öğleden sonraya al" is not kept: the
 * order alone is no rule, and a part of the day said after "first thing in" is not read as moved). After a change that points at
 * its new value was read (`pointedChange.ts`: "the other depot", "the bigger room then", "ikinciye al", "swap them"):
 * 27 of 33, 13 of 13 ("ikinci seçenekle gidelim", "not friday after all, thursday as planned" too). Each still
 * missed is a known miss until it passes: "the earlier slot" (neither it nor the offer names the MOT or its
 * booking); "the van in the morning", "öğleden sonraya" (a part of the day); "haftaya kaydır" ("ustayı" and
 * "ustası" share no word); a swap that names nothing of the rule ("ikisinin yerini değiştir"); an offer taken with
 * "do that".
 */
const MISSED = new Set<string>([
  'the earlier slot',
  'the van in the morning',
  'toplantı öğleden sonraya',
  'haftaya kaydır',
  'yerlerini değiştir',
  'tyre change 09:30, do that',
]);
const STAYS_MISSED = new Set<string>([]);

describe('revisions with no value of the same kind, a seventeenth list', () => {
  for (const [title, cases] of [['no value of the kind', NO_VALUE], ['moved by a bare amount', MOVED_BARE], ['swapped or taken back', SWAPPED], ['proposed and confirmed', CONFIRMED], ['twice, or far later', LATER]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
});
