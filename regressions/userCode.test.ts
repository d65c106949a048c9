import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UserCodeRunner } from './userCode.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-usercode-'));
  await writeFile(join(dir, 'loops.mjs'), 'export default () => { for (;;); };\n');
  await writeFile(join(dir, 'never.mjs'), 'export default () => new Promise(() => {});\n');
  await writeFile(join(dir, 'counts.mjs'), 'let n = 0;\nexport default (output) => ({ pass: output.text.length > 2, message: `call ${++n}` });\n');
  await writeFile(join(dir, 'throws.mjs'), "export default () => { throw new Error('kaputt'); };\n");
  await writeFile(join(dir, 'value.mjs'), 'export default 42;\n');
  await writeFile(join(dir, 'naps.mjs'), 'export default () => new Promise((resolve) => setTimeout(() => resolve(true), 300));\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('UserCodeRunner', () => {
  test('a catastrophic regex, a synchronous loop and a promise that never settles each end at the time limit; the next call still runs', async () => {
    const runner = new UserCodeRunner();
    expect(await runner.test('^(a+)+$', 'u', `${'a'.repeat(40)}!`, 300)).toEqual({ kind: 'timeout' });
    expect(await runner.call(join(dir, 'loops.mjs'), { text: 'x' }, {}, 300)).toEqual({ kind: 'timeout' });
    expect(await runner.call(join(dir, 'never.mjs'), { text: 'x' }, {}, 300)).toEqual({ kind: 'timeout' });
    expect(await runner.test('^a+$', 'u', 'aaa', 300)).toEqual({ kind: 'done', value: true });
  }, 30_000);

  test('runs calls one at a time, each with its own limit: a queue does not eat into it', async () => {
    const runner = new UserCodeRunner();
    // Five calls of 300 ms queued at once under a 1 000 ms limit each: together they take longer than one limit.
    const naps = join(dir, 'naps.mjs');
    const results = await Promise.all(Array.from({ length: 5 }, () => runner.call(naps, { text: 'x' }, {}, 1_000)));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ kind: 'done', value: { pass: true, boolean: true } })));
  }, 60_000);

  test('modules: verdicts cross the thread, state stays in the worker, failures are messages', async () => {
    const runner = new UserCodeRunner();
    const counts = join(dir, 'counts.mjs');
    expect(await runner.load(counts, 2_000)).toEqual({ kind: 'done', value: 'function' });
    expect(await runner.call(counts, { text: 'abc' }, {}, 2_000)).toEqual({ kind: 'done', value: { pass: true, message: 'call 1' } });
    expect(await runner.call(counts, { text: 'a' }, {}, 2_000)).toEqual({ kind: 'done', value: { pass: false, message: 'call 2' } });
    expect(await runner.call(join(dir, 'throws.mjs'), {}, {}, 2_000)).toEqual({ kind: 'threw', message: 'kaputt' });
    expect(await runner.load(join(dir, 'value.mjs'), 2_000)).toEqual({ kind: 'done', value: 'number' });
  }, 30_000);
});
