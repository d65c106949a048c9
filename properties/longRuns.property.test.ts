import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { propertyBpeAgrees, propertyLongRunsAgree, propertyMergeOrderAgrees } from './longRuns.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

/** Each long run costs the plain reference tens of milliseconds: a fifth of the default cases covers the kinds of run. */
const longRuns = { numRuns: Math.max(10, Math.ceil(settings.numRuns / 5)) };

describe('long runs', () => {
  it('the plain byte-pair reference agrees with js-tiktoken', () => expectHolds(propertyBpeAgrees()));
  it('ties merged leftmost first, by the scan and by the heap: holds on core/', () => expectHolds(propertyMergeOrderAgrees(coreImplementation)));
  it('the tokenizer agrees with it on runs js-tiktoken is too slow for: holds on core/', () => expectHolds(propertyLongRunsAgree(coreImplementation), longRuns));
});
