import { expect } from 'vitest';
import { assertProperty, checkProperty, runSettings, vitestTarget, type AnyProperty, type RunSettings } from '../runner.js';

/** The settings `npm test` runs with: pinned, or from BAGLAM_SEED / BAGLAM_RUNS / BAGLAM_PATH. */
export const settings: RunSettings = runSettings(process.env);

function currentTarget(): string {
  const state = expect.getState();
  const file = (state.testPath ?? '').replace(/\\/g, '/');
  const at = file.lastIndexOf('/properties/');
  return vitestTarget(at >= 0 ? file.slice(at + 1) : file, state.currentTestName);
}

/** Asserts the property holds; a failure prints the counterexample and the command that replays it. */
export function expectHolds(property: AnyProperty, runs: Partial<RunSettings> = {}): void {
  assertProperty(property, { ...settings, ...runs }, currentTarget());
}

/**
 * Asserts fast-check breaks the property on a mutant: the proof that the
 * property can fail. Never replays a path (a path belongs to one property).
 */
export function expectCaught(property: AnyProperty, runs: Partial<RunSettings> = {}): void {
  const outcome = checkProperty(property, { ...settings, path: undefined, ...runs }, { shrink: false });
  expect(outcome.status, 'the mutant survived: the property cannot tell it from the real implementation').toBe('failed');
}
