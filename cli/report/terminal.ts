import { plural } from '../plural.js';
import { table } from '../table.js';
import type { RowKey, ReportSummary } from './aggregate.js';
import type { Percentiles } from './histogram.js';

/** Row labels of the section table, in prompt order. */
export const ROW_LABELS: readonly [RowKey, string][] = [
  ['rules', 'rules'],
  ['tools', 'tools'],
  ['examples', 'examples'],
  ['format', 'format'],
  ['fixed', '= fixed part'],
  ['summary', 'summary'],
  ['trimNote', 'trim note'],
  ['history', 'history'],
  ['evidence', 'evidence'],
  ['evidenceMetadata', '  of which chunk tags+metadata'],
  ['question', 'question'],
  ['template', 'template overhead'],
  ['total', 'total prompt'],
];

export function percent(fraction: number, digits = 1): string {
  return `${(100 * fraction).toFixed(digits)}%`;
}

const COLUMNS = ['p50', 'p90', 'p99', 'max'] as const;

function cells(p: Percentiles | null, show: (v: number) => string = String): string[] {
  return COLUMNS.map((c) => (p === null ? '—' : show(p[c])));
}

/**
 * The terminal report: one table (tokens per section, then dropped chunks
 * and output use, all as p50/p90/p99/max over requests) and a few lines
 * with the rates. Percentiles, never averages: one pasted log file moves an
 * average and hides what the typical request looks like.
 */
export function formatReport(r: ReportSummary): string {
  const { profile } = r;
  const budgetShare = (p: Percentiles | null): string => (p === null ? '—' : percent(p.p50 / profile.budget));
  const rows: string[][] = ROW_LABELS.map(([key, label]) => [label, ...cells(r.sections[key]), budgetShare(r.sections[key])]);
  rows.push(['dropped chunks / request', ...cells(r.droppedChunks.perRequest), '']);
  rows.push(['dropped turns / request', ...cells(r.droppedTurns.perRequest), '']);
  rows.push(['completion tokens', ...cells(r.output.completionTokens), '']);
  rows.push(['output reserve used', ...cells(r.output.reserveUsed, (v) => percent(v, 0)), '']);

  const reasons = Object.entries(r.droppedChunks.byReason).map(([k, n]) => `${k} ${n}`).join(', ');
  const finish = Object.entries(r.output.finishReasons).map(([k, n]) => `${k} ${n}`).join(', ');
  const lines = [
    `baglam report: ${r.log} under profile ${profile.name}`,
    `window ${profile.window} = prompt budget ${profile.budget} + output reserve ${profile.maxOutputTokens} (${profile.encoding}, ${profile.template} template)`,
    '',
    table(['tokens per request', 'p50', 'p90', 'p99', 'max', 'p50 of budget'], rows, ['left', 'right', 'right', 'right', 'right', 'right']),
    '',
    `requests ${r.requests}: ${r.assembled} assembled, ${r.overflow.count} overflowed (overflow rate ${percent(r.overflow.rate)})` +
      (r.overflow.overBy === null ? '' : `; over the budget by ${r.overflow.overBy.p50} tokens at the median, ${r.overflow.overBy.max} at most`),
    `truncated answers (finish_reason "length"): ${r.output.truncated.count} of ${r.output.responses} responses (${percent(r.output.truncated.rate)})` +
      (finish === '' ? '' : `; finish reasons: ${finish}`),
    `dropped chunks: ${r.droppedChunks.total} in all${reasons === '' ? '' : ` (${reasons})`}`,
    `history trimmed (trim note) in ${plural(r.trimNote.count, 'request')} (${percent(r.trimNote.rate)}); ` +
      `candidates ran out before the evidence share filled in ${r.candidatesExhausted.count}`,
  ];
  if (r.sections.fixed !== null) {
    lines.push(`the fixed part takes ${percent(r.sections.fixed.p50 / profile.budget)} of the prompt budget at the median request`);
  }
  return lines.join('\n');
}
