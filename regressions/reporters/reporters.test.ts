import { describe, expect, it } from 'vitest';
import type { SuiteResult } from '../result.js';
import { githubAnnotations } from './github.js';
import { formatJunit } from './junit.js';
import { formatText } from './text.js';

const at = (line: number): { file: string; line: number; col: number } => ({ file: 'dir,x/s.suite.yaml', line, col: 3 });

const result: SuiteResult = {
  file: 'dir,x/s.suite.yaml',
  name: 's <&> "q"',
  status: 'failed',
  requests: 1,
  provider: null,
  providerId: null,
  cassettes: null,
  cases: [{
    id: 'c<1>', description: null, at: at(4), status: 'failed', requests: 1, checks: 1,
    failures: [{ requestId: 'r&1', label: 'contains "a<b"', actual: '100%\nsecond line\u0007', at: at(6) }], notes: [],
  }],
  experiments: [{
    id: 'e1', description: null, at: at(9), verdict: 'unsafe', reasons: ['case c<1> on r&1: flipped'], inconclusive: [], samples: null, caveats: [],
    savings: { requests: 1, fixedMedianBefore: 12_345, savedMedian: 1_234, savedMean: 1_234, savedTotal: 1_234, savedPer1000: 1_234_000, payloadDeltaMedian: -1_000 },
    changes: [{ caseId: 'c<1>', requestId: 'r&1', notes: ['chunks newly kept: kb-9', 'expectation x: pass → FAIL (y)'], answers: null }],
    status: 'failed', expected: 'safe', failures: ['expected safe, judged unsafe'],
  }],
};

const savings = { requests: 1, fixedMedianBefore: 100, savedMedian: 10, savedMean: 10, savedTotal: 10, savedPer1000: 10_000, payloadDeltaMedian: -10 };

/** A run with each verdict: an expected safe that came out inconclusive, an informational inconclusive, a safe with a caveat. */
const verdicts: SuiteResult = {
  ...result, name: 'v', status: 'failed', cases: [],
  cassettes: { folder: 'c', unused: ['m/gone/baseline.json'], pruned: [], legacy: 0, migrated: 0, recorded: 0, removedTempFiles: ['m/a/baseline.json.1234.deadbeef.tmp'],
    keptTempFiles: [{ file: 'm/b/baseline.json.99.deadbeef.tmp', reason: 'EACCES: permission denied' }] },
  experiments: [
    {
      id: 'wanted-safe', description: null, at: at(9), verdict: 'inconclusive', inconclusive: ['answers-missing'],
      reasons: ['case a on r1, baseline: no answers recorded for request r1 in c/m/a/baseline.json: record them with --record'],
      samples: null, caveats: [], savings, changes: [], status: 'failed', expected: 'safe', failures: ['expected safe, judged inconclusive (answers-missing)'],
    },
    {
      id: 'informational', description: null, at: at(12), verdict: 'inconclusive', inconclusive: ['too-few-samples'],
      reasons: ['sampled answers: 38/40 passed before, 37/40 after; not yet shown to be at most 0.1 worse'],
      samples: {
        cells: 1, pooled: { x0: 38, n0: 40, x1: 37, n1: 40 }, look: 1, alpha: 0.05, delta: 0.1, alphaAtLook: 0.025, nonInferiorityP: 0.031,
        significantDrops: [], decision: 'undecided', more: { perArm: 60, more: 20, toShow: 'safe' },
      },
      caveats: [], savings, changes: [], status: 'passed', expected: null, failures: [],
    },
    {
      id: 'claimed-safe', description: null, at: at(15), verdict: 'safe', inconclusive: [], reasons: [], samples: null,
      caveats: ['no control experiment (expect: unsafe) came out unsafe in this suite: it has not shown that it would notice harm'],
      savings, changes: [], status: 'passed', expected: 'safe', failures: [],
    },
  ],
};

