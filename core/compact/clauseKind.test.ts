import { describe, expect, it } from 'vitest';
import { classifyClause, type ClauseKind } from './clauseKind.js';
import { extractSummary, userItems } from './extractSummary.js';
import { splitClauses, splitSentences } from './sentences.js';
import { emptyContent, type SummaryTurn } from './summary.js';

/**
 * Cases written from the ways people state rules, not from the rules'
 * lists: every Turkish prohibition form on verbs no list names, with and
 * without Turkish letters; verbal nouns that look negative; English rules
 * without a marker word; other people's wishes.
 */
function kinds(cases: readonly string[], turkish: boolean): Record<string, ClauseKind> {
  return Object.fromEntries(cases.map((c) => [c, classifyClause(c, turkish)]));
}

/** Turkish prohibitions, one per form, on assorted verbs. */
export const TURKISH_PROHIBITIONS = [
  'dosyayı silme',
  'müşteriyi arama',
  'bana sormadan gönderme',
  'faturayı kesme',
  'loglara dokunma',
  'kimseye söyleme bunu',
  'bu tabloyu kullanmayın',
  'raporu göndermeyiniz',
  'kampanya pazartesi başlamasın',
  'limiti aşmamalı',
  'tutar 5.000 TL\'yi geçmemeli',
  'Airbnb kesinlikle kullanılmayacak',
  'bu hafta mail atılmayacak',
  'sakın prod\'a deploy etme',
  'gece uçuşu hiç düşünme bile',
  'stok sayısını aklından bile geçirme',
  'müşteriye söz verme sakın',
  'PDF olmasın',
  'cuma günleri deploy yok',
  'bu konuyu bir daha açma',
  'reviewer olarak mert\'i koyma bu sefer',
  // typed without Turkish letters
  'limiti gecmemeli',
  'sakin silme',
  'iadeyi elle yapma sakin',
  'kimse sunucuya baglanmayacak',
  'sifreyi kimseye gosterme',
];

/** Sentences with a `-mA` verbal noun that forbid nothing. */
export const TURKISH_VERBAL_NOUNS = [
  'ödeme alındı',
  'işletme hesabı açıldı',
  'kızım dondurma yemeden dönmem diyor',
  'replica\'da yazma testi yapmışlar',
  'dün gece silme işlemi logu gördüm',
  'Ege Tekstil hesap dondurma talebi açmış',
  'sepete ekleme oranı %8\'di',
  'araç kiralama düşünüyordum',
  'otelden rezervasyon onaylama maili geldi',
  'sistem güncellemesi varmış',
  'ödeme sayfasında terk %61 çıkmıştı',
  'dün ödeme yaptım',
  'konu: ödeme',
  'bugünkü iş güncelleme',
  'işletme',
  'odeme ekrani yavasladi',
  'yedekleme gece 3te bitiyor',
];

describe('classifyClause: Turkish prohibitions from the suffix chain', () => {
  it('recognises the negative imperative, jussive, obligation and future of any verb, with or without Turkish letters', () => {
    const found = kinds(TURKISH_PROHIBITIONS, true);
    expect(Object.entries(found).filter(([, k]) => k !== 'prohibition')).toEqual([]);
  });

  it('does not read verbal nouns as prohibitions (the exception list and the clause-final position)', () => {
    const found = kinds(TURKISH_VERBAL_NOUNS, true);
    expect(Object.entries(found).filter(([, k]) => k === 'prohibition')).toEqual([]);
  });
});

