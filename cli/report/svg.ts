import { escapeXml } from '../../regressions/reporters/xml.js';
import type { Percentiles } from './histogram.js';

/**
 * The report's charts as inline SVG strings: no script, no external asset,
 * nothing fetched. Text is escaped; every number is rounded before it is
 * written, so the page is the same bytes for the same report.
 */


/** Coordinates with one decimal: enough for a screen, stable in the output. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A tick step of 1, 2 or 5 × 10^k giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export function formatTokens(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

export interface Segment {
  label: string;
  value: number;
  color: string;
  /** Drawn hatched: reserved, not used by the prompt. */
  pattern?: 'hatched' | 'empty';
}

/** One horizontal bar split into segments that add up to `total` (the window). */
export function stackedBar(segments: readonly Segment[], total: number, title: string): string {
  const width = 1100;
  const barY = 8;
  const barHeight = 64;
  const axisY = barY + barHeight + 6;
  const height = axisY + 30;
  const parts: string[] = [];
  let x = 0;
  for (const segment of segments) {
    if (segment.value <= 0) continue;
    const w = (segment.value / total) * width;
    const fill = segment.pattern === 'hatched' ? 'url(#hatch)' : segment.color;
    parts.push(
      `<rect class="segment" x="${n(x)}" y="${barY}" width="${n(w)}" height="${barHeight}" fill="${fill}" stroke="#ffffff" stroke-width="1">` +
        `<title>${escapeXml(`${segment.label}: ${formatTokens(segment.value)} tokens (${((100 * segment.value) / total).toFixed(1)}% of the window)`)}</title></rect>`,
    );
    // A label only where it fits; the legend names every segment anyway.
    const text = `${segment.label} ${((100 * segment.value) / total).toFixed(0)}%`;
    if (w >= text.length * 6.8 + 8) {
      const color = segment.pattern === undefined ? '#ffffff' : '#333333';
      parts.push(`<text x="${n(x + w / 2)}" y="${barY + barHeight / 2 + 5}" text-anchor="middle" fill="${color}" font-size="13">${escapeXml(text)}</text>`);
    }
    x += w;
  }
  const step = niceStep(total, 8);
  for (let t = 0; t <= total + 1e-9; t += step) {
    const tx = (t / total) * width;
    parts.push(`<line x1="${n(tx)}" y1="${axisY - 4}" x2="${n(tx)}" y2="${axisY}" stroke="#888888"/>`);
    parts.push(`<text x="${n(Math.min(width - 20, Math.max(12, tx)))}" y="${axisY + 16}" text-anchor="middle" fill="#555555" font-size="12">${formatTokens(t)}</text>`);
  }
  return (
    `<svg class="chart stacked" role="img" aria-label="${escapeXml(title)}" viewBox="-12 0 ${width + 32} ${height}" width="100%">` +
    `<defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="8" height="8" fill="#e8e8e8"/><line x1="0" y1="0" x2="0" y2="8" stroke="#9a9a9a" stroke-width="3"/></pattern></defs>` +
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
  /** A vertical marker, e.g. the prompt budget. */
  marker?: { at: number; label: string };
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
  const height = top + rows.length * rowHeight + 30;
  const max = axis.max > 0 ? axis.max : 1;
  const x = (v: number): number => labelWidth + (Math.min(v, max) / max) * plotWidth;
  const parts: string[] = [
    `<text x="${numbersX}" y="14" fill="#555555" font-size="12">p50 · p90 · p99 · max</text>`,
  ];
  const step = niceStep(max, 6);
  const axisY = top + rows.length * rowHeight + 4;
  for (let t = 0; t <= max + 1e-9; t += step) {
    parts.push(`<line x1="${n(x(t))}" y1="${top - 4}" x2="${n(x(t))}" y2="${axisY}" stroke="#eeeeee"/>`);
    parts.push(`<text x="${n(x(t))}" y="${axisY + 16}" text-anchor="middle" fill="#555555" font-size="12">${escapeXml(axis.format(t))}</text>`);
  }
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
