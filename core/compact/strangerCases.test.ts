import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { extractIdentifiers } from './identifiers.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from './summary.js';

/**
 * Stranger cases (issue 14, the eleventh round): short sentences for each
 * class of the issue, written the way someone who has read neither the
 * extractor nor the spoken conversations would phrase them, before any
 * change of the round. The tuning half is largely fitted, so the hit rate
 * of these lists is a second, honest proxy for conversations nobody tuned
 * on; docs/compaction.md has the table of rates before and after.
 *
 * Each class is one test that compares the cases the summarizer misses
 * with the class's known misses, so a case fixed or a case broken both
 * fail here until the list (and the docs' table) is updated.
 */
type Language = 'en' | 'tr';

/** One rule said once among small talk, summarized whole. */
function summarizeOne(text: string, language: Language): SummaryContent {
  const chatter = language === 'en' ? ['hey, quick one.', 'ok thanks', 'Sure.'] : ['selam, kısa bir şey.', 'tamam sağol', 'Tabii.'];
  const turns: SummaryTurn[] = [
    { n: 1, role: 'user', text: chatter[0]! },
    { n: 2, role: 'assistant', text: chatter[2]! },
    { n: 3, role: 'user', text },
    { n: 4, role: 'assistant', text: chatter[2]! },
    { n: 5, role: 'user', text: chatter[1]! },
    { n: 6, role: 'assistant', text: chatter[2]! },
  ];
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: 6 });
}

/** Live constraints and decisions: what binds the model. */
const binding = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
/** Every line a rule could be filed in. */
const ruleLines = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions, ...c.rejected].map((i) => i.text);

// ---------------------------------------------------------------- Turkish prohibitions and obligations

/** [what the user says, the words of the rule that must reach a binding line]. */
const TR_PROHIBITIONS: [string, string][] = [
  ['faturayı müşteriye mail atma', 'faturayı müşteriye mail atma'],
  ['o dosyaları bir daha taşıma', 'o dosyaları bir daha taşıma'],
  ['bütçeyi kimse aşmamalı', 'bütçeyi kimse aşmamalı'],
  ['rapor iki sayfayı geçmemeli', 'rapor iki sayfayı geçmemeli'],
  ['bu sunucu yeniden başlatılmayacak', 'bu sunucu yeniden başlatılmayacak'],
  ['hafta sonu kimse aranmayacak', 'hafta sonu kimse aranmayacak'],
  ['sakın müşteriye indirim önerme', 'sakın müşteriye indirim önerme'],
  ['sakın ha fiyatı söyleme', 'fiyatı söyleme'],
  ["şifreleri Slack'e yapıştırmayın", "şifreleri Slack'e yapıştırmayın"],
  ['misafirlere alkol ikram edilmesin', 'misafirlere alkol ikram edilmesin'],
  ['çocuklar havuza tek başına girmesin', 'çocuklar havuza tek başına girmesin'],
  ['bu maili müdürüme iletme', 'bu maili müdürüme iletme'],
  ['fiyat teklifini onaylamadan sipariş verme', 'fiyat teklifini onaylamadan sipariş verme'],
  ['prod veritabanına elle yazılmamalı', 'prod veritabanına elle yazılmamalı'],
  ['müşteri bilgileri ekran görüntüsüne girmemeli', 'müşteri bilgileri ekran görüntüsüne girmemeli'],
  ['yeni kullanıcılara admin yetkisi verilmeyecek', 'yeni kullanıcılara admin yetkisi verilmeyecek'],
  ["akşam 8'den sonra bildirim gönderilmemeli", "akşam 8'den sonra bildirim gönderilmemeli"],
  ['taslağı benden habersiz yayınlama', 'taslağı benden habersiz yayınlama'],
  ['aynı tedarikçiyle bir daha çalışmayın', 'aynı tedarikçiyle bir daha çalışmayın'],
  ['kredi kartı numarasını hiçbir yere yazma', 'kredi kartı numarasını hiçbir yere yazma'],
  ['müşteriyle telefonda tartışmaya girme', 'müşteriyle telefonda tartışmaya girme'],
  ['yedek almadan migration çalıştırma', 'yedek almadan migration çalıştırma'],
  ["bu konuyu Ayşe'ye açma sakın", "bu konuyu Ayşe'ye açma"],
  ['ilk hafta kimseye izin verilmesin', 'ilk hafta kimseye izin verilmesin'],
  ["fiyatlar KDV'siz yazılmamalı", "fiyatlar KDV'siz yazılmamalı"],
  ['cuma öğleden sonra deploy düşünme bile', 'cuma öğleden sonra deploy düşünme bile'],
  ['o firmayı aklına bile getirme', 'o firmayı aklına bile getirme'],
  ['mesai dışında mail atmayacaksın', 'mesai dışında mail atmayacaksın'],
  ['eski sürümü silmeyiniz', 'eski sürümü silmeyiniz'],
  ['rakamlar kesin değil, tabloyu paylaşma henüz', 'tabloyu paylaşma henüz'],
  ['müşteri çok kızgın, o yüzden şimdilik arama', 'o yüzden şimdilik arama'],
  ['kampanya kodunu sosyal medyada paylaşmayalım', 'kampanya kodunu sosyal medyada paylaşmayalım'],
  ['bir daha bana sormadan para transferi yapma', 'bana sormadan para transferi yapma'],
  ['toplantıya dış danışman çağrılmayacak', 'toplantıya dış danışman çağrılmayacak'],
  ['hiçbir koşulda stok fazlası sipariş verilmemeli', 'hiçbir koşulda stok fazlası sipariş verilmemeli'],
  // typed without Turkish letters
  ['musteriye fiyat verme', 'musteriye fiyat verme'],
  ['butceyi asmamali kimse', 'butceyi asmamali kimse'],
  ['bunu kimseye soylemeyin', 'bunu kimseye soylemeyin'],
  ['sakin sunucuyu kapatma', 'sakin sunucuyu kapatma'],
  ['loglari silmeyecegiz, dokunma onlara', 'dokunma onlara'],
];
const TR_PROHIBITIONS_MISSED: string[] = [];

