import type { ScalingSeries } from './scaling.js';

const MARKS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A log-log chart of scaling series in plain text, for a terminal or a README.
 * Each series gets a letter; a straight line of slope 1 is linear growth. The
 * dotted diagonal from the lowest first point is n·log n.
 */
export function asciiChart(series: readonly ScalingSeries[], width = 64, height = 16): string {
  const points = series.flatMap((s) => s.points);
  if (points.length === 0) return '';
  const logN = (n: number): number => Math.log10(n);
  const logT = (t: number): number => Math.log10(Math.max(t, 1e-6));
  const nMin = Math.min(...points.map((p) => logN(p.n)));
  const nMax = Math.max(...points.map((p) => logN(p.n)));
  const tMin = Math.floor(Math.min(...points.map((p) => logT(p.median))));
  const tMax = Math.ceil(Math.max(...points.map((p) => logT(p.median))));
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => ' '));
  const x = (n: number): number => Math.round(((logN(n) - nMin) / Math.max(1e-9, nMax - nMin)) * (width - 1));
  const y = (t: number): number => height - 1 - Math.round(((logT(t) - tMin) / Math.max(1e-9, tMax - tMin)) * (height - 1));
  const put = (col: number, row: number, mark: string): void => {
    if (row >= 0 && row < height && col >= 0 && col < width) grid[row]![col] = mark;
  };
  // The n·log n guide, from the cheapest series' first point.
  const start = series.map((s) => s.points[0]).filter((p) => p !== undefined).sort((a, b) => a.median - b.median)[0];
  if (start !== undefined) {
    for (let col = 0; col < width; col++) {
      const n = 10 ** (nMin + (col / (width - 1)) * (nMax - nMin));
      if (n < start.n) continue;
      const t = start.median * ((n * Math.log2(Math.max(2, n))) / (start.n * Math.log2(Math.max(2, start.n))));
      put(col, y(t), '·');
    }
  }
  series.forEach((s, i) => {
    for (const p of s.points) put(x(p.n), y(p.median), MARKS[i % MARKS.length]!);
  });
  const label = (row: number): string => {
    const t = 10 ** (tMax - (row / (height - 1)) * (tMax - tMin));
    return row % 3 === 0 ? `${formatMs(t).padStart(9)} ┤` : `${''.padStart(9)} │`;
  };
  const lines = grid.map((row, i) => `${label(i)}${row.join('')}`);
  const axis = `${''.padStart(9)} └${'─'.repeat(width)}`;
  const ticks = `${''.padStart(11)}n = ${10 ** nMin} … ${10 ** nMax} (log scale)`;
  const legend = series.map((s, i) => `  ${MARKS[i % MARKS.length]}  ${s.task} (${s.axis})`);
  return [...lines, axis, ticks, '', ...legend, '  ·  n·log n from the cheapest first point'].join('\n');
}

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toPrecision(3)} s`;
  if (ms >= 1) return `${ms.toPrecision(3)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toPrecision(3)} µs`;
  return `${(ms * 1e6).toPrecision(3)} ns`;
}

/** A ratio to the reference task: fixed digits while readable, scientific when tiny (a sub-microsecond task). */
/** The first measurement's change, when a second one was taken to confirm a slowdown (`confirmSlowdowns`), for a verdict line. */
export function remeasured(verdict: { firstChange?: number }): string {
  return verdict.firstChange === undefined ? '' : `; measured again after ×${verdict.firstChange.toFixed(2)}`;
}

export function formatRatio(ratio: number): string {
  return ratio >= 0.01 ? ratio.toFixed(3) : ratio.toExponential(2);
}
