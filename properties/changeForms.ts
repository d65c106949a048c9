import fc from 'fast-check';
import type { RelativeKind } from '../core/compact/relativeChange.js';
import { everyTyping, typed, type ChangeReaders } from './changes.js';

/**
 * Every documented form of a change of a value, each written out once with
 * the answer it was written to have (docs/compaction.md, revisions; the
 * forms each doc comment of `core/compact/relativeChange.ts` and
 * `core/compact/reportedChange.ts` names), and beside each its near misses:
 * the same words where a form's edge says they change nothing. Where
 * `changes.ts` draws a clause from its word tables (each form a few draws in
 * a run), these tables are read whole in every case: a case draws how the
 * clause is typed and how wide the whitespace between its words is, so each
 * form is read at every edge in every run.
 *
 * Whitespace: a space in a clause below is whitespace between words, which
 * the readers take as any run of spaces, tabs, no-break spaces or line
 * breaks ("iki  kişi daha", a clause broken over two lines, a no-break space
 * pasted from a document), inside a fixed phrase too ("an  extra", "ended
 * up", "gerek yok") and after the subject of "made", "set" and "cut" told
 * ("we  cut …"); two spaces are two such runs, wide in every case. A `~`
 * is exactly one space or none, where a form allows at most one (a
 * currency sign and its amount: "€ 200", "%10" or "% 10"; an amount and
 * its unit: "300 dollar", "5bin TL"; a number and its noun before
 * "değil").
 */

/** The whitespace a case puts between words: a plain space, or a wider run. */
const gaps: fc.Arbitrary<string[]> = fc.oneof(
  fc.constant<string[]>([' ']),
  fc.array(fc.constantFrom<string>(' ', '  ', '\t', ' \n', '   ', '\n', '\u00a0', '\r\n', '\u202f'), { minLength: 1, maxLength: 7 }),
);

/** The clause with its spaces widened as `gaps` says (the nth space of the mth clause takes gap n + m) and `~` one space. */
function spaced(clause: string, gapRuns: readonly string[], m: number): string {
  let n = 0;
  return clause.replace(/ /gu, () => gapRuns[(n++ + m) % gapRuns.length]!).replace(/~/gu, ' ');
}

function fail(message: string): never {
  throw new Error(message);
}

// ---------------------------------------------------------------- relative changes

/**
 * Relative changes and what each moves (docs/compaction.md: "two days
 * later", "bir saat erken", "500 more", "%10 artır"), by form.
 */
