import { describe, it } from 'vitest';
import { eachCase, eachLookAlike, expectResolved, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions that point at the new value instead of saying it (issue 14), an
 * eighteenth list, written before any change for it and in domains the
 * spoken test conversations and the earlier lists do not use (a florist's
 * deliveries, a food truck, a recording studio, a climbing gym, a wedding, a
 * tennis club, a hackathon, a summer camp, a ferry tour, a courier desk, a
 * film shoot; pastane, yüzme kursu, halı saha, kreş, kamp, fotoğraf
 * stüdyosu, düğün, kuaför, otobüs bileti), typed the way people type: short,
 * lower-case, a typo here and there, few words of change:
 *
 * - another one of the same thing: "the other van", "the other entrance",
 *   "öbürü olsun", "diğerine alalım", "öteki arabayı alalım", "diğer hoca";
 * - one of the options just weighed, by its place or its size: "second one
 *   pls", "the former then", "bigger one then", "cheaper one then",
 *   "ikincisine geçelim", "büyük olanı ayır", "ucuz olanı al", "büyük
 *   salona alalım", "the smaller room";
 * - two values swapped: "swap those two", "switch them around", "other way
 *   round", "ikisinin yerlerini değiştir";
 * - a change taken back: "pier 4 after all", "back gate after all", "stick
 *   to the original plan", "never mind, kitchen it is", "ilk plana
 *   dönelim", "eskisi gibi olsun", "vazgeçtim arka kapı kalsın", "ilk
 *   söylediğim gibi kalsın";
 *
 * and beside them look-alikes that replace nothing: the other one added as a
 * second thing, a comparison, a question nobody answered, someone else's
 * wish, the same words about another thing or told of the past.
 *
 * Resolved: the words that point at the new value are in a live constraint
 * or decision, no stale value is in a live line, and neither is filed as a
 * rejected option (`expectResolved`).
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Ok.' : 'Tamam.']], ['assistant', language === 'en' ? 'Changed it.' : 'Değiştirdim.']);
}

/** Ordinary turns with values of every kind of their own, between a change and its taking back. */
const GAP: Record<Language, Step[]> = {
  en: [
    'the fuel for the boat was £212 yesterday, put it on the card',
    ['assistant', 'Done. The harbour fee of £35 is due on 2 June.'],
    'we had 41 passengers on sunday',
    'ok',
  ],
  tr: [
    'dün 41 kişi geldi',
    ['assistant', "Not aldım. Su faturası 480 TL, 2 Haziran'da ödenecek."],
    'tamam öde',
    'ok',
  ],
};

/** Another one of the same thing, named by "other", "öbür", "diğer", "öteki". */
const ANOTHER: Case[] = [
  ['the other van', 'en', ['the flowers go out in the white van', "put them in the other van, white one's got a flat"], 'other van', ['white van']],
  ['the other kitchen', 'en', ['tacos have to be prepped at the Elm st kitchen', 'do the prep at the other kitchen tmrw'], 'other kitchen', ['Elm st kitchen']],
  ['the other entrance', 'en', ['guests should come in through the garden gate', "have them use the other entrance, the gate's muddy"], 'other entrance', ['garden gate']],
  ['öbürü olsun', 'tr', ['düğün pastası çikolatalı olsun', ['assistant', 'Pastanede iki seçenek var: çikolatalı ya da frambuazlı.'], 'öbürü olsun, gelin çikolata sevmiyo'], 'öbürü olsun', ['çikolatalı olsun']],
  ['diğerine alalım', 'tr', ['çocuklar küçük havuzda başlasın', 'diğerine alalım, küçük havuz bakımda'], 'diğerine alalım', ['küçük havuzda']],
  ['öteki arabayı alalım', 'tr', ['gelin arabası beyaz mercedes olsun', 'öteki arabayı alalım, mercedes arızalı'], 'öteki arabayı', ['beyaz mercedes olsun']],
  ['another court', 'en', ['juniors have to play on court 3 on wednesdays', 'give them another court, 3 is getting resurfaced'], 'another court', ['court 3 on wednesdays']],
  ['diğer hoca girsin', 'tr', ['yüzme dersine Murat hoca girsin', 'diğer hoca girsin, murat hoca izinli'], 'diğer hoca', ['Murat hoca girsin']],
];

