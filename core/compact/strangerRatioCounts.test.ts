import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A count of one noun against a count of the same noun that is no new value
 * of it (issue 14, the twenty-fourth round): a stranger list written before
 * any change for it, in domains the spoken test conversations do not use (a
 * marathon, a campsite, a library, a theatre, a vineyard, a ferry line;
 * maraton, kamp alanı, kütüphane, tiyatro, bağ, vapur hattı).
 *
 * The class was read off one rule of the held-out conversations, by its
 * mechanism only, never its words (a rate of a count of one noun, replaced
 * ten turns later by a user statement with another rate of that count and no
 * word of change in it), and off a miss of the tuning half ("60 stant" marked
 * replaced by "her 10 stantta bir yangın tüpü"):
 *
 * - a ratio: the number counts the noun one other thing goes with ("one
 *   first-aid tent every 5 water stations", "one toilet block per 40 pitches",
 *   "her 10 stantta bir", "40 çadır yeri başına bir");
 * - a run or a gap: "never more than 3 shows in a row", "at least 2 crossings
 *   between the freight runs", "art arda 3 gösteri";
 * - either said first, the total after it, or the total first;
 * - two rates of one count, set side by side for two things ("6 rows per
 *   day" on one slope, "10 rows per day" on another), the later with no word
 *   of change: the shape of the held-out rule.
 *
 * True replacements are beside them, of a total and of a ratio, which must
 * still be marked: the fix cannot be "never mark a count".
 */
const STAYS: StaysRow[] = [
  // The total first, the ratio or the run after it.
  ['stations, then a tent every 5 of them', 'en', ['the marathon has 30 water stations on the course', 'medics want one first-aid tent every 5 water stations'], '30 water stations'],
  ['pitches, then a block per 40 of them', 'en', ['the campsite opens 120 pitches this summer', 'one toilet block per 40 pitches, council rule'], '120 pitches'],
  ['books, then a bookend for every 20', 'en', ['the library orders 300 books for the new wing', 'put one bookend for every 20 books on the display shelves'], '300 books'],
  ['shows, then a run of them', 'en', ['the theatre runs 8 shows this week', 'never more than 3 shows in a row without a dark night'], '8 shows'],
  ['crossings, then a gap of them', 'en', ['the ferry runs 14 crossings on Saturdays', 'keep at least 2 crossings between the two freight runs'], '14 crossings'],
  // The ratio or the run first: the rule a later total must not replace.
  ['a steward every 25 runners, then the field', 'en', ['one steward for every 25 runners at the start', 'the start line takes 900 runners this year'], 'every 25 runners'],
  ['a block per 40 pitches, then the pitches', 'en', ['one toilet block per 40 pitches, council rule', 'we open 120 pitches this summer'], 'per 40 pitches'],
  ['a run of shows, then the week', 'en', ['never more than 3 shows in a row without a dark night', 'the theatre runs 8 shows this week'], '3 shows in a row'],
  ['a picker per 6 rows, then the rows', 'en', ['one picker per 6 rows of vines, no more', 'the north block has 48 rows of vines this harvest'], 'per 6 rows'],
  // Türkçe.
  ['istasyonlar, sonra her 5 istasyonda bir çadır', 'tr', ['maratonda 30 su istasyonu olacak', 'her 5 istasyonda bir sağlık çadırı kurulsun'], '30 su istasyonu'],
  ['çadır yerleri, sonra 40 yer başına bir blok', 'tr', ['kamp alanı bu yaz 120 çadır yeri açıyor', '40 çadır yeri başına bir tuvalet bloğu şart'], '120 çadır yeri'],
  ['her 20 kitapta bir ayraç, sonra sipariş', 'tr', ['her 20 kitapta bir ayraç koyalım', 'yeni kanat için 300 kitap sipariş et'], 'her 20 kitapta bir ayraç'],
  ['art arda gösteri, sonra hafta', 'tr', ['art arda 3 gösteriden fazla olmasın', 'bu hafta 8 gösteri oynuyoruz'], 'art arda 3 gösteriden fazla'],
  ['25 koşucuya bir görevli, sonra katılım', 'tr', ['her 25 koşucuya bir görevli düşsün', 'start çizgisine bu yıl 900 koşucu alıyoruz'], 'her 25 koşucuya bir görevli'],
  ['seferler, sonra aradaki sefer', 'tr', ['vapur cumartesi 14 sefer yapıyor', 'iki yük seferi arasında en az 2 sefer olsun'], 'cumartesi 14 sefer'],
  // Two rates of one count, for two things side by side, the later with no word of change.
  ['car spaces per pitch, family and tent', 'en', ['each family pitch gets 2 car spaces per pitch', 'tent-only pitches get 1 car space per pitch, the field is soft'], '2 car spaces per pitch'],
  ['books per visit, adults and juniors', 'en', ['adult members borrow up to 8 books per visit', 'junior members borrow up to 4 books per visit'], 'up to 8 books per visit'],
  ['cars per crossing, morning and night', 'en', ['the morning ferry carries 40 cars per crossing', 'the night ferry carries 25 cars per crossing'], '40 cars per crossing'],
  ['rows per day, two slopes', 'en', ['pickers on the north slope do 6 rows per day', 'on the flat south block the pickers do 10 rows per day'], '6 rows per day'],
  ['yer başına araç, aile ve çadır', 'tr', ['aile çadır yerlerine yer başına 2 araç', 'sadece çadır olan yerlere yer başına 1 araç, zemin yumuşak'], 'yer başına 2 araç'],
  ['ziyaret başına kitap, yetişkin ve çocuk', 'tr', ['yetişkin üyeler ziyaret başına 8 kitap alabilir', 'çocuk üyeler ziyaret başına 4 kitap alabilir'], 'ziyaret başına 8 kitap'],
  ['sefer başına araç, sabah ve gece', 'tr', ['sabah vapuru sefer başına 40 araç alsın', 'gece vapuru sefer başına 25 araç alsın'], 'sefer başına 40 araç'],
];

const REPLACED: ReplacedRow[] = [
  ['more stations', 'en', ['the marathon has 30 water stations on the course', 'make it 34 water stations, the course got longer'], '34 water stations', ['30 water stations']],
  ['more shows this week', 'en', ['the theatre runs 8 shows this week', 'we added a matinee, so 9 shows this week now'], '9 shows', ['8 shows']],
  ['a tighter ratio', 'en', ['one toilet block per 40 pitches, council rule', 'the council changed it: one toilet block per 30 pitches now'], 'per 30 pitches', ['per 40 pitches']],
  ['daha çok istasyon', 'tr', ['maratonda 30 su istasyonu olacak', 'parkur uzadı, 34 su istasyonu olsun artık'], '34 su istasyonu', ['30 su istasyonu']],
  ['daha sık ayraç', 'tr', ['her 20 kitapta bir ayraç koyalım', 'vazgeçtim, her 10 kitapta bir ayraç olsun'], 'her 10 kitapta', ['her 20 kitapta']],
  ['daha çok sefer', 'tr', ['vapur cumartesi 14 sefer yapıyor', 'cumartesi artık 16 sefer yapıyor vapur'], '16 sefer', ['14 sefer']],
  // A rate changed, said so.
  ['more cars per crossing now', 'en', ['the morning ferry carries 40 cars per crossing', 'the morning ferry carries 45 cars per crossing now, new deck layout'], '45 cars', ['40 cars']],
  ['a rate raised, told', 'en', ['adult members borrow up to 8 books per visit', 'the board raised it: adult members borrow up to 10 books per visit'], '10 books', ['8 books']],
  ['a rate taken from an offer', 'en', ['pickers on the north slope do 6 rows per day', ['assistant', 'The forecast is dry all week. Should the north slope pickers do 8 rows per day?'], 'ok, 8 rows per day then'], '8 rows', ['6 rows']],
  ['sefer başına daha çok araç', 'tr', ['sabah vapuru sefer başına 40 araç alsın', 'sabah vapuru artık sefer başına 45 araç alıyor'], '45 araç', ['40 araç']],
];

/**
 * Measured before any change for this list: 11 of 22 stay live, 9 of 10
 * replacements marked. After the two changes of docs/compaction.md's
 * twenty-fourth round (a count that measures another thing is a value of its
 * own kind; two rates of one count stay apart unless the later one's own
 * words say it changed): 17 of 22, and 9 of 10 still marked.
 *
 * Still missed, all for one reason outside this list's class: the first
 * statement, a fact said in the present tense ("the marathon has 30 water
 * stations", "vapur cumartesi 14 sefer yapıyor", "sabah vapuru artık sefer
 * başına 45 araç alıyor"), is not kept at all, said alone or not.
 */
const STAYS_MISSED: string[] = [
  'stations, then a tent every 5 of them',
  'books, then a bookend for every 20',
  'çadır yerleri, sonra 40 yer başına bir blok',
  'seferler, sonra aradaki sefer',
  'cars per crossing, morning and night',
];
const REPLACED_MISSED: string[] = ['sefer başına daha çok araç'];

strangerList('a count against a ratio or a run of the same noun, a stranger list (twenty-fourth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 5, replaced: 3 },
});
