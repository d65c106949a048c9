import fc from 'fast-check';
import { DEFAULT_RUNS, DEFAULT_SEED } from './runDefaults.js';
import { shellWord } from './shellWord.js';
import { plural } from '../cli/plural.js';

/**
 * How the property suite is run, in one place: a pinned seed and run count
 * so `npm test` is reproducible, overridable from the environment for deep
 * nightly runs, and a failure that always says how to replay it.
 */

export { DEFAULT_RUNS, DEFAULT_SEED };

export interface RunSettings {
  seed: number;
  numRuns: number;
  /** fast-check's replay path: with it, only the failing case (and its shrinks) is run. */
  path: string | undefined;
}

/** Reads `BAGLAM_SEED`, `BAGLAM_RUNS`, `BAGLAM_PATH`; anything unparsable is a loud error, not a silent default. */
export function runSettings(env: Readonly<Record<string, string | undefined>>): RunSettings {
  const seedText = env.BAGLAM_SEED;
  const runsText = env.BAGLAM_RUNS;
  const seed = seedText === undefined || seedText === '' ? DEFAULT_SEED : Number(seedText);
  if (!Number.isSafeInteger(seed)) throw new Error(`BAGLAM_SEED must be an integer, got "${seedText}"`);
  const numRuns = runsText === undefined || runsText === '' ? DEFAULT_RUNS : Number(runsText);
  if (!Number.isSafeInteger(numRuns) || numRuns < 1) throw new Error(`BAGLAM_RUNS must be a whole number ≥ 1, got "${runsText}"`);
  const path = env.BAGLAM_PATH === undefined || env.BAGLAM_PATH === '' ? undefined : env.BAGLAM_PATH;
  return { seed, numRuns, path };
}

export type PropertyOutcome =
  | { status: 'held'; numRuns: number; seed: number }
  | {
      status: 'failed';
      seed: number;
      /** Replays the (shrunk) counterexample with `BAGLAM_PATH`. */
      path: string;
      /** The shrunk counterexample, printed with `fc.stringify`. */
      counterexample: string;
      /** The same with long strings shortened, for a person to read. */
      summary: string;
      /** What the property said about it. */
      reason: string;
      numRuns: number;
    };

/** Anything a property can be: the same property runs under vitest and under `baglam check`. */
export type AnyProperty = fc.IRawProperty<unknown>;

export interface CheckOptions {
  /**
   * Default true: shrink a failure to a small counterexample. Off when only
   * "does it fail at all?" matters (a mutant test), where shrinking a big
   * request can take longer than finding it.
   */
  shrink?: boolean;
  /**
   * Stop shrinking after this many milliseconds and report the smallest
   * counterexample reached (its path still replays it exactly). The search
   * for a failure is never cut short: it runs first, without shrinking, and
   * only a found failure is replayed and shrunk under the limit. For
   * `baglam check`, where one case of a 128k profile is a megabyte of text.
   */
  shrinkTimeLimitMs?: number;
}

/** Runs a property with the settings and says what happened; never throws for a failing property. */
export function checkProperty(property: AnyProperty, settings: RunSettings, options: CheckOptions = {}): PropertyOutcome {
  const timed = options.shrinkTimeLimitMs !== undefined && options.shrink !== false;
  let details = fc.check(property, {
    seed: settings.seed,
    numRuns: settings.numRuns,
    ...(settings.path === undefined ? {} : { path: settings.path }),
    endOnFailure: options.shrink === false || timed,
  }) as fc.RunDetails<unknown>;
  if (timed && details.failed && details.counterexamplePath !== null) {
    const shrunk = fc.check(property, {
      seed: details.seed,
      numRuns: settings.numRuns,
      path: details.counterexamplePath,
      interruptAfterTimeLimit: options.shrinkTimeLimitMs,
    }) as fc.RunDetails<unknown>;
    if (shrunk.failed && shrunk.counterexamplePath !== null) details = { ...shrunk, numRuns: details.numRuns, interrupted: false };
  }
  if (!details.failed) return { status: 'held', numRuns: details.numRuns, seed: details.seed };
  return {
    status: 'failed',
    seed: details.seed,
    path: details.counterexamplePath ?? '',
    counterexample: details.counterexample === null ? '(none)' : fc.stringify(details.counterexample),
    summary: details.counterexample === null ? '(none)' : summarize(details.counterexample),
    reason: describeError(details.errorInstance, details.interrupted),
    numRuns: details.numRuns,
  };
}

/** JSON with every string over 60 characters cut to its start and its length: a 12 000-character turn reads as one line. */
export function summarize(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}… (${v.length} chars)` : v,
    ) ?? String(value);
  } catch {
    return fc.stringify(value);
  }
}

function describeError(error: unknown, interrupted: boolean): string {
  if (interrupted) return 'the run was interrupted';
  if (error instanceof Error) return error.message;
  return error === null || error === undefined ? 'the property returned false' : String(error);
}

/** The shell line that replays a failure; `target` is what comes after the env vars. */
export function replayLine(outcome: { seed: number; path: string }, target: string): string {
  return `BAGLAM_SEED=${outcome.seed} BAGLAM_PATH=${outcome.path} ${target}`;
}

/** `text` as a regular expression that matches exactly it. */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/**
 * The `-t` pattern that selects exactly one test: vitest 4 matches `-t`, a
 * regular expression, against the names of the test's describe blocks and
 * its own name joined by single spaces (not the ` > ` its reporter prints),
 * so the names are escaped and the whole is anchored at both ends.
 */
export function testNamePattern(names: readonly string[]): string {
  return `^${names.map(escapeRegExp).join(' ')}$`;
}

/**
 * The vitest command that replays one test of one file: `names` are its
 * describe blocks, outermost first, then the test's own name. Without names,
 * the whole file.
 */
export function vitestTarget(file: string, names?: readonly string[]): string {
  const only = names === undefined || names.length === 0 ? '' : ` -t ${shellWord(testNamePattern(names))}`;
  return `npx vitest run ${shellWord(file)}${only}`;
}

/**
 * Asserts a property under vitest: throws an error whose message carries the
 * counterexample, the seed, the path and the exact command that replays it.
 */
export function assertProperty(property: AnyProperty, settings: RunSettings, target: string): void {
  const outcome = checkProperty(property, settings);
  if (outcome.status === 'held') return;
  throw new Error(
    [
      `Property failed after ${plural(outcome.numRuns, 'run')}: ${outcome.reason}`,
      `Counterexample: ${outcome.counterexample}`,
      `Seed ${outcome.seed}, path ${outcome.path}. Replay with:`,
      `  ${replayLine(outcome, target)}`,
    ].join('\n'),
  );
}