/** One of the options just weighed, by its place in the list or by its size or price. */
const WEIGHED: Case[] = [
  ['second one pls', 'en', ['order the chalk from Rockbag only', ['assistant', 'Rockbag is £4.20 a block, Friction Labs £3.80 and ships faster.'], 'second one pls'], 'second one', ['from Rockbag']],
  ['the former then', 'en', ['ceremony music should be the string quartet', ['assistant', 'The harpist and the jazz trio are both free that day too, and cheaper.'], 'the former then, the quartet is too loud for the chapel'], 'the former', ['music should be the string quartet']],
  ['bigger one then', 'en', ['book studio B for the drum tracking', ['assistant', "Studio B fits a kit but it's tight. Studio A is twice the size."], 'bigger one then'], 'bigger one', ['studio B']],
  ['cheaper one then', 'en', ['book the fast ferry for the group', ['assistant', 'The fast ferry is €38 each, the slow one €22 and 40 min longer.'], 'cheaper one then, they wont mind'], 'cheaper one', ['fast ferry for the group']],
  ['the smaller room', 'en', ['kids party goes in the main bouldering room', 'put the party in the smaller room, the main one is booked for the comp'], 'smaller room', ['main bouldering room']],
  ['ikincisine geçelim', 'tr', ['maç kartaldaki sahada olsun', ['assistant', 'Cuma için iki saha boş: Kartal 1.200 TL, Maltepe 950 TL.'], 'ikincisine geçelim'], 'ikincisine', ['kartaldaki sahada']],
  ['büyük olanı ayır', 'tr', ['toplantı için küçük odayı ayıralım', ['assistant', 'Küçük oda 6 kişilik, siz 9 kişisiniz. Büyük oda da boş.'], 'büyük olanı ayır o zaman'], 'büyük olan', ['küçük odayı']],
  ['ucuz olanı al', 'tr', ['otobüs biletlerini Metro turizmden alalım', ['assistant', 'Metro 650 TL, Kamil Koç 520 TL.'], 'ucuz olanı al'], 'ucuz olan', ['Metro turizmden']],
  ['büyük salona alalım', 'tr', ['mezuniyet yemeği alt kattaki salonda olsun', 'büyük salona alalım, veliler de gelcek'], 'büyük salona', ['alt kattaki salonda']],
];

/** Two values swapped. */
const SWAPPED: Case[] = [
  ['swap those two', 'en', ['judging has to be in hall A and the demos in hall C', 'swap those two, hall C has the projector'], 'swap those two', ['judging has to be in hall A']],
  ['switch them around', 'en', ['kayaking group must go monday and hiking wednesday', 'switch them around pls, rain on monday'], 'switch them around', ['kayaking group must go monday']],
  ['other way round', 'en', ['the caterer sets up at 5 and the band at 6', 'other way round, band first'], 'other way round', ['caterer sets up at 5']],
  ['yerlerini değiştir', 'tr', ['pastane sabah gelsin, çiçekçi öğlen gelsin', 'ikisinin yerlerini değiştir, fırın sabah kapalı'], 'yerlerini değiştir', ['pastane sabah']],
];

/** A change taken back: the first value again, named or not. */
const TAKEN_BACK: Case[] = [
  ['pier 4 after all', 'en', ['the island tour leaves from pier 4', ...GAP.en, 'move it to pier 7', ...GAP.en, 'pier 4 after all, 7 is closed for works'], 'pier 4 after all', ['to pier 7']],
  ['back gate after all', 'en', ['courier pickups go from the back gate only', ...GAP.en, 'use the front desk for pickups from now', ...GAP.en, 'nah back gate after all, front desk cant sign'], 'back gate after all', ['front desk for pickups']],
  ['the original plan', 'en', ['the shoot has to be at the harbour', 'shoot at the old mill instead', ...GAP.en, 'lets stick to the original plan, the mill wants a permit'], 'original plan', ['old mill instead']],
  ['kitchen it is', 'en', ['stand-up should be in the kitchen', 'lets do the stand-up on the roof terrace', 'never mind, kitchen it is, too windy'], 'kitchen it is', ['roof terrace']],
  ['lemon after all', 'en', ['the cake should be lemon', 'lets do carrot for the cake', 'lemon after all, the groom hates carrot'], 'lemon after all', ['carrot for the cake']],
  ['ilk plana dönelim', 'tr', ['kamp Abant gölünde olsun', 'kampı Yedigöllere alalım', ...GAP.tr, 'ilk plana dönelim, yedigöller yolu kapalıymış'], 'ilk plana dönelim', ['Yedigöllere']],
  ['eskisi gibi olsun', 'tr', ['çekimler hafta içi sabah başlasın', 'çekimleri öğlene alalım', 'eskisi gibi olsun, öğlen ışık kötü'], 'eskisi gibi', ['öğlene alalım']],
  ['vazgeçtim arka kapı kalsın', 'tr', ['kreş servisi çocukları arka kapıdan alsın', 'servis ön kapıya gelsin', ...GAP.tr, 'vazgeçtim arka kapı kalsın'], 'arka kapı kalsın', ['ön kapıya']],
  ['ilk söylediğim gibi kalsın', 'tr', ['kuaför randevusu Fatma hanımda olsun', 'randevuyu Gül hanıma alalım', 'yok ilk söylediğim gibi kalsın'], 'ilk söylediğim', ['Gül hanıma']],
];

