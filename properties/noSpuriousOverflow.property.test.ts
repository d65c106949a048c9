import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { propertyClampMonotone, propertyNoSpuriousOverflow } from './noSpuriousOverflow.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

/**
 * A growth that turns a fit into an overflow needs an unprotected turn the
 * wider share newly admits: rare per case, cheap to look for, so this
 * property runs ten times the cases of the others (1 000 by default). The
 * clamp is a few additions: fifty times the cases cost milliseconds.
 */
const growthRuns = { numRuns: 10 * settings.numRuns };
const clampRuns = { numRuns: 50 * settings.numRuns };

describe('C9: no spurious overflow', () => {
  it('a larger window never overflows: holds on core/', () => expectHolds(propertyNoSpuriousOverflow(coreImplementation, scenarios()), growthRuns));
  it('clampHistory keep is monotone: holds on core/', () => expectHolds(propertyClampMonotone(coreImplementation), clampRuns));
});