describe('inconclusive verdicts in every report', () => {
  it('text: never with a ✓, with the reason; a caveat beside safe; the summary counts them', () => {
    const text = formatText([verdicts]);
    expect(text).toContain('  ✗ wanted-safe: inconclusive (expected safe)');
    expect(text).toContain('      inconclusive: case a on r1, baseline: no answers recorded for request r1');
    expect(text).toContain('  ? informational: inconclusive —');
    expect(text).toContain('sampled answers (1 case/request pair): 38/40 passed before, 37/40 after; non-inferiority p 0.031 vs 0.025 (α 0.05 at look 1, δ 0.1)');
    expect(text).toContain('  ✓ claimed-safe: safe (expected safe)');
    expect(text).toContain('      note: no control experiment (expect: unsafe) came out unsafe');
    expect(text).not.toMatch(/✓[^\n]*inconclusive/);
    expect(text).toContain('experiments 1 safe, 0 unsafe, 2 inconclusive, 1 not as expected');
    expect(text).toContain('1 cassette was not used by this run (left over from earlier prompts; --prune deletes them): m/gone/baseline.json');
    expect(text).toContain('removed 1 temp file left by an interrupted recording: m/a/baseline.json.1234.deadbeef.tmp');
    expect(text).toContain('a temp file left by an interrupted recording could not be deleted: m/b/baseline.json.99.deadbeef.tmp (EACCES: permission denied)');
  });

  it('JUnit: the expected-safe one fails, and every inconclusive one says why', () => {
    const xml = formatJunit([verdicts]);
    expect(xml).toContain('<failure message="expected safe, judged inconclusive (answers-missing)">');
    expect(xml).toContain('<system-out>inconclusive (answers-missing); saves 10 tokens');
    expect(xml).toContain('inconclusive: case a on r1, baseline: no answers recorded');
    expect(xml).toContain('<system-out>inconclusive (too-few-samples); saves 10 tokens');
    expect(xml).toContain('note: no control experiment');
  });

  it('GitHub annotations: the unmet expectation with its reason', () => {
    const lines = githubAnnotations([verdicts]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('experiment wanted-safe::expected safe, judged inconclusive (answers-missing)%0Acase a on r1, baseline: no answers recorded');
  });
});

describe('formatJunit', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    const xml = formatJunit([result]);
    expect(xml).toContain('<testsuite name="s &lt;&amp;&gt; &quot;q&quot;"');
    expect(xml).toContain('name="c&lt;1&gt;"');
    expect(xml).not.toContain('\u0007');
    expect(xml).toContain('<testsuites name="baglam regress" tests="2" failures="2">');
    // Every tag opened is closed: a crude well-formedness check that a broken escape would fail.
    const opened = (xml.match(/<testcase\b[^>]*[^/]>/g) ?? []).length;
    expect((xml.match(/<\/testcase>/g) ?? []).length).toBe(opened);
  });
});

describe('githubAnnotations', () => {
  it('escapes %, newlines, and the property separators', () => {
    const [caseLine, experimentLine] = githubAnnotations([result]);
    expect(caseLine).toBe(
      '::error file=dir%2Cx/s.suite.yaml,line=6,col=3,title=baglam regress%3A s <&> "q" / c<1>::contains "a<b" on r&1: 100%25%0Asecond line\u0007',
    );
    expect(experimentLine).toContain('::expected safe, judged unsafe%0Acase c<1> on r&1: flipped');
    expect(caseLine!.split('\n')).toHaveLength(1);
  });
});

describe('formatText', () => {
  it('groups thousands without the locale and does not repeat flipped expectations as changes', () => {
    const text = formatText([result]);
    expect(text).toContain('saves 1 234 tokens per request (median; 1 234 over 1 request, 1 234 000 per 1 000 requests)');
    expect(text).toContain('fixed part 12 345 → 11 111 tokens (median); whole payload −1 000 (median)');
    expect(text).toContain('c<1> on r&1: chunks newly kept: kb-9');
    expect(text).not.toContain('expectation x: pass → FAIL');
    expect(text).toContain('unsafe: case c<1> on r&1: flipped');
  });

  it('shows a control that came out unsafe as asked as a pass, not an alarm; an unsafe nobody asked for stays loud', () => {
    const reasons = ['case a on r1: flipped', 'case a on r2: flipped', 'case b on r1: flipped', 'case b on r2: flipped'];
    const control = { ...result.experiments[0]!, id: 'control', reasons, status: 'passed' as const, expected: 'unsafe', failures: [] };
    const text = formatText([{ ...result, experiments: [control] }]);
    expect(text).toMatch(/^ {2}✓ control: unsafe \(expected unsafe\), as a control: the suite notices this removal — saves /m);
    expect(text).not.toMatch(/UNSAFE|^\s*!|^\s*unsafe:/m);
    expect(text).toContain('      caught: case a on r1: flipped\n      caught: case a on r2: flipped\n      … and 2 more reasons');
    // Not a control: an unexpected unsafe, an informational one, and a control that asked for more than it got.
    const loud = [
      { ...result.experiments[0]! },
      { ...control, id: 'informational', expected: null },
      { ...control, id: 'short', status: 'failed' as const, expected: 'unsafe, median saving ≥ 5000', failures: ['median saving 1234 tokens, expected ≥ 5000'] },
    ];
    const lines = formatText([{ ...result, experiments: loud }]).split('\n');
    expect(lines).toContain('  ✗ e1: UNSAFE (expected safe) — saves 1 234 tokens per request (median; 1 234 over 1 request, 1 234 000 per 1 000 requests)');
    expect(lines.filter((l) => /^ {2}! informational: UNSAFE — /.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^ {2}✗ short: UNSAFE \(expected unsafe, median saving ≥ 5000\) — /.test(l))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('      unsafe: '))).toHaveLength(1 + 4 + 4);
  });

  it('shows paths relative to the working directory when asked, and others whole', () => {
    const placed: SuiteResult = {
      ...result,
      file: '/home/team/app/prompts/s.suite.yaml',
      cases: [{ ...result.cases[0]!, at: { file: '/home/team/app/prompts/s.suite.yaml', line: 4, col: 3 } }],
    };
    const text = formatText([placed], { relativeTo: '/home/team/app' });
    expect(text).toContain('✗ s <&> "q"  prompts/s.suite.yaml');
    expect(text).toContain('✗ c<1>  prompts/s.suite.yaml:4:3');
    expect(formatText([placed], { relativeTo: '/elsewhere' })).toContain('  ✗ c<1>  /home/team/app/prompts/s.suite.yaml:4:3');
    expect(formatText([placed])).toContain('/home/team/app/prompts/s.suite.yaml:4:3');
  });
});
