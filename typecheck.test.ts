import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The strict type check of the whole repository (`npm run typecheck`), as a
 * test: it runs beside the other test files on a free core instead of alone
 * before them, and a type error fails `npm test` like any failing test.
 */
const ROOT = resolve(import.meta.dirname);

test('the repository type-checks (tsc --noEmit, strict)', () => {
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
  expect(tsc.status).toBe(0);
});
