import { describe, expect, it } from 'vitest';
import { userItems } from './extractSummary.js';

/**
 * Precision of what the summary keeps (issue 14, seventh round): lists of
 * our own, written before the change, for the largest classes of summary
 * lines the tuning half's truth files do not count.
 *
 * A record's number or a name told for reference ("our contract number is
 * FTN-…", "poliçe no GS-…", "acentemiz Melike Sönmez") is not a rule: its
 * identifiers are listed as identifiers (or join a rule said with them),
 * the sentence is not kept as a constraint. Before the change 5 of the 22
 * were left out (17 kept as rules: "poliçe no …" even as a prohibition,
 * read as English "no"; "… Sönmez" as a Turkish negative verb), and all 10
 * look-alikes kept; after it, 22 of 22 left out and 10 of 10 kept.
 */
const kept = (text: string, turkish: boolean): string[] =>
  userItems(text, turkish).filter((i) => i.key === 'constraints' || i.key === 'decisions').map((i) => i.text);

const REFERENCES: [string, boolean][] = [
  ['our account number is ACC-40021.', false],
  ["that's INV-2291.", false],
  ['ref QT/2026/0088', false],
  ['their ref PO-7731', false],
  ['the booking ref is BK-99812.', false],
  ['policy number is POL-2026-5512.', false],
  ['bank ref says TX-2026-0412.', false],
  ['file is site_survey_v2.pdf.', false],
  ['tracking number 1Z999AA10123456784', false],
  ['ticket is OPS-3310.', false],
  ['the quote is QT-5521.', false],
  ['the draft is in docs/handover/HX-12.md on the wiki', false],
  ['poliçe no AX-2026-118822.', true],
  ['sipariş numarası SP-7781.', true],
  ['fatura no FTR-2026-0098.', true],
  ['referans numarası REF-55120.', true],
  ['kargo takip no 7712300450.', true],
  ['dosya adı kira_sozlesmesi_v2.pdf.', true],
  ['acentemiz Selin Karataş', true],
  ['danışmanımız Ayten Yılmaz', true],
  ['muhasebeci Kerem Sönmez', true],
  ['sorumlu mühendis Hakan Gezmez', true],
];

const RULES_WITH_RECORDS: [string, boolean][] = [
  ['always quote ref PO-7731 on every invoice', false],
  ['the branch is hotfix/pay-retry', false],
  ['use account ACC-40021 for the refunds', false],
  ['never share policy number POL-2026-5512 with the customer', false],
  ['no refunds on INV-2291', false],
  ['the bucket is s3://acme-exports/', false],
  ['Müşterimiz Zehra Aksoy, sipariş numarası SP-2026-0042.', true],
  ["sipariş no SP-7781'i iptal etme", true],
  ['faturalar sadece FTR-2026-0098 şablonuyla kesilsin', true],
  ['kod ANNE20, SEG-2291', true],
];

describe('a record told for reference is not a rule', () => {
  it.each(REFERENCES)('%s', (text, turkish) => {
    expect(kept(text, turkish)).toEqual([]);
  });
  it.each(RULES_WITH_RECORDS)('kept: %s', (text, turkish) => {
    expect(kept(text, turkish)).not.toEqual([]);
  });
});

