import { TYPINGS, typed, type Typing } from '../changes.js';

/** A text by its words: brackets, braces and `~` out, each run of whitespace one space (the gaps a case draws). */
const words = (text: string): string =>
  text
    .replace(/[[\]{}]/gu, '')
    .replace(/~/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/** One row of a table, and whether a text is that row typed one way (at any runs of whitespace). */
export interface TypedOnly {
  row: string;
  how: Typing;
  is(text: string): boolean;
}

/**
 * The first of `rows` that typing `how` writes apart from every other typing (a row with a Turkish letter and a small
 * first letter, for as-is; any row with a small letter, for capitals), and a test for it so typed. A reader that
 * misreads only that text misreads one row under one typing: a table read under one typing a case, drawn, passes it
 * in every case that draws another typing; a table read under every typing in every case fails at its first case.
 */
export function typedOnly(rows: readonly string[], how: Typing): TypedOnly {
  for (const row of rows) {
    const mine = words(typed(row, how));
    if (TYPINGS.every((other) => other === how || words(typed(row, other)) !== mine)) return { row, how, is: (text) => words(text) === mine };
  }
  throw new Error(`no row is typed ${how} apart from the other typings: ${JSON.stringify(rows.slice(0, 3))}…`);
}

/** The earlier statements of a pair table, but those of pairs typed only some ways (`only`). */
export const earlierTexts = (pairs: readonly { earlier: string | { text: string }; only?: readonly Typing[] }[]): string[] =>
  pairs.filter((p) => p.only === undefined).map((p) => (typeof p.earlier === 'string' ? p.earlier : p.earlier.text));
