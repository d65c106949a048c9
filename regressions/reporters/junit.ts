import type { SuiteResult } from '../result.js';
import { escapeXml as xml } from './xml.js';

/**
 * JUnit XML, as CI systems read it: one `<testsuite>` per suite, one
 * `<testcase>` per case and per experiment. An experiment whose verdict is
 * only informational passes; its verdict and savings are in `system-out`.
 */
export function formatJunit(results: readonly SuiteResult[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const tests = results.reduce((n, s) => n + s.cases.length + s.experiments.length, 0);
  const failures = results.reduce(
    (n, s) => n + s.cases.filter((c) => c.status === 'failed').length + s.experiments.filter((e) => e.status === 'failed').length, 0);
  lines.push(`<testsuites name="baglam regress" tests="${tests}" failures="${failures}">`);
  for (const s of results) {
    const failed = s.cases.filter((c) => c.status === 'failed').length + s.experiments.filter((e) => e.status === 'failed').length;
    lines.push(`  <testsuite name="${xml(s.name)}" file="${xml(s.file)}" tests="${s.cases.length + s.experiments.length}" failures="${failed}">`);
    for (const c of s.cases) {
      const open = `    <testcase classname="${xml(s.name)}" name="${xml(c.id)}" file="${xml(c.at.file)}" line="${c.at.line}"`;
      if (c.status === 'passed') {
        lines.push(`${open}/>`);
        continue;
      }
      const first = c.failures[0]!;
      const body = c.failures.map((f) => `${f.at.file}:${f.at.line}:${f.at.col} ${f.label} on ${f.requestId}: ${f.actual}`).join('\n');
      lines.push(`${open}>`, `      <failure message="${xml(`${first.label}: ${first.actual}`)}">${xml(body)}</failure>`, '    </testcase>');
    }
    for (const e of s.experiments) {
      const out = `${e.verdict}${e.inconclusive.length === 0 ? '' : ` (${e.inconclusive.join(', ')})`}; ` +
        `saves ${e.savings.savedMedian} tokens per request (median), ${e.savings.savedPer1000} per 1000 requests` +
        [...e.reasons.map((r) => `\n${e.verdict === 'unsafe' ? 'unsafe' : 'inconclusive'}: ${r}`), ...e.caveats.map((c) => `\nnote: ${c}`)].join('');
      lines.push(`    <testcase classname="${xml(`${s.name}.experiments`)}" name="${xml(e.id)}" file="${xml(e.at.file)}" line="${e.at.line}">`);
      if (e.status === 'failed') lines.push(`      <failure message="${xml(e.failures.join('; '))}">${xml(e.failures.join('\n'))}</failure>`);
      lines.push(`      <system-out>${xml(out)}</system-out>`, '    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
