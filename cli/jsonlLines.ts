import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { UserError, type CliIo } from './io.js';
import { STDIN_NAME, resolveInputPath } from './readInput.js';

export interface JsonlLine {
  /** The line without its line break. */
  text: string;
  /** 1-based, counting blank lines too, so it matches what an editor shows. */
  lineNo: number;
  /** The name errors should show. */
  file: string;
}

/**
 * The non-blank lines of a JSONL file (or standard input for `-`), one at a
 * time. Memory stays bounded by one read chunk and the longest line, not by
 * the file: the stream is read as lines are consumed, so a million-line log
 * is never held at once. Blank lines carry no record and are skipped (a
 * trailing newline is common); a byte-order mark on line 1 is dropped.
 */
export async function* readJsonlLines(path: string, io: CliIo): AsyncGenerator<JsonlLine> {
  const file = path === '-' ? STDIN_NAME : path;
  let input: NodeJS.ReadableStream;
  if (path === '-') {
    if (io.stdin === undefined) throw new UserError('no standard input to read');
    input = io.stdin;
  } else {
    const stream = createReadStream(resolveInputPath(path, io), { encoding: 'utf8' });
    // Surface a missing file as the user's error before the first line is asked for.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) => reject(new UserError(`${path}: cannot read (${error.code ?? error.message})`)));
    });
    input = stream;
  }
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  try {
    for await (const raw of lines) {
      lineNo += 1;
      const text = lineNo === 1 && raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
      if (text.trim() === '') continue;
      yield { text, lineNo, file };
    }
  } finally {
    lines.close();
  }
}
