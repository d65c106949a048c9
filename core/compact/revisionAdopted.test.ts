import { describe, it } from 'vitest';
import { eachCase, eachLookAlike, expectResolved, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions that come from someone else (issue 14), a nineteenth list, written before any change for it and in
 * domains the spoken test conversations and the earlier lists do not use (a bakery, a ferry line, a school canteen, a
 * printing shop, a football club, a lab; fırın, vapur, okul kantini, futbol kulübü, laboratuvar, terzi), typed the way
 * people type:
 *
 * - a figure someone else gives (a colleague, the client, the coach, the harbour master, the chef) that the user takes
 *   in the same turn: "she's right, do 16", "fair enough, 22:00 then", "good call, order 25", "haklı, 3.000 yap",
 *   "tamam öyle olsun", "dediği gibi yapalım", "olur, 800 bas";
 * - a ban lifted or an exception given: "fine to cc him now", "you can use the big press this week", "artık sms
 *   kullanabilirsin", "bu seferlik bisiklet alabilirsiniz";
 *
 * and beside them look-alikes that replace nothing: the figure only told, rejected, questioned, "he's right" about
 * something else, a permission asked and not given, a permission for another verb or another thing.
 *
 * Resolved: the user's words that take the change are in a live constraint or decision, no stale value is in a live
 * line, and neither is filed as a rejected option (`expectResolved`). A false resolution (a figure told but not taken
 * replacing the user's rule) is worse than a miss: the look-alikes guard it.
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Ok.' : 'Tamam.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);
}

/** Ordinary turns with values of their own between the rule and its change. */
const GAP: Record<Language, Step[]> = {
  en: ['the van driver is off on friday', ['assistant', 'Noted. The electricity bill of £212 is due on 3 June.'], 'pay it from the main account'],
  tr: ['şoför cuma izinli', ['assistant', "Not aldım. Elektrik faturası 1.240 TL, 3 Haziran'da ödenecek."], 'ana hesaptan öde'],
};

/** A figure someone else gives, taken by the user in the same turn. */
const ADOPTED: Case[] = [
  ['she is right, do 16', 'en', ['the sourdough proofs for 12 hours', ...GAP.en, "Maria suggested 16 hours for the proof since the kitchen is cold, she's right, do 16"], "she's right, do 16", ['proofs for 12 hours']],
  ['fair enough, 22:00 then', 'en', ['the last ferry leaves at 22:30', ...GAP.en, 'the harbour master wants the last sailing at 22:00 because of the tide. fair enough, 22:00 then'], '22:00 then', ['leaves at 22:30']],
  ['ok, go with 12:15', 'en', ['lunch service starts at 11:45', ...GAP.en, 'the head teacher proposed 12:15 for lunch so the juniors finish class. ok, go with 12:15'], 'go with 12:15', ['starts at 11:45']],
  ['fine, 600 it is', 'en', ['print 400 copies of the flyer', ...GAP.en, 'the client asked for 600 copies of the flyer, fine, 600 it is'], '600 it is', ['400 copies']],
  ['he is right, cut it to 75', 'en', ['training runs 90 minutes on tuesdays', ...GAP.en, "the coach says 75 minutes is enough before the derby, he's right, cut it to 75"], 'cut it to 75', ['90 minutes']],
  ['she is right, use 3,000', 'en', ['spin the samples at 4,000 rpm', ...GAP.en, "Dr Okafor recommends 3,000 rpm for the new rotor, she's right, use 3,000"], 'use 3,000', ['4,000 rpm']],
  ['agreed, let us do €52', 'en', ['car tickets on the ferry stay at €45', ...GAP.en, "the operator proposed €52 for car tickets from spring. agreed, let's do €52"], "let's do €52", ['at €45']],
  ['good call, order 25', 'en', ['order 20 kg of rye flour a week', ...GAP.en, 'the miller suggests 25 kg of rye a week since we keep running out, good call, order 25'], 'order 25', ['20 kg of rye']],
  ['she is the boss, 2 weeks', 'en', ['the banners need a 5 day turnaround', ...GAP.en, "the owner wants 2 weeks turnaround on the banners. ok 2 weeks, she's the boss"], 'ok 2 weeks', ['5 day turnaround']],
  ['haklı, 05:30', 'tr', ["simitler 06:00'da fırından çıksın", ...GAP.tr, "usta 05:30'u öneriyor, haklı, simitler 05:30'da çıksın"], "05:30'da çıksın", ["06:00'da"]],
  ['tamam öyle olsun', 'tr', ["son vapur 23:00'te kalksın", ...GAP.tr, "liman müdürü son vapur 22:30'da kalksın dedi, rüzgar yüzünden. tamam öyle olsun"], 'tamam öyle olsun', ["23:00'te"]],
  ['dediği gibi yapalım', 'tr', ["kantinde öğle yemeği 12:00'de başlasın", ...GAP.tr, "müdür yardımcısı öğle yemeği için 12:30'u önerdi, dediği gibi yapalım"], 'dediği gibi yapalım', ["12:00'de"]],
  ['olur, 80 adet dik', 'tr', ['terziye 50 adet forma diktirelim', ...GAP.tr, 'kulüp başkanı 80 adet forma istiyor, olur, 80 adet diksin'], '80 adet diksin', ['50 adet']],
  ['haklı, 75 dakika', 'tr', ['antrenman 90 dakika sürsün', ...GAP.tr, 'hoca derbi öncesi antrenman 75 dakika yeter diyor, haklı, 75 dakika yapalım'], '75 dakika yapalım', ['90 dakika']],
  ['haklı, 3.000 yap', 'tr', ['santrifüj 4.000 devirde çalışsın', ...GAP.tr, 'Selin Hoca yeni rotor için 3.000 devir öneriyor, haklı, 3.000 yap'], '3.000 yap', ['4.000 devirde']],
  ['mantıklı, 25 kilo', 'tr', ['haftada 20 kilo çavdar unu sipariş et', ...GAP.tr, 'değirmenci haftada 25 kilo çavdar öneriyor, hep bitiyor. mantıklı, 25 kilo sipariş et'], '25 kilo sipariş et', ['20 kilo']],
];

