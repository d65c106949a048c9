import fc from 'fast-check';

/**
 * Letter runs longer than this are left out of the generators whose text
 * js-tiktoken counts: one long pre-token costs it quadratic time (a
 * 1 000-letter run about a second). `properties/longRuns.ts` covers long
 * runs with its own check.
 */
export const LETTER_RUN_MAX = 64;

/**
 * Long texts: one piece repeated with spaces (thousands of short pre-tokens,
 * cheap for every counter), digits and letters alternating (`x1x1…`, short
 * pre-tokens too), and letter runs up to `LETTER_RUN_MAX`.
 */
export function longText(piece: fc.Arbitrary<string>, maxRepeat = 400): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.tuple(piece, fc.integer({ min: 20, max: maxRepeat })).map(([p, n]) => Array(n).fill(p).join(' ')) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: maxRepeat * 2 }).map((n) => 'x1'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'ş', 'ab', 'İı', '😀'), fc.integer({ min: 8, max: LETTER_RUN_MAX }))
        .map(([p, n]) => p.repeat(Math.max(1, Math.floor(n / p.length)))),
    },
  );
}
