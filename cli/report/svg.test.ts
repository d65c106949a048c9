import { describe, expect, it } from 'vitest';
import { boxPlots, formatTokens, niceStep, stackedBar } from './svg.js';

describe('stackedBar', () => {
  it('splits the full width in proportion to the values and skips empty segments', () => {
    const svg = stackedBar(
      [
        { label: 'rules', value: 1_000, color: '#111111' },
        { label: 'empty', value: 0, color: '#222222' },
        { label: 'history', value: 3_000, color: '#333333' },
        { label: 'free', value: 4_000, color: '#444444', pattern: 'empty' },
      ],
      8_000,
      'window',
    );
    const widths = [...svg.matchAll(/<rect class="segment"[^>]*?\swidth="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([137.5, 412.5, 550]);
    expect(svg).not.toContain('empty 0%');
    expect(svg).toContain('free 50%');
  });

  it('escapes labels', () => {
    const svg = stackedBar([{ label: '<b>&', value: 1, color: '#000000' }], 1, 't"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg).toContain('aria-label="t&quot;"');
  });
});

describe('boxPlots', () => {
  it('draws one box per row at the right positions on the shared axis', () => {
    const p = { min: 0, p25: 25, p50: 50, p75: 75, p90: 90, p99: 99, max: 100 };
    const svg = boxPlots([{ label: 'a', p, color: '#123456' }, { label: 'b', p, color: '#654321' }], { max: 100, format: String }, 'x');
    expect((svg.match(/<g class="box">/g) ?? []).length).toBe(2);
    // Label column 250, plot 600 wide: p25 at 400, p75 at 700.
    expect(svg).toContain('<rect x="400" ');
    expect(svg).toContain('width="300"');
    expect(svg).toContain('50 · 90 · 99 · 100');
  });
});

describe('helpers', () => {
  it('choose 1-2-5 tick steps and group thousands', () => {
    expect(niceStep(32_768, 8)).toBe(5_000);
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(1, 6)).toBe(0.2);
    expect(niceStep(0)).toBe(1);
    expect(formatTokens(1234567)).toBe('1\u202f234\u202f567');
  });
});
