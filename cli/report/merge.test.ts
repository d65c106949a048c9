import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigLogLine } from '../../fixtures/generate/bigLog.js';
import { pastedLog } from '../../fixtures/generate/opsProduct.js';
import { createPrng } from '../../fixtures/generate/prng.js';
import { bundledPath } from '../paths.js';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { loadProfile } from '../loadFiles.js';
import { BATCH_BYTES, readJsonlBatches } from '../jsonlLines.js';
import { mergeStates } from './mergeStates.js';
import { reportLog } from './reportLog.js';

/**
 * Shards of a generated log, reported apart and merged, must give the report
 * of one run over the whole log, byte for byte but for the list of logs; and
 * so must the same log shared out over worker threads.
 */

const PROFILE = bundledPath('fixtures', 'products', 'tr-ops-copilot', 'profile.yaml');
const LINES = 150;
/** Uneven shards: where the lines are cut must not matter. */
const SHARDS = [[0, 47], [47, 121], [121, LINES]] as const;

let dir = '';

function logText(from: number, to: number): string {
  let text = '';
  for (let i = from; i < to; i++) {
    const line = bigLogLine(i);
    // A few overflows and a line without a response, so every part of the state is exercised.
    if (i % 50 === 13) line.request.question = pastedLog(createPrng(i), 950);
    text += `${JSON.stringify(i % 50 === 29 ? { request: line.request } : line)}\n`;
  }
  return text;
}