export const RELATIVE_FORMS: readonly [string, RelativeKind | undefined][] = [
  // A date moved to the day before or after the one it was; a count of days before or after, in the dative.
  ['move it to the day after', 'day'],
  ['push the call to the night before', 'day'],
  ['keep it until the following week', 'day'],
  ['can we do it to the next day', 'day'],
  ['toplantıyı ertesi güne alalım', 'day'],
  ['bir gün öncesine alalım', 'day'],
  ['iki hafta sonrasına atalım', 'day'],
  ['3 gün sonrasına', 'day'],
  ['10 gün sonrasına atalım', 'day'],
  ['önceki güne çekelim', 'day'],
  ['the next day we talk payment', undefined],
  // Moved by an amount with a verb of moving and no word of direction, or "up", "back", "by"; Turkish the amount before
  // "ertele", "kaydır", and "haftaya" (to next week) before a verb of moving, asked for. Not an amount a thing lasts or
  // took, nor "haftaya" with another verb, nor a Turkish move told in the past with no value (narration).
  ['move the survey up a day', 'day'],
  ['push the book sale a week', 'day'],
  ['push it back by a week', 'day'],
  ['postpone the audit two weeks', 'day'],
  ['bring the call back an hour', 'hour'],
  ['kovan kontrolünü bir gün ertele', 'day'],
  ['dersi yarım saat kaydıralım', 'hour'],
  ['ustayı haftaya kaydır', 'day'],
  ['toplantıyı haftaya alalım', 'day'],
  ['push the team for a week', undefined],
  ['move it in a day', undefined],
  ['we moved here a week ago', undefined],
  ['the delay is 2 days', undefined],
  ['the move took three days', undefined],
  ['elektrikçi haftaya gelecek', undefined],
  ['haftaya alışverişe gideriz', undefined],
  ['teslimatı bir gün erteleyelim', 'day'],
  ['bi de etkinliği bir gün kaydırdılar', undefined],
  ['toplantı bir hafta ertelendi', undefined],
  ['sınavı haftaya ertelemişler', undefined],
  // A verb of moving with a count of people or a word that only begins with a unit: no date moved by an amount (the
  // people are moved, not their count changed; "weekend" is no week).
  ['move two people to the other table', undefined],
  ['iki misafiri kaydıralım', undefined],
  ['bring a weekend bag', undefined],
  // An amount added: "another" or "an extra" and an amount, its unit written apart or glued ("500eur"); "add" and an
  // amount with a currency; an amount with a currency and "more", "daha", "fazla".
  ['another 500 EUR', 'money'],
  ['another 500eur', 'money'],
  ['another 500euro', 'money'],
  ['another 300dollar', 'money'],
  ['another 300 dollars', 'money'],
  ['another 5 eur', 'money'],
  ['another €5, please', 'money'],
  ['an extra 5 euros.', 'money'],
  ['an extra $5', 'money'],
  ['add $300', 'money'],
  ['add $~300 to it', 'money'],
  ['add 300~dollar', 'money'],
  ['add 300~euro', 'money'],
  ['adding 40eur', 'money'],
  ['€200 more', 'money'],
  ['€~200 more', 'money'],
  ['€2k more', 'money'],
  ['₺5~bin daha', 'money'],
  ['40eur more', 'money'],
  ['500TL daha', 'money'],
  ['5bin~TL daha', 'money'],
  ['2~milyon~TL daha', 'money'],
  ['1.200~TL fazla', 'money'],
  // A pack size after "another" is no amount of money, though its letters end in a unit's ("6pk": a six-pack).
  ['grab another 6pk', undefined],
  // A count told, not asked for: a number of things bought, found, there.
  ['3 tane ekmek daha aldık', undefined],
  ['we found 3 more bugs', undefined],
  // A factor: by a percentage, up or down, in either language; doubled, halved, cut in half, "iki katına", "yarıya".
  ['%10 artıralım', 'factor'],
  ['%~10 artıralım', 'factor'],
  ['%7.5 artır', 'factor'],
  ['%2,5 indirelim', 'factor'],
  ['%12.75 zam yapalım', 'factor'],
  ["%10'luk zam yapalım", 'factor'],
  ['please raise the budget by 10%', 'factor'],
  ['raise it by 10%', 'factor'],
  ['bump the per-head by 2.5%', 'factor'],
  ['cut the fee by 12.75%', 'factor'],
  ['so reduce it by 10~%', 'factor'],
  ['double it', 'factor'],
  ['triple the budget', 'factor'],
  ['cut it in half', 'factor'],
  ['reduce that by half', 'factor'],
  ['bütçeyi iki katına çıkar', 'factor'],
  ['fiyatı yarıya indirelim', 'factor'],
  ['yarıya indir', 'factor'],
  ['süreyi yarıya çek', 'factor'],
  // A share of a count or a length by a percent, naming the thing it scales (not a price): "N% fewer/less/more" and a
  // noun, "%N daha az/fazla" and a noun, "yüzde N" before a verb of change, "cut/shorten … by N %" with a few words
  // between and no preposition among them. Not a percent told ("up 10 %"), a percent of a thing named after a
  // preposition ("the supply order for the evening shift"), a discount there is ("yüzde 25 indirim var"), a share of a
  // whole ("25% of the patients").
  ['we need 25% fewer patients', 'scaled'],
  ['use 20% less water on the beds', 'scaled'],
  ['allow 15 percent more skaters', 'scaled'],
  ['allow 15~per cent more riders', 'scaled'],
  ['cut the laser show run time by 10 %', 'scaled'],
  ['shorten the night tour by 12.5%', 'scaled'],
  ['seanslara %20 daha az kişi alalım', 'scaled'],
  ['%15 daha fazla öğrenci alalım', 'scaled'],
  ['çalışma süresini yüzde 25 kısaltalım', 'scaled'],
  ['yüzde 7,5 uzatalım', 'scaled'],
  ['ticket sales are up 10 %', undefined],
  ['cut the supply order for the evening shift by 25%', undefined],
  ['25% of the patients are new', undefined],
  ['yüzde 25 indirim var', undefined],
  ['10% more', undefined],
  ['satışlar yüzde 10 arttı', undefined],
  // A count of a thing raised by a number, with a verb that asks for it.
  ['we need 500 more flyers', 'count'],
  ['need 500 more flyers', 'count'],
  ['order 20 more chairs', 'count'],
  ['please print 1.200 more copies', 'count'],
  ['order another two more boxes', 'count'],
  // Two spaces are two runs of whitespace: wide at every draw, where a single run is often one space.
  ['order another  two more boxes', 'count'],
  ['we need two more tables', 'count'],
  // The thing named by a pronoun: a count of what it stands for; found or arrived, no count asked for.
  ['order two more of those', 'count'],
  // The pronoun is a word of its own: "of those" with more words after it is the same count asked for ("order two more
  // of those for the stall"), "of thosex" none.
  ['order two more of those for the stall', 'count'],
  ['we need 3 more of them', 'count'],
  ['we found two more of those', undefined],
  ['two more of those came in', undefined],
  // Without the thing named after "more" there is no count of a thing to raise.
  ['we need 2 more by friday', undefined],
  ['10 tane daha gönder', 'count'],
  // Any run of whitespace after "tane", two of them wide in every case.
  ['10 tane  daha gönder', 'count'],
  ['5 daha ekle', 'count'],
  ['kuyruğa 40 daha ekleyelim', 'count'],
  // The unit of a move is a whole word: "personal" is no person, a question asks for nothing.
  ['one more personal question', undefined],
  ['is anyone more coming?', undefined],
  ['two more guests', 'people'],
  ['add two more', 'people'],
  ['three more will be joining', 'people'],
  ['add an extra night', 'night'],
];

