import fc from 'fast-check';
import { LETTER_RUN_MAX } from './longText.js';

/**
 * What the other generators keep short: single pre-tokens of hundreds to a
 * few thousand bytes (letters of one script or several, a letter pair
 * repeated, emoji, marks stacked on a letter), where a merge loop's
 * tie-breaking and its long-piece path (a heap, in `core/bpe.ts`) decide
 * the count, alone or between ordinary words.
 */
export function longRunText(): fc.Arbitrary<string> {
  const unit = fc.constantFrom('a', 'ab', 'ş', 'İı', 'abc', 'ğüşiöç', 'x', 'Ж', 'ع', 'क', '한', '😀', 'e\u0301', '!?', '-');
  return fc
    .tuple(unit, fc.integer({ min: LETTER_RUN_MAX + 1, max: 3_000 }), fc.constantFrom('', ' ', 'Disk doldu. ', '\n'), fc.constantFrom('', ' son', '.', '\n'))
    .map(([piece, length, before, after]) => `${before}${piece.repeat(Math.max(1, Math.floor(length / piece.length)))}${after}`);
}
