import { escapeXml } from '../../regressions/reporters/xml.js';
import type { Percentiles } from './histogram.js';

/**
 * The report's charts as inline SVG strings: no script, no external asset,
 * nothing fetched. Text is escaped; every number is rounded before it is
 * written, so the page is the same bytes for the same report.
 */

/** Coordinates with one decimal: enough for a screen, stable in the output. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A tick step of 1, 2 or 5 × 10^k giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  // Slack for the division's rounding: 0.04000000000000001 / 2 is a step of 2, not 5.
  const unit = raw / power - 1e-9;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * Ticks from 0 up to `max` at a 1-2-5 step: whole numbers when `integer`
 * (counts and tokens have no halves), and otherwise each rounded to the
 * step's decimals — `0.6`, never `0.6000000000000001` (three steps of 0.2
 * added up in floating point). With `cover`, one more tick past `max`
 * when the last falls short of it.
 */
export function niceTicks(max: number, count: number, integer: boolean, cover = false): number[] {
  let step = niceStep(max, count);
  // A step past `max` (2.5 × max / count at worst) would leave 0 alone on the axis.
  while (step > max && max > 0 && !(integer && step <= 1)) {
    const power = 10 ** Math.floor(Math.log10(step) + 1e-9);
    const unit = Math.round(step / power);
    step = unit === 5 ? 2 * power : unit === 2 ? power : power / 2;
  }
  if (integer) step = Math.max(1, Math.round(step));
  const decimals = step >= 1 ? 0 : Math.ceil(-Math.log10(step) - 1e-9);
  const ticks: number[] = [];
  for (let i = 0; i * step <= max * (1 + 1e-12) || i === 0; i++) ticks.push(Number((i * step).toFixed(decimals)));
  // A vertical axis ends on a tick at or above the tallest column.
  if (cover && ticks[ticks.length - 1]! < max) ticks.push(Number((ticks.length * step).toFixed(decimals)));
  return ticks;
}

