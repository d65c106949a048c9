import fc from 'fast-check';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, test } from 'vitest';
import { anyText } from '../properties/arbitraries/text.js';
import { expectCaught, expectHolds, settings } from '../properties/test-helpers/expectProperty.js';
import { MAX_TOKEN_BYTES, TokenFloor, tokenFloor } from './tokenFloor.js';
import { createTokenizer, ENCODINGS, referenceCount, type Encoding } from './tokenizer.js';

/**
 * `tokenFloor` must be a proof: never more than the pre-tokens the
 * encoding's own split pattern makes (each of them is at least one token).
 * Checked against the patterns as js-tiktoken ships them, on text built
 * from the characters the argument is about, on the property suite's
 * hostile text, and on every seam between them.
 */

const patterns: Record<Encoding, RegExp> = {
  o200k_base: new RegExp(o200kBase.pat_str, 'gu'),
  cl100k_base: new RegExp(cl100kBase.pat_str, 'gu'),
};

function preTokens(encoding: Encoding, text: string): number {
  return text.match(patterns[encoding])?.length ?? 0;
}

/** Characters at every edge of the argument: ASCII classes, apostrophes, digits of other scripts, marks, non-ASCII spaces and punctuation. */
const piece = fc.constantFrom(
  'a', 'Z', 'kelime', 'İş', 'ı', "'", "'s", "'LL", '’', '0', '12', '1234567', '²', '٣', 'Ⅻ', ' ', '  ', '\t', '\v', '\f', '\n', '\r\n',
  '\u00a0', '\u2028', '\u3000', '.', '/', '//', '.\n/', ';\r\n//', '-', '="', '">', '<', '&lt;', '\u0000', '\u001f', '\u007f', '\u0301', 's\u0327',
  '«', '»', '…', '\u{1F600}', '中文', 'é',
);
const pieces = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
const texts = fc.oneof(pieces, anyText({ long: false }));

type Floor = (text: string) => number;

/** The split argument's bound alone (the byte bound is checked apart, against real counts). */
function preTokenFloor(text: string): number {
  const floor = new TokenFloor();
  floor.add(text);
  return floor.preTokens;
}

/** The property, for any floor: never above the pre-token count of either pattern. */
function floorIsProof(floor: Floor): fc.IPropertyWithHooks<[string]> {
  return fc.property(texts, (text) => {
    for (const encoding of ENCODINGS) {
      const bound = floor(text);
      const actual = preTokens(encoding, text);
      if (bound > actual) throw new Error(`${encoding}: floor ${bound} > ${actual} pre-tokens of ${JSON.stringify(text)}`);
    }
  });
}

/** Ten times the suite's runs: the property is cheap, and the argument has many corners. */
const runs = { numRuns: 10 * settings.numRuns };

