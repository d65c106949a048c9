import { describe, expect, it } from 'vitest';
import { eachCase, listChecks, talk as talkOf, type Language, type RevisionCase as Case, type Said, type Step } from '../../compaction/test-helpers/revisionPairs.js';
import { findSupersessions, type Statement } from './supersession.js';

/**
 * Revisions by class (issue 14), a sixteenth list, written before any change
 * for it and in domains the spoken test conversations do not use (a school
 * office, an insurance claims desk, a restaurant kitchen, a construction
 * site, an NGO's fundraising; okul idaresi, sigorta hasar, restoran, şantiye,
 * dernek bağış gecesi): a later statement about the same thing replaces the
 * earlier one, in both languages —
 *
 * - moved by an amount and its result said, far from the value it moves
 *   with other values of the kind between ("push the pour half an hour
 *   later, 07:30", "geziyi bir hafta ertele, 16 Mayıs");
 * - changed with no value of the same kind ("move it to the afternoon",
 *   "B salonuna al");
 * - proposed by the assistant and taken, in new words;
 * - revised twice, many turns apart.
 *
 * Resolved: the latest value is in a live constraint or decision, no stale
 * value is in a live line, and neither is filed as a rejected option.
 */
/** A user step after a user step gets an ordinary exchange between them; an assistant step is said as written. */
function talk(language: Language, steps: readonly Step[]): Said[] {
  return talkOf(steps, [['assistant', language === 'en' ? 'Right.' : 'Peki.']], ['assistant', language === 'en' ? 'Updated.' : 'Güncelledim.']);
}

/** Ordinary turns with values of every kind of their own (times, dates, counts, money): "far apart, values between". */
const GAP: Record<Language, Step[]> = {
  en: [
    'the scaffolding inspection is at 11:00 on the 3rd, log it',
    'we used 14 pallets of block last week',
    ['assistant', 'Logged. The skip hire invoice of £420 is also due on 28 March.'],
    'fine, pay it',
    'the crane operator leaves at 16:00 today',
    'what does the site office close on saturdays?',
    ['assistant', 'It closes at 13:00 on Saturdays.'],
    'ok',
  ],
  tr: [
    'iskele denetimi ayın 3ünde 11:00te, kayda geç',
    'geçen hafta 14 palet tuğla kullandık',
    ['assistant', "Kaydettim. Konteyner faturası 420 TL, 28 Mart'ta ödenecek."],
    'tamam, öde',
    "vinç operatörü bugün 16:00'da çıkıyor",
    'şantiye ofisi cumartesi kaçta kapanıyor?',
    ['assistant', "Cumartesi 13:00'te kapanıyor."],
    'tamam',
  ],
};

/** Moved by an amount, the result said too, far from the value. */
const MOVED_WITH_RESULT: Case[] = [
  ['pour half an hour later, far', 'en', ['the slab pour starts at 07:00 sharp', ...GAP.en, 'push the pour half an hour later, 07:30'], '07:30', ['07:00 sharp']],
  ['tasting two days later, far', 'en', ['the tasting menu launch is on 14 October', ...GAP.en, 'move the launch two days later, 16 October'], '16 October', ['14 October']],
  ['claims call an hour earlier, far', 'en', ['claims review call is at 15:00 every thursday', ...GAP.en, 'we need that an hour earlier now, 14:00'], '14:00', ['15:00']],
  ['gezi bir hafta ertele, uzak', 'tr', ["okul gezisi 9 Mayıs'ta", ...GAP.tr, 'geziyi bir hafta ertele, 16 Mayıs'], '16 Mayıs', ['9 Mayıs']],
  ['ekspertiz bir saat öne, uzak', 'tr', ["hasar ekspertizi 10:30'da yapılacak", ...GAP.tr, "ekspertizi bir saat öne çek, 09:30"], '09:30', ['10:30']],
  ['bağış gecesi iki gün sonra, uzak', 'tr', ["bağış gecesi 20 Kasım'da", ...GAP.tr, "bağış gecesini iki gün sonraya alalım, 22 Kasım"], '22 Kasım', ['20 Kasım']],
];

