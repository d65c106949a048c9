import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Two values of one kind for two things, tied only by a verb of saying or
 * keeping that both statements use (issue 14, the twenty-fourth round): a
 * stranger list written before any change for it, in domains the spoken
 * test conversations do not use (a quarry, a flat share, a harbour, a
 * bakery; taş ocağı, fırın, marina, yurt).
 *
 * Read off the tuning half's false resolutions: "he says wednesday 9th,
 * 2-4pm at the depot, £95 callout + parts" replaced by "linda says the
 * sign-off limit is £2,000 now" (only "says" in common), "07:00-10:00
 * kalsın" by "… öyle kalsın: 21:30-23:15" (only "kalsın"). "Says", "keep",
 * "kalsın", "olsun" name no thing: every statement of a value may say them.
 */
const STAYS: StaysRow[] = [
  ['two windows kept', 'en', ['keep the blasting window at 10:00-12:00', 'keep the lunch slot at 12:30-13:30'], 'blasting window at 10:00-12:00'],
  ['two amounts kept', 'en', ['keep the rent under £1,800', 'keep the deposit under £900'], 'rent under £1,800'],
  ['two times said by others', 'en', ['the harbour master says the slipway closes at 18:00', 'the sailmaker says the new jib is ready at 16:00'], 'slipway closes at 18:00'],
  ['two amounts said by others', 'en', ['the miller says flour is £24 a sack this month', 'the landlord says the oven repair comes to £340'], '£24 a sack'],
  ['iki vardiya kalsın', 'tr', ['sabah vardiyası 07:00-15:00 kalsın', 'öğle arası 12:00-13:00 kalsın'], 'sabah vardiyası 07:00-15:00'],
  ['iki tutar olsun', 'tr', ['kira 45 bin olsun', 'depozito 90 bin olsun'], 'kira 45 bin'],
  ['iki saat dedi', 'tr', ["liman başkanı kızağın 18:00'de kapandığını söyledi", "yelkenci yeni flok 16:00'da hazır dedi"], "kızağın 18:00'de kapandığını"],
];

const REPLACED: ReplacedRow[] = [
  ['the rent kept higher now', 'en', ['keep the rent under £1,800', 'keep the rent under £2,000 now, the market moved'], '£2,000', ['£1,800']],
  ['the slipway closes later, told', 'en', ['the harbour master says the slipway closes at 18:00', 'the harbour master says the slipway closes at 19:00 from now on'], '19:00', ['18:00']],
  ['kira artık 48 bin', 'tr', ['kira 45 bin olsun', 'kira 48 bin olsun artık, ev sahibi artırdı'], '48 bin', ['45 bin']],
  ['sabah vardiyası değişti', 'tr', ['sabah vardiyası 07:00-15:00 kalsın', 'sabah vardiyası artık 06:00-14:00 olsun'], '06:00-14:00', ['07:00-15:00']],
];

/**
 * Measured before any change for this list: 3 of 7 stay live, 4 of 4
 * replacements marked. After the change of docs/compaction.md's
 * twenty-fourth round (a verb of keeping names no thing): 4 of 7, and 4 of 4
 * still marked. Verbs of saying were left out of that change: taken out
 * too, they untied a change someone told from the value they had told
 * before (one revision chain of the tuning half lost). Still missed:
 * - two limits tie whatever each names ("keep the rent under £1,800",
 *   "keep the deposit under £900"); two limits held apart when each names
 *   its own thing cost two revision chains of the tuning half, so left;
 * - a value someone else tells in the next turns reads as a correction made
 *   at once, whatever it is about ("the sailmaker says the new jib is ready
 *   at 16:00");
 * - "liman başkanı kızağın 18:00'de kapandığını söyledi" is not kept at all.
 * After the twenty-fifth round's change (two limits tie only when one names
 * the other's thing or a word says a change; held apart that way no
 * revision chain of the tuning half was lost): 5 of 7, the two limits
 * stay apart.
 */
const STAYS_MISSED: string[] = ['two times said by others', 'iki saat dedi'];
const REPLACED_MISSED: string[] = [];

strangerList('two values of one kind tied only by a verb of saying or keeping, a stranger list (twenty-fourth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 3, replaced: 2 },
});
