import { describe, it } from 'vitest';
import { echoedItems, holdsWords, saidItems } from '../core/compact/index.js';
import { propertyEchoedSentences, propertyHoldsWords, propertySaidSection } from './saidSection.js';
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
  it('earlier sentences the window repeats reach the section, or the rule that holds them stays: holds on core/', () => expectHolds(propertyEchoedSentences({ saidItems, echoedItems, holdsWords }), runs));
});
