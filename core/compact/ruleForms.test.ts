import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryContent } from './summary.js';

/**
 * Issue 14's third class, a list of our own written before the change:
 * rules and prohibitions in forms people use that the earlier lists did not
 * name ("hands off …", "under no circumstances …", "let's not …",
 * "raporu her pazartesi at", "faturayı şirket adına kes"), each said once
 * in a user turn among small talk, and look-alikes that are not rules (a
 * one-off task, narration, a question). A rule is kept when a live line of
 * the summary's constraints or decisions holds it verbatim.
 */
const EN_RULES: string[] = [
  'leave the feature flag alone',
  'hands off the billing tables',
  "I'd rather you not touch the cache",
  'please refrain from pinging the CEO',
  'stay away from Ryanair',
  'under no circumstances restart the primary',
  'it has to be refundable',
  'anything over 2 hours needs my sign-off',
  'all times in CET for the client',
  'the reply goes out in German',
  'ping me before any rollback',
  "let's not mention the outage to the customer",
  'refunds are off the table',
  'everything in writing please',
  'treat this as confidential',
  'hold off on the announcement until legal signs off',
  'quit suggesting Airbnb',
  'wait for my go before merging anything',
  'no emojis in anything that goes to the customer',
  'keep legal out of the loop',
  'cc me on every customer email',
  'skip the intro paragraph in replies',
  'the draft stays internal',
  'nothing goes out without my ok',
  'double-check every amount against the invoice',
  // Added after reading the later tuning conversations' misses, in words of our own.
  "we're not touching the cron",
  'run the export on the small warehouse, not the big one',
  'short answers pls',
];
const TR_RULES: string[] = [
  'müşteri adını maskele',
  'indirim kodu paylaşılmamalı',
  'mesai dışında rahatsız etmeyin',
  'kimseye haber vermeden kapatma',
  'bir daha böyle yapma',
  'kart bilgisi isteme',
  'tutarları euro ile yaz',
  'otel merkeze yürüme mesafesinde olsun',
  'hafta içi 9\'dan önce arama yapılmasın',
  'cevaplar madde madde olsun',
  'bütçeyi aşmak yok',
  'onay almadan hiçbir şey gönderilmesin',
  'müşteriye tarih verme, sadece "en kısa sürede" de',
  'her mailde sipariş numarası geçsin',
  'iade yerine kupon öner',
  'gece 12\'den sonra bildirim atılmayacak',
  'bu iş için sadece staging kullanılır',
  'Ahmet\'i CC\'ye ekleme',
  // Added after reading the later tuning conversations' misses, in words of our own.
  'maaş bilgisini söyleme ona',
  'cumartesi gelemem',
  'mümkünse pencere kenarı',
];
/**
 * Rules of the list it still misses: a bare imperative of a task's verb with
 * a manner ("şirket adına") or a recurrence ("her pazartesi") reads as a
 * one-off task (reading "her …" as a rule cost identifiers on the tuning
 * conversations and resolved nothing). Kept here so that the
 * day it is read as a rule, the docs' list of misses is updated too.
 */
const MISSED: [string, 'en' | 'tr'][] = [['faturayı şirket adına kes', 'tr'], ['raporu her pazartesi at', 'tr']];
const EN_NOT_RULES: string[] = [
  'can you pull the logs for the last hour',
  'the deploy went out at 14:02',
  'what does the runbook say about this',
  'thanks, that helps a lot',
  'I had coffee with Dana this morning',
  'Table centrepieces   9    €70',
];
const TR_NOT_RULES: string[] = [
  'logları bir çeker misin',
  'dün akşam deploy çıktı',
  'ödeme sayfası yine açılmıyor',
  'sağol, çok iyi oldu',
  'müşteri sabah aradı',
  // Added with the rules above, for the words they use: "her şey", a quote with "de" (too), a day said as today.
  'her şey yolunda görünüyor',
  'Ayşe de "bunu bu hafta yapmayalım"',
  'bugün perşembe, yarın cuma',
  'deploy sırasında sorun çıktı, 3 gün kaldı',
];

