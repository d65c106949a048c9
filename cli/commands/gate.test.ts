import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { tempDir } from '../../regressions/test-helpers/tempDir.js';
import { main } from '../main.js';
import { capture, runCli, type CliRun } from '../test-helpers/runCli.js';
import { shellArgs } from '../test-helpers/shellArgs.js';
import { CONTRACTS, PROFILE_CONTRACTS } from '../../properties/contracts.js';

async function gate(cwd: string, args: string[] = [], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli(['gate', ...args], { cwd, env });
}

const ROOT = resolve(import.meta.dirname, '..', '..');
const PROFILE = 'window: 8192\noutput: { answer: 1024 }\nshares: { evidence: 0.4, history: 0.3 }\nlimits: { longestTurn: 400, largestChunk: 400, fixedTokens: 1500 }\n';
const LOG_LINE = JSON.stringify({
  request: {
  id: 'r1',
  rules: [{ id: 'lang', text: 'Türkçe yaz.' }],
  examples: [{ id: 'ex-1', text: 'S: Disk?\nC: Dolu.' }, { id: 'ex-2', text: 'S: Disk doldu mu?\nC: Evet, dolu.' }],
  chunks: [{ id: 'kb-1', score: 0.9, source: 'runbook/disk.md', text: 'Disk %95 dolunca günlükleri temizle.' }],
  question: 'Disk neden doldu?',
  },
  response: { usage: { prompt_tokens: 300, completion_tokens: 120 }, finish_reason: 'stop' },
});

async function project(suite: string, config: string): Promise<string> {
  const files = { 'profile.yaml': PROFILE, 'requests.jsonl': `${LOG_LINE}\n`, 'suites/small.suite.yaml': suite, 'baglam.config.yaml': config };
  return (await tempDir(files, 'baglam-gate-')).dir;
}

const PASSING_SUITE = `profile: ../profile.yaml
requests: [../requests.jsonl]
cases:
  - id: fits
    expect: { fits: true, kept: { chunks: [kb-1] } }
experiments:
  - id: drop-ex-2
    remove: { examples: [ex-2] }
    expect: safe
`;
const CONFIG = 'reports:\n  - { log: requests.jsonl, profile: profile.yaml }\nprofiles: [profile.yaml]\nproperties: { runs: 3 }\nregressions: [suites]\n';

test('a passing gate prints every step and a summary, and exits 0', async () => {
  const dir = await project(PASSING_SUITE, CONFIG);
  const result = await gate(dir);
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Where the window goes/);
  expect(result.stdout).toMatch(/PASS\s+properties\s+\d+ held, 0 failed \(seed 42, 3 cases each\)/);
  // Every contract the properties step runs, in words, C8 included.
  for (const id of PROFILE_CONTRACTS) expect(result.stdout).toMatch(new RegExp(`^\\s*(.*, )?${id} ${CONTRACTS[id]}(, .*)?: held$`, 'm'));
  expect(result.stdout).toMatch(/^\s*C8 chunk selection in tokens: held\n\s+held\s+selection\s/m);
  expect(result.stdout).toMatch(/PASS\s+regressions\s+1 case passed, 0 failed; 1 experiment: 1 safe/);
  expect(result.stdout).toMatch(/PASS\s+report\s+1 request log measured\n/);
  expect(result.stdout).toMatch(/gate passed/);
}, 300_000);

test('a failing case fails the gate (exit 1), in JUnit and as a GitHub annotation at its line', async () => {
  const failing = PASSING_SUITE.replace('kept: { chunks: [kb-1] }', 'kept: { chunks: [kb-404] }');
  const dir = await project(failing, 'regressions: [suites]\n');
  const result = await gate(dir, ['--junit', 'out.xml'], { GITHUB_ACTIONS: 'true' });
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(/FAIL\s+regressions/);
  expect(result.stdout).toMatch(/gate FAILED/);
  expect(result.stdout).toMatch(/::error file=[^,]*small\.suite\.yaml,line=5,/);
  const junit = readFileSync(join(dir, 'out.xml'), 'utf8');
  expect(junit).toMatch(/<testcase classname="regressions" name="small fits">\s*<failure/);
});

test('--json gives the steps and the exit code', async () => {
  const dir = await project(PASSING_SUITE, 'regressions: [suites]\n');
  const result = await gate(dir, ['--json']);
  expect(result.code).toBe(0);
  const json = JSON.parse(result.stdout) as { exitCode: number; steps: { step: string; status: string }[] };
  expect(json.exitCode).toBe(0);
  expect(json.steps.map((s) => [s.step, s.status])).toEqual([['regressions', 'passed']]);
});

