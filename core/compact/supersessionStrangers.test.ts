import { describe, it } from 'vitest';
import { expectResolved, staysLive, talk as talkOf, type ActedStep, type Language } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Rules wrongly marked superseded (issue 14), a stranger list written before
 * any change for it, in domains the spoken test conversations do not use (a
 * dental practice, freight forwarding, a school trip, a bakery chain,
 * municipal permits, a football club, a translation agency; diş kliniği,
 * nakliye, okul gezisi, fırın zinciri, belediye ruhsatı, futbol kulübü,
 * çeviri bürosu).
 *
 * Half must stay live: a later statement about the same subject that does
 * not replace the rule — another rule beside it (a bound the other way), a
 * question about it, the assistant's echo or plan, a tool result that
 * reports a value, a rule about another instance of the same kind (another
 * day, another room, another place), a value for the exception the rule
 * itself names ("unless it's a match day"), a one-off exception ("just this
 * once", "bu seferlik"), a value of the same kind in another role (a start
 * against a deadline, a meeting against a delivery), a part against the
 * total ("the transport cap" against "the total budget"), a number that
 * merely appears later. Decided by the schema's rule (docs/compaction.md):
 * a one-off exception is not a later statement about the same thing — the
 * rule still holds for every other case, so it stays live and the exception
 * is an item of its own.
 *
 * The other half are true replacements, which must still be marked (the
 * latest value live, the stale one not): the fix cannot be "never mark".
 */
