import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The strict type check of the whole repository (`npm run typecheck`), as a
 * test of `npm run test:slow`, which CI runs after `npm test`: a type error
 * fails CI like any failing test. It is about 20 s of one core, which
 * `npm test` (within five minutes on two cores) has no room for.
 */
const ROOT = resolve(import.meta.dirname);

test('the repository type-checks (tsc --noEmit, strict)', () => {
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
  expect(tsc.status).toBe(0);
});
