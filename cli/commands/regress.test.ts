import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from '../../regressions/test-helpers/tempDir.js';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { bundledPath } from '../paths.js';

async function run(argv: string[], cwd: string, env: Record<string, string> = {}, tty = false): Promise<CliRun> {
  return runCli(['regress', ...argv], { cwd, env, ttyStderr: tty });
}


async function setup(files: Record<string, string>): Promise<string> {
  const t = await tempDir({ 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST, ...files });
  return t.dir;
}

const FAILING = `profile: profile.yaml
requests: [disk.request.yaml]
cases:
  - id: holds
    expect: { fits: true }
  - id: deliberately-failing
    expect:
      kept: { chunks: kb-noise }
experiments:
  - id: drop-ex-2
    remove: { examples: ex-2 }
`;

describe('baglam regress', () => {
  it('passes on the bundled suites, found from the regressions folder', async () => {
    const { code, stdout } = await run(['regressions'], bundledPath());
    expect(code).toBe(0);
    expect(stdout).toMatch(/PASS: \d+ suites; cases \d+ passed, 0 failed/);
    expect(stdout).toContain('drop-duplicate-ex-3: safe');
    expect(stdout).toContain('✓ control-drop-ex-2-instead: unsafe (expected unsafe), as a control: the suite notices this removal');
    expect(stdout).not.toMatch(/UNSAFE|^\s*!/m);
    // Every committed cassette is still asked for: none went stale.
    expect(stdout).not.toContain('not used by this run');
  });

  it('exits 1 and names the failing case, its expectation, actual value and line', async () => {
    const dir = await setup({ 's.suite.yaml': FAILING });
    const { code, stdout } = await run(['s.suite.yaml'], dir);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ deliberately-failing  s.suite.yaml:6:5');
    expect(stdout).toContain('kept.chunks kb-noise on disk: not kept; kept chunks: kb-disk, kb-net  (s.suite.yaml:8:23)');
    expect(stdout).toContain('✓ holds');
    expect(stdout).toContain('FAIL: 1 suite; cases 1 passed, 1 failed; experiments 0 safe, 0 unsafe, 1 inconclusive');
    // The baseline failed, so the removal cannot be shown safe: inconclusive, never with a ✓.
    expect(stdout).toContain('? drop-ex-2: inconclusive');
  });

  it('exits 2 with file:line:col on a malformed suite, running nothing', async () => {
    const dir = await setup({ 's.suite.yaml': FAILING.replace('expect: { fits: true }', 'expect: { fits: true, fit: false }') });
    const { code, stdout, stderr } = await run(['s.suite.yaml'], dir);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('s.suite.yaml:5:27');
    expect(stderr).toContain('unknown key "fit"');
  });

  it.each([
    ['an empty case', FAILING.replace('    expect: { fits: true }\n', ''), 's.suite.yaml:4:5', 'no expectations'],
    ['a no-op experiment', FAILING.replace('examples: ex-2', 'examples: ex-2, rules: r-nope'), 's.suite.yaml:11:38', 'rule "r-nope"'],
    ['an empty glob', FAILING.replace('requests: [disk.request.yaml]', 'requests: ["logs/*.jsonl"]'), 's.suite.yaml:2:12', 'matches no file'],
  ])('exits 2 on %s, at its position', async (_name, suite, position, message) => {
    const dir = await setup({ 's.suite.yaml': suite });
    const { code, stderr } = await run(['s.suite.yaml'], dir);
    expect(code).toBe(2);
    expect(stderr).toContain(position);
    expect(stderr).toContain(message);
  });

  it('finds *.suite.yaml in a folder and ignores other YAML there', async () => {
    const dir = await setup({ 'suites/a.suite.yaml': FAILING.replace(/profile\.yaml/, '../profile.yaml').replace('disk.request.yaml', '../disk.request.yaml'), 'suites/notes.yaml': 'not: a suite' });
    const { code, stdout } = await run(['suites'], dir);
    expect(code).toBe(1);
    expect(stdout).toContain('a  suites/a.suite.yaml');
  });

  it('prints JSON with --json and writes JUnit with --junit', async () => {
    const dir = await setup({ 's.suite.yaml': FAILING });
    const { code, stdout } = await run(['s.suite.yaml', '--json', '--junit', 'junit.xml'], dir);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { summary: { casesFailed: number }; suites: { cases: { id: string; status: string }[] }[] };
    expect(report.summary.casesFailed).toBe(1);
    expect(report.suites[0]!.cases.map((c) => [c.id, c.status])).toEqual([['holds', 'passed'], ['deliberately-failing', 'failed']]);
    const xml = await readFile(join(dir, 'junit.xml'), 'utf8');
    expect(xml).toContain('<testsuites name="baglam regress" tests="3" failures="1">');
    expect(xml).toContain('<testcase classname="s" name="deliberately-failing" file="s.suite.yaml" line="6">');
    expect(xml).toContain('<failure message="kept.chunks kb-noise: not kept; kept chunks: kb-disk, kb-net">');
  });

  it('writes the side-by-side page with --html: the graded example\'s changed answers, marked, under their verdicts', async () => {
    const { dir } = await tempDir({}, 'baglam-regress-html-');
    const { code } = await run([join(bundledPath(), 'regressions/examples/graded.suite.yaml'), '--html', join(dir, 'page.html')], bundledPath());
    expect(code).toBe(0);
    const page = await readFile(join(dir, 'page.html'), 'utf8');
    expect(page).toContain('<span class="verdict unsafe">unsafe</span>');
    // The control's refunds answer before and after, the words that changed marked on each side.
    const control = page.slice(page.indexOf('data-experiment="control-drop-refund-rule-and-example"'));
    // "I have" is in both answers, so it is the one run left unmarked.
    expect(control).toContain('<td class="before"><del>Billing reviews refund requests within two working days; </del>I have <del>passed yours on. [HC-204]</del></td>' +
      '<td class="after"><ins>Done: </ins>I have <ins>refunded the charge to your card.</ins></td>');
    expect(page).not.toMatch(/<script|https?:\/\//);
  });

  it('adds GitHub Actions annotations when GITHUB_ACTIONS=true, and not otherwise', async () => {
    const dir = await setup({ 's.suite.yaml': FAILING });
    const github = await run(['s.suite.yaml'], dir, { GITHUB_ACTIONS: 'true' });
    expect(github.stdout).toContain('::error file=s.suite.yaml,line=8,col=23,title=baglam regress%3A s / deliberately-failing::kept.chunks kb-noise on disk');
    const plain = await run(['s.suite.yaml'], dir);
    expect(plain.stdout).not.toContain('::error');
    const bad = await setup({ 's.suite.yaml': 'cases: 3\n' });
    const config = await run(['s.suite.yaml'], bad, { GITHUB_ACTIONS: 'true' });
    expect(config.code).toBe(2);
    expect(config.stdout).toContain('::error file=s.suite.yaml,line=1,col=1,');
  });

  it('draws a progress bar only when stderr is a terminal', async () => {
    const dir = await setup({ 's.suite.yaml': FAILING });
    expect((await run(['s.suite.yaml'], dir, {}, true)).stderr).toContain('[########################] 3/3 s');
    expect((await run(['s.suite.yaml'], dir, {}, false)).stderr).toBe('');
  });

  it('refuses bad usage with exit 2', async () => {
    const dir = await setup({});
    expect((await run([], dir)).code).toBe(2);
    expect((await run(['x.suite.yaml', '--record', '--live'], dir)).code).toBe(2);
    expect((await run(['x.suite.yaml', '--bogus'], dir)).code).toBe(2);
    const missing = await run(['nope.suite.yaml'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no suite file or folder nope.suite.yaml');
  });
});

/** A model behind the command provider that counts its calls in calls.log and answers "evet" unless ex-1 is gone. */
const COUNTING_MODEL = "const fs=require('fs');let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{" +
  "fs.appendFileSync('calls.log','x');const {payload}=JSON.parse(s);const t=payload.messages.map(m=>m.content).join(' ');" +
  "process.stdout.write(JSON.stringify({text:t.includes('Disk doldu mu?')?'evet':'hayır',model:'m-1'}))})";

const MODEL_SUITE = `profile: profile.yaml
requests: [disk.request.yaml]
provider:
  model: m-1
  params: { temperature: 0 }
  cassettes: cassettes
  live: { kind: command, command: [${JSON.stringify(process.execPath)}, model.cjs] }
cases:
  - id: answers
    model: { assert: [{ equals: evet }] }
experiments:
  - id: drop-fax
    remove: { rules: r-fax }
    expect: safe
  - id: drop-ex-1
    remove: { examples: ex-1 }
    expect: unsafe
`;

describe('baglam regress: verdicts need evidence', () => {
  it('a first run with no cassettes: no experiment is printed safe, every one inconclusive, exit 1', async () => {
    const dir = await setup({ 's.suite.yaml': MODEL_SUITE, 'model.cjs': COUNTING_MODEL });
    const { code, stdout } = await run(['s.suite.yaml'], dir);
    expect(code).toBe(1);
    expect(stdout).not.toMatch(/✓ drop-/);
    expect(stdout).toContain('✗ drop-fax: inconclusive (expected safe)');
    expect(stdout).toContain('✗ drop-ex-1: inconclusive (expected unsafe)');
    expect(stdout).toContain('experiments 0 safe, 0 unsafe, 2 inconclusive, 2 not as expected');
  });

  it('--record asks only for what is missing; --record=all for everything; then replay passes', async () => {
    const dir = await setup({ 's.suite.yaml': MODEL_SUITE, 'model.cjs': COUNTING_MODEL });
    const calls = async (): Promise<number> => (await readFile(join(dir, 'calls.log'), 'utf8').catch(() => '')).length;
    expect((await run(['s.suite.yaml', '--record'], dir)).code).toBe(0);
    expect(await calls()).toBe(3);
    const again = await run(['s.suite.yaml', '--record'], dir);
    expect(again.code).toBe(0);
    expect(await calls()).toBe(3);
    expect((await run(['s.suite.yaml', '--record=all'], dir)).code).toBe(0);
    expect(await calls()).toBe(6);
    const replay = await run(['s.suite.yaml'], dir);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('✓ drop-fax: safe (expected safe)');
  });

  it('a corrupt cassette: exit 2, one line naming the file, nothing run', async () => {
    const dir = await setup({ 's.suite.yaml': MODEL_SUITE, 'cassettes/m-1/answers/baseline.json': '{"format": "baglam-cassette", "version": 2, "provid' });
    const { code, stdout, stderr } = await run(['s.suite.yaml'], dir);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`cassette ${join(dir, 'cassettes', 'm-1', 'answers', 'baseline.json')}: not JSON`);
  });

  it.each([
    [['--record', '--live']], [['--record=all', '--live']], [['--migrate-cassettes', '--record']], [['--prune', '--live']],
  ])('refuses %j with exit 2', async (flags) => {
    const dir = await setup({ 's.suite.yaml': MODEL_SUITE });
    const { code, stderr } = await run(['s.suite.yaml', ...flags], dir);
    expect(code).toBe(2);
    expect(stderr).toMatch(/exclude each other|cannot be used with --live/);
  });
});
