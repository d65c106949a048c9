import type { ReplacementPair } from './replacedStatements.js';

/**
 * A second rule beside the first, or the first one replaced: pairs of an
 * earlier and a later statement for the supersession rule
 * (`findSupersessions`), as docs/compaction.md's supersession rule and the
 * doc comments of core/compact/supersession.ts's readers of bounds,
 * exceptions, weekdays, permissions and bans for now write them, English
 * and Turkish:
 *
 * - the other end of a time's or a date's span is another rule ("no
 *   deliveries before 08:00" → "and none after 17:30"; "finished by 20
 *   Feb" → "can start on 5 Jan"); the same end moved replaces it. Which end
 *   a value bounds is read from the words right around it: "by", "until",
 *   "due", "finished", "ready", "latest" and Turkish "kadar", "bitmeli",
 *   "teslim" the latest; "from", "since", "start", "earliest", "onwards"
 *   and Turkish "itibaren", "başlayabilir" the earliest; "before", "after"
 *   and Turkish "önce", "sonra" turned round under a negation ("no
 *   deliveries before 08:00" is the earliest); "no later than" a latest,
 *   "at the latest" and "at the earliest" after the value;
 * - the case a rule leaves out ("unless", "except", "other than", "apart
 *   from", "hariç", "dışında"): a later statement about that case alone is
 *   its own value, unless it says it changed;
 * - a rule for every one weekday ("on Mondays", "every monday", "salı
 *   günleri", "cumaları") and a statement about another weekday, saying no
 *   change: each day's own slot; a slot of one date moves;
 * - an amount said to be the whole ("total", "all in", "overall",
 *   "toplam", "genel", "her şey dahil") and a part of it named apart;
 * - what only might happen ("might", "belki") is no value a later count
 *   replaces, unless it is a limit;
 * - a ban lifted by a permission of its verb for the thing it names, now
 *   or for once (the words right after an English verb up to a
 *   preposition, the word before a Turkish one, or a pronoun), not for
 *   another thing of that verb; a ban for now ("yet", "şimdilik") lifted by
 *   doing what it held back, not by a statement that only shares a word.
 *
 * Each pair is written beside its near misses; the answer each was written
 * to have is the whole oracle: nothing here reads `core/`'s patterns.
 */
