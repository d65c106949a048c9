import { describe, expect, it } from 'vitest';
import { describeType, describeValue, isRecord } from './describeValue.js';

/**
 * How error messages show a value: short strings quoted (a wrong enum value
 * is worth seeing), anything long or with control characters only by its
 * length (it may be a secret, and messages end up in CI logs), other values
 * by their kind. Expected texts are written out by hand.
 */
describe('describeValue', () => {
  it.each<[string, unknown, string]>([
    ['a short string, quoted', 'bot', '"bot"'],
    ['the empty string', '', '""'],
    ['24 characters, still quoted', 'x'.repeat(24), `"${'x'.repeat(24)}"`],
    ['25 characters, described', 'x'.repeat(25), 'a string of 25 characters'],
    ['24 characters outside the BMP (48 UTF-16 units), quoted', '😀'.repeat(24), `"${'😀'.repeat(24)}"`],
    ['25 characters outside the BMP, counted by code point', '😀'.repeat(25), 'a string of 25 characters'],
    ['a line feed', 'a\nb', 'a string of 3 characters'],
    ['U+0000', 'a\u0000', 'a string of 2 characters'],
    ['U+001F', '\u001f', 'a string of 1 characters'],
    ['U+007F', '\u007f', 'a string of 1 characters'],
    ['U+009F', '\u009f', 'a string of 1 characters'],
    ['U+2028', 'a\u2028', 'a string of 2 characters'],
    ['U+2029', 'a\u2029', 'a string of 2 characters'],
    ['a space, quoted', 'a b', '"a b"'],
    ['U+007E, quoted', '~', '"~"'],
    ['U+00A0, quoted', '\u00a0', '"\u00a0"'],
    ['U+2027, quoted', '\u2027', '"\u2027"'],
    ['U+202A, quoted', '\u202a', '"\u202a"'],
    ['a number', 3.5, '3.5'],
    ['zero', 0, '0'],
    ['true', true, 'true'],
    ['false', false, 'false'],
    ['null', null, 'null'],
    ['nothing', undefined, 'nothing'],
    ['a list', [1], 'an array'],
    ['an object', { a: 1 }, 'an object'],
  ])('%s', (_name, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});

describe('describeType', () => {
  it.each<[unknown, string]>([
    ['a secret', 'a string'],
    [3, 'a number'],
    [true, 'true/false'],
    [false, 'true/false'],
    [null, 'null'],
    [undefined, 'nothing'],
    [[], 'an array'],
    [{}, 'an object'],
    [1n, 'a bigint'],
  ])('%s', (value, expected) => {
    expect(describeType(value)).toBe(expected);
  });
});

describe('isRecord', () => {
  it('holds for plain objects only', () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isRecord)).toEqual([true, true, true]);
    expect([null, [], 'a', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });
});
