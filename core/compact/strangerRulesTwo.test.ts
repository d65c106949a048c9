import { describe } from 'vitest';
import { eachCase, turnChecks, type Chatter } from '../../compaction/test-helpers/oneUserTurn.js';
/**
 * Stranger cases of the twenty-second round (issue 14, constraints and
 * negations as strangers say them): what people type to an assistant at a
 * pottery studio, a bus depot, a hospice's volunteer rota, a seed bank, a
 * climbing gym and a notary office — domains none of the spoken
 * conversations use — written before any change of the round and before
 * reading the clause readers or their tests:
 * - Turkish prohibitions of any verb: the negative imperative, `-mAmAlI`,
 *   the negative future passive, `sakın …`, `hiç … bile`, `-mAdAn … -mA`,
 *   with words after the verb and typed without Turkish letters;
 * - Turkish rules that forbid nothing: obligations, plans, limits;
 * - English prohibitions with and without a marker word, with typos and
 *   no punctuation;
 * - English rules inside a longer sentence, after "so", under a condition,
 *   "instead of" keeping the new value;
 * - look-alikes that must not be filed as a rule, a choice or a rejection:
 *   Turkish verbal nouns in `-mA` at the end of a clause (`kurutma`,
 *   `dinleme`, `arama`), questions, narration of the past, a third party's
 *   wish, a rule quoted as an example.
 *
 * Each case is one turn said among small talk and summarized. A case the
 * summarizer still misses is in its list's `MISSED` set and runs as an
 * expected failure, so a case fixed or broken fails until the set (and
 * docs/compaction.md's numbers) are updated.
 */
const CHATTER: Chatter = {
  en: [
    ['user', 'hey, got a minute?'],
    ['assistant', 'Sure, what do you need?'],
    ['assistant', 'Okay.'],
    ['user', 'great thanks'],
    ['assistant', 'Anything more?'],
  ],
  tr: [
    ['user', 'selam, bir dakikan var mı?'],
    ['assistant', 'Tabii, ne lazım?'],
    ['assistant', 'Tamam.'],
    ['user', 'çok sağ ol'],
    ['assistant', 'Başka bir şey?'],
  ],
};
const { kept, noRule } = turnChecks(CHATTER);

/** [what the user says, the words of it one live line must hold]. */
type Rule = [string, string];

// ---------------------------------------------------------------- Turkish prohibitions