test('a bad config exits 2 with file:line:col, before running anything', async () => {
  const dir = await project(PASSING_SUITE, 'regressions: [suites]\nprofilez: []\n');
  const result = await gate(dir);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/baglam\.config\.yaml:2:1/);
  // Named as the user knows it, from where they ran the gate: no machine path.
  expect(result.stderr).toMatch(/^baglam gate: baglam\.config\.yaml:2:1/m);
  expect(result.stderr).not.toContain(dir);
  mkdirSync(join(dir, 'sub'));
  const below = await gate(join(dir, 'sub'));
  expect(below.code).toBe(2);
  expect(below.stderr).toMatch(/^baglam gate: \.\.\/baglam\.config\.yaml:2:1/m);
  expect(below.stderr).not.toContain(dir);
});

test('no config anywhere exits 2 and says how to give one', async () => {
  const result = await gate((await tempDir({}, 'baglam-empty-')).dir);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/no baglam\.config\.yaml/);
});

test('a bench step without a baseline cannot check: exit 2 with the command that takes one', async () => {
  const dir = await project(PASSING_SUITE, 'bench: { baseline: baseline.json }\n');
  const result = await gate(dir);
  expect(result.code).toBe(2);
  expect(result.stdout).toMatch(/ERROR\s+bench\s+no quick baseline in baseline\.json: take one with `npx baglam bench --quick --update --baseline baseline\.json`/);
});

test('npm start gates the bundled config: every step, the product log reported first', async () => {
  const { loadGateConfig } = await import('../gate/config.js');
  const { reportStep } = await import('../gate/steps.js');
  const config = await loadGateConfig(join(ROOT, 'baglam.config.yaml'), ROOT);
  expect(config.steps).toEqual(['report', 'properties', 'regressions', 'bench']);
  const report = await reportStep(config, { stdout: capture().stream, stderr: capture().stream, cwd: ROOT, env: {} });
  expect(report.status).toBe('passed');
  // `npx baglam` runs in a clone as in a project that installed baglam; bare `baglam` is on no PATH in either.
  expect(report.body).toContain('npx baglam report fixtures/products/tr-ops-copilot/requests.jsonl --profile fixtures/products/tr-ops-copilot/profile.yaml\n');
  expect(report.body).toMatch(/requests 160: \d+ assembled, \d+ overflowed/);
});

test('the report step names the command that prints its section, as it runs from where the gate was run', async () => {
  const dir = await project(PASSING_SUITE, 'reports:\n  - { log: requests.jsonl, profile: profile.yaml }\n');
  mkdirSync(join(dir, 'work'));
  const cwd = join(dir, 'work');
  const result = await gate(cwd);
  expect(result.code).toBe(0);
  const line = /^npx baglam report .*$/m.exec(result.stdout)?.[0];
  expect(line).toBe('npx baglam report ../requests.jsonl --profile ../profile.yaml');
  const again = await runCli(await shellArgs(line!), { cwd, env: {} });
  expect(again.stderr).toBe('');
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('requests 1: 1 assembled, 0 overflowed');
});

test('a profile that breaks a health property fails the gate with the line that replays it', async () => {
  const dir = await project(PASSING_SUITE, 'profiles: [unhealthy.yaml]\nproperties: { runs: 10 }\n');
  writeFileSync(
    join(dir, 'unhealthy.yaml'),
    'window: 8192\noutput: {answer: 1024}\nprotectedTurns: 6\nlimits: {longestTurn: 1500, largestChunk: 500, fixedTokens: 1500}\n',
  );
  const result = await gate(dir, ['--json']);
  expect(result.code).toBe(1);
  const json = JSON.parse(result.stdout) as { steps: { step: string; status: string; failures: { title: string; replay?: string }[] }[] };
  const step = json.steps[0]!;
  expect(step.status).toBe('failed');
  const failure = step.failures.find((f) => f.title === 'baglam check: unhealthy.yaml protected-turns-fit');
  expect(failure?.replay).toMatch(/^npx baglam check --profile unhealthy\.yaml --only protected-turns-fit --seed \d+ --path [\d:]+$/);
}, 300_000);

