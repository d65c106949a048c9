import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FaultCase } from '../faultCase.js';
import { ROOT } from '../harness/cliProcess.js';
import { cli, processCli } from '../harness/inProcess.js';
import type { Workspace } from '../harness/workspace.js';
import { PROFILE } from './inputs.js';

/** A request of `n` chunks of about 300 characters each, as JSON. */
function bigRequest(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const text = `Parça ${i}: disk doluluğu yüzde ${i % 100} olduğunda /var/log/app-${i}.log dosyasını sıkıştır ve INC-${10_000 + i} kaydına not düş. `.repeat(2);
    parts.push(JSON.stringify({ id: `c${i}`, text, score: (i % 1000) / 1000, source: `runbook/${i}.md` }));
  }
  return `{"question": "Disk neden doldu?", "chunks": [\n${parts.join(',\n')}\n]}\n`;
}

/**
 * The committed baseline, with the quick entry's `assemble warm` at `ratio`,
 * written as given so that `1e400` stays text (undefined: the entry without
 * its ratio). Everything else is as committed, workload included, so a
 * tree that trusted the ratio would run the gate against it and pass.
 */
function baselineWithRatio(ratio: string | undefined): string {
  const committed = JSON.parse(readFileSync(join(ROOT, 'bench', 'baseline.json'), 'utf8')) as { configs: { quick: { tasks: Record<string, { ratio: number }> } } };
  committed.configs.quick.tasks['assemble warm']!.ratio = 1234.5;
  const text = `${JSON.stringify(committed, null, 2)}\n`;
  return ratio === undefined ? text.replace(/"ratio": 1234\.5,\s*/, '') : text.replace('1234.5', ratio);
}

const RATIO_FIELD = /b\.json.*configs\.quick\.tasks\["assemble warm"\]\.ratio/;

function benchCheck(ratio: string | undefined): (ws: Workspace) => ReturnType<typeof cli> {
  return (ws) => {
    ws.file('b.json', baselineWithRatio(ratio));
    return cli(['bench', '--quick', '--check', '--baseline', 'b.json'], { cwd: ws.dir, deadlineMs: 120_000 });
  };
}

export const resourceCases: FaultCase[] = [
  {
    id: 'json-request-of-12-mb-in-bounded-memory',
    bullet: 'JSON request files go through the YAML parser: a 62 MB request takes 2.2 GB',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', bigRequest(40_000));
      return processCli(['assemble', 'request.json', '--profile', 'profile.yaml', '--json'], {
        cwd: ws.dir, nodeArgs: ['--max-old-space-size=320'], deadlineMs: 60_000,
      });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /"tokens"/ },
  },
  {
    id: 'whitespace-free-chunk-of-20-mb-is-dropped-cheaply',
    bullet: 'one 50 MB chunk with no whitespace costs 38 s and 2.7 GB although it is dropped',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', JSON.stringify({ question: 'q', chunks: [{ id: 'blob', text: 'x'.repeat(20_000_000), score: 0.9 }, { id: 'small', text: 'Disk dolu.', score: 0.5 }] }));
      return processCli(['assemble', 'request.json', '--profile', 'profile.yaml', '--json'], {
        cwd: ws.dir, nodeArgs: ['--max-old-space-size=400'], deadlineMs: 60_000,
      });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /"id": "blob"/ },
  },
  {
    id: 'whitespace-free-chunk-of-50-mb-is-dropped-cheaply',
    bullet: 'one 50 MB chunk with no whitespace costs 38 s and 2.7 GB although it is dropped',
    slow: true,
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', JSON.stringify({ question: 'q', chunks: [{ id: 'blob', text: 'x'.repeat(50_000_000), score: 0.9 }] }));
      return processCli(['assemble', 'request.json', '--profile', 'profile.yaml', '--json'], {
        cwd: ws.dir, nodeArgs: ['--max-old-space-size=600'], deadlineMs: 60_000,
      });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /"id": "blob"/ },
  },
  {
    id: 'a-million-chunks',
    bullet: '1 000 000 chunks (92 MB) run out of heap',
    slow: true,
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', bigRequest(1_000_000));
      return processCli(['assemble', 'request.json', '--profile', 'profile.yaml', '--json'], { cwd: ws.dir, nodeArgs: ['--max-old-space-size=2048'], deadlineMs: 300_000 });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /"tokens"/ },
  },
  {
    id: 'bench-baseline-ratio-1e400',
    bullet: 'the bench gate refuses non-finite baselines (a ratio of 1e400 parses as Infinity)',
    run: benchCheck('1e400'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-zero',
    bullet: 'the bench gate refuses zero baselines',
    run: benchCheck('0'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-absurdly-large',
    bullet: 'the bench gate refuses absurd baselines',
    run: benchCheck('1e12'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-absurdly-small',
    bullet: 'the bench gate refuses absurd baselines',
    run: benchCheck('1e-300'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-1e-400',
    bullet: 'the bench gate refuses zero baselines (1e-400 parses as 0)',
    run: benchCheck('1e-400'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-negative',
    bullet: 'the bench gate refuses negative baselines',
    run: benchCheck('-0.5'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-nan-string',
    bullet: 'the bench gate refuses a ratio that is not a number ("NaN")',
    run: benchCheck('"NaN"'),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'bench-baseline-ratio-missing',
    bullet: 'the bench gate refuses a task entry without its ratio',
    run: benchCheck(undefined),
    expect: { kind: 'cli', exit: 2, stderr: RATIO_FIELD },
  },
  {
    id: 'gate-bench-step-baseline-ratio-1e400',
    bullet: 'the bench gate refuses non-finite baselines (in gate)',
    async run(ws) {
      ws.file('b.json', baselineWithRatio('1e400'));
      ws.file('baglam.config.yaml', 'bench:\n  baseline: b.json\n  mode: quick\n');
      return cli(['gate', '--json'], { cwd: ws.dir, deadlineMs: 120_000 });
    },
    // --json: the error is in the step's JSON on stdout; stderr carries the gate's progress lines.
    expect: { kind: 'cli', exit: 2, stderr: 'any', stdout: /b\.json.*configs\.quick\.tasks\[\\"assemble warm\\"\]\.ratio/ },
  },
];