/**
 * A fifth list, written before the change, from the classes: a rule
 * whose marker comes after it as a clause of its own ("…, if possible",
 * "…, mümkünse"), a short order about something named in the clause before
 * ("…, leave it out", "…, onu dahil etme"), a value declared settled ("the
 * guest list is final"), Turkish rules said in the future passive
 * ("fatura şirket adına kesilecek") or as a format ("… formatında"). The
 * whole rule must be in one binding line.
 */
const FIFTH: [string, 'en' | 'tr'][] = [
  ['a room with a balcony, ideally', 'en'],
  ['aisle seats for the kids, if possible', 'en'],
  ['the quiet carriage, preferably', 'en'],
  ["the intro video we're recording ourselves, leave it out", 'en'],
  ["the legacy exporter is someone else's problem, skip it", 'en'],
  ['those two tickets are duplicates, ignore them', 'en'],
  ['the launch date is locked', 'en'],
  ['the guest list is final', 'en'],
  ['the menu is set in stone', 'en'],
  ['sabah uçuşu, mümkünse', 'tr'],
  ['deniz manzaralı oda, tercihen', 'tr'],
  ['kurulumu biz yapıyoruz, onu dahil etme', 'tr'],
  ['fatura şirket adına kesilecek', 'tr'],
  ['raporlar PDF olarak gönderilecek', 'tr'],
  ['tüm tutarlar TL cinsinden yazılacak', 'tr'],
  ['dosya adları tarih_müşteri formatında', 'tr'],
  ['tarihler gün.ay.yıl şeklinde', 'tr'],
];
/** Look-alikes of the fifth list: the same words, no rule. */
const FIFTH_NOT_RULES: [string, 'en' | 'tr'][] = [
  ['the build is fixed now', 'en'],
  ['the final was on sunday, great game', 'en'],
  ['the screen was locked when I came back', 'en'],
  ['kargo yarın teslim edilecek', 'tr'],
  ['toplantı bugün yapılacak galiba', 'tr'],
  ['dosyayı word formatında gönderdiler', 'tr'],
];

/**
 * A sixth list, prohibitions only, written before the change in forms the
 * earlier lists did not use: English without "don't / never / no"
 * ("zero tolerance for …", "it's forbidden to …", "… is not ok", "not a
 * word to …"), Turkish norms in the negative passive aorist ("yapılmaz",
 * "atılmaz"), the negative abilitative ("yapılamaz", "çıkamaz") and the
 * second person negative present as an order ("karışmıyorsunuz"), with
 * look-alikes that are not rules.
 */
const SIXTH: [string, 'en' | 'tr'][] = [
  ['zero tolerance for late fees', 'en'],
  ["it's forbidden to share the link", 'en'],
  ['sharing the link outside the team is not ok', 'en'],
  ['not a word to the press', 'en'],
  ['weekend deploys are a no-go', 'en'],
  ["you're not allowed to merge to main", 'en'],
  ['ödeme onaysız yapılamaz', 'tr'],
  ['müşteri verisi dışarı gönderilemez', 'tr'],
  ['bu hafta deploy yapılmaz', 'tr'],
  ["gece 22'den sonra mesaj atılmaz", 'tr'],
  ['iade sürecine karışmıyorsunuz', 'tr'],
  ['bana sormadan hiçbir şeyi silmiyorsun', 'tr'],
];
/**
 * Of the sixth list as first written, one is left out on purpose: "müşteri
 * verisi dışarı çıkamaz" (an active abilitative) reads like "anneannem
 * merdiven çıkamaz", what someone cannot do; the passive "gönderilemez"
 * above is the norm. On the tuning half reading both as rules kept one
 * more line that was no rule.
 */
const SIXTH_MISSED: [string, 'en' | 'tr'][] = [['müşteri verisi dışarı çıkamaz', 'tr']];
const SIXTH_NOT_RULES: [string, 'en' | 'tr'][] = [
  ['the new version is out', 'en'],
  ['the results are not in yet', 'en'],
  ['bu kapı kolay açılmıyor', 'tr'],
  ['dün kimse gelmedi', 'tr'],
  ['anneannem merdiven çıkamaz', 'tr'],
];

