import { describe } from 'vitest';
import { eachCase, eachLookAlike, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';

/**
 * A new value set by someone with the power to set it, relayed by the user with no word of taking (issue 14), a
 * twentieth list, written before any change for it and in domains the spoken test conversations and the earlier lists
 * do not use (a choir, a sailing club, a dental lab, a public pool, a beekeepers' association, a ski school, an
 * observatory, a climbing gym, an archive, a vineyard; koro, yelken kulübü, diş laboratuvarı, yüzme havuzu, arıcılar
 * birliği, kayak okulu, rasathane, tırmanış salonu, arşiv, bağ), typed the way people type:
 *
 * - the one who sets it tells the value, the user passes it on: "the conductor says rehearsals now end at 22:00",
 *   "the commodore told us the limit is 15 boats from now on", "according to the lab manager the turnaround is now 48
 *   hours", "şef provalar artık 22:00'de bitebilir dedi", "yönetime göre ayakkabı depozitosu artık 650 TL";
 * - "they" or the one in charge changed it, told: "they raised the cap to 10 kids", "grup sınırını 10 çocuğa
 *   çıkardılar";
 * - someone's figure taken in the user's next turn, not the same one ("yes, let's do that", "tamam öyle yapalım").
 *
 * Beside them, look-alikes that replace nothing: a wish or a suggestion not taken ("the conductor wants …", "bir üye 15
 * tekne istiyor"), a request the user turns down, a question, a past value ("tickets used to be €15", "eskiden"), a
 * relayed value about another thing ("parking is now €5"), a teller's own thing ("their inspections take 45 minutes").
 *
 * Resolved: the user's words of the change are in a live constraint or decision, no stale value is in a live line,
 * and neither is filed as a rejected option (`expectResolved`). A false resolution (a wish replacing the user's rule)
 * is worse than a miss: the look-alikes guard it.
 */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Ok.' : 'Tamam.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);
}

/** Ordinary turns with values of their own between the rule and its change. */
const GAP: Record<Language, Step[]> = {
  en: ['the minibus is booked for saturday', ['assistant', 'Noted. The insurance renewal of £318 is due on 9 May.'], 'pay it from the club account'],
  tr: ['minibüs cumartesiye ayarlandı', ['assistant', "Not aldım. Sigorta yenilemesi 2.180 TL, 9 Mayıs'ta ödenecek."], 'kulüp hesabından öde'],
};

