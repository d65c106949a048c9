import type { AssembledContext, DropEntry, DropReason, DropSection, SectionTokens } from '../core/index.js';
import { plural } from './plural.js';
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

/** Tokens per section in words, with each section's share of the budget (the same table whether the prompt fit or overflowed). */
export function sectionTable(sections: SectionTokens, tokens: number, budget: number): string {
  const rows = SECTION_LABELS.map(([key, label]) => [label, String(sections[key]), percent(sections[key], budget)]);
  rows.push(['total', String(tokens), percent(tokens, budget)]);
  return table(['section', 'tokens', 'of budget'], rows, ['left', 'right', 'right']);
}

const DROPPED: Record<DropSection, [string, string]> = { chunks: ['chunk', 'chunks'], history: ['turn', 'turns'], examples: ['example', 'examples'] };

const WHY: Record<DropReason, string> = {
  'below-threshold': 'under the score threshold',
  duplicate: 'repeating an earlier one',
  'evidence-share': 'no room in the evidence share',
  'history-share': 'no room in the history share',
  'max-turns': 'beyond the turn cap',
  budget: 'cut to fit the budget',
};

/** `dropped 3: 1 chunk under the score threshold, 2 turns beyond the turn cap`. */
export function dropSummary(dropLog: readonly DropEntry[]): string {
  const counts = new Map<string, { section: DropSection; reason: DropReason; n: number }>();
  for (const d of dropLog) {
    const key = `${d.section}/${d.reason}`;
    const entry = counts.get(key) ?? { section: d.section, reason: d.reason, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  const parts = [...counts.values()].map(({ section, reason, n }) => `${plural(n, ...DROPPED[section])} ${WHY[reason]}`);
  return `dropped ${dropLog.length}: ${parts.join(', ')}`;
}

/** The per-section table of one assembled context, and its drop log. */
export function formatAssembled(result: AssembledContext): string {
  const lines = [
    sectionTable(result.sections, result.tokens, result.budget),
    '',
    `budget ${result.budget} = window ${result.window} − output reserve ${result.maxOutputTokens}; ` +
      `${result.budget - result.tokens} tokens unused; trim note: ${result.trimNote ? 'yes' : 'no'}` +
      (result.signals.candidatesExhausted ? '; candidates ran out before the evidence share filled' : ''),
  ];
  if (result.dropLog.length > 0) lines.push(dropSummary(result.dropLog));
  return lines.join('\n');
}
