import { join } from 'node:path';
import { expect, test } from 'vitest';
import { tempDir } from '../../regressions/test-helpers/tempDir.js';
import { findGateConfig, parseGateConfig } from './config.js';

async function project(files: Record<string, string>): Promise<string> {
  return (await tempDir(files, 'baglam-gate-config-')).dir;
}

test('resolves paths against the config folder and fills defaults', async () => {
  const dir = await project({ 'p.yaml': 'window: 1000\noutput: { answer: 100 }\n', 'suites/a.suite.yaml': '' });
  const file = join(dir, 'baglam.config.yaml');
  const config = parseGateConfig('profiles: p.yaml\nregressions: [suites]\n', file);
  expect(config).toEqual({
    file,
    reports: [],
    profiles: [join(dir, 'p.yaml')],
    properties: { runs: 100, seed: 42 },
    regressions: [join(dir, 'suites')],
    bench: null,
    steps: ['properties', 'regressions'],
  });
});

test('steps default to what is configured, and a step with nothing to check is refused where it is named', async () => {
  const dir = await project({ 'p.yaml': '' });
  const file = join(dir, 'baglam.config.yaml');
  expect(parseGateConfig('profiles: [p.yaml]\nsteps: [properties]\n', file).steps).toEqual(['properties']);
  expect(() => parseGateConfig('profiles: [p.yaml]\nsteps: [properties, bench]\n', file)).toThrow(
    expect.objectContaining({ path: ['steps', 1], source: { file, line: 2, col: 21 } }),
  );
});

test.each([
  ['an unknown key, at the key', 'profiles: [p.yaml]\nbenchh: {}\n', ['benchh'], 2, 1],
  ['a missing file, at its value', 'profiles:\n  - p.yaml\n  - nope.yaml\n', ['profiles', 1], 3, 5],
  ['a bad run count', 'profiles: p.yaml\nproperties: { runs: 0 }\n', ['properties', 'runs'], 2, 21],
  ['a bad bench mode', 'bench: { baseline: b.json, mode: fast }\n', ['bench', 'mode'], 1, 34],
  ['a report without its profile', 'reports:\n  - log: p.yaml\n', ['reports', 0, 'profile'], 2, 5],
  ['a bench workload without its profile', 'bench:\n  baseline: b.json\n  workload: p.yaml\n', ['bench', 'workload'], 3, 13],
  ['a bench profile without a workload', 'bench: { baseline: b.json, profile: p.yaml }\n', ['bench', 'profile'], 1, 37],
  ['a bench workload that does not exist', 'bench: { baseline: b.json, workload: logs.jsonl, profile: p.yaml }\n', ['bench', 'workload'], 1, 38],
])('refuses %s with file:line:col', async (_, text, path, line, col) => {
  const dir = await project({ 'p.yaml': '' });
  const file = join(dir, 'baglam.config.yaml');
  expect(() => parseGateConfig(text, file)).toThrow(expect.objectContaining({ path, source: { file, line, col } }));
});

test('a config with nothing to check is refused', async () => {
  expect(() => parseGateConfig('{}\n', '/x/baglam.config.yaml')).toThrow(/nothing to check/);
});

test('is found in the working directory or the nearest folder above it', async () => {
  const dir = await project({ 'baglam.config.yaml': 'profiles: []\n', 'a/b/c.txt': '' });
  expect(findGateConfig(join(dir, 'a', 'b'))).toBe(join(dir, 'baglam.config.yaml'));
  expect(findGateConfig(await project({}))).toBeUndefined();
});

test('bench.workload and bench.profile resolve against the config folder', async () => {
  const dir = await project({ 'p.yaml': '', 'logs/requests.jsonl': '' });
  const file = join(dir, 'baglam.config.yaml');
  const config = parseGateConfig('bench: { baseline: b.json, workload: logs/requests.jsonl, profile: p.yaml }\n', file);
  expect(config.bench).toEqual({ baseline: join(dir, 'b.json'), mode: 'quick', workload: { log: join(dir, 'logs', 'requests.jsonl'), profile: join(dir, 'p.yaml') } });
  expect(parseGateConfig('bench: { baseline: b.json }\n', file).bench).toEqual({ baseline: join(dir, 'b.json'), mode: 'quick' });
});