/** Told by the one who sets it, relayed with no word of taking. */
const SET: Case[] = [
  ['the conductor says … now', 'en', ['rehearsals end at 21:30 sharp', ...GAP.en, 'the conductor says rehearsals now end at 22:00 because of the concert'], 'now end at 22:00', ['end at 21:30']],
  ['the commodore told us … from now on', 'en', ['no more than 12 boats on the water at once', ...GAP.en, 'the commodore told us the limit is 15 boats on the water from now on'], 'limit is 15 boats', ['12 boats']],
  ['Dr Haas says … now', 'en', ['crowns ship within 5 working days', ...GAP.en, 'Dr Haas says crowns now ship within 7 working days, the furnace is shared'], 'ship within 7 working days', ['within 5 working days']],
  ['the pool manager said … from monday', 'en', ['lane swimming closes at 20:00 on weekdays', ...GAP.en, 'the pool manager said lane swimming closes at 21:00 on weekdays from monday'], 'closes at 21:00', ['closes at 20:00']],
  ['the association emailed … can now', 'en', ['hive inspections must not go over 20 minutes', ...GAP.en, 'the association emailed, hive inspections can now go up to 30 minutes'], 'up to 30 minutes', ['over 20 minutes']],
  ['they raised the cap', 'en', ['ski groups are capped at 8 kids', ...GAP.en, 'the school director called, they raised the cap to 10 kids for the holidays'], 'cap to 10 kids', ['capped at 8 kids']],
  ['the director told us … now', 'en', ['public night tickets cost €12', ...GAP.en, 'the director told us public night tickets are €15 now'], 'tickets are €15 now', ['cost €12']],
  ['the pool cap, named by the rule', 'en', ['no more than 60 swimmers in the pool', ...GAP.en, 'the pool manager said they raised the pool cap to 70 swimmers from monday'], 'cap to 70 swimmers', ['60 swimmers']],
  ['management says … is now', 'en', ['the shoe rental deposit is €20', ...GAP.en, 'management says the shoe rental deposit is now €25'], 'deposit is now €25', ['deposit is €20']],
  ['according to the lab manager', 'en', ['the turnaround for implants is 24 hours', ...GAP.en, 'according to the lab manager the turnaround for implants is now 48 hours'], 'turnaround for implants is now 48 hours', ['is 24 hours']],
  ['the head archivist said readers can now', 'en', ['each reader can request at most 3 boxes a day', ...GAP.en, 'the head archivist said each reader can now request 5 boxes a day'], 'can now request 5 boxes', ['at most 3 boxes']],
  ['they moved the gala', 'en', ['the choir gala is on 7 march', ...GAP.en, 'the venue called, they moved the gala to 14 march'], 'gala to 14 march', ['on 7 march']],
  ['the estate manager told us … this year', 'en', ['the harvest starts on 14 september', ...GAP.en, 'the estate manager told us the harvest starts on 10 september this year'], 'starts on 10 september', ['on 14 september']],
  ['the secretary says we can take … now', 'en', ['take no more than 16 juniors on the open day', ...GAP.en, 'the club secretary says we can take 20 juniors on the open day now'], 'take 20 juniors', ['no more than 16 juniors']],
  ['the pool board emailed … from april', 'en', ['the swim fee is €5 per visit', ...GAP.en, 'the pool board emailed, the swim fee goes to €6 per visit from april'], 'fee goes to €6', ['fee is €5']],
  ['the lab director says … max from now', 'en', ['we take at most 30 crowns a week', ...GAP.en, 'Marta, the lab director, says 36 crowns a week max from now'], '36 crowns a week max', ['at most 30 crowns']],
  ['the council caps us at …, they raised our cap', 'en', ['the council caps us at 60 swimmers in the pool', ...GAP.en, 'the council emailed, they raised our cap to 80 from april'], 'cap to 80 from april', ['caps us at 60']],
  ['şef … artık … dedi', 'tr', ["provalar 21:30'da bitsin", ...GAP.tr, "şef provalar artık 22:00'de bitebilir dedi, konser yaklaşıyor"], "22:00'de bitebilir", ["21:30'da bitsin"]],
  ['başkan … kadar … dedi', 'tr', ['suya aynı anda en fazla 12 tekne çıksın', ...GAP.tr, 'kulüp başkanı artık suya 15 tekneye kadar çıkabiliriz dedi'], '15 tekneye kadar', ['en fazla 12 tekne']],
  ['Dr. Aydın … dedi', 'tr', ['kronlar 5 iş gününde teslim edilsin', ...GAP.tr, 'Dr. Aydın kronlar artık 7 iş gününde teslim edilecek dedi, fırın ortak'], '7 iş gününde teslim', ['5 iş gününde']],
  ['havuz müdürü … itibaren … dedi', 'tr', ["hafta içi kulvarlar 20:00'de kapansın", ...GAP.tr, "havuz müdürü pazartesiden itibaren kulvarlar 21:00'de kapanacak dedi"], "21:00'de kapanacak", ["20:00'de kapansın"]],
  ['birlik başkanı … sürebilir dedi', 'tr', ['kovan kontrolü 20 dakikayı geçmesin', ...GAP.tr, 'birlik başkanı kovan kontrolü artık 30 dakikaya kadar sürebilir dedi'], '30 dakikaya kadar', ['20 dakikayı geçmesin']],
  ['sınırı çıkardılar', 'tr', ['kayak grupları en fazla 8 çocuk olsun', ...GAP.tr, 'okul müdürü aradı, grup sınırını tatil için 10 çocuğa çıkardılar'], '10 çocuğa çıkardılar', ['en fazla 8 çocuk']],
  ['müdür … söyledi', 'tr', ['halk gecesi bileti 120 TL olsun', ...GAP.tr, 'rasathane müdürü halk gecesi biletinin artık 150 TL olacağını söyledi'], '150 TL olacağını', ['120 TL']],
  ['yönetime göre artık', 'tr', ['ayakkabı kiralama depozitosu 500 TL', ...GAP.tr, 'yönetime göre ayakkabı kiralama depozitosu artık 650 TL'], 'depozitosu artık 650 TL', ['depozitosu 500 TL']],
  ['arşiv şefi söyledi, artık', 'tr', ['okuyucu başına günde en fazla 3 kutu verilsin', ...GAP.tr, 'arşiv şefi söyledi, okuyucu başına günde artık 5 kutu verilebilir'], 'artık 5 kutu verilebilir', ['en fazla 3 kutu']],
  ['çiftlik müdürü … söyledi', 'tr', ["hasat 14 Eylül'de başlasın", ...GAP.tr, "çiftlik müdürü hasadın bu yıl 10 Eylül'de başlayacağını söyledi"], "10 Eylül'de başlayacağını", ["14 Eylül'de"]],
];

