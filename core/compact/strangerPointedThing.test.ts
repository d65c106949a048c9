import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A change that points at its new value by comparing ("make it the bigger stage", "büyük meydana alalım") marked a
 * rule replaced that it shares no thing with (issue 14, the twenty-ninth round): "the fun run has to be the same day
 * as the street fair" was marked replaced by "the street fair now has to use the bigger stage", tied only by "street
 * fair", though the fun run's rule says nothing of a stage. A comparison picks within things of one kind, so the rule
 * it changes is one that names that kind. A stranger list written before any change for it, in domains no
 * conversation of the set uses (a village fête, a sheepdog trial, a kayak club, a choir; bir mahalle kermesi, bir
 * çömlek atölyesi, bir binicilik okulu, bir bağ bozumu).
 *
 * Beside the look-alikes, true changes by a pointer: a comparison whose thing the rule names ("the small marquee" →
 * "the bigger marquee"), "the other field", "diğer manejde", an option of the assistant's picked ("bigger one then").
 */
const STAYS: StaysRow[] = [
  ['a bigger float, the parade in common', 'en', ['the puppet show has to finish before the lantern parade', 'the lantern parade now needs the bigger float'], 'finish before the lantern parade'],
  ['the bigger bus, the options share the club', 'en', ['all kayak club rentals must be paid upfront', ['assistant', 'For the kayak club trip there are two buses: a 20-seater and a 35-seater.'], 'the bigger bus then'], 'paid upfront'],
  ['a smaller ring, the trial in common', 'en', ['the sheepdog trial must start after the judges arrive', 'the sheepdog trial should use the smaller ring'], 'start after the judges arrive'],
  ['büyük meydan, alay ortak', 'tr', ['kukla gösterisi fener alayından önce bitsin', 'fener alayını büyük meydana alalım'], 'fener alayından önce bitsin'],
  ['küçük fırın, atölye ortak', 'tr', ['çömlek atölyesinde çocuklar 10 yaşından büyük olsun', 'çömlek atölyesinde küçük fırına geçelim'], '10 yaşından büyük'],
  ['the other tent, its own words', 'en', ['the beekeeping demo needs two volunteers', 'the beekeeping demo goes in the other tent'], 'two volunteers'],
];

const REPLACED: ReplacedRow[] = [
  ['the bigger marquee, named', 'en', ['the jam contest goes in the small marquee', 'move the jam contest to the bigger marquee'], 'bigger marquee', ['small marquee']],
  ['the other field', 'en', ['the sheepdog trial uses the north field', 'use the other field, north is flooded'], 'other field', ['north field']],
  ['bigger one then, options offered', 'en', ['the choir has to warm up in the side chapel', ['assistant', 'The side chapel seats 20; the crypt hall seats 60.'], 'bigger one then'], 'bigger one', ['side chapel']],
  ['büyük atölye', 'tr', ['çömlek dersi küçük atölyede olsun', 'büyük atölyeye alalım, kayıtlar arttı'], 'büyük atölyeye', ['küçük atölyede']],
  ['diğer manej', 'tr', ['at binme dersi kapalı manejde olsun', 'diğer manejde yapalım, kapalı manej boyanıyor'], 'diğer manejde', ['kapalı manejde olsun']],
];

// Before the change: 3 of 6 look-alikes live, 5 of 5 replacements marked (the chapel's rule first written as "the choir
// warms up in the side chapel", which the extractor keeps as no rule: reworded as one before any change); after it
// (`pointedChange` hands back the thing a comparison names, `pointedAt` changes only a rule that names it), 6 of 6 and
// 5 of 5.
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('a change pointed by comparison replaces only a rule that names its thing, a stranger list (twenty-ninth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
