import type { CaseChange, ExperimentResult, SuiteResult } from '../result.js';
import { PAGE_CSP } from './pagePolicy.js';
import { summarize } from './summary.js';
import { wordDiff } from './wordDiff.js';
import { escapeXml } from './xml.js';

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1200px; margin: 0 auto; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 6px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
h3 { font-size: 16px; margin: 18px 0 6px; } h4 { font-size: 14px; margin: 14px 0 4px; font-weight: 600; }
.summary, .file, .caption { color: #555; font-size: 13px; }
section.experiment { background: #fff; border: 1px solid #e2e2e2; border-radius: 6px; padding: 8px 16px 14px; margin: 12px 0; }
.verdict { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 13px; font-weight: 600; color: #fff; }
.verdict.safe { background: #2e7d32; } .verdict.unsafe { background: #c62828; } .verdict.inconclusive { background: #8d6e00; }
.status.failed { color: #c62828; font-weight: 600; }
ul.reasons { margin: 4px 0; padding-left: 20px; font-size: 13px; }
table.answers { width: 100%; border-collapse: collapse; table-layout: fixed; margin: 4px 0 8px; }
table.answers th { text-align: left; font-size: 12px; color: #555; font-weight: 600; padding: 2px 6px; }
table.answers td { vertical-align: top; border: 1px solid #e2e2e2; padding: 6px; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12.5px; }
table.answers col.sample { width: 3em; }
table.answers td.sample { text-align: right; color: #777; border: none; font-family: inherit; }
del { background: #ffd7d5; text-decoration: line-through; } ins { background: #ccf0d4; text-decoration: none; }
.none { color: #777; font-style: italic; }
`;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Thin groups that read at a glance and do not depend on the locale. */
const tokens = (n: number): string => (n < 0 ? '−' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');

/** One answer with the words the other side lacks marked: `<del>` on the baseline's side, `<ins>` on the experiment's. */
function marked(before: string | null, after: string | null, side: 'before' | 'after'): string {
  const own = side === 'before' ? before : after;
  if (own === null) return '<span class="none">no answer</span>';
  if (before === null || after === null) return escapeXml(own);
  return wordDiff(before, after)
    .filter((p) => p.kind === 'same' || p.kind === (side === 'before' ? 'removed' : 'added'))
    .map((p) => (p.kind === 'same' ? escapeXml(p.text) : side === 'before' ? `<del>${escapeXml(p.text)}</del>` : `<ins>${escapeXml(p.text)}</ins>`))
    .join('');
}

function changeBlock(change: CaseChange): string {
  const notes = change.notes.length === 0 ? '' : `<ul class="reasons">${change.notes.map((n) => `<li>${escapeXml(n)}</li>`).join('')}</ul>`;
  let table = '';
  if (change.answers !== null) {
    const { before, after } = change.answers;
    const rows = Array.from({ length: Math.max(before.length, after.length) }, (_, i) => {
      const a = before[i] ?? null;
      const b = after[i] ?? null;
      return `<tr><td class="sample">${i + 1}</td><td class="before">${marked(a, b, 'before')}</td><td class="after">${marked(a, b, 'after')}</td></tr>`;
    });
    table = '<table class="answers"><colgroup><col class="sample"><col><col></colgroup>' +
      `<thead><tr><th></th><th>Baseline</th><th>Experiment</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }
  return `<div class="change" data-case="${escapeXml(change.caseId)}"><h4>case ${escapeXml(change.caseId)} on ${escapeXml(change.requestId)}</h4>${notes}${table}</div>`;
}

function experimentBlock(e: ExperimentResult): string {
  const s = e.savings;
  const expected = e.expected === null ? '' : ` <span class="status ${e.status}">expected ${escapeXml(e.expected)}${e.status === 'failed' ? ': not as expected' : ''}</span>`;
  const label = e.verdict === 'unsafe' ? 'Why unsafe' : 'Why inconclusive';
  const reasons = e.reasons.length === 0 ? '' : `<p class="caption">${label}:</p><ul class="reasons">${e.reasons.map((r) => `<li>${escapeXml(r)}</li>`).join('')}</ul>`;
  const failures = e.failures.length === 0 ? '' : `<ul class="reasons">${e.failures.map((f) => `<li class="status failed">${escapeXml(f)}</li>`).join('')}</ul>`;
  const caveats = e.caveats.map((c) => `<p class="caption">Note: ${escapeXml(c)}</p>`).join('');
  // Only cases whose answers or results moved: what a reviewer has to look at.
  const changes = e.changes.filter((c) => c.answers !== null || c.notes.some((n) => n.startsWith('expectation ') || n.startsWith('model: ')));
  const body = changes.length === 0 ? '<p class="none">No case\'s answers or results changed.</p>' : changes.map(changeBlock).join('');
  return [
    `<section class="experiment" data-experiment="${escapeXml(e.id)}" data-verdict="${e.verdict}">`,
    `<h3>${escapeXml(e.id)} <span class="verdict ${e.verdict}">${e.verdict}</span>${expected}</h3>`,
    e.description === null ? '' : `<p class="caption">${escapeXml(e.description)}</p>`,
    `<p class="saved">Saves ${tokens(s.savedMedian)} tokens per request (median; ${tokens(s.savedTotal)} over ${plural(s.requests, 'request')}): fixed part ${tokens(s.fixedMedianBefore)} → ${tokens(s.fixedMedianBefore - s.savedMedian)}.</p>`,
    failures, reasons, caveats,
    `<p class="caption">${plural(changes.length, 'case/request')} whose answers or results changed.</p>`,
    body,
    '</section>',
  ].join('\n');
}

/**
 * `baglam regress --html FILE`: one self-contained page (no script, style
 * inline, a content security policy that forbids loading anything) with, per
 * suite and experiment, the verdict and its reasons, the tokens saved, and
 * each case whose answers or results changed: baseline and experiment
 * answers side by side, the words that differ marked.
 */
export function formatHtml(results: readonly SuiteResult[]): string {
  const s = summarize(results);
  const suites = results.map((suite) => [
    `<h2>${escapeXml(suite.name)}</h2>`,
    `<p class="file">${escapeXml(suite.file)} — ${plural(suite.cases.length, 'case')}, ${suite.cases.filter((c) => c.status === 'failed').length} failed` +
      `${suite.provider === null ? '' : `; answers from ${escapeXml(suite.provider)}`}</p>`,
    suite.experiments.length === 0 ? '<p class="none">No experiments.</p>' : suite.experiments.map(experimentBlock).join('\n'),
  ].join('\n'));
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>baglam regress — ${s.passed ? 'PASS' : 'FAIL'}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<h1>baglam regress — ${s.passed ? 'PASS' : 'FAIL'}</h1>`,
    `<p class="summary">${plural(s.suites, 'suite')}; cases ${s.casesPassed} passed, ${s.casesFailed} failed; experiments ${s.safe} safe, ${s.unsafe} unsafe, ${s.inconclusive} inconclusive${s.experimentsFailed > 0 ? `, ${s.experimentsFailed} not as expected` : ''}.</p>`,
    ...suites,
    '</main></body></html>',
    '',
  ].join('\n');
}
