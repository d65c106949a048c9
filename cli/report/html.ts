import type { ReportDetail, ReportSummary, RowKey } from './aggregate.js';
import { columnChart } from './columnChart.js';
import { binFixed, fixedPartChart } from './fixedPartChart.js';
import type { Percentiles } from './histogram.js';
import { PAGE_CSP } from '../../regressions/reporters/pagePolicy.js';
import { escapeXml } from '../../regressions/reporters/xml.js';
import { boxPlots, formatShare, formatTokens, stackedBar, type BoxRow, type Segment } from './svg.js';
import { noun } from '../plural.js';
import { ROW_LABELS, percent } from './terminal.js';
import type { ListedRequest } from './topRequests.js';

/**
 * The report as one self-contained HTML page: inline CSS and inline SVG, no
 * script, no font, no image, no link to anything, and a content security
 * policy that forbids fetching any, so it opens the same from a CI
 * artifact, an e-mail attachment or an air-gapped laptop.
 *
 * Every share of tokens on the page is of the window, the one base it
 * states at the top; the output reserve's use is of the reserve, and rates
 * are of requests or answers, each saying so.
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

/** Nothing may be fetched: no script, font, image or frame; only the inline style. */

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 32px 48px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 30px 0 6px; }
p.sub, p.caption, p.base { color: #555; margin: 4px 0 10px; font-size: 14px; }
p.base { color: #333; }
.cards { display: flex; gap: 12px; flex-wrap: wrap; margin: 18px 0 8px; }
.card { flex: 1 1 0; background: #fff; border: 1px solid #e2e2e2; border-radius: 8px; padding: 10px 14px; min-width: 130px; }
.card .value, .stat .value { font-size: 22px; font-weight: 600; }
.card .label, .stat .label { font-size: 13px; color: #555; }
.card.alert .value { color: #c0392b; }
.stats { display: flex; gap: 28px; margin: 6px 0 4px; }
section.panel { background: #fff; border: 1px solid #e2e2e2; border-radius: 8px; padding: 10px 18px 14px; margin-top: 12px; }
section.panel > p { margin: 6px 0; font-size: 14px; }
.swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; border: 1px solid #bbb; vertical-align: -2px; }
.swatch.hatched { background: repeating-linear-gradient(45deg, #9a9a9a 0 3px, #e8e8e8 3px 6px); }
table { border-collapse: collapse; font-size: 13px; margin-top: 8px; }
th, td { padding: 3px 10px; text-align: right; border-bottom: 1px solid #eee; font-variant-numeric: tabular-nums; }
th { font-weight: 600; color: #444; }
th:first-child, td:first-child, td.request, td.where, td.parts, .text { text-align: left; }
table.legend td:first-child { width: 16px; }
td.request code { font-size: 12px; background: #f4f4f4; padding: 1px 4px; border-radius: 3px; word-break: break-all; unicode-bidi: isolate; }
td.request { max-width: 360px; }
.bar { display: inline-block; height: 10px; background: #4e79a7; border-radius: 2px; }
footer { color: #777; font-size: 12px; margin-top: 28px; }
`;

/** What a reason to drop a chunk means, for the page. */
const DROP_REASONS: Record<string, string> = {
  'below-threshold': 'scored below the threshold',
  duplicate: 'a duplicate of a chunk kept',
  budget: 'no room left in the evidence share',
};

/** Characters that would hide, reorder or break text: shown as `\uXXXX`. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A longer id is cut here, and says so; the log has the rest. */
const ID_CHARS = 120;

/**
 * Text from the log as the page shows it: every control, format and bidi
 * character (and a lone surrogate) spelt out, so an id cannot hide text,
 * reorder its neighbours or break the page; past `limit` characters, cut
 * and said so. Escaped by the caller.
 */
function visible(text: string, limit = Infinity): string {
  const chars = [...text];
  const cut = chars.length > limit ? `${chars.slice(0, limit).join('')}… (${chars.length} characters)` : text;
  return cut.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

function card(key: string, value: string, label: string, alert = false): string {
  return `<div class="card${alert ? ' alert' : ''}" data-key="${key}"><div class="value">${escapeXml(value)}</div><div class="label">${escapeXml(label)}</div></div>`;
}

function stat(value: string, label: string): string {
  return `<div class="stat"><div class="value">${escapeXml(value)}</div><div class="label">${escapeXml(label)}</div></div>`;
}

function median(p: Percentiles | null): number {
  return p === null ? 0 : p.p50;
}

/** `1 turn`, `1 234 turns`: a count grouped as the page groups tokens, with its noun in the right number. */
function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatTokens(count)} ${noun(count, one, many)}`;
}

/** "4 of 9 requests that fit (44.4%)". */
function ofThose(count: number, whole: number, what: string): string {
  return `${formatTokens(count)} of ${formatTokens(whole)} ${what} (${formatShare(whole === 0 ? 0 : count / whole)})`;
}

/** The median request's prompt: each section at its median. */
function promptSegments(r: ReportSummary): Segment[] {
  const s = r.sections;
  const metadata = median(s.evidenceMetadata);
  return [
    { label: 'rules', value: median(s.rules), color: COLORS.rules },
    { label: 'tools', value: median(s.tools), color: COLORS.tools },
    { label: 'examples', value: median(s.examples), color: COLORS.examples },
    { label: 'format', value: median(s.format), color: COLORS.format },
    { label: 'summary', value: median(s.summary), color: COLORS.summary },
    { label: 'trim note', value: median(s.trimNote), color: COLORS.trimNote },
    { label: 'history', value: median(s.history), color: COLORS.history },
    { label: 'evidence text', value: Math.max(0, median(s.evidence) - metadata), color: COLORS.evidenceText },
    { label: 'evidence tags + metadata', value: metadata, color: COLORS.evidenceMetadata },
    { label: 'question', value: median(s.question), color: COLORS.question },
    { label: 'template overhead', value: median(s.template), color: COLORS.template },
  ];
}

/** The window: the prompt (its sections' medians added up), the output reserve, what is left free. */
function windowSegments(r: ReportSummary, prompt: number): Segment[] {
  return [
    { label: 'prompt', value: prompt, color: COLORS.total },
    { label: 'output reserve', value: r.profile.maxOutputTokens, color: COLORS.reserve, pattern: 'hatched' },
    { label: 'free', value: Math.max(0, r.profile.budget - prompt), color: COLORS.free, pattern: 'empty' },
  ];
}

function legend(segments: readonly Segment[], window: number): string {
  const shown = segments.filter((segment) => segment.value > 0);
  const rows = shown.map((segment) => {
    const swatch =
      segment.pattern === 'hatched'
        ? '<span class="swatch hatched"></span>'
        : `<span class="swatch" style="background:${segment.color}"></span>`;
    return `<tr><td>${swatch}</td><td class="text">${escapeXml(segment.label)}</td><td>${formatTokens(segment.value)}</td><td>${formatShare(segment.value / window)}</td></tr>`;
  });
  const empty = segments.filter((segment) => segment.value === 0).map((segment) => segment.label);
  const note = empty.length === 0 ? '' : `<p class="caption">Empty at the median: ${escapeXml(empty.join(', '))}.</p>`;
  return (
    '<table class="legend"><thead><tr><th></th><th class="text">section</th><th>tokens</th><th>of the window</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>${note}`
  );
}

function percentileTable(r: ReportSummary): string {
  const row = (label: string, p: Percentiles | null, show: (v: number) => string = formatTokens): string =>
    `<tr><td>${escapeXml(label)}</td>${(['p50', 'p90', 'p99', 'max'] as const)
      .map((c) => `<td>${p === null ? '—' : escapeXml(show(p[c]))}</td>`)
      .join('')}</tr>`;
  const rows = ROW_LABELS.map(([key, label]) => row(label.trim(), r.sections[key]));
  rows.push(row('over the budget, of overflows', r.overflow.overBy));
  rows.push(row('dropped chunks / request', r.droppedChunks.perRequest));
  rows.push(row('dropped turns / request', r.droppedTurns.perRequest));
  rows.push(row('completion tokens', r.output.completionTokens));
  rows.push(row('output reserve used (of the reserve)', r.output.reserveUsed, (v) => percent(v, 0)));
  return `<table><thead><tr><th>tokens per request</th><th>p50</th><th>p90</th><th>p99</th><th>max</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const SECTION_ROWS: readonly RowKey[] = [
  'rules', 'tools', 'examples', 'format', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata', 'question', 'template',
];

/** Sections named on the page, for the "largest sections" column. */
const SECTION_NAMES: readonly [keyof ListedRequest['sections'], string][] = [
  ['rules', 'rules'], ['tools', 'tools'], ['examples', 'examples'], ['format', 'format'], ['summary', 'summary'],
  ['trimNote', 'trim note'], ['history', 'history'], ['evidence', 'evidence'], ['question', 'question'], ['template', 'template'],
];

/** The two sections that take most of a request: where to look first. */
function largestSections(request: ListedRequest): string {
  return [...SECTION_NAMES]
    .filter(([key]) => request.sections[key] > 0)
    .sort((a, b) => request.sections[b[0]] - request.sections[a[0]])
    .slice(0, 2)
    .map(([key, name]) => `${name} ${formatTokens(request.sections[key])}`)
    .join(', ');
}

function requestCells(request: ListedRequest): string {
  const name = request.id === null ? `line ${request.line}` : `<code>${escapeXml(visible(request.id, ID_CHARS))}</code>`;
  return `<td class="request">${name}</td><td class="where">${escapeXml(visible(`${request.log}:${request.line}`))}</td>`;
}

function overflowSection(r: ReportSummary, detail: ReportDetail): string[] {
  const o = r.overflow;
  if (o.count === 0 || o.overBy === null) {
    return ['<h2 id="overflows">Overflows</h2>', '<section class="panel"><p>No request overflowed: every one fit the budget once the droppable parts were dropped.</p></section>'];
  }
  const listed = detail.largestOverflows;
  const rows = listed.map(
    (request) =>
      `<tr>${requestCells(request)}<td>${formatTokens(request.tokens - r.profile.budget)}</td><td>${formatTokens(request.tokens)}</td>` +
      `<td class="parts">${escapeXml(largestSections(request))}</td></tr>`,
  );
  const shownAll = listed.length === o.count;
  return [
    '<section id="overflows">',
    '<h2>Overflows</h2>',
    `<p class="caption">Requests that do not fit the prompt budget of ${formatTokens(r.profile.budget)} tokens even with everything droppable dropped ` +
      '(assemble throws ContextOverflowError): what the rest of the request needs is more than the budget holds.</p>',
    '<section class="panel">',
    `<p><strong>${formatTokens(o.count)} of ${counted(r.requests, 'request')} (${formatShare(o.rate)} of requests)</strong> overflowed.</p>`,
    `<div class="stats">${stat(formatTokens(o.overBy.p50), 'p50 over by')}${stat(formatTokens(o.overBy.p90), 'p90 over by')}${stat(formatTokens(o.overBy.max), 'max over by')}</div>`,
    `<p class="caption">${shownAll ? 'Every overflowing request' : `The ${listed.length} largest of the ${formatTokens(o.count)} overflowing requests`}, largest first; ` +
      'a request without an id is named by its line.</p>',
    '<table class="requests"><thead><tr><th class="text">request</th><th class="text">where</th><th>over by (tokens)</th><th>prompt needs (tokens)</th>' +
      `<th class="text">largest sections</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '</section>',
    '</section>',
  ];
}

function largestSection(r: ReportSummary, detail: ReportDetail): string[] {
  const listed = detail.largestRequests;
  if (listed.length === 0) return [];
  const rows = listed.map(
    (request) =>
      `<tr>${requestCells(request)}<td>${formatTokens(request.tokens)}</td><td>${formatShare(request.tokens / r.profile.window)}</td>` +
      `<td class="parts">${escapeXml(largestSections(request))}</td></tr>`,
  );
  const all = listed.length === r.assembled;
  return [
    '<section id="largest">',
    '<h2>The largest requests that fit</h2>',
    `<p class="caption">${all ? 'Every request that fit' : `The ${listed.length} largest of the ${formatTokens(r.assembled)} requests that fit`}, by prompt tokens as assembled: ` +
      'the tail of the distribution above, by name.</p>',
    '<section class="panel"><table class="requests"><thead><tr><th class="text">request</th><th class="text">where</th><th>prompt (tokens)</th><th>of the window</th>' +
      `<th class="text">largest sections</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    '</section>',
  ];
}

function fixedPartSection(r: ReportSummary, detail: ReportDetail): string[] {
  const logs = detail.fixedPart.filter((log) => log.bins.length > 0);
  if (logs.length === 0) return [];
  const first = binFixed(logs[0]!.bins[0]!);
  const lastLog = logs[logs.length - 1]!;
  const last = binFixed(lastLog.bins[lastLog.bins.length - 1]!);
  const change =
    first === last
      ? `It stayed at ${formatTokens(first)} tokens from the first request that fit to the last.`
      : `It went from ${formatTokens(first)} to ${formatTokens(last)} tokens ` +
        `(${last > first ? '+' : '−'}${formatTokens(Math.abs(last - first))}, now ${formatShare(last / r.profile.window)} of the window), ` +
        'paid again on every request.';
  const binning = logs.some((log) => log.linesPerBin > 1)
    ? ` Each column is ${logs.length === 1 ? `${logs[0]!.linesPerBin} lines` : 'a range of lines'}, at the mean of its requests; a whisker spans its smallest to largest.`
    : ' One column a request that fit.';
  return [
    '<section id="fixed-part">',
    '<h2>The fixed part along the log</h2>',
    `<p class="caption">Rules, tools, examples and format — what every request repeats — in the order of the log's lines. ${escapeXml(change)}${escapeXml(binning)} ` +
      'Overflowing requests have no column.</p>',
    `<section class="panel">${fixedPartChart(logs, COLORS, 'The fixed part of each request along the log, in tokens')}` +
      `<p class="caption">${['rules', 'tools', 'examples', 'format'].map((k) => `<span class="swatch" style="background:${COLORS[k as 'rules']}"></span> ${k}`).join(' &nbsp; ')}</p></section>`,
    '</section>',
  ];
}

export function renderHtml(r: ReportSummary, detail: ReportDetail): string {
  const { profile } = r;
  const title = `baglam report — ${visible(profile.name)}`;
  const window = profile.window;
  const cards = [
    card('requests', formatTokens(r.requests), `requests in the log, ${formatTokens(r.assembled)} fit`),
    card('overflow', formatTokens(r.overflow.count), `overflowed: ${formatShare(r.overflow.rate)} of requests`, r.overflow.count > 0),
    card('prompt', r.sections.total === null ? '—' : `${formatTokens(r.sections.total.p50)} tokens`,
      r.sections.total === null ? 'median prompt' : `median prompt: ${formatShare(r.sections.total.p50 / window)} of the window`),
    card('fixed', r.sections.fixed === null ? '—' : `${formatTokens(r.sections.fixed.p50)} tokens`,
      r.sections.fixed === null ? 'median fixed part' : `median fixed part: ${formatShare(r.sections.fixed.p50 / window)} of the window`),
    card('truncated', formatTokens(r.output.truncated.count), `truncated answers: ${formatShare(r.output.truncated.rate)} of ${formatTokens(r.output.responses)} answers`, r.output.truncated.count > 0),
    card('reserve', r.output.reserveUsed === null ? '—' : percent(r.output.reserveUsed.p50, 0), `median answer, of the output reserve (${formatTokens(profile.maxOutputTokens)} tokens)`),
  ];

  const body: string[] = [];
  if (r.assembled === 0) {
    body.push('<section class="panel"><p>No request of the log fit the budget: there is no window to show.</p></section>');
  } else {
    const sections = promptSegments(r);
    const prompt = sections.reduce((sum, segment) => sum + segment.value, 0);
    const whole = windowSegments(r, prompt);
    body.push(
      '<section id="window">',
      '<h2>Where the window goes</h2>',
      `<p class="caption">The median request: each section at its median over the ${counted(r.assembled, 'request')} that fit, ` +
        `added up to a prompt of ${formatTokens(prompt)} tokens, then the output reserve and what is left free. ` +
        `Medians of parts need not add up to the median whole (${formatTokens(median(r.sections.total))} tokens).</p>`,
      '<section class="panel">',
      stackedBar(whole, { span: window, window, title: 'The window: the median prompt, the output reserve and free space', axisTitle: `tokens of the window (${formatTokens(window)})` }),
      '<p class="caption">The prompt, enlarged: its sections at their medians.</p>',
      stackedBar(sections, { span: prompt, window, title: 'The median prompt by section', axisTitle: `tokens of the prompt (${formatTokens(prompt)})` }),
      legend([...sections, ...whole.slice(1)], window),
      '</section>',
      '</section>',
    );
  }
  body.push(...fixedPartSection(r, detail));
  if (r.assembled > 0) {
    const sectionRows: BoxRow[] = SECTION_ROWS.flatMap((key) => {
      const p = r.sections[key];
      if (p === null || p.max === 0) return [];
      const label = ROW_LABELS.find(([k]) => k === key)![1].trim();
      return [{ label, p, color: COLORS[key] }];
    });
    const sectionMax = Math.max(1, ...sectionRows.map((row) => row.p.max));
    body.push(
      '<section id="sections">',
      '<h2>Tokens per section, across requests</h2>',
      '<p class="caption">Whiskers min to max, box p25 to p75, thick line the median; ▼ p90, ▲ p99 (red).</p>',
      `<section class="panel">${boxPlots(sectionRows, { max: sectionMax, format: formatTokens, ticks: 'integer', title: 'tokens per request' }, 'Distribution of tokens per section')}</section>`,
      '</section>',
      '<section id="prompt">',
      '<h2>Prompt size against the budget</h2>',
      `<section class="panel">${boxPlots(
        [{ label: 'total prompt', p: r.sections.total!, color: COLORS.total }],
        { max: profile.budget, format: formatTokens, ticks: 'integer', title: 'tokens per request', marker: { at: profile.budget, label: `prompt budget ${formatTokens(profile.budget)}` } },
        'Distribution of total prompt tokens',
      )}</section>`,
      '</section>',
    );
  }
  body.push(...overflowSection(r, detail), ...largestSection(r, detail));
  if (r.assembled > 0) {
    const turns = r.droppedTurns;
    body.push(
      '<section id="history">',
      '<h2>History: trimmed turns</h2>',
      '<section class="panel">',
      `<p>History cut and the trim note added in ${ofThose(r.trimNote.count, r.assembled, 'requests that fit')}; ` +
        `${counted(turns.total, 'turn')} dropped in all.</p>`,
      `<div id="dropped-turns">${columnChart(detail.droppedTurns, { title: 'Requests by dropped history turns', xTitle: 'dropped turns per request', unit: 'turn', color: COLORS.history })}</div>`,
      '</section>',
      '</section>',
    );
    const chunks = r.droppedChunks;
    const reasons = Object.entries(chunks.byReason).map(([k, v]) => `${counted(v, 'chunk')} ${DROP_REASONS[k] ?? k}`).join(', ');
    const ran = r.candidatesExhausted;
    body.push(
      '<section id="evidence">',
      '<h2>Evidence: dropped chunks</h2>',
      '<section class="panel">',
      `<p>${counted(chunks.total, 'chunk')} dropped in all${reasons === '' ? '' : ` (${escapeXml(reasons)})`}. ` +
        `The candidates ran out in ${ofThose(ran.count, r.assembled, 'requests that fit')} before the evidence share filled: ` +
        'more retrieved chunks would have had room.</p>',
      `<div id="dropped-chunks">${columnChart(detail.droppedChunks, { title: 'Requests by dropped chunks', xTitle: 'dropped chunks per request', unit: 'chunk', color: COLORS.evidence })}</div>`,
      '</section>',
      '</section>',
    );
  }
  if (r.output.responses > 0) {
    const reasons = Object.entries(r.output.finishReasons).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = Math.max(1, ...reasons.map(([, count]) => count));
    const rows = reasons.map(
      ([reason, count]) =>
        `<tr><td>${escapeXml(reason)}</td><td>${formatTokens(count)}</td><td>${formatShare(count / r.output.responses)}</td>` +
        `<td class="text"><span class="bar" style="width:${Math.max(1, Math.round((240 * count) / top))}px"></span></td></tr>`,
    );
    body.push(
      '<section id="output">',
      '<h2>Answers: the output reserve and how they ended</h2>',
      `<p class="caption">Completion tokens (reasoning included) over the output reserve of ${formatTokens(profile.maxOutputTokens)} tokens; ` +
        `${counted(r.output.truncated.count, 'answer')} hit it (finish_reason "length").</p>`,
      '<section class="panel">',
      boxPlots(
        [{ label: 'output reserve used', p: r.output.reserveUsed!, color: COLORS.reserve }],
        { max: Math.max(1, r.output.reserveUsed!.max), format: (v) => percent(v, 0), ticks: 'percent', title: `of the output reserve (${formatTokens(profile.maxOutputTokens)} tokens)`, marker: { at: 1, label: 'the reserve' } },
        'Distribution of output reserve used',
      ),
      `<div id="finish-reasons"><table><thead><tr><th>finish reason</th><th>answers</th><th>of answers</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`,
      '</section>',
      '</section>',
    );
  }
  body.push('<h2>All numbers</h2>', `<section class="panel">${percentileTable(r)}</section>`);

  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body><main>',
    `<h1>${escapeXml(title)}</h1>`,
    `<p class="sub">${escapeXml(`${visible(r.log)} · window ${formatTokens(window)} tokens = prompt budget ${formatTokens(profile.budget)} + output reserve ${formatTokens(profile.maxOutputTokens)} · ${profile.encoding}, ${profile.template} template`)}</p>`,
    `<p class="base">${escapeXml(`Every share of tokens on this page is of the window (${formatTokens(window)} tokens); the output reserve's use is of the reserve (${formatTokens(profile.maxOutputTokens)} tokens); rates say what they count.`)}</p>`,
    `<div class="cards">${cards.join('')}</div>`,
    ...body,
    '<footer>Generated by baglam report. Percentiles are exact (nearest rank) over the requests of the log; nothing on this page is fetched from the network.</footer>',
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}