export const SECOND_RULE_PAIRS: readonly ReplacementPair[] = [
  // ------------------------------------------------ the two ends of a span
  { earlier: 'no deliveries before 08:00', changed: ['no deliveries before 09:00'], kept: ['no deliveries after 17:30'] },
  { earlier: 'no deliveries before 8am', changed: ['no deliveries before 9am'], kept: ['no deliveries after 5pm'] },
  { earlier: 'no deliveries before [8 am]', changed: ['no deliveries before [9 am]'], kept: ['no deliveries after [5 pm]'] },
  { earlier: 'nobody in the lab after 22:00', changed: ['nobody in the lab after 21:00'], kept: ['nobody in the lab before 07:00'] },
  { earlier: 'deliveries only after 08:00', changed: ['deliveries only after 09:00'], kept: ['deliveries only before 17:30'] },
  { earlier: 'the refit must be finished by 20 Feb', changed: ['the refit must be finished by 27 Feb'], kept: ['the fitters can start the refit on 5 Jan'] },
  { earlier: 'the refit must be done by 2026-02-20', changed: ['the refit must be done by 2026-02-27'], kept: ['the refit can start from 2026-01-05'] },
  { earlier: 'the hall is ours from 9am', changed: ['the hall is ours from 10am'], kept: ['the hall is ours until 6pm', 'the hall is ours till 6pm'] },
  { earlier: 'the hall is ours since 09:00', kept: ['the hall is ours until 18:00'] },
  { earlier: 'applications are open from March 5', changed: ['applications are open from March 9'], kept: ['applications are open until March 20'] },
  { earlier: 'the scaffold stays up until 20th March', changed: ['the scaffold stays up until 27th March'], kept: ['the scaffold can begin on 3rd March'] },
  { earlier: 'the report is due 20 Feb', changed: ['the report is due 27 Feb'], kept: ['the report can be started 5 Feb'] },
  { earlier: 'the vans leave at 07:00 latest', changed: ['the vans leave at 07:30 latest'], kept: ['the vans leave at 06:00 earliest'] },
  { earlier: 'the vans leave at 07:00 [at the latest]', changed: ['the vans leave at 07:30 [at the latest]'], kept: ['the vans leave at 06:00 [at the earliest]'] },
  { earlier: 'the stand is staffed from 09:00 onwards', changed: ['the stand is staffed from 10:00 onwards'], kept: ['the stand is staffed until 17:00'] },
  { earlier: 'invoices go out no later than 18:00', changed: ['invoices go out no later than 17:00'], kept: ['invoices go out no earlier than 09:00'] },
  { earlier: 'the kiln must be ready by 18:00', kept: ['the kiln can be lit from 06:00'] },
  { earlier: 'the kiln must be usable by 18:00', kept: ['the kiln firing can kick off at 06:00'] },
  { earlier: 'the mural has to be complete by 20 Feb', kept: ['the mural painting can begin on 5 Jan'] },
  { earlier: 'deadline for the mural 20 Feb', kept: ['kickoff for the mural 5 Jan'] },
  // "before" and "after" turned round under a negation: "don't start before 08:00" bounds the earliest, as "after" does.
  { earlier: "don't start the mixer before 08:00", changed: ["don't start the mixer before 09:00"], kept: ["don't run the mixer after 22:00", 'run the mixer before 22:00'] },
  { earlier: 'the mixer can run after 08:00', kept: ['the mixer can run before 22:00', "the mixer can't run after 22:00"] },
  // A value in a clause of its own: the bound said in another clause bounds another value.
  { earlier: 'the vans must be back by 18:00', changed: ['from monday, vans back 17:00'] },
  // Turkish: a case ending on the value and the postposition or verb after it.
  { earlier: "teslimat 08:00'den önce gelmesin", changed: ["teslimat 09:00'dan önce gelmesin"], kept: ["teslimat 17:30'dan sonra gelmesin"] },
  { earlier: "17:30'dan sonra kimse girmesin", kept: ["08:00'den önce kimse girmesin"] },
  { earlier: "tadilat 20 Şubat'a kadar bitmeli", changed: ["tadilat 27 Şubat'a kadar bitmeli"], kept: ["ustalar tadilata 5 Ocak'ta başlayabilir"] },
  { earlier: "kurulum 09:00'dan itibaren", changed: ["kurulum 10:00'dan itibaren"], kept: ["kurulum 17:00'ye kadar"] },
  { earlier: "rapor 20 Şubat'ta teslim edilsin", kept: ["rapora 5 Şubat'ta başlanabilir"] },
  // ------------------------------------------------ the case a rule leaves out
  { earlier: 'crew call 07:00, nobody before 06:30 unless it is the church day', kept: ['06:00 for the church'] },
  { earlier: 'no deploys after 16:00 except hotfixes', kept: ['hotfixes can go at 18:00'], changed: ['no deploys after 17:00'] },
  { earlier: 'the studio closes at 20:00 [other than] fridays', kept: ['fridays 22:00'] },
  { earlier: 'the studio closes at 20:00 [apart from] rehearsal nights', kept: ['rehearsal nights 23:00'] },
  { earlier: "pazar hariç kurs 10:00'da başlıyor", kept: ["pazar 12:00'de"], changed: ["kurs 11:00'de başlıyor artık"] },
  { earlier: "bayram dışında mesai 09:00'da başlıyor", kept: ["bayramda 11:00'de"] },
  // ------------------------------------------------ another weekday of a rule for every week
  { earlier: 'on Mondays the bakery opens at 06:30', kept: ['on Saturdays the bakery opens at 08:00'], changed: ['on Mondays the bakery opens at 07:00 now'] },
  { earlier: 'every monday the bakery opens at 06:30', kept: ['on saturday the bakery opens at 08:00'] },
  { earlier: 'each monday the bakery opens at 06:30', kept: ['on saturday the bakery opens at 08:00'] },
  { earlier: 'the migration window is Saturday 02:00-04:00', changed: ['migration window: Sunday 03:00-05:00'] },
  { earlier: "salı günleri fırın 06:30'da açılıyor", kept: ["cumartesi fırın 08:00'de açılıyor"] },
  { earlier: "cumaları fırın 06:30'da açılıyor", kept: ["pazartesi fırın 08:00'de açılıyor"] },
  { earlier: "pazartesileri fırın 06:30'da açılıyor", kept: ["cumartesi fırın 08:00'de açılıyor"] },
  // ------------------------------------------------ a part of a whole
  { earlier: 'the total budget is £20,000', kept: ['the transport cap is £2,400'], changed: ['the total budget is £22,000 now'] },
  { earlier: 'the budget is £20,000 [all in]', kept: ['the catering budget is £4,000'] },
  { earlier: 'the overall budget is £20,000', kept: ['the catering budget is £4,000'] },
  { earlier: 'toplam bütçe 50 bin TL', kept: ['ulaşım bütçesi 8 bin TL'] },
  { earlier: 'genel bütçe 50 bin TL', kept: ['ulaşım bütçesi 8 bin TL'] },
  // ------------------------------------------------ what only might happen
  { earlier: '2 people might dial in', kept: ['so 17 people now'] },
  { earlier: 'belki 2 kişi daha gelir', kept: ['15 kişi olduk'] },
  // ------------------------------------------------ a ban lifted
  { earlier: "don't use the big press", changed: ['[you can] use the big press for the flyers now'], kept: ['[you can] use the guillotine for the flyers now'] },
  { earlier: 'kantinde kola satmayın', changed: ['artık kola satabilirsiniz'], kept: ['artık ayran satabilirsiniz'] },
  { earlier: 'dont replay yet', changed: ['replay the other 35'], kept: ["don't replay the other 35"] },
  { earlier: 'afişi şimdilik basma', changed: ['afişi artık basın'], kept: ['afiş tasarımı bitti'] },
];

/** Pairs the rule misreads by its own doc comments (known misses, each an `it.fails` in the test). */
export const SECOND_RULE_MISSES: readonly ReplacementPair[] = [
  // Typed with doubled spaces, "at the latest", "all in", "other than" and "apart from" are no longer read.
  { earlier: 'the vans leave at 07:00 at  the latest', kept: ['the vans leave at 06:00 at  the earliest'] },
  { earlier: 'the budget is £20,000 all  in', kept: ['the catering budget is £4,000'] },
  { earlier: 'the studio closes at 20:00 other  than fridays', kept: ['fridays 22:00'] },
  { earlier: 'the studio closes at 20:00 apart  from rehearsal nights', kept: ['rehearsal nights 23:00'] },
  // "it" for the thing a ban names: the doc comment's pronoun, read for "him" and "her" but not for "it".
  { earlier: "don't use the big press", changed: ['[you can] use it now'] },
];
