import type { ReportSummary, RowKey } from './aggregate.js';
import type { Percentiles } from './histogram.js';
import { escapeXml } from '../../regressions/reporters/xml.js';
import { boxPlots, formatTokens, stackedBar, type BoxRow, type Segment } from './svg.js';
import { ROW_LABELS, percent } from './terminal.js';

/**
 * The report as one self-contained HTML page: inline CSS and inline SVG, no
 * script, no font, no image, no link to anything, so it opens the same from
 * a CI artifact, an e-mail attachment or an air-gapped laptop.
 */

const COLORS: Record<RowKey | 'evidenceText' | 'reserve' | 'free', string> = {
  rules: '#4e79a7',
  tools: '#f28e2b',
  examples: '#e15759',
  format: '#76b7b2',
  fixed: '#2f4b6e',
  summary: '#8cd17d',
  trimNote: '#b6992d',
  history: '#59a14f',
  evidence: '#b07aa1',
  evidenceText: '#b07aa1',
  evidenceMetadata: '#d4a6c8',
  question: '#9c755f',
  template: '#79706e',
  total: '#333333',
  reserve: '#9a9a9a',
  free: '#f3f3f3',
};

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 32px 48px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 32px 0 6px; }
p.sub, p.caption { color: #555; margin: 4px 0 12px; font-size: 14px; }
.cards { display: flex; gap: 12px; flex-wrap: wrap; margin: 20px 0 8px; }
.card { flex: 1 1 0; background: #fff; border: 1px solid #e2e2e2; border-radius: 8px; padding: 10px 14px; min-width: 120px; }
.card .value { font-size: 24px; font-weight: 600; }
.card .label { font-size: 13px; color: #555; }
.card.alert .value { color: #c0392b; }
section.panel { background: #fff; border: 1px solid #e2e2e2; border-radius: 8px; padding: 8px 18px 14px; margin-top: 14px; }
ul.legend { list-style: none; padding: 0; margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 13px; }
ul.legend li { display: flex; align-items: center; gap: 6px; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; border: 1px solid #bbb; }
.swatch.hatched { background: repeating-linear-gradient(45deg, #9a9a9a 0 3px, #e8e8e8 3px 6px); }
table { border-collapse: collapse; font-size: 13px; margin-top: 8px; }
th, td { padding: 3px 10px; text-align: right; border-bottom: 1px solid #eee; font-variant-numeric: tabular-nums; }
th:first-child, td:first-child { text-align: left; }
footer { color: #777; font-size: 12px; margin-top: 28px; }
`;

function card(label: string, value: string, alert = false): string {
  return `<div class="card${alert ? ' alert' : ''}"><div class="value">${escapeXml(value)}</div><div class="label">${escapeXml(label)}</div></div>`;
}

function median(p: Percentiles | null): number {
  return p === null ? 0 : p.p50;
}

/** The window of the median request: each section at its median, then the reserve and what is left. */
function windowSegments(r: ReportSummary): Segment[] {
  const s = r.sections;
  const metadata = median(s.evidenceMetadata);
  const prompt: Segment[] = [
    { label: 'rules', value: median(s.rules), color: COLORS.rules },
    { label: 'tools', value: median(s.tools), color: COLORS.tools },
    { label: 'examples', value: median(s.examples), color: COLORS.examples },
    { label: 'format', value: median(s.format), color: COLORS.format },
    { label: 'summary', value: median(s.summary), color: COLORS.summary },
    { label: 'trim note', value: median(s.trimNote), color: COLORS.trimNote },
    { label: 'history', value: median(s.history), color: COLORS.history },
    { label: 'evidence: chunk text', value: Math.max(0, median(s.evidence) - metadata), color: COLORS.evidenceText },
    { label: 'evidence: tags + metadata', value: metadata, color: COLORS.evidenceMetadata },
    { label: 'question', value: median(s.question), color: COLORS.question },
    { label: 'template overhead', value: median(s.template), color: COLORS.template },
  ];
  const used = prompt.reduce((sum, segment) => sum + segment.value, 0);
  return [
    ...prompt,
    { label: 'output reserve', value: r.profile.maxOutputTokens, color: COLORS.reserve, pattern: 'hatched' },
    { label: 'free', value: Math.max(0, r.profile.budget - used), color: COLORS.free, pattern: 'empty' },
  ];
}

function legend(segments: readonly Segment[], window: number): string {
  // A section that is empty at the median has nothing to point at in the bar.
  const items = segments.filter((segment) => segment.value > 0).map((segment) => {
    const swatch =
      segment.pattern === 'hatched'
        ? '<span class="swatch hatched"></span>'
        : `<span class="swatch" style="background:${segment.color}"></span>`;
    const share = `${((100 * segment.value) / window).toFixed(1)}%`;
    return `<li>${swatch}${escapeXml(`${segment.label} — ${formatTokens(segment.value)} (${share})`)}</li>`;
  });
  return `<ul class="legend">${items.join('')}</ul>`;
}

function percentileTable(r: ReportSummary): string {
  const row = (label: string, p: Percentiles | null, show: (v: number) => string = formatTokens): string =>
    `<tr><td>${escapeXml(label)}</td>${(['p50', 'p90', 'p99', 'max'] as const)
      .map((c) => `<td>${p === null ? '—' : escapeXml(show(p[c]))}</td>`)
      .join('')}</tr>`;
  const rows = ROW_LABELS.map(([key, label]) => row(label.trim(), r.sections[key]));
  rows.push(row('dropped chunks / request', r.droppedChunks.perRequest, String));
  rows.push(row('dropped turns / request', r.droppedTurns.perRequest, String));
  rows.push(row('completion tokens', r.output.completionTokens));
  rows.push(row('output reserve used', r.output.reserveUsed, (v) => percent(v, 0)));
  return `<table><thead><tr><th>tokens per request</th><th>p50</th><th>p90</th><th>p99</th><th>max</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const SECTION_ROWS: readonly RowKey[] = [
  'rules', 'tools', 'examples', 'format', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata', 'question', 'template',
];

export function renderHtml(r: ReportSummary): string {
  const { profile } = r;
  const title = `baglam report — ${profile.name}`;
  const cards = [
    card('requests in the log', String(r.requests)),
    card(`overflow rate (${r.overflow.count} requests)`, percent(r.overflow.rate), r.overflow.count > 0),
    card(`truncated answers (${r.output.truncated.count} of ${r.output.responses})`, percent(r.output.truncated.rate), r.output.truncated.count > 0),
    card('median prompt, of the budget', r.sections.total === null ? '—' : percent(r.sections.total.p50 / profile.budget)),
    card('median fixed part, of the budget', r.sections.fixed === null ? '—' : percent(r.sections.fixed.p50 / profile.budget)),
    card('median output reserve used', r.output.reserveUsed === null ? '—' : percent(r.output.reserveUsed.p50, 0)),
  ];

  const body: string[] = [];
  if (r.assembled === 0) {
    body.push('<section class="panel"><p>No request of the log fit the budget: there is no window to show.</p></section>');
  } else {
    const segments = windowSegments(r);
    const sectionRows: BoxRow[] = SECTION_ROWS.flatMap((key) => {
      const p = r.sections[key];
      if (p === null || p.max === 0) return [];
      const label = ROW_LABELS.find(([k]) => k === key)![1].trim();
      return [{ label, p, color: COLORS[key] }];
    });
    const sectionMax = Math.max(...sectionRows.map((row) => row.p.max));
    body.push(
      '<h2>Where the window goes</h2>',
      `<p class="caption">The median request: each section at its median over the ${r.assembled} requests that fit, then the output reserve and what is left free. ` +
        `Medians of parts need not add up to the median whole (${formatTokens(median(r.sections.total))} tokens).</p>`,
      `<section class="panel">${stackedBar(segments, profile.window, 'Where the window goes: median tokens per section, output reserve and free space')}${legend(segments, profile.window)}</section>`,
      '<h2>Tokens per section, across requests</h2>',
      '<p class="caption">Whiskers min to max, box p25 to p75, thick line the median; ▼ p90, ▲ p99 (red).</p>',
      `<section class="panel">${boxPlots(sectionRows, { max: sectionMax, format: formatTokens }, 'Distribution of tokens per section')}</section>`,
    );
    const wholeRows: BoxRow[] = [];
    if (r.sections.total !== null) wholeRows.push({ label: 'total prompt', p: r.sections.total, color: COLORS.total });
    body.push(
      '<h2>Prompt size against the budget</h2>',
      `<section class="panel">${boxPlots(wholeRows, { max: profile.budget, format: formatTokens, marker: { at: profile.budget, label: `prompt budget ${formatTokens(profile.budget)}` } }, 'Distribution of total prompt tokens')}</section>`,
    );
  }
  const usageRows: BoxRow[] = [];
  if (r.output.reserveUsed !== null) usageRows.push({ label: 'output reserve used', p: r.output.reserveUsed, color: COLORS.reserve });
  if (usageRows.length > 0) {
    const top = Math.max(1, r.output.reserveUsed!.max);
    body.push(
      '<h2>Output reserve actually used</h2>',
      `<p class="caption">Completion tokens (reasoning included) over the output cap of ${formatTokens(profile.maxOutputTokens)}; ` +
        `${r.output.truncated.count} ${r.output.truncated.count === 1 ? 'answer' : 'answers'} hit the cap (finish_reason "length").</p>`,
      `<section class="panel">${boxPlots(usageRows, { max: top, format: (v) => percent(v, 0), marker: { at: 1, label: 'the cap' } }, 'Distribution of output reserve used')}</section>`,
    );
  }
  if (r.droppedChunks.perRequest !== null) {
    const p = r.droppedChunks.perRequest;
    const reasons = Object.entries(r.droppedChunks.byReason).map(([k, v]) => `${k} ${v}`).join(', ');
    body.push(
      '<h2>Dropped chunks per request</h2>',
      `<p class="caption">${r.droppedChunks.total} chunks dropped in all${reasons === '' ? '' : ` (${escapeXml(reasons)})`}.</p>`,
      `<section class="panel">${boxPlots([{ label: 'dropped chunks', p, color: COLORS.evidence }], { max: Math.max(1, p.max), format: String }, 'Distribution of dropped chunks per request')}</section>`,
    );
  }
  body.push('<h2>All numbers</h2>', `<section class="panel">${percentileTable(r)}</section>`);

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body><main>',
    `<h1>${escapeXml(title)}</h1>`,
    `<p class="sub">${escapeXml(`${r.log} · window ${formatTokens(profile.window)} tokens = prompt budget ${formatTokens(profile.budget)} + output reserve ${formatTokens(profile.maxOutputTokens)} · ${profile.encoding}, ${profile.template} template`)}</p>`,
    `<div class="cards">${cards.join('')}</div>`,
    ...body,
    '<footer>Generated by baglam report. Percentiles are exact (nearest rank) over the requests of the log.</footer>',
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}
