import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProfileYaml, parseRequestYaml } from '../core/index.js';
import { commands } from '../cli/commands/index.js';
import { parseGateConfig } from '../cli/gate/config.js';
import { parseLogEntry } from '../cli/report/logEntry.js';
import { loadSuite } from '../regressions/loadSuite.js';
import { type Block, extractBlocks, shellSteps, showsLine } from './test-helpers/markdownBlocks.js';

/**
 * Every fenced TypeScript, YAML, JSONL and shell block of README.md and
 * docs/*.md runs here, as a reader would run it after pasting it, in a copy
 * of the repository with the package built into it:
 *
 * - TypeScript is type-checked (strict) against the built package — `baglam`,
 *   `baglam/properties`, `baglam/otel` resolve to the copy's own `dist` as
 *   they do in a clone — and run with node; a block that imports vitest runs
 *   under vitest with its defaults (5 s per test).
 * - YAML goes through the loader it documents: a profile, request, suite or
 *   gate config (told apart by the file named on its first line, else by its
 *   keys); a block whose first line names a file is written there first, as
 *   the quick start asks. A CI workflow is read for the baglam commands it
 *   runs, which must exist with the options they use.
 * - JSONL is read line by line as request-log entries, by the report's parser.
 * - Shell runs line by line in the copy, `baglam` on PATH, and must exit as
 *   the doc says (0 unless the line ends in `# … exit N`); `# …` lines under a
 *   command are output it must print (`…` stands for what varies).
 *
 * The files are run in order, README.md first, then the guides by name, each
 * block after the ones above it: what the quick start writes (a profile, a
 * suite, a config, a bench baseline) is there for the guides after it, as for
 * a reader who followed it. Shell and TypeScript blocks run with
 * BAGLAM_RUNS=5 so property runs stay short.
 *
 * A block that cannot run here is marked with `<!-- no-run: reason -->` on
 * the line above its fence; at most MAX_NO_RUN of them. A block that another
 * test runs where a reader would is marked `<!-- run-by: TEST_FILE -->`: the
 * README's quick start, which `cli/packedInstall.slow.test.ts` follows in an empty
 * project that installed the packed package (that test checks it ran every
 * block so marked); a block whose effects the guides after it need (the
 * quick start's files and bench baseline) is not marked, and runs here too.
 */

const ROOT = resolve(import.meta.dirname, '..');
const MAX_NO_RUN = 10;

/** The files whose blocks run, in the order a reader meets them. */
function docFiles(): string[] {
  return ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

// ---------------------------------------------------------------------------
// The workspace: a copy of the repository, the package built into it.

interface Workspace {
  /** The copy of the repository; shell blocks run here. */
  dir: string;
  /** Where TypeScript blocks are written, inside the copy (so `baglam` resolves to the copy's build). */
  snippets: string;
  env: NodeJS.ProcessEnv;
}

const SKIPPED_TOP = new Set(['node_modules', 'dist', '.git', 'coverage']);

function createWorkspace(root: string): Workspace {
  const dir = join(root, 'clone');
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const rel = source.slice(ROOT.length + 1);
      return !SKIPPED_TOP.has(rel.split('/')[0]!) && !rel.startsWith('docs/api') && !rel.includes('/node_modules');
    },
  });
  // The dependencies as `npm ci` installed them, and baglam itself as a project that installed it would
  // see it; the package built by its own tsc (its types are checked by `npm run typecheck`).
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  symlinkSync(dir, join(dir, 'node_modules', 'baglam'), 'dir');
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json', '--noCheck', '--sourceMap', 'false'], { cwd: dir, encoding: 'utf8' });
  if (tsc.status !== 0) throw new Error(`building the copy failed:\n${tsc.stdout}${tsc.stderr}`);
  const bin = join(root, 'bin');
  mkdirSync(bin);
  chmodSync(join(dir, 'dist', 'cli', 'bin.js'), 0o755);
  symlinkSync(join(dir, 'dist', 'cli', 'bin.js'), join(bin, 'baglam'));
  const snippets = join(dir, 'doc-snippets');
  mkdirSync(snippets);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [bin, join(dir, 'node_modules', '.bin'), process.env.PATH ?? ''].join(':'),
    BAGLAM_RUNS: '5',
    CI: 'true',
    npm_config_update_notifier: 'false',
  };
  delete env.GITHUB_ACTIONS;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  delete env.NODE_OPTIONS;
  return { dir, snippets, env };
}

