import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnChart } from './columnChart.js';
import { boxPlots, formatShare, formatTokens, niceStep, niceTicks, placeCallouts, stackedBar, type Callout } from './svg.js';

const SEED = 20_261_201;

/** Ticks the way the first report drew them: a step added up in floating point. */
function accumulatedTicks(max: number, count: number): number[] {
  const step = niceStep(max, count);
  const ticks: number[] = [];
  for (let t = 0; t <= max + 1e-9; t += step) ticks.push(t);
  return ticks;
}

/** Holds when ticks start at 0, are evenly spaced, stay within `max`, and print short. */
function roundTicks(tick: (max: number, count: number) => number[]): fc.IPropertyWithHooks<[number, number]> {
  return fc.property(fc.double({ min: 1e-3, max: 1e7, noNaN: true }), fc.integer({ min: 2, max: 12 }), (max, count) => {
    const ticks = tick(max, count);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]!).toBeLessThanOrEqual(max * (1 + 1e-9));
    const step = ticks[1]! - ticks[0]!;
    ticks.forEach((t, i) => expect(Math.abs(t - i * step)).toBeLessThanOrEqual(step * 1e-9));
    // A label is as long as the step needs: no 0.6000000000000001, no 0.30000000000000004.
    for (const t of ticks) expect(String(t)).not.toMatch(/\.\d*(0{5,}|9{5,})\d/);
  });
}

describe('niceTicks', () => {
  it('gives evenly spaced, short ticks for any axis', () => {
    fc.assert(roundTicks((max, count) => niceTicks(max, count, false)), { seed: SEED, numRuns: 500 });
  });

  it('catches the mutant that adds the step up in floating point', () => {
    const result = fc.check(roundTicks(accumulatedTicks), { seed: SEED, numRuns: 500 });
    expect(result.failed).toBe(true);
    expect(accumulatedTicks(1, 5).map(String)).toContain('0.6000000000000001');
  });

  it('gives whole numbers for counts, however small the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 2, max: 12 }), (max, count) => {
        const ticks = niceTicks(max, count, true);
        for (const t of ticks) expect(Number.isInteger(t)).toBe(true);
        expect(new Set(ticks).size).toBe(ticks.length);
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(niceTicks(1, 6, true)).toEqual([0, 1]);
    expect(niceTicks(3, 6, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, 5, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.07, 5, false)).toEqual([0, 0.02, 0.04, 0.06]);
  });

  it('ends a vertical axis on a tick at or above the largest value when asked', () => {
    expect(niceTicks(4_874, 5, true)).toEqual([0, 1_000, 2_000, 3_000, 4_000]);
    expect(niceTicks(4_874, 5, true, true)).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(niceTicks(130, 4, true, true)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(100, 4, true, true)).toEqual([0, 50, 100]);
  });
});

describe('placeCallouts', () => {
  const items = fc
    .array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), width: fc.integer({ min: 10, max: 220 }) }), { maxLength: 24 })
    .map((list) => list.map(({ at, width }) => ({ center: at * 1100, width })).sort((a, b) => a.center - b.center));

  /** No two labels of a row touch, all stay within the chart, and a row keeps the segments' order. */
  function apart(place: (items: readonly Callout[], span: number) => { x: number; row: number }[]): fc.IPropertyWithHooks<[Callout[]]> {
    return fc.property(items, (list) => {
      const placed = place(list, 1100);
      expect(placed).toHaveLength(list.length);
      placed.forEach((p, i) => {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.x + list[i]!.width).toBeLessThanOrEqual(1100 + 1e-9);
        placed.forEach((q, j) => {
          if (j <= i || p.row !== q.row) return;
          expect(p.x + list[i]!.width + 10 <= q.x + 1e-9, `labels ${i} and ${j} overlap`).toBe(true);
        });
      });
    });
  }

  it('keeps labels apart and inside the chart', () => {
    fc.assert(apart(placeCallouts), { seed: SEED, numRuns: 400 });
  });

  it('catches the mutant that only pushes labels right', () => {
    const pushOnly = (list: readonly Callout[]): { x: number; row: number }[] => {
      let end = -Infinity;
      return list.map((item) => {
        const x = Math.max(0, item.center - item.width / 2, end + 10);
        end = x + item.width;
        return { x, row: 0 };
      });
    };
    expect(fc.check(apart(pushOnly), { seed: SEED, numRuns: 400 }).failed).toBe(true);
  });

  it('puts labels that fit in one row, each centred over what it points at when there is room', () => {
    expect(placeCallouts([{ center: 100, width: 40 }, { center: 500, width: 60 }], 1100)).toEqual([{ x: 80, row: 0 }, { x: 470, row: 0 }]);
    // Crowded at the right edge: pulled left, in order.
    expect(placeCallouts([{ center: 1090, width: 100 }, { center: 1095, width: 100 }], 1100)).toEqual([{ x: 890, row: 0 }, { x: 1000, row: 0 }]);
  });
});

