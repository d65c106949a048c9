import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_NAMES } from '../../bench/index.js';
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
    expect(result.stderr).toContain(`${file}: version`);
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
