import fc from 'fast-check';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { describe, expect, test } from 'vitest';
import { anyText } from '../properties/arbitraries/text.js';
import { expectCaught, expectHolds, settings } from '../properties/test-helpers/expectProperty.js';
import { TokenFloor, tokenFloor } from './tokenFloor.js';
import { ENCODINGS, referenceCount, type Encoding } from './tokenizer.js';

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
    expectHolds(floorIsProof((text) => tokenFloor(text)), runs);
  });

  test('catches floors that claim too much: each mutant is found', () => {
    const mutants: Record<string, Floor> = {
      'one too many': (text) => tokenFloor(text) + (text === '' ? 0 : 1),
      'every digit a pre-token': (text) => tokenFloor(text) + (text.match(/[0-9](?=[0-9])/g)?.length ?? 0),
      'non-ASCII read as a letter': (text) => tokenFloor(text.replace(/[^\u0000-\u007f]/gu, 'a')),
      'marks read as letters': (text) => tokenFloor(text.replace(/\p{M}/gu, 'a')),
      'contractions split': (text) => tokenFloor(text.replaceAll("'", '"')),
      'newlines never join a slash': (text) => tokenFloor(text.replaceAll('/', '|')),
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
});
