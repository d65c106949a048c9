import { isAbsolute, join } from 'node:path';
import { decodeText } from '../core/load/decodeText.js';
import { readTextFile } from '../files/readText.js';
import { UserError, type CliIo } from './io.js';

/** The name errors use for standard input. */
export const STDIN_NAME = '<stdin>';

/** `path` as the command should open it: relative paths are relative to the command's working directory. */
export function resolveInputPath(path: string, io: CliIo): string {
  return isAbsolute(path) ? path : join(io.cwd, path);
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts);
}

/**
 * The whole text of a file, or of standard input when `path` is `-`, with
 * the name errors should show (the path as the user typed it). The bytes
 * must be UTF-8 (`decodeText`: invalid bytes, UTF-16 and NUL bytes are
 * refused with their position); a leading byte-order mark is removed.
 */
export async function readInput(path: string, io: CliIo): Promise<{ text: string; file: string }> {
  if (path === '-') {
    if (io.stdin === undefined) throw new UserError('no standard input to read');
    return { text: decodeText(await readStream(io.stdin), STDIN_NAME), file: STDIN_NAME };
  }
  return { text: await readTextFile(resolveInputPath(path, io), path), file: path };
}
