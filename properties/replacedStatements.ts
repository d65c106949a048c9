import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';
import { everyTyping, typed, type Typing } from './changes.js';

/**
 * Which later statement replaces an earlier one, pair by pair: the
 * supersession rule (`findSupersessions`) for one earlier and one later
 * statement, as the doc comments of the statement's features in
 * core/compact/supersession.ts (`Features`, the readers of names, values put
 * in another's place, stale values named last, values of a time gone by,
 * bans and permissions, record codes, currencies) and docs/compaction.md's
 * supersession rules write them, English and Turkish:
 *
 * - a named thing put in another's place ("the dinner is at Nopi" → "let's
 *   do the dinner at Dishoom instead", "swap the Marriott for the Hilton",
 *   "kargoyu MNG'ye geçirelim, Aras geç kalıyor");
 * - a value said with the one it replaces ("warmup 1,000 instead of 500",
 *   "500 yerine 1.000"; "sorry, i have to leave at 17:00, not 18", "pardon,
 *   17:00'de çıkmam lazım, 18 değil"; "launch is jan 7 not jan 5");
 * - a thing named as what another takes the place of ("çorba mercimek
 *   olsun" → "mercimek yerine ezogelin yapalım");
 * - a value of a time gone by beside the rule, no change ("geçen yıl …
 *   ₺760.000'di"), a change told with its time a change ("the board raised
 *   the fee to £48 last week");
 * - a ban lifted by a permission of its verb for the thing it names, now or
 *   for once ("never page Marcus" → "you can page him now"; "bu seferlik
 *   büyük makineyi kullanabilirsiniz"), a ban held "unless I say so" lifted
 *   by the user's word, contact allowed by another verb; not another thing
 *   of that verb, nor news that the ban's thing changed;
 * - a word put right by another with no number ("glossy, not matte", "not
 *   matte, glossy", "havale değil kartla yapılsın") replaces the statement
 *   that says the word; asked ("çim değil mi …") or a verb negated ("glossy
 *   ink is not cheap", "glossy ink is, not cheap"), it replaces nothing;
 * - a date moved against the event another statement is about does not
 *   move that event; two records by code, two currencies, are two slots.
 *
 * Each pair is written beside its near misses (`kept`): the same words
 * without what makes the change. The answer each was written to have is
 * the whole oracle: nothing here reads `core/`'s patterns.
 *
 * Every pair is also typed in capitals, with a capital first letter or
 * without Turkish letters, and with runs of spaces between the words
 * (a statement typed with doubled spaces says the same thing).
 */

function fail(message: string): never {
  throw new Error(message);
}

/** A statement as said: its text, the whole turn it came from (its text alone by default), and how it came. */
export interface Said {
  text: string;
  /** The whole user turn, when more than the statement. */
  turn?: string;
  /** The assistant's words it answers. */
  answers?: string;
  approved?: boolean;
  adopted?: boolean;
  confirmed?: boolean;
}

/** An earlier statement, later ones that replace it (`changed`) and later ones that leave it as it was (`kept`). */
export interface ReplacementPair {
  earlier: string | Said;
  changed?: (string | Said)[];
  kept?: (string | Said)[];
  /** Typed only these ways (read under these typings alone): a pair another typing misreads. */
  only?: Typing[];
  /** How many turns after the earlier statement the later ones are said (two by default). */
  apart?: number;
}

