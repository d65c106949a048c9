import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, createWorkspace, docFiles, type Workspace } from './test-helpers/docWorkspace.js';
import { extractBlocks, measures, runByDocTest, shellSteps } from './test-helpers/markdownBlocks.js';
import { compileSnippets, runBlock } from './test-helpers/runBlock.js';

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
 * The shell steps that measure speed (`baglam bench`, `baglam gate`: see
 * `measures`) judge ratios, which are noise while other test files share
 * the cores; they run in `docs/snippets.measuring.test.ts`, alone after the
 * rest, in a workspace of their own where the quick start's files were
 * written before them as here. Every other block and step runs here, beside
 * the other test files.
 *
 * A block that cannot run here is marked with `<!-- no-run: reason -->` on
 * the line above its fence; at most MAX_NO_RUN of them. A block that another
 * test runs where a reader would is marked `<!-- run-by: TEST_FILE -->`: the
 * README's quick start, which `cli/packedInstall.slow.test.ts` follows in an empty
 * project that installed the packed package (that test checks it ran every
 * block so marked); a block whose effects the guides after it need (the
 * quick start's files and bench baseline) is not marked, and runs here too.
 */

const MAX_NO_RUN = 10;

const all = docFiles().flatMap((file) => extractBlocks(readFileSync(join(ROOT, file), 'utf8'), file));
const runHere = all.filter(runByDocTest);

let work = '';
let ws: Workspace;
let tsErrors = new Map<string, string[]>();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'baglam-snippets-'));
  ws = await createWorkspace(work, { declarations: true });
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

  // A shell block whose every step measures has no test here: the measuring file runs it.
  for (const block of runHere.filter((b) => b.kind !== 'sh' || shellSteps(b.body).some((step) => !measures(step)))) {
    it(`${block.where} (${block.kind}) runs as written`, async () => {
      expect(await runBlock(block, ws, tsErrors, (step) => !measures(step))).toEqual([]);
    }, 240_000);
  }

  it('leaves to the measuring file the bench and gate lines: the README\'s bench baseline among them', () => {
    const measuring = runHere.flatMap((b) => (b.kind === 'sh' ? shellSteps(b.body).filter(measures).map((s) => `${b.where} ${s.line}`) : []));
    expect(measuring.length).toBeGreaterThanOrEqual(3);
    expect(measuring.some((m) => m.startsWith('README.md:') && /baglam bench .*--update/.test(m))).toBe(true);
  });

  it('keeps bench and gate lines in shell blocks of their own (the measuring file runs no other step of a block)', () => {
    const mixed = runHere.filter((b) => b.kind === 'sh' && shellSteps(b.body).some(measures) && !shellSteps(b.body).every(measures));
    expect(mixed.map((b) => b.where)).toEqual([]);
  });
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

  it('tells the steps that measure speed from the rest', () => {
    const lines = ['npx baglam bench --quick --update', 'baglam gate --junit gate.xml', 'cd x && npx baglam gate', 'baglam bench', 'baglam regress prompts', 'baglam check --profile p.yaml', 'npx baglam report log.jsonl', 'echo benchmarks', 'baglam benchmark'];
    expect(lines.filter((line) => measures({ line, exit: 0, shows: [] }))).toEqual(lines.slice(0, 4));
  });

  it('reads a shell block\'s exit codes and shown output', () => {
    expect(shellSteps('# Take one\nnpx baglam gate   # one report; exit 0 / 1 / 2\n# Later, in CI\nbaglam regress x \\\n  --json   # exit 1\n#   FAIL  …\n')).toEqual([
      { line: 'npx baglam gate', exit: 0, shows: [] },
      { line: 'baglam regress x --json', exit: 1, shows: ['FAIL  …'] },
    ]);
  });
});
