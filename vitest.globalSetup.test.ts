import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import checkTempLeftovers from './vitest.globalSetup.js';

const saved = { TMPDIR: process.env.TMPDIR, TMP: process.env.TMP, TEMP: process.env.TEMP, exitCode: process.exitCode };
afterEach(() => {
  for (const name of ['TMPDIR', 'TMP', 'TEMP'] as const) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  process.exitCode = saved.exitCode;
  vi.restoreAllMocks();
});

test('a folder left in the temp directory fails the run and is named, with what it holds; the private folder is removed', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const teardown = checkTempLeftovers();
  const root = tmpdir();
  expect(root).toMatch(/baglam-test-run-/);
  mkdirSync(join(root, 'baglam-forgotten-abc'));
  writeFileSync(join(root, 'baglam-forgotten-abc', 'profile.yaml'), '');
  teardown();
  expect(process.exitCode).toBe(1);
  expect(errors.mock.calls.join('\n')).toMatch(/left 1 entry in the temp directory[\s\S]*baglam-forgotten-abc \(profile\.yaml\)/);
  expect(existsSync(root)).toBe(false);
});

test('a run that removes what it made passes', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  process.exitCode = 0;
  const teardown = checkTempLeftovers();
  const root = tmpdir();
  teardown();
  expect(process.exitCode).toBe(0);
  expect(errors).not.toHaveBeenCalled();
  expect(existsSync(root)).toBe(false);
});