/** Sentences with `-mA` verbal nouns (and nouns that end like one): no rule in them. */
const TR_VERBAL_NOUNS: string[] = [
  'kart ödeme limiti doldu',
  'araç kiralama ücreti çok yüksek',
  'dondurma makinesi bozulmuş',
  'geri ödeme talebi geldi',
  'fatura düzenleme ekranı açılmıyor',
  'bu çok saçma',
  'ürün paketleme hattı durdu',
  'yeni işletme sahibiyle konuştum',
  'kira artırma oranı %25 olarak açıklandı',
  'konu: veri silme talebi',
  'yarın doğum günü kutlaması var',
  'başlık: kullanıcı engelleme',
  'bugünün işi: veri taşıma',
  'ön ödeme yapıldı mı?',
  'kapıda ödeme seçeneği kalktı',
  'sabah yürüyüşü iptal',
  'sunucu izleme paneli yine yavaş',
  'akşama sarma ve dolma var',
  'dosya yükleme hatası alıyoruz',
  'iade alma süreci 14 gün sürüyor',
  'kahvaltıda gözleme yedik',
  'hesap dondurma formu nerede',
];
/**
 * "iptal" is a decision taken, whatever else the clause says (the case was written as a look-alike and is arguably
 * not one); "hata alıyoruz" is read as the team's plan.
 */
const TR_VERBAL_NOUNS_MISSED: string[] = ['sabah yürüyüşü iptal', 'dosya yükleme hatası alıyoruz'];

// ---------------------------------------------------------------- English rules without a marker word

