import { describe } from 'vitest';
import { SMALL_TALK, eachCase, turnChecks, type Language } from '../../compaction/test-helpers/oneUserTurn.js';

/**
 * Stranger cases of the sixteenth round (issue 14, rules and negations by
 * class, and the false rules that make summary lines absent from the truth
 * files): what people say at a dentist's front desk, a shipping broker's, a
 * kindergarten, a wedding planner's, a municipal water utility and an
 * e-sports team — written before any change of the round, in words of our
 * own, one list per class:
 * - Turkish negation and obligation on any verb by its suffix chain (`-mA`,
 *   `-mAmAlI`, `-mAyAcAk`, passives, `-mAsIn`, `-mAyAlIm`, `-mAmAk
 *   lazım/gerek`, `-(y)AmAz`, "sakın", "asla", "hiç … bile", "-mAdAn …
 *   -mA", "olmasın", "X yok");
 * - Turkish verbal nouns and negative pasts: no rule;
 * - English rules without a marker word ("we're not doing X", "X is off the
 *   table", "let's avoid", "I'd rather you didn't", "hold off on", "the
 *   limit is", "nothing over", "… only");
 * - narration, facts, introductions and steps of the conversation ("let's
 *   start with …", "I'm Dana from …"): no rule and no decision;
 * - a rule in a question or a conditional, in a list or after a colon;
 * - the user's own rule in a turn that relays someone else's wish, and a
 *   wish relayed alone.
 *
 * Each case is one turn said among small talk and summarized. A case the
 * summarizer still misses is in its class's `MISSED` set and runs as an
 * expected failure, so a case fixed or broken fails until the set (and
 * docs/compaction.md's numbers) are updated.
 */
const { kept, noRule, theirs } = turnChecks(SMALL_TALK);

/** [what the user says, the words of it one live line must hold]. */
type Rule = [string, string];

// ---------------------------------------------------------------- Turkish negation and obligation

const TR_RULES: Rule[] = [
  ['hastaya röntgen sonucunu telefonda okuma', 'hastaya röntgen sonucunu telefonda okuma'],
  ['anestezi alan hasta tek başına eve gönderilmemeli', 'anestezi alan hasta tek başına eve gönderilmemeli'],
  ['çocuklar bahçeye öğretmen olmadan çıkmasın', 'çocuklar bahçeye öğretmen olmadan çıkmasın'],
  ['sakın velilere başka çocuğun adını söyleme', 'velilere başka çocuğun adını söyleme'],
  ['navlun teklifi asla yazılı onay olmadan kesinleşmez', 'navlun teklifi asla yazılı onay olmadan kesinleşmez'],
  ['konteyner limanda beş günden fazla bekletilmeyecek', 'konteyner limanda beş günden fazla bekletilmeyecek'],
  ['ana vanayı hiç kapatmayı düşünme bile', 'kapatmayı düşünme bile'],
  ['armatörden yazılı onay almadan rezervasyonu kesinleştirme', 'armatörden yazılı onay almadan rezervasyonu kesinleştirme'],
  ['turnuva haftası yeni ekipman denemeyelim', 'turnuva haftası yeni ekipman denemeyelim'],
  ['sayaç okumalarını tahminle girmemek lazım', 'sayaç okumalarını tahminle girmemek lazım'],
  ['gece vardiyasında pompa istasyonunda tek kişi kalmamak gerek', 'tek kişi kalmamak gerek'],
  ['gelinin ailesine bütçe detayı gösterilmesin', 'gelinin ailesine bütçe detayı gösterilmesin'],
  ['düğünde plastik tabak olmasın', 'düğünde plastik tabak olmasın'],
  ['sınıfta fıstıklı yiyecek yok', 'sınıfta fıstıklı yiyecek yok'],
  ['maç günü oyunculara alkol yok', 'maç günü oyunculara alkol yok'],
  ['kanal bakım ekibi hafta sonu çağrılmayacak', 'kanal bakım ekibi hafta sonu çağrılmayacak'],
  ['dolgu randevuları 45 dakikayı aşmamalı', 'dolgu randevuları 45 dakikayı aşmamalı'],
  ['çocukları velisi dışında kimseye teslim etmeyin', 'çocukları velisi dışında kimseye teslim etmeyin'],
  ['su kesintisini bir gün önceden duyurmadan yapmayın', 'su kesintisini bir gün önceden duyurmadan yapmayın'],
  ["antrenmanları gece yarısından sonraya kaydırmayalım", 'antrenmanları gece yarısından sonraya kaydırmayalım'],
  ['kimse sözleşme şartlarını kendi başına değiştiremez', 'kimse sözleşme şartlarını kendi başına değiştiremez'],
  ['hiçbir numuneyi etiketsiz laboratuvara yollamayın', 'hiçbir numuneyi etiketsiz laboratuvara yollamayın'],
  ['implant hastaları ertesi gün mutlaka aranacak', 'implant hastaları ertesi gün mutlaka aranacak'],
  ['her konşimentoya alıcının vergi numarası yazılmalı', 'her konşimentoya alıcının vergi numarası yazılmalı'],
  ['çocuklar öğle uykusundan sonra su içsin', 'çocuklar öğle uykusundan sonra su içsin'],
  ['bu hafta kimseye izin vermeyelim bence', 'kimseye izin vermeyelim'],
];
/**
 * Before the round's changes (98 cases): Turkish rules 25 of 26 kept, Turkish non-rules 12 of 13 left alone, English
 * rules 18 of 22, English non-rules 8 of 13, rules in a question or a condition 8 of 8, in a list 7 of 7, the own rule
 * beside a wish 4 of 5, wishes alone 4 of 4. Missed: the abilitative "kimse … değiştiremez" (nobody can), a step of
 * the talk ("sırayla gidelim") filed as a decision.
 */
