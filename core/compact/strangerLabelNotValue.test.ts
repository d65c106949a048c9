import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a correction whose "not N" is the number of
 * a thing the rule names ("amfi 3", "wall 5"), not a value it sets (issue 14,
 * the twenty-sixth round): a stranger list written before any change for it,
 * in domains the spoken test conversations do not use (a climbing gym;
 * tırmanış salonu).
 *
 * The class, read off a miss of the tuning half: "amfi 1 + amfi 3 + B-204."
 * marked replaced by "tamam amfilerde 3 değil 2 olsun ama amfi 1'de 3": the
 * 3 corrected is a count of invigilators, the 3 of "amfi 3" names a hall.
 * Beside them, corrections of a count and of a thing's number said with the
 * thing, which must still be marked.
 */
const STAYS: StaysRow[] = [
  ['salonun numarası, eğitmen sayısı', 'tr', ['salon 1 + salon 3 + B-12.', 'tamam salonlarda 3 değil 2 eğitmen olsun'], 'salon 1 + salon 3'],
  ['a wall number, a count of setters', 'en', ['use wall 2 and wall 5 for the youth group', 'not 5, 4 setters on saturday'], 'wall 5 for the youth group'],
];

const REPLACED: ReplacedRow[] = [
  ['a count of setters corrected', 'en', ['the youth group gets 5 setters', 'not 5, 4 setters for the youth group'], '4 setters', ['gets 5 setters']],
  ['the wall named again', 'en', ['use wall 2 for the youth group', 'wall 4 for the youth group, not 2'], 'wall 4', ['use wall 2']],
  ['eğitmen sayısı düzeltildi', 'tr', ['her salona 3 eğitmen', '3 değil 2 eğitmen olsun her salona'], '2 eğitmen olsun', ['her salona 3 eğitmen']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('live rules marked superseded by "not N" where N numbers a thing they name, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 1, replaced: 1 },
});
