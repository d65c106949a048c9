import { link, open, readFile, rename, rm } from 'node:fs/promises';
import { processIsAlive } from './processIsAlive.js';

export interface FileLockOptions {
  /** Give up after this long. Default 30 000 ms. */
  timeoutMs?: number;
  /** Between tries. Default 25 ms. */
  pollMs?: number;
}

/** The lock could not be taken in time: another live process holds it. */
export class FileLockError extends Error {
  readonly lockFile: string;
  constructor(lockFile: string, message: string) {
    super(message);
    this.name = 'FileLockError';
    this.lockFile = lockFile;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the lock file if nobody has it; true when it is ours. */
async function tryTake(lockFile: string): Promise<boolean> {
  try {
    const handle = await open(lockFile, 'wx');
    try {
      await handle.writeFile(`${process.pid}\n`);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid written in a lock file; null while its writer has not written it yet. */
async function holder(lockFile: string): Promise<number | null> {
  const text = await readFile(lockFile, 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number(text.trim());
  return text.trim() === '' || !Number.isSafeInteger(pid) ? null : pid;
}

/**
 * Removes a lock whose owner is gone. Two runs may find the same stale lock
 * at once, and the slower one must not delete the lock the faster one has
 * just taken: so the lock is first renamed aside (only one rename of a given
 * file succeeds), and if what was renamed turns out to belong to a live
 * process after all, it is linked back (a link fails if a newer lock exists).
 */
async function clearStale(lockFile: string): Promise<void> {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const pid = await holder(aside);
  if (pid !== null && processIsAlive(pid)) await link(aside, lockFile).catch(() => undefined);
  await rm(aside, { force: true });
}

/**
 * Runs `fn` while holding `<file>.lock`, so read-modify-write cycles of
 * several processes on one file happen one after another instead of one
 * silently undoing another. The lock is a file created exclusively (`wx`)
 * holding the owner's pid; a lock whose owner is no longer running (a killed
 * run) is taken over. Within one process, callers serialise their own writes
 * first: the lock only orders processes.
 */
export async function withFileLock<T>(file: string, fn: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const lockFile = `${file}.lock`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 25;
  const start = performance.now();
  let unreadable = 0;
  for (;;) {
    if (await tryTake(lockFile)) break;
    const pid = await holder(lockFile);
    // An empty lock file for more than a few polls is a writer killed between create and write.
    if ((pid !== null && !processIsAlive(pid)) || (pid === null && ++unreadable > 40)) {
      await clearStale(lockFile);
      unreadable = 0;
      continue;
    }
    if (performance.now() - start > timeoutMs) {
      throw new FileLockError(lockFile, `${lockFile} is held by process ${pid ?? '?'} for more than ${timeoutMs} ms; if no baglam run is using it, delete it`);
    }
    await sleep(pollMs);
  }
  try {
    return await fn();
  } finally {
    await rm(lockFile, { force: true });
  }
}