const TR_NEGATIONS: Rule[] = [
  // the negative imperative of any verb, with its object first
  ['bu taslağı müşteriye iletme', 'bu taslağı müşteriye iletme'],
  ['harç makbuzu gelmeden faturayı kesmeyin', 'harç makbuzu gelmeden faturayı kesmeyin'],
  ['sırlı parçaları raflara yan yana dizme', 'sırlı parçaları raflara yan yana dizme'],
  ['gönüllüleri akşam 10dan sonra arama', 'gönüllüleri akşam 10dan sonra arama'],
  // -mAdAn … -mA
  ['kil tamamen kurumadan fırına parça koymayın', 'kil tamamen kurumadan fırına parça koymayın'],
  ['imza sahibinin kimliğini görmeden vekaletname onaylamayın', 'imza sahibinin kimliğini görmeden vekaletname onaylamayın'],
  // negative obligation, active and passive
  ['gönüllüler hasta yakınlarına tıbbi bilgi vermemeli', 'gönüllüler hasta yakınlarına tıbbi bilgi vermemeli'],
  ['arızalı otobüs sefere çıkarılmamalı', 'arızalı otobüs sefere çıkarılmamalı'],
  // negative future passive, aorist passive, third-person imperative
  ['tohum örnekleri oda sıcaklığında bekletilmeyecek', 'tohum örnekleri oda sıcaklığında bekletilmeyecek'],
  ['şoförlerin telefon numaraları yolculara verilmez', 'şoförlerin telefon numaraları yolculara verilmez'],
  ['kask takmayan kimse duvara çıkmasın', 'kask takmayan kimse duvara çıkmasın'],
  // sakın, hiç … bile
  ['sakın tohum kasasının şifresini e-postayla gönderme', 'tohum kasasının şifresini e-postayla gönderme'],
  ['soğuk odanın kapısını hiç açmayın bile', 'soğuk odanın kapısını hiç açmayın bile'],
  // words after the verb, no Turkish letters, capitals
  ['seramik fırınına dokunmayın hafta sonu', 'seramik fırınına dokunmayın'],
  ['tohumlari plastik posete koymayin', 'tohumlari plastik posete koymayin'],
  ['ÇAMURLU SUYU LAVABOYA DÖKMEYİN', 'ÇAMURLU SUYU LAVABOYA DÖKMEYİN'],
  // more of the same, said in passing
  ['bir de şu var, kimse kasaya benden habersiz el sürmesin', 'kimse kasaya benden habersiz el sürmesin'],
  ['stajyerler belge imzalayamaz', 'stajyerler belge imzalayamaz'],
  ['o raftaki tohumlar dağıtıma çıkmayacak', 'o raftaki tohumlar dağıtıma çıkmayacak'],
  ['fiyatlara mart ayına kadar dokunulmayacak', 'fiyatlara mart ayına kadar dokunulmayacak'],
  ['bunu ben onaylamadan kimseye yollamayın ha', 'bunu ben onaylamadan kimseye yollamayın'],
  ['yeni başlayanlar ilk ay ipli tırmanış yapamaz', 'yeni başlayanlar ilk ay ipli tırmanış yapamaz'],
  ['şoförlere mesai dışında mesaj atılmasın lütfen', 'şoförlere mesai dışında mesaj atılmasın'],
  ['cuma günleri randevu vermeyelim artık', 'cuma günleri randevu vermeyelim'],
  ['hiçbir gönüllü tek başına gece nöbeti tutmayacak', 'hiçbir gönüllü tek başına gece nöbeti tutmayacak'],
  ['müşteriye "hemen hallederiz" deme, söz vermiş oluruz', 'müşteriye "hemen hallederiz" deme'],
];
/**
 * Before any change of the round: 23 of 26 kept. Missed: a time after the verb ("… dokunmayın hafta sonu") and the
 * negative of "can" in the aorist after people of a kind (`-(y)AmAz`: "stajyerler … imzalayamaz", "yeni başlayanlar
 * … yapamaz"). 26 of 26 after.
 */
const TR_NEGATIONS_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- Turkish rules that forbid nothing

const TR_RULES: Rule[] = [
  ['her sır partisine numara verilmeli', 'her sır partisine numara verilmeli'],
  ['gönüllüler vardiyadan bir gün önce onay vermeli', 'gönüllüler vardiyadan bir gün önce onay vermeli'],
  ['tohumlar eksi 18 derecede saklanacak', 'tohumlar eksi 18 derecede saklanacak'],
  ['her yeni üye önce emniyet testinden geçsin', 'her yeni üye önce emniyet testinden geçsin'],
  ['vekaletnameler mavi mürekkeple imzalansın', 'vekaletnameler mavi mürekkeple imzalansın'],
  ['randevular en az iki gün önceden alınmalı', 'randevular en az iki gün önceden alınmalı'],
  ['gönüllülere yazarken cevapları kısa tut', 'cevapları kısa tut'],
  ['ailelere hep siz diye hitap edelim', 'ailelere hep siz diye hitap edelim'],
  ['vardiya listesini her pazartesi sabahı gönder', 'vardiya listesini her pazartesi sabahı gönder'],
  ['atölyenin malzeme bütçesi ayda en fazla 15 bin lira', 'atölyenin malzeme bütçesi ayda en fazla 15 bin lira'],
  ['bir kursta en çok 8 kişi olsun', 'bir kursta en çok 8 kişi olsun'],
  ['tercüman gerekirse en az iki gün önceden haber ver', 'tercüman gerekirse en az iki gün önceden haber ver'],
  ["son otobüs 23:30'da garajda olmalı", "son otobüs 23:30'da garajda olmalı"],
  ['tutanaklar Türkçe yazılacak, İngilizce değil', 'tutanaklar Türkçe yazılacak'],
  ['emniyet kontrolünü her sabah açılışta yapın', 'emniyet kontrolünü her sabah açılışta yapın'],
  ['çimlenme testleri beş yılda bir tekrarlanmalı', 'çimlenme testleri beş yılda bir tekrarlanmalı'],
  ['tanıkların kimlik fotokopisi dosyada dursun', 'tanıkların kimlik fotokopisi dosyada dursun'],
  ['kil siparişlerini ayın ilk haftası ver', 'kil siparişlerini ayın ilk haftası ver'],
  ['bütün yazışmalar noterlik adına yapılacak', 'bütün yazışmalar noterlik adına yapılacak'],
  ['fiyat teklifleri euro değil TL olsun', 'fiyat teklifleri euro değil TL olsun'],
];
/** Before any change of the round: 20 of 20 kept; the same after. */
const TR_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- English prohibitions

