import { describe, it } from 'vitest';
import { findSupersessions, statementReader } from '../core/compact/supersession.js';
import { propertyReplacementPairs, type Replaces } from './replacedStatements.js';
import { SECOND_RULE_MISSES, SECOND_RULE_PAIRS } from './secondRules.js';
import { expectHolds, settings } from './test-helpers/expectProperty.js';

/**
 * An earlier and a later statement, alone: does the later one replace the earlier one? One reader for a test, never one
 * for the file: a mutation run switches the code under test between tests, and a reader kept from one test to the next
 * would hand it the statements as another version of the code read them.
 */
function replacing(): Replaces {
  const reader = statementReader();
  return (earlier, later) => findSupersessions([earlier], [later], reader)[0] === later.turn;
}

/** Each case reads the whole table: what varies from one to the next is only the typing and the runs of spaces. */
const runs = { numRuns: Math.max(Math.min(settings.numRuns, 10), Math.floor(settings.numRuns / 10)) };

describe('a second rule beside the first, or the first replaced, pair by pair, as the supersession rule names them', () => {
  it('the other end of a span, the case a rule leaves out, another weekday, a part of the whole, a possibility: no change; the same end moved, a ban lifted: a change; however typed: holds on core/', () =>
    expectHolds(propertyReplacementPairs(replacing(), SECOND_RULE_PAIRS), runs));
  // Known misses, each a misread by the rule's own doc comments (secondRules.ts, SECOND_RULE_MISSES).
  for (const miss of SECOND_RULE_MISSES) {
    const later = miss.changed?.[0] ?? miss.kept?.[0];
    const text = (s: typeof later): string => (typeof s === 'string' ? s : (s?.text ?? '')).replace(/[[\]]/gu, '');
    it.fails(`known miss: ${JSON.stringify(text(later))} ${miss.changed === undefined ? 'leaves' : 'replaces'} ${JSON.stringify(text(miss.earlier))}`, () =>
      expectHolds(propertyReplacementPairs(replacing(), [miss]), { numRuns: 1 }));
  }
});
