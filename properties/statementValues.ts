import fc from 'fast-check';
import { everyTyping, typed, type Typing } from './changes.js';

/**
 * The values a statement says, as supersession reads them (`Features.values`
 * of `statementReader().read`), row by row: the kinds of value of the
 * supersession rule (the doc comment of `Statement` in
 * core/compact/supersession.ts, each pattern's own comment there, and
 * docs/compaction.md's supersession rules) — an amount, a percentage, a time
 * or a window, a date, a duration in its unit, a frequency, a count of a
 * thing, a version, a weight, a size, a length of answer, a weekday, payment
 * terms, a priority, a threshold, a ratio, a thing's number, a bare number.
 *
 * A row holds texts that each say one value of its kind: the `same` ones the
 * same value however it is written (the forms the comments name as one:
 * "13 Ocak", "13 ocakta", "january 13", "2026-01-13"; "1,2 ton" and
 * "1200 kg"; "45 dakika" and "45 dakikaya"; "sev-2" and "severity 2"), the
 * `changed` ones another value of the kind each, and the `not` ones, its near
 * misses, none of the kind ("P3-114" is a code, "the 17th stays at torre
 * azul" a person, "net 30%" a percentage). No text reads a kind the row does
 * not allow beside its own (a bare number, which any digits also are, and
 * what `also` names). The values are compared with each other, never with a
 * spelling of them: how the reader writes a value is its own business, that
 * two forms are one value, or two, is the contract.
 *
 * A text's value is in square brackets where its words are part of it: the
 * spaces inside are typed as written, the spaces between the other words
 * widened to runs of spaces (a statement typed with doubled spaces says the
 * same values); each text also typed in capitals or without Turkish letters.
 */

function fail(message: string): never {
  throw new Error(message);
}

/** What the reader under test gives for a text: each kind of value it says, with the values of that kind. */
export type ReadValues = (text: string) => ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Texts of one kind of value. `kind` is the kind as `ValueKind` names it; one ending in a colon (`count:`, `label:`,
 * `ratio:`) is a family keyed by the thing counted or named, and every text of the row must read the same key of it.
 */
export interface ValueRow {
  kind: string;
  same: string[];
  changed?: string[];
  not?: string[];
  /** Kinds a text of the row may read beside its own (a bare number always may). */
  also?: string[];
}

