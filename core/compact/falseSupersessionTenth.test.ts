import { describe, expect, it } from 'vitest';
import { asked, pair, staysLive, type Language, type Said } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * False supersessions, a tenth list of our own (issue 14): for each class of
 * revision the ninth round added, conversations where an early user
 * constraint stays current and a later statement has the class's surface
 * shape but replaces nothing — another slot with the same unit, a third
 * party's value, a value about something else on the same day, a past fact,
 * a question never confirmed, a cancellation naming another rule, a second
 * item of the same kind. A false supersession turns a live rule into a
 * stale one ("(1; superseded by turn 5)") and leaves it out of the verbatim
 * section: the model then knows less than the plain clamp would have told it.
 *
 * Asserted through the extractive summarizer and the rendered summary: the
 * early constraint is live, and its words are in the rendered summary on a
 * line not marked superseded.
 *
 * Before the change: 31 of the first list's 34 left live (a teller's own
 * value, "the neighbour said their budget is €2,500"; a date moved against
 * the event itself, "move the retro to the day after the launch"; a value
 * preferred for another thing, "for lunch, rather 1pm"), 34 after. The
 * second list, written after that change: 23 of 28 before any change, 26
 * after the first, 28 after the second (a rule word qualified otherwise,
 * "ignore the time limit"; a value told for another thing, "… €2,000 for
 * the garden in the end"). What changed, by class: a later statement is
 * about another slot when a teller's possessive owns it, when it moves a
 * thing against the earlier statement's event, when its rule word has
 * another qualifier, or when a value told or preferred is said to be for a
 * thing the earlier statement does not name.
 */

type Case = [name: string, language: Language, said: Said[], key: string];
const n = (name: string, language: Language, first: string, second: string, key: string): Case => [name, language, pair(language, first, second), key];

const CASES: Record<string, Case[]> = {
  'a time with its unit': [
    n('call and dentist', 'en', 'the client call is at 2pm, do not move it', 'my dentist appointment is at 4pm', '2pm'),
    n('standup and gym', 'en', 'never book anything before 10am', 'the gym opens at 6am on weekdays', 'before 10am'),
    n('ders ve servis', 'tr', "ders 14:00'te başlıyor, geç kalma", "servis 13:30'da geliyor", '14:00'),
    n('rapor ve mola', 'tr', "raporu 17:00'ye kadar gönder", "öğle molası 12:30'da", '17:00'),
    n('deploy freeze, standup', 'en', 'no deploys after 16:00 on Fridays', 'standup is at 9:30 tomorrow', 'after 16:00'),
  ],
  'made the X V / yap': [
    n('shuttle, they made the lunch', 'en', 'the shuttle must leave by 7:45', 'the hotel made the lunch 12:30 for us', '7:45'),
    n('komisyon, kargo yaptılar', 'tr', 'komisyon oranı en fazla %10 olsun', 'kargo ücretini %5 yaptılar', '%10'),
    n('cap, they made the fee', 'en', 'keep the hotel under €150 a night', 'they made the parking fee €20 a night', 'under €150'),
    n('indirim, masayı yaptık', 'tr', 'indirim %15i geçmesin', 'masayı 8 kişilik yaptık', '%15'),
  ],
  'settled in the past': [
    n('budget, last trip in the end', 'en', 'the budget is capped at €3,000', 'last year the trip cost €3,400 in the end', '€3,000'),
    n('contract, the old one in the end', 'en', 'the contract must not exceed 12 months', 'the previous tenant ended up staying 18 months', '12 months'),
    n('kira, komşu sonunda', 'tr', 'kira en fazla 20 bin TL olsun', 'komşu sonunda 24 bin TL ile anlaştı', '20 bin TL'),
    n('deadline, the other team ended up', 'en', 'the report is due on 20 May, no extensions', 'the other team ended up delivering on 28 May', '20 May'),
  ],
  'second hand and who-said-it': [
    n('budget, neighbour heard', 'en', 'our budget is €2,000, do not go over', 'the neighbour said their budget is €2,500', '€2,000'),
    n('departure, the airline emailed about the return', 'en', 'we depart at 10:20, book the taxi for then', 'the airline emailed: the return flight is 18:40', '10:20'),
    n('kira, komşunun kirası olacakmış', 'tr', 'kira 20 bin TL, üstüne çıkma', "komşunun dairesi 23 bin TL olacakmış", '20 bin TL'),
    n('kurs, spor salonu açılacakmış', 'tr', "kurs 18:30'da başlıyor, geç kalmayalım", "spor salonu 19:00'da açılacakmış", '18:30'),
    n('pickup, the school confirmed the trip', 'en', 'pickup is at 15:00 sharp', 'the school confirmed the museum trip is at 11:00', '15:00'),
  ],
  'a date moved the day after': [
    n('delivery, the installer the day after', 'en', 'the delivery must arrive on 12 June', 'the painter comes the day after the delivery', '12 June'),
    n('toplantı, yemeği ertesi güne', 'tr', "toplantı 5 Mayıs'ta, kaçırma", 'yemeği ertesi güne aldık', '5 Mayıs'),
    n('launch, the retro to the day after', 'en', 'the launch is on 3 March, do not slip it', 'move the retro to the day after the launch', '3 March'),
    n('sunum, provayı bir gün önceye', 'tr', 'sunum 14 Mart Cuma, ertelenmeyecek', 'provayı bir gün önceye çektik', '14 Mart'),
  ],
  'a preferred value said alone': [
    n('call, rather for lunch', 'en', 'the client call is at 2pm', 'for lunch, rather 1pm', '2pm'),
    n('budget, a different unit', 'en', 'the hotel budget is €150 a night max', 'rather 3 nights than 2', '€150'),
    n('saat, otel için daha iyi', 'tr', "toplantı 10:00'da", "otel girişi için 15:00 daha iyi olur", '10:00'),
    n('davetli, masa diyelim', 'tr', 'davetli sayısı en fazla 30', 'masa başına 6 diyelim', '30'),
  ],
  'a rule cancelled by name': [
    n('budget cap, forget the word limit', 'en', 'the budget cap is €3,000', 'forget the word limit on the brochure', 'cap is €3,000'),
    n('cutoff, ignore the page limit', 'en', 'orders must be in by 10am', 'ignore the page limit I gave you for the memo', 'by 10am'),
    n('sayfa, saat sınırını kaldır', 'tr', 'raporlar 2 sayfayı geçmesin', 'mesajlardaki saat sınırını kaldırıyorum', '2 sayfayı'),
    n('deadline, no need for the parking rule', 'en', 'the deadline is 20 May', 'no need for the parking rule anymore', '20 May'),
  ],
  'the user proposal confirmed': [
    ['dinner, another proposal confirmed', 'en', asked('en', 'the dinner is at 7pm, do not move it', 'could we add drinks at 6pm before it?', 'The bar can do 6pm.', 'great, do it'), '7pm'],
    ['teslimat, başka bir şey onaylandı', 'tr', asked('tr', 'teslimat Salı günü, değişmesin', "montajı Perşembe'ye alabilir miyiz?", 'Perşembe uygun görünüyor.', 'tamam öyle yapalım'), 'Salı'],
    ['budget, a second booth', 'en', asked('en', 'the budget is $10,000 at most', 'what if we add a second booth for $2,000?', 'A second booth is $2,000.', "yes, let's do that"), '$10,000'],
    ['standup, a question never confirmed', 'en', asked('en', 'standup is at 9:30', 'shall we do standup at 10:00 instead?', '10:00 clashes with the sales call.', 'hmm, let me think'), '9:30'],
  ],
};

/**
 * Written after the first change (three narrowings for the first list's
 * misses), in the same classes and other words: another slot, another
 * person's value, a date moved against another event, a rule word of
 * another rule, a value told for another thing.
 */
const SECOND: Case[] = [
  n('meetings, the plumber moved his visit', 'en', 'meetings never before 10am', 'the plumber moved his visit to 8am', 'before 10am'),
  n('standup, the vendor demo moved', 'en', 'the standup is at 9:30, keep it', 'the vendor demo got moved to 11am', '9:30'),
  n('toplantı saati, kargo kaldı', 'tr', "toplantılar 10:00'dan önce olmasın", "kargo 08:00'e kaldı", "10:00"),
  n('call, my flight lands', 'en', 'the call is at 2pm', 'my flight lands at 1pm now', '2pm'),
  n('word cap, the report in the end', 'en', 'keep responses under 200 words', 'the report ended up at 1,200 words in the end', 'under 200 words'),
  n('budget, the caterer made the menu', 'en', 'the budget is €5,000', 'the caterer made the menu €40 a head', '€5,000'),
  n('bütçe, tedarikçi fiyatı yaptı', 'tr', 'bütçe 50 bin TL', 'tedarikçi fiyatı 12 bin TL yaptı', '50 bin TL'),
  n('deposit cap, the landlord made the fee', 'en', 'the deposit cap is £1,200', 'the landlord made the cleaning fee £150', '£1,200'),
  n('rent, the agent said their fee', 'en', 'the rent must stay under $1,800', 'the agent said their fee is $900 now', 'under $1,800'),
  n('pickup, my sister texted her pickup', 'en', 'pickup is at 15:00', 'my sister texted that her pickup is at 16:00', '15:00'),
  n('kira, komisyon olacakmış', 'tr', 'kira 20 bin TL olsun', 'emlakçı aradı, komisyon 10 bin TL olacakmış', '20 bin TL'),
  n('flight, the hotel emailed breakfast', 'en', 'the flight departs at 10:20', 'the hotel emailed: breakfast is 7:00 to 10:00', '10:20'),
  n('uçak, otel kahvaltı olacakmış', 'tr', "uçak 10:20'de kalkıyor", "otel yazdı, kahvaltı 07:30'da olacakmış", '10:20'),
  n('launch, the party the day after', 'en', 'the launch is on 3 March', 'the party is the day after', '3 March'),
  n('lansman, partiyi lansmandan sonraki güne', 'tr', "lansman 3 Mart'ta", 'partiyi lansmandan sonraki güne koyduk', '3 Mart'),
  n('audit, the team lunch the day before', 'en', 'the audit is on 12 May, do not move it', 'push the team lunch to the day before', '12 May'),
  n('venue, rather chairs per room', 'en', 'the venue holds 80 guests max', 'rather 60 chairs per room', '80 guests'),
  n('call, rather for the gym', 'en', 'the call is at 2pm', 'I would rather 3pm for the gym', '2pm'),
  n('toplantı, spor için daha iyi', 'tr', "toplantı 10:00'da", "spor için 18:00 daha iyi", '10:00'),
  n('slides, forget the budget cap', 'en', 'keep the deck under 20 slides', 'forget the budget cap', 'under 20 slides'),
  n('word limit, ignore the time limit', 'en', 'the word limit is 800 words', 'ignore the time limit on the call', '800 words'),
  n('mesaj, bütçe sınırını kaldır', 'tr', 'günde en fazla 3 mesaj at', 'bütçe sınırını kaldırıyorum', 'en fazla 3 mesaj'),
  n('email after 6pm, no need for the 6pm standup', 'en', 'never email the client after 6pm', 'no need for the 6pm standup anymore', 'after 6pm'),
  ['dinner, a question thanked', 'en', asked('en', 'the dinner is at 7pm', 'what time does the museum close, 6pm?', 'Yes, 6pm.', 'great, thanks'), '7pm'],
  ['budget, the band quote booked', 'en', asked('en', 'the budget is $10,000', 'could we get a quote at $2,000 for the band?', 'The band quoted $2,000.', 'great, book it'), '$10,000'],
  ['toplantı, kahve saati onaylandı', 'tr', asked('tr', "toplantı 10:00'da", "kahveyi 09:30'a alabilir miyiz?", 'Olur, 09:30 uygun.', 'tamam öyle yapalım'), '10:00'],
  n('kitchen budget, set aside for the garden in the end', 'en', 'the kitchen budget is €8,000', 'we set aside €2,000 for the garden in the end', '€8,000'),
  n('mutfak bütçesi, bahçe için ayırdık', 'tr', 'mutfak bütçesi 80 bin TL', 'bahçe için 20 bin TL ayırdık', '80 bin TL'),
];

function stays(_name: string, language: Language, said: Said[], key: string): void {
  staysLive(language, said, key);
}

describe('false supersessions, a tenth list: written after the first change', () => {
  it.each(SECOND)('%s', stays);
});

describe('false supersessions, a tenth list', () => {
  it('has four and more cases per class', () => {
    for (const [cls, cases] of Object.entries(CASES)) expect(cases.length, cls).toBeGreaterThanOrEqual(4);
  });
  for (const [cls, cases] of Object.entries(CASES)) {
    describe(cls, () => {
      it.each(cases)('%s', stays);
    });
  }
});
