import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Profile } from '../../core/index.js';
import { UserError, type CliIo } from '../io.js';
import { BATCH_BYTES, readJsonlBatches, type JsonlBatch } from '../jsonlLines.js';
import { ReportAccumulator } from './aggregate.js';
import { BatchReporter, type LineCrash } from './reportBatch.js';
import { fromWire, type FromWorker, type ToWorker } from './workerMessages.js';

export interface ReportOptions {
  /** Threads that assemble requests. Default: every core (`os.availableParallelism()`); 1 runs in this thread. */
  jobs?: number;
  /**
   * Inputs smaller than this run in this thread whatever `jobs` says: a
   * worker costs a few hundred milliseconds to start (it loads the
   * tokenizer's rank tables), more than a few megabytes of log take to
   * report. Default 8 MiB.
   */
  parallelFromBytes?: number;
  /**
   * Told, once the log is read and in line order, of every line baglam
   * itself failed on (not a malformed line: a bug); those lines are skipped
   * and the rest reported. Without it the first such line stops the run.
   */
  onCrash?: (crash: LineCrash) => void;
}

/** The crashes of every thread, in line order (so the messages do not depend on how lines were shared out). */
function reportCrashes(crashes: LineCrash[], options: ReportOptions): void {
  if (crashes.length === 0) return;
  crashes.sort((a, b) => a.line - b.line);
  if (options.onCrash === undefined) {
    const first = crashes[0]!;
    throw new UserError(`${first.file}:${first.line}: assembling this request failed: ${first.message}`);
  }
  for (const crash of crashes) options.onCrash(crash);
}

const PARALLEL_FROM_BYTES = 8 << 20;
/** Batches a worker holds at once: one it works on, one waiting, so it never idles while the reader catches up. */
const IN_FLIGHT_PER_WORKER = 2;

/**
 * Reads a JSONL request log (a file, or standard input for `-`) and folds
 * every request, assembled under `profile`, into the report's exact state.
 * Nothing but the batches in flight and the histograms is held, whatever
 * the log's length.
 *
 * Large inputs are shared out in batches of whole lines between this thread
 * and `jobs - 1` worker threads; each keeps its own accumulator, merged here
 * at the end. Every number is an exact count, so the result is the same for any
 * number of threads. A malformed line stops the run with a `BaglamError` at
 * its `file:line:col`: the first such line of the log, whichever thread
 * read it.
 *
 * `name` is how the report names the log (the path the user typed).
 */
export async function reportLog(path: string, io: CliIo, name: string, profile: Profile, options: ReportOptions = {}): Promise<ReportAccumulator> {
  const jobs = Math.max(1, Math.floor(options.jobs ?? availableParallelism()));
  const threshold = options.parallelFromBytes ?? PARALLEL_FROM_BYTES;
  const batches = readJsonlBatches(path, io, BATCH_BYTES);
  // Read ahead until the input proves large enough to be worth the workers.
  const head: JsonlBatch[] = [];
  let headBytes = 0;
  let ended = false;
  while (jobs > 1 && headBytes < threshold) {
    const next = await batches.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.bytes.byteLength;
  }
  if (jobs === 1 || ended) {
    const reporter = new BatchReporter(profile, [name]);
    for (const batch of head) reporter.add(batch);
    for await (const batch of batches) reporter.add(batch);
    reportCrashes(reporter.crashes, options);
    return reporter.accumulator;
  }
  return reportInWorkers(prepend(head, batches), jobs, profile, name, options);
}

async function* prepend<T>(head: readonly T[], rest: AsyncIterable<T>): AsyncGenerator<T> {
  yield* head;
  yield* rest;
}

/**
 * The worker's module: compiled beside this file. Run from the sources (the
 * test suite), it is TypeScript, which Node 20 runs only through a
 * transpiling loader; the compiled package never takes that branch.
 */
