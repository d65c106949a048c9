import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A printed replay line must replay: run as printed, it runs exactly the
 * failing test and fails with the same counterexample. These tests run
 * vitest itself as a child process, on `replayFixture.property.test.ts`
 * with a selection mutant switched on by `BAGLAM_REPLAY_MUTANT`.
 */

const FIXTURE = 'properties/replayFixture.property.test.ts';

interface ChildRun {
  code: number;
  output: string;
}

/** Runs a shell line from the project root; resolves with its exit code and everything it printed. */
function sh(line: string, env: Record<string, string>): Promise<ChildRun> {
  // The parent's own vitest variables would make the child think it is a worker.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !key.startsWith('BAGLAM_')));
  return new Promise((resolve, reject) => {
    execFile('sh', ['-c', line], { cwd: process.cwd(), env: { ...inherited, NO_COLOR: '1', CI: '1', ...env }, timeout: 100_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      if (code === -1) reject(error);
      else resolve({ code, output: `${stdout}\n${stderr}` });
    });
  });
}

/** vitest's summary line: how many tests failed, passed and were skipped. */
function tally(output: string): { failed: number; passed: number; skipped: number } {
  const line = /^\s*Tests\s+(.*)$/m.exec(output)?.[1] ?? '';
  const count = (word: string): number => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { failed: count('failed'), passed: count('passed'), skipped: count('skipped') };
}

const counterexampleOf = (output: string): string | undefined => /^Counterexample: (.*)$/m.exec(output)?.[1];

describe('replay lines replay', () => {
  it('the line a failing property prints runs exactly that test, which fails with the same counterexample', async () => {
    const armed = { BAGLAM_REPLAY_MUTANT: 'breaks-instead-of-skipping' };
    const first = await sh(`npx vitest run ${FIXTURE}`, armed);
    expect(first.code, first.output).toBe(1);
    expect(tally(first.output)).toEqual({ failed: 1, passed: 1, skipped: 0 });
    const counterexample = counterexampleOf(first.output);
    expect(counterexample).toMatch(/^\[\{"candidates":/);
    const replay = /^\s*(BAGLAM_SEED=\S+ BAGLAM_PATH=\S+ npx vitest run .*)$/m.exec(first.output)?.[1];
    expect(replay, first.output).toBeDefined();

    const again = await sh(replay!, armed);
    expect(again.code, again.output).toBe(1);
    // Exactly the failing test: not 0 (a line that matches nothing), not its sibling.
    expect(tally(again.output), again.output).toEqual({ failed: 1, passed: 0, skipped: 1 });
    expect(counterexampleOf(again.output)).toBe(counterexample);
  });

  it('a -t that matches no test fails the run instead of passing it', async () => {
    const run = await sh(`npx vitest run ${FIXTURE} -t '^no such test$'`, {});
    expect(run.code, run.output).toBe(1);
    expect(tally(run.output)).toEqual({ failed: 0, passed: 0, skipped: 2 });
    expect(run.output).toMatch(/No test matched -t \/\^no such test\$\/: nothing ran, which is not a pass/);
  });
});
