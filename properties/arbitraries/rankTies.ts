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

/**
 * One pre-token of letters drawn at random from two or three (`lmlmmlll…`,
 * `şğğş…`): pairs of equal rank at irregular places, where merging the
 * leftmost of them first and merging another first end in different counts
 * (a repeated unit, as above, is symmetric: both orders count the same).
 * From 2 to `maxUnits` letters: up to 400 reaches the merge heap, past 96
 * bytes.
 */
export function tieLetterText(maxUnits: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom('ab', 'lm', 'ae', 'xyz', 'aab', 'şğ', 'ıi', 'кт'), fc.array(fc.nat(), { minLength: 2, maxLength: maxUnits, size: 'max' }))
    .map(([letters, picks]) => picks.map((k) => letters[k % letters.length]).join(''));
}