export const VALUE_ROWS: readonly ValueRow[] = [
  // How often: "every 30 min" → "hourly", "30 dkda bir" → "saatte bir" (the doc comment of `Statement`).
  {
    kind: 'frequency',
    same: ['reports go out [every 30 min]', '[every 30 min]', 'send it [every 30 min] please'],
    changed: ['[hourly]', '[daily] now', '[weekly]', '[monthly]', '[fortnightly]', '[biweekly]', '[every 2 hours]', '[30 dkda bir]', '[30 dakikada bir]', '[15 dkde bir]', '[saatte bir]', '[günde bir]', '[haftada bir]', '[ayda bir]', '[every morning]', '[every evening]', '[every night]', '[every month]', '[every week]', '[every day]'],
    not: ['every guest gets one', 'the cafe opens at 9', 'the week after'],
  },
  // "every Monday" and "every other Monday" are how often, and the weekday too: "we switched the report to friday" moves it.
  { kind: 'frequency', same: ['[every monday]', 'standup [every monday]'], changed: ['[every other monday]', '[every second monday]', '[every friday]', '[every other week]'], also: ['weekday'] },
  // A window: "02:00-03:00 → 04:00-05:00"; one window, not two times.
  {
    kind: 'timerange',
    same: ['window [02:00-03:00]', '[02:00 - 03:00]', '[02:00 -03:00] it is'],
    changed: ['[02:00-03:05]', '[04:00-05:00]', '[04:00–05:00]', '[14.30-16.00]', '[9:00-17:00]', '[9.00 - 17.00]'],
    not: ['at 02:00', '02:00 and 03:00'],
  },
  // An amount: "€38,000 → €32,500"; a currency said as a word is one.
  {
    kind: 'money',
    same: ['the budget is [€38,000]', '[€ 38,000]', 'budget [€38,000] total', '[€38,000]!', '(€38,000)'],
    changed: ['[€32,500]', '[$1,500]', '[£400]', '[₺400]', '[€2.5k]', 'about [40k] total', 'the fee is [12.500] in all', '[1.500.000]', '[2.5k]', '[5k]', '[2.55k]', '[55k]', '[2 milyon]', '[300 TL]', '[300 usd]', '[300 lira]'],
    not: ['room 204', '14 people', '4.12.1', 'make it 12.5', 'make it 400'],
  },
  // A currency in a plural word is also the bare number it was read as before it was a currency.
  { kind: 'money', same: ['[1500 dollars]', '[1500 dollars] max'], changed: ['[200 bucks]', '[14 euros]', '[300 liras]', '[1 dollar]'], also: ['number'] },
  // "48 bin" and "48 bine" are one amount: a Turkish case ending is not a new value.
  { kind: 'money', same: ['[48 bin]', '[48 bine] çektik', '[48 bini] geçmesin', '[48 binine]', '[48 binle]', '[48 bin] it is'], changed: ['[50 bine]', '[2 milyon]', '[3 milyonla]'] },
  // A Turkish thousand inside a sentence is the same amount as said alone; a million is no thousand.
  { kind: 'money', same: ['[12.500]', 'the fee is [12.500] in all', 'ücret [12.500] oldu'], changed: ['[1.500.000]', '[1.500]', '[2.500]'] },
  { kind: 'money', same: ['[300 TL]', '[300TL]', '[300 tl]'], changed: ['[300 eur]', '[400TL]', '[40k tl]'] },
  { kind: 'percent', same: ['[20%]', '[20 %] off'], changed: ['[25%]', '[7.5%]', '[12%]', '[12,5%]', '[12,55%]', '[55%]', '[5%]'], not: ['20 people', 'net 30'] },
  { kind: 'percent', same: ['[%20]', "[% 20]'ye çek"], changed: ['[%25]', '[%12]', '[%12,5]', '[%12,55]', '[%5]'] },
  // Payment terms, however written: "net 30", "net-45", "net 15'e geçelim".
  {
    kind: 'terms',
    same: ['[net 30]', '[net-30]', '[net30]', "[net 30]'a geçelim", 'on [net 30] terms'],
    changed: ['[net 45]', "[net 15]'e", '[net-60]'],
    not: ['net 30%', 'net 1000', 'cabinet 30', 'the net is 30'],
  },
  // A ticket's priority or an incident's severity: one level of one scale, however written.
  { kind: 'priority', same: ['[P2]', "[P2]'ye", 'make it [p2]'], changed: ['[P3]', '[p0]', '[P5]'], not: ['P3-114', 'p2p', 'mp3', 'P7', 'ship2'] },
  { kind: 'priority', same: ['[sev2]', '[sev-2]', '[severity 2]', 'now [sev2]'], changed: ['[sev1]', '[sev-3]', '[severity 4]'], not: ['sev-2-14', 'severity level 2'] },
  // A version: "v4.12.1" and "4.12.1" are one.
  { kind: 'version', same: ['[4.12.1]', '[v4.12.1]', 'version [4.12.1] it is'], changed: ['[4.13.0]', '[4.12.10]', '[2.0.0]', '[2.0.0-rc1]', '[2.0.0-rc12]', '[2.0.0-rc.2]', '[10.0.1]'], not: ['4.12 it is', 'ipv4.12.1'] },
  { kind: 'time', same: ['at [10:30]', '[10:30]'], changed: ['[11:45]', '[9:00]', '[3pm]', '[11am]'], not: ['02:00-03:00', 'a 10 amp fuse', '10:30:15', '4.12.1', 'the 10 ampere line'] },
  { kind: 'time', same: ['[10am]', '[10 am] then', 'at [10am]', 'by [10 am]'], changed: ['[11 am]', '[10pm]'] },
  // A time said in words is the same time as in digits.
  { kind: 'time', same: ['[4:30]', '[half past 4]'], changed: ['[quarter to 5]', '[quarter past 4]'] },
  { kind: 'time', same: ['[12:00]', '[noon]', '[öğlen]', '[noon] then', '[midday]', '[öğle vakti]', 'öğle vakti olsun'], changed: ['[midnight]'] },
  { kind: 'time', same: ['[4:45]', '[quarter to 5]', '[quarter to 5] then', 'at quarter to 5 then'], changed: ['[quarter past 4]', '[half past 4]'] },
  { kind: 'time', same: ['[10:30]', '[half past 10]', 'at half past 10 then', '[10 buçukta]', '[10 buçuk]', 'saat [10 buçukta] olsun'], changed: ['[4 buçukta]', '[quarter past 10]'] },
  { kind: 'time', same: ['[4:30]', '[4 buçukta]', '[4buçukta]', '[4 buçuk]', '[half past 4] then'] },
  { kind: 'time', same: ['[00:00]', '[midnight]', '[gece yarısı]', '[midnight] then', 'gece yarısı olsun'], changed: ['[noon]'] },
  // A part of the day as the target of a move is a time of its own; said in passing it sets none.
  {
    kind: 'time',
    same: ['move the rehearsal to the afternoon', 'move the rehearsal to the afternoon please', "let's move it to the afternoon", 'moved the standup to the afternoon', 'push it to the afternoon', 'shift the call into the afternoon', 'change the call to the afternoon', 'rescheduled it till the afternoon', 'can we bring the big rehearsal to the afternoon'],
    changed: ['move the rehearsal to the morning', 'move the rehearsal to the evening'],
    not: ['the tuner comes in the afternoon', 'move the rehearsal, the afternoon is free'],
  },
  { kind: 'time', same: ['provayı akşama alalım', 'akşama alalım', 'akşama al', 'provayı akşama çekelim', 'provayı akşama kaydır'], changed: ['provayı sabaha alalım', 'provayı öğleye alalım', 'provayı öğleden sonraya al'], not: ['öğleden sonra yapılacak', 'akşam geliyor'] },
  // One date however written: "2026-01-13", "13 Ocak", "13 ocakta", "january 13" are one.
  {
    kind: 'date',
    same: ['[13 Ocak]', '[13 ocakta]', '[january 13]', '[2026-01-13]', '[jan 13]', '[13 January]', '[13 ocakta]'],
    changed: ['[14 april]', '[15 nisan]', '[2026-03-02]', '[may 15]', '[1 aralık]', '[sept 30]'],
    not: ['13 people', '2026-01-133', 'the 17th stays at torre azul', 'mayor 13'],
  },
  { kind: 'date', same: ['[may 15]', '[15 mayısa]', '[15 May]'] },
  // An ordinal is a date after a preposition, and on its own, not as a count ("the 17th stays at torre azul").
  { kind: 'date', same: ['on [the 20th]', 'by [the 20th]', 'until [the 20th]', '[the 20th]', 'deadline is [the 20th]', 'it is [the 20th]', '[20th]'], changed: ['by [the 21st]', 'on [the 3rd]', 'before [the 2nd]', 'after [the 22nd]'], not: ['the 17th stays at torre azul', 'our 20th guest'] },
  // A range stays as written, one value.
  { kind: 'date', same: ['[14-16 april]', '[14 - 16 april]'], changed: ['[14-17 april]', '[16 april]', '[14-16 may]'] },
  { kind: 'date', same: ['[14-16 nisan]', '[14-16 nisanda]'], changed: ['[16 nisan]'] },
  // Durations compare within their unit, a Turkish case ending off.
  { kind: 'duration:minute', same: ['[45 dakika]', '[45 dakikaya]', '[45 dakikayı]', "[45 dakika'ya]", '[45 dakikadan]'], changed: ['[55 dakika]', '[30 dk]'] },
  { kind: 'duration:minute', same: ['[90 minutes]', 'capped at [90 minutes]'], changed: ['[45 min]', '[30 mins]', '[5 minute]', '[20 dk]'] },
  { kind: 'duration:hour', same: ['[48h]', 'soak [48h]'], changed: ['[24h]', '[2 hours]', '[1 hour]', '[3 hrs]', '[1 hr]', '[2 saat]', '[3 saate]'] },
  { kind: 'duration:hour', same: ['[3 saat]', '[3 saatte]', '[3 saatten]', '[3 saate]'] },
  { kind: 'duration:day', same: ['[10 days]', 'for [10 days]'], changed: ['[3 d]', '[1 day]', '[5 gün]'] },
  { kind: 'duration:day', same: ['[5 gün]', '[5 güne]', '[5 günden]', "[5 gün]'lük"] },
  { kind: 'duration:night', same: ['[3 nights]'], changed: ['[1 night]', '[2 gece]'] },
  // A count in words before its unit is the same value as in digits ("three nights", "dört gece").
  ...(
    [['two', 'iki', 2], ['three', 'üç', 3], ['four', 'dört', 4], ['five', 'beş', 5], ['six', 'altı', 6], ['seven', 'yedi', 7], ['eight', 'sekiz', 8], ['nine', 'dokuz', 9], ['ten', undefined, 10]] as const
  ).flatMap(([en, tr, n]): ValueRow[] => [
    { kind: 'duration:night', same: [`[${n} nights]`, `[${en} nights]`, `for [${en} nights]`, `for ${en} nights then`] },
    ...(tr === undefined ? [] : [{ kind: 'duration:night', same: [`[${n} gece]`, `[${tr} gece]`, `${tr} gece kalalım`] }]),
  ]),
  { kind: 'duration:night', same: ['a [2 night] stay', 'a [two night] stay'] },
  { kind: 'duration:day', same: ['a [2 day] workshop', 'a [two day] workshop'], changed: ['a [three day] workshop'] },
  { kind: 'duration:hour', same: ['a [3 hour] meeting', 'a [three hour] meeting'], changed: ['[three hours]'] },
  { kind: 'duration:week', same: ['a [2 week] trip', 'a [two week] trip'], changed: ['[three weeks]'] },
  { kind: 'count:', same: ['[4 people]', '[four people]'], changed: ['[five people]'] },
  { kind: 'count:', same: ['[4 guests]', '[four guests]', '[four guest]'] },
  { kind: 'count:', same: ['[4 persons]', '[four persons]', 'a [four person] team'] },
  { kind: 'count:', same: ['[2 rooms]', '[two rooms]', '[two room]'] },
  { kind: 'duration:week', same: ['[2 weeks]'], changed: ['[1 week]', '[3 hafta]'] },
  { kind: 'duration:week', same: ['[3 hafta]', '[3 haftalık]', '[3 haftaya]'] },
  { kind: 'duration:month', same: ['[3 ay]', '[3 aya]', '[3 aylık]', '[3 aydan]', '[3 ayda]', '[3 ayı]', '[3aylık]', '[3aya]'], changed: ['[6 months]', '[1 month]'] },
  { kind: 'duration:year', same: ['[2 years]'], changed: ['[1 year]', '[1 yıl]'] },
  { kind: 'duration:second', same: ['[30 seconds]'], changed: ['[30 sec]', '[10 secs]', '[20 sn]', '[20 saniye]', '[5 s]', '[1 second]'] },
  // A weight in kilograms: "1,2 ton" and "1200 kg" are one weight.
  {
    kind: 'weight',
    same: ['[1200 kg]', 'pallets can be [1200 kg]', '[1200 kg] max', '[1200kg]', '[1.2 tonne]', '[1.2 t]', '[1,2 ton]', '[1,2 tona]', '[1200 kilo]', '[1.2 tonnes]', '[1200 kilograms]', '[1200 kgs]', '[1200 kiloya]'],
    changed: ['[800 kg]', '[2 tons]', '[1,25 ton]', '[1250.5 kg]'],
    not: ['1200 kg-class truck', '1200 kgf'],
  },
  { kind: 'weight', same: ['[500 gr]', '[500 grams]', '[0.5 kg]', '[500 grama]', '[500 gramdan]', '[0,5 kilo]'], changed: ['[70 gramdan]', '[250 gram]'] },
  // A size with its unit.
  { kind: 'distance', same: ['[3m]', 'worktop [3 m]'], changed: ['[3.2 m]', '[3,2m]', '[3.25 m]', '[25 m]', '[120 cm]', '[85 m2]', '[85 m²]', '[5 km]', '[40 mm]', '[3 metre]', '[3 meters]', '[90 metrekare]'], not: ['3 mins', '3 mph', '3 months'] },
  // How long an answer should be, said in words.
  { kind: 'length', same: ['keep it [short]', '[short] please'], changed: ['[long]', '[detailed]', '[concise]', '[brief]', '[kısa]', '[uzun]', '[ayrıntılı]', '[detaylı]'], not: ['shortly after', 'a longer one', 'briefing'] },
  // A weekday; a Turkish one may carry a case ending, an English one be a plural.
  { kind: 'weekday', same: ['[monday]', 'on [mondays]', '[Monday] it is'], changed: ['[friday]', '[tues]', '[thurs]', '[sunday]', '[sat]'], not: ['monetary', 'sunset', 'satisfied'] },
  { kind: 'weekday', same: ['[pazartesi]', '[pazartesiye]', '[pazartesileri]', '[pazartesi] olsun'], changed: ['[cuma]', '[cumartesi]', '[salı]', '[çarşamba]', '[perşembe]', '[pazar]'] },
  { kind: 'weekday', same: ['[cumartesi]', '[cumartesiye]'] },
  { kind: 'weekday', same: ['[pazar]', '[pazara]'] },
  { kind: 'weekday', same: ['[cuma]', '[cumaya]'] },
  // The threshold of a condition, by its digits: not a setting of its kind.
  {
    kind: 'trigger',
    same: ['once the recordings reach [50%]', 'when it hits [50%]', "kayıtlar [%50'ye] çıkınca", '[as soon as] we pass [50%]', 'once sales get to [50%] we stop', 'we stop once the files reach [50%]', "kayıtlar [%50ye] çıkınca dur", "[50'ye] çıkınca dur", 'when it hit [50%]'],
    changed: ['when library fines reach [£20]', "ceza [200 TL'ye] ulaşınca", 'once it exceeds [60%]', "sayı [40'a] gelince", 'when the queue goes over [30]', 'when the queue goes over [300]', 'once costs exceed [80%]', "sayı [70'i] geçince", "sayı [75'ı] geçince dur", 'once it reaches [1,500]'],
    not: ['start the recordings at 5%', 'we reached 50% yesterday'],
  },
  { kind: 'trigger', same: ["ceza [200 TL'ye] ulaşınca", "ceza [200TL'ye] ulaşınca", "ceza [200 tl'ye] ulaşınca dur"] },
  // A count that measures another thing: a ratio, a run or a gap, a kind of its own.
  { kind: 'ratio:', same: ['per 40 pitches', 'one toilet block per 40 pitches', 'each 40 pitches', 'one in 40 pitches', '40 pitches başına'], changed: ['per 30 pitches'], not: ['the campsite opens 120 pitches'] },
  { kind: 'ratio:', same: ['3 shows in a row', 'we played 3 shows in a row', '3 shows in a row again', 'we had 3 consecutive shows', '3 consecutive shows', '3 straight shows', '3 shows [back-to-back]', '3 shows [back to back]', 'art arda 3 shows', 'üst üste 3 shows', 'arka arkaya 3 shows', '3 shows art arda', '3 shows üst üste', '3 shows arka arkaya'], changed: ['4 shows in a row', '2 shows in a row', '12 consecutive shows', '13 shows in a row'] },
  { kind: 'ratio:', same: ['3 home games in a row', '3 home games [back to back]', '3 home games art arda'] },
  { kind: 'ratio:', same: ['2 crossings apart', '2 crossings arayla', 'we keep 2 crossings apart now'] },
  { kind: 'ratio:', same: ['at least 2 crossings between', 'we need at least 2 crossings between', 'at least 2 crossings between them', 'arasında en az 2 crossings', 'arasında en fazla 2 crossings', 'arasında 2 crossings', 'minimum 2 crossings between', 'min 2 crossings between', 'at most 2 crossings between', 'no more than 2 crossings between', 'no fewer than 2 crossings between'], changed: ['at least 3 crossings between', 'at least 12 crossings between'], not: ['14 crossings between Dover and Calais', 'at least 2 crossings a day'] },
  { kind: 'ratio:', same: ['at least 2 ferry crossings between', 'arasında en az 2 ferry crossings'] },
  { kind: 'ratio:', same: ['her 10 stantta'], changed: ['her 12 stantta'] },
  // One ratio whatever case ending its noun takes ("her 10 stantta bir", the doc comment's own, "10 stant başına", "her 10 standa bir").
  { kind: 'ratio:', same: ['her 10 stantta bir görevli', '10 stant başına bir görevli', 'her 10 standa bir görevli'], changed: ['her 12 standa bir görevli'] },
  // Counts of people, however the headcount is said.
  {
    kind: 'count:',
    same: ['14 people', '[we are] 14', 'I think [we are] 14', 'so [party of] 14 then', 'and [14 of us] too', "[we're] 14", '[party of] 14', '[table for] 14', '[group of] 14', '[14 of us]', '[there will be] 14', "[there'll be] 14", '[there are] 14', '[we are] about 14', '[we are] around 14', '14 more people', '14 new people'],
    changed: ['17 people', '[we are] 8'],
    not: ['[we are] 14%', '[we are] 14th', 'room 14'],
  },
  { kind: 'count:', same: ['14 chairs', 'we need 14 chairs', '14 more chairs', '14 new chairs'], changed: ['20 chairs'] },
  // A count said right after another value (a date, a time, a weekday) is still the count of its thing, and that value no thing's number.
  // A count said right after a ratio or a threshold, with no comma between as Turkish writes it, is still the count of its thing.
  { kind: 'count:', same: ['[2 görevli] olsun', 'her 10 stantta [2 görevli] olsun'], also: ['ratio:'] },
  { kind: 'count:', same: ['[2 kişi] daha alalım', "kayıtlar [%50'ye] çıkınca [2 kişi] daha alalım"], also: ['trigger'] },
  // supersession-3 (supersession.ts 381): in English too, typed without the comma ("we hire once bookings reach 200 2 more
  // guides"): the word before the condition no thing's number.
  { kind: 'count:', same: ['[2 more guides]', 'we [hire once bookings reach 200 2] more guides'], also: ['trigger'] },
  // A time in words before a count ("4 buçuk", the doc comment's own): the count after it is still read.
  { kind: 'count:', same: ['[20 kişi] gelecek', 'saat [4 buçuk], [20 kişi] gelecek', 'saat [4 buçukta] [20 kişi] gelecek'], also: ['time'] },
  { kind: 'count:', same: ['[3 guests] arrive', 'on [12 May] [3 guests] arrive', 'at [18:00] [3 guests] arrive', 'on [friday] [3 guests] arrive'], changed: ['on [12 May] [4 guests] arrive'], also: ['date', 'time', 'weekday'] },
  // supersession-3 (supersession.ts 414): after an amount too ("we paid €50 3 times this month"), the word before the
  // amount no thing's number.
  { kind: 'count:', same: ['[3 times]', 'we [paid €50 3 times] this month'], changed: ['we [paid €50 4 times] this month'], also: ['money'] },
  // A thing named with a number after it: its number is a value of that thing.
  { kind: 'label:', same: ['[room 204]', 'in [room 204]'], changed: ['[room 310]', '[room 2045]'], not: ['room 20456', 'room 204.5', 'room 204%', 'x-ray 3', "o'room 3", 'gate [300 pm] today'] },
  { kind: 'label:', same: ["[Ada 2]'de", '[Ada 2]'], changed: ['[Ada 3]'] },
  // A preposition or a quantity word before a number names nothing.
  { kind: 'number', same: ['for [10]', '[10]', 'max [10]', 'the [10]', 'around [10]', 'cap [10]', 'limit [10]', 'tavan [10]', 'sadece [10]', 'toplam [10]', 'cap [10] then'], changed: ['for [20]', 'for [30]', 'max [7]'] },
  // A number with one or two decimals and nothing after it but a full stop: a bare number, comma or point alike.
  { kind: 'number', same: ['target is [16.4].', 'target is [16.4]. thanks', 'make it [16.4]', '[16,4] olsun'], changed: ['[2.5]', '[16.45]', '[16]'], not: ['12.500', '4.12.1', '€16.4'] },
];

