import { describe, expect, it } from 'vitest';
import { matchesOf } from './matchesOf.js';

describe('matchesOf', () => {
  it('finds what matchAll finds, groups and indices included', () => {
    const cases: [RegExp, string][] = [
      [/(\d+)\s?(tl|eur)/gu, 'kira 45.000 tl, depozito 2 eur ve 3eur'],
      [/(?<![\p{L}])(\p{L}{3,})\s(\d{1,4})/gu, 'room 204 then gate 12, not ab 3'],
      [/x*/gu, 'axxb😀x'],
      [/(?:)/g, 'ab'],
      [/nothing/gu, 'here'],
    ];
    for (const [pattern, text] of cases) {
      const expected = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
      expect(matchesOf(pattern, text).map((m) => [m.index, ...m])).toEqual(expected);
      expect(pattern.lastIndex).toBe(0);
    }
  });

  it('leaves the pattern ready for the next text, even after a text it stopped in', () => {
    const pattern = /\d+/gu;
    expect(matchesOf(pattern, 'a 1 b 22').map((m) => m[0])).toEqual(['1', '22']);
    expect(matchesOf(pattern, '333').map((m) => m[0])).toEqual(['333']);
  });

  it('refuses a pattern without the g flag, naming it', () => {
    expect(() => matchesOf(/\d+/u, '1')).toThrow(/\/\\d\+\/ must be global/u);
  });
});