/** Tokens with thousands grouped by narrow no-break spaces: `32 768`. */
export function formatTokens(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** A fraction as a percent with one decimal; a share too small to show one is `<0.1%`, not `0.0%`. */
export function formatShare(fraction: number): string {
  if (fraction > 0 && fraction < 0.0005) return '<0.1%';
  return `${(100 * fraction).toFixed(1)}%`;
}

/**
 * About how wide `text` is at `size` px in the page's sans-serif: a little
 * over the real average, so labels placed by it never touch.
 */
export function textWidth(text: string, size = 13): number {
  return [...text].length * size * 0.56;
}

/** A label to put beside something too thin to hold it. */
export interface Callout {
  /** Where it points, in chart units. */
  center: number;
  width: number;
}

/**
 * Places labels in rows so that none overlaps another and all stay within
 * `[0, span]`, each as near as it can be to what it points at: labels keep
 * their order, are pushed right past the one before, then pulled left where
 * the row ran out. One row if they fit, else they alternate over two, three
 * or four rows; past that, one row each.
 */
export function placeCallouts(items: readonly Callout[], span: number, gap = 10): { x: number; row: number }[] {
  for (let rows = 1; rows <= 4; rows++) {
    const placed = new Array<{ x: number; row: number }>(items.length);
    let fits = true;
    for (let row = 0; row < rows && fits; row++) {
      const members = items.map((_, i) => i).filter((i) => i % rows === row);
      const xs = members.map((i) => items[i]!.center - items[i]!.width / 2);
      for (let k = 0; k < xs.length; k++) {
        xs[k] = Math.max(xs[k]!, 0, k === 0 ? 0 : xs[k - 1]! + items[members[k - 1]!]!.width + gap);
      }
      for (let k = xs.length - 1; k >= 0; k--) {
        const limit = k === xs.length - 1 ? span : xs[k + 1]! - gap;
        xs[k] = Math.min(xs[k]!, limit - items[members[k]!]!.width);
      }
      if (xs.length > 0 && xs[0]! < 0) fits = false;
      members.forEach((i, k) => (placed[i] = { x: xs[k]!, row }));
    }
    if (fits) return placed;
  }
  return items.map((item, row) => ({ x: Math.max(0, Math.min(item.center - item.width / 2, span - item.width)), row }));
}

/** Tick marks and labels of a horizontal axis, and its title (which says the unit). */
function horizontalAxis(ticks: readonly number[], x: (v: number) => number, y: number, format: (v: number) => string, title: string, titleX: number): string {
  const parts = ticks.map(
    (t) =>
      `<line x1="${n(x(t))}" y1="${y - 4}" x2="${n(x(t))}" y2="${y}" stroke="#888888"/>` +
      `<text class="tick" data-axis="x" x="${n(x(t))}" y="${y + 15}" text-anchor="middle" fill="#555555" font-size="12">${escapeXml(format(t))}</text>`,
  );
  parts.push(`<text class="axis-title" x="${n(titleX)}" y="${y + 34}" text-anchor="middle" fill="#333333" font-size="12">${escapeXml(title)}</text>`);
  return parts.join('');
}

export interface Segment {
  label: string;
  value: number;
  color: string;
  /** Drawn hatched: reserved, not used by the prompt. */
  pattern?: 'hatched' | 'empty';
}

const CALLOUT_ROW = 18;

export interface StackedBarOptions {
  /** Tokens the bar's full width stands for. */
  span: number;
  /** The base of every share shown: the window. */
  window: number;
  title: string;
  /** What the axis counts, with its unit. */
  axisTitle: string;
}

/**
 * One horizontal bar split into segments (that add up to `span`). Each
 * segment is labelled with its tokens: inside when the label fits, else
 * above the bar with a leader line, so a 14-token section is as readable as
 * a 14 000-token one.
 */
export function stackedBar(segments: readonly Segment[], options: StackedBarOptions): string {
  const width = 1100;
  const { span, window } = options;
  const shown = segments.filter((s) => s.value > 0);
  const widths = shown.map((s) => (s.value / span) * width);
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const short = (s: Segment): string => `${s.label} ${formatTokens(s.value)}`;
  const inside: (string | undefined)[] = shown.map((s, i) =>
    [`${short(s)} · ${formatShare(s.value / window)}`, short(s)].find((text) => textWidth(text) + 10 <= widths[i]!),
  );
  const outside = shown.map((_, i) => i).filter((i) => inside[i] === undefined);
  const callouts = outside.map((i) => ({ center: starts[i]! + widths[i]! / 2, width: textWidth(short(shown[i]!)) }));
  const places = placeCallouts(callouts, width);
  const rows = places.reduce((m, p) => Math.max(m, p.row + 1), 0);
  const barY = 6 + rows * CALLOUT_ROW + (rows > 0 ? 14 : 0);
  const barHeight = 52;
  const axisY = barY + barHeight + 6;
  const height = axisY + 42;
  const parts: string[] = [];
  shown.forEach((segment, i) => {
    const fill = segment.pattern === 'hatched' ? 'url(#hatch)' : segment.color;
    parts.push(
      `<rect class="segment" x="${n(starts[i]!)}" y="${barY}" width="${n(widths[i]!)}" height="${barHeight}" fill="${fill}" stroke="#ffffff" stroke-width="1">` +
        `<title>${escapeXml(`${segment.label}: ${formatTokens(segment.value)} tokens (${formatShare(segment.value / window)} of the window)`)}</title></rect>`,
    );
    const label = inside[i];
    if (label !== undefined) {
      const color = segment.pattern === undefined ? '#ffffff' : '#333333';
      parts.push(
        `<text class="segment-label" x="${n(starts[i]! + widths[i]! / 2)}" y="${barY + barHeight / 2 + 5}" text-anchor="middle" fill="${color}" font-size="13">${escapeXml(label)}</text>`,
      );
    }
  });
  outside.forEach((i, k) => {
    const { x, row } = places[k]!;
    const { width: w, center } = callouts[k]!;
    const baseline = barY - 14 - row * CALLOUT_ROW;
    // Down from the label, then across to the segment below the labels' row:
    // labels keep the segments' order, so no two leaders cross.
    const knee = barY - 6;
    parts.push(
      `<polyline class="leader" points="${n(x + w / 2)},${baseline + 4} ${n(x + w / 2)},${knee} ${n(center)},${barY}" fill="none" stroke="#777777" stroke-width="1"/>` +
        `<text class="callout" x="${n(x)}" y="${baseline}" data-width="${n(w)}" fill="#222222" font-size="13">${escapeXml(short(shown[i]!))}</text>`,
    );
  });
  parts.push(horizontalAxis(niceTicks(span, 8, true), (t) => (t / span) * width, axisY, formatTokens, options.axisTitle, width / 2));
  return (
    `<svg class="chart stacked" role="img" aria-label="${escapeXml(options.title)}" viewBox="-14 0 ${width + 28} ${height}" width="100%">` +
    (shown.some((s) => s.pattern === 'hatched')
      ? `<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<rect width="8" height="8" fill="#e8e8e8"/><line x1="0" y1="0" x2="0" y2="8" stroke="#9a9a9a" stroke-width="3"/></pattern></defs>`
      : '') +
    parts.join('') +
    '</svg>'
  );
}

export interface BoxRow {
  label: string;
  p: Percentiles;
  color: string;
}

export interface BoxAxis {
  max: number;
  format: (value: number) => string;
  /** What the axis counts, with its unit: "tokens per request". */
  title: string;
  /** Ticks in whole units of `format` (tokens), or whole percents (`percent`). */
  ticks: 'integer' | 'percent';
  /** A vertical marker, e.g. the prompt budget. */
  marker?: { at: number; label: string };
}

function axisTicks(axis: BoxAxis, max: number): number[] {
  // Whole percents: ticks of a fraction axis are chosen in percent units.
  if (axis.ticks === 'percent') return niceTicks(max * 100, 6, true).map((t) => t / 100);
  return niceTicks(max, 6, true);
}

/**
 * Horizontal box plots on one shared axis: whiskers min–max, box p25–p75, a
 * thick line at the median, ticks at p90 and p99, and the numbers at the
 * right (p50 · p90 · p99 · max).
 */
export function boxPlots(rows: readonly BoxRow[], axis: BoxAxis, title: string): string {
  const labelWidth = 250;
  const plotWidth = 600;
  const numbersX = labelWidth + plotWidth + 24;
  const rowHeight = 30;
  const top = 22;
  const height = top + rows.length * rowHeight + 46;
  const max = axis.max > 0 ? axis.max : 1;
  const x = (v: number): number => labelWidth + (Math.min(v, max) / max) * plotWidth;
  const parts: string[] = [
    `<text x="${numbersX}" y="14" fill="#555555" font-size="12">p50 · p90 · p99 · max</text>`,
  ];
  const axisY = top + rows.length * rowHeight + 4;
  const ticks = axisTicks(axis, max);
  for (const t of ticks) parts.push(`<line x1="${n(x(t))}" y1="${top - 4}" x2="${n(x(t))}" y2="${axisY - 4}" stroke="#eeeeee"/>`);
  parts.push(horizontalAxis(ticks, x, axisY, axis.format, axis.title, labelWidth + plotWidth / 2));
  if (axis.marker !== undefined && axis.marker.at <= max) {
    const mx = x(axis.marker.at);
    parts.push(`<line x1="${n(mx)}" y1="${top - 8}" x2="${n(mx)}" y2="${axisY}" stroke="#c0392b" stroke-dasharray="4 3"/>`);
    parts.push(`<text x="${n(mx - 4)}" y="${top - 10}" text-anchor="end" fill="#c0392b" font-size="12">${escapeXml(axis.marker.label)}</text>`);
  }
  rows.forEach((row, i) => {
    const cy = top + i * rowHeight + rowHeight / 2;
    const { p } = row;
    parts.push(
      `<g class="box">` +
        `<text x="${labelWidth - 12}" y="${cy + 4}" text-anchor="end" fill="#222222" font-size="13">${escapeXml(row.label)}</text>` +
        `<line x1="${n(x(p.min))}" y1="${cy}" x2="${n(x(p.max))}" y2="${cy}" stroke="${row.color}" stroke-width="1.5"/>` +
        `<line x1="${n(x(p.min))}" y1="${cy - 6}" x2="${n(x(p.min))}" y2="${cy + 6}" stroke="${row.color}" stroke-width="1.5"/>` +
        `<line x1="${n(x(p.max))}" y1="${cy - 6}" x2="${n(x(p.max))}" y2="${cy + 6}" stroke="${row.color}" stroke-width="1.5"/>` +
        `<rect x="${n(x(p.p25))}" y="${cy - 9}" width="${n(Math.max(1.5, x(p.p75) - x(p.p25)))}" height="18" fill="${row.color}" fill-opacity="0.35" stroke="${row.color}"/>` +
        `<line x1="${n(x(p.p50))}" y1="${cy - 11}" x2="${n(x(p.p50))}" y2="${cy + 11}" stroke="${row.color}" stroke-width="3"/>` +
        `<path d="M${n(x(p.p90))} ${cy - 13}l-4 -5h8z" fill="#333333"><title>p90 ${escapeXml(axis.format(p.p90))}</title></path>` +
        `<path d="M${n(x(p.p99))} ${cy + 13}l-4 5h8z" fill="#c0392b"><title>p99 ${escapeXml(axis.format(p.p99))}</title></path>` +
        `<text x="${numbersX}" y="${cy + 4}" fill="#222222" font-size="13">${escapeXml([p.p50, p.p90, p.p99, p.max].map(axis.format).join(' · '))}</text>` +
        `<title>${escapeXml(`${row.label}: min ${axis.format(p.min)}, p25 ${axis.format(p.p25)}, p50 ${axis.format(p.p50)}, p75 ${axis.format(p.p75)}, p90 ${axis.format(p.p90)}, p99 ${axis.format(p.p99)}, max ${axis.format(p.max)}`)}</title>` +
        `</g>`,
    );
  });
  return `<svg class="chart boxes" role="img" aria-label="${escapeXml(title)}" viewBox="0 0 1100 ${height}" width="100%">${parts.join('')}</svg>`;
}