/** Words of the same forms that replace nothing: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['the other van adds a load', 'en', ['the flowers go out in the white van', 'the other van takes the chairs'], 'white van'],
  ['another court added', 'en', ['juniors have to play on court 3 on wednesdays', 'book another court for the seniors too'], 'court 3 on wednesdays'],
  ['the other kitchen, asked', 'en', ['tacos have to be prepped at the Elm st kitchen', 'should we use the other kitchen?'], 'Elm st kitchen'],
  ['the other entrance, asked', 'en', ['guests should come in through the garden gate', 'is the other entrance step free?'], 'garden gate'],
  ['a bigger studio, compared', 'en', ['book studio B for the drum tracking', 'studio A is bigger tho'], 'studio B'],
  ['the bigger studio, their wish', 'en', ['book studio B for the drum tracking', 'the drummer wants the bigger studio'], 'studio B'],
  ['the second one of another list', 'en', ['order the chalk from Rockbag only', ['assistant', 'For tape there are two brands: Metolius and Tape4.'], 'second one for the tape'], 'from Rockbag'],
  ['the cheaper one, asked', 'en', ['book the fast ferry for the group', ['assistant', 'The fast ferry is €38 each, the slow one €22.'], 'whats the cheaper one like for bikes?'], 'fast ferry'],
  ['swap another thing', 'en', ['judging has to be in hall A and the demos in hall C', 'swap the projector bulb in hall C'], 'judging has to be in hall A'],
  ['after all, told', 'en', ['the island tour leaves from pier 4', 'the guide showed up after all'], 'pier 4'],
  ['the smaller room, compared', 'en', ['kids party goes in the main bouldering room', 'the smaller room is warmer though'], 'main bouldering room'],
  ['one of the options asked for, judged', 'en', ['the promo code has to be MAY15', 'can you suggest 3 subject lines?', ['assistant', '1. May treats at 15% off\n2. A May gift she will love\n3. Spring into May'], 'second one is nice'], 'MAY15'],
  ['öbürü, soru', 'tr', ['düğün pastası çikolatalı olsun', ['assistant', 'Pastanede iki seçenek var: çikolatalı ya da frambuazlı.'], 'öbürü daha mı pahalı?'], 'çikolatalı'],
  ['diğer havuz başka grup', 'tr', ['çocuklar küçük havuzda başlasın', 'diğer havuzda yetişkin grubu olsun'], 'küçük havuzda'],
  ['büyük salon, karşılaştırma', 'tr', ['mezuniyet yemeği alt kattaki salonda olsun', 'büyük salon daha ferah ama pahalı'], 'alt kattaki salonda'],
  ['ikincisi, kaptanın isteği', 'tr', ['maç kartaldaki sahada olsun', ['assistant', 'Cuma için iki saha boş: Kartal 1.200 TL, Maltepe 950 TL.'], 'kaptan ikincisini istiyor'], 'kartaldaki sahada'],
  ['eskisi gibi başka iş', 'tr', ['çekimler hafta içi sabah başlasın', 'rötuşları eskisi gibi Selin yapsın'], 'hafta içi sabah'],
  ['yerini değiştirdik, anlatı', 'tr', ['pastane sabah gelsin, çiçekçi öğlen gelsin', 'dün masaların yerini değiştirdik'], 'pastane sabah'],
  ['vazgeçti, başkası', 'tr', ['kreş servisi çocukları arka kapıdan alsın', 'servis şoförü vazgeçmiş, başka iş bulmuş'], 'arka kapıdan'],
  ['öteki araba ek', 'tr', ['gelin arabası beyaz mercedes olsun', 'öteki araba da sağdıçları getirsin'], 'beyaz mercedes'],
  ['ikincisi güzel, seçenek istendi', 'tr', ['kupon kodu BAHAR15 olsun', 'kampanya için 3 başlık önerir misin', ['assistant', '1. Bahar indirimi başladı\n2. En güzel bahar hediyesi\n3. Bahara özel kupon'], 'ikincisi güzel'], 'BAHAR15'],
  ['ucuz olanı, soru', 'tr', ['otobüs biletlerini Metro turizmden alalım', ['assistant', 'Metro 650 TL, Kamil Koç 520 TL.'], 'ucuz olanın koltukları nasıl?'], 'Metro turizmden'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 0 of 30 resolved, 20 of 20 look-alikes left live. The words that point
 * at the new value are not kept as a rule ("second one pls", "bigger one then", "the other van", "other way round"),
 * or kept beside the rule they change with nothing tying the two ("öbürü olsun", "diğerine alalım", "swap those
 * two", "ilk plana dönelim", "pier 4 after all"), or filed as a rejected option ("vazgeçtim arka kapı kalsın").
 * After `pointedChange.ts`: 30 of 30, 22 of 22. The last two look-alikes were added then, after a tuning conversation
 * showed the first reading marking a rule with a code ("kod da ANNE25 olsun") replaced by "ikincisi guzel", a verdict
 * on subject lines the user had asked for: the word "güzel" was taken from the options and "Annene" tied to "ANNE25".
 */
