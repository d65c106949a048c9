import { describe, expect, it } from 'vitest';
import { eachCase, eachLookAlike, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions as strangers type them (issue 14), a twenty-first list, written before reading the supersession code and
 * shaped by how people change a value in chat, not by the spoken test conversations: in domains none of them uses (a
 * ferry line, a pharmacy, a dental lab, a ski rental, a translation agency, a football academy, a choir, a bakery, a
 * bike repair shop, an aquarium, a greenhouse, a tailor; feribot hattı, eczane, diş laboratuvarı, kayak kiralama, çeviri
 * bürosu, futbol akademisi, koro, fırın, bisiklet atölyesi, akvaryum, sera, terzi), half English, half Turkish, lower case,
 * with typos and no marker word, the new value 3 to 17 turns after the first:
 *
 * - the value said again with a word of change or none: "scratch that, make it 40", "actually we can go up to 2k",
 *   "let's push the portal launch to the 14th", "aslında 3 değil 5 kişi olsun", "bütçeyi 20 bine çekelim", "cuma
 *   olmaz perşembeye alalım", "yok 10'dan önce toplantı koyma dedim ya, 11 yap";
 * - a change by percent or by difference ("give the u12s 10% more training time", "iki gün erken başlatalım");
 * - a change of units ("a week" → "10 days", "800 kilo" → "1,2 ton");
 * - a change said by someone with the power to set it, relayed ("the harbour master says …");
 * - the assistant's proposal, taken ("yes go for it", "evet öyle olsun");
 * - one part of a line with several rules changed (the others must stay live).
 *
 * Beside them look-alikes that must stay live, most on the same first statements: a question ("what if we made it
 * 40?"), a past value, a third party's wish, a value of another thing, a hypothetical, a rejected proposal.
 *
 * Resolved: `expectResolved` (the new value's words in a live constraint or decision, no stale value live, neither
 * filed as rejected); for a line of several rules also each other rule's words live. Misses are counted rows
 * (`it.fails`), not skipped: the list's counts below stay true or the run fails.
 */

/** Between two user turns nothing but an acknowledgement. */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'ok' : 'tamam']], ['assistant', language === 'en' ? 'Got it.' : 'Anladım.']);
}

/**
 * Ordinary turns between the first statement and its change, with values of their own about other things: short (3
 * turns between), middling (7) and long (15).
 */
const SHORT: Record<Language, Step[]> = {
  en: [['assistant', 'Noted.'], 'can you send me the invoice template', ['assistant', 'Sent, it is in your inbox.']],
  tr: [['assistant', 'Not aldım.'], 'fatura şablonunu atar mısın', ['assistant', 'Gönderdim, gelen kutunda.']],
};
const MIDDLE: Record<Language, Step[]> = {
  en: [
    ['assistant', 'Noted.'],
    'whats the weather on saturday',
    ['assistant', 'Light rain in the morning, 14 degrees by noon.'],
    'ugh ok. did the insurance guy call back',
    ['assistant', 'Yes, the renewal is £412 and due on the 9th.'],
    'pay it from the main account',
    ['assistant', 'Scheduled for the 8th.'],
  ],
  tr: [
    ['assistant', 'Not aldım.'],
    'cumartesi hava nasıl',
    ['assistant', 'Sabah hafif yağmur, öğlene doğru 14 derece.'],
    'off tamam. sigortacı geri döndü mü',
    ['assistant', "Evet, yenileme 2.340 TL, ayın 9'unda ödenecek."],
    'ana hesaptan öde',
    ['assistant', "8'ine planladım."],
  ],
};
const LONG: Record<Language, Step[]> = {
  en: [
    ...MIDDLE.en,
    'who has the spare keys',
    ['assistant', 'Jonas has one set, the other is in the safe.'],
    'ok. and the wifi password for guests?',
    ['assistant', 'It is on the card by the door: guest2024.'],
    'change it next week pls',
    ['assistant', 'Added to the list for Monday.'],
    'thx, also remind me to call the accountant',
    ['assistant', 'Reminder set for tomorrow at 10:00.'],
  ],
  tr: [
    ...MIDDLE.tr,
    'yedek anahtarlar kimde',
    ['assistant', 'Bir takım Selin’de, diğeri kasada.'],
    'tamam. misafir wifi şifresi neydi',
    ['assistant', 'Kapının yanındaki kartta yazıyor: misafir2024.'],
    'haftaya değiştirelim onu',
    ['assistant', 'Pazartesi listesine ekledim.'],
    'sağol, muhasebeciyi aramamı da hatırlat',
    ['assistant', "Yarın 10:00'a hatırlatıcı kurdum."],
  ],
};
const GAPS = [SHORT, MIDDLE, LONG] as const;

