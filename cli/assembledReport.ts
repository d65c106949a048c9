import type { AssembledContext, SectionTokens } from '../core/index.js';
import { table } from './table.js';

const SECTION_LABELS: [keyof SectionTokens, string][] = [
  ['rules', 'rules'],
  ['tools', 'tools'],
  ['examples', 'examples'],
  ['summary', 'summary'],
  ['trimNote', 'trim note'],
  ['history', 'history'],
  ['evidence', 'evidence'],
  ['evidenceMetadata', '  of which chunk tags+metadata'],
  ['format', 'format'],
  ['question', 'question'],
  ['template', 'template overhead'],
];

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The per-section table of one assembled context, and its drop log. */
export function formatAssembled(result: AssembledContext): string {
  const rows = SECTION_LABELS.map(([key, label]) => [label, String(result.sections[key]), percent(result.sections[key], result.budget)]);
  rows.push(['total', String(result.tokens), percent(result.tokens, result.budget)]);
  const lines = [
    table(['section', 'tokens', 'of budget'], rows, ['left', 'right', 'right']),
    '',
    `budget ${result.budget} = window ${result.window} − output reserve ${result.maxOutputTokens}; ` +
      `${result.budget - result.tokens} tokens unused; trim note: ${result.trimNote ? 'yes' : 'no'}` +
      (result.signals.candidatesExhausted ? '; candidates ran out before the evidence share filled' : ''),
  ];
  if (result.dropLog.length > 0) {
    const counts = new Map<string, number>();
    for (const d of result.dropLog) counts.set(`${d.section}/${d.reason}`, (counts.get(`${d.section}/${d.reason}`) ?? 0) + 1);
    lines.push(
      `dropped ${result.dropLog.length}: ` +
        [...counts.entries()].map(([k, n]) => `${n} ${k}`).join(', '),
    );
  }
  return lines.join('\n');
}