test('run from a folder below its config, the gate prints replay lines that work from that folder', async () => {
  const dir = await project(PASSING_SUITE, 'profiles: [profiles/unhealthy.yaml]\nproperties: { runs: 10 }\n');
  mkdirSync(join(dir, 'profiles'));
  mkdirSync(join(dir, 'work'));
  writeFileSync(
    join(dir, 'profiles', 'unhealthy.yaml'),
    'window: 8192\noutput: {answer: 1024}\nprotectedTurns: 6\nlimits: {longestTurn: 1500, largestChunk: 500, fixedTokens: 1500}\n',
  );
  const cwd = join(dir, 'work');
  const result = await gate(cwd, ['--json']);
  expect(result.code, result.stdout + result.stderr).toBe(1);
  const json = JSON.parse(result.stdout) as { steps: { result: { results: { id: string; counterexample?: string }[] }[]; failures: { replay?: string }[] }[] };
  const step = json.steps[0]!;
  const counterexample = step.result[0]!.results.find((r) => r.id === 'protected-turns-fit')!.counterexample;
  const replay = step.failures.find((f) => f.replay?.includes('protected-turns-fit'))!.replay!;
  const argv = await shellArgs(replay);
  const again = await runCli([...argv, '--json'], { cwd, env: {} });
  expect(again.code, again.stderr).toBe(1);
  const replayed = JSON.parse(again.stdout) as { failed: number; results: { id: string; counterexample?: string }[] };
  expect(replayed.failed).toBe(1);
  expect(replayed.results.map((r) => r.id)).toEqual(['protected-turns-fit']);
  expect(replayed.results[0]!.counterexample).toBe(counterexample);
}, 300_000);

test('the bench step is measured first, on a fresh heap, and reported in the configured order', async () => {
  const dir = await project(PASSING_SUITE, 'regressions: [suites]\nbench: { baseline: baseline.json }\n');
  const result = await gate(dir, ['--json']);
  const json = JSON.parse(result.stdout) as { steps: { step: string }[] };
  expect(json.steps.map((s) => s.step)).toEqual(['regressions', 'bench']);
  expect(result.stderr.indexOf('baglam gate: bench')).toBeLessThan(result.stderr.indexOf('baglam gate: regressions'));
  expect(result.stderr.indexOf('baglam gate: bench')).toBeGreaterThanOrEqual(0);
});

test('the readable report is printed as the steps finish, in the configured order, on standard output alone', async () => {
  const dir = await project(PASSING_SUITE, 'profiles: [profile.yaml]\nproperties: { runs: 2 }\nregressions: [suites]\nbench: { baseline: baseline.json }\n');
  const writes: string[] = [];
  const stdout = new Writable({
    write(chunk, _encoding, done) {
      writes.push(String(chunk));
      done();
    },
  });
  const stderr = capture();
  const code = await main(['gate'], { stdout, stderr: stderr.stream, cwd: dir, env: {} });
  expect(code).toBe(2);
  expect(stderr.text()).toBe('');
  // One write per piece, in this order: what was printed before a step ran cannot have waited for it.
  const kinds = writes.map((w) =>
    w.startsWith('baglam gate — ') ? 'heading'
    : w.startsWith('The packing loop is measured first') ? 'note'
    : w.startsWith('━━ Summary') ? 'summary'
    : w.startsWith('━━ Contracts') ? 'properties:heading'
    : w.startsWith('━━ Regression') ? 'regressions:heading'
    : w.startsWith('━━ Performance') ? 'bench:heading'
    : /held|FAILED/.test(w) ? 'properties:body'
    : /small\.suite\.yaml/.test(w) ? 'regressions:body'
    : /no quick baseline/.test(w) ? 'bench:body'
    : `other: ${w.slice(0, 40)}`);
  expect(kinds).toEqual([
    'heading', 'note', 'properties:heading', 'properties:body', 'regressions:heading', 'regressions:body', 'bench:heading', 'bench:body', 'summary',
  ]);
}, 300_000);

test('the bench step on the team\'s log: its baseline must be on that workload, else exit 2 with the line that takes one', async () => {
  const config = 'bench: { baseline: baseline.json, workload: requests.jsonl, profile: profile.yaml }\n';
  const dir = await project(PASSING_SUITE, config);
  const none = await gate(dir);
  expect(none.code).toBe(2);
  expect(none.stdout).toContain(
    'ERROR  bench  no quick baseline in baseline.json: take one with `npx baglam bench --quick --update --baseline baseline.json --workload requests.jsonl --profile profile.yaml`',
  );
  const synthetic = { workload: 'quick', workloadHash: 'sha256:0123456789abcdef', tasks: { 'assemble warm': { ratio: 0.03, median: 0.4 } } };
  writeFileSync(join(dir, 'baseline.json'), JSON.stringify({ version: 1, environment: { node: 'v20', cpu: 'x', cores: 2, platform: 'linux x64' }, configs: { quick: synthetic } }));
  const other = await gate(dir);
  expect(other.code).toBe(2);
  expect(other.stdout).toMatch(
    /ERROR\s+bench\s+baseline\.json: the quick baseline was measured on another workload \(quick, sha256:0123456789abcdef\) than this run's \(requests\.jsonl: 1 of 1 requests under [^,]+, sha256:[0-9a-f]{16}\): ratios on different workloads are not comparable; re-take it with `npx baglam bench --quick --update --baseline baseline\.json --workload requests\.jsonl --profile profile\.yaml`/,
  );
});