const EN_NEGATIONS: Rule[] = [
  ['No calls to the families after 8pm.', 'No calls to the families after 8pm'],
  ["Glaze budget can't go over 2k", "Glaze budget can't go over 2k"],
  ['dont let anyone on the lead wall without a belay check', 'dont let anyone on the lead wall without a belay check'],
  ['nobody touches the vault log except me', 'nobody touches the vault log except me'],
  ['never leave a bus idling in the depot', 'never leave a bus idling in the depot'],
  ["Volunteers shouldn't be put on back-to-back night shifts.", "Volunteers shouldn't be put on back-to-back night shifts"],
  ['Under no circumstances do we notarize a document the signer has not read.', 'do we notarize a document the signer has not read'],
  ['No walk-ins on Fridays.', 'No walk-ins on Fridays'],
  ["Nothing goes in the kiln unless it's bone dry.", "Nothing goes in the kiln unless it's bone dry"],
  ['The notary stamp never leaves the office', 'The notary stamp never leaves the office'],
  ["Let's not put beginners on the wheel in their first class.", "Let's not put beginners on the wheel in their first class"],
  ['Bus 14 is not to be used for school runs.', 'Bus 14 is not to be used for school runs'],
  ['Don’t forward the volunteer rota to anyone outside the hospice.', 'Don’t forward the volunteer rota to anyone outside the hospice'],
  ['shouldnt schedule anyone under 18 for nights', 'shouldnt schedule anyone under 18 for nights'],
  ['Please no glitter glazes, they ruin the kiln shelves.', 'no glitter glazes'],
  ['We keep getting complaints, so no more than 12 climbers on the mat at once.', 'no more than 12 climbers on the mat at once'],
  // said in passing, hedged, after a filler
  ['ok and one more thing, the cold room door stays shut during audits', 'the cold room door stays shut during audits'],
  ['btw the interns cant sign anything', 'the interns cant sign anything'],
  ['fine but nobody climbs after 10pm', 'nobody climbs after 10pm'],
  ["I'd rather we didn't use the big kiln for test tiles.", "we didn't use the big kiln for test tiles"],
  ['Skip the coffee order this week.', 'Skip the coffee order this week'],
  ['Wills get two witnesses, no exceptions.', 'Wills get two witnesses, no exceptions'],
  ['If a family asks about medication, send them to the nurse, not to a volunteer.', 'send them to the nurse, not to a volunteer'],
];
/** Before any change of the round: 23 of 23 kept; the same after. */
const EN_NEGATIONS_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- English rules that forbid nothing

