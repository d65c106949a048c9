import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a later statement tied to them too loosely
 * (issue 14, the twenty-fifth round): a stranger list written before any
 * change for it, in domains the spoken test conversations do not use (a
 * glass studio, a puppet theatre, a bell foundry, a community orchard, a
 * lighthouse museum, a chess club; cam atölyesi, kukla tiyatrosu, satranç
 * kulübü, çini atölyesi, dökümhane).
 *
 * The classes, each read off a false resolution of the tuning half:
 *
 * - a change only thought about ("rollout'u %20'ye çıkarmayı düşünüyorum",
 *   "i'm thinking of raising …", "considering moving …"): it sets nothing;
 * - a ban "for now" ("… koyma şimdilik", "don't … yet") lifted by any later
 *   statement sharing a word with it ("… reverse sync lazım olur"), where
 *   only the banned act done or allowed lifts it;
 * - a version said with its "v" ("v4.12.1") read as another version than
 *   "4.12.1";
 * - two limits tied whatever each names ("retainer can't go above 4,000" and
 *   "income under 52k"), with no word of change;
 * - a slot waiting for a moment ("… until the vips binding is fixed") given
 *   a date by a statement that shares with it only a word of change
 *   ("instead", "yerine").
 *
 * Each class has true replacements beside it, which must still be marked.
 */
const STAYS: StaysRow[] = [
  // A change only thought about.
  ['a raise thought about', 'en', ['the glaze discount is 10% for members', "i'm thinking of raising the members' glaze discount to 15%"], '10% for members'],
  ['a move considered', 'en', ['the puppet show starts at 18:00 on saturdays', 'considering moving the puppet show to 17:00 on saturdays'], '18:00 on saturdays'],
  ['bir indirme düşünülüyor', 'tr', ['satranç turnuvasında tur süresi 90 dakika', "tur süresini 60 dakikaya indirmeyi düşünüyorum"], 'tur süresi 90 dakika'],
  ['bir artış düşünülüyor', 'tr', ['çini atölyesinde grup en fazla 8 kişi', "çini grubunu 10 kişiye çıkarmayı düşünüyoruz"], 'en fazla 8 kişi'],
  // A ban for now, and a later statement sharing a word.
  ['photos not yet, then where they are', 'en', ["don't post the tour photos yet", 'the tour photos are on the shared drive'], "post the tour photos yet"],
  ['volunteers not told yet, then their lunch', 'en', ['do not tell the volunteers about the orchard sale yet', 'the volunteers get lunch at the orchard on sunday'], 'about the orchard sale yet'],
  ['afiş şimdilik basılmasın, sonra rengi', 'tr', ['kukla tiyatrosunun afişini şimdilik basma', 'kukla tiyatrosunun afişinde mavi tonlar olsun'], 'afişini şimdilik basma'],
  ['fiyatlar henüz söylenmesin, sonra müşteriler', 'tr', ['cam atölyesinin yeni fiyatlarını müşterilere henüz söyleme', 'cam atölyesinin müşterileri cumartesi öğleden sonra gelecek'], 'müşterilere henüz söyleme'],
  // A version with its "v".
  ['the same version with a v', 'en', ['the lighthouse app goes to the store as 3.4.1', 'once the store approves v3.4.1 we delete the beta build'], 'store as 3.4.1'],
  ['aynı sürüm v ile', 'tr', ['satranç uygulaması mağazaya 2.7.0 olarak çıksın', "mağaza v2.7.0'ı onaylayınca test sürümlerini sileriz"], '2.7.0 olarak'],
  // Two limits of two things.
  ['two limits of two things', 'en', ["the casting deposit can't go above 2,000 on church bells", 'pattern fees under 600'], "can't go above 2,000"],
  ['two time limits of two things', 'en', ['orchard pickers work no more than 6 hours a day', 'the cider press runs at most 4 hours'], 'no more than 6 hours'],
  ['iki ayrı tavan', 'tr', ["kukla kiralama ücreti 3.000 TL'yi geçmesin", 'dekor masrafı en fazla 5.000 TL'], "3.000 TL'yi geçmesin"],
  // A slot waiting for a moment, and a date that shares only a word of change.
  [
    'a furnace until a burner, and an opening moved',
    'en',
    ['the studio uses the small furnace instead of the big one until the new burner is fitted', 'the glassblower is off monday so we open tuesday 3 june instead'],
    'small furnace instead of the big one',
  ],
  [
    'bakımdan sonraya kadar bir fırın, ve taşınan açılış',
    'tr',
    ['büyük fırın yerine küçük fırın kullanılsın, bakımdan sonra büyük fırına döneriz', "usta pazartesi yok, açılışı pazartesi yerine 3 haziran salı yapıyoruz"],
    'yerine küçük fırın kullanılsın',
  ],
];

