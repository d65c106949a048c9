import { readFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { UserError, type CliIo } from './io.js';

/** The name errors use for standard input. */
export const STDIN_NAME = '<stdin>';

/** `path` as the command should open it: relative paths are relative to the command's working directory. */
export function resolveInputPath(path: string, io: CliIo): string {
  return isAbsolute(path) ? path : join(io.cwd, path);
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The whole text of a file, or of standard input when `path` is `-`, with
 * the name errors should show (the path as the user typed it). A leading
 * byte-order mark is removed: editors on Windows add one, and it is not text.
 */
export async function readInput(path: string, io: CliIo): Promise<{ text: string; file: string }> {
  let text: string;
  if (path === '-') {
    if (io.stdin === undefined) throw new UserError('no standard input to read');
    text = await readStream(io.stdin);
  } else {
    try {
      text = await readFile(resolveInputPath(path, io), 'utf8');
    } catch (error) {
      throw new UserError(`${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, file: path === '-' ? STDIN_NAME : path };
}