function workerModule(): { url: URL; execArgv: string[] } {
  const self = import.meta.url;
  if (self.endsWith('.ts')) {
    return { url: new URL('./reportWorker.ts', self), execArgv: ['--import', new URL('../test-helpers/registerTypescript.mjs', self).href] };
  }
  return { url: new URL('./reportWorker.js', self), execArgv: [] };
}

/** A batch's bytes as a buffer of their own, so they can move to the worker without a copy. */
function transferable(batch: JsonlBatch): JsonlBatch {
  const { bytes } = batch;
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return batch;
  return { ...batch, bytes: bytes.slice() };
}

interface Failure {
  line: number;
  error: Error;
}

/**
 * `jobs` threads assemble: this one and `jobs - 1` workers. A worker is
 * handed batches until it holds `IN_FLIGHT_PER_WORKER`; a batch that finds
 * every worker full is assembled here, between reads. So this thread, which
 * has already loaded every module, only reads while the workers have work
 * in hand, and a second thread costs one worker's start (its modules, rank
 * tables and compiled code: about a second of CPU), not two.
 */
async function reportInWorkers(
  batches: AsyncIterable<JsonlBatch>, jobs: number, profile: Profile, name: string, options: ReportOptions,
): Promise<ReportAccumulator> {
  const crashes: LineCrash[] = [];
  const { url, execArgv } = workerModule();
  const workers = Array.from({ length: jobs - 1 }, () => new Worker(url, { workerData: { profile, logs: [] }, execArgv }));
  const local = new BatchReporter(profile, []);
  const inFlight = new Array<number>(workers.length).fill(0);
  const failures: Failure[] = [];
  let crash: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const states = new Array<ReportAccumulator | undefined>(workers.length).fill(undefined);
  workers.forEach((worker, i) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'state') {
        states[i] = ReportAccumulator.fromState(message.state);
        for (const crash of message.crashes) crashes.push(crash);
      }
      else {
        inFlight[i]!--;
        if (message.type === 'failed') failures.push({ line: message.line, error: fromWire(message.error) });
      }
      signal();
    });
    worker.on('error', (error) => {
      crash ??= error;
      signal();
    });
    worker.on('exit', (code) => {
      if (states[i] === undefined) crash ??= new Error(`a report worker stopped (exit code ${code}) before it was done`);
      signal();
    });
  });
  const until = async (ready: () => boolean): Promise<void> => {
    while (!ready()) {
      if (crash !== undefined) throw crash;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (crash !== undefined) throw crash;
  };
  try {
    let seq = 0;
    for await (const batch of batches) {
      // After a failure only earlier lines matter, and every batch holding them is already out.
      if (failures.length > 0) break;
      if (crash !== undefined) throw crash;
      // The least busy worker, the first on ties: any choice gives the same counts.
      let pick = 0;
      for (let i = 1; i < workers.length; i++) if (inFlight[i]! < inFlight[pick]!) pick = i;
      if (inFlight[pick]! >= IN_FLIGHT_PER_WORKER) {
        try {
          local.add(batch);
        } catch (error) {
          failures.push({ line: local.line, error: error instanceof Error ? error : new Error(String(error)) });
        }
        continue;
      }
      inFlight[pick]!++;
      const message: ToWorker = { type: 'batch', seq: seq++, batch: transferable(batch) };
      workers[pick]!.postMessage(message, [message.batch.bytes.buffer as ArrayBuffer]);
    }
    await until(() => inFlight.every((n) => n === 0));
    if (failures.length > 0) {
      const first = failures.reduce((a, b) => (b.line < a.line ? b : a));
      throw first.error;
    }
    for (const worker of workers) worker.postMessage({ type: 'finish' } satisfies ToWorker);
    await until(() => states.every((s) => s !== undefined));
    const merged = new ReportAccumulator(profile, [name]);
    merged.merge(local.accumulator);
    for (const state of states) merged.merge(state!);
    for (const crash of local.crashes) crashes.push(crash);
    reportCrashes(crashes, options);
    return merged;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
