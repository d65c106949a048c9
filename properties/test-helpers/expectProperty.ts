import { expect, TestRunner } from 'vitest';
import { assertProperty, checkProperty, runSettings, vitestTarget, type AnyProperty, type RunSettings } from '../runner.js';
import { plural } from '../../cli/plural.js';

/** The settings `npm test` runs with: pinned, or from BAGLAM_SEED / BAGLAM_RUNS / BAGLAM_PATH. */
export const settings: RunSettings = runSettings(process.env);

/**
 * The vitest command that runs exactly the current test: its file as vitest
 * names it (relative to the project root) and its describe blocks' and own
 * names, read from the running test rather than from the ` > `-joined name
 * the reporter prints (a name may itself contain ` > `).
 */
export function currentTarget(): string {
  const test = TestRunner.getCurrentTest();
  if (test === undefined) throw new Error('currentTarget: no test is running');
  const names: string[] = [];
  for (let task: { name: string; suite?: typeof task } | undefined = test; task !== undefined; task = task.suite) {
    if (task.name !== '') names.unshift(task.name);
  }
  return vitestTarget(test.file.name, names);
}

/**
 * The mutation run (`npm run mutate`) only asks whether a mutant breaks a
 * property, never for a small counterexample: shrinking one costs more than
 * finding it, so `BAGLAM_NO_SHRINK=1` reports the first failure as found.
 */
const shrink = process.env.BAGLAM_NO_SHRINK !== '1';

/** Asserts the property holds; a failure prints the counterexample and the command that replays it. */
export function expectHolds(property: AnyProperty, runs: Partial<RunSettings> = {}): void {
  if (shrink) {
    assertProperty(property, { ...settings, ...runs }, currentTarget());
    return;
  }
  const outcome = checkProperty(property, { ...settings, ...runs }, { shrink: false });
  if (outcome.status === 'failed') throw new Error(`Property failed after ${plural(outcome.numRuns, 'run')}: ${outcome.reason}`);
}

/**
 * Asserts fast-check breaks the property on a mutant: the proof that the
 * property can fail. Never replays a path (a path belongs to one property).
 */
export function expectCaught(property: AnyProperty, runs: Partial<RunSettings> = {}): void {
  const outcome = checkProperty(property, { ...settings, path: undefined, ...runs }, { shrink: false });
  expect(outcome.status, 'the mutant survived: the property cannot tell it from the real implementation').toBe('failed');
}