/**
 * Rows the reader misreads by its own doc comments (known misses, each an `it.fails` in the test): a ratio said with
 * "every" and a number is read as how often ("one first-aid tent every 5 water stations" is the doc comment's own
 * example of a ratio); a month or an amount whose Turkish case ending changes its last letters ("13 ocağa": "ocak"
 * softens; "2 milyona": a back vowel) is read as a count, not as the date or the amount the comments say an ending
 * leaves as it was; "as soon as" typed with doubled spaces is no condition, where "once" and "when" are, and "14  of  us" no headcount;
 * "quarter to 1", a time in words the comments say is the same time as in digits, reads as "0:45", another time than
 * "00:45".
 */
export const VALUE_MISSES: readonly ValueRow[] = [
  { kind: 'ratio:', same: ['one first-aid tent [every 5 water stations]'] },
  { kind: 'ratio:', same: ['[per 40 pitches]', '[for every 40 pitches]'] },
  { kind: 'date', same: ['[13 ocak]', '[13 ocağa]'] },
  { kind: 'money', same: ['[2 milyon]', '[2 milyona]'] },
  { kind: 'trigger', same: ['once we pass [50%]', '[as  soon  as] we pass [50%]'] },
  { kind: 'count:', same: ['14 people', '[14  of  us]'] },
  { kind: 'time', same: ['[00:45]', '[quarter to 1]'] },
  // supersession-2 (supersession.ts 121): a Turkish unit with "your" before its case ending ("sadece 5 dakikanı alır":
  // it takes only 5 minutes of yours) is the same duration, read as a count of minutes.
  { kind: 'duration:', same: ['[5 dakika]', 'sadece [5 dakikanı] alır'] },
];