const EN_RULES: [string, string][] = [
  ['No calls before 9.', 'No calls before 9'],
  ["Rent can't go above 1,800.", "Rent can't go above 1,800"],
  ['Nothing over $50 without asking me.', 'Nothing over $50 without asking me'],
  ['Economy only.', 'Economy only'],
  ['Window seats for the kids.', 'Window seats for the kids'],
  ['Max two nights in Lisbon.', 'Max two nights in Lisbon'],
  ['The report is one page, tops.', 'one page, tops'],
  ['Replies go out in Spanish.', 'Replies go out in Spanish'],
  ['Cc Jordan on anything about payroll.', 'Cc Jordan on anything about payroll'],
  ['Weekends are off limits for deploys.', 'Weekends are off limits for deploys'],
  ['We fly direct or not at all.', 'We fly direct or not at all'],
  ['Meetings end by 5.', 'Meetings end by 5'],
  ['Invoices in EUR please.', 'Invoices in EUR please'],
  ["the kids' bedtime is 8, so nothing after 7:30", 'nothing after 7:30'],
  ["it's a quiet hotel or nothing", "it's a quiet hotel or nothing"],
  ['Budget caps at 3k.', 'Budget caps at 3k'],
  ['Slack, not email.', 'Slack, not email'],
  ['Miriam signs all contracts, nobody else.', 'Miriam signs all contracts'],
  ['Dates as DD/MM/YYYY.', 'Dates as DD/MM/YYYY'],
  ['Passwords stay out of tickets.', 'Passwords stay out of tickets'],
  ['All prices incl. VAT.', 'All prices incl. VAT'],
  ["the deck shouldn't exceed 10 slides", "the deck shouldn't exceed 10 slides"],
  ['Tuesday mornings are blocked for standup.', 'Tuesday mornings are blocked for standup'],
  ['leave Friday afternoons free', 'leave Friday afternoons free'],
  ['first names only in the newsletter', 'first names only in the newsletter'],
  ['Keep the tone friendly but not cute.', 'Keep the tone friendly but not cute'],
  ['Customers get a reply within 4 hours.', 'Customers get a reply within 4 hours'],
  ['refunds go through finance', 'refunds go through finance'],
  ['the client is never on the cc', 'the client is never on the cc'],
  ['skip anything with a layover over 3h', 'skip anything with a layover over 3h'],
  ["hold all deploys till the audit's done", "hold all deploys till the audit's done"],
  ['wifi is a dealbreaker', 'wifi is a dealbreaker'],
  ["I'm allergic to nuts so none in the catering", 'none in the catering'],
  ["we're tight on space, so keep it under a page.", 'keep it under a page'],
  ['since she is vegan, the menu has to be plant-based', 'the menu has to be plant-based'],
  ['because of the audit, nobody touches prod this week', 'nobody touches prod this week'],
  ['book the 9:40 instead of the 7:15', 'book the 9:40 instead of the 7:15'],
  ['one bag per person, carry-on size', 'one bag per person'],
  ['Ground floor, my dad uses a wheelchair.', 'Ground floor'],
  ['Two quotes minimum for anything above €1,000.', 'Two quotes minimum for anything above €1,000'],
];
/** A state or a need said as a noun phrase, with no marker word and no value. */
const EN_RULES_MISSED: string[] = ['Tuesday mornings are blocked for standup.', 'Ground floor, my dad uses a wheelchair.'];

/**
 * A second list of rules, English and Turkish, written after the round's first changes in forms the first lists do
 * not use (conditions, norms of a day, a need with its reason, a format, a recurrence), measured before any change
 * for it.
 */
