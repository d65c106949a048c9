import { describe, it } from 'vitest';
import { everyBudgetRuns } from './everyBudget.js';
import { coreImplementation } from './implementation.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';
import { propertyValidationGetterDeepens, propertyValidationSeesEdits } from './validationEdits.js';

describe('the validation memo sees every edit made in place between calls', () => {
  it('edited in place, every call as a fresh copy from a new cache and as validateRequest says, remembered only while unchanged and plain: holds on core/', () =>
    // Each case makes every edit on a request of its own, twice (about 400 calls): as many cases as the other sequence properties run.
    expectHolds(propertyValidationSeesEdits(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('a getter that hands out a deeper schema than validation read: every call after it is refused: holds on core/', () =>
    // Each case is 36 calls and has two inputs (a profile, the deep value) that matter little: a few cases.
    expectHolds(propertyValidationGetterDeepens(coreImplementation), { numRuns: Math.min(settings.numRuns, 6) }));
});