/** Changed with no value of the same kind. */
const NO_VALUE: Case[] = [
  ['skip delivery to the afternoon', 'en', ['the skip gets delivered at 08:00 tomorrow', 'move the skip delivery to the afternoon'], 'to the afternoon', ['08:00 tomorrow']],
  ['the other kitchen', 'en', ['prep for the gala happens in the Leith kitchen', 'make the gala prep the other kitchen, Leith has the inspection'], 'the other kitchen', ['Leith kitchen']],
  ['veli toplantısı öğleden sonraya', 'tr', ["veli toplantısı cuma 09:00'da", 'veli toplantısını öğleden sonraya al'], 'öğleden sonraya', ['09:00']],
  ['bağış gecesi diğer salona', 'tr', ['bağış gecesi A salonunda olacak', 'bağış gecesini B salonuna al, A salonu dolu'], 'B salonuna', ['A salonunda']],
];

/** Proposed by the assistant, taken in new words. */
const TAKEN: Case[] = [
  [
    'claims excess proposal, go for it',
    'en',
    ['set the excess on the Marsh claim at £250', ['assistant', 'The policy schedule says the excess is £350 for water damage. Shall I use £350?'], 'go for it'],
    '£350',
    ['£250'],
  ],
  // Written after the offer's value in the sentence before it: an English one, and one whose question names another thing.
  [
    'venue time offer pointing back, yes',
    'en',
    ['the awards dinner has to start at 19:00', ['assistant', 'The caterer needs until 19:30 to set up. The venue can do 19:30 instead. Shall I book that?'], 'yes, book it'],
    '19:30 instead',
    ['start at 19:00'],
  ],
  // Written after the change.
  [
    'menu tasting offer, sounds good',
    'en',
    ['the menu tasting for the gala is at 18:00', ['assistant', 'The chef finishes service at 18:30. Should we move the tasting to 19:00?'], 'sounds good'],
    '19:00',
    ['18:00'],
  ],
  [
    'şantiye teslim önerisi, uygun',
    'tr',
    ["kalıp ustası 12 Haziran'da başlasın", ['assistant', "12 Haziran'da beton dökümü var, usta 15 Haziran'da başlayabilir. Öyle ayarlayayım mı?"], 'uygun, ayarla'],
    '15 Haziran',
    ['12 Haziran'],
  ],
];

/** Revised twice, far apart. */
const TWICE_FAR: Case[] = [
  ['gala tables twice far', 'en', ['we need 30 tables for the fundraiser', ...GAP.en, 'we need 34 tables for the fundraiser', ...GAP.en, 'we need 32 tables for the fundraiser'], '32 tables', ['30 tables', '34 tables']],
  ['sınav ücreti iki kez uzak', 'tr', ['deneme sınavı ücreti 250 TL', ...GAP.tr, 'deneme sınavı ücreti 300 TL', ...GAP.tr, 'deneme sınavı ücreti 275 TL'], '275 TL', ['250 TL', '300 TL']],
];

/** Another thing, or an amount moved that matches nothing said: the first statement stays live. [name, language, steps, its words]. */
const STAYS: [string, Language, Step[], string][] = [
  ['another time moved with its result', 'en', ['the slab pour starts at 07:00 sharp', ...GAP.en, 'push the crane lift half an hour later, 11:30'], '07:00 sharp'],
  ['a result the offset does not reach', 'en', ['the tasting menu launch is on 14 October', ...GAP.en, 'move the supplier visit two days later, 20 October'], '14 October'],
  ['başka bir saat, sonucuyla', 'tr', ["hasar ekspertizi 10:30'da yapılacak", ...GAP.tr, "servisi bir saat öne çek, 07:30"], '10:30'],
  // Written after the changes: an offer about another thing, taken, changes nothing of this one.
  ['an offer of another thing, taken', 'en', ['the claims review call has to be at 15:00 on thursday', ['assistant', 'The assessor can only visit the Marsh property in the afternoon. Shall I book the assessor for 14:00?'], 'go for it'], '15:00'],
  // An offer whose question names a thing of its own, after a sentence with another value, takes nothing from it.
  ['an offer of its own thing after a value', 'en', ['the awards dinner has to start at 19:00', ['assistant', 'The caterer arrives at 17:00. Shall I book the photographer for the whole evening?'], 'yes'], 'start at 19:00'],
  // A time told back from now moves nothing.
  ['two days back, told', 'en', ['the tasting menu launch is on 14 October', 'the oven was serviced two days back, 16 October, keep the log'], '14 October'],
  ['iki gün önce, anlatı', 'tr', ["bağış gecesi 20 Kasım'da", "iki gün önce, 22 Kasım'da, bağışçı listesi geldi, kaydet"], '20 Kasım'],
];

