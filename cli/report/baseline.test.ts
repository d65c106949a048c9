import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../test-helpers/runCli.js';
import type { ReportSummary } from './aggregate.js';
import { baselineOf, checkBaseline } from './baseline.js';

/**
 * The footprint gate: a log whose fixed part (or any section, or the
 * overflow rate) grew past the baseline's tolerance fails, naming what grew
 * and by how much; an incomparable baseline is inconclusive, never a pass.
 * Expected growths are read from the two reports' own JSON, not from the
 * baseline code under test.
 */

const PROFILE = 'name: support\nwindow: 8192\noutput: { answer: 1024 }\nshares: { evidence: 0.4, history: 0.3 }\n';

/** A paragraph of policy text, about 300 tokens: the kind of rule an incident adds. */
const INCIDENT_RULE = Array.from({ length: 12 }, (_, i) =>
  `Olay ${i + 1}: müşteri iade talebinde bulunduğunda önce sipariş numarasını, teslim tarihini ve ürünün durumunu doğrula; ` +
  'kargo hasarı varsa fotoğraf iste.').join(' ');

function line(i: number, extraRules: { id: string; text: string }[] = [], question = `Siparişim ${i} nerede?`): string {
  return JSON.stringify({
    request: {
      rules: [{ id: 'lang', text: 'Türkçe ve kısa yaz.' }, ...extraRules],
      examples: [{ id: 'ex-1', text: 'S: Kargom nerede?\nC: Takip numaranızı paylaşır mısınız?' }],
      history: Array.from({ length: i % 4 }, (_, t) => ({ role: t % 2 === 0 ? 'user' : 'assistant', content: `Mesaj ${t}: ${'ayrıntı '.repeat(5 + i)}` })),
      chunks: [{ id: `kb-${i}`, score: 0.8, source: 'kb/iade.md', text: `İade ${i} gün içinde yapılır. ${'koşul '.repeat(i)}` }],
      question,
    },
    response: { usage: { completion_tokens: 100 + i * 10 }, finish_reason: i === 7 ? 'length' : 'stop' },
  });
}

const log = (rules: { id: string; text: string }[] = [], overflowEvery = 0): string =>
  `${Array.from({ length: 20 }, (_, i) => line(i, rules, overflowEvery > 0 && i % overflowEvery === 0 ? 'günlük satırı '.repeat(9000) : undefined)).join('\n')}\n`;

let dir = '';

async function run(cwd: string, ...argv: string[]): Promise<CliRun> {
  return runCli(argv, { cwd });
}

