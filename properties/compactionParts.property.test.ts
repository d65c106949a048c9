import { describe, it } from 'vitest';
import {
  clampStart, compactedRequest, fitSummary, historyCost, isContentEmpty, mergeContent, planCompaction, protectedOnly, resolveCompactionOptions, summaryInputFor,
} from '../core/compact/index.js';
import {
  propertyHistoryCostCounted, propertyLanguageByLetters, propertyLanguageTurnsApart, propertyMergeAsDocumented, propertyOptionsResolved, propertyPlanAsDocumented, propertyShrinkOrder,
  type CompactionParts,
} from './compactionParts.js';
import { expectHolds } from './test-helpers/expectProperty.js';

const core: CompactionParts = {
  historyCost, clampStart, planCompaction, summaryInputFor, compactedRequest, resolveCompactionOptions, mergeContent, isContentEmpty, fitSummary, protectedOnly,
};

describe('compaction plans, costs, options and shrinks as documented', () => {
  it('the history costs what assemble counts, the clamp starts where the reference clamps: holds on core/', () => expectHolds(propertyHistoryCostCounted(core)));
  it('the plan cuts, refuses, reads the earlier summary and writes the request as the reference does: holds on core/', () => expectHolds(propertyPlanAsDocumented(core)));
  it('options default, resolve and refuse by field as documented: holds on core/', () => expectHolds(propertyOptionsResolved(core)));
  it('auto language follows the share of Turkish-only letters: holds on core/', () => expectHolds(propertyLanguageByLetters(core)));
  it('auto language by words reads each user turn apart: holds on core/', () => expectHolds(propertyLanguageTurnsApart(core)));
  it('summaries merge as K3 says: holds on core/', () => expectHolds(propertyMergeAsDocumented(core)));
  it('a summary shrinks in the documented order, protected items never: holds on core/', () => expectHolds(propertyShrinkOrder(core)));
});