/** Runs of spaces for the gaps between words outside a value. */
const gaps: fc.Arbitrary<string[]> = fc.oneof(
  fc.constant<string[]>([' ']),
  fc.array(fc.constantFrom<string>(' ', '  ', '   '), { minLength: 1, maxLength: 5 }),
);

/** The text, its spaces outside brackets widened to the gap runs, brackets out. */
function written(row: string, gapRuns: readonly string[]): string {
  let n = 0;
  let inside = false;
  let out = '';
  for (const ch of row) {
    if (ch === '[') inside = true;
    else if (ch === ']') inside = false;
    else out += ch === ' ' && !inside ? gapRuns[n++ % gapRuns.length]! : ch;
  }
  return out;
}

const ofKind = (kind: string, key: string): boolean => (kind.endsWith(':') ? key.startsWith(kind) : key === kind);

/** The row's one value read off a text: its key and the value, or a failure saying what was read. */
function oneValue(read: ReadValues, row: ValueRow, text: string): { key: string; value: string } {
  const got = read(text);
  const shown = JSON.stringify([...got].map(([k, s]) => [k, [...s]]));
  const keys = [...got.keys()].filter((k) => ofKind(row.kind, k));
  if (keys.length !== 1) fail(`${JSON.stringify(text)}: one value of ${row.kind} expected, read ${shown}`);
  const set = got.get(keys[0]!)!;
  if (set.size !== 1) fail(`${JSON.stringify(text)}: one value of ${row.kind} expected, read ${shown}`);
  const allowed = ['number', ...(row.also ?? [])];
  const stray = [...got.keys()].filter((k) => k !== keys[0] && !allowed.some((a) => ofKind(a, k)));
  if (stray.length > 0) fail(`${JSON.stringify(text)}: ${row.kind} alone expected, read ${shown}`);
  return { key: keys[0]!, value: [...set][0]! };
}