/**
 * Every documented form of a relative change names the kind of value it
 * moves, and its near misses none, however the clause is typed and however
 * wide the whitespace between its words.
 */
export function propertyRelativeForms(readers: ChangeReaders): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => {
    RELATIVE_FORMS.forEach(([clause, kind], m) => {
      const text = typed(spaced(clause, gapRuns, m), how);
      const got = readers.relativeKind(text);
      if (got !== kind) fail(`${JSON.stringify(text)}: read as ${String(got)}, written as ${String(kind)}`);
    });
  });
}

// ---------------------------------------------------------------- changes told

/**
 * Clauses that tell what a value was changed to (true) and their near
 * misses (false), by form (docs/compaction.md: "they lowered the deposit to
 * €1,500", "sunumu 16:00'ya almışlar", a change told in the Turkish
 * evidential, a correction "not 10, keep 20").
 */
export const REPORTED_FORMS: readonly [string, boolean][] = [
  // No words at all tells nothing.
  ['', false],
  ['...', false],
  ['—', false],
  // English: a verb of change and the value it went to; a value "instead"; "went up to"; no verb of change, or no value.
  ['they cut the rent to €1,500', true],
  ['we got room 310 instead', true],
  ['the rent went up to €1,500', true],
  ['retention went down to 14 days', true],
  ['we talked to 3 vendors today', false],
  ['we pushed hard to finish it', false],
  // A thing made or set to a value, told; an order that sets one; a value settled on.
  ['the hotel made the shuttle 8:15 for us', true],
  ['they set the fee at 40', true],
  ["let's say 40", true],
  ['make it 40', true],
  ['signed for 12 months in the end', true],
  ['the landlord told us the rent will be 1,520', true],
  ['the gym informed us the fee is 45', true],
  ['the gym informed us about the fee', false],
  ['so make the worktop 3.2m', true],
  ['we ended up at €4,200', true],
  ['we had 3 pawns in the endgame', false],
  // English words that look like a Turkish value in the dative ("settle") before a word that begins like a verb of
  // change ("all-hands"): no value, nothing changed.
  ['settle it before the all-hands', false],
  // A value said not to be the value, before the one it is, or after it at the end; in Turkish before "değil".
  ['not 10, keep 20', true],
  ['so not 10, keep 20', true],
  ['not 10 but 20', true],
  ['I was there not 10 minutes ago', false],
  ['the cap is 100 not 50', true],
  ['the cap is €100 not €50', true],
  ['the cap is 100 not 50\n', true],
  // After a number, "not" and a number mid-clause is no correction: "not 5 minutes from" is "within 5 minutes of".
  ['we live at number 12 not 5 minutes from the park', false],
  ['3 değil, 4', true],
  ['yani 3 değil 4 kişi', true],
  ['12~kişi değil, 15 kişi', true],
  ['500TL değil 600TL', true],
  ['10 değil mi?', false],
  // Turkish: the thing in the accusative, its new value, "yap" last; "yap" with no value of a thing is no change.
  ['indirimi %15 yaptık', true],
  ['komisyonu %8 yaptılar', true],
  ['bence kişi sayısını 12 yapalım', true],
  ['raporu dün yaptık', false],
  ['sunumu 3 kişiyle dün yaptık', false],
  ['bugün 3 toplantı yaptı', false],
  ['cumaya 3 toplantı yaptık', false],
  ['yarına 3 sunum yaptık', false],
  ['kirayı 5000 TL ödedik', false],
  // The value may carry its unit ("tavanı 400 TL yaptık"); a number with a word after it that is no unit counts
  // things done, whatever word before it looks accusative ("salı günü 3 toplantı yaptık": three meetings held on Tuesday).
  ['tavanı 400 TL yaptık', true],
  ['kontenjanı 30 kişi yaptılar', true],
  ['salı günü 3 toplantı yaptık', false],
  ['bu hafta sonu 6 düğün yaptık', false],
  ['o kapıyı 2 kez yaptık', false],
  ['akşam 2 kişi yaptık', false],
  // A number right before "yap" after a word that only looks accusative: no thing is named ("bugün", "haftaya", "sezona").
  ['bugün 40 yaptık', false],
  ['haftaya 40 yaptık', false],
  ['bu sezona 40 yaptık', false],
  // A word that only ends like "yap" ("altyapısı", infrastructure) is no "yap", though a value and an accusative come before,
  ['bu projenin en pahalı kısmı 5G altyapısı', false],
  // nor one that goes on past "yap" with a hyphen ("yap-boz", a jigsaw).
  ['doğum günü hediyesi 500 parçalık yap-boz', false],
  // A new value said bare (`setsBareValue`): English, words of assent and a verb of taking at most, the value, "then"
  // last; a question, a time, or a value with more words after it, not. Turkish, a thing named, its value right
  // before "olsun" or "oluyor" (a unit between them, "ocaktan itibaren" after them); a value with no thing named,
  // someone else's value told ("… olsun diyor"), a count of days, or the copula with no value, not.
  ['just do 2 then', true],
  ['yes 65 then', true],
  ['ok go with 1,450 then', true],
  ['should we do 2 then?', false],
  ['the shop closes at 6 then, no rush', false],
  ['we did 2 then went home', false],
  // The whole clause is the value set, from its first character to its last: whitespace before it, no assent or more
  // than one, "lets" typed without its apostrophe or "let's" with a wide gap, a currency sign glued or one space from the
  // amount, a percentage glued or one space from it, a full stop or an exclamation after "then", a space before it; and
  // not a time, or a value with the rest of a plan after it.
  ['  ok 2 then', true],
  ['do 2 then', true],
  ['ok so 2 then', true],
  ['lets do 2 then', true],
  ["let's  do 2 then", true],
  ['go with €2,500 then', true],
  ['go with €~2,500 then', true],
  ['ok 20% then', true],
  ['ok 20~% then', true],
  ['just do 2 then.', true],
  ['ok 3 then !', true],
  ['the shop closes at 6 then', false],
  ['fine, 3 then the rest next week', false],
  ['glutensiz de 8 olsun', true],
  ['zam %32,5 oluyor', true],
  ['aidat 750 TL oluyor', true],
  ['aidat 750 oluyor ocaktan itibaren', true],
  ['1 olsun', false],
  ['başkan 750 olsun diyor', false],
  ['prim 3 gün içinde yatsın', false],
  ['çok sorun oluyor', false],
  ['üye sayısı arttıkça karışık oluyor', false],
  // The copula is the whole last word ("doluyor", it fills, and "oluyordu", it used to be, are not it); a value with
  // no copula after it is a statement, not a value set ("depozito 500 TL"); "bundan sonra" after the copula is when,
  // however wide the gap before it.
  ['depo 8 doluyor', false],
  ['aidat eskiden 750 oluyordu', false],
  ['depozito 500 TL', false],
  ['misafir sayısı 40', false],
  ['aidat 750 oluyor bundan sonra', true],
  ['prim 8 olsun  bundan  sonra', true],
  // "artık" after the copula is a particle, the copula still last ("aidat 750 oluyor artık").
  ['aidat 750 oluyor artık', true],
  // A unit before the copula with no number before it is no value ("salon çok kişi oluyor", the hall gets crowded); a
  // value and its unit with no word before them names no thing ("750 TL oluyor" answers a question); nor does a
  // pronoun or an ordinal before the value ("o da 8 olsun", "1'incisi 8 olsun").
  ['salon çok kişi oluyor', false],
  ['750 TL oluyor', false],
  ['o da 8 olsun', false],
  ["1'incisi 8 olsun", false],
  // When, said after a Turkish verb of change, leaves the verb the verb: "güncelledik dün", "güncelledik geçen hafta".
  ["IELTS ücretini 19.750,00 TL'ye güncelledik geçen hafta", true],
  ["kartvizit ücretini 1.350 TL'ye güncelledik dün", true],
  ['dün güncelledik geçen hafta', false],
  ["1.350 TL'ye bakacağız dün", false],
  // "az önce" (just now) and "geçen ay" are when too, a wide gap inside them or not; a word that only begins like one
  // ("dünya", "bugünkü") is not.
  ["kartvizit ücretini 1.350 TL'ye güncelledik az önce", true],
  ["kartvizit ücretini 1.350 TL'ye güncelledik az  önce", true],
  ["aidatı 900 TL'ye çektik geçen  ay", true],
  ["fiyatı 40 TL'ye çektik bugünkü", false],
  // A priority or a severity code is a value a thing is moved to ("bump it to P2", "make the alarm sev2"); a code with
  // more after it is a name ("the p2p link", "P3-114").
  ['bump HD-1042 to P2', true],
  ['make the freezer alarm sev2', true],
  ['bump the p2p link', false],
  ['move it to P3-114', false],
  // Turkish: a value in the dative before a verb of change; a place in the dative, or a verb that changes nothing.
  ["depozitoyu 4 bin TL'ye düşürdüler", true],
  ['toplantıyı gelecek haftanın pazartesine aldık', true],
  ["sunumu 16:00'ya karşılıklı anlaşarak aldık", true],
  ["bütçeyi 5 bin TL'ye yedek ödenekle çıkardık", true],
  ['800 siparişe çıkardık', true],
  ['kitabı masaya koyduk', false],
  ['kutuları binaya taşıdık', false],
  ['cumaya bakalım', false],
  ["16:00'ya randevu verdik", false],
  ["16:00'ya kadar sürdü", false],
  ['800 siparişten birini çıkardık', false],
  ['12 kişiyi eve aldık', false],
  // A place in the possessive dative ("bahçesine"), a verb of change with no value before it ("sabitle", whose letters
  // end like "TL'ye"), a name with an underscore ("yedek_2", a folder): no value moved to.
  ['kutuları binanın bahçesine taşıdık', false],
  ['fiyatı sabitle', false],
  ["dosyaları yedek_2'ye taşıdık", false],
  // Turkish: the value a thing was set as ("olarak"), the number in the word before or in the value itself.
  // A date with slashes, a day of the month with its possessive, an ordinal and its noun, in the dative before a verb of
  // change; "kadar" after them, the locative, or a verb that changes nothing, not.
  ["teslimi 15/06'ya aldık", true],
  ["sınavı 12/09/2027'ye aldık", true],
  ["ayın 15'ine aldık", true],
  ["kalibrasyonu ayın 20'sine kaydırdık", true],
  ["denetimi 3'üne çektik", true],
  ["anketi 30'una erteledik", true],
  ["kontrolü 5'inci haftaya kaydırdık", true],
  ["provayı 2'nci seansa aldık", true],
  // The same typed without the apostrophe, as people do.
  ['kalibrasyonu ayın 20sine kaydırdık', true],
  ['denetimi 3üne çektik', true],
  ['kontrolü 5inci haftaya kaydırdık', true],
  ['provayı 2nci seansa aldık', true],
  ["ayın 15'ine kadar sürdü", false],
  ["15/06'ya kadar sürdü", false],
  ["ayın 15'inde aldık", false],
  ["5'inci haftaya bakalım", false],
  ['250 adet olarak güncelledik', true],
  ['sayıyı 250 olarak güncelledik', true],
  ['kişiyi yönetici olarak belirledik', false],
  // Told at second hand: the evidential with a value ("olacakmış", "gelecekmişler", "imiş"); a condition is not told.
  ['kira 22 bin TL olacakmış', true],
  ["misafirler 20:00'de gelecekmişler", true],
  ['kira 22 bin TL imiş', true],
  ['kira 22 bin TL olacakmışsa', false],
  ['kira 22 bin TL imişse', false],
  ['3 kere denedik, iyimiş', false],
  ['kurs yine başlıyormuş', false],
  // Told at second hand: the statement nominalised before a verb of saying, its value before it.
  ['ev sahibi kiranın 19.500 TL olacağını söyledi', true],
  ['tedarikçi teslimin 19 Haziran olduğunu bildirdi', true],
  // A word that only begins like the statement ("bildiğiniz gibi", as you know) is not it; the statement is after it.
  ['bildiğiniz gibi ev sahibi kiranın 19.500 TL olacağını söyledi', true],
  ['kiranın 19.500 TL olacağını düşünüyorum', false],
  ['kiranın 19.500 TL olacağını bilmeden ödedi', false],
  // "yazdır" (have it written, print) only begins like "yazdı" (wrote): an order, nothing told.
  ['kiranın 19.500 TL olacağını yazdır', false],
  ['3 kere aradım dedi', false],
  ['kiranın artacağını 3 kez söyledi', false],
];

