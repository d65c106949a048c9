import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from '../../core/compact/identifiers.js';

/**
 * A list of lines written by strangers to the identifier extractor, each with the identifiers it must list whole (a
 * form, or the forms any of which will do) and the noise tokens it must not: the rows as tests (the known misses as
 * expected failures), and the counts measured, so that a change shows how many it gained or lost.
 */
export type Want = string | readonly string[];
export interface Line {
  id: string;
  /** A tool's output or an assistant's turn is read as such; a user's turn is the default. */
  source?: 'tool' | 'assistant';
  text: string;
  want: readonly Want[];
  noise: readonly string[];
}

export interface IdentifierList {
  english: readonly Line[];
  turkish: readonly Line[];
  /** Wanted identifiers no item of the extractor's list equals today, by `id:first form`. */
  missed: ReadonlySet<string>;
  /** Noise tokens an unwanted item holds as a word today, by `id:token`. */
  noiseKept: ReadonlySet<string>;
  /** Items that are neither a wanted form nor hold a noise token: a number measured, not judged. */
  strays: number;
  /** The list's size it must keep: lines and noise tokens. */
  atLeast: { lines: number; noise: number };
}

const forms = (want: Want): readonly string[] => (typeof want === 'string' ? [want] : want);
const firstForm = (want: Want): string => forms(want)[0] ?? '';
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const holdsWord = (item: string, token: string): boolean =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(token)}(?![\\p{L}\\p{N}])`, 'u').test(item);
const wantedForms = (line: Line): Set<string> => new Set(line.want.flatMap(forms));

const itemsOf = (line: Line): string[] => extractIdentifiers(line.text, { source: line.source ?? 'user' });

const isKept = (line: Line, want: Want): boolean => {
  const items = itemsOf(line);
  return forms(want).some((form) => items.includes(form));
};
const isNoiseKept = (line: Line, token: string): boolean => {
  const wanted = wantedForms(line);
  return itemsOf(line).some((item) => !wanted.has(item) && holdsWord(item, token));
};
const straysOf = (line: Line): string[] => {
  const wanted = wantedForms(line);
  return itemsOf(line).filter((item) => !wanted.has(item) && !line.noise.some((token) => holdsWord(item, token)));
};

/** The list's rows and counts, under `title`. */
export function describeIdentifierList(title: string, list: IdentifierList): void {
  const LINES = [...list.english, ...list.turkish];
  describe(`${title}: wanted`, () => {
    for (const line of LINES) {
      for (const want of line.want) {
        const key = `${line.id}:${firstForm(want)}`;
        const row = list.missed.has(key) ? it.fails : it;
        row(`${key} kept whole from ${JSON.stringify(line.text)}`, () => expect(isKept(line, want)).toBe(true));
      }
    }
  });

  describe(`${title}: noise`, () => {
    for (const line of LINES) {
      for (const token of line.noise) {
        const key = `${line.id}:${token}`;
        const row = list.noiseKept.has(key) ? it.fails : it;
        row(`${key} not listed from ${JSON.stringify(line.text)}`, () => expect(isNoiseKept(line, token)).toBe(false));
      }
    }
  });

  describe(`${title}: the counts`, () => {
    const wants = LINES.flatMap((line) => line.want.map((want) => ({ line, want })));
    const noise = LINES.flatMap((line) => line.noise.map((token) => ({ line, token })));

    it(`is a list of at least ${list.atLeast.lines} lines, half of them Turkish, with at least ${list.atLeast.noise} noise tokens`, () => {
      expect(LINES.length).toBeGreaterThanOrEqual(list.atLeast.lines);
      expect(Math.abs(list.english.length - list.turkish.length)).toBeLessThanOrEqual(1);
      expect(noise.length).toBeGreaterThanOrEqual(list.atLeast.noise);
      expect(new Set(LINES.map((line) => line.id)).size).toBe(LINES.length);
      // Every key of the expected-failure sets names a row, so a set cannot hold a stale key that hides nothing.
      const wantKeys = new Set(wants.map(({ line, want }) => `${line.id}:${firstForm(want)}`));
      const noiseKeys = new Set(noise.map(({ line, token }) => `${line.id}:${token}`));
      expect(wantKeys.size).toBe(wants.length);
      expect([...list.missed].filter((key) => !wantKeys.has(key))).toEqual([]);
      expect([...list.noiseKept].filter((key) => !noiseKeys.has(key))).toEqual([]);
    });

    it('keeps the measured share of the wanted identifiers and of the noise', () => {
      const kept = wants.filter(({ line, want }) => isKept(line, want)).length;
      const noiseKept = noise.filter(({ line, token }) => isNoiseKept(line, token)).length;
      const strays = LINES.flatMap(straysOf);
      expect({ kept, of: wants.length, noiseKept, noiseOf: noise.length, strays: strays.length }).toEqual({
        kept: wants.length - list.missed.size,
        of: wants.length,
        noiseKept: list.noiseKept.size,
        noiseOf: noise.length,
        strays: list.strays,
      });
    });
  });
}