describe('tokenFloor', () => {
  test('never exceeds the pre-tokens of either pattern (so never the tokens)', () => {
    expectHolds(floorIsProof(preTokenFloor), runs);
  });

  test('catches floors that claim too much: each mutant is found', () => {
    const mutants: Record<string, Floor> = {
      'one too many': (text) => preTokenFloor(text) + (text === '' ? 0 : 1),
      'every digit a pre-token': (text) => preTokenFloor(text) + (text.match(/[0-9](?=[0-9])/g)?.length ?? 0),
      'non-ASCII read as a letter': (text) => preTokenFloor(text.replace(/[^\u0000-\u007f]/gu, 'a')),
      'marks read as letters': (text) => preTokenFloor(text.replace(/\p{M}/gu, 'a')),
      'contractions split': (text) => preTokenFloor(text.replaceAll("'", '"')),
      'newlines never join a slash': (text) => preTokenFloor(text.replaceAll('/', '|')),
    };
    for (const floor of Object.values(mutants)) expectCaught(floorIsProof(floor), runs);
  });

  test('fed in pieces it gives the bound of the whole', () => {
    fc.assert(
      fc.property(fc.array(texts, { maxLength: 5 }), (parts) => {
        const floor = new TokenFloor();
        for (const part of parts) floor.add(part);
        expect(floor.count).toBe(tokenFloor(parts.join('')));
      }),
      { seed: 20_261_130, numRuns: 300 },
    );
  });

  test('stops once over the limit, and reads only the lines shown', () => {
    expect(tokenFloor('bir iki üç dört', 2)).toBe(3);
    expect(tokenFloor('bir iki üç dört')).toBe(4);
    expect(tokenFloor('İş şöyle: ılık su')).toBe(5);
    expect(new TokenFloor().add('a b\nc d\ne f', Number.POSITIVE_INFINITY, 2)).toBe(tokenFloor('a b\nc d'));
    expect(new TokenFloor().add('a b', Number.POSITIVE_INFINITY, 0)).toBe(0);
  });

  test('is much tighter than words on tags, paths, dates and digits', () => {
    const header = '<chunk id="kb-0001" source="postmortem/INC-9100.md" updated="2024-03-04">\n';
    const bound = tokenFloor(header);
    // Five words; the floor sees the punctuation and the digit runs.
    expect(bound).toBeGreaterThanOrEqual(20);
    expect(bound).toBeLessThanOrEqual(referenceCount('o200k_base', header));
    expect(tokenFloor('1234567')).toBe(3);
    expect(tokenFloor('x1234567')).toBe(4);
    // After a mark or a character of an unclassified script the digits may continue its pre-token: only the split counts.
    expect(tokenFloor('中1234567')).toBe(1);
    expect(tokenFloor('²1234567')).toBe(3);
  });

  test('no token of either encoding is longer than MAX_TOKEN_BYTES, and one is that long', () => {
    // Read off the rank files themselves: each line is "<token> <rank> <base64 bytes>…".
    for (const ranks of [o200kBase, cl100kBase]) {
      let longest = 0;
      for (const line of ranks.bpe_ranks.split('\n')) {
        for (const field of line.split(' ').slice(2)) longest = Math.max(longest, Buffer.from(field, 'base64').length);
      }
      expect(longest).toBe(MAX_TOKEN_BYTES);
    }
  });

  /** Long runs without a split (one pre-token, however long), in one or two bytes a character, next to hostile text. */
  const longRuns = fc.oneof(
    fc.tuple(fc.constantFrom('x', 'ş', 'Ω', '1', '.', ' ', '中', '\u{1F600}'), fc.integer({ min: 1, max: 3000 })).map(([c, n]) => c.repeat(n)),
    fc.tuple(texts, fc.constantFrom('a', 'ı'), fc.integer({ min: 100, max: 2000 }), texts).map(([a, c, n, b]) => `${a}${c.repeat(n)}${b}`),
  );

  // The real counts come from baglam's exact counter (core/bpe.ts, proven equal to js-tiktoken by its own
  // tests): js-tiktoken's merge is quadratic on a long piece, and without a limit the counter never reads the floor.
  const exact = (encoding: Encoding, text: string): number => createTokenizer(encoding).count(text);

  test('the whole floor (splits or bytes) never exceeds the real token count of either encoding', () => {
    expectHolds(
      fc.property(fc.oneof(longRuns, texts), (text) => {
        for (const encoding of ENCODINGS) {
          const real = exact(encoding, text);
          if (tokenFloor(text) > real) throw new Error(`${encoding}: floor ${tokenFloor(text)} > ${real} tokens`);
        }
      }),
      { numRuns: 2 * settings.numRuns },
    );
  });

  test('a byte bound that assumes shorter tokens is caught', () => {
    // The longest token of both encodings is 128 spaces: k of them in a row are k tokens, and a
    // mutant that divides by 64 claims 2k.
    const mutant = (text: string): number => Math.max(preTokenFloor(text), Math.ceil(Buffer.byteLength(text) / 64));
    const longestTokens = fc.integer({ min: 1, max: 40 }).map((k) => ' '.repeat(MAX_TOKEN_BYTES * k));
    expectCaught(
      fc.property(fc.oneof(longRuns, longestTokens), (text) => {
        for (const encoding of ENCODINGS) if (mutant(text) > exact(encoding, text)) throw new Error('over');
      }),
      { numRuns: 2 * settings.numRuns },
    );
  });

  test('a text without splits is proven over a limit after limit × MAX_TOKEN_BYTES bytes, whatever follows', () => {
    const head = 'x'.repeat(3_000 * MAX_TOKEN_BYTES + 1);
    expect(tokenFloor(head, 3_000)).toBe(3_001);
    // Reading stopped where the proof was complete: what follows cannot change the answer.
    expect(tokenFloor(`${head}${'y'.repeat(1_000)} z`, 3_000)).toBe(3_001);
    expect(tokenFloor('x'.repeat(3 * MAX_TOKEN_BYTES))).toBe(3);
    expect(tokenFloor('x'.repeat(3 * MAX_TOKEN_BYTES + 1))).toBe(4);
  });
});
