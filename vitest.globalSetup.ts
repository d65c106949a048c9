import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set to the run's folder while it is in use. */
const RUN_DIR = 'BAGLAM_TEST_RUN_DIR';

/**
 * Gives the whole test run a temp directory of its own and fails the run
 * when a test leaves anything in it.
 *
 * Every test (and every process a test starts: workers, `npx baglam`, npm)
 * inherits `TMPDIR`, and `os.tmpdir()` reads it on every call, so whatever a
 * test puts in "the temp directory" lands here. A private folder rather than
 * a before/after listing of the system's: other runs on the same machine
 * create and remove `baglam-*` folders at the same time, and would be blamed
 * on this one. The folder is removed in any case; what was left is named,
 * so the test that made it can be found by its prefix.
 */
export default function checkTempLeftovers(): () => void {
  // Every test project (vitest.config.ts has three) runs this global setup in
  // the same process; the first makes the folder, the others share it.
  if (process.env[RUN_DIR] !== undefined && process.env[RUN_DIR] === process.env.TMPDIR) return () => {};
  const root = mkdtempSync(join(tmpdir(), 'baglam-test-run-'));
  for (const name of ['TMPDIR', 'TMP', 'TEMP', RUN_DIR]) process.env[name] = root;
  return () => {
    const left = readdirSync(root).sort();
    const lines = left.map((name) => `  ${name}${contents(join(root, name))}`);
    rmSync(root, { recursive: true, force: true });
    delete process.env[RUN_DIR];
    if (left.length === 0) return;
    // vitest only logs an error thrown here, so the exit code is set by hand.
    process.exitCode = 1;
    console.error(
      `\nnpm test left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp directory; ` +
        `the test that creates each must remove it (e.g. rm(dir, { recursive: true, force: true }) in afterEach or a finally):\n${lines.join('\n')}\n`,
    );
  };
}

/** What a left folder holds (a few names), to help find the test that wrote it. */
function contents(path: string): string {
  try {
    if (!statSync(path).isDirectory()) return '';
    const names = readdirSync(path).sort();
    if (names.length === 0) return ' (empty)';
    return ` (${names.slice(0, 5).join(', ')}${names.length > 5 ? `, … ${names.length} in all` : ''})`;
  } catch {
    return '';
  }
}
