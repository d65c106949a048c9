import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Block, extractBlocks, section, type ShellStep, shellSteps, showsLine } from '../docs/test-helpers/markdownBlocks.js';
import { commands } from './commands/index.js';

/**
 * The package as a team gets it: `npm pack`, the tarball's file list
 * checked against what the docs and help texts name, then installed into an
 * empty project and used by following the README's quick start literally —
 * its files written from its YAML blocks, its commands run from its shell
 * blocks, the output lines it shows checked. Needs the npm registry (or
 * npm's cache) for baglam's own dependencies, as `npm ci` does.
 */

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string; main: string; types: string; bin: Record<string, string>; exports: Record<string, { types: string; import: string }>;
};

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

let work = '';
let packed: Packed;
let files: Set<string>;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baglam-packed-'));
  // `npm pack` runs `prepare` (the build) first, as a git install does.
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  packed = (JSON.parse(out) as Packed[])[0]!;
  files = new Set(packed.files.map((f) => f.path));
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

/** Relative link targets in Markdown prose (not in code). */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/i.test(t));
}

/**
 * What the docs link to but the package deliberately leaves in the
 * repository, each with its reason. Anything else they link to must be in
 * the tarball.
 */
const REPOSITORY_ONLY: [RegExp, string][] = [
  [/\.(ts|mjs)$/, 'sources: the package ships them compiled (dist/, with their TSDoc in the .d.ts files)'],
  [/^docs\/api\//, 'the generated API reference (244 files): the same TSDoc ships in dist/**/*.d.ts, where editors show it'],
  [/^docs\/report\.png$/, 'a 172 KB screenshot: it would grow the tarball by 40 %; the guide reads without it'],
  [/^fixtures\//, "baglam's own synthetic data (12 MB)"],
  [/^regressions\/(README\.md|suites\/)/, "baglam's own suites and the folder's pointer to docs/regression-suites.md"],
  [/^baglam\.config\.yaml$/, "baglam's own gate config (what npm start runs in a clone)"],
  [/^mutation\/survivors\.md$/, "the mutation runs' survivors, argued one by one (0.9 MB): evidence about the committed results, which stay in the repository too"],
  [/^mutation\/audit-[\d-]+\.tsv$/, "the record of the day every 'equivalent' argument was read twice, place by place: evidence about survivors.md, which stays in the repository too"],
  [/^mutation\/code-round\.md$/, "the next code round of core/ planned from the survivors, with its patch: it goes once applied, and argues about the committed results, which stay in the repository too"],
  [/^mutation\/scores\.md$/, "the mutation runs' readings, shard by shard: they live beside the results (outside the loaders' record of their suite), which stay in the repository too"],
];

describe('the tarball', () => {
  test('holds what the docs and help texts name, and nothing of the repository\'s own', () => {
    const guides = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
    const entryPoints = [PACKAGE.main, PACKAGE.types, ...Object.values(PACKAGE.bin), ...Object.values(PACKAGE.exports).flatMap((e) => [e.types, e.import])]
      .map((p) => normalize(p));
    const required = ['package.json', 'README.md', 'LICENSE', 'schemas/profile.schema.json', 'bench/baseline.json', ...guides, ...entryPoints];
    expect(required.filter((f) => !files.has(f))).toEqual([]);

    const unwanted = [...files].filter((f) => /\.test\.|test-helpers|\.map$|^docs\/api\/|\.png$/.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')));
    expect(unwanted).toEqual([]);

    // A compiled file whose source is gone (a stale build) must not ship.
    const stale = [...files].filter((f) => f.startsWith('dist/') && f.endsWith('.js') && !existsSync(join(ROOT, f.slice('dist/'.length).replace(/\.js$/, '.ts'))));
    expect(stale).toEqual([]);

    // Every relative link of the packed Markdown resolves inside the package, or is repository-only on purpose.
    const dangling: string[] = [];
    for (const doc of [...files].filter((f) => f.endsWith('.md'))) {
      for (const target of linkTargets(readFileSync(join(ROOT, doc), 'utf8'))) {
        const path = normalize(join(dirname(doc), decodeURIComponent(target))).replace(/\/$/, '');
        if (files.has(path) || [...files].some((f) => f.startsWith(`${path}/`))) continue;
        if (!REPOSITORY_ONLY.some(([pattern]) => pattern.test(path))) dangling.push(`${doc} → ${target}`);
      }
    }
    expect(dangling).toEqual([]);

    // Every file a help text names (docs/contracts.md, bench/baseline.json, …) is in the package.
    const named = commands.flatMap((c) => [...c.usage.matchAll(/\b[\w-]+\/[\w./-]+\.(?:md|json|yaml)\b/g)].map((m) => `${c.name}: ${m[0]}`));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !files.has(n.split(': ')[1]!))).toEqual([]);

    // A size guard against a folder shipped by mistake (the fixtures are 12 MB; the lists above name what must never
    // ship): the package was 0.3 MB packed when this was written, and 1.04 MB on 2026-12-03, grown by the extractive
    // summarizer (0.34 MB of dist/core/compact/, its word lists and patterns), the property suite the gate runs
    // (0.57 MB of dist/properties/) and the guides' measured rounds (docs/compaction.md and docs/mutation.md, 0.34 MB);
    // 1.50 MB on 2026-12-05, grown by the property modules written for the extractor's mutation shards (their rows) and
    // docs/mutation.md's named survivors (0.8 MB of text); 1.69 MB on 2026-12-06, and 1.51 MB once the survivors' list
    // (0.9 MB of evidence) moved to mutation/survivors.md beside the results, which do not ship either. Still a
    // sixth of the fixtures: a guard, not a budget.
    expect(packed.size).toBeLessThan(2_000_000);
  });

  test('is built by `prepare`, the one script npm runs for a git install (it skips prepack)', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prepare).toMatch(/\bnpm run build\b/);
    expect(scripts.prepack).toBeUndefined();
  });
});

