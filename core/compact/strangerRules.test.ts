import { describe, expect } from 'vitest';
import { eachCase, turnChecks, type Chatter, type Language } from '../../compaction/test-helpers/oneUserTurn.js';
/**
 * Stranger cases of the fifteenth round (issue 14, rules and negations by
 * class): what people say at a warehouse, a school office, an insurance
 * claims desk, a restaurant, a law firm's intake line and a game studio —
 * domains none of the spoken conversations use — written before any change
 * of the round, one list per class of the issue:
 * - Turkish negation and obligation on any verb by its suffix chain, with
 *   words after the verb ("bu dönem", "bu arada", "o Deniz'in işi"), the
 *   team's own "we don't …" (`-mIyoruz`), "hiç … bile", "-mAdAn … -mA";
 * - Turkish verbal nouns and words that end like them: no rule;
 * - English rules without a marker word;
 * - a rule said in a question or a conditional;
 * - rules inside a list or after a colon;
 * - the user's own rule in a turn that relays someone else's wish;
 * - statements with no rule in them: no line in a section that binds.
 *
 * Each case is one turn said among small talk and summarized. A case the
 * summarizer still misses is in its class's `MISSED` list and runs as an
 * expected failure, so a case fixed or broken fails until the list (and
 * docs/compaction.md's numbers) are updated.
 */
const CHATTER: Chatter = {
  en: [
    ['user', 'morning, quick one.'],
    ['assistant', 'Morning, go ahead.'],
    ['assistant', 'Got it.'],
    ['user', 'cheers'],
    ['assistant', 'Anything else?'],
  ],
  tr: [
    ['user', 'günaydın, kısa bir şey soracağım.'],
    ['assistant', 'Günaydın, buyurun.'],
    ['assistant', 'Anladım.'],
    ['user', 'eyvallah'],
    ['assistant', 'Başka bir şey var mı?'],
  ],
};
const { summarize: summarizeOne, kept, noRule, theirs } = turnChecks(CHATTER);

/** [what the user says, the words of it one live line must hold]. */
type Rule = [string, string];

// ---------------------------------------------------------------- Turkish negation and obligation

const TR_RULES: Rule[] = [
  ['forkliftleri rampada şarjda bırakmayın', 'forkliftleri rampada şarjda bırakmayın'],
  ['hasar dosyasını eksper raporu gelmeden kapatma', 'hasar dosyasını eksper raporu gelmeden kapatma'],
  ['veliye not bilgisini telefonda vermeyelim', 'veliye not bilgisini telefonda vermeyelim'],
  ['müvekkile sonuç konusunda söz verilmemeli', 'müvekkile sonuç konusunda söz verilmemeli'],
  ['alerjen listesi olmadan yeni tatlı menüye girmesin', 'alerjen listesi olmadan yeni tatlı menüye girmesin'],
  ["build sunucusuna cuma 17:00'den sonra kimse dokunmasın", "build sunucusuna cuma 17:00'den sonra kimse dokunmasın"],
  ['sakın oyuncuların e-posta adreslerini dışarı aktarma', 'oyuncuların e-posta adreslerini dışarı aktarma'],
  ['hasarlı koliler asla müşteriye gönderilmez', 'hasarlı koliler asla müşteriye gönderilmez'],
  ['öğretmenler sınav kağıtlarını eve götürmeyecek', 'öğretmenler sınav kağıtlarını eve götürmeyecek'],
  ['hiç indirim kodu dağıtmayı düşünme bile', 'indirim kodu dağıtmayı düşünme bile'],
  ['teklif 200 bin lirayı geçmemeli', 'teklif 200 bin lirayı geçmemeli'],
  ['depo kapısı gece açık bırakılmamalı', 'depo kapısı gece açık bırakılmamalı'],
  ['dava dosyalarını ofis dışına çıkarmayın lütfen', 'dava dosyalarını ofis dışına çıkarmayın'],
  ['müşteri fotoğraf yollamadan hasar ödemesi onaylanmasın', 'müşteri fotoğraf yollamadan hasar ödemesi onaylanmasın'],
  // words after the verb: a time, an aside, whose job it is
  ['bu ay hiçbir kamyona yeni lastik alınmayacak bu arada', 'hiçbir kamyona yeni lastik alınmayacak'],
  ['stajyerler mutfakta bıçak kullanmasın bu hafta', 'stajyerler mutfakta bıçak kullanmasın'],
  ['ek sınav yapılmamalı bu dönem', 'ek sınav yapılmamalı'],
  ["patch notlarını yayınlama o Deniz'in işi", 'patch notlarını yayınlama'],
  ['kasaya dokunmayın akşam sayımına kadar', 'kasaya dokunmayın'],
  // the team's own "we don't …": how things are done here
  ['sözleşmeyi avukat görmeden imzalamıyoruz', 'sözleşmeyi avukat görmeden imzalamıyoruz'],
  ["gece 23:00'ten sonra sipariş almıyoruz", "gece 23:00'ten sonra sipariş almıyoruz"],
  ['telefonda hasar tutarı konuşmuyoruz', 'telefonda hasar tutarı konuşmuyoruz'],
  // obligations
  ['her teslimatta alıcıdan imza alınmalı', 'her teslimatta alıcıdan imza alınmalı'],
  ['menü fiyatları KDV dahil yazılsın', 'menü fiyatları KDV dahil yazılsın'],
  ['yeni gelen her dosya 24 saat içinde bir avukata atanacak', 'yeni gelen her dosya 24 saat içinde bir avukata atanacak'],
];
/**
 * Before any change of the round: 18 of 25 kept. Missed: words after the verb ("bu dönem", "bu arada", "o Deniz'in
 * işi"), and the team's own "we don't …" (`-mIyoruz`, filed as a plan turned down). 25 of 25 after.
 */