/** Someone's figure, taken in the user's next turn with words that name nothing of it. */
const TAKEN_NEXT: Case[] = [
  ['yes, let us do that, a turn later', 'en', ['dinghies back on the slip by 18:00', ...GAP.en, 'the instructor wants the dinghies back by 17:00, the wind picks up', ['assistant', 'Should I tell the members?'], "yes, let's do that"], 'back by 17:00', ['by 18:00']],
  ['ok go with that, a turn later', 'en', ['the choir sings 6 pieces at the gala', ...GAP.en, 'the conductor suggested 8 pieces at the gala since the hall is ours all evening', ['assistant', 'That adds about 15 minutes.'], "ok go with that"], '8 pieces', ['6 pieces']],
  ['tamam öyle yapalım, bir tur sonra', 'tr', ['havuz kapasitesi en fazla 200 kişi', ...GAP.tr, 'havuz müdürü kapasiteyi 250 kişi yapmayı öneriyor', ['assistant', 'Cankurtaran sayısı yeterli mi bakayım mı?'], 'gerek yok, tamam öyle yapalım'], '250 kişi', ['200 kişi']],
  ['haklı, bir tur sonra', 'tr', ['kayak dersi 90 dakika sürsün', ...GAP.tr, 'eğitmen dersin 60 dakika olmasını öneriyor, çocuklar üşüyor', ['assistant', 'Velilere haber vereyim mi?'], 'evet, eğitmen haklı, öyle olsun'], '60 dakika', ['90 dakika']],
];

