import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyNeverWorseThanClampRepeated } from '../test-helpers/compactionProperties.js';
import { settings } from '../test-helpers/expectProperty.js';
import { mutantCompactHistory } from './mutantCompaction.js';

/**
 * Never worse than the clamp, compaction after compaction, against the code
 * before a rule an approved call replaced was written back as its turn's
 * line (`keeps-a-rule-a-call-replaced-marked`, docs/compaction.md, repeated
 * compaction). The generator draws such calls, but the mechanism needs a
 * rule, a call some exchanges later and a compaction between them: under the
 * pinned seed it is found after 107 runs, past the default 100, so this one
 * runs three times the runs (not in `COMPACTION_CASES`, which run the
 * default).
 */
describe('the repeated never-worse property and approved calls', () => {
  it('catches the mutant that keeps a rule a call replaced marked (three times the runs)', async () => {
    const details = await fc.check(propertyNeverWorseThanClampRepeated(mutantCompactHistory('keeps-a-rule-a-call-replaced-marked')), {
      seed: settings.seed, numRuns: settings.numRuns * 3, endOnFailure: true,
    });
    expect(details.failed, 'the mutant survived: the property cannot tell it from the real compactHistory').toBe(true);
  }, 240_000);
});
