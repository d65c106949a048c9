import { describe, expect, it } from 'vitest';
import { eachCase, eachLookAlike, listChecks, live, summarize, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Relative changes whose referent is a pronoun or the turn before (issue 14),
 * a nineteenth list, written before any change for it and in domains the
 * spoken test conversations and the earlier lists do not use (a bakery, a
 * ferry line, a school canteen, a printing shop, a football club, a lab;
 * fırın, feribot, okul kantini, matbaa, futbol kulübü, laboratuvar):
 *
 * - the value it changes is named by the assistant's turn it answers, far
 *   from where the user said it, with another value of its kind said since
 *   ("Sourdough bake at 05:00 on Saturday." → "push it half an hour later";
 *   "Kartvizit 1000 adet, mat kuşe." → "bunu yarıya indir");
 * - the thing is named in the sentence before it in the same turn, and the
 *   change says "it" or "that", or "… da/de" (the same move for another thing
 *   along with it: "fuarı bir gün kaydırdılar. stant kurulumunu da bir gün
 *   ileri al");
 * - "two more of those", "double that", "cut that in half";
 * - a value replaced by another with "X değil Y", "Y, not X", "not X, Y" and
 *   no number ("havale değil kartla alalım", "glossy not matte");
 *
 * and beside them look-alikes that must stay live: the pronoun points at a
 * file, a person or another value the turn before names, a question or a
 * hypothetical ("what if we doubled it?"), "X değil" about another thing.
 *
 * Resolved: the words of the change are in a live constraint or decision, no
 * stale value is in a live line, and neither is filed as a rejected option.
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Ok.' : 'Tamam.']], ['assistant', language === 'en' ? 'Changed it.' : 'Değiştirdim.']);
}

/** Ordinary turns with no value of any kind: more than the few turns a relative change looks back by itself. */
const GAP: Record<Language, Step[]> = {
  en: [
    'the new mixer manual is in the drawer',
    ['assistant', 'Noted.'],
    'remind me to ring the landlord',
    ['assistant', 'Will do.'],
    'the printer keeps jamming again',
    ['assistant', 'I will log it.'],
    'ok',
    ['assistant', 'Ok.'],
    'thanks',
    ['assistant', 'Anytime.'],
  ],
  tr: [
    'yeni hamur makinesinin kılavuzu çekmecede',
    ['assistant', 'Not aldım.'],
    'ev sahibini aramayı hatırlat',
    ['assistant', 'Hatırlatırım.'],
    'yazıcı yine kağıt sıkıştırıyor',
    ['assistant', 'Kayda geçtim.'],
    'tamam',
    ['assistant', 'Tamam.'],
    'sağol',
    ['assistant', 'Rica ederim.'],
  ],
};

const g = (language: Language): Step[] => GAP[language];

/** The value named again by the assistant's turn the change answers; another value of its kind said since. */
const TURN_BEFORE: Case[] = [
  ['push it half an hour later', 'en', ['the sourdough bake has to start at 05:00', ...g('en'), 'the van collects the rolls at 07:30', ['assistant', 'Sourdough bake at 05:00 on Saturday, as you said.'], 'push it half an hour later'], 'half an hour later', ['start at 05:00']],
  ['onu bir saat ileri al', 'tr', ["sabah seferi 07:15'te kalksın", ...g('tr'), "akşam seferi 18:40'ta kalksın", ['assistant', 'Sabah seferi 07:15, yarın da öyle.'], 'onu bir saat ileri al'], 'bir saat ileri al', ['07:15']],
  ['make it a day earlier', 'en', ['the menu tasting is on 14 March', ...g('en'), 'parents evening is on 20 March', ['assistant', 'Menu tasting: 14 March, in the hall.'], 'make it a day earlier'], 'a day earlier', ['14 March']],
  ['iki gün ertele', 'tr', ["broşürlerin teslimi 3 Nisan'da olsun", ...g('tr'), "kartvizitler 6 Nisan'da gelsin", ['assistant', 'Broşür teslimi 3 Nisan.'], 'onu iki gün ertele'], 'iki gün ertele', ['3 Nisan']],
  ['double that', 'en', ['the poster run is 500 copies', ...g('en'), 'the leaflet run is 2000 copies', ['assistant', 'Poster run: 500 copies on A2.'], 'double that'], 'double that', ['500 copies']],
  ['cut that in half', 'en', ['the café order is 60 croissants', ...g('en'), 'the hotel order is 40 croissants', ['assistant', 'The café gets 60 croissants on Friday.'], 'cut that in half'], 'cut that in half', ['60 croissants']],
  ['bunu yarıya indir', 'tr', ['kartvizit baskısı 1000 adet olsun', ...g('tr'), 'afiş baskısı 200 adet olsun', ['assistant', 'Kartvizit 1000 adet, mat kuşe.'], 'bunu yarıya indir'], 'yarıya indir', ['1000 adet']],
  ['onu yarım saat geri al', 'tr', ["öğle yemeği 12:30'da başlasın", ...g('tr'), "teneffüs 10:20'de başlasın", ['assistant', 'Öğle yemeği 12:30, servis 40 dakika.'], 'onu yarım saat geri al'], 'yarım saat geri al', ['12:30']],
  ['make it a week later', 'en', ['the incubation starts on 2 June', ...g('en'), 'the audit is on 5 June', ['assistant', 'Incubation starts 2 June in bay 3.'], 'make it a week later'], 'a week later', ['2 June']],
  ['move it an hour earlier', 'en', ['evening training starts at 18:00', ...g('en'), 'the kit man comes at 17:15', ['assistant', 'Evening training: 18:00 on pitch 2.'], 'move it an hour earlier'], 'an hour earlier', ['starts at 18:00']],
  ['bir hafta ileri at', 'tr', ["kulüp yemeği 20 Ekim'de olsun", ...g('tr'), "genel kurul 25 Ekim'de olsun", ['assistant', 'Kulüp yemeği 20 Ekim, Moda şubesinde.'], 'onu bir hafta ileri at'], 'bir hafta ileri at', ['20 Ekim']],
  ['two days later, the date said', 'en', ['ferry tickets go on sale on 1 May', ...g('en'), ['assistant', 'Tickets on sale 1 May? The cafe opens on 28 April.'], 'yes, sales two days later though, 3 May'], '3 May', ['1 May']],
  ['two more of those', 'en', ['the trip needs 80 packed lunches', ...g('en'), 'the staff room needs 12 sandwiches', ['assistant', '80 packed lunches for the trip on Thursday.'], 'order two more of those'], 'two more of those', ['80 packed lunches']],
  ['iki tane daha ekle', 'tr', ['maç için 30 forma sipariş et', ...g('tr'), '12 top sipariş et', ['assistant', '30 forma, lacivert.'], 'ondan 2 tane daha ekle'], '2 tane daha ekle', ['30 forma']],
];

/** The thing named in the sentence before it, in the same turn: "it", "that", "bunu", "… da". */
const SAME_TURN: Case[] = [
  ['double it, the thing named before', 'en', ['the reagent spend is €2,400', ...g('en'), 'the freezer service costs €380', 'the reagent spend looks low for the new assay. double it'], 'double it', ['€2,400']],
  ['bunu iki katına çıkar', 'tr', ['ekmek siparişi 120 adet olsun', ...g('tr'), 'simit siparişi 60 adet olsun', 'ekmek dün yetmedi. bunu iki katına çıkar'], 'iki katına çıkar', ['120 adet']],
  ['raise it by 10%', 'en', ['the ferry fare is €14', ...g('en'), 'the parking fee is €6', 'fuel went up and the fare looks too low now. raise it by 10%'], 'raise it by 10%', ['fare is €14']],
  ['bunu %20 artır', 'tr', ['deney bütçesi 8.000 TL', ...g('tr'), 'kargo ücreti 450 TL', 'bütçe yeni deneye yetmiyor. bunu %20 artır'], '%20 artır', ['8.000 TL']],
  ['stant kurulumunu da', 'tr', ['fuar 9 Haziran salı, okul bahçesinde', ...g('tr'), 'bi de fuarı bir gün kaydırdılar, salı müdürün toplantısı var. stant kurulumunu da bir gün ileri al'], 'bir gün ileri al', ['9 Haziran']],
  ['the coaches too', 'en', ['the tournament is on 12 July at the park', ...g('en'), 'they pushed the tournament back a day because of the marathon. book the coaches a day later too'], 'a day later', ['12 July']],
];

/** A value replaced by another with "X değil Y", "Y, not X", "not X, Y", no number. */
const NOT_THIS: Case[] = [
  ['havale değil kartla', 'tr', ['kantin ödemeleri nakit yerine havaleyle alınsın', ...g('tr'), 'havale değil kartla alalım o zaman'], 'kartla alalım', ['havaleyle alınsın']],
  ['ayçiçek değil zeytinyağı', 'tr', ['tostlar ayçiçek yağıyla yapılsın', ...g('tr'), 'ayçiçek değil zeytinyağı olsun, veliler şikayet etmiş'], 'zeytinyağı olsun', ['ayçiçek yağıyla']],
  ['glossy not matte', 'en', ['the flyers have to be on matte paper', ...g('en'), 'glossy not matte, the client changed her mind'], 'glossy not matte', ['on matte paper']],
  ['çim değil sentetik', 'tr', ['maçlar çim sahada oynansın', ...g('tr'), 'çim değil sentetik sahada oynayalım'], 'sentetik sahada', ['çim sahada oynansın']],
  ['south pier, not north', 'en', ['the crossing must leave from the north pier', ...g('en'), 'south pier, not north, the north one is closed'], 'south pier', ['from the north pier']],
  ['not the blue, the green', 'en', ['the changing room has to be painted blue', ...g('en'), 'not the blue, the green. blue shows the dirt'], 'the green', ['painted blue']],
];

/** Words of the same forms that change nothing the user set: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['a question', 'en', ['the sourdough bake has to start at 05:00', 'what if we pushed it half an hour later?'], 'start at 05:00'],
  ['a hypothetical, tr', 'tr', ["öğle yemeği 12:30'da başlasın", 'yarım saat ileri alsak ne olur?'], '12:30'],
  ['what if we doubled it?', 'en', ['the poster run is 500 copies', 'what if we doubled it?'], '500 copies'],
  ['the file', 'en', ['the poster run is 500 copies', ['assistant', 'I attached the proof, poster_v3.pdf. The logo is small.'], 'the logo looks tiny. double it'], '500 copies'],
  ['a person the turn before names', 'en', ['evening training starts at 18:00', ['assistant', 'Deniz, the physio, arrives at 16:00 to tape ankles.'], 'tell him to come two hours later'], 'starts at 18:00'],
  ['onu: the headmaster', 'tr', ["veli toplantısı 17:00'de başlasın", ['assistant', "Müdür bey yarın 09:00'da gelecek."], 'onu bir saat ileri al'], '17:00'],
  ['another value the turn before names', 'en', ['evening training starts at 18:00', ...g('en'), 'the bus leaves at 16:30', ['assistant', 'The bus leaves at 16:30 from the club.'], 'move it an hour earlier'], 'starts at 18:00'],
  ['another date the turn before names, tr', 'tr', ["kulüp yemeği 20 Ekim'de olsun", ...g('tr'), ['assistant', "Saha bakımı 22 Ekim'de yapılacak."], 'onu bir hafta ileri at'], '20 Ekim'],
  ['the poster is glossy not matte', 'en', ['the flyers have to be on matte paper', 'the poster is glossy not matte'], 'on matte paper'],
  ['havale değil, internet', 'tr', ['kantin ödemeleri havaleyle alınsın', 'kasadaki sorun havale değil, internet bağlantısı'], 'havaleyle alınsın'],
  ['çim değil mi?', 'tr', ['maçlar çim sahada oynansın', 'çim değil mi sentetik olan?'], 'çim sahada oynansın'],
  ['the door, not blue', 'en', ['the changing room has to be painted blue', 'the front door should be green, not blue'], 'painted blue'],
  ['the canteen menu too, no referent', 'tr', ['fuar 9 Haziran salı, okul bahçesinde', ...g('tr'), 'kantin menüsünü de bir gün önce gönder'], '9 Haziran'],
  ['sorun havale değil', 'tr', ['kantin ödemeleri havaleyle alınsın', 'sorun havale değil'], 'havaleyle alınsın'],
  ['the older statement with the word', 'tr', ['havale dekontları maille gelsin', ...g('tr'), 'kantin ödemeleri nakit yerine havaleyle alınsın', 'havale değil kartla alalım o zaman'], 'dekontları maille gelsin'],
  ['not a verb negated', 'en', ['the staff room coffee has to be decaf', "the decaf is not great, but fine"], 'has to be decaf'],
  ['told of last year', 'en', ['the menu tasting is on 14 March', 'last year they moved the fire drill a day earlier'], '14 March'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured when written, before any change for it: 1 of 26 resolved, 11 of 14 look-alikes left live (first counted as
 * 2 of 26 and 9 of 14, with three first statements no rule is kept from, "print the flyers on matte paper", "paint the
 * changing room blue", "the crossing leaves from the north pier": a case with nothing to replace passes or fails for
 * nothing; they are said as rules now, and every first statement is checked to be kept on its own above). The change
 * is kept, but nothing ties it to the value it moves: the value was said more than a few turns back and another of its
 * kind since, and neither the turn it answers ("Sourdough bake at 05:00 on Saturday.") nor the sentence before it in
 * its own turn ("the reagent spend looks low") is read; "X değil Y" with no number replaces nothing. The three
 * look-alikes marked: "double it", "tell him to come two hours later" and "onu bir saat ileri al" about a thing the
 * turn before names (a logo, a physio, the headmaster) took the latest value of the last few turns.
 * After the referent of a relative change was read from the turn it answers and the sentence before it
 * (`referentOf` in supersession.ts): 19 of 26, 14 of 14. Three look-alikes of "X değil Y" were added then ("sorun
 * havale değil", an older statement with the same word, "the decaf is not great"), live before and after. After "X
 * değil Y", "Y not X" and "not X, Y" were read (`wordCorrected`): 23 of 26, 17 of 17. After "order two more of
 * those" was read as a count asked for (relativeChange.ts): 24 of 26. Still missed: "south pier, not north" (not kept:
 * "south pier" says no rule) and "not the blue, the green" (kept as "not the blue", without the new value).
 */
const MISSED = new Set<string>([
  'south pier, not north',
  'not the blue, the green',
]);
const STAYS_MISSED = new Set<string>([]);

/**
 * The first statement of every case is kept as a rule when nothing changes it: else "no stale value live" would pass
 * with nothing resolved, and "stays live" could never pass.
 */
function keptAlone(_name: string, language: Language, steps: Step[], stale: string): void {
  const first = steps[0] as string;
  const content = summarize(language, talk(language, [first, ...GAP[language]]));
  expect(live(content).some((t) => t.includes(stale)), `"${stale}" live in ${JSON.stringify(live(content))}`).toBe(true);
}

describe('the nineteenth list: every first statement is a rule on its own', () => {
  it.each([...TURN_BEFORE, ...SAME_TURN, ...NOT_THIS].map(([name, language, steps, , stale]): [string, Language, Step[], string] => [name, language, steps, stale[0]!]))('%s', keptAlone);
  it.each(STAYS)('not: %s', keptAlone);
});

describe('relative changes whose referent is a pronoun or the turn before, a nineteenth list', () => {
  for (const [title, cases] of [['named by the turn before', TURN_BEFORE], ['named in the same turn', SAME_TURN], ['X değil Y', NOT_THIS]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
});

/**
 * A value that ends its sentence or clause ("canary 50. only depot scooters", "masa sayısı 12, sandalyeler ayrı"),
 * then changed: written after a tuning conversation showed "canary: make it 100 not 50" leave "canary 50." live — a
 * number before a full stop or a comma was read as no value at all. Before any change for it.
 */
const ENDS_SENTENCE: Case[] = [
  ['canary 50. → 100 not 50', 'en', ['the canary batch is 50. only depot scooters', ...g('en'), 'canary: make it 100 not 50'], '100 not 50', ['batch is 50']],
  ['the bus holds 52.', 'en', ['the bus holds 52. no standing', ...g('en'), 'the bus holds 60 now'], 'holds 60 now', ['holds 52']],
  ['kontenjan 30.', 'tr', ['kontenjan 30. fazlası alınmasın', ...g('tr'), '30 değil 35 olsun'], '35 olsun', ['kontenjan 30']],
  ['masa sayısı 12,', 'tr', ['masa sayısı 12, sandalyeler ayrı', ...g('tr'), 'masa sayısı artık 14'], 'artık 14', ['masa sayısı 12']],
  ['group size 8,', 'en', ['max group size is 8, no exceptions', ...g('en'), 'max group size is 10 now'], 'size is 10 now', ['size is 8']],
  ['servis 3.', 'tr', ['okul servisi 3. durakta dursun', ...g('tr'), 'servis 3 değil 5. durakta dursun'], '5. durakta', ['servisi 3. durakta']],
];
const ENDS_STAYS: [string, Language, Step[], string][] = [
  ['another thing with its number', 'en', ['the bus holds 52. no standing', 'the van holds 9 now'], 'holds 52'],
  ['another count, tr', 'tr', ['kontenjan 30. fazlası alınmasın', 'otopark artık 40 araçlık'], 'kontenjan 30'],
  ['a decimal is not two numbers', 'en', ['the dosage is 2.5 ml, twice a day', 'make it 5 not 2'], 'dosage is 2.5 ml'],
  ['a list of numbers', 'tr', ['seçilen masalar 4, 7 ve 9', 'oda 7 değil 8 olsun'], 'masalar 4, 7 ve 9'],
];
/**
 * Measured when written: 2 of 6 resolved (the two before a comma, read through their named parameter), 3 of 4
 * look-alikes live; "oda 7 değil 8 olsun" marks "seçilen masalar 4, 7 ve 9" replaced, a correction naming one value of
 * a list (not of this class, left as a known miss). Reading a number before a full stop or a comma as a value (the
 * number's lookahead in supersession.ts) resolved 4 more here and the tuning conversation's chain, but on the tuning
 * half cost two constraints and a negation: "canary 50. only scooters parked at the Alcântara depot" is one kept
 * statement, and marking it replaced hid the depot rule with it; "prod-eu-1'de hicbir seyi silme" was marked replaced
 * by a later turn. Not kept: a statement of two rules must be split before its value can be replaced alone.
 */
const ENDS_MISSED = new Set<string>(['canary 50. → 100 not 50', 'the bus holds 52.', 'kontenjan 30.', 'servis 3.']);
const ENDS_STAYS_MISSED = new Set<string>(['a list of numbers']);

describe('a value that ends its sentence, then changed', () => {
  it.each(ENDS_SENTENCE.map(([name, language, steps, , stale]): [string, Language, Step[], string] => [name, language, steps, stale[0]!]))('kept on its own: %s', keptAlone);
  it.each(ENDS_STAYS)('kept on its own: not: %s', keptAlone);
  eachCase(ENDS_SENTENCE, ENDS_MISSED, resolved);
  eachLookAlike(ENDS_STAYS, ENDS_STAYS_MISSED, stays);
});
