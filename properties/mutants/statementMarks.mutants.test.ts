import { describe, it } from 'vitest';
import { statementReader } from '../../core/compact/supersession.js';
import { TYPINGS } from '../changes.js';
import { FLAG_ROWS, propertyStatementMarks, type Marks, type ReadMarks } from '../statementMarks.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { typedOnly } from './oneTyping.js';

const readMarks: ReadMarks = (statement, turn) => statementReader().read({ text: statement, turn: 1, context: turn });

/** The real reader with one mark read another way: the mistake a reader that skipped a step would make. */
const withMark = (change: (statement: string, turn: string, real: Marks) => Partial<Marks>): ReadMarks => (statement, turn) => {
  const real = readMarks(statement, turn);
  return { ...real, ...change(statement, turn, real) };
};

/** Words of four letters or more by their first five, lower-cased: a thing's words read naively. */
const words = (text: string): Set<string> => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)));

const mutants: [string, ReadMarks][] = [
  ['an English negation read inside other words', withMark((s) => ({ negated: /no|not|never|don'?t/iu.test(s) }))],
  ['the Turkish negative suffixes read in an English statement', withMark((s, _t, real) => ({ negated: real.negated || /\p{L}{2,}m[ae](?:\s|$)/iu.test(s) }))],
  ['a ban for now read without its negation', withMark((s) => ({ temporary: /(?<![\p{L}])(?:yet|for now|şimdilik|henüz)(?![\p{L}])/iu.test(s) }))],
  ['a limit read in English words only', withMark((s) => ({ limit: /(?<![\p{L}])(?:max|maximum|at most|no more than|under|up to|cap|limit)(?![\p{L}])/iu.test(s) }))],
  ['a Turkish verb of motion read as a change alone', withMark((s, _t, real) => ({ change: real.change || /(?<![\p{L}])(?:kaldı|çıktı|indi)(?![\p{L}])/iu.test(s) }))],
  ['a preference read whatever else its clause says', withMark((s) => ({ preferred: /(?<![\p{L}])(?:rather|better|diyelim|olsun)(?![\p{L}])/iu.test(s) }))],
  ["someone's own thing read without a teller", withMark((s) => ({ theirs: /(?<![\p{L}])(?:their|his|her)(?![\p{L}])/iu.test(s) }))],
  ['the thing a statement opens with read as its first long word', withMark((s) => ({ subject: [...words(s)][0] }))],
  ['the event a day is told against read in English only', withMark((s, _t, real) => ({ anchoredTo: /(?:after|before)\s/iu.test(s) ? real.anchoredTo : undefined }))],
  ['what a value is for read in the statement alone, not before it in its sentence', withMark((s) => ({ purpose: readMarks(s, s).purpose }))],
  ['a parameter read as the word itself, its translation not', withMark((s, _t, real) => ({ parameters: real.parameters.size === 0 ? real.parameters : new Set([s.toLowerCase().split(/\s/u)[0]!]) }))],
  ['the units of measured values kept as things', withMark((s) => ({ things: words(s) }))],
];

describe('the statement marks catch broken readers of a statement', () => {
  for (const [name, read] of mutants) it(`catches: ${name}`, () => expectCaught(propertyStatementMarks(read)));
  // One statement with a flag read with every flag the other way, typed one way only, caught at one case: every case
  // reads every typing. (A statement in braces is read apart from its turn: those are left out.)
  for (const how of TYPINGS) {
    const one = typedOnly(FLAG_ROWS.flatMap((r) => r.yes.filter((t) => !t.includes('{'))), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only`, () =>
      expectCaught(
        propertyStatementMarks(withMark((s, _t, real) => (one.is(s) ? { negated: !real.negated, temporary: !real.temporary, limit: !real.limit, change: !real.change, preferred: !real.preferred, valueOnly: !real.valueOnly, theirs: !real.theirs } : {}))),
        { numRuns: 1 },
      ));
  }
});