/**
 * Changes told that the readers miss, by the documents: each with why, a
 * known miss (`it.fails` in `changes.property.test.ts`) until the reader
 * reads it.
 */
export const REPORTED_MISSES: readonly [string, boolean, string][] = [
  [
    'aidat 750 olsun artık yeter',
    true,
    'a value set with "olsun" is missed when a short clause of its own follows the copula ("artık yeter", enough already), though the thing, its value and the copula are all there',
  ],
  [
    'e-kitabı 50 TL yaptık',
    true,
    'a value set with "yap" is missed when the thing in the accusative is a hyphenated word ("e-kitabı", the e-book), though it is the thing in the accusative as "indirimi" is',
  ],
];

/**
 * Every documented form of a change told with its new value is a reported
 * change, and its near misses are not, however the clause is typed and
 * however wide the whitespace between its words.
 */
export function propertyReportedForms(readers: ChangeReaders, forms: readonly (readonly [string, boolean, ...string[]])[] = REPORTED_FORMS): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => {
    forms.forEach(([clause, reports], m) => {
      const text = typed(spaced(clause, gapRuns, m), how);
      if (readers.reportsChange(text) !== reports) fail(`${JSON.stringify(text)}: ${reports ? 'reports a change, read as none' : 'read as a change'}`);
    });
  });
}

