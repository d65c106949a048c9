import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileError } from '../files/fileError.js';
import { UserError, type CliIo } from './io.js';
import { MAX_LINE_BYTES, batchLines, readJsonlBatches, readJsonlLines } from './jsonlLines.js';
import { loadProfile, loadRequest, loadRequestsJsonl } from './loadFiles.js';

let dir = '';
const io = (stdin?: string): CliIo => ({
  stdout: process.stdout,
  stderr: process.stderr,
  ...(stdin === undefined ? {} : { stdin: Readable.from([stdin]) }),
  cwd: dir,
  env: {},
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function message(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    // The user's own mistake: a UserError, or a FileError naming the path (both one line, exit 2).
    expect(error instanceof UserError || error instanceof FileError).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected a UserError or a FileError');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-load-'));
  await writeFile(join(dir, 'log.jsonl'), '\uFEFF{"question":"a"}\r\n\n   \n{"question":"b"}\n{"question":"c","extra":true}\n{"question":"d"}\n');
  await writeFile(join(dir, 'p.yaml'), '\uFEFFwindow: 8192\noutput: {answer: 1024}\n');
  await writeFile(join(dir, 'bad.yaml'), 'window: 8192\noutput: {answer: 1024}\nshares: {evidence: 2}\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readJsonlLines', () => {
  it('yields non-blank lines with their real line numbers, without BOM or CR', async () => {
    const lines = await collect(readJsonlLines('log.jsonl', io()));
    expect(lines.map((l) => [l.lineNo, l.text])).toEqual([
      [1, '{"question":"a"}'],
      [4, '{"question":"b"}'],
      [5, '{"question":"c","extra":true}'],
      [6, '{"question":"d"}'],
    ]);
  });

  it('reads standard input for -', async () => {
    const lines = await collect(readJsonlLines('-', io('{"question":"a"}\n{"question":"b"}')));
    expect(lines.map((l) => [l.file, l.lineNo])).toEqual([['<stdin>', 1], ['<stdin>', 2]]);
  });

  it('reports a missing file as the user\'s error', async () => {
    expect(await message(collect(readJsonlLines('nope.jsonl', io())))).toMatch(/^nope\.jsonl: cannot read/);
  });

  it('reports a folder as the user\'s error, not a crash', async () => {
    expect(await message(collect(readJsonlLines('.', io())))).toMatch(/^\.: cannot read \(EISDIR\)/);
  });

  it('cuts batches at line breaks only, numbering lines across batches as one file', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => (i % 7 === 3 ? '' : `{"n":${i},"pad":"${'ğ'.repeat(i * 3)}"}`));
    const text = `${lines.join('\r\n')}\n`;
    const bytes = Buffer.from(text);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) => bytes.subarray(i * 5, i * 5 + 5));
    for (const batchBytes of [1, 17, 100, 1 << 20]) {
      const batches = await collect(readJsonlBatches('-', { ...io(), stdin: Readable.from(pieces) }, batchBytes));
      if (batchBytes === 1) expect(batches.length).toBeGreaterThan(30);
      // Every batch but the last ends a line, and a multi-byte letter is never split.
      for (const b of batches.slice(0, -1)) expect(b.bytes[b.bytes.length - 1]).toBe(0x0a);
      const got = batches.flatMap(batchLines).map((l) => [l.lineNo, l.text]);
      expect(got).toEqual(lines.flatMap((l, i) => (l === '' ? [] : [[i + 1, l]])));
    }
  });

  it('refuses a line longer than any request instead of filling memory (a binary, /dev/zero)', async () => {
    const zeros = Readable.from((function* () {
      for (let i = 0; i <= MAX_LINE_BYTES >> 20; i++) yield Buffer.alloc(1 << 20);
    })());
    const failure = message(collect(readJsonlBatches('-', { ...io(), stdin: zeros })));
    expect(await failure).toMatch(/^<stdin>:1: a line longer than 64 MiB/);
  });
});

describe('loadRequestsJsonl', () => {
  it('stops at the first bad line with file:line:col and the field', async () => {
    const seen: number[] = [];
    const failure = message(
      (async () => {
        for await (const { lineNo } of loadRequestsJsonl('log.jsonl', io())) seen.push(lineNo);
      })(),
    );
    expect(await failure).toMatch(/^log\.jsonl:5:17: extra: /);
    expect(seen).toEqual([1, 4]);
  });
});

describe('loadProfile and loadRequest', () => {
  it('load files relative to the working directory, BOM or not', async () => {
    expect((await loadProfile('p.yaml', io())).window).toBe(8192);
    expect((await loadRequest('-', io('question: Merhaba?\n'))).question).toBe('Merhaba?');
  });

  it('turn loader errors into file:line:col: field: detail', async () => {
    expect(await message(loadProfile('bad.yaml', io()))).toMatch(/^bad\.yaml:3:20: shares\.evidence: /);
    expect(await message(loadRequest('-', io('question: [\n')))).toMatch(/^<stdin>:\d+:\d+: /);
  });
});
