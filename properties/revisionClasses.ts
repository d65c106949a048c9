import fc from 'fast-check';
import type { SummaryContent, SummaryInput } from '../core/compact/summary.js';
import type { Statement } from '../core/compact/supersession.js';

/**
 * Three classes of revision (docs/compaction.md, the supersession rule),
 * stated against statements this file writes from its own word tables,
 * with the answer each pair was written to have — never with the
 * extractor's patterns:
 *
 * - a count raised by a number with a verb that asks for it ("we need 500
 *   more flyers", "broşüre 200 daha ekle") replaces the count of the thing
 *   it names, said a few turns before; a count found ("we found 3 more
 *   bugs") replaces nothing;
 * - a rise or a cut of a price by a percentage ("fiyatı %10 artır", "raise
 *   the ticket price by 15%") replaces the price said a few turns before;
 * - a value said with the one it replaces after it ("make it 120 not 80")
 *   replaces the statement of that value.
 *
 * The reader is `findSupersessions` for one earlier and one later
 * statement: the turn of the later one when it replaces the earlier one.
 */
export type Supersedes = (earlier: Statement, later: Statement) => number | undefined;

function fail(message: string): never {
  throw new Error(message);
}

const said = (text: string, turn: number): Statement => ({ text, turn, context: text });

/** Things counted, each in English and in Turkish with its dative (by its own vowel harmony). */
const COUNTED: { en: string; tr: string; trDative: string }[] = [
  { en: 'flyers', tr: 'broşür', trDative: 'broşüre' },
  { en: 'chairs', tr: 'sandalye', trDative: 'sandalyeye' },
  { en: 'boxes', tr: 'kutu', trDative: 'kutuya' },
  { en: 'tables', tr: 'masa', trDative: 'masaya' },
  { en: 'posters', tr: 'afiş', trDative: 'afişe' },
  { en: 'badges', tr: 'rozet', trDative: 'rozete' },
];
const EN_ASKS = ['we need', 'order', 'print', 'get', 'send', 'bring'];
const TR_ASKS = ['ekle', 'ekleyin', 'gönder', 'bas', 'getir', 'yolla'];
const FOUND = ['we found', 'there are', 'she counted', 'I saw'];

/** A count said first, then raised ([earlier, later, later replaces earlier?]). */
const countRaised: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.constantFrom(...COUNTED), fc.integer({ min: 20, max: 900 }), fc.integer({ min: 2, max: 300 }), fc.boolean(), fc.nat(), fc.constantFrom('raised', 'raised', 'found'))
  .map(([thing, first, more, turkish, verb, form]): [string, string, boolean] => {
    if (turkish) {
      const earlier = `${first} ${thing.tr} hazırlansın`;
      return form === 'raised' ? [earlier, `${thing.trDative} ${more} daha ${TR_ASKS[verb % TR_ASKS.length]!}`, true] : [earlier, `dün ${more} hata daha vardı`, false];
    }
    const earlier = `we want ${first} ${thing.en} at the door`;
    // A count found of another thing replaces nothing ("we found 3 more bugs"); of the same thing it is that count said
    // again, which the general rule reads as a change.
    return form === 'raised' ? [earlier, `${EN_ASKS[verb % EN_ASKS.length]!} ${more} more ${thing.en}`, true] : [earlier, `${FOUND[verb % FOUND.length]!} ${more} more bugs in the van`, false];
  });

export function propertyCountRaised(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(countRaised, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

const PRICED: { en: string; tr: string; trAcc: string }[] = [
  { en: 'ticket price', tr: 'bilet fiyatı', trAcc: 'bilet fiyatını' },
  { en: 'entry fee', tr: 'giriş ücreti', trAcc: 'giriş ücretini' },
  { en: 'box price', tr: 'kutu fiyatı', trAcc: 'kutu fiyatını' },
  { en: 'lesson fee', tr: 'ders ücreti', trAcc: 'ders ücretini' },
];
const TR_RISES = ['artır', 'artıralım', 'düşür', 'düşürelim', 'indir', 'azaltın', 'yükselt'];
const EN_RISES = ['raise', 'increase', 'cut', 'lower', 'reduce'];

/** A price said first, then moved by a percentage, naming the price or not, a few turns later. */
const percentMove: fc.Arbitrary<[string, string]> = fc
  .tuple(fc.constantFrom(...PRICED), fc.integer({ min: 12, max: 900 }), fc.integer({ min: 2, max: 40 }), fc.boolean(), fc.nat(), fc.boolean())
  .map(([thing, price, pct, turkish, verb, named]): [string, string] => {
    if (turkish) {
      const rise = TR_RISES[verb % TR_RISES.length]!;
      // Named: a Turkish order that opens with its verb ("%10 artır") is read as a thing of its own (a known limit).
      return [`${thing.tr} ${price} TL`, named ? `${thing.trAcc} %${pct} ${rise}` : `${thing.trAcc.split(' ')[1]!} %${pct} ${rise}`];
    }
    return [`the ${thing.en} is €${price}`, `${EN_RISES[verb % EN_RISES.length]!} ${named ? `the ${thing.en}` : 'it'} by ${pct}%`];
  });

export function propertyPercentMove(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string], number]> {
  return fc.property(percentMove, fc.integer({ min: 1, max: 6 }), ([earlier, later], gap) => {
    const got = supersedes(said(earlier, 2), said(later, 2 + gap));
    if (got !== 2 + gap) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: not replaced (${String(got)})`);
  });
}

const SLOTS = ['the canary', 'the batch size', 'the guest list', 'the print run', 'the order'];

/** "the canary is 50" then "make it 100 not 50": the new value first, the one it replaces after "not". */
const valueNotValue: fc.Arbitrary<[string, string]> = fc
  .tuple(fc.constantFrom(...SLOTS), fc.integer({ min: 2, max: 500 }), fc.integer({ min: 2, max: 500 }), fc.constantFrom('make it', "let's do", 'ok', 'go with'), fc.constantFrom('', '.', '!'))
  .filter(([, a, b]) => a !== b)
  .map(([slot, old, fresh, lead, end]): [string, string] => [`${slot} is ${old}`, `${lead} ${fresh} not ${old}${end}`]);

export function propertyValueNotValue(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string], number]> {
  return fc.property(valueNotValue, fc.integer({ min: 5, max: 40 }), ([earlier, later], gap) => {
    const got = supersedes(said(earlier, 4), said(later, 4 + gap));
    if (got !== 4 + gap) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: not replaced (${String(got)})`);
  });
}

