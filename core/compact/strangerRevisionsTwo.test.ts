import { describe, expect, it } from 'vitest';
import { eachCase, eachLookAlike, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions as strangers type them (issue 14), a twenty-second list, written before the supersession code changed for
 * it, of the classes the twenty-first list still missed: in domains no conversation and no earlier list uses (a
 * dialysis unit, a planetarium, a mushroom farm, a fire station, an escape room, a laundromat, an ice rink, a bowling
 * alley, an archery club, a dog kennel, a foundry, a blood drive, a tea garden, a goat farm, a riding school, a puppet
 * theatre, a locksmith; diyaliz ünitesi, gezegenevi, mantar çiftliği, itfaiye, kaçış odası, çamaşırhane, buz pisti,
 * okçuluk kulübü, çay bahçesi, keçi çiftliği, binicilik okulu, kukla tiyatrosu, çilingir), half English, half Turkish,
 * lower case, with typos and no marker word, the change 3 to 19 turns after the first value:
 *
 * - a bare yes to the assistant's proposal of a new value ("yes do that", "evet öyle yapalım", "olur mantıklı");
 * - one part of a line with several rules changed (the others must stay live);
 * - a percent change of something not a price ("25% fewer patients", "cut the run time by 10 %", "%20 daha az kişi");
 * - a count said again with another noun ("6 people" → "9 guests", "5 kişilik masa" → "8 misafir olacağız");
 * - payment terms ("net 30" → "net 15", "60 gün vade" → "30 gün");
 * - a unit with no digit ("a dozen" → "two dozen", "an hour" → "half an hour", "bir kova" → "iki kova").
 *
 * Beside them look-alikes that must stay live, most on the same first statements: the assistant's proposal refused or
 * only asked about, a yes to a different question, a percent of another thing, a count of another group, another
 * party's terms, a hypothetical.
 *
 * Resolved: `expectResolved` (the new value's words in a live constraint or decision, no stale value live, neither
 * filed as rejected), and the first statement kept live before the change (a rule never kept cannot be left stale);
 * for a line of several rules also each other rule's words live. Misses are counted rows (`it.fails`), not skipped.
 */

/** Between two user turns nothing but an acknowledgement. */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'sure' : 'peki']], ['assistant', language === 'en' ? 'Done, updated.' : 'Tamam, güncelledim.']);
}

/**
 * Ordinary turns between the first statement and its change, with values of their own about other things: short (3
 * turns between), middling (7) and long (17).
 */
const SHORT: Record<Language, Step[]> = {
  en: [['assistant', 'Got it, noted.'], 'did the new badge printer arrive', ['assistant', 'Yes, it came this morning; IT is setting it up.']],
  tr: [['assistant', 'Tamam, not ettim.'], 'yeni kart yazıcısı geldi mi', ['assistant', 'Evet, sabah geldi; bilgi işlem kuruyor.']],
};
const MIDDLE: Record<Language, Step[]> = {
  en: [
    ['assistant', 'Got it, noted.'],
    'hows the parking situation next week',
    ['assistant', 'The east lot is closed Tuesday to Thursday for repainting.'],
    'ugh. ok tell everyone to use the side street',
    ['assistant', 'I drafted a note for the team chat.'],
    'send it after lunch',
    ['assistant', 'Scheduled for 13:30.'],
  ],
  tr: [
    ['assistant', 'Tamam, not ettim.'],
    'gelecek hafta otopark durumu ne',
    ['assistant', 'Doğu otoparkı salıdan perşembeye boyama için kapalı.'],
    'of ya. herkes yan sokağa parketsin',
    ['assistant', 'Ekip grubuna bir not hazırladım.'],
    'öğleden sonra gönder',
    ['assistant', "13:30'a zamanladım."],
  ],
};
const LONG: Record<Language, Step[]> = {
  en: [
    ...MIDDLE.en,
    'did marta sign the cleaning contract',
    ['assistant', 'Not yet, she asked for the annex with the window cleaning.'],
    'send her the annex then',
    ['assistant', 'Sent, with the price list attached.'],
    'whats our balance on the card',
    ['assistant', 'About 2,300 left this month.'],
    'ok fine. remind me to renew the domain',
    ['assistant', 'Reminder set for Friday morning.'],
    'and book the van for the 12th',
    ['assistant', 'Booked, pickup at 8:00.'],
  ],
  tr: [
    ...MIDDLE.tr,
    'temizlik sözleşmesini imzaladılar mı',
    ['assistant', 'Henüz değil, cam silme ekini istediler.'],
    'eki gönder o zaman',
    ['assistant', 'Gönderdim, fiyat listesini de ekledim.'],
    'kartta ne kadar kaldı',
    ['assistant', 'Bu ay yaklaşık 2.300 TL kaldı.'],
    'tamam. alan adını yenilemeyi hatırlat',
    ['assistant', 'Cuma sabahına hatırlatıcı kurdum.'],
    "ayın 12'si için minibüsü ayarla",
    ['assistant', "Ayarladım, 8:00'de alınacak."],
  ],
};
const GAPS = [SHORT, MIDDLE, LONG] as const;

