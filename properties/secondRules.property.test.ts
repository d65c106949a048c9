import { describe, it } from 'vitest';
import { findSupersessions, statementReader } from '../core/compact/supersession.js';
import { propertyReplacementPairs } from './replacedStatements.js';
import { SECOND_RULE_MISSES, SECOND_RULE_PAIRS } from './secondRules.js';
import { expectHolds } from './test-helpers/expectProperty.js';
import { knownMissTests, pairRuns, replacing } from './test-helpers/replacementTests.js';

/** The rule under test: one statement reader for each test, never one for the file (test-helpers/replacementTests.ts). */
const rule = { findSupersessions, statementReader };

describe('a second rule beside the first, or the first replaced, pair by pair, as the supersession rule names them', () => {
  it('the other end of a span, the case a rule leaves out, another weekday, a part of the whole, a possibility: no change; the same end moved, a ban lifted: a change; however typed: holds on core/', () =>
    expectHolds(propertyReplacementPairs(replacing(rule), SECOND_RULE_PAIRS), pairRuns));
  // Known misses, each a misread by the rule's own doc comments (secondRules.ts, SECOND_RULE_MISSES).
  knownMissTests(rule, SECOND_RULE_MISSES);
});