describe('stackedBar', () => {
  const bar = (segments: Parameters<typeof stackedBar>[0], span: number, window = span): string =>
    stackedBar(segments, { span, window, title: 'window', axisTitle: 'tokens of the window' });

  it('splits the full width in proportion to the values and skips empty segments', () => {
    const svg = bar(
      [
        { label: 'rules', value: 1_000, color: '#111111' },
        { label: 'empty', value: 0, color: '#222222' },
        { label: 'history', value: 3_000, color: '#333333' },
        { label: 'free', value: 4_000, color: '#444444', pattern: 'empty' },
      ],
      8_000,
    );
    const widths = [...svg.matchAll(/<rect class="segment"[^>]*?\swidth="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([137.5, 412.5, 550]);
    expect(svg).not.toContain('empty');
    expect(svg).toContain('free 4\u202f000 · 50.0%');
  });

  it('calls out a segment too thin to hold its label, with its tokens', () => {
    const svg = bar([{ label: 'question', value: 14, color: '#111111' }, { label: 'history', value: 9_986, color: '#222222' }], 10_000);
    expect(svg).toMatch(/<text class="callout"[^>]*>question 14<\/text>/);
    expect(svg).toContain('<polyline class="leader"');
    expect(svg).toMatch(/<text class="segment-label"[^>]*>history 9\u202f986 · 99\.9%<\/text>/);
  });

  it('takes shares over the window, whatever the bar spans', () => {
    const svg = bar([{ label: 'rules', value: 500, color: '#111111' }, { label: 'tools', value: 500, color: '#222222' }], 1_000, 10_000);
    expect(svg).toContain('rules 500 · 5.0%');
    expect(svg).toContain('(5.0% of the window)');
  });

  it('escapes labels', () => {
    const svg = stackedBar([{ label: '<b>&', value: 1, color: '#000000' }], { span: 1, window: 1, title: 't"', axisTitle: '<x>' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg).toContain('aria-label="t&quot;"');
    expect(svg).toContain('&lt;x&gt;');
  });
});

describe('boxPlots', () => {
  it('draws one box per row at the right positions on the shared axis, with its unit', () => {
    const p = { min: 0, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, max: 100 };
    const svg = boxPlots([{ label: 'a', p, color: '#123456' }, { label: 'b', p, color: '#654321' }], { max: 100, format: String, ticks: 'integer', title: 'tokens per request' }, 'x');
    expect((svg.match(/<g class="box">/g) ?? []).length).toBe(2);
    // Label column 250, plot 600 wide: p25 at 400, p75 at 700.
    expect(svg).toContain('<rect x="400" ');
    expect(svg).toContain('width="300"');
    expect(svg).toContain('50 · 90 · 99 · 100');
    expect(svg).toMatch(/<text class="axis-title"[^>]*>tokens per request<\/text>/);
  });

  it('ticks a fraction axis in whole percents', () => {
    const p = { min: 0, p25: 0.01, p50: 0.02, p75: 0.03, p90: 0.04, p99: 0.05, max: 0.06 };
    const svg = boxPlots([{ label: 'a', p, color: '#123456' }], { max: 0.06, format: (v) => `${Math.round(v * 100)}%`, ticks: 'percent', title: 'of the reserve' }, 'x');
    const ticks = [...svg.matchAll(/<text class="tick"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(ticks).toEqual(['0%', '1%', '2%', '3%', '4%', '5%', '6%']);
  });
});

describe('columnChart', () => {
  const columns = (svg: string): [string, number][] =>
    [...svg.matchAll(/<rect class="column" data-value="([^"]+)" data-count="(\d+)"/g)].map((m) => [m[1]!, Number(m[2])]);

  it('draws one column per count from 0 to the largest, empty ones too', () => {
    const svg = columnChart([[0, 5], [2, 4]], { title: 't', xTitle: 'dropped turns per request', unit: 'turn', color: '#000000' });
    expect(columns(svg)).toEqual([['0', 5], ['1', 0], ['2', 4]]);
    const yTicks = [...svg.matchAll(/<text class="tick" data-axis="y"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(yTicks).toEqual(['0', '2', '4', '6']);
  });

  it('groups many distinct counts into ranges of a whole width, losing no request', () => {
    const pairs: [number, number][] = [[0, 3], [7, 1], [150, 2], [199, 1]];
    const cols = columns(columnChart(pairs, { title: 't', xTitle: 'x', unit: 'chunk', color: '#000000' }));
    expect(cols.length).toBeLessThanOrEqual(60);
    expect(cols[0]).toEqual(['0–4', 3]);
    expect(cols[1]).toEqual(['5–9', 1]);
    expect(cols.reduce((n, [, c]) => n + c, 0)).toBe(7);
  });
});

describe('formatting', () => {
  it('chooses 1-2-5 tick steps, groups thousands and shows tiny shares as <0.1%', () => {
    expect(niceStep(32_768, 8)).toBe(5_000);
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(1, 6)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
    expect(formatTokens(1234567)).toBe('1\u202f234\u202f567');
    expect(formatShare(14 / 32_768)).toBe('<0.1%');
    expect(formatShare(0)).toBe('0.0%');
    expect(formatShare(0.125)).toBe('12.5%');
  });
});
