import { fork, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileLockError, withFileLock } from './fileLock.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('withFileLock', () => {
  it('lets read-modify-write cycles on one file run one at a time, so no increment is lost', async () => {
    const file = join(dir, 'counter');
    await writeFile(file, '0');
    const inside: number[] = [];
    let overlap = 0;
    const bump = (): Promise<void> => withFileLock(file, async () => {
      inside.push(1);
      if (inside.length > 1) overlap++;
      const n = Number(await readFile(file, 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 2));
      await writeFile(file, String(n + 1));
      inside.pop();
    }, { pollMs: 1 });
    await Promise.all(Array.from({ length: 25 }, bump));
    expect(overlap).toBe(0);
    expect(await readFile(file, 'utf8')).toBe('25');
    expect(await readdir(dir)).toEqual(['counter']);
  });

  it('takes over the lock of a process that is gone', async () => {
    const file = join(dir, 'c.json');
    await writeFile(`${file}.lock`, `${await deadPid()}\n`);
    expect(await withFileLock(file, async () => 'ran', { timeoutMs: 2000 })).toBe('ran');
    expect(await readdir(dir)).toEqual([]);
  });

  it('gives up with a clear error while a live process holds it, and leaves its lock alone', async () => {
    const file = join(dir, 'c.json');
    await writeFile(`${file}.lock`, `${process.pid}\n`);
    const error = await withFileLock(file, async () => 'ran', { timeoutMs: 60, pollMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileLockError);
    expect((error as Error).message).toContain(`held by process ${process.pid}`);
    expect(await readFile(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('releases the lock when the work throws', async () => {
    const file = join(dir, 'c.json');
    await expect(withFileLock(file, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await readdir(dir)).toEqual([]);
  });
});

/**
 * A process that adds its name to a JSON file by read-modify-write, slowly
 * (300 ms between reading and writing), under the lock or, for the mutant,
 * without it. All start together, when the test says go: on a loaded
 * machine their start-up alone can take longer than an update.
 */
const UPDATER = `
const [lockModule, writeModule, file, name, locked] = process.argv.slice(2);
const { withFileLock } = await import(lockModule);
const { writeFileAtomic } = await import(writeModule);
const { readFile } = await import('node:fs/promises');
const update = async () => {
  const entries = JSON.parse(await readFile(file, 'utf8'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  entries[name] = true;
  await writeFileAtomic(file, JSON.stringify(entries));
};
const go = new Promise((resolve) => process.once('message', resolve));
process.send('ready');
await go;
if (locked === 'yes') await withFileLock(file, update);
else await update();
process.disconnect();
`;

async function updateFromProcesses(locked: boolean): Promise<string[]> {
  const file = join(dir, 'entries.json');
  await writeFile(file, '{}');
  const script = join(dir, 'updater.mjs');
  await writeFile(script, UPDATER);
  const loader = new URL('../cli/test-helpers/registerTypescript.mjs', import.meta.url).href;
  const modules = [new URL('./fileLock.ts', import.meta.url).href, new URL('./atomicWrite.ts', import.meta.url).href];
  const children = ['a', 'b', 'c', 'd'].map((name) => fork(script, [...modules, file, name, locked ? 'yes' : 'no'], { execArgv: ['--import', loader], stdio: 'inherit' }));
  const exited = children.map((child, i) => new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`updater ${'abcd'[i]} exited ${code}`))));
  }));
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
  for (const child of children) child.send('go');
  await Promise.all(exited);
  return Object.keys(JSON.parse(await readFile(file, 'utf8')) as object).sort();
}

describe('withFileLock across processes', () => {
  it('serialises read-modify-write updates of separate processes: every update is kept', async () => {
    expect(await updateFromProcesses(true)).toEqual(['a', 'b', 'c', 'd']);
    expect((await readdir(dir)).sort()).toEqual(['entries.json', 'updater.mjs']);
  }, 120_000);

  it('without it the same updates lose entries (the test can tell)', async () => {
    expect((await updateFromProcesses(false)).length).toBeLessThan(4);
  }, 120_000);
});

