import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A ban read as lifted by a statement that only says something about its
 * thing changed (issue 14, the twenty-fourth round): a stranger list
 * written before any change for it, in domains the spoken test
 * conversations do not use (a marathon, a concert hall, a print room, a
 * ferry; maraton, konser salonu, matbaa, feribot). Found while writing
 * `strangerContextTies.test.ts`: "marathon field logistics changed." lifted
 * "marathon field: no more than 900 runners".
 *
 * "The north hall booking system changed" tells news about the hall; it
 * allows nothing the ban forbade. A lift says the thing is allowed ("ok
 * refunds are fine now", "artık ayırabilirsin") or does it ("go ahead and
 * print the posters in colour now"): those must still lift the ban.
 */
const STAYS: StaysRow[] = [
  ['a field cap, then its logistics changed', 'en', ['no more than 900 runners in the marathon field', 'the marathon field logistics changed.'], 'no more than 900 runners'],
  ['a hall never booked, then its booking system changed', 'en', ['never book the north hall for the choir', 'the north hall booking system has changed'], 'never book the north hall'],
  ['posters not in colour, then the printer changed', 'en', ['do not print the posters in colour', 'the poster print room changed'], 'do not print the posters in colour'],
  ['a deck kept shut, then its crew changed', 'en', ["don't open the ferry car deck before 07:00", 'the ferry car deck crew changed this week'], 'before 07:00'],
  ['salon hiç ayrılmasın, sonra sistemi değişti', 'tr', ['kuzey salonunu koro için asla ayırma', 'kuzey salonunun rezervasyon sistemi değişti'], 'kuzey salonunu koro için asla ayırma'],
  ['afiş renkli basılmasın, sonra matbaa değişti', 'tr', ['afişleri renkli basma', 'afiş matbaası değişti'], 'afişleri renkli basma'],
  ['güverte açılmasın, sonra ekip değişti', 'tr', ["feribotun araç güvertesini 07:00'dan önce açma", 'feribotun araç güvertesi ekibi bu hafta değişti'], "07:00'dan önce açma"],
];

const REPLACED: ReplacedRow[] = [
  ['refunds allowed now', 'en', ['no refunds on workshop tickets', 'ok refunds on workshop tickets are fine now'], 'are fine now', ['no refunds']],
  ['colour posters done now', 'en', ['do not print the posters in colour', 'go ahead and print the posters in colour now, the budget came through'], 'go ahead and print', ['do not print']],
  ['salon artık ayrılabilir', 'tr', ['kuzey salonunu koro için asla ayırma', 'tamam artık kuzey salonunu koro için ayırabilirsin'], 'ayırabilirsin', ['asla ayırma']],
];

/**
 * Measured before any change for this list: 3 of 7 stay live (the four
 * English ones lifted), 2 of 3 lifts marked. After the change of
 * docs/compaction.md's twenty-fourth round (news that a ban's thing changed
 * lifts nothing): 7 of 7, and 2 of 3 still marked. Still missed, today as
 * before: "ok refunds on workshop tickets are fine now" is not kept as an
 * item at all, so the ban it lifts stays live.
 */
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = ['refunds allowed now'];

strangerList('a ban against news that its thing changed, a stranger list (twenty-fourth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 3, replaced: 1 },
});
