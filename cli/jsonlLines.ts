import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { decodeText } from '../core/load/decodeText.js';
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
 * Whole lines of a JSONL input as raw bytes: what a worker thread is handed
 * (the bytes move to it without a copy, and it decodes them itself).
 */
export interface JsonlBatch {
  file: string;
  /** The number of the batch's first line. */
  firstLine: number;
  /** One or more whole lines, each ending with `\n` except perhaps the input's last. */
  bytes: Uint8Array;
}

/** About how many bytes a batch holds: a few dozen requests of a real log. */
export const BATCH_BYTES = 1 << 20;

/**
 * No request is this long (a 2-million-token window is about 8 MB of text);
 * a longer line is a file that is not a JSONL log (a binary, /dev/zero), and
 * reading on would only fill memory.
 */
export const MAX_LINE_BYTES = 64 << 20;

const NEWLINE = 0x0a;

function countNewlines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

async function openInput(path: string, io: CliIo): Promise<NodeJS.ReadableStream> {
  if (path === '-') {
    if (io.stdin === undefined) throw new UserError('no standard input to read');
    return io.stdin;
  }
  const stream = createReadStream(resolveInputPath(path, io), { highWaterMark: BATCH_BYTES });
  // Surface a missing file as the user's error before the first batch is asked for.
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', (error: NodeJS.ErrnoException) => reject(new UserError(`${path}: cannot read (${error.code ?? error.message})`)));
  });
  return stream;
}

/**
 * A JSONL file (or standard input for `-`) in batches of whole lines of
 * about `batchBytes`. Memory stays bounded by one batch and the longest
 * line, not by the file: the stream is read as batches are consumed.
 */
export async function* readJsonlBatches(path: string, io: CliIo, batchBytes = BATCH_BYTES): AsyncGenerator<JsonlBatch> {
  const file = path === '-' ? STDIN_NAME : path;
  const input = await openInput(path, io);
  let parts: Uint8Array[] = [];
  let size = 0;
  let firstLine = 1;
  /** Bytes since the last line break: the line being read. */
  let lineBytes = 0;
  const cut = (bytes: Uint8Array): JsonlBatch => {
    const batch = { file, firstLine, bytes };
    firstLine += countNewlines(bytes);
    return batch;
  };
  try {
    for await (const raw of input) {
      const chunk: Uint8Array = typeof raw === 'string' ? Buffer.from(raw) : (raw as Uint8Array);
      const last = chunk.lastIndexOf(NEWLINE);
      lineBytes = last < 0 ? lineBytes + chunk.length : chunk.length - last - 1;
      if (lineBytes > MAX_LINE_BYTES) {
        const line = firstLine + parts.reduce((n, p) => n + countNewlines(p), 0) + countNewlines(chunk);
        throw new UserError(`${file}:${line}: a line longer than ${MAX_LINE_BYTES >> 20} MiB: not a JSONL log of requests`);
      }
      if (last < 0 || size + chunk.length < batchBytes) {
        parts.push(chunk);
        size += chunk.length;
        continue;
      }
      parts.push(chunk.subarray(0, last + 1));
      yield cut(Buffer.concat(parts));
      const rest = chunk.subarray(last + 1);
      parts = rest.length > 0 ? [rest] : [];
      size = rest.length;
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    // A read that fails after opening (a folder, a device): the user's input, not a bug.
    throw new UserError(`${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (size > 0) yield cut(Buffer.concat(parts));
}

/** True when the bytes are valid UTF-8 without NUL bytes: text `decodeText` takes as it is. */
export function isCleanText(bytes: Uint8Array): boolean {
  return isUtf8(bytes) && bytes.indexOf(0) < 0;
}

/**
 * A batch's bytes as text. Valid UTF-8 without NUL bytes (every line of a
 * sound log) is checked by `isUtf8` (simdutf: a hundredth of the time a
 * fatal `TextDecoder` takes) and decoded without checks; anything else goes
 * to `decodeText`, which finds the first bad byte and throws the error it
 * always threw, at its line and column. Both give the same text: a valid
 * byte string has one decoding.
 */
export function decodeBatch(batch: JsonlBatch): string {
  const { bytes, file, firstLine } = batch;
  if (!isCleanText(bytes)) return decodeText(bytes, file, { line: firstLine });
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  // decodeText drops a byte-order mark at the start of the file, and only there.
  return firstLine === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The non-blank lines of a batch. Blank lines carry no record and are
 * skipped (a trailing newline is common); a `\r` before the line break is
 * dropped; a byte-order mark on line 1 is dropped. The bytes must be UTF-8:
 * an invalid byte is refused at its line and column (never replaced by
 * U+FFFD), a UTF-16 log at 1:1 (`decodeText`).
 */
export function batchLines(batch: JsonlBatch): JsonlLine[] {
  const { file } = batch;
  const text = decodeBatch(batch);
  const lines: JsonlLine[] = [];
  let lineNo = batch.firstLine;
  for (let start = 0; start < text.length; lineNo++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let line = text.slice(start, end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end);
    if (lineNo === 1 && line.startsWith('\uFEFF')) line = line.slice(1);
    if (line.trim() !== '') lines.push({ text: line, lineNo, file });
    start = end + 1;
  }
  return lines;
}

/** The non-blank lines of a JSONL file (or standard input for `-`), one at a time (see `readJsonlBatches`). */
export async function* readJsonlLines(path: string, io: CliIo): AsyncGenerator<JsonlLine> {
  for await (const batch of readJsonlBatches(path, io)) yield* batchLines(batch);
}
