import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from './summary.js';

/**
 * Stranger cases of the fourteenth round: rules, prohibitions, revisions and
 * other people's wishes as they come up at a clinic desk, a warehouse, a
 * payroll office, an on-call rota or a trip — written before any change of
 * the round, in forms the earlier lists (`strangerCases.test.ts`) do not
 * use: verbs those lists never conjugate, revisions many turns after the
 * value with no "instead" or "artık", a change proposed by the assistant
 * and taken by the user, relative changes of counts and times, wishes of a
 * named third party that carry a negation of their own.
 *
 * Each class compares the cases the summarizer misses with the class's
 * known misses: a case fixed or a case broken both fail here until the
 * list (and docs/compaction.md's numbers) are updated.
 */
type Language = 'en' | 'tr';
type Said = [SummaryTurn['role'], string];

const CHATTER: Record<Language, Said[]> = {
  en: [
    ['assistant', 'Done, the ticket is updated.'],
    ['user', 'thanks. unrelated: did the printer on 3 get fixed?'],
    ['assistant', 'Facilities closed that request yesterday at 16:40.'],
    ['user', 'cool, thanks'],
    ['assistant', 'Anything else for today?'],
    ['user', 'hmm ok'],
    ['assistant', 'Sure, take your time.'],
  ],
  tr: [
    ['assistant', 'Tamam, kaydı güncelledim.'],
    ['user', 'sağol. alakasız ama 3. kattaki yazıcı düzeldi mi?'],
    ['assistant', 'Teknik ekip talebi dün 16:40’ta kapattı.'],
    ['user', 'iyi, bir dert eksildi'],
    ['assistant', 'Bugün için başka bir şey var mı?'],
    ['user', 'notlarıma bir bakayım'],
    ['assistant', 'Tabii, acele yok.'],
  ],
};

/** The turns as a conversation, numbered from 1. */
function conversation(said: readonly Said[]): SummaryTurn[] {
  return said.map(([role, text], i): SummaryTurn => ({ n: i + 1, role, text }));
}

function summarize(said: readonly Said[], language: Language): SummaryContent {
  const turns = conversation(said);
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
}

/** One sentence said among small talk. */
function summarizeOne(text: string, language: Language): SummaryContent {
  const chatter = CHATTER[language];
  return summarize([chatter[1]!, chatter[2]!, ['user', text], ...chatter.slice(2)], language);
}

const live = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
const ruleLines = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions, ...c.rejected].map((i) => i.text);

// ---------------------------------------------------------------- Turkish prohibitions