const TR_RULES_MISSED = new Set<string>([]);

/** `-mA` verbal nouns, and words that end like one, in sentences with no rule. */
const TR_NOT_RULES: string[] = [
  'hasar ödeme süreci üç hafta sürüyor',
  'forklift bakım planlama toplantısı ertelendi',
  'dün akşam dondurma makinesi bozuldu',
  'veli bilgilendirme formu hazır',
  'konu: sözleşme feshetme',
  'son durum: rota optimizasyonu ve araç yükleme',
  'mutfakta en çok vakit alan iş soğan doğrama',
  'kamyon depodan 6:40ta çıktı',
  'veliler yeni programdan memnun',
  'avukat ön görüşme notlarını gönderdi',
  'dün akşam 14 masa doldu',
  'oyun test etme oturumu çok verimli geçti',
];
/**
 * Before the round: 10 of 12 left alone; a `-mA` noun at the end of a noun phrase was read as a command. 11 after (a
 * heading's list of activities, "… ve araç yükleme"); "… iş soğan doğrama", a predicate noun after its subject, was
 * told from "soğanı doğrama" from the twenty-second round on (a noun of what a thing is after a participle; "en çok"
 * before a participle no limit): 12 of 12.
 */
const TR_NOT_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- English rules without a marker word

const EN_RULES: Rule[] = [
  ['No deliveries after 3pm on Fridays.', 'No deliveries after 3pm on Fridays'],
  ["Claim payouts can't go above 5,000 without a second adjuster.", "Claim payouts can't go above 5,000"],
  ['The menu is one page, so keep the specials to four.', 'keep the specials to four'],
  ['nothing heavier than 20 kg on the top shelves', 'nothing heavier than 20 kg on the top shelves'],
  ['only weekdays for parent meetings', 'only weekdays for parent meetings'],
  ['make sure every intake form has a signed consent', 'make sure every intake form has a signed consent'],
  ['the limit for petty cash is 200 a week', 'the limit for petty cash is 200 a week'],
  ['playtests run on the release branch, never on dev', 'never on dev'],
  ['Pallets over 1,000 kg go on the ground floor.', 'Pallets over 1,000 kg go on the ground floor'],
  ['Parents get the report card by email, not on paper.', 'Parents get the report card by email'],
  ['Three quotes minimum for anything over 10k.', 'Three quotes minimum for anything over 10k'],
  ['lunch orders close at 11, no exceptions', 'lunch orders close at 11'],
  ['Builds ship Tuesday and Thursday only.', 'Builds ship Tuesday and Thursday only'],
  ['invoices in GBP, no euros', 'no euros'],
  ['cash refunds up to £50, anything more goes to the manager', 'cash refunds up to £50'],
  ['One adjuster per claim.', 'One adjuster per claim'],
  ['nobody works more than two late shifts in a row', 'nobody works more than two late shifts in a row'],
  ['hazmat pallets by rail, not road', 'hazmat pallets by rail, not road'],
  ['certified translations first, then the filing', 'certified translations first'],
];
/** Before the round: 17 of 19 kept. Missed: "X per Y" as a noun phrase, an order of steps ("… first, then …"). 19 after. */
const EN_RULES_MISSED = new Set<string>([]);