// ---------------------------------------------------------------------------
// YAML: through the loader it documents.

const KEYS = {
  request: ['id', 'rules', 'tools', 'examples', 'summary', 'historyTrimmed', 'history', 'messages', 'chunks', 'format', 'question'],
  profile: ['name', 'window', 'encoding', 'template', 'output', 'shares', 'chunkThreshold', 'protectedTurns', 'maxHistoryTurns', 'chunkOrder', 'maxMetaChars', 'maxLines', 'limits'],
  config: ['reports', 'profiles', 'properties', 'regressions', 'bench', 'steps'],
  suite: ['name', 'description', 'profile', 'requests', 'provider', 'verdict', 'cases', 'experiments'],
  workflow: ['name', 'on', 'jobs', 'run', 'env', 'uses', 'with'],
} as const;
type YamlKind = keyof typeof KEYS | 'collector';

/** What a YAML block is: by the file its first line names, else by its top-level keys. */
function yamlKind(path: string | undefined, value: unknown): YamlKind | undefined {
  if (path !== undefined) {
    if (path.includes('.github/workflows/')) return 'workflow';
    if (/\.suite\.ya?ml$/.test(path)) return 'suite';
    if (/\.request\.ya?ml$/.test(path)) return 'request';
    if (/(^|\/)baglam\.config\.ya?ml$/.test(path)) return 'config';
    if (/profile\.ya?ml$|(^|\/)profiles\//.test(path)) return 'profile';
    if (/(^|\/)collector\.ya?ml$/.test(path)) return 'collector';
  }
  const keys = Array.isArray(value) ? value.flatMap((item) => (item !== null && typeof item === 'object' ? Object.keys(item) : [])) : Object.keys(value ?? {});
  return (Object.keys(KEYS) as (keyof typeof KEYS)[]).find((kind) => keys.length > 0 && keys.every((k) => (KEYS[kind] as readonly string[]).includes(k)));
}

/**
 * What an example names but does not show, keyed by the example's first
 * line: files written (or copied from the repository) beside it and commands
 * run before it is loaded, so the loader checks the example itself and not
 * the absence of a reader's project.
 */
const CONTEXT: Record<string, { files?: Record<string, string>; copies?: Record<string, string>; commands?: string[] }> = {
  // docs/regression-suites.md, the full example.
  '# ops.suite.yaml — relative paths are read from the suite\'s folder.': {
    files: {
      'profiles/ops.yaml': 'window: 32768\noutput: { answer: 4096 }\n',
      'logs/requests.jsonl': `${['ops-0001', 'ops-0019', 'ops-0113'].map((id) => JSON.stringify({
        request: {
          id,
          rules: [{ id: 'r-tone', text: 'Kibar ol, lütfen kısa yaz.' }, { id: 'r-fax', text: 'Faks ile bildirim gönder.' }],
          tools: [{ name: 'faks_gonder', description: 'Faks gönderir.' }],
          examples: [{ id: 'ex-2', text: 'S: p99? C: geri al.' }, { id: 'ex-3', text: 'S: p99 neden? C: geri al.' }],
          question: 'Disk neden doldu?',
        },
      })).join('\n')}\n`,
      'requests/extra.request.yaml': 'id: extra\nquestion: Merhaba?\n',
      'checks/cites-only-evidence.mjs': 'export default () => true;\n',
    },
  },
  // docs/gate.md, the example config (after the quick start wrote prompts/).
  '# What the gate checks. Leave out a key and its step does not run.': {
    copies: { 'logs/requests.jsonl': 'fixtures/products/en-support/requests.jsonl' },
    commands: [
      'mkdir -p prompts/suites && sed -e "s|^profile: |profile: ../|" -e "s|^requests: \\[|requests: [../|" prompts/support.suite.yaml > prompts/suites/support.suite.yaml',
      'baglam report logs/requests.jsonl --profile prompts/support.profile.yaml --baseline prompts/footprint.json --update',
    ],
  },
};

function prepareContext(block: Block, ws: Workspace): string[] {
  const context = CONTEXT[block.body.split('\n')[0]!];
  if (context === undefined) return [];
  for (const [path, text] of Object.entries(context.files ?? {})) {
    mkdirSync(dirname(join(ws.dir, path)), { recursive: true });
    writeFileSync(join(ws.dir, path), text);
  }
  for (const [path, from] of Object.entries(context.copies ?? {})) {
    mkdirSync(dirname(join(ws.dir, path)), { recursive: true });
    cpSync(join(ws.dir, from), join(ws.dir, path));
  }
  const problems: string[] = [];
  for (const command of context.commands ?? []) {
    const result = spawnSync('sh', ['-c', command], { cwd: ws.dir, env: ws.env, encoding: 'utf8' });
    if (result.status !== 0) problems.push(`preparing: ${command}: exit ${result.status}\n${result.stderr}`);
  }
  return problems;
}

/** A minimal suite that a fragment (`verdict:`, `provider:`) completes, as a reader would add it to theirs. */
const SUITE_BASE = 'profile: { window: 8192, output: { answer: 512 } }\nrequests: [{ id: r1, question: Disk neden doldu? }]\ncases: [{ id: fits, expect: { fits: true } }]\n';

/** The baglam commands a CI workflow runs exist, with the options they pass. */
function checkWorkflow(value: unknown): string[] {
  const runs = JSON.stringify(value).match(/"run":"[^"]*"/g) ?? [];
  const problems: string[] = [];
  for (const run of runs) {
    const line = JSON.parse(`{${run}}`).run as string;
    const call = /\bbaglam\s+(\S+)(.*)$/.exec(line);
    if (call === null) continue;
    const command = commands.find((c) => c.name === call[1]);
    if (command === undefined) {
      problems.push(`${line}: no command "${call[1]}"`);
      continue;
    }
    for (const option of call[2]!.match(/--[\w-]+/g) ?? []) {
      if (!command.usage.includes(option)) problems.push(`${line}: baglam ${command.name} has no option ${option}`);
    }
  }
  return problems;
}

async function runYaml(block: Block, ws: Workspace): Promise<string[]> {
  const prepared = prepareContext(block, ws);
  if (prepared.length > 0) return prepared;
  const path = /^# ([\w./-]+\.ya?ml)\b/.exec(block.body)?.[1];
  let value: unknown;
  try {
    value = parseYaml(block.body, { uniqueKeys: true, strict: true });
  } catch (error) {
    return [`not valid YAML: ${(error as Error).message}`];
  }
  const kind = yamlKind(path, value);
  if (kind === undefined) return ['neither a profile, a request, a suite, a gate config nor a CI workflow: name the file on its first line (# path.yaml)'];
  // A block that names no file is read as if it lay at the root of the copy, where its paths point.
  const file = join(ws.dir, path ?? `${block.where.replace(/[^\w]+/g, '-')}.${kind}.yaml`);
  if (path !== undefined) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.body);
  }
  const shown = path ?? block.where;
  try {
    switch (kind) {
      case 'profile':
        parseProfileYaml(block.body, shown);
        return [];
      case 'request':
        parseRequestYaml(block.body, shown);
        return [];
      case 'config':
        parseGateConfig(block.body, file);
        return [];
      case 'suite': {
        const complete = value !== null && typeof value === 'object' && 'profile' in value && 'cases' in value;
        if (!complete || path === undefined) {
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, complete ? block.body : `${SUITE_BASE}${block.body}`);
        }
        await loadSuite(file, { cwd: ws.dir });
        return [];
      }
      case 'workflow':
        return checkWorkflow(value);
      case 'collector':
        return [];
    }
  } catch (error) {
    return [`${kind}: ${(error as Error).message}`];
  }
}