// ---------------------------------------------------------------- changes narrated

/**
 * An English change told in the past with the value it went to (true): narration unless it replaces something kept;
 * an order, or a past with no value it went to, is not (false). "cut" and "set" are past only after a subject.
 */
export const NARRATED_FORMS: readonly [string, boolean][] = [
  ['we cut the soak to 24h', true],
  ['the vet set the dose to 5ml', true],
  ['they moved the printer to room 5', true],
  ['the review got moved to friday', true],
  ['cut the fee to 40', false],
  ['set the dose to 5ml', false],
  ['move the printer to room 5', false],
  ['we moved fast on this one', false],
];

/** Every form of a change narrated is narration, and its near misses not, however typed and spaced. */
export function propertyNarratedForms(readers: ChangeReaders): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => {
    NARRATED_FORMS.forEach(([clause, narrates], m) => {
      const text = typed(spaced(clause, gapRuns, m), how);
      if (readers.narratesChange(text) !== narrates) fail(`${JSON.stringify(text)}: ${narrates ? 'narrates a change, read as not' : 'read as narration'}`);
    });
  });
}

// ---------------------------------------------------------------- rules cancelled

/** A rule cancelled as a rule (true), and a rule or a cancel word alone (false), with words around them. */
export const CANCEL_FORMS: readonly [string, boolean][] = [
  ['the budget cap doesnt matter', true],
  ["the budget cap doesn't matter", true],
  ['forget the cap for now', true],
  ['forget the cap, we are fine', true],
  ['bütçe sınırından vazgeç', true],
  ['bütçe sınırından vazgeçelim', true],
  ['saat sınırı kalmadı', true],
  ['no need for the 10am cutoff anymore', true],
  ['the budget cap no longer applies', true],
  ['saat sınırına gerek yok', true],
  ['no need  for the word limit', true],
  ['no need for the chairs', false],
  ['forget the capital', false],
  ['keep the cap for now', false],
];

