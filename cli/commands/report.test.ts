import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenizer } from '../../core/index.js';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import { bundledPath } from '../paths.js';

let dir = '';

async function run(argv: string[], stdin?: string, command = 'report'): Promise<CliRun> {
  return runCli([command, ...argv], { cwd: dir, ...(stdin === undefined ? {} : { stdin }) });
}

/** A budget of 1 600 (window 2 000 − reserve 400) and a threshold of 0.5. */
const TINY_PROFILE = 'window: 2000\noutput: {answer: 300, reasoning: 100}\nchunkThreshold: 0.5\n';

const QUESTIONS = ['Disk neden doldu?', 'Kısa tut: kim onayladı?', 'INC-2041 ne durumda, ne zaman kapanır?'];

// Four requests whose aggregates are worked out by hand below: A drops two
// chunks under the threshold, B drops none, C drops one duplicate, D is a
// question no budget holds.
const TINY_LOG = [
  {
    request: {
      question: QUESTIONS[0],
      chunks: [
        { id: 'a1', text: 'Disk %95 dolu.', score: 0.9 },
        { id: 'a2', text: 'Alakasız.', score: 0.1 },
        { id: 'a3', text: 'Yine alakasız.', score: 0.2 },
      ],
    },
    response: { usage: { prompt_tokens: 50, completion_tokens: 100 }, finish_reason: 'stop' },
  },
  {
    request: { question: QUESTIONS[1] },
    response: { usage: { prompt_tokens: 20, completion_tokens: 200 }, finish_reason: 'tool_calls' },
  },
  {
    request: {
      question: QUESTIONS[2],
      chunks: [
        { id: 'c1', text: 'Aynı metin.', score: 0.9 },
        { id: 'c2', text: 'Aynı   metin.', score: 0.8 },
      ],
    },
    response: { usage: { prompt_tokens: 40, completion_tokens: 400, reasoning_tokens: 100 }, finish_reason: 'length' },
  },
  { request: { question: 'günlük '.repeat(3000) } },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-report-'));
  await writeFile(join(dir, 'tiny.yaml'), TINY_PROFILE);
  await writeFile(join(dir, 'tiny.jsonl'), `${TINY_LOG.map((line) => JSON.stringify(line)).join('\n')}\n\n`);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam report', () => {
  it('aggregates a tiny log to the hand-computed numbers', async () => {
    const { code, stdout, stderr } = await run(['tiny.jsonl', '--profile', 'tiny.yaml', '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.requests).toBe(4);
    expect(r.assembled).toBe(3);
    expect(r.overflow.count).toBe(1);
    expect(r.overflow.rate).toBe(0.25);
    expect(r.overflow.overBy.max).toBeGreaterThan(0);
    // Dropped chunks per request: [2, 0, 1] → p50 1, max 2.
    expect(r.droppedChunks.perRequest).toMatchObject({ min: 0, p50: 1, p90: 2, p99: 2, max: 2 });
    expect(r.droppedChunks.total).toBe(3);
    expect(r.droppedChunks.byReason).toEqual({ 'below-threshold': 2, duplicate: 1 });
    // Completion tokens [100, 200, 400] under a cap of 400.
    expect(r.output.responses).toBe(3);
    expect(r.output.completionTokens).toMatchObject({ min: 100, p50: 200, max: 400 });
    expect(r.output.reserveUsed).toMatchObject({ min: 0.25, p50: 0.5, max: 1 });
    expect(r.output.truncated).toEqual({ count: 1, rate: 1 / 3 });
    expect(r.output.finishReasons).toEqual({ length: 1, stop: 1, tool_calls: 1 });
    // The question section of the three that fit, counted on its own.
    const tokenizer = createTokenizer('o200k_base');
    const counts = QUESTIONS.map((q) => tokenizer.count(q)).sort((a, b) => a - b);
    expect(r.sections.question).toMatchObject({ min: counts[0], p50: counts[1], max: counts[2] });
    expect(r.sections.rules).toMatchObject({ p50: 0, max: 0 });
    expect(r.profile).toEqual({ name: 'profile', window: 2000, budget: 1600, maxOutputTokens: 400, encoding: 'o200k_base', template: 'chat' });
  });

  it('--json has one percentile set per section and the documented keys', async () => {
    const { stdout } = await run(['tiny.jsonl', '--profile', 'tiny.yaml', '--json']);
    const r = JSON.parse(stdout);
    expect(Object.keys(r).sort()).toEqual(
      ['assembled', 'candidatesExhausted', 'droppedChunks', 'droppedTurns', 'log', 'output', 'overflow', 'profile', 'requests', 'sections', 'trimNote'],
    );
    expect(Object.keys(r.sections).sort()).toEqual(
      ['evidence', 'evidenceMetadata', 'examples', 'fixed', 'format', 'history', 'question', 'rules', 'summary', 'template', 'tools', 'total', 'trimNote'],
    );
    for (const p of Object.values(r.sections) as Record<string, number>[]) {
      expect(Object.keys(p).sort()).toEqual(['max', 'min', 'p25', 'p50', 'p75', 'p90', 'p99']);
      expect(p.p50).toBeLessThanOrEqual(p.p90!);
      expect(p.p90).toBeLessThanOrEqual(p.p99!);
      expect(p.p99).toBeLessThanOrEqual(p.max!);
    }
    expect(r.log).toBe('tiny.jsonl');
  });

  it('prints one table and the rates in the terminal', async () => {
    const { code, stdout } = await run(['tiny.jsonl', '--profile', 'tiny.yaml']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/tokens per request\s+p50\s+p90\s+p99\s+max/);
    expect(stdout).toMatch(/^question\s+\d+/m);
    expect(stdout).toMatch(/^dropped chunks \/ request\s+1\s+2\s+2\s+2/m);
    expect(stdout).toMatch(/^output reserve used\s+50%\s+100%\s+100%\s+100%/m);
    expect(stdout).toContain('1 overflowed (overflow rate 25.0%)');
    expect(stdout).toContain('1 of 3 responses (33.3%)');
  });

  it('writes a self-contained HTML page with the charts and no network URL', async () => {
    const { code, stdout, stderr } = await run(['tiny.jsonl', '--profile', 'tiny.yaml', '--json', '--html', 'out.html']);
    expect(code).toBe(0);
    expect(() => JSON.parse(stdout)).not.toThrow();
    expect(stderr).toContain('out.html');
    const html = await readFile(join(dir, 'out.html'), 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<svg class="chart stacked"');
    expect((html.match(/<svg class="chart/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect((html.match(/<rect class="segment"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('<g class="box">');
    expect(html).toContain('<table class="legend">');
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/<script|<link|<img|url\(["']?[a-z]/i);
  });

  it('escapes what comes from the log and the profile', async () => {
    await writeFile(join(dir, 'odd.yaml'), `name: "<b>ops</b> & co"\n${TINY_PROFILE}`);
    await run(['tiny.jsonl', '--profile', 'odd.yaml', '--html', 'odd.html']);
    const html = await readFile(join(dir, 'odd.html'), 'utf8');
    expect(html).toContain('&lt;b&gt;ops&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<b>ops</b>');
  });

  it('counts a line that overflows in the overflow rate, not as an error', async () => {
    await writeFile(join(dir, 'over.jsonl'), `${JSON.stringify(TINY_LOG[3])}\n${JSON.stringify(TINY_LOG[1])}\n`);
    const { code, stdout } = await run(['over.jsonl', '--profile', 'tiny.yaml', '--json']);
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.overflow).toMatchObject({ count: 1, rate: 0.5 });
    expect(r.assembled).toBe(1);
    // One of each, in the singular wherever it is counted.
    const text = await run(['over.jsonl', '--profile', 'tiny.yaml', '--html', 'over.html']);
    expect(text.stdout).toContain('history trimmed (trim note) in 0 requests');
    const html = await readFile(join(dir, 'over.html'), 'utf8');
    expect(html).toContain('<strong>1 of 2 requests (');
    expect(html).toContain('over the 1 request that fit');
    expect(html).not.toMatch(/(?<!of )\b1 (requests|chunks)\b/);
  });

  it('reports a log in which nothing fits, without charts of an empty window', async () => {
    await writeFile(join(dir, 'none.jsonl'), `${JSON.stringify(TINY_LOG[3])}\n`);
    const { code, stdout } = await run(['none.jsonl', '--profile', 'tiny.yaml', '--json', '--html', 'none.html']);
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r).toMatchObject({ requests: 1, assembled: 0, overflow: { count: 1, rate: 1 } });
    expect(r.sections.total).toBeNull();
    expect(r.output.reserveUsed).toBeNull();
    const html = await readFile(join(dir, 'none.html'), 'utf8');
    expect(html).toContain('No request of the log fit the budget');
    expect(html).not.toContain('<svg class="chart stacked"');
  });

  it('stops at a bad line with file:line:col and exit 2', async () => {
    const bad = '{"request": {"question": "x", "chunks": [{"id": "a", "text": "t", "score": "high"}]}}';
    await writeFile(join(dir, 'bad.jsonl'), `${JSON.stringify(TINY_LOG[1])}\n${bad}\n`);
    const { code, stderr } = await run(['bad.jsonl', '--profile', 'tiny.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain(`bad.jsonl:2:${bad.indexOf('"high"') + 1}`);
    expect(stderr).toContain('request.chunks[0].score');
  });

  it('names a refused request field as the log wrote it, before a bad response on the same line', async () => {
    // assemble validates the converted request (history, rules); the error must name messages[…] at its column.
    const blankTurn = '{"request": {"messages": [{"role": "user", "content": "a"}, {"role": "assistant", "content": "b"}, {"role": "user", "content": " "}, {"role": "user", "content": "q"}]}}';
    const blankSystem = '{"request": {"messages": [{"role": "system", "content": "s"}, {"role": "system", "content": "  "}, {"role": "user", "content": "q"}]}}';
    const both = '{"request": {"rules": [{"id": "r", "text": "x"}, {"id": "r", "text": "y"}], "question": "q"}, "response": {"usage": {"completion_tokens": 5}, "finish_reason": "done"}}';
    const cases: [string, string, string][] = [
      [blankTurn, 'request.messages[2].content', '" "}'],
      [blankSystem, 'request.messages[1].content', '"  "}'],
      [both, 'request.rules[1].id', '"r", "text": "y"'],
    ];
    for (const [line, field, at] of cases) {
      await writeFile(join(dir, 'refused.jsonl'), `${JSON.stringify(TINY_LOG[1])}\n${line}\n`);
      const { code, stderr } = await run(['refused.jsonl', '--profile', 'tiny.yaml']);
      expect(code).toBe(2);
      expect(stderr).toContain(`refused.jsonl:2:${line.indexOf(at) + 1}: ${field}:`);
    }
  });

  it('places a bad response field and a JSON syntax error too', async () => {
    const response = '{"request": {"question": "x"}, "response": {"usage": {"completion_tokens": 5}, "finish_reason": "done"}}';
    await writeFile(join(dir, 'response.jsonl'), `${response}\n`);
    const first = await run(['response.jsonl', '--profile', 'tiny.yaml']);
    expect(first.code).toBe(2);
    expect(first.stderr).toContain(`response.jsonl:1:${response.indexOf('"done"') + 1}`);

    await writeFile(join(dir, 'syntax.jsonl'), `\n\n{"request": {"question": "x"}\n`);
    const second = await run(['syntax.jsonl', '--profile', 'tiny.yaml']);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/syntax\.jsonl:3:\d+/);
  });

  it('refuses bad usage and unreadable files with exit 2', async () => {
    expect((await run(['tiny.jsonl'])).code).toBe(2);
    expect((await run(['--profile', 'tiny.yaml'])).code).toBe(2);
    expect((await run(['missing.jsonl', '--profile', 'tiny.yaml'])).stderr).toContain('missing.jsonl');
    expect((await run(['tiny.jsonl', '--profile', 'missing.yaml'])).code).toBe(2);
  });

  it('reports the bundled English support log', async () => {
    const log = bundledPath('fixtures', 'products', 'en-support', 'requests.jsonl');
    const profile = bundledPath('fixtures', 'products', 'en-support', 'profile.yaml');
    const { code, stdout } = await run([log, '--profile', profile, '--json']);
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.requests).toBe(140);
    expect(r.overflow.count).toBeGreaterThan(0);
    expect(r.output.truncated.count).toBeGreaterThan(0);
    expect(r.sections.fixed.p50).toBeGreaterThan(1000);
  });

  it('reads the log from standard input with -', async () => {
    const { code, stdout } = await run(['-', '--profile', 'tiny.yaml', '--json'], `${JSON.stringify(TINY_LOG[1])}\n`);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ log: '<stdin>', requests: 1, assembled: 1 });
  });
});