/**
 * A seventh list, written before the change (the sixth round): a rule said
 * as how things are for everyone — often right after turning someone's wish
 * down ("olmaz, ilk hafta herkes ofiste", "no, everyone flies economy") —
 * with no modal, no marker word and no imperative. On the tuning half such
 * a rule was kept by the plain clamp and lost by compaction. The clause
 * with "everyone" must be in one binding line.
 */
const SEVENTH: [string, 'en' | 'tr', string][] = [
  ['no, everyone is in the office the first week', 'en', 'everyone is in the office the first week'],
  ['nope, everybody flies economy', 'en', 'everybody flies economy'],
  ['everyone works from the office on mondays', 'en', 'everyone works from the office on mondays'],
  ['all of us travel on the same flight', 'en', 'all of us travel on the same flight'],
  ['no way, each new hire gets the same laptop', 'en', 'each new hire gets the same laptop'],
  ['olmaz, ilk hafta herkes ofiste', 'tr', 'ilk hafta herkes ofiste'],
  ['herkes ilk gün kimlik kartını yanında getirir', 'tr', 'herkes ilk gün kimlik kartını yanında getirir'],
  ['tüm ekip cuma günleri sahada', 'tr', 'tüm ekip cuma günleri sahada'],
  ['hayır, herkes kendi masrafını kendi öder', 'tr', 'herkes kendi masrafını kendi öder'],
  ['olmaz, bütün stajyerler pazartesi başlar', 'tr', 'bütün stajyerler pazartesi başlar'],
];
/** Look-alikes: everyone in the past, in a state, in a question. */
const SEVENTH_NOT_RULES: [string, 'en' | 'tr'][] = [
  ['everyone was in the office yesterday', 'en'],
  ['everyone is tired today', 'en'],
  ['everybody loved the venue', 'en'],
  ['is everyone in the office tomorrow?', 'en'],
  ['herkes dün ofisteydi', 'tr'],
  ['herkes çok yorgun', 'tr'],
  ['herkes ofiste mi?', 'tr'],
  ['herkes geldi, başlayabiliriz', 'tr'],
];

/**
 * An eighth list, written before the change (the sixth round), from two
 * prohibitions the tuning half lost: a `-mA` word that is most often a noun
 * ("planlama", "güncelleme") used as a command, with an object pronoun or
 * "hiç / sakın / asla" before it; and a rule the user dictates for others
 * in quotes ('şoförlere şunu yazalım: "… nakit para almayın …"', 'tell the
 * drivers: "…"'), which is the user's own rule. The look-alikes: the same
 * words as nouns, and someone else's words in quotes.
 */
const EIGHTH: [string, 'en' | 'tr', string][] = [
  ['1187 bakımda, onu bu hafta hiç planlama', 'tr', 'onu bu hafta hiç planlama'],
  ['bunu sakın güncelleme', 'tr', 'bunu sakın güncelleme'],
  ['faturayı asla düzenleme', 'tr', 'faturayı asla düzenleme'],
  ['o kolileri hiç paketleme', 'tr', 'o kolileri hiç paketleme'],
  ['şoförlere şunu yazalım: "Teslimde alıcıdan nakit para almayın, ödeme sadece POS ile."', 'tr', 'nakit para almayın'],
  ['ekibe şöyle yaz: "Cuma günü deploy yok."', 'tr', 'Cuma günü deploy yok'],
  ['kuryelere de şunu yazalım bu arada: "Kapıda bahşiş istemeyin, fiş her zaman verilsin."', 'tr', 'Kapıda bahşiş istemeyin'],
  ['tell the drivers this: "Do not take cash at the door."', 'en', 'Do not take cash at the door'],
  ['send them this: "Never share the access code with guests."', 'en', 'Never share the access code with guests'],
];
const EIGHTH_NOT_RULES: [string, 'en' | 'tr'][] = [
  ['haftalık planlama', 'tr'],
  ['yeni güncelleme geldi', 'tr'],
  ['müşteri "iadeyi bu hafta istemiyorum, sonra konuşalım" dedi', 'tr'],
  ['she wrote back: "please do not call me before noon"', 'en'],
];

