import { expect, it } from 'vitest';
import { describeIdentifierCases, type IdentifierCase } from '../../compaction/test-helpers/identifierCases.js';

/**
 * Two shapes of code the identifier extractor read as something else (issue 14), a twenty-seventh list written before
 * any change for them, in domains no conversation of the set uses (a planetarium, an orchestra's library, a ceramics
 * fair, a rowing club, a dance school, a linguistics seminar, a botanic garden, a radio station):
 *
 * - a capital and three digits, a room, a hall, a locker or a stand (`C214`, `D118`): read as an acronym with a
 *   digit (`SOC2`, `4K`, `3DS`), which has at most two digits or starts with one;
 * - a citation key, an author's surname in lower case and a year (`ramirez2017`, `tanaka2008a`): read as a word with
 *   a number (`rc1`, `last4`, `mp3`), which has no year in it.
 *
 * Look-alikes beside them must stay out: acronyms with a digit, a language level, a quarter, a priority, a year
 * alone, a word with a small number, a file format. `want`: values the extractor must return; `not`: values it must
 * not. A case it gets wrong runs as an expected failure (`WRONG`), with why.
 *
 * Before any change for them: 0 of 10 cases with codes hold (none of 14 codes read), 7 of 7 look-alike cases. After
 * the round's change (`identifiers.ts`, `isCode`): 10 of 10 and 6 of 7; a machine's model of the same shape (`A100`,
 * a GPU) is read as a code (known, below).
 */
const CASES: IdentifierCase[] = [
  { name: 'e01', source: 'user', text: 'the string quartet rehearses in C214 this week, not the big hall', want: ['C214'], not: [] },
  { name: 'e02', source: 'assistant', text: 'The broken locker is K305; the rowing club moved the oars to K306.', want: ['K305', 'K306'], not: [] },
  { name: 'e03', source: 'tool', text: 'STAND  EXHIBITOR\nG102   Tidewater Clay\nG103   Ember Kiln Co', want: ['G102', 'G103'], not: [] },
  { name: 'e04', source: 'user', text: 'the reviewer wants ramirez2017 cited before okoye2021', want: ['ramirez2017', 'okoye2021'], not: [] },
  { name: 'e05', source: 'assistant', text: 'I added tanaka2008a to the bibliography; lindqvist1999 still has no DOI.', want: ['tanaka2008a', 'lindqvist1999'], not: [] },
  { name: 't01', source: 'user', text: 'gökyüzü gösterisi bu hafta D118 salonunda, kubbe tadilatta', want: ['D118'], not: [] },
  { name: 't02', source: 'assistant', text: 'Dans okulunun prova salonu B117 kapalı, dersleri B119a değil B119 salonuna aldım.', want: ['B117', 'B119a', 'B119'], not: [] },
  { name: 't03', source: 'tool', text: '{"sera": "S204", "bitki": "orkide", "nem": 80}', want: ['S204'], not: [] },
  { name: 't04', source: 'user', text: 'kaynakçada yilmaz2019 eksik, demir2020 de iki kere geçiyor', want: ['yilmaz2019', 'demir2020'], not: [] },
  { name: 't05', source: 'assistant', text: 'Radyonun arşiv kaydı R412 rafında duruyor.', want: ['R412'], not: [] },
  // Look-alikes.
  { name: 'e06', source: 'user', text: 'we need SOC2 sign-off and 4K screens for the dome', want: [], not: ['SOC2', '4K'] },
  { name: 'e07', source: 'user', text: 'the 2019 season report, the rc1 build and last4 of the card are all in the folder', want: [], not: ['2019', 'rc1', 'last4'] },
  { name: 'e08', source: 'assistant', text: 'That is a P1 for Q3; the mp3 files are in the usual place.', want: [], not: ['P1', 'Q3', 'mp3'] },
  { name: 't06', source: 'user', text: 'kurs B2 seviyesinde, A4 kağıda basılsın, 3D gözlük gerekmez', want: [], not: ['B2', 'A4', '3D'] },
  { name: 't07', source: 'user', text: 'konser 2026 sezonunda, covid19 önlemleri kalktı', want: [], not: ['2026'] },
  { name: 'e09', source: 'user', text: 'the orchestra library lends scores from 1998 on, sheets in A3 only', want: [], not: ['1998', 'A3'] },
  { name: 'e10', source: 'assistant', text: 'The planetarium renders on an A100; the old rig was a pair of 3090s.', want: [], not: ['A100'] },
];

/** Cases the extractor gets wrong, by name, each with why. */
const WRONG = new Map<string, string>([
  // A machine's model has a room's shape: a capital and three digits. Told apart only by what the sentence is about.
  ['e10', 'a GPU model (A100) read as a room-like code'],
]);

describeIdentifierCases('a capital and three digits, and a citation key, are codes', CASES, new Set(WRONG.keys()), () => {
  it('is a list of 17 cases, 10 with codes', () => {
    expect(CASES.length).toBe(17);
    expect(CASES.filter((c) => c.want.length > 0).length).toBe(10);
    expect(CASES.filter((c) => c.name.startsWith('t')).length).toBe(7);
  });
});
