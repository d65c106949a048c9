import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { runCli } from '../test-helpers/runCli.js';

// A stand-in for a bug in baglam: assembling the request whose question is "boom" throws.
// The report imports `assemble` from its own module (a worker thread loads no more than it runs).
vi.mock('../../core/assemble.js', async (importOriginal) => {
  const core = await importOriginal<typeof import('../../core/assemble.js')>();
  return {
    ...core,
    assemble: ((request, profile, options) => {
      if (request.question === 'boom') throw new RangeError('Maximum call stack size exceeded');
      return core.assemble(request, profile, options);
    }) satisfies typeof core.assemble,
  };
});

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-report-crash-'));
  await writeFile(join(dir, 'p.yaml'), 'window: 4096\noutput: {answer: 512}\n');
  const line = (question: string): string => JSON.stringify({ request: { question } });
  await writeFile(join(dir, 'log.jsonl'), `${[line('bir'), line('boom'), line('üç'), line('boom')].join('\n')}\n`);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a line baglam fails on is named and skipped: the other lines are reported, and the exit is 2', async () => {
  const run = await runCli(['report', 'log.jsonl', '--profile', 'p.yaml', '--jobs', '1'], { cwd: dir });
  expect(run.code).toBe(2);
  expect(run.stdout).toMatch(/requests 2: 2 assembled/);
  expect(run.stderr.trim().split('\n')).toEqual([
    'log.jsonl:2: skipped: baglam failed on this request (RangeError: Maximum call stack size exceeded); a bug in baglam, please report it',
    'log.jsonl:4: skipped: baglam failed on this request (RangeError: Maximum call stack size exceeded); a bug in baglam, please report it',
  ]);
});
