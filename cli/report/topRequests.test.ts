import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TopRequests, type ListedRequest } from './topRequests.js';

const SEED = 20_261_202;
const ZERO = { rules: 0, tools: 0, examples: 0, summary: 0, trimNote: 0, history: 0, evidence: 0, evidenceMetadata: 0, format: 0, question: 0, template: 0 };

/** Requests with many equal sizes, logs and lines, so the tie-breaks are exercised. */
const requests = fc.array(
  fc.record({
    log: fc.constantFrom('a.jsonl', 'b.jsonl', '-'),
    line: fc.integer({ min: 1, max: 30 }),
    id: fc.option(fc.string({ maxLength: 3 }), { nil: null }),
    tokens: fc.integer({ min: 0, max: 12 }),
  }).map((r): ListedRequest => ({ ...r, sections: { ...ZERO, question: r.tokens } })),
  { maxLength: 80 },
);

/** The oracle: sort a copy by size, then log, line and id (no id first; strings in code-unit order), and keep the first `limit`. */
function oracle(list: readonly ListedRequest[], limit: number): ListedRequest[] {
  const units = (s: string): number[] => [...s].flatMap((c) => (c.length === 2 ? [c.charCodeAt(0), c.charCodeAt(1)] : [c.charCodeAt(0)]));
  const lexical = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };
  const key = (r: ListedRequest): number[] => [-r.tokens, ...units(r.log), -1, r.line, r.id === null ? 0 : 1, ...units(r.id ?? '')];
  return [...list].sort((a, b) => lexical(key(a), key(b))).slice(0, limit);
}

function top(list: readonly ListedRequest[], limit: number): TopRequests {
  const t = new TopRequests(limit);
  for (const r of list) t.offer(r);
  return t;
}

describe('TopRequests', () => {
  it('keeps the largest, in one total order, whatever the order they come in', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 25 }), (list, limit) => {
        expect(top(list, limit).list()).toEqual(oracle(list, limit));
        expect(top([...list].reverse(), limit).list()).toEqual(oracle(list, limit));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('merges shards, in any order, into the list of one pass over every request', () => {
    fc.assert(
      fc.property(requests, fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 10 }), (list, cuts, limit) => {
        const shards: ListedRequest[][] = cuts.map(() => []);
        list.forEach((r, i) => shards[(i * 7 + cuts[i % cuts.length]!) % shards.length]!.push(r));
        const merged = new TopRequests(limit);
        for (const shard of [...shards].reverse()) merged.merge(top(shard, limit));
        expect(merged.list()).toEqual(top(list, limit).list());
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('never holds more than its limit', () => {
    const t = new TopRequests(3);
    for (let i = 0; i < 1_000; i++) t.offer({ log: 'x', line: i + 1, id: null, tokens: i % 17, sections: ZERO });
    expect(t.list().map((r) => r.tokens)).toEqual([16, 16, 16]);
    expect(t.list().map((r) => r.line)).toEqual([17, 34, 51]);
    expect(() => new TopRequests(0)).toThrow(RangeError);
  });
});