async function run(...argv: string[]): Promise<CliRun> {
  return runCli(['report', ...argv], { cwd: dir });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-merge-'));
  await writeFile(join(dir, 'all.jsonl'), logText(0, LINES));
  for (const [k, [from, to]] of SHARDS.entries()) await writeFile(join(dir, `shard${k}.jsonl`), logText(from, to));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('report states merge exactly', () => {
  let single: Record<string, unknown> = {};
  let singleText = '';

  beforeAll(async () => {
    const json = await run('all.jsonl', '--profile', PROFILE, '--json', '--jobs', '1');
    expect(json.code).toBe(0);
    single = JSON.parse(json.stdout);
    singleText = (await run('all.jsonl', '--profile', PROFILE, '--jobs', '1')).stdout;
    for (const k of SHARDS.keys()) {
      const shard = await run(`shard${k}.jsonl`, '--profile', PROFILE, '--save-state', `state${k}.json`, '--jobs', '1');
      expect(shard.code).toBe(0);
      expect(shard.stdout).toContain(`wrote the report state to state${k}.json`);
    }
  });

  it('the generated log has overflows, drops, trims and responses to merge', () => {
    expect(single).toMatchObject({ requests: LINES });
    const s = single as { overflow: { count: number }; droppedChunks: { total: number }; output: { responses: number } };
    expect(s.overflow.count).toBeGreaterThanOrEqual(3);
    expect(s.droppedChunks.total).toBeGreaterThan(0);
    expect(s.output.responses).toBe(LINES - 3);
  });

  it('merged shards give the single run\'s report, byte for byte but for the list of logs', async () => {
    const merged = await run('--merge', 'state0.json', 'state1.json', 'state2.json', '--json');
    expect(merged.code).toBe(0);
    const report = JSON.parse(merged.stdout);
    expect(report.log).toBe('shard0.jsonl, shard1.jsonl, shard2.jsonl');
    expect(JSON.stringify({ ...report, log: 'all.jsonl' }, null, 2)).toBe(JSON.stringify(single, null, 2));

    const text = (await run('--merge', 'state0.json', 'state1.json', 'state2.json')).stdout;
    expect(text.replace('shard0.jsonl, shard1.jsonl, shard2.jsonl', 'all.jsonl')).toBe(singleText);
  });

  it('the order of the shards changes only the list of logs', async () => {
    const merged = JSON.parse((await run('--merge', 'state2.json', 'state0.json', 'state1.json', '--json')).stdout);
    expect({ ...merged, log: 'all.jsonl' }).toEqual(single);
  });

  it('a missing or doubled shard does not pass for the whole log', async () => {
    const missing = JSON.parse((await run('--merge', 'state0.json', 'state2.json', '--json')).stdout);
    expect(missing.requests).toBe(LINES - (SHARDS[1][1] - SHARDS[1][0]));
    expect({ ...missing, log: 'all.jsonl' }).not.toEqual(single);
    const doubled = JSON.parse((await run('--merge', 'state0.json', 'state1.json', 'state2.json', 'state1.json', '--json')).stdout);
    expect({ ...doubled, log: 'all.jsonl' }).not.toEqual(single);
  });

  it('a merged state merges again: states of states are states', async () => {
    expect((await run('--merge', 'state0.json', 'state1.json', '--save-state', 'first.json')).code).toBe(0);
    const merged = JSON.parse((await run('--merge', 'first.json', 'state2.json', '--json')).stdout);
    expect({ ...merged, log: 'all.jsonl' }).toEqual(single);
  });

  it('worker threads give the same report as one thread, the same requests listed and the same fixed part', async () => {
    const io = { stdout: process.stdout, stderr: process.stderr, cwd: dir, env: {} };
    const profile = await loadProfile(PROFILE, io);
    const threaded = await reportLog('all.jsonl', io, 'all.jsonl', profile, { jobs: 2, parallelFromBytes: 0 });
    expect(threaded.summary()).toEqual(single);
    // And the same requests listed, the same fixed part along the log.
    const one = await reportLog('all.jsonl', io, 'all.jsonl', profile, { jobs: 1 });
    expect(threaded.detail()).toEqual(one.detail());
    expect(one.detail().largestOverflows.length).toBeGreaterThanOrEqual(3);
    expect(one.detail().fixedPart[0]!.bins.reduce((n, b) => n + b.count, 0)).toBe(one.summary().assembled);
  });

  it('merged shards list the requests one run lists, each at its own log and line', async () => {
    const io = { stdout: process.stdout, stderr: process.stderr, cwd: dir, env: {} };
    const profile = await loadProfile(PROFILE, io);
    const one = (await reportLog('all.jsonl', io, 'all.jsonl', profile, { jobs: 1 })).detail();
    const merged = (await mergeStates(['state2.json', 'state0.json', 'state1.json'], io)).detail();
    // A line of shard k is line `from + line` of the whole log.
    const whole = (log: string, line: number): number => SHARDS[Number(/shard(\d)/.exec(log)![1])]![0] + line;
    for (const key of ['largestOverflows', 'largestRequests'] as const) {
      expect(merged[key].map((r) => ({ ...r, log: 'all.jsonl', line: whole(r.log, r.line) }))).toEqual(one[key]);
    }
    // The fixed part: one series a shard, in the order given; bin for bin the whole log's, shifted.
    expect(merged.fixedPart.map((l) => l.log)).toEqual(['shard2.jsonl', 'shard0.jsonl', 'shard1.jsonl']);
    const shifted = merged.fixedPart.flatMap((l) => l.bins.map((b) => ({ ...b, index: whole(l.log, b.index) })));
    expect(shifted.sort((a, b) => a.index - b.index)).toEqual(one.fixedPart[0]!.bins);
  });

  it('names the first malformed line of the log, whichever worker read it', async () => {
    const lines = logText(0, LINES).split('\n');
    // The last line of the first batch and the first of the second: two
    // workers read them at once, and the later line's worker, with one
    // line to read before it, tends to report first.
    let end = 0;
    let last = 0;
    while (end + Buffer.byteLength(lines[last]!) + 1 <= BATCH_BYTES) end += Buffer.byteLength(lines[last++]!) + 1;
    const early = last - 1;
    // Padded to the lines they replace, so the batches are cut where they were.
    const replace = (i: number, text: string): void => {
      lines[i] = text.padEnd(Buffer.byteLength(lines[i]!), ' ');
    };
    replace(last, '{"request": {"question": 42}}');
    replace(early, '{"request": {"question": "x"}, "response": {"usage": {}, "finish_reason": "stop"}}');
    await writeFile(join(dir, 'bad.jsonl'), lines.join('\n'));
    const io = { stdout: process.stdout, stderr: process.stderr, cwd: dir, env: {} };
    const profile = await loadProfile(PROFILE, io);
    for (const jobs of [1, 2]) {
      const failure = reportLog('bad.jsonl', io, 'bad.jsonl', profile, { jobs, parallelFromBytes: 0 });
      await expect(failure).rejects.toMatchObject({ code: 'INVALID_INPUT', source: { file: 'bad.jsonl', line: early + 1 }, path: ['response', 'usage', 'completion_tokens'] });
    }
  });

  it('names the first malformed line when this thread read a later batch, or the only bad one', async () => {
    // With two threads one worker takes the first two batches and this
    // thread assembles the third while the worker is still starting (a
    // few hundred milliseconds): so this thread fails first, on a later
    // line, and the worker's earlier line must still be the one named.
    const lines = logText(0, LINES).split('\n');
    const io = { stdout: process.stdout, stderr: process.stderr, cwd: dir, env: {} };
    // Where the batches start (0-based lines): lines are replaced by lines as long, so they start there in every log here.
    const starts: number[] = [];
    for await (const batch of readJsonlBatches('all.jsonl', io)) starts.push(batch.firstLine - 1);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    const third = starts[2]!;
    const early = starts[1]! - 1;
    const replace = (text: string[], i: number, by: string): string[] => {
      const copy = [...text];
      copy[i] = by.padEnd(Buffer.byteLength(text[i]!), ' ');
      return copy;
    };
    const bad = '{"request": {"question": 42}}';
    await writeFile(join(dir, 'both.jsonl'), replace(replace(lines, third, bad), early, bad).join('\n'));
    await writeFile(join(dir, 'third.jsonl'), replace(lines, third, bad).join('\n'));
    const profile = await loadProfile(PROFILE, io);
    for (const jobs of [1, 2, 3]) {
      for (const [log, line] of [['both.jsonl', early + 1], ['third.jsonl', third + 1]] as const) {
        const failure = reportLog(log, io, log, profile, { jobs, parallelFromBytes: 0 });
        await expect(failure).rejects.toMatchObject({ code: 'INVALID_INPUT', source: { file: log, line, col: 26 }, path: ['request', 'question'] });
      }
    }
  });

  it('refuses to merge states made under different profiles', async () => {
    await writeFile(join(dir, 'other.yaml'), 'name: other\nwindow: 32768\noutput: {answer: 2048, reasoning: 2048}\n');
    expect((await run('shard0.jsonl', '--profile', 'other.yaml', '--save-state', 'other.json', '--jobs', '1')).code).toBe(0);
    const refused = await run('--merge', 'state0.json', 'other.json');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('other.json');
    expect(refused.stderr).toContain('different profiles');
  });

  it('refuses a state whose counts do not add up, at its file:line:col', async () => {
    const state = await readFile(join(dir, 'state0.json'), 'utf8');
    const tampered = state.replace(/"trimmed": \d+/, '"trimmed": 100000');
    await writeFile(join(dir, 'tampered.json'), tampered);
    const refused = await run('--merge', 'tampered.json');
    expect(refused.code).toBe(2);
    const line = tampered.split('\n').findIndex((l) => l.includes('"trimmed": 100000')) + 1;
    expect(refused.stderr).toMatch(new RegExp(`tampered\\.json:${line}:\\d+: trimmed: 100000 is more than`));
  });

  it('refuses a state whose listed requests or fixed part do not hold together, at its file:line:col', async () => {
    const state = await readFile(join(dir, 'state0.json'), 'utf8');
    const cases: [string, (s: string) => string, RegExp][] = [
      // An overflow listed as if it fit.
      ['overflow', (s) => s.replace(/("largestOverflows": \[\s*\{[^]*?"tokens": )\d+/, '$11'), /largestOverflows\[0\]\.tokens: 1 is within the budget/],
      // A request dropped from the list.
      ['short', (s) => s.replace(/("largestRequests": \[)\s*\{[^]*?\},/, '$1'), /largestRequests: lists 19 requests; \d+ were counted, so it must list 20/],
      // Bins out of order.
      ['bins', (s) => s.replace(/("bins": \[\s*\[)\d+, /, '$1150, '), /fixedPart\[0\]\.bins\[1\]\[0\]: bins must be in ascending order/],
      // A bin whose sums cannot come from its requests.
      ['sums', (s) => s.replace(/("bins": \[\s*\[\d+, \d+, )\d+/, '$1999999'), /fixedPart\[0\]\.bins\[0\]: \d+ requests? of \d+ to \d+ tokens cannot add up/],
    ];
    for (const [name, tamper, message] of cases) {
      const tampered = tamper(state);
      expect(tampered, name).not.toBe(state);
      await writeFile(join(dir, `${name}.json`), tampered);
      const refused = await run('--merge', `${name}.json`);
      expect(refused.code, name).toBe(2);
      expect(refused.stderr, name).toMatch(new RegExp(`${name}\\.json:\\d+:\\d+: `));
      expect(refused.stderr, name).toMatch(message);
    }
  });

  it('refuses usage that mixes a log with --merge', async () => {
    expect((await run('--merge')).code).toBe(2);
    expect((await run('--merge', 'state0.json', '--profile', PROFILE)).code).toBe(2);
    expect((await run('all.jsonl', '--profile', PROFILE, '--jobs', '0')).code).toBe(2);
  });
});
