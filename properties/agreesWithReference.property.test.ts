import { describe, it } from 'vitest';
import { propertyAgreesWithReference } from './agreesWithReference.js';
import { propertyOptionsChecked, propertyVerify } from './assembleOptions.js';
import { scenarios } from './arbitraries/scenario.js';
import { everyBudgetRuns, propertyEveryBudget } from './everyBudget.js';
import { coreImplementation } from './implementation.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('assemble agrees with the reference model', () => {
  it('holds on core/', () => expectHolds(propertyAgreesWithReference(coreImplementation, source)));
});

describe('assemble agrees with the reference model at every budget', () => {
  it('holds on core/', () => expectHolds(propertyEveryBudget(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
});

describe("assemble's options", () => {
  it('verify counts the payload whole and refuses exactly a mismatch: holds on core/', () => expectHolds(propertyVerify(coreImplementation)));
  it('bad options are refused by name; the defaults are the documented ones: holds on core/', () => expectHolds(propertyOptionsChecked(coreImplementation)));
});
