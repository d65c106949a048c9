import { readFileSync } from 'node:fs';
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

test('--version and -v print the version of package.json, and exit 0', async () => {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  for (const flag of ['--version', '-v']) {
    const result = await run(flag);
    expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  }
  expect((await run('--help')).stdout).toContain('baglam --version');
});