/** The first statement, ordinary turns (`gap`: 0 short, 1 middling, 2 long), then the rest. */
function apart(language: Language, gap: 0 | 1 | 2, first: Step, ...rest: Step[]): Step[] {
  return [first, ...GAPS[gap][language], ...rest];
}

/** A bare yes to the assistant's proposal of a new value: the value is said by the assistant only. */
const TAKEN: Case[] = [
  ['yes do that, 3 lanes', 'en', apart('en', 1, 'reserve 2 lanes for the league night', 'anything i should change for league night?', ['assistant', 'The league grew to 14 players; 3 lanes would keep games under two hours. Should I book 3 lanes instead?'], 'yes do that'), '3 lanes', ['reserve 2 lanes']],
  ['ok lets go with that, 6 chairs', 'en', apart('en', 2, 'run the evening dialysis shift with 4 chairs', ['assistant', 'The waiting list is 9 patients; opening 6 chairs in the evening would clear it in a month. Want me to plan for 6 chairs?'], 'ok lets go with that'), '6 chairs', ['4 chairs']],
  ['sure thats better, 18 minutes', 'en', apart('en', 0, 'the planetarium show runs 25 minutes', 'the school groups get restless', ['assistant', 'Kids lose focus after about 20 minutes; an 18 minute show would also fit one more session a day. Shall I cut it to 18 minutes?'], 'sure thats better'), '18 minute', ['runs 25 minutes']],
  ['yep go ahead, 01:00', 'en', apart('en', 1, 'the laundromat closes at 23:00', ['assistant', 'The late crowd after the bar shift keeps coming until 1; closing at 01:00 would catch them. Want me to change the hours?'], 'yep go ahead'), '01:00', ['closes at 23:00']],
  ['evet öyle yapalım, 40 kilo', 'tr', apart('tr', 1, 'haftada 30 kilo istiridye mantarı hasat edelim', 'restoranlar ne diyor', ['assistant', 'Restoranlardan gelen talep arttı; haftada 40 kilo hasat edersek hepsine yetişir. Hedefi 40 kiloya çekeyim mi?'], 'evet öyle yapalım'), '40 kilo', ['30 kilo']],
  ['olur mantıklı, 3 itfaiyeci', 'tr', apart('tr', 2, 'gece nöbetinde 2 itfaiyeci kalsın', ['assistant', 'Gece çağrıları geçen ay iki katına çıktı; nöbette 3 itfaiyeci olursa iki ekip aynı anda çıkabilir. Öyle ayarlayayım mı?'], 'olur mantıklı'), '3 itfaiyeci', ['2 itfaiyeci']],
  ['tamamdır öyle olsun, 75 dakika', 'tr', apart('tr', 0, 'kaçış odasında süre 60 dakika olsun', 'yeni oda çok zor diyolar', ['assistant', 'Yeni odadaki bulmacalar uzun; süreyi 75 dakikaya çıkarırsak takımlar sonuna yetişir. Değiştireyim mi?'], 'tamamdır öyle olsun'), '75 dakika', ['60 dakika']],
  ['aynen öyle yap, haftada 2 kez', 'tr', apart('tr', 1, 'buz yüzeyi haftada 1 kez yenilensin', ['assistant', 'Hafta sonu yoğunluğunda buz çabuk bozuluyor; haftada 2 kez yenilersek kaza riski düşer. Öyle yapalım mı?'], 'aynen öyle yap'), '2 kez', ['haftada 1 kez']],
];