/** The first statement, ordinary turns (`gap`: 0 short, 1 middling, 2 long), then the rest. */
function apart(language: Language, gap: 0 | 1 | 2, first: Step, ...rest: Step[]): Step[] {
  return [first, ...GAPS[gap][language], ...rest];
}

/** The value said again: with a word of change or with none. */
const SAID_AGAIN: Case[] = [
  ['scratch that, make it 40', 'en', apart('en', 0, 'max 30 passengers on the harbour tour', 'oh the harbour tour, scratch that, make it 40'), 'make it 40', ['max 30 passengers']],
  ['actually we can go up to 2k', 'en', apart('en', 1, 'keep the flu vaccine order under 1500 dollars', 'actually we can go up to 2k on the flu vaccines'), 'up to 2k', ['under 1500']],
  ["let's push the launch to the 14th", 'en', apart('en', 2, 'we launch the new client portal on the 7th', "let's push the portal launch to the 14th"), 'to the 14th', ['on the 7th']],
  ['we said 25 kids, lets do 20', 'en', apart('en', 1, 'each training group gets 25 kids', 'hmm 25 is a lot for one coach, lets do 20 kids per group'), '20 kids per group', ['gets 25 kids']],
  ['cut the budget to 3.5k', 'en', apart('en', 2, 'the spring concert budget is 4k', 'cut the spring concert budget to 3.5k'), 'budget to 3.5k', ['budget is 4k']],
  ["friday doesn't work, thursday", 'en', apart('en', 0, 'the sourdough tasting is on friday at 4', "friday doesnt work for them anymore, lets do the sourdough tasting thursday at 4"), 'tasting thursday at 4', ['on friday at 4']],
  ['typos: actualy … shoudl be', 'en', apart('en', 1, 'teh ski lockers cost 8 eur a day', 'actualy lockers shoudl be 10 eur a day'), '10 eur a day', ['8 eur a day']],
  ['nah make it 350', 'en', apart('en', 0, 'order 200 flyers for the academy open day', 'nah make it 350 flyers, more schools are coming'), '350 flyers', ['200 flyers']],
  ['the cut-off moves to half past 4', 'en', apart('en', 2, 'the pharmacy order cut-off is 3pm', 'the order cut-off moves to half past 4 from monday'), 'half past 4', ['cut-off is 3pm']],
  ['we can squeeze 15 in', 'en', apart('en', 1, 'no more than 12 visitors on the shark feeding tour', 'ok we can squeeze 15 visitors into the shark feeding tour'), 'squeeze 15 visitors', ['no more than 12 visitors']],
  ['switch to net 15', 'en', apart('en', 0, 'we pay the freelance translators net 30', 'switch the freelance translators to net 15'), 'to net 15', ['net 30']],
  ['40 is too many, 32 is enough', 'en', apart('en', 1, 'order 40 choir robes', 'hmm 40 is too many, 32 choir robes is enough'), '32 choir robes', ['order 40 choir robes']],
  ['the deadline moved up, by the 17th now', 'en', apart('en', 2, 'the legal translation is due on the 20th', 'we have to deliver the legal translation by the 17th now'), 'by the 17th', ['on the 20th']],
  ['aslında 3 değil 5 kişi olsun', 'tr', apart('tr', 0, 'tercüme ekibi en fazla 3 kişi olsun', 'ekip aslında 3 değil 5 kişi olsun'), '5 kişi olsun', ['en fazla 3 kişi']],
  ['bütçeyi 20 bine çekelim', 'tr', apart('tr', 1, 'koro kıyafetleri için bütçe 15 bin TL', 'kıyafet bütçesini 20 bine çekelim'), '20 bine çekelim', ['15 bin TL']],
  ['cuma olmaz perşembeye alalım', 'tr', apart('tr', 2, 'kron teslimatı cuma yapılsın', 'cuma olmaz teslimatı perşembeye alalım'), 'perşembeye alalım', ['cuma yapılsın']],
  ["yok 10'dan önce toplantı koyma dedim ya, 11 yap", 'tr', apart('tr', 1, "sabah 10'dan önce toplantı koymayın", "yok 10'dan önce toplantı koyma dedim ya, 11 yap"), '11 yap', ["sabah 10'dan önce"]],
  ['25 fazla, 20 yeter', 'tr', apart('tr', 0, 'akademiye bu dönem 25 çocuk alalım', 'akademi için 25 fazla bence, 20 çocuk yeter'), '20 çocuk yeter', ['25 çocuk alalım']],
  ['salı olmuyo çarşambaya kaydıralım', 'tr', apart('tr', 2, 'koro provası salı akşamı', 'salı olmuyo provayı çarşamba akşamına kaydıralım'), 'çarşamba akşamına', ['salı akşamı']],
  ['saati 16:30’a çekelim', 'tr', apart('tr', 1, "ilaç siparişi saat 15:00'e kadar verilsin", "sipariş saatini 16:30'a çekelim"), "16:30'a çekelim", ["15:00'e kadar"]],
  ['artık 16:00’ya kadar açık', 'tr', apart('tr', 0, "atölye cumartesi 14:00'te kapansın", "atölye cumartesi artık 16:00'ya kadar açık kalsın"), "16:00'ya kadar", ["14:00'te kapansın"]],
  ['30 değil 45 kişilik', 'tr', apart('tr', 2, 'pasta tadımı için 30 kişilik yer ayırt', 'tadım için 30 değil 45 kişilik yer lazım'), '45 kişilik', ['30 kişilik yer ayırt']],
  ['vadeyi 15 güne indirelim', 'tr', apart('tr', 1, 'çevirmenlere ödemeyi 30 gün vadeli yapalım', 'çevirmenlerin vadesini 15 güne indirelim'), '15 güne indirelim', ['30 gün vadeli']],
  ['40 çok, 32 yeterli', 'tr', apart('tr', 0, 'koro formalarından 40 tane sipariş edelim', '40 çok, 32 forma yeterli'), '32 forma', ['40 tane sipariş']],
  ['typo: aslnda 3 dil', 'tr', apart('tr', 2, 'tur rehberi 2 dil bilsin', 'rehber 3 dil bilen biri olsun aslnda'), '3 dil bilen', ['2 dil bilsin']],
  ['minimum 20 derece olsun', 'tr', apart('tr', 1, 'sera sıcaklığı 18 derecenin altına düşmesin', 'seranın sıcaklığı minimum 20 derece olsun'), '20 derece olsun', ['18 derecenin']],
];

