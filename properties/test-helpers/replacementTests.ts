import { it } from 'vitest';
import type { Statement, StatementReader } from '../../core/compact/supersession.js';
import { typingRuns } from '../changes.js';
import { propertyReplacementPairs, type ReplacementPair, type Replaces } from '../replacedStatements.js';
import { expectHolds, settings } from './expectProperty.js';

/** The supersession rule under test, as a test file imports it from `core/`. */
export interface SupersessionUnderTest {
  findSupersessions(earlier: readonly Statement[], later: readonly Statement[], reader: StatementReader): (number | undefined)[];
  statementReader(): StatementReader;
}

/**
 * An earlier and a later statement, alone: does the later one replace the earlier one? One reader for each call, so
 * one for a test: a statement said in many pairs, or typed the same way again, is read once. Never one for the file: a
 * mutation run ties a mutant to the tests that ran its code, and a reader kept from one test to the next would serve
 * the later tests without running it (properties/perTestState.test.ts).
 */
export function replacing(rule: SupersessionUnderTest): Replaces {
  const reader = rule.statementReader();
  return (earlier, later) => rule.findSupersessions([earlier], [later], reader)[0] === later.turn;
}

/**
 * Each case reads the whole table under every typing (about 0.2 s a typing): what varies from one case to the next is
 * only the runs of spaces, which a few cases cover. A quarter of the ten cases (or a tenth of the runs) each once read
 * under one typing, at least one case.
 */
export const pairRuns = { numRuns: typingRuns(Math.max(Math.min(settings.numRuns, 10), Math.floor(settings.numRuns / 10))) };

/** The table's known misses, each an expected failure of its own, named by its pair (a misread by the rule's doc comments). */
export function knownMissTests(rule: SupersessionUnderTest, misses: readonly ReplacementPair[]): void {
  for (const miss of misses) {
    const later = miss.changed?.[0] ?? miss.kept?.[0];
    const text = (s: typeof later): string => (typeof s === 'string' ? s : (s?.text ?? '')).replace(/[[\]]/gu, '');
    it.fails(`known miss: ${JSON.stringify(text(later))} ${miss.changed === undefined ? 'leaves' : 'replaces'} ${JSON.stringify(text(miss.earlier))}${miss.only === undefined ? '' : ` (typed ${miss.only.join(', ')})`}`, () =>
      expectHolds(propertyReplacementPairs(replacing(rule), [miss]), { numRuns: 1 }));
  }
}