const TR_RULES_MISSED = new Set<string>([]);

/** `-mA` verbal nouns and negative pasts, in sentences with no rule. */
const TR_NOT_RULES: string[] = [
  'diş beyazlatma fiyatları yine yükselmiş',
  'konteyner yükleme bu sabah bitti',
  'çocuklar bugün bahçede resim boyama yaptı',
  'sayaç okuma ekibi şu an sahada',
  'eleme maçları çok gergin geçti',
  'arıtmadaki klor ölçme cihazı arızalı',
  'yeni gelen çocuğun annesi çok memnun',
  'dolgu yapılan hasta ağrı kesici istemedi',
  'armatör dün teklifi göndermedi',
  'veliler toplantıya gelmedi',
  'bu sezon takım hiç yenilmedi',
  'önce masa düzenine bakalım',
  'sırayla gidelim',
  // found by propertyTalkIsNoChoice after the first change: a compound noun before "başlayalım", "geçelim" read as a time
  'masa düzeniyle başlayalım',
  'diğer konuya geçelim',
];
const TR_NOT_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- English rules without a marker word

const EN_RULES: Rule[] = [
  ['No cleanings after 5 on Fridays.', 'No cleanings after 5 on Fridays'],
  ["Fillings can't run longer than 45 minutes.", "Fillings can't run longer than 45 minutes"],
  ['The toddlers nap at 1, so keep the music off after lunch.', 'keep the music off after lunch'],
  ['nothing over 40 tonnes on the feeder vessel', 'nothing over 40 tonnes on the feeder vessel'],
  ['weekdays only for hydrant flushing', 'weekdays only for hydrant flushing'],
  ['make sure every scrim gets recorded', 'make sure every scrim gets recorded'],
  ['the limit for demurrage is 3 days', 'the limit for demurrage is 3 days'],
  ["we're not doing an open bar this time", "we're not doing an open bar"],
  ['the fireworks are off the table', 'the fireworks are off the table'],
  ["let's avoid the coach company we used in May", "let's avoid the coach company"],
  ["I'd rather you didn't call the bride's father directly", "I'd rather you didn't call the bride's father directly"],
  ['hold off on the boil-water notice until the lab results are in', 'hold off on the boil-water notice'],
  ['Parents pick up by 5:30, no later.', 'Parents pick up by 5:30'],
  ['Players stay off social media on match days.', 'Players stay off social media on match days'],
  ['Max two guests per player in the booth.', 'Max two guests per player in the booth'],
  ['Quotes in USD, never in euros.', 'never in euros'],
  ['Kids under 3 stay in the small room.', 'Kids under 3 stay in the small room'],
  ['Boil notices go out by SMS and on the website.', 'Boil notices go out by SMS and on the website'],
  ['no sugary snacks in the lunchboxes', 'no sugary snacks in the lunchboxes'],
  ['laycan can’t slip past the 14th', 'laycan can’t slip past the 14th'],
  ["let's not quote anyone below cost", "let's not quote anyone below cost"],
  ['Crowns are paid half upfront.', 'Crowns are paid half upfront'],
];
const EN_RULES_MISSED = new Set<string>([]);

