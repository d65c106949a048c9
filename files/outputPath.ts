import { stat } from 'node:fs/promises';
import { access, constants } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { FileError, fsReason } from './fileError.js';

/** A path a command reads, and how the user named it. */
export interface InputPath {
  path: string;
  shown: string;
}

/**
 * Checks an output path before any work is done: it must not be a file the
 * command reads (`report --html` onto its own log destroyed the log), and
 * its folder must exist and be writable (else an hour-long gate would fail
 * at its very end). Inputs are compared as files (device and inode), so
 * `sub/../log.jsonl` is `log.jsonl`.
 */
export async function checkOutputPath(path: string, shown: string, inputs: readonly InputPath[]): Promise<void> {
  const full = resolve(path);
  const out = await stat(full).catch(() => undefined);
  if (out !== undefined) {
    if (out.isDirectory()) throw new FileError(shown, 'cannot write: is a folder, not a file', 'EISDIR');
    for (const input of inputs) {
      const info = await stat(resolve(input.path)).catch(() => undefined);
      if (info !== undefined && info.dev === out.dev && info.ino === out.ino) {
        throw new FileError(shown, `is ${input.shown}, which this command reads: writing there would destroy it; choose another file`);
      }
    }
  }
  const folder = dirname(full);
  const info = await stat(folder).catch((error: unknown) => error as NodeJS.ErrnoException);
  if (info instanceof Error) {
    const reason = info.code === 'ENOENT' ? `the folder ${dirname(shown)} does not exist` : fsReason(info);
    throw new FileError(shown, `cannot write: ${reason}`, info.code);
  }
  if (!info.isDirectory()) throw new FileError(shown, `cannot write: ${dirname(shown)} is a file, not a folder`, 'ENOTDIR');
  try {
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new FileError(shown, `cannot write: ${fsReason(error)}`, (error as NodeJS.ErrnoException).code);
  }
}