const QUALIFIERS = ['choir', 'stage', 'catering', 'travel', 'print', 'sound'];
const EVENTS = ['spring concert', 'summer fair', 'winter gala', 'book launch', 'open day'];

/**
 * A budget qualified two ways, each naming the other's qualifier in its own words ("the choir budget for the spring
 * concert is £2,400" → "we have £2,900 for the spring concert budget"): one budget, replaced. A budget of another
 * qualifier the first never names ("the sound budget is £900") is another budget: nothing replaced.
 */
const qualifiedTwoWays: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 200, max: 9000 }), fc.integer({ min: 200, max: 9000 }), fc.constantFrom('£', '€', '$'), fc.boolean())
  .filter(([q, other, , a, b]) => a !== b && q % QUALIFIERS.length !== other % QUALIFIERS.length)
  .map(([q, other, ev, a, b, cur, same]): [string, string, boolean] => {
    const qualifier = QUALIFIERS[q % QUALIFIERS.length]!;
    const event = EVENTS[ev % EVENTS.length]!;
    const earlier = `the ${qualifier} budget for the ${event} is ${cur}${a.toLocaleString('en-US')}`;
    return same
      ? [earlier, `we have ${cur}${b.toLocaleString('en-US')} for the ${event} budget`, true]
      : [earlier, `the ${QUALIFIERS[other % QUALIFIERS.length]!} budget is ${cur}${b.toLocaleString('en-US')}`, false];
  });

