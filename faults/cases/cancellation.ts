import { processIsAlive } from '../../files/processIsAlive.js';
import type { FaultCase, Problem } from '../faultCase.js';
import { cli, processCli } from '../harness/inProcess.js';
import { pause, silent, startServer, tooManyRequests, type Handler, type TestServer } from '../harness/servers.js';
import type { Workspace } from '../harness/workspace.js';
import { answeringModel, basics, ciEnv, modelSuite } from './inputs.js';

/** A request whose history is over its share, so `compact` calls the summarizer. */
function longRequest(): string {
  const turns = [];
  for (let i = 0; i < 40; i++) {
    turns.push({ role: i % 2 === 0 ? 'user' : 'assistant', content: `Tur ${i}: INC-${4000 + i} için disk ${i} yüzde doldu, log dosyalarını sıkıştırdık ve yeniden başlattık.` });
  }
  return JSON.stringify({ history: turns, question: 'Şimdi ne yapalım?' });
}

/** `compact` against a server that misbehaves with `handler`; the run must end soon after --timeout-ms, and stop calling. */
function compactAgainst(handler: Handler): Pick<FaultCase, 'run' | 'verify' | 'cleanup'> {
  let server: TestServer | undefined;
  let atExit = 0;
  return {
    async run(ws) {
      server = await startServer(handler);
      ws.file('profile.yaml', 'window: 2000\noutput:\n  answer: 200\n');
      ws.file('request.json', longRequest());
      const seen = await processCli(
        ['compact', 'request.json', '--profile', 'profile.yaml', '--endpoint', server.baseUrl, '--model', 'tiny', '--timeout-ms', '400'],
        { cwd: ws.dir, deadlineMs: 60_000 },
      );
      atExit = server.requests;
      return seen;
    },
    async verify() {
      const problems: Problem[] = [];
      await pause(300);
      if (server!.requests !== atExit) problems.push({ category: 'hang', detail: `${server!.requests - atExit} request(s) after the command ended` });
      if (atExit > 1) problems.push({ category: 'silently wrong', detail: `${atExit} requests for one summary within a 400 ms timeout` });
      if (server!.open > 0) problems.push({ category: 'hang', detail: `${server!.open} connection(s) still open` });
      return problems;
    },
    async cleanup() {
      await server?.close();
    },
  };
}

/** A model command that starts a child sharing its stdout, then never answers. The child writes its pid to `grandchild.pid`. */
const HOLDING_MODEL = `const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', "require('fs').writeFileSync('grandchild.pid', String(process.pid)); setTimeout(() => {}, 120000)"], { stdio: ['ignore', 'inherit', 'inherit'] });
setTimeout(() => {}, 120000);
`;

let grandchild: number | undefined;

export const cancellationCases: FaultCase[] = [
  {
    id: 'compact-timeout-against-a-silent-endpoint',
    bullet: 'compact --endpoint … --timeout-ms reports the timeout but keeps running and sending requests',
    ...compactAgainst(silent),
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /fell back \(timeout\)/ },
  },
  {
    id: 'compact-timeout-against-429-retry-after-an-hour',
    bullet: 'a 429 with a huge Retry-After holds the run',
    ...compactAgainst(tooManyRequests),
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /fell back \(timeout\)/ },
  },
  {
    id: 'command-provider-child-keeps-stdout-open',
    bullet: 'the command provider\'s timeout does not hold when the command\'s own child keeps stdout open',
    async run(ws) {
      basics(ws);
      ws.file('model.cjs', HOLDING_MODEL);
      // Long enough for the command to start its child on a loaded machine.
      ws.file('s.suite.yaml', modelSuite(['{ contains: x }'], { timeoutMs: '3000' }).replace('model.mjs', 'model.cjs'));
      const seen = await processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
      grandchild = ws.exists('grandchild.pid') ? Number(ws.read('grandchild.pid').toString()) : undefined;
      return seen;
    },
    expect: { kind: 'cli', exit: 1, stderr: 'any', stdout: /no reply within 3000 ms/ },
    async verify() {
      if (grandchild === undefined) return [{ category: 'silently wrong', detail: 'the command never started its child: nothing was tested' }];
      // A killed process takes a moment to be gone on a loaded machine: up to 5 s, a guard against a child that lives on, not a speed check.
      for (let i = 0; i < 50 && processIsAlive(grandchild); i++) await pause(100);
      return processIsAlive(grandchild) ? [{ category: 'hang', detail: `the command's child ${grandchild} is still running` }] : [];
    },
    cleanup() {
      if (grandchild !== undefined && processIsAlive(grandchild)) process.kill(grandchild, 'SIGKILL');
      grandchild = undefined;
    },
  },
  {
    id: 'regex-assertion-with-catastrophic-backtracking',
    bullet: 'a regex assertion with catastrophic backtracking hangs a run',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', answeringModel(`${'a'.repeat(40)}!`));
      ws.file('s.suite.yaml', modelSuite(['{ regex: "^(a+)+$" }']));
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'any', stdout: /regex .*time limit|time limit.*regex/i },
  },
  {
    id: 'assertion-module-that-never-settles',
    bullet: 'an assertion module whose promise never settles ends the process with exit 13 and no output',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', answeringModel('bir yanıt'));
      ws.file('never.mjs', 'export default () => new Promise(() => {});\n');
      ws.file('s.suite.yaml', modelSuite(['{ module: ./never.mjs }']));
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv(), deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'any', stdout: /never\.mjs.*time limit/ },
  },
  {
    id: 'check-path-deeper-than-the-runs',
    bullet: 'check --path 999999999:0 runs forever',
    async run(ws: Workspace) {
      basics(ws);
      return processCli(['check', '--profile', 'profile.yaml', '--only', 'determinism', '--path', '999999999:0'], { cwd: ws.dir, deadlineMs: 60_000 });
    },
    expect: { kind: 'cli', exit: 2, stderr: /--path/ },
  },
  {
    id: 'check-path-garbage',
    bullet: 'check --path with garbage crashes with a stack trace',
    async run(ws) {
      basics(ws);
      return cli(['check', '--profile', 'profile.yaml', '--only', 'determinism', '--path', 'abc:x'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /--path/ },
  },
];