describe('classifyClause: Turkish directives, plans, refusals and doubts', () => {
  it('reads the verb form', () => {
    expect(kinds([
      'fiyatlar her yerde KDV dahil yazılır', 'sadece replica\'dan okuyacaksın', 'update\'leri saatte bire çekebilirsin',
      'sabah ilk seans olsun', 'fix\'i Burak yapsın', 'kahvaltı dahil olmalı', 'aile odası şart', 'tavanı 400 TL yap',
      'pencere 07:30-08:30\'a kaydı', 'low-cost yerine THY\'ye bakalım',
    ], true)).toEqual(Object.fromEntries([
      ['fiyatlar her yerde KDV dahil yazılır', 'constraint'], ['sadece replica\'dan okuyacaksın', 'constraint'],
      ['update\'leri saatte bire çekebilirsin', 'constraint'], ['sabah ilk seans olsun', 'constraint'],
      ['fix\'i Burak yapsın', 'constraint'], ['kahvaltı dahil olmalı', 'constraint'], ['aile odası şart', 'constraint'],
      ['tavanı 400 TL yap', 'constraint'], ['pencere 07:30-08:30\'a kaydı', 'constraint'], ['low-cost yerine THY\'ye bakalım', 'constraint'],
    ]));
    expect(classifyClause('v2.14.2\'ye dönüyoruz', true)).toBe('decision');
    expect(classifyClause('micro influencer\'larla gideceğiz', true)).toBe('decision');
    // The team's "we don't …" in the present is how things are done from now on (the fifteenth round); "we cannot …"
    // (`-(y)AmIyoruz`) is a complaint, and "we won't …" alone turns a plan down.
    expect(classifyClause('retry\'ları kapatmıyoruz', true)).toBe('prohibition');
    expect(classifyClause('müşteriden cevap alamıyoruz', true)).not.toBe('prohibition');
    expect(classifyClause('o dosyayı koymayacağız', true)).toBe('rejected');
    expect(classifyClause('o cümle yanlış olur, koymayalım', true)).toBe('rejected');
    expect(classifyClause('hukuk metni onayladı mı bilmiyorum', true)).toBe('pending');
    expect(classifyClause('bi bakar mısın', true)).toBe('question');
  });

  it('leaves narration, one-off tasks and numbers in passing out', () => {
    for (const clause of ['INC-4471 açıldı 10dk önce', 'PR #2281\'de ne değişmiş bi bak', 'kalan 286\'dan başla', 'müşteriler kod girmeyi unutuyor', 'hiç gerek yok']) {
      expect(classifyClause(clause, true), clause).toBe('none');
    }
  });
});

describe('classifyClause: English rules without a marker word', () => {
  it('reads "No X", "can\'t go above", "nobody", "off-limits" as prohibitions', () => {
    const found = kinds([
      'No meetings before 10.', 'Rent can\'t go above 1,800.', 'nobody flies Ryanair', 'nothing departing before 7am',
      'oh and Fridays are off-limits for prod deploys', 'never retag an image', 'no card data in the export',
      'dont page Marcus Feld', 'Never restart the primary without asking me first',
    ], false);
    expect(Object.entries(found).filter(([, k]) => k !== 'prohibition')).toEqual([]);
  });

  it('keeps the new value of "instead of" as the rule, and a rule hung off a reason', () => {
    expect(classifyClause('use Postgres instead of MySQL', false)).toBe('constraint');
    expect(classifyClause('so keep it under a page.', false)).toBe('constraint');
    expect(classifyClause('the branch is hotfix/revert-ledger-idx', false)).toBe('constraint');
    expect(classifyClause('budget got cut, we\'re at €32,500 now', false)).toBe('constraint');
    expect(classifyClause('tue 12 – thu 14 may', false)).toBe('constraint');
  });

  it('decisions, rejections, open steps', () => {
    expect(classifyClause("let's go with Postgres", false)).toBe('decision');
    expect(classifyClause('so easyjet direct it is', false)).toBe('decision');
    expect(classifyClause('book the easyjets', false)).toBe('decision');
    expect(classifyClause('not doing that', false)).toBe('rejected');
    expect(classifyClause('forget the lisbon day trip idea', false)).toBe('rejected');
    expect(classifyClause('still need the v2.14.0 final tag', false)).toBe('pending');
    expect(classifyClause('which release was it', false)).toBe('question');
  });

  it('is not fooled by "dont care", narration or a bare "no"', () => {
    expect(classifyClause('area dont care', false)).toBe('none');
    expect(classifyClause('we pushed it yesterday', false)).toBe('none');
    expect(classifyClause('no', false)).toBe('no');
    expect(classifyClause('fine,', false)).toBe('ack');
    expect(classifyClause('Mail | 412 bin | %3,1 | AKTIF', true)).toBe('none');
  });
});

