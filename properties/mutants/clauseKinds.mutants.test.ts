import { describe, it } from 'vitest';
import { adoptsNothing, classifyClause, ownRuleAfterWish, recordTask, stepOfTalk } from '../../core/compact/clauseKind.js';
import {
  propertyDealTerms,
  propertyListenerTalk,
  propertyNarrationNoRule,
  propertyTalkAndFacts,
  propertyTurkishKinds,
  propertyValuesHad,
  propertyWhoseWish,
  propertyQuotedWords,
  propertyRuleAfterWishRows,
  propertyTalkReaders,
  propertyWidenedSpaces,
  type ClassifyClause,
  type OwnRuleAfterWish,
  type TalkReaders,
} from '../clauseKinds.js';
import type { AnyProperty } from '../runner.js';
import { expectCaught } from '../test-helpers/expectProperty.js';

/**
 * Broken clause readers, each a plausible mistake in one pattern: the real `classifyClause` with its answer changed
 * where the mistake would change it.
 */
const real: ClassifyClause = (c, turkish) => classifyClause(c, turkish);
const low = (c: string): string => c.toLowerCase();

const mutants: [string, (classify: ClassifyClause) => AnyProperty, ClassifyClause][] = [
  ['a modal before a past participle read as a rule', propertyListenerTalk, (c, t) => (/(?:should|could|would|must|might|may)(?:n'?t)?(?: not)?(?: have|'ve| of) /u.test(low(c)) ? 'constraint' : real(c, t))],
  ["a guess with 'must be' read as an order", propertyListenerTalk, (c, t) => (/must be (?:joking|tired|busy|so|really)/u.test(low(c)) ? 'constraint' : real(c, t))],
  ["'you won't believe' read as a prohibition", propertyListenerTalk, (c, t) => (/you (?:won'?t|can'?t|don'?t) (?:even )?believe/u.test(low(c)) ? 'prohibition' : real(c, t))],
  ["a habit complained of ('you keep …ing') read as a rule", propertyListenerTalk, (c, t) => (/you keep \w+ing/u.test(low(c)) ? 'constraint' : real(c, t))],
  ["an order with an idiom's words read as an idiom", propertyListenerTalk, (c, t) => (/^you (?:can'?t|cannot|don'?t|won'?t|never) /u.test(low(c)) ? 'none' : real(c, t))],
  ['a negative past read as a prohibition', propertyNarrationNoRule, (c, t) => (/(?:couldn'?t|didn'?t|wasn'?t|weren'?t)/u.test(low(c)) ? 'prohibition' : real(c, t))],
  ["'nobody' before a past verb read as a prohibition", propertyNarrationNoRule, (c, t) => (/^(?:nobody|no one) (?:\w+ly )?\w+ed/u.test(low(c)) ? 'prohibition' : real(c, t))],
  ['irregular pasts after a subject read as a value set', propertyNarrationNoRule, (c, t) => (/ (?:drove|flew|rang|rode|slept|woke) at \d/u.test(low(c)) ? 'constraint' : real(c, t))],
  ["the user's failure to find something read as a prohibition", propertyNarrationNoRule, (c, t) => (/(?:i|we) (?:can'?t|cannot) (?:find|open|reach)/u.test(low(c)) ? 'prohibition' : real(c, t))],
  ["'we have X for' unread", propertyValuesHad, (c, t) => (/^(?:so |now )?(?:we|i)(?:'ve| have| now have) /u.test(low(c)) && !/ had /u.test(low(c)) ? 'none' : real(c, t))],
  ["the user's capacity unread", propertyValuesHad, (c, t) => (/^(?:so )?(?:we|i) (?:can|could) /u.test(low(c)) ? 'none' : real(c, t))],
  ["a teller's past verb before a colon read as narration", propertyValuesHad, (c, t) => (/(?:emailed|replied|wrote|came back):/u.test(low(c)) ? 'none' : real(c, t))],
  ["'as is' read as a choice", propertyDealTerms, (c, t) => (/as[ -]is[.!]*$/u.test(low(c)) ? 'decision' : real(c, t))],
  ['blame taken read as a cost on us', propertyDealTerms, (c, t) => (/ on us$/u.test(low(c)) ? 'constraint' : real(c, t))],
  ["'zero X so far' read as a prohibition", propertyDealTerms, (c, t) => (/^zero /u.test(low(c)) ? 'prohibition' : real(c, t))],
  ["'I'd rather you didn't' read as a negative past", propertyDealTerms, (c, t) => (/rather \w+ didn'?t/u.test(low(c)) ? 'none' : real(c, t))],
  ["'we're not doing an X' read as an option turned down", propertyDealTerms, (c, t) => (/not doing (?:an?|any) /u.test(low(c)) ? 'rejected' : real(c, t))],
  ["'their own' unread", propertyDealTerms, (c, t) => (/ own /u.test(low(c)) ? 'none' : real(c, t))],
  ["'demands' and 'expects' missing from the wish verbs", propertyWhoseWish, (c, t) => (/(?:demands|expects|demanded)/u.test(low(c)) ? 'none' : real(c, t))],
  ["a wish in a condition read as someone's", propertyWhoseWish, (c, t) => (/^(?:if|in case|unless|whatever|even if) /u.test(low(c)) ? 'third-party' : real(c, t))],
  ["'says we should' read as the user's rule", propertyWhoseWish, (c, t) => (/(?:says|said|say) (?:we|you|i|they) should/u.test(low(c)) ? 'constraint' : real(c, t))],
  ["someone's age read as a value set", propertyTalkAndFacts, (c, t) => (/(?: is|'s) (?:only |just )?\d+/u.test(low(c)) && !/ and /u.test(low(c)) ? 'constraint' : real(c, t))],
  ['a step of the talk read as a choice', propertyTalkAndFacts, (c, t) => (/let'?s (?:start|move|go|look|talk)/u.test(low(c)) && !/\d/u.test(c) ? 'decision' : real(c, t))],
  ['where the user is read as a choice', propertyTalkAndFacts, (c, t) => (/^(?:i'?m|i am) /u.test(low(c)) ? 'decision' : real(c, t))],
  ['a question with no mark read as nothing', propertyTalkAndFacts, (c, t) => (/^(?:when|where|who|which|whats|what's) /u.test(low(c)) ? 'none' : real(c, t))],
  ["every 'X yok' a prohibition", propertyTurkishKinds, (c, t) => (/ yok$/u.test(low(c)) ? 'prohibition' : real(c, t))],
  ['an activity told read as a plan', propertyTurkishKinds, (c, t) => (t === true && /(?:luyoruz|ıyoruz|iyoruz)$/u.test(low(c)) ? 'decision' : real(c, t))],
  ['a cancellation told read as a choice', propertyTurkishKinds, (c, t) => (/iptal (?:etmiş|ettin|ettiler|edildi)/u.test(low(c)) ? 'decision' : real(c, t))],
  ["someone else's wish in Turkish read as the user's rule", propertyTurkishKinds, (c, t) => (/(?:istiyor|diyor|öneriyor)(?:lar)?$/u.test(low(c)) ? 'constraint' : real(c, t))],
  ['no-break spaces and tabs made plain spaces one for one (a run of two reads as a pasted table)', propertyWidenedSpaces, (c, t) => real(c.replace(/\s/gu, ' '), t)],
  ['no-break spaces and tabs dropped as invisible (the words they part run together)', propertyWidenedSpaces, (c, t) => real(c.replace(/[\t\u00a0]/gu, ''), t)],
  ['a pasted table told by runs of any spacing, not of plain spaces', propertyWidenedSpaces, (c, t) => (/\S\s{2,}\S.*\s{2,}\S/u.test(c) ? 'none' : real(c, t))],
  ['a prohibition cue matched with one plain space ("do not", "never")', propertyWidenedSpaces, (c, t) => (/^(?:do|does|did) not\s{2,}|^never\s{2,}/u.test(low(c)) || /(?:do|does) not[\t\u00a0]/u.test(low(c)) ? 'none' : real(c, t))],
  // The mask of a quote (` "…" `) beside the space already there leaves two; the user's words around it are read alone.
  ['quotes not masked: the cue inside someone\'s words read as the user\'s', propertyQuotedWords, (c, t) => real(c.replace(/["“”‘’']/gu, ''), t)],
  ['the as-is and on-us readers matching one space after each word before the cue: a masked quote there ends the match', propertyQuotedWords, (c, t) =>
    /["“‘'].*["”’'].*\s(?:as[ -]is|on (?:us|me|the house|the company))[.!]*$/u.test(low(c)) ? 'none' : real(c, t)],
  ['only straight double quotes taken for a quote (curly and single ones read as the user\'s words)', propertyQuotedWords, (c, t) => real(c.replace(/[“”‘’']([^“”‘’']+)[“”‘’']/gu, '$1'), t)],
  ['a quote of three words taken for the user\'s (only four or more masked)', propertyQuotedWords, (c, t) => real(c.replace(/["“‘']((?:\S+\s){2}\S+)["”’']/gu, '$1'), t)],
];

describe('the clause-kind tables catch broken readers', () => {
  for (const [name, property, classify] of mutants) it(`catches: ${name}`, () => expectCaught(property(classify), { numRuns: 5 }));
});

/** Broken talk readers, each one reader of the real three changed where a plausible mistake would change it. */
const readers: TalkReaders = { stepOfTalk, recordTask, adoptsNothing };
const brokenReaders: [string, TalkReaders][] = [
  ["'no need to' not read as adopting nothing", { ...readers, adoptsNothing: (c, t) => (/no need to/u.test(low(c)) ? false : adoptsNothing(c, t)) }],
  ['an order about a record with a time read as a one-off order', { ...readers, recordTask: (c) => (/^\s*rerun job \d+/u.test(low(c)) ? true : recordTask(c)) }],
  ['a step of the talk that names a value read as a step', { ...readers, stepOfTalk: (c, t) => (/^let's (?:start|begin) /u.test(low(c)) ? true : stepOfTalk(c, t)) }],
  ["a clause with a leading tab not read (the reader trims only spaces)", { ...readers, stepOfTalk: (c, t) => (c.startsWith('\t') ? false : stepOfTalk(c, t)) }],
];

/** Broken readers of the user's rule after someone else's wish. */
const brokenRuleAfterWish: [string, OwnRuleAfterWish][] = [
  ["the user's own wish before 'but' read as someone else's", (c, t) => (/^(?:we|i) want /u.test(low(c)) ? { at: c.indexOf(' but ') + 5, kind: 'prohibition' } : ownRuleAfterWish(c, t))],
  ["the rule's start taken at 'but', not after it", (c, t) => {
    const got = ownRuleAfterWish(c, t);
    return got === undefined ? undefined : { ...got, at: c.lastIndexOf(' but ', got.at) };
  }],
  ["a contrast that only qualifies the wish read as a rule", (c, t) => (/ but not /u.test(low(c)) ? { at: c.indexOf(' but ') + 5, kind: 'prohibition' } : ownRuleAfterWish(c, t))],
];

describe('the talk readers\' and the rule-after-wish tables catch broken readers', () => {
  for (const [name, broken] of brokenReaders) it(`catches: ${name}`, () => expectCaught(propertyTalkReaders(broken), { numRuns: 5 }));
  for (const [name, broken] of brokenRuleAfterWish) it(`catches: ${name}`, () => expectCaught(propertyRuleAfterWishRows(broken), { numRuns: 5 }));
});
