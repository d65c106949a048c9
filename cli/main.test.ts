import { expect, test } from 'vitest';
import { runCli, type CliRun } from './test-helpers/runCli.js';

async function run(...argv: string[]): Promise<CliRun> {
  return runCli(argv, { cwd: process.cwd() });
}

test('no command prints the overview and exits 2', async () => {
  const result = await run();
  expect(result.code).toBe(2);
  expect(result.stdout).toContain('Usage: baglam <command>');
});

test('an unknown command exits 2 and names it', async () => {
  const result = await run('frobnicate');
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('unknown command "frobnicate"');
});

test('--help lists every command', async () => {
  const result = await run('--help');
  expect(result.code).toBe(0);
  for (const name of ['gate', 'assemble', 'compact', 'regress', 'report', 'check', 'bench']) {
    expect(result.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  }
});
