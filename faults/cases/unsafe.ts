import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FaultCase, Observation, Problem } from '../faultCase.js';
import { cli, processCli } from '../harness/inProcess.js';
import { lines } from '../judge.js';
import { basics, ciEnv, LOG, modelSuite, PROFILE, REQUEST, SECRET } from './inputs.js';

/** The secret must appear nowhere in what the command printed. */
function noSecret(seen: Observation): Problem[] {
  // Not even a part of it: V8's JSON errors quote ten characters around the error.
  const printed = `${seen.stdout}\n${seen.stderr}`;
  return printed.includes(SECRET.slice(0, 8)) ? [{ category: 'silently wrong', detail: 'the secret, or its start, was printed' }] : [];
}

/** A model that writes the environment it was given to env.json and answers "ok". */
const ENV_MODEL = `import { writeFileSync } from 'node:fs';
writeFileSync('env.json', JSON.stringify(process.env));
let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => process.stdout.write(JSON.stringify({ text: 'ok' })));
`;

function envSeen(ws: { exists(rel: string): boolean; read(rel: string): Buffer }): Record<string, string> | undefined {
  return ws.exists('env.json') ? (JSON.parse(ws.read('env.json').toString('utf8')) as Record<string, string>) : undefined;
}

/** Every line of stdout that a CI runner would take as a workflow command. */
function commandLines(stdout: string): string[] {
  return lines(stdout).filter((line) => line.startsWith('::'));
}

function utf16(text: string, bigEndian: boolean): Buffer {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? le.swap16() : le;
}

/** `text` with the raw bytes `bytes` inserted at `at`. */
function withBytes(text: string, at: number, bytes: number[]): Buffer {
  const b = Buffer.from(text, 'utf8');
  return Buffer.concat([b.subarray(0, at), Buffer.from(bytes), b.subarray(at)]);
}

const FITS_SUITE = (requests: string): string => `profile: profile.yaml\nrequests: ${requests}\ncases:\n  - id: fits\n    expect: { fits: true }\n`;

