import { describe, it } from 'vitest';
import { coreImplementation } from './implementation.js';
import { mutant } from './mutants/mutantImplementation.js';
import { mutantSelectChunks, type SelectionDefect } from './mutants/mutantSelection.js';
import { propertyDedupKey, propertySelection } from './selection.js';
import { expectHolds } from './test-helpers/expectProperty.js';

/**
 * The tests whose replay lines `replay.slow.test.ts` runs. In `npm test` they are
 * ordinary properties on `core/`; with `BAGLAM_REPLAY_MUTANT` (set only by
 * that test, for its child runs) selection is the named mutant, so the first
 * test fails and prints its replay line. The names hold regular-expression
 * metacharacters, quotes, `$` and ` > `, and the second test's name is the
 * first's plus a suffix: a replay line that does not escape, quote and
 * anchor its `-t` pattern runs no test, or both.
 */
const defect = process.env.BAGLAM_REPLAY_MUTANT as SelectionDefect | undefined;
const impl = defect === undefined ? coreImplementation : mutant(defect, { selectChunks: mutantSelectChunks(defect) });

describe(`C8 (replayed) > chunk selection: [score] order, "it's" $1 +? {2} | ^`, () => {
  it('holds (a.k.a. the C8 property)', () => expectHolds(propertySelection(impl)));
  it('holds (a.k.a. the C8 property) for dedup keys too', () => expectHolds(propertyDedupKey(impl)));
});