/** A change by percent or by difference, and a change of units. */
const RELATIVE: Case[] = [
  ['10% more', 'en', apart('en', 1, 'the u12 squad trains 6 hours a week', 'give the u12 squad 10% more training time'), '10% more', ['6 hours a week']],
  ['two days earlier', 'en', apart('en', 0, 'crowns ship 5 days after the impression', 'crowns should ship 2 days earlier than that'), '2 days earlier', ['5 days after']],
  ['bump the rate 15%', 'en', apart('en', 2, 'the translation rate is 0.12 per word', 'bump the translation rate 15%, everyone else did'), 'rate 15%', ['0.12 per word']],
  ['20 minutes later', 'en', apart('en', 1, 'the morning ferry departs at 7:15', 'move the morning ferry 20 minutes later'), '20 minutes later', ['at 7:15']],
  ['half an hour earlier', 'en', apart('en', 0, 'the bakery van leaves at 5:30', 'the bakery van should leave half an hour earlier'), 'half an hour earlier', ['leaves at 5:30']],
  ['5 over that, 30 a head', 'en', apart('en', 2, 'dinner for the tour group is 25 per head max', 'we can go 5 over that, 30 a head for the tour group dinner'), '30 a head', ['25 per head']],
  ['units: 90 minutes → 2 hours', 'en', apart('en', 1, 'helmet rental is capped at 90 minutes', 'make the helmet rental cap 2 hours'), 'cap 2 hours', ['90 minutes']],
  ['units: a week → 10 days', 'en', apart('en', 2, 'people can keep rental skis for 1 week max', 'let people keep rental skis up to 10 days'), 'up to 10 days', ['1 week max']],
  ['units: 800 kg → 1.2 t', 'en', apart('en', 0, 'a pallet can be 800 kg max', 'turns out the lift takes 1.2 t so a pallet can be 1.2 t'), 'can be 1.2 t', ['800 kg max']],
  ['%10 artıralım', 'tr', apart('tr', 1, 'eczane stoğu aylık 400 kutu', 'eczane stoğunu %10 artıralım'), '%10 artıralım', ['400 kutu']],
  ['iki gün erken', 'tr', apart('tr', 2, "feribot seferleri 12 Mayıs'ta başlasın", 'seferleri iki gün erken başlatalım'), 'iki gün erken', ["12 Mayıs'ta"]],
  ['%15 zam', 'tr', apart('tr', 0, 'tercüme ücreti sayfa başı 300 TL', 'tercüme ücretine %15 zam yapalım'), '%15 zam', ['300 TL']],
  ['yarım saat erken', 'tr', apart('tr', 1, "fırın arabası 5:30'da çıksın", 'fırın arabası yarım saat erken çıksın'), 'yarım saat erken', ["5:30'da çıksın"]],
  ['50 lira daha, 300’e kadar', 'tr', apart('tr', 2, "kişi başı yemek 250 TL'yi geçmesin", "yemeğe 50 lira daha verebiliriz, kişi başı 300'e kadar"), "300'e kadar", ["250 TL'yi"]],
  ['birim: 3 gün → bir hafta', 'tr', apart('tr', 0, 'kayak kiralama en fazla 3 gün', 'kayakları bir haftaya kadar kiralayabilsinler'), 'bir haftaya kadar', ['en fazla 3 gün']],
  ['birim: 800 kilo → 1,2 ton', 'tr', apart('tr', 1, 'palet en fazla 800 kilo olsun', 'asansör 1,2 ton taşıyormuş, palet 1,2 tona kadar olabilir'), '1,2 tona kadar', ['en fazla 800 kilo']],
  ['birim: 90 dakika → 2 saat', 'tr', apart('tr', 2, 'kask kiralama en fazla 90 dakika', 'kask kiralamayı 2 saate çıkaralım'), '2 saate çıkaralım', ['90 dakika']],
];

