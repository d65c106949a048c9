import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_NAMES, type Baseline } from '../../bench/index.js';
import { tempDir } from '../../regressions/test-helpers/tempDir.js';
import { bundledPath } from '../paths.js';
import { runCli, type CliRun } from '../test-helpers/runCli.js';

let dir = '';

async function run(argv: string[]): Promise<CliRun> {
  return runCli(['bench', ...argv], { cwd: dir });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-bench-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam bench: usage', () => {
  it('refuses two modes at once with exit 2', async () => {
    const result = await run(['--check', '--update']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('exclude each other');
  });

  it('refuses an unknown flag with exit 2', async () => {
    expect((await run(['--fast'])).code).toBe(2);
  });

  it('--check without a baseline for the configuration is exit 2, before measuring anything', async () => {
    const missing = await run(['--check', '--quick', '--baseline', join(dir, 'none.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no baseline for the "quick" configuration');
    const file = join(dir, 'other.json');
    await writeFile(file, JSON.stringify({ version: 1, environment: {}, configs: { full: { workload: 'x', tasks: {} } } }));
    expect((await run(['--check', '--quick', '--baseline', file])).code).toBe(2);
  });

  it('a baseline that is not one is exit 2, naming the file', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{"version": 3}');
    const result = await run(['--check', '--quick', '--baseline', file]);
    expect(result.code).toBe(2);
    // Named as the user would type it from the folder the command runs in.
    expect(result.stderr).toBe('baglam bench: broken.json: version: expected 1, got 3\n');
  });
});

describe('baglam bench --quick --update --json', () => {
  it('measures every task, prints JSON and writes the baseline with its environment', async () => {
    const file = join(dir, 'baseline.json');
    const result = await run(['--quick', '--update', '--json', '--baseline', file]);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { config: string; tasks: { name: string; ratio: number; samples: number }[]; orders: string[][] };
    expect(printed.config).toBe('quick');
    expect(printed.tasks.map((t) => t.name)).toEqual([...TASK_NAMES]);
    expect(printed.orders.length).toBeGreaterThanOrEqual(3);
    for (const task of printed.tasks) {
      expect(task.ratio).toBeGreaterThan(0);
      expect(task.samples).toBeGreaterThan(0);
    }
    const written = JSON.parse(await readFile(file, 'utf8')) as { environment: { node: string; cores: number }; configs: Record<string, { tasks: Record<string, unknown> }> };
    expect(written.environment.node).toBe(process.version);
    expect(written.environment.cores).toBeGreaterThan(0);
    expect(Object.keys(written.configs.quick!.tasks)).toEqual([...TASK_NAMES]);
  });
});

describe('baglam bench in a team project', () => {
  const PROFILE = 'name: small\nwindow: 4096\noutput: { answer: 512 }\n';
  const line = (question: string): string =>
    JSON.stringify({ request: { question, rules: [{ id: 'r', text: 'Türkçe yaz.' }], chunks: [{ id: 'k', score: 0.9, text: `Disk ${question} dolu.` }] } });
  const LOG = `${line('a')}\n${line('b')}\n${line('c')}\n`;

  async function project(files: Record<string, string>): Promise<string> {
    return (await tempDir(files, 'baglam-bench-project-')).dir;
  }
  const runIn = (cwd: string, argv: string[]): Promise<CliRun> => runCli(['bench', ...argv], { cwd });
  /** The words after `npx baglam` of a printed command line (the tests' paths need no quoting). */
  function printedCommand(text: string): string[] {
    const command = /`?npx baglam (bench [^`\n]*)/.exec(text)?.[1];
    expect(command).toBeDefined();
    return command!.trim().split(' ');
  }

  it('--update without a baseline file is refused: it never writes into baglam\'s own package', async () => {
    const shipped = bundledPath('bench', 'baseline.json');
    const before = await readFile(shipped, 'utf8');
    const dir = await project({});
    const result = await runIn(dir, ['--quick', '--update']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--update writes the baseline into your project: pass --baseline FILE');
    expect(result.stderr).toContain('npx baglam bench --quick --update --baseline bench-baseline.json');
    expect(await readFile(shipped, 'utf8')).toBe(before);
  });

  it('--workload needs --profile', async () => {
    const dir = await project({ 'log.jsonl': LOG });
    const result = await runIn(dir, ['--quick', '--workload', 'log.jsonl']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--workload and --profile go together');
  });

  it('reads baseline, workload and profile from baglam.config.yaml; the fix --check prints works as printed', async () => {
    const config = 'bench: { baseline: perf/baseline.json, workload: logs/requests.jsonl, profile: support.profile.yaml }\n';
    const dir = await project({ 'baglam.config.yaml': config, 'logs/requests.jsonl': LOG, 'support.profile.yaml': PROFILE, 'perf/.keep': '' });
    await mkdir(join(dir, 'sub'));
    const missing = await runIn(join(dir, 'sub'), ['--quick', '--check']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('../perf/baseline.json: no baseline for the "quick" configuration; take one with ');
    const fix = printedCommand(missing.stderr);
    expect(fix).toEqual(['bench', '--quick', '--update', '--baseline', '../perf/baseline.json', '--workload', '../logs/requests.jsonl', '--profile', '../support.profile.yaml']);

    const update = await runIn(join(dir, 'sub'), fix.slice(1));
    expect(update.stderr).not.toMatch(/Error/);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('quick workload (../logs/requests.jsonl: 3 of 3 requests under small)');
    const written = JSON.parse(await readFile(join(dir, 'perf', 'baseline.json'), 'utf8')) as Baseline;
    expect(written.configs.quick).toMatchObject({ workload: '../logs/requests.jsonl: 3 of 3 requests under small', workloadHash: expect.stringMatching(/^sha256:/) });

    const check = await runIn(dir, ['--quick', '--check']);
    expect(check.stderr).not.toMatch(/another workload/);
    expect([0, 1]).toContain(check.code);
  }, 300_000);

  it('a baseline measured on another workload or profile is exit 2, not a comparison', async () => {
    const dir = await project({ 'log.jsonl': LOG, 'other.jsonl': `${line('z')}\n`, 'p.yaml': PROFILE, 'wide.yaml': PROFILE.replace('4096', '8192') });
    const update = await runIn(dir, ['--quick', '--update', '--baseline', 'b.json', '--workload', 'log.jsonl', '--profile', 'p.yaml']);
    expect(update.code).toBe(0);
    for (const argv of [[], ['--workload', 'other.jsonl', '--profile', 'p.yaml'], ['--workload', 'log.jsonl', '--profile', 'wide.yaml']]) {
      const result = await runIn(dir, ['--quick', '--check', '--baseline', 'b.json', ...argv]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^baglam bench: b\.json: the quick baseline was measured on another workload \(log\.jsonl: 3 of 3 requests under small, sha256:[0-9a-f]{16}\) than this run's \(.+\): ratios on different workloads are not comparable; re-take it with npx baglam bench --quick --update --baseline b\.json/);
    }
  }, 300_000);

  it('a bad line in the workload log is exit 2 at its file:line:col', async () => {
    const dir = await project({ 'log.jsonl': `${line('a')}\n{"request": {"question": 3}}\n`, 'p.yaml': PROFILE });
    const result = await runIn(dir, ['--quick', '--workload', 'log.jsonl', '--profile', 'p.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^baglam bench: log\.jsonl:2:26: request\.question: /);
  });
});
