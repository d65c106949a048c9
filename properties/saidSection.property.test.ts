import { describe, it } from 'vitest';
import { echoedItems, saidItems } from '../core/compact/index.js';
import { propertyEchoedSentences, propertySaidSection } from './saidSection.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe("the summary's verbatim section is written as documented", () => {
  it('one line per user or system turn of the window, whole unless one live rule holds it: holds on core/', () => expectHolds(propertySaidSection({ saidItems, echoedItems })));
  it('earlier sentences the window repeats reach the section, or the rule that holds them stays: holds on core/', () => expectHolds(propertyEchoedSentences({ saidItems, echoedItems })));
});