/** One part of a line with several rules changed: [name, language, steps, fresh, stale, the other rules' words]. */
type PartCase = [string, Language, Step[], string, string[], string[]];
const PART: PartCase[] = [
  ['the distance of three rules', 'en', apart('en', 1, 'juniors shoot at 18 meters max, no one on the range without a coach, and arrows get checked every session', 'juniors can go to 25 meters now'), '25 meters', ['18 meters max'], ['without a coach', 'checked every session']],
  ['the walks of two rules', 'en', apart('en', 0, 'dogs get walked 3 times a day and no raw food unless the owner brings it', 'make it 4 walks a day'), '4 walks a day', ['3 times a day'], ['no raw food']],
  ['the pour temp of three rules', 'en', apart('en', 2, 'pour temp is 1150 degrees, nobody in the pour area without a face shield, and log every melt', 'bump the pour temp to 1180'), 'to 1180', ['1150 degrees'], ['face shield', 'log every melt']],
  ['the donors a day of three rules', 'en', apart('en', 1, 'each donor waits 15 min after giving, we take max 60 donors a day, and no donors under 50 kg', 'we can handle 80 donors a day'), '80 donors a day', ['max 60 donors'], ['15 min', 'under 50 kg']],
  ['çay fiyatı, üç kuraldan biri', 'tr', apart('tr', 0, "çay bardağı 15 lira, masalar 23:00'te toplansın, nargile yok", 'çayı 20 lira yapalım'), '20 lira', ['15 lira'], ["23:00'te", 'nargile yok']],
  ['süt derecesi, üç kuraldan biri', 'tr', apart('tr', 2, 'keçiler günde 2 kez sağılsın, süt 4 derecede saklansın ve yavruları ayırmayın', 'süt 3 derecede saklansın artık'), '3 derecede', ['4 derecede'], ['2 kez sağılsın', 'ayırmayın']],
  ['öğrenci sayısı, üç kuraldan biri', 'tr', apart('tr', 1, "atlar sabah 7'de yemlensin, bir ders en fazla 4 öğrenci, kasksız binilmesin", 'dersleri 6 öğrenciye çıkaralım'), '6 öğrenciye', ['en fazla 4 öğrenci'], ["7'de yemlensin", 'kasksız']],
  ['gösteri süresi, iki kuraldan biri', 'tr', apart('tr', 2, 'gösteri 45 dakika sürsün, ön sırada yetişkin oturmasın', 'gösteriyi 35 dakikaya indirelim'), '35 dakikaya', ['45 dakika'], ['yetişkin oturmasın']],
];

/** A change by percent of something that is not a price. */
const PERCENT: Case[] = [
  ['25% fewer patients', 'en', apart('en', 1, 'book 24 patients on the morning shift', 'we need 25% fewer patients on the morning shift, two nurses are out'), '25% fewer', ['24 patients']],
  ['cut the run time by 10 %', 'en', apart('en', 2, 'the laser show runs 40 minutes', 'cut the laser show run time by 10 %'), 'by 10 %', ['40 minutes']],
  ['20% less water', 'en', apart('en', 0, 'water the grow beds with 6 liters each', 'use 20% less water on the grow beds, the mold is back'), '20% less water', ['6 liters']],
  ['15 percent more skaters', 'en', apart('en', 1, 'limit public skating to 120 people', 'we can allow 15 percent more skaters since the new exits opened'), '15 percent more', ['120 people']],
  ['%20 daha az kişi', 'tr', apart('tr', 2, 'kubbede seans başına 80 kişi alalım', 'seanslara %20 daha az kişi alalım, havalandırma zayıf'), '%20 daha az', ['80 kişi']],
  ['yüzde 25 kısaltalım', 'tr', apart('tr', 0, 'makineler günde 12 saat çalışsın', 'makinelerin çalışma süresini yüzde 25 kısaltalım'), 'yüzde 25', ['12 saat']],
  ['%10 azaltalım', 'tr', apart('tr', 1, 'her atıcı seansta 60 ok atsın', 'ok sayısını %10 azaltalım omuzlar ağrıyo'), '%10 azaltalım', ['60 ok']],
  ['%20 artıralım', 'tr', apart('tr', 2, 'diyaliz ünitesinde haftada 30 seans planlayalım', 'seans sayısını %20 artıralım'), '%20 artıralım', ['30 seans']],
];

