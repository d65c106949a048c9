import { spawnSync } from 'node:child_process';
import type { FaultCase, Problem } from '../faultCase.js';
import { runProcess } from '../harness/cliProcess.js';
import { cli, processCli } from '../harness/inProcess.js';
import { startServer, type TestServer } from '../harness/servers.js';
import type { Workspace } from '../harness/workspace.js';
import { basics, ciEnv } from './inputs.js';

/**
 * Faults around recorded answers and the code and services a suite brings:
 * cassettes (temp files of killed recordings, oversized files, oversized
 * answers), providers that fail, assertion modules that throw or cannot load.
 */

/** A command-provider model answering `text` as model `m-1`. */
const MODEL = (text: string): string =>
  `let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => process.stdout.write(JSON.stringify({ text: ${JSON.stringify(text)}, model: 'm-1' })));\n`;

/** A suite with one model check, cassettes in `cassettes/`, and `provider` lines added to its provider block. */
function cassetteSuite(assertion: string, provider = ''): string {
  return `profile: profile.yaml
requests: [request.yaml]
provider:
  model: m-1
  params: { temperature: 0 }
  cassettes: cassettes
${provider}  live: { kind: command, command: [${JSON.stringify(process.execPath)}, model.mjs] }
cases:
  - id: answers
    model:
      assert: [${assertion}]
`;
}