const REPLACED: ReplacedRow[] = [
  ['the glaze discount raised, decided', 'en', ['the glaze discount is 10% for members', "we're raising the members' glaze discount to 15% from now on"], '15%', ['10%']],
  ['thought it over, then decided', 'en', ['the glaze discount is 10% for members', 'i thought about it, make the members glaze discount 15% now'], '15%', ['10%']],
  ['tur süresi indirildi', 'tr', ['satranç turnuvasında tur süresi 90 dakika', "tur süresini 60 dakikaya indirdik, kulüp onayladı"], '60 dakika', ['90 dakika']],
  ['düşündüm, karar verdim', 'tr', ['çini atölyesinde grup en fazla 8 kişi', 'düşündüm, çini grubu artık en fazla 10 kişi olsun'], '10 kişi', ['8 kişi']],
  ['the photos posted after all', 'en', ["don't post the tour photos yet", 'ok post the tour photos'], 'ok post the tour photos', ["don't post"]],
  ['afiş basılsın artık', 'tr', ['kukla tiyatrosunun afişini şimdilik basma', 'kukla tiyatrosunun afişini artık basın'], 'afişini artık basın', ['şimdilik basma']],
  ['a new version, with its v', 'en', ['the lighthouse app goes to the store as 3.4.1', 'the lighthouse app goes to the store as v3.4.2 now, a crash fix'], '3.4.2', ['3.4.1']],
  ['yeni sürüm v ile', 'tr', ['satranç uygulaması mağazaya 2.7.0 olarak çıksın', 'satranç uygulaması mağazaya artık v2.7.1 olarak çıksın'], '2.7.1', ['2.7.0']],
  ['the deposit limit raised', 'en', ["the casting deposit can't go above 2,000 on church bells", 'casting deposit max 2,500 now'], '2,500', ['2,000']],
  ['the pickers limit said again', 'en', ['orchard pickers work no more than 6 hours a day', 'orchard pickers max 7 hours a day'], '7 hours', ['6 hours']],
  ['kiralama tavanı yükseldi', 'tr', ["kukla kiralama ücreti 3.000 TL'yi geçmesin", "kukla kiralama tavanı 3.500 TL olsun"], '3.500 TL', ['3.000 TL']],
  [
    'the furnace swap given a date',
    'en',
    ['the studio uses the small furnace instead of the big one until the new burner is fitted', 'the small furnace stays until friday 6 june instead, the burner is late'],
    '6 june',
    ['until the new burner is fitted'],
  ],
];

/**
 * Measured before any change for this list: 5 of 15 stay live, 12 of 12
 * replacements marked. After the first changes of docs/compaction.md's
 * twenty-fifth round (a change only thought about sets nothing, a ban for now
 * is lifted by its own act, "v4.12.1" is "4.12.1"): 12 of 15, 12 of 12 still
 * marked. After the second (two limits tie only when one names the other's
 * thing or a word says a change; a word of change both say ties no slot
 * waiting for a moment to a date): 15 of 15, 12 of 12 still marked.
 */
const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('live rules marked superseded by a statement tied too loosely, a stranger list (twenty-fifth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 6, replaced: 4 },
});