const talk = (language: Language, steps: readonly ActedStep[]) =>
  talkOf(steps, [['assistant', language === 'en' ? 'Right.' : 'Peki.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);

/** [name, language, steps, the words of the rule that must stay live]. */
type Stays = [string, Language, ActedStep[], string];

const STAYS: Stays[] = [
  // Another rule beside it: a bound the other way.
  ['a bound the other way', 'en', ['no deliveries to the Bristol depot before 08:00', 'and no deliveries to the Bristol depot after 17:30 either'], 'before 08:00'],
  ['öbür yönde bir sınır', 'tr', ["tır depoya 08:00'den önce girmesin", "depoya 17:30'dan sonra da tır girmesin"], "08:00'den önce"],
  // Another instance of the same kind: another place, another day, another room.
  ['the coach from another place', 'en', ['the coach leaves the school at 07:45 sharp', 'the coach leaves the museum at 15:30 for the way back'], '07:45 sharp'],
  ['another weekday', 'en', ['on Mondays the bakery opens at 06:30', 'on Saturdays the bakery opens at 08:00'], 'opens at 06:30'],
  ['another room', 'en', ['the small consult room holds 6 people max', 'the council chamber holds 40 people'], '6 people max'],
  ['başka bir gün', 'tr', ["pazartesi antrenmanı 18:30'da", "çarşamba antrenmanı 19:00'da"], "18:30'da"],
  // The exception the rule names, given a value.
  ['the exception the rule names', 'en', ['squad meets at 09:00, nobody earlier unless it is a match day', '07:30 for the match day. everyone else 09:00'], 'nobody earlier unless it is a match day'],
  ['kuralın kendi istisnası', 'tr', ["maç günleri hariç antrenman 18:00'de başlar", "maç günü ısınma 16:00'da"], "antrenman 18:00'de"],
  // A one-off exception.
  ['just this once', 'en', ['the surgery closes at 18:00, no appointments after that', 'just this once, a 19:00 slot for Mrs Hale on Thursday is fine'], 'closes at 18:00'],
  ['bu seferlik', 'tr', ["fırın şubeleri 19:00'da kapanır", "bu seferlik Kadıköy şubesi 21:00'e kadar açık kalsın"], "19:00'da kapanır"],
  // A value of the same kind in another role.
  ['a meeting against a delivery', 'en', ['the Lopez contract translation must be delivered by 14 March', 'the kickoff call with Lopez is on 3 March'], 'by 14 March'],
  ['a start against a deadline', 'en', ['the bakery refit must be finished by 20 Feb, the health inspection is on the 21st', 'the fitters can start the bakery refit on 5 Jan, book them'], 'finished by 20 Feb'],
  ['toplantı ve teslim', 'tr', ["tercüme 14 Mart'a kadar teslim edilmeli", "müşteriyle açılış toplantısı 3 Mart'ta"], "14 Mart'a kadar"],
  ['başlangıç ve bitiş', 'tr', ["dükkan tadilatı 20 Şubat'a kadar bitmeli", "ustalar dükkan tadilatına 5 Ocak'ta başlayabilir"], "20 Şubat'a kadar"],
  // A part against the total.
  ['a part of the total', 'en', ['the total budget for the trip is £9,000, all in', 'the coach company says the transport cap is £2,400 now'], '£9,000'],
  ['toplamın bir parçası', 'tr', ['gezinin toplam bütçesi 90 bin TL, her şey dahil', 'otobüs firması ulaşım bütçesi 24 bin TL olsun diyor'], '90 bin TL'],
  // A number that merely appears later.
  ['a number in a sum', 'en', ['book 18 rooms for the away fixture', '18 × 95 = 1,710 for the rooms, plus 12 × 40 for meals, fine'], '18 rooms'],
  ['geçmişte ödenen tutar', 'tr', ['ruhsat harcı en fazla 2.500 TL olmalı', 'geçen yıl harç için 2.100 TL ödemiştik'], '2.500 TL'],
  // A question about it.
  ['a question about it', 'en', ['never pay an invoice over €5,000 without my sign-off', 'did the Meyer invoice of €6,200 come in?'], '€5,000'],
  ['onun hakkında bir soru', 'tr', ['5.000 TL üstü faturalar için onayım lazım', 'Meyer faturası 6.200 TL geldi mi?'], '5.000 TL'],
  // The assistant's plan.
  ['the assistant plans around it', 'en', ['under-12 training is Tuesday 18:30 at Elm Park', ['assistant', 'Noted. I will book the pitch from 18:00 so they have time to warm up.'], 'ok'], 'Tuesday 18:30'],
  // A tool's result that reports a value.
  ['a tool reports a date', 'en', ['the Harbour St permit application must go in by 12 May', ['call', 'permit_portal({"query": "next committee"})'], ['tool', 'Next planning committee: 19 May 2026, agenda closes 5 May.']], 'by 12 May'],
  ['araç bir tarih bildiriyor', 'tr', ["ruhsat başvurusu 12 Mayıs'a kadar yapılmalı", ['call', 'ruhsat_portali({"sorgu": "encumen"})'], ['tool', 'Bir sonraki encümen toplantısı: 19 Mayıs 2026.']], "12 Mayıs'a kadar"],
  // An approved call that sets a value of the same kind in another role.
  [
    'an invoice due date against a delivery date',
    'en',
    ['the certified translation for the Kraus file is due 9 June', ['assistant', 'Shall I send Kraus the invoice now?'], 'yes', ['call', 'send_invoice({"client": "Kraus", "due_date": "2026-06-30", "amount": "€480"})'], ['tool', 'sent']],
    'due 9 June',
  ],
  // Written after the first changes, from what the tuning half showed: an approved call whose name of a place holds the
  // rule's word ("Bakery Lane Depot", "Atatürk Okulu").
  [
    'a call names a place with the word',
    'en',
    ['the bakery run starts at 05:00, not earlier', ['assistant', 'Shall I book the van for tomorrow?'], 'yes', ['call', 'book_van({"depot": "Bakery Lane Depot", "date": "2026-05-04", "from": "04:30"})'], ['tool', 'booked']],
    'starts at 05:00',
  ],
  [
    'araç bir yer adında kelimeyi geçiriyor',
    'tr',
    ["veli toplantısı okulda 18:00'de başlar", ['assistant', 'Velilere hatırlatma gönderelim mi?'], 'evet', ['call', 'sms_gonder({"metin": "Yarın 17:00 Atatürk Okulu spor salonunda maç var"})'], ['tool', 'gönderildi']],
    "18:00'de",
  ],
];

/** [name, language, steps, the latest value, the stale values]. */
type Resolved = [string, Language, ActedStep[], string, string[]];

const REPLACED: Resolved[] = [
  ['a bound moved', 'en', ['no deliveries to the Bristol depot before 08:00', 'actually no deliveries before 07:00 from now on, the depot opens earlier'], '07:00', ['08:00']],
  ['a delivery date moved', 'en', ['the Lopez contract translation must be delivered by 14 March', 'Lopez moved the delivery deadline to 12 March'], '12 March', ['14 March']],
  ['closing time changed for good', 'en', ['the surgery closes at 18:00, no appointments after that', 'from next week the surgery closes at 19:00'], '19:00', ['18:00']],
  ['the total cut', 'en', ['the total budget for the trip is £9,000, all in', 'the total budget is now £8,200, the PTA cut it'], '£8,200', ['£9,000']],
  ['training moved to another day', 'en', ['under-12 training is Tuesday 18:30 at Elm Park', 'under-12 training moves to Wednesday from now on'], 'Wednesday', ['Tuesday 18:30']],
  ['the room holds more now', 'en', ['the small consult room holds 6 people max', 'the small consult room holds 8 people now, they took the cabinet out'], '8 people', ['6 people max']],
  ['the coach leaves earlier', 'en', ['the coach leaves the school at 07:45 sharp', 'the coach leaves the school at 07:15 instead, the museum slot moved'], '07:15', ['07:45']],
  ['loaves made more', 'en', ['send 40 sourdough loaves to the Clifton shop every day', 'make that 48 sourdough loaves for Clifton, weekends are busier'], '48 sourdough', ['40 sourdough']],
  ['the exception made the rule', 'en', ['the surgery closes at 18:00, no appointments after that', 'from now on 19:00 is our closing time'], '19:00', ['18:00']],
  [
    'an approved call moves the hearing',
    'en',
    ['the committee hearing for Harbour St is on 12 May', ['assistant', 'The council moved its hearings. Shall I rebook the Harbour St hearing for 19 May?'], 'yes', ['call', 'rebook_hearing({"hearing": "Harbour St", "date": "2026-05-19"})'], ['tool', 'ok'], ['assistant', 'The Harbour St hearing is now on 19 May.']],
    '19 May',
    ['12 May'],
  ],
  ['sınır öne çekildi', 'tr', ["tır depoya 08:00'den önce girmesin", "artık 07:00'den önce girmesin, depo erken açılıyor"], '07:00', ['08:00']],
  ['teslim öne çekildi', 'tr', ["tercüme 14 Mart'a kadar teslim edilmeli", "müşteri tercüme teslimini 12 Mart'a çekti"], '12 Mart', ['14 Mart']],
  ['kapanış saati değişti', 'tr', ["fırın şubeleri 19:00'da kapanır", "artık fırın şubeleri 20:00'de kapanacak"], '20:00', ['19:00']],
  ['toplam bütçe düştü', 'tr', ['gezinin toplam bütçesi 90 bin TL, her şey dahil', "gezinin toplam bütçesi 80 bin TL'ye düştü"], '80 bin', ['90 bin']],
  ['antrenman saati değişti', 'tr', ["pazartesi antrenmanı 18:30'da", "pazartesi antrenmanını 19:00'a aldık"], '19:00', ['18:30']],
  ['ekmek sayısı arttı', 'tr', ['her şubeye günde 40 ekmek gönder', "şubelere ekmeği günde 50 ekmeğe çıkaralım"], '50 ekmeğe', ['40 ekmek']],
  ['harç tavanı yükseldi', 'tr', ['ruhsat harcı en fazla 2.500 TL olmalı', 'harç tavanını 3.000 TL yapalım'], '3.000 TL', ['2.500 TL']],
  ['toplanma öne çekildi', 'tr', ["maç günü toplanma 16:00'da", "maç günü toplanmayı 15:30'a çektik"], '15:30', ['16:00']],
  ['sayfa ücreti arttı', 'tr', ['çevirmen ücreti sayfa başı 300 TL', 'çevirmen ücreti sayfa başı artık 350 TL'], '350 TL', ['300 TL']],
  ['randevu süresi uzadı', 'tr', ['diş kliniğinde randevular 30 dakika sürsün', "randevuları 45 dakikaya çıkaralım"], '45 dakika', ['30 dakika']],
];

/**
 * Measured before any change for this list: 15 of 24 stay live, 20 of 20
 * replacements marked. After the changes of docs/compaction.md's seventeenth
 * round (a bound of the other end, a part against the whole, the rule's own
 * exception, another weekday of a rule for every week, a word inside a name a
 * call gives): 21 of 24, and 2 of 2 written after (one of them live before
 * too); 20 of 20 still marked. Each one still missed is a known miss until it
 * passes: another instance named by its place or its room ("leaves the
 * museum", "the council chamber"). A call's due date for another thing named
 * by the same client (`send_invoice`) stays live since the twenty-sixth round:
 * a call that sends sets no value (24 of the 26 live).
 */
const STAYS_MISSED = new Set<string>(['the coach from another place', 'another room']);
const REPLACED_MISSED = new Set<string>([]);

describe('rules wrongly marked superseded, a stranger list', () => {
  it.each(STAYS.filter((c) => !STAYS_MISSED.has(c[0])))('stays live: %s', (_name, language, steps, key) => staysLive(language, talk(language, steps), key));
  it.fails.each(STAYS.filter((c) => STAYS_MISSED.has(c[0])))('still marked: %s', (_name, language, steps, key) => staysLive(language, talk(language, steps), key));
  it.each(REPLACED.filter((c) => !REPLACED_MISSED.has(c[0])))('replaced: %s', (_name, language, steps, fresh, stale) => expectResolved(language, talk(language, steps), fresh, stale));
  it.fails.each(REPLACED.filter((c) => REPLACED_MISSED.has(c[0])))('still missed: %s', (_name, language, steps, fresh, stale) =>
    expectResolved(language, talk(language, steps), fresh, stale),
  );
});
