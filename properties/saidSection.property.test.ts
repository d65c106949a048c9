import { describe, it } from 'vitest';
import { echoedItems, holdsWords, saidItems } from '../core/compact/index.js';
import { propertyEchoedSentences, propertyHoldsWords, propertySaidSection } from './saidSection.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe("the summary's verbatim section is written as documented", () => {
  it('an item holds a text when its words stand in it as words: holds on core/', () => expectHolds(propertyHoldsWords({ saidItems, echoedItems, holdsWords })));
  it('one line per user or system turn of the window, whole unless one live rule holds it: holds on core/', () => expectHolds(propertySaidSection({ saidItems, echoedItems, holdsWords })));
  it('earlier sentences the window repeats reach the section, or the rule that holds them stays: holds on core/', () => expectHolds(propertyEchoedSentences({ saidItems, echoedItems, holdsWords })));
});
