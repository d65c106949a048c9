import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a later statement that does not replace
 * them (issue 14, the twenty-third round): a stranger list written before
 * any change for it, in domains the spoken test conversations do not use (a
 * pottery studio, a community choir, a swimming pool, a print shop, an
 * observatory, beekeeping, a sailing club; seramik atölyesi, koro, yüzme
 * havuzu, matbaa, gözlemevi, arıcılık, yelken kulübü).
 *
 * The classes, each read off a miss of the eighteen conversations that were
 * held out until this round:
 *
 * - the only word the two share is the unit of their values ("hours",
 *   "minutes", "dakika", "saat") or a word that names nothing ("nothing",
 *   "everything", "hiçbir"): "studio sessions nothing over 2 hours" is not
 *   replaced by "she's 8 hours behind";
 * - a change asked, not made ("Ece asks can we raise the budget to …", "…
 *   çıkarabilir miyiz diye soruyor"), with or without a question mark;
 * - an approved call that sets the very value the rule names, spelled
 *   another way ("300 gramdan ince olmasın" and `"kagit": "300 gr"`).
 *
 * Each class has true replacements beside it, which must still be marked
 * (the latest value live, the stale one not): the fix cannot be "never mark".
 */
const STAYS: StaysRow[] = [
  // Only the unit of the values in common.
  ['a call length against a warm-up', 'en', ['supplier calls run 30 minutes at most', 'the big press needs 45 minutes to warm up'], '30 minutes at most'],
  ['a firing against a curing time', 'en', ['the kiln never runs longer than 12 hours', 'the glaze samples need 24 hours to cure'], 'longer than 12 hours'],
  ['a time zone against a session length', 'en', ['observing sessions nothing over 3 hours, the dome gets cold', 'the guest astronomer is 9 hours ahead of us'], 'nothing over 3 hours'],
  ['a word that names nothing, and the unit', 'en', ['nothing leaves the honey room until it has rested 6 hours', 'nothing goes into the north shed until the new lock has been there 36 hours'], 'rested 6 hours'],
  [
    'a word that names nothing, and the unit, said later',
    'en',
    ['nothing leaves the honey room until it has rested 6 hours', 'which hives are due for inspection', ['assistant', 'Hives 3 and 7.'], 'ok inspect those first', ['assistant', 'Will do.'], 'nothing goes into the north shed until the new lock has been there 36 hours'],
    'rested 6 hours',
  ],
  ['toplantı süresi ve gecikme', 'tr', ['koro provaları en fazla 90 dakika sürsün', 'piyanist bugün 20 dakika gecikmeli gelecek'], 'en fazla 90 dakika'],
  ['fırın süresi ve kuruma', 'tr', ['fırın 10 saatten uzun çalışmasın', 'sırlı parçalar 24 saat kurumalı'], '10 saatten uzun'],
  ['hiçbir ve birim', 'tr', ['hiçbir tekne 2 saatten fazla iskelede beklemesin', 'hiçbir kovan 48 saat açık kalmasın'], '2 saatten fazla'],
  // A change asked, not made.
  ['a raise asked for, reported', 'en', ['the sheet music budget is £400 a term', 'the conductor says can we stretch the sheet music budget to £550 this term'], '£400 a term'],
  ['a raise asked with a question mark', 'en', ['pool lanes close at 21:00 on weekdays', 'could we keep the pool lanes open until 22:00 on weekdays?'], '21:00 on weekdays'],
  ['bir artış soruluyor', 'tr', ['kırtasiye bütçesi ayda 5.000 TL', "Ayşe hanım kırtasiye bütçesini 6.000 TL'ye çıkarabilir miyiz diye soruyor"], '5.000 TL'],
  ['soru işaretli bir istek', 'tr', ["yelken dersleri 18:00'de biter", "yelken derslerini 19:00'a uzatabilir miyiz?"], "18:00'de biter"],
  // An approved call that sets the rule's own value, spelled another way.
  [
    'the same weight, spelled another way',
    'en',
    ['every pallet must be 800 kg or less', ['assistant', 'Shall I book the lorry for the kiln shelves?'], 'yes', ['call', 'book_lorry({"load": "kiln shelves", "pallet_weight": "800 kilos"})'], ['tool', 'booked']],
    '800 kg or less',
  ],
  [
    'aynı gramaj, başka yazılışla',
    'tr',
    ['250 gram olmaz, kartvizitte kağıt 300 gramdan ince olmamalı', ['assistant', 'Siparişi matbaaya geçeyim mi?'], 'evet', ['call', 'siparis_ver({"urun": "kartvizit", "kagit": "300 gr mat", "adet": 500})'], ['tool', 'tamam']],
    '250 gram olmaz, kartvizitte kağıt 300 gramdan',
  ],
  // Written after the first change, from two more misses of the eighteen: a bare "ok so …" or "fine, …" with a value of
  // the kind of the rule's, for another act (a ban of one day, then the act done on another; a deadline for another task
  // in a turn that shares a word with the rule's turn by chance).
  ['a ban of one day, the act on another', 'en', ['no pool draining on Sunday', 'ok so drain it tuesday'], 'no pool draining on Sunday'],
  ['bir günün yasağı, iş başka gün', 'tr', ['pazar günü havuz boşaltılmasın', 'tamam salı boşalt'], 'pazar günü havuz boşaltılmasın'],
  ['a deadline of another task', 'en', ['book the dome 20-22 on the 9th for the astronomy club. the club pays on arrival', 'the club treasurer wants the star charts early. fine, send him the charts by the 5th'], '20-22 on the 9th'],
  ['başka bir işin son günü', 'tr', ["12 Mayıs'ta kubbeyi kulüp için ayır, kulüp girişte öder", "kulüp başkanı haritaları erken istiyor. tamam, haritalar 8 Mayıs'a kadar"], "12 Mayıs'ta kubbeyi"],
];

const REPLACED: ReplacedRow[] = [
  ['the same calls run longer now', 'en', ['supplier calls run 30 minutes at most', 'supplier calls can run 45 minutes now, the new contracts are longer'], '45 minutes', ['30 minutes']],
  ['the kiln runs longer now', 'en', ['the kiln never runs longer than 12 hours', 'actually the kiln can run 14 hours now, new elements'], '14 hours', ['12 hours']],
  ['a value alone, corrected at once', 'en', ['set the telescope exposure to 30 seconds', 'make it 60 seconds'], '60 seconds', ['30 seconds']],
  ['provalar uzadı', 'tr', ['koro provaları en fazla 90 dakika sürsün', 'koro provaları artık 120 dakika sürebilir'], '120 dakika', ['90 dakika']],
  ['fırın daha uzun', 'tr', ['fırın 10 saatten uzun çalışmasın', 'fırın artık 14 saat çalışabilir, rezistans yenilendi'], '14 saat', ['10 saat']],
  ['the raise made, not asked', 'en', ['the sheet music budget is £400 a term', 'the sheet music budget is £550 a term now, the council agreed'], '£550', ['£400']],
  ['artış yapıldı', 'tr', ['kırtasiye bütçesi ayda 5.000 TL', "kırtasiye bütçesini 6.000 TL'ye çıkardık, müdür onayladı"], '6.000 TL', ['5.000 TL']],
  [
    'a call that sets another weight',
    'en',
    ['every pallet must be 800 kg or less', ['assistant', 'The yard can now take heavier pallets. Shall I raise the pallet limit to 1,000 kg?'], 'yes', ['call', 'set_limits({"pallet_weight_max": "1000 kg"})'], ['tool', 'ok'], ['assistant', 'Pallets can now be up to 1,000 kg.']],
    '1000 kg',
    ['800 kg'],
  ],
  // Beside the rows written after: the same bare confirmation for the thing itself still replaces it.
  ['the club night moved, confirmed bare', 'en', ['the club night is on Sunday', 'ok so club night tuesday then'], 'tuesday', ['Sunday']],
  ['kulüp gecesi taşındı', 'tr', ['kulüp gecesi pazar', 'tamam kulüp gecesi salı o zaman'], 'salı', ['pazar']],
];

/**
 * Measured before any change for this list: 8 of 13 stay live, 8 of 8
 * replacements marked; and 0 of 1 written after (the rule without a word
 * in common said several turns later). After the changes of docs/compaction.md's
 * twenty-third round (a value's unit and a word that names nothing tie no two
 * statements, a change someone else asks for changes nothing, a Turkish weight
 * with its case ending is a weight): 12 of 13 and 1 of 1, 8 of 8 still marked.
 * Still missed: the rule of its own said in the next turn with "new" as an
 * adjective ("the new lock"), read as a correction made at once.
 *
 * Written after, before their change: a bare confirmation with a value for
 * another act, 1 of 4 live (the Turkish ban of one day); and beside them the
 * same confirmation for the thing itself, 1 of 2 marked (the Turkish one,
 * "kulüp gecesi salı o zaman", is not). After their change (a ban is not
 * replaced by a bare confirmation of an act on another value, and the turns
 * around tie a bare confirmation only when it names no thing of its own):
 * 4 of 4 live, 1 of 2 still marked.
 */
const STAYS_MISSED: string[] = ['a word that names nothing, and the unit'];
const REPLACED_MISSED: string[] = ['kulüp gecesi taşındı'];

strangerList('live rules marked superseded by what does not replace them, a stranger list (twenty-third round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 5, replaced: 3 },
});
