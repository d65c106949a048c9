import { fork, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeOrphanedTempFiles, writeFileAtomic } from './atomicWrite.js';
import { FileError } from './fileError.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process that leaves a temp file in the atomic writer's naming, then is killed before it can rename it. */
async function killedWriter(target: string): Promise<string> {
  const child = spawn(process.execPath, ['-e', `
    const fs = require('fs');
    const temp = process.argv[1] + '.' + process.pid + '.0badcafe.tmp';
    fs.writeFileSync(temp, 'half of an answ');
    console.log(temp);
    setInterval(() => {}, 1000);
  `, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const temp = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
  return temp;
}

describe('writeFileAtomic', () => {
  it('replaces the content whole and leaves no temp file behind', async () => {
    const file = join(dir, 'a.json');
    await writeFile(file, 'old');
    await writeFileAtomic(file, 'new content');
    expect(await readFile(file, 'utf8')).toBe('new content');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  it('on a failed write keeps the old file and removes its temp file', async () => {
    const file = join(dir, 'a.json');
    await writeFile(file, 'old');
    // A folder where the file should be: the rename fails after the temp file was written.
    await mkdir(join(dir, 'b.json'));
    await expect(writeFileAtomic(join(dir, 'b.json'), 'x')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'b.json']);
    expect(await readFile(file, 'utf8')).toBe('old');
  });

  it('of many concurrent writers of one file, one whole content wins', async () => {
    const file = join(dir, 'a.json');
    const texts = Array.from({ length: 20 }, (_, i) => `${String(i).repeat(5000)}`);
    await Promise.all(texts.map((t) => writeFileAtomic(file, t)));
    expect(texts).toContain(await readFile(file, 'utf8'));
    expect(await readdir(dir)).toEqual(['a.json']);
  });
});

describe('removeOrphanedTempFiles', () => {
  it('deletes the temp files of killed writers, keeps those of live ones, and says which', async () => {
    await mkdir(join(dir, 'sub'));
    const target = join(dir, 'sub', 'a.json');
    await writeFile(target, 'whole');
    const orphan = await killedWriter(target);
    const live = `${target}.${process.pid}.0000beef.tmp`;
    await writeFile(live, 'being written');
    const result = await removeOrphanedTempFiles(dir);
    expect(result.removed).toEqual([join('sub', orphan.slice(join(dir, 'sub').length + 1))]);
    expect(result.kept).toEqual([]);
    expect((await readdir(join(dir, 'sub'))).sort()).toEqual(['a.json', live.slice(join(dir, 'sub').length + 1)].sort());
    expect(await readFile(target, 'utf8')).toBe('whole');
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await removeOrphanedTempFiles(join(dir, 'nope'))).toEqual({ removed: [], kept: [] });
  });
});

/** A process that writes 64 MiB with `writeFileAtomic`: slow enough to be killed in the middle. */
const WRITER = `
const { writeFileAtomic } = await import(process.argv[2]);
await writeFileAtomic(process.argv[3], 'y'.repeat(64 << 20));
`;

describe('writeFileAtomic, further', () => {
  it('keeps the permissions of the file it replaces, and writes through a symbolic link to its target', async () => {
    const file = join(dir, 'out.json');
    await writeFile(file, 'old');
    await chmod(file, 0o640);
    await writeFileAtomic(file, 'new');
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    await symlink(file, join(dir, 'link.json'));
    await writeFileAtomic(join(dir, 'link.json'), 'through the link');
    expect(await readFile(file, 'utf8')).toBe('through the link');
  });

  it('a failed write is one FileError naming the path as the user typed it', async () => {
    const error = await writeFileAtomic(join(dir, 'missing', 'out.json'), 'x', { shown: 'missing/out.json' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileError);
    expect((error as FileError).message).toBe('missing/out.json: cannot write: no such file or folder (ENOENT)');
    expect((error as FileError).code).toBe('ENOENT');
  });

  it('a writer killed mid-write leaves the old file intact, and only its temp file, which is then found', async () => {
    const target = join(dir, 'baseline.json');
    const old = JSON.stringify({ configs: { full: 1 } });
    await writeFile(target, old);
    const script = join(dir, 'writer.mjs');
    await writeFile(script, WRITER);
    const loader = new URL('../cli/test-helpers/registerTypescript.mjs', import.meta.url).href;
    const child = fork(script, [new URL('./atomicWrite.ts', import.meta.url).href, target], { execArgv: ['--import', loader], stdio: 'ignore' });
    // Watch the folder: the target is never seen half-written, and the kill lands once the temp file exists.
    let temp: string | undefined;
    while (temp === undefined) {
      temp = (await readdir(dir)).find((name) => name.endsWith('.tmp'));
      expect(await readFile(target, 'utf8')).toBe(old);
      if (temp === undefined) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(await readFile(target, 'utf8')).toBe(old);
    expect(await removeOrphanedTempFiles(dir, { of: 'baseline.json' })).toEqual({ removed: [temp], kept: [] });
    expect((await readdir(dir)).sort()).toEqual(['baseline.json', 'writer.mjs']);
  }, 60_000);

  it('with `of`, removes only the temp files of that file, beside it', async () => {
    await mkdir(join(dir, 'sub'));
    await writeFile(join(dir, 'a.json.999999999.0badcafe.tmp'), 'x');
    await writeFile(join(dir, 'b.json.999999999.0badcafe.tmp'), 'x');
    await writeFile(join(dir, 'sub', 'a.json.999999999.0badcafe.tmp'), 'x');
    expect(await removeOrphanedTempFiles(dir, { of: 'a.json' })).toEqual({ removed: ['a.json.999999999.0badcafe.tmp'], kept: [] });
    expect((await readdir(dir)).sort()).toEqual(['b.json.999999999.0badcafe.tmp', 'sub']);
  });
});

