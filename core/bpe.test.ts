import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moreWordsThan } from './bpe.js';
import { ENCODINGS, createTokenizer, referenceCount } from './tokenizer.js';

/**
 * `moreWordsThan` lets `countWithin` answer "does not fit" without counting.
 * It must be a proof: whenever it says a text has more than N words, the
 * reference tokenizer counts more than N tokens.
 */

const tricky = [
  'a b', 'a\tb', 'a\nb', '.\n/x', ' ?!\r\n/ /', 'a\u00a0b\u2028c\u3000d', "it's don't", '12345 678', '\u{1F600} \u{1F600}',
  's\u0327 ş', '.\n/'.repeat(6), ';\n/;\n/', '  leading and trailing  ', '<chunk id="x">\nmetin\n</chunk>\n', 'x'.repeat(300), '\t\t\n\n', '',
];

describe('moreWordsThan is a lower bound on tokens', () => {
  for (const encoding of ENCODINGS) {
    test(`${encoding}: on tricky strings`, () => {
      for (const text of tricky) {
        const tokens = referenceCount(encoding, text);
        // The strongest claim it can make is tokens - 1: it must never claim more.
        expect(moreWordsThan(text, tokens)).toBe(false);
      }
    });

    test(`${encoding}: on generated text of words, whitespace and punctuation`, () => {
      const piece = fc.constantFrom('kelime', 'İ', 'ış', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '.', '/', "'s", '12', '\u{1F600}', '<', '>', '\u2028');
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 40 }).map((parts) => parts.join('')), (text) => {
          expect(moreWordsThan(text, referenceCount(encoding, text))).toBe(false);
        }),
        { seed: 20_261_130, numRuns: 300 },
      );
    });
  }

  test('it finds plain prose over the limit', () => {
    expect(moreWordsThan('bir iki üç dört', 3)).toBe(true);
    expect(moreWordsThan('bir iki üç dört', 4)).toBe(false);
  });

  test('countWithin answers limit + 1 for text with more words than the limit, as the count would', () => {
    const tokenizer = createTokenizer('o200k_base', { cacheChars: 0 });
    const text = 'bir iki üç dört beş altı yedi sekiz';
    expect(tokenizer.countWithin(text, 3)).toBe(4);
    expect(tokenizer.countWithin(text, 100)).toBe(referenceCount('o200k_base', text));
  });
});
