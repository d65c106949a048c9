import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chunks } from '../properties/arbitraries/chunks.js';
import { chunkUnitExceeds } from './chunkUnitBound.js';
import { chunkUnit } from './render.js';
import { createTokenizer, type Encoding } from './tokenizer.js';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');

describe('chunkUnitExceeds', () => {
  test('is a proof: whenever it says a unit exceeds the room, the unit has more tokens (both encodings, hostile text)', () => {
    fc.assert(
      fc.property(
        chunks({ long: false, maxChunks: 4 }),
        fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'),
        fc.constantFrom(null, 0, 1, 2, 5),
        fc.constantFrom(4, 120),
        fc.integer({ min: 0, max: 200 }),
        (candidates, encoding, maxLines, maxMetaChars, room) => {
          const tokenizer = createTokenizer(encoding);
          for (const chunk of candidates) {
            if (chunkUnitExceeds(chunk.text, maxLines, room)) {
              expect(tokenizer.count(chunkUnit(chunk, maxMetaChars, maxLines))).toBeGreaterThan(room);
            }
          }
        },
      ),
      { seed: 20260401, numRuns: 300 },
    );
  });

  test('tight at the edge: one word and the tags are at least 2 tokens, so room 1 is exceeded and room 2 is not proven', () => {
    expect(chunkUnitExceeds('a', null, 0)).toBe(true);
    expect(chunkUnitExceeds('a', null, 1)).toBe(true);
    expect(chunkUnitExceeds('a', null, 2)).toBe(false);
  });

  test('proves long text too large for a small room, and reads only the lines that will be shown', () => {
    expect(chunkUnitExceeds(words(100), null, 50)).toBe(true);
    expect(chunkUnitExceeds(words(100), null, 101)).toBe(false);
    // Two shown lines of 3 words: the 100 words after the cut do not count.
    const text = `${words(3)}\n${words(3)}\n${words(100)}`;
    expect(chunkUnitExceeds(text, 2, 10)).toBe(false);
    expect(chunkUnitExceeds(text, 3, 10)).toBe(true);
    // A newline does not end a word (a pre-token may run across it).
    expect(chunkUnitExceeds('a\nb\nc\nd', null, 2)).toBe(false);
  });
});
