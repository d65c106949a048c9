import { escapeXml } from '../../regressions/reporters/xml.js';
import type { FixedPartBin, FixedPartOfLog } from './fixedPartSeries.js';
import { formatTokens, n, niceTicks, placeCallouts, textWidth } from './svg.js';

/**
 * The fixed part along the log: one stacked column per bin of lines (rules,
 * tools, examples, format, each at its mean over the bin's requests), in
 * the log's order, and a label at every step up or down, so "the fixed part
 * grew in three versions" reads off the chart.
 */

export type FixedColors = Record<'rules' | 'tools' | 'examples' | 'format', string>;

/** The fixed part of the bin's average request, in whole tokens. */
export function binFixed(bin: FixedPartBin): number {
  return Math.round((bin.rules + bin.tools + bin.examples + bin.format) / bin.count);
}

function binLines(bin: FixedPartBin, linesPerBin: number): string {
  const first = bin.index * linesPerBin + 1;
  return linesPerBin === 1 ? String(first) : `${first}–${first + linesPerBin - 1}`;
}

/**
 * A change counts as a step when the mean moves by at least a token and 1 %:
 * bins that mix two versions, or requests with a tool or two more, do not
 * each make a label.
 */
function isStep(from: number, to: number): boolean {
  return Math.abs(to - from) >= Math.max(1, 0.01 * from);
}

/** Steps labelled at most; the largest are kept, the rest still show in the columns. */
const MAX_STEP_LABELS = 8;

