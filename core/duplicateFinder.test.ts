import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { keyPrefix } from './duplicateFinder.js';
import { normalizeForDedup } from './select.js';

/** Pieces that stress NFC and whitespace collapsing at a cut: combining marks beside spaces, every kind of whitespace. */
const PIECES = [
  'a', 'e\u0301', '\u0301', '\u0308', 'ş', 'İ', 'ı', 'Å', 'A\u030a', '\u1100\u1161', '가', ' ', ' ', '  ', '\n', '\t', '\u00a0', '\u2003',
  '\u2028', 'kelime', 'x'.repeat(40), '😀', '\ufb01',
] as const;

const hostileText = fc.array(fc.constantFrom(...PIECES), { maxLength: 160 }).map((parts) => parts.join(''));

describe('keyPrefix', () => {
  test('is always a prefix of the full dedup key', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const prefix = keyPrefix(text, normalizeForDedup);
        if (prefix !== undefined) expect(normalizeForDedup(text).startsWith(prefix)).toBe(true);
      }),
      { seed: 20260401, numRuns: 3000 },
    );
  });

  test('cuts a long text before a plain space, so combining marks after the cut stay with their base', () => {
    const head = 'b'.repeat(60);
    const text = `${head} e\u0301${' x'.repeat(200)}`;
    const prefix = keyPrefix(text, normalizeForDedup);
    expect(prefix).toBe(head);
    expect(normalizeForDedup(text).startsWith(prefix!)).toBe(true);
    // No plain space early enough: no prefix, the full key decides.
    expect(keyPrefix('y'.repeat(300), normalizeForDedup)).toBeUndefined();
  });
});