/**
 * Every text of a row reads one value of its kind, the `same` ones one value (under one key of a family), the
 * `changed` ones another value each under that key, the `not` ones none of the kind; under every typing in each case.
 */
export function propertyValueRows(read: ReadValues, rows: readonly ValueRow[] = VALUE_ROWS): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => checkValueRows(read, rows, how, gapRuns));
}

/** `propertyValueRows` for one way of typing and one run of gaps. */
export function checkValueRows(read: ReadValues, rows: readonly ValueRow[], how: Typing, gapRuns: readonly string[]): void {
    for (const row of rows) {
      const text = (t: string): string => written(typed(t, how), gapRuns);
      const first = oneValue(read, row, text(row.same[0]!));
      for (const t of row.same.slice(1)) {
        const got = oneValue(read, row, text(t));
        if (got.key !== first.key || got.value !== first.value) fail(`${JSON.stringify(text(t))} and ${JSON.stringify(text(row.same[0]!))} say one ${row.kind}, read as ${got.key} ${JSON.stringify(got.value)} and ${first.key} ${JSON.stringify(first.value)}`);
      }
      const seen = new Map<string, string>();
      for (const t of row.changed ?? []) {
        const got = oneValue(read, row, text(t));
        if (got.key !== first.key || got.value === first.value) fail(`${JSON.stringify(text(t))} says another ${row.kind} than ${JSON.stringify(text(row.same[0]!))}, read as ${got.key} ${JSON.stringify(got.value)} and ${first.key} ${JSON.stringify(first.value)}`);
        // Each changed text says a value of its own: no two of them are one value.
        const twin = seen.get(got.value);
        if (twin !== undefined) fail(`${JSON.stringify(text(t))} and ${JSON.stringify(twin)} say two values of ${row.kind}, read as one: ${JSON.stringify(got.value)}`);
        seen.set(got.value, text(t));
      }
      for (const t of row.not ?? []) {
        const got = read(text(t));
        const keys = [...got.keys()].filter((k) => ofKind(row.kind, k));
        if (keys.length > 0) fail(`${JSON.stringify(text(t))} says no ${row.kind}, read as ${JSON.stringify(keys.map((k) => [k, [...got.get(k)!]]))}`);
      }
    }
}

