import { expect, it } from 'vitest';
import { describeIdentifierCases, type IdentifierCase } from '../../compaction/test-helpers/identifierCases.js';

/**
 * A British postcode (issue 14), a twenty-seventh list written before any change for it, in domains no conversation of
 * the set uses (a piano removal, a kiln delivery, a rowing club, a choir's tour, a bookbindery, a cheese shop): an
 * area's letters and a district's digit, a space, a digit and two letters (`EH7 4AA`, `SW1A 1AA`, `M1 1AE`). The
 * extractor read none of it: a district is too short for a code and the second half has no shape of its own.
 *
 * Look-alikes beside them must stay as they are: a British plate (`KX19 BHD`, read as a plate), a quarter and a time
 * (`Q3 3PM`), a chip and its memory (`M2 8GB`), a Turkish plate, a language level before a count. `want`: values the
 * extractor must return; `not`: values it must not. A case it gets wrong runs as an expected failure (`WRONG`).
 *
 * Before any change for it: 0 of 7 postcode cases hold, 6 of 6 look-alikes. After the round's change
 * (`identifiers.ts`, `UK_POSTCODE`): 7 of 7 and 6 of 6.
 */
const CASES: IdentifierCase[] = [
  { name: 'e01', source: 'user', text: 'the piano goes to the flat at EH7 4AA on friday', want: ['EH7 4AA'], not: [] },
  { name: 'e02', source: 'user', text: 'deliver the kiln to SW1A 1AA, ring the bell twice', want: ['SW1A 1AA'], not: [] },
  { name: 'e03', source: 'tool', text: '{"postcode": "M1 1AE", "depot": "north"}', want: ['M1 1AE'], not: [] },
  { name: 'e04', source: 'assistant', text: "The rowing club's boathouse is at OX1 4LB.", want: ['OX1 4LB'], not: [] },
  { name: 'e05', source: 'assistant', text: 'Both choir coaches leave from LS2 9JT at seven.', want: ['LS2 9JT'], not: [] },
  { name: 't01', source: 'user', text: "Londra'daki cilt atölyesi E14 5AB adresinde, kargo oraya", want: ['E14 5AB'], not: [] },
  { name: 't02', source: 'assistant', text: 'Peynir dükkanının fatura adresi N1 9GU olarak kayıtlı.', want: ['N1 9GU'], not: [] },
  // Look-alikes.
  { name: 'e06', source: 'user', text: 'the van KX19 BHD is booked for the move', want: ['KX19 BHD'], not: [] },
  { name: 'e07', source: 'user', text: 'move the Q3 3PM review to monday', want: [], not: ['Q3 3PM'] },
  { name: 'e08', source: 'assistant', text: 'An M2 8GB laptop is enough for the label printer.', want: [], not: ['M2 8GB'] },
  { name: 'e09', source: 'user', text: 'we need A4 2mm card for the covers', want: [], not: ['A4 2mm'] },
  { name: 't03', source: 'user', text: 'minibüs plakası 34 VK 1187, koro onunla gidiyor', want: ['34 VK 1187'], not: [] },
  { name: 't04', source: 'user', text: 'B2 3 kişi, B1 5 kişi kayıtlı', want: [], not: ['B2 3', 'B1 5'] },
];

/** Cases the extractor gets wrong, by name, each with why. */
const WRONG = new Map<string, string>([
]);

describeIdentifierCases('a British postcode is one identifier', CASES, new Set(WRONG.keys()), () => {
  it('is a list of 13 cases, 7 postcodes', () => {
    expect(CASES.length).toBe(13);
    expect(CASES.filter((c) => c.want.some((v) => / \d[A-Z]{2}$/u.test(v))).length).toBe(7);
  });
});