/** Said by someone with the power to set it, relayed; and the assistant's proposal, taken. */
const SET_OR_TAKEN: Case[] = [
  ['the choir director says … now', 'en', apart('en', 1, 'rehearsals finish at 20:30', 'the choir director says we rehearse till 21:00 now'), 'till 21:00', ['finish at 20:30']],
  ['the harbour master says … now', 'en', apart('en', 2, 'no more than 150 passengers per crossing', 'the harbour master says we can take 180 per crossing now'), 'take 180', ['150 passengers']],
  ['yeah do that, the assistant’s 4 vans', 'en', apart('en', 0, 'book 3 vans for the ferry freight', ['assistant', 'Would 4 vans be safer, given the extra pallets?'], 'yeah do that'), '4 vans', ['book 3 vans']],
  ['yes go for it, until 7', 'en', apart('en', 1, 'keep the bike repair shop open till 6 on saturdays', ['assistant', 'Saturday walk-ins peak after 5; staying open until 7 would cover them. Shall I change it?'], 'yes go for it'), 'until 7', ['till 6']],
  ['sounds good, 0.15', 'en', apart('en', 2, 'offer the new translators 0.10 per word', ['assistant', 'Most agencies pay around 0.15 per word now; offering 0.15 would fill the roster faster. Want me to use that?'], 'sounds good'), '0.15 per word', ['0.10 per word']],
  ['teknik direktör … dedi', 'tr', apart('tr', 1, "antrenmanlar 18:00'de başlasın", "teknik direktör antrenmanlar artık 17:30'da başlayacak dedi"), "17:30'da başlayacak", ["18:00'de başlasın"]],
  ['liman başkanlığı izin verdi', 'tr', apart('tr', 0, 'seferde en fazla 150 yolcu olsun', 'liman başkanlığı seferde artık 180 yolcuya izin verdi'), '180 yolcuya', ['en fazla 150 yolcu']],
  ['evet öyle olsun, 1,5 TL', 'tr', apart('tr', 2, 'çeviri için kelime başı 1,2 TL verelim', ['assistant', 'Piyasa 1,5 TL civarında; kelime başı 1,5 TL önersek çevirmen daha hızlı bulunur. Değiştireyim mi?'], 'evet öyle olsun'), '1,5 TL', ['1,2 TL']],
  ['olur öyle yap, 15 kişi', 'tr', apart('tr', 1, 'akvaryum turunu 12 kişiyle sınırla', ['assistant', 'Hafta sonu talep yüksek; turu 15 kişiye çıkarsak bekleme listesi erir. Öyle yapayım mı?'], 'olur öyle yap'), '15 kişi', ['12 kişiyle']],
  ['tamam aynen, 10 Haziran', 'tr', apart('tr', 0, "terzi provası 3 Haziran'da", ['assistant', "Kumaş 5 Haziran'da geliyor; provayı 10 Haziran'a alalım mı?"], 'tamam aynen'), '10 Haziran', ["3 Haziran'da"]],
];