export function fixedPartChart(logs: readonly FixedPartOfLog[], colors: FixedColors, title: string): string {
  const left = 70;
  const plotWidth = 1010;
  const stepRow = 18;
  const slots = logs.map((log) => (log.bins.length === 0 ? 0 : log.bins[log.bins.length - 1]!.index + 1));
  const totalSlots = Math.max(1, slots.reduce((a, b) => a + b, 0));
  const slot = plotWidth / totalSlots;
  const offsets = slots.map((_, i) => slots.slice(0, i).reduce((a, b) => a + b, 0));
  const xOf = (log: number, index: number): number => left + (offsets[log]! + index) * slot;

  // Steps between neighbouring bins of one log (empty bins skipped).
  const steps: { log: number; bin: FixedPartBin; from: number; to: number; label: string }[] = [];
  logs.forEach((log, li) => {
    log.bins.forEach((bin, bi) => {
      if (bi === 0) return;
      const from = binFixed(log.bins[bi - 1]!);
      const to = binFixed(bin);
      if (!isStep(from, to)) return;
      const where = log.linesPerBin === 1 ? `line ${binLines(bin, 1)}` : `lines ${binLines(bin, log.linesPerBin)}`;
      steps.push({ log: li, bin, from, to, label: `${where}: ${formatTokens(from)} → ${formatTokens(to)}` });
    });
  });
  const labelled = [...steps]
    .sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from))
    .slice(0, MAX_STEP_LABELS)
    .sort((a, b) => a.log - b.log || a.bin.index - b.bin.index);
  const callouts = labelled.map((s) => ({ center: xOf(s.log, s.bin.index) + slot / 2 - left, width: textWidth(s.label, 12) }));
  const places = placeCallouts(callouts, plotWidth);
  const rows = places.reduce((m, p) => Math.max(m, p.row + 1), 0);
  const top = 22 + rows * stepRow + (logs.length > 1 ? 16 : 0);
  const plotHeight = 190;
  const bottom = top + plotHeight;
  const height = bottom + 48;

  const maxFixed = Math.max(1, ...logs.flatMap((log) => log.bins.map((bin) => bin.max)));
  const yTicks = niceTicks(maxFixed, 5, true, true);
  const yMax = Math.max(maxFixed, yTicks[yTicks.length - 1]!);
  const y = (tokens: number): number => bottom - (tokens / yMax) * plotHeight;
  const parts: string[] = [];
  for (const t of yTicks) {
    parts.push(
      `<line x1="${left}" y1="${n(y(t))}" x2="${left + plotWidth}" y2="${n(y(t))}" stroke="#eeeeee"/>` +
        `<text class="tick" data-axis="y" x="${left - 8}" y="${n(y(t) + 4)}" text-anchor="end" fill="#555555" font-size="12">${formatTokens(t)}</text>`,
    );
  }
  const midY = n(top + plotHeight / 2);
  parts.push(`<text class="axis-title" x="16" y="${midY}" text-anchor="middle" fill="#333333" font-size="12" transform="rotate(-90 16 ${midY})">tokens per request</text>`);

  const columnWidth = Math.max(0.6, slot * (slot >= 4 ? 0.8 : 1));
  logs.forEach((log, li) => {
    for (const bin of log.bins) {
      const x = xOf(li, bin.index) + (slot - columnWidth) / 2;
      let base = 0;
      for (const part of ['rules', 'tools', 'examples', 'format'] as const) {
        const mean = bin[part] / bin.count;
        if (mean <= 0) continue;
        parts.push(`<rect class="part" x="${n(x)}" y="${n(y(base + mean))}" width="${n(columnWidth)}" height="${n(y(base) - y(base + mean))}" fill="${colors[part]}"/>`);
        base += mean;
      }
      const mean = binFixed(bin);
      const lines = binLines(bin, log.linesPerBin);
      const range = bin.min === bin.max ? '' : ` (${formatTokens(bin.min)} to ${formatTokens(bin.max)})`;
      const tip =
        `${log.linesPerBin === 1 ? 'line' : 'lines'} ${lines}: fixed part ${formatTokens(mean)} tokens${range}; ` +
        `rules ${formatTokens(bin.rules / bin.count)}, tools ${formatTokens(bin.tools / bin.count)}, examples ${formatTokens(bin.examples / bin.count)}, format ${formatTokens(bin.format / bin.count)}` +
        (bin.count === 1 ? '' : `; mean of ${bin.count} requests`);
      // The bin as a whole: what a pointer hovers, and what a reader (or a test) asks about.
      parts.push(
        `<rect class="bin" data-lines="${lines}" data-fixed="${mean}" x="${n(x)}" y="${n(y(mean))}" width="${n(columnWidth)}" height="${n(bottom - y(mean))}" fill="none"><title>${escapeXml(tip)}</title></rect>`,
      );
      if (bin.min !== bin.max) {
        const cx = n(x + columnWidth / 2);
        parts.push(`<line x1="${cx}" y1="${n(y(bin.min))}" x2="${cx}" y2="${n(y(bin.max))}" stroke="#333333" stroke-width="1"/>`);
      }
    }
  });

  labelled.forEach((s, k) => {
    const { x, row } = places[k]!;
    const baseline = top - 10 - row * stepRow;
    const cx = xOf(s.log, s.bin.index) + slot / 2;
    parts.push(
      `<line class="leader" x1="${n(cx)}" y1="${n(y(Math.max(s.from, s.to)) - 2)}" x2="${n(left + x + callouts[k]!.width / 2)}" y2="${baseline + 3}" stroke="#c0392b" stroke-width="1" stroke-dasharray="3 2"/>` +
        `<text class="step" x="${n(left + x)}" y="${baseline}" fill="#c0392b" font-size="12">${escapeXml(s.label)}</text>`,
    );
  });

  // x axis: line numbers of each log, and where one log ends and the next begins.
  logs.forEach((log, li) => {
    const lastLine = slots[li]! * log.linesPerBin;
    const ticks = niceTicks(lastLine, Math.max(2, Math.round((10 * slots[li]!) / totalSlots)), true).filter((t) => t >= 1);
    // The next log's first tick is at this one's end: leave it room.
    const end = li === logs.length - 1 ? Infinity : xOf(li + 1, 0) - 40;
    for (const line of [1, ...ticks.filter((t) => t > 1)]) {
      const x = xOf(li, (line - 1) / log.linesPerBin) + (log.linesPerBin === 1 ? slot / 2 : 0);
      if (x > end) continue;
      parts.push(
        `<line x1="${n(x)}" y1="${bottom}" x2="${n(x)}" y2="${bottom + 4}" stroke="#888888"/>` +
          `<text class="tick" data-axis="x" x="${n(x)}" y="${bottom + 16}" text-anchor="middle" fill="#555555" font-size="12">${formatTokens(line)}</text>`,
      );
    }
    if (logs.length > 1) {
      const x0 = xOf(li, 0);
      parts.push(
        `<line x1="${n(x0)}" y1="${top - 14}" x2="${n(x0)}" y2="${bottom}" stroke="#999999" stroke-dasharray="2 3"/>` +
          `<text x="${n(x0 + 4)}" y="${top - 4}" fill="#555555" font-size="12">${escapeXml(log.log)}</text>`,
      );
    }
  });
  parts.push(`<line x1="${left}" y1="${bottom}" x2="${left + plotWidth}" y2="${bottom}" stroke="#888888"/>`);
  parts.push(
    `<text class="axis-title" x="${n(left + plotWidth / 2)}" y="${bottom + 36}" text-anchor="middle" fill="#333333" font-size="12">${logs.length > 1 ? 'line of each log, in the order the logs were given' : 'line of the log'}</text>`,
  );
  return `<svg class="chart fixed-part" role="img" aria-label="${escapeXml(title)}" viewBox="0 0 1100 ${height}" width="100%">${parts.join('')}</svg>`;
}
