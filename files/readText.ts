import { open } from 'node:fs/promises';
import { decodeText } from '../core/load/decodeText.js';
import { fileError, FileError } from './fileError.js';

/**
 * The largest text file read whole (profiles, requests, suites, baselines,
 * configs): 512 MiB. A longer file could not become one JavaScript string
 * anyway (V8 stops at about 2^29 characters); past it the error says so
 * instead of a RangeError from deep inside. Request logs are streamed and
 * not bound by this.
 */
export const MAX_TEXT_FILE_BYTES = 512 * 1024 * 1024;

/**
 * A text file's content, strictly decoded (`decodeText`: UTF-8 only, with
 * positions for what is not). `shown` is how errors name it: the path as the
 * user typed it. A folder, a missing file or a device that never ends is one
 * `FileError` line, not a stack trace.
 */
export async function readTextFile(path: string, shown: string = path): Promise<string> {
  let bytes: Buffer;
  try {
    const handle = await open(path, 'r');
    try {
      const info = await handle.stat();
      if (info.isDirectory()) throw new FileError(shown, 'cannot read: is a folder, not a file', 'EISDIR');
      if (info.isFile() && info.size > MAX_TEXT_FILE_BYTES) throw tooLarge(shown);
      // A regular file is read in one piece; a device or a pipe until its end or the limit.
      bytes = info.isFile() ? await handle.readFile() : await readAtMost(handle, MAX_TEXT_FILE_BYTES, shown);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw fileError(shown, 'cannot read', error);
  }
  return decodeText(bytes, shown);
}

function tooLarge(shown: string): FileError {
  return new FileError(shown, `cannot read: larger than ${MAX_TEXT_FILE_BYTES / (1024 * 1024)} MiB`, 'EFBIG');
}

/** Reads a file to its end, refusing it once it passes `max` bytes (`/dev/zero` never ends). */
async function readAtMost(handle: import('node:fs/promises').FileHandle, max: number, shown: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(1 << 20);
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    if (total > max) throw tooLarge(shown);
    parts.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
  }
  return Buffer.concat(parts, total);
}