/** One part of a line with several rules changed: [name, language, steps, fresh, stale, the other rules' words]. */
type PartCase = [string, Language, Step[], string, string[], string[]];
const PART: PartCase[] = [
  ['the pallet cap of three rules', 'en', apart('en', 1, 'no deliveries before 8, max 2 pallets per drop, and always call the pharmacist first', 'make it 3 pallets per drop'), '3 pallets per drop', ['max 2 pallets'], ['before 8', 'call the pharmacist']],
  ['the deposit of two rules', 'en', apart('en', 2, 'ski rental deposit is 50 eur and no rentals to under 12s without a parent', 'deposit goes up to 80 eur'), 'up to 80 eur', ['deposit is 50 eur'], ['without a parent']],
  ['koli sınırı, üç kuraldan biri', 'tr', apart('tr', 1, "teslimat sabah 9'dan önce olmasın, palet başına en fazla 20 koli, faturayı da e-postayla atın", 'koli sınırını 25 yapalım'), '25 yapalım', ['en fazla 20 koli'], ["9'dan önce", 'e-postayla']],
  ['saat, iki kuraldan biri', 'tr', apart('tr', 2, "prova 19:00'da başlasın ve telefonlar sessizde olsun", "provayı 19:30'a alalım"), "19:30'a alalım", ["19:00'da başlasın"], ['sessizde']],
];