// ---------------------------------------------------------------- one value said in other words

/**
 * An earlier statement and later ones that say its value in other words: each `changed` one supersedes it, each `kept`
 * one does not (`findSupersessions`, the two statements alone, each its whole turn).
 */
export interface ValuePair {
  earlier: string;
  changed?: string[];
  kept?: string[];
}

export const VALUE_PAIRS: readonly ValuePair[] = [
  // A length of time said again in another unit of its scale is the limit changed, unless it is the same length; a
  // night, a month and a year keep their own unit, and a day is no number of hours.
  { earlier: 'the helmet rental cap is 90 minutes', changed: ['make the helmet rental cap 2 hours', 'the helmet rental cap is 2 hours'] },
  { earlier: 'the helmet rental cap is 120 minutes', kept: ['make the helmet rental cap 2 hours', 'the helmet rental cap is 2 hours'] },
  { earlier: 'the soak test runs 90 seconds', changed: ['the soak test runs 2 minutes', 'the soak test runs 1 minute'] },
  { earlier: 'the soak test runs 120 seconds', kept: ['the soak test runs 2 minutes'] },
  { earlier: 'the soak test runs 60 seconds', kept: ['the soak test runs 1 minute'] },
  { earlier: 'the soak test runs 2 hours', changed: ['the soak test runs 90 minutes'] },
  { earlier: 'the stay is 1 week', changed: ['make the stay 10 days'] },
  { earlier: 'the stay is 2 weeks', changed: ['make the stay 10 days'], kept: ['make the stay 14 days'] },
  { earlier: 'the stay is 7 days', kept: ['make the stay 1 week'] },
  { earlier: 'the stay is 3 nights', changed: ['make the stay 4 nights'], kept: ['make the stay 72 hours'] },
  { earlier: 'the stay is 1 year', kept: ['make the stay 365 days'] },
  { earlier: 'the lease is 6 months', changed: ['make the lease 12 months'], kept: ['make the lease 180 days'] },
  { earlier: 'the review takes 2 days', changed: ['make the review 3 days'], kept: ['make the review 48 hours'] },
  { earlier: 'stüdyo en fazla 90 dakika', changed: ['stüdyo en fazla 2 saat'], kept: ['dolap kiralama en fazla 1 saat'] },
  // Two limit words name no thing however many each says.
  { earlier: 'max 90 minutes for the studio, that is the limit', kept: ['max 1 hour for the locker rental, that is the limit'] },
  { earlier: 'stüdyo en fazla 90 dakika, tavan bu', kept: ['dolap kiralama en fazla 1 saat, tavan bu'] },
  { earlier: 'stüdyo en fazla 120 dakika', kept: ['stüdyo en fazla 2 saat'] },
  { earlier: 'konaklama 1 hafta', changed: ['konaklama 10 gün'] },
  { earlier: 'konaklama 7 gün', kept: ['konaklama 1 hafta'] },
  // A weight said again with the old one named after "not" / "değil" replaces it: the old one is the weight said before,
  // in kilograms whatever its unit.
  { earlier: 'the crate is 800 kg', changed: ['900 kg, not 800', 'it is 900 not 800'] },
  { earlier: 'bagaj 20 kilo', changed: ['23 kilo, 20 değil'] },
  // A count of people said again under another noun is the headcount changed; a count of things is not, nor the same
  // count.
  {
    earlier: 'the gala dinner is for 120 guests',
    changed: ['150 people at the gala dinner', '150 adults at the gala dinner', '150 players at the gala dinner', '150 attendees at the gala dinner', '150 children at the gala dinner', '150 pax at the gala dinner', '150 persons at the gala dinner', '150 visitors at the gala dinner', '150 kids at the gala dinner', 'the gala dinner is for 150 people'],
  },
  { earlier: 'plan the open day for 50 visitors', changed: ['expect 80 kids at the open day'], kept: ['expect 50 kids at the open day', 'expect 80 chairs at the open day'] },
  {
    earlier: 'gala yemeği 120 kişilik',
    changed: ['gala yemeği 150 kişilik olsun', 'gala yemeğine 150 misafir', 'gala yemeğine 150 yetişkin', 'gala yemeğine 150 çocuk', 'gala yemeğine 150 katılımcı', 'gala yemeğine 150 öğrenci', 'gala yemeğine 150 ziyaretçi', 'gala yemeğine 150 kişi'],
  },
  // A count of the people who work an event is its staff, another count than its guests, either way round.
  {
    earlier: 'the gala dinner is for 120 guests',
    changed: ['8 people as hosts at the gala dinner', '8 people dancing at the gala dinner'],
    kept: ['8 people as waiters at the gala dinner', '8 people as waiter at the gala dinner', '8 people as staff at the gala dinner', '8 people as staffers at the gala dinner', '8 people as crew at the gala dinner', '8 people as crews at the gala dinner', '8 people as workers at the gala dinner', '8 people as worker at the gala dinner', '8 people working the gala dinner', '8 people as volunteers at the gala dinner', '8 people as servers at the gala dinner', '8 people as ushers at the gala dinner', '8 people as stewards at the gala dinner', '8 people as usher at the gala dinner', '8 people as steward at the gala dinner', '8 people as volunteer at the gala dinner', '8 people as server at the gala dinner'],
  },
  {
    earlier: 'gala yemeği 120 kişilik',
    changed: ['gala yemeğinde 8 kişi misafir olarak', 'gala yemeğinde 8 kişi dans edecek'],
    kept: ['gala yemeğinde 8 kişi görevli olarak', 'gala yemeğinde 8 kişi gönüllü olarak', 'gala yemeğinde 8 kişi garson olarak', 'gala yemeğinde 8 kişi çalışanlar olarak', 'gala yemeğinde 8 kişi personel olarak', 'gala yemeğinde 8 kişi eleman olarak', 'gala yemeğinde 8 kişi çalışacak', 'gala yemeğinde 8 kişi görevliler olarak', 'gala yemeğinde 8 kişi gönüllüler olarak', 'gala yemeğinde 8 kişi garsonlar olarak', 'gala yemeğinde 8 kişi personelden', 'gala yemeğinde 8 kişi elemanlar olarak'],
  },
  { earlier: '6 people working the door at the gala dinner', kept: ['the gala dinner is for 150 guests'] },
  { earlier: '6 people at the door at the gala dinner', changed: ['the gala dinner is for 150 guests'] },
  { earlier: 'gala yemeğinde 8 kişi çalışacak', kept: ['gala yemeği 150 kişilik'] },
  // "every monday" is a day too: "we switched the report to friday" moves it (the doc comment's own example).
  { earlier: 'the report goes out every monday', changed: ['we switched the report to friday'] },
  // An amount in a plural currency word is also the bare number: "return tickets are 16 now" changes "14 euros return".
  { earlier: 'the ferry is 14 euros return', changed: ['return tickets are 16 now'] },
  // supersession-3 (supersession.ts 403): one dollar too, in the singular.
  { earlier: 'the tram is 1 dollar', changed: ['tram tickets are 2 now'], kept: ['tram tickets are 1 now'] },
  // supersession-3 (supersession.ts 427): a thing's number said again with the thing in the plural is its number changed.
  { earlier: 'we booked table 12', changed: ['actually make it tables 14 and 15'] },
  { earlier: 'we have booth 4 at the fair', changed: ['booths 7 and 8 now'] },
];

