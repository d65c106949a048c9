import { describe, expect, it } from 'vitest';
import { live, pair, staysLive, summarize } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions, an eighth list of our own (issue 14, eighth round), written
 * before any change for them, in the classes the seventh round left as
 * misses, with other verbs and other things than its list: a Turkish past
 * of a change ("kısalttık", "indirdiler", "ertelediler", "öne aldık"), a
 * change told as what someone said ("the landlord told us the rent is …",
 * "ev sahibi kiranın … olacağını söyledi"), a slot first stated without a
 * value ("after the audit" → "on 9 April now"), a prohibition lifted by
 * another verb ("do not call the client" → "you can phone them today").
 * Each pair is summarized whole; resolved: the new value in a live line,
 * the old one in none. And look-alikes that must leave the first statement
 * live: a value of another thing, a value in a refusal or a hypothetical
 * ("would be €15,000, too much"), someone else's change of their own thing,
 * a rule timed by a moment whose date is then set ("send the report after
 * the review" → "the review is on 4 March now").
 *
 * Before the change: 6 of the 22 resolved (a Turkish past the rules read
 * already, a fee "their office says … now"), 10 of the 12 look-alikes left
 * live. After it: 22 of 22, and 13 of the 14 look-alikes (one known miss:
 * a competitor's own launch moved, "rakip firma lansmanını … ertelemiş").
 */

const PAIRS: [string, 'en' | 'tr', string, string, string, string][] = [
  // A Turkish past of a change.
  ['toplantı, kısalttık', 'tr', 'toplantı 60 dakika sürsün', "toplantıyı 45 dakikaya kısalttık", '60 dakika', '45 dakikaya'],
  ['paket, indirdiler', 'tr', 'paket fiyatı 1.200 TL', "paket fiyatını 990 TL'ye indirdiler", '1.200 TL', "990 TL'ye"],
  ['deneme, uzattık', 'tr', 'deneme süresi 14 gün', 'deneme süresini 30 güne uzattık', '14 gün', '30 güne'],
  ['kapasite, çıkardık', 'tr', 'salon kapasitesi 80 kişi', 'salon kapasitesini 120 kişiye çıkardık', '80 kişi', '120 kişiye'],
  ['lansman, ertelediler', 'tr', 'lansman 3 Mart', "lansmanı 17 Mart'a ertelediler", '3 Mart', "17 Mart'a"],
  ['toplantı saati, öne aldık', 'tr', "toplantı 15:00'te", "toplantıyı 13:00'e öne aldık", "15:00'te", "13:00'e"],
  ['sipariş, güncelledik', 'tr', 'sipariş 300 adet', 'siparişi 250 adet olarak güncelledik', '300 adet', '250 adet'],
  ['kart limiti, yükselttiler', 'tr', 'kart limiti 20 bin TL', "kart limitini 35 bin TL'ye yükselttiler", '20 bin TL', "35 bin TL'ye"],
  // A change told as what someone said.
  ['rent, the landlord told us', 'en', 'the rent is £1,450', 'the landlord told us the rent is £1,520 from May', '£1,450', '£1,520'],
  ['check-in, the hotel said', 'en', 'check-in is at 15:00', 'the hotel said check-in is at 13:00 for us', '15:00', '13:00'],
  ['cap, the organisers told me', 'en', 'the cap is 40 tickets', 'the organisers told me the cap is 55 tickets now', '40 tickets', '55 tickets'],
  ['fee, their office says', 'en', 'the fee is €300', 'their office says the fee is €350 now', '€300', '€350'],
  ['kira, ev sahibi söyledi', 'tr', 'kira 18.000 TL', 'ev sahibi kiranın 19.500 TL olacağını söyledi', '18.000 TL', '19.500 TL'],
  ['teslim, tedarikçi bildirdi', 'tr', 'teslim 12 Haziran', 'tedarikçi teslimin 19 Haziran olacağını bildirdi', '12 Haziran', '19 Haziran'],
  // A slot first stated without a value.
  ['meeting, after the audit', 'en', 'we meet after the audit', 'the meeting is on 9 April now', 'after the audit', '9 April'],
  ['kickoff, the week after launch', 'en', 'the kickoff is the week after launch', 'kickoff is Monday 2 June now', 'the week after launch', 'Monday 2 June'],
  ['ödeme, teslimden sonra', 'tr', 'ödeme teslimden sonra yapılsın', "ödemeyi 30 Nisan'a koyduk", 'teslimden sonra', "30 Nisan'a"],
  // A prohibition lifted by another verb.
  ['client, phone them', 'en', 'do not call the client before Friday', 'you can phone the client today', 'do not call the client', 'phone the client today'],
  ['Ali, yazabilirsin', 'tr', "Ali'ye mail atma", "Ali'ye artık yazabilirsin", "Ali'ye mail atma", "Ali'ye artık yazabilirsin"],
  ['müşteri, telefon edebilirsin', 'tr', 'müşteriyi arama', 'müşteriye artık telefon edebilirsin', 'müşteriyi arama', 'telefon edebilirsin'],
  ['vendor, reach out', 'en', "don't contact the vendor", 'you can reach out to the vendor now', "don't contact the vendor", 'reach out to the vendor'],
  ['rapor, iletebilirsin', 'tr', 'raporu müdüre gönderme', 'raporu müdüre artık iletebilirsin', 'raporu müdüre gönderme', 'iletebilirsin'],
];

const NOT: [string, 'en' | 'tr', string, string, string][] = [
  ['credits, a refusal', 'en', 'we only get 40 credits a night', 'hourly on that model is like 30 credits a day, not happening', '40 credits a night'],
  ['toplantı ve öğle arası', 'tr', 'toplantı 60 dakika sürsün', 'öğle arasını 45 dakikaya kısalttık', 'toplantı 60 dakika'],
  ['paket ve kargo', 'tr', 'paket fiyatı 1.200 TL', "kargo ücretini 90 TL'ye indirdiler", 'paket fiyatı 1.200 TL'],
  ['rent and deposit', 'en', 'the rent is £1,450', 'the landlord told us the deposit is £2,000', 'the rent is £1,450'],
  ['cap and speakers', 'en', 'the cap is 40 tickets', 'the organisers told me 12 speakers are confirmed', 'the cap is 40 tickets'],
  ['kira ve aidat', 'tr', 'kira 18.000 TL', 'ev sahibi aidatın 1.500 TL olduğunu söyledi', 'kira 18.000 TL'],
  ['client and courier', 'en', 'do not call the client before Friday', 'you can phone the courier today', 'do not call the client'],
  ['müşteri ve kargocu', 'tr', 'müşteriyi arama', 'kargocuyu arayabilirsin', 'müşteriyi arama'],
  ['budget, a hypothetical', 'en', 'the budget is €12,000', 'that option would be €15,000, too much', 'the budget is €12,000'],
  ['bütçe, bir ret', 'tr', 'bütçe 50 bin TL', 'o paket 65 bin TL tutuyor, olmaz', 'bütçe 50 bin TL'],
  ['launch, a competitor', 'en', 'launch is 3 March', 'the competitor launched on 10 March', 'launch is 3 March'],
  ['lansman, rakip', 'tr', 'lansman 3 Mart', "rakip firma lansmanını 10 Mart'a ertelemiş", 'lansman 3 Mart'],
  ['report, after the review', 'en', 'always send the report after the review', 'the review is on 4 March now', 'send the report after the review'],
  ['rapor, toplantıdan sonra', 'tr', 'raporu her zaman toplantıdan sonra gönder', "toplantıyı 9 Eylül'e koyduk", 'toplantıdan sonra gönder'],
];

/** Still read as a change: someone else's own thing changed (a competitor's launch), named with the same word. */
const NOT_MISSED = new Set(['lansman, rakip']);

describe('revisions, an eighth list', () => {
  it.each(PAIRS)('%s', (_name, language, first, second, stale, fresh) => {
    const c = summarize(language, pair(language, first, second));
    expect(live(c).some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(live(c))}`).toBe(true);
    expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
  });
  const stays = (_name: string, language: 'en' | 'tr', first: string, second: string, key: string): void => staysLive(language, pair(language, first, second), key);
  it.each(NOT.filter((n) => !NOT_MISSED.has(n[0])))('not: %s', stays);
  it.fails.each(NOT.filter((n) => NOT_MISSED.has(n[0])))('still superseded: %s', stays);
});