/** A count said again with another noun. */
const RECOUNTED: Case[] = [
  ['6 people → 9 guests', 'en', apart('en', 0, 'seat 6 people at the bowling party', "we'll have 9 guests now, her cousins are coming"), '9 guests', ['6 people']],
  ['4 people → 6 players', 'en', apart('en', 1, 'the escape room booking is for 4 people max', 'make it 6 players, two more from accounting joined'), '6 players', ['4 people']],
  ['50 visitors → 80 kids', 'en', apart('en', 2, 'plan the fire station open day for 50 visitors', 'expect 80 kids at the fire station open day instead'), '80 kids', ['50 visitors']],
  ['3 nurses → 5 staff', 'en', apart('en', 1, 'the blood drive needs 3 nurses', "we'll have 5 staff drawing blood at the drive"), '5 staff', ['3 nurses']],
  ['20 kişilik → 25 çocuk', 'tr', apart('tr', 1, 'kukla gösterisi için 20 kişilik yer ayırın', '25 çocuk gelecekmiş ona göre ayarlayın'), '25 çocuk', ['20 kişilik']],
  ['10 kişi → 14 ziyaretçi', 'tr', apart('tr', 0, 'mantar çiftliği turuna 10 kişi alalım', 'tura 14 ziyaretçi alabiliriz aslında'), '14 ziyaretçi', ['10 kişi']],
  ['5 kişilik → 8 misafir', 'tr', apart('tr', 2, 'çay bahçesinde 5 kişilik masa ayırt', 'bu arada 8 misafir olacağız'), '8 misafir', ['5 kişilik']],
  ['12 öğrenci → 15 çocuk', 'tr', apart('tr', 1, 'buz pistinde ders başına 12 öğrenci olsun', 'derslere 15 çocuk alalım'), '15 çocuk', ['12 öğrenci']],
];

/** Payment terms changed. */
const TERMS: Case[] = [
  ['net 30 → net 15, key blanks', 'en', apart('en', 1, 'we pay the key blank supplier net 30', 'put the key blank supplier on net 15'), 'net 15', ['net 30']],
  ['net 45 → net 30, fine by me', 'en', apart('en', 2, 'bronze invoices are net 45', 'bronze supplier wants net 30 now, fine by me'), 'net 30', ['net 45']],
  ['net 60 → net 30, hay', 'en', apart('en', 0, 'the hay supplier gets paid net 60', 'lets move the hay supplier to net 30'), 'to net 30', ['net 60']],
  ['net 30 terms → net 14', 'en', apart('en', 1, 'invoice the schools on net 30 terms', 'schools go on net 14 from next term'), 'net 14', ['net 30 terms']],
  ['60 gün vade → 30 gün', 'tr', apart('tr', 2, 'yem tedarikçisine 60 gün vadeyle ödeyelim', 'yemciye vadeyi 30 gün yapalım'), '30 gün', ['60 gün vadeyle']],
  ["net 30 → net 15'e geçelim", 'tr', apart('tr', 0, 'mantar kompostu faturaları net 30', "kompostçuyla net 15'e geçelim"), "net 15'e", ['net 30']],
  ['45 gün vade → 30 günde', 'tr', apart('tr', 1, 'çilingir malzemesini 45 gün vadeyle alalım', 'malzemeciye 30 günde ödeyelim'), '30 günde', ['45 gün']],
  ['net 30 → net 45, okullar', 'tr', apart('tr', 2, 'okullara faturayı net 30 kesin', 'okullara net 45 verelim bütçeleri geç çıkıyo'), 'net 45', ['net 30']],
];

