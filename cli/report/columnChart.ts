import { escapeXml } from '../../regressions/reporters/xml.js';
import type { HistogramPairs } from './histogram.js';
import { formatTokens, n, niceStep, niceTicks } from './svg.js';

/**
 * How many requests had each count of something (dropped turns, dropped
 * chunks): one column per count, from 0 to the largest, drawn from the
 * exact histogram. A box plot of a count that is 0 for most requests is a
 * line at 0; the columns show how many requests dropped how many.
 */

/** More distinct counts than this are grouped into ranges of a whole-number width. */
const MAX_COLUMNS = 60;

export interface ColumnChartOptions {
  title: string;
  /** What the x axis counts: "dropped turns per request". */
  xTitle: string;
  /** What was counted, for the tooltips: "turn" (an s is added but after 1). */
  unit: string;
  color: string;
}

interface Column {
  from: number;
  to: number;
  count: number;
}

function columns(pairs: HistogramPairs): Column[] {
  const top = pairs.length === 0 ? 0 : pairs[pairs.length - 1]![0];
  const width = top + 1 <= MAX_COLUMNS ? 1 : Math.max(1, Math.round(niceStep(top + 1, MAX_COLUMNS)));
  const out: Column[] = [];
  for (let from = 0; from <= top; from += width) out.push({ from, to: from + width - 1, count: 0 });
  for (const [value, count] of pairs) out[Math.floor(value / width)]!.count += count;
  return out;
}

export function columnChart(pairs: HistogramPairs, options: ColumnChartOptions): string {
  const cols = columns(pairs);
  const left = 70;
  const plotWidth = 1000;
  const top = 18;
  const plotHeight = 150;
  const bottom = top + plotHeight;
  const height = bottom + 46;
  const maxCount = Math.max(1, ...cols.map((c) => c.count));
  const yTicks = niceTicks(maxCount, 4, true, true);
  const yMax = Math.max(maxCount, yTicks[yTicks.length - 1]!);
  const y = (count: number): number => bottom - (count / yMax) * plotHeight;
  const slot = plotWidth / cols.length;
  const barWidth = Math.max(1, Math.min(60, slot * 0.8));
  const parts: string[] = [];
  for (const t of yTicks) {
    parts.push(
      `<line x1="${left}" y1="${n(y(t))}" x2="${left + plotWidth}" y2="${n(y(t))}" stroke="#eeeeee"/>` +
        `<text class="tick" data-axis="y" x="${left - 8}" y="${n(y(t) + 4)}" text-anchor="end" fill="#555555" font-size="12">${formatTokens(t)}</text>`,
    );
  }
  parts.push(
    `<text class="axis-title" x="14" y="${n(top + plotHeight / 2)}" text-anchor="middle" fill="#333333" font-size="12" transform="rotate(-90 14 ${n(top + plotHeight / 2)})">requests</text>`,
  );
  // Every column labelled on the axis while they fit; else every k-th.
  const every = Math.max(1, Math.ceil(cols.length / 20));
  cols.forEach((col, i) => {
    const cx = left + slot * (i + 0.5);
    const value = col.from === col.to ? String(col.from) : `${col.from}–${col.to}`;
    const what = `${formatTokens(col.count)} ${col.count === 1 ? 'request' : 'requests'} dropped ${value} ${value === '1' ? options.unit : `${options.unit}s`}`;
    // A column of one request among hundreds is still drawn tall enough to see.
    const columnTop = col.count === 0 ? bottom : Math.min(y(col.count), bottom - 2);
    parts.push(
      `<rect class="column" data-value="${value}" data-count="${col.count}" x="${n(cx - barWidth / 2)}" y="${n(columnTop)}" width="${n(barWidth)}" height="${n(bottom - columnTop)}" fill="${options.color}">` +
        `<title>${escapeXml(what)}</title></rect>`,
    );
    if (col.count > 0 && slot >= 16) {
      parts.push(`<text x="${n(cx)}" y="${n(columnTop - 4)}" text-anchor="middle" fill="#333333" font-size="11">${formatTokens(col.count)}</text>`);
    }
    if (i % every === 0) {
      parts.push(`<text class="tick" data-axis="x" x="${n(cx)}" y="${bottom + 16}" text-anchor="middle" fill="#555555" font-size="12">${col.from}</text>`);
    }
  });
  parts.push(`<line x1="${left}" y1="${bottom}" x2="${left + plotWidth}" y2="${bottom}" stroke="#888888"/>`);
  parts.push(`<text class="axis-title" x="${n(left + plotWidth / 2)}" y="${bottom + 36}" text-anchor="middle" fill="#333333" font-size="12">${escapeXml(options.xTitle)}</text>`);
  return `<svg class="chart columns" role="img" aria-label="${escapeXml(options.title)}" viewBox="0 0 1100 ${height}" width="100%">${parts.join('')}</svg>`;
}
