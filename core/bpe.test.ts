import { describe, expect, test } from 'vitest';
import { createTokenizer, referenceCount } from './tokenizer.js';

describe('countWithin', () => {
  test('answers limit + 1 for text its characters prove longer than the limit, as the count would', () => {
    const tokenizer = createTokenizer('o200k_base', { cacheChars: 0 });
    const text = 'bir iki üç dört beş altı yedi sekiz';
    expect(tokenizer.countWithin(text, 3)).toBe(4);
    expect(tokenizer.countWithin(text, 100)).toBe(referenceCount('o200k_base', text));
  });
});
