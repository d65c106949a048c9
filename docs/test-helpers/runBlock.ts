import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseProfileYaml, parseRequestYaml } from '../../core/index.js';
import { commands } from '../../cli/commands/index.js';
import { parseGateConfig } from '../../cli/gate/config.js';
import { parseLogEntry } from '../../cli/report/logEntry.js';
import { loadSuite } from '../../regressions/loadSuite.js';
import { ROOT, type Workspace } from './docWorkspace.js';
import { type Block, type ShellStep, shellSteps, showsLine } from './markdownBlocks.js';

/**
 * Runs one block of the docs as a reader would run it after pasting it, in a
 * workspace (docWorkspace.ts): TypeScript type-checked against the built
 * package and run, YAML through the loader it documents, JSONL as request-log
 * entries, shell line by line with the exit code and output the doc states.
 * The rules are told in `docs/snippets.test.ts`.
 */

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

/** The file a YAML block names on its first line (`# prompts/support.profile.yaml`), which the reader writes it to. */
export function yamlFile(block: Block): string | undefined {
  return block.kind === 'yaml' ? /^# ([\w./-]+\.ya?ml)\b/.exec(block.body)?.[1] : undefined;
}

async function runYaml(block: Block, ws: Workspace): Promise<string[]> {
  const prepared = prepareContext(block, ws);
  if (prepared.length > 0) return prepared;
  const path = yamlFile(block);
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

function runShell(block: Block, ws: Workspace, which: (step: ShellStep) => boolean): string[] {
  const problems: string[] = [];
  for (const step of shellSteps(block.body).filter(which)) {
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
export function compileSnippets(blocks: readonly Block[], ws: Workspace): Map<string, string[]> {
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

/**
 * Runs one block as its kind says; the problems found, none when it ran as
 * written. `which` picks the shell steps to run (all by default): the doc
 * test runs the measuring ones apart.
 */
export async function runBlock(block: Block, ws: Workspace, tsErrors: Map<string, string[]>, which: (step: ShellStep) => boolean = () => true): Promise<string[]> {
  switch (block.kind) {
    case 'ts':
      return runTs(block, ws, tsErrors);
    case 'yaml':
      return runYaml(block, ws);
    case 'jsonl':
      return runJsonl(block);
    case 'sh':
      return runShell(block, ws, which);
  }
}
