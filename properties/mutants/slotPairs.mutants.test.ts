import { describe, it } from 'vitest';
import { answersHowMany, findSupersessions } from '../../core/compact/supersession.js';
import { TYPINGS } from '../changes.js';
import { HOW_MANY_ROWS, propertyHowMany, propertySlotPairs, SLOT_PAIRS, type AnswersHowMany, type Later, type Supersedes } from '../slotPairs.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { typedOnly } from './oneTyping.js';

const supersedes: Supersedes = (earlier, later) =>
  findSupersessions([{ text: earlier, turn: 1, context: earlier }], [{ text: later.text, turn: 3, context: later.turn ?? later.text, ...(later.answers === undefined ? {} : { answers: later.answers }) }])[0] === 3;

/** The later statement with its words changed the way a rule that skipped a step would read them. */
const reading = (change: (text: string) => string): Supersedes => (earlier, later) => {
  const text = change(later.text);
  const turn = later.turn === undefined ? undefined : later.turn.replace(later.text, text);
  const read: Later = { text, ...(turn === undefined ? {} : { turn }), ...(later.answers === undefined ? {} : { answers: later.answers }) };
  return supersedes(change(earlier), read);
};

/** Broken supersession, each a plausible mistake: the real rule with its input changed the way the mistake would. */
const mutants: [string, Supersedes][] = [
  ['a value said again read as a change (no "still", "hâlâ", "değişmedi")', reading((t) => t.replace(/(?<![\p{L}])(?:still|hâlâ|yine|aynı kaldı|değişmedi)(?![\p{L}])/giu, 'now'))],
  ['the word before a parameter not read as which one', reading((t) => t.replace(/(?<![\p{L}])\p{L}+\s+(budget|bütçe\p{L}*|kapasite\p{L}*)/giu, '$1'))],
  ['a pronoun not read as referring back', reading((t) => t.replace(/(?<![\p{L}])(?:it|that|this|onu|bunu|şunu)(?![\p{L}])/giu, 'the work'))],
  ["another's limit read as ours", reading((t) => t.replace(/(?<![\p{L}])(?:sauna|their|his|her)\s+(cap|limit|max|maximum)(?![\p{L}])/giu, 'the $1'))],
  ['a rate read as the total it is said beside', reading((t) => t.replace(/(?<![\p{L}])(?:per\s+\p{L}+|each\s+\p{L}+|a head|a night|kişi başı|gecelik|\p{L}+ başına)(?![\p{L}])/giu, ''))],
  ['the opening noun not read: two things of one kind one thing', reading((t) => t.replace(/^(?:the\s+)?(?:bathroom|electrician|akşam|İzmir|evening|south|öğle yemeği)/iu, (w) => ({ bathroom: 'kitchen', electrician: 'plumber', akşam: 'sabah', izmir: 'Ankara', evening: 'morning', south: 'north', 'öğle yemeği': 'toplantı' })[w.toLowerCase().replace(/^the\s+/u, '').replace('i̇', 'i')] ?? w))],
  ['a judgement of a value not read', (earlier, later) => supersedes(earlier, { ...later, turn: later.text })],
  ['the proposal an answer answers not read', (earlier, later) => supersedes(earlier, { text: later.text, ...(later.turn === undefined ? {} : { turn: later.turn }) })],
  ['a Turkish verb before a parameter read as its qualifier', reading((t) => t.replace(/(?<![\p{L}])artır\p{L}+\s+(bütçesini)/giu, 'makyaj $1'))],
  ['a relative change read as moving any value (a factor as days)', reading((t) => t.replace(/^double it$/u, 'push it a day later'))],
  ['news that a thing changed read as a lift', reading((t) => t.replace(/(?<![\p{L}])(?:değişti|değişmiş|değişiyor|has changed)(?![\p{L}])/giu, 'artık serbest, gönderebilirsin'))],
];

/** Broken readers of an answer to "how many …?". */
const howMany: [string, AnswersHowMany][] = [
  ['any text with a number answers', (text) => /\d/u.test(text)],
  ['a number answers any question', (text) => /^\s*\d{1,4}[.!\s]*$/u.test(text)],
  ['a count with its noun read as the count alone', (text, asks) => answersHowMany(text.replace(/(\d)\s+\p{L}+\s*$/u, '$1'), asks)],
];

describe('the slot rows catch broken supersession', () => {
  // One earlier statement misread typed one way only, caught at one case: every case reads every typing.
  for (const how of TYPINGS) {
    const one = typedOnly(SLOT_PAIRS.map((p) => p.earlier), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only`, () =>
      expectCaught(propertySlotPairs((earlier, later) => supersedes(earlier, later) !== one.is(earlier)), { numRuns: 1 }));
  }
  // Every answer reads as-is as another typing does (a digit first, no Turkish letter, or both): the other three.
  for (const how of TYPINGS.filter((t) => t !== 'as-is')) {
    const one = typedOnly(HOW_MANY_ROWS.flatMap((r) => [...r.counts, ...r.not]), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only, answering "how many"`, () =>
      expectCaught(propertyHowMany((text, asks) => answersHowMany(text, asks) !== one.is(text)), { numRuns: 1 }));
  }
  for (const [name, broken] of mutants) it(`catches: ${name}`, () => expectCaught(propertySlotPairs(broken)));
  for (const [name, broken] of howMany) it(`catches: ${name}`, () => expectCaught(propertyHowMany(broken)));
});
