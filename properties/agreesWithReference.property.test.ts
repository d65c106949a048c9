import { describe, it } from 'vitest';
import { propertyAgreesWithJsTiktokenBackend, propertyAgreesWithReference } from './agreesWithReference.js';
import { propertyOptionsChecked, propertyVerify } from './assembleOptions.js';
import { scenarios } from './arbitraries/scenario.js';
import { everyBudgetRuns, propertyEveryBudget } from './everyBudget.js';
import { coreImplementation } from './implementation.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('assemble agrees with the reference model', () => {
  it('holds on core/', () => expectHolds(propertyAgreesWithReference(coreImplementation, source)));
  // A twentieth of the runs (at least 5): a scenario costs about 0.2 s with js-tiktoken's backend, and one that selects
  // chunks without exact drop counts reaches the count memo's path without a head counter; the selection's
  // property with that backend (properties/selection.ts) covers it case by case.
  it('with the js-tiktoken backend as the tokenizer: holds on core/', () =>
    expectHolds(propertyAgreesWithJsTiktokenBackend(coreImplementation, source), { numRuns: Math.max(5, Math.floor(settings.numRuns / 20)) }));
});

describe('assemble agrees with the reference model at every budget', () => {
  it('holds on core/', () => expectHolds(propertyEveryBudget(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
});

describe("assemble's options", () => {
  it('verify counts the payload whole and refuses exactly a mismatch: holds on core/', () => expectHolds(propertyVerify(coreImplementation)));
  it('bad options are refused by name; the defaults are the documented ones: holds on core/', () => expectHolds(propertyOptionsChecked(coreImplementation)));
});
