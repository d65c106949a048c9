import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeOrphanedTempFiles, writeFileAtomic } from './atomicWrite.js';

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