/** A value in a unit said with no digit. */
const WORDED: Case[] = [
  ['a dozen → two dozen', 'en', apart('en', 1, 'order a dozen spare arrows per archer', 'make that two dozen spare arrows'), 'two dozen', ['a dozen']],
  ['an hour → half an hour', 'en', apart('en', 2, 'the dogs get an hour in the yard', 'give them half an hour in the yard, its too hot'), 'half an hour', ['an hour in the yard']],
  ['once a day → twice a day', 'en', apart('en', 0, 'keep the ice resurfacing to once a day', 'resurface the ice twice a day'), 'twice a day', ['once a day']],
  ['a week → a fortnight', 'en', apart('en', 1, 'shoe rental is free for a week after signup', 'make the free shoe rental a fortnight'), 'a fortnight', ['for a week']],
  ['bir saat → yarım saat', 'tr', apart('tr', 0, 'kurutma makinesi bir saatten fazla çalışmasın', 'kurutma en fazla yarım saat olsun'), 'yarım saat', ['bir saatten']],
  ['bir kova → iki kova', 'tr', apart('tr', 1, 'keçilere günde bir kova yem verin', 'iki kova yem verin artık'), 'iki kova', ['bir kova']],
  ['haftada bir → ayda bir', 'tr', apart('tr', 2, 'ekip haftada bir tatbikat yapsın', 'tatbikatı ayda bir yapalım'), 'ayda bir', ['haftada bir']],
  ['bir düzine → iki düzine', 'tr', apart('tr', 1, 'kukla kostümleri için bir düzine düğme alın', 'iki düzine düğme lazım'), 'iki düzine', ['bir düzine']],
];

