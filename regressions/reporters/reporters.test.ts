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
  unusedCassettes: [],
  cases: [{
    id: 'c<1>', description: null, at: at(4), status: 'failed', requests: 1, checks: 1,
    failures: [{ requestId: 'r&1', label: 'contains "a<b"', actual: '100%\nsecond line\u0007', at: at(6) }],
  }],
  experiments: [{
    id: 'e1', description: null, at: at(9), verdict: 'unsafe', reasons: ['case c<1> on r&1: flipped'],
    savings: { requests: 1, fixedMedianBefore: 12_345, savedMedian: 1_234, savedMean: 1_234, savedTotal: 1_234, savedPer1000: 1_234_000, payloadDeltaMedian: -1_000 },
    changes: [{ caseId: 'c<1>', requestId: 'r&1', notes: ['chunks newly kept: kb-9', 'expectation x: pass → FAIL (y)'] }],
    status: 'failed', expected: 'safe', failures: ['expected safe, judged unsafe'],
  }],
};

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
