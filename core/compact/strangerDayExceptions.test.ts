import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A rule for every day, changed for one named day only (issue 14, the
 * twenty-fourth round): a stranger list written before any change for it,
 * in domains the spoken test conversations do not use (a bakery's
 * deliveries, a swimming pool, a quarry, a school trip; fırın, havuz, okul
 * gezisi).
 *
 * Read off a false resolution of the tuning half: "crew call 07:00 latest,
 * nobody before 06:30 unless it's the church day" marked replaced by
 * "actually make crew call 07:30 on monday": Monday's exception, the rule
 * still holds on every other day. A bound ("at the latest", "en geç", "no
 * … after") said with no day, then a new value said for one day or date.
 *
 * True replacements beside them: the same bound changed for every day, and
 * an event of one time (no bound) moved to a time on a day.
 */
const STAYS: StaysRow[] = [
  ['deliveries earliest, friday earlier', 'en', ['deliveries 08:00 at the earliest', 'make deliveries 07:00 on friday, the market opens early'], '08:00 at the earliest'],
  ['the pool latest, saturday later', 'en', ['the pool closes at 21:00 at the latest', 'the pool stays open until 22:00 on saturday for the gala'], '21:00 at the latest'],
  ['no blasting after, one date later', 'en', ['no blasting after 16:00', 'blasting can run until 17:00 on 14 May, the inspector approved'], 'no blasting after 16:00'],
  ['back by, thursday later', 'en', ['the kids are back at school by 15:30 at the latest', 'thursday is the museum trip, back by 16:30 that day'], 'by 15:30 at the latest'],
  ['en erken teslimat, cuma erken', 'tr', ["teslimatlar en erken 08:00'de", "cuma günü teslimatı 07:00'ye çek, pazar erken açılıyor"], "en erken 08:00'de"],
  ['en geç kapanış, cumartesi geç', 'tr', ["havuz en geç 21:00'de kapansın", "cumartesi havuz 22:00'ye kadar açık kalsın, gala var"], "en geç 21:00'de kapansın"],
  ['en geç dönüş, perşembe geç', 'tr', ["öğrenciler en geç 15:30'da okulda olsun", "perşembe müze gezisi var, o gün 16:30'da dönsünler"], "en geç 15:30'da okulda"],
];

const REPLACED: ReplacedRow[] = [
  ['deliveries earlier every day', 'en', ['deliveries 08:00 at the earliest', 'deliveries 07:00 at the earliest from now on'], '07:00', ['08:00']],
  ['the pool later every day', 'en', ['the pool closes at 21:00 at the latest', 'the pool closes at 22:00 at the latest now, longer summer hours'], '22:00', ['21:00']],
  ['havuz her gün geç', 'tr', ["havuz en geç 21:00'de kapansın", "havuz artık en geç 22:00'de kapansın"], '22:00', ['21:00']],
  ['an event moved to a day', 'en', ['the tasting is at 10:00', 'move the tasting to 11:00 on monday'], '11:00', ['10:00']],
  // Written after the first try of the change, from two revisions of the tuning half it lost: a day said in another
  // clause beside a change for every day.
  ['a limit changed, a day in another clause', 'en', ['quarry noise stops at 18:00 at the latest', 'the council wrote, the noise cutoff is 19:00 now, and the saturday open day can run over'], '19:00', ['18:00']],
  ['kapanış değişti, gün başka cümlede', 'tr', ["havuz en geç 21:00'de kapansın", 'belediye yazdı, kapanış artık 22:00, cumartesi gala uzarsa sorun değil'], '22:00', ['21:00']],
];

/**
 * Measured before any change for this list: 1 of 7 stay live, 4 of 4
 * replacements marked (and the two rows written after, 2 of 2). A change
 * was tried and left (docs/compaction.md's twenty-fourth round): a rule said
 * for no day, changed for one day or date named in the new value's own
 * clause, read as that day's exception (not a day that starts or ends the
 * change, "from monday", "pazartesiden itibaren"). It kept 6 of 7 live and
 * 6 of 6 replacements marked, and on the tuning half three constraints and
 * a negation more with no revision lost; but it cost the held-out half two
 * revision chains, which its writers count replaced. So all six are still
 * marked.
 */
const STAYS_MISSED: string[] = [
  'deliveries earliest, friday earlier',
  'the pool latest, saturday later',
  'no blasting after, one date later',
  'back by, thursday later',
  'en erken teslimat, cuma erken',
  'en geç kapanış, cumartesi geç',
];
const REPLACED_MISSED: string[] = [];

strangerList('a rule for every day changed for one day only, a stranger list (twenty-fourth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 3, replaced: 1 },
});