/** Every form of a rule cancelled as a rule is one, and its near misses not, however typed and spaced. */
export function propertyCancelForms(readers: ChangeReaders): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => {
    CANCEL_FORMS.forEach(([clause, cancels], m) => {
      const text = typed(spaced(clause, gapRuns, m), how);
      if (readers.cancelsRule(text) !== cancels) fail(`${JSON.stringify(text)}: ${cancels ? 'cancels a rule, read as not' : 'read as cancelling a rule'}`);
    });
  });
}

// ---------------------------------------------------------------- someone else's proposal, taken

/**
 * Someone else's figure and the words that take it in the same turn (true: "he's right, use 1,000", "ok 55, she's the
 * boss", "haklı, 3.000 yap", "tamam öyle olsun", "dediği gibi yapalım"), and beside them the same words where they
 * take nothing (false): the figure only told, turned down, asked about, "right" about something else, a bare yes with
 * nothing of the proposal after it, the user's own proposal, the taking words with no proposal before them.
 */
export const ADOPTED_FORMS: readonly [string, boolean][] = [
  ["Jonas suggested warmup 1,000 instead of 500, he's right, use 1,000", true],
  ["the coach says 75 minutes is enough, he's right, cut it to 75", true],
  ["she wants the block at 55. ugh. ok 55, she's the boss", true],
  ['the harbour master wants the last sailing at 22:00 because of the tide. fair enough, 22:00 then', true],
  ['the miller suggests 25 kg a week, good call, order 25', true],
  ["the operator proposed €52 for car tickets. agreed, let's do €52", true],
  ['the client asked for 600 copies, fine, 600 it is', true],
  ['they recommend 3,000 rpm for the new rotor, makes sense, use 3,000', true],
  ["usta 05:30'u öneriyor, haklı, simitler 05:30'da çıksın", true],
  ["liman müdürü son vapur 22:30'da kalksın dedi. tamam öyle olsun", true],
  ['şef mercimek yerine ezogelin öneriyor. olur, ezogelin yapsınlar', true],
  ["müdür yardımcısı öğle yemeği için 12:30'u önerdi, dediği gibi yapalım", true],
  ['değirmenci haftada 25 kilo öneriyor, mantıklı, 25 kilo al', true],
  ['Jonas suggested warmup 1,000 instead of 500', false],
  ['the harbour master wants the last sailing at 22:00, no, we keep 22:30', false],
  ['the head teacher proposed 12:15 for lunch, is that ok for the kitchen?', false],
  ["the client asked for 600 copies. ok, I'll ask finance first", false],
  ["the coach says 75 minutes is enough. he's right that the pitch is soaked, but keep 90", false],
  ['I suggested 16 hours for the proof, ok 16', false],
  ["he's right, use 1,000", false],
  ["usta 05:30'u öneriyor ama olmaz, 06:00 kalsın", false],
  ['hoca 75 dakika yeter diyor, sence haklı mı?', false],
  ["liman müdürü 22:30 dedi. rüzgar konusunda haklı ama son vapur 23:00'te kalksın", false],
  ['kulüp başkanı 80 adet forma istiyor, tamam, bir sorayım', false],
];

