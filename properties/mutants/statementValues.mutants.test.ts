import { describe, it } from 'vitest';
import { findSupersessions, statementReader } from '../../core/compact/supersession.js';
import { TYPINGS } from '../changes.js';
import { propertyValuePairs, propertyValueRows, VALUE_PAIRS, VALUE_ROWS, type ReadValues, type Supersedes } from '../statementValues.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { typedOnly } from './oneTyping.js';

const readValues: ReadValues = (text) => statementReader().read({ text, turn: 1, context: text }).values;

/** The reader's values with each of one kind's replaced: the mistake a reader that skipped a step would make. */
function withKind(text: string, kind: (key: string) => boolean, change: (key: string, value: string) => [string, string]): ReadonlyMap<string, ReadonlySet<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, set] of readValues(text)) {
    for (const value of set) {
      const [k, v] = kind(key) ? change(key, value) : [key, value];
      out.set(k, (out.get(k) ?? new Set()).add(v));
    }
  }
  return out;
}

/** The first match of a pattern in the text, lower-cased and without spaces: a value as written. */
const asWritten = (text: string, pattern: RegExp, fallback: string): string => pattern.exec(text)?.[0].toLowerCase().replace(/\s+/gu, '') ?? fallback;

/**
 * Broken readers of a statement's values, each a plausible mistake: the real reader with its input or answer changed
 * the way the mistake would change it.
 */
const mutants: [string, ReadValues][] = [
  ['a weight kept in its own unit, not in kilograms', (t) => withKind(t, (k) => k === 'weight', (k, v) => [k, asWritten(t, /\d+(?:[.,]\d+)?\s?\p{L}+/u, v)])],
  ['durations of every unit read as one kind', (t) => withKind(t, (k) => k.startsWith('duration:'), (_k, v) => ['duration', v])],
  ['a date kept as written, not as its day and month', (t) => withKind(t, (k) => k === 'date', (k, v) => [k, asWritten(t, /\d{4}-\d{2}-\d{2}|\p{L}+\s+\d{1,2}|\d{1,2}\s+\p{L}+/u, v)])],
  ['a priority kept as written ("sev-2" another level than "sev2")', (t) => withKind(t, (k) => k === 'priority', (k, v) => [k, asWritten(t, /(?:p|sev-?|severity\s)[0-5]/iu, v)])],
  ["a Turkish weekday's case ending kept", (t) => withKind(t, (k) => k === 'weekday', (k, v) => [k, asWritten(t, /(?:pazartesi|sal[ıi]|[çc]ar[şs]amba|per[şs]embe|cuma|pazar)\p{L}*/iu, v)])],
  ['a ratio read as a count of its noun', (t) => withKind(t, (k) => k.startsWith('ratio:'), (k, v) => [k.replace('ratio:', 'count:'), v])],
  ['the threshold of a condition read as a setting of its kind', (t) => readValues(t.replace(/(?<![\p{L}])(?:once|when|as soon as)(?![\p{L}])/giu, 'and'))],
  ['an ordinal on its own read as a date', (t) => readValues(t.replace(/(?<![\p{L}])(the\s+\d{1,2}(?:st|nd|rd|th))(?![\p{L}])/giu, 'on $1'))],
  ['a count in words not read as its digits ("three nights")', (t) => readValues(t.replace(/(?<![\p{L}])(?:two|three|four|five|six|seven|eight|nine|ten|iki|üç|dört|beş|altı|yedi|sekiz|dokuz)\s+/giu, 'a '))],
  ['a part of the day a time is moved to read as no time', (t) => withKind(t, (k) => k === 'time', (k, v) => (/^\p{L}/u.test(v) ? ['number', v] : [k, v]))],
  ['a headcount said without its noun not read', (t) => readValues(t.replace(/(?<![\p{L}])(?:we are|we're|party of|table for|group of|there will be|there'll be|there are)\s+/giu, ''))],
];

const supersedes: Supersedes = (earlier, later) => findSupersessions([{ text: earlier, turn: 1, context: earlier }], [{ text: later, turn: 3, context: later }])[0] === 3;

/** The unit of time a statement says its length in, and the noun it counts. */
const unitOf = (text: string): string | undefined => /(?<![\p{L}])(second|minute|hour|day|week|night|month|year|dakika|saat|gün|hafta)/iu.exec(text)?.[1]?.toLowerCase();
const nounOf = (text: string): string | undefined => /\d+\s+(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
const STAFF_WORDS = /(?<![\p{L}])(?:waiters?|staff\p{L}*|crews?|workers?|working|volunteers?|servers?|ushers?|stewards?|görevli|gönüllü|garson|çalış\p{L}*|personel|eleman)(?![\p{L}])/giu;

/** Broken supersession of one value said in other words, each a plausible mistake. */
const pairMutants: [string, Supersedes][] = [
  ['a length of time in another unit never a change', (e, l) => (unitOf(e) !== undefined && unitOf(l) !== undefined && unitOf(e) !== unitOf(l) ? false : supersedes(e, l))],
  ['a length of time in another unit always a change', (e, l) => (unitOf(e) !== undefined && unitOf(l) !== undefined && unitOf(e) !== unitOf(l) ? true : supersedes(e, l))],
  ['a headcount under another noun another count', (e, l) => (nounOf(e) !== nounOf(l) && !/kişilik/iu.test(e + l) ? false : supersedes(e, l))],
  ['the words of the staff not read', (e, l) => supersedes(e.replace(STAFF_WORDS, 'hosts'), l.replace(STAFF_WORDS, 'hosts'))],
];

describe('the value rows catch broken readers of a statement', () => {
  for (const [name, read] of mutants) it(`catches: ${name}`, () => expectCaught(propertyValueRows(read)));
  for (const [name, supersedes] of pairMutants) it(`catches: ${name}`, () => expectCaught(propertyValuePairs(supersedes)));
  // One text read as no value, or one earlier statement misread, typed one way only, caught at one case: every case
  // reads every typing.
  for (const how of TYPINGS) {
    const one = typedOnly(VALUE_ROWS.map((r) => r.same[0]!), how);
    it(`catches at one case: ${JSON.stringify(one.row)} read as no value typed ${how} only`, () =>
      expectCaught(propertyValueRows((text) => (one.is(text) ? new Map() : readValues(text))), { numRuns: 1 }));
    const pair = typedOnly(VALUE_PAIRS.map((p) => p.earlier), how);
    it(`catches at one case: ${JSON.stringify(pair.row)} misread typed ${how} only`, () =>
      expectCaught(propertyValuePairs((e, l) => supersedes(e, l) !== pair.is(e)), { numRuns: 1 }));
  }
});