/** [what the user says, the words of it a live line must hold]. */
const TR_PROHIBITIONS: [string, string][] = [
  ['hastaya ilaç dozunu telefonda söyleme', 'ilaç dozunu telefonda söyleme'],
  ['randevuları cumartesiye kaydırma', 'randevuları cumartesiye kaydırma'],
  ['bu faturayı iptal etme', 'bu faturayı iptal etme'],
  ['stajyerlere prod erişimi açmayın', 'stajyerlere prod erişimi açmayın'],
  ['kargo bedelini müşteriye yansıtmayalım', 'kargo bedelini müşteriye yansıtmayalım'],
  ['teklif 50 bin doları aşmamalı', 'teklif 50 bin doları aşmamalı'],
  ['mesai dışında sunucular kapatılmamalı', 'mesai dışında sunucular kapatılmamalı'],
  ['bordro bilgileri e-postayla paylaşılmayacak', 'bordro bilgileri e-postayla paylaşılmayacak'],
  ['hasta dosyaları binadan çıkarılmaz', 'hasta dosyaları binadan çıkarılmaz'],
  ['sakın şifreyi kimseyle paylaşma', 'şifreyi kimseyle paylaşma'],
  ['asla müşterinin kartından ikinci kez çekim yapma', 'müşterinin kartından ikinci kez çekim yapma'],
  ['bu tedarikçiden asla parça almayacağız', 'bu tedarikçiden asla parça almayacağız'],
  ['fiyatı düşürmeyi aklından bile geçirme', 'fiyatı düşürmeyi aklından bile geçirme'],
  ['şoförler 9 saatten fazla direksiyonda kalmasın', 'şoförler 9 saatten fazla direksiyonda kalmasın'],
  ['gece vardiyasına yeni başlayanlar yazılmasın', 'gece vardiyasına yeni başlayanlar yazılmasın'],
  ['iade tutarı 500 lirayı geçmeyecek', 'iade tutarı 500 lirayı geçmeyecek'],
  ['hiçbir rezervasyonu onaysız kesinleştirme', 'hiçbir rezervasyonu onaysız kesinleştirme'],
  ['müşteri adını rapora koymayın lütfen', 'müşteri adını rapora koymayın'],
  ['o depoya bu hafta mal göndermeyiniz', 'o depoya bu hafta mal göndermeyiniz'],
  ['yeni sürümü cuma günü yayına almayalım', 'yeni sürümü cuma günü yayına almayalım'],
  ['ameliyat öncesi hastaya yemek verilmemeli', 'ameliyat öncesi hastaya yemek verilmemeli'],
  ['toplantı notlarını dışarıyla paylaşmamalısın', 'toplantı notlarını dışarıyla paylaşmamalısın'],
  ['ödemeyi ikiye bölme', 'ödemeyi ikiye bölme'],
  ['ilk ay kimse uzaktan çalışmayacak', 'ilk ay kimse uzaktan çalışmayacak'],
  ['stoğu sıfırın altına düşürmeyin', 'stoğu sıfırın altına düşürmeyin'],
  ["kuryeyi 18:00'den sonra çağırma", "kuryeyi 18:00'den sonra çağırma"],
  ['bana danışmadan fiyat değiştirme', 'bana danışmadan fiyat değiştirme'],
  ['bu konuda basına açıklama yapılmayacak', 'bu konuda basına açıklama yapılmayacak'],
  ['uçuşu aktarmalı alma', 'uçuşu aktarmalı alma'],
  ['otel kahvaltısız olmasın', 'otel kahvaltısız olmasın'],
  ['raporda kişisel veri kesinlikle bulunmamalı', 'raporda kişisel veri kesinlikle bulunmamalı'],
  ['bir daha bu kanala bot mesajı atılmasın', 'bu kanala bot mesajı atılmasın'],
  ['faturayı onaylamadan ödeme yapma', 'faturayı onaylamadan ödeme yapma'],
  ['hiç kimseye ek indirim yapılmayacak', 'hiç kimseye ek indirim yapılmayacak'],
  ['misafirler otoparka araç sokmasınlar', 'misafirler otoparka araç sokmasınlar'],
  ['yöneticiler bu tabloyu düzenlememeli', 'yöneticiler bu tabloyu düzenlememeli'],
  ['hastaları koridorda bekletmeyin', 'hastaları koridorda bekletmeyin'],
  ['cuma akşamı deploy etmeyi hiç düşünme bile', 'cuma akşamı deploy etmeyi hiç düşünme bile'],
  // typed without Turkish letters, and in capitals
  ['sifreleri kimseye gonderme', 'sifreleri kimseye gonderme'],
  ['hastayi bekletmeyin', 'hastayi bekletmeyin'],
  ["PROD'A DOKUNMA", "PROD'A DOKUNMA"],
];
/** 40 of 41 before the round ("bölme", division, is on the list of `-mA` nouns); 41 after (an object in the accusative before it makes it a command). */
const TR_PROHIBITIONS_MISSED: string[] = [];

/** `-mA` verbal nouns and nouns that end like one, in sentences with no rule. */
const TR_VERBAL_NOUNS: string[] = [
  'fatura ödeme tarihi yaklaştı',
  'yazılım güncelleme notları yayınlandı',
  'kayıt alma işlemleri çok yavaş',
  'kargo takip ekranında arama çalışmıyor',
  'fiyat karşılaştırma tablosu hazır',
  'depoda sayma işi bitti',
  'konu: şifre sıfırlama',
  'yarın işe alma komitesi toplanıyor',
  'kart bloke etme talebi geldi',
  'tatlı olarak dondurma ve baklava var',
  'aylık raporlama toplantısı 10 dakika sürdü',
  'müşteri arama listesi güncellendi',
  'sabah ilk iş: yük dengeleme',
  'yeni gelenlere karşılama paketi hazırlandı',
  'bu hafta ödeme yok',
];
/** 14 of 15 before the round; "bu hafta ödeme yok" may be read as "no payments this week", a rule: arguable. */
const TR_VERBAL_NOUNS_MISSED: string[] = ['bu hafta ödeme yok'];

// ---------------------------------------------------------------- English rules without a marker word

