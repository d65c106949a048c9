import { describe, it } from 'vitest';
import { everyBudgetRuns } from './everyBudget.js';
import { coreImplementation } from './implementation.js';
import { propertyRequestRefusedAtAFault, propertyRequestRefusedByField } from './requestValidation.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

describe('a request is read as its documented shape', () => {
  // Each case is a sweep of some 500 faults and allowed values: 20 cases (the mutation run's number) try each of them 20 times.
  it('one fault put in is refused naming its field, what the shape allows is accepted: holds on core/', () =>
    expectHolds(propertyRequestRefusedByField(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('several faults put in are refused naming one of them: holds on core/', () => expectHolds(propertyRequestRefusedAtAFault(coreImplementation)));
});
