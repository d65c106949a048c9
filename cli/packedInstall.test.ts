import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { tempDir } from '../regressions/test-helpers/tempDir.js';

/**
 * The package as a team gets it: `npm pack`, installed from the tarball
 * into a fresh project, used through its `baglam` bin and its library
 * entries, on files that project writes itself. Needs the npm registry for
 * baglam's own dependencies (as `npm ci` does).
 */

const ROOT = resolve(import.meta.dirname, '..');

const PROFILE = `# A team's profile
name: support-8k
window: 8192
output: { answer: 1024 }
shares: { evidence: 0.4, history: 0.3 }
chunkThreshold: 0.3
limits: { longestTurn: 500, largestChunk: 400, fixedTokens: 1500 }
`;

function logLine(id: string, question: string): string {
  return JSON.stringify({
    request: {
      id,
      rules: [{ id: 'tone', text: 'Be concise and friendly.' }, { id: 'fax', text: 'Offer to send documents by fax.' }],
      examples: [{ id: 'ex-1', text: 'Q: Can I return it?\nA: Yes, within 30 days.' }],
      history: [{ role: 'user', content: 'My blender arrived broken (order #A-55012).' }],
      chunks: [{ id: 'refunds', score: 0.9, source: 'policy/refunds.md', text: 'Damaged items get a full refund within 30 days.' }],
      question,
    },
    response: { usage: { prompt_tokens: 200, completion_tokens: 80 }, finish_reason: 'stop' },
  });
}

const SUITE = `profile: ../profile.yaml
requests: [../requests.jsonl]
cases:
  - id: refund-policy-is-sent
    expect:
      fits: true
      kept: { chunks: [refunds] }
      contains: ["Damaged items get a full refund"]
experiments:
  - id: drop-fax-rule
    description: the fax feature was removed
    remove: { rules: [fax] }
    expect: safe
`;

function run(command: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' }, timeout: 240_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('npm pack, install into a fresh project, then gate a prompt change with npx baglam gate', async () => {
  const { dir: work } = await tempDir({}, 'baglam-packed-');
  execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: ROOT, stdio: 'pipe' });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  expect(tarball).toBeDefined();

  const project = join(work, 'team-app');
  mkdirSync(join(project, 'suites'), { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'team-app', private: true, type: 'module' }));
  const install = run('npm', ['install', '--no-audit', '--no-fund', join(work, tarball!)], project);
  expect(install.stderr).not.toMatch(/ERR!/);
  expect(install.status).toBe(0);

  writeFileSync(join(project, 'profile.yaml'), PROFILE);
  writeFileSync(join(project, 'requests.jsonl'), `${logLine('q1', 'Can I get my money back?')}\n${logLine('q2', 'What do I do next?')}\n`);
  writeFileSync(join(project, 'suites', 'support.suite.yaml'), SUITE);
  writeFileSync(
    join(project, 'baglam.config.yaml'),
    'reports:\n  - { log: requests.jsonl, profile: profile.yaml }\nprofiles: [profile.yaml]\nproperties: { runs: 5 }\nregressions: [suites]\n',
  );

  // The gate passes on the team's files…
  const passing = run('npx', ['--no-install', 'baglam', 'gate'], project);
  expect(passing.stderr).not.toMatch(/Error:/);
  expect(passing.stdout).toMatch(/PASS\s+regressions\s+1 case\(s\) passed, 0 failed; 1 experiment\(s\): 1 safe/);
  expect(passing.stdout).toMatch(/PASS\s+properties/);
  expect(passing.stdout).toMatch(/gate passed/);
  expect(passing.status).toBe(0);

  // …and fails when a prompt change breaks a case (the chunk no longer clears the threshold).
  writeFileSync(join(project, 'profile.yaml'), PROFILE.replace('chunkThreshold: 0.3', 'chunkThreshold: 0.95'));
  const failing = run('npx', ['--no-install', 'baglam', 'gate'], project);
  expect(failing.stdout).toMatch(/FAIL\s+regressions/);
  expect(failing.status).toBe(1);

  // The library entries work from the installed package.
  const library = run(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { assemble, resolveProfile } from 'baglam';
       import { profileChecks } from 'baglam/properties';
       const profile = resolveProfile({ window: 4096, output: { answer: 512 } });
       const ctx = assemble({ question: 'Merhaba, disk neden doldu?' }, profile);
       console.log(JSON.stringify({ tokens: ctx.tokens, budget: ctx.budget, checks: profileChecks(profile).length }));`,
    ],
    project,
  );
  expect(library.stderr).toBe('');
  const out = JSON.parse(library.stdout) as { tokens: number; budget: number; checks: number };
  expect(out.budget).toBe(3584);
  expect(out.tokens).toBeGreaterThan(5);
  expect(out.tokens).toBeLessThan(40);
  expect(out.checks).toBeGreaterThan(10);

  // The report's worker threads start from the installed files and count what one thread counts.
  const oneThread = run('npx', ['--no-install', 'baglam', 'report', 'requests.jsonl', '--profile', 'profile.yaml', '--json', '--jobs', '1'], project);
  const twoThreads = run('npx', ['--no-install', 'baglam', 'report', 'requests.jsonl', '--profile', 'profile.yaml', '--json', '--jobs', '2'], project);
  expect(twoThreads.stderr).toBe('');
  expect(twoThreads.status).toBe(0);
  expect(JSON.parse(twoThreads.stdout)).toEqual(JSON.parse(oneThread.stdout));

  // baglam/otel needs the application's @opentelemetry/api (an optional peer); with only the API its meter is a no-op.
  const api = run('npm', ['install', '--no-audit', '--no-fund', '@opentelemetry/api@1.9.1'], project);
  expect(api.status).toBe(0);
  const otel = run(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { metrics } from '@opentelemetry/api';
       import { resolveProfile } from 'baglam';
       import { instrumentAssemble } from 'baglam/otel';
       const profile = resolveProfile({ window: 4096, output: { answer: 512 } });
       const instrumented = instrumentAssemble(metrics.getMeter('team-app'), { provider: 'openai' });
       const ctx = instrumented.assemble({ question: 'Merhaba, disk neden doldu?' }, profile);
       instrumented.recordResponse(profile, { outputTokens: 40, finishReason: 'stop' });
       console.log(ctx.budget);`,
    ],
    project,
  );
  expect(otel.stderr).toBe('');
  expect(otel.stdout.trim()).toBe('3584');
}, 600_000);
