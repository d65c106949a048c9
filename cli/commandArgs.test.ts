import { parseArgs } from 'node:util';
import { expect, test } from 'vitest';
import { parseCommandArgs, requestAndProfile } from './commandArgs.js';
import { UserError } from './io.js';

const HELP = 'Run `baglam x --help` for usage.';

test('parse errors become usage errors (exit 2) that point at the help', () => {
  const parse = () => parseCommandArgs(HELP, () => parseArgs({ args: ['--nope'], options: {}, strict: true }));
  expect(parse).toThrow(UserError);
  expect(parse).toThrow(/--nope[\s\S]*Run `baglam x --help` for usage\.$/);
  expect(parseCommandArgs(HELP, () => 7)).toBe(7);
});

test('assemble and compact need exactly one REQUEST and a --profile', () => {
  expect(requestAndProfile(['r.yaml'], 'p.yaml', HELP)).toEqual({ requestPath: 'r.yaml', profilePath: 'p.yaml' });
  expect(() => requestAndProfile([], 'p.yaml', HELP)).toThrow(/expected one REQUEST file, got none/);
  expect(() => requestAndProfile(['a', 'b'], 'p.yaml', HELP)).toThrow(/got a b/);
  expect(() => requestAndProfile(['r.yaml'], undefined, HELP)).toThrow(/--profile is required/);
});
