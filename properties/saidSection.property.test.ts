import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { echoedItems, holdsWords, saidItems } from '../core/compact/index.js';
import { referenceSaid } from './reference/saidSection.js';
import { answerCase, answerLayouts, propertyEchoedSentences, propertyHoldsWords, propertySaidSection, propertyShortAnswers } from './saidSection.js';
import { ANSWER_ROWS } from './shortAnswers.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

/**
 * Ten times the runs: a case costs about 4 ms, and what tells a wrong section from the right one is narrow (an
 * earlier sentence a live rule holds, a clause of a replaced value, a repetition of a turn that is not the user's);
 * at the mutation run's 20 cases the pinned seed reached none of them, at 200 every one.
 */
const runs = { numRuns: settings.numRuns * 10 };

describe("the summary's verbatim section is written as documented", () => {
  it('an item holds a text when its words stand in it as words: holds on core/', () => expectHolds(propertyHoldsWords({ saidItems, echoedItems, holdsWords })));
  it('one line per user or system turn of the window, whole unless one live rule holds it: holds on core/', () => expectHolds(propertySaidSection({ saidItems, echoedItems, holdsWords }), runs));
  it('a short answer that only takes or thanks is left out where what it takes reaches the model another way: holds on core/', () => expectHolds(propertyShortAnswers({ saidItems, echoedItems, holdsWords })));
  it('earlier sentences the window repeats reach the section, or the rule that holds them stays: holds on core/', () => expectHolds(propertyEchoedSentences({ saidItems, echoedItems, holdsWords }), runs));
  // Two readings of docs/compaction.md written apart: the short answers' table and the section's reference.
  it("the short answers' table agrees with the section's reference", () => {
    for (const layout of fc.sample(answerLayouts, { numRuns: 30, seed: 7 })) {
      for (const row of ANSWER_ROWS) {
        const { c, expected } = answerCase(row, layout);
        const reference = referenceSaid(c.history, c.from, c.to, c.covers, c.holders);
        const index = (items: Set<unknown>): number[] => [...items].map((item) => c.holders.findIndex((h) => h.item === item)).sort();
        expect({ said: reference.said, absorbed: index(reference.absorbed), held: index(reference.held) }, row.why).toEqual(expected);
      }
    }
  });
});
