import { relative, resolve } from 'node:path';
import { BaglamError, parseRequestJsonl } from '../core/index.js';
import { FULL_GATE, QUICK_GATE, logSample, logWorkload, type GateConfig, type SampledRequest, type Workload } from '../bench/index.js';
import { UserError, type CliIo } from './io.js';
import { readJsonlLines } from './jsonlLines.js';
import { loadProfile, sourcedUserError } from './loadFiles.js';
import { resolveInputPath } from './readInput.js';
import { shellWord } from '../properties/shellWord.js';

/** A team's own requests as the bench's workload: a request log and the profile they are packed under. */
export interface WorkloadFiles {
  log: string;
  profile: string;
}

/**
 * Loads a sample of a request log (`logSample`: evenly spread, bounded) as
 * the bench's workload. The log is read twice, line by line, so a large one
 * is never held in memory: once to count, once to parse the sampled lines.
 * Each line is a request or a request-log entry; errors name `file:line:col`.
 */
export async function loadLogWorkload(files: WorkloadFiles, io: CliIo): Promise<Workload> {
  if (files.log === '-') throw new UserError('the bench workload must be a file (it is read twice), not standard input');
  const profile = await loadProfile(files.profile, io);
  const shown = relative(io.cwd, resolveInputPath(files.log, io)) || files.log;
  let count = 0;
  let chars = 0;
  for await (const line of readJsonlLines(files.log, io)) {
    count++;
    chars += line.text.length;
  }
  if (count === 0) throw new UserError(`${shown}: no requests in the log; the bench workload needs at least one`);
  const chosen = new Set(logSample(count, chars));
  const sample: SampledRequest[] = [];
  let index = 0;
  try {
    for await (const { text, lineNo } of readJsonlLines(files.log, io)) {
      if (chosen.has(index++)) sample.push({ request: parseRequestJsonl(text, shown, lineNo), lineNo });
    }
    return logWorkload(shown, count, sample, profile);
  } catch (error) {
    if (error instanceof BaglamError && error.source === undefined) throw new UserError(error.message);
    throw sourcedUserError(error);
  }
}

/** The gate configuration for a mode, measuring the team's workload when there is one. */
export function benchGate(mode: 'quick' | 'full', workload: Workload | undefined): GateConfig {
  const base = mode === 'quick' ? QUICK_GATE : FULL_GATE;
  return workload === undefined ? base : { ...base, workload: () => workload };
}

/**
 * The command that (re)takes a baseline, as it must be typed in `cwd`:
 * every path relative to it, so the line works when pasted.
 */
export function benchUpdateLine(cwd: string, mode: 'quick' | 'full', baseline: string, workload: WorkloadFiles | undefined): string {
  const rel = (path: string): string => relative(cwd, resolve(cwd, path)) || '.';
  const words = ['npx', 'baglam', 'bench', ...(mode === 'quick' ? ['--quick'] : []), '--update', '--baseline', rel(baseline)];
  if (workload !== undefined) words.push('--workload', rel(workload.log), '--profile', rel(workload.profile));
  return words.map(shellWord).join(' ');
}
