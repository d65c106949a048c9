import { describe, expect, it } from 'vitest';
import { eachCase, eachLookAlike, listChecks, talk as talkOf, type Language, type RevisionCase, type StaysCase, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A value judged too much or too little and another given in its place
 * (issue 14, the twenty-third round): "conservator says 50 is too high, 45
 * for all the textiles", "finance says 10% is too much, 52,500 final",
 * "yönetim 450 fazla dedi, 440 olsun". The new value is often bare or of
 * another kind than the old one (a bare number for "50 lux", an amount for
 * a percent), so no rule of a changed value of one kind sees it; the turn
 * names the old value's digits as judged and the thing by a word of the
 * earlier statement. A stranger list written before any change, in
 * domains the spoken test conversations do not use (a pottery studio, a
 * choir, a pool, a print shop, an observatory, an apiary, a sailing club;
 * seramik, koro, arıcılık, yelken, matbaa, gözlemevi).
 *
 * Look-alikes that must stay live: a value of the same turn said before the
 * judgement, a judged value with the same digits that names another thing,
 * a judgement with no new value.
 */
const talk = (language: Language, steps: readonly Step[]) =>
  talkOf(steps, [['assistant', language === 'en' ? 'Right.' : 'Peki.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);
const { keptThenResolved, stays } = listChecks(talk);

const JUDGED: RevisionCase[] = [
  ['a kiln temperature judged too hot', 'en', ['glaze firings at 1240 degrees', 'glaze firings. the potter says 1240 is too hot, 1220 for the stoneware glaze'], '1220', ['1240 degrees']],
  ['a fee judged too steep, made a bare number', 'en', ['the choir fee is 8% of the ticket price', 'ok. choir fee, the committee thinks 8 is too steep, make it 6'], 'make it 6', ['8%']],
  ['a water temperature judged too warm', 'en', ['pool water at 29 degrees for the toddler class', 'toddler class. the instructor says 29 is too warm, 27 for the toddlers'], '27 for the toddlers', ['29 degrees']],
  ['a resolution judged too low', 'en', ['flyers must be printed at 300 dpi', 'flyers. the printer says 300 is too low, 600 for all the flyers'], '600 for all the flyers', ['300 dpi']],
  ['a percent judged too much, an amount given', 'en', ['raise the telescope club dues 15%', 'and the club dues, the treasurer says 15% is too much, £48 a year final'], '£48 a year', ['15%']],
  ['çerçeve sayısı fazla bulundu', 'tr', ['kovan başına 12 çerçeve koyalım', 'çerçeve konusunda arıcı 12 fazla dedi, 10 olsun'], '10 olsun', ['12 çerçeve']],
  ['rüzgar limiti yüksek bulundu', 'tr', ['teknede rüzgar limiti 18 knot', 'rüzgar limiti için kaptan 18 çok yüksek dedi, 15 olsun'], '15 olsun', ['18 knot']],
  ['salon ısısı fazla bulundu', 'tr', ['koro provasında salon ısısı 24 derece olsun', 'salon ısısı: şef 24 fazla dedi, 21 olsun'], '21 olsun', ['24 derece']],
  ['tram sıklığı düşük bulundu', 'tr', ['poster baskısı 70 lpi olsun', 'poster için matbaacı 70 düşük dedi, 85 olsun'], '85 olsun', ['70 lpi']],
  ['oran fazla bulundu, tutar verildi', 'tr', ['gözlemevi aidatına %20 zam yapalım', 'aidat için dernek başkanı %20 çok fazla dedi, yıllık 600 lira olsun'], '600 lira', ['%20']],
];

const LOOK_ALIKES: StaysCase[] = [
  ['a value of the turn before the judgement', 'en', ['members get 2 free lessons a week', 'the sailing club fee rises 10%', 'members still get 2 free lessons a week. and the club fee, the board says 10% is too much, £60 flat'], '2 free lessons'],
  ['the same digits, another thing', 'en', ['never load the kiln with more than 30 pieces per firing', 'the supplier quote: 30 is too expensive for a bag of clay, 24 a bag'], '30 pieces'],
  ['a judgement with no new value', 'en', ['print run of 500 copies', 'the printer thinks 500 is too many for a first run'], '500 copies'],
  ['aynı rakam, başka şey', 'tr', ['gözlemevine gecede 150 ziyaretçi alalım', 'bilet için müdür 150 fazla dedi, 120 lira olsun'], '150 ziyaretçi'],
  ['yeni değer yok', 'tr', ['kovan başına 12 çerçeve koyalım', 'arıcı 12 fazla diyor ama bence kalsın'], '12 çerçeve'],
];

/**
 * Measured before any change for this list: 4 of 10 resolved (the Turkish ones
 * whose new value is set bare with "olsun", read before), 4 of 5 look-alikes
 * live. Two first statements were then said as rules ("flyers must be printed
 * at 300 dpi", "never load the kiln with more than 30 pieces"): as a bare
 * order and a fact they were kept as no rule at all and tested nothing of
 * this class; measured again before the change, 4 of 10 and 5 of 5. After
 * the change of docs/compaction.md's twenty-third round (a value judged in
 * the later turn, another given after the judgement, the thing named by a
 * word of the earlier statement): 10 of 10 and 5 of 5.
 */
const JUDGED_MISSED = new Set<string>([]);
const LOOK_ALIKES_MISSED = new Set<string>([]);

describe('a value judged too much or too little and another given, a stranger list (twenty-third round)', () => {
  describe('resolved to the value given', () => eachCase(JUDGED, JUDGED_MISSED, keptThenResolved));
  eachLookAlike(LOOK_ALIKES, LOOK_ALIKES_MISSED, stays);

  it('has both languages and its counts as written', () => {
    expect(JUDGED.filter((c) => c[1] === 'tr').length * 2).toBe(JUDGED.length);
    const names = [...JUDGED, ...LOOK_ALIKES].map((c) => c[0]);
    expect(new Set(names).size).toBe(names.length);
    expect([...JUDGED_MISSED, ...LOOK_ALIKES_MISSED].filter((n) => !names.includes(n))).toEqual([]);
  });
});