/** Words of the same forms that change nothing: [name, language, steps, a key of the statement that stays live]. */
const STAYS: [string, Language, Step[], string][] = [
  ['3 lanes refused', 'en', apart('en', 1, 'reserve 2 lanes for the league night', ['assistant', 'The league grew to 14 players; 3 lanes would keep games under two hours. Should I book 3 lanes instead?'], 'no keep it as is'), 'reserve 2 lanes'],
  ['6 chairs only asked about', 'en', apart('en', 2, 'run the evening dialysis shift with 4 chairs', ['assistant', 'Opening 6 chairs in the evening would clear the waiting list in a month. Want me to plan for 6 chairs?'], 'would 6 chairs need more nurses?'), '4 chairs'],
  ['yes to the schedule, not to 18 minutes', 'en', apart('en', 0, 'the planetarium show runs 25 minutes', ['assistant', 'An 18 minute show would fit one more session a day.'], 'hm not sure', ['assistant', 'Ok. Want me to email the schools this month’s schedule?'], 'yes do that'), 'runs 25 minutes'],
  ['the other party has 9 guests', 'en', apart('en', 1, 'seat 6 people at the bowling party', 'the party on the next lane has 9 guests'), '6 people'],
  ['5 volunteers for snacks', 'en', apart('en', 2, 'the blood drive needs 3 nurses', "we'll have 5 volunteers handing out snacks"), '3 nurses'],
  ['supplies cut by 25%', 'en', apart('en', 1, 'book 24 patients on the morning shift', 'cut the supply order for the evening shift by 25%'), '24 patients'],
  ['ticket sales up 10 %', 'en', apart('en', 0, 'the laser show runs 40 minutes', 'ticket sales are up 10 % this month'), '40 minutes'],
  ['the hardware store pays us net 15', 'en', apart('en', 2, 'we pay the key blank supplier net 30', 'the hardware store pays us net 15'), 'net 30'],
  ['the club next door orders two dozen', 'en', apart('en', 1, 'order a dozen spare arrows per archer', 'the club next door orders two dozen'), 'a dozen'],
  ['maybe half an hour if it gets hotter', 'en', apart('en', 0, 'the dogs get an hour in the yard', 'if it gets any hotter we might cut it to half an hour'), 'an hour in the yard'],
  ['could juniors go to 25?', 'en', apart('en', 2, 'juniors shoot at 18 meters max, no one on the range without a coach, and arrows get checked every session', 'could the juniors handle 25 meters?'), '18 meters max'],
  ['the other rink resurfaces twice a day', 'en', apart('en', 1, 'keep the ice resurfacing to once a day', 'the rink in town resurfaces twice a day'), 'once a day'],
  ['40 kilo istemiyor', 'tr', apart('tr', 1, 'haftada 30 kilo istiridye mantarı hasat edelim', ['assistant', 'Haftada 40 kilo hasat edersek restoranlara yetişir. Hedefi 40 kiloya çekeyim mi?'], 'yok şimdilik böyle kalsın'), '30 kilo'],
  ['3 itfaiyeci sadece soruluyor', 'tr', apart('tr', 2, 'gece nöbetinde 2 itfaiyeci kalsın', ['assistant', 'Nöbette 3 itfaiyeci olursa iki ekip aynı anda çıkabilir. Öyle ayarlayayım mı?'], '3 olursa mesai bütçesi yeter mi?'), '2 itfaiyeci'],
  ['75 dakika, bir düşüneyim', 'tr', apart('tr', 0, 'kaçış odasında süre 60 dakika olsun', ['assistant', 'Süreyi 75 dakikaya çıkarırsak takımlar sonuna yetişir. Değiştireyim mi?'], 'bi düşüneyim'), '60 dakika'],
  ['evet, ek görevliye', 'tr', apart('tr', 1, 'buz yüzeyi haftada 1 kez yenilensin', ['assistant', 'Haftada 2 kez yenilemek iyi olabilir. Bu arada cumartesi için ek görevli çağırayım mı?'], 'evet çağır'), 'haftada 1 kez'],
  ['bilet geliri %20 düştü', 'tr', apart('tr', 2, 'kubbede seans başına 80 kişi alalım', 'bu ay bilet gelirimiz %20 düştü'), '80 kişi'],
  ['deterjanı yüzde 25 azaltalım', 'tr', apart('tr', 0, 'makineler günde 12 saat çalışsın', 'deterjan kullanımını yüzde 25 azaltalım'), '12 saat'],
  ['%10 azaltsak?', 'tr', apart('tr', 1, 'her atıcı seansta 60 ok atsın', 'ok sayısını %10 azaltsak skorlar düşer mi?'), '60 ok'],
  ['sahne arkasında 6 kişi', 'tr', apart('tr', 1, 'kukla gösterisi için 20 kişilik yer ayırın', 'sahne arkasında 6 kişi çalışacak'), '20 kişilik'],
  ['yan masada 8 misafir', 'tr', apart('tr', 2, 'çay bahçesinde 5 kişilik masa ayırt', 'yan masada 8 misafir olacakmış gürültü olabilir'), '5 kişilik'],
  ['belediye net 60 ödüyor', 'tr', apart('tr', 0, 'okullara faturayı net 30 kesin', 'belediye bize net 60 ödüyor'), 'net 30'],
  ['diğer istasyon ayda bir', 'tr', apart('tr', 2, 'ekip haftada bir tatbikat yapsın', 'diğer istasyon ayda bir yapıyomuş'), 'haftada bir'],
  ['iki kova versek?', 'tr', apart('tr', 1, 'keçilere günde bir kova yem verin', 'iki kova versek süt artar mı?'), 'bir kova'],
  ['çayı 20 yapsak?', 'tr', apart('tr', 0, "çay bardağı 15 lira, masalar 23:00'te toplansın, nargile yok", 'çayı 20 lira yapsak müşteri kaçar mı?'), '15 lira'],
];

/**
 * The first count, before any change for this list: 9 of 48 chains resolved, 20 of 25 look-alikes live. The misses:
 * the stale rule left live beside the new value (most: every percent of a count or a length, every count said with
 * another noun, the terms said as "net N" in both turns), the assistant's value not taken on a bare yes ("yep go
 * ahead", "evet öyle yapalım", "tamamdır öyle olsun": the yes itself kept as a decision), the other rules of a line lost
 * when one part of it changes (the whole line replaced), a value with no digit never matched ("a fortnight", "iki
 * kova"), and five first statements kept by no item before any change ("run the evening dialysis shift with 4 chairs",
 * "seat 6 people at the bowling party", "order a dozen spare arrows per archer", "the dogs get an hour in the yard",
 * "kukla kostümleri için bir düzine düğme alın"), which leave their chains and three look-alikes failing for that
 * alone. One look-alike is a false resolution: the stage crew's "6 kişi" marks the audience's "20 kişilik" superseded.
 */
