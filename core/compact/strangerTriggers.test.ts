import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A value that only says when something happens, marked replaced by a new
 * value of its kind for another setting (issue 14, the twenty-fifth round):
 * a stranger list written before any change for it, in domains the spoken
 * test conversations do not use (bell recordings, a lending library;
 * çan kayıtları, kütüphane).
 *
 * Read off a false resolution of the tuning half: "rollout %10'a çıkınca,
 * ilk 24 saat sonra" (when the rollout reaches 10 %, …) marked replaced by
 * "pardon rollout %5 ile başlasın, %10 değil", a correction of where the
 * rollout starts.
 */
const STAYS: StaysRow[] = [
  ['a threshold, then the start corrected', 'en', ['the bell recordings go out to 10% of listeners first', 'once the recordings reach 50%, wait 24 hours before the rest', 'sorry, start the recordings at 5%, not 10%'], 'once the recordings reach 50%'],
  ['a fine that blocks, then the daily fine', 'en', ['when library fines reach £20, block the card', 'library fines go up to £2 a week now'], 'reach £20'],
  ['bir eşik, sonra başlangıç düzeltildi', 'tr', ["kayıtlar önce dinleyicilerin %10'una gitsin", "kayıtlar %50'ye çıkınca 24 saat bekle", 'pardon kayıtlar %5 ile başlasın, %10 değil'], "%50'ye çıkınca"],
  ['kartı kapatan ceza, sonra haftalık ceza', 'tr', ["kütüphane cezası 200 TL'ye ulaşınca kartı kapat", 'kütüphane cezası artık haftada 20 TL olsun'], "200 TL'ye ulaşınca"],
];

const REPLACED: ReplacedRow[] = [
  ['the threshold itself changed', 'en', ['once the recordings reach 50%, wait 24 hours before the rest', 'once the recordings reach 60% now, wait 24 hours before the rest'], '60%', ['50%']],
  ['eşik değişti', 'tr', ["kayıtlar %50'ye çıkınca 24 saat bekle", "kayıtlar artık %60'a çıkınca 24 saat bekle"], '%60', ['%50']],
  ['the start corrected', 'en', ['the bell recordings go out to 10% of listeners first', 'sorry, start the recordings at 5%, not 10%'], '5%', ['10% of listeners']],
];

/**
 * Measured before any change for this list: 1 of 4 stay live, 2 of 3
 * replacements marked. The start corrected with "not 10%" is not read as
 * replacing "10% of listeners" at all, a miss outside this list's class.
 * After the change of docs/compaction.md's twenty-fifth round (a value in a
 * clause that says when is a threshold, a value of its own kind): 3 of 4,
 * 2 of 3 still marked. Still missed: "when library fines reach £20, block
 * the card" against "library fines go up to £2 a week now". The start
 * corrected is marked since the twenty-seventh round's rule of a
 * correction that names the stale value last (3 of 3).
 */
const STAYS_MISSED: string[] = ['a fine that blocks, then the daily fine'];
const REPLACED_MISSED: string[] = [];

strangerList('a value that says when, marked replaced by another setting of its kind, a stranger list (twenty-fifth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 1 },
});
