import { quietTalk, strangerList, type ActedStep, type Language, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A statement that holds more than the later one says, tied to it only by
 * the turns around them (issue 14, the twenty-fourth round): a stranger list
 * written before any change for it, in domains the spoken test conversations
 * do not use (a vineyard, a library, a ferry line, a theatre, a marathon;
 * bağ, kütüphane, tiyatro, maraton).
 *
 * The class was read off one rule of the held-out conversations, by its
 * mechanism only, never its words: a rule with a rate and a date, marked
 * replaced ten turns later by a user statement with another date, which
 * shares no word with it and says no word of change itself; only its turn
 * says something changed and shares words with the rule's turn. The rate
 * was never said again, so marking the rule replaced loses it.
 *
 * Beside them, true replacements tied the same way, which restate every
 * value the earlier statement held (a deadline's day and hour moved), and
 * must still be marked.
 */
/**
 * Ten turns between the two statements, as in the held-out conversation: a replacement said at once is read by
 * another rule (a correction made at once), not this one.
 */
const GAP: Record<Language, ActedStep[]> = {
  en: [['assistant', 'Noted.'], 'what is still open on my list?', ['assistant', 'Two invoices and the insurance form.'], 'send me the insurance form', ['assistant', 'Sent.'], 'and the invoices?', ['assistant', 'Both are in your inbox.'], 'thanks', ['assistant', 'You are welcome.']],
  tr: [['assistant', 'Not aldım.'], 'listemde ne kaldı?', ['assistant', 'İki fatura ve sigorta formu.'], 'sigorta formunu gönder', ['assistant', 'Gönderdim.'], 'faturalar?', ['assistant', 'İkisi de gelen kutunda.'], 'teşekkürler', ['assistant', 'Rica ederim.']],
};
const talk = (language: Language, [first, ...rest]: readonly ActedStep[]) => quietTalk(language, [first!, ...GAP[language], ...rest]);

const STAYS: StaysRow[] = [
  // Another act on another day.
  ['a rate from a date, then a tasting booked', 'en', ['vineyard tour: max 12 guests per slot from 4 May', 'change of plan for the vineyard tour. book the tasting for 11 May'], '12 guests per slot'],
  ['loans per member from a date, then a room opened', 'en', ['library loans: 8 books per member from 1 March', 'the library loans desk changed its hours. open the reading room on 15 March'], '8 books per member'],
  ['cars per crossing from a date, then a café', 'en', ['ferry crossings: 40 cars per crossing from 2 June', 'ferry crossing news, things moved. schedule the café opening for 9 June'], '40 cars per crossing'],
  ['a field cap on a day, then the expo', 'en', ['marathon field: no more than 900 runners on 12 October', 'marathon field logistics changed. hold the expo on 10 October'], '900 runners'],
  ['slot başına misafir, sonra tadım', 'tr', ["bağ turu: 4 Mayıs'tan itibaren slot başına en fazla 12 misafir", "bağ turunda plan değişti. tadımı 11 Mayıs'a koyalım"], 'slot başına en fazla 12 misafir'],
  ['üye başına kitap, sonra okuma salonu', 'tr', ["kütüphane ödünç: 1 Mart'tan itibaren üye başına 8 kitap", "kütüphane ödünç masasında saatler değişti. okuma salonunu 15 Mart'ta açalım"], 'üye başına 8 kitap'],
  ['gece başına koltuk, sonra prova', 'tr', ["tiyatro satışı: 20 Nisan'a kadar gece başına 300 koltuk", "tiyatro satışında bir şey değişti. kostüm provasını 14 Nisan'a koyalım"], 'gece başına 300 koltuk'],
  // A cap said as a bare number (found by the round's property): the number is the rule's value too.
  ['a bare cap from a date, then a tasting booked', 'en', ['vineyard tour: max 12 from 4 May', 'change of plan for the vineyard tour. book the tasting for 11 May'], 'max 12'],
  ['yalın bir tavan, sonra tadım', 'tr', ["bağ turu: 4 Mayıs'tan itibaren en fazla 12", "bağ turunda plan değişti. tadım 11 Mayıs'ta yapılsın"], 'en fazla 12'],
  // The same thing's start moved, its rate said no more: the rate still holds (the start is the later line's).
  ['a rate from a date, the start moved', 'en', ['vineyard tour: max 12 guests per slot from 4 May', 'change of plan for the vineyard tour. we start on 11 May'], '12 guests per slot'],
  ['a rate from a date, started on another of "it"', 'en', ['vineyard tour: max 12 guests per slot from 4 May', 'change of plan for the vineyard tour. lets start it on 11 May'], '12 guests per slot'],
  ['slot başına misafir, başlangıç kaydı', 'tr', ["bağ turu: 4 Mayıs'tan itibaren slot başına en fazla 12 misafir", "bağ turunda plan değişti. 11 Mayıs'ta başlayalım"], 'slot başına en fazla 12 misafir'],
];

const REPLACED: ReplacedRow[] = [
  ['a deadline moved, day and hour', 'en', ['we must close the books by 17:00 on Monday 7 December', 'closing got pushed. new target: Thursday 10 December 12:00'], '10 December', ['7 December']],
  ['kapanış ertelendi, gün ve saat', 'tr', ["kapanışı 7 Aralık pazartesi 17:00'ye kadar bitirmeliyiz", 'kapanış ertelendi. yeni hedef 10 Aralık perşembe 12:00'], '10 Aralık', ['7 Aralık']],
  ['a deadline moved, of "it"', 'en', ['we must close the books by 17:00 on Monday 7 December', 'closing got pushed. do it by 12:00 on Thursday 10 December'], '10 December', ['7 December']],
  ['a switch moved, hour and day', 'en', ['the ferry timetable switch happens at 06:00 on 2 June', 'ferry plans moved. the timetable switch is 05:00 on 9 June'], '9 June', ['2 June']],
];

/**
 * Measured before any change for this list: 3 of 10 stay live, 2 of 4
 * replacements marked. After the changes of docs/compaction.md's
 * twenty-fourth round (a statement tied by nothing of its own replaces only
 * one that held nothing it does not say again; news that a ban's thing
 * changed lifts nothing, `strangerChangeReported.test.ts`): 8 of 10, 2 of 4
 * still marked. Two rows written after, from a case the round's property
 * (`properties/countsApart.ts`) found: a cap said as a bare number ("max
 * 12"), 1 of 2 live before a capped bare number counted as a value the later
 * statement must say again, 2 of 2 after.
 *
 * Still missed, each for a reason outside this list's class:
 * - the first statement is not kept at all, a setting said with no verb
 *   ("ferry crossings: 40 cars per crossing from 2 June", "tiyatro satışı:
 *   20 Nisan'a kadar gece başına 300 koltuk");
 * - the change is not kept at all ("yeni hedef 10 Aralık perşembe 12:00"
 *   says no verb; "do it by 12:00 on Thursday 10 December" is not kept
 *   either), so the old deadline stays live, today as before.
 */
const STAYS_MISSED: string[] = ['cars per crossing from a date, then a café', 'gece başına koltuk, sonra prova'];
const REPLACED_MISSED: string[] = ['kapanış ertelendi, gün ve saat', 'a deadline moved, of "it"'];

strangerList('a statement holding more than the later one says, tied only by the turns around them (twenty-fourth round)', {
  talk,
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 4, replaced: 1 },
});
