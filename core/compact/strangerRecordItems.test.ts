import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryInput, type SummaryLanguage, type SummaryTurn } from './summary.js';

/**
 * Room in the summary (issue 14): on the tool-heavy sessions the identifiers the summary cannot fit are cut, and
 * what takes their room counts. A list written before any change for it, in domains no conversation of the set uses
 * (a beekeepers' association, a puppet theatre, an ice rink, a tea estate, a canal-boat hire, a violin workshop, a ski
 * school, a mushroom farm), English and Turkish:
 *
 * - a user's line that only names records — a phone, an IBAN, a case number, an address, a few codes, bare or after
 *   a label that says nothing by itself ("hive register HV-2291", "vaka no AT-55012", "email is …") — is no rule and
 *   no decision: the summary lists its identifiers (a line of their own costs twice as much), not the line;
 * - near misses that stay lines: an amount or a count (a value that may be a limit: "deposit €1,200", "bütçe
 *   ₺85.000"), a label that tells something ("glazing only from Vitra Glass Ltd", "EKS-44 olsun"), an order naming a
 *   record ("send it to ops@…", "push tag v3.1"), a record before the words about it ("KR-8812 iptal edildi");
 * - an identifier named only in the arguments of a tool call (the assistant's query: a path it listed, a key it set),
 *   never in a result nor by anyone, ranks after the ones a tool returned: of 81 such values on the tuning half, 19
 *   are identifiers of the truth files; of those a result named, four in five.
 *
 * Before any change (at 04b349f): 2 of the 16 record lines left out (the two a clause rule already reads as nothing),
 * 14 of 14 near misses kept, 0 of 6 call-only identifiers ranked after the result's.
 * After (`extractSummary.ts`: `namesRecords`, and the tier of a call's own identifiers): 15 of 16, 14 of 14, 6 of 6.
 * A near miss added after the change, which left it out (as it left out an older list's "Dates as DD/MM/YYYY."): a
 * label with a word of how or where is a rule of form; with that word read, 15 of 15 near misses kept, and the
 * records 14 of 16: "workshop at 12 Luthier Row" has "at" in its label, read as where something is to happen
 * ("pickup at T2-14"), so it stays a line (`MISSED`). Two more near misses added after the change, which left them
 * out though the line said more than the identifiers listed: a title before a name ("Dr", which the extractor leaves
 * out of the name) and a phone the extractor cuts in two ("07700 900118"); with both read, 17 of 17 kept.
 * The miss (`MISSED`, an expected failure): the extractor takes "Kavaklı Sokak" of a Turkish address and leaves "No
 * 14/3" as words, so the line says more than its identifiers.
 */

const MISSED = new Set(['adres Kavaklı Sokak No 14/3', 'workshop at 12 Luthier Row, Cremona Yard.']);

const turnsOf = (userText: string): SummaryTurn[] => [
  { n: 1, role: 'user', text: userText },
  { n: 2, role: 'assistant', text: 'Noted.' },
];

function input(turns: SummaryTurn[], language: SummaryLanguage): SummaryInput {
  return { turns, previous: emptyContent(), language, maxTurn: turns[turns.length - 1]!.n };
}

const lines = (text: string, language: SummaryLanguage): string[] => {
  const c = extractSummary(input(turnsOf(text), language));
  return [...c.constraints, ...c.decisions].map((i) => i.text);
};
const listed = (text: string, language: SummaryLanguage): string[] => extractSummary(input(turnsOf(text), language)).identifiers.map((i) => i.text);

/** [language, the user's sentence (its own turn), the identifiers it names]. */
const RECORDS: [SummaryLanguage, string, string[]][] = [
  ['en', 'hive register HV-2291', ['HV-2291']],
  ['en', 'email is quill.marsh@puppet-theatre.example.', ['quill.marsh@puppet-theatre.example']],
  ['en', '(0131) 496 0175.', ['(0131) 496 0175']],
  ['en', 'RINK-07 and RINK-09', ['RINK-07', 'RINK-09']],
  ['en', 'boat is NB-Heron-14', ['NB-Heron-14']],
  ['en', 'workshop at 12 Luthier Row, Cremona Yard.', []],
  ['en', 'me = Tamsin Lowerby-Holt', ['Tamsin Lowerby-Holt']],
  ['en', 'invoice VW-2027-0318', ['VW-2027-0318']],
  ['tr', 'vaka no AT-55012.', ['AT-55012']],
  ['tr', 'telefonu 0532 774 18 20', ['0532 774 18 20']],
  ['tr', 'IBAN TR64 0001 2009 8760 0010 0214 77', ['TR64 0001 2009 8760 0010 0214 77']],
  ['tr', 'SK-14 ve SK-15', ['SK-14', 'SK-15']],
  ['tr', 'kovan kodu KV-3318', ['KV-3318']],
  ['tr', 'parti numarası MNT-2027-044', ['MNT-2027-044']],
  ['tr', 'çay bahçesi Rize Güneysu Tepe Çay', []],
  ['tr', 'adres Kavaklı Sokak No 14/3', []],
];

