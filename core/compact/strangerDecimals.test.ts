import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A number with decimals read as no value (issue 14, the twenty-eighth
 * round): "16.4", "2.5", "18,5" were neither a bare number (which ends at a
 * point or a comma) nor any kind with a unit, so a correction that gives one
 * ("ok. rate up, … 3 is too generous, make it 2.5", an unresolved revision
 * chain of the tuning half) gave no value to replace the rule's with. A
 * stranger list written for the class, in domains the spoken test
 * conversations do not use (a bakery, a yoga studio, a brewery, a
 * kombucha stall; arıcılık, fırın, çay bahçesi).
 *
 * Beside the replacements, decimals that replace nothing: another thing's,
 * one told as history, a Turkish thousand ("12.500"), a version.
 */
const STAYS: StaysRow[] = [
  ['a decimal of another thing', 'en', ['the sourdough hydration target is 72.5', 'the rye loaf proof is 1.5 hours now'], 'hydration target is 72.5'],
  ['a decimal of another thing of the same bread', 'en', ['the sourdough hydration target is 72.5', 'the sourdough starter gets fed 1.5 times a day now'], 'hydration target is 72.5'],
  ['a decimal told as history', 'en', ['the brewery ABV cap is 5.5', 'last year the ABV cap was 6.5, mention it in the newsletter'], 'ABV cap is 5.5'],
  ['a decimal beside a version', 'en', ['the kombucha stall till runs firmware 2.4.1', 'the kombucha stall fridge must stay under 4.5 degrees'], 'firmware 2.4.1'],
  ['başka bir şeyin ondalığı', 'tr', ['bal nemi en fazla 18,5 olsun', 'çay bahçesinde demlik 2,5 litre olsun'], 'bal nemi en fazla 18,5'],
  ['binlik ayraçlı sayı', 'tr', ['kovan başına en fazla 12.500 arı olsun', 'kovan kapağı 2,5 santim kalınlıkta olsun'], 'en fazla 12.500 arı'],
];

const REPLACED: ReplacedRow[] = [
  ['a decimal corrected by a decimal', 'en', ['the sourdough hydration target is 72.5', 'actually make the hydration target 74.5'], 'hydration target 74.5', ['target is 72.5']],
  ['a percent judged, then a decimal', 'en', ['yoga class discount 4% for members', 'ok. yoga class discount, i talked to the owner, 4 is too much, make it 3.5'], 'make it 3.5', ['discount 4% for members']],
  ['a decimal floor raised now', 'en', ['the kombucha ph floor is 2.8', 'the kombucha ph floor is 3.2 now'], 'ph floor is 3.2 now', ['ph floor is 2.8']],
  ['ondalık, ondalıkla düzeltildi', 'tr', ['bal nemi en fazla 18,5 olsun', 'aslında bal nemi en fazla 17,5 olsun'], 'en fazla 17,5', ['en fazla 18,5 olsun']],
  ['ondalık, artık ile', 'tr', ['fırında maya oranı 1,5 olsun', 'fırında maya oranı artık 1,2 olsun'], 'artık 1,2', ['oranı 1,5 olsun']],
];

// Without the rule: 6 of 6 look-alikes live, 0 of 5 replacements marked; with it, all. (The rule was tried on the
// tuning half first, this list written after: its look-alikes are the decimals the rule could tie wrongly.)
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('numbers with decimals read as no value, a stranger list (twenty-eighth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