describe('classifyClause: rules of other products, kept in the summary\'s binding lists', () => {
  // Flat, apartment, grant, payroll and migration chats: what matters is that each is kept as a rule
  // (a constraint, a prohibition or a decision), not which of the three.
  const binding = new Set<ClauseKind>(['constraint', 'prohibition', 'decision']);
  it('English', () => {
    const rules = [
      '$1,800 tops', '2 bedrooms minimum', 'needs to be pet friendly', 'parking is a must-have', 'ideally close to a metro stop',
      'has to be done by friday', 'deadline is the 14th', 'budget 40k max', 'keep the abstract under 250 words',
      'use APA style for citations', 'word limit is 3000', 'must be submitted before March 3', 'lease has to start june 1 or later',
      'anything under 45 min commute is fine', 'the report should be in German', 'we need at least 3 letters of support',
      'no ground floor units', 'nothing with carpet', 'avoid anything near the highway', 'skip the executive summary',
      "don't mention the old grant", 'leave the budget table out of the narrative', 'stay away from fee-based brokers',
      'never email the landlord directly', 'no more than two pages', 'not before 9am',
    ];
    expect(rules.filter((r) => !binding.has(classifyClause(r, false)))).toEqual([]);
    expect(['thanks that helps', 'the unit on 5th was nice though', 'I called them yesterday', 'lol'].map((c) => classifyClause(c, false))).toEqual(['none', 'none', 'none', 'none']);
  });
  it('Turkish', () => {
    const rules = [
      'bütçe en fazla 20 bin TL', 'teslim en geç cuma', 'tercihen sabah uçuşu', 'asansör olmazsa olmaz', 'metroya yakın olsun',
      'maaşlar ayın 15inde yatmalı', 'bordro PDF olarak gitsin', 'kredi kartı kullanma', 'hafta sonu toplantı koyma',
      'müşteri verisini dışarı aktarma', 'yöneticiye cc atma', 'bodrum kat olmasın', 'eski sunucuya dokunulmayacak',
      "prod'da migration çalıştırılmamalı", 'izinli personeli listeye ekleme',
    ];
    expect(rules.filter((r) => !binding.has(classifyClause(r, true)))).toEqual([]);
    expect(['teşekkürler', 'dün aradım onları', 'bordro dönemi kapandı'].map((c) => classifyClause(c, true))).toEqual(['none', 'none', 'none']);
  });
});

describe('classifyClause: whose rule it is', () => {
  it('files someone else\'s wish apart, and the user\'s own as a rule', () => {
    for (const [clause, turkish] of [
      ['the customer wants a refund', false],
      ['Dana wants the whole v4.18.2 rolled back asap', false],
      ['she says we should VACUUM FULL ledger_entries', false],
      ['the berlin lot want a direct flight', false],
      ['the platform channel is asking if we should fail over', false],
      ['müdürüm cuma teslim istiyor', true],
      ['Ayşe Hanım pencere kenarı istiyor', true],
      ["Kaan yazdı: 'retry'ları tamamen kapatalım, risk var'", true],
    ] as const) {
      expect(classifyClause(clause, turkish), clause).toBe('third-party');
    }
    expect(classifyClause('I want timestamps in UTC', false)).toBe('constraint');
    expect(classifyClause('ben pencere kenarı istiyorum', true)).toBe('constraint');
    expect(classifyClause('Fridays are off-limits in case anyone suggests it', false)).toBe('prohibition');
  });
});

/**
 * A second list, written after the first measurement on the spoken
 * conversations, phrased the way people talk and not from the rules' lists;
 * docs/compaction.md reports the precision on it.
 */
export const MORE_TURKISH_VERBAL_NOUNS = [
  'ödeme sayfası açılmıyor', 'işletme hesabına geçtik', 'dondurma makinesi bozuk', 'yazma testi yeşil', 'silme işlemi logunu at',
  'güncelleme sonrası hata arttı', 'kiralama sözleşmesi ekte', 'dün akşamki ödeme başarısız', 'iade etme süresi 14 gün',
  "yedekleme 03:00'te bitti", 'son ödeme tarihi yarın', 'kart saklama politikası değişti', 'tahsilat için ödeme linki lazım',
  'sipariş iptal etme butonu çalışmıyor', 'bu işletme için fatura kesilecek mi', 'dondurma siparişi 3 kasa', 'doğrulama kodu gelmedi',
  'paketleme ekibi 2 kişi', 'raporlama tablosu hazır', 'kaydırma çubuğu bozuk', 'birleştirme işlemi 5 dk sürdü',
  // adjectives made the same way
  'bence saçma', 'bu rakam uydurma',
];