/** Narration, a fact, a question: no rule in them. */
const EN_NOT_RULES: string[] = [
  'the truck left the depot at 6:40',
  'the parents were happy with the new timetable',
  'Is the claim form on the portal?',
  'Our adjuster visited the site on Monday.',
  'we had 14 covers last night',
  'the lawyer sent over the intake notes',
  'how many pallets are left in bay 3?',
  'the new level loads in under 2 seconds now',
  'the kids loved the science fair',
  'the oven is back from repair',
];
/**
 * Before the round: 8 of 10 left alone; a time or a measure in a statement of fact was filed as a rule. 9 after (an
 * irregular past right after its subject narrates); "loads in under 2 seconds now" still reads as a limit.
 */
const EN_NOT_RULES_MISSED = new Set<string>(['the new level loads in under 2 seconds now']);

// ---------------------------------------------------------------- a rule in a question or a conditional

const CONDITIONAL_RULES: [string, Language, string][] = [
  ["if the repair quote is over 500, ask me first", 'en', 'ask me first'],
  ['if a parent calls about grades, send them to the head of year', 'en', 'send them to the head of year'],
  ['can you make sure nobody books the big van on Mondays?', 'en', 'nobody books the big van on Mondays'],
  ['could you keep all client names out of the shared drive?', 'en', 'keep all client names out of the shared drive'],
  ['when a table has more than 8 guests, add 12% service', 'en', 'add 12% service'],
  ["if it rains the tasting moves inside, don't cancel it", 'en', "don't cancel it"],
  ['unless I say otherwise, bill every claim to the fleet policy', 'en', 'bill every claim to the fleet policy'],
  ['teklif 50 bini geçerse önce bana sor', 'tr', 'önce bana sor'],
  ['veli ararsa not bilgisini verme, müdüre yönlendir', 'tr', 'not bilgisini verme'],
  ['rezervasyon 10 kişiyi geçiyorsa kapora alınsın', 'tr', 'kapora alınsın'],
  ['kimse cuma günü izin almasın, tamam mı?', 'tr', 'kimse cuma günü izin almasın'],
];
/** Before the round: 9 of 11 kept; a rule asked for in a polite question ("can you make sure …?") was an open question. 11 after. */
const CONDITIONAL_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- rules in a list or after a colon

const LISTED_RULES: [string, Language, string][] = [
  ['Rules for the warehouse:\n- forklifts only with a licence\n- helmets on at all times\n- no phones in the loading bay', 'en', 'no phones in the loading bay'],
  ['Rules for the warehouse:\n- forklifts only with a licence\n- helmets on at all times\n- no phones in the loading bay', 'en', 'forklifts only with a licence'],
  ['two things: invoices go to accounts, and never send the draft to the client', 'en', 'never send the draft to the client'],
  ['house rules: no outside food, kids under 12 eat free', 'en', 'no outside food'],
  ["Studio policy: crunch weekends need the producer's ok.", 'en', "crunch weekends need the producer's ok"],
  ['mutfak kuralları:\n- çiğ et ayrı tezgahta\n- açılmış sos 3 günden fazla tutulmaz\n- kimse eldivensiz servis yapmasın', 'tr', 'açılmış sos 3 günden fazla tutulmaz'],
  ['mutfak kuralları:\n- çiğ et ayrı tezgahta\n- açılmış sos 3 günden fazla tutulmaz\n- kimse eldivensiz servis yapmasın', 'tr', 'kimse eldivensiz servis yapmasın'],
  ['iki şey: faturalar muhasebeye gidecek, müşteriye taslak gönderme', 'tr', 'müşteriye taslak gönderme'],
];
/** Before the round: 8 of 8 kept. */
const LISTED_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- the user's rule beside someone else's wish