/** Narration, facts, questions, introductions and steps of the talk: no rule and no decision in them. */
const EN_NOT_RULES: string[] = [
  'the hygienist was off sick on Tuesday',
  'we had 40 kids at the picnic',
  'the vessel reached Rotterdam two days late',
  'our team won the qualifier 3-1',
  'the pressure dropped below 2 bar overnight',
  'the bride loved the peonies',
  "I'm Dana from the water board",
  "I'm Tomas, the team manager.",
  "let's start with the seating chart",
  "ok, let's go through the invoices one by one",
  'Is the crown ready for Thursday?',
  'the broker never replied to my email',
  "let's move on to the catering",
];
const EN_NOT_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a rule in a question or a conditional

const CONDITIONAL_RULES: [string, Language, string][] = [
  ['if a child has a fever over 38, call the parents before anything else', 'en', 'call the parents before anything else'],
  ['if the freight rate goes above $2,400, check with me first', 'en', 'check with me first'],
  ['can you make sure no patient gets two reminders a day?', 'en', 'no patient gets two reminders a day'],
  ['could you keep the players off the stream chat?', 'en', 'keep the players off the stream chat'],
  ['when a main breaks, tell the hospital first', 'en', 'tell the hospital first'],
  ['çocuk ateşlenirse veliyi aramadan ilaç verme', 'tr', 'veliyi aramadan ilaç verme'],
  ['navlun 3 bin doları geçerse bana danışmadan onaylama', 'tr', 'bana danışmadan onaylama'],
  ['oyuncular maçtan önce enerji içeceği içmesin, olur mu?', 'tr', 'oyuncular maçtan önce enerji içeceği içmesin'],
];
const CONDITIONAL_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- rules in a list or after a colon

const CLINIC = 'Clinic rules:\n- no walk-ins after 4\n- x-rays only with consent\n- never book two surgeries back to back';
const CLASSROOM = 'sınıf kuralları:\n- ayakkabıyla halıya basılmaz\n- oyuncaklar 11:30da toplanır\n- tabletle oyun yok';
const LISTED_RULES: [string, Language, string][] = [
  [CLINIC, 'en', 'no walk-ins after 4'],
  [CLINIC, 'en', 'x-rays only with consent'],
  [CLINIC, 'en', 'never book two surgeries back to back'],
  ['for the reception: cash bar only, no confetti inside the venue', 'en', 'no confetti inside the venue'],
  [CLASSROOM, 'tr', 'ayakkabıyla halıya basılmaz'],
  [CLASSROOM, 'tr', 'tabletle oyun yok'],
  ['iki not: faturalar dolar olacak, armatörün adını müşteriye verme', 'tr', 'armatörün adını müşteriye verme'],
];
const LISTED_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- the user's rule beside someone else's wish