describe('classifyClause: a second list', () => {
  it('reads none of its verbal nouns as a prohibition', () => {
    expect(MORE_TURKISH_VERBAL_NOUNS.filter((c) => classifyClause(c, true) === 'prohibition')).toEqual([]);
  });

  it('keeps rules for a whole class of things, "we need", "max", and the user\'s own "we\'re not …ing" / "stop …ing"', () => {
    expect(classifyClause('all amounts in EUR', false)).toBe('constraint');
    expect(classifyClause('every date as YYYY-MM-DD', false)).toBe('constraint');
    expect(classifyClause('we need a pet friendly place', false)).toBe('constraint');
    expect(classifyClause('max 2 hours of driving per day', false)).toBe('constraint');
    expect(classifyClause('we are not giving them a discount', false)).toBe('prohibition');
    expect(classifyClause("stop cc'ing legal", false)).toBe('prohibition');
    expect(classifyClause('tüm saatler TSİ olacak', true)).toBe('constraint');
    // …but not narration or an option turned down.
    expect(classifyClause("we're not doing that", false)).toBe('rejected');
    expect(classifyClause('all of them were late', false)).toBe('none');
    expect(classifyClause('dün toplantı uzun olacak sandım', true)).not.toBe('constraint');
  });
});

// Folded in from a list named after its round; its own scope keeps its names.
{
  /**
   * Turkish prohibitions the rules still missed after seven rounds, a list of
   * our own (issue 14, eighth round), written before the change: a `-mA`
   * command of a verb whose `-mA` form is also a noun ("onaylama": approval)
   * after "without …" (`-mAdAn`: "bana sormadan iade onaylama", "saha şefi
   * olmadan mesai onaylama"), and a refusal said as a counterfactual ("… olsaydı
   * zaten istemezdim"). Beside them, look-alikes that must not be read as
   * prohibitions: the noun after "without …" in narration, a habit of the past.
   * Before the change 4 of the 12 were kept as rules (where "hiç", "asla" or a
   * rule in the next clause carried them) and 10 of the 10 look-alikes left
   * alone; after it, 12 of 12 and 10 of 10.
   */
  const RULES: string[] = [
    'bana sormadan iade onaylama',
    'Saha şefi olmadan fazla mesai onaylama.',
    'müdür imzalamadan sözleşmeyi onaylama',
    'haber vermeden siparişi iptal etme, önce beni ara',
    'izin almadan çalışma, ekip lideri kızar',
    'fatura gelmeden ödeme onaylama',
    'kimseye danışmadan planlama, takvim karışmasın',
    'depo sayımı bitmeden sevkiyat planlama',
    'kat irtifaklı ev olsaydı zaten istemezdim, riskli',
    'asansör olmasaydı zaten istemezdik',
    'bodrum kat olsaydı asla istemezdim',
    'o semtte olsaydı zaten istemezdim',
  ];

  const LOOK_ALIKES: string[] = [
    'bana sormadan onaylama işlemi yapılmış',
    'fatura gelmeden ödeme talimatı verildi',
    'izin almadan çalışma saatleri değişti',
    'çocukken hiç sebze istemezdim',
    'eskiden kahvaltı istemezdim',
    'haber vermeden gelme alışkanlığı var onda',
    'onay gelmeden planlama toplantısı başladı',
    'sormadan yazma yetkisi verilmiş',
    'beklemeden ödeme yapıldı',
    'o zamanlar uzun toplantı istemezdik',
  ];

  const asRule = (text: string): boolean => userItems(text, true).some((i) => i.key === 'constraints');

  describe('Turkish prohibitions, an eighth list', () => {
    it.each(RULES)('kept as a rule: %s', (text) => {
      expect(asRule(text)).toBe(true);
    });
    it.each(LOOK_ALIKES)('not a prohibition: %s', (text) => {
      expect(classifyClause(text, true)).not.toBe('prohibition');
    });
  });
}

