import { describe, it } from 'vitest';
import { renderSummary } from '../../core/compact/renderSummary.js';
import type { Render } from '../countsApart.js';
import { propertyBanInPlace, propertyCallSetsNothing, propertyLabelNotValue, propertyLimitOver, propertyNamesApart, propertyPerItsThing, propertyPossibility, propertyReleaseNoun, propertyShortCorrection, propertyToldAsHistory } from '../setsNothing.js';
import { calling, reading, remark } from './brokenReaders.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken readers of the twenty-sixth round's rules, each the mistake one of
 * those rules undoes: the real `extractSummary`, its input changed the way a
 * reader with that mistake would change it.
 */

const render: Render = (content, language, covers) => renderSummary({ covers, language, content });

// A value of the past read as a setting: the reader does not see the words that date it.
const pastUnread = reading((t) =>
  t.replace(/\s+from last year|\s+two years ago|\s+back in the spring/u, '').replace(/^(?:geçen yıl|iki yıl önce|eskiden)\s+/u, ''));

// A call that looks up or tells read as one that sets: the reader does not see what the call's name says it does.
const callsAllSet = calling((call) => call.replace(/^(?:check_availability|send_email|musaitlik_sorgula|mesaj_gonder)\(/u, 'event_update('));

// "release" read as a cancellation in any form: a statement naming a release is replaced by any later rule that names one.
const releaseCancels = remark((i, input) => {
  if (i.supersededBy !== undefined || !/release/u.test(i.text)) return i.supersededBy;
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && /release/u.test(t.text) && /(?<![\p{L}])(?:rule|kurallar)(?![\p{L}])/u.test(t.text))?.n;
});

// A ban replaced by any later statement that puts something in place of its thing ("instead of chalk bags", "plastik pedal yerine").
const BAN = /^no |takma$|yaptırma$/u;
const inPlaceLifts = remark((i, input) => {
  if (i.supersededBy !== undefined || !BAN.test(i.text)) return i.supersededBy;
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && /instead of|yerine/u.test(t.text))?.n;
});

// A word of replacement (or a pronoun before it) read as naming the place: any later name put in by the same word replaces an earlier one.
const PUT_IN = /switch to|yerine/u;
const putInTies = remark((i, input) => {
  if (i.supersededBy !== undefined || !PUT_IN.test(i.text)) return i.supersededBy;
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && PUT_IN.test(t.text))?.n;
});

// "üzeri" and "üstü" after an amount unread: the ban names no limit, and a limit raised names nothing of it.
const overUnread = reading((t) => t.replace(/ (?:üzeri|üstü) /u, ' '));

// A "not N" corrects any earlier statement holding the digits N, a thing's number or not.
const anyDigitsCorrected = remark((i, input) => {
  if (i.supersededBy !== undefined) return i.supersededBy;
  const own = new Set(i.text.match(/\d+/gu) ?? []);
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && [...t.text.matchAll(/not (\d+)|(\d+) değil/gu)].some((m) => own.has(m[1] ?? m[2]!)))?.n;
});

// The stale value named last unread: "…, not 18", "… not may 5", "…, 18 değil" left off the correction.
const lastNotUnread = reading((t) => t.replace(/,?\s+not\s+[^,]*$|,\s+[^,]*\s+değil$/u, ''));

// A short number named last read as any value of its size, with no word of correction: "not 12" names any 12:00.
const anyShortCorrects = remark((i, input) => {
  if (i.supersededBy !== undefined) return i.supersededBy;
  const hours = new Set([...i.text.matchAll(/(\d+):00/gu)].map((m) => m[1]!));
  return input.turns.find((t) => t.role === 'user' && t.n > i.turns[0]! && [...t.text.matchAll(/not (\d+)$|(\d+) değil$/gu)].some((m) => hours.has(m[1] ?? m[2]!)))?.n;
});

// A value per one read as a rate beside any rule: the thing it is said per unread ("per lecture" as "per unit").
const perThingUnread = reading((t) => t.replace(/per [a-z]+/u, 'per unit').replace(/\p{L}+ başına/u, 'kişi başına'));

// A value per one read as the rule of every statement that names the thing, a total of them too.
const perAnyTies = remark((i, input) => {
  if (i.supersededBy !== undefined) return i.supersededBy;
  return input.turns.find((t) => {
    const each = /per ([a-z]+)|(\p{L}+) başına/u.exec(t.text);
    const thing = each?.[1] ?? each?.[2];
    return t.role === 'user' && t.n > i.turns[0]! && thing !== undefined && i.text.split(' ').some((w) => w.startsWith(thing));
  })?.n;
});

// "might" and "belki" unread: what only might happen read as a value set.
const possibilityUnread = reading((t) => t.replace(/ might /u, ' ').replace(/^belki /u, ''));

const runs = { numRuns: 40 };

describe("the properties of the twenty-sixth round's rules catch broken readers", () => {
  it('catches: a value of the past read as a setting', () => expectCaught(propertyToldAsHistory(pastUnread, render), runs));
  it('catches: a call that looks up or tells read as one that sets', () => expectCaught(propertyCallSetsNothing(callsAllSet, render), runs));
  it('catches: "release" read as a cancellation in any form', () => expectCaught(propertyReleaseNoun(releaseCancels, render), runs));
  it('catches: a ban replaced by anything put in place of its thing', () => expectCaught(propertyBanInPlace(inPlaceLifts, render), runs));
  it('catches: any name put in by a word of replacement replaces an earlier one', () => expectCaught(propertyNamesApart(putInTies, render), runs));
  it('catches: "üzeri" and "üstü" after an amount unread', () => expectCaught(propertyLimitOver(overUnread, render), runs));
  it('catches: a "not N" correcting any statement holding N', () => expectCaught(propertyLabelNotValue(anyDigitsCorrected, render), runs));
});

describe("the properties of the twenty-seventh round's rules catch broken readers", () => {
  it('catches: the stale value named last unread', () => expectCaught(propertyShortCorrection(lastNotUnread, render), runs));
  it('catches: a short number named last read as any value of its size, with no word of correction', () => expectCaught(propertyShortCorrection(anyShortCorrects, render), runs));
  it('catches: the thing a value is said per unread', () => expectCaught(propertyPerItsThing(perThingUnread, render), runs));
  it('catches: a value per one read as the rule of any statement naming the thing, a total too', () => expectCaught(propertyPerItsThing(perAnyTies, render), runs));
  it('catches: "might" and "belki" unread', () => expectCaught(propertyPossibility(possibilityUnread, render), runs));
});
