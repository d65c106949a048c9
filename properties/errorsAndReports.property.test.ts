import { describe, it } from 'vitest';
import { propertyBadArgumentsRefused } from './badArguments.js';
import { coreImplementation } from './implementation.js';
import { propertyBudgetReport, propertyOutcomeMeasures } from './reportMeasures.js';
import { expectHolds } from './test-helpers/expectProperty.js';

// One file: both build the default tokenizer (an overflow is assembled), once.
describe('bad input: refused naming the field', () => {
  it('bad arguments of the clamps, code-point counts, the budget report and the tokenizer: holds on core/', () => expectHolds(propertyBadArgumentsRefused(coreImplementation)));
});

describe('what reports read from a result', () => {
  it('the outcome measures of baglam report and the telemetry: holds on core/', () => expectHolds(propertyOutcomeMeasures(coreImplementation)));
  it('the budget report counts each section alone, in the caller’s order: holds on core/', () => expectHolds(propertyBudgetReport(coreImplementation)));
});
