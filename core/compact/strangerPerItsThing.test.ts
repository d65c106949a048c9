import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions left unresolved when the change says its value per one of the
 * things the rule was said of in the plural ("episodes can't run over 55
 * min once edited" → "actually make it 50 min max per episode then"):
 * read as a rate beside a total, the change replaced nothing (issue 14,
 * the twenty-seventh round). A stranger list written before any change for
 * it, in domains the spoken test conversations do not use (a lecture
 * series, a choir, a walking tour; bir dil kursu, bir tekne turu).
 *
 * Beside them, look-alikes: a total of the things said before a value per
 * one of them ("the lecture series can't run over 600 min in total" →
 * "max 45 min per lecture"), a value per another thing.
 */
const STAYS: StaysRow[] = [
  ['a total, then a value per one', 'en', ["the lecture series can't run over 600 min in total", 'max 45 min per lecture'], 'over 600 min in total'],
  ['toplam, sonra biri başına', 'tr', ['dersler toplam 600 dakikayı geçmesin', 'ders başına en fazla 40 dakika olsun'], 'toplam 600 dakikayı'],
  ['a value per another thing', 'en', ["rehearsals can't run over 90 minutes", 'max 20 minutes per soloist'], 'over 90 minutes'],
  ['başka bir şey başına', 'tr', ['tekne turları en fazla 12 kişi olsun', 'rehber başına 6 kişi düşsün'], 'en fazla 12 kişi'],
];

const REPLACED: ReplacedRow[] = [
  ['a length per one, then', 'en', ["lectures can't run over 50 min once recorded", 'actually make it 45 min max per lecture then'], '45 min max per lecture', ["can't run over 50 min"]],
  ['a length per rehearsal, now', 'en', ['rehearsals must not go past 90 minutes', 'ok, 120 minutes max per rehearsal now'], '120 minutes max per rehearsal', ['past 90 minutes']],
  ['ders başına süre', 'tr', ['dersler 40 dakikayı geçmesin', 'aslında ders başına en fazla 35 dakika olsun'], 'ders başına en fazla 35 dakika', ['40 dakikayı geçmesin']],
  ['tur başına kişi', 'tr', ['tekne turları en fazla 12 kişi olsun', 'artık tur başına en fazla 10 kişi olsun'], 'tur başına en fazla 10 kişi', ['en fazla 12 kişi']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('revisions said per one of the things the rule named in the plural, a stranger list (twenty-seventh round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 2, replaced: 2 },
});
