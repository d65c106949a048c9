import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The API reference (`docs/api/`, generated from TSDoc by `npm run docs`)
 * is committed so that it can be read on the forge; a reference that no
 * longer matches the exports is a reference that lies. This generates it
 * again into a temp folder and compares every file with the committed one.
 * typedoc treats a warning as an error (typedoc.json), so an export whose
 * type is not itself exported fails here too. It takes about 20 s of one
 * core, so it runs in `npm run test:slow` (CI runs it after `npm test`).
 */
const ROOT = resolve(import.meta.dirname, '..');
const COMMITTED = join(ROOT, 'docs', 'api');

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
}

test('docs/api is what `npm run docs` generates from the current exports', () => {
  const out = mkdtempSync(join(tmpdir(), 'baglam-api-'));
  try {
    const typedoc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(typedoc.status, `${typedoc.stdout}${typedoc.stderr}`).toBe(0);
    const generated = new Map(files(out).map((f) => [relative(out, f), readFileSync(f, 'utf8')]));
    const committed = new Map(files(COMMITTED).map((f) => [relative(COMMITTED, f), readFileSync(f, 'utf8')]));
    const missing = [...generated.keys()].filter((f) => !committed.has(f));
    const extra = [...committed.keys()].filter((f) => !generated.has(f));
    const changed = [...generated.keys()].filter((f) => committed.has(f) && committed.get(f) !== generated.get(f));
    // Named by file, so the failure says what to look at; `npm run docs` makes them equal.
    expect({ missing, extra, changed }).toEqual({ missing: [], extra: [], changed: [] });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
