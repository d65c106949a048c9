import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live statements marked replaced when they only say what might happen
 * ("2 people might dial in." marked by "and headcount changed, 3 new
 * starters in april, so 17 people now.", an open question of the tuning
 * half's truth), issue 14, the twenty-seventh round: a stranger list
 * written before any change for it, in domains the spoken test
 * conversations do not use (a beach cleanup, a book club; bir mahalle
 * kermesi, bir koro).
 *
 * Beside them, true replacements of statements that say no "might".
 */
const STAYS: StaysRow[] = [
  ['a possibility, then the count', 'en', ['3 volunteers might come late to the beach cleanup', 'so 14 volunteers now for the beach cleanup'], '3 volunteers might come late'],
  ['a possibility of readers, then the count', 'en', ['2 readers might join by video', 'we are 11 readers now'], '2 readers might join'],
  ['bir ihtimal, sonra sayı', 'tr', ['belki 2 gönüllü daha gelir kermese', 'kermese 12 gönüllü olduk'], 'belki 2 gönüllü daha gelir'],
];

const REPLACED: ReplacedRow[] = [
  ['a count, then the count', 'en', ['book the beach cleanup for 12 volunteers', 'so 14 volunteers now for the beach cleanup'], '14 volunteers', ['for 12 volunteers']],
  ['sayı, sonra sayı', 'tr', ['kermes için 10 gönüllü ayarla', 'kermese artık 12 gönüllü lazım'], '12 gönüllü', ['10 gönüllü ayarla']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('statements of what might happen marked replaced by a count, a stranger list (twenty-seventh round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 1, replaced: 1 },
});