export function propertyQualifiedTwoWays(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(qualifiedTwoWays, fc.integer({ min: 2, max: 30 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 1), said(later, 1 + gap));
    if ((got === 1 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/**
 * A move by an amount with its result said ("push the rehearsal an hour
 * later, 10:00", "provayı bir gün ertele, 15 Ekim") replaces the statement
 * whose value lies that amount from the result, however many turns back;
 * a time moved, said of "it", whose result lies another amount away
 * replaces nothing, and a move of another thing named apart replaces
 * nothing even when the amount fits. The arithmetic is this file's own (a date by the
 * calendar of a common year, a time on a 24-hour clock).
 */
const MOVED_THINGS: { en: string; tr: string; trAcc: string }[] = [
  { en: 'rehearsal', tr: 'prova', trAcc: 'provayı' },
  { en: 'inspection', tr: 'denetim', trAcc: 'denetimi' },
  { en: 'assembly', tr: 'toplantı', trAcc: 'toplantıyı' },
  { en: 'delivery', tr: 'teslimat', trAcc: 'teslimatı' },
  { en: 'workshop', tr: 'atölye', trAcc: 'atölyeyi' },
];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TR_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
/** Amounts of a move: [minutes or days, English words, Turkish words]. */
const MINUTES: [number, string, string][] = [[30, 'half an hour', 'yarım saat'], [60, 'an hour', 'bir saat'], [120, 'two hours', 'iki saat'], [90, '90 minutes', '90 dakika']];
const DAYS: [number, string, string][] = [[1, 'a day', 'bir gün'], [2, 'two days', 'iki gün'], [3, 'three days', 'üç gün'], [7, 'a week', 'bir hafta']];

const clock = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
/** Day `n` of 2027 (a common year) as "14 October" / "14 Ekim". */
const calendar = (n: number, turkish: boolean): string => {
  const d = new Date(Date.UTC(2027, 0, 1 + (((n % 365) + 365) % 365)));
  return `${d.getUTCDate()} ${(turkish ? TR_MONTHS : EN_MONTHS)[d.getUTCMonth()]!}`;
};

type MoveForm = 'named' | 'it' | 'it-off' | 'other';
const movedWithResult: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(
    fc.constantFrom(...MOVED_THINGS),
    fc.integer({ min: 0, max: MOVED_THINGS.length - 2 }),
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
    fc.nat(),
    fc.integer({ min: 7 * 60, max: 19 * 60 }),
    fc.integer({ min: 0, max: 364 }),
    fc.constantFrom<MoveForm>('named', 'it', 'it-off', 'other'),
    fc.integer({ min: 1, max: 3 }),
  )
  .map(([thing, otherAt, turkish, byDays, later, amountAt, minute, day, form, offBy]): [string, string, boolean] => {
    // Off by another amount is a time's: a date changed with a word of change ("earlier") is a change by an older rule.
    const days = byDays && form !== 'it-off';
    const others = MOVED_THINGS.filter((t) => t !== thing);
    const other = others[otherAt % others.length]!;
    const [amount, enAmount, trAmount] = (days ? DAYS : MINUTES)[amountAt % (days ? DAYS : MINUTES).length]!;
    const sign = later ? 1 : -1;
    // Off by another amount: a quarter of an hour or a day per step more, never the amount back the other way.
    const moved = form === 'it-off' ? amount + offBy * (days ? 1 : 15) : amount;
    const before = days ? calendar(day, turkish) : clock(Math.floor(minute / 15) * 15);
    const after = days ? calendar(day + sign * moved, turkish) : clock(Math.floor(minute / 15) * 15 + sign * moved);
    // Turkish moves a date later only ("ertele", "sonraya al"): a date is moved later in Turkish whatever `later` says.
    if (turkish) {
      const earlier = `${thing.tr} ${before} olacak`;
      const what = form === 'other' ? other.trAcc : form === 'named' ? thing.trAcc : 'onu';
      const verb = days ? (later ? 'ertele' : 'öne çek') : later ? 'ileri al' : 'öne çek';
      return [earlier, `${what} ${trAmount} ${verb}, ${after}`, form === 'named' || form === 'it'];
    }
    const earlier = days ? `the ${thing.en} is on ${before}` : `the ${thing.en} is at ${before}`;
    const what = form === 'other' ? `the ${other.en}` : form === 'named' ? `the ${thing.en}` : 'it';
    return [earlier, `${later ? 'push' : 'bring'} ${what} ${enAmount} ${later ? 'later' : 'earlier'}, ${after}`, form === 'named' || form === 'it'];
  });

export function propertyMovedWithResult(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(movedWithResult, fc.integer({ min: 13, max: 60 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 2), said(later, 2 + gap));
    if ((got === 2 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/**
 * A time moved to a part of the day ("move the rehearsal to the afternoon",
 * "provayı akşama al") replaces the time said of that thing; a part of the
 * day said in passing of the same thing ("the rehearsal notes go out in the
 * afternoon", "prova notları akşam gelecek") or a move of another thing
 * named apart replaces nothing.
 */
const DAY_PARTS: [string, string, string][] = [
  ['morning', 'sabaha', 'sabah'],
  ['afternoon', 'öğleden sonraya', 'öğleden sonra'],
  ['evening', 'akşama', 'akşam'],
];
type PartForm = 'moved' | 'passing' | 'other';
const partOfDayMoved: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(
    fc.constantFrom(...MOVED_THINGS),
    fc.nat(),
    fc.boolean(),
    fc.integer({ min: 7 * 4, max: 19 * 4 }),
    fc.constantFrom(...DAY_PARTS),
    fc.constantFrom<PartForm>('moved', 'moved', 'passing', 'other'),
    fc.constantFrom('move', 'shift', 'switch', 'push'),
    fc.constantFrom('al', 'alalım', 'çek', 'kaydır', 'taşıyalım'),
  )
  .map(([thing, otherAt, turkish, quarter, [en, trDative, tr], form, enVerb, trVerb]): [string, string, boolean] => {
    const others = MOVED_THINGS.filter((t) => t !== thing);
    const other = others[otherAt % others.length]!;
    const time = `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
    if (turkish) {
      const earlier = `${thing.tr} ${time} olacak`;
      if (form === 'passing') return [earlier, `${thing.tr} notları ${tr} gelecek`, false];
      return [earlier, `${(form === 'other' ? other : thing).trAcc} ${trDative} ${trVerb}`, form === 'moved'];
    }
    const earlier = `the ${thing.en} is at ${time}`;
    if (form === 'passing') return [earlier, `the ${thing.en} notes go out in the ${en}`, false];
    return [earlier, `${enVerb} the ${(form === 'other' ? other : thing).en} to the ${en}`, form === 'moved'];
  });

export function propertyPartOfDayMoved(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(partOfDayMoved, fc.integer({ min: 1, max: 30 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 2), said(later, 2 + gap));
    if ((got === 2 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/**
 * An assistant's offer the user takes ("Shall I move the rehearsal to
 * 10:00?" → "go for it") replaces the statement of the thing it names,
 * whatever its asking ("shall I", "should we", "want me to", "would you
 * like me to"), and so does an offer that names no thing ("Shall I use
 * 10:00?"); an offer that names another thing replaces nothing. The
 * offer reaches supersession as the summarizer passes it: the question,
 * confirmed, a few turns after the statement.
 */
const ASKINGS = ['Shall I', 'Should we', 'Should I', 'Want me to', 'Do you want me to', 'Would you like me to', 'So shall we'];
const OFFER_VERBS = ['move', 'set', 'book', 'reschedule', 'put'];
const NAMELESS = ['use', 'go with', 'make it', 'do'];
const offerTaken: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(
    fc.constantFrom(...MOVED_THINGS),
    fc.integer({ min: 0, max: MOVED_THINGS.length - 2 }),
    fc.constantFrom(...ASKINGS),
    fc.constantFrom(...OFFER_VERBS),
    fc.integer({ min: 28, max: 76 }),
    fc.integer({ min: 1, max: 8 }),
    fc.constantFrom<'same' | 'none' | 'other'>('same', 'none', 'other'),
    fc.constantFrom(...NAMELESS),
  )
  .map(([thing, otherAt, asking, verb, quarter, step, names, nameless]): [string, string, boolean] => {
    const other = MOVED_THINGS.filter((t) => t !== thing)[otherAt]!;
    const offered = clock(quarter * 15 + step * 15);
    const earlier = `the ${thing.en} is at ${clock(quarter * 15)}`;
    // An offer that names no thing ("Shall I use 10:00?") is about the statement it answers.
    if (names === 'none') return [earlier, `${asking} ${nameless} ${offered}?`, true];
    return [earlier, `${asking} ${verb} the ${(names === 'same' ? thing : other).en} ${verb === 'move' || verb === 'reschedule' ? 'to' : 'for'} ${offered}?`, names === 'same'];
  });

export function propertyOfferTaken(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(offerTaken, fc.integer({ min: 2, max: 5 }), ([earlier, offer, replaces], gap) => {
    const got = supersedes(said(earlier, 1), { text: offer, turn: 1 + gap, context: offer, confirmed: true });
    if ((got === 1 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then the offer ${JSON.stringify(offer)}, taken: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/**
 * An approved call that names a thing as what it is timed against
 * (`{"after": "rehearsal", "time": "18:30"}`) sets a time of its own thing:
 * the statement of the thing it names stays live; a call that names the
 * thing as the record it sets (`{"event": "rehearsal", "time": "18:30"}`)
 * replaces it.
 */
const ANCHOR_KEYS = ['after', 'before', 'until', 'sonra', 'önce'];
const callTimedAgainst: fc.Arbitrary<[Statement, Statement, boolean]> = fc
  .tuple(fc.constantFrom(...MOVED_THINGS), fc.boolean(), fc.constantFrom(...ANCHOR_KEYS), fc.integer({ min: 28, max: 76 }), fc.integer({ min: 1, max: 8 }), fc.boolean(), fc.integer({ min: 2, max: 20 }))
  .map(([thing, turkish, anchor, quarter, step, timed, gap]): [Statement, Statement, boolean] => {
    const before = clock(quarter * 15);
    const after = clock(quarter * 15 + step * 15);
    const name = turkish ? thing.tr : thing.en;
    const earlier = turkish ? `${thing.tr} ${before} olacak` : `the ${thing.en} is at ${before}`;
    const key = timed ? anchor : turkish ? 'etkinlik' : 'event';
    const text = `${turkish ? 'etkinlik_ayarla' : 'set_event'}({"${key}": "${name}", "${turkish ? 'saat' : 'time'}": "${after}"})`;
    return [said(earlier, 2), { text, turn: 2 + gap, context: text, approved: true, approvedIn: 1 + gap }, !timed];
  });

export function propertyCallTimedAgainst(supersedes: Supersedes): fc.IPropertyWithHooks<[[Statement, Statement, boolean]]> {
  return fc.property(callTimedAgainst, ([earlier, call, replaces]) => {
    const got = supersedes(earlier, call);
    if ((got === call.turn) !== replaces) fail(`${JSON.stringify(earlier.text)} then the approved call ${JSON.stringify(call.text)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/**
 * Another rule beside a rule is no change of it (docs/compaction.md, the
 * seventeenth round): the other end of the same span — "no loading before
 * 08:00" then "and no loading after 18:00", "yükleme 08:00'den önce
 * olmasın" then "yükleme 18:00'den sonra da olmasın", "the refit must be
 * finished by 20 March" then "the crew can start the refit on 3 February"
 * — and a part of a total ("the total budget for the fair is £9,000, all
 * in" then "the catering cap is £2,400 now"). The same end moved, or the
 * total changed, replaces it. Times, dates and Turkish endings are this
 * file's own tables.
 */
const SPANNED: { en: string; tr: string }[] = [
  { en: 'loading', tr: 'yükleme' },
  { en: 'deliveries', tr: 'teslimat' },
  { en: 'site visits', tr: 'saha ziyareti' },
  { en: 'noisy work', tr: 'gürültülü iş' },
];
/** Whole hours with the Turkish ablative each takes when read aloud ("sekiz'den", "dokuz'dan"). */
const HOURS: [string, string][] = [['07:00', "07:00'den"], ['08:00', "08:00'den"], ['09:00', "09:00'dan"], ['10:00', "10:00'dan"], ['17:00', "17:00'den"], ['18:00', "18:00'den"], ['19:00', "19:00'dan"], ['20:00', "20:00'den"]];
const PROJECTS = ['refit', 'extension', 'roof repair', 'shop fit-out'];
const PARTS = ['catering', 'transport', 'venue', 'printing', 'security'];

type Beside = 'other-end' | 'same-end' | 'start' | 'deadline-moved' | 'part' | 'whole';
const ruleBeside: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(
    fc.constantFrom<Beside>('other-end', 'same-end', 'start', 'deadline-moved', 'part', 'whole'),
    fc.constantFrom(...SPANNED),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 4, max: 7 }),
    fc.boolean(),
    fc.constantFrom(...PROJECTS),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 0, max: 11 }),
    fc.integer({ min: 5, max: 90 }),
  )
  .map(([form, thing, morning, evening, turkish, project, day1, day2, month, thousands]): [string, string, boolean] => {
    const [early, earlyTr] = HOURS[morning]!;
    const [late, lateTr] = HOURS[evening]!;
    const [moved, movedTr] = HOURS[(morning + 1) % 4]!;
    if (form === 'other-end' || form === 'same-end') {
      if (turkish) {
        const earlier = `${thing.tr} ${earlyTr} önce olmasın`;
        return form === 'other-end' ? [earlier, `${thing.tr} ${lateTr} sonra da olmasın`, false] : [earlier, `artık ${thing.tr} ${movedTr} önce olmasın`, true];
      }
      const earlier = `no ${thing.en} before ${early}`;
      return form === 'other-end' ? [earlier, `and no ${thing.en} after ${late} either`, false] : [earlier, `from now on no ${thing.en} before ${moved}`, true];
    }
    if (form === 'start' || form === 'deadline-moved') {
      const deadline = `${day1} ${EN_MONTHS[month]!}`;
      const other = `${day2 === day1 ? day2 + 1 : day2} ${EN_MONTHS[(month + 11) % 12]!}`;
      const earlier = `the ${project} must be finished by ${deadline}`;
      return form === 'start' ? [earlier, `the crew can start the ${project} on ${other}`, false] : [earlier, `the ${project} deadline moved, it must now be finished by ${other}`, true];
    }
    const total = thousands * 1000;
    const earlier = `the total budget for the fair is £${total.toLocaleString('en-US')}, all in`;
    const part = (thousands - 3) * 1000 + 400;
    return form === 'part'
      ? [earlier, `the ${PARTS[day1 % PARTS.length]!} cap is £${part.toLocaleString('en-US')} now`, false]
      : [earlier, `the total budget is now £${part.toLocaleString('en-US')}`, true];
  });

export function propertyRuleBeside(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(ruleBeside, fc.integer({ min: 1, max: 10 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 2), said(later, 2 + gap));
    if ((got === 2 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Places with a limit of their own, and people counted there. */
const LIMITED: { place: string; people: string }[] = [
  { place: 'pool', people: 'swimmers' },
  { place: 'gym', people: 'climbers' },
  { place: 'hall', people: 'guests' },
  { place: 'boat', people: 'passengers' },
  { place: 'studio', people: 'dancers' },
];
const OTHER_PLACES = ['sauna', 'kitchen', 'terrace', 'garage', 'library'];
const EN_LIMITS = ['no more than', 'at most', 'max'];

/**
 * [earlier, later, later replaces earlier?]: a limit of a place's count, then a limit raised that is the place's own
 * ("the pool cap", "our cap", "the cap") or another's ("the sauna cap", a club's "their cap").
 */
const limitRaised: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.constantFrom(...LIMITED), fc.constantFrom(...OTHER_PLACES), fc.constantFrom(...EN_LIMITS), fc.integer({ min: 20, max: 90 }), fc.integer({ min: 5, max: 120 }), fc.constantFrom('own', 'ours', 'the', 'other', 'theirs'))
  .map(([{ place, people }, other, limit, first, drawn, owner]): [string, string, boolean] => {
    // The same number again is no change: a raise draws another.
    const next = drawn === first ? drawn + 5 : drawn;
    const earlier = `${limit} ${first} ${people} in the ${place} at once`;
    switch (owner) {
      case 'own': return [earlier, `they raised the ${place} cap to ${next} ${people} from monday`, true];
      case 'ours': return [earlier, `they raised our cap to ${next} from monday`, true];
      case 'the': return [earlier, `they raised the cap to ${next} ${people} from monday`, true];
      case 'other': return [earlier, `they raised the ${other} cap to ${next} people`, false];
      default: return [earlier, `the ${other} club raised their cap to ${next} members`, false];
    }
  });

/**
 * A limit raised replaces the limit said before when it is that limit ("the pool cap", "our cap", "the cap"); a limit
 * whose owner is said before its noun and is another's ("the sauna cap", a club's "their cap") replaces nothing, though
 * both say a limit and a count.
 */
export function propertyLimitOwner(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(limitRaised, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Things with a length of time of their own, and things with a weight, each in English and Turkish. */
const TIMED: { en: string; tr: string }[] = [
  { en: 'helmet rental', tr: 'kask kiralama' },
  { en: 'bike hire', tr: 'bisiklet kiralama' },
  { en: 'studio booking', tr: 'stüdyo rezervasyonu' },
  { en: 'kayak hire', tr: 'kano kiralama' },
];
const OTHER_TIMED = ['board rental', 'locker hire', 'sauna slot'];
const WEIGHED = ['pallet', 'crate', 'parcel'];
const DAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const DAYS_TR: [string, string][] = [['pazartesi', 'pazartesiye'], ['salı', 'salıya'], ['çarşamba', 'çarşambaya'], ['perşembe', 'perşembeye'], ['cuma', 'cumaya']];
const EVENTS_TR = [{ en: 'sourdough tasting', tr: 'ekmek tadımı', trAcc: 'ekmek tadımını' }, { en: 'fitting', tr: 'prova', trAcc: 'provayı' }, { en: 'crown delivery', tr: 'kron teslimatı', trAcc: 'kron teslimatını' }];

type Otherwise = 'other-unit' | 'other-unit-other-thing' | 'weight' | 'weight-other-thing' | 'ruled-out' | 'ruled-out-other-thing' | 'so-said' | 'if-so';

/**
 * [earlier, later, later replaces earlier?]: a value said again otherwise than it was said first —
 * - a length of time in another unit of its scale ("capped at 90 minutes" → "make the helmet rental cap 2 hours",
 *   "en fazla 90 dakika" → "2 saate çıkaralım"), and the near miss: another thing's length ("the board rental is 3 hours
 *   max");
 * - a weight in another unit ("800 kg max" → "1.2 t now"), and another thing's weight ("the van takes 1.2 t");
 * - the day it was on ruled out in the same turn, another named ("friday doesnt work anymore, lets do the tasting
 *   thursday", "cuma olmaz provayı perşembeye alalım"), and a day ruled out for something else ("friday doesnt work for
 *   the plumber, he comes thursday");
 * - the same change said outright, and said under a condition not met ("if the hall lets us we'd end at 22:00").
 */
const saidOtherwise: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(
    fc.constantFrom<Otherwise>('other-unit', 'other-unit-other-thing', 'weight', 'weight-other-thing', 'ruled-out', 'ruled-out-other-thing', 'so-said', 'if-so'),
    fc.boolean(),
    fc.nat(),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: 1, max: 4 }),
  )
  .map(([form, turkish, pick, halfHours, hours, day, step]): [string, string, boolean] => {
    const thing = TIMED[pick % TIMED.length]!;
    if (form === 'other-unit' || form === 'other-unit-other-thing') {
      // Minutes first, then hours that are another length (90 minutes is never 1, 2 or 3 hours).
      const minutes = 30 * (2 * halfHours + 1);
      if (turkish) {
        const earlier = `${thing.tr} en fazla ${minutes} dakika`;
        return form === 'other-unit' ? [earlier, `${thing.tr} süresini ${hours} saate çıkaralım`, true] : [earlier, `dolap kiralama en fazla ${hours} saat`, false];
      }
      const earlier = `${thing.en} is capped at ${minutes} minutes`;
      return form === 'other-unit' ? [earlier, `make the ${thing.en} cap ${hours} hours`, true] : [earlier, `the ${OTHER_TIMED[pick % OTHER_TIMED.length]!} is ${hours} hours max`, false];
    }
    if (form === 'weight' || form === 'weight-other-thing') {
      const kilos = 100 * (5 + halfHours);
      const tonnes = `${hours}.${step}`;
      const item = WEIGHED[pick % WEIGHED.length]!;
      const earlier = `a ${item} can be ${kilos} kg max`;
      return form === 'weight' ? [earlier, `the lift takes more, a ${item} can be ${tonnes} t now`, true] : [earlier, `the delivery van takes ${tonnes} t`, false];
    }
    if (form === 'ruled-out' || form === 'ruled-out-other-thing') {
      const event = EVENTS_TR[pick % EVENTS_TR.length]!;
      const other = (day + step) % 5;
      if (turkish) {
        const [first] = DAYS_TR[day]!;
        const [, next] = DAYS_TR[other]!;
        const earlier = `${event.tr} ${first} yapılsın`;
        return form === 'ruled-out' ? [earlier, `${first} olmaz ${event.trAcc} ${next} alalım`, true] : [earlier, `${first} olmaz dedi tesisatçı, ${DAYS_TR[other]![0]} gelecek`, false];
      }
      const earlier = `the ${event.en} is on ${DAYS_EN[day]!}`;
      return form === 'ruled-out'
        ? [earlier, `${DAYS_EN[day]!} doesnt work for them anymore, lets do the ${event.en} ${DAYS_EN[other]!}`, true]
        : [earlier, `${DAYS_EN[day]!} doesnt work for the plumber, he comes ${DAYS_EN[other]!}`, false];
    }
    const end = 18 + halfHours;
    const earlier = `the ${thing.en} ends at ${end}:00`;
    return form === 'so-said' ? [earlier, `the ${thing.en} ends at ${end + 1}:00 from now on`, true] : [earlier, `if the hall lets us we'd run the ${thing.en} till ${end + 1}:00`, false];
  });

/**
 * A value said again otherwise — in another unit of its scale, or with the earlier day ruled out in the turn —
 * replaces the statement of that thing; the same forms about another thing, and a change said under a condition not
 * met, replace nothing.
 */
export function propertySaidOtherwise(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(saidOtherwise, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Things counted in a share, each with where, in English and Turkish. */
const SHARED_COUNTS: { en: string; at: string; tr: string; trAt: string }[] = [
  { en: 'divers', at: 'reef dive', tr: 'dalgıç', trAt: 'resif dalışı' },
  { en: 'riders', at: 'trail ride', tr: 'binici', trAt: 'orman turu' },
  { en: 'students', at: 'pottery class', tr: 'öğrenci', trAt: 'çömlek dersi' },
  { en: 'visitors', at: 'cave walk', tr: 'ziyaretçi', trAt: 'mağara gezisi' },
];
/** Things that last, in English and Turkish. */
const SHARED_LENGTHS: { en: string; tr: string }[] = [
  { en: 'laser show', tr: 'lazer gösterisi' },
  { en: 'night tour', tr: 'gece turu' },
  { en: 'puppet play', tr: 'kukla oyunu' },
  { en: 'star talk', tr: 'yıldız sunumu' },
];
const EN_SHARE_LEADS = ['we need', 'lets take', 'take', 'we can take'];
const EN_SHARE_WAYS = ['fewer', 'more'];
const TR_SHARE_WAYS: [string, string][] = [['daha az', 'azaltalım'], ['daha fazla', 'artıralım']];
const EN_SHORTENS = ['cut', 'shorten', 'reduce', 'trim'];

/**
 * A count or a length of a thing, then scaled by a percent ([earlier, later, later replaces earlier?]): "take 40 divers
 * on the reef dive" → "we need 20% fewer divers on the reef dive", "lazer gösterisi 40 dakika sürsün" → "lazer gösterisi
 * süresini yüzde 10 kısaltalım". The same forms of another thing, and a percent told of this one, replace nothing.
 */
const shareScaled: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.nat(), fc.nat(), fc.integer({ min: 12, max: 300 }), fc.integer({ min: 5, max: 50 }), fc.boolean(), fc.boolean(), fc.constantFrom('same', 'same', 'other', 'told'), fc.nat())
  .map(([pick, other, n, pct, turkish, length, form, word]): [string, string, boolean] => {
    if (length) {
      const thing = SHARED_LENGTHS[pick % SHARED_LENGTHS.length]!;
      const another = SHARED_LENGTHS[(pick + 1 + (other % (SHARED_LENGTHS.length - 1))) % SHARED_LENGTHS.length]!;
      if (turkish) {
        const earlier = `${thing.tr} ${n} dakika sürsün`;
        if (form === 'told') return [earlier, `geçen ay ${thing.tr} izleyicisi yüzde ${pct} arttı`, false];
        return [earlier, `${(form === 'same' ? thing : another).tr} süresini yüzde ${pct} kısaltalım`, form === 'same'];
      }
      const earlier = `the ${thing.en} runs ${n} minutes`;
      if (form === 'told') return [earlier, `${thing.en} ticket sales are up ${pct} %`, false];
      return [earlier, `${EN_SHORTENS[word % EN_SHORTENS.length]!} the ${(form === 'same' ? thing : another).en} by ${pct}${word % 2 === 0 ? '%' : ' %'}`, form === 'same'];
    }
    const thing = SHARED_COUNTS[pick % SHARED_COUNTS.length]!;
    const another = SHARED_COUNTS[(pick + 1 + (other % (SHARED_COUNTS.length - 1))) % SHARED_COUNTS.length]!;
    if (turkish) {
      const earlier = `${thing.trAt} için ${n} ${thing.tr} alalım`;
      const [more, verb] = TR_SHARE_WAYS[word % TR_SHARE_WAYS.length]!;
      if (form === 'told') return [earlier, `geçen yıl ${thing.tr} sayısı yüzde ${pct} arttı`, false];
      const it = form === 'same' ? thing : another;
      return [earlier, word % 4 < 2 ? `${it.trAt} için %${pct} ${more} ${it.tr} alalım` : `${it.tr} sayısını yüzde ${pct} ${verb}`, form === 'same'];
    }
    const earlier = `take ${n} ${thing.en} on the ${thing.at}`;
    if (form === 'told') return [earlier, `${thing.en} on the ${thing.at} were up ${pct}% last year`, false];
    const it = form === 'same' ? thing : another;
    return [earlier, `${EN_SHARE_LEADS[word % EN_SHARE_LEADS.length]!} ${pct}% ${EN_SHARE_WAYS[word % 2]!} ${it.en} on the ${it.at}`, form === 'same'];
  });

/**
 * A count or a length scaled by a percent replaces the statement of that thing, a few turns later; the same forms of
 * another thing, and a percent told of it, replace nothing.
 */
export function propertyShareScaled(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(shareScaled, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Who is paid or pays on terms, in English and Turkish. */
const PAID: { en: string; tr: string }[] = [
  { en: 'seed supplier', tr: 'tohumcu' },
  { en: 'sail maker', tr: 'yelkenci' },
  { en: 'print shop', tr: 'matbaacı' },
  { en: 'feed dealer', tr: 'yemci' },
];
const TERMS = [7, 10, 14, 15, 21, 30, 45, 60, 90];
const EN_TERMS_MOVES = ['put the {} on', 'move the {} to', 'switch the {} to', 'lets give the {}'];

/**
 * Payment terms said, then changed ([earlier, later, later replaces earlier?]): "we pay the seed supplier net 30" →
 * "move the seed supplier to net 15", "tohumcuya net 30 ödeyelim" → "tohumcu için net 15 olsun". Another party's terms
 * ("the print shop pays us net 15"), and the same terms said again, replace nothing.
 */
const termsChanged: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.boolean(), fc.constantFrom('changed', 'changed', 'another', 'again'), fc.nat(), fc.constantFrom(' ', '-'))
  .map(([pick, other, a, b, turkish, form, verb, dash]): [string, string, boolean] => {
    const party = PAID[pick % PAID.length]!;
    const another = PAID[(pick + 1 + (other % (PAID.length - 1))) % PAID.length]!;
    const first = TERMS[a % TERMS.length]!;
    const next = form === 'again' ? first : TERMS[(a + 1 + (b % (TERMS.length - 1))) % TERMS.length]!;
    if (turkish) {
      const earlier = `${party.tr} faturaları net${dash}${first}`;
      if (form === 'another') return [earlier, `${another.tr} bize net${dash}${next} ödüyor`, false];
      return [earlier, `${party.tr} için net${dash}${next} olsun`, form === 'changed'];
    }
    const earlier = `we pay the ${party.en} net${dash}${first}`;
    if (form === 'another') return [earlier, `the ${another.en} pays us net${dash}${next}`, false];
    return [earlier, `${EN_TERMS_MOVES[verb % EN_TERMS_MOVES.length]!.replace('{}', party.en)} net${dash}${next}`, form === 'changed'];
  });

/** Payment terms changed replace the statement of them, one to eight turns later; another party's, or the same said again, nothing. */
export function propertyTermsChanged(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(termsChanged, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Events people come to, and the nouns a count of them is said under, in English and Turkish. */
const HOSTED: { en: string; tr: string }[] = [
  { en: 'harvest fair', tr: 'hasat şenliği' },
  { en: 'open day', tr: 'açık gün' },
  { en: 'lantern walk', tr: 'fener yürüyüşü' },
  { en: 'book swap', tr: 'kitap takası' },
];
const EN_PEOPLE = ['people', 'guests', 'visitors', 'kids', 'adults', 'players'];
const TR_PEOPLE = ['kişi', 'misafir', 'ziyaretçi', 'çocuk', 'yetişkin'];
/** Counts of people who work at it, not who come: another group. */
const EN_CREW = ['volunteers', 'cooks', 'stewards'];
const TR_CREW = ['gönüllü', 'aşçı', 'görevli'];

/**
 * A count of people said again under another noun ([earlier, later, later replaces earlier?]): "plan the harvest fair
 * for 50 visitors" → "expect 80 kids at the harvest fair", "hasat şenliği için 50 kişilik yer ayırın" → "hasat şenliği
 * için 80 misafir gelecek". A count of another group at it ("we'll have 12 volunteers at the harvest fair") replaces
 * nothing, nor does a count of the people who work it ("12 people will be working the harvest fair", "hasat şenliği
 * için 12 kişi çalışacak").
 */
const headcountRenamed: fc.Arbitrary<[string, string, boolean]> = fc
  .tuple(fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 12, max: 400 }), fc.integer({ min: 12, max: 400 }), fc.boolean(), fc.constantFrom('people', 'people', 'crew', 'staff'))
  .filter(([, , , n, m]) => n !== m)
  .map(([pick, first, second, n, m, turkish, form]): [string, string, boolean] => {
    const event = HOSTED[pick % HOSTED.length]!;
    if (turkish) {
      const noun = TR_PEOPLE[first % TR_PEOPLE.length]!;
      const other = form === 'crew' ? TR_CREW[second % TR_CREW.length]! : TR_PEOPLE[(first + 1 + (second % (TR_PEOPLE.length - 1))) % TR_PEOPLE.length]!;
      if (form === 'staff') return [`${event.tr} için ${n} ${noun} gelecek`, `${event.tr} için ${m} kişi çalışacak`, false];
      return [`${event.tr} için ${n} ${noun} gelecek`, `${event.tr} için ${m} ${other} gelecek`, form === 'people'];
    }
    const noun = EN_PEOPLE[first % EN_PEOPLE.length]!;
    const other = form === 'crew' ? EN_CREW[second % EN_CREW.length]! : EN_PEOPLE[(first + 1 + (second % (EN_PEOPLE.length - 1))) % EN_PEOPLE.length]!;
    if (form === 'staff') return [`plan the ${event.en} for ${n} ${noun}`, `${m} people will be working the ${event.en}`, false];
    return [`plan the ${event.en} for ${n} ${noun}`, form === 'crew' ? `we'll have ${m} ${other} at the ${event.en}` : `expect ${m} ${other} at the ${event.en}`, form === 'people'];
  });

/** A count of people said again under another noun replaces the count said before; a count of another group, nothing. */
export function propertyHeadcountRenamed(supersedes: Supersedes): fc.IPropertyWithHooks<[[string, string, boolean], number]> {
  return fc.property(headcountRenamed, fc.integer({ min: 1, max: 8 }), ([earlier, later, replaces], gap) => {
    const got = supersedes(said(earlier, 3), said(later, 3 + gap));
    if ((got === 3 + gap) !== replaces) fail(`${JSON.stringify(earlier)} then ${JSON.stringify(later)}: ${replaces ? 'not replaced' : `replaced (turn ${String(got)})`}`);
  });
}

/** Limits set in minutes, and the word for what they limit, in English and Turkish. */
const TIMED_LIMITS: { en: string; tr: string }[] = [
  { en: 'the kiln session', tr: 'fırın seansı' },
  { en: 'the quiz round', tr: 'bilgi yarışması turu' },
  { en: 'the boat tour', tr: 'tekne turu' },
];
const EN_CHANGE_OFFERS = ['Want me to change it?', 'Should I update it?', 'Shall I change the schedule?', 'Do you want me to adjust it?'];
const TR_CHANGE_OFFERS = ['Değiştireyim mi?', 'Güncelleyeyim mi?', 'Öyle değiştireyim mi?'];
const EN_YES = ['yep go ahead', 'yes do that', 'sure go ahead', 'ok do it'];
const TR_YES = ['tamamdır', 'evet', 'olur yap', 'tamamdır öyle olsun', 'aynen'];

/**
 * The assistant proposes a new value in one sentence and offers to change it in the next, naming no value ("… 75
 * minutes would fit. Want me to change it?", "… 75 dakikaya çıkarırsak yetişir. Değiştireyim mi?"); a bare yes takes
 * it, and the user's limit said two turns before is replaced. The same proposal followed by an offer of something else
 * ("Want me to email the list?"), or declined ("no leave it", "yok kalsın"), replaces nothing.
 */
const changeOfferTaken: fc.Arbitrary<[SummaryInput, string, boolean]> = fc
  .tuple(fc.nat(), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.constantFrom('taken', 'taken', 'other offer', 'declined'), fc.nat(), fc.nat())
  .map(([pick, tens, more, turkish, form, offer, yes]): [SummaryInput, string, boolean] => {
    const thing = TIMED_LIMITS[pick % TIMED_LIMITS.length]!;
    const first = tens * 10;
    const next = first + more * 15;
    const said = turkish ? `${thing.tr} en fazla ${first} dakika olsun` : `${thing.en} is ${first} minutes max`;
    const proposal = turkish ? `Talep yüksek; ${next} dakikaya çıkarırsak herkes yetişir.` : `Demand is up; ${next} minutes would fit everyone.`;
    const asked = form === 'other offer'
      ? (turkish ? 'Listeyi e-postayla göndereyim mi?' : 'Want me to email the list?')
      : (turkish ? TR_CHANGE_OFFERS[offer % TR_CHANGE_OFFERS.length]! : EN_CHANGE_OFFERS[offer % EN_CHANGE_OFFERS.length]!);
    const answer = form === 'declined' ? (turkish ? 'yok kalsın' : 'no leave it') : turkish ? TR_YES[yes % TR_YES.length]! : EN_YES[yes % EN_YES.length]!;
    const texts: ['user' | 'assistant', string][] = [['user', said], ['assistant', turkish ? 'Not aldım.' : 'Noted.'], ['assistant', `${proposal} ${asked}`], ['user', answer], ['assistant', turkish ? 'Tamam.' : 'Done.']];
    const turns = texts.map(([role, text], i) => ({ n: i + 1, role, text }));
    return [{ turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: turkish ? 'tr' : 'en', maxTurn: turns.length }, said, form === 'taken'];
  });

/** An offer to change, naming no value, taken by a bare yes, replaces the limit the value before it changes; another offer, or a no, nothing. */
export function propertyChangeOfferTaken(extract: (input: SummaryInput) => SummaryContent): fc.IPropertyWithHooks<[[SummaryInput, string, boolean]]> {
  return fc.property(changeOfferTaken, ([input, said, replaces]) => {
    const content = extract(input);
    const item = [...content.constraints, ...content.decisions].find((i) => i.text === said);
    if (item === undefined) fail(`${JSON.stringify(said)} kept by no item of ${JSON.stringify(content)}`);
    if ((item.supersededBy !== undefined) !== replaces) fail(`${JSON.stringify(input.turns.map((t) => t.text))}: ${replaces ? 'not replaced' : 'replaced'} (${JSON.stringify(content)})`);
  });
}

const PART_LINES: { en: [string, string]; tr: [string, string] }[] = [
  { en: ['sauna sessions are', 'minutes'], tr: ['hamam seansı', 'dakika olsun'] },
  { en: ['top rope routes max', 'meters'], tr: ['rotalar en fazla', 'metre olsun'] },
  { en: ['club games use', 'minute clocks'], tr: ['kulüp maçları', 'dakikalık olsun'] },
];
const EN_BESIDE = ['towels are mandatory for everyone', 'belayers must be certified', 'glaze only on tuesdays'];
const TR_BESIDE = ['peştemal herkese zorunlu olsun', 'emniyetçiler sertifikalı olsun', 'sır sadece salı günleri yapılsın'];

/**
 * A line of two rules, a value and a rule with no number ("sauna sessions are 15 minutes, towels are mandatory, and no
 * phones inside"); later the value alone is changed ("sauna sessions are 20 minutes now"). The value's new words are
 * live, its old ones are not, and the rule beside it stays live. Near misses: the change only asked about ("could …
 * be 20 minutes?"), after which the whole line stays as it was; and a piece that points back at the value ("so everyone
 * has to fit in that", "herkes ona göre ayarlasın"), which explains the value and must not stay live as a rule once the
 * value is replaced.
 */
const partReplaced: fc.Arbitrary<[SummaryInput, { fresh: string; stale: string; beside: string; form: 'changed' | 'asked' | 'pointer' }]> = fc
  .tuple(fc.nat(), fc.nat(), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.constantFrom('changed', 'changed', 'asked', 'pointer'))
  .map(([pick, other, tens, more, turkish, form]) => {
    const [head, unit] = turkish ? PART_LINES[pick % PART_LINES.length]!.tr : PART_LINES[pick % PART_LINES.length]!.en;
    const first = tens * 10;
    const next = first + more * 5;
    const beside = form === 'pointer' ? (turkish ? 'herkes ona göre ayarlasın' : 'so everyone has to fit in that') : turkish ? TR_BESIDE[other % TR_BESIDE.length]! : EN_BESIDE[other % EN_BESIDE.length]!;
    const line = turkish ? `${head} ${first} ${unit}, ${beside}, içeride telefon yok` : `${head} ${first} ${unit}, ${beside}, and no phones inside`;
    const change = form === 'asked' ? (turkish ? `${head} ${next} ${unit.split(' ')[0]} olsa nasıl olur?` : `could ${head} ${next} ${unit}?`) : turkish ? `${head} ${next} ${unit} artık` : `${head} ${next} ${unit} now`;
    const texts: ['user' | 'assistant', string][] = [['user', line], ['assistant', turkish ? 'Not aldım.' : 'Noted.'], ['user', change], ['assistant', turkish ? 'Tamam.' : 'Done.']];
    const turns = texts.map(([role, text], i) => ({ n: i + 1, role, text }));
    const input: SummaryInput = { turns, previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: turkish ? 'tr' : 'en', maxTurn: turns.length };
    return [input, { fresh: `${next} ${unit.split(' ')[0]}`, stale: `${head} ${first} ${unit.split(' ')[0]}`, beside, form }];
  });

/** One part of a line of several rules replaced: that part's new value live, its old one not, the rule beside it live; asked only, nothing; a piece pointing back at the value, not kept as a rule. */
export function propertyPartReplaced(extract: (input: SummaryInput) => SummaryContent): fc.IPropertyWithHooks<[[SummaryInput, { fresh: string; stale: string; beside: string; form: 'changed' | 'asked' | 'pointer' }]]> {
  return fc.property(partReplaced, ([input, { fresh, stale, beside, form }]) => {
    const content = extract(input);
    const live = [...content.constraints, ...content.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
    const has = (words: string): boolean => live.some((t) => t.includes(words));
    const said = JSON.stringify(input.turns.map((t) => t.text));
    if (form === 'asked') {
      if (!has(stale) || !has(beside)) fail(`${said}: the line not kept live whole after a question (${JSON.stringify(live)})`);
      return;
    }
    if (!has(fresh)) fail(`${said}: the new value not live (${JSON.stringify(live)})`);
    if (has(stale)) fail(`${said}: the old value still live (${JSON.stringify(live)})`);
    if (form === 'changed' && !has(beside)) fail(`${said}: the rule beside the value lost (${JSON.stringify(live)})`);
    if (form === 'pointer' && has(beside)) fail(`${said}: a piece pointing back at the replaced value kept as a rule (${JSON.stringify(live)})`);
  });
}