async function report(file: string): Promise<{ sections: Record<string, { p50: number; p90: number; p99: number }>; overflow: { rate: number } }> {
  return JSON.parse((await run(dir, 'report', file, '--profile', 'profile.yaml', '--json')).stdout);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baglam-baseline-'));
  await writeFile(join(dir, 'profile.yaml'), PROFILE);
  await writeFile(join(dir, 'before.jsonl'), log());
  await writeFile(join(dir, 'grown.jsonl'), log([{ id: 'incident-42', text: INCIDENT_RULE }]));
  await writeFile(join(dir, 'slightly.jsonl'), log([{ id: 'typo', text: 'Kibar ol.' }]));
  await writeFile(join(dir, 'overflowing.jsonl'), log([], 4));
  const taken = await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--baseline', 'footprint.json', '--update');
  expect(taken.code).toBe(0);
  expect(taken.stdout).toContain('wrote the baseline to footprint.json');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baglam report --baseline', () => {
  it('writes a baseline with every section\'s p50/p90/p99 and the default tolerances, atomically', async () => {
    const baseline = JSON.parse(await readFile(join(dir, 'footprint.json'), 'utf8'));
    const before = await report('before.jsonl');
    expect(baseline).toMatchObject({ format: 'baglam-report-baseline', version: 1, profile: { name: 'support', encoding: 'o200k_base' }, requests: 20 });
    expect(baseline.tolerance).toEqual({ fixedTokens: 50, sectionTokens: 50, sectionShare: 0.1, overflowRate: 0.01 });
    expect(baseline.sections.fixed).toEqual({ p50: before.sections.fixed!.p50, p90: before.sections.fixed!.p90, p99: before.sections.fixed!.p99 });
    expect(Object.keys(baseline.sections)).toHaveLength(13);
    // No temporary file left beside it.
    expect((await readdir(dir)).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('passes the log it was taken from', async () => {
    const result = await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--baseline', 'footprint.json');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/baseline footprint\.json: passed \(40 numbers within tolerance\)/);
  });

  it('fails a log whose fixed part grew, naming the section and the growth at each percentile', async () => {
    const before = await report('before.jsonl');
    const grown = await report('grown.jsonl');
    const growth = grown.sections.fixed!.p50 - before.sections.fixed!.p50;
    expect(growth).toBeGreaterThan(250);
    const result = await run(dir, 'report', 'grown.jsonl', '--profile', 'profile.yaml', '--baseline', 'footprint.json');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`the fixed part grew by ${growth} tokens at p50`);
    expect(result.stdout).toContain(`${before.sections.fixed!.p50} → ${grown.sections.fixed!.p50}, tolerance 50 tokens`);
    expect(result.stdout).toContain('rules grew by');
    expect(result.stdout).toContain('add --update');
  });

  it('lets a growth within tolerance pass, and says so', async () => {
    const result = await run(dir, 'report', 'slightly.jsonl', '--profile', 'profile.yaml', '--baseline', 'footprint.json');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/the fixed part grew by \d tokens at p50 .*within tolerance/);
  });

  it('fails a log whose overflow rate rose past the tolerance', async () => {
    const over = await report('overflowing.jsonl');
    expect(over.overflow.rate).toBe(0.25);
    const result = await run(dir, 'report', 'overflowing.jsonl', '--profile', 'profile.yaml', '--baseline', 'footprint.json', '--json');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the overflow rate rose from 0.0% to 25.0%, tolerance +1.0%');
  });

  it('holds the tolerances the team wrote, and --update keeps them', async () => {
    const file = join(dir, 'loose.json');
    const baseline = JSON.parse(await readFile(join(dir, 'footprint.json'), 'utf8'));
    baseline.tolerance = { fixedTokens: 1000, sectionTokens: 1000 };
    await writeFile(file, JSON.stringify(baseline));
    const loose = await run(dir, 'report', 'grown.jsonl', '--profile', 'profile.yaml', '--baseline', 'loose.json');
    expect(loose.code).toBe(0);
    expect((await run(dir, 'report', 'grown.jsonl', '--profile', 'profile.yaml', '--baseline', 'loose.json', '--update')).code).toBe(0);
    const updated = JSON.parse(await readFile(file, 'utf8'));
    expect(updated.tolerance).toEqual({ fixedTokens: 1000, sectionTokens: 1000, sectionShare: 0.1, overflowRate: 0.01 });
    expect(updated.sections.fixed.p50).toBe((await report('grown.jsonl')).sections.fixed!.p50);
  });

  it('is inconclusive (exit 2), never a pass, when the baseline counts another encoding', async () => {
    const baseline = JSON.parse(await readFile(join(dir, 'footprint.json'), 'utf8'));
    baseline.profile.encoding = 'cl100k_base';
    await writeFile(join(dir, 'other.json'), JSON.stringify(baseline, null, 2));
    const result = await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--baseline', 'other.json');
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('INCONCLUSIVE');
  });

  it('refuses a missing baseline (unless taking one) and a malformed one at its file:line:col', async () => {
    const missing = await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--baseline', 'nope.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: no baseline yet; take one by adding --update');
    const text = (await readFile(join(dir, 'footprint.json'), 'utf8')).replace('"tolerance": {', '"tolerance": {\n    "fixedTokenz": 3,');
    await writeFile(join(dir, 'typo.json'), text);
    const typo = await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--baseline', 'typo.json');
    expect(typo.code).toBe(2);
    const lineNo = text.split('\n').findIndex((l) => l.includes('fixedTokenz')) + 1;
    expect(typo.stderr).toContain(`typo.json:${lineNo}:5: tolerance.fixedTokenz: unknown key`);
    expect((await run(dir, 'report', 'before.jsonl', '--profile', 'profile.yaml', '--update')).code).toBe(2);
  });
});

