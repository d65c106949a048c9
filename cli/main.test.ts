import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { main } from './main.js';

function capture(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk);
      done();
    },
  });
  return { stream, text: () => out };
}

async function run(...argv: string[]) {
  const stdout = capture();
  const stderr = capture();
  const code = await main(argv, { stdout: stdout.stream, stderr: stderr.stream, cwd: process.cwd(), env: {} });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
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