/** [what the user says, language, the user's rule, words of the wish no live line may hold]. */
const RELAYED: [string, Language, string, string][] = [
  ["The claimant's lawyer wants everything by fax. We only send by registered mail.", 'en', 'We only send by registered mail', 'everything by fax'],
  ['Marco from the kitchen says we should drop the brunch menu; keep it until June.', 'en', 'keep it until June', 'drop the brunch menu'],
  ['the publisher is asking for a Switch port, but no new platforms before launch', 'en', 'no new platforms before launch', 'Switch port'],
  ['the insurer suggests we settle at 8k. do not settle below 10k.', 'en', 'do not settle below 10k', 'settle at 8k'],
  ['veliler yemek listesini değiştirmek istiyor ama menüye dokunmayın', 'tr', 'menüye dokunmayın', 'yemek listesini değiştirmek'],
  ['şoförler mola istemiyoruz diyor, 4 saatte bir mola şart', 'tr', '4 saatte bir mola şart', 'mola istemiyoruz'],
];
/**
 * Before the round: 5 of 6; the Turkish "… istiyor ama …" with a verb made from "dokunmak" stayed theirs. 6 of 6 from
 * the sixteenth round (the wish and the rule said in one clause are filed apart).
 */
const RELAYED_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a second list, before its changes

/**
 * Written after the first changes, before any change for it, from classes the tuning half still misses (read as
 * classes, written in other domains): a name or an addressee said after the Turkish verb, a tail that closes a rule
 * ("…, o kadar", "…, that's all"), "as is", a value word that "is fixed / set", a day said with an order of arrival.
 */
const SECOND: [string, Language, string][] = [
  ["rapor gönderilsin Ayşe Hanım'a", 'tr', "rapor gönderilsin Ayşe Hanım'a"],
  ["teklifi iletin Kemal Bey'e", 'tr', "teklifi iletin Kemal Bey'e"],
  ["şikayet mailleri gitsin Deniz Hoca'ya", 'tr', "şikayet mailleri gitsin Deniz Hoca'ya"],
  ['üç gece konaklama, o kadar', 'tr', 'üç gece konaklama, o kadar'],
  ['two rounds of revisions, that\'s all', 'en', "two rounds of revisions, that's all"],
  ['one free reschedule per client, that\'s it', 'en', "one free reschedule per client, that's it"],
  ['leave the seating plan as is', 'en', 'leave the seating plan as is'],
  ['the friday menu stays as is', 'en', 'the friday menu stays as is'],
  ['the venue is fixed', 'en', 'the venue is fixed'],
  ["the date's set, no moving it", 'en', "the date's set"],
  ['the headcount is fixed at 40', 'en', 'the headcount is fixed at 40'],
  ['arrive sunday night, leave wednesday morning', 'en', 'arrive sunday night'],
];
/**
 * Before its changes: 6 of 12 kept; 11 after. "teklifi iletin Kemal Bey'e", a plain imperative of a verb that sets no
 * way of working, was read as a one-off task; from the twenty-second round on it is kept, its dative at the end read
 * as where a thing goes (a routing rule with no verb of its own): 12 of 12.
 */
const SECOND_MISSED = new Set<string>([]);

/**
 * Someone away ("… Ayşe Hanım yok", a person with a title before "yok") is no rule, and "yok ki" explains; "X yok" of a
 * thing still forbids it. Written before the change for it.
 */
const AWAY: [string, boolean][] = [
  ['pazartesi Kemal Bey yok, izinli', false],
  ['öğleden sonra Ayşe Hanım yok', false],
  ['cuma Deniz Hoca yok, kongrede', false],
  ['yeni poliçe yok ki şu an', false],
  ['bu hafta fazla mesai yok', true],
  ['kasada bozuk para yok, kartla alın', true],
];
/** Before the change: 2 of 6 (the two rules); every absence and the "yok ki" were prohibitions. 6 of 6 after. */
const AWAY_MISSED = new Set<string>([]);

