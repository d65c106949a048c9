import type { FaultCase, Observation } from '../faultCase.js';
import type { Workspace } from '../harness/workspace.js';
import { capture } from '../../cli/test-helpers/runCli.js';
import { main } from '../../cli/main.js';
import { cli, processCli } from '../harness/inProcess.js';
import { endlessBody, startServer, type TestServer } from '../harness/servers.js';
import { basics, ciEnv, logLine, modelSuite, PROFILE, REQUEST } from './inputs.js';

/** A request with `n` chunks, all under the profile's threshold: every one of them is dropped. */
export function manyDroppedChunks(n: number): Record<string, unknown> {
  const chunks = [];
  for (let i = 0; i < n; i++) chunks.push({ id: `c${i}`, text: `parça ${i}`, score: 0.1 });
  return { question: 'Hangi parça?', chunks };
}

/** A model that prints without end, a megabyte at a time. */
const FLOODING_MODEL = `process.stdin.resume();
const block = Buffer.alloc(1 << 20, 0x61);
const flood = () => { while (process.stdout.write(block)); process.stdout.once('drain', flood); };
flood();
`;

/** `baglam report` with a standard output whose `write` throws: an error baglam did not foresee. */
async function internalError(ws: Workspace, debug: boolean): Promise<Observation> {
  const stderr = capture();
  const throwing = { write: () => { throw new TypeError('the terminal went away'); } } as unknown as NodeJS.WritableStream;
  const env = debug ? { BAGLAM_DEBUG: '1' } : {};
  basics(ws);
  try {
    const exit = await main(['report', 'log.jsonl', '--profile', 'profile.yaml'], { stdout: throwing, stderr: stderr.stream, cwd: ws.dir, env });
    return { exit, stdout: '', stderr: stderr.text(), hung: false, debug };
  } catch (thrown) {
    return { exit: null, stdout: '', stderr: stderr.text(), hung: false, thrown, debug };
  }
}

let server: TestServer | undefined;

