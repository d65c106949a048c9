import { strangerList, type ReplacedRow, type StaysRow } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Live rules marked superseded by a value told as history (issue 14, the
 * twenty-sixth round): a stranger list written before any change for it, in
 * domains the spoken test conversations do not use (a climbing gym, a dog
 * shelter, a community garden, a bike workshop; tırmanış salonu, hayvan
 * barınağı, bostan, bisiklet atölyesi).
 *
 * The class, read off misses of the tuning half: a later statement gives a
 * value of the same kind, of the same thing, but dated in the past ("last
 * year", "two winters ago", "geçen yıl", "iki yıl önce", "eskiden") and says
 * no change: a value to compare with or to mention, not the new setting
 * ("prim karşılığı ₺910.500 oldu" is not replaced by "geçen yıl kasımda prim
 * ₺760.000 di bu arada, karşılaştırma tablosuna onu da koy").
 *
 * Beside them, true replacements told with a past time ("the board raised the
 * fee to £48 last week", "geçen hafta aidatı 500 TL'ye çıkardık"), and a
 * history clause beside a new value said in another clause: the fix cannot
 * be "a past time changes nothing".
 */
const STAYS: StaysRow[] = [
  ['route photos of last year', 'en', ['the climbing wall closes at 18:00', 'use the old route photos from last year when it closed at 19:00'], 'closes at 18:00'],
  ['last year’s fee for the report', 'en', ['the membership fee is £45 a month', 'in the report put last year’s membership fee of £38 next to it'], '£45 a month'],
  ['a count of two winters ago', 'en', ['the shelter must never take more than 30 dogs', 'for the council letter: we had 41 dogs two winters ago, mention that'], 'more than 30 dogs'],
  ['a repair time of the past', 'en', ['bike repairs take 3 days at most', 'tell the customer repairs took 5 days back in the spring, before the second mechanic'], '3 days at most'],
  ['geçen yılın aidatı', 'tr', ['aidat aylık 450 TL', "geçen yıl aidat 380 TL'ydi bu arada, tabloya onu da koy"], 'aidat aylık 450 TL'],
  ['iki yıl önceki kapanış', 'tr', ["tırmanış salonu 22:00'de kapanır", "iki yıl önce salon 23:00'e kadar açıktı, broşüre bunu da yaz"], "22:00'de kapanır"],
  ['geçen kışın köpek sayısı', 'tr', ['barınak en fazla 30 köpek alsın', 'belediyeye yazarken geçen kış 41 köpek olduğunu da belirt'], 'en fazla 30 köpek'],
  ['eskiden parsel ücreti', 'tr', ['bostanda parsel başı yıllık ücret 600 TL', 'eskiden parsel ücreti 400 TL idi, karşılaştırmaya ekle'], 'yıllık ücret 600 TL'],
];

const REPLACED: ReplacedRow[] = [
  ['the fee raised last week', 'en', ['the membership fee is £45 a month', 'the board raised the membership fee to £48 last week'], '£48', ['£45']],
  ['closing moved since last month', 'en', ['the climbing wall closes at 18:00', 'since last month the climbing wall closes at 20:00 now'], '20:00', ['18:00']],
  ['a history clause beside the new limit', 'en', ['the shelter must never take more than 30 dogs', 'last winter we had 41 dogs, so from now on the shelter can take 35 dogs at most'], '35 dogs', ['30 dogs']],
  ['aidat geçen hafta arttı', 'tr', ['aidat aylık 450 TL', "geçen hafta aidatı 500 TL'ye çıkardık"], '500 TL', ['450 TL']],
  ['geçen yılın aidatı, yanında yenisi', 'tr', ['aidat aylık 450 TL', "geçen yıl aidat 380 TL'ydi, artık aidat aylık 500 TL"], '500 TL', ['450 TL']],
  ['kapasite geçen ay arttı', 'tr', ['barınak en fazla 30 köpek alsın', 'geçen ay kapasiteyi artırdık, barınak artık en fazla 40 köpek alsın'], '40 köpek', ['30 köpek']],
];

const STAYS_MISSED: string[] = [];
const REPLACED_MISSED: string[] = [];

strangerList('live rules marked superseded by a value told as history, a stranger list (twenty-sixth round)', {
  stays: STAYS,
  staysMissed: STAYS_MISSED,
  replaced: REPLACED,
  replacedMissed: REPLACED_MISSED,
  turkish: { stays: 4, replaced: 2 },
});
