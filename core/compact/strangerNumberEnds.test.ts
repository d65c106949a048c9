import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions left unresolved because the earlier value ends a sentence or a
 * clause (issue 14, the twenty-sixth round): a stranger list written before
 * any change for it, in domains the spoken test conversations do not use (a
 * climbing gym, a bike dock; tırmanış salonu, bisiklet istasyonu).
 *
 * The class, read off revisions of the tuning half left unresolved: "canary
 * 50." is not replaced by "canary: make it 100 not 50, the depot has 140 G3s
 * charged", nor "target is 16.4." by a later version: a bare number or a
 * thing's number ("canary 50", "room 204") followed by a full stop or a comma
 * was read as part of a decimal ("50.5") and not read at all. Beside them,
 * numbers that end a sentence about another thing, which must stay live.
 */
const STAYS: StaysRow[] = [
  ['a count of another thing', 'en', ['the lane count is 6.', 'we sold 8 day passes.'], 'the lane count is 6'],
  ['another number at the dock', 'en', ['canary 50. only bikes parked at the north dock', 'the north dock has 140 bikes.'], 'canary 50'],
  ['başka bir sayı', 'tr', ['duvar sayısı 12.', 'bugün 30 üye geldi.'], 'duvar sayısı 12'],
  ['kasadaki kasklar', 'tr', ['grup başına eğitmen 3.', 'kasada 5 kask var.'], 'grup başına eğitmen 3'],
];

const REPLACED: ReplacedRow[] = [
  ['canary corrected', 'en', ['canary 50. only bikes parked at the north dock', 'canary: make it 100 not 50, the dock has 140 charged'], 'make it 100 not 50', ['canary 50']],
  ['the lane count corrected', 'en', ['the lane count is 6.', 'make it 8 not 6'], 'make it 8 not 6', ['count is 6']],
  ['duvar sayısı düzeltildi', 'tr', ['duvar sayısı 12.', '12 değil 14 olsun'], '14 olsun', ['duvar sayısı 12']],
  ['eğitmen sayısı arttı', 'tr', ['grup başına eğitmen 3.', 'grup başına eğitmen artık 4'], 'eğitmen artık 4', ['eğitmen 3']],
];

/**
 * Measured before any change: 4 of 4 look-alikes live, 0 of 4 replacements marked. Reading a number before a full
 * stop (not before a decimal's digit) took the list to 4 of 4 and 4 of 4 and the tuning half's revisions 181 → 182,
 * but its constraints 939 → 936 and negations 397 → 395 (new ties in four conversations; with a comma too, the same):
 * it was taken out, and the replacements stay known misses.
 */
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = ['canary corrected', 'the lane count corrected', 'duvar sayısı düzeltildi', 'eğitmen sayısı arttı'];

strangerList('revisions of a number that ends a sentence, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
