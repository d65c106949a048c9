import { describe, expect, it } from 'vitest';
import { eachCase, eachLookAlike, expectResolved, listChecks, live, summarize, talk as talkOf, type Language, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * One part of a line of several rules changed (issue 14), a list written before the supersession code changed for
 * it, in domains no conversation and no earlier list uses (an apiary, a climbing gym, a pottery studio, a ferry, a
 * sauna, a vineyard, a chess club, a print shop; arılık, tırmanış salonu, seramik atölyesi, vapur iskelesi, hamam,
 * bağ evi, satranç kulübü, matbaa), half English, half Turkish, lower case, with no marker word: a user states two or
 * three rules in one line and later changes one of them. The summary must keep the changed rule's new value, drop its
 * old value and keep every other rule of the line live.
 *
 * Beside them look-alikes: the whole line said again (every rule restated, one value new: the old line may go, its
 * rules live in the new one), the whole line dropped ("forget those rules", the other rules must NOT stay live), and
 * turns that change nothing (a question, another place's value, a hypothetical): the line stays live whole.
 *
 * Misses are counted rows (`it.fails`), not skipped.
 */

function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'ok' : 'tamam']], ['assistant', language === 'en' ? 'Noted, updated.' : 'Tamam, güncelledim.']);
}

const BETWEEN: Record<Language, Step[]> = {
  en: [['assistant', 'Noted.'], 'is the delivery van free on friday', ['assistant', 'Yes, it is free all day Friday.']],
  tr: [['assistant', 'Not ettim.'], 'cuma günü kamyonet boş mu', ['assistant', 'Evet, cuma bütün gün boş.']],
};

function apart(language: Language, first: Step, ...rest: Step[]): Step[] {
  return [first, ...BETWEEN[language], ...rest];
}

/** [name, language, steps, fresh, stale, the other rules' words]. */
type PartCase = [string, Language, Step[], string, string[], string[]];
const PART: PartCase[] = [
  ['hive checks of two rules', 'en', apart('en', 'inspect the hives every 9 days and nobody opens a hive without a veil', 'inspect the hives every 7 days from now on'), 'every 7 days', ['every 9 days'], ['without a veil']],
  ['rope length of three rules', 'en', apart('en', 'top rope routes max 12 meters, belayers must be certified, and no chalk balls on the wall', 'top rope routes can go to 15 meters'), '15 meters', ['max 12 meters'], ['certified', 'chalk balls']],
  ['kiln temp of three rules', 'en', apart('en', 'fire the kiln at 1220 degrees, glaze only on tuesdays, and nobody opens the kiln under 100 degrees', 'fire the kiln at 1240 degrees'), '1240 degrees', ['1220 degrees'], ['only on tuesdays', 'under 100 degrees']],
  ['ferry cars of two rules', 'en', apart('en', 'the ferry takes 40 cars per crossing and no trucks on the last run', 'the ferry can take 48 cars per crossing'), '48 cars', ['40 cars'], ['no trucks']],
  ['sauna session of three rules', 'en', apart('en', 'sauna sessions are 15 minutes, towels are mandatory, and no phones inside', 'make sauna sessions 20 minutes'), '20 minutes', ['15 minutes'], ['towels are mandatory', 'no phones']],
  ['tasting pours of two rules', 'en', apart('en', 'tasting pours are 50 ml and nobody under 18 at the tasting bar', 'tasting pours go to 60 ml'), '60 ml', ['50 ml'], ['under 18']],
  ['chess clock of three rules', 'en', apart('en', 'club games use 25 minute clocks, phones off in the hall, and log every result in the book', 'club games use 30 minute clocks now'), '30 minute', ['25 minute'], ['phones off', 'every result']],
  ['print run of two rules', 'en', apart('en', 'minimum print run is 200 copies and proofs go to the client before printing', 'minimum print run is 100 copies now'), '100 copies', ['200 copies'], ['proofs go to the client']],
  ['kovan kontrolü, iki kuraldan biri', 'tr', apart('tr', 'kovanlar 10 günde bir kontrol edilsin, peçesiz kimse kovan açmasın', 'kovanlar 7 günde bir kontrol edilsin'), '7 günde', ['10 günde'], ['peçesiz']],
  ['rota boyu, üç kuraldan biri', 'tr', apart('tr', 'rotalar en fazla 12 metre, emniyetçiler sertifikalı olsun, duvarda magnezyum topu yok', 'rotalar 15 metreye çıksın'), '15 metre', ['en fazla 12 metre'], ['sertifikalı', 'magnezyum']],
  ['fırın derecesi, üç kuraldan biri', 'tr', apart('tr', 'fırın 1220 derecede yakılsın, sır sadece salı günleri yapılsın, fırın 100 derecenin altına inmeden açılmasın', 'fırını 1240 derecede yakalım'), '1240 derecede', ['1220 derecede'], ['salı günleri', 'açılmasın']],
  ['vapur araç sayısı, iki kuraldan biri', 'tr', apart('tr', 'vapur seferde 40 araç alsın, son seferde kamyon yok', 'vapur seferde 48 araç alsın'), '48 araç', ['40 araç'], ['kamyon yok']],
  ['hamam seansı, üç kuraldan biri', 'tr', apart('tr', 'hamam seansı 45 dakika olsun, peştemal zorunlu, içeride telefon yok', 'hamam seansını 60 dakika yapalım'), '60 dakika', ['45 dakika'], ['peştemal zorunlu', 'telefon yok']],
  ['tadım kadehi, iki kuraldan biri', 'tr', apart('tr', 'tadımda kadeh başına 50 ml verilsin, 18 yaş altına şarap verilmesin', 'tadımda kadeh başına 60 ml verilsin'), '60 ml', ['50 ml'], ['18 yaş altına']],
  ['satranç süresi, üç kuraldan biri', 'tr', apart('tr', 'kulüp maçları 25 dakikalık olsun, salonda telefonlar kapalı, her sonuç deftere yazılsın', 'kulüp maçları 30 dakikalık olsun'), '30 dakikalık', ['25 dakikalık'], ['telefonlar kapalı', 'deftere yazılsın']],
  ['baskı adedi, iki kuraldan biri', 'tr', apart('tr', 'en az 200 adet basalım, prova baskıdan önce müşteriye gitsin', 'en az 100 adet basalım artık'), '100 adet', ['200 adet'], ['müşteriye gitsin']],
];