/**
 * A bracket at the end of a Turkish clause is an aside: a `-mA` word in it names a task ("Ahmet (veri girme)"), and a
 * command before it is still one ("müşteriyi arama (şikayetçi)"). [what the user says, whether it forbids]. Written
 * before the change for it.
 */
const BRACKETED: [string, boolean][] = [
  ['yeni gelen stajyer Ahmet (veri girme)', false],
  ['Selin Hanım da var (fatura kesme)', false],
  ['depo sorumlusu Kerem (sayım ve paketleme)', false],
  ['dosyayı silme (yedek yok)', true],
  ['müşteriyi arama (şikayetçi)', true],
];
/** Before the change: 2 of 5; 5 of 5 after. */
const BRACKETED_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- written with the round's changes

/**
 * Classes the tuning half showed, written with the change for them (so not measured before it): a choice with what
 * it replaces ("by sea not air"), an order of steps, a count per unit, a Turkish rule with no verb ("… havale ile",
 * "… şeklinde"); and what must stay no rule: a complaint with "not", "me first", a Turkish "X yok" that explains a past,
 * "no" as a number.
 */
const WITH_CHANGE_RULES: [string, Language, string][] = [
  ['ship the spare parts by sea not air', 'en', 'ship the spare parts by sea not air'],
  ['second opinion first, then the payout', 'en', 'second opinion first'],
  ['two drinks per guest', 'en', 'two drinks per guest'],
  ['iadeler havale ile', 'tr', 'iadeler havale ile'],
  ['tutanak tarihleri gün.ay.yıl şeklinde', 'tr', 'tutanak tarihleri gün.ay.yıl şeklinde'],
  ['dosyaya müvekkil no yazılacak', 'tr', 'dosyaya müvekkil no yazılacak'],
];
const WITH_CHANGE_NOT_RULES: [string, Language][] = [
  ['the printer not working again', 'en'],
  ['me first, then you', 'en'],
  ['kira yok zaten ev sahibi affetti', 'tr'],
  ['sicil no ile konuşalım', 'tr'],
];

describe('stranger cases, the fifteenth round: rules and negations by class', () => {
  const first = <T extends readonly unknown[]>(c: T): string => String(c[0]);
  eachCase('Turkish rule kept', TR_RULES, TR_RULES_MISSED, first, (text, rule) => kept(text, 'tr', rule));
  eachCase('no Turkish rule', TR_NOT_RULES.map((t) => [t] as const), TR_NOT_RULES_MISSED, first, (text) => noRule(text, 'tr'));
  eachCase('English rule kept', EN_RULES, EN_RULES_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('no English rule', EN_NOT_RULES.map((t) => [t] as const), EN_NOT_RULES_MISSED, first, (text) => noRule(text, 'en'));
  eachCase('rule in a question or a condition kept', CONDITIONAL_RULES, CONDITIONAL_RULES_MISSED, first, kept);
  eachCase('rule in a list kept', LISTED_RULES, LISTED_RULES_MISSED, (r) => `${r[0]} | ${r[2]}`, kept);
  eachCase('own rule kept, the wish theirs', RELAYED, RELAYED_MISSED, first, theirs);
  eachCase('second list, kept', SECOND, SECOND_MISSED, first, kept);
  // Whether the turn files a constraint at all.
  const forbids = (text: string, expected: boolean): void => {
    const c = summarizeOne(text, 'tr');
    expect(c.constraints.length > 0, JSON.stringify(c.constraints)).toBe(expected);
  };
  eachCase('someone away or a thing forbidden', AWAY, AWAY_MISSED, first, forbids);
  eachCase('a bracket at the end', BRACKETED, BRACKETED_MISSED, first, forbids);
  eachCase('kept (written with the change)', WITH_CHANGE_RULES, new Set(), first, kept);
  eachCase('not a prohibition (written with the change)', WITH_CHANGE_NOT_RULES, new Set(), first, (text, language) => {
    expect(summarizeOne(text, language).constraints.map((i) => i.text)).toEqual([]);
  });
});