/** [what the user says, language, the user's rule, words of the wish no live line may hold]. */
const RELAYED: [string, Language, string, string][] = [
  ["The groom's mother wants a second photographer. We keep one photographer.", 'en', 'We keep one photographer', 'second photographer'],
  ['the coach is asking for a bootcamp in Seoul, but no travel before the playoffs', 'en', 'no travel before the playoffs', 'bootcamp in Seoul'],
  ['the shipper suggests we ship via Suez. do not route anything through Suez.', 'en', 'do not route anything through Suez', 'ship via Suez'],
  ['veliler doğum günü pastası getirmek istiyor ama sınıfa dışarıdan yiyecek girmesin', 'tr', 'sınıfa dışarıdan yiyecek girmesin', 'pastası getirmek'],
  ['hasta sabah randevusu istiyor, ama öğlenden önce implant yapmıyoruz', 'tr', 'öğlenden önce implant yapmıyoruz', 'sabah randevusu'],
  // the same in one clause, no comma (written with the fourth list, before its change)
  ["the bride's mother wants a live band but keep the budget under 4k", 'en', 'keep the budget under 4k', 'live band'],
  ['the client is asking for weekend delivery but no deliveries on Sundays', 'en', 'no deliveries on Sundays', 'weekend delivery'],
  ['müşteri hafta sonu teslimat istiyor ama pazar günü teslimat yapmayın', 'tr', 'pazar günü teslimat yapmayın', 'hafta sonu teslimat'],
  ['oyuncular yeni mouse istiyor fakat turnuvadan önce ekipman değişmesin', 'tr', 'turnuvadan önce ekipman değişmesin', 'yeni mouse'],
];
/** Before the fourth list's change: 4 of 9; a wish, "but" and the rule in one clause were one line, the wish in it. 9 after. */
const RELAYED_MISSED = new Set<string>([]);

/** A wish relayed and nothing the user says about it: no rule, no decision. */
const WISHES: [string, Language][] = [
  ['the mayor wants the hydrants painted by June', 'en'],
  ['the sponsor would like the logo bigger on the jerseys', 'en'],
  ['sponsor logoların daha büyük olmasını istiyor', 'tr'],
  ['gelinin annesi canlı müzik istiyor', 'tr'],
];
const WISHES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a second list, before its changes

/**
 * Written after the first changes, before any change for it, from classes the tuning half still misses (read as
 * classes, written in other domains): a value word that is fixed, said with "'s" ("the date's set"), a style said
 * for the whole text ("… throughout"), "… as is" after its object, who pays or brings their own, a cost that "is on
 * us"; and what must stay no rule: a repair done ("he's fixed the leak"), a past, blame ("the delay is on us").
 */
const SECOND: [string, string][] = [
  ["the date's set btw", "the date's set"],
  ["the menu's final, no more changes", "the menu's final"],
  ["the price's firm, tell the shipper", "the price's firm"],
  ['UK spelling throughout', 'UK spelling throughout'],
  ['formal tone throughout please', 'formal tone throughout'],
  ['the tuesday slots leave as is', 'the tuesday slots leave as is'],
  ['players book their own flights', 'players book their own flights'],
  ['each family brings their own blanket', 'each family brings their own blanket'],
  ['volunteers pay for their own parking', 'volunteers pay for their own parking'],
  ['the cake is on us', 'the cake is on us'],
  ['drinks for the crew are on the house', 'drinks for the crew are on the house'],
];
/** Before its changes: 4 of 11 kept, 6 of 6 left alone; 11 of 11 and 6 of 6 after. */
const SECOND_MISSED = new Set<string>([]);
const SECOND_NOT: string[] = [
  "he's fixed the leak",
  'we paid for our own lunch yesterday',
  'they brought their own cake',
  'the delay is on us, sorry',
  "that one's on us",
  'the bug is fixed now',
];
const SECOND_NOT_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a third list, before its changes