/** [language, the user's sentence, a piece of it the summary's constraints or decisions must hold]. */
const NEAR: [SummaryLanguage, string, string][] = [
  ['en', 'deposit €1,200', 'deposit €1,200'],
  ['en', 'glazing only from Vitra Glass Ltd', 'glazing only from Vitra Glass Ltd'],
  ['en', 'send the rota to coach@skischool.example', 'send the rota to coach@skischool.example'],
  ['en', 'push tag v3.1 after the matinee', 'push tag v3.1'],
  ['en', 'never book NB-Heron-14 for hen parties', 'never book NB-Heron-14'],
  ['en', 'budget 4,500 for the bows', 'budget 4,500'],
  // (added after the change, which left it out: a label with a word of how is a rule of form, `HOW_OR_WHERE`)
  ['en', 'labels as DD/MM/YYYY', 'labels as DD/MM/YYYY'],
  // (added after the change, which left them out and listed less than the line said: a title the extractor leaves out
  // of a name, a value it cuts apart)
  ['en', 'PI is Dr Ilse Brandvold-Ness', 'PI is Dr Ilse Brandvold-Ness'],
  ['en', '07700 900118', '07700 900118'],
  ['en', 'always cc ines.vale@violin.example', 'always cc ines.vale@violin.example'],
  ['tr', 'bütçe ₺85.000', 'bütçe ₺85.000'],
  ['tr', 'EKS-44 olsun', 'EKS-44 olsun'],
  ['tr', 'KR-8812 iptal edilsin', 'KR-8812 iptal edilsin'],
  ['tr', 'kovanları sadece Arıcılar Kooperatifi taşısın', 'sadece Arıcılar Kooperatifi'],
  ['tr', 'MNT-2027-044 partisini satma', 'MNT-2027-044 partisini satma'],
  ['tr', 'en fazla 1.500 kilo', 'en fazla 1.500 kilo'],
  ['tr', "0532 774 18 20'yi asla arama", "0532 774 18 20'yi asla arama"],
];

describe('a user line that only names records is listed as its identifiers, not as a line', () => {
  for (const [language, text, ids] of RECORDS) {
    (MISSED.has(text) ? it.fails : it)(`${language}: ${text}`, () => {
      expect(lines(text, language)).toEqual([]);
      for (const id of ids) expect(listed(text, language)).toContain(id);
    });
  }
});

describe('a line that says more than its records stays a line', () => {
  for (const [language, text, piece] of NEAR) {
    it(`${language}: ${text}`, () => {
      expect(lines(text, language).some((line) => line.includes(piece))).toBe(true);
    });
  }
});

/** A call the assistant makes with its own path or key, and a result that names other records. */
const CALLS: { language: SummaryLanguage; turns: SummaryTurn[]; callOnly: string; fromResult: string }[] = [
  {
    language: 'en',
    turns: [
      { n: 1, role: 'user', text: 'which hives failed inspection?' },
      { n: 2, role: 'assistant', text: '', calls: ['list_inspections({"batch":"INSP-27S"})'] },
      { n: 3, role: 'tool', text: 'HV-0412 failed varroa count' },
    ],
    callOnly: 'INSP-27S',
    fromResult: 'HV-0412',
  },
  {
    language: 'en',
    turns: [
      { n: 1, role: 'user', text: 'what is on stage tonight?' },
      { n: 2, role: 'assistant', text: '', calls: ['get_config({"show":"SHOW-0419"})'] },
      { n: 3, role: 'tool', text: 'preset LX-17 loaded for Punch-and-Judy-2027' },
    ],
    callOnly: 'SHOW-0419',
    fromResult: 'LX-17',
  },
  {
    language: 'en',
    turns: [
      { n: 1, role: 'user', text: 'who booked the rink on friday?' },
      { n: 2, role: 'assistant', text: '', calls: ['query({"rink":"RK-2","day":"fri"})'] },
      { n: 3, role: 'tool', text: 'BK-30217 Northside Curling Club' },
    ],
    callOnly: 'RK-2',
    fromResult: 'BK-30217',
  },
  {
    language: 'tr',
    turns: [
      { n: 1, role: 'user', text: 'hangi parti kuruyor?' },
      { n: 2, role: 'assistant', text: '', calls: ['olcum_getir({"hasat":"HS-2027"})'] },
      { n: 3, role: 'tool', text: 'MNT-2027-044 nem %62' },
    ],
    callOnly: 'HS-2027',
    fromResult: 'MNT-2027-044',
  },
  {
    language: 'tr',
    turns: [
      { n: 1, role: 'user', text: 'tekne teslim oldu mu?' },
      { n: 2, role: 'assistant', text: '', calls: ['kayit_ara({"iskele":"IS-07","tarih":"bugün"})'] },
      { n: 3, role: 'tool', text: 'NB-Heron-14 teslim alındı' },
    ],
    callOnly: 'IS-07',
    fromResult: 'NB-Heron-14',
  },
  {
    language: 'tr',
    turns: [
      { n: 1, role: 'user', text: 'keman faturası ne durumda?' },
      { n: 2, role: 'assistant', text: '', calls: ['fatura_getir({"donem":"D-2027-03"})'] },
      { n: 3, role: 'tool', text: 'VW-2027-0318 ödendi' },
    ],
    callOnly: 'D-2027-03',
    fromResult: 'VW-2027-0318',
  },
];

describe('an identifier named only in a call\'s arguments ranks after the ones a result names', () => {
  for (const c of CALLS) {
    it(`${c.language}: ${c.callOnly}`, () => {
      const ids = extractSummary(input(c.turns, c.language)).identifiers.map((i) => i.text);
      expect(ids).toContain(c.fromResult);
      const at = ids.indexOf(c.callOnly);
      expect(at).toBeGreaterThan(ids.indexOf(c.fromResult));
    });
  }
});