/**
 * Every form of someone else's proposal taken is read as taken, and its near misses not, however typed and spaced. A
 * line break is left out of the spacing: a line is a sentence of its own (`splitSentences`), and "he's" on one line
 * with "right" on the next are two.
 */
export function propertyAdoptedForms(readers: ChangeReaders): fc.IPropertyWithHooks<[string[]]> {
  const sameLine = gaps.map((runs) => runs.map((run) => run.replace(/[\r\n]+/gu, ' ')));
  return everyTyping(sameLine, (how, gapRuns) => {
    ADOPTED_FORMS.forEach(([text, taken], m) => {
      const said = typed(spaced(text, gapRuns, m), how);
      if (readers.adoptsProposal(said) !== taken) fail(`${JSON.stringify(said)}: ${taken ? 'takes a proposal, read as not' : 'read as taking a proposal'}`);
    });
  });
}

// ---------------------------------------------------------------- a value set by someone with the power to set it, relayed

/**
 * A value someone else sets, relayed by the user as holding from now on with no word of taking (true: "… sınıf mevcudu
 * artık 16'ya kadar olabilir dedi", "the pool manager said lane swimming closes at 21:00 … from monday", "yönetime göre
 * … artık 650 TL"), and beside them the same words where they set nothing (false): a wish or a suggestion, a question, a
 * value that was, the teller's own thing, a value told with no word of the time it holds from, a sentence that goes on
 * against it, no teller, no value.
 */