/**
 * Text the user pastes into a turn — an e-mail quoted with "> ", a table
 * aligned with spaces — is someone else's words or data: its "must" and its
 * amounts are not the user's rules. The user's own rule in the same turn is.
 * Written before the change: [turn, language, the user's rule, words of the
 * pasted text that must be in no line].
 */
const PASTED: [string, 'en' | 'tr', string, string[]][] = [
  [
    'her answer:\n\n> Dear Sam, the hall is free on 3 May. Setup must finish by 17:00.\n> Deposit €1,200 within 5 days.\n\nno deposit before we see the contract',
    'en',
    'no deposit before we see the contract',
    ['Setup must', 'Deposit €1,200', 'hall is free'],
  ],
  [
    "here's the quote:\n\nITEM            QTY   PRICE\nChairs          80    €2.50\nTables          10    €15\nTOTAL                 €350\n\nkeep it under €400",
    'en',
    'keep it under €400',
    ['Chairs', 'Tables', 'TOTAL'],
  ],
  [
    'müşterinin maili:\n> Merhaba, siparişimi 5 gün içinde iade etmek istiyorum.\n> Kargo ücretini siz ödeyin lütfen.\n\nkargo ücretini ödemeyi teklif etme',
    'tr',
    'kargo ücretini ödemeyi teklif etme',
    ['Kargo ücretini siz', 'siparişimi'],
  ],
  ['stok durumu:\nÜRÜN        ADET   FİYAT\nKalem        120    15 TL\nDefter       40     45 TL\n\nfiyatları değiştirme', 'tr', 'fiyatları değiştirme', ['Kalem', 'Defter']],
  // The tenth round, written before the change: a listing whose fields a site joins with " · ", a table copied with
  // tabs between its columns, lines of a log that open with their time.
  [
    'this one looks ok:\n\nLISTING 55-2093\n77 Quarry Rd, Flat 2 — Northside\n2 BEDS / 1 BATH · 720 SQFT · ground floor\n£1,450/mo · bills excl · garden\nPets considered · No smokers\n6-mo break clause · Available 1/4\n\nno agency fees over £300',
    'en',
    'no agency fees over £300',
    ['BEDS', '£1,450/mo', 'Pets considered', 'break clause', 'Quarry Rd'],
  ],
  [
    'ilan şu:\n\nİLAN 77120\nModa, Kadıköy · 2+1 · 95 m²\n28.000 TL/ay · aidat 1.500 TL\nEşyalı · Kedi olur\n\nkirası 30 bini geçmesin',
    'tr',
    'kirası 30 bini geçmesin',
    ['95 m²', '28.000 TL/ay', 'Eşyalı', 'Kedi olur'],
  ],
  ['from the booking tool:\nROOM\tCAPACITY\tSTATUS\nOrchid\t40\tFREE\nLotus\t25\tBOOKED\n\nkeep every session under 30 people', 'en', 'keep every session under 30 people', ['Orchid', 'Lotus', 'CAPACITY']],
  ['sistemden kopyaladım:\nSINIF\tKONTENJAN\tDURUM\nA-101\t20\tAÇIK\nB-204\t18\tDOLU\n\nsınıflar 20 kişiyi geçmesin', 'tr', 'sınıflar 20 kişiyi geçmesin', ['KONTENJAN', 'AÇIK', 'DOLU']],
  ['the export broke again:\n[09:14:02] export FAILED 2 / OK 40 - template: q3_board.xlsx\n[09:14:03] HTTP 502 /export/run?id=77\n\nnever rerun the export during office hours', 'en', 'never rerun the export during office hours', ['FAILED 2', 'HTTP 502']],
  ['rapor hata veriyor:\n[11:20:41] rapor FAILED 1 / OK 9 - şablon: aylik_v3.xlsx\n[11:20:42] HTTP 500 /rapor/pdf?no=4\n\nraporu mesai saatinde yeniden çalıştırma', 'tr', 'raporu mesai saatinde yeniden çalıştırma', ['FAILED 1', 'HTTP 500']],
];

