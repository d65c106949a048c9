import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSummary } from '../../core/compact/index.js';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { bundledPath } from '../paths.js';

let dir = '';

async function run(argv: string[]): Promise<CliRun> {
  return runCli(['compact', ...argv], { cwd: dir });
}

const PROFILE = bundledPath('fixtures', 'conversations', 'compaction-small.profile.yaml');
const CONVERSATION = bundledPath('fixtures', 'conversations', 'compaction-tr-eticaret-iade.request.json');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-compact-'));
  await writeFile(join(dir, 'short.yaml'), 'question: Ne oldu?\nhistory:\n  - {role: user, content: Türkçe yaz.}\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam compact', () => {
  it('compacts a long conversation and prints tokens before and after and the summary', async () => {
    const { code, stdout } = await run([CONVERSATION, '--profile', PROFILE]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^compacted \d+ turns into the summary; \d+ stay raw \(extractive, 1 call\)\nhistory tokens: \d+ → \d+ \(share 2150\)/);
    expect(stdout).toContain('- Müşteriye gidecek taslaklarda emoji kullanma.');
  });

  it('--json gives the outcome and the compacted request', async () => {
    const { code, stdout } = await run([CONVERSATION, '-p', PROFILE, '--json', '--keep-raw', '4']);
    expect(code).toBe(0);
    const { outcome, request } = JSON.parse(stdout) as { outcome: { kind: string; rawTurns: number }; request: { summary: string } };
    expect(outcome.kind).toBe('compacted');
    expect(outcome.rawTurns).toBeGreaterThanOrEqual(4);
    expect(parseSummary(request.summary)?.content.constraints.map((c) => c.text)).toContain('Yanıtları Türkçe yaz ve resmi dil kullan.');
  });

  it('--json pipes into `baglam assemble -`, which assembles the compacted request', async () => {
    const compacted = await run([CONVERSATION, '-p', PROFILE, '--json']);
    const { request } = JSON.parse(compacted.stdout) as { request: unknown };
    const piped = await runCli(['assemble', '-', '--profile', PROFILE, '--json'], { cwd: dir, stdin: compacted.stdout });
    expect(piped.stderr).toBe('');
    expect(piped.code).toBe(0);
    const bare = await runCli(['assemble', '-', '--profile', PROFILE, '--json'], { cwd: dir, stdin: JSON.stringify(request) });
    expect(JSON.parse(piped.stdout)).toEqual(JSON.parse(bare.stdout));
    expect((JSON.parse(piped.stdout) as { messages: { content: string }[] }).messages.some((m) => m.content.includes('<summary>'))).toBe(true);
    // The wrapper takes only what compact and a request log write beside the request.
    const odd = await runCli(['assemble', '-', '--profile', PROFILE], { cwd: dir, stdin: `{"request": ${JSON.stringify(request)},\n "outcom": {}}` });
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain('<stdin>:2:2: outcom: unknown key; expected one of request, response, outcome');
  });

  it('says when nothing is needed', async () => {
    const { code, stdout } = await run([join(dir, 'short.yaml'), '--profile', PROFILE]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^not needed: the history takes \d+ tokens of its 2150-token share/);
  });

  it('exits 1 with the reason when the summarizer fails, and writes nothing', async () => {
    // Nothing listens on port 9 (discard); the connection is refused at once.
    const { code, stdout } = await run([CONVERSATION, '--profile', PROFILE, '--endpoint', 'http://127.0.0.1:9/v1', '--model', 'm', '--timeout-ms', '300']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^fell back \((threw|timeout)\)/);
  });

  it('refuses bad usage with exit 2', async () => {
    expect((await run([CONVERSATION])).code).toBe(2);
    expect((await run([CONVERSATION, '-p', PROFILE, '--keep-raw', 'two'])).code).toBe(2);
    expect((await run([CONVERSATION, '-p', PROFILE, '--keep-raw', '1'])).code).toBe(2);
    expect((await run([CONVERSATION, '-p', PROFILE, '--endpoint', 'http://x/v1'])).code).toBe(2);
    expect((await run([CONVERSATION, '-p', PROFILE, '--endpoint', 'http://x/v1', '--model', 'm', '--api-key-env', 'NOPE'])).code).toBe(2);
  });
});
