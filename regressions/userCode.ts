import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Code a suite's author wrote — regex assertions and assertion modules —
 * runs in a worker thread, one call at a time, each under a time limit.
 * Past the limit the worker is terminated (a synchronous loop or a
 * catastrophic regex stops there) and the call is a clear failure; the next
 * call gets a fresh worker.
 *
 * Why a worker and not a refusal of "dangerous" patterns: whether a pattern
 * backtracks catastrophically depends on the engine and the input, and every
 * static check (star height, overlapping alternatives) misses cases
 * (`(a|ab)*c`, back-references); a time limit holds for any pattern and any
 * module, including a promise that never settles. The cost is a message
 * round trip per check, a fraction of a millisecond.
 *
 * The worker holds the process open only while a call is in flight: it
 * never keeps a finished run alive.
 */

/** How long one regex match or module call may take unless a model check says (`timeLimitMs`). */
export const DEFAULT_TIME_LIMIT_MS = 5_000;

/** What a module's default export returned, reduced to what can cross a thread. */
export type ModuleVerdict = { pass: boolean; message?: string; boolean?: true } | { invalid: string };

export type UserCodeResult<T> = { kind: 'done'; value: T } | { kind: 'threw'; message: string } | { kind: 'timeout' };

// Plain JavaScript, evaluated as the worker's script: the sources may run untranspiled.
const WORKER = `
const { parentPort } = require('node:worker_threads');
const modules = new Map();
async function load(url) {
  if (!modules.has(url)) modules.set(url, (await import(url)).default);
  return modules.get(url);
}
function verdict(value) {
  if (typeof value === 'boolean') return { pass: value, boolean: true };
  if (typeof value === 'object' && value !== null && 'pass' in value) {
    return typeof value.message === 'string' ? { pass: value.pass === true, message: value.message } : { pass: value.pass === true };
  }
  return { invalid: value === null ? 'null' : typeof value };
}
parentPort.on('message', async (m) => {
  parentPort.postMessage({ started: m.id });
  try {
    let value;
    if (m.kind === 'regex') value = new RegExp(m.source, m.flags).test(m.text);
    else if (m.kind === 'load') value = typeof (await load(m.url));
    else {
      const fn = await load(m.url);
      if (typeof fn !== 'function') throw new Error('the module has no default function');
      value = verdict(await fn(m.output, m.context));
    }
    parentPort.postMessage({ id: m.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: m.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Request = { kind: 'regex'; source: string; flags: string; text: string } | { kind: 'load'; url: string } | { kind: 'call'; url: string; output: unknown; context: unknown };

export class UserCodeRunner {
  #worker: Worker | undefined;
  #next = 0;
  /** One call at a time: a limit counts the call's own time, never a queue's. */
  #queue: Promise<unknown> = Promise.resolve();

  #ensureWorker(): Worker {
    if (this.#worker === undefined) {
      this.#worker = new Worker(WORKER, { eval: true });
      this.#worker.unref();
    }
    return this.#worker;
  }

  #run<T>(request: Request, limitMs: number): Promise<UserCodeResult<T>> {
    const result = this.#queue.then(() => this.#dispatch<T>(request, limitMs));
    this.#queue = result.catch(() => undefined);
    return result;
  }

  #dispatch<T>(request: Request, limitMs: number): Promise<UserCodeResult<T>> {
    const worker = this.#ensureWorker();
    const id = ++this.#next;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = (result: UserCodeResult<T>): void => {
        clearTimeout(timer);
        worker.unref();
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (m: { started?: number; id?: number; ok?: boolean; value?: T; message?: string }): void => {
        if (m.started === id) {
          // The clock starts when the worker takes the call.
          timer = setTimeout(() => {
            this.#worker = undefined;
            void worker.terminate();
            done({ kind: 'timeout' });
          }, limitMs);
          return;
        }
        if (m.id !== id) return;
        done(m.ok === true ? { kind: 'done', value: m.value as T } : { kind: 'threw', message: m.message ?? 'failed' });
      };
      const onError = (error: Error): void => {
        this.#worker = undefined;
        done({ kind: 'threw', message: error.message });
      };
      const onExit = (): void => {
        this.#worker = undefined;
        done({ kind: 'threw', message: 'the worker running it stopped' });
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  /** `new RegExp(source, flags).test(text)`, within `limitMs`. */
  test(source: string, flags: string, text: string, limitMs: number): Promise<UserCodeResult<boolean>> {
    return this.#run({ kind: 'regex', source, flags, text }, limitMs);
  }

  /** Imports a module (once) and says what its default export is (`function` …). */
  load(file: string, limitMs: number): Promise<UserCodeResult<string>> {
    return this.#run({ kind: 'load', url: pathToFileURL(file).href }, limitMs);
  }

  /** Calls a module's default export with `output` and `context` (both cloned into the worker). */
  call(file: string, output: unknown, context: unknown, limitMs: number): Promise<UserCodeResult<ModuleVerdict>> {
    return this.#run({ kind: 'call', url: pathToFileURL(file).href, output, context }, limitMs);
  }
}