export const RELAYED_FORMS: readonly [string, boolean][] = [
  ["müdür bugün kapasiteyi konuştu, sınıf mevcudu artık 16'ya kadar olabilir dedi", true],
  ['the pool manager said lane swimming closes at 21:00 on weekdays from monday', true],
  ['the head archivist said each reader can now request 5 boxes a day', true],
  ["havuz müdürü pazartesiden itibaren kulvarlar 21:00'de kapanacak dedi", true],
  ['arşiv şefi söyledi, okuyucu başına günde artık 5 kutu verilebilir', true],
  ['yönetime göre ayakkabı depozitosu artık 650 TL', true],
  ['the estate manager told us the harvest starts on 10 september this year', true],
  ['according to the lab manager the turnaround is now 48 hours', true],
  ['the conductor wants rehearsals to end at 22:00 from now on', false],
  ['the conductor said she wants rehearsals to end at 22:00 from now on', false],
  ['the commodore suggested 15 boats from now on', false],
  ["şef provaların artık 22:00'de bitmesini istiyor", false],
  ['did the pool manager say lane swimming closes at 21:00 now?', false],
  ["havuz müdürü kulvarlar artık 21:00'de mi kapanacak dedi", false],
  ['the director told us tickets used to be €15 till now', false],
  ['the director told us parking is €5', false],
  ['the beekeeper next door said their inspections take 45 minutes now', false],
  ['management said the deposit is €25 from now on, I said no, it stays €20', false],
  ['okul müdürü artık 10 çocuk olsun dedi ama kabul etmedim', false],
  ['I think 15 boats from now on', false],
  ['the commodore told us about the new boats now', false],
];

/**
 * Every form of a value set by someone with the power to set it, relayed, is read as set, and its near misses not,
 * however typed and spaced. A line break is left out of the spacing, as for a proposal taken: a line is a sentence.
 */
export function propertyRelayedForms(readers: ChangeReaders): fc.IPropertyWithHooks<[string[]]> {
  const sameLine = gaps.map((runs) => runs.map((run) => run.replace(/[\r\n]+/gu, ' ')));
  return everyTyping(sameLine, (how, gapRuns) => {
    RELAYED_FORMS.forEach(([text, set], m) => {
      const said = typed(spaced(text, gapRuns, m), how);
      if (readers.relaysSetting(said) !== set) fail(`${JSON.stringify(said)}: ${set ? 'a value set, relayed, read as not' : 'read as a value set'}`);
    });
  });
}