// ---------------------------------------------------------------------------
// JSONL: every line a request-log entry.

function runJsonl(block: Block): string[] {
  const problems: string[] = [];
  block.body.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      parseLogEntry(line, block.where, i + 1);
    } catch (error) {
      problems.push((error as Error).message);
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------
// Shell: line by line, with the exit code and output the doc states.

function runShell(block: Block, ws: Workspace): string[] {
  const problems: string[] = [];
  for (const step of shellSteps(block.body)) {
    const result = spawnSync('sh', ['-c', step.line], { cwd: ws.dir, env: ws.env, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== step.exit) {
      problems.push(`${step.line}: exit ${result.status ?? result.signal}, the doc says ${step.exit}\n${result.stderr.slice(0, 2000)}${result.stdout.slice(-1000)}`);
      continue;
    }
    for (const shown of step.shows) if (!showsLine(result.stdout, shown)) problems.push(`${step.line}: the output does not show "${shown}"`);
  }
  return problems;
}

// ---------------------------------------------------------------------------
// TypeScript: type-checked together against the built package, then run.

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023'], types: ['node'],
    strict: true, noUncheckedIndexedAccess: true, skipLibCheck: true, outDir: 'out', rootDir: '.', noEmitOnError: false,
  },
  include: ['*.ts'],
};