/** The whole line said again, one value new: resolved as a whole, its rules live in the new line. */
const RESTATED: PartCase[] = [
  ['the sauna line restated', 'en', apart('en', 'sauna sessions are 15 minutes, towels are mandatory, and no phones inside', 'new sauna rules: sessions are 20 minutes, towels are mandatory, and no phones inside'), '20 minutes', ['15 minutes'], ['towels are mandatory', 'no phones']],
  ['the ferry line restated', 'en', apart('en', 'the ferry takes 40 cars per crossing and no trucks on the last run', 'change that to: the ferry takes 48 cars per crossing and no trucks on the last run'), '48 cars', ['40 cars'], ['no trucks']],
  ['hamam satırı yeniden', 'tr', apart('tr', 'hamam seansı 45 dakika olsun, peştemal zorunlu, içeride telefon yok', 'yeni kurallar: hamam seansı 60 dakika olsun, peştemal zorunlu, içeride telefon yok'), '60 dakika', ['45 dakika'], ['peştemal zorunlu', 'telefon yok']],
  ['vapur satırı yeniden', 'tr', apart('tr', 'vapur seferde 40 araç alsın, son seferde kamyon yok', 'değiştirelim: vapur seferde 48 araç alsın, son seferde kamyon yok'), '48 araç', ['40 araç'], ['kamyon yok']],
];

/** The whole line dropped: none of its rules may stay live. [name, language, steps, the line's words]. */
const DROPPED: [string, Language, Step[], string[]][] = [
  ['the chess rules dropped', 'en', apart('en', 'club games use 25 minute clocks, phones off in the hall, and log every result in the book', 'forget those club rules, the new board will set them'), ['25 minute', 'phones off', 'every result']],
  ['vapur kuralları iptal', 'tr', apart('tr', 'vapur seferde 40 araç alsın, son seferde kamyon yok', 'vapur kurallarını unut, liman idaresi belirleyecek'), ['40 araç', 'kamyon yok']],
];

/** Turns that change nothing: [name, language, steps, a key of the line that stays live]. */
const STAYS: [string, Language, Step[], string][] = [
  ['could sessions be 20?', 'en', apart('en', 'sauna sessions are 15 minutes, towels are mandatory, and no phones inside', 'could sauna sessions be 20 minutes?'), '15 minutes'],
  ['the other ferry takes 48', 'en', apart('en', 'the ferry takes 40 cars per crossing and no trucks on the last run', 'the island ferry takes 48 cars per crossing'), '40 cars'],
  ['if the kiln is fixed, 1240', 'en', apart('en', 'fire the kiln at 1220 degrees, glaze only on tuesdays, and nobody opens the kiln under 100 degrees', 'if the new kiln arrives we might fire at 1240 degrees'), '1220 degrees'],
  ['the other club plays 30', 'en', apart('en', 'club games use 25 minute clocks, phones off in the hall, and log every result in the book', 'the downtown club plays 30 minute games'), '25 minute'],
  ['60 dakika olsa?', 'tr', apart('tr', 'hamam seansı 45 dakika olsun, peştemal zorunlu, içeride telefon yok', 'hamam seansı 60 dakika olsa müşteri artar mı?'), '45 dakika'],
  ['karşı iskele 48 araç', 'tr', apart('tr', 'vapur seferde 40 araç alsın, son seferde kamyon yok', 'karşı iskeledeki vapur seferde 48 araç alıyomuş'), '40 araç'],
];