/**
 * Pairs the rule misreads by its own doc comments (known misses): "turuna 10 kişi alalım" → "tura 14 ziyaretçi
 * alabiliriz" is the comment's own example of a headcount said again under another noun, and stays live said alone;
 * "we booked room 12" → "actually make it rooms 14 and 15" is a thing's number said again with the thing in the plural
 * (docs/compaction.md), read as another thing's number when the noun has four letters.
 */
export const PAIR_MISSES: readonly ValuePair[] = [
  { earlier: 'turuna 10 kişi alalım', changed: ['tura 14 ziyaretçi alabiliriz'] },
  // A thing's number said again with the thing in the plural, the thing's noun of four letters: read as another thing.
  { earlier: 'we booked room 12', changed: ['actually make it rooms 14 and 15'] },
];

/** Whether `later` supersedes `earlier`, two statements said alone, each its whole turn. */
export type Supersedes = (earlier: string, later: string) => boolean;

/** Each `changed` statement supersedes its earlier one, each `kept` one does not; under every typing (a case draws nothing else: one says all). */
export function propertyValuePairs(supersedes: Supersedes, pairs: readonly ValuePair[] = VALUE_PAIRS): fc.IPropertyWithHooks<[null]> {
  return everyTyping(fc.constant(null), (how) => checkValuePairs(supersedes, pairs, how));
}

/** `propertyValuePairs` for one way of typing. */
export function checkValuePairs(supersedes: Supersedes, pairs: readonly ValuePair[], how: Typing): void {
  for (const pair of pairs) {
    const earlier = typed(pair.earlier, how);
    for (const t of pair.changed ?? []) if (!supersedes(earlier, typed(t, how))) fail(`${JSON.stringify(typed(t, how))} changes ${JSON.stringify(earlier)}, read as no change`);
    for (const t of pair.kept ?? []) if (supersedes(earlier, typed(t, how))) fail(`${JSON.stringify(typed(t, how))} leaves ${JSON.stringify(earlier)} as it was, read as a change`);
  }
}
