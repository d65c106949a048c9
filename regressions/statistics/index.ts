export { binomialPmf } from './binomialPmf.js';
export { exactTest, NUISANCE_GRID_STEPS, NUISANCE_REFINED_POINTS } from './exactTest.js';
export type { Alternative, ExactTestResult } from './exactTest.js';
export { holm } from './holm.js';
export { alphaAtLook, judgeSamples, moreSamples, POOLED } from './sampleRule.js';
export type { DropTest, MoreSamples, SampleCell, SampleRuleOutcome, SampleRuleSettings } from './sampleRule.js';
export { samplesNeededForSafe } from './samplesNeeded.js';
export { restrictedBaselineRate, scoreStatistic } from './scoreStatistic.js';
export type { Table } from './scoreStatistic.js';
