import { describe, expect, it } from 'vitest';
import { asked, live, pair, staysLive, summarize, type Language, type Said } from '../../compaction/test-helpers/revisionPairs.js';
import { findSupersessions, type Statement } from './supersession.js';

const said = (text: string, turn: number, context = text): Statement => ({ text, turn, context });

/** Does the later statement replace the earlier one? */
function replaces(earlier: Statement, later: Statement): boolean {
  return findSupersessions([earlier], [later])[0] === later.turn;
}

describe('findSupersessions', () => {
  it('a later value for the same thing replaces the earlier one', () => {
    const pairs: [Statement, Statement][] = [
      [said('budget is 5.000 EUR all in', 2), said('budget got cut, we are at 4.200 EUR now', 30)],
      [said("tonight's window is 02:00-03:00 UTC", 4), said('its 04:00-05:00 UTC now', 40, 'oh, the window moved. its 04:00-05:00 UTC now')],
      [said('14 kişiyiz', 1), said('artık 16 kişiyiz', 20)],
      [said('status update every 30 min', 3), said('hourly is fine from now on', 50)],
      [said('teslim tarihi 12 mayıs', 5), said('teslim 15 mayısa kaydı', 25)],
      [said('kanala 30 dkda bir yaz', 6), said("update'leri saatte bire çekebilirsin", 60)],
      [said('indirim 300 TL\'yi geçmemeli', 3), said('tavanı 400 TL yap', 21)],
      [said('keep answers short', 5), said('you can go long again', 75)],
      [said('ok dont replay yet', 47), said('replay the other 35', 80)],
      [said('the 17th stays at torre azul all 3 nights', 46), said('drop the torre azul hold', 63)],
      [said('we ship tuesday 14 april', 6), said('we ship wednesday 15 april instead', 124)],
      [said('rent max $1,800', 3), said('actually make it $2,000', 5)],
      [said('move-in june 1', 3), said('move-in pushed to june 15', 30)],
      [said('call at 3pm', 3), said('move the call to 4pm', 30)],
      [said('deadline is March 3', 3), said('deadline extended to March 10', 30)],
      [said('word limit 3000', 3), said('they raised the word limit to 3500', 30)],
      [said('toplantı saat 14:00', 3), said("toplantıyı 15:30'a aldık", 30)],
      [said("maaş günü ayın 15'i", 3), said("maaş günü artık ayın 10'u", 30)],
      [said('bütçe 20 bin TL', 3), said('bütçeyi 25 bine çıkardık', 30)],
      [said('teslim cuma', 3), said('teslim pazartesiye kaydı', 30)],
      [said('5 kişiyiz', 3), said('7 kişi olduk', 30)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
  });

  it('different things with values of the same kind stay, and so does a repeat', () => {
    const pairs: [Statement, Statement][] = [
      [said('No meetings before 10', 3), said('nothing departing before 7am', 11)],
      [said('timestamps in UTC pls', 5), said('its 04:00-05:00 UTC now', 94)],
      [said('within 15 min walk of the venue', 7), said('the 17th stays at torre azul all 3 nights', 46)],
      [said('sorguların 1000 satırı geçmemeli', 25), said('ilk 6 son 4 maskeli olsun', 27)],
      [said('8 sn kalacak', 38), said("update'leri saatte bire çekebilirsin", 65)],
      [said('dont book anything non-refundable until Maren signs off', 3), said('maren signed off!! book the easyjets', 56)],
      [said('budget is 5.000 EUR', 2), said('budget is 5.000 EUR', 9)],
      [said('rent max $1,800', 3), said('deposit is $1,800', 30)],
      [said('call at 3pm', 3), said('lunch at 1pm', 30)],
      [said('need 3 bedrooms', 3), said('2 bathrooms', 30)],
      [said('bütçe 20 bin TL', 3), said('kira 15 bin TL', 30)],
      [said('teslim cuma', 3), said('toplantı pazartesi', 30)],
      [said('rent max $1,800', 3), said('actually the broker fee is $500', 30)],
      [said('and tell marta freeze moves to friday 12:00 CET', 90), said("marta's out tuesday so we ship wednesday 15 april instead", 124)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });

  it('the sixth round, one pair per rule (written after the change, to hold each rule in place)', () => {
    const replacing: [Statement, Statement][] = [
      // The same date written two ways changes nothing; a new one in ISO form does.
      [said('the offsite is on 13 january', 3), { ...said('calendar({"title": "offsite", "date": "2026-01-20"})', 9), approved: true }],
      // A size with its unit.
      [said('the worktop needs to be 3m exactly', 9), said('so make the worktop 3.2m', 43)],
      // A cap on money, budget or limit.
      [said('kira üst limiti 45.000 TL', 3), said('bütçeyi 48 bine çıkardık', 60)],
      // "the Saturday window" is the window.
      [said('patching only in the Saturday 02:00-05:00 window', 5), said('we moved the patching window to Sunday 01:00-04:00', 81)],
      // A pronoun before the value refers back, whatever the clause opens with.
      [said('budget for the offsite is $12,000', 3), said('finance bumped it to $14,500', 5)],
      [said('the party is on 12 May', 3), said('the venue moved it to 26 May', 5)],
    ];
    for (const [e, l] of replacing) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
    const staying: [Statement, Statement][] = [
      [said('the offsite is on 13 january', 3), { ...said('calendar({"title": "offsite", "date": "2026-01-13"})', 9), approved: true }],
      [said('the kitchen starts 5 Jan', 3), said('and the bathroom starts 26 Jan, we moved it', 9)],
      [said('bütçe 48 bin', 60), said('bütçe 48 bin, aynı, değişen bişey yok onda', 82)],
      [said('the deadline is 20 Feb', 3), said('the permit runs 12 Jan to 9 Feb, the deadline is still 20 Feb', 30)],
      [said('we pushed the kitchen start to 12 Jan', 49), said('SKP/2026/04419 approved for 12 Jan to 9 Feb.', 57, 'permit came through, SKP/2026/04419 approved for 12 Jan to 9 Feb. you can book the skip now')],
    ];
    for (const [e, l] of staying) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });

  it('only a later turn replaces, and the first one that does is named', () => {
    expect(findSupersessions([said('budget is 5.000 EUR', 9)], [said('budget is 4.000 EUR now', 3)])).toEqual([undefined]);
    expect(
      findSupersessions([said('14 people', 1)], [said('so 17 people now', 40), said('so 16 people now', 61)]),
    ).toEqual([40]);
  });

  it('a second list, written after the first measurement: ordinals, seconds, one new number or day, a prohibition lifted', () => {
    const pairs: [Statement, Statement][] = [
      [said('we fly out on the 12th', 5), said('flights are now on the 14th', 50)],
      [said('the cutover is saturday night', 6), said('cutover is sunday night now', 60)],
      [said('use node 18', 3), said('we are on node 20 now', 30)],
      [said('team of 6', 2), said('team is 8 now', 50)],
      [said('retry timeout 30s', 2), said('retry timeout 45s olsun', 30)],
      [said('replicas stay at 3', 3), said('bump replicas to 5', 40)],
      [said('launch is on may 4', 3), said('launch slipped to may 11', 40)],
      [said('müşteriye indirim yapma', 3), said('tamam artık indirim yapabilirsin müşteriye', 40)],
    ];
    for (const [e, l] of pairs) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(true);
    const apart: [Statement, Statement][] = [
      // "the 17th" is a person here, not a date.
      [said('tue 12 – thu 14 may', 1), said('the 17th stays at torre azul all 3 nights', 46, 'no, nobody moves hotels mid-trip. the 17th stays at torre azul all 3 nights.')],
      [said('max 2 retries per job', 4), said('timeout 30s per job', 30)],
      [said('no deploys on friday', 2), said('the db migration runs on tuesday', 40)],
      [said('use node 20', 2), said('use pnpm 9', 30)],
      // Still a prohibition: nothing was lifted.
      [said('müşteriye indirim yapma', 3), said('müşteriye artık hiç indirim yapma', 40)],
    ];
    for (const [e, l] of apart) expect(replaces(e, l), `${e.text} → ${l.text}`).toBe(false);
  });
});


/**
 * False supersessions through the summary (issue 14; the tenth round's list): for each class of
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

/**
 * A change of a thing the later statement names itself (the tenth round,
 * second part): a limit or a parameter of its own ("raise the per-job max",
 * "the per-night cap", "the breakout room cap") or a rate said per unit
 * ("kişi başı tavan", "the per-seat limit"), a few turns after a total with
 * a value of the same kind and no word in common. "Actually make it €4,500"
 * names nothing and still corrects what came just before; a cap named
 * again with its unit still changes. Before the change 5 of the first 8
 * look-alikes were left live, 8 after; the second list, written after the
 * change, 1 of 4 before and 4 after (one of its first phrasings, "we have
 * 500 GB of storage and that's it", was no rule the summary keeps at all,
 * and was said as one). The changes it must still see: 5 of 5 before and after.
 */
const OWN_THING: Case[] = [
  n('hours budget, raise the per-job max', 'en', 'our compute is capped at 3,000 node-hours this quarter', 'I want 32 nodes on the big run, can we raise the per-job max?', '3,000 node-hours'),
  n('budget, raise the per-night cap', 'en', 'the trip budget is €4,000 in total', 'bump the per-night cap to €180 for the hotels', '€4,000'),
  n('word count, raise the attachment limit', 'en', 'the essay has to stay at 2,500 words', 'can you raise the upload limit to 40 MB', '2,500 words'),
  n('headcount, increase the room cap', 'en', 'we are 40 people at the offsite', 'increase the breakout room cap to 12', '40 people'),
  n('bütçe, gecelik tavanı artır', 'tr', 'toplam bütçe 60 bin TL', 'gecelik tavanı 3 bin TL\'ye çıkar', '60 bin TL'),
  n('süre, dosya sınırını yükselt', 'tr', 'sunum 20 dakikayı geçmesin', 'dosya boyutu sınırını 50 MB yap artık', '20 dakikayı'),
  ['storage cap raised', 'en', asked('en', 'we are capped at 2,000 GPU-hours for the month', 'could we raise the per-user quota to 8 GPUs?', 'The per-user quota is 4 GPUs; I can set it to 8. Apply?', 'yes apply'), '2,000 GPU-hours'],
  ['seats, max per table', 'en', asked('en', 'the budget for the dinner is $3,000', 'can we raise the max per table to 10?', 'The venue allows up to 10 per table. Shall I set it?', 'yes do it'), '$3,000'],
  n('team budget, raise the per-seat limit', 'en', 'the software budget is $12,000 for the year', 'raise the per-seat limit to $40 now', '$12,000'),
  n('guests, raise the table max', 'en', 'we are 60 guests at the reception', 'increase the per-table max to 10 guests', '60 guests'),
  n('kira, kişi başı tavan', 'tr', 'toplam kira en fazla 30 bin TL', 'kişi başı tavanı 8 bin TL\'ye çıkaralım', '30 bin TL'),
  n('storage quota, raise the upload cap', 'en', 'storage is capped at 500 GB, no more', 'bump the upload cap to 2 GB please', '500 GB'),
];
const OWN_THING_CHANGES: Case[] = [
  n('the budget raised', 'en', 'the trip budget is €4,000 in total', 'actually make it €4,500', '€4,000'),
  n('the cap raised, named', 'en', 'the per-job max is 8 GPUs', 'raise the per-job max to 16 GPUs', '8 GPUs'),
  n('bütçe', 'tr', 'toplam bütçe 60 bin TL', 'bütçeyi 70 bin TL\'ye çıkar', '60 bin TL'),
  n('change, budget raised alone', 'en', 'the software budget is $12,000 for the year', 'actually make it $15,000', '$12,000'),
  n('change, cap named again', 'tr', 'gecelik tavan 3 bin TL', 'gecelik tavanı 4 bin TL\'ye çıkaralım', '3 bin TL'),
];

describe('false supersessions: a change of a thing the later statement names itself', () => {
  it.each(OWN_THING)('%s', stays);
  it.each(OWN_THING_CHANGES)('%s: still a change', (_name, language, said, key) => {
    expect(live(summarize(language, said)).some((t) => t.includes(key))).toBe(false);
  });
});