const EN_RULES: Rule[] = [
  ['Keep every rota message under 100 words.', 'Keep every rota message under 100 words'],
  ['Always cc the head nurse on rota changes.', 'Always cc the head nurse on rota changes'],
  ['Use the blue van instead of the minibus for seed pickups.', 'Use the blue van'],
  ['If a signer needs an interpreter, book one two days ahead.', 'book one two days ahead'],
  ['The depot gate locks at 23:30, so every bus has to be in by 23:00.', 'every bus has to be in by 23:00'],
  ['We get a lot of first timers, so keep the safety briefing short.', 'keep the safety briefing short'],
  ['Max 6 students per wheel class.', 'Max 6 students per wheel class'],
  ['Glaze firings on Tuesdays only.', 'Glaze firings on Tuesdays only'],
  ['Every seed packet gets a barcode before it goes in the vault.', 'Every seed packet gets a barcode before it goes in the vault'],
  ['volunteers must sign in at the front desk', 'volunteers must sign in at the front desk'],
  ['the kiln log needs updating after every firing', 'the kiln log needs updating after every firing'],
  ['make sure the chalk bins get refilled every morning', 'make sure the chalk bins get refilled every morning'],
  ['quotes in euros please', 'quotes in euros'],
  ['Signatures in blue ink only.', 'Signatures in blue ink only'],
  ['its important that drivers get 11 hours between shifts', 'drivers get 11 hours between shifts'],
  ['When you write to volunteers, first names only.', 'first names only'],
  ['we only accept seeds that come with a collection date', 'we only accept seeds that come with a collection date'],
  ['the minibus is for staff only', 'the minibus is for staff only'],
  ['Hold the newsletter until the board signs off.', 'Hold the newsletter until the board signs off'],
  ['Prices stay as they are till March.', 'Prices stay as they are till March'],
  ['Any quote over 500 goes through Leyla first', 'Any quote over 500 goes through Leyla first'],
  ['stick to the old form for now', 'stick to the old form for now'],
  ['leave the Sunday slots empty', 'leave the Sunday slots empty'],
  ['Keep the Friday rota to 4 volunteers max, the hall is small.', 'Keep the Friday rota to 4 volunteers max'],
];
/**
 * Before any change of the round: 22 of 24 kept. Missed: a verbless "X in Y please" and a rule after "it's important
 * that" (here without its apostrophe). 24 of 24 after.
 */
const EN_RULES_MISSED = new Set<string>([]);

// ---------------------------------------------------------------- look-alikes: no rule

const TR_NOT_RULES: string[] = [
  // verbal nouns in -mA at the end of a clause
  'en çok zaman alan iş kurutma',
  'gönüllü eğitiminin son konusu dinleme',
  'bugünkü atölyenin konusu elde şekillendirme',
  'sorunun kaynağı kart okuma',
  'ayın en sevilen etkinliği çömlek boyama',
  'tohum bankasında ilk adım temizleme, sonra kurutma',
  'işletme müdürü yarın uğrayacak',
  'ödeme dün yapıldı zaten',
  // questions
  'fırını gece açık bırakmasak mı?',
  'yeni başlayanlara çarkı kullandırmayalım mı sence?',
  // narration of the past
  'geçen yıl gönüllüler pazar günleri gelmedi',
  'eski müdür tohumları hiç saymamış',
  'dün 12 numaralı otobüs seferini yapmadı',
  'notere gittik ama imzayı atmadık',
  // a third party's wish
  'hasta yakını ziyaretlerin gece yarısına kadar sürmesini istiyor',
  'şoförler pazar vardiyasına girmek istemiyor',
  // a rule quoted as an example
  'eski tabelada "tutamaklara dokunmayın" yazıyordu',
  'otobüs şoförü "kapıyı açmayın" diye bağırdı',
  'müşteri faturanın şirket adına kesilmesini istemiyor',
  'Ayşe Hanım fırının hafta sonu kapalı kalmasını istiyor',
  'dondurma makinesi yine bozuk',
  'çocuklar en çok boyama kısmını sevdi',
];
/**
 * Before any change of the round: 14 of 22 left alone. Filed as rules: every verbal noun in `-mA` that ends its
 * clause (6 of 6: `kurutma`, `dinleme`, `şekillendirme`, `okuma`, `boyama`, `temizleme, sonra kurutma`; the two at
 * the start of a clause, `işletme`, `ödeme`, were left alone), and a prohibition quoted in narration of the past
 * (2 of 2). 21 of 22 after: a verbal noun after its subject is what a thing is, and a quote before "diye" or a past
 * made of another tense is told; still filed, "sonra kurutma" (then drying), a step of a list in a clause of its own,
 * which reads as "do not dry later".
 */
const TR_NOT_RULES_MISSED = new Set<string>(['tohum bankasında ilk adım temizleme, sonra kurutma']);