const EN_RULES: [string, string][] = [
  ['No overtime on weekends.', 'No overtime on weekends'],
  ["The invoice total can't go over $12k.", "The invoice total can't go over $12k"],
  ['Nothing goes to the customer without legal seeing it first.', 'Nothing goes to the customer without legal seeing it first'],
  ['Keep patient names out of the ticket.', 'Keep patient names out of the ticket'],
  ['Aisle seats for me, window for the kids.', 'Aisle seats for me'],
  ['Vegetarian menu for the whole group.', 'Vegetarian menu for the whole group'],
  ['Nobody touches the prod database on Fridays.', 'Nobody touches the prod database on Fridays'],
  ['Interviews are 45 minutes max.', 'Interviews are 45 minutes max'],
  ['Staging first, then prod.', 'Staging first, then prod'],
  ['Economy for any flight under 4 hours.', 'Economy for any flight under 4 hours'],
  ['Zero downtime during business hours.', 'Zero downtime during business hours'],
  ['Payments over 10k need two signatures.', 'Payments over 10k need two signatures'],
  ['The report is due at noon, so send me the draft by 11.', 'send me the draft by 11'],
  ["Shipping's on us for orders above $75.", "Shipping's on us for orders above $75"],
  ['Refunds go back to the original card.', 'Refunds go back to the original card'],
  ["I'd prefer not to connect through Frankfurt.", "I'd prefer not to connect through Frankfurt"],
  ['Leave the legacy cluster alone.', 'Leave the legacy cluster alone'],
  ["We're on a tight budget, so nothing over $40 a head.", 'nothing over $40 a head'],
  ['Pickup has to be after school, so 3:30 at the earliest.', '3:30 at the earliest'],
  ['Only Dr. Morgan sees the follow-ups.', 'Only Dr. Morgan sees the follow-ups'],
  ['Ticket replies in plain text, no HTML.', 'no HTML'],
  ['Two-person rule for anything touching payroll.', 'Two-person rule for anything touching payroll'],
  ['Quiet hours after 22:00 on the ward.', 'Quiet hours after 22:00 on the ward'],
  ["Candidates get an answer within a week, that's our promise.", 'Candidates get an answer within a week'],
];
/**
 * 17 of 24 before the round, 23 after (what a kind of thing needs or where it goes, a named rule, an option given to
 * someone, "zero …"). "Staging first" is kept, "then prod" is not: an order of steps is not read.
 */
const EN_RULES_MISSED: string[] = ['Staging first, then prod.'];

/** Narration, a complaint, a fact: no rule in them. */
const EN_NOT_RULES: string[] = [
  'No luck reaching the vendor today.',
  'The outage lasted 40 minutes.',
  "I can't find the invoice anywhere.",
  'nobody picked up at the clinic',
  'there was no hot water at the hotel',
  'I never got the confirmation email',
  'Nothing new on the ticket.',
  'the courier showed up at 9:10',
  'we ran out of coffee again lol',
  "Mark couldn't make the 2pm call",
  'good, one less thing',
  'let me check my notes',
];
/**
 * 4 of 12 before the round, 11 after (a negative past, "nobody / never" before a past verb, "I can't find …", "nothing
 * new", "let me check …", a time with a colon no longer read as a teller's colon). "good, one less thing" is kept as
 * an assent.
 */
const EN_NOT_RULES_MISSED: string[] = ['good, one less thing'];

// ---------------------------------------------------------------- whose rule it is

/** Someone else's wish told by the user: no live line may hold it. */
const THIRD_PARTY: [string, Language][] = [
  ['The client wants the logo twice as big.', 'en'],
  ['My manager would like weekly status updates.', 'en'],
  ['Legal is insisting on a 30-day notice period.', 'en'],
  ['The landlord wants three months of deposit.', 'en'],
  ['Dr. Patel prefers morning slots.', 'en'],
  ["The patient's daughter asked us to call her, not him.", 'en'],
  ['The warehouse team wants everything shipped on Monday.', 'en'],
  ['The customer says we should waive the late fee.', 'en'],
  ['HR asked that nobody gets system access before day one.', 'en'],
  ['Müşteri kargonun ücretsiz olmasını istiyor.', 'tr'],
  ['Ev sahibi kirayı dolar olarak istiyor.', 'tr'],
  ['Satış ekibi indirimin %20 olmasını talep ediyor.', 'tr'],
  ['Hastanın eşi sabah randevusu istedi.', 'tr'],
  ['Tedarikçi ödemeyi peşin istiyor.', 'tr'],
  ['Yönetim bu ay işe alım olmasın diyor.', 'tr'],
  ['Muhasebe faturaların PDF gelmesini şart koşuyor.', 'tr'],
];
/** 14 of 16 before the round, 16 after ("is insisting on", "asked that"). */
const THIRD_PARTY_MISSED: string[] = [];

// ---------------------------------------------------------------- revisions

/**
 * [name, language, turns, stale words, fresh words]: after the turns, a live line holds the fresh words, and no live
 * or rejected line holds the stale ones (a stale value may stay only marked superseded).
 */
type Change = [string, Language, Said[], string, string];