const RULES_SECOND: [string, Language, string][] = [
  ["Pick the cheaper one if they're within 10%.", 'en', "Pick the cheaper one if they're within 10%"],
  ['Ask before booking anything non-refundable.', 'en', 'Ask before booking anything non-refundable'],
  ['Anything after 6pm goes to tomorrow.', 'en', 'Anything after 6pm goes to tomorrow'],
  ['Two reviewers on every PR.', 'en', 'Two reviewers on every PR'],
  ['Weekday flights only.', 'en', 'Weekday flights only'],
  ['My husband is vegetarian, so no meat dishes for him.', 'en', 'no meat dishes for him'],
  ['Only aisle seats for me.', 'en', 'Only aisle seats for me'],
  ["If it's over $200, check with me first.", 'en', 'check with me first'],
  ['Put the total at the top of every invoice.', 'en', 'Put the total at the top of every invoice'],
  ['Always cc accounting on refunds.', 'en', 'Always cc accounting on refunds'],
  ['I hate layovers, direct flights please.', 'en', 'direct flights please'],
  ['Prices stay in GBP.', 'en', 'Prices stay in GBP'],
  ['Skip Mondays for the cleaning.', 'en', 'Skip Mondays for the cleaning'],
  ['Nothing before 8am on weekends.', 'en', 'Nothing before 8am on weekends'],
  ['Use the company card for travel, not your own.', 'en', 'Use the company card for travel'],
  ['Each slide gets one chart max.', 'en', 'Each slide gets one chart max'],
  ['Friday is a no-meeting day.', 'en', 'Friday is a no-meeting day'],
  ['Replies in plain text, no HTML.', 'en', 'no HTML'],
  ['Hotel within walking distance of the venue.', 'en', 'Hotel within walking distance of the venue'],
  ['The kids share one room.', 'en', 'The kids share one room'],
  ['faturalar şirket adına kesilsin', 'tr', 'faturalar şirket adına kesilsin'],
  ["toplantılar en geç 17:00'de bitsin", 'tr', "toplantılar en geç 17:00'de bitsin"],
  ['müşteriye hep "siz" diye hitap et', 'tr', 'müşteriye hep "siz" diye hitap et'],
  ['her siparişte fatura numarası yazsın', 'tr', 'her siparişte fatura numarası yazsın'],
  ["gece 11'den sonra mesaj yok", 'tr', "gece 11'den sonra mesaj yok"],
  ['kargo ücretsiz olmalı', 'tr', 'kargo ücretsiz olmalı'],
  ['rapor her cuma öğlene kadar gelsin', 'tr', 'rapor her cuma öğlene kadar gelsin'],
  ['çocuklar için ayrı oda şart', 'tr', 'çocuklar için ayrı oda şart'],
  ['uçuş aktarmasız olsun', 'tr', 'uçuş aktarmasız olsun'],
  ['fiyatlar KDV dahil yazılsın', 'tr', 'fiyatlar KDV dahil yazılsın'],
  ['ekran görüntüsünde müşteri adı görünmesin', 'tr', 'ekran görüntüsünde müşteri adı görünmesin'],
  ['bütçe 40 bini geçmesin', 'tr', 'bütçe 40 bini geçmesin'],
  ['tatlı olarak sadece meyve', 'tr', 'tatlı olarak sadece meyve'],
  ['yönetici onayı olmadan indirim yapılamaz', 'tr', 'yönetici onayı olmadan indirim yapılamaz'],
  ["sabah 9'dan önce kimseyi arama", 'tr', "sabah 9'dan önce kimseyi arama"],
  ['kahvaltı dahil olsun mutlaka', 'tr', 'kahvaltı dahil olsun mutlaka'],
  ['dönüş pazar akşamı olmalı', 'tr', 'dönüş pazar akşamı olmalı'],
  ['iade süresi 14 gün, uzatma yok', 'tr', 'uzatma yok'],
  ['annem için asansörlü bina lazım', 'tr', 'annem için asansörlü bina lazım'],
  ['yemekte domuz eti olmasın', 'tr', 'yemekte domuz eti olmasın'],
];
/**
 * 36 of 40 before, 38 after (a condition and then an order is a rule: "If it's over $200, check with me first"; a rule
 * for a whole class of things is one whatever day it names: "Anything after 6pm goes to tomorrow"). Still missed: a
 * request said as a noun phrase with "please"; how a group does things in the present ("The kids share one room").
 */
const RULES_SECOND_MISSED: string[] = ['I hate layovers, direct flights please.', 'The kids share one room.'];

/** English look-alikes: narration, a question, thanks, a fact; no rule in them. */
const EN_NOT_RULES: string[] = [
  'The deploy finished at 14:02.',
  'thanks, that was quick',
  'can you check the flight times?',
  'I spent $40 on lunch',
  'the hotel had no parking, which was annoying',
  'never mind, found it',
  'Sarah joined the call late',
  'lol no worries',
  'the kids loved the beach',
  'It rained the whole weekend.',
  'we had 3 outages last month',
  'the invoice came in at €2,340',
  'my flight landed at 6',
  'hmm interesting',
  'the vendor replied this morning',
  'Dana is out sick today',
];
const EN_NOT_RULES_MISSED: string[] = [];

// ---------------------------------------------------------------- revisions of a value

type Said = [SummaryTurn['role'], string];
/** [name, language, turns, stale words, fresh words]. */
type Change = [string, Language, Said[], string, string];

