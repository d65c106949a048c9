import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Bans marked superseded by a later statement that puts something new in
 * place of the very thing they ban (issue 14, the twenty-sixth round): a
 * stranger list written before any change for it, in domains the spoken test
 * conversations do not use (a climbing gym, a bike workshop; tırmanış
 * salonu, bisiklet atölyesi).
 *
 * The class, read off a miss of the tuning half: "şöförlere öğrenci telefonu
 * verme bu arada, sadece veli numarası" marked replaced by "iyi ama şoför
 * telefonu yerine Özbay'ın santral numarası olsun": what takes the banned
 * thing's place keeps the ban, it does not lift it. Beside them, a ban lifted
 * by the banned thing put in another's place ("let the kids do rope climbing
 * instead of bouldering now" after "no rope climbing for the kids"), and a
 * value replaced by name, which must still be marked.
 */
const STAYS: StaysRow[] = [
  ['a ban, then another number in place of the banned one', 'en', ['never give the volunteers the gate code, only the office number', 'give the volunteers the night porter number instead of the gate code now'], 'never give the volunteers the gate code'],
  ['a ban, then buckets in place of bags', 'en', ['no chalk bags on the training wall', 'use chalk buckets instead of chalk bags on the training wall now'], 'no chalk bags'],
  ['bir yasak, sonra yasaklı numara yerine başkası', 'tr', ['eğitmenlere üyelerin telefonunu verme, sadece salon numarası', 'iyi ama eğitmen telefonu yerine resepsiyonun dahili numarası olsun'], 'üyelerin telefonunu verme'],
  ['bir yasak, sonra plastik yerine alüminyum', 'tr', ['bisikletlere plastik pedal takma', 'artık plastik pedal yerine alüminyum pedal takalım'], 'plastik pedal takma'],
];

const REPLACED: ReplacedRow[] = [
  ['a ban lifted, the banned thing put in place', 'en', ['no rope climbing for the kids, only bouldering', 'let the kids do rope climbing instead of bouldering now'], 'rope climbing instead of bouldering', ['no rope climbing']],
  ['yasak kalktı, yasaklı şey yerine kondu', 'tr', ['çocuklara ip tırmanışı yok, sadece bouldering', 'artık çocuklar bouldering yerine ip tırmanışı yapsın'], 'bouldering yerine ip tırmanışı', ['ip tırmanışı yok']],
  ['a value replaced by name', 'en', ['the soup for the club dinner is lentil soup', 'make it tomato soup instead of lentil soup now'], 'tomato soup', ['is lentil soup']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('bans marked superseded by something new put in place of what they ban, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 1 },
});
