import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * The Turkish negative suffix read in English words (issue 14, the
 * twenty-eighth round): the supersession rules' own reading of negation took
 * any word ending in "-me" or "-ma" for a Turkish "do not" ("silme",
 * "arama"), English words too ("same", "time", "some", "home", "drama",
 * "llama"), and Turkish nouns made with the same suffix ("toplama",
 * "ödeme"). A statement so misread is a ban that a later statement sharing
 * two words with it and saying "now" lifts, or a ban "for now" that any
 * later word in common lifts; a later statement so misread lifts nothing. A
 * stranger list written before the change, in domains the spoken test
 * conversations do not use (a street fair, a petting farm, a pottery class,
 * a school fair; bir kermes, bir koro, bir mahalle pazarı).
 *
 * Beside the misread words, true negatives of both languages, which must
 * still read as negated: a Turkish "-mA" at the end of a statement, a
 * "-mAyIn", an English "don't" and "no".
 */
const STAYS: StaysRow[] = [
  // English words in -me/-ma read as a ban, lifted by a later "now" that shares two words.
  ['"same" read as a ban', 'en', ['the fun run has to be the same day as the street fair', 'the street fair now has to use the bigger stage'], 'same day as the street fair'],
  ['"time" read as a ban', 'en', ['the pottery class must keep its usual time slot on tuesdays', 'the pottery class now has to use the big room'], 'usual time slot'],
  ['"some" read as a ban', 'en', ['keep some spare batteries for the radio mics at the school fair', 'the radio mics at the school fair now have to be the ones from hall b'], 'spare batteries'],
  ['"drama" read as a ban', 'en', ['the drama group must get the main tent for the dress rehearsal', 'the main tent now has to have a wooden floor for the dress rehearsal'], 'drama group must get the main tent'],
  // Turkish nouns in -mA read as a ban.
  ['"toplama" bir yasak sanılıyor', 'tr', ['kermeste bağış toplama masası bahçe kapısında olsun', 'kermeste bahçe kapısı artık yan sokakta'], 'bağış toplama masası'],
  ['"ödeme" bir yasak sanılıyor', 'tr', ['mahalle pazarında ödeme nakit ya da kartla olsun', 'mahalle pazarında artık kart için iki cihaz var'], 'nakit ya da kartla'],
  // True negatives that nothing lifts: they stay live (and negated).
  ['a true ban, then news of its thing', 'en', ["don't let the goats into the craft tent", 'the craft tent now has a new goat-proof gate'], 'goats into the craft tent'],
  ['gerçek bir yasak, sonra başka bir şey', 'tr', ['provada koro şefinin kaydını paylaşmayın', 'koro şefi artık salı günleri de prova yapıyor'], 'kaydını paylaşmayın'],
];

const REPLACED: ReplacedRow[] = [
  // A true ban lifted by a later statement whose "same", "some" or "time" was read as a negation.
  ['a ban lifted, "same" in the lift', 'en', ['no face painting at the school fair', 'face painting is fine now at the school fair in the same tent'], 'face painting is fine now', ['no face painting']],
  ['a ban lifted, "some" in the lift', 'en', ["don't open the side gate during the parade", 'the side gate has to open now for some marshals during the parade'], 'the side gate has to open now', ["don't open the side gate"]],
  ['a ban lifted, "time" in the lift', 'en', ['no music in the petting barn', 'music is fine in the petting barn now, quiet time is over'], 'music is fine in the petting barn now', ['no music in the petting barn']],
  // A Turkish ban lifted, with and without a noun in -mA in the lift.
  ['yasak kalktı, içinde "toplama"', 'tr', ['kermeste bağış toplama masası kurmayın', 'kermeste artık bağış toplama masası kurabilirsiniz'], 'artık bağış toplama masası kurabilirsiniz', ['masası kurmayın']],
  ['yasak kalktı', 'tr', ['koro provasında telefon kullanma', 'koro provasında artık telefon kullanabilirsiniz'], 'artık telefon kullanabilirsiniz', ['telefon kullanma']],
];

// Before the change: 2 of 8 look-alikes live, 2 of 5 replacements marked; after it, 7 of 8 and 5 of 5; after the
// twenty-ninth round's (a comparison changes only a rule that names its thing: `strangerPointedThing.test.ts`), 8 of 8.
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('the Turkish negative suffix read in English words and Turkish nouns, a stranger list (twenty-eighth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 3, replaced: 2 },
});
