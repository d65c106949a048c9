import { describe, it } from 'vitest';
import { findSupersessions, type Statement } from '../../core/compact/supersession.js';
import { TYPINGS } from '../changes.js';
import { propertyReplacementPairs, REPLACEMENT_PAIRS, type Replaces } from '../replacedStatements.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { earlierTexts, typedOnly } from './oneTyping.js';

const replaces: Replaces = (earlier, later) => findSupersessions([earlier], [later])[0] === later.turn;

/** The statement with its text (and its turn) rewritten: what a reader that skipped a step would read. */
const rewritten = (s: Statement, change: (text: string) => string): Statement => ({ ...s, text: change(s.text), context: change(s.context) });

/** Broken supersession, each a plausible mistake: the real rule given the statements the mistake would read. */
const mutants: [string, Replaces][] = [
  ['a word of replacement not read', (e, l) => replaces(e, rewritten(l, (t) => t.replace(/(?<![\p{L}])(?:instead(?: of)?|rather than|swap|switch|replace|yerine|geç\p{L}*|değiştir\p{L}*)(?![\p{L}])/giu, 'and')))],
  ['the stale value after "not" or before "değil" not read', (e, l) => replaces(e, rewritten(l, (t) => t.replace(/(?<![\p{L}])not(?![\p{L}])|(?<![\p{L}])değil(?![\p{L}])/giu, 'and')))],
  ['a time gone by read as now', (e, l) => replaces(e, rewritten(l, (t) => t.replace(/(?<![\p{L}])(?:last|ago|used to|back in|geçen|önce|eskiden|önceden|geçmişte)(?![\p{L}])/giu, ' ')))],
  ['a permission read as no lift of the ban', (e, l) => (/(?<![\p{L}])(?:can|abil\p{L}*|ebil\p{L}*)(?![\p{L}])|[ae]bil\p{L}*/iu.test(l.text) ? false : replaces(e, l))],
  ['any permission lifts any ban', (e, l) => (/(?<![\p{L}])(?:never|don'?t|do not|no)(?![\p{L}])|m[ae]y[iı]n|m[ae](?![\p{L}])/iu.test(e.text) && /(?<![\p{L}])can(?![\p{L}])|[ae]bil/iu.test(l.text) ? true : replaces(e, l))],
  ['a date moved against another event moves that event', (e, l) => (/(?<![\p{L}])after the|sonraki/iu.test(l.text) ? true : replaces(e, l))],
  ['two currencies one amount', (e, l) => replaces(rewritten(e, (t) => t.replace(/[€$£₺]/gu, '')), rewritten(l, (t) => t.replace(/[€$£₺]|(?<![\p{L}])(?:eur|euro|usd|dollars?|bucks?|gbp|tl|lira)(?![\p{L}])/giu, '')))],
  ['the turn around a statement ignored', (e, l) => replaces(e, { ...l, context: l.text })],
  ['a proposal answered not read', (e, l) => replaces(e, { ...l, answers: undefined })],
  ['a call read as said, not approved', (e, l) => replaces(e, { ...l, approved: undefined })],
];

describe('the replacement pairs catch broken supersession', () => {
  for (const [name, broken] of mutants) it(`catches: ${name}`, () => expectCaught(propertyReplacementPairs(broken)));
  // One earlier statement misread typed one way only, caught at one case: every case reads every typing.
  for (const how of TYPINGS) {
    const one = typedOnly(earlierTexts(REPLACEMENT_PAIRS), how);
    it(`catches at one case: ${JSON.stringify(one.row)} misread typed ${how} only`, () =>
      expectCaught(propertyReplacementPairs((e, l) => replaces(e, l) !== one.is(e.text)), { numRuns: 1 }));
  }
});
