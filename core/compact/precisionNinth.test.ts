import { describe, expect, it } from 'vitest';
import { userItems } from './extractSummary.js';

/**
 * Precision of what the summary keeps, the ninth round: facts and states
 * told in passing were the largest class of the tuning half's summary lines
 * the truth files do not count, after the identifiers nobody listed and the
 * verbatim section ("he's our only network guy", "Tom's best man can't be
 * trusted after wine", "the s3 sensor keeps timing out", "babamın göz
 * kontrolü var"). A list of our own, written before the change: what a
 * third party or a thing is, can or keeps doing, with nothing the user
 * sets (no value, no obligation, no one told what to do) — and as many
 * look-alikes that must stay kept: rules said of a third party or a thing
 * (with a value, a limit, an obligation, an order, a norm for everyone).
 *
 * Before the change 15 of the 24 left out and 24 of 24 rules kept; after,
 * 23 of 24 and 24 of 24. What changed: "our only designer", "the only one
 * who knows" say who someone is, not a restriction; "X yok" says someone
 * has no X when X is a word of knowing or having with its possessive
 * ("haberi yok", "vakti yok") or belongs to someone named in the genitive
 * ("Mehmet Bey'in arabası yok") — "gece mesaisi yok" is still a rule.
 */
const kept = (text: string, turkish: boolean): string[] =>
  userItems(text, turkish).filter((i) => i.key !== 'question').map((i) => i.text);

const STATES: [string, boolean][] = [
  ['Kemal is our only accountant', false],
  ['the printer on the 2nd floor keeps jamming', false],
  ['our landlord is a nice guy honestly', false],
  ["the CFO's team is swamped this month", false],
  ['half the drivers are new', false],
  ["Priya's laptop is ancient", false],
  ['the old server still runs CentOS', false],
  ['the warehouse guys are early birds anyway', false],
  ["she's the only one who knows the router password", false],
  ['the caterer keeps forgetting the vegan plates', false],
  ['muhasebeci Kemal Bey çok titizdir', true],
  ['depodaki forklift yine arıza veriyor', true],
  ['ev sahibi emekli bir öğretmen', true],
  ['stajyerlerin çoğu yeni mezun', true],
  ['şoförlerin yarısı İzmirli', true],
  ['Ayşe Hanımın ofisi üçüncü katta', true],
  ['babamın eski hastanede de dosyası var', true],
  ['Selin is our only designer', false],
  ["that's our only van", false],
  ['müşterinin bundan haberi yok', true],
  ["Mehmet Bey'in arabası yok", true],
  ['annemin bu hafta vakti yok', true],
  ['toplantı uzadı ama kimsenin haberi yok', true],
];

const RULES: [string, string, boolean][] = [
  ["the venue can't take more than 80 people", 'more than 80 people', false],
  ["Marcus is off limits this week, don't page him", "don't page him", false],
  ['the budget is €38,000 all in', '€38,000', false],
  ['everyone flies economy', 'everyone flies economy', false],
  ['the client must approve every invoice', 'must approve', false],
  ['the kitchen needs to be usable by 20 Feb', 'usable by 20 Feb', false],
  ['invoices go to finance, never to me', 'never to me', false],
  ['the report has to be in English', 'in English', false],
  ['only Marta approves prod deploys', 'only Marta', false],
  ['the rent is capped at 1,800', '1,800', false],
  ["the driver can't start before 7am", 'before 7am', false],
  ['kargo firması pazar günü çalışmıyor, cumartesiye ayarla', 'cumartesiye ayarla', true],
  ['müşteri her faturayı onaylamalı', 'onaylamalı', true],
  ['bütçe 50 bin TL', '50 bin TL', true],
  ['şoförler 08:00’den önce yola çıkmasın', 'çıkmasın', true],
  ['herkes cuma günü ofiste', 'herkes cuma günü ofiste', true],
  ['raporlar İngilizce olacak', 'İngilizce olacak', true],
  ['Ayşe Hanım onaylamadan hiçbir şey gönderme', 'gönderme', true],
  ['use only our van for the deliveries', 'only our van', false],
  ['our drivers only work weekdays', 'only work weekdays', false],
  ['gece mesaisi yok', 'gece mesaisi yok', true],
  ['ek ücret yok, fiyata dahil', 'ek ücret yok', true],
  ['şeker yok, tatlandırıcı da koymayın', 'şeker yok', true],
  ['hafta sonu teslimat yok', 'teslimat yok', true],
];

/**
 * Still kept: a third party's inability reads as a rule of what they cannot do, and is one as often as not ("my
 * mum can't do stairs" is, for a travel planner).
 */
const STILL_KEPT: [string, boolean][] = [["Tom's brother can't drive", false]];

describe('what a third party or a thing is, can or keeps doing is not a rule; a rule said of one is', () => {
  const leftOut = (text: string, turkish: boolean): void => {
    expect(kept(text, turkish)).toEqual([]);
  };
  it.each(STATES)('left out: %s', leftOut);
  it.fails.each(STILL_KEPT)('still kept: %s', leftOut);
  it.each(RULES)('kept: %s', (text, words, turkish) => {
    expect(kept(text, turkish).some((item) => item.includes(words)), JSON.stringify(kept(text, turkish))).toBe(true);
  });
});
