import { describe, it } from 'vitest';
import { extractSummary, fitSummary } from '../core/compact/index.js';
import { propertyIdentifiersByValue, propertyIdentifiersShrinkFromTheEnd, propertyWorkedRateAsAmount } from './identifierList.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe("the summary's identifier list, read as documented", () => {
  it('one line per value, in the most valuable spelling, what the user named first: holds on core/', () =>
    expectHolds(propertyIdentifiersByValue({ extractSummary, fitSummary })));
  it('a summary that must fit sheds identifiers from the end of the list: holds on core/', () =>
    expectHolds(propertyIdentifiersShrinkFromTheEnd({ extractSummary, fitSummary })));
  it("a rate only the assistant worked out is listed as its amount, after its record; the user's or a tool's whole: holds on core/", () =>
    expectHolds(propertyWorkedRateAsAmount({ extractSummary, fitSummary })));
});
