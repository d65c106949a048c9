import { readFile, writeFile } from 'node:fs/promises';
import { cpus, availableParallelism } from 'node:os';
import type { Measurement } from './measure.js';

/** Where a baseline was taken. Ratios travel between machines far better than times, but not perfectly. */
export interface Environment {
  node: string;
  cpu: string;
  cores: number;
  platform: string;
}

export interface BaselineTask {
  /** Median ratio to the reference task. What the gate compares. */
  ratio: number;
  /** Median time, ms: for people reading the file, not compared. */
  median: number;
}

export interface BaselineEntry {
  /** The workload's name, for people reading the file. */
  workload: string;
  /**
   * `workloadHash` of the workload measured: a run on any other workload
   * (another log, another sample, another profile) is refused, not compared.
   * Baselines written before it existed have none; their name is compared.
   */
  workloadHash?: string;
  tasks: Record<string, BaselineTask>;
}

export interface Baseline {
  version: 1;
  environment: Environment;
  /** One entry per gate configuration (`full`, `quick`). */
  configs: Record<string, BaselineEntry>;
}

export function currentEnvironment(): Environment {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown';
  return { node: process.version, cpu, cores: availableParallelism(), platform: `${process.platform} ${process.arch}` };
}

export function sameEnvironment(a: Environment, b: Environment): boolean {
  return a.node === b.node && a.cpu === b.cpu && a.cores === b.cores && a.platform === b.platform;
}

/** Rounded so a re-taken baseline diffs readably. */
function round(value: number): number {
  return Number(value.toPrecision(4));
}

export function baselineEntry(workload: string, workloadHash: string, measurement: Measurement): BaselineEntry {
  const tasks: Record<string, BaselineTask> = {};
  for (const task of measurement.tasks) tasks[task.name] = { ratio: round(task.ratio), median: round(task.median) };
  return { workload, workloadHash, tasks };
}

/** `undefined` when the file does not exist; a clear error when it is not a baseline. */
export async function readBaseline(file: string): Promise<Baseline | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseBaseline(text, file);
}

export function parseBaseline(text: string, file: string): Baseline {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BaselineError(`${file}: not JSON: ${(error as Error).message}`);
  }
  const bad = (what: string): never => {
    throw new BaselineError(`${file}: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return bad('must be an object');
  const b = value as Partial<Baseline>;
  if (b.version !== 1) bad(`version: expected 1, got ${JSON.stringify(b.version)}`);
  if (typeof b.environment !== 'object' || b.environment === null) bad('environment: missing');
  if (typeof b.configs !== 'object' || b.configs === null) bad('configs: missing');
  for (const [name, entry] of Object.entries(b.configs!)) {
    if (typeof entry?.tasks !== 'object' || entry.tasks === null) bad(`configs.${name}.tasks: missing`);
    if (typeof entry.workload !== 'string') bad(`configs.${name}.workload: must be the workload's name`);
    if (entry.workloadHash !== undefined && typeof entry.workloadHash !== 'string') bad(`configs.${name}.workloadHash: must be a string`);
    for (const [task, t] of Object.entries(entry.tasks)) {
      if (typeof t?.ratio !== 'number' || !(t.ratio > 0)) bad(`configs.${name}.tasks["${task}"].ratio: must be a number > 0`);
    }
  }
  return b as Baseline;
}

export async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  await writeFile(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

export class BaselineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BaselineError';
  }
}