export const failureCases: FaultCase[] = [
  {
    id: 'report-on-a-folder',
    bullet: 'report on a directory crashes with a stack trace',
    async run(ws) {
      basics(ws);
      ws.folder('logs');
      return cli(['report', 'logs', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /logs/ },
  },
  {
    id: 'report-on-dev-zero',
    bullet: 'report on /dev/zero crashes',
    async run(ws) {
      basics(ws);
      return processCli(['report', '/dev/zero', '--profile', 'profile.yaml'], { cwd: ws.dir, nodeArgs: ['--max-old-space-size=256'], deadlineMs: 30_000 });
    },
    expect: { kind: 'cli', exit: 2, stderr: /\/dev\/zero/ },
  },
  {
    id: 'report-html-into-a-missing-folder',
    bullet: '--html to an unwritable path crashes with a stack trace',
    async run(ws) {
      basics(ws);
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--html', 'missing/out.html'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /missing\/out\.html/ },
  },
  {
    id: 'report-html-under-a-file',
    bullet: '--html to an unwritable path crashes with a stack trace (a file where a folder should be)',
    async run(ws) {
      basics(ws);
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--json', '--html', 'profile.yaml/out.html'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /profile\.yaml\/out\.html/ },
  },
  {
    id: 'gate-junit-unwritable-found-before-the-steps',
    bullet: 'in gate, an unwritable --junit is found after every step ran, turning exit 2 into 1 and losing the annotations',
    async run(ws) {
      basics(ws);
      ws.file('baglam.config.yaml', 'reports:\n  - log: log.jsonl\n    profile: profile.yaml\n');
      return cli(['gate', '--json', '--junit', 'missing/junit.xml'], { cwd: ws.dir, env: { GITHUB_ACTIONS: 'true' } });
    },
    // Nothing ran: no report on stdout.
    expect: { kind: 'cli', exit: 2, stderr: /missing\/junit\.xml/, stdout: /^$/ },
  },
  {
    id: 'regress-junit-unwritable',
    bullet: '--junit to an unwritable path crashes with a stack trace (regress)',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests: [request.yaml]\ncases:\n  - id: fits\n    expect: { fits: true }\n');
      return cli(['regress', 's.suite.yaml', '--junit', 'missing/junit.xml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /missing\/junit\.xml/, stdout: /^$/ },
  },
  {
    id: 'report-json-into-a-closed-pipe',
    bullet: '--json into a closed pipe (EPIPE) crashes with a stack trace',
    async run(ws) {
      basics(ws);
      return processCli(['report', 'log.jsonl', '--profile', 'profile.yaml', '--json'], {
        cwd: ws.dir,
        onSpawn: (child) => child.stdout!.destroy(),
      });
    },
    expect: { kind: 'cli', exit: 2, stderr: /standard output/ },
  },
  {
    id: 'regress-json-into-a-closed-pipe',
    bullet: '--json into a closed pipe (EPIPE) crashes with a stack trace (regress)',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests: [request.yaml]\ncases:\n  - id: fits\n    expect: { fits: true }\n');
      return processCli(['regress', 's.suite.yaml', '--json'], { cwd: ws.dir, onSpawn: (child) => child.stdout!.destroy() });
    },
    expect: { kind: 'cli', exit: 2, stderr: /standard output/ },
  },
  {
    id: 'report-survives-a-line-that-crashed-assemble',
    bullet: 'one request with 150 000 dropped chunks in a log kills the whole report without a line number',
    async run(ws) {
      ws.file('profile.yaml', `${PROFILE}chunkThreshold: 0.5\n`);
      ws.file('log.jsonl', [logLine('Birinci?'), JSON.stringify({ request: manyDroppedChunks(150_000) }), logLine('Üçüncü?')].join('\n'));
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml'], { cwd: ws.dir, deadlineMs: 120_000 });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty', stdout: /requests 3: 3 assembled/ },
  },
  {
    id: 'command-prints-without-end',
    bullet: 'a command printing > 512 MB crashes the run; no cap on command output size',
    async run(ws) {
      basics(ws);
      ws.file('model.cjs', FLOODING_MODEL);
      ws.file('s.suite.yaml', modelSuite(['{ contains: x }']).replace('model.mjs', 'model.cjs'));
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), nodeArgs: ['--max-old-space-size=512'], deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'any', stdout: /more than \d+ MiB/ },
  },
  {
    id: 'endpoint-answers-without-end',
    bullet: 'no cap on answer size (HTTP provider)',
    async run(ws) {
      server = await startServer(endlessBody);
      basics(ws);
      ws.file('s.suite.yaml', `profile: profile.yaml
requests: [request.yaml]
provider:
  live: { kind: openai, baseUrl: "${server.baseUrl}", maxRetries: 0 }
cases:
  - id: answers
    model: { assert: [{ contains: x }] }
`);
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), nodeArgs: ['--max-old-space-size=512'], deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'any', stdout: /more than \d+ MiB/ },
    async cleanup() {
      await server?.close();
      server = undefined;
    },
  },
  {
    id: 'internal-error-is-one-line',
    bullet: 'every failure is one line with exit 2 or 1, never a stack trace',
    run: (ws) => internalError(ws, false),
    expect: { kind: 'cli', exit: 2, stderr: /baglam report: .*the terminal went away/ },
  },
  {
    id: 'internal-error-stack-with-baglam-debug',
    bullet: 'BAGLAM_DEBUG=1 may show the stack',
    run: (ws) => internalError(ws, true),
    expect: { kind: 'cli', exit: 2, stderr: 'any' },
    verify: (seen) => (/^\s+at /m.test(seen.stderr) ? [] : [{ category: 'obscure', detail: 'BAGLAM_DEBUG=1 shows no stack' }]),
  },
  {
    id: 'request-file-is-a-folder',
    bullet: 'every failure of the filesystem is one line naming the path',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.folder('request.yaml');
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.yaml/ },
  },
  {
    id: 'suite-request-file-is-a-folder',
    bullet: 'every failure of the filesystem is one line naming the path (suites)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('good.request.yaml', REQUEST);
      ws.folder('bad.request.yaml');
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests: [bad.request.yaml]\ncases:\n  - id: fits\n    expect: { fits: true }\n');
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /bad\.request\.yaml/ },
  },
];
