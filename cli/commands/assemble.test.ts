import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { bundledPath } from '../paths.js';

let dir = '';

async function run(argv: string[], stdin?: string): Promise<CliRun> {
  return runCli(['assemble', ...argv], { cwd: dir, ...(stdin === undefined ? {} : { stdin }) });
}

const PROFILE = bundledPath('fixtures', 'examples', 'profile.yaml');
const INCIDENT = bundledPath('fixtures', 'examples', 'tr-ops-incident.request.json');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-assemble-'));
  await writeFile(join(dir, 'tiny.yaml'), 'window: 900\noutput: {answer: 800}\n');
  await writeFile(join(dir, 'typo.yaml'), 'window: 8192\noutput:\n  answer: 1024\n  reasonng: 10\n');
  await writeFile(
    join(dir, 'openai.yaml'),
    [
      'messages:',
      '  - {role: system, content: Türkçe yanıt ver.}',
      '  - {role: user, content: Disk neden doldu?}',
      '  - role: assistant',
      '    content: null',
      '    tool_calls: [{id: c1, type: function, function: {name: olay_ara, arguments: "{}"}}]',
      '  - {role: tool, tool_call_id: c1, content: INC-7781 disk %97}',
      '  - {role: user, content: Ne yapmalıyım?}',
    ].join('\n'),
  );
  await writeFile(join(dir, 'orphan.yaml'), 'question: q\nhistory:\n  - {role: tool, tool_call_id: c9, content: x}\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam assemble', () => {
  it('prints the messages, the per-section table and every dropped item', async () => {
    const result = await run([INCIDENT, '--profile', PROFILE]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^── 1 system ──\n<rules>/);
    expect(result.stdout).toMatch(/── \d+ tool ──\nINC-7781/);
    expect(result.stdout).toMatch(/template overhead\s+\d+/);
    expect(result.stdout).toMatch(/chunks\s+kb-103\s+\d+\s+duplicate of kb-102/);
    // Under the threshold it is never counted; --exact-drops counts it.
    expect(result.stdout).toMatch(/chunks\s+kb-105\s+—\s+below-threshold/);
    expect(result.stdout).toMatch(/^dropped 2: 1 chunk [a-z ]+, 1 chunk [a-z ]+$/m);
    expect(result.stdout).toContain('1 chunk under the score threshold');
    expect(result.stdout).toContain('1 chunk repeating an earlier one');
    const exact = await run([INCIDENT, '--profile', PROFILE, '--exact-drops']);
    expect(exact.stdout).toMatch(/chunks\s+kb-105\s+\d+\s+below-threshold/);
  });

  it('prints the whole result as JSON with --json', async () => {
    const result = await run([INCIDENT, '-p', PROFILE, '--json']);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as { template: string; tokens: number; budget: number; dropLog: { id: string }[] };
    expect(parsed.template).toBe('chat');
    expect(parsed.tokens).toBeLessThanOrEqual(parsed.budget);
    expect(parsed.dropLog.map((d) => d.id).sort()).toEqual(['kb-103', 'kb-105']);
  });

  it('assembles with the text template under --text', async () => {
    const result = await run([INCIDENT, '-p', PROFILE, '--text', '--json']);
    const parsed = JSON.parse(result.stdout) as { template: string; text: string };
    expect(parsed.template).toBe('text');
    expect(parsed.text).toContain('<evidence>');
    expect((await run([INCIDENT, '-p', PROFILE, '--text'])).stdout).toMatch(/^── text prompt ──\n/);
  });

  it('reads OpenAI-shaped messages, from a file or standard input', async () => {
    const fromFile = await run(['openai.yaml', '-p', PROFILE, '--json']);
    expect(fromFile.code).toBe(0);
    const parsed = JSON.parse(fromFile.stdout) as { messages: { role: string; content: string }[] };
    expect(parsed.messages.at(-1)).toEqual({ role: 'user', content: 'Ne yapmalıyım?' });
    expect(parsed.messages.some((m) => m.role === 'tool' && m.content.includes('INC-7781'))).toBe(true);
    const fromStdin = await run(['-', '-p', PROFILE, '--json'], '{"question": "Merhaba?"}');
    expect(fromStdin.code).toBe(0);
    expect((JSON.parse(fromStdin.stdout) as { messages: { content: string }[] }).messages.at(-1)!.content).toContain('Merhaba?');
  });

  it('exits 1 on overflow with the drop log and how far over it is', async () => {
    const text = await run([INCIDENT, '-p', 'tiny.yaml']);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/examples\s+ex-1\s+\d+\s+budget/);
    // The section table in words, as when the prompt fits: no field names.
    expect(text.stdout).toMatch(/^trim note\s+\d+\s+[\d.]+%$/m);
    expect(text.stdout).toMatch(/^ {2}of which chunk tags\+metadata\s+\d+/m);
    expect(text.stdout).toMatch(/^total\s+\d+\s+\d+\.\d%$/m);
    expect(text.stdout).not.toMatch(/trimNote|evidenceMetadata/);
    const json = await run([INCIDENT, '-p', 'tiny.yaml', '--json']);
    expect(json.code).toBe(1);
    const { error } = JSON.parse(json.stdout) as { error: { code: string; tokens: number; budget: number; overBy: number; dropLog: unknown[] } };
    expect(error.code).toBe('CONTEXT_OVERFLOW');
    expect(error.overBy).toBe(error.tokens - error.budget);
    expect(error.overBy).toBeGreaterThan(0);
    expect(error.dropLog.length).toBeGreaterThan(0);
  });

  it('exits 2 with file:line:col for a bad profile or request', async () => {
    const profile = await run([INCIDENT, '-p', 'typo.yaml']);
    expect(profile.code).toBe(2);
    expect(profile.stderr).toMatch(/^baglam assemble: typo\.yaml:4:3: output\.reasonng: /);
    const request = await run(['orphan.yaml', '-p', PROFILE]);
    expect(request.code).toBe(2);
    expect(request.stderr).toMatch(/^baglam assemble: orphan\.yaml:3:32: history\[0\]\.tool_call_id: /);
  });

  it('exits 2 on bad usage or a missing file', async () => {
    expect((await run([INCIDENT])).code).toBe(2);
    expect((await run(['-p', PROFILE])).code).toBe(2);
    expect((await run([INCIDENT, '-p', PROFILE, '--frobnicate'])).code).toBe(2);
    const missing = await run(['nope.yaml', '-p', PROFILE]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.yaml: cannot read: .*\(ENOENT\)/);
  });
});