// Folded in from a list named after its round; its own scope keeps its names.
{
  /**
   * Precision of what the summary keeps, the eighth round: the tuning half's
   * summary lines its truth files do not count, by cause (docs/compaction.md:
   * 69 identifiers nobody listed, 37 verbatim lines of the clamp's window, 25
   * facts and states told, 18 one-off tasks, 12 narrations filed as
   * decisions, 10 fragments …). Lists of our own, written before the change,
   * for two classes that form tells apart, each beside as many look-alikes
   * that must stay kept, so precision does not cost recall:
   *
   * - what we are doing, told as it happens ("kampanyayı kuruyoruz", "I'm in
   *   the office"): narration, not a decision — but a plan that names its
   *   choice ("v2.14.2'ye dönüyoruz", "we're going with Postgres") is one;
   * - facts pasted with a document: the lines around a pasted table ("Terms:
   *   40% deposit", "Ödeme: %30 peşin") are the document's, like its rows; and
   *   a person's age told on its own ("babam 81 yaşında").
   */
  const kept = (text: string, turkish: boolean): string[] =>
    userItems(text, turkish).filter((i) => i.key !== 'question').map((i) => i.text);

  const NARRATION: [string, boolean][] = [
    ['anneler günü kampanyasını kuruyoruz', true],
    ['yeni bir müşteri dosyası açıyoruz', true],
    ['şu an fizik tedaviyi konuşuyoruz', true],
    ['hâlâ o faturaya takılıyoruz', true],
    ['bugün yarının sevkiyat planını çıkarıcaz', true],
    ['teklifleri topluyoruz şimdi', true],
    ['fiyatları karşılaştırıyoruz', true],
    ['ekip olarak raporu hazırlıyoruz', true],
    ['depodaki sayımı kontrol ediyoruz', true],
    ["I'm in the office today", false],
    ["I'll be dumping quotes on you as they come", false],
    ["we're setting up the spring campaign", false],
    ["we're looking into the refund spike", false],
    ["I'm on the train, back in an hour", false],
    ["we're putting together the vendor list", false],
    ["I'm going through the invoices now", false],
  ];

  const PLANS: [string, boolean][] = [
    ["v2.14.2'ye dönüyoruz", true],
    ["micro influencer'larla gideceğiz", true],
    ['ok %25 yapıyoruz', true],
    ["iadeleri batch yapıcaz, 500'lük batch'lerle", true],
    ['5 kişi olucaz artık', true],
    ['Pegasus ile uçuyoruz', true],
    ['cuma günü dönüyoruz', true],
    ['toplantıyı perşembeye alıyoruz', true],
    ['push bildirimini bu sene açmıyoruz', true],
    ["we're going with Postgres", false],
    ["we'll fly out on the 14th", false],
    ["let's book the 7:40 train", false],
    ["we're keeping the budget at €12,000", false],
    ["we'll use the blue template for every client mail", false],
    ["we're moving the launch to March 3", false],
    ["we're not refunding the deposit", false],
  ];

  const QUOTE_EN = "here's their quote:\n\nITEM          QTY   PRICE\nDoors         4     £1,200.00\nHandles       8     £96.00\nTerms: 50% deposit on order, balance on completion\nHours on site: 08:00-16:00 Mon-Fri\nValidity: 30 days from issue";
  const INVOICE_EN = 'pasted:\n\nITEM                 QTY  PRICE\nCentrepieces         9    €70\nDelivery + setup     1    €180\nTOTAL                     €810\nINVOICE FL-2026-051  STATUS: DRAFT\nPayment due within 14 days';
  const QUOTE_TR = 'teklif geldi:\n\nKALEM        ADET   TUTAR\nBoya         12     4.800 TL\nİşçilik      1      9.500 TL\nÖdeme: %30 peşin, kalan teslimde\nÇalışma saatleri: 09:00-18:00 hafta içi\nGeçerlilik: 15 gün';
  const ORDER_TR = 'sipariş özeti:\n\nÜRÜN          ADET   FİYAT\nKoli          40     12 TL\nBant          10     35 TL\nTeslimat: en geç 3 iş günü\nNot: fiyatlara KDV dahil değildir';

  const FACTS: [string, string, boolean][] = [
    [QUOTE_EN, 'Terms: 50% deposit', false],
    [QUOTE_EN, 'Hours on site', false],
    [QUOTE_EN, 'Validity: 30 days', false],
    [INVOICE_EN, 'STATUS: DRAFT', false],
    [INVOICE_EN, 'Payment due within 14 days', false],
    [QUOTE_TR, 'Ödeme: %30 peşin', true],
    [QUOTE_TR, 'Çalışma saatleri', true],
    [QUOTE_TR, 'Geçerlilik: 15 gün', true],
    [ORDER_TR, 'Teslimat: en geç 3 iş günü', true],
    [ORDER_TR, 'KDV dahil değildir', true],
    ['babam 81 yaşında', '81 yaşında', true],
    ['anneannem de 78 yaşında', '78 yaşında', true],
    ['78 yasinda', '78 yasinda', true],
    ['my mum is 79', 'is 79', false],
    ["she's 81 now", "she's 81", false],
    ['Ahmet Bey 67 yaşında, emekli', '67 yaşında', true],
  ];

  const RULES: [string, string, boolean][] = [
    [`${QUOTE_EN}\n\nnever pay more than the 50% up front`, 'never pay more than the 50% up front', false],
    [`${QUOTE_EN}\n\nkeep them to those hours, no weekend work`, 'no weekend work', false],
    [`${QUOTE_TR}\n\npeşinatı %30'un üstüne çıkarma`, "peşinatı %30'un üstüne çıkarma", true],
    [`${ORDER_TR}\n\nteslimat 3 iş gününü geçmesin`, 'teslimat 3 iş gününü geçmesin', true],
    ['Terms: 50% deposit max, never more', '50% deposit max', false],
    ['Budget: £20k all in, do not go over', 'do not go over', false],
    ['Ödeme: sadece havale, kartla ödeme alma', 'kartla ödeme alma', true],
    ['Teslimat: en geç cuma, sonrası olmaz', 'en geç cuma', true],
    ['she is 81, so no stairs', 'no stairs', false],
    ["he's 4, the car seat is a must", 'the car seat is a must', false],
    ['babam 81 yaşında, merdiven olmasın', 'merdiven olmasın', true],
    ['anneannem 78 yaşında, tekerlekli sandalye hizmeti isteyelim', 'tekerlekli sandalye hizmeti isteyelim', true],
    ['her kalemde KDV ayrı yazılsın', 'KDV ayrı yazılsın', true],
    ['Hours: no deliveries before 8', 'no deliveries before 8', false],
    ['only book rooms with a lift', 'only book rooms with a lift', false],
    ['fiyatları her zaman KDV dahil yaz', 'KDV dahil yaz', true],
  ];

  describe('narration of what we are doing is not a decision; a plan that names its choice is', () => {
    it.each(NARRATION)('left out: %s', (text, turkish) => {
      expect(kept(text, turkish)).toEqual([]);
    });
    it.each(PLANS)('kept: %s', (text, turkish) => {
      expect(kept(text, turkish)).not.toEqual([]);
    });
  });

  describe('facts pasted with a document, or a person\'s age, are not rules; rules said beside them are', () => {
    it.each(FACTS)('left out: %#, %s', (text, words, turkish) => {
      expect(kept(text, turkish).filter((item) => item.includes(words))).toEqual([]);
    });
    it.each(RULES)('kept: %#, %s', (text, words, turkish) => {
      expect(kept(text, turkish).some((item) => item.includes(words))).toBe(true);
    });
  });
}

// Folded in from a list named after its round; its own scope keeps its names.
{
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
}