/** Words of the same forms that set nothing: the user's rule stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['a wish', 'en', ['rehearsals end at 21:30 sharp', ...GAP.en, 'the conductor wants rehearsals to end at 22:00'], 'end at 21:30'],
  // Two limits of two things: found while writing the change, known false supersessions (any two limits with a count tie).
  ['a limit of another thing', 'en', ['no more than 60 swimmers in the pool', ...GAP.en, 'they raised the sauna cap to 12 people'], 'no more than 60 swimmers'],
  ['their own cap', 'en', ['the gym takes no more than 40 climbers at once', ...GAP.en, 'the bouldering club raised their cap to 25 members'], 'no more than 40 climbers'],
  ['başka şeyin sınırı', 'tr', ['havuza en fazla 60 kişi girsin', ...GAP.tr, 'sauna sınırını 12 kişiye çıkardılar'], 'en fazla 60 kişi'],
  ['a suggestion', 'en', ['no more than 12 boats on the water at once', ...GAP.en, 'the commodore suggested 15 boats on the water'], '12 boats'],
  ['someone asked for it', 'en', ['ski groups are capped at 8 kids', ...GAP.en, 'a parent asked for groups of 10 kids'], 'capped at 8 kids'],
  ['a member wants it', 'en', ['no more than 12 boats on the water at once', ...GAP.en, 'a member wants 15 boats on the water at once'], '12 boats'],
  ['a question', 'en', ['lane swimming closes at 20:00 on weekdays', ...GAP.en, 'did the pool manager say lane swimming closes at 21:00 now?'], 'closes at 20:00'],
  ['a past value', 'en', ['public night tickets cost €12', ...GAP.en, 'the director told us tickets used to be €15 years ago'], 'cost €12'],
  ['another thing', 'en', ['public night tickets cost €12', ...GAP.en, 'the director told us parking is now €5'], 'cost €12'],
  ['asked for and refused', 'en', ['the shoe rental deposit is €20', ...GAP.en, 'management asked for a €25 deposit, I said no, it stays €20'], 'deposit is €20'],
  ['their own thing', 'en', ['hive inspections must not go over 20 minutes', ...GAP.en, 'the beekeeper next door said their inspections take 45 minutes'], 'over 20 minutes'],
  ['a turn later, right about another thing', 'en', ['dinghies back on the slip by 18:00', ...GAP.en, 'the instructor wants the dinghies back by 17:00', ['assistant', 'Should I tell the members?'], "he's right that the wind picks up, but keep 18:00"], 'by 18:00'],
  ['a turn later, asked', 'en', ['dinghies back on the slip by 18:00', ...GAP.en, 'the instructor wants the dinghies back by 17:00', ['assistant', 'Should I tell the members?'], 'is he right though?'], 'by 18:00'],
  ['two turns later', 'en', ['dinghies back on the slip by 18:00', ...GAP.en, 'the instructor wants the dinghies back by 17:00', ['assistant', 'Should I tell the members?'], 'not yet, let me think', ['assistant', 'Sure.'], 'fair enough'], 'by 18:00'],
  ['bir tur sonra, başka konuda haklı', 'tr', ['havuz kapasitesi en fazla 200 kişi', ...GAP.tr, 'havuz müdürü kapasiteyi 250 kişi yapmayı öneriyor', ['assistant', 'Cankurtaran sayısı yeterli mi bakayım mı?'], 'evet bak, cankurtaranlar konusunda haklı'], 'en fazla 200 kişi'],
  ['şef istiyor', 'tr', ["provalar 21:30'da bitsin", ...GAP.tr, "şef provaların 22:00'de bitmesini istiyor"], "21:30'da bitsin"],
  ['başkan öneriyor', 'tr', ['suya aynı anda en fazla 12 tekne çıksın', ...GAP.tr, 'kulüp başkanı 15 tekne öneriyor'], 'en fazla 12 tekne'],
  ['bir üye istiyor', 'tr', ['suya aynı anda en fazla 12 tekne çıksın', ...GAP.tr, 'bir üye 15 tekne istiyor'], 'en fazla 12 tekne'],
  ['soru', 'tr', ["hafta içi kulvarlar 20:00'de kapansın", ...GAP.tr, "havuz müdürü kulvarlar 21:00'de mi kapanacak dedi?"], "20:00'de kapansın"],
  ['eskiden', 'tr', ['halk gecesi bileti 120 TL olsun', ...GAP.tr, 'rasathane müdürü eskiden biletin 150 TL olduğunu söyledi'], '120 TL'],
  ['başka şey', 'tr', ['ayakkabı kiralama depozitosu 500 TL', ...GAP.tr, 'yönetim dolap ücreti artık 100 TL dedi'], 'depozitosu 500 TL'],
  ['istendi, reddedildi', 'tr', ['kayak grupları en fazla 8 çocuk olsun', ...GAP.tr, 'okul müdürü 10 çocuk olsun dedi ama kabul etmedim, 8 kalsın'], 'en fazla 8 çocuk'],
  ['kendi kontrolleri', 'tr', ['kovan kontrolü 20 dakikayı geçmesin', ...GAP.tr, 'komşu arıcı kendi kontrollerinin 45 dakika sürdüğünü söyledi'], '20 dakikayı geçmesin'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 15 of 29 resolved, 16 of 17 look-alikes left live. In English a value told
 * with a verb of saying and a copula ("says … is now €25", "told us the limit is 15 boats") or a change told ("they
 * raised the cap to 10 kids") already replaces the rule; missed there: a value told with no copula and no word of change
 * before it ("said lane swimming closes at 21:00 … from monday", "told us the harvest starts on 10 september this
 * year", "said each reader can now request 5 boxes"). In Turkish every form but the nominalised one ("… olacağını
 * söyledi") and "X'e göre artık" is missed: the clause that ends in "dedi" is someone else's and is not kept at all, and
 * "sınırını 10 çocuğa çıkardılar" names its limit by another word than the rule's ("en fazla 8 çocuk"). None of the
 * four figures taken a turn later ("yes, let's do that", "tamam öyle yapalım") is read: the taking names nothing and
 * the figure is in the turn before. The look-alike marked: a past value told ("eskiden biletin 150 TL olduğunu
 * söyledi" replaced "bileti 120 TL olsun").
 *
 * After `relayedSetting.ts` (someone else's value told as holding from now on, "… artık 16'ya kadar olabilir dedi", "…
 * said … from monday", read as a change of the user's and kept when it replaces a statement kept; a wish, a question, a
 * past value, the teller's own thing or a sentence that goes on against it not) and a told clause that says its value
 * was ("eskiden", "used to") no longer read as a change: 24 of 29, 17 of 17. Still missed: a limit named by another word
 * than the rule's ("grup sınırını 10 çocuğa çıkardılar" after "en fazla 8 çocuk": "sınır" is no limit word), and the four
 * figures taken a turn later.
 *
 * One chain was added after that change, when a tuning conversation's "the city permit caps us at 1,500 scooters" was
 * not replaced by "they raised our cap to 1,800 from january": "caps us at" is read as a limit, as "no more than" is
 * (`LIMIT` in `supersession.ts`), and the chain ("the council caps us at 60 swimmers" → "they raised our cap to 80 from
 * april") resolves: 25 of 30.
 *
 * Then a figure taken in the user's next turn: the two user turns read as one proposal taken (`adoptAcross` in
 * `extractSummary.ts`) when one assistant turn with no number of its own is all between them — a number there is an
 * offer the taking could be taking instead ("That adds about 15 minutes." → "ok go with that" stays missed). 27 of 30;
 * four look-alikes added with it stay live (the taking about another thing, asked, two turns later, "konusunda haklı").
 * Still missed besides "sınırı çıkardılar": "yes, let's do that" (a bare yes read as taking only with the figure after
 * it) and "ok go with that" after the assistant's number.
 */
const MISSED = new Set<string>([
  'sınırı çıkardılar',
  'yes, let us do that, a turn later',
  'ok go with that, a turn later',
]);
/**
 * A limit of another thing (the sauna's, a club's own) replaced the user's limit: when both statements said a limit,
 * any two counts were tied. Found while writing the twentieth round's change, already so before it; all three were
 * marked superseded. Since `limitOfAnother` (supersession.ts: a limit whose owner is named before its noun, "the sauna
 * cap", "their cap", and is another's) the English two stay live, and the pool's own cap still replaces (above); the
 * Turkish one is still marked: "sınır" is no limit word, and the two tie by the shared "kişi" and the change.
 */
const STAYS_MISSED = new Set<string>(['başka şeyin sınırı']);

describe('a value set by someone with the power to set it, a twentieth list', () => {
  for (const [title, cases] of [['told by the one who sets it', SET], ['taken a turn later', TAKEN_NEXT]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  eachLookAlike(STAYS, STAYS_MISSED, stays);
});
