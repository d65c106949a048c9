import { describe, it } from 'vitest';
import { findSupersessions, type Statement } from '../../core/compact/supersession.js';
import { TYPINGS } from '../changes.js';
import { propertyReplacementPairs, type Replaces } from '../replacedStatements.js';
import { SECOND_RULE_PAIRS } from '../secondRules.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { earlierTexts, typedOnly } from './oneTyping.js';

const replaces: Replaces = (earlier, later) => findSupersessions([earlier], [later])[0] === later.turn;

/** The statement with its text (and its turn) rewritten: what a reader that skipped a step would read. */
const rewritten = (s: Statement, change: (text: string) => string): Statement => ({ ...s, text: change(s.text), context: change(s.context) });
/** Both statements rewritten. */
const reading = (change: (text: string) => string): Replaces => (e, l) => replaces(rewritten(e, change), rewritten(l, change));

/** Broken supersession, each a plausible mistake: the real rule given the statements the mistake would read. */
const mutants: [string, Replaces][] = [
  ['which end a value bounds not read: the two ends of a span one rule', reading((t) => t.replace(/(?<![\p{L}])(?:before|after|until|till|by|from|since|due|latest|earliest|onwards|start|begin|done|finished|ready|kadar|itibaren|önce|sonra|başla\p{L}*|bitmeli|teslim)(?![\p{L}])/giu, 'at'))],
  ['a negation not read: "before" never turned round', reading((t) => t.replace(/(?<![\p{L}])(?:no|nobody|don'?t|dont|cant|can't|kimse)(?![\p{L}])/giu, 'the'))],
  ['the case a rule leaves out not read', reading((t) => t.replace(/(?<![\p{L}])(?:unless|except|other than|apart from|hariç|dışında)(?![\p{L}])/giu, 'and'))],
  ['a rule for every weekday read as one day', reading((t) => t.replace(/(?<![\p{L}])(?:every|each)\s+/giu, '').replace(/(monday|saturday)s(?![\p{L}])/giu, '$1').replace(/(?<![\p{L}])(salı|cuma|pazartesi)(?: günleri|ları|leri)(?![\p{L}])/giu, '$1'))],
  ['an amount said to be the whole read as any amount', reading((t) => t.replace(/(?<![\p{L}])(?:total|overall|all in|toplam|genel)(?![\p{L}])/giu, 'the'))],
  ['what only might happen read as said', reading((t) => t.replace(/(?<![\p{L}])(?:might|belki)(?![\p{L}])/giu, 'will'))],
  ['any permission lifts any ban', (e, l) => (/(?<![\p{L}])(?:never|don'?t|do not|no)(?![\p{L}])|m[ae]y[iı]n(?![\p{L}])/iu.test(e.text) && /(?<![\p{L}])can(?![\p{L}])|[ae]bil/iu.test(l.text) ? true : replaces(e, l))],
  ['a ban for now never lifted', (e, l) => (/(?<![\p{L}])(?:yet|şimdilik)(?![\p{L}])/iu.test(e.text) ? false : replaces(e, l))],
];

describe('the second-rule pairs catch broken supersession', () => {
  for (const [name, broken] of mutants) it(`catches: ${name}`, () => expectCaught(propertyReplacementPairs(broken, SECOND_RULE_PAIRS)));
  // One earlier statement misread typed one way only, caught at one case: every case reads every typing.
  for (const how of TYPINGS) {
    const one = typedOnly(earlierTexts(SECOND_RULE_PAIRS), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only`, () =>
      expectCaught(propertyReplacementPairs((e, l) => replaces(e, l) !== one.is(e.text), SECOND_RULE_PAIRS), { numRuns: 1 }));
  }
});
