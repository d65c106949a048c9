import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A correction that names the stale value at the end of its sentence, then
 * says more in another sentence of the same statement (issue 14, the
 * twenty-eighth round): "launch is jan 7 not jan 5. end date stays feb 15",
 * kept as one statement, left "runs jan 5 to feb 15" live on the tuning
 * half, because the stale value was read only at the end of the whole
 * statement. A stranger list written before any change for it, in domains
 * the spoken test conversations do not use (a bookbinding workshop, a
 * sailing club; bir ciltleme atölyesi, bir yelken kulübü).
 *
 * Beside the corrections, the look-alikes of the twenty-seventh round's list
 * with a sentence after them: a "not N" that is a count of something else,
 * another thing's hour said short with no word of correction, a threshold
 * beside a start.
 */
const STAYS: StaysRow[] = [
  ['a count corrected beside a time, then more', 'en', ['the regatta briefing ends at 09:00 sharp', 'we have 9 boats now, not 8. the jury boat is separate'], 'ends at 09:00 sharp'],
  ['another thing named, its hour short, then more', 'en', ['the bindery opens at 10:00', 'tea is at 11:00, not 10. bring the bone folders'], 'opens at 10:00'],
  ['başka şeyin saati kısa, sonra başka cümle', 'tr', ["atölye 10:00'da açılsın", "çay 11:00'de, 10 değil. kemik mıstarları getirin"], "10:00'da açılsın"],
  ['eşik ve başlangıç, sonra başka cümle', 'tr', ["üyelikler %30'a ulaşınca ilanı asın", 'pardon kampanya %10 ile başlasın, %30 değil. ilan hazır'], "%30'a ulaşınca"],
];

const REPLACED: ReplacedRow[] = [
  ['a date corrected whole, then the end kept', 'en', ['the sailing course runs june 3 to june 24', 'the first session slipped, it starts june 5 not june 3. the end stays june 24'], 'june 5', ['runs june 3 to june 24']],
  ['an hour corrected short in a turn that corrects itself, then more', 'en', ['i need the press cleared by 16:00 today', 'sorry, i have to leave at 15:00 today, not 16. the glue can wait'], 'leave at 15:00', ['cleared by 16:00']],
  ['tarih bütün düzeltildi, sonra başka cümle', 'tr', ['yelken kursu 3 haziranda başlasın', 'kurs 5 haziran, 3 haziran değil. bitiş aynı kalsın'], '5 haziran', ['3 haziranda başlasın']],
  ['saat kısa düzeltildi, sonra başka cümle', 'tr', ["bugün presi 16:00'ya kadar boşaltmam lazım", "pardon, bugün 15:00'te çıkmam lazım, 16 değil. tutkal bekleyebilir"], "15:00'te çıkmam", ["16:00'ya kadar"]],
];

const STAYS_MISSED: string[] = [];
// Before the change: 4 of 4 look-alikes live, 2 of 4 replacements marked; after it, 4 of 4 and 3 of 4; after the
// twenty-ninth round's (the dot after a number put against another value ends its sentence, and the correction stays
// with its statement: `strangerCorrectionInSentence.test.ts`), 4 of 4 and 4 of 4.
const REPLACED_MISSED: string[] = [];

strangerList('revisions named at the end of a sentence with more after it, a stranger list (twenty-eighth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