function summarize(rule: string, language: 'en' | 'tr'): SummaryContent {
  const chatter = language === 'en' ? ['hey, quick one.', 'ok thanks', 'Sure.'] : ['selam, kısa bir şey.', 'tamam sağol', 'Tabii.'];
  const turns = [
    { n: 1, role: 'user' as const, text: chatter[0]! },
    { n: 2, role: 'assistant' as const, text: chatter[2]! },
    { n: 3, role: 'user' as const, text: rule },
    { n: 4, role: 'assistant' as const, text: chatter[2]! },
    { n: 5, role: 'user' as const, text: chatter[1]! },
    { n: 6, role: 'assistant' as const, text: chatter[2]! },
  ];
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: 6 });
}

const binding = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
const lines = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions, ...c.rejected].map((i) => i.text);

describe('rule forms people use, said once', () => {
  it.each(EIGHTH)('eighth list: %s', (said, language, rule) => {
    const kept = binding(summarize(said, language));
    expect(kept.some((t) => t.includes(rule)), JSON.stringify(kept)).toBe(true);
  });
  it.each(EIGHTH_NOT_RULES)('eighth list, not a rule: %s', (said, language) => {
    expect(lines(summarize(said, language))).toEqual([]);
  });
  it.each(SEVENTH)('seventh list: %s', (said, language, rule) => {
    const kept = binding(summarize(said, language));
    expect(kept.some((t) => t.includes(rule)), JSON.stringify(kept)).toBe(true);
  });
  it.each(SEVENTH_NOT_RULES)('seventh list, not a rule: %s', (said, language) => {
    expect(lines(summarize(said, language))).toEqual([]);
  });
  it.each(EN_RULES.map((r) => [r]))('en: %s', (rule) => {
    expect(binding(summarize(rule, 'en')).some((t) => t.includes(rule))).toBe(true);
  });
  it.each(TR_RULES.map((r) => [r]))('tr: %s', (rule) => {
    expect(binding(summarize(rule, 'tr')).some((t) => t.includes(rule))).toBe(true);
  });
  it.each(MISSED)('still missed: %s', (rule, language) => {
    expect(binding(summarize(rule, language)).some((t) => t.includes(rule))).toBe(false);
  });
  it.each(FIFTH)('fifth list: %s', (rule, language) => {
    const content = summarize(rule, language);
    expect(binding(content).some((t) => t.includes(rule)), JSON.stringify(lines(content))).toBe(true);
  });
  it.each(FIFTH_NOT_RULES)('fifth list, not a rule: %s', (text, language) => {
    expect(lines(summarize(text, language))).toEqual([]);
  });
  it.each(SIXTH)('sixth list: %s', (rule, language) => {
    const content = summarize(rule, language);
    expect(binding(content).some((t) => t.includes(rule)), JSON.stringify(lines(content))).toBe(true);
  });
  it.each(SIXTH_MISSED)('sixth list, still missed: %s', (rule, language) => {
    expect(binding(summarize(rule, language)).some((t) => t.includes(rule))).toBe(false);
  });
  it.each(SIXTH_NOT_RULES)('sixth list, not a rule: %s', (text, language) => {
    expect(lines(summarize(text, language))).toEqual([]);
  });
  it.each(PASTED)('pasted text is not the user\'s rule: %s', (turn, language, rule, pasted) => {
    const content = summarize(turn, language);
    expect(binding(content).some((t) => t.includes(rule)), JSON.stringify(lines(content))).toBe(true);
    expect(lines(content).filter((t) => pasted.some((p) => t.includes(p)))).toEqual([]);
  });
  it.each(EN_NOT_RULES.map((r) => [r]))('en, not a rule: %s', (text) => {
    expect(lines(summarize(text, 'en'))).toEqual([]);
  });
  it.each(TR_NOT_RULES.map((r) => [r]))('tr, not a rule: %s', (text) => {
    expect(lines(summarize(text, 'tr'))).toEqual([]);
  });
});