/*
 * The first count, before any change for this list: 3 of 16 parts resolved with the other rules live, 4 of 4 lines
 * said again resolved, 0 of 2 dropped lines gone, 5 of 6 look-alikes live. The misses: the line is kept as items of
 * one or more clauses, and the change marks the whole item holding the changed clause superseded, so a rule said in
 * the same item ("nobody opens a hive without a veil", "belayers must be certified", "peştemal zorunlu") goes with it
 * (8); the changed value not found in a line of two rules, the line left live whole beside nothing ("48 cars"); the
 * stale value left live beside the new one ("50 ml" twice, "en fazla 12 metre"); "phones off in the hall" / "telefonlar kapalı" never kept as a rule, so the chess rows fail
 * before any change; the dropped line's rules left live ("son seferde kamyon yok"). One look-alike is a false
 * resolution: the downtown club's "30 minute games" marks the club's "25 minute clocks" superseded.
 *
 * After the change (a replaced line's other rules kept live when the change is seen to replace one piece of it, and
 * they hold no number and point back at nothing): 6 of 16 parts resolved, 4 of 4 restated, 0 of 2 dropped, 5 of 6
 * look-alikes live, none newly resolved. Left: a piece with a number of its own ("15 min", "7'de yemlensin"), a line
 * whose change is matched to the line as a whole and to no piece of it ("the hives every 7 days", "minimum print run
 * is 100 copies now"), and the misses above that are not of this class.
 */
const PART_MISSED = new Set<string>([
  'hive checks of two rules',
  'ferry cars of two rules',
  'tasting pours of two rules',
  'chess clock of three rules',
  'print run of two rules',
  'rota boyu, üç kuraldan biri',
  'fırın derecesi, üç kuraldan biri',
  'hamam seansı, üç kuraldan biri',
  'tadım kadehi, iki kuraldan biri',
  'satranç süresi, üç kuraldan biri',
]);
const RESTATED_MISSED = new Set<string>([]);
const DROPPED_MISSED = new Set<string>(['the chess rules dropped', 'vapur kuralları iptal']);
const STAYS_MISSED = new Set<string>(['the other club plays 30']);

const { stays } = listChecks(talk);

function partResolved(_name: string, language: Language, steps: Step[], fresh: string, stale: string[], kept: string[]): void {
  const before = live(summarize(language, talk(language, steps.slice(0, -1))));
  expect([...stale, ...kept].filter((s) => !before.some((t) => t.includes(s))), `kept before the change in ${JSON.stringify(before)}`).toEqual([]);
  expectResolved(language, talk(language, steps), fresh, stale);
  const lines = live(summarize(language, talk(language, steps)));
  expect(kept.filter((k) => !lines.some((t) => t.includes(k))), `other rules live in ${JSON.stringify(lines)}`).toEqual([]);
}

function dropped(_name: string, language: Language, steps: Step[], words: string[]): void {
  const before = live(summarize(language, talk(language, steps.slice(0, -1))));
  expect(words.filter((s) => !before.some((t) => t.includes(s))), `kept before the change in ${JSON.stringify(before)}`).toEqual([]);
  const lines = live(summarize(language, talk(language, steps)));
  expect(words.filter((w) => lines.some((t) => t.includes(w))), `dropped rules live in ${JSON.stringify(lines)}`).toEqual([]);
}

describe('one part of a line of several rules changed, a stranger list', () => {
  describe('one part changed', () => eachCase(PART, PART_MISSED, partResolved));
  describe('the whole line said again', () => eachCase(RESTATED, RESTATED_MISSED, partResolved));
  describe('the whole line dropped', () => eachCase(DROPPED, DROPPED_MISSED, dropped));
  eachLookAlike(STAYS, STAYS_MISSED, stays);

  it('has the size the brief asks and its counts as written', () => {
    expect(PART.length).toBeGreaterThanOrEqual(16);
    expect(2 * PART.filter((c) => c[1] === 'tr').length).toBe(PART.length);
    expect(RESTATED.length + DROPPED.length + STAYS.length).toBeGreaterThanOrEqual(8);
    const names = [...PART, ...RESTATED, ...DROPPED, ...STAYS].map((c) => c[0]);
    expect(new Set(names).size).toBe(names.length);
    expect([...PART_MISSED, ...RESTATED_MISSED, ...DROPPED_MISSED, ...STAYS_MISSED].filter((n) => !names.includes(n))).toEqual([]);
  });
});