/** The same, taken a turn later or from the assistant's relayed report. */
const ADOPTED_LATER: Case[] = [
  ['he is right, a turn later', 'en', ['the last ferry leaves at 22:30', ...GAP.en, 'the harbour master wants the last sailing at 22:00 because of the tide', ['assistant', 'Ok. Should I tell the crew?'], "not yet. he's right though, 22:00 it is"], '22:00 it is', ['leaves at 22:30']],
  ['vendor figure relayed, taken', 'en', ['print 400 copies of the flyer', ...GAP.en, 'what does the client say?', ['assistant', 'The client replied: they want 600 copies of the flyer.'], 'ok 600 then'], '600 then', ['400 copies']],
  ['haklı, bir tur sonra', 'tr', ['antrenman 90 dakika sürsün', ...GAP.tr, 'hoca derbi öncesi antrenman 75 dakika yeter diyor', ['assistant', 'Oyunculara haber vereyim mi?'], 'birazdan. hoca haklı, 75 dakika yapalım'], '75 dakika yapalım', ['90 dakika']],
];

/** A ban lifted, or an exception to it given. */
const LIFTED: Case[] = [
  ['fine to cc him now', 'en', ['never cc the club chairman on fixture emails', ...GAP.en, 'the chairman asked to follow the cup run, fine to cc him now'], 'fine to cc him now', ['never cc the club chairman']],
  ['you can use the big press this week', 'en', ["don't use the big press for short runs", ...GAP.en, 'the small press is broken, you can use the big press this week'], 'you can use the big press this week', ["don't use the big press"]],
  ['you can sell tickets on board now', 'en', ['do not sell tickets on board', ...GAP.en, 'the operator fixed the card readers, you can sell tickets on board now'], 'you can sell tickets on board now', ['do not sell tickets on board']],
  ['unless I say so, lifted this weekend', 'en', ['no deliveries on sundays unless I say so', ...GAP.en, 'the market is on, the bakery van can deliver this weekend'], 'can deliver this weekend', ['no deliveries on sundays']],
  ['you may serve peanuts again', 'en', ['never serve peanuts in the canteen', ...GAP.en, 'the allergy plan changed, you may serve peanuts again'], 'you may serve peanuts again', ['never serve peanuts']],
  ['ok to loop her in now', 'en', ["don't copy Dr Lee on the plate reader emails", ...GAP.en, "Dr Lee runs the reader now so it's ok to loop her in"], 'ok to loop her in', ["don't copy Dr Lee"]],
  ['artık sms kullanabilirsin', 'tr', ['bu müşteride sms kullanılmayacak', ...GAP.tr, 'müşteri izin verdi, artık sms kullanabilirsin'], 'sms kullanabilirsin', ['sms kullanılmayacak']],
  ['artık veli grubuna yazabilirsin', 'tr', ['veli grubuna mesaj atma', ...GAP.tr, 'müdür izin verdi, artık veli grubuna yazabilirsin'], 'veli grubuna yazabilirsin', ['mesaj atma']],
  ['bu seferlik büyük makine', 'tr', ['büyük dikiş makinesini kısa işlerde kullanmayın', ...GAP.tr, 'küçüğü arızalı, bu seferlik büyük makineyi kullanabilirsiniz'], 'büyük makineyi kullanabilirsiniz', ['kullanmayın']],
  ['artık gazlı içecek satabilirsiniz', 'tr', ['kantinde gazlı içecek satılmayacak', ...GAP.tr, 'okul aile birliği onayladı, artık gazlı içecek satabilirsiniz'], 'gazlı içecek satabilirsiniz', ['satılmayacak']],
  ['logoyu artık kullanabilirsin', 'tr', ['sponsorun logosunu sosyal medyada kullanma', ...GAP.tr, 'sponsor onay verdi, logoyu artık kullanabilirsin'], 'logoyu artık kullanabilirsin', ['logosunu sosyal medyada kullanma']],
  ['bu seferlik bisiklet alabilirsiniz', 'tr', ['vapura bisiklet alınmayacak', ...GAP.tr, 'bayram var, bu seferlik bisiklet alabilirsiniz'], 'bisiklet alabilirsiniz', ['bisiklet alınmayacak']],
];

