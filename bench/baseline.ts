import { cpus, availableParallelism } from 'node:os';
import { maskedJsonError } from '../core/load/jsonSource.js';
import { basename, dirname } from 'node:path';
import { removeOrphanedTempFiles, writeFileAtomic, type OrphanedTempFiles } from '../files/atomicWrite.js';
import { FileError } from '../files/fileError.js';
import { withFileLock } from '../files/fileLock.js';
import { readTextFile } from '../files/readText.js';
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

/**
 * The range a ratio to the reference must fall in to be believed. A task is
 * timed beside one tokenizer pass over the same text: the fastest gated task
 * (`clampHistory`) sits near 1e-5 of it, the slowest near 1. A ratio of 1e-9
 * would be femtoseconds a call; 1e6, a task a million passes long. Outside
 * the range the file was edited or corrupted, and a gate judged against it
 * passes anything (`1e400` reads as Infinity: every task "×0.00").
 */
export const RATIO_RANGE = { min: 1e-9, max: 1e6 } as const;

/** `undefined` when the file does not exist; a `BaselineError` naming the file (and the field) when it cannot be read or is not a baseline. */
export async function readBaseline(file: string, shown: string = file): Promise<Baseline | undefined> {
  let text: string;
  try {
    text = await readTextFile(file, shown);
  } catch (error) {
    if (error instanceof FileError && error.code === 'ENOENT') return undefined;
    throw new BaselineError(error instanceof Error ? error.message : String(error));
  }
  return parseBaseline(text, shown);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseBaseline(text: string, file: string): Baseline {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8 quotes the text around the error; a baseline passed by mistake may be a secrets file.
    throw new BaselineError(`${file}: not JSON: ${maskedJsonError((error as Error).message)}`);
  }
  const bad = (what: string): never => {
    throw new BaselineError(`${file}: ${what}`);
  };
  if (!isObject(value)) return bad('must be an object');
  const b = value as Partial<Baseline>;
  if (b.version !== 1) bad(`version: expected 1, got ${typeof b.version === 'number' ? b.version : typeof b.version}`);
  if (!isObject(b.environment)) bad('environment: missing');
  if (!isObject(b.configs)) bad('configs: missing');
  for (const [name, entry] of Object.entries(b.configs!)) {
    if (!isObject(entry) || !isObject(entry.tasks)) bad(`configs.${name}.tasks: missing`);
    const e = entry as Partial<BaselineEntry>;
    if (typeof e.workload !== 'string') bad(`configs.${name}.workload: must be the workload's name`);
    if (e.workloadHash !== undefined && typeof e.workloadHash !== 'string') bad(`configs.${name}.workloadHash: must be a string`);
    for (const [task, t] of Object.entries((entry as BaselineEntry).tasks)) {
      const field = `configs.${name}.tasks[${JSON.stringify(task)}]`;
      if (!isObject(t)) bad(`${field}: must be an object with ratio and median`);
      const { ratio, median } = t as Partial<BaselineTask>;
      if (typeof ratio !== 'number' || !Number.isFinite(ratio) || ratio < RATIO_RANGE.min || ratio > RATIO_RANGE.max) {
        bad(
          `${field}.ratio: must be a number from ${RATIO_RANGE.min} to ${RATIO_RANGE.max} (a task's time over the reference's), got ${String(ratio)}` +
            (ratio === Number.POSITIVE_INFINITY ? ' (the number written is too large for a double)' : ''),
        );
      }
      if (typeof median !== 'number' || !Number.isFinite(median) || median < 0) bad(`${field}.median: must be a number of milliseconds ≥ 0, got ${String(median)}`);
    }
  }
  return b as Baseline;
}

/** The file's text for a baseline: sorted as built, two-space JSON, a final newline. */
function baselineText(baseline: Baseline): string {
  return `${JSON.stringify(baseline, null, 2)}\n`;
}

/** Writes a whole baseline atomically (temp file and rename): a run killed mid-write leaves the old file. */
export async function writeBaseline(file: string, baseline: Baseline, shown: string = file): Promise<void> {
  await writeFileAtomic(file, baselineText(baseline), { shown });
}

/**
 * Sets one configuration's entry in the baseline file, keeping every other
 * entry: under a lock, the file is read again (what a concurrent update wrote
 * in the meantime is kept), the entry replaced, and the whole written
 * atomically. An existing file that cannot be read or is not a baseline is
 * an error, never an empty start: the other entries would be lost. Temp
 * files that killed updates left beside it are removed first, and returned
 * so the caller can say so.
 */
export async function updateBaseline(
  file: string, name: string, entry: BaselineEntry, environment: Environment, shown: string = file,
): Promise<OrphanedTempFiles> {
  return withFileLock(file, async () => {
    const orphans = await removeOrphanedTempFiles(dirname(file), { of: basename(file) });
    const current = await readBaseline(file, shown);
    const next: Baseline = { version: 1, environment, configs: { ...(current?.configs ?? {}), [name]: entry } };
    await writeBaseline(file, next, shown);
    return orphans;
  });
}

export class BaselineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BaselineError';
  }
}
