import { describe, expect, it } from 'vitest';
import { eachCase, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * Revisions by class (issue 14), a fifteenth list, written before any change
 * for it and in domains the spoken test conversations do not use (a choir, a
 * bakery's wholesale orders, a robotics club, a regatta, a greenhouse, a
 * chess open, a podcast, a dental lab; koro, fırın, robot kulübü, sera,
 * satranç, podcast, arıcılık, diş laboratuvarı): a later statement about the
 * same thing replaces the earlier one, in both languages —
 *
 * - said again with the new value, no "instead", no "artık";
 * - many turns later, other values said in between;
 * - proposed by the assistant and taken by the user ("yes do that", "tamam
 *   öyle olsun");
 * - relative ("two days later", "bir saat erken", "500 more", "%10 artır");
 * - revised twice: only the last value is live.
 *
 * Resolved: the latest value is in a live constraint or decision, no stale
 * value is in a live line, and neither is filed as a rejected option.
 */
const SMALL_TALK: Record<Language, Said[]> = {
  en: [['assistant', 'Okay, got it.'], ['user', 'also did the printer guy call back?'], ['assistant', 'Not yet, I will chase him.']],
  tr: [['assistant', 'Tamam, anlaşıldı.'], ['user', 'bu arada matbaacı geri döndü mü?'], ['assistant', 'Henüz değil, takip ediyorum.']],
};

/** A user step after a user step gets an ordinary exchange between them; an assistant step is said as written. */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Sure.' : 'Olur.'], ...SMALL_TALK[language]], ['assistant', language === 'en' ? 'Done, noted.' : 'Tamam, not ettim.']);
}

/** Twelve ordinary turns with values of their own (a room, a time, a count of other things): "many turns apart". */
const LONG_GAP: Record<Language, Step[]> = {
  en: ['the projector in room 12 is flaky, can you log it', 'lunch was fine btw, 3 sandwiches left over', 'what time does the building close on fridays?', ['assistant', 'It closes at 19:00 on Fridays.'], 'ok thanks', 'remind me to call the insurer next week'],
  tr: ["12 numaralı odadaki projektör bozuk, kayda geçer misin", 'öğle yemeği iyiydi bu arada, 3 sandviç arttı', 'bina cuma günleri kaçta kapanıyor?', ['assistant', "Cuma günleri 19:00'da kapanıyor."], 'tamam sağol', 'haftaya sigortacıyı aramamı hatırlat'],
};

const SAME_THING: Case[] = [
  ['choir budget said again', 'en', ['the choir budget for the spring concert is £2,400', 'we have £2,900 for the spring concert budget'], '£2,900', ['£2,400']],
  ['regatta start time said again', 'en', ['the regatta starts at 10:30 on saturday', 'saturday the first gun goes at 11:15'], '11:15', ['10:30']],
  ['podcast episode length said again', 'en', ['episodes should be 25 minutes', 'episodes are 40 minutes, people listen on long commutes'], '40 minutes', ['25 minutes']],
  ['chess open venue', 'en', ['the chess open is in the Corn Exchange hall', 'the chess open is in the Guildhall, the Corn Exchange double booked'], 'Guildhall', ['Corn Exchange hall']],
  ['club contact person', 'en', ['for the robotics club, parents should contact Mr Okoye', 'parents should contact Ms Brandt about the robotics club from now'], 'Ms Brandt', ['Mr Okoye']],
  ['firmware version', 'en', ['flash the robots with firmware 2.3.1', 'the robots need firmware 2.4.0 for the match'], '2.4.0', ['2.3.1']],
  ['fırın sipariş sayısı', 'tr', ['kafeye her sabah 60 simit gidecek', 'kafeye her sabah 80 simit gitsin'], '80 simit', ['60 simit']],
  ['koro prova günü', 'tr', ['koro provası salı akşamı', 'koro provası perşembe akşamı yapılacak'], 'perşembe akşamı', ['salı akşamı']],
  ['sera sulama penceresi', 'tr', ['sera sulaması 05:00-06:00 arası', 'sera sulaması 04:30-05:30 arası olacak'], '04:30-05:30', ['05:00-06:00']],
  ['satranç turnuvası yeri', 'tr', ['satranç turnuvası Kültür Merkezinde', 'satranç turnuvası Belediye Sarayında yapılıyor, kültür merkezi tadilatta'], 'Belediye Sarayında', ['Kültür Merkezinde']],
  ['laboratuvar teslim tarihi', 'tr', ['kron işleri 14 Mart teslim', 'kron işlerinin teslimi 18 Mart'], '18 Mart', ['14 Mart']],
  ['arıcılık sorumlusu', 'tr', ['kovanlara Hasan Usta bakacak', 'kovanlara bu sezon Emine Hanım bakacak'], 'Emine Hanım', ['Hasan Usta']],
];

const FAR_APART: Case[] = [
  ['choir headcount far later', 'en', ['we are 28 singers for the tour', ...LONG_GAP.en, 'we are 31 singers for the tour'], '31 singers', ['28 singers']],
  ['podcast deadline far later', 'en', ['the season trailer is due june 3', ...LONG_GAP.en, 'the trailer is due june 10'], 'june 10', ['june 3']],
  ['sera bütçesi çok sonra', 'tr', ['sera için bütçe 45 bin TL', ...LONG_GAP.tr, 'sera bütçesi 52 bin TL'], '52 bin TL', ['45 bin TL']],
  ['fırın teslim saati çok sonra', 'tr', ["otele teslimat sabah 06:30'da", ...LONG_GAP.tr, "otele teslimat sabah 07:15'te"], '07:15', ['06:30']],
];

const CONFIRMED: Case[] = [
  [
    'assistant proposes a bigger hall, yes do that',
    'en',
    ['book the small rehearsal room for the choir, 20 chairs', ['assistant', 'The small room only seats 20 and you now have 28 singers. Shall I book the main hall with 30 chairs instead?'], 'yes do that'],
    '30 chairs',
    ['20 chairs'],
  ],
  [
    'assistant proposes a later slot, sounds good',
    'en',
    ['record the interview at 14:00', ['assistant', 'The guest lands at 13:20, so 14:00 is tight. Want me to move the recording to 15:30?'], 'sounds good, go ahead'],
    '15:30',
    ['14:00'],
  ],
  [
    'asistan sipariş önerir, tamam öyle olsun',
    'tr',
    ['düğün için 40 kutu baklava hazırlayın', ['assistant', 'Davetli listesi 350 kişiye çıktı, 40 kutu yetmeyebilir. 55 kutu yapalım mı?'], 'tamam öyle olsun'],
    '55 kutu',
    ['40 kutu'],
  ],
  [
    'asistan saat önerir, olur',
    'tr',
    ["dişçiye ölçü 10:00'da alınsın", ['assistant', "Teknisyen 10:00'da başka bir hastada. Ölçüyü 11:30'a alayım mı?"], 'olur, öyle yap'],
    '11:30',
    ['10:00'],
  ],
];

const RELATIVE: Case[] = [
  ['two days later', 'en', ['the regatta prize giving is on 12 July', 'push the prize giving two days later'], 'two days later', ['12 July']],
  ['500 more', 'en', ['order 2,000 flyers for the concert', 'we need 500 more flyers'], '500 more flyers', ['2,000 flyers']],
  ['an hour earlier', 'en', ['the chess open starts at 10:00', 'start the chess open an hour earlier'], 'an hour earlier', ['10:00']],
  ['bir saat erken', 'tr', ["fırında hamur 04:00'te başlasın", 'hamur işini bir saat erken başlatalım'], 'bir saat erken', ['04:00']],
  ['yüzde on artır', 'tr', ['bal kavanozunun fiyatı 300 TL', 'bal fiyatını %10 artır'], '%10 artır', ['300 TL']],
  ['iki gün sonraya', 'tr', ["robot yarışması 20 Nisan'da", 'yarışmayı iki gün sonraya alalım'], 'iki gün sonraya', ['20 Nisan']],
];

const TWICE: Case[] = [
  ['budget twice', 'en', ['the podcast mic budget is $600', 'mic budget is $800', 'mic budget is $750, final'], '$750', ['$600', '$800']],
  ['deadline twice', 'en', ['robot kits ship on 2 May', 'kits ship on 9 May', 'kits ship on 6 May'], '6 May', ['2 May', '9 May']],
  ['kişi sayısı iki kez', 'tr', ['konsere 120 kişi gelecek', 'konsere 150 kişi gelecek', 'konsere 140 kişi gelecek'], '140 kişi', ['120 kişi', '150 kişi']],
  ['saat iki kez', 'tr', ["kovan kontrolü 09:00'da", "kovan kontrolü 10:00'da", "kovan kontrolü 08:30'da"], '08:30', ['09:00', '10:00']],
];

/** Another thing with a value of the same kind, said later: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['another budget', 'en', ['the choir budget for the spring concert is £2,400', 'the robotics club budget is £900'], '£2,400'],
  ['another start time', 'en', ['the regatta starts at 10:30 on saturday', 'the dinner starts at 19:30 on saturday'], '10:30'],
  ['başka bir sayı', 'tr', ['kafeye her sabah 60 simit gidecek', 'otele her sabah 40 poğaça gidecek'], '60 simit'],
  ['başka bir pencere', 'tr', ['sera sulaması 05:00-06:00 arası', 'kovan kontrolü 08:00-09:00 arası'], '05:00-06:00'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 21 of 30 resolved, 4 of 4 look-alikes left live. Each still missed is a
 * known miss until it passes. Four are never kept at all, whatever supersedes them: a place or a person said as a
 * plain statement ("the chess open is in the Guildhall", "kovanlara bu sezon Emine Hanım bakacak", "turnuva Belediye
 * Sarayında yapılıyor") and a need ("the robots need firmware 2.4.0") read as no rule. Five are kept and not tied to
 * what they change: a budget said the other way round ("we have £2,900 for the … budget"), a start time by another
 * name ("the first gun goes at 11:15"), a person to contact by another verb form ("should contact Ms Brandt … from
 * now"), a count relative without a unit of people ("500 more flyers"), a percentage rise of a price ("%10 artır").
 * After the round's changes (docs/compaction.md, the fifteenth round's revisions): 24 of 30, 4 of 4; the budget, the
 * count and the percentage are read, the rest still missed.
 */
const MISSED = new Set<string>([
  'regatta start time said again',
  'chess open venue',
  'club contact person',
  'firmware version',
  'satranç turnuvası yeri',
  'arıcılık sorumlusu',
]);

describe('revisions by class, a fifteenth list', () => {
  for (const [title, cases] of [['the same thing said again', SAME_THING], ['many turns apart', FAR_APART], ['proposed and confirmed', CONFIRMED], ['relative', RELATIVE], ['revised twice', TWICE]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  it.each(STAYS)('not: %s', stays);
});