/**
 * Written before any change for it, from what the tuning half files as rules and its truth files do not: a one-off
 * order about a record ("rerun job 5521", "tag it OPS-2231"), a Turkish order to put something somewhere
 * ("tabloya ekle"); and the rules of the same words that must stay rules.
 */
const THIRD_NOT: [string, Language][] = [
  ['rebuild rc.3', 'en'],
  ['rerun job 5521', 'en'],
  ['ok, and tag it OPS-2231', 'en'],
  ['smoke test on v2.8.1', 'en'],
  ['open a ticket for meter WM-40211', 'en'],
  ['ping the broker about BL-88213', 'en'],
  ['reprocess batch 77 and 78', 'en'],
  ["jira'ya yaz", 'tr'],
  ['tabloya ekle', 'tr'],
  ['deftere yaz', 'tr'],
];
/**
 * Before its changes: 2 of 10 left alone; 6 of 7 rules kept ("failed jobs", a participle before its noun, read as a
 * past). 10 of 10 and 7 of 7 after.
 */
const THIRD_NOT_MISSED = new Set<string>([]);
const THIRD_RULES: [string, Language, string][] = [
  ['build with node 20 only', 'en', 'build with node 20 only'],
  ['deploy after 18:00 only', 'en', 'deploy after 18:00 only'],
  ['tag every release with the ticket number', 'en', 'tag every release with the ticket number'],
  ['rerun failed jobs within 2 hours', 'en', 'rerun failed jobs within 2 hours'],
  ['Türkçe yaz', 'tr', 'Türkçe yaz'],
  ['müşteriye resmi dille yaz', 'tr', 'müşteriye resmi dille yaz'],
  ['her faturaya sipariş numarasını ekle', 'tr', 'her faturaya sipariş numarasını ekle'],
];
const THIRD_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a fourth list, before its changes

/**
 * Written before any change for it: more ways a rule or a prohibition is said that no list had yet — Turkish "-mAmAsI
 * lazım" (someone must not), "-mAsAn iyi olur" (better not), "-mAsInA izin verme", "-(y)AmAzsIn" (you cannot),
 * "-mAyAcAksInIz"; English "better not", "it's best not to", "steer clear of", "X is not an option", "X is a no-go",
 * "keep X out of Y"; and what only looks like one: "gerek yok" (no need), "no need to …", "I couldn't care less".
 */
const FOURTH: [string, Language, string][] = [
  ['hastaların röntgeni kendilerinin görmemesi lazım', 'tr', 'görmemesi lazım'],
  ['veliye telefonda not söylemesen iyi olur', 'tr', 'veliye telefonda not söylemesen iyi olur'],
  ['oyuncuların maç öncesi yayına girmesine izin verme', 'tr', 'yayına girmesine izin verme'],
  ['konteyneri gümrük onayı olmadan çıkaramazsın', 'tr', 'konteyneri gümrük onayı olmadan çıkaramazsın'],
  ['çocuklara şekerli içecek vermeyeceksiniz', 'tr', 'çocuklara şekerli içecek vermeyeceksiniz'],
  ['sayaç değişimini haber vermeden yapmasınlar', 'tr', 'sayaç değişimini haber vermeden yapmasınlar'],
  ["you'd better not book the vicar before we have the date", 'en', "better not book the vicar"],
  ["it's best not to promise a delivery date to the shipper", 'en', "best not to promise a delivery date"],
  ['steer clear of the Friday slots', 'en', 'steer clear of the Friday slots'],
  ['a second opinion is not an option for this claim', 'en', 'a second opinion is not an option'],
  ['open flames are a no-go in the marquee', 'en', 'open flames are a no-go in the marquee'],
  ['keep the players out of the press room', 'en', 'keep the players out of the press room'],
];
/** Before its changes: 11 of 12 kept, 3 of 4 left alone; 12 of 12 and 4 of 4 after. */
const FOURTH_MISSED = new Set<string>([]);
const FOURTH_NOT: [string, Language][] = [
  ['sigortaya gerek yok', 'tr'],
  ['ayrıca aramanıza gerek yok', 'tr'],
  ['no need to call them back', 'en'],
  ["I couldn't care less about the colour", 'en'],
  // found by propertyTalkIsNoChoice after the change: an "ok" before it adopted it
  ['ok, no need to book a van', 'en'],
];
const FOURTH_NOT_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- a fifth list, before its changes