export const unsafeCases: FaultCase[] = [
  {
    id: 'command-provider-sees-no-api-key',
    bullet: 'the command provider passes the whole environment (API keys included) to the command',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', ENV_MODEL);
      ws.file('s.suite.yaml', modelSuite(['{ contains: ok }']));
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv() });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty' },
    verify(_seen, ws) {
      const env = envSeen(ws);
      if (env === undefined) return [{ category: 'silently wrong', detail: 'the model never ran' }];
      const problems: Problem[] = [];
      if (env.OPENAI_API_KEY !== undefined) problems.push({ category: 'silently wrong', detail: 'the command saw OPENAI_API_KEY' });
      if (env.PATH === undefined) problems.push({ category: 'silently wrong', detail: 'the command got no PATH' });
      return problems;
    },
  },
  {
    id: 'command-provider-gets-the-variables-the-suite-names',
    bullet: 'commands run with the variables the suite names plus a documented minimal set',
    async run(ws) {
      basics(ws);
      ws.file('model.mjs', ENV_MODEL);
      ws.file('s.suite.yaml', modelSuite(['{ contains: ok }'], { env: '[MODEL_HOME]' }));
      return processCli(['regress', 's.suite.yaml', '--live'], { cwd: ws.dir, env: ciEnv({ MODEL_HOME: '/opt/model', OTHER: 'x' }) });
    },
    expect: { kind: 'cli', exit: 0, stderr: 'empty' },
    verify(_seen, ws) {
      const env = envSeen(ws);
      if (env === undefined) return [{ category: 'silently wrong', detail: 'the model never ran' }];
      const problems: Problem[] = [];
      if (env.MODEL_HOME !== '/opt/model') problems.push({ category: 'silently wrong', detail: 'MODEL_HOME was not passed' });
      for (const name of ['OPENAI_API_KEY', 'OTHER']) if (env[name] !== undefined) problems.push({ category: 'silently wrong', detail: `the command saw ${name}` });
      return problems;
    },
  },
  {
    id: 'profile-is-a-dotenv-file',
    bullet: 'an error for a file that is not a mapping prints the file whole: --profile .env echoes secrets',
    async run(ws) {
      ws.file('request.yaml', REQUEST);
      ws.file('.env', `OPENAI_API_KEY=${SECRET}\nDB_PASSWORD=hunter2\n`);
      return cli(['assemble', 'request.yaml', '--profile', '.env'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /\.env:1:1.*string/ },
    verify: noSecret,
  },
  {
    id: 'suite-is-a-dotenv-file',
    bullet: 'errors about a file\'s shape name the position and the type, never the content (suites)',
    async run(ws) {
      ws.file('s.suite.yaml', `OPENAI_API_KEY=${SECRET}\n`);
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /s\.suite\.yaml:1:1.*string/ },
    verify: noSecret,
  },
  {
    id: 'request-json-syntax-error-masks-values',
    bullet: 'syntax errors mask values (JSON request)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', `{"question": "q", "token": ${SECRET}}\n`);
      return cli(['assemble', 'request.json', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.json:1:\d+/ },
    verify: noSecret,
  },
  {
    id: 'profile-yaml-syntax-error-masks-values',
    bullet: 'syntax errors mask values (YAML profile)',
    async run(ws) {
      ws.file('request.yaml', REQUEST);
      ws.file('profile.yaml', `window: 4096\noutput: { answer: 512 }\ntoken: "${SECRET}\n`);
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /profile\.yaml:\d+:\d+/ },
    verify: noSecret,
  },
  {
    id: 'log-line-syntax-error-masks-values',
    bullet: 'syntax errors mask values (request log line)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('log.jsonl', `${LOG}{"request": {"question": "q"}, "token": ${SECRET}}\n`);
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /log\.jsonl:4:\d+/ },
    verify: noSecret,
  },
  {
    id: 'baseline-syntax-error-masks-values',
    bullet: 'syntax errors mask values (bench baseline)',
    async run(ws) {
      ws.file('b.json', `{"token": ${SECRET}}\n`);
      return cli(['bench', '--quick', '--check', '--baseline', 'b.json'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /b\.json/ },
    verify: noSecret,
  },
  {
    id: 'request-file-name-forges-an-annotation',
    bullet: 'a request id containing a newline and ::error forges a GitHub annotation through the text report',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('disk\n::error file=README.md,line=1::forged.request.yaml', REQUEST.replace('id: disk\n', ''));
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests: ["*.request.yaml"]\ncases:\n  - id: overflows\n    expect: { fits: false }\n');
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir, env: { GITHUB_ACTIONS: 'true' } });
    },
    expect: { kind: 'cli', exit: 1, stderr: 'empty' },
    verify(seen) {
      const forged = commandLines(seen.stdout).filter((line) => !line.startsWith('::error file=s.suite.yaml,'));
      return forged.length === 0 ? [] : [{ category: 'silently wrong', detail: `forged: ${forged.join(' | ').slice(0, 200)}` }];
    },
  },
  {
    id: 'request-id-forges-an-annotation',
    bullet: 'a request id containing a newline and ::error forges a GitHub annotation through the text report (inline id)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests:\n  - { id: "disk\\n::error file=README.md,line=1::forged", question: "q" }\ncases:\n  - id: overflows\n    expect: { fits: false }\n');
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir, env: { GITHUB_ACTIONS: 'true' } });
    },
    // The case fails (the request fits): its report line shows the id escaped, on one line.
    expect: { kind: 'cli', exit: 1, stderr: 'empty', stdout: /disk\\n::error file=README\.md,line=1::forged/ },
    verify(seen) {
      const forged = commandLines(seen.stdout).filter((line) => !line.startsWith('::error file=s.suite.yaml,'));
      return forged.length === 0 ? [] : [{ category: 'silently wrong', detail: `forged: ${forged.join(' | ').slice(0, 200)}` }];
    },
  },
  {
    id: 'request-reached-with-dot-dot-is-named-where-it-is',
    bullet: 'request files reached with ../ from a suite are named in errors under a path that does not exist',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('reqs/bad.request.yaml', 'question: q\nchunks:\n  - { id: a, text: t, score: high }\n');
      ws.file('suites/s.suite.yaml', 'profile: ../profile.yaml\nrequests: [../reqs/bad.request.yaml]\ncases:\n  - id: fits\n    expect: { fits: true }\n');
      return cli(['regress', 'suites/s.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /bad\.request\.yaml:3:\d+/ },
    verify(seen, ws) {
      const named = /(\S+bad\.request\.yaml):\d+:\d+/.exec(seen.stderr)?.[1];
      return named !== undefined && existsSync(resolve(ws.dir, named)) ? [] : [{ category: 'silently wrong', detail: `names ${named ?? 'nothing'}, which does not exist` }];
    },
  },
  {
    id: 'request-with-invalid-utf8',
    bullet: 'invalid UTF-8 is silently replaced by U+FFFD (request file)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.yaml', withBytes('question: Disk neden doldu?\nformat: kısa\n', 'question: Disk neden'.length, [0xff]));
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.yaml:1:21.*UTF-8/ },
  },
  {
    id: 'profile-with-a-cut-utf8-sequence',
    bullet: 'invalid UTF-8 is refused with its position (profile, a sequence cut at the end)',
    async run(ws) {
      ws.file('request.yaml', REQUEST);
      ws.file('profile.yaml', Buffer.concat([Buffer.from(`${PROFILE}name: ölç`), Buffer.from([0xc3])]));
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /profile\.yaml:4:10.*UTF-8/ },
  },
  {
    id: 'log-with-invalid-utf8-on-line-2',
    bullet: 'invalid UTF-8 is refused with its position (request log)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      const [first, second] = LOG.split('\n');
      ws.file('log.jsonl', Buffer.concat([Buffer.from(`${first}\n`), withBytes(`${second}\n`, 10, [0xc3, 0x28])]));
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /log\.jsonl:2:11.*UTF-8/ },
  },
  {
    id: 'suite-with-invalid-utf8',
    bullet: 'invalid UTF-8 is refused with its position (suite)',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', withBytes(FITS_SUITE('[request.yaml]'), FITS_SUITE('[request.yaml]').indexOf('fits\n'), [0xed, 0xa0, 0x80]));
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /s\.suite\.yaml:4:9.*UTF-8/ },
  },
  {
    id: 'gate-config-with-invalid-utf8',
    bullet: 'invalid UTF-8 is refused with its position (baglam.config.yaml)',
    async run(ws) {
      basics(ws);
      ws.file('baglam.config.yaml', withBytes('reports:\n  - log: log.jsonl\n    profile: profile.yaml\n', 'reports:\n  - log: log'.length, [0xff]));
      return cli(['gate', '--json'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /baglam\.config\.yaml:2:13.*UTF-8/ },
  },
  {
    id: 'bench-baseline-in-utf16',
    bullet: 'a UTF-16 file is not recognised (bench baseline)',
    async run(ws) {
      ws.file('b.json', utf16('{"version": 1, "environment": {}, "configs": {}}\n', false));
      return cli(['bench', '--quick', '--check', '--baseline', 'b.json'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /b\.json:1:1.*UTF-16/ },
  },
  {
    id: 'profile-in-utf16',
    bullet: 'a UTF-16 file is not recognised (profile)',
    async run(ws) {
      ws.file('request.yaml', REQUEST);
      ws.file('profile.yaml', utf16(PROFILE, false));
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /profile\.yaml:1:1.*UTF-16/ },
  },
  {
    id: 'request-in-utf16-big-endian',
    bullet: 'a UTF-16 file is not recognised (request, big-endian)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.yaml', utf16(REQUEST, true));
      return cli(['assemble', 'request.yaml', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.yaml:1:1.*UTF-16/ },
  },
  {
    id: 'log-in-utf16',
    bullet: 'a UTF-16 file is not recognised (request log)',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('log.jsonl', utf16(LOG, false));
      return cli(['report', 'log.jsonl', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /log\.jsonl:1:1.*UTF-16/ },
  },
  {
    id: 'proto-in-a-case-profile-patch',
    bullet: '__proto__ in a suite\'s profile patch slips past the unknown-key check',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', 'profile: profile.yaml\nrequests: [request.yaml]\ncases:\n  - id: tiny\n    profile:\n      __proto__: { window: 100 }\n    expect: { fits: true }\n');
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /s\.suite\.yaml:6:7.*__proto__/ },
  },
  {
    id: 'proto-nested-in-an-experiment-profile-patch',
    bullet: '__proto__ in a suite\'s profile patch slips past the unknown-key check (nested, experiment)',
    async run(ws) {
      basics(ws);
      ws.file('s.suite.yaml', `${FITS_SUITE('[request.yaml]')}experiments:\n  - id: wider\n    profile:\n      shares: { evidence: 0.5, __proto__: { history: 0.9 } }\n    expect: safe\n`);
      return cli(['regress', 's.suite.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /s\.suite\.yaml:9:\d+.*__proto__/ },
  },
  {
    id: 'proto-in-a-json-request',
    bullet: 'JSON parsed as JSON, still refusing __proto__',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', '{\n  "question": "q",\n  "__proto__": { "rules": [] }\n}\n');
      return cli(['assemble', 'request.json', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.json:3:3.*unknown key/ },
  },
  {
    id: 'duplicate-key-in-a-json-request',
    bullet: 'JSON parsed as JSON, still refusing duplicate keys',
    async run(ws) {
      ws.file('profile.yaml', PROFILE);
      ws.file('request.json', '{\n  "question": "first",\n  "chunks": [],\n  "question": "second"\n}\n');
      return cli(['assemble', 'request.json', '--profile', 'profile.yaml'], { cwd: ws.dir });
    },
    expect: { kind: 'cli', exit: 2, stderr: /request\.json:4:3/ },
  },
];
