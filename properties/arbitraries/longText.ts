import fc from 'fast-check';

/**
 * Very long texts: one piece repeated, or a run of letters with no
 * whitespace (a single pre-token of thousands of bytes, the case a quadratic
 * BPE merge chokes on).
 */
export function longText(piece: fc.Arbitrary<string>, maxRepeat = 400): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.tuple(piece, fc.integer({ min: 20, max: maxRepeat })).map(([p, n]) => Array(n).fill(p).join(' ')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'ş', 'ab', 'İı', 'x1', '😀'), fc.integer({ min: 50, max: maxRepeat * 2 }))
        .map(([p, n]) => p.repeat(n)),
    },
  );
}
