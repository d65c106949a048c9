import { expect, it } from 'vitest';
import { describeIdentifierCases, type IdentifierCase } from '../../compaction/test-helpers/identifierCases.js';

/**
 * A language tag with its region (issue 14), a twenty-seventh list written before any change for it, in domains no
 * conversation of the set uses (a dubbing studio, a board game's rulebook, a language app, a museum's audio guide, a
 * cookbook's translation, a ski resort's signs): two lower-case letters, a hyphen, two capitals (`de-AT`, `pt-BR`,
 * `tr-TR`). A file, a build or a voice-over is named by it; the extractor read none (no digit, not all capitals).
 *
 * Look-alikes beside them stay out: an English prefix before capitals (`ex-UK`, `co-CEO`, `re-RUN`), a prefix of three
 * letters (`non-EU`, `pre-GA`), a Turkish `e-Devlet`, a word with a hyphen (`x-ray`). `want`: values the extractor
 * must return; `not`: values it must not. A case it gets wrong runs as an expected failure (`WRONG`).
 *
 * Before any change for it: 0 of 7 tag cases hold, 5 of 5 look-alikes. After the round's change (`identifiers.ts`,
 * `isCode`): 7 of 7 and 5 of 5.
 */
const CASES: IdentifierCase[] = [
  { name: 'e01', source: 'user', text: 'ship the de-AT strings before the de-DE ones', want: ['de-AT', 'de-DE'], not: [] },
  { name: 'e02', source: 'tool', text: '{"locale": "fr-CA", "missing": 14}', want: ['fr-CA'], not: [] },
  { name: 'e03', source: 'assistant', text: 'The es-MX voice-over is done; es-ES is still recording.', want: ['es-MX', 'es-ES'], not: [] },
  { name: 'e04', source: 'user', text: 'the rulebook goes out in pt-BR first', want: ['pt-BR'], not: [] },
  { name: 't01', source: 'user', text: 'tanıtım metnini önce tr-TR için çevir, sonra az-AZ', want: ['tr-TR', 'az-AZ'], not: [] },
  { name: 't02', source: 'assistant', text: 'Sesli rehberin nl-BE dosyası eksik.', want: ['nl-BE'], not: [] },
  { name: 't03', source: 'tool', text: '{"dil": "ja-JP", "durum": "eksik"}', want: ['ja-JP'], not: [] },
  // Look-alikes.
  { name: 'e05', source: 'user', text: 'all ex-UK staff are a-OK, the co-CEO signed', want: [], not: ['ex-UK', 'co-CEO'] },
  { name: 'e06', source: 'user', text: 'we re-RUN the non-EU batch after the pre-GA build', want: [], not: ['re-RUN', 'non-EU', 'pre-GA'] },
  { name: 'e07', source: 'assistant', text: 'The x-ray of the old sign is back.', want: [], not: ['x-ray'] },
  { name: 't04', source: 'user', text: "e-Devlet'ten baktım, kayıt yok", want: [], not: ['e-Devlet'] },
  { name: 't05', source: 'user', text: 'un-UN gibi bir şey yazmış, anlamadım', want: [], not: ['un-UN'] },
];

/** Cases the extractor gets wrong, by name, each with why. */
const WRONG = new Map<string, string>([
]);

describeIdentifierCases('a language tag with its region is one identifier', CASES, new Set(WRONG.keys()), () => {
  it('is a list of 12 cases, 7 with tags', () => {
    expect(CASES.length).toBe(12);
    expect(CASES.filter((c) => c.want.length > 0).length).toBe(7);
  });
});
