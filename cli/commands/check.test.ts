import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { shellArgs } from '../test-helpers/shellArgs.js';
import { CONTRACTS } from '../../properties/contracts.js';

let dir = '';

async function run(argv: string[]): Promise<CliRun> {
  return runCli(['check', ...argv], { cwd: dir });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-check-'));
  // Limits that leave room: two protected turns of 300 tokens beside a 600-token fixed part in a 3 000-token budget.
  await writeFile(
    join(dir, 'healthy.yaml'),
    [
      'name: healthy',
      'window: 4096',
      'output: {answer: 1096}',
      'shares: {evidence: 0.4, history: 0.3}',
      'protectedTurns: 2',
      'limits: {longestTurn: 300, largestChunk: 400, fixedTokens: 600}',
    ].join('\n'),
  );
  // Six protected turns of up to 1 500 tokens cannot fit beside the fixed part in a 7 168-token budget.
  await writeFile(
    join(dir, 'unhealthy.yaml'),
    [
      'name: unhealthy',
      'window: 8192',
      'output: {answer: 1024}',
      'protectedTurns: 6',
      'limits: {longestTurn: 1500, largestChunk: 500, fixedTokens: 1500}',
    ].join('\n'),
  );
  await writeFile(join(dir, 'typo.yaml'), 'window: 8192\noutput:\n  answer: 1024\nprotectedTurn: 2\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam check', () => {
  it('exits 0 and lists every property as held on a healthy profile', async () => {
    const { code, stdout } = await run(['--profile', 'healthy.yaml', '--runs', '4']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/profile healthy \(window 4096, o200k_base, chat template\), seed \d+, 4 cases per property/);
    const one = await run(['--profile', 'healthy.yaml', '--runs', '1', '--only', 'determinism']);
    expect(one.stdout).toMatch(/seed \d+, 1 case per property/);
    for (const id of ['never-over-budget', 'trim-note', 'selection', 'forgery', 'within-limits', 'protected-turns-fit', 'evidence-share', 'history-share']) {
      expect(stdout).toMatch(new RegExp(`held\\s+${id}\\s`));
    }
    expect(stdout).toMatch(/18 held, 0 failed/);
  });

  it('runs every contract its usage names, and says each in words with its verdict', async () => {
    const help = await run(['--help']);
    const [, from, to] = /contracts C(\d+)–C(\d+)/.exec(help.stdout)!;
    const { code, stdout } = await run(['--profile', 'healthy.yaml', '--runs', '3']);
    expect(code).toBe(0);
    for (let n = Number(from); n <= Number(to); n++) {
      const id = `C${n}` as keyof typeof CONTRACTS;
      // Named in the usage with its meaning, and reported held under that name.
      expect(help.stdout).toMatch(new RegExp(`^  ${id}\\s+${CONTRACTS[id]}$`, 'm'));
      expect(stdout).toMatch(new RegExp(`^  (.*, )?${id} ${CONTRACTS[id]}(, .*)?: held$`, 'm'));
    }
    expect(stdout).toContain('  C8 chunk selection in tokens: held\n    held    selection');
    expect(stdout).toMatch(/^  profile health: held$/m);
  });

  it('exits 1 on protected turns that cannot fit, with the counterexample and a replay line that reproduces it', async () => {
    const { code, stdout } = await run(['--profile', 'unhealthy.yaml', '--runs', '10', '--only', 'protected-turns-fit,history-share']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^  profile health: FAILED$/m);
    expect(stdout).toMatch(/FAILED\s+protected-turns-fit/);
    expect(stdout).toMatch(/6 protected turns of up to 1500 tokens beside a fixed part of up to 1500 overflow the budget of 7168/);
    expect(stdout).toMatch(/counterexample: \[\{"question"/);
    const replay = /replay: (baglam check .*)$/m.exec(stdout)?.[1];
    expect(replay).toMatch(/^baglam check --profile unhealthy\.yaml --only protected-turns-fit --seed \d+ --path [\d:]+$/);
    const again = await run(replay!.split(' ').slice(2));
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(/counterexample: .*$/m.exec(stdout)![0]);
  });

  it('the replay line, as a shell reads it, runs only the failed property, which fails with the same counterexample', async () => {
    const name = "my team's profile.yaml";
    await writeFile(join(dir, name), await readFile(join(dir, 'unhealthy.yaml'), 'utf8'));
    type Report = { held: number; failed: number; results: { id: string; status: string; counterexample?: string; replay?: string }[] };
    const first = await run(['--profile', name, '--runs', '10', '--only', 'protected-turns-fit,history-share', '--json']);
    expect(first.code).toBe(1);
    const failed = (JSON.parse(first.stdout) as Report).results.find((r) => r.status === 'failed')!;
    expect(failed.id).toBe('protected-turns-fit');
    const argv = await shellArgs(failed.replay!);
    expect(argv.slice(0, 3)).toEqual(['check', '--profile', name]);
    const again = await run([...argv.slice(1), '--json']);
    expect(again.code).toBe(1);
    const replayed = JSON.parse(again.stdout) as Report;
    expect(replayed).toMatchObject({ held: 0, failed: 1 });
    expect(replayed.results.map((r) => r.id)).toEqual(['protected-turns-fit']);
    expect(replayed.results[0]!.counterexample).toBe(failed.counterexample);
  });

  it('--json gives every result with its status, and the replay line of a failure', async () => {
    const { code, stdout } = await run(['--profile', 'unhealthy.yaml', '--runs', '10', '--only', 'protected-turns-fit,history-share', '--json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { held: number; failed: number; results: { id: string; status: string; replay?: string; seed: number; path?: string }[] };
    expect(report).toMatchObject({ held: 1, failed: 1 });
    const failed = report.results.find((r) => r.id === 'protected-turns-fit')!;
    expect(failed.status).toBe('failed');
    expect(failed.replay).toContain(`--seed ${failed.seed} --path ${failed.path}`);
    expect(report.results.find((r) => r.id === 'history-share')!.status).toBe('held');
  });

  it('a history share larger than the evidence share fails the history-share rule', async () => {
    await writeFile(join(dir, 'greedy.yaml'), 'window: 8192\noutput: {answer: 1024}\nshares: {evidence: 0.2, history: 0.5}\n');
    const { code, stdout } = await run(['--profile', 'greedy.yaml', '--only', 'history-share']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/shares\.history \(0\.5\) is larger than shares\.evidence \(0\.2\)/);
  });

  it('exits 2 on a bad profile, naming file:line:col', async () => {
    const { code, stderr } = await run(['--profile', 'typo.yaml']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/typo\.yaml:4:1: protectedTurn: unknown key/);
  });

  it.each([
    [['--profile', 'healthy.yaml', '--only', 'nonsense'], /unknown property nonsense/],
    [['--profile', 'healthy.yaml', '--path', '1:2'], /--path replays one property/],
    [['--profile', 'healthy.yaml', '--runs', 'many'], /--runs must be a whole number/],
    [[], /--profile is required/],
  ])('exits 2 on bad usage %j', async (argv, message) => {
    const { code, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});