/** A block that imports vitest is a test file, run by vitest. */
const usesVitest = (block: Block): boolean => /from ['"]vitest['"]/.test(block.body);

/** The snippet's file name: one per block, named after where it is (a vitest block's as vitest finds test files). */
function snippetName(block: Block): string {
  return block.where.replace(/\.md:/, '-').replace(/[^\w-]+/g, '-') + (usesVitest(block) ? '.test' : '');
}

/** Type-checks and compiles every TypeScript block at once; the errors of each, by snippet name. */
function compileSnippets(blocks: readonly Block[], ws: Workspace): Map<string, string[]> {
  writeFileSync(join(ws.snippets, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  for (const block of blocks) writeFileSync(join(ws.snippets, `${snippetName(block)}.ts`), block.body);
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.', '--pretty', 'false'], { cwd: ws.snippets, encoding: 'utf8' });
  const errors = new Map<string, string[]>();
  for (const line of tsc.stdout.split('\n')) {
    const name = /^(.+?)\.ts\(/.exec(line)?.[1];
    if (name === undefined) continue;
    errors.set(name, [...(errors.get(name) ?? []), line]);
  }
  if (tsc.status !== 0 && errors.size === 0) errors.set('*', [tsc.stdout + tsc.stderr]);
  return errors;
}

/** The environment without BAGLAM_RUNS: a vitest block is run with the runs it asks for. */
function withoutRuns(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { BAGLAM_RUNS: _runs, ...rest } = env;
  return rest;
}

function runTs(block: Block, ws: Workspace, errors: Map<string, string[]>): string[] {
  const name = snippetName(block);
  const typeErrors = [...(errors.get(name) ?? []), ...(errors.get('*') ?? [])];
  if (typeErrors.length > 0) return typeErrors;
  // A vitest block runs as a reader's test file would: vitest's defaults, nothing of ours.
  const result = usesVitest(block)
    ? spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', join(ws.snippets, 'out'), '--config', join(ws.snippets, 'vitest.config.mjs'), `${name}.js`], {
        cwd: ws.dir, env: withoutRuns(ws.env), encoding: 'utf8', timeout: 120_000,
      })
    : spawnSync(process.execPath, [join(ws.snippets, 'out', `${name}.js`)], { cwd: ws.dir, env: ws.env, encoding: 'utf8', timeout: 120_000 });
  return result.status === 0 ? [] : [`exit ${result.status ?? result.signal}\n${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`];
}

// ---------------------------------------------------------------------------

async function runBlock(block: Block, ws: Workspace, tsErrors: Map<string, string[]>): Promise<string[]> {
  switch (block.kind) {
    case 'ts':
      return runTs(block, ws, tsErrors);
    case 'yaml':
      return runYaml(block, ws);
    case 'jsonl':
      return runJsonl(block);
    case 'sh':
      return runShell(block, ws);
  }
}

const files = docFiles().map((file) => ({ file, blocks: extractBlocks(readFileSync(join(ROOT, file), 'utf8'), file) }));
const all = files.flatMap((f) => f.blocks);
const runsHere = (b: Block): boolean => b.noRun === undefined && b.runBy === undefined;
const runHere = all.filter(runsHere);

let work = '';
let ws: Workspace;
let tsErrors = new Map<string, string[]>();

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'baglam-snippets-'));
  ws = createWorkspace(work);
  writeFileSync(join(ws.snippets, 'vitest.config.mjs'), 'export default {};\n');
  tsErrors = compileSnippets(runHere.filter((b) => b.kind === 'ts'), ws);
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('every code block in the docs', () => {
  it(`is run, but for at most ${MAX_NO_RUN} marked no-run with a reason`, () => {
    const marked = all.filter((b) => b.noRun !== undefined).map((b) => `${b.where}: ${b.noRun}`);
    expect(marked.filter((m) => /:\s*$/.test(m))).toEqual([]);
    expect(marked.length, `blocks marked no-run:\n${marked.join('\n')}`).toBeLessThanOrEqual(MAX_NO_RUN);
    expect(runHere.length).toBeGreaterThan(20);
  });

  it('leaves to another test only blocks that test runs: a run-by marker names an existing test file', () => {
    const marked = all.filter((b) => b.runBy !== undefined);
    for (const b of marked) {
      expect(b.noRun, `${b.where}: both no-run and run-by`).toBeUndefined();
      expect(existsSync(join(ROOT, b.runBy!)) && b.runBy!.endsWith('.test.ts'), `${b.where}: run-by ${b.runBy}`).toBe(true);
    }
  });

  for (const { file, blocks } of files) {
    for (const block of blocks.filter(runsHere)) {
      it(`${block.where} (${block.kind}) runs as written`, async () => {
        expect(await runBlock(block, ws, tsErrors)).toEqual([]);
      }, 240_000);
    }
  }
});

