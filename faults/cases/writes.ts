import { watch } from 'node:fs';
import type { FaultCase, Problem } from '../faultCase.js';
import { runProcess } from '../harness/cliProcess.js';
import { cli, processCli } from '../harness/inProcess.js';
import type { Workspace } from '../harness/workspace.js';
import { lines } from '../judge.js';
import { basics, baselineText, LOG, PROFILE } from './inputs.js';

/** `rel` still holds exactly `before`, or a data-loss problem. */
function intact(ws: Workspace, rel: string, before: string | Buffer): Problem[] {
  if (!ws.exists(rel)) return [{ category: 'data loss', detail: `${rel} is gone` }];
  const now = ws.read(rel);
  return now.equals(Buffer.from(before)) ? [] : [{ category: 'data loss', detail: `${rel} changed: ${now.length} bytes, was ${Buffer.from(before).length}` }];
}

/** Files in the workspace's top folder besides `expected`: temp files a failed write left behind. */
function leftovers(ws: Workspace, expected: readonly string[]): Problem[] {
  const extra = ws.list().filter((name) => !expected.includes(name));
  return extra.length === 0 ? [] : [{ category: 'silently wrong', detail: `left behind: ${extra.join(', ')}` }];
}

const SUITE = 'profile: profile.yaml\nrequests: [request.yaml]\ncases:\n  - id: fits\n    expect: { fits: true }\n';

/** A baseline whose `full` entry is large: writing it takes long enough to be interrupted. */
function bigBaseline(tasks: number): string {
  const full: Record<string, number> = {};
  for (let i = 0; i < tasks; i++) full[`task ${i} `.padEnd(60, '·')] = 1 + (i % 7) / 10;
  return baselineText({ full });
}

