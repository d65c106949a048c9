import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import checkTempLeftovers from './vitest.globalSetup.js';

const NAMES = ['TMPDIR', 'TMP', 'TEMP', 'BAGLAM_TEST_RUN_DIR'] as const;
const savedEnv = new Map(NAMES.map((name) => [name, process.env[name]]));
const savedExitCode = process.exitCode;
// This file runs inside the run that the setup under test made: start each test outside it.
beforeEach(() => {
  delete process.env.BAGLAM_TEST_RUN_DIR;
});
afterEach(() => {
  for (const [name, value] of savedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  process.exitCode = savedExitCode;
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

test('a second project of the same run shares the folder: one folder, checked once', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  process.exitCode = 0;
  const first = checkTempLeftovers();
  const root = tmpdir();
  const second = checkTempLeftovers();
  expect(tmpdir()).toBe(root);
  mkdirSync(join(root, 'baglam-forgotten-xyz'));
  second();
  expect(existsSync(root)).toBe(true);
  first();
  expect(process.exitCode).toBe(1);
  expect(errors.mock.calls.join('\n')).toMatch(/left 1 entry[\s\S]*baglam-forgotten-xyz \(empty\)/);
  expect(existsSync(root)).toBe(false);
});