export const REPLACEMENT_PAIRS: readonly ReplacementPair[] = [
  // ------------------------------------------------ a named thing put in another's place
  // A word of replacement and a fresh name, the first one named again or the thing named alike ("the dinner").
  { earlier: 'the dinner is at Nopi', changed: ["let's do the dinner at Dishoom instead", 'switch the dinner to Dishoom'], kept: ["let's do the lunch at Dishoom too", 'the dinner at Dishoom was lovely'] },
  { earlier: 'we are staying at the Marriott', changed: ['swap the Marriott for the Hilton', 'replace the Marriott with the Hilton'], kept: ['the Hilton has a nice bar'] },
  { earlier: 'kargo Aras ile gidiyor', changed: [{ text: "kargoyu MNG'ye geçirelim", turn: "kargoyu MNG'ye geçirelim, Aras geç kalıyor" }], kept: [{ text: "MNG'nin şubesi kapalı", turn: "MNG'nin şubesi kapalı, Aras geç kalıyor" }] },
  { earlier: 'ship the parcels with DHL', changed: [{ text: 'switch the shipping to UPS', turn: 'switch the shipping to UPS, DHL lost two boxes' }], kept: [{ text: 'UPS called about a pickup', turn: 'UPS called about a pickup, DHL lost two boxes' }] },
  // ------------------------------------------------ a value said with the one it replaces
  { earlier: 'warmup is 500 steps', changed: ['warmup 1,000 [instead of] 500', 'make warmup 1,000 [rather than] 500'] },
  // In capitals it is a known miss (below).
  { earlier: 'warmup is 500 steps', kept: ['warmup 500 [instead of] 1,000'], only: ['as-is', 'first', 'plain'] },
  // The doc comment's "son 10 tag": the old value before "yerine", with its case ending or not, whole or with its thousands.
  {
    earlier: 'son 10 tag',
    changed: ['10 yerine 20 taşıyalım', "10'u yerine 20 taşıyalım", "10'un yerine 20 taşıyalım", '10un yerine 20 taşıyalım', '10 yerine, 20 taşıyalım', '20 taşıyalım, 10 yerine', '20 taşıyalım 10 yerine', 'move 20 [instead of] 10, ok'],
    kept: ['20 yerine 10 taşıyalım'],
  },
  { earlier: 'son 1.000 kayıt', changed: ['1.000 yerine 2.000 taşıyalım'] },
  { earlier: 'bütçe [500 TL]', changed: ['bütçe 500 yerine [800 TL] olsun', "bütçe 500'ün yerine [800 TL] olsun"], kept: ['bütçe 800 yerine [500 TL] olsun'] },
  // The stale value named last, short, beside a new one.
  { earlier: 'i need the kiln loaded by 18:00', changed: ['sorry, i have to leave at 17:00, not 18', 'oops, i have to leave at 17:00, not 18.', '[i mean] i have to leave at 17:00, not 18', '[my bad], i have to leave at 17:00, not 18'], kept: ['i have to leave at 17:00, not 19'] },
  { earlier: 'i need the kiln loaded by 18:00', changed: ['ah sorry, i have to leave at 17:00, not 18', 'oh [my bad], i have to leave at 17:00, not 18'] },
  { earlier: "fırını 18:00'e kadar doldurun", changed: ["ay pardon, 17:00'de çıkmam lazım, 18 değil"] },
  { earlier: "fırını 18:00'e kadar doldurun", changed: ["pardon, 17:00'de çıkmam lazım, 18 değil", "[kusura bakma], 17:00'de çıkmam lazım, 18 değil", "[yanlış söyledim], 17:00'de çıkmam lazım, 18 değil"], kept: ["17:00'de çıkmam lazım, 19 değil"] },
  { earlier: 'runs [may 5] to [may 20]', changed: ['opening night is [may 7] not [may 5]', 'opening night is [may 7] not [may 5]. the run ends as planned'], kept: ['opening night is [may 7] not [may 6]'] },
  { earlier: 'sergi [3 mayıs] ile [20 mayıs] arası', changed: ['açılış [5 mayıs], [3 mayıs] değil', "açılış [5 mayıs], [3 mayıs]'ta değil"], kept: ['açılış [5 mayıs], [4 mayıs] değil'] },
  { earlier: 'hardware budget is $12,000', changed: ['we have $14,000 now, not 12', 'sorry, we have $14,000, not 12'] },
  // A short stale value, said by a statement that neither changes nor corrects itself, is any number of its own.
  { earlier: 'the doors open at 12:00', kept: ['lunch is at 13:00, not 12'] },
  // ------------------------------------------------ a thing named as what another takes the place of
  { earlier: 'çorba mercimek olsun', changed: ['mercimek yerine ezogelin yapalım artık'], kept: ['ezogelin de yapalım'] },
  { earlier: 'we take the ferry to the island', changed: ['we take the train [instead of] the ferry now', 'we take the train [rather than] the ferry now'], kept: ['we take the train to the museum now'] },
  // Something new put in place of the very thing a ban bans keeps the ban.
  { earlier: 'no chalk bags on the training wall', kept: ['use chalk buckets [instead of] chalk bags on the training wall now', 'use chalk buckets [instead of my  chalk bags] now', 'use chalk buckets [instead of] my chalk bags now'] },
  { earlier: 'şoförlere öğrenci telefonu verme', kept: ["şoför telefonu yerine Özbay'ın santral numarası olsun"] },
  // The banned thing put in another's place lifts the ban.
  { earlier: 'no rope climbing for the kids, only bouldering', changed: ['let the kids do rope climbing [instead of] bouldering now'] },
  // ------------------------------------------------ a time gone by
  { earlier: 'prim karşılığı ₺910.500 oldu', kept: ["geçen yıl kasımda prim ₺760.000'di bu arada, karşılaştırma tablosuna onu da koy", 'iki yıl önce prim ₺760.000 idi'] },
  { earlier: 'the membership fee is £45', changed: ['the board raised the membership fee to £48 last week', 'the membership fee is £48 now'], kept: ['last year the membership fee was £40', 'two years ago the membership fee was £40', 'back in 2023 the membership fee was £40'] },
  { earlier: 'aidat [450 TL]', changed: ["geçen hafta aidatı [500 TL'ye] çıkardık", 'aidat [500 TL] oldu'], kept: ["geçen yıl aidat [380 TL'ydi]", "eskiden aidat [380 TL'ydi]"] },
  // ------------------------------------------------ bans and permissions
  { earlier: 'never page Marcus', changed: ['[you can] page him now', '[you can] page Marcus now'], kept: ['never page him', '[you can] page the on-call now'] },
  { earlier: "[don't] use the big press", changed: ['[you can] use the big press now', '[you can] use the big press [this week]'], kept: ['[you can] use the guillotine now'] },
  { earlier: 'kısa işlerde büyük makineyi kullanmayın', changed: ['[bu seferlik] büyük makineyi kullanabilirsiniz', 'artık büyük makineyi kullanabilirsiniz'], kept: ['giyotini artık kullanabilirsiniz'] },
  { earlier: 'whatsapp kullanılmayacak', changed: ['artık whatsapp kullanabilirsin'], kept: ['artık telegram kullanabilirsin'] },
  { earlier: 'ablamı arama', changed: ['artık onu da arayabilirsiniz', 'ablamı artık arayabilirsin'] },
  { earlier: "never cc Tom's mum", changed: [{ text: '[you can loop her in] now', turn: "Tom's mum is paying for the flowers, so [you can loop her in] now" }] },
  { earlier: '[do not] call the client', changed: ['[you can] phone the client today', '[you can] [reach out] to the client now'], kept: ['[you can] phone the printer today'] },
  { earlier: "Ali'ye mail atma", changed: ["Ali'ye artık yazabilirsin"] },
  { earlier: 'no runs over the weekend [unless I say so]', changed: ['ok, runs [can go on] [this weekend]', 'the runs [can keep going] [this weekend]'], kept: ['no runs over the weekend'] },
  { earlier: '[ben söyleyene kadar] kimseye fatura kesme', changed: ['artık fatura kesebilirsin'] },
  { earlier: 'afişleri Renk matbaasına bastırmayın', kept: ['afiş matbaası değişti'] },
  // ------------------------------------------------ a proposal answered, a turn around the statement
  // A bare number taking the kind of the proposal's value with its digits.
  { earlier: 'the room limit is $1,500', changed: [{ text: 'ok go with 1800', answers: 'At $1,800 there are six places. Want me to raise the limit?' }, { text: 'ok 1800 then', answers: 'At $1,800 there are six places. Want me to raise the limit?' }], kept: [{ text: 'ok 1800 for the hall then', answers: 'The hall is $1,800. Book it?' }, 'ok go with it', { text: 'ok', answers: 'At $1,800 there are six places. Want me to raise the limit?' }] },
  // Contact allowed with the rule cancelled in the same turn.
  { earlier: "Ali'ye saat 20'den sonra yazma", changed: [{ text: 'istediğin zaman yazabilirsin', turn: 'saat sınırı kalmadı, istediğin zaman yazabilirsin' }], kept: ['istediğin zaman yazabilirsin'] },
  // A value judged too much, and another given after the judgement, in a turn that names the thing.
  { earlier: 'textiles max 50 lux', changed: [{ text: '45 for all the textiles', turn: 'conservator says 50 is too high, 45 for all the textiles' }], kept: [{ text: '45 for all the paintings', turn: 'conservator says 50 is too high for the paintings, 45 for all the paintings' }] },
  // The earlier day ruled out in the same turn, another day said.
  { earlier: 'the sourdough tasting is on friday', changed: [{ text: 'lets do the sourdough tasting thursday', turn: 'friday doesnt work for them anymore, lets do the sourdough tasting thursday' }] },
  { earlier: 'kron teslimatı cuma yapılsın', changed: [{ text: 'teslimatı perşembeye alalım', turn: 'cuma olmaz teslimatı perşembeye alalım' }] },
  // ------------------------------------------------ what only looks like a change
  { earlier: 'rehearsal ends at 20:00', changed: ['rehearsal ends at 21:00 now'], kept: ["if the church lets us we'd rehearse till 21:00"] },
  { earlier: 'the choir budget is £500', changed: ['the choir budget is £550 now'], kept: ['the conductor says can we stretch the choir budget to £550'] },
  { earlier: 'book a table for 4 people', changed: ['make the table for 6 people'], kept: ['also book [a second table] for 6 people'] },
  { earlier: 'our budget is €2,000', changed: ['our budget is €2,500 now'], kept: ['the neighbour said their budget is €2,500'] },
  // A date moved against the event another statement is about does not move that event.
  { earlier: 'the launch is on 5 march', kept: ['move the retro to the day after the launch'] },
  { earlier: 'lansman 5 mart', kept: ['partiyi lansmandan sonraki güne al'] },
  // The other end of the same span is another rule beside it.
  { earlier: 'no deliveries before 08:00', changed: ['no deliveries before 09:00 now'], kept: ['and none after 17:30'] },
  // A rate said first may be changed without its unit.
  { earlier: 'the hotel is €120 a night', changed: ['we found one for €95 now'] },
  // A ban for now, lifted by doing what it held back; not by another thing of its words.
  { earlier: 'dont replay yet', changed: ['replay the other 35'] },
  { earlier: 'afişi şimdilik basma', changed: ['afişi artık basın'] },
  { earlier: '[do not] tell the volunteers yet', kept: ['the volunteers get lunch at noon'] },
  // The user's own proposal, confirmed; an approved call that sets a value, or the same one.
  { earlier: 'the dinner is at 7pm', changed: [{ text: 'could we move the dinner to 8pm?', confirmed: true }] },
  { earlier: 'the offsite is on 13 january', changed: [{ text: 'calendar({"title": "offsite", "date": "2026-01-20"})', approved: true }], kept: [{ text: 'calendar({"title": "offsite", "date": "2026-01-13"})', approved: true }] },
  { earlier: 'warmup is 500', kept: ['Jonas suggested warmup 1,000'] },
  // A rule cancelled as a rule, by a word of it or by its value; not anything else.
  { earlier: 'the budget cap is €500', changed: ['forget the budget cap'], kept: ['forget the party'] },
  { earlier: 'everyone must be in by 10am', changed: ['no need for the 10am cutoff anymore'], kept: ['ignore the 03:00 alert'] },
  // A count agreed under the noun of the proposal it answered, changed to the other value that proposal offered under its
  // other noun: the two nouns are one thing, the proposal says so. Not another thing of that count.
  {
    earlier: { text: 'ok [40 units]', answers: 'The actigraphs are £38,500 for [60 units]. Or [40 units] instead of 60?' },
    changed: ['[back to 60 actigraphs]'],
    kept: ['back to [60 chairs]', 'we need [60 actigraphs] for the other study'],
  },
  { earlier: 'the retro is on 5 march', changed: ['move the retro to 6 march'], kept: ['move the launch to the day after the retro'] },
  { earlier: 'everyone must be in by 10am', changed: ['drop the 10am cutoff'], kept: ['drop the 10 cutoff', 'ignore room 10'] },
  // A number of a thing the earlier statement names ("amfi 3", "wall 5") is not the value a correction names; numbered
  // anew, it is.
  { earlier: "sınav [amfi 1] ve [amfi 3'te]", kept: ["amfilerde [3 değil 2] olsun ama [amfi 1'de] 3"] },
  { earlier: "[amfi 3'te] 4 gözetmen", changed: ["[amfi 3'te] [4 değil 2] gözetmen olsun"], kept: ['amfilerde [3 değil 2] olsun'] },
  { earlier: 'the kids climb on [wall 5]', changed: ['[wall 4] for the kids, [not 5]'], kept: ['[2 ropes], [not 5]'] },
  // The event a date is told against, named in its plural, is the event the earlier statement is about.
  { earlier: 'the gala is on 5 march', kept: ['move the party to the day after the galas'] },
  // A thing numbered anew beside the number it is not.
  { earlier: 'the youth group climbs on [wall 2]', changed: ['[wall 4] for the youth group, [not 2]'] },
  // A ticket's level: one slot of the work, unless each names a record of its own.
  { earlier: 'PR-311 at P3', changed: ['move PR-311 to P2'], kept: ['move PR-312 to P2'] },
  { earlier: 'leave it at P3 for now', changed: ['bump HD-1042 to P2 now'] },
  // Two currencies, two amounts.
  { earlier: 'the budget is €38,000', changed: ['the budget is €40,000 now'], kept: ['the budget is $40,000 now'] },
  { earlier: 'hardware budget is $14,000', changed: ['we bumped it to $14,500'] },
  // Moved by an amount, the result said too: the thing it names is the one moved.
  { earlier: 'the inspection is at 11:00', changed: ['push the inspection half an hour later, 11:30'], kept: ['push the crane lift half an hour later, 11:30'] },
  { earlier: 'the call is at 2pm', changed: ['rather 3pm, I have the dentist at 1'] },
  { earlier: 'son 10 tag', changed: ['10 değil 20 taşıyalım'] },
  { earlier: 'total budget is €10,000 all in', kept: ['catering is €3,000'] },
  { earlier: 'the deadline is 20 Feb', kept: ['the deadline is still 20 Feb'] },
  // A move said with no value moves the value said before; a length of a time gone by moves nothing.
  { earlier: 'sourdough bake at 05:00 on saturday', changed: ['push it half an hour later'], kept: ['repairs took 5 days back in the spring'] },
  { earlier: 'the pool opens at 07:00', changed: ['the pool opens at 06:00 now'], kept: ['the pool used to open at 06:00'] },
  { earlier: 'yoga is every monday', kept: ['pilates is every friday'] },
  { earlier: 'no matches on sundays', kept: ['except the cup final'] },
  { earlier: 'rent cant go above 1,800', changed: ['the rent cap is 2,000 now'] },
  { earlier: 'kira üst limiti [45.000 TL]', changed: ['bütçeyi [48 bine] çıkardık'] },
  { earlier: 'supplier calls run 30 minutes at most', kept: ['the press needs 45 minutes to warm up'] },
  { earlier: 'sauna sessions are 15 minutes', changed: ['make sauna sessions 20 minutes'] },
  // ------------------------------------------------ each form of the readers' words
  // A name's full stop is no part of it; a Turkish word of replacement in each of its forms.
  { earlier: 'we are staying at the Marriott.', changed: ['swap the Marriott for the Hilton'] },
  { earlier: 'the keynote speaker is Dr. Aydın', changed: ['swap Dr. Aydın for Prof. Kaya'] },
  { earlier: 'kargo Aras ile gidiyor', changed: [{ text: "kargoyu MNG'ye geçiyoruz", turn: "kargoyu MNG'ye geçiyoruz, Aras geç kalıyor" }, { text: "kargoyu MNG'ye geçtik", turn: "kargoyu MNG'ye geçtik, Aras geç kalıyor" }, { text: 'kargoyu MNG ile değiştirelim', turn: 'kargoyu MNG ile değiştirelim, Aras geç kalıyor' }, 'Aras yerine MNG kullanalım'] },
  { earlier: 'the dinner is at Nopi', changed: ['swap the dinner to Dishoom', 'replace Nopi with Dishoom for the dinner'], kept: ['the dinner crowd loved Dishoom'] },
  { earlier: 'ses sistemi Akustik Pro olsun', changed: ['ses sistemi yerine Özbay Ses olsun', 'ses sistemi için Özbay Ses geçelim'] },
  // Each way of saying a time gone by; a clause of its own with a value of now beside it is a change.
  {
    earlier: 'the membership fee is £45',
    changed: ['last year the membership fee was £40, this year the membership fee is £48', 'last year the membership fee was £40 but this year the membership fee is £48'],
    kept: ['last month the membership fee was £40', 'last term the membership fee was £40', 'last season the membership fee was £40', 'last winter the membership fee was £40', 'last quarter the membership fee was £40', 'last time the membership fee was £40', 'a few years ago the membership fee was £40', 'three years ago the membership fee was £40', 'some years ago the membership fee was £40', 'the membership fee used to be £40', 'back in march the membership fee was £40', '2 years ago the membership fee was £40', 'several seasons ago the membership fee was £40'],
  },
  { earlier: 'the membership fee is £45', changed: ['last week we raised the membership fee to £48', 'last week the membership fee went up to £48'], kept: ['the membership fee was £40 last year'] },
  { earlier: 'aidat [450 TL]', changed: ["geçen yıl aidat [380 TL'ydi], bu yıl aidat [500 TL]"], kept: ["geçen yıl aidat [450 TL'ydi]"] },
  // A move said now moves the value said before; the same move dated in the past is history.
  { earlier: 'the market is on 5 May', changed: ['push it a day later', 'bir gün ertele'], kept: ['geçen yıl bir gün ertelemiştik'] },
  { earlier: 'the pool opens at 07:00', changed: ['last summer the pool opened at 06:00, now it opens at 08:00'], kept: ['last summer the pool opened at 06:00'] },
  { earlier: 'aidat [450 TL]', kept: ["geçen sene aidat [380 TL'ydi]", "geçen ay aidat [380 TL'ydi]", "geçen dönem aidat [380 TL'ydi]", "geçen kış aidat [380 TL'ydi]", "geçen sezon aidat [380 TL'ydi]", "iki yıl önce aidat [380 TL'ydi]", "3 yıl önce aidat [380 TL'ydi]", "birkaç ay önce aidat [380 TL'ydi]", "önceden aidat [380 TL'ydi]", "geçmişte aidat [380 TL'ydi]", "geçen seferki aidat [380 TL'ydi]"] },
  // Each way of saying a ban, and of saying a permission for once.
  { earlier: "[don't] page Marcus", changed: ['[you can] page him now'] },
  { earlier: 'dont page Marcus', changed: ['[you can] page him now'] },
  { earlier: "don't ever page Marcus", changed: ['[you can] page him now'] },
  { earlier: "[don't] use the big press", changed: ['[you can] use the big press [this once]', '[you can] use the big press [for once]', '[you can] use the big press [this weekend]', '[you can] use the big press [for today]', '[you can] use the big press [for tonight]'], kept: ['[you can] use the big press later'] },
  { earlier: 'kısa işlerde büyük makineyi kullanmayın', changed: ['[bu sefer] büyük makineyi kullanabilirsiniz', '[bu kerelik] büyük makineyi kullanabilirsiniz', '[bu kez] büyük makineyi kullanabilirsiniz', 'bugünlük büyük makineyi kullanabilirsiniz'], kept: ['büyük makineyi sonra kullanabilirsiniz'] },
  { earlier: 'kısa işlerde büyük makineyi kullanmasın', changed: ['artık büyük makineyi kullanabilir'] },
  { earlier: 'kısa işlerde büyük makineyi kullanmamalı', changed: ['artık büyük makineyi kullanabilir'] },
  { earlier: 'kantinde gazlı içecek satılmaz', changed: ['artık gazlı içecek satabilirsiniz'], kept: ['artık simit satabilirsiniz'] },
  { earlier: 'kantinde gazlı içecek satılmayacak', changed: ['artık gazlı içecek satabilirsiniz'] },
  { earlier: 'servise bisiklet alınmayacak', changed: ['artık bisiklet alabilirsiniz'] },
  { earlier: 'never page the interns', changed: ['[you can] page them now'] },
  { earlier: "Ali'ye yazma", changed: ['ona artık yazabilirsin'] },
  { earlier: 'stajyerleri arama', changed: ['onları artık arayabilirsin'] },
  { earlier: 'no runs over the weekend [until I say so]', changed: ['ok, runs [can go on] [this weekend]'] },
  { earlier: 'no runs over the weekend [until I say otherwise]', changed: ['ok, runs [can go on] [this weekend]'] },
  { earlier: 'no runs over the weekend [till I say so]', changed: ['ok, runs [can go on] [this weekend]'] },
  { earlier: '[ben söylemedikçe] hafta sonu test koşma', changed: ['hafta sonu testler artık koşabilir'] },
  { earlier: '[aksini söyleyene kadar] hafta sonu test koşma', changed: ['hafta sonu testler artık koşabilir'] },
  { earlier: '[aksini söylemedikçe] hafta sonu test koşma', changed: ['hafta sonu testler artık koşabilir'] },
  // The thing replaced, named with the words before it.
  { earlier: 'we take the ferry to the island', changed: ['we take the train [instead of] the island ferry now', 'we take the train [instead of] our ferry now', 'we take the train [instead of] a ferry now'] },
  { earlier: 'the soup is lentil', changed: ['make it tomato [instead of] lentil now'] },
  // The stale value named last: short, only when the statement corrects itself; with its currency or percent sign.
  { earlier: 'i need the kiln loaded by 18:00', kept: ['i have to leave at 17:00, not 18'] },
  { earlier: 'the budget is €1,200', changed: ['sorry, the budget is €1,500, not €1,200', 'sorry, the budget is €1,500, not 1,200'] },
  { earlier: 'the discount is 12%', changed: ['sorry, the discount is 15%, not 12%'] },
  // A currency said as a word is that currency.
  { earlier: 'the budget is €38,000', changed: ['the budget is [40,000 eur] now', 'the budget is [40,000 euro] now'], kept: ['the budget is [40,000 usd] now', 'the budget is [40,000 dollars] now', 'the budget is [40,000 bucks] now', 'the budget is [40,000 TL] now', 'the budget is [40,000 lira] now'] },
  { earlier: 'the budget is $38,000', changed: ['the budget is [40,000 usd] now', 'the budget is [40,000 dollars] now', 'the budget is [40,000 bucks] now'], kept: ['the budget is [40,000 eur] now', 'the budget is [40,000 TL] now'] },
  { earlier: 'the budget is ₺38.000', changed: ['the budget is [40.000 TL] now', 'the budget is [40.000 lira] now'] },
  { earlier: 'the budget is £38,000', changed: ['the budget is [40,000 gbp] now'] },
  // A record's code with its dash or without is one record.
  { earlier: 'INC2291 at P3', changed: ['move INC2291 to P2'], kept: ['move INC2292 to P2'] },
  { earlier: 'PR-311 at P3', changed: ['move PR311 to P2'] },
  // ------------------------------------------------ answers, preferences, turns and calls
  { earlier: 'order 60 croissants', changed: [{ text: '90', answers: '[How many croissants] should I order?' }, { text: '90 then', answers: 'How many croissants should I order?' }], kept: ['90', { text: '90', answers: 'Should I order croissants?' }] },
  // The value the proposal recommends, taken by naming it; nothing taken without a proposal.
  { earlier: 'the bus leaves Bursa at 07:00', changed: [{ text: 'ok, [the time you suggested]', answers: 'I recommend 06:00 for Bursa.' }], kept: [{ text: 'ok, [the time you suggested]', answers: 'I recommend 07:00 for Bursa.' }, 'önerdiğin saat olsun'] },
  { earlier: 'lunch is at 12:30', kept: ['the dentist is at 1pm', 'ok, the dentist is at 1pm'] },
  { earlier: 'keep the rent under $1,500', changed: [{ text: 'ok go with 1800', answers: 'Under $1,500 there are two places. At $1,800 there are six. Raise it?' }], kept: [{ text: 'ok 640 then', answers: 'The fume hood service is £640. Should I book it?' }] },
  // A day settled bare ("ok, thursday then", "tamam perşembe olsun"), tied by its turn or its own word; not a day of another thing.
  {
    earlier: 'the tasting is on friday',
    changed: [{ text: 'ok, thursday then', turn: 'for the tasting ok, thursday then' }, { text: 'okay thursday then', turn: 'the tasting. okay thursday then' }, { text: 'tamam perşembe olsun', turn: 'tasting için tamam perşembe olsun' }, 'ok, the tasting thursday then', 'ok, tasting on thursday then'],
    kept: [{ text: 'ok, thursday for the menu then', turn: 'for the tasting ok, thursday for the menu then' }, 'ok, the menu thursday then'],
  },
  { earlier: 'the tasting is on friday', kept: [{ text: 'ok, send the menu thursday then', answers: 'The tasting could move to thursday. Want that?' }] },
  // A value preferred alone corrects the value before it; preferred for another thing, or set aside for one, it does not.
  { earlier: 'lunch is at 12:30', changed: ['rather 1pm', '1pm [diyelim o zaman]'], kept: ['for the team dinner, rather 8pm'] },
  { earlier: 'the budget is €4,000', changed: ['actually make it €4,500'], kept: ['we set aside €2,000 for the garden in the end'] },
  // A turn that names the parameter says the change.
  { earlier: 'the window is 02:00-03:00 UTC', changed: [{ text: 'its 04:00-05:00 UTC now', turn: 'window moved. its 04:00-05:00 UTC now' }] },
  { earlier: 'close the books by 17:00 on Monday 7 December', changed: [{ text: 'new target: Thursday 10 December 12:00', turn: 'closing got pushed. new target: Thursday 10 December 12:00' }] },
  // An approved call sets its values; a word inside a name it gives names the place, not the thing.
  { earlier: 'the backup runs at 01:00', changed: [{ text: 'calendar({"title": "backup", "time": "02:00"})', approved: true }], kept: [{ text: 'calendar({"title": "backup", "time": "01:00"})', approved: true }] },
  { earlier: '06:00 for the church', kept: [{ text: 'book({"site": "Co-op Whitby, Church Street", "time": "07:00"})', approved: true }], only: ['as-is', 'first', 'plain'] },
  // The case a rule leaves out, another weekday's slot, the other end of a span, two limits of two things.
  { earlier: 'no deploys on Friday unless it is a hotfix', kept: ['hotfixes go out on friday too'] },
  { earlier: 'rehearsals are on mondays', kept: ['the sectional is on tuesday'] },
  { earlier: 'finished by 20 Feb', kept: ['can start on 5 Jan'] },
  { earlier: 'the retainer cant go above 4,000', kept: ['income under 52k'] },
  { earlier: "kiralama ücreti [3.000 TL'yi] geçmesin", kept: ['dekor masrafı en fazla [5.000 TL]'] },
  { earlier: 'the word limit is 800 words', kept: ['ignore the time limit on the call'] },
  { earlier: 'pickers on the north slope do 6 [rows per day]', kept: ['on the flat south block the pickers do 10 [rows per day]'] },
  { earlier: 'the total budget is $5,000', kept: ['raise the per-table max to $600'] },
  // The thing named again with one new number or day, and a word of change, a change told or a value set bare.
  { earlier: 'team of 6', changed: ['team is 8 now'] },
  { earlier: 'cutover is saturday night', changed: ['cutover is sunday night now'] },
  { earlier: "sunum cuma 14:00'te", changed: ['müdür sunumu pazartesiye almış'] },
  { earlier: 'glutensiz 6 porsiyon ayrı paketlenecek', changed: ['glutensiz de 8 olsun'] },
  { earlier: 'zam oranı %30', changed: ['zam %32,5 oluyor'] },
  { earlier: 'kanala [30 dkda bir] yaz', changed: ["update'leri [saatte bire] çek"] },
  { earlier: 'the demo is on thursday', changed: ['push it to Friday instead'] },
  { earlier: 'hardware budget is $14,000', changed: ['the cap went up to 15.5k'] },
  { earlier: 'the deadline is 20 Feb', changed: ['the deadline is 27 Feb now'], kept: ['the deadline is still 20 Feb'] },
  { earlier: 'bütçe [50 bin]', kept: ['bütçe hâlâ [50 bin]'] },
  // A slot first stated by the moment it waits for, then given a date with a word of change.
  { earlier: 'we meet after the audit', changed: ['we meet on tuesday 3 june now'], kept: ['the audit is on tuesday 3 june now'] },
  { earlier: 'ödeme teslimden sonra yapılsın', changed: ['ödeme artık 5 mayısta yapılsın'] },
  // A name's own words: a month or a weekday is no name; a name's trailing stops and dashes are no part of it; a pronoun
  // and a word that only holds one ("theme") name nothing in common. In capitals every word reads as a name (a known miss).
  { earlier: 'the dinner is at Nopi', kept: ["let's do the dinner on Friday instead", "let's do the dinner in March instead"], only: ['as-is', 'first', 'plain'] },
  { earlier: 'the dinner is at Nopi...', changed: ['swap Nopi for Dishoom'] },
  { earlier: 'the dinner is at Nopi', changed: ["we're switching the dinner to Dishoom", 'switched the dinner to Dishoom', 'swapping the dinner to Dishoom'] },
  // A name put in the place of a thing the earlier statement named no name of: a day, a headcount.
  { earlier: 'the team dinner is on friday', kept: ['switch the team dinner to Dishoom'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'the team dinner is for 12 people', kept: ['switch the team dinner to Dishoom'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'the hotel is in Saint-Denis.', changed: ['swap Saint-Denis for Montreuil'] },
  { earlier: 'ok, Nopi hosts the theme party', changed: ['the theme party goes to Dishoom instead'] },
  { earlier: 'onun yerine Akustik Pro gelsin', kept: ['onun yerine Fatma Şen olsun'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'ses onların yerine Akustik Pro', kept: ['onların yerine Fatma Şen'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'the call is at 2pm', changed: ['rather 3pm; I have the dentist at 1'] },
  // A Turkish possessive refers back as "it" does.
  { earlier: 'bakım penceresi 09:00-10:00', changed: ['penceresini 11:00-13:00 yap'] },
  // A thing a call is timed against is not what it sets.
  { earlier: 'the keynote is at 10:00', kept: [{ text: 'book({"what": "lunch", "after": "keynote", "time": "12:00"})', approved: true }] },
  // A value in an estimate or a refusal sets nothing.
  { earlier: 'the budget is €12,000', kept: ['that would be €15,000', 'hourly would be like €15,000, not happening'] },
  // Names of three letters tie a permission to its ban.
  { earlier: 'do not call Tom', changed: ['[you can] phone Tom today'], kept: ['[you can] phone Sam today'] },
  { earlier: 'never page Ali', changed: ['[you can] page Ali now'] },
  { earlier: 'max 10 guests', changed: ['12 [diyelim o zaman]'] },
  { earlier: 'kargo limiti 10 koli', changed: ['10 değil 12 koli', '10 değil 12 koli olsun'] },
  // Someone else's proposal taken, and the user's own confirmed: changes by their nature.
  { earlier: 'warmup is 500', changed: [{ text: "[Jonas suggested warmup 1,000 instead of 500, he's right, use 1,000]", adopted: true }] },
  { earlier: 'the lab budget is €500', changed: [{ text: 'the lab budget is €700 now', confirmed: true }] },
  { earlier: 'Jonas says the lab budget is €500', kept: ['the neighbour said their budget is €700'] },
  { earlier: 'no runs over the weekend [unless I say so]', kept: ['the sunday market can wait'] },
  { earlier: 'şimdilik gönderme', changed: ['artık gönder'] },
  { earlier: 'the crane lift is at 11:00', changed: ['push it half an hour later, 11:30'] },
  { earlier: 'geziyi 9 Mayıs yapalım', changed: ['geziyi bir hafta ertele, 16 Mayıs'] },
  // A record named by code on one side only is the same slot; two records on one side, one of them moved, too.
  { earlier: 'PR-311 at P3', changed: ['bump it to P2 now'] },
  { earlier: 'PR-311 and PR-312 at P3', changed: ['move PR-311 to P2 now'] },
  // An amount without a currency may be in either; two currencies named, one shared, is the same amount.
  { earlier: 'the budget is 38,000', changed: ['the budget is €40,000 now'] },
  { earlier: 'the budget is €38,000 or $41,000', changed: ['the budget is €40,000 now'] },
  // supersession-2 (supersession.ts 107): two currencies named, an amount in thousands before each ("90 bin TL", "3 bin
  // euro"), are two slots: another person's salary, the rent of another city.
  { earlier: 'maaşım [90 bin TL]', kept: ['eşimin maaşı [3 bin euro]'] },
  { earlier: 'kira [90 bin TL]', kept: ['londradaki kira da [3 bin euro]'] },
  // supersession-6 (supersession.ts 1474): a cap on money told raised under another name, with a bare number, is the
  // same cap changed (the doc comment of the bare number told as an amount, and of a cap on money under another name).
  { earlier: 'bütçe [2.000 TL] kalsın', changed: ["tavanı [2500'e] çıkardılar, öyle kalsın"] },
  // A ban's word after others ("please never"), the Turkish suffixes with words after them, the polite plural, the
  // negative future active or passive.
  { earlier: 'please never page Marcus', changed: ['[you can] page him now'] },
  { earlier: 'ok so never page Marcus', changed: ['[you can] page him now'] },
  { earlier: 'whatsapp kullanmayınız', changed: ['artık whatsapp kullanabilirsiniz'] },
  { earlier: 'whatsapp kullanmayın lütfen', changed: ['artık whatsapp kullanabilirsiniz'] },
  { earlier: 'whatsapp kullanmasın lütfen', changed: ['artık whatsapp kullanabilirsiniz'] },
  { earlier: 'kantinde kola satmayacağız', changed: ['artık kola satabiliriz'] },
  { earlier: 'kola satılmaz burada', changed: ['artık kola satabilirsiniz'] },
  { earlier: 'kola satılmayacaktır', changed: ['artık kola satabilirsiniz'] },
  { earlier: 'kola satılmayacak burada', changed: ['artık kola satabilirsiniz'] },
  // ------------------------------------------------ the supersession rule's own conditions, each pair on the branch it takes
  // News that a thing changed, no ban before it: the value said with the news is the thing's new value.
  { earlier: 'book the north hall at 10:00', changed: ['the north hall booking has changed to 11:00'] },
  // Contact allowed, the one allowed named only by a pronoun: its turn names whom it means, or it lifts nothing.
  { earlier: "never cc Tom's mum", kept: [{ text: 'you can loop her in now', turn: 'the florist is paying for the flowers, so you can loop her in now' }] },
  // Not a ban of one day lifted by an act said on another: the ban holds.
  { earlier: 'no deploys on Friday', kept: ['ok so deploy it tuesday'] },
  // A value set by its parameter's name, with a word of setting: the same slot.
  { earlier: 'the batch size is 100', changed: ['set the batch size to 200'] },
  // A date whose change only the turn around it tells, tied by nothing: no change.
  { earlier: 'we pushed the kitchen start to 12 Jan', kept: [{ text: 'SKP/2026/04419 approved for 12 Jan to 9 Feb', turn: 'good news, now SKP/2026/04419 approved for 12 Jan to 9 Feb' }] },
  // A value taken from a proposal about another thing corrects nothing of this one.
  { earlier: 'the bench budget is £2,300', kept: [{ text: 'ok 640 then', answers: 'The fume hood service is £640. Should I book it?' }] },
  // Corrected later, only small talk between: a value said alone or of "it" with only a word of moving corrects it; a
  // statement that names a thing of its own ("in the branch") does not.
  { earlier: 'budget is $1,500', changed: ['[make that] 2k'], apart: 5 },
  { earlier: 'the demo is on Wednesday', changed: ['push it to Friday instead'], apart: 5 },
  { earlier: 'flush every 1,000 rows', kept: ['I bumped it to every 5,000 in the branch'], apart: 5 },
  { earlier: 'rent max $1,800', changed: ['actually make it $2,000'], apart: 5 },
  { earlier: 'the demo is on Wednesday', changed: ['we moved it to Friday'], apart: 5 },
  // Corrected at once: a value said alone, four turns on.
  { earlier: 'the team is 6', changed: ['8 then'], apart: 4 },
  // The one allowed named by a pronoun whose name its turn says, one word of it.
  { earlier: 'never email the landlord', changed: [{ text: '[feel free to loop her in] now', turn: 'the landlord is paying for the flowers, so [feel free to loop her in] now' }] },
  // Contact said of the one banned, no permission: the ban holds.
  { earlier: 'do not call the client', kept: ['the client calls us now'] },
  // A rule cancelled by two of its words.
  { earlier: 'keep the dinner booking', changed: ['cancel the dinner booking'] },
  // A ban held until the user lifts it: a permission that names nothing of it lifts nothing.
  { earlier: 'ben söyleyene kadar yayın yapma', kept: ['artık yapabilirsin'] },
  // The earlier thing named as what another takes the place of: not a proposal only told, not a negated one.
  // In capitals every word reads as a name, and "… TOMATO INSTEAD OF LENTIL" as a name put in another's place.
  { earlier: 'the soup is lentil', kept: ['Ana proposed tomato instead of lentil', "we won't do tomato instead of lentil now"], only: ['as-is', 'first', 'plain'] },
  // The stale value named last beside a new one, the earlier statement holding a value of another kind too.
  { earlier: 'the kiln is loaded on friday by 18:00', changed: ['sorry, i have to leave at 17:00, not 18'] },
  // A value judged too much, then another: the earlier statement holding a date too; not the same value again, not a
  // negated one.
  {
    earlier: 'textiles max 50 lux on 5 May',
    changed: [{ text: '45 for all the textiles', turn: 'textiles. conservator says 50 is too high, 45 for all the textiles' }],
  },
  {
    earlier: 'textiles max 50 lux',
    kept: [
      { text: '50 for all the textiles', turn: 'textiles. conservator says 50 is too high, 50 for all the textiles' },
      { text: "we don't want 45", turn: "textiles. conservator says 50 is too high, we don't want 45" },
    ],
  },
  // A day ruled out, another said: one of two days the earlier statement named; none said, nothing replaced.
  {
    earlier: 'the sourdough tasting is on friday or saturday',
    changed: [{ text: 'lets do the sourdough tasting thursday', turn: 'friday doesnt work for them anymore, lets do the sourdough tasting thursday' }],
  },
  {
    earlier: 'the sourdough tasting is on friday',
    kept: [{ text: 'lets do the sourdough tasting later', turn: 'friday doesnt work for them anymore, lets do the sourdough tasting later' }],
  },
  // A slot first stated by the moment it waits for, given a weekday with a word of change.
  { earlier: 'we meet after the audit', changed: ['we meet on tuesday now'] },
  // The window moved, told by its turn alone: the later statement sets the value bare.
  { earlier: 'the window is 03:00-04:00 UTC', changed: [{ text: 'its 04:00-05:00 UTC', turn: 'the window moved. its 04:00-05:00 UTC' }] },
  // A limit per unit said again with another: the same slot.
  { earlier: 'max 12 guests [per slot]', changed: ['max 10 guests [per slot] at 20 euros [per guest]'] },
  // A date or an answer length whose change only the turn around it tells: replaced when the turn names the date or the
  // behaviour's own slot.
  {
    earlier: 'the trip is on 4 May',
    changed: [{ text: 'book it for 11 May', turn: 'the dates changed. book it for 11 May' }, { text: '11 May', turn: 'the trip dates changed. 11 May' }],
  },
  { earlier: 'keep replies short', changed: [{ text: 'go long', turn: 'that changed, go long' }] },
  // A parameter set, told; a labelled number said twice anew, with the thing's two words.
  { earlier: 'batch size 100', changed: ['they set batch size to 200'] },
  { earlier: 'room 204 for the workshop', changed: ['the workshop is in room 206 and room 207 now'] },
  // Two new days or numbers, not one: no change read.
  { earlier: 'the workshop is on monday', kept: ['the workshop is on tuesday or wednesday now'] },
  { earlier: 'the team is 6', kept: ['the team is 8 or 9 now'] },
  // A proposal settled on a new date or time, its turn naming the thing; a ban of one day not lifted by an act on another.
  { earlier: 'the demo is on 12 May', changed: [{ text: 'ok, 14 May then', turn: 'about the demo: ok, 14 May then' }] },
  { earlier: 'the demo is at 14:00', changed: [{ text: 'ok, 15:00 then', turn: 'about the demo: ok, 15:00 then' }] },
  { earlier: 'no demos on tuesday', kept: ['ok, demos on thursday then'] },
  // A rate said again per the same unit, or changed without its unit: the same slot.
  { earlier: 'the room is €120 [per night]', changed: ['the room is €95 [per night]'] },
  { earlier: 'pickers do 6 rows [per day]', changed: ['pickers do 10 rows'] },
  // A weekday said again alone, no word of change: it says too little.
  { earlier: 'the workshop is on monday', kept: ['the workshop is on tuesday'] },
  // A date said alone, its turn saying it changed.
  { earlier: 'the launch is on 4 May', changed: [{ text: '11 May', turn: 'that changed. 11 May' }] },
  // A value taken from the proposal that names the earlier statement's value.
  { earlier: 'the rent is $1,500', changed: [{ text: 'ok go with 1800', answers: 'At $1,500 there are two flats. At $1,800 there are six. Want me to go up?' }] },
  // A value corrected with another said beside it; one of two values judged too much.
  { earlier: 'son 10 tag', changed: ['10 değil 20 olsun, 30 da olur'] },
  {
    earlier: 'textiles max 50 lux or 60 lux',
    changed: [{ text: '45 for all the textiles', turn: 'textiles. conservator says 50 is too high, 45 for all the textiles' }],
  },
  // ------------------------------------------------ supersession-9 (supersession.ts 1950–2092): an approved call's settings
  // A thing the call is timed against, a space before the key's colon, is still not what it sets.
  { earlier: 'the keynote is at 10:00', kept: [{ text: 'book({"what": "lunch", "after" : "keynote", "time": "12:00"})', approved: true }] },
  // A key with a space before its colon is still a key the call sets.
  { earlier: 'the backup runs at 01:00', changed: [{ text: 'calendar({"title" : "backup", "time" : "02:00"})', approved: true }] },
  // A flag inside a JSON string sets a value of its own, with "=" or a space; the same value again changes nothing.
  {
    earlier: 'keep replicas at 3',
    changed: [{ text: 'deploy({"args": "scale web --replicas=30"})', approved: true }, { text: 'deploy({"args": "scale web [--replicas 30]"})', approved: true }],
    kept: [{ text: 'deploy({"args": "scale web --replicas=3"})', approved: true }],
  },
  // A record's code given to a key names a record: its digits are no value set, however the code is cut.
  {
    earlier: 'the ticket priority is 3',
    kept: ['C-9', '12B', 'A1-2', 'RNDV-884502', 'INC2291'].map((code) => ({ text: `update_ticket({"ticket": "${code}", "priority": "3"})`, approved: true })),
  },
  // A word of a tool's name that only holds a word that looks up ("budget", "checkout") is no such word.
  { earlier: 'the budget is €2,000', changed: [{ text: 'set_budget({"amount": "€2,500"})', approved: true }] },
  { earlier: 'checkout is at 10:00', changed: [{ text: 'set_checkout({"time": "11:00"})', approved: true }] },
  // The tool's name is the call's first word before "(": a word that looks up further on ("check (with Ana)") is no name.
  { earlier: 'the standup is at 09:30', changed: [{ text: 'set_time {"event": "standup", "time": "10:00", "note": "check (with Ana)"}', approved: true }] },
  // A tool whose name has one word that looks up only looks up; a space before "(" changes nothing.
  {
    earlier: 'the standup is at 09:30',
    kept: [
      { text: 'calendar_search({"event": "standup", "time": "10:00"})', approved: true },
      { text: 'calendar_search({"event": "standup (daily)", "time": "10:00"})', approved: true },
      { text: 'send_email ({"to": "team", "subject": "standup moved to 10:00"})', approved: true },
    ],
  },
  // A limit is changed by a call that sets a limit, its key cut by "_" or led by it.
  {
    earlier: 'the budget cant go above €2,000',
    changed: [{ text: 'update_policy({"budget_max": "€2,500"})', approved: true }, { text: 'update_policy({"__budget_max": "€2,600"})', approved: true }],
  },
  { earlier: "bütçe ₺60.000'i geçmesin", changed: [{ text: 'update_policy({"butce_en__fazla": "₺70.000"})', approved: true }] },
  // A call a few turns after a relative change, setting a value of the kind it moves, carries it out; not much later.
  { earlier: 'push the demo a week later', changed: [{ text: 'calendar_move({"event": "demo", "date": "2026-03-26"})', approved: true }], apart: 8 },
  { earlier: 'push the demo a week later', kept: [{ text: 'calendar_move({"event": "demo", "date": "2026-03-26"})', approved: true }], apart: 9 },
  { earlier: 'push the demo a week later', changed: [{ text: 'calendar_move({"when": "2026-03-26 09:00"})', approved: true }], kept: [{ text: 'calendar_update({"event": "demo", "room": "Ada"})', approved: true }] },
  // A limit is not changed by a call that sets a value under it; it is by one that sets the limit.
  {
    earlier: 'keep the hotel under €180 a night',
    changed: [{ text: 'set_policy({"hotel_max": "€200"})', approved: true }],
    kept: [{ text: 'book_hotel({"hotel": "Ibis", "price": "€165"})', approved: true }],
  },
  // A call that names nothing of the statement sets nothing of it; named elsewhere, a bare number is any of its numbers.
  { earlier: 'the standup is at 09:30', kept: [{ text: 'book_room({"room": "Ada", "time": "10:00"})', approved: true }] },
  { earlier: 'the standup is in room 4 at 09:30', kept: [{ text: 'calendar({"event": "standup", "attendees": "5", "time": "09:30"})', approved: true }] },
  // A new value beside the old one is a new value.
  { earlier: 'the standup is at 09:30', changed: [{ text: 'calendar({"event": "standup", "time": "10:00 (was 09:30)"})', approved: true }] },
  // The same text read as a statement and as an approved call, or as a proposal and as the proposal confirmed: each is
  // read as what it is (the statement reader keeps them apart).
  { earlier: 'calendar({"event": "retro", "date": "2026-03-12"})', changed: ['move the retro to 19 march'] },
  { earlier: 'the retro is on 5 march', changed: [{ text: 'calendar({"event": "retro", "date": "2026-03-12"})', approved: true }] },
  { earlier: 'the tasting is on friday', changed: [{ text: 'how about thursday?', confirmed: true }] },
  { earlier: 'the tasting is on friday', kept: ['how about thursday?'] },
  // A move of "it" or "… too" whose turn names, just before it, a thing no earlier statement says moves that, no rule.
  { earlier: 'the reagent budget is €300', kept: [{ text: 'double it', turn: 'the catering looks thin. double it' }] },
  { earlier: 'the market opens at 09:00', kept: [{ text: 'ok too, an hour later', turn: 'the fair moved. ok too, an hour later' }] },
  // ------------------------------------------------ supersession-10 (supersession.ts 2241-2343): a word put right
  // A word put right by another with no number ("X değil Y", "Y, not X", "not X, Y"): the new value where the form
  // puts it and nothing else of its own, its fillers and Turkish verb endings aside; a question or a verb negated is none.
  {
    earlier: 'the flyers have to be on matte paper',
    changed: [
      'not matte, glossy',
      '[not  matte], glossy',
      'not matte,glossy',
      'not matte , glossy',
      'glossy, not matte, please',
      "not matte, we're on glossy",
      "not matte, let's do glossy",
    ],
  },
  { earlier: 'flyers go on matte paper', changed: ['not the matte, the glossy', '[not the  matte], the glossy'] },
  { earlier: 'the changing room has to be painted blue', changed: ['red, not blue', 'red not blue'] },
  { earlier: 'the boats dock at the north pier', changed: ['south pier, not north'] },
  { earlier: 'the ink has to be cheap', kept: ['glossy ink is not cheap', 'glossy ink [is  not] cheap'] },
  {
    earlier: 'kantin ödemeleri havaleyle alınsın',
    changed: [
      'ödemeler havale değil kartla olsun',
      'havale değil kartla yapılsın',
      'havale değil kartla ödesinler',
      'havale değil kartla yapıcaz',
      'havale değil kartla yapacağız',
      'havale değil kartla istiyoruz',
    ],
  },
  {
    earlier: 'maçlar çim sahada oynansın',
    changed: ['çim değil sentetik sahada oynuyoruz', '[çim  değil] sentetik olsun'],
    kept: ['çim değil mi sentetik mi olacak', 'çim [değil  mi] sentetik mi olacak'],
  },
  { earlier: "kargo Aras'la gönderilsin", changed: ["Aras'la değil MNG'yle gönderelim"] },
  { earlier: 'the flyers have to be on matte paper', changed: ['glossy, [not  matte]', 'glossy, not the matte', 'glossy, [not the  matte]'], kept: ['not matte, glossy?'] },
  { earlier: 'the frame has to be steel', changed: ['aluminium, not steel'] },
  { earlier: 'book economy seats', changed: ['business, not economy'] },
  { earlier: 'the door has to be painted red', changed: ['blue, not red.'] },
  { earlier: 'kantin ödemeleri havaleyle alınsın', changed: ['havale değil kartla yapılacak', 'havale değil kartla yapılmalı'] },
  // A prohibition is no value; a word the earlier statement never said, or a verb that ends in "not", puts nothing right.
  { earlier: 'no fish at the dinner', kept: ['meat, not fish'] },
  { earlier: 'the tables must have white cloths', kept: ['green, not blue'] },
  { earlier: 'print the flyers on matte paper', kept: ['cannot print, glossy then'] },
  // Said in the same turn, it is no earlier statement.
  { earlier: 'the flyers have to be on matte paper', kept: ['glossy not matte'], apart: 0 },
  // supersession-10 (supersession.ts 2249, `EN_NOT_WORD`): issue 12, the survivors its second run left. A verb negated
  // with a comma before "not", however the comma is spaced, is still a verb negated; the word put right may be followed
  // by a space before its closing mark.
  { earlier: 'the ink has to be cheap', kept: ['glossy ink is, not cheap', 'glossy ink is , not cheap', 'glossy ink is,not cheap'] },
  { earlier: 'the flyers have to be on matte paper', changed: ['glossy, not matte !', 'glossy, not matte .'] },
  // A Turkish correction read as Turkish, though a Turkish "not" (a note) follows it: "not alın" is no English "not".
  { earlier: 'kantin ödemeleri havaleyle alınsın', changed: ['havale değil kartla yapılsın, not alın'] },
  // ------------------------------------------------ supersession-8 (supersession.ts 1751-1949): the rule's conditions, second pass
  // The banned thing put in the place of something the earlier statement names only in part: the ban is lifted.
  { earlier: 'no rope climbing for the kids, only bouldering', changed: ['let the kids do rope climbing in the sports hall [instead of] indoor bouldering now'] },
  // A ban held "unless I say so": a permission lifts it; "can wait" allows nothing.
  { earlier: 'no runs over the weekend [unless I say so]', changed: ['[you can] do the runs over the weekend'], kept: ['the weekend runs can wait'] },
  // A thing put in another's place that the earlier statement names only one word of is not its thing.
  { earlier: 'the soup is lentil', kept: ['make the bread rye [instead of] the lentil flatbread now'], only: ['as-is', 'first', 'plain'] },
  // A correction that names the value it replaces: one of two kinds the earlier statement holds, one of two values of one kind.
  { earlier: 'the team is 6 on 5 May', changed: ['[not 6], 8'], apart: 8 },
  { earlier: 'the team is 6 or 7', changed: ['[not 6], 8', '[6 değil] 8 olsun'], apart: 8 },
  // The stale value named last, or said not to be the value, the value said again beside it in another currency (and a
  // day, no value of its own kind): no change.
  { earlier: 'the budget is €500', kept: ['the budget is €500, not $500', '[not $500], €500 by friday'] },
  { earlier: 'bütçe 500 euro', kept: ['bütçe [500 dolar değil], 500 euro, cumaya kadar'] },
  // A value judged too much, and another given: beside a day, or beside other values of another thing; a day alone is none.
  {
    earlier: 'textiles max 50 lux',
    changed: [
      { text: '45 for all the textiles from friday', turn: 'textiles. conservator says 50 is too high, 45 for all the textiles from friday' },
      { text: '45 for the textiles, 40 or 50 for the prints', turn: 'textiles. conservator says 50 is too high, 45 for the textiles, 40 or 50 for the prints' },
    ],
    kept: [{ text: 'the new level for the textiles comes on friday', turn: 'textiles. conservator says 50 is too high, the new level for the textiles comes on friday' }],
  },
  // A ticket's level said of another thing, no word of change: no change.
  { earlier: 'the printer ticket is at P3', kept: ['the login ticket is P2'] },
  // A cap per head is not the total a cap under another name caps.
  { earlier: 'catering budget is €40 [a head]', kept: ['the cap went up to €1,200 now'] },
  // Two rates of one count: a value preferred corrects it; one said for another place does not; a rate of a count and of
  // money said again is a change.
  { earlier: '6 pickers [per row]', changed: ['rather 8 [per row]'] },
  { earlier: 'medics on the north trail take 1 tent per 40 runners [per day]', kept: ['on the south trail the medics take 1 tent per 30 runners [per day]'] },
  { earlier: '12 guests [per slot] at €20 [per guest]', changed: ['10 guests [per slot] at €25 [per guest]'] },
  // How often one thing is done is not changed by how often another is, no word of change said.
  { earlier: 'post updates to the channel [every 30 minutes]', kept: ['the backups run hourly'] },
  // A proposal that names one of the earlier statement's two values, taken a while later.
  { earlier: 'the rent is $1,500 or $1,600', changed: [{ text: 'ok go with 1800', answers: 'At $1,500 there are two flats. At $1,800 there are six. Want me to go up?' }], apart: 6 },
  // A value preferred for the earlier statement's thing, named in its sentence before it (beside another thing, or twice).
  {
    earlier: 'the dinner is at 7pm',
    changed: [
      { text: 'rather 8pm', turn: 'for the dinner, rather 8pm' },
      { text: 'rather 8pm', turn: 'for the dinner with the team, rather 8pm' },
      { text: 'rather 8pm', turn: 'for the dinner and for the guests, rather 8pm' },
    ],
  },
  // A change of a thing the later statement names itself, a parameter sharing nothing with the earlier one: no change.
  { earlier: '€4,000 in total', kept: ['the rent is €1,500 now'] },
  // A value set bare, tied by a word of three letters, many turns later.
  { earlier: 'zam oranı %30', changed: ['zam %32,5 oluyor'], apart: 8 },
  // How often another thing is done, the stale value named last: no change.
  { earlier: 'post updates [every 30 minutes]', kept: ['the backups run hourly, [not 30]'] },
  // The earlier statement's day ruled out, and another day ruled out with it: no other day said, nothing replaced.
  { earlier: 'the sourdough tasting is on friday', kept: ['friday doesnt work for them and saturday is out for the sourdough tasting'] },
  // A ticket's level told, no word of change, many turns later.
  { earlier: 'leave it at P3 for now', changed: ['the team set HD-1042 to P2'], apart: 8 },
  // A value taken from a proposal that names the earlier statement's thing, not its value.
  { earlier: 'the room limit is $1,500', changed: [{ text: 'make it 1800', answers: 'At $1,800 there are six rooms. Want me to raise the room limit?' }] },
  // A labelled number changed with a word of change, one word in common, many turns later (two numbers said).
  { earlier: '[room 204] for the workshop', changed: ["we're in [room 206] now, 40 seats"], apart: 8 },
  // The earlier statement's parameter named in the later turn, no word of change: a value for another thing changes nothing.
  { earlier: 'the window is 03:00-04:00 UTC', kept: [{ text: '04:00-05:00 UTC for the deploy', turn: 'the backup window is fine. 04:00-05:00 UTC for the deploy' }] },
  // ------------------------------------------------ supersession-5 (supersession.ts 856-1239): names, pronouns, values put in another's place, a time gone by
  // A name's full stop is no part of it, a hyphen inside it is: "Co-op." is the Co-op named again.
  { earlier: 'we shop at the Co-op.', changed: ['swap the Co-op for Lidl'] },
  // The frames of a name are the three words before it: a word said further back ("the dinner" before "so for the
  // conference lunch") frames nothing, and one word in common names no thing alike.
  { earlier: 'the dinner is at Nopi', kept: ["we loved the dinner, so for the conference lunch let's try Dishoom instead"], only: ['as-is', 'first', 'plain'] },
  // A pronoun frames no name, in any of its forms and wherever it stands among the three words ("onun yerine Fatma
  // Şen" and "onun yerine Akustik Pro" name no thing alike).
  { earlier: 'salonda onun yerine Akustik Pro olsun', kept: ['mutfakta onun yerine Fatma Şen olsun'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'bunların yerine Akustik Pro olsun', kept: ['bunların yerine Fatma Şen olsun'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'şunların yerine Akustik Pro olsun', kept: ['şunların yerine Fatma Şen olsun'], only: ['as-is', 'first', 'plain'] },
  // Two words in common name the thing alike, a word that only ends like a pronoun ("sonunda") among them.
  { earlier: 'sezon sonunda bahçedeki büyük sahnede Akustik Pro çalsın', changed: ["sezon sonunda müzik için Fatma Şen'e geçelim"] },
  // The old value before "yerine" in its whole size.
  { earlier: 'son 100 kayıt', changed: ['100 yerine 200 taşıyalım'] },
  // A word of replacement in each of its forms ("replaced", "replacing").
  { earlier: 'we are staying at the Marriott', changed: ['we replaced the Marriott with the Hilton'] },
  // The thing another takes the place of is every word of it, up to three, after "the", "a", "an", "our" or "my":
  // one word or three, however spaced; not what it is for ("with dinner").
  { earlier: 'the kids drink juice', changed: ['the kids drink water [instead of] juice with dinner now'] },
  { earlier: 'the soup is lentil', changed: ['make it tomato [instead of] lentil'] },
  { earlier: 'we take the bus to the island', kept: ['we take the train [instead of] the island ferry now', 'we take the train [instead of the island  ferry] now'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'no chalk bags on the training wall', kept: ['use chalk buckets [instead of] an old chalk bag now', 'use chalk buckets [instead of an  old] chalk bag now'] },
  // The thing another takes the place of, named with its words after it: the bus times printed in place of the ferry's
  // timetable put nothing in place of the ferry taken, however the article and the words are spaced.
  {
    earlier: 'we take the island ferry at 09:00',
    kept: ['print the bus times [instead of] the island ferry timetable now', 'print the bus times [instead of the  island] ferry timetable now', 'print the bus times [instead of] our island ferry timetable now', 'print the bus times [instead of our  island] ferry timetable now'],
    only: ['as-is', 'first', 'plain'],
  },
  // The old value before "instead of" is the whole number, whatever number comes later in the statement.
  { earlier: 'warmup is 500 steps', changed: ['warmup 1,000 [instead of] 500 for the next 3 runs'] },
  // With its currency too: the old value named corrects the value said long before, the new value named alone.
  { earlier: 'the budget is $500', changed: ['$1,000 [instead of] $500'], apart: 20 },
  // A day settled bare: the words that confirm ("alright", "peki") are no content words, wherever they stand; a
  // statement naming a thing of its own ("send the tasting menu") settles nothing; a mark after a space still ends it.
  { earlier: 'the tasting is on friday', changed: ['ok alright, tasting on thursday then', 'alright, tasting on thursday then', 'tasting on thursday then !'], kept: ['ok, send the tasting menu on thursday then'] },
  { earlier: 'tadım cuma günü', changed: ['tamam peki, tadım perşembe olsun'] },
  // A Turkish possessive refers back ("saatini": its time), after a clause of assent too; a word that only ends in
  // "-nu" ("menu") is none.
  { earlier: 'sunucu bakımı 09:00-10:00', changed: ['saatini 11:00-13:00 yap', 'tamam, saatini 11:00-13:00 yap'] },
  { earlier: 'the lounge opens at 20:00', kept: ['menu is 22:00 now', 'casino is 22:00 now'] },
  // A ban for now is lifted by doing its act, not by its thing named: an English ban reads no Turkish suffix
  // ("frame" is no "fra-me").
  { earlier: 'dont send the frame yet', kept: ['the frame arrived'] },
  // Someone else's proposal, taken: its thing put in another's place is a change, though it says who proposed it.
  { earlier: 'we take the ferry to the island', changed: [{ text: "Jonas suggested the train [instead of] the ferry, he's right, let's do that", adopted: true }] },
  // Someone else's proposal, taken, is not a teller's own thing told: "their budget", adopted, is ours.
  { earlier: 'our budget is €2,000', changed: [{ text: 'the neighbour said their budget is €2,500, we take that', adopted: true }] },
  // A call's keys say which field it sets, not what it is about, each word of a key and with a space before its colon:
  // a room booked with its "start_time" sets nothing of the standup's time.
  {
    earlier: 'the standup time is 09:30',
    kept: [{ text: 'book_room({"room": "Ada", "start_time": "10:00"})', approved: true }, { text: 'book_room({"room": "Ada", "start_time" : "10:00"})', approved: true }],
  },
  // A word of the statement inside a name the call gives names the place, unless the statement capitalises it too.
  { earlier: 'the stryker rep visits at 10:00', kept: [{ text: 'calendar({"location": "Stryker House", "time": "11:00"})', approved: true }], only: ['as-is', 'first', 'plain'] },
  // The two ends of one thing's time are two rules, a range said at either end too.
  { earlier: 'the crane can work until 18:00-18:30', kept: ['the crane can start from 07:00-07:30 now'] },
  // A value dated a year, a month, a week, a day, a winter, a summer, a season or a term ago is history, one or more.
  {
    earlier: 'the membership fee is £45',
    kept: [
      'a year ago the membership fee was £40', 'a month ago the membership fee was £40', 'one month ago the membership fee was £40', 'a week ago the membership fee was £40', 'a day ago the membership fee was £40',
      'one day ago the membership fee was £40', 'one winter ago the membership fee was £40', 'one summer ago the membership fee was £40', 'a season ago the membership fee was £40', 'a term ago the membership fee was £40',
    ],
  },
  // ------------------------------------------------ supersession-5 (supersession.ts 1240-1347): history, values shared, offers, bans
  // The values it gives dated in the past, no change said: history. A value said again beside them is no new one; a
  // change told with its time, or a value of now beside one of the past, is a change.
  { earlier: 'the membership fee is £45', changed: ['new membership fee since last week: £48'], kept: ['the membership fee is £45 but last year the membership fee was £40'] },
  { earlier: 'the yoga class is 60 minutes for £12', changed: ['the yoga class is 75 minutes but last year it was £10'] },
  { earlier: 'the helmet rental is capped at [90 minutes]', changed: ['the helmet rental cap is [2 hours], the deposit was £40 last year'] },
  // A ban for now lifted by doing what it held back, a time gone by beside: no value given in another's place.
  { earlier: 'dont replay yet', changed: ['replay the 35 runs from last week'] },
  // A length of a time gone by moves nothing; a move said now beside one moves the date it names.
  {
    earlier: 'the repairs start on 5 May',
    changed: ['push the repairs 2 days later, they took 5 days back in the spring', 'push the repairs 2 days later, back in the spring they took 3 weeks'],
    kept: ['repairs took 5 days back in the spring'],
  },
  // A date moved against another event moves the thing it names; against the event the earlier statement is about (its
  // plural or not), it moves nothing of it.
  { earlier: 'the retro is on 5 march', changed: ['move the retro to the day after the launch'] },
  { earlier: 'the galas are on 5 march', kept: ['move the party to the day after the gala'] },
  // A rule cancelled by one of its values of a specific kind; a bare or a labelled number both say names nothing.
  { earlier: 'everyone must be in by 10am and out by 6pm', changed: ['no need for the 10am cutoff anymore'] },
  { earlier: 'we need 40 chairs', kept: ['forget the 40 tables limit'] },
  { earlier: 'the kids train in gym 2', kept: ['drop the gym 2 shoe rule'] },
  // A count taken from a proposal, set to another value it offered under its other noun, among other numbers or beside
  // another value taken; kept at the value taken, or a number of the proposal's that is no count, it is not changed.
  {
    earlier: { text: 'ok [40 units]', answers: 'The actigraphs are £38,500 for [60 units]. Or [40 units] instead of 60?' },
    changed: ['[back to 60 actigraphs] across 3 sites'],
    kept: ['[stay at 40 actigraphs]'],
  },
  { earlier: { text: 'ok [40 units] at £27,000', answers: 'The actigraphs are £38,500 for [60 units]. Or [40 units] for £27,000?' }, changed: ['[back to 60 actigraphs]'] },
  { earlier: { text: 'ok [room 12]', answers: '[Room 12] or [room 14] for the workshop?' }, kept: ['the workshop needs [14 chairs] now'] },
  // A ban's verb in its -mAsIn form, and in its -mA form before another word, lifted by a permission of it for once.
  { earlier: 'kısa işlerde büyük makineyi kullanmasın', changed: ['[bu seferlik] makineyi kullanabilir'] },
  { earlier: 'büyük makineyi kullanma lütfen', changed: ['[bu seferlik] makineyi kullanabilirsin'] },
  // A ban held until the user says otherwise, the words before the ban or after it, lifted by the user's word.
  { earlier: '[ben söylemedikçe] hafta sonu test koşma', changed: ['testler hafta sonu devam edebilir'] },
  { earlier: '[unless I say so], no runs over the weekend', changed: ['ok, runs [can go on] [this weekend]'] },  // ------------------------------------------------ supersession-4 (supersession.ts 525-855): a proposal taken, opened by its proposer
  // Someone else's proposal the user took, opened by the proposer's name before the thing's noun: the proposer is no
  // qualifier of the noun (the comment of `compoundApart`), the lunch is the earlier statement's.
  { earlier: 'the team lunch is at 12:00', changed: [{ text: "Priya's lunch plan at 12:30 is fine, let's do that", adopted: true }] },
  // ------------------------------------------------ supersession-3 (supersession.ts 231-524): every word of change out
  // A slot that waits for a moment is given a date by a statement naming its thing, not by words of change both say,
  // however many each says ("actually … instead" in both). Not typed in capitals, where every word reads as a name.
  {
    earlier: 'actually use the small furnace instead of the big one until the new burner is fitted',
    changed: ['actually the small furnace stays until tuesday 3 june instead'],
    kept: ['actually we open tuesday 3 june instead'],
    only: ['as-is', 'first', 'plain'],
  },
  // ------------------------------------------------ supersession-5 (supersession.ts 1271, 1287, 1290): a statement with no thing first, a count answered
  // A date moved against an event leaves a statement about another thing, one that opens with no thing of its own ("we
  // need 40 chairs") too.
  { earlier: 'we need 40 chairs', kept: ['move the party to the day after the launch', 'partiyi lansmandan sonraki güne al'] },
  // A count taken from a proposal is left as it was by a change of something else that says no number: where the thing
  // goes, when it comes.
  { earlier: { text: 'ok [40 units]', answers: 'The actigraphs are £38,500 for [60 units]. Or [40 units] instead of 60?' }, kept: ['actually ship the actigraphs to the Leeds site'] },
  { earlier: { text: 'ok [10 units]', answers: 'The bikes are £4,800 for [12 units]. Or [10 units] instead of 12?' }, kept: ['move the bike delivery to monday'] },
  // A bare count answering "how many …?" is the count of the thing asked about, which no value of the question offered:
  // another count of it said with a word of change replaces it.
  { earlier: { text: '90', answers: '[How many croissants] should I order?' }, changed: ['[back to 60] croissants', 'order 60 croissants instead'] },
  { earlier: { text: '90', answers: '[Kaç kruvasan] sipariş edeyim?' }, changed: ['60 kruvasana düşürelim'] },
];

/**
 * Pairs the rule misreads by its own doc comments (known misses, each an `it.fails` in the test).
 */
export const REPLACEMENT_MISSES: readonly ReplacementPair[] = [
  // The old value named with its currency before "yerine" is read as a value set: "800 TL yerine 500 TL" sets 500.
  { earlier: 'bütçe [500 TL]', kept: ['bütçe [800 TL] yerine [500 TL] olsun'] },
  // The stale value named last whole ("not 18:00", "18:00 değil"), not short: the doc comment's "whole or short".
  { earlier: 'i need the kiln loaded by 18:00', changed: ['sorry, i have to leave at 17:00, not 18:00'] },
  { earlier: "fırını 18:00'e kadar doldurun", changed: ["pardon, 17:00'de çıkmam lazım, 18:00 değil"] },
  // Typed in capitals, each word reads as a name, and "WARMUP 500 INSTEAD OF 1,000" as a name put in another's place.
  { earlier: 'warmup is 500 steps', kept: ['warmup 500 [instead of] 1,000'], only: ['upper'] },
  // The doc comment's own lifts of a ban, said alone: one word in common is not enough.
  { earlier: 'müşteriye indirim yapmıyoruz', changed: ['tamam artık indirim yapabiliriz müşteriye'] },
  { earlier: 'no refunds', changed: ['ok refunds are fine now'] },
  // Typed with doubled spaces, "instead  of" and "you  can" are no longer read.
  { earlier: 'warmup is 500 steps', changed: ['warmup 1,000 instead  of 500'], only: ['as-is', 'first', 'plain'] },
  { earlier: 'never page Marcus', changed: ['you  can page him now'] },
  // A labelled number moved with "move" (a word of moving, not of change): no change read.
  { earlier: '[room 204] for the workshop', changed: ['move the workshop to [room 206]'] },
  // A new value of the same kind beside the stale value named last, short ("not 30" for "every 30 minutes"): the doc
  // comment's "short or whole", no word of the rule said again; read as no change.
  { earlier: 'post updates [every 30 minutes]', changed: ['hourly, [not 30]'] },
  // supersession-5 (supersession.ts 1030): a name the turn gives in a sentence of its own, opening it ("… to UPS. DHL
  // lost two boxes"), is read as no name, and the change replaces nothing.
  { earlier: 'ship the parcels with DHL', changed: [{ text: 'switch the shipping to UPS', turn: 'switch the shipping to UPS. DHL lost two boxes' }] },
  // supersession-8 (supersession.ts 1751-1949), the ones left. A value taken from a proposal about another thing, a time
  // preferred beside it that names nothing: the turn is about the proposal's thing, yet read as the earlier statement's
  // time changed (the doc comment of `offeredElse`: a value taken from a proposal about another thing corrects nothing).
  { earlier: 'the bench check is £2,300 at 09:00', kept: [{ text: 'ok 640 then, 10:00 is better', answers: 'The fume hood service is £640. Should I book it?' }] },
  // supersession-5 (supersession.ts 1271): a statement that opens with no thing of its own ("we launch …", "5 mart'ta
  // lansman …") is read as about nothing, so a date moved against its event moves that event (docs/compaction.md: a
  // thing moved against the earlier statement's event is another slot).
  { earlier: 'we launch on 5 march', kept: ['move the retro to the day after the launch'] },
  { earlier: "5 mart'ta lansman yapıyoruz", kept: ['partiyi lansmandan sonraki güne al'] },
  // supersession-3 (supersession.ts 283): a rate told to have risen or fallen, its new value after it (docs/compaction.md:
  // a change told with its result after it): read as no change, a Turkish verb of rising or falling read as one only
  // right after the new value in the dative ("%20'ye yükseldi").
  { earlier: 'vergi oranı 18', changed: ['vergi oranı yükseldi, 20'] },
  { earlier: 'komisyon oranı 5', changed: ['komisyon oranı düştü, 4'] },
  // supersession-2 (supersession.ts 141): a count of a thing whose noun begins like a unit of time ("4 ayna", four
  // mirrors) is no length of months: read as "4 ay" with a case ending, the months of the rental changed.
  { earlier: 'dans stüdyosu için [6 ay] kiraladık', kept: ['dans stüdyosuna [4 ayna] koyduk'] },
  // A code named before "yerine" is the thing replaced (docs/compaction.md: "the thing named … before 'yerine' is the
  // thing replaced", as "mercimek yerine ezogelin" replaces "çorba mercimek olsun"): a model code put in another's place
  // ("A320 yerine A321") is read as no change, where "swap the A320 for an A321" is one.
  { earlier: 'uçak A320 olsun', changed: ['A320 yerine A321 olsun'] },
  // A freezer's delivery date is no code freeze's (docs/compaction.md: 'a "freezer" names no code freeze'): read as the
  // freeze moved, "freezer" tying the two as "freeze" would ("the printer arrives on 5 March" leaves it); with "new"
  // before it, read as a change by "new" as well ("the new printer arrives on 5 March" moves "the launch is on 3 March").
  { earlier: 'the code freeze starts on 3 March', kept: ['the freezer arrives on 5 March'] },
  { earlier: 'the code freeze starts on 3 March', kept: ['the new freezer arrives on 5 March'] },
  // A bare count answering "how many …?" is the count of the thing asked about, changed by another count of it said with
  // a word of change (the pairs above: "60 kruvasana düşürelim", "back to 60 croissants"). Said with the thing in the
  // accusative and the count in the dative after it ("kruvasanı 60'a indirelim", as "kruvasanı 60'a düşürelim",
  // "kruvasan sayısını 60'a indirelim"), the 90 is read as unchanged: it stays live beside the 60 the user went back to.
  { earlier: { text: '90', answers: '[Kaç kruvasan] sipariş edeyim?' }, changed: ["kruvasanı 60'a indirelim"] },
  // The same count answered with "then" after it ("90 then", which replaces "order 60 croissants" above): a count of it
  // with its noun ("back to 60 croissants", "order 60 croissants instead") is read as no change; "back to 60" alone is.
  { earlier: { text: '90 then', answers: '[How many croissants] should I order?' }, changed: ['[back to 60] croissants'] },
  // A rule cancelled as a rule (docs/compaction.md: "forget the budget cap", "no need for the 10am cutoff anymore")
  // naming the rule by its rule word alone ("the cap" of "the budget cap"), after the assistant offered to raise it:
  // read as no change ("no need for the budget cap anymore" is one; "forget the cap" is none either), so the cap stays
  // live, and the turn, kept only when it cancels a kept statement, is lost.
  { earlier: 'the budget cap is €3,000', changed: [{ text: 'no need for the cap anymore', answers: 'Spend is close to it. Should I raise the cap to €4,000?' }] },
  // supersession-3 (supersession.ts 291), audited again. A ban in the negative future lifted for the thing it names
  // (docs/compaction.md: "artık whatsapp kullanabilirsin" after "whatsapp kullanılmayacak"), typed decomposed (NFD: "ü"
  // as "u" and a combining diaeresis, as some systems store text; the rules are read composed): a stem whose one letter
  // before "-mAyAcAk" follows a combining mark ("sürmeyecek", "görmeyecek") is read as no ban, so nothing is lifted.
  { earlier: 'stajyerler forklift sürmeyecek'.normalize('NFD'), changed: ['stajyerler artık forklift sürebilir'.normalize('NFD')], only: ['as-is'] },
];

/** Whether `later` replaces `earlier`: the turn `findSupersessions` gives the earlier one, given the later one alone. */
export type Replaces = (earlier: Statement, later: Statement) => boolean;

/** Runs of spaces for the gaps between words. */
const gaps: fc.Arbitrary<string[]> = fc.oneof(fc.constant<string[]>([' ']), fc.array(fc.constantFrom<string>(' ', '  ', '   '), { minLength: 1, maxLength: 4 }));

/**
 * The text, its spaces outside square brackets widened to the gap runs (the `first`-th run for its first space), brackets
 * out: a bracketed phrase is typed as written.
 */
function widened(text: string, gapRuns: readonly string[], first = 0): string {
  let n = first;
  let inside = false;
  let out = '';
  for (const ch of text) {
    if (ch === '[') inside = true;
    else if (ch === ']') inside = false;
    else out += ch === ' ' && !inside ? gapRuns[n++ % gapRuns.length]! : ch;
  }
  return out;
}

/** Spaces outside square brackets in the text. */
const gapsIn = (text: string): number => widened(text, ['\u0000']).split('\u0000').length - 1;

function statement(said: string | Said, turn: number, how: Typing, gapRuns: readonly string[]): Statement {
  const s = typeof said === 'string' ? { text: said } : said;
  const at = s.turn?.indexOf(s.text) ?? -1;
  if (s.turn !== undefined && at < 0) fail(`${JSON.stringify(s.text)} is not in its turn ${JSON.stringify(s.turn)}`);
  // The statement is typed as its turn types it: the same runs of spaces where the turn holds it.
  const text = widened(typed(s.text, how), gapRuns, s.turn === undefined ? 0 : gapsIn(s.turn.slice(0, at)));
  const write = (t: string): string => widened(typed(t, how), gapRuns);
  return {
    text,
    turn,
    context: s.turn === undefined ? text : write(s.turn),
    ...(s.answers === undefined ? {} : { answers: write(s.answers) }),
    ...(s.approved === undefined ? {} : { approved: s.approved }),
    ...(s.adopted === undefined ? {} : { adopted: s.adopted }),
    ...(s.confirmed === undefined ? {} : { confirmed: s.confirmed }),
  };
}

/** Each `changed` statement replaces its earlier one, each `kept` one does not; under every typing in each case. */
export function propertyReplacementPairs(replaces: Replaces, pairs: readonly ReplacementPair[] = REPLACEMENT_PAIRS): fc.IPropertyWithHooks<[string[]]> {
  return everyTyping(gaps, (how, gapRuns) => checkReplacementPairs(replaces, pairs, how, gapRuns));
}

/** `propertyReplacementPairs` for one way of typing and one run of gaps: a pair typed `only` other ways is not read. */
export function checkReplacementPairs(replaces: Replaces, pairs: readonly ReplacementPair[], how: Typing, gapRuns: readonly string[]): void {
  for (const pair of pairs) {
    if (pair.only !== undefined && !pair.only.includes(how)) continue;
    const earlier = statement(pair.earlier, 1, how, gapRuns);
    for (const t of pair.changed ?? []) {
      const later = statement(t, 1 + (pair.apart ?? 2), how, gapRuns);
      if (!replaces(earlier, later)) fail(`${JSON.stringify(later.text)} replaces ${JSON.stringify(earlier.text)}, read as no change`);
    }
    for (const t of pair.kept ?? []) {
      const later = statement(t, 1 + (pair.apart ?? 2), how, gapRuns);
      if (replaces(earlier, later)) fail(`${JSON.stringify(later.text)} leaves ${JSON.stringify(earlier.text)} as it was, read as a change`);
    }
  }
}
