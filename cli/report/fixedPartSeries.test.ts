import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedPartSeries, MAX_BINS, type FixedPartBin } from './fixedPartSeries.js';

const SEED = 20_261_203;

interface Row {
  log: string;
  line: number;
  rules: number;
  tools: number;
  examples: number;
  format: number;
}

const rows = fc.array(
  fc.record({
    log: fc.constantFrom('mon.jsonl', 'tue.jsonl'),
    line: fc.oneof(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 5_000 })),
    rules: fc.nat(900),
    tools: fc.nat(900),
    examples: fc.nat(900),
    format: fc.nat(50),
  }),
  { maxLength: 120 },
);

/** The oracle: the smallest power-of-two width that puts the last line in a bin below MAX_BINS, then plain sums. */
function oracle(list: readonly Row[], log: string): { linesPerBin: number; bins: FixedPartBin[] } | undefined {
  const mine = list.filter((r) => r.log === log);
  if (mine.length === 0) return undefined;
  const last = Math.max(...mine.map((r) => r.line));
  let linesPerBin = 1;
  while ((last - 1) / linesPerBin >= MAX_BINS) linesPerBin *= 2;
  const bins = new Map<number, FixedPartBin>();
  for (const r of mine) {
    const index = Math.floor((r.line - 1) / linesPerBin);
    const fixed = r.rules + r.tools + r.examples + r.format;
    const b = bins.get(index) ?? { index, count: 0, rules: 0, tools: 0, examples: 0, format: 0, min: Infinity, max: -Infinity };
    bins.set(index, {
      index, count: b.count + 1, rules: b.rules + r.rules, tools: b.tools + r.tools, examples: b.examples + r.examples, format: b.format + r.format,
      min: Math.min(b.min, fixed), max: Math.max(b.max, fixed),
    });
  }
  return { linesPerBin, bins: [...bins.values()].sort((a, b) => a.index - b.index) };
}

function series(list: readonly Row[]): FixedPartSeries {
  const s = new FixedPartSeries();
  for (const r of list) s.add(r.log, r.line, r);
  return s;
}

describe('FixedPartSeries', () => {
  it('bins each log at the width its last line needs, with exact sums', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const logs = series(list).logs();
        for (const log of logs) expect({ linesPerBin: log.linesPerBin, bins: log.bins }).toEqual(oracle(list, log.log));
        expect(logs.length).toBe(new Set(list.map((r) => r.log)).size);
        for (const log of logs) expect(log.bins.length).toBeLessThanOrEqual(MAX_BINS);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('merges shards of the lines, in any order and through the saved form, into one pass\'s series', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 1, max: 4 }), (list, k) => {
        const shards: Row[][] = Array.from({ length: k }, () => []);
        list.forEach((r, i) => shards[(i * 5) % k]!.push(r));
        const merged = new FixedPartSeries();
        for (const shard of shards.reverse()) merged.merge(FixedPartSeries.fromLogs(series(shard).logs()));
        const byLog = (s: FixedPartSeries): Record<string, unknown> => Object.fromEntries(s.logs().map((l) => [l.log, l]));
        expect(byLog(merged)).toEqual(byLog(series(list)));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps one bin a line for a short log and widens as the log grows', () => {
    const s = new FixedPartSeries();
    for (let line = 1; line <= 200; line++) s.add('x', line, { rules: line <= 100 ? 10 : 20, tools: 0, examples: 0, format: 0 });
    expect(s.logs()[0]!.linesPerBin).toBe(1);
    s.add('x', 201, { rules: 20, tools: 0, examples: 0, format: 0 });
    const [log] = s.logs();
    expect(log!.linesPerBin).toBe(2);
    expect(log!.bins).toHaveLength(101);
    // Lines 99–100 and 101–102 sit on either side of the step.
    expect(log!.bins[49]).toEqual({ index: 49, count: 2, rules: 20, tools: 0, examples: 0, format: 0, min: 10, max: 10 });
    expect(log!.bins[50]).toEqual({ index: 50, count: 2, rules: 40, tools: 0, examples: 0, format: 0, min: 20, max: 20 });
  });
});
