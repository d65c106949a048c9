import fc from 'fast-check';

/**
 * Text where byte-pair merges tie: the same pair at several places of one
 * pre-token (`aaaa`, `ababab`, `!!!!`, `    `, `0000`), where a merge loop
 * must take the leftmost, as tiktoken does: short runs for the scan and, from
 * 96 bytes, the heap. Runs stay short enough for the
 * oracle (js-tiktoken is quadratic on one long pre-token); longer ones are
 * `longRuns`' business.
 */
export function rankTieText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('a', 'ab', 'aab', 'ş', 'ğü', 'İı', '!', '=-', ' ', '0', '.', 'ы', '한', '😀', 'e\u0301'), fc.integer({ min: 2, max: 64 }), fc.constantFrom('', ' ', 'x', '\n'))
    .map(([piece, times, around]) => `${around}${piece.repeat(times)}${around}`);
}
