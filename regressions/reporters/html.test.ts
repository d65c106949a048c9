import { describe, expect, it } from 'vitest';
import type { ExperimentResult, SuiteResult } from '../result.js';
import { formatHtml } from './html.js';
import { wordDiff } from './wordDiff.js';

const at = { file: 's.suite.yaml', line: 3, col: 1 };
const savings = { requests: 4, fixedMedianBefore: 1_250, savedMedian: 48, savedMean: 48, savedTotal: 192, savedPer1000: 48_000, payloadDeltaMedian: -48 };

function experiment(over: Partial<ExperimentResult>): ExperimentResult {
  return {
    id: 'e', description: null, at, verdict: 'safe', reasons: [], inconclusive: [], samples: null, caveats: [], savings, changes: [],
    status: 'passed', expected: null, failures: [], ...over,
  };
}

const suite = (experiments: ExperimentResult[]): SuiteResult => ({
  file: 's.suite.yaml', name: 's', status: 'passed', requests: 4, provider: 'replay', providerId: 'm', cassettes: null, cases: [], experiments,
});

describe('wordDiff', () => {
  it('gives back both texts exactly, marking only the words that differ', () => {
    const cases: [string, string][] = [
      ['Billing reviews refunds within two working days.', 'Billing reviews refunds within 48 hours.'],
      ['', 'new'], ['old', ''], ['a  b\n c', 'a b\nc'], ['same text', 'same text'], ['İstanbul ofisi', 'Ankara ofisi'],
    ];
    for (const [a, b] of cases) {
      const parts = wordDiff(a, b);
      expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe(a);
      expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe(b);
    }
    expect(wordDiff('within two working days.', 'within 48 hours.')).toEqual([
      { kind: 'same', text: 'within ' }, { kind: 'removed', text: 'two working days.' }, { kind: 'added', text: '48 hours.' },
    ]);
    // The common words are kept, not re-marked: a diff that marks everything would also give both texts back.
    const marked = wordDiff('one two three four five', 'one two THREE four five').filter((p) => p.kind !== 'same');
    expect(marked.map((p) => p.text.trim())).toEqual(['three', 'THREE']);
  });

  it('answers too long for the table are shown as replaced whole, never cut', () => {
    const a = 'x '.repeat(1500);
    const b = 'y '.repeat(1500);
    expect(wordDiff(a, b)).toEqual([{ kind: 'removed', text: a }, { kind: 'added', text: b }]);
  });
});

describe('formatHtml', () => {
  const hostile = '<script>alert(1)</script> & "quotes" <img src=x onerror=alert(1)>';
  const page = formatHtml([suite([
    experiment({
      id: 'drop-ex-3', verdict: 'unsafe', expected: 'safe', status: 'failed', failures: ['expected safe, judged unsafe'],
      reasons: ['case refunds on r1: the model\'s answers no longer pass'],
      changes: [
        { caseId: 'refunds', requestId: 'r1', notes: ['model: 1/1 → 0/1 runs passed'], answers: { before: ['Billing reviews it within two working days.'], after: [`Billing reviews it within 48 hours. ${hostile}`] } },
        { caseId: 'quiet', requestId: 'r2', notes: ['chunks newly kept: kb-9'], answers: null },
      ],
    }),
    experiment({ id: 'drop-nothing-much', verdict: 'inconclusive', reasons: ['case a on r1, baseline: no answers recorded'], inconclusive: ['answers-missing'] }),
  ])]);

  it('is one self-contained page: a policy that forbids loading anything, no script, answers as text', () => {
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'`);
    expect(page).not.toMatch(/<script|<img|<link|https?:\/\//i);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });

  it('shows per experiment the verdict with its reason, the tokens saved, and the changed answers side by side, marked', () => {
    expect(page).toContain('<span class="verdict unsafe">unsafe</span>');
    expect(page).toContain('expected safe: not as expected');
    expect(page).toContain("<li>case refunds on r1: the model's answers no longer pass</li>");
    expect(page).toContain('Saves 48 tokens per request (median; 192 over 4 requests)');
    expect(page).toMatch(/<td class="before">Billing reviews it within <del>two working days\.<\/del><\/td>/);
    expect(page).toContain('<td class="after">Billing reviews it within <ins>48 hours. &lt;script&gt;');
    // A case whose context moved but whose answers and checks did not is not listed.
    expect(page).not.toContain('data-case="quiet"');
    expect(page).toContain('<span class="verdict inconclusive">inconclusive</span>');
    expect(page).toContain("No case's answers or results changed.");
  });
});