const MISSED = new Set<string>([]);
const STAYS_MISSED = new Set<string>([]);

describe('revisions that point at the new value, an eighteenth list', () => {
  for (const [title, cases] of [['another one of the same thing', ANOTHER], ['one of the options weighed', WEIGHED], ['swapped', SWAPPED], ['taken back', TAKEN_BACK]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
});

/**
 * A second batch, written after `pointedChange.ts` and before any change for it, in other domains (a dog walker, a
 * language school, a car share, a music festival, a school bus, a hospital canteen; berber, taşınma, market siparişi,
 * spor salonu, bahçıvan, kurs): how far the reading goes past the list it was made on.
 */
const SECOND_BATCH: Case[] = [
  ['the south one instead', 'en', ['dog walks have to start from the north gate of the park', 'lets use the south one instead, north gate is locked'], 'south one', ['north gate of the park']],
  ['the first of those', 'en', ['the beginners class should meet in room 12', ['assistant', 'Room 12 has no projector. Room 14 and room 20 do.'], 'the first of those then'], 'first of those', ['room 12']],
  ['bigger one pls', 'en', ['book the silver hatchback for the airport run', ['assistant', 'The hatchback fits two cases. The estate fits four and costs £8 more.'], 'bigger one pls, we have 4 bags'], 'bigger one', ['silver hatchback']],
  ['the other stage', 'en', ['headliners play on the main stage', 'put the headliners on the other stage, main one has sound issues'], 'other stage', ['play on the main stage']],
  ['the other stop', 'en', ['the school bus picks the kids up at the library stop', 'switch to the other stop from monday'], 'other stop', ['library stop']],
  ['flip that around', 'en', ['the canteen serves the veggie option first and the meat second', 'flip that around'], 'flip that around', ['veggie option first']],
  ['east entrance after all', 'en', ['festival gates open at the east entrance', 'open the gates at the west entrance', 'go back to the east entrance after all'], 'east entrance after all', ['west entrance']],
  ['like we said originally', 'en', ['canteen closes the salad bar on fridays', 'keep the salad bar open on fridays', 'scrap that, close it like we said originally'], 'like we said originally', ['keep the salad bar open']],
  ['öbür ustaya alalım', 'tr', ['berber randevusu Emre ustada olsun', 'öbür ustaya alalım, Emre izinde'], 'öbür ustaya', ['Emre ustada']],
  ['büyük olanı tutalım', 'tr', ['taşınma kamyonu küçük kamyon olsun', ['assistant', 'Küçük kamyona eşyalar sığmıyor. Orta ve büyük boy var.'], 'büyük olanı tutalım'], 'büyük olan', ['küçük kamyon olsun']],
  ['ilkini seçelim', 'tr', ["market siparişi Migros'tan gelsin", ['assistant', "Migros'ta teslimat yarına kalıyor. A101 ve CarrefourSA bugün getiriyor."], 'ilkini seçelim'], 'ilkini', ["Migros'tan gelsin"]],
  ['diğer salona geçelim', 'tr', ['spor salonunda ders 3 numaralı salonda olsun', 'diğer salona geçelim, klima bozuk'], 'diğer salona', ['3 numaralı salonda']],
  ['eskisi gibi perşembe kalsın', 'tr', ['bahçıvan çimleri perşembe biçsin', 'cumaya alalım', 'yok yok eskisi gibi perşembe kalsın'], 'perşembe kalsın', ['cumaya alalım']],
  ['sınıfları değiştirelim', 'tr', ['sabah grubu A sınıfında, öğlen grubu B sınıfında ders yapsın', 'sınıfları değiştirelim, A sınıfı boyanıyor'], 'sınıfları değiştirelim', ['sabah grubu A sınıfında']],
];
const SECOND_STAYS: [string, Language, Step[], string][] = [
  ['the south gate, asked', 'en', ['dog walks have to start from the north gate of the park', 'is the south gate any closer?'], 'north gate'],
  ['the bigger one for another trip', 'en', ['book the silver hatchback for the airport run', ['assistant', 'The hatchback fits two cases. The estate fits four and costs £8 more.'], 'the bigger one is for the family trip next month'], 'silver hatchback'],
  ['the other stage gets other acts', 'en', ['headliners play on the main stage', 'the other stage gets the acoustic acts'], 'main stage'],
  ['a neighbour on the other stop', 'en', ['the school bus picks the kids up at the library stop', 'my neighbour says the other stop is safer'], 'library stop'],
  ['after all, told', 'en', ['festival gates open at the east entrance', 'the sound check ran late after all'], 'east entrance'],
  ['öbür usta, kardeşin isteği', 'tr', ['berber randevusu Emre ustada olsun', 'kardeşim öbür ustayı istiyor'], 'Emre ustada'],
  ['büyük kamyon, soru', 'tr', ['taşınma kamyonu küçük kamyon olsun', 'büyük kamyon daha mı pahalı?'], 'küçük kamyon'],
  ['diğer salonda başka ders', 'tr', ['spor salonunda ders 3 numaralı salonda olsun', 'diğer salonda da pilates var'], '3 numaralı'],
];
/**
 * Measured when written, with `pointedChange.ts` as it was: 7 of 14 resolved, 5 of 8 look-alikes left live. Two of the
 * seven passed ("the other stop", "east entrance after all"), one missed ("the other stage") and the three look-alikes
 * missed say nothing of supersession: their rule ("the school bus picks the kids up at the library stop",
 * "headliners play on the main stage", "festival gates open at the east entrance") is a plain present statement,
 * not kept as a rule at all. The other misses: forms not read ("the south one instead", "the first of those", "flip
 * that around", "like we said originally", "ilkini"); a change taken back that names the first value marked that
 * value's rule replaced, not the change ("yok yok eskisi gibi perşembe kalsın"). After "the first of those", "ilkini"
 * and a few more forms were read, and a change taken back that says the first value again was tied to the change since:
 * 10 of 14, 5 of 8. Still missed: "the south one instead" (no form), "like we said originally" and "flip that around"
 * (their rule is not kept, so they replace nothing and are not kept either), "the other stage" (the same).
 */
const SECOND_MISSED = new Set<string>([
  'the south one instead',
  'the other stage',
  'flip that around',
  'like we said originally',
]);
const SECOND_STAYS_MISSED = new Set<string>(['the other stage gets other acts', 'a neighbour on the other stop', 'after all, told']);

describe('revisions that point at the new value, a second batch', () => {
  eachCase(SECOND_BATCH, SECOND_MISSED, resolved);
  eachLookAlike(SECOND_STAYS, SECOND_STAYS_MISSED, stays);
});