function change(name: string, language: Language, first: string, second: string, stale: string, fresh: string): Change {
  const filler: Said[] =
    language === 'en'
      ? [['assistant', 'Got it.'], ['user', 'also, can you look at the other ticket'], ['assistant', 'Looked, nothing new there.']]
      : [['assistant', 'Anladım.'], ['user', 'bir de öbür talebe bakar mısın'], ['assistant', 'Baktım, yeni bir şey yok.']];
  return [name, language, [['user', first], ...filler, ['user', second], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']], stale, fresh];
}

const REVISIONS: Change[] = [
  change('budget, scratch that', 'en', 'budget is $5,000', 'ok scratch that, we can do $6,500', '$5,000', '$6,500'),
  change('budget, make that', 'en', 'total budget is £800', 'make that £950', '£800', '£950'),
  change('party budget now', 'en', 'we have €2,000 for the party', 'the party budget is now €2,400', '€2,000', '€2,400'),
  change('draft slipped', 'en', 'the draft is due Friday', 'draft deadline slipped to Monday', 'Friday', 'Monday'),
  change('extension', 'en', 'submit by March 3', 'they gave us an extension, March 10 now', 'March 3', 'March 10'),
  change('window now', 'en', 'maintenance window is Sat 22:00-23:00', 'window is now Sun 01:00-02:00', 'Sat 22:00-23:00', 'Sun 01:00-02:00'),
  change('deploy window, change of plan', 'en', 'deploy window is 6-7am', 'change of plan: deploy window 8-9am', '6-7am', '8-9am'),
  change('headcount up', 'en', 'we are 12 people', 'actually 15 people now', '12 people', '15 people'),
  change('rooms, make it', 'en', 'book 4 rooms', 'make it 5 rooms', '4 rooms', '5 rooms'),
  change('chairs bumped', 'en', 'order 30 chairs', 'bump the chairs to 40', '30 chairs', '40'),
  change('gpu cap', 'en', 'cap is 10 GPUs', 'go up to 12 GPUs', '10 GPUs', '12 GPUs'),
  change('meeting later', 'en', 'the meeting is at 3pm', "let's do 4pm instead", '3pm', '4pm'),
  change('rate limit raised', 'en', 'the limit is 500 requests per minute', 'raise the limit to 800 requests per minute', '500 requests', '800 requests'),
  change('hotel cap stretched', 'en', 'hotel under $150 a night', 'we can stretch to $180 a night', '$150', '$180'),
  change('deadline moved up', 'en', 'deadline is 30 June', 'deadline moved up to 20 June', '30 June', '20 June'),
  change('guests down', 'en', 'we expect 80 guests', 'guest count dropped to 65', '80 guests', '65'),
  change('bütçe çıktı', 'tr', 'bütçemiz 50 bin TL', 'bütçe 60 bin TL oldu', '50 bin TL', '60 bin TL'),
  change('teslim kaydı', 'tr', "teslim tarihi 15 Mart", "teslim 22 Mart'a kaydı", '15 Mart', '22 Mart'),
  change('pencere yapalım', 'tr', 'bakım penceresi gece 02:00-03:00', "pencereyi 03:00-04:00 yapalım", '02:00-03:00', '03:00-04:00'),
  change('kişi sayısı oldu', 'tr', 'toplam 40 kişiyiz', 'kişi sayısı 45 oldu', '40 kişi', '45'),
  change('oda olsun', 'tr', '3 oda ayır', '4 oda olsun', '3 oda', '4 oda'),
  change('sınır çekelim', 'tr', 'kira üst sınırı 20 bin', 'sınırı 23 bine çekelim', '20 bin', '23 bin'),
  change('toplantı aldık', 'tr', "toplantı saat 10'da", "toplantıyı 11'e aldık", "10'da", "11'e"),
  change('gece kalalım', 'tr', 'en fazla 2 gece kalalım', 'tamam 3 gece kalalım', '2 gece', '3 gece'),
  change('son gün uzadı', 'tr', 'son gün cuma', 'son gün pazartesiye uzadı', 'son gün cuma', 'pazartesiye'),
  change('adet çıkaralım', 'tr', 'sipariş 200 adet', "adedi 250'ye çıkaralım", '200 adet', '250'),
  change('bütçe olsun', 'tr', 'bütçe 10.000 euro', 'yok 12.000 euro olsun', '10.000 euro', '12.000 euro'),
  change('teklif uzattılar', 'tr', "teklif 18 Nisan'a kadar geçerli", "teklif süresini 25 Nisan'a uzattılar", '18 Nisan', '25 Nisan'),
  change('değil olacak', 'tr', 'etkinlik 120 kişilik', '120 değil 150 kişi olacak', '120 kişilik', '150 kişi'),
  change('uçuş saati', 'tr', "uçuş sabah 07:30'da", "uçuşu 09:15'e değiştirdim", '07:30', '09:15'),
];
/**
 * "scratch that, we can do $6,500" is kept, but names nothing the budget shares; "son gün cuma" (a weekday alone) is
 * not kept as a rule; "adedi" (a Turkish root's last consonant softened) is not read as "adet".
 */
const REVISIONS_MISSED: string[] = ['budget, scratch that', 'son gün uzadı', 'adet çıkaralım'];

/**
 * A second list, written after the round's first changes in phrasings the first list does not use, measured before
 * any change for it: 16 of 20 before, 18 after ("32 bine kadar" is a limit like "en fazla"; "salıya alalım" moves a
 * value like "aldık").
 */
const REVISIONS_SECOND: Change[] = [
  change('hotel nights after all', 'en', 'the cap for hotel nights is 3', 'we can do 4 nights after all', 'nights is 3', '4 nights'),
  change('launch slipped a week', 'en', 'launch date: 12 May', 'launch slipped a week, now 19 May', '12 May', '19 May'),
  change('slides fine', 'en', 'keep the deck to 10 slides', 'ok 12 slides is fine', '10 slides', '12 slides'),
  change('vans only', 'en', 'we need 3 vans on Saturday', 'we only need 2 vans now', '3 vans', '2 vans'),
  change('spend approved', 'en', 'our monthly spend limit is $2,000', 'finance approved $2,500 for the monthly spend', '$2,000', '$2,500'),
  change('standup moves', 'en', 'standup is at 9:30', 'standup moves to 9:45 from Monday', '9:30', '9:45'),
  change('freeze pushed', 'en', 'the freeze starts on the 18th', 'freeze pushed to the 20th', 'the 18th', 'the 20th'),
  change('digest every 4 hours', 'en', 'send the digest every 2 hours', 'every 4 hours is enough for the digest', 'every 2 hours', 'every 4 hours'),
  change('ticket price dropped', 'en', 'ticket price is €45', 'we dropped the ticket price to €39', '€45', '€39'),
  change('venue capacity', 'en', 'the venue holds 200 people', 'venue capacity is 180 after the fire inspection', '200 people', '180'),
  change('kira çıkabiliriz', 'tr', 'kira en fazla 30 bin', '32 bine kadar çıkabiliriz', '30 bin', '32 bin'),
  change('toplantı kaydırdım', 'tr', 'toplantı perşembe 14:00', "toplantıyı cuma 15:00'e kaydırdım", '14:00', '15:00'),
  change('teslim indirdik', 'tr', 'teslim süresi 10 gün', 'teslim süresini 7 güne indirdik', '10 gün', '7 gün'),
  change('misafir çıktı', 'tr', 'misafir sayısı 60', "misafir sayısı 72'ye çıktı", '60', '72'),
  change('bütçe dolar yapalım', 'tr', 'bütçe 5.000 dolar', 'bütçeyi 6.000 dolar yapalım', '5.000 dolar', '6.000 dolar'),
  change('servis artık', 'tr', "servis saat 07:45'te kalkar", "servis artık 07:30'da kalkıyor", '07:45', '07:30'),
  change('indirim çıkardık', 'tr', 'indirim oranı %10', "indirimi %15'e çıkardık", '%10', '%15'),
  change('rapor salıya', 'tr', 'rapor her pazartesi gelsin', 'raporu salıya alalım', 'pazartesi', 'salıya'),
  change('başvuru uzatıldı', 'tr', 'son başvuru 1 Haziran', "son başvuru tarihi 15 Haziran'a uzatıldı", '1 Haziran', '15 Haziran'),
  change('kişi olabilir', 'tr', 'en fazla 4 kişi gelsin', 'tamam 6 kişi olabilir', '4 kişi', '6 kişi'),
];
/** A count said with another unit ("nights is 3" → "4 nights"); a value restated with no word of change ("holds 200 people" → "capacity is 180"). */
const REVISIONS_SECOND_MISSED: string[] = ['hotel nights after all', 'venue capacity'];

function live(c: SummaryContent, keys: readonly ('constraints' | 'decisions' | 'openQuestions')[]): string[] {
  return keys.flatMap((key) => c[key].filter((item) => item.supersededBy === undefined).map((item) => item.text));
}

function resolved([, language, said, stale, fresh]: Change): boolean {
  const turns = said.map(([role, text], i): SummaryTurn => ({ n: i + 1, role, text }));
  const c = extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
  return live(c, ['constraints', 'decisions']).some((t) => t.includes(fresh)) && !live(c, ['constraints', 'decisions', 'openQuestions']).some((t) => t.includes(stale));
}

// ---------------------------------------------------------------- whose rule it is

/** Someone else's wish, told by the user: no binding line may hold it. */
const THIRD_PARTY: [string, Language][] = [
  ['the customer wants a full refund', 'en'],
  ['my boss would like the report by noon', 'en'],
  ['Priya is pushing for a Friday launch', 'en'],
  ['legal wants us to remove the logo', 'en'],
  ['the client asked for a 10% discount', 'en'],
  ['my wife prefers the beach hotel', 'en'],
  ['the landlord wants six months upfront', 'en'],
  ['Tom keeps asking for a bigger monitor', 'en'],
  ['the vendor insists on a 50% deposit', 'en'],
  ['marketing would love a teaser video', 'en'],
  ['finance is asking whether we can delay the payment', 'en'],
  ['her parents want the ceremony outdoors', 'en'],
  ['müşteri tam iade istiyor', 'tr'],
  ['müdürüm raporu öğlene kadar istiyor', 'tr'],
  ['ev sahibi 3 kira depozito talep ediyor', 'tr'],
  ['annem deniz manzaralı oda istiyormuş', 'tr'],
  ["Ahmet Bey toplantının ertelenmesini rica etti", 'tr'],
  ['ekip cuma günü izin istiyor', 'tr'],
  ['müşteri hafta sonu teslimat istedi', 'tr'],
  ['satış ekibi indirimin uzatılmasını talep ediyor', 'tr'],
  ['patron yeni logoyu pazartesi görmek istiyor', 'tr'],
  ['Zeynep Hanım faturayı şirket adına istiyor', 'tr'],
];
const THIRD_PARTY_MISSED: string[] = [];

// ---------------------------------------------------------------- identifiers

/** [text, the identifier that must come out whole]. */
const IDENTIFIERS: [string, string][] = [
  ['send it to TR33 0006 1005 1978 6457 8413 26 please', 'TR33 0006 1005 1978 6457 8413 26'],
  ['hesap: DE89 3704 0044 0532 0130 00, adı Jonas Weber', 'DE89 3704 0044 0532 0130 00'],
  ['logs are in s3://acme-logs/2026/03/app.log', 's3://acme-logs/2026/03/app.log'],
  ['roll back to ghcr.io/acme/api:1.4.2', 'ghcr.io/acme/api:1.4.2'],
  ['image registry.internal:5000/team/worker:v7 is broken', 'registry.internal:5000/team/worker:v7'],
  ['the contract is with Ayşe Nur Kaya now', 'Ayşe Nur Kaya'],
  ['talk to Jean-Luc Moreau about the van', 'Jean-Luc Moreau'],
  ['the quote was €12,450.00 in the end', '€12,450.00'],
  ['evin fiyatı 1.250.000 TL', '1.250.000 TL'],
  ['upgrade to v2.14.3 first', 'v2.14.3'],
  ['we are on 10.4.1 in staging', '10.4.1'],
  ['merge feature/checkout-v2 after lunch', 'feature/checkout-v2'],
  ['the fix is on hotfix/INC-204-null-ptr', 'hotfix/INC-204-null-ptr'],
  ['JIRA-4521 is the one to watch', 'JIRA-4521'],
  ['mail ops-team@acme.io with the summary', 'ops-team@acme.io'],
  ['beni +90 532 123 45 67 den ara', '+90 532 123 45 67'],
  ['siparişi SP-2026-0042 ile takip et', 'SP-2026-0042'],
  ['attach q3_report_final.xlsx to the mail', 'q3_report_final.xlsx'],
  ['see https://status.acme.io/incidents/991 for the timeline', 'https://status.acme.io/incidents/991'],
  ['revert commit 9f3c2ab', '9f3c2ab'],
  ['db-prod-02.eu-west-1 is the primary', 'db-prod-02.eu-west-1'],
  ['we are on TK 1985 to Berlin', 'TK 1985'],
  ['aracın plakası 34 ABC 123', '34 ABC 123'],
  ['kargo takip no 7281 4410 9932', '7281 4410 9932'],
  ['fatura no FTR2026/0183 olarak geçsin', 'FTR2026/0183'],
  ['müşteri Anadolu Lojistik A.Ş. adına', 'Anadolu Lojistik A.Ş.'],
  ['the total came to $3,400 with tax', '$3,400'],
  ['the room is booked under confirmation 88412907', '88412907'],
  ['postgres 15.6 on the replica', '15.6'],
  ['terraform state lives in gs://infra-state/prod/default.tfstate', 'gs://infra-state/prod/default.tfstate'],
];
/** A two-part version after a lower-case product name reads like a decimal. */
const IDENTIFIERS_MISSED: string[] = ['15.6'];

/** [text, a word that must not come out as an identifier]. */
const NOISE: [string, string][] = [
  ['run SELECT id FROM orders WHERE status = 1 on the replica', 'SELECT'],
  ['the query has a WHERE on status', 'WHERE'],
  ['STATUS   QTY   SKU\nOK       4     AB-1', 'STATUS'],
  ['job 4471 FAILED again', 'FAILED'],
  ['deploy PENDING since 10:00', 'PENDING'],
  ['ITEM      PRICE\nChairs    €2.50', 'PRICE'],
  ['the build is GREEN now', 'GREEN'],
  ['durum: ONAYLANDI', 'ONAYLANDI'],
];
const NOISE_MISSED: string[] = [];

// ---------------------------------------------------------------- the classes

function misses<T>(cases: readonly T[], hit: (c: T) => boolean, name: (c: T) => string): string[] {
  return cases.filter((c) => !hit(c)).map(name);
}

describe('stranger cases: the issue\'s classes in words nobody tuned on', () => {
  it('Turkish prohibitions and obligations on any verb', () => {
    expect(misses(TR_PROHIBITIONS, ([said, rule]) => binding(summarizeOne(said, 'tr')).some((t) => t.includes(rule)), ([said]) => said)).toEqual(TR_PROHIBITIONS_MISSED);
  });
  it('Turkish verbal nouns: nothing filed as a rule', () => {
    expect(misses(TR_VERBAL_NOUNS, (said) => ruleLines(summarizeOne(said, 'tr')).length === 0, (said) => said)).toEqual(TR_VERBAL_NOUNS_MISSED);
  });
  it('English rules without a marker word', () => {
    expect(misses(EN_RULES, ([said, rule]) => binding(summarizeOne(said, 'en')).some((t) => t.includes(rule)), ([said]) => said)).toEqual(EN_RULES_MISSED);
  });
  it('rules, a second list', () => {
    expect(misses(RULES_SECOND, ([said, language, rule]) => binding(summarizeOne(said, language)).some((t) => t.includes(rule)), ([said]) => said)).toEqual(RULES_SECOND_MISSED);
  });
  it('English look-alikes: nothing filed as a rule', () => {
    expect(misses(EN_NOT_RULES, (said) => ruleLines(summarizeOne(said, 'en')).length === 0, (said) => said)).toEqual(EN_NOT_RULES_MISSED);
  });
  it('revisions of a value: the latest live, the stale one not', () => {
    expect(misses(REVISIONS, resolved, ([name]) => name)).toEqual(REVISIONS_MISSED);
  });
  it('revisions, a second list', () => {
    expect(misses(REVISIONS_SECOND, resolved, ([name]) => name)).toEqual(REVISIONS_SECOND_MISSED);
  });
  it('third-party wishes: not the user\'s rule', () => {
    expect(misses(THIRD_PARTY, ([said, language]) => binding(summarizeOne(said, language)).length === 0, ([said]) => said)).toEqual(THIRD_PARTY_MISSED);
  });
  it('identifiers of every shape, whole', () => {
    expect(misses(IDENTIFIERS, ([text, id]) => extractIdentifiers(text).includes(id), ([, id]) => id)).toEqual(IDENTIFIERS_MISSED);
  });
  it('noise is not an identifier', () => {
    expect(misses(NOISE, ([text, word]) => !extractIdentifiers(text).includes(word), ([, word]) => word)).toEqual(NOISE_MISSED);
  });
});