/** Words of the same forms that change nothing: [name, language, steps, a key of the statement that stays live]. */
const STAYS: [string, Language, Step[], string][] = [
  ['what if we made it 40?', 'en', apart('en', 0, 'max 30 passengers on the harbour tour', 'what if we made it 40?'), 'max 30 passengers'],
  ['could we go up to 2k?', 'en', apart('en', 1, 'keep the flu vaccine order under 1500 dollars', 'could we go up to 2k on the flu vaccines?'), 'under 1500'],
  ['a past value', 'en', apart('en', 2, 'crowns ship 5 days after the impression', 'last year crowns went out in 8 days'), '5 days after'],
  ['a parent wants it', 'en', apart('en', 1, 'the u12 squad trains 6 hours a week', 'one of the dads wants 8 hours a week for the u12s'), '6 hours a week'],
  ['another thing’s cap', 'en', apart('en', 0, 'helmet rental is capped at 90 minutes', 'board rental is 3 hours max'), 'capped at 90 minutes'],
  ['a hypothetical', 'en', apart('en', 2, 'rehearsals finish at 20:30', "if the church lets us we'd rehearse till 21:00"), 'finish at 20:30'],
  ['the assistant’s 4 vans turned down', 'en', apart('en', 1, 'book 3 vans for the ferry freight', ['assistant', 'Would 4 vans be safer, given the extra pallets?'], 'no, 3 is fine'), 'book 3 vans'],
  ['until 7 turned down', 'en', apart('en', 0, 'keep the bike repair shop open till 6 on saturdays', ['assistant', 'Staying open until 7 would cover the walk-ins. Shall I change it?'], 'nah leave it'), 'till 6'],
  ['would pushing it hurt?', 'en', apart('en', 2, 'we launch the new client portal on the 7th', 'would pushing the portal to the 14th hurt anyone?'), 'on the 7th'],
  ['the freelancer asked for more', 'en', apart('en', 1, 'the translation rate is 0.12 per word', 'the freelancer asked for 0.15 per word'), '0.12 per word'],
  ['the car deck', 'en', apart('en', 0, 'no more than 150 passengers per crossing', 'the car deck takes 40 cars'), '150 passengers'],
  ['the old driver used to', 'en', apart('en', 1, 'the bakery van leaves at 5:30', 'the old driver used to leave at 5'), 'leaves at 5:30'],
  ['if we switched them', 'en', apart('en', 2, 'we pay the freelance translators net 30', "if we switched them to net 15 we'd run short in march"), 'net 30'],
  ['5 kişi yapsak nasıl olur?', 'tr', apart('tr', 0, 'tercüme ekibi en fazla 3 kişi olsun', 'ekibi 5 kişi yapsak nasıl olur?'), 'en fazla 3 kişi'],
  ['geçen yıl', 'tr', apart('tr', 1, 'koro kıyafetleri için bütçe 15 bin TL', 'geçen yıl kıyafetlere 20 bin harcamıştık'), '15 bin TL'],
  ['laboratuvar istiyor', 'tr', apart('tr', 2, 'kron teslimatı cuma yapılsın', 'laboratuvar teslimatı perşembe istiyor'), 'cuma yapılsın'],
  ['başka şeyin stoğu', 'tr', apart('tr', 1, 'eczane stoğu aylık 400 kutu', 'vitamin stoğu aylık 150 kutu'), '400 kutu'],
  ['olsaydı', 'tr', apart('tr', 0, "antrenmanlar 18:00'de başlasın", "okul erken bitseydi antrenmanlar 17:30'da başlayabilirdi"), "18:00'de başlasın"],
  ['yok, 1,2 kalsın', 'tr', apart('tr', 2, 'çeviri için kelime başı 1,2 TL verelim', ['assistant', 'Kelime başı 1,5 TL önersek çevirmen daha hızlı bulunur. Değiştireyim mi?'], 'yok kalsın'), '1,2 TL verelim'],
  ['hayır gerek yok', 'tr', apart('tr', 1, 'akvaryum turunu 12 kişiyle sınırla', ['assistant', 'Turu 15 kişiye çıkaralım mı?'], 'hayır gerek yok'), '12 kişiyle'],
  ["180'e çıkarsak?", 'tr', apart('tr', 0, 'seferde en fazla 150 yolcu olsun', "seferi 180'e çıkarsak sorun olur mu?"), 'en fazla 150 yolcu'],
  ['antrenör istiyor', 'tr', apart('tr', 2, 'akademiye bu dönem 25 çocuk alalım', 'antrenör 30 çocuk istiyor'), '25 çocuk alalım'],
  ['eskiden', 'tr', apart('tr', 1, "ilaç siparişi saat 15:00'e kadar verilsin", "eskiden 17:00'ye kadar verebiliyorduk"), "15:00'e kadar"],
  ['içecekler', 'tr', apart('tr', 0, "kişi başı yemek 250 TL'yi geçmesin", 'içecekler kişi başı 100 TL'), "250 TL'yi"],
  ['asansör büyük olsaydı', 'tr', apart('tr', 2, 'palet en fazla 800 kilo olsun', 'asansör büyük olsaydı palet 1 tona çıkardı'), 'en fazla 800 kilo'],
  ['çarşambaya mı alsak?', 'tr', apart('tr', 1, 'koro provası salı akşamı', 'provayı çarşambaya mı alsak acaba?'), 'salı akşamı'],
];

/**
 * The first count, before any change for this list: 28 of 57 chains resolved, 22 of 26 look-alikes live (first written
 * as 30 of 57: two chains passed because their first statement, with no verb, "koro provası salı akşamı", "eczane stoğu
 * aylık 400 kutu", is kept by no item, so nothing stale was left; each chain now checks the rule is kept before it
 * changes; and a vet clinic and a cake tasting, domains two spoken conversations touch, became a bike repair shop and a
 * sourdough tasting, after which "yes go for it" no longer takes the assistant's "until 7"). The misses:
 * the stale rule left live beside the new value (most), the new value not kept as a rule ("we can squeeze 15 visitors
 * …", "… so a pallet can be 1.2 t" cut from its "turns out"), the assistant's figure taken with no figure of the user's
 * ("yeah do that", "sounds good", "evet öyle olsun"), and every line of several rules (the changed part replaced the
 * whole line, or a rule of it was lost), and the two first statements never kept.
 */
