import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PieceCounts } from './pieceCounts.js';

/** Two different strings of the same length with the same hash (a birthday search: about 2^16 tries). */
function collision(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const key = `k${i.toString(36).padStart(6, '0')}`;
    const hash = PieceCounts.hash(key, 0, key.length);
    const other = seen.get(hash);
    if (other !== undefined) return [other, key];
    seen.set(hash, key);
  }
}

describe('PieceCounts', () => {
  test('answers a remembered count or -1, never another piece\'s count, whatever it forgot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.nat(50)), { maxLength: 200 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 256 }),
        (entries, maxEntries, maxUnits) => {
          const memo = new PieceCounts(maxEntries, maxUnits);
          const truth = new Map<string, number>();
          // Each piece is looked up inside a longer text, as the counter does.
          for (const [piece, count] of entries) {
            const text = `«${piece}»`;
            const hash = PieceCounts.hash(text, 1, 1 + piece.length);
            const known = memo.get(text, 1, 1 + piece.length, hash);
            if (known >= 0) expect(known).toBe(truth.get(piece));
            else {
              const value = truth.get(piece) ?? count;
              truth.set(piece, value);
              memo.set(text, 1, 1 + piece.length, hash, value);
              expect(memo.get(piece, 0, piece.length, PieceCounts.hash(piece, 0, piece.length))).toBeOneOf([-1, value]);
            }
          }
        },
      ),
      { seed: 20_261_201, numRuns: 300 },
    );
  });

  test('tells apart pieces of the same length and hash', () => {
    const [a, b] = collision();
    expect(a).not.toBe(b);
    const hash = PieceCounts.hash(a, 0, a.length);
    expect(PieceCounts.hash(b, 0, b.length)).toBe(hash);
    const memo = new PieceCounts(1 << 10, 1 << 16);
    memo.set(a, 0, a.length, hash, 3);
    expect(memo.get(b, 0, b.length, hash)).toBe(-1);
    memo.set(b, 0, b.length, hash, 5);
    expect(memo.get(a, 0, a.length, hash)).toBe(3);
    expect(memo.get(b, 0, b.length, hash)).toBe(5);
  });

  test('pieces crafted to share one hash cost a miss past the probe limit, never a wrong count', () => {
    const memo = new PieceCounts(1 << 10, 1 << 16);
    const [a, b] = collision();
    const hash = PieceCounts.hash(a, 0, a.length);
    // The same hash over and over: one remembered, the rest (past the probes) not, and none answered wrongly.
    for (let i = 0; i < 100; i++) memo.set(i % 2 === 0 ? a : b, 0, a.length, hash, i % 2 === 0 ? 3 : 5);
    expect([-1, 3]).toContain(memo.get(a, 0, a.length, hash));
    expect([-1, 5]).toContain(memo.get(b, 0, b.length, hash));
  });
});