/*
 * After the twenty-second round's change: 22 of 48 chains resolved, 20 of 25 look-alikes live, none newly resolved.
 * Fixed by class: a count or a length scaled by a percent that names the thing (`relativeChange.ts`, supersession's
 * referent), payment terms as a kind of value, a count of people said again under another noun, and an offer to change
 * that names no value ("Değiştireyim mi?") pointing back at the value proposed before it (`extractSummary.ts`). Then
 * the stage crew's "6 kişi çalışacak" no longer replaces the audience's "20 kişilik" (a count of the people who work an
 * event is its staff: `staffCounts.test.ts`): 21 of 25 look-alikes live.
 * Then one part of a line of several rules: 3 of 8 resolved with the other rules live (after 1), the replaced line's
 * other rules kept live when they hold no number (strangerPartRevisions.test.ts).
 */
const MISSED = new Set<string>([
  'ok lets go with that, 6 chairs',
  'yep go ahead, 01:00',
  'evet öyle yapalım, 40 kilo',
  '%10 azaltalım',
  '6 people → 9 guests',
  '4 people → 6 players',
  '3 nurses → 5 staff',
  '20 kişilik → 25 çocuk',
  '10 kişi → 14 ziyaretçi',
  '5 kişilik → 8 misafir',
  '12 öğrenci → 15 çocuk',
  'net 45 → net 30, fine by me',
  'a dozen → two dozen',
  'an hour → half an hour',
  'once a day → twice a day',
  'a week → a fortnight',
  'bir saat → yarım saat',
  'bir kova → iki kova',
  'bir düzine → iki düzine',
]);
const PART_MISSED = new Set<string>([
  'the walks of two rules',
  'the donors a day of three rules',
  'çay fiyatı, üç kuraldan biri',
  'süt derecesi, üç kuraldan biri',
  'öğrenci sayısı, üç kuraldan biri',
]);
const STAYS_MISSED = new Set<string>([
  '6 chairs only asked about',
  'the other party has 9 guests',
  'the club next door orders two dozen',
  'maybe half an hour if it gets hotter',
]);

const { stays, keptThenResolved: resolved, partResolved } = listChecks(talk);

describe('revisions as strangers type them, a twenty-second list', () => {
  describe('a bare yes to the assistant’s proposal', () => eachCase(TAKEN, MISSED, resolved));
  describe('one part of a line of several rules', () => eachCase(PART, PART_MISSED, partResolved));
  describe('a percent of something not a price', () => eachCase(PERCENT, MISSED, resolved));
  describe('a count said again with another noun', () => eachCase(RECOUNTED, MISSED, resolved));
  describe('payment terms', () => eachCase(TERMS, MISSED, resolved));
  describe('a unit with no digit', () => eachCase(WORDED, MISSED, resolved));
  eachLookAlike(STAYS, STAYS_MISSED, stays);

  it('has the size the brief asks and its counts as written', () => {
    const chains = [...TAKEN, ...PART, ...PERCENT, ...RECOUNTED, ...TERMS, ...WORDED];
    expect(chains.length).toBeGreaterThanOrEqual(40);
    expect(STAYS.length).toBeGreaterThanOrEqual(20);
    const tr = chains.filter((c) => c[1] === 'tr').length;
    expect(2 * tr).toBe(chains.length);
    // Every name a set of misses names is a row of the list: a renamed row cannot leave a stale miss behind.
    const names = new Set(chains.map((c) => c[0]));
    expect(names.size).toBe(chains.length);
    expect([...MISSED, ...PART_MISSED].filter((n) => !names.has(n))).toEqual([]);
    expect([...STAYS_MISSED].filter((n) => !STAYS.some((s) => s[0] === n))).toEqual([]);
  });
});
