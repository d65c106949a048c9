import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
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

/**
 * Writes `data` so that a reader sees the old content or the new one, never
 * half of it: a temp file in the same folder (a rename is atomic only within
 * one filesystem), flushed to disk, then renamed over the target. A failed
 * write removes its temp file; a killed one leaves it for
 * `removeOrphanedTempFiles` to find.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const temp = tempName(file);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

export interface OrphanedTempFiles {
  /** Temp files of writers that are gone, now deleted (paths relative to the folder). */
  removed: string[];
  /** Those that could not be deleted (read-only checkout …), with why. */
  kept: { file: string; reason: string }[];
}

/**
 * Deletes the temp files that writers killed mid-write left in `dir` (and its
 * subfolders): those whose pid is no longer running. A live writer's temp file
 * is left alone. Reports what it did, so a run can say so.
 */
export async function removeOrphanedTempFiles(dir: string): Promise<OrphanedTempFiles> {
  const out: OrphanedTempFiles = { removed: [], kept: [] };
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return out;
  }
  const found = entries
    .filter((e) => e.isFile() && TEMP_NAME.test(e.name))
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
