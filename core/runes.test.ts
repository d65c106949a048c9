import { expect, test } from 'vitest';
import { findLoneSurrogate, runeCount, runeLens } from './runes.js';

test('counts code points, not UTF-16 units', () => {
  expect(runeCount('')).toBe(0);
  expect(runeCount('İstanbul')).toBe(8);
  expect('🙂'.length).toBe(2);
  expect(runeCount('🙂')).toBe(1);
  expect(runeCount('ağaç 🌳🌳')).toBe(7);
  expect(runeLens(['ş', 'ğü', '👩‍💻'])).toEqual([1, 2, 3]); // a ZWJ sequence is three code points
});

test('a lone surrogate counts as one, like Go counts an invalid byte as one rune', () => {
  expect(runeCount('a\ud800b')).toBe(3);
  expect(runeCount('\udc00')).toBe(1);
});

test('finds lone surrogates and accepts pairs', () => {
  expect(findLoneSurrogate('ok 🙂')).toBe(-1);
  expect(findLoneSurrogate('ab\ud800')).toBe(2);
  expect(findLoneSurrogate('\udc00x')).toBe(0);
  expect(findLoneSurrogate('🙂\ud83d')).toBe(2);
});