export const writeCases: FaultCase[] = [
  {
    id: 'bench-update-over-an-unreadable-baseline',
    bullet: 'bench --update over an unreadable baseline silently drops the other mode\'s entry',
    async run(ws) {
      ws.file('b.json', baselineText({ full: { 'assemble warm': 0.03 } }).slice(0, 60));
      return cli(['bench', '--quick', '--update', '--baseline', 'b.json'], { cwd: ws.dir, deadlineMs: 120_000 });
    },
    expect: { kind: 'cli', exit: 2, stderr: /b\.json/ },
    verify: (_seen, ws) => intact(ws, 'b.json', baselineText({ full: { 'assemble warm': 0.03 } }).slice(0, 60)),
  },
  {
    id: 'report-html-onto-its-own-log',
    bullet: 'report --html onto the log it is reading destroys the log',
    async run(ws) {
      basics(ws);
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--html', 'log.jsonl'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /log\.jsonl/ },
    verify: (_seen, ws) => intact(ws, 'log.jsonl', LOG),
  },
  {
    id: 'report-save-state-onto-its-own-log',
    bullet: 'an output path equal to an input path is refused (report --save-state)',
    async run(ws) {
      basics(ws);
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--save-state', './log.jsonl'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /log\.jsonl.*which this command reads/ },
    verify: (_seen, ws) => intact(ws, 'log.jsonl', LOG),
  },
  {
    id: 'report-html-onto-its-profile-by-another-name',
    bullet: 'an output path equal to an input path is refused (spelled differently)',
    async run(ws) {
      basics(ws);
      ws.folder('sub');
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--html', 'sub/../profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /profile\.yaml/ },
    verify: (_seen, ws) => intact(ws, 'profile.yaml', PROFILE),
  },
  {
    id: 'regress-junit-onto-its-suite',
    bullet: 'an output path equal to an input path is refused (regress --junit)',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', SUITE);
      return cli(['regress', 's.suite.yaml', '--junit', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /s\.suite\.yaml/ },
    verify: (_seen, ws) => intact(ws, 's.suite.yaml', SUITE),
  },
  {
    id: 'gate-junit-onto-its-config',
    bullet: 'an output path equal to an input path is refused (gate --junit)',
    async run(ws) {
      basics(ws);
      ws.file('baglam.config.yaml', 'reports:\n  - log: log.jsonl\n    profile: profile.yaml\n');
      return cli(['gate', '--json', '--junit', 'baglam.config.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /baglam\.config\.yaml/ },
    verify: (_seen, ws) => intact(ws, 'baglam.config.yaml', 'reports:\n  - log: log.jsonl\n    profile: profile.yaml\n'),
  },
  {
    id: 'report-html-write-fails-midway',
    bullet: 'a failed write leaves a partial file and a stack trace (reports)',
    async run(ws) {
      basics(ws);
      ws.file('out.html', 'the previous report\n');
      // File size limit 2 KiB: the HTML report is larger, so the write fails with EFBIG partway.
      return processCli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--html', 'out.html'], { cwd: ws.dir, shellPrefix: 'ulimit -f 2' });
    },
    expect: { kind: 'cli', exit: 2, stderr: /out\.html/ },
    verify: (_seen, ws) => [...intact(ws, 'out.html', 'the previous report\n'), ...leftovers(ws, ['log.jsonl', 'out.html', 'profile.yaml', 'request.yaml'])],
  },
  {
    id: 'bench-update-write-fails-midway',
    bullet: 'bench --update: a failed write leaves a partial file and a stack trace',
    slow: true,
    async run(ws) {
      ws.file('b.json', bigBaseline(20_000));
      return processCli(['bench', '--quick', '--update', '--baseline', 'b.json'], { cwd: ws.dir, shellPrefix: 'ulimit -f 64', deadlineMs: 180_000 });
    },
    // Its progress line comes first ("bench quick: 5 rounds …"); the failure is the last line.
    expect: { kind: 'cli', exit: 2, stderr: 'any' },
    verify: (seen, ws) => [
      ...intact(ws, 'b.json', bigBaseline(20_000)),
      ...leftovers(ws, ['b.json']),
      ...(/^baglam bench: b\.json: cannot write: .*\(EFBIG\)$/.test(lines(seen.stderr).at(-1) ?? '') ? [] : [{ category: 'obscure' as const, detail: `last stderr line: ${lines(seen.stderr).at(-1)}` }]),
    ],
  },
  {
    id: 'bench-update-killed-mid-write',
    // The update rewrites the baseline: the case checks that every entry survives.
    mayChange: /^b\.json$/,
    bullet: 'bench --update killed mid-write leaves a 0-byte file; temp files are cleaned up or reported on the next run',
    slow: true,
    async run(ws) {
      ws.file('b.json', bigBaseline(300_000));
      let killed = false;
      const seen = await processCli(['bench', '--quick', '--update', '--baseline', 'b.json'], {
        cwd: ws.dir,
        deadlineMs: 180_000,
        onSpawn(child) {
          // The first change in the folder that is not a lock file is the write itself: kill there.
          const watcher = watch(ws.dir, (_event, name) => {
            if (killed || name === null || name.endsWith('.lock')) return;
            killed = true;
            watcher.close();
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              // Already gone.
            }
          });
          child.on('close', () => watcher.close());
        },
      });
      // Killed on purpose: what matters is the file, and the next run.
      const next = await runProcess(['bench', '--quick', '--update', '--baseline', 'b.json'], { cwd: ws.dir, deadlineMs: 180_000 });
      return { ...seen, exit: killed ? 0 : seen.exit, stdout: next.stdout, stderr: next.stderr, value: { killed, nextExit: next.exit } };
    },
    expect: { kind: 'cli', exit: 0, stderr: 'any' },
    verify(seen, ws) {
      const problems: Problem[] = [];
      const { killed, nextExit } = seen.value as { killed: boolean; nextExit: number | null };
      if (!killed) problems.push({ category: 'silently wrong', detail: 'the write was never seen, so never interrupted' });
      const text = ws.read('b.json').toString('utf8');
      let parsed: { configs?: Record<string, unknown> } | undefined;
      try {
        parsed = JSON.parse(text) as { configs?: Record<string, unknown> };
      } catch {
        problems.push({ category: 'data loss', detail: `b.json no longer parses (${text.length} characters)` });
      }
      if (parsed !== undefined && parsed.configs?.full === undefined) problems.push({ category: 'data loss', detail: 'the full entry is gone' });
      if (nextExit !== 0) problems.push({ category: 'silently wrong', detail: `the next --update exited ${nextExit}: ${seen.stderr.slice(0, 300)}` });
      const temps = ws.list().filter((name) => name !== 'b.json');
      if (temps.length > 0 && !/temp|left/i.test(seen.stderr)) {
        problems.push({ category: 'silently wrong', detail: `left behind and not reported by the next run: ${temps.join(', ')}` });
      }
      return problems;
    },
  },
  {
    id: 'bench-update-concurrent-quick-and-full',
    // The update rewrites the baseline: the case checks that every entry survives.
    mayChange: /^b\.json$/,
    bullet: 'two concurrent bench --update lose one entry while both print "written"',
    slow: true,
    async run(ws) {
      ws.file('b.json', baselineText({ other: { 'assemble warm': 0.03 } }));
      const [full, quick] = await Promise.all([
        runProcess(['bench', '--update', '--baseline', 'b.json'], { cwd: ws.dir, deadlineMs: 600_000 }),
        runProcess(['bench', '--quick', '--update', '--baseline', 'b.json'], { cwd: ws.dir, deadlineMs: 600_000 }),
      ]);
      const exit = full.exit === 0 && quick.exit === 0 ? 0 : (full.exit ?? quick.exit);
      return { exit, stdout: full.stdout + quick.stdout, stderr: '', hung: full.hung || quick.hung, value: null };
    },
    expect: { kind: 'cli', exit: 0, stderr: 'any' },
    verify(_seen, ws) {
      const configs = Object.keys((JSON.parse(ws.read('b.json').toString('utf8')) as { configs: object }).configs).sort();
      return configs.join(',') === 'full,other,quick' ? [] : [{ category: 'data loss', detail: `entries left: ${configs.join(', ')}` }];
    },
  },
];
