import { describe, it } from 'vitest';
import { propertyDuplicateKeys, propertyLazyKeysOnlyWhatMayRepeat } from './duplicateKeys.js';
import { everyBudgetRuns } from './everyBudget.js';
import { coreImplementation } from './implementation.js';
import { propertyDedupKey, propertySelectArguments, propertySelection, propertySelectionCallersTokenizer, propertySelectionJsTiktokenBackend } from './selection.js';
import { propertySelectionAfterEdits } from './selectionEdits.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

describe('C8: chunk selection in tokens', () => {
  it('holds on core/', () => expectHolds(propertySelection(coreImplementation)));
  it('with the js-tiktoken backend (no head counter; the whole count over a limit), lazily first: holds on core/', () =>
    // A fifth of the runs (at least 20): js-tiktoken's backend counts each unit afresh, and a case that selects at all reaches its lazy path.
    expectHolds(propertySelectionJsTiktokenBackend(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it("with a caller's own tokenizer, even one named like baglam's, its counts: holds on core/", () =>
    expectHolds(propertySelectionCallersTokenizer(coreImplementation)));
  it('normalizeForDedup is NFC and whitespace, never case or compatibility forms: holds on core/', () => expectHolds(propertyDedupKey(coreImplementation)));
  // Each case tries every bad argument; each is some forty calls, or a sweep of shares: as few cases as propertyEveryBudget's.
  it('refuses bad arguments naming them, and without options selects under the documented defaults: holds on core/', () =>
    expectHolds(propertySelectArguments(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('after in-place edits of the candidate list between calls: holds on core/', () =>
    expectHolds(propertySelectionAfterEdits(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('duplicates of keys written far apart, or that only begin the same: holds on core/', () =>
    expectHolds(propertyDuplicateKeys(coreImplementation), { numRuns: everyBudgetRuns(settings.numRuns) }));
  it('without exact drop counts, a chunk that fits is keyed in full only when an earlier key may be its own: holds on core/', () =>
    expectHolds(propertyLazyKeysOnlyWhatMayRepeat(coreImplementation)));
});