describe('baglam gate with a report baseline', () => {
  it('fails the gate (exit 1) when the log\'s fixed part grew beyond the tolerance, naming the section', async () => {
    const config = 'reports:\n  - { log: grown.jsonl, profile: profile.yaml, baseline: footprint.json }\n';
    await writeFile(join(dir, 'baglam.config.yaml'), config);
    const result = await run(dir, 'gate', '--junit', 'gate.xml');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+report\s+1 request log measured, 1 against a baseline: \d+ numbers beyond tolerance/);
    expect(result.stdout).toMatch(/the fixed part grew by \d+ tokens at p50/);
    const junit = await readFile(join(dir, 'gate.xml'), 'utf8');
    expect(junit).toMatch(/<testcase classname="report" name="report grown\.jsonl">\s*<failure message="[^"]*grew by/);
  });

  it('passes the gate when the log is within its baseline', async () => {
    await writeFile(join(dir, 'baglam.config.yaml'), 'reports:\n  - { log: before.jsonl, profile: profile.yaml, baseline: footprint.json }\n');
    const result = await run(dir, 'gate');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/PASS\s+report\s+1 request log measured, 1 against a baseline: 0 numbers beyond tolerance/);
  });
});

describe('checkBaseline on numbers set by hand', () => {
  const percentiles = (v: number): { min: number; p25: number; p50: number; p75: number; p90: number; p99: number; max: number } =>
    ({ min: v, p25: v, p50: v, p75: v, p90: v, p99: v, max: v });
  const rows = ['rules', 'tools', 'examples', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata', 'format', 'question', 'template', 'fixed', 'total'] as const;
  function summary(values: Partial<Record<(typeof rows)[number], number>>, overflowRate = 0.01): ReportSummary {
    const sections = Object.fromEntries(rows.map((r) => [r, percentiles(values[r] ?? 1000)])) as ReportSummary['sections'];
    return {
      log: 'x.jsonl', profile: { name: 'p', window: 10000, budget: 9000, maxOutputTokens: 1000, encoding: 'o200k_base', template: 'chat' },
      requests: 100, assembled: 100, overflow: { count: 1, rate: overflowRate, overBy: null }, sections,
      droppedChunks: { perRequest: null, total: 0, byReason: {} }, droppedTurns: { perRequest: null, total: 0 },
      trimNote: { count: 0, rate: 0 }, candidatesExhausted: { count: 0, rate: 0 },
      output: { responses: 0, completionTokens: null, reserveUsed: null, truncated: { count: 0, rate: 0 }, finishReasons: {} },
    };
  }
  const baseline = baselineOf(summary({}));
  const failed = (s: ReportSummary): string[] => checkBaseline(s, baseline).failures.map((f) => `${f.row} ${f.percentile ?? ''}`.trim());

  it('holds the fixed part to its token tolerance, other sections to the larger of tokens and share', () => {
    // 1000 → 1080: 80 tokens is over the fixed part's 50, under a section's max(50, 10 % of 1000).
    expect(failed(summary({ fixed: 1080, history: 1080 }))).toEqual(['fixed p50', 'fixed p90', 'fixed p99']);
    expect(failed(summary({ history: 1100 }))).toEqual([]);
    expect(failed(summary({ history: 1101 }))).toEqual(['history p50', 'history p90', 'history p99']);
    expect(failed(summary({ fixed: 1050 }))).toEqual([]);
    expect(failed(summary({ fixed: 1051 }))).toEqual(['fixed p50', 'fixed p90', 'fixed p99']);
  });

  it('fails growth only: a smaller footprint passes', () => {
    expect(checkBaseline(summary({ fixed: 10, history: 0, total: 0 }, 0), baseline).status).toBe('passed');
  });

  it('holds the overflow rate to a rise of one point', () => {
    expect(failed(summary({}, 0.02))).toEqual([]);
    expect(failed(summary({}, 0.021))).toEqual(['overflowRate']);
  });

  it('names the row, the percentile, the growth and both values', () => {
    const [f] = checkBaseline(summary({ fixed: 1300 }), baseline).failures;
    expect(f!.message).toBe('the fixed part grew by 300 tokens at p50 (+30.0%): 1000 → 1300, tolerance 50 tokens');
  });
});