/** One step of the README's quick start: a file it writes, or a command it runs with its exit code and the output lines it shows. */
type Step = { kind: 'file'; path: string; text: string } | ({ kind: 'command' } & ShellStep);

/**
 * The quick start, read from the README as the doc test reads every block:
 * YAML blocks whose first line is `# path` are files; shell blocks are
 * commands. Also the blocks it runs for the doc test (`run-by` this file).
 */
function quickStart(readme: string): { steps: Step[]; blocks: Block[] } {
  const blocks = extractBlocks(section(readme, 'Quick start').text, 'README.md');
  const steps: Step[] = [];
  for (const block of blocks) {
    if (block.kind === 'yaml') {
      const path = /^# (\S+\.ya?ml)\n/.exec(block.body)?.[1];
      if (path !== undefined) steps.push({ kind: 'file', path, text: block.body });
    } else if (block.kind === 'sh') {
      for (const step of shellSteps(block.body)) steps.push({ kind: 'command', ...step });
    }
  }
  return { steps, blocks };
}

function sh(line: string, cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('sh', ['-c', line], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', npm_config_fund: 'false', npm_config_audit: 'false' }, timeout: 300_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}


test('installed into an empty project, the README\'s quick start works as written, in order', () => {
  const project = join(work, 'team-app');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'team-app', private: true, type: 'module' }));
  const tarball = join(work, packed.filename);

  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const { steps, blocks } = quickStart(readme);
  // Every README block the doc test leaves to this test is one this test runs.
  const leftHere = extractBlocks(readme, 'README.md').filter((b) => b.runBy === 'cli/packedInstall.slow.test.ts');
  expect(leftHere.length).toBeGreaterThan(0);
  for (const b of leftHere) expect(blocks.filter((q) => q.kind === 'sh').map((q) => q.body), b.where).toContain(b.body);
  const ran: string[] = [];
  for (const step of steps) {
    if (step.kind === 'file') {
      mkdirSync(dirname(join(project, step.path)), { recursive: true });
      writeFileSync(join(project, step.path), step.text);
      continue;
    }
    // The README installs from the clone next door; here the tarball is elsewhere.
    const line = step.line.replace(/\S*baglam-[\d.]+\.tgz\b/, tarball);
    const result = sh(line, project);
    // On a wrong exit the end of the output says which step or check failed.
    const output = result.status === step.exit ? '' : result.stdout.slice(-1500);
    expect({ line, status: result.status, stderr: result.stderr, output }).toEqual({ line, status: step.exit, stderr: expect.not.stringMatching(/Error|ERR!/), output: '' });
    for (const shown of step.shows) expect(showsLine(result.stdout, shown), `${line} shows "${shown}"`).toBe(true);
    ran.push(step.line.split(' ').slice(0, 3).join(' '));
  }
  // The quick start is what the issue of record asks of it: install, version, assemble, check, regress, baseline, gate.
  expect(ran).toEqual([
    'npm install --save-dev', 'npx baglam --version', 'npx baglam assemble', 'npx baglam check', 'npx baglam regress', 'npx baglam bench', 'npx baglam gate',
  ]);
  expect(sh('npx baglam --version', project).stdout.trim()).toBe(PACKAGE.version);

  // The schema line points at the schema inside the installed package.
  const profileFile = join(project, 'prompts', 'support.profile.yaml');
  const schemaPath = /\$schema=(\S+)/.exec(readFileSync(profileFile, 'utf8'))?.[1];
  expect(schemaPath).toBeDefined();
  const schema = JSON.parse(readFileSync(resolve(dirname(profileFile), schemaPath!), 'utf8')) as { title: string; required: string[] };
  expect(schema.title).toBe('baglam profile');
  expect(schema.required).toContain('window');

  // The baseline went into the project; the installed package's own is untouched.
  expect(JSON.parse(readFileSync(join(project, 'prompts', 'bench-baseline.json'), 'utf8'))).toHaveProperty('configs.quick.workloadHash');
  expect(readFileSync(join(project, 'node_modules', 'baglam', 'bench', 'baseline.json'), 'utf8')).toBe(readFileSync(join(ROOT, 'bench', 'baseline.json'), 'utf8'));

  // A prompt change that breaks a case fails: the runbook chunk no longer clears the threshold.
  writeFileSync(profileFile, readFileSync(profileFile, 'utf8').replace('chunkThreshold: 0.3', 'chunkThreshold: 0.95'));
  const failing = sh('npx baglam regress prompts', project);
  expect(failing.stdout).toMatch(/language-rule-and-runbook-are-sent/);
  expect(failing.status).toBe(1);

  // The library entries work from the installed package.
  const library = spawnSync(
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
    { cwd: project, encoding: 'utf8' },
  );
  expect(library.stderr).toBe('');
  const out = JSON.parse(library.stdout) as { tokens: number; budget: number; checks: number };
  expect(out.budget).toBe(3584);
  expect(out.tokens).toBeGreaterThan(5);
  expect(out.tokens).toBeLessThan(40);
  expect(out.checks).toBeGreaterThan(10);

  // The report's worker threads start from the installed files and count what one thread counts.
  const log = Array.from({ length: 6 }, (_, i) => JSON.stringify({
    request: { id: `q${i}`, rules: [{ id: 'tone', text: 'Be concise.' }], chunks: [{ id: 'refunds', score: 0.9, text: `Damaged items get a full refund within ${i + 30} days.` }], question: 'Can I get my money back?' },
    response: { usage: { prompt_tokens: 200, completion_tokens: 80 }, finish_reason: 'stop' },
  }));
  writeFileSync(join(project, 'requests.jsonl'), `${log.join('\n')}\n`);
  const oneThread = sh('npx baglam report requests.jsonl --profile prompts/support.profile.yaml --json --jobs 1', project);
  const twoThreads = sh('npx baglam report requests.jsonl --profile prompts/support.profile.yaml --json --jobs 2', project);
  expect(twoThreads.stderr).toBe('');
  expect(twoThreads.status).toBe(0);
  expect(JSON.parse(twoThreads.stdout)).toEqual(JSON.parse(oneThread.stdout));

  // baglam/otel needs the application's @opentelemetry/api (an optional peer); with only the API its meter is a no-op.
  const api = sh('npm install --no-audit --no-fund @opentelemetry/api@1.9.1', project);
  expect(api.status).toBe(0);
  const otel = spawnSync(
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
    { cwd: project, encoding: 'utf8' },
  );
  expect(otel.stderr).toBe('');
  expect(otel.stdout.trim()).toBe('3584');
}, 900_000);
