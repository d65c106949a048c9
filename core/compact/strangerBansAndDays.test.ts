import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a later statement of the same kind of value
 * that sets something else (issue 14, the twenty-fifth round): a stranger
 * list written before any change for it, in domains the spoken test
 * conversations do not use (a bell tower, a church organist, a lending
 * library, a rowing club, a bell foundry; çan kulesi, org sanatçısı,
 * kütüphane, koro).
 *
 * The classes, each read off a false resolution of the tuning half:
 *
 * - a ban that is no limit ("Felix … is off dec 20 to dec 28 so don't send
 *   him anything that week") and a statement of another act sharing one
 *   word with it, with no word of change ("yes raw to felix by the 19th");
 * - a rule said for every day ("crew call 07:00 latest") and a value for one
 *   weekday ("actually make crew call 07:30 on monday, it's dark till 7:20"):
 *   that day's exception, the rule still holding on the others.
 *
 * Each class has true replacements beside it, which must still be marked.
 */
const STAYS: StaysRow[] = [
  // A ban, and another act on another value of its kind.
  ['a ban of calls, then a deadline for the same man', 'en', ['do not call the organist before 9 may, he is on tour', 'yes send the organist the hymn list by 2 may'], 'do not call the organist'],
  ['away for a week, then a deadline before it', 'en', ["Ingrid is off 3 to 10 march so don't send her anything that week", 'yes drawings to ingrid by 2 march'], 'off 3 to 10 march'],
  ['bir hafta izinde, sonra ondan önce son gün', 'tr', ['Selim usta 3-10 mart arası izinde, o hafta ona hiçbir şey gönderme', 'tamam çizimler 2 marta kadar selim ustaya'], '3-10 mart arası izinde'],
  ['a ban of late deliveries, then painters arriving', 'en', ['no deliveries to the bell tower after 16:00', 'the bell tower painters arrive at 07:30'], 'after 16:00'],
  ['bir arama yasağı, sonra aynı kişiye son gün', 'tr', ["org sanatçısı 9 mayıstan önce aranmasın, turnede", "tamam ilahi listesi 2 mayısa kadar org sanatçısına gitsin"], 'aranmasın'],
  ['geç teslimat yasağı, sonra boyacılar', 'tr', ["çan kulesine 16:00'dan sonra teslimat yapılmasın", "çan kulesi boyacıları 07:30'da gelsin"], "16:00'dan sonra"],
  // A rule for every day, and a value for one weekday.
  ['an opening for every day, then sunday', 'en', ['the foundry opens at 08:00', 'the foundry opens at 10:00 on sunday'], 'opens at 08:00'],
  ['rowers on the water, then saturday', 'en', ['rowers on the water by 06:30 latest', 'actually make it 07:00 on saturday, the lake is dark till then'], 'by 06:30 latest'],
  ['her gün açılış, sonra pazar', 'tr', ["kütüphane 09:00'da açılsın", "kütüphane pazar günü 11:00'de açılsın"], "09:00'da açılsın"],
  ['her gün prova, sonra salı', 'tr', ["koro provası 19:00'da başlasın", "salı günü koro provası 20:00'de başlasın"], "19:00'da başlasın"],
];

const REPLACED: ReplacedRow[] = [
  ['the ban moved, said so', 'en', ['do not call the organist before 9 may, he is on tour', 'the organist is back early, do not call him before 4 may now'], '4 may', ['9 may']],
  ['deliveries later now', 'en', ['no deliveries to the bell tower after 16:00', 'deliveries to the bell tower are fine until 18:00 now'], '18:00', ['16:00']],
  ['teslimat saati değişti', 'tr', ["çan kulesine 16:00'dan sonra teslimat yapılmasın", "çan kulesine teslimat artık 18:00'e kadar yapılabilir"], '18:00', ['16:00']],
  ['the opening moved for every day', 'en', ['the foundry opens at 08:00', 'the foundry opens at 09:00 from now on'], '09:00', ['08:00']],
  ['a day rule changed on its day', 'en', ['the foundry opens at 10:00 on sundays', 'the foundry opens at 11:00 on sundays now'], '11:00', ['10:00']],
  ['açılış saati değişti', 'tr', ["kütüphane 09:00'da açılsın", "kütüphane artık 08:30'da açılsın"], '08:30', ['09:00']],
  ['bir günün kuralı kendi gününde', 'tr', ["kütüphane pazar günü 11:00'de açılsın", "kütüphane pazar günü artık 12:00'de açılsın"], '12:00', ['11:00']],
];

/**
 * Measured before any change for this list: 2 of 10 stay live, 7 of 7
 * replacements marked. Two changes were tried and left out:
 * - a ban that is no limit not changed by another act that shares a word
 *   with it and says no change: 4 of 10 live, 7 of 7 still marked, tune one
 *   constraint more kept and no revision lost, but it broke four rows of
 *   earlier lists (a part of a line of several rules changed, "sauna
 *   session of three rules", "kovan kontrolü, iki kuraldan biri"; "closing
 *   time changed for good"; "no blasting after, one date later") and the
 *   held-out floor test;
 * - a time for one weekday, in one clause with the day and not a day a
 *   change starts from, read as that day's exception to a rule for every
 *   day: these rows and the tuning half (two constraints more kept, no
 *   revision lost) passed, the held-out floor test failed.
 * The held-out half is read only as that test's pass or fail.
 */
const STAYS_MISSED: string[] = [
  'away for a week, then a deadline before it',
  'bir hafta izinde, sonra ondan önce son gün',
  'a ban of late deliveries, then painters arriving',
  'geç teslimat yasağı, sonra boyacılar',
  'an opening for every day, then sunday',
  'rowers on the water, then saturday',
  'her gün açılış, sonra pazar',
  'her gün prova, sonra salı',
];
const REPLACED_MISSED: string[] = [];

strangerList('bans and every-day rules marked superseded by another act or one day, a stranger list (twenty-fifth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 5, replaced: 3 },
});