/** A cassette as a recording writes it: the answer `text` for the suite's one request. */
async function recorded(ws: Workspace, text: string, provider = ''): Promise<void> {
  basics(ws);
  ws.file('model.mjs', MODEL(text));
  ws.file('s.suite.yaml', cassetteSuite('{ contains: ok }', provider));
  const seen = await cli(['regress', 's.suite.yaml', '--record'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
  if (seen.exit !== 0 || !ws.exists(CASSETTE)) throw new Error(`recording the cassette failed: exit ${seen.exit}: ${seen.stdout}${seen.stderr}`);
}

const CASSETTE = 'cassettes/m-1/answers/baseline.json';

/** The pid of a process that has ended: a writer killed before it could clean up. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

let server: TestServer | undefined;

/** Requests per suite in the concurrent recording: enough read-modify-write cycles of one file that, unlocked, two runs lose some. */
const PER_SUITE = 30;

/** How many requests' answers a cassette holds. */
function entriesOf(text: string): number {
  return (JSON.parse(text) as { entries?: unknown[] }).entries?.length ?? -1;
}

export const evidenceCases: FaultCase[] = [
  {
    id: 'temp-file-of-a-killed-recording-is-removed-and-said',
    mayChange: /\.tmp$/,
    bullet: 'killed or failed --record runs leave *.tmp files behind, never cleaned or reported',
    async run(ws) {
      await recorded(ws, 'ok yanıt');
      // 2 MB of what a killed writer had written so far, under the name the store gives its temp files.
      ws.file(`${CASSETTE}.${deadPid()}.0badc0de.tmp`, Buffer.alloc(2 << 20, 0x7b));
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir, env: ciEnv() });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /removed 1 temp file left by an interrupted recording: m-1\/answers\/baseline\.json\.\d+\.0badc0de\.tmp/ },
    verify: (_seen, ws) => {
      const left = ws.list('cassettes/m-1/answers');
      return left.join(',') === 'baseline.json' ? [] : [{ category: 'silently wrong', detail: `left in the cassette folder: ${left.join(', ')}` }];
    },
  },
  {
    id: 'two-recordings-into-one-cassette-keep-both',
    bullet: 'writes that matter are serialised: two --record runs into one cassette file keep both answers',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', MODEL('ok'));
      for (const suite of ['a', 'b']) {
        for (let i = 0; i < PER_SUITE; i++) ws.file(`${suite}/q${i}.request.yaml`, `id: ${suite}-${i}\nquestion: Soru ${suite} ${i}?\n`);
        ws.file(`${suite}.suite.yaml`, cassetteSuite('{ contains: ok }').replace('requests: [request.yaml]', `requests: ["${suite}/*.request.yaml"]`));
      }
      const [a, b] = await Promise.all(['a.suite.yaml', 'b.suite.yaml'].map((suiteFile) =>
        runProcess(['regress', suiteFile, '--record'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 120_000 })));
      return { exit: a!.exit === 0 ? b!.exit : a!.exit, stdout: a!.stdout + b!.stdout, stderr: a!.stderr + b!.stderr, hung: a!.hung || b!.hung };
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty' },
    verify(_seen, ws) {
      const problems: Problem[] = [];
      const entries = ws.exists(CASSETTE) ? entriesOf(ws.read(CASSETTE).toString('utf8')) : 0;
      if (entries !== 2 * PER_SUITE) problems.push({ category: 'data loss', detail: `the cassette holds ${entries} entries, expected one per request of both suites (${2 * PER_SUITE})` });
      const left = ws.list('cassettes/m-1/answers').filter((f) => f !== 'baseline.json');
      if (left.length > 0) problems.push({ category: 'silently wrong', detail: `left behind: ${left.join(', ')}` });
      return problems;
    },
  },
  {
    id: 'lock-left-by-a-killed-recording-is-taken-over',
    bullet: 'writes that matter are serialised by a lock file; a lock a killed run left does not hold the next run',
    mayChange: /\.lock$/,
    async run(ws) {
      await recorded(ws, 'ok yanıt');
      ws.file(`${CASSETTE}.lock`, `${deadPid()}\n`);
      ws.file('model.mjs', MODEL('ok yeni yanıt'));
      return processCli(['regress', 's.suite.yaml', '--record=all'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /recorded 1 answer/ },
    verify(_seen, ws) {
      const problems: Problem[] = [];
      if (!ws.read(CASSETTE).toString('utf8').includes('ok yeni yanıt')) problems.push({ category: 'silently wrong', detail: 'the new answer was not recorded' });
      if (ws.exists(`${CASSETTE}.lock`)) problems.push({ category: 'silently wrong', detail: 'the stale lock is still there' });
      return problems;
    },
  },
  {
    id: 'oversized-cassette-is-refused-on-replay',
    bullet: 'a 300 MB answer recorded to a cassette crashes every replay (maxCassetteBytes)',
    async run(ws) {
      await recorded(ws, 'ok yanıt', '  maxCassetteBytes: 4000\n');
      // Grown past the cap by hand (or by an older baglam without one): a replay must refuse it, not read it.
      const cassette = JSON.parse(ws.read(CASSETTE).toString('utf8')) as Record<string, unknown>;
      ws.file(CASSETTE, JSON.stringify({ ...cassette, padding: 'x'.repeat(8000) }));
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir, env: ciEnv() });
    },
    expect: { kind: 'cli', exit: 2, stderr: /cassettes\/m-1\/answers\/baseline\.json: is \d+ bytes, over maxCassetteBytes \(4000\)/ },
  },
  {
    id: 'answer-over-the-configured-cap-is-not-recorded',
    bullet: 'no cap on answer size: a configured maxAnswerBytes refuses, and does not record, a larger answer',
    async run(ws) {
      await recorded(ws, 'ok yanıt', '  maxAnswerBytes: 200\n');
      ws.file('model.mjs', MODEL(`ok ${'ş'.repeat(200)}`));
      return cli(['regress', 's.suite.yaml', '--record=all'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /the answer is \d+ bytes, over maxAnswerBytes \(200\): refused, not recorded/ },
    verify: (_seen, ws) => (ws.read(CASSETTE).toString('utf8').includes('ok yanıt')
      ? [] : [{ category: 'data loss', detail: 'the recorded answer was replaced' }]),
  },
  {
    id: 'provider-answering-500-is-never-safe',
    bullet: 'every failure of a provider is one line; an experiment over a failing provider is inconclusive, not safe',
    async run(ws) {
      server = await startServer((_req, res) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"upstream down"}}');
      });
      basics(ws);
      ws.file('s.suite.yaml', `profile: profile.yaml
requests: [request.yaml]
provider:
  model: m-1
  params: { temperature: 0 }
  live: { kind: openai, baseUrl: "${server.baseUrl}", maxRetries: 0 }
cases:
  - id: answers
    model: { assert: [{ contains: Disk }] }
experiments:
  - id: drop-lang
    remove: { rules: r-lang }
    expect: safe
`);
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /drop-lang: inconclusive[^\n]*\n(?:.*\n)*.*answered 500/ },
    verify: (seen) => (/✓ drop-lang|drop-lang: safe/.test(seen.stdout) ? [{ category: 'silently wrong', detail: 'judged safe on a provider that only failed' }] : []),
    async cleanup() {
      await server?.close();
      server = undefined;
    },
  },
  {
    id: 'assertion-module-that-throws',
    bullet: 'every failure of a user-supplied module is one line naming it',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', MODEL('ok'));
      ws.file('throws.mjs', 'export default () => { throw new RangeError("kural bozuk"); };\n');
      ws.file('s.suite.yaml', cassetteSuite('{ module: ./throws.mjs }'));
      return cli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /\.\/throws\.mjs threw: kural bozuk/ },
  },
  {
    id: 'assertion-module-that-does-not-load',
    bullet: 'every failure of a user-supplied module is one line naming the path and the field (a syntax error)',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', MODEL('ok'));
      ws.file('broken.mjs', 'export default = ;\n');
      ws.file('s.suite.yaml', cassetteSuite('{ module: ./broken.mjs }'));
      return cli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 2, stderr: /^baglam regress: s\.suite\.yaml:\d+:\d+ \(cases\[0\]\.model\.assert\[0\]\.module\): the assertion module failed to load/ },
  },
  {
    id: 'assertion-module-that-is-missing',
    bullet: 'every failure of the filesystem is one line naming the path and the field (a missing module)',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', MODEL('ok'));
      ws.file('s.suite.yaml', cassetteSuite('{ module: ./missing.mjs }'));
      return cli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 2, stderr: /\(cases\[0\]\.model\.assert\[0\]\.module\): no assertion module \.\/missing\.mjs/ },
  },
];

