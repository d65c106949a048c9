import { describe, expect, it } from 'vitest';
import { asked, live, pair, staysLive, summarize, type Language, type Said } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions, a ninth list of our own (issue 14, ninth round), written
 * before any change for them, in phrasings the tuning conversations and the
 * earlier lists do not use: a value changed by a past-tense report ("I
 * talked them down to £34", "komisyonu %8 yaptılar", "aidatı zamladılar"),
 * reported speech ("according to the agent …", "ev sahibi aradı, kira 22
 * bin olacakmış"), a relative date resolved against the earlier one ("the
 * day after", "ertesi güne"), a new value said without its slot ("rather
 * 3pm"), a change said by another verb ("make it 12 people", "turn the
 * workshop into 2 days", "… olarak değiştir"), a cancellation ("forget the
 * budget cap", "sayfa kısıtını kaldırıyorum"), and a change split over two
 * turns (the user asks, the assistant answers, the user confirms without
 * the value). Resolved: the new value in a live line, the old one in none.
 *
 * Look-alikes that must leave the first statement live: a second item of
 * the same kind, a hypothetical, an old value quoted, a value of another
 * slot, a third party's wish the user does not adopt, a question declined.
 *
 * Before the changes: 15 of the 44 resolved, 21 of the 24 look-alikes left
 * live. After: 44 of 44 and 24 of 24, and 43 of 44 after the narrowing
 * below. What changed, by class: a time with
 * its unit ("2pm") is a value, not a code; months and years are durations
 * ("3 ay", "12 months"); a thing given its value by "yap" ("komisyonu %8
 * yaptılar"), by a verb of setting ("zamladılar", "belirledik"), by "made
 * the X V", settled ("… in the end"), told at second hand ("… olacakmış")
 * is a told change, and a told change revises a value of a specific kind or
 * of a parameter both name; a teller is not the thing ("the airline
 * emailed: departure is …", "müdür bütçenin …"), nor is a Turkish word with
 * a case ending the qualifier of the parameter after it; "the day after",
 * "ertesi güne", "the night before" move a date, unless the later statement
 * opens with another thing; a value said alone with a word of preference
 * ("rather 3pm", "25 diyelim o zaman", "call it 18") corrects the value of
 * its kind said a few turns before; a rule cancelled as a rule, by a word of
 * it or by its value ("forget the budget cap", "no need for the 10am cutoff
 * anymore"); the user's own question with a value, answered and then
 * confirmed ("great, do it"; not "ok, leave it then") is a decision; "a
 * second table" adds one.
 */

/** `cancels`: the later statement cancels the rule, and may be kept as a rejected option ("forget the budget cap"). */
type Pair = [name: string, language: Language, said: Said[], stale: string, fresh: string, cancels?: boolean];
const p = (name: string, language: Language, first: string, second: string, stale: string, fresh: string): Pair => [name, language, pair(language, first, second), stale, fresh];
const x = (name: string, language: Language, first: string, second: string, stale: string, fresh: string): Pair => [name, language, pair(language, first, second), stale, fresh, true];

const PAIRS: Pair[] = [
  // A value changed, reported in the past.
  p('membership, talked down', 'en', 'the gym membership is £40 a month', 'I talked them down to £34 a month', '£40', '£34'),
  p('retro, pushed to Friday', 'en', 'the retro is on Wednesday', 'we pushed it to Friday', 'Wednesday', 'Friday'),
  p('shuttle, the hotel made it', 'en', 'the airport shuttle leaves at 7:45', 'the hotel made the shuttle 8:15 for us', '7:45', '8:15'),
  p('cleaning fee, knocked down', 'en', 'the cleaning fee is €90', 'they knocked the cleaning fee down to €60', '€90', '€60'),
  p('contract, months', 'en', 'the contract runs 6 months', 'we signed the contract for 12 months in the end', '6 months', '12 months'),
  p('komisyon, yaptılar', 'tr', 'komisyon oranı %10', 'komisyonu %8 yaptılar', '%10', '%8'),
  p('aidat, zamladılar', 'tr', 'aidat 750 TL', "aidatı 900 TL'ye zamladılar", '750 TL', "900 TL'ye"),
  p('staj, ay', 'tr', 'staj süresi 3 ay', 'staj süresini 4 ay olarak belirledik', '3 ay', '4 ay'),
  // Reported speech.
  p('bütçe, müdür söyledi', 'tr', 'proje bütçesi 50 bin TL', 'müdür bütçenin 40 bin olduğunu söyledi', '50 bin', '40 bin'),
  p('deposit, according to the agent', 'en', 'the deposit is £1,200', 'according to the agent the deposit is £1,350 now', '£1,200', '£1,350'),
  p('departure, the airline emailed', 'en', 'our flight departs at 10:20', 'the airline emailed: departure is 11:40', '10:20', '11:40'),
  p('pickup, the school confirmed', 'en', 'pickup is at 15:00', 'the school confirmed pickup at 15:30 from next week', '15:00', '15:30'),
  p('kira, olacakmış', 'tr', 'kira 20 bin TL', 'ev sahibi aradı, kira 22 bin TL olacakmış', '20 bin TL', '22 bin TL'),
  p('kurs, başlayacakmış', 'tr', "kurs 18:30'da başlıyor", "hocadan mesaj geldi, kurs 19:00'da başlayacakmış", '18:30', '19:00'),
  p('lead time, per the vendor', 'en', 'lead time is 4 weeks', 'per the vendor, lead time is 6 weeks', '4 weeks', '6 weeks'),
  // A relative date resolved against the earlier one.
  p('installer, the day after', 'en', 'the installer comes on 12 June', 'the installer can only come the day after', '12 June', 'the day after'),
  p('toplantı, ertesi güne', 'tr', "toplantı 5 Mayıs'ta", 'toplantıyı ertesi güne aldık', '5 Mayıs', 'ertesi güne'),
  p('teslim, bir hafta sonraya', 'tr', 'teslim 12 Haziran', 'teslimi bir hafta sonraya attık', '12 Haziran', 'bir hafta sonraya'),
  p('check-in, a week later than planned', 'en', 'we check in on 3 August', 'we check in a week later than planned', '3 August', 'a week later'),
  p('sunum, iki gün erkene', 'tr', 'sunum 14 Mart Cuma', 'sunumu iki gün erkene çektik', '14 Mart', 'iki gün erkene'),
  p('rehearsal dinner, the night before', 'en', 'the rehearsal dinner is on Friday 5 Sept', 'move the rehearsal dinner to the night before', 'Friday 5 Sept', 'the night before'),
  p('kontrol, 2 hafta sonraya', 'tr', "kontrol randevusu 3 Nisan'da", 'doktor kontrolü 2 hafta sonraya aldı', '3 Nisan', '2 hafta sonraya'),
  // The new value said without its slot.
  p('call, rather 3pm', 'en', 'the client call is at 2pm', 'rather 3pm, I have the dentist at 1', '2pm', '3pm'),
  p('photos, works better', 'en', 'the photo budget is €5,000', 'actually €6,000 works better', '€5,000', '€6,000'),
  p('saat, daha iyi olur', 'tr', "toplantı 10:00'da", '11:00 daha iyi olur', '10:00', '11:00'),
  p('davetli, diyelim', 'tr', 'davetli sayısı 30', '25 diyelim o zaman', '30', '25'),
  p('lunch, call it 18', 'en', 'lunch is for 15 people', 'call it 18 to be safe', '15 people', '18'),
  // A change said by another verb.
  p('katılımcı, çıkar', 'tr', 'katılımcı sayısı 10', "sayıyı 12'ye çıkar", '10', "12'ye"),
  p('table, make it 12 people', 'en', 'book a table for 10 people', 'make it 12 people', '10 people', '12 people'),
  p('workshop, turn into', 'en', 'the workshop is 1 day', 'turn the workshop into 2 days', '1 day', '2 days'),
  p('kahvaltı, kişilik yapalım', 'tr', 'kahvaltı 8 kişilik', 'kahvaltıyı 10 kişilik yapalım', '8 kişilik', '10 kişilik'),
  p('seminer, olarak değiştir', 'tr', "seminer 14:00'te", 'seminerin saatini 15:30 olarak değiştir', '14:00', '15:30'),
  p('cake, go for', 'en', 'the cake is for 40 guests', "let's go for 50 guests on the cake", '40 guests', '50 guests'),
  // A cancellation.
  x('budget cap, forget', 'en', 'the budget cap is €3,000', 'forget the budget cap, quality matters more', 'cap is €3,000', 'forget the budget cap'),
  x('sayfa kısıtı, kaldırıyorum', 'tr', 'raporlar 2 sayfayı geçmesin', 'sayfa kısıtını kaldırıyorum', '2 sayfayı', 'kaldırıyorum'),
  x('word limit, ignore', 'en', 'keep the essay under 800 words', 'ignore the word limit I gave you', 'under 800 words', 'ignore the word limit'),
  x('cutoff, no need', 'en', 'orders must be in by 10am', 'no need for the 10am cutoff anymore', 'in by 10am', 'no need for the 10am cutoff'),
  x('deniz şartı, unut', 'tr', 'otel denize yürüme mesafesinde olsun', 'deniz şartını unut, fiyat önemli', 'yürüme mesafesinde', 'deniz şartını unut'),
  x('saat sınırı, kalmadı', 'tr', "akşam 8'den sonra mesaj atma", 'saat sınırı kalmadı, istediğin zaman yazabilirsin', "8'den sonra mesaj atma", 'istediğin zaman yazabilirsin'),
  // A change split over two turns: asked, answered, confirmed without the value.
  ['dinner, asked then done', 'en', asked('en', 'the dinner is at 7pm', 'could we move the dinner to 8pm?', 'The restaurant can do 8pm.', 'great, do it'), '7pm', '8pm'],
  ['teslimat, sorulup onaylandı', 'tr', asked('tr', 'teslimat Salı günü', "teslimatı Perşembe'ye alabilir miyiz?", 'Perşembe uygun görünüyor.', 'tamam öyle yapalım'), 'Salı', 'Perşembe'],
  ['budget, what if', 'en', asked('en', 'the budget is $10,000', 'what if we go to $12,000?', '$12,000 covers the extra booth.', "yes, let's do that"), '$10,000', '$12,000'],
  ['kişi, yapsak olur mu', 'tr', asked('tr', 'kişi sayısı 20', '25 yapsak olur mu?', '25 kişi için salon yeterli.', 'evet öyle yapalım'), 'kişi sayısı 20', '25'],
  ['standup, shall we', 'en', asked('en', 'standup is at 9:30', 'shall we do standup at 10:00 instead?', '10:00 is free for everyone.', 'perfect, go ahead'), '9:30', '10:00'],
];

type Not = [name: string, language: Language, said: Said[], key: string];
const n = (name: string, language: Language, first: string, second: string, key: string): Not => [name, language, pair(language, first, second), key];

const NOT: Not[] = [
  // A second item of the same kind.
  n('kitchen and garden budgets', 'en', 'the kitchen budget is €8,000', 'the garden budget is €3,000', 'kitchen budget is €8,000'),
  n('a second table', 'en', 'book a table for 10 people', 'also book a second table for 4 people at the other place', 'table for 10 people'),
  n('toplantı ve ikinci toplantı', 'tr', "toplantı salı 10:00'da", "çarşamba da bir toplantı var, 14:00'te", "10:00'da"),
  // A hypothetical.
  n('budget, if we made it', 'en', 'the budget is €20,000', 'if we made it €25,000 we could add a band', 'budget is €20,000'),
  n('bütçe, olsaydı', 'tr', 'bütçe 40 bin TL', 'bütçe 50 bin olsaydı canlı müzik de alırdık', 'bütçe 40 bin TL'),
  n('lunch, what if it were', 'en', 'lunch is for 15 people', 'what if it were 20 people, would the room fit?', '15 people'),
  n('call, if it were', 'en', 'the client call is at 2pm', 'if it were 3pm I could join too', '2pm'),
  // An old value quoted.
  n('rent, last year', 'en', 'the rent is £1,600', 'last year it was £1,450, for the record', 'rent is £1,600'),
  n('kira, geçen sene', 'tr', 'kira 22 bin TL', 'geçen sene 18 bin TL idi, hatırlatayım', 'kira 22 bin TL'),
  n('deadline, originally', 'en', 'the deadline is 20 May', 'remember, originally we said 10 May', '20 May'),
  // A value of another slot.
  n('check-in and breakfast', 'en', 'check-in is at 15:00', 'breakfast is at 7:30 now', '15:00'),
  n('teslim ve fatura', 'tr', 'teslim 12 Haziran', 'fatura tarihi 15 Haziran oldu', '12 Haziran'),
  n('deposit, part paid', 'en', 'the deposit is €500', 'we paid €200 of it today', 'deposit is €500'),
  n('installer and painter', 'en', 'the installer comes on 12 June', 'the painter comes the day after', '12 June'),
  n('toplantı ve yemek', 'tr', "toplantı 5 Mayıs'ta", 'yemek de ertesi gün', '5 Mayıs'),
  n('hotel cap, the car', 'en', 'keep the hotel under €150 a night', 'forget the car rental, we will take the train', 'under €150'),
  n('sayfa, toplantı şartı', 'tr', 'raporlar 2 sayfayı geçmesin', 'toplantı şartını kaldırıyorum', '2 sayfayı'),
  // A third party's wish not adopted.
  n('meeting, my boss wants', 'en', 'the meeting is at 10:00', 'my boss would like it at 9:00', '10:00'),
  n('kişi, Ayşe Hanım istiyor', 'tr', 'kişi sayısı 20', 'Ayşe Hanım 30 kişi olsun istiyor', 'kişi sayısı 20'),
  n('table, Tom wants', 'en', 'book a table for 10 people', 'Tom wants us to make it 14', 'table for 10 people'),
  n('sunum, müdür istiyor', 'tr', "sunum 14:00'te", "müdür sunumu 11:00'e almak istiyor, bakalım", "14:00"),
  // A question declined, or left open.
  ['dinner, asked and declined', 'en', asked('en', 'the dinner is at 7pm', 'could we move the dinner to 8pm?', 'The restaurant is full at 8pm.', 'ok, leave it then'), '7pm'],
  ['kişi, sorulup vazgeçildi', 'tr', asked('tr', 'kişi sayısı 20', '25 yapsak olur mu?', 'Salon 20 kişilik, 25 sığmaz.', 'peki, kalsın'), 'kişi sayısı 20'],
  n('lunch, should we', 'en', 'lunch is for 15 people', 'should we make it 20?', '15 people'),
];

/** Known misses, each with its reason. */
const MISSED = new Map<string, string>([
  ['installer, the day after', "a day told without a move to it ('can only come the day after') reads like one told in passing, since the narrowing below"],
]);
const NOT_MISSED = new Map<string, string>([]);

/**
 * Written after the change, in the same classes and other words, and
 * measured once: how far the rules carry past the cases they were made on.
 * Not tuned on: what they miss stays a known miss.
 */
const AFTER: Pair[] = [
  p('hotel budget, the agency says', 'en', 'the hotel budget is €1,800', 'the agency says the hotel budget is €2,100 now', '€1,800', '€2,100'),
  p('webinar, moved it', 'en', 'the webinar starts at 4pm', 'they moved it to 5pm', '4pm', '5pm'),
  p('trial, in the end', 'en', 'the trial is 2 weeks', 'we extended the trial to 3 weeks in the end', '2 weeks', '3 weeks'),
  p("banquet, let's say", 'en', 'the banquet is for 80 guests', "let's say 90 to be safe", '80 guests', '90'),
  p('final review, the next day', 'en', 'the final review is on 18 March', 'move the final review to the next day', '18 March', 'the next day'),
  x('slides, forget the limit', 'en', 'keep the deck under 20 slides', 'forget the slide limit', 'under 20 slides', 'forget the slide limit'),
  p('depozito, emlakçıya göre', 'tr', 'depozito 30 bin TL', 'emlakçıya göre depozito 25 bin TL oldu', '30 bin TL', '25 bin TL'),
  p('servis, yaptılar', 'tr', "servis 07:30'da kalkıyor", 'servisi 08:00 yaptılar', '07:30', '08:00'),
  p('eğitim, planladık', 'tr', 'eğitim 2 gün', 'eğitimi 3 gün olarak planladık', '2 gün', '3 gün'),
  p('lansman, ertesi haftaya', 'tr', 'lansman 10 Nisan', 'lansmanı ertesi haftaya kaydırdık', '10 Nisan', 'ertesi haftaya'),
  p('sipariş, daha iyi olur', 'tr', 'sipariş 500 adet', '600 daha iyi olur', '500 adet', '600'),
  x('mesaj sınırı, kaldıralım', 'tr', 'günde en fazla 3 mesaj at', 'o mesaj sınırını kaldıralım', 'en fazla 3 mesaj', 'sınırını kaldıralım'),
  ['team dinner, asked then booked', 'en', asked('en', 'the team dinner is on Thursday', 'can we do Friday instead?', 'Friday works for the venue.', 'ok book it'), 'Thursday', 'Friday'],
  ['bütçe, sorulup onaylandı', 'tr', asked('tr', 'bütçe 100 bin TL', "120 bine çıksak olur mu?", '120 bin ile iki stant daha alınır.', 'tamam, öyle olsun'), '100 bin TL', '120 bine'],
];
const AFTER_NOT: Not[] = [
  n('venue and catering fees', 'en', 'the venue fee is €4,000', 'the catering fee is €2,500 now', 'venue fee is €4,000'),
  n('webinar, the speaker would prefer', 'en', 'the webinar starts at 4pm', 'the speaker would prefer 6pm', '4pm'),
  n('trial, if we had', 'en', 'the trial is 2 weeks', 'if we had 3 weeks it would be easier', '2 weeks'),
  n('servis ve dönüş servisi', 'tr', "servis 07:30'da kalkıyor", "dönüş servisi 18:00'de", '07:30'),
  n('bütçe, geçen yıl', 'tr', 'bütçe 100 bin TL', 'geçen yıl bütçe 80 bin TL idi', 'bütçe 100 bin TL'),
  ['team dinner, asked and dropped', 'en', asked('en', 'the team dinner is on Thursday', 'can we do Friday instead?', 'The venue is closed on Friday.', 'ok never mind'), 'Thursday'],
];
/** Measured once: 12 of 14 resolved, 4 of 6 look-alikes left live. */
const AFTER_MISSED = new Map<string, string>([
  ['eğitim, planladık', "'eğitim 2 gün' is not kept (a duration as a bare noun phrase), and 'planladık' is no verb of change it reads"],
  ['bütçe, sorulup onaylandı', "'120 bine çıksak olur mu?' opens with its verb, read as another thing than the budget"],
]);
const AFTER_NOT_MISSED = new Map<string, string>([
  ['servis ve dönüş servisi', "'dönüş servisi' is 'servis' with a qualifier: read as the same thing"],
  ['bütçe, geçen yıl', "a value of the past ('geçen yıl … idi') is read as the current one"],
]);

/**
 * Look-alikes written after the first reading of the held-out totals (one
 * more constraint the clamp keeps was lost there, and two fewer kept):
 * for the classes the change had read widely — a day told in passing, a
 * word of preference or of no-longer in an ordinary sentence. With them the
 * change was narrowed to what its classes say (a day moved to, a value
 * preferred alone, a rule cancelled as a rule, a question that proposes,
 * a value settled in the past, a cancellation that names the rule): 9 of
 * 17 left live before the narrowing, 16 of 17 after (a future need of the thing, "we'll eventually need 5
 * servers", supersedes "we run 3 servers", as before the round).
 */
const NARROWED: Not[] = [
  n('delivery, the next day in passing', 'en', 'the delivery is on 12 June', 'the next day we can talk about payment', '12 June'),
  n('teslimat, ertesi gün fatura', 'tr', "teslimat 12 Haziran'da", 'ertesi gün faturayı keseriz', '12 Haziran'),
  n('call, better in a rule', 'en', 'the call is at 2pm', '3 slides at most, better for the client', '2pm'),
  n('budget, no longer another', 'en', 'the budget is €5,000', 'we no longer use the old supplier, they charged €6,000 for less', 'budget is €5,000'),
  n('report, no need for another', 'en', 'keep the report under 2 pages', 'no need for the appendix anymore', 'under 2 pages'),
  n('toplantı, gerek yok başka', 'tr', "toplantı 10:00'da", "sunuma gerek yok artık, 11:00'de zaten çıkıyorum", "toplantı 10:00'da"),
  n('standup, better notes', 'en', 'the standup is at 9:30', 'standup notes are better in the doc, 10:00 is when I read them', '9:30'),
  n('teslimat, o zaman ertesi gün', 'tr', "teslimat 12 Haziran'da", 'o zaman ertesi gün ararım seni', '12 Haziran'),
  n('delivery, the next day I call', 'en', 'the delivery is on 12 June', "ok I'll call you the next day", '12 June'),
  n("demo, it's better to send", 'en', 'the demo is on 4 March', "it's better to send the deck on 6 March", '4 March'),
  n('client, no longer', 'en', 'never call the client before 10', 'we no longer call the client, we email them', 'never call the client before 10'),
  ['window, a question answered and thanked', 'en', asked('en', 'the maintenance window is 02:00-03:00 UTC', 'what was the p99 between 01:00-02:00 UTC?', 'It peaked at 840 ms.', 'ok thanks'), '02:00-03:00 UTC'],
  ['pencere, soru cevaplandı', 'tr', asked('tr', "bakım penceresi 02:00-03:00", "dün 01:00-02:00 arası kaç hata vardı?", '12 hata var.', 'tamam sağol'), '02:00-03:00'],
  ['budget, how much was it', 'en', asked('en', 'the budget is $10,000', 'how much did we pay last year, $12,000?', 'Yes, $12,000 in total.', 'ok good'), 'budget is $10,000'],
  n('freeze, ignore the alert', 'en', 'the freeze starts at 03:00', 'ignore the 03:00 alert, it was a test', 'freeze starts at 03:00'),
  n('pencere, uyarıyı boşver', 'tr', "bakım penceresi 02:00'de başlıyor", "02:00 uyarısını boşver, testti", "02:00'de başlıyor"),
  n('servers, eventually', 'en', 'we run 3 servers', "we'll eventually need 5 servers, not now", 'we run 3 servers'),
];

function resolved(_name: string, language: Language, said: Said[], stale: string, fresh: string, cancels?: boolean): void {
  const c = summarize(language, said);
  const kept = cancels === true ? [...live(c), ...c.rejected.map((i) => i.text)] : live(c);
  expect(kept.some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(kept)}`).toBe(true);
  expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
}
function stays(_name: string, language: Language, said: Said[], key: string): void {
  staysLive(language, said, key);
}

describe('revisions, a ninth list', () => {
  it('has 40 and more changes and 20 and more look-alikes, the misses named', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(40);
    expect(NOT.length).toBeGreaterThanOrEqual(20);
    for (const name of [...MISSED.keys()]) expect(PAIRS.some((x) => x[0] === name), name).toBe(true);
    for (const name of [...NOT_MISSED.keys()]) expect(NOT.some((x) => x[0] === name), name).toBe(true);
  });
  it.each(PAIRS.filter((x) => !MISSED.has(x[0])))('%s', resolved);
  it.fails.each(PAIRS.filter((x) => MISSED.has(x[0])))('still missed: %s', resolved);
  it.each(NOT.filter((x) => !NOT_MISSED.has(x[0])))('not: %s', stays);
  it.fails.each(NOT.filter((x) => NOT_MISSED.has(x[0])))('still superseded: %s', stays);
});

describe('revisions, a ninth list: written after the change', () => {
  it.each(AFTER.filter((x) => !AFTER_MISSED.has(x[0])))('%s', resolved);
  it.fails.each(AFTER.filter((x) => AFTER_MISSED.has(x[0])))('still missed: %s', resolved);
  it.each(AFTER_NOT.filter((x) => !AFTER_NOT_MISSED.has(x[0])))('not: %s', stays);
  it.fails.each(AFTER_NOT.filter((x) => AFTER_NOT_MISSED.has(x[0])))('still superseded: %s', stays);
});

/** A future need of the thing, with a count of it, reads as its new count (as it did before this round). */
const NARROWED_MISSED = new Set(['servers, eventually']);

describe('revisions, a ninth list: look-alikes of the narrowed classes', () => {
  it.each(NARROWED.filter((x) => !NARROWED_MISSED.has(x[0])))('not: %s', stays);
  it.fails.each(NARROWED.filter((x) => NARROWED_MISSED.has(x[0])))('still superseded: %s', stays);
});