/** Words of the same forms that take nothing: the user's rule stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['a figure only told', 'en', ['the sourdough proofs for 12 hours', ...GAP.en, 'Maria suggested 16 hours for the proof since the kitchen is cold'], 'proofs for 12 hours'],
  ['a figure rejected', 'en', ['the last ferry leaves at 22:30', ...GAP.en, 'the harbour master wants the last sailing at 22:00, no, we keep 22:30'], 'leaves at 22:30'],
  ['a figure questioned', 'en', ['lunch service starts at 11:45', ...GAP.en, 'the head teacher proposed 12:15 for lunch, is that ok for the kitchen?'], 'starts at 11:45'],
  ['ok to something else', 'en', ['print 400 copies of the flyer', ...GAP.en, "the client asked for 600 copies. ok, I'll ask finance first"], '400 copies'],
  ['right about another thing', 'en', ['training runs 90 minutes on tuesdays', ...GAP.en, "the coach says 75 minutes is enough. he's right that the pitch is soaked, but keep 90"], '90'],
  ['agreed on another thing', 'en', ['spin the samples at 4,000 rpm', ...GAP.en, 'Dr Okafor recommends 3,000 rpm for the new rotor. agreed on ordering the rotor, but we stay at 4,000'], '4,000 rpm'],
  ['a permission asked, not given', 'en', ['never cc the club chairman on fixture emails', ...GAP.en, 'can I cc the chairman on the cup fixtures?'], 'never cc the club chairman'],
  ['a permission for another thing', 'en', ["don't use the big press for short runs", ...GAP.en, 'you can use the guillotine for the flyers now'], "don't use the big press"],
  ['a permission someone asks for', 'en', ['never serve peanuts in the canteen', ...GAP.en, 'a parent asked if we can serve peanut butter at the fair'], 'never serve peanuts'],
  ['usta önerdi, olmaz', 'tr', ["simitler 06:00'da fırından çıksın", ...GAP.tr, "usta 05:30'u öneriyor ama olmaz, 06:00 kalsın"], "06:00'da"],
  ['sadece aktarılan sayı', 'tr', ['terziye 50 adet forma diktirelim', ...GAP.tr, 'kulüp başkanı 80 adet forma istiyor'], '50 adet'],
  ['soru', 'tr', ['antrenman 90 dakika sürsün', ...GAP.tr, 'hoca 75 dakika yeter diyor, sence haklı mı?'], '90 dakika'],
  ['başka konuda haklı', 'tr', ["son vapur 23:00'te kalksın", ...GAP.tr, "liman müdürü 22:30 dedi. rüzgar konusunda haklı ama son vapur 23:00'te kalksın yine"], "23:00'te"],
  ['başka şeye izin', 'tr', ['kantinde gazlı içecek satılmayacak', ...GAP.tr, 'artık kantinde tost satabilirsiniz'], 'gazlı içecek satılmayacak'],
  ['bu seferlik başka iş', 'tr', ['büyük dikiş makinesini kısa işlerde kullanmayın', ...GAP.tr, 'bu seferlik kumaşı toptancıdan alabilirsiniz'], 'kullanmayın'],
  ['unless I say so, a "can" that allows nothing', 'en', ['no deliveries on sundays unless I say so', ...GAP.en, 'the sunday market can wait till spring'], 'no deliveries on sundays'],
  ['ben söyleyene kadar, izin değil', 'tr', ['ben söyleyene kadar pazar günü teslimat yapılmayacak', ...GAP.tr, 'pazar günü pazar kurulabilir mi bilmiyorum'], 'pazar günü teslimat yapılmayacak'],
  ['izin soruluyor', 'tr', ['vapura bisiklet alınmayacak', ...GAP.tr, 'yolcular bisiklet alabilir miyiz diye soruyor'], 'bisiklet alınmayacak'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 13 of 30 resolved, 15 of 16 look-alikes left live. A figure taken with
 * words that name nothing of it ("she's right, do 16", "agreed, let's do €52", "tamam öyle olsun", "dediği gibi
 * yapalım") is kept beside the rule it changes with nothing tying the two, and the proposal before it, which names the
 * thing, is someone else's; a ban lifted by a permission missed when the ban is a Turkish negative future
 * ("kullanılmayacak", "satılmayacak", "alınmayacak"), when it is lifted for once ("this week", "bu seferlik") or by
 * "fine to" / "ok to", or when the permission's object is a pronoun ("loop her in") whose name only its turn says. The
 * look-alike marked: a permission of the same verb for another thing ("you can use the guillotine … now" lifted "don't
 * use the big press").
 *
 * After `adoptedProposal.ts` (the proposal and the words that take it read as one change of the user's, kept when it
 * replaces a statement kept) and the permission rules of `supersession.ts` (the Turkish negative future read as a ban of
 * its verb, a permission for once, "fine to" / "ok to", a pronoun named in the permission's turn, a permission tied to
 * the thing the ban names, "unless I say so"): 28 of 30, 16 of 16. Still missed: a figure taken in other units than the
 * rule's ("2 weeks" for "a 5 day turnaround": no value of one kind changed), and one taken a turn after it was told
 * ("not yet. he's right though, 22:00 it is": the proposal is in the turn before).
 *
 * One chain and two look-alikes were added after that change, when a tuning conversation's "no runs over the weekend
 * unless I say so" → "ours can keep going this weekend" was read as a ban its user lifts: a "can" that allows nothing
 * ("the sunday market can wait till spring", "pazar kurulabilir mi bilmiyorum") lifts nothing, and both stay live; the
 * chain ("the bakery van can deliver this weekend") is still missed — a permission in the third person is not kept as a
 * rule at all, so it replaces nothing.
 *
 * In the twentieth round the figure taken a turn later ("not yet. he's right though, 22:00 it is") resolves: the two
 * user turns are read as one proposal taken when one assistant turn with no number is between them (`adoptAcross` in
 * `extractSummary.ts`). 29 of 31.
 *
 * In the twenty-first round "ok 2 weeks, she's the boss" resolves: a length of time said again in another unit of its
 * scale ("a 5 day turnaround" → "2 weeks") is the same length changed (`DURATION_SCALE` in `supersession.ts`). 30 of 31.
 */
const MISSED = new Set<string>(['unless I say so, lifted this weekend']);
const STAYS_MISSED = new Set<string>([]);

describe('revisions that come from someone else, a nineteenth list', () => {
  for (const [title, cases] of [['a figure taken', ADOPTED], ['taken later', ADOPTED_LATER], ['a ban lifted', LIFTED]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
});
