import { describe, it } from 'vitest';
import { foldCase, parseSummary, renderSummary, validateSummary } from '../core/compact/index.js';
import { propertyFoldCaseAgrees, propertySummaryReadsBack, propertySummaryRendersAsDocumented } from './summaryText.js';
import { propertySummaryValidatedByField } from './summaryValidation.js';
import { expectHolds } from './test-helpers/expectProperty.js';

describe('the compaction summary is written, read back and checked as documented', () => {
  it('a summary renders as the reference writes it: holds on core/', () => expectHolds(propertySummaryRendersAsDocumented(renderSummary)));
  it('a rendered summary reads back, a text changed by hand reads as the format says: holds on core/', () =>
    expectHolds(propertySummaryReadsBack(renderSummary, parseSummary)));
  it('a summarizer output is accepted as the schema allows and refused by field and reason: holds on core/', () =>
    expectHolds(propertySummaryValidatedByField(validateSummary)));
  it('case folding agrees with the Turkish lower case and the letter table: holds on core/', () => expectHolds(propertyFoldCaseAgrees(foldCase)));
});
