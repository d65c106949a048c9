import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from './identifiers.js';

/**
 * Identifiers the extractor still cuts, found while writing
 * `properties/identifierRows.ts` (each a shape its own comments or
 * docs/compaction.md name): expected failures until the extractor reads them.
 */
const MISSES: { text: string; want: string; why: string }[] = [
  {
    text: 'adres Kavak Sokak No:9 orada',
    want: 'Kavak Sokak No:9',
    why: 'a named street\'s door written without a space after "No:" is cut into the street and a code "No:9" (with the space it is whole)',
  },
  { text: 'office 12B Baker St now', want: '12B Baker St', why: 'a house number with a letter gives the street alone, though the address pattern allows the letter' },
  { text: 'we met J. R. Tolkien there', want: 'J. R. Tolkien', why: 'two initials each followed by a space lose the first' },
  {
    text: 'Yıldızlar Gıda A.Ş. ödedi',
    want: 'Yıldızlar Gıda A.Ş.',
    why: 'a company whose first word looks plural loses it at the start of a sentence (read as a lead-in); mid-sentence it is whole',
  },
];

describe('identifiers the extractor still cuts (expected failures)', () => {
  for (const { text, want, why } of MISSES) it.fails(`${why}: ${text}`, () => expect(extractIdentifiers(text)).toContain(want));
});