const EN_NOT_RULES: string[] = [
  // questions
  'Should we stop taking walk-ins on Fridays?',
  "Can't we just leave the kiln on overnight?",
  'Do volunteers have to sign in at the front desk?',
  // narration of the past
  "Last winter we didn't open the gym on Sundays.",
  'The old manager never logged the germination tests.',
  'We used to cap classes at 6.',
  // a third party's wish
  'Mrs. Aydin wants visits to run until midnight.',
  "The drivers' union doesn't want split shifts.",
  // a rule quoted as an example
  'Her favourite line from the training was "don\'t take it personally".',
  // negations that state a fact
  "Bus 14 isn't running today, it's in the shop.",
  "I don't know the seed count yet.",
  "The kiln didn't reach temperature last night.",
  'No worries, take your time.',
  'No idea who booked that slot.',
  'the gym is never busy on mondays',
  'The sign on the door says "No entry without a badge".',
  "The client doesn't want the witnesses named.",
  'In the old days nobody climbed without a helmet.',
  'Did they say no calls after 6?',
];
/** Before any change of the round: 18 of 19 left alone. Filed as a rule: a fact said with "never". The same after. */
const EN_NOT_RULES_MISSED = new Set<string>(['the gym is never busy on mondays']);

// ---------------------------------------------------------------- a Turkish rule with no verb: where a thing goes

/**
 * Written after the round's change, from the tuning half's misses read by class ("ödeme belediyenin Vakıfbank
 * hesabına", "siz diye hitap"): a routing rule said with its verb left out, the destination in the dative at the end.
 */
const TR_WHERE_IT_GOES: Rule[] = [
  ['faturalar noterliğin kendi hesabına', 'faturalar noterliğin kendi hesabına'],
  ['iade talepleri doğrudan muhasebeye', 'iade talepleri doğrudan muhasebeye'],
  ['arıza bildirimleri garaj şefine', 'arıza bildirimleri garaj şefine'],
  ['tohum siparişlerinin kopyası bana', 'tohum siparişlerinin kopyası bana'],
  ['kırık tutamaklar bakım ekibine', 'kırık tutamaklar bakım ekibine'],
  ['kil artıkları geri dönüşüm kovasına', 'kil artıkları geri dönüşüm kovasına'],
  ["yeni gönüllü başvuruları Selin Hanım'a", "yeni gönüllü başvuruları Selin Hanım'a"],
];
/** Its look-alikes: a greeting or thanks to someone, a step of the talk, one more of something once. */
const TR_WHERE_NOT_RULES: string[] = ['tebrikler bütün ekibe', 'selamlar ailene', 'teşekkürler herkese', 'şimdi ikinci konuya', 'bir soru daha size'];
/** When written: 0 of 7 kept (none read as a rule: no verb, no value); 5 of 5 look-alikes left alone. 7 of 7 and 5 of 5 after. */
const TR_WHERE_IT_GOES_MISSED = new Set<string>([]);
const TR_WHERE_NOT_RULES_MISSED = new Set<string>([]);

describe('stranger cases, the twenty-second round: constraints and negations as strangers say them', () => {
  const first = <T extends readonly unknown[]>(c: T): string => String(c[0]);
  eachCase('Turkish prohibition kept', TR_NEGATIONS, TR_NEGATIONS_MISSED, first, (text, rule) => kept(text, 'tr', rule));
  eachCase('Turkish rule kept', TR_RULES, TR_RULES_MISSED, first, (text, rule) => kept(text, 'tr', rule));
  eachCase('English prohibition kept', EN_NEGATIONS, EN_NEGATIONS_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('English rule kept', EN_RULES, EN_RULES_MISSED, first, (text, rule) => kept(text, 'en', rule));
  eachCase('no Turkish rule', TR_NOT_RULES.map((t) => [t] as const), TR_NOT_RULES_MISSED, first, (text) => noRule(text, 'tr'));
  eachCase('no English rule', EN_NOT_RULES.map((t) => [t] as const), EN_NOT_RULES_MISSED, first, (text) => noRule(text, 'en'));
  eachCase('Turkish rule with no verb kept', TR_WHERE_IT_GOES, TR_WHERE_IT_GOES_MISSED, first, (text, rule) => kept(text, 'tr', rule));
  eachCase('no Turkish rule with no verb', TR_WHERE_NOT_RULES.map((t) => [t] as const), TR_WHERE_NOT_RULES_MISSED, first, (text) => noRule(text, 'tr'));
});
