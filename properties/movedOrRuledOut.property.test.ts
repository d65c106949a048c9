import { describe, it } from 'vitest';
import { findSupersessions, movesBy, statementReader } from '../core/compact/supersession.js';
import { MOVE_WIDE_MISSES, MOVED_MISSES, MOVED_PAIRS, propertyMovesBy, propertyMovesByWide } from './movedOrRuledOut.js';
import { propertyReplacementPairs } from './replacedStatements.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { knownMissTests, pairRuns, replacing } from './test-helpers/replacementTests.js';

/** The rule under test: one statement reader for each test, never one for the file (test-helpers/replacementTests.ts). */
const rule = { findSupersessions, statementReader };

describe('a later statement that moves, rules out or lifts the earlier one, pair by pair, as the supersession rule names them', () => {
  it('a move by an amount with its result, a day ruled out, a ban lifted in each form, a thing dropped, a slot given its date, and what only looks like a change: each change replaces, each near miss does not, however typed: holds on core/', () =>
    expectHolds(propertyReplacementPairs(replacing(rule), MOVED_PAIRS), pairRuns));
  it('a folded clause moves a value by an amount only with an amount, its unit and a word that moves, as written and typed wide: holds on core/', () =>
    expectHolds(propertyMovesBy(movesBy), { numRuns: 1 }));
  // Known misses, each a misread by the rule's own doc comments (movedOrRuledOut.ts, MOVED_MISSES and `wideMiss`).
  knownMissTests(rule, MOVED_MISSES);
  for (const row of MOVE_WIDE_MISSES) {
    it.fails(`known miss, typed wide: ${JSON.stringify(row.clause)} (${row.wideMiss!})`, () => expectHolds(propertyMovesByWide(movesBy, row), { numRuns: 1 }));
  }
});
