import { describe, it } from 'vitest';
import { findSupersessions, statementReader } from '../core/compact/supersession.js';
import { propertyReplacementPairs, REPLACEMENT_MISSES } from './replacedStatements.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { knownMissTests, pairRuns, replacing } from './test-helpers/replacementTests.js';

/** The rule under test: one statement reader for each test, never one for the file (test-helpers/replacementTests.ts). */
const rule = { findSupersessions, statementReader };

describe('which later statement replaces an earlier one, pair by pair, as the supersession rule names them', () => {
  it('a named thing, a value said with the one it replaces, a thing put in another place, a time gone by, a ban lifted: each change replaces, each near miss does not, however typed: holds on core/', () =>
    expectHolds(propertyReplacementPairs(replacing(rule)), pairRuns));
  // Known misses, each a misread by the rule's own doc comments (replacedStatements.ts, REPLACEMENT_MISSES).
  knownMissTests(rule, REPLACEMENT_MISSES);
});