describe('the doc test itself', () => {
  it('fails on a broken snippet of each kind, naming it', async () => {
    const broken = extractBlocks(
      [
        '```ts',
        "import { assemble } from 'baglam';",
        "const ctx = assemble({ question: 'q' });", // the profile is missing
        '```',
        '```ts',
        "throw new Error('fails at run time');",
        '```',
        '```yaml',
        '# broken/support.profile.yaml',
        'window: 8192',
        'output: { answer: 512, reasonng: 0 }',
        '```',
        '```jsonl',
        '{"request": {"question": "wrapped over',
        'two lines"}}',
        '```',
        '```sh',
        'baglam assemble no-such.request.yaml --profile broken/support.profile.yaml',
        '```',
        '```sh',
        'baglam --version',
        '# 9.9.9',
        '```',
        '<!-- no-run: shown here only to be counted -->',
        '```sh',
        'false',
        '```',
      ].join('\n'),
      'broken.md',
    );
    expect(broken.map((b) => `${b.where} ${b.kind}${b.noRun === undefined ? '' : ' no-run'}`)).toEqual([
      'broken.md:1 ts', 'broken.md:5 ts', 'broken.md:8 yaml', 'broken.md:13 jsonl', 'broken.md:17 sh', 'broken.md:20 sh', 'broken.md:25 sh no-run',
    ]);
    // Its own snippet folder, so only these blocks are compiled.
    const own: Workspace = { ...ws, snippets: join(ws.dir, 'doc-snippets-broken') };
    mkdirSync(own.snippets);
    const errors = compileSnippets(broken.filter((b) => b.kind === 'ts'), own);
    const problems: string[][] = [];
    for (const block of broken.slice(0, 6)) problems.push(await runBlock(block, own, errors));
    expect(problems[0]!.join('\n')).toMatch(/TS2554/);
    expect(problems[1]!.join('\n')).toMatch(/fails at run time/);
    expect(problems[2]!.join('\n')).toMatch(/broken\/support\.profile\.yaml:3:24 \(output\.reasonng\): unknown key/);
    expect(problems[3]!).toHaveLength(2);
    expect(problems[4]!.join('\n')).toMatch(/exit 2, the doc says 0/);
    expect(problems[5]!.join('\n')).toMatch(/does not show "9\.9\.9"/);
    for (const dir of ['broken', 'doc-snippets-broken']) rmSync(join(ws.dir, dir), { recursive: true, force: true });
  }, 240_000);

  it('reads a shell block\'s exit codes and shown output', () => {
    expect(shellSteps('# Take one\nnpx baglam gate   # one report; exit 0 / 1 / 2\n# Later, in CI\nbaglam regress x \\\n  --json   # exit 1\n#   FAIL  …\n')).toEqual([
      { line: 'npx baglam gate', exit: 0, shows: [] },
      { line: 'baglam regress x --json', exit: 1, shows: ['FAIL  …'] },
    ]);
  });
});
