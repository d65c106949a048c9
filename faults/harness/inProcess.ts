import { Readable } from 'node:stream';
import { capture } from '../../cli/test-helpers/runCli.js';
import { main } from '../../cli/main.js';
import type { Observation } from '../faultCase.js';
import { runProcess, type ProcessOptions } from './cliProcess.js';

export interface CliOptions {
  cwd: string;
  env?: Record<string, string>;
  stdin?: string;
  /** Past this the command counts as hung (it keeps running in the background). Default 30 s. */
  deadlineMs?: number;
}

/**
 * Runs `baglam ARGV…` in this process, as `bin.ts` would. What escapes `main`
 * is what `bin.ts` would have printed as a stack trace. Only for faults that
 * cannot stop the event loop: those run in a process (`inProcessOf`).
 */
export async function cli(argv: readonly string[], options: CliOptions): Promise<Observation> {
  const stdout = capture();
  const stderr = capture();
  const env = options.env ?? {};
  const run = main(argv, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    ...(options.stdin === undefined ? {} : { stdin: Readable.from([options.stdin]) }),
    cwd: options.cwd,
    env,
  }).then(
    (exit) => ({ exit, thrown: undefined as unknown }),
    (thrown: unknown) => ({ exit: null, thrown }),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), options.deadlineMs ?? 30_000);
  });
  const result = await Promise.race([run, deadline]);
  clearTimeout(timer);
  const debug = env.BAGLAM_DEBUG === '1';
  if (result === 'hung') return { exit: null, stdout: stdout.text(), stderr: stderr.text(), hung: true, debug };
  return {
    exit: result.exit,
    stdout: stdout.text(),
    stderr: stderr.text(),
    hung: false,
    debug,
    ...(result.thrown === undefined ? {} : { thrown: result.thrown }),
  };
}

/** Runs `baglam ARGV…` as a real process (see `runProcess`). */
export async function processCli(argv: readonly string[], options: ProcessOptions): Promise<Observation> {
  const run = await runProcess(argv, options);
  return {
    exit: run.exit,
    signal: run.signal,
    stdout: run.stdout,
    stderr: run.stderr,
    hung: run.hung,
    debug: options.env?.BAGLAM_DEBUG === '1',
  };
}

/** Calls a library function; a throw is recorded, not raised. */
export async function call(fn: () => unknown): Promise<Observation> {
  try {
    const value = await fn();
    return { exit: 0, stdout: '', stderr: '', hung: false, value };
  } catch (thrown) {
    return { exit: null, stdout: '', stderr: '', hung: false, thrown };
  }
}