/** A value, the office small talk of `CHATTER`, then the value changed. */
function later(name: string, language: Language, first: string, second: string, stale: string, fresh: string): Change {
  return [name, language, [['user', first], ...CHATTER[language], ['user', second], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']], stale, fresh];
}

/** A value, then the assistant proposes another and the user takes it. */
function proposed(name: string, language: Language, first: string, offer: string, yes: string, stale: string, fresh: string): Change {
  return [name, language, [['user', first], ...CHATTER[language].slice(0, 4), ['assistant', offer], ['user', yes], ['assistant', language === 'en' ? 'Updated.' : 'Güncelledim.']], stale, fresh];
}

const REVISIONS: Change[] = [
  later('offsite budget, finance', 'en', 'Our budget for the offsite is $20,000.', 'Finance came back: we have $16,000 for the offsite.', '$20,000', '$16,000'),
  later('migration window restated', 'en', 'The migration window is Saturday 02:00-04:00 UTC.', 'Migration window: Sunday 03:00-05:00 UTC.', 'Saturday 02:00-04:00', 'Sunday 03:00-05:00'),
  later('dinner headcount', 'en', "We're 14 for dinner on Thursday.", 'Two dropped out, so 12 for dinner on Thursday.', '14 for dinner', '12 for dinner'),
  later('pickup gate', 'en', 'Pickup is at Gate 4.', 'Pickup is at Gate 7, not 4.', 'Gate 4', 'Gate 7'),
  later('contact person', 'en', 'Send all invoices to Mark Allen.', 'Mark is leaving, send all invoices to Priya Shah.', 'Mark Allen', 'Priya Shah'),
  later('audit due', 'en', 'The audit report is due 14 March.', 'The audit report is due 21 March.', '14 March', '21 March'),
  later('on-call count', 'en', 'We need 3 people on call over the holidays.', 'We need 2 people on call over the holidays.', '3 people', '2 people'),
  later('venue city', 'en', 'The workshop is in Leeds.', 'The workshop moved to Manchester.', 'in Leeds', 'Manchester'),
  later('relative days', 'en', 'The release is on 10 June.', 'push the release two days later', '10 June', 'two days later'),
  later('relative hour', 'en', 'Standup is at 9:30.', 'make standup an hour earlier', '9:30', 'an hour earlier'),
  later('relative count', 'en', 'Order 2,000 labels.', 'add 500 more labels', '2,000 labels', '500 more'),
  proposed('shuttle budget taken', 'en', 'Keep the shuttle budget at €900.', 'The cheapest quote is €1,050. Should I raise the shuttle budget to €1,050?', 'yes, do that', '€900', '€1,050'),
  proposed('interview slot taken', 'en', 'Book the interview for Tuesday 10:00.', 'The panel is free Wednesday 14:00 only. Move the interview to Wednesday 14:00?', 'ok go ahead', 'Tuesday 10:00', 'Wednesday 14:00'),
  later('kira bütçesi', 'tr', 'kira bütçemiz 25 bin TL', 'eşimle konuştuk, kira bütçemiz 28 bin TL', '25 bin TL', '28 bin TL'),
  later('ekip sayısı', 'tr', 'ekip 8 kişi', 'iki kişi daha katıldı, ekip 10 kişi', '8 kişi', '10 kişi'),
  later('bakım penceresi', 'tr', 'bakım penceresi pazar 01:00-03:00', 'bakım penceresi cumartesi 23:00-01:00', 'pazar 01:00-03:00', 'cumartesi 23:00-01:00'),
  later('depo', 'tr', 'kargo Ankara deposundan çıkacak', 'kargo İzmir deposundan çıkacak', 'Ankara', 'İzmir'),
  later('sorumlu', 'tr', 'bu işin sorumlusu Emre Bey', 'bu işin sorumlusu Selin Hanım oldu', 'Emre Bey', 'Selin Hanım'),
  later('toplam bütçe', 'tr', 'toplam bütçe 40.000 €', 'yönetim onayladı: toplam bütçe 45.000 €', '40.000 €', '45.000 €'),
  later('göreli saat', 'tr', 'toplantı saat 14:00', 'toplantıyı bir saat erkene çekelim', '14:00', 'bir saat erken'),
  later('göreli adet', 'tr', 'sipariş 300 adet', '100 adet daha ekle', '300 adet', '100 adet daha'),
  later('göreli gün', 'tr', "teslim 12 Mayıs'ta", 'teslimi iki gün ileri atalım', '12 Mayıs', 'iki gün ileri'),
  proposed('otel bütçesi öneri', 'tr', 'otel bütçesi gecelik 3000 TL', 'Bu tarihlerde 3000 TL altı oda yok. Bütçeyi gecelik 3500 TL yapalım mı?', 'tamam öyle olsun', '3000 TL', '3500 TL'),
  proposed('randevu öneri', 'tr', 'randevu perşembe 10:30 olsun', 'Doktorun perşembe günü boşluğu yok. Randevuyu cuma 11:00 yapayım mı?', 'olur, yap', 'perşembe 10:30', 'cuma 11:00'),
];
/**
 * 13 of 24 before the round, 19 after (the assistant's proposal taken with a bare "yes, do that"; who decided, a colon,
 * then the value; "we have $16,000 for …"). Still missed: a gate number changed with "not 4"; a person put in
 * another's place by no word of replacing; a count added to ("add 500 more labels" after "2,000 labels"); a place and
 * a person in Turkish said with no value word ("İzmir deposundan çıkacak", "sorumlusu Selin Hanım oldu").
 */
const REVISIONS_MISSED: string[] = ['pickup gate', 'contact person', 'relative count', 'depo', 'sorumlu'];

/** Two slots of the same kind: both statements stay live. [name, language, turns, words, words]. */
const NOT_REVISIONS: Change[] = [
  later('two budgets', 'en', 'Hotel budget is €150 a night.', 'Food budget is €40 a day.', '€150', '€40'),
  later('two shifts', 'tr', 'sabah vardiyası 07:00’de başlar', 'akşam vardiyası 15:00’te başlar', '07:00', '15:00'),
  later('two caps', 'en', 'Laptops are capped at $1,400.', 'Monitors are capped at $300.', '$1,400', '$300'),
  later('two warehouses', 'tr', 'Ankara deposunda en fazla 200 palet', 'İzmir deposunda en fazla 120 palet', '200 palet', '120 palet'),
];
/**
 * 2 of 4 before the round, 4 after (two statements that open with one noun in one form under different qualifiers,
 * "sabah vardiyası" and "akşam vardiyası", are two things of one kind, whatever limit they share).
 */
const NOT_REVISIONS_MISSED: string[] = [];

function resolved([, language, said, stale, fresh]: Change): boolean {
  const c = summarize(said, language);
  const rejected = c.rejected.map((i) => i.text);
  return live(c).some((t) => t.includes(fresh)) && !live(c).some((t) => t.includes(stale)) && !rejected.some((t) => t.includes(stale) || t.includes(fresh));
}

function bothLive([, language, said, one, other]: Change): boolean {
  const lines = live(summarize(said, language));
  return lines.some((t) => t.includes(one)) && lines.some((t) => t.includes(other));
}

function misses<T>(cases: readonly T[], hit: (c: T) => boolean, name: (c: T) => string): string[] {
  return cases.filter((c) => !hit(c)).map(name);
}

describe('stranger cases, the fourteenth round', () => {
  it('Turkish prohibitions by the suffix chain of any verb', () => {
    expect(misses(TR_PROHIBITIONS, ([said, rule]) => live(summarizeOne(said, 'tr')).some((t) => t.includes(rule)), ([said]) => said)).toEqual(TR_PROHIBITIONS_MISSED);
  });
  it('Turkish verbal nouns: nothing filed as a rule', () => {
    expect(misses(TR_VERBAL_NOUNS, (said) => ruleLines(summarizeOne(said, 'tr')).length === 0, (said) => said)).toEqual(TR_VERBAL_NOUNS_MISSED);
  });
  it('English rules without a marker word', () => {
    expect(misses(EN_RULES, ([said, rule]) => live(summarizeOne(said, 'en')).some((t) => t.includes(rule)), ([said]) => said)).toEqual(EN_RULES_MISSED);
  });
  it('English look-alikes: nothing filed as a rule', () => {
    expect(misses(EN_NOT_RULES, (said) => ruleLines(summarizeOne(said, 'en')).length === 0, (said) => said)).toEqual(EN_NOT_RULES_MISSED);
  });
  it("someone else's wish is not the user's rule", () => {
    expect(misses(THIRD_PARTY, ([said, language]) => live(summarizeOne(said, language)).length === 0, ([said]) => said)).toEqual(THIRD_PARTY_MISSED);
  });
  it('a value changed later: only the latest live, nothing filed as rejected', () => {
    expect(misses(REVISIONS, resolved, ([name]) => name)).toEqual(REVISIONS_MISSED);
  });
  it('two slots of the same kind: both live', () => {
    expect(misses(NOT_REVISIONS, bothLive, ([name]) => name)).toEqual(NOT_REVISIONS_MISSED);
  });
});