// Prohibitions as people talk (issue 14, the thirteenth round), in a scope of its own.
{
  /**
   * A thirteenth list of our own, written before any change of the round:
   * prohibitions in the forms issue 14 names (Turkish `-mA` on any verb,
   * `-mAmAlI`, `-mAyAcAk`, `-mAsIn`, `-mAyAlIm`, "sakın", "asla", "… düşünme
   * bile", "istemiyorum"; English "No X before Y", "can't go above", "never",
   * "…, so keep it under …", "instead of", "avoid", "skip"), some alone and
   * some inside a longer turn, each summarized end to end among small talk:
   * kept when one live constraint or decision holds the rule's words. Beside
   * them, sentences whose `-mA` word is a verbal noun (ödeme, dondurma,
   * işletme, yazma …): no clause of them may be read as a prohibition (the
   * measure's precision).
   */
  type Language = 'en' | 'tr';
  /** [what the user says, language, the words of the rule that must reach one binding line]. */
  const RULES: [string, Language, string][] = [
    // Turkish
    ['müşteriye iade kodunu mesajla yollama, telefonda söyle', 'tr', 'iade kodunu mesajla yollama'],
    ["Ahmet'i bu maile ekleme", 'tr', "Ahmet'i bu maile ekleme"],
    ['stokta olmayan ürünü satışa açma', 'tr', 'stokta olmayan ürünü satışa açma'],
    ['hafta sonu kimseye nöbet yazılmamalı', 'tr', 'hafta sonu kimseye nöbet yazılmamalı'],
    ['banka bilgilerini asla e-postayla isteme', 'tr', 'banka bilgilerini asla e-postayla isteme'],
    ['fiyatı müşteri sormadan söylemeyelim', 'tr', 'fiyatı müşteri sormadan söylemeyelim'],
    ['bu sözleşmeyi avukat görmeden imzalamayacağız', 'tr', 'bu sözleşmeyi avukat görmeden imzalamayacağız'],
    ['logo rengini değiştirmeyin lütfen', 'tr', 'logo rengini değiştirmeyin'],
    ['taslakta gerçek müşteri isimleri geçmesin', 'tr', 'taslakta gerçek müşteri isimleri geçmesin'],
    ['mesai saatleri dışında deploy etmek yasak', 'tr', 'mesai saatleri dışında deploy etmek yasak'],
    ['sakın bu rakamları yatırımcıya gösterme', 'tr', 'bu rakamları yatırımcıya gösterme'],
    ['sunucu odasına yetkisiz kimse girmeyecek', 'tr', 'sunucu odasına yetkisiz kimse girmeyecek'],
    ['aynı kod iki kez kullanılamaz', 'tr', 'aynı kod iki kez kullanılamaz'],
    ['kargo ücretini müşteriye yansıtma', 'tr', 'kargo ücretini müşteriye yansıtma'],
    ['yeni sürümü test etmeden yayına alma', 'tr', 'yeni sürümü test etmeden yayına alma'],
    ['müşteriyle fiyat pazarlığına girmeyin', 'tr', 'müşteriyle fiyat pazarlığına girmeyin'],
    ['bu hafta izin onaylanmasın', 'tr', 'bu hafta izin onaylanmasın'],
    ['otelde sigara içilen oda istemiyorum', 'tr', 'otelde sigara içilen oda istemiyorum'],
    ['gece uçuşu istemiyoruz', 'tr', 'gece uçuşu istemiyoruz'],
    ['şifreyi düz metin olarak saklamamalıyız', 'tr', 'şifreyi düz metin olarak saklamamalıyız'],
    ['o tedarikçiden bir daha mal alınmayacak', 'tr', 'o tedarikçiden bir daha mal alınmayacak'],
    ["prod'daki tabloları truncate etme", 'tr', "prod'daki tabloları truncate etme"],
    ['misafirlere fıstıklı bir şey verme, alerjisi olan var', 'tr', 'misafirlere fıstıklı bir şey verme'],
    ['arka arkaya iki toplantı koyma', 'tr', 'arka arkaya iki toplantı koyma'],
    ['pasta şekerli olmasın', 'tr', 'pasta şekerli olmasın'],
    ['musteriye ozur mektubu gonderme', 'tr', 'musteriye ozur mektubu gonderme'],
    ['bu dosyayi kimseyle paylasmayin', 'tr', 'bu dosyayi kimseyle paylasmayin'],
    ['bana sormadan hiçbir siparişi iptal etme', 'tr', 'bana sormadan hiçbir siparişi iptal etme'],
    ['yarınki sevkiyat için not: palet sayısı 12. Kırılacak ürünleri alta koyma. Teslimde imza alın.', 'tr', 'Kırılacak ürünleri alta koyma'],
    ['Tamam anladım. Ama şunu unutma, müşterinin adını sosyal medyada anmayacağız.', 'tr', 'müşterinin adını sosyal medyada anmayacağız'],
    ['bu ay yeni personel alımını düşünmeyin bile', 'tr', 'yeni personel alımını düşünmeyin bile'],
    ['indirimli ürünlerde kupon geçerli olmayacak', 'tr', 'indirimli ürünlerde kupon geçerli olmayacak'],
    // English
    ['No meetings before 10 on Mondays.', 'en', 'No meetings before 10 on Mondays'],
    ["The monthly fee can't go above $400.", 'en', "The monthly fee can't go above $400"],
    ['never book red-eyes for me', 'en', 'never book red-eyes for me'],
    ["we're tight on time, so keep the intro under two minutes", 'en', 'keep the intro under two minutes'],
    ['use Stripe instead of PayPal', 'en', 'use Stripe instead of PayPal'],
    ['avoid anything with a layover in Frankfurt', 'en', 'avoid anything with a layover in Frankfurt'],
    ['skip the dessert course', 'en', 'skip the dessert course'],
    ["don't loop in legal until the draft is final", 'en', "don't loop in legal until the draft is final"],
    ['nobody gets admin on prod', 'en', 'nobody gets admin on prod'],
    ["No alcohol at the kids' party.", 'en', "No alcohol at the kids' party"],
    ['under no circumstances share the beta link', 'en', 'under no circumstances share the beta link'],
    ["please don't send anything to the customer without my ok", 'en', "don't send anything to the customer without my ok"],
    ["we can't exceed 40 people in the room, fire code", 'en', "we can't exceed 40 people in the room"],
    ['absolutely no weekend work this sprint', 'en', 'absolutely no weekend work this sprint'],
    ['Stop adding emojis to the replies.', 'en', 'Stop adding emojis to the replies'],
    ["No more than two drinks per person on the company tab.", 'en', 'No more than two drinks per person on the company tab'],
    ["don't even think about touching the payroll DB", 'en', "don't even think about touching the payroll DB"],
    ['leave the CFO off the thread', 'en', 'leave the CFO off the thread'],
    ["I don't want any meetings on Friday afternoons", 'en', "I don't want any meetings on Friday afternoons"],
    ['Never quote prices in the first email.', 'en', 'Never quote prices in the first email'],
    ["ok so the client is super sensitive about this. Don't mention the delay in the update. Just say we're on track.", 'en', "Don't mention the delay in the update"],
    ["he's vegan so nothing with dairy for him", 'en', 'nothing with dairy for him'],
    ['skip Heathrow if you can, Gatwick is easier for us', 'en', 'skip Heathrow'],
    ["the budget's fixed, so don't go over 12k", 'en', "don't go over 12k"],
  ];

  /** Sentences with a verbal noun (or a noun that ends like a `-mA` command): no clause is a prohibition. */
  const VERBAL_NOUNS: string[] = [
    'ödeme ekranı yine donuyor',
    'dondurma siparişi dün teslim edildi',
    'işletme ruhsatı geldi mi',
    'yazma izni sadece Berk’te var',
    'kira ödeme günü ayın beşi',
    'silme işlemi gece yarısı tamamlandı',
    'kaydırma çubuğu mobilde görünmüyor',
    'sipariş onaylama maili müşteriye ulaşmamış',
    'şifre sıfırlama linki çalışmıyor',
    'bu ayki işletme giderleri çok yüksek',
    'kayıt silme talebi KVKK kapsamında geldi',
    'yeni çalışan alma sürecimiz uzun',
    'geri arama listesinde 14 kişi var',
    'yükleme süresi 3 saniyeye çıktı',
    'paketleme masası depoda',
    'toplu gönderme özelliği beta aşamasında',
    'müşteri arama kayıtları nerede tutuluyor',
    'dolandırıcılık önleme ekibi aradı',
    'yazma testleri yeşil',
    'masa ayırtma sistemi çöktü galiba',
    'bu kalemde ödeme vadesi 60 gün',
    'taşıma ücreti faturaya eklendi',
    'dondurma makinesi için servis geldi',
    'hata ayıklama modunu kim açtı',
  ];

  const CHAT: Record<Language, string[]> = { en: ['hey, quick one.', 'ok thanks', 'Sure.'], tr: ['selam, kısa bir şey.', 'tamam sağol', 'Tabii.'] };
  function binding(text: string, language: Language): string[] {
    const [hello, thanks, sure] = CHAT[language];
    const said: [SummaryTurn['role'], string][] = [['user', hello!], ['assistant', sure!], ['user', text], ['assistant', sure!], ['user', thanks!], ['assistant', sure!]];
    const turns = said.map(([role, t], i): SummaryTurn => ({ n: i + 1, role, text: t }));
    const c = extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
    return [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
  }
  /** Read as the measure reads a truth file's verbal-noun sentence: any clause a prohibition. */
  const prohibits = (text: string): boolean => splitSentences(text).some((s) => splitClauses(s).some((c) => classifyClause(c, true) === 'prohibition'));

  /**
   * Measured before any change of the round: 53 of 56 rules kept, 24 of 24 verbal-noun sentences left alone. The
   * three misses were the team's own "we won't …" and "we don't want …" in Turkish (`-mAyAcAğIz`, "istemiyoruz"),
   * filed as a rejected option or not at all; after the round 56 of 56 and 24 of 24 ("istemiyoruz" is a rule, "we
   * won't …" with "-mAdAn" or "never" is, and so is the clause after "şunu unutma").
   */
  const RULES_MISSED = new Set<string>([]);
  const VERBAL_NOUNS_MISSED = new Set<string>([]);

  const kept = (text: string, language: Language, rule: string): void => {
    const lines = binding(text, language);
    expect(lines.some((l) => l.includes(rule)), `"${rule}" in ${JSON.stringify(lines)}`).toBe(true);
  };
  /**
   * Turkish objects said after their verb ("8 bin yapalım limiti") are read since this round; what follows a verb and
   * is no object of it must not make a rule: someone's words reported, a question tag. Written after the change, from
   * one line its first version kept on the tuning half ("TMS'e bağlısın dimi"); all four are left alone now.
   */
  const NOT_INVERTED: string[] = ['ödeme yapalım dedi', "TMS'e bağlısın dimi", 'raporu gönderelim dediler', 'sunucuya bağlısın değil mi'];
  describe('prohibitions as people talk (thirteenth list)', () => {
    it.each(NOT_INVERTED)('no rule after its verb: %s', (text) => {
      expect(userItems(text, true).filter((i) => i.key === 'constraints' || i.key === 'decisions')).toEqual([]);
    });
    it.each(RULES.filter((r) => !RULES_MISSED.has(r[0])))('kept: %s', kept);
    it.fails.each(RULES.filter((r) => RULES_MISSED.has(r[0])))('still missed: %s', kept);
    it.each(VERBAL_NOUNS.filter((v) => !VERBAL_NOUNS_MISSED.has(v)))('not a prohibition: %s', (text) => {
      expect(prohibits(text)).toBe(false);
    });
    it.fails.each(VERBAL_NOUNS.filter((v) => VERBAL_NOUNS_MISSED.has(v)))('still read as one: %s', (text) => {
      expect(prohibits(text)).toBe(false);
    });
  });
}

// Prohibitions inside longer turns (issue 14, the thirteenth round), in a scope of its own.
{
  /**
   * A second list of the round, written after the first list's changes and before any change for it: prohibitions
   * the way they sit in real turns — after a reason, before a question, beside someone else's wish, in a bulleted
   * list, in capitals, with a typo, with an identifier, after "also" or "oh and", at the end of a long request.
   * Kept when one live constraint or decision holds the rule's words, the turn summarized among small talk.
   */
  type Language = 'en' | 'tr';
  const RULES: [string, Language, string][] = [
    ['The customer wants a refund but do not refund anything until finance signs off.', 'en', 'do not refund anything until finance signs off'],
    ["thanks for the draft. one thing: DON'T cc the vendor on this thread. can you send it now?", 'en', "DON'T cc the vendor on this thread"],
    ['Rules for the trip:\n- no flights before 8am\n- no hostels\n- max 2 hotel changes', 'en', 'no hostels'],
    ['oh and pls dont touch the INC-4471 ticket, Sam owns it', 'en', 'dont touch the INC-4471 ticket'],
    ['we got burned last time with the caterer, so no deposits over 20% this time', 'en', 'no deposits over 20% this time'],
    ['Also, never push to main directly. PRs only.', 'en', 'never push to main directly'],
    ['please dont book anything refundable only with a fee, I hate that', 'en', 'dont book anything refundable only with a fee'],
    ['my dad is 84 and uses a cane, so no stairs and no rooms above the 2nd floor', 'en', 'no rooms above the 2nd floor'],
    ['The board meets Thursday. Under no circumstances should the numbers leak before that. Can you prep the deck?', 'en', 'Under no circumstances should the numbers leak before that'],
    ['Legal asked us to keep it short. Do not mention the settlement amount anywhere.', 'en', 'Do not mention the settlement amount anywhere'],
    ["I know Priya wants the blue one, but we're not ordering anything above $900.", 'en', "we're not ordering anything above $900"],
    ['we cant spend more than 4k on the venue, thats the hard ceiling', 'en', 'we cant spend more than 4k on the venue'],
    ['no peanuts anywhere in the menu pls, my nephew is allergic', 'en', 'no peanuts anywhere in the menu'],
    ['do NOT restart the payments pod during business hours', 'en', 'do NOT restart the payments pod during business hours'],
    ['hold off on emailing the landlord till I hear back from Tom', 'en', 'hold off on emailing the landlord'],
    ['müşteri iade istiyor ama finans onay vermeden hiçbir iade yapma.', 'tr', 'finans onay vermeden hiçbir iade yapma'],
    ['taslak için sağol. bir şey: tedarikçiyi bu maile EKLEME. şimdi gönderebilir misin?', 'tr', 'tedarikçiyi bu maile EKLEME'],
    ['Gezi kuralları:\n- sabah 8den önce uçuş yok\n- hostel yok\n- en fazla 2 otel değişikliği', 'tr', 'hostel yok'],
    ['bi de INC-4471 ticketına dokunma, Sami bakıyor', 'tr', 'INC-4471 ticketına dokunma'],
    ['geçen sefer catering firması bizi yaktı, o yüzden bu sefer %20den fazla kapora verme', 'tr', '%20den fazla kapora verme'],
    ["Ayrıca main'e direkt push yapılmayacak. Sadece PR.", 'tr', "main'e direkt push yapılmayacak"],
    ['babam 84 yaşında, bastonla yürüyor, o yüzden merdivenli yer olmasın', 'tr', 'merdivenli yer olmasın'],
    ['yönetim kurulu perşembe toplanıyor. o zamana kadar rakamlar kesinlikle dışarı çıkmamalı. sunumu hazırlar mısın?', 'tr', 'rakamlar kesinlikle dışarı çıkmamalı'],
    ["Priya mavi olanı istiyor biliyorum ama 900 doların üstünde bir şey sipariş etmeyin.", 'tr', '900 doların üstünde bir şey sipariş etmeyin'],
    ['mekana 4 binden fazla harcayamayız, tavan bu', 'tr', 'mekana 4 binden fazla harcayamayız'],
    ['menüde hiçbir yerde fıstık olmasın lütfen, yeğenim alerjik', 'tr', 'menüde hiçbir yerde fıstık olmasın'],
    ['mesai saatinde ödeme pod’unu SAKIN restart etme', 'tr', 'ödeme pod’unu SAKIN restart etme'],
    ["Tom'dan haber gelene kadar ev sahibine mail atmayı beklet", 'tr', 'ev sahibine mail atmayı beklet'],
    ['musteri bilgilerini excele atip paylasma kimseyle', 'tr', 'musteri bilgilerini excele atip paylasma kimseyle'],
    ['cuma akşamı deploy yapmıyoruz, kural bu', 'tr', 'cuma akşamı deploy yapmıyoruz'],
  ];
  const CHAT: Record<Language, string[]> = { en: ['hey, quick one.', 'ok thanks', 'Sure.'], tr: ['selam, kısa bir şey.', 'tamam sağol', 'Tabii.'] };
  function binding(text: string, language: Language): string[] {
    const [hello, thanks, sure] = CHAT[language];
    const said: [SummaryTurn['role'], string][] = [['user', hello!], ['assistant', sure!], ['user', text], ['assistant', sure!], ['user', thanks!], ['assistant', sure!]];
    const turns = said.map(([role, t], i): SummaryTurn => ({ n: i + 1, role, text: t }));
    const c = extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
    return [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
  }
  /**
   * Measured before any change for this list: 24 of 30 kept. Missed: a rule after someone else's wish in one sentence
   * ("The customer wants a refund but do not refund …", "müşteri iade istiyor ama … yapma", "Priya … istiyor biliyorum
   * ama … sipariş etmeyin": the whole sentence was theirs), a prohibition in capitals read as a name ("EKLEME"),
   * "kimseyle" after the verb, "…, kural bu". 30 of 30 after the changes of this list.
   */
  const MISSED = new Set<string>([]);
  /** Someone else's wish with a contrast that is still theirs, or a fact: nothing binding. Written with the change. */
  const STILL_THEIRS: [string, Language][] = [
    ['Dana wants the release but not before Friday', 'en'],
    ['the client wants a refund but we said no', 'en'],
    ['müşteri iade istiyor ama henüz karar vermedik', 'tr'],
    ['Ahmet Bey toplantı istiyor ama bu hafta değil', 'tr'],
  ];
  const kept = (text: string, language: Language, rule: string): void => {
    const lines = binding(text, language);
    expect(lines.some((l) => l.includes(rule)), `"${rule}" in ${JSON.stringify(lines)}`).toBe(true);
  };
  describe('prohibitions inside longer turns (thirteenth round, second list)', () => {
    it.each(STILL_THEIRS)('still theirs: %s', (text, language) => {
      expect(binding(text, language)).toEqual([]);
    });
    it.each(RULES.filter((r) => !MISSED.has(r[0])))('kept: %s', kept);
    it.fails.each(RULES.filter((r) => MISSED.has(r[0])))('still missed: %s', kept);
  });
}