/*
 * After the twenty-first round's change (`supersession.ts`): 35 of 57 chains resolved, 23 of 26 look-alikes live. Fixed
 * by class: a currency said as a word ("1500 dollars"), a time said in words ("half past 4", "noon", "4 buçuk"), a length
 * of time in another unit of its scale ("90 minutes" → "2 hours", "1 week" → "10 days", "90 dakika" → "2 saat"), a
 * weight in another unit ("800 kilo" → "1,2 ton"), the earlier day ruled out in the later turn ("friday doesnt work …,
 * lets do … thursday", "cuma olmaz … perşembeye alalım"; "cuma" was read as a negative imperative), and a change said
 * under a condition not met ("if the church lets us we'd rehearse till 21:00") no longer replaces anything.
 */
/*
 * After the twenty-second round's change (its own list is `strangerRevisionsTwo.test.ts`): 38 of 57 chains resolved,
 * 23 of 26 look-alikes live: "10% more" training time (a share that names its thing), "switch to net 15" (payment
 * terms), "evet öyle olsun, 1,5 TL" (an offer to change that names no value, taken).
 */
const MISSED = new Set<string>([
  'we said 25 kids, lets do 20',
  'we can squeeze 15 in',
  "yok 10'dan önce toplantı koyma dedim ya, 11 yap",
  '40 çok, 32 yeterli',
  'salı olmuyo çarşambaya kaydıralım',
  '%10 artıralım',
  'bump the rate 15%',
  '5 over that, 30 a head',
  'units: 800 kg → 1.2 t',
  '50 lira daha, 300’e kadar',
  'birim: 3 gün → bir hafta',
  'yeah do that, the assistant’s 4 vans',
  'yes go for it, until 7',
  'sounds good, 0.15',
  'liman başkanlığı izin verdi',
]);
const PART_MISSED = new Set<string>(['the deposit of two rules', 'koli sınırı, üç kuraldan biri', 'saat, iki kuraldan biri']);
/**
 * Live-kept misses of the first count, already so before this list: two false resolutions (the user's rule marked
 * superseded by "if the church lets us we'd rehearse till 21:00" and by the drinks' own "kişi başı 100 TL"), and two
 * whose first statement no item keeps ("eczane stoğu aylık 400 kutu", "koro provası salı akşamı").
 */
const STAYS_MISSED = new Set<string>(['başka şeyin stoğu', 'içecekler', 'çarşambaya mı alsak?']);

const { stays, keptThenResolved: resolved, partResolved } = listChecks(talk);

describe('revisions as strangers type them, a twenty-first list', () => {
  describe('the value said again', () => eachCase(SAID_AGAIN, MISSED, resolved));
  describe('by percent, by difference, in other units', () => eachCase(RELATIVE, MISSED, resolved));
  describe('set by someone in charge, or the assistant’s proposal taken', () => eachCase(SET_OR_TAKEN, MISSED, resolved));
  describe('one part of a line of several rules', () => eachCase(PART, PART_MISSED, partResolved));
  eachLookAlike(STAYS, STAYS_MISSED, stays);

  it('has the size the brief asks and its counts as written', () => {
    const chains = [...SAID_AGAIN, ...RELATIVE, ...SET_OR_TAKEN, ...PART];
    expect(chains.length).toBeGreaterThanOrEqual(50);
    expect(STAYS.length).toBeGreaterThanOrEqual(25);
    const tr = chains.filter((c) => c[1] === 'tr').length;
    expect(Math.abs(2 * tr - chains.length)).toBeLessThanOrEqual(4);
    // Every name a set of misses names is a row of the list: a renamed row cannot leave a stale miss behind.
    const names = new Set(chains.map((c) => c[0]));
    expect([...MISSED, ...PART_MISSED].filter((n) => !names.has(n))).toEqual([]);
    expect([...STAYS_MISSED].filter((n) => !STAYS.some((s) => s[0] === n))).toEqual([]);
  });
});