const { resolved, stays } = listChecks(talk);

/**
 * Measured before any change for this list: 4 of 14 resolved, 3 of 3 look-alikes left live; after the move by an
 * amount with its result (docs/compaction.md, the sixteenth round): 8 of 14, 5 of 5 (two look-alikes added then);
 * after an offer's "Shall I …" stopped reading as the thing it is about: 9 of 14, 6 of 6; after an offer that points
 * back ("Öyle ayarlayayım mı?") took its value from the sentence before it: 10 of 14 (one more written after, missed). Each still missed is a
 * known miss until it passes: a move by an amount with its result, far from the value (the result's clause ", 07:30"
 * is cut off the kept item, or the move is not tied to a value said a dozen turns before); a change with no value of
 * the kind it changes (a part of the day, "the other kitchen", another hall); a proposal of the assistant's with its
 * own value, taken by words the summarizer does not read as taking it ("go for it", "uygun, ayarla").
 */
const MISSED = new Set<string>([
  'skip delivery to the afternoon',
  'the other kitchen',
  'veli toplantısı öğleden sonraya',
  'bağış gecesi diğer salona',
  // Written after the change: the value's sentence names a teller of its own ("The venue can do 19:30 instead."), read
  // as another thing than the dinner.
  'venue time offer pointing back, yes',
]);

describe('revisions by class, a sixteenth list', () => {
  for (const [title, cases] of [['moved with its result, far', MOVED_WITH_RESULT], ['no value of the same kind', NO_VALUE], ['proposed and taken', TAKEN], ['revised twice, far', TWICE_FAR]] as const) {
    describe(title, () => eachCase(cases, MISSED, resolved));
  }
  it.each(STAYS)('not: %s', stays);
});

/**
 * An approved call that names a thing as what it is timed against (`"after": "assembly"`), and sets a time of its
 * own: it moves its own thing, not the one it names (the keynote taken for the shuttle, `clampMechanisms.test.ts`).
 * Written before the change: 0 of 3 left live; the control (the thing named as the record set) replaced. After: 3 of 3.
 */
const call = (text: string, turn: number): Statement => ({ text, turn, context: text, approved: true, approvedIn: turn - 1 });
const said = (text: string, turn: number): Statement => ({ text, turn, context: text });
const TIMED_AGAINST: [string, string, string][] = [
  ['a bus after the assembly', 'the assembly has to finish by 15:00', 'book_bus({"after": "assembly", "time": "15:30", "seats": 50})'],
  ['a cleanup before the inspection', 'the site inspection is at 10:00', 'schedule_cleanup({"before": "inspection", "time": "08:30"})'],
  ['servis toplantıdan sonra', "toplantı 17:00'de bitmeli", 'servis_ayarla({"sonra": "toplantı", "saat": "17:30"})'],
];
describe('an approved call timed against a thing named in it', () => {
  it.each(TIMED_AGAINST)('not: %s', (_name, statement, calls) => {
    expect(findSupersessions([said(statement, 3)], [call(calls, 9)])).toEqual([undefined]);
  });
  it('the control: the thing named as the record set is replaced', () => {
    expect(findSupersessions([said('the assembly starts at 09:00', 3)], [call('update_event({"event": "assembly", "time": "09:30"})', 9)])).toEqual([9]);
  });
});
