import { randomBytes } from 'node:crypto';
import { open, readdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileError } from './fileError.js';
import { processIsAlive } from './processIsAlive.js';

/**
 * Temp files are named `<file>.<pid>.<random>.tmp`: the pid tells a later run
 * whether the writer is still alive, the random part keeps two writers of the
 * same process apart.
 */
const TEMP_NAME = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

function tempName(file: string): string {
  return `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

export interface AtomicWriteOptions {
  /** How an error names the file: the path as the user typed it. Default: the path. */
  shown?: string;
}

/**
 * Writes `data` so that a reader sees the old content or the new one, never
 * half of it: a temp file in the same folder (a rename is atomic only within
 * one filesystem), flushed to disk, then renamed over the target. The file
 * replaced keeps its permissions; through a symbolic link, the file it points
 * at is replaced, not the link. A failed write removes its temp file, leaves
 * the target as it was, and is one `FileError` naming the path; a killed one
 * leaves its temp file for `removeOrphanedTempFiles` to find.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const target = await realpath(file).catch(() => file);
  const temp = tempName(target);
  let created = false;
  try {
    const mode = await stat(target).then((s) => s.mode & 0o777, () => 0o666);
    const handle = await open(temp, 'wx', mode);
    created = true;
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
    created = false;
  } catch (error) {
    if (created) await rm(temp, { force: true }).catch(() => undefined);
    throw fileError(options.shown ?? file, 'cannot write', error);
  }
  await syncFolder(dirname(target));
}

/** Flushes the folder entry of the rename where the platform allows it (not on Windows); the data is on disk already. */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort.
  }
}

export interface OrphanedTempFiles {
  /** Temp files of writers that are gone, now deleted (paths relative to the folder). */
  removed: string[];
  /** Those that could not be deleted (read-only checkout …), with why. */
  kept: { file: string; reason: string }[];
}

export interface OrphanOptions {
  /**
   * Only the temp files of this file (a name in `dir`), and only in `dir`
   * itself: what a writer of one file cleans up before writing it, without
   * walking a whole working tree.
   */
  of?: string;
}

/**
 * Deletes the temp files that writers killed mid-write left in `dir` (and its
 * subfolders, unless `of` names one file): those whose pid is no longer
 * running. A live writer's temp file is left alone. Reports what it did, so a
 * run can say so.
 */
export async function removeOrphanedTempFiles(dir: string, options: OrphanOptions = {}): Promise<OrphanedTempFiles> {
  const out: OrphanedTempFiles = { removed: [], kept: [] };
  let entries;
  try {
    entries = await readdir(dir, { recursive: options.of === undefined, withFileTypes: true });
  } catch {
    return out;
  }
  const found = entries
    .filter((e) => e.isFile() && TEMP_NAME.test(e.name) && (options.of === undefined || TEMP_NAME.exec(e.name)![1] === options.of))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const path of found) {
    const pid = Number(TEMP_NAME.exec(basename(path))![2]);
    if (processIsAlive(pid)) continue;
    const shown = path.slice(dir.length + 1) || basename(path);
    try {
      await rm(path);
      out.removed.push(shown);
    } catch (error) {
      out.kept.push({ file: shown, reason: (error as Error).message });
    }
  }
  return out;
}
