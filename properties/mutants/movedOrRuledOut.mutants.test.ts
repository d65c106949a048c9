import { describe, it } from 'vitest';
import { findSupersessions, movesBy, type Statement } from '../../core/compact/supersession.js';
import { MOVED_PAIRS, propertyMovesBy, type MovesBy } from '../movedOrRuledOut.js';
import { TYPINGS } from '../changes.js';
import { propertyReplacementPairs, type Replaces } from '../replacedStatements.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { earlierTexts, typedOnly } from './oneTyping.js';

const replaces: Replaces = (earlier, later) => findSupersessions([earlier], [later])[0] === later.turn;

/** The statement with its text (and its turn) rewritten: what a reader that skipped a step would read. */
const rewritten = (s: Statement, change: (text: string) => string): Statement => ({ ...s, text: change(s.text), context: change(s.context) });
const without = (words: RegExp) => (text: string): string => text.replace(words, ' ');

/** Broken supersession, each a plausible mistake: the real rule given the statements the mistake would read. */
const mutants: [string, Replaces][] = [
  ['a move by an amount not read', (e, l) => replaces(e, rewritten(l, without(/(?<![\p{L}])(?:later|earlier|forward|sooner|ahead|ileri|geri|erkene|ertele|sonraya|öncesine)(?![\p{L}])/giu)))],
  ['a move replaces whatever its result', (e, l) => /(?<![\p{L}])(?:later|earlier|ileri|geri|ertele)(?![\p{L}])/iu.test(l.text) || replaces(e, l)],
  ['the words that rule a value out not read', (e, l) => replaces(e, rewritten(l, without(/doesn'?t work|does not work|won'?t work|wont work|is out|no good|olmuyo\p{L}*|uymuyor|uymaz/giu)))],
  ['a permission said otherwise than "you can" not read', (e, l) => replaces(e, rewritten(l, without(/feel free to|it'?s ok to|ok to|okay to|fine to|go ahead and|you're free to|you may/giu)))],
  ['"release" as a noun read as letting go', (e, l) => replaces(e, rewritten(l, (t) => t.replace(/release/giu, 'drop')))],
  ['a change thought about read as made', (e, l) => replaces(e, rewritten(l, without(/thinking (?:of|about)|considering|toying with|düşünüyor\p{L}*/giu)))],
  ['an estimate read as a value set', (e, l) => replaces(e, rewritten(l, without(/would cost|would be|it's like|that's like|too expensive|too much|not happening/giu)))],
  ['someone else asking read as the user deciding', (e, l) => replaces(e, rewritten(l, without(/asks if|asked|wonders whether|wants to know if|said could|diye sor\p{L}*/giu)))],
  ['a second one of a kind read as the same one', (e, l) => replaces(e, rewritten(l, without(/another|a separate|an additional|a further|a second|başka bir|ayrı bir|ikinci/giu)))],
  ['the moment a slot waits for not read', (e, l) => replaces(rewritten(e, without(/(?<![\p{L}])(?:after|before|once|until|that day|önce|sonra|o gün|aynı gün|ertesi gün)(?![\p{L}])/giu)), l)],
  ['the two ends of one span read as one', (e, l) => replaces(rewritten(e, without(/no later than|at the latest|latest|finished by|kadar|bit\p{L}*|teslim/giu)), l)],
];

const brokenMoves: [string, MovesBy][] = [
  ['any amount of time moves', (t) => /\d|hour|day|week|saat|gün|gun|hafta/u.test(t)],
  ['a time told back from now moves', (t) => movesBy(t) || /(?<![\p{L}])(?:back|once|sonra)(?![\p{L}])/u.test(t)],
  ['a count in words not read', (t) => movesBy(t.replace(/(?<![\p{L}])(?:a|an|one|two|three|four|five|bir|iki|uc|dort|bes|half an hour|yarim saat|bir bucuk saat)(?![\p{L}])/gu, ' '))],
];

describe('the moved, ruled-out and lifted pairs catch broken supersession', () => {
  for (const [name, broken] of mutants) it(`catches: ${name}`, () => expectCaught(propertyReplacementPairs(broken, MOVED_PAIRS)));
  // One earlier statement misread typed one way only, caught at one case: every case reads every typing.
  for (const how of TYPINGS) {
    const one = typedOnly(earlierTexts(MOVED_PAIRS), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only`, () =>
      expectCaught(propertyReplacementPairs((e, l) => replaces(e, l) !== one.is(e.text), MOVED_PAIRS), { numRuns: 1 }));
  }
  for (const [name, broken] of brokenMoves) it(`catches: ${name}`, () => expectCaught(propertyMovesBy(broken)));
});
