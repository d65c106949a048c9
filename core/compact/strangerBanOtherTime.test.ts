import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Bans marked superseded by a later act of their thing at another time, said
 * with no word of change and no permission (issue 14, the twenty-sixth
 * round): a stranger list written before any change for it, in domains the
 * spoken test conversations do not use (a climbing gym's route setters;
 * tırmanış salonu).
 *
 * The class, read off a miss of the tuning half: "Felix is off dec 20 to dec
 * 28 so don't send him anything that week" marked replaced by "yes raw to
 * felix by the 19th": an act done outside the banned time keeps the ban, as
 * "no deploys on Friday" → "ok so deploy it tuesday" did (the twenty-third
 * round's rule, for a bare confirmation only). Beside them, the ban lifted
 * with a word of change or a permission, which must still be marked.
 */
const STAYS: StaysRow[] = [
  ['a span off, then a deadline before it', 'en', ["Dana is off 3 March to 9 March, so don't send her any route plans that week", 'yes route plans to Dana by the 2nd.'], 'Dana is off 3 March to 9 March'],
  ['no drilling before a time, then drilling later', 'en', ['no drilling in the gym before 09:00', 'drill the new holds on the north wall at 14:00'], 'no drilling in the gym before 09:00'],
  ['izinli bir hafta, sonra ondan önceki gün', 'tr', ['Selin 3 Mart ile 9 Mart arası izinli, o hafta ona hiçbir plan gönderme', "tamam planlar Selin'e 2 Mart'a kadar"], 'Selin 3 Mart ile 9 Mart arası izinli'],
  ['bir saatten önce yasak, sonra başka saatte iş', 'tr', ["salonda 09:00'dan önce matkap kullanma", "kuzey duvarına yeni tutamakları 14:00'te matkapla tak"], "09:00'dan önce matkap kullanma"],
];

const REPLACED: ReplacedRow[] = [
  ['the ban lifted with a permission', 'en', ['no drilling in the gym before 09:00', 'you can drill in the gym from 08:00 now'], '08:00', ['before 09:00']],
  ['the ban moved with a word of change', 'en', ['no drilling in the gym before 09:00', 'change of plan: no drilling in the gym before 10:00'], '10:00', ['before 09:00']],
  ['yasak izinle kalktı', 'tr', ["salonda 09:00'dan önce matkap kullanma", "artık salonda 08:00'den sonra matkap kullanabilirsin"], '08:00', ["09:00'dan önce"]],
];

/**
 * Measured before any change: 1 of 4 look-alikes live, 3 of 3 replacements marked. A rule for the class (an act of a
 * ban's thing at a time of a kind the ban says, with no word of change, no permission and no cancellation, keeps the
 * ban) took the list to 3 of 4 and the tuning half's constraints 939 → 941, negations 397 → 398, and failed the
 * held-out floor test: it was taken out, and these stay known misses. The fourth reads "new" ("drill the new holds")
 * as a word of change, as "the new lock" of the twenty-third round's list.
 */
const STAYS_MISSED: string[] = ['a span off, then a deadline before it', 'no drilling before a time, then drilling later', 'izinli bir hafta, sonra ondan önceki gün'];
const REPLACED_MISSED: string[] = [];

strangerList('bans marked superseded by an act of their thing at another time, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 1 },
});
