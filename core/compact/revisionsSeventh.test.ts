import { describe, expect, it } from 'vitest';
import { live, pair, summarize } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions, a seventh list of our own (issue 14, seventh round), written
 * before any change for them, in the four classes the sixth round left as
 * misses: a count said without its noun, a Turkish past of a change the
 * rules did not read, a change told as what someone said, and a slot whose
 * first statement had no value. Each pair is summarized whole; resolved:
 * the new value in a live line, the old one in none. Look-alikes: a later
 * clause about something else that must leave the rule live.
 *
 * Before the change 5 of the 20 were resolved (a Turkish past read already:
 * "düşürdük", "artırdılar", "çektik"; "finance says … now"; "two more are
 * coming") and 10 of 10 look-alikes left live. The change reads a count
 * said without its noun ("one more, Priya wants in", "bir tane daha",
 * "50 tane daha ekle", "iki kişi daha geliyor") as a change of the count
 * the user stated last, within three user turns: 9 of 20 after, 10 of 10
 * look-alikes live. The 11 still missed are kept as known misses (the
 * other three classes: a past the rules do not read as a change, a change
 * told as what someone said, a slot whose first statement had no value).
 */

const PAIRS: [string, 'en' | 'tr', string, string, string, string][] = [
  // A count without its noun.
  ['headcount, two more', 'en', 'dinner is for 12 people', 'two more are coming, partners', '12 people', 'two more'],
  ['seats, one more', 'en', 'book 6 seats for the workshop', 'one more, Priya wants in', '6 seats', 'one more'],
  ['kişi, iki kişi daha', 'tr', 'kişi sayısı 20', 'iki kişi daha geliyor', 'kişi sayısı 20', 'iki kişi daha'],
  ['oda, bir tane daha', 'tr', '4 oda ayır', 'bir tane daha lazım, şoför de kalacak', '4 oda', 'bir tane daha'],
  ['koli, 50 tane daha', 'tr', 'depoya 200 koli gönder', '50 tane daha ekle', '200 koli', '50 tane daha'],
  // A Turkish past of a change.
  ['eğitim, indirdik', 'tr', 'eğitim 3 gün sürsün', 'eğitimi 2 güne indirdik', '3 gün', '2 güne'],
  ['indirim, yaptık', 'tr', 'indirim %10', 'indirimi %15 yaptık', '%10', '%15'],
  ['sunum, uzattılar', 'tr', 'sunum 20 dakika', 'sunum süresini 30 dakikaya uzattılar', '20 dakika', '30 dakikaya'],
  ['limit, düşürdük', 'tr', 'günlük limit 5 bin TL', "limiti 3 bin TL'ye düşürdük", '5 bin TL', "3 bin TL'ye"],
  ['kota, artırdılar', 'tr', 'aylık kota 800 sipariş', "kotayı 1000 siparişe artırdılar", '800 sipariş', '1000 siparişe'],
  ['teslim, çektik', 'tr', 'teslim 20 mayıs', "teslimi 18 mayısa çektik", '20 mayıs', '18 mayısa'],
  // A change told as what someone said.
  ['deposit, the venue told us', 'en', 'the deposit is €2,000', 'the venue told us the deposit is €2,500 now', '€2,000', '€2,500'],
  ['cutoff, ops said', 'en', 'cutoff is 16:00', 'ops said the cutoff is 17:00 from today', '16:00', '17:00'],
  ['budget, finance says', 'en', 'travel budget is $3,000', 'finance says the travel budget is $2,400 now', '$3,000', '$2,400'],
  ['limit, muhasebe söyledi', 'tr', 'harcama limiti 10 bin TL', 'muhasebe limitin artık 8 bin TL olduğunu söyledi', '10 bin TL', '8 bin TL'],
  ['saat, hoca dedi', 'tr', "ders 18:00'de", "hoca dersin 19:00'a alındığını söyledi", '18:00', "19:00'a"],
  // A slot whose first statement had no value.
  ['orientation, that day', 'en', 'we do the orientation that day too', 'we moved the orientation to Tuesday 13 Jan', 'that day too', 'Tuesday 13 Jan'],
  ['oryantasyon, o gün', 'tr', 'oryantasyonu da o gün yapıcaz', "oryantasyonu 13 Ocak Salı'ya aldık", 'o gün', "13 Ocak Salı'ya"],
  ['review, after the launch', 'en', 'the review happens after the launch', 'the review is on 4 March now', 'after the launch', '4 March'],
  ['toplantı, tatilden sonra', 'tr', 'toplantı tatilden sonra olsun', "toplantıyı 9 Eylül'e koyduk", 'tatilden sonra', "9 Eylül'e"],
];

const NOT: [string, 'en' | 'tr', string, string, string][] = [
  ['another headcount', 'en', 'dinner is for 12 people', 'two more bottles of wine for the table', '12 people'],
  ['seats and laptops', 'en', 'book 6 seats for the workshop', 'we bought 3 laptops yesterday', '6 seats'],
  ['kişi ve koli', 'tr', 'kişi sayısı 20', "dün 5 koli geldi", 'kişi sayısı 20'],
  ['eğitim ve yemek', 'tr', 'eğitim 3 gün sürsün', "yemeği 2 saate indirdik", 'eğitim 3 gün'],
  ['indirim ve kargo', 'tr', 'indirim %10', "kargo ücretini 50 TL yaptık", 'indirim %10'],
  ['deposit and the venue says', 'en', 'the deposit is €2,000', 'the venue says parking is free', 'the deposit is €2,000'],
  ['cutoff, ops said other', 'en', 'cutoff is 16:00', 'ops said the standup is at 10:00', 'cutoff is 16:00'],
  ['limit, muhasebe başka', 'tr', 'harcama limiti 10 bin TL', 'muhasebe fatura tarihinin 5 Mart olduğunu söyledi', 'harcama limiti 10 bin TL'],
  ['review and demo', 'en', 'the review is on 4 March', 'the demo is on 6 March now', 'the review is on 4 March'],
  ['toplantı ve sunum', 'tr', "toplantı 9 Eylül'de", "sunumu 10 Eylül'e koyduk", "toplantı 9 Eylül'de"],
];

// The eighth round resolved seven of the eleven (a Turkish unit with its case ending, a change told as what someone
// said, a slot first stated by the moment it waits for), the ninth two more ("yap" with the thing and its new value,
// "alındığını söyledi" naming the thing in the genitive): docs/compaction.md.
const MISSED = new Set(['limit, muhasebe söyledi', 'orientation, that day']);

describe('revisions, a seventh list', () => {
  const resolved = (_name: string, language: 'en' | 'tr', first: string, second: string, stale: string, fresh: string): void => {
    const c = summarize(language, pair(language, first, second));
    expect(live(c).some((t) => t.includes(fresh)), `"${fresh}" in ${JSON.stringify(live(c))}`).toBe(true);
    expect(live(c).filter((t) => t.includes(stale))).toEqual([]);
  };
  it.each(PAIRS.filter((p) => !MISSED.has(p[0])))('%s', resolved);
  it.fails.each(PAIRS.filter((p) => MISSED.has(p[0])))('still missed: %s', resolved);
  it.each(NOT)('not: %s', (_name, language, first, second, key) => {
    const c = summarize(language, pair(language, first, second));
    expect(live(c).some((t) => t.includes(key)), `"${key}" in ${JSON.stringify(live(c))}`).toBe(true);
  });
});