/**
 * Written before any change for it: a rule of a known shape after a word that only leads into it ("anyway", "oh and",
 * "plus", "one more thing:"), as people add a rule in passing; and narration after the same words.
 */
const FIFTH: [string, string][] = [
  ['anyway one reviewer per pull request', 'one reviewer per pull request'],
  ['oh and pallets over 500 kg go on the ground floor', 'pallets over 500 kg go on the ground floor'],
  ['also one free reschedule per patient', 'one free reschedule per patient'],
  ['btw the signed consent first, then the x-ray', 'the signed consent first'],
  ['one more thing: deposits are refunded by bank transfer', 'deposits are refunded by bank transfer'],
  ['plus two drinks per guest', 'two drinks per guest'],
];
/** Before its changes: 0 of 6 kept, 2 of 4 left alone (a past after "oh and", "plus" read as a value set); 6 and 4 after. */
const FIFTH_MISSED = new Set<string>([]);
const FIFTH_NOT: string[] = ['oh and the truck left at 6:40', 'anyway the kids loved the fair', "btw I'm in the office today", 'plus the broker replied at 9'];
const FIFTH_NOT_MISSED = new Set<string>([]);

describe('stranger cases, the sixteenth round: rules, negations and false rules by class', () => {
  const first = <T extends readonly unknown[]>(c: T): string => String(c[0]);
  const one = (list: readonly string[]): (readonly [string])[] => list.map((t) => [t] as const);
  eachCase('Turkish rule kept', TR_RULES, TR_RULES_MISSED, first, (text, rule) => kept(text, 'tr', rule));
  eachCase('no Turkish rule', one(TR_NOT_RULES), TR_NOT_RULES_MISSED, first, (text) => noRule(text, 'tr'));
  eachCase('English rule kept', EN_RULES, EN_RULES_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('no English rule', one(EN_NOT_RULES), EN_NOT_RULES_MISSED, first, (text) => noRule(text, 'en'));
  eachCase('rule in a question or a condition kept', CONDITIONAL_RULES, CONDITIONAL_RULES_MISSED, first, kept);
  eachCase('rule in a list kept', LISTED_RULES, LISTED_RULES_MISSED, (r) => `${r[0]} | ${r[2]}`, kept);
  eachCase('own rule kept, the wish theirs', RELAYED, RELAYED_MISSED, first, theirs);
  eachCase('a wish relayed alone files no rule', WISHES, WISHES_MISSED, first, noRule);
  eachCase('third list, no rule', THIRD_NOT, THIRD_NOT_MISSED, first, noRule);
  eachCase('third list, kept', THIRD_RULES, THIRD_RULES_MISSED, first, kept);
  eachCase('fourth list, kept', FOURTH, FOURTH_MISSED, first, kept);
  eachCase('fourth list, no rule', FOURTH_NOT, FOURTH_NOT_MISSED, first, noRule);
  eachCase('fifth list, kept', FIFTH, FIFTH_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('fifth list, no rule', one(FIFTH_NOT), FIFTH_NOT_MISSED, first, (text) => noRule(text, 'en'));
  eachCase('second list, kept', SECOND, SECOND_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('second list, no rule', one(SECOND_NOT), SECOND_NOT_MISSED, first, (text) => noRule(text, 'en'));
});
