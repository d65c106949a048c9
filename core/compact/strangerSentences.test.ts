import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';

/**
 * A sentence that ends in a number the word before it names (issue 14), a twenty-third list written before any change
 * for it, in domains no conversation of the set uses (a ski school, a glassblower, a choir, a ferry line, a vineyard, a
 * climbing gym, a bookbindery, a kennel). People end a sentence on a date written month first ("the kiln is free jan
 * 14. I'm Ruth"), a weekday and its day ("friday 9. bring the ropes"), or a thing and its number ("day 2. Budget …",
 * "gate 4. Boarding …"): the dot after the number ends the sentence, though after other words a small number and a
 * dot is a Turkish ordinal or a list number ("3. düğüm", "OSB 2. Cad.", "oda 4. katta") and runs on.
 *
 * `want`: the sentences as `splitSentences` should give them, verbatim. A row the splitter gets wrong today runs as an
 * expected failure (`WRONG`), so a row fixed or broken fails until the set and the counts are updated.
 *
 * Before any change for it: 9 of 20 rows split as written (t03 fails on its street's abbreviation, "Cad." read as a
 * sentence's end before a lower-case word). After the round's change (`sentences.ts`: English numbered things before
 * the number; a Turkish street's or trade's abbreviation): 15 of 20; the five dates written month or weekday first are
 * left (see `WRONG`).
 */
interface Row {
  id: string;
  text: string;
  want: readonly string[];
}

const ENGLISH: Row[] = [
  { id: 'e01', text: "the annealer is free from jan 14. I'm Ruth, I run the hot shop", want: ['the annealer is free from jan 14.', "I'm Ruth, I run the hot shop"] },
  { id: 'e02', text: 'first choir rehearsal is Feb 3. The altos start at six', want: ['first choir rehearsal is Feb 3.', 'The altos start at six'] },
  { id: 'e03', text: 'harvest starts sept 21. pickers arrive the day before', want: ['harvest starts sept 21.', 'pickers arrive the day before'] },
  { id: 'e04', text: 'the ferry refit ends friday 9. bring the new timetable', want: ['the ferry refit ends friday 9.', 'bring the new timetable'] },
  { id: 'e05', text: 'we climb on Wed 12. Then the route setters come', want: ['we climb on Wed 12.', 'Then the route setters come'] },
  { id: 'e06', text: 'ski school week ends on day 5. Budget stays at 400', want: ['ski school week ends on day 5.', 'Budget stays at 400'] },
  { id: 'e07', text: 'the dogs board at gate 4. Kennel staff meet them there', want: ['the dogs board at gate 4.', 'Kennel staff meet them there'] },
  { id: 'e08', text: 'the spine glue is on page 12. do not reprint it', want: ['the spine glue is on page 12.', 'do not reprint it'] },
  { id: 'e09', text: 'put the tasting in room 3. Nobody books it before noon', want: ['put the tasting in room 3.', 'Nobody books it before noon'] },
  { id: 'e10', text: 'the lift pass covers season 2. Refunds are not possible', want: ['the lift pass covers season 2.', 'Refunds are not possible'] },
  // Look-alikes: an abbreviation, a number before a unit or a bare list number.
  { id: 'e11', text: 'order the glass e.g. Bullseye and keep the rods', want: ['order the glass e.g. Bullseye and keep the rods'] },
  { id: 'e12', text: 'No kennel visits before 10. the vet comes at eleven', want: ['No kennel visits before 10.', 'the vet comes at eleven'] },
];

const TURKISH: Row[] = [
  // Turkish writes the ordinal before its noun: these run on.
  { id: 't01', text: 'kayak dersi 3. pistte, öğleden sonra', want: ['kayak dersi 3. pistte, öğleden sonra'] },
  { id: 't02', text: 'cam atölyesi oda 4. katta, asansör yok', want: ['cam atölyesi oda 4. katta, asansör yok'] },
  { id: 't03', text: 'bağ evi OSB 2. Cad. üzerinde', want: ['bağ evi OSB 2. Cad. üzerinde'] },
  { id: 't04', text: 'koro provası salı 2. kez ertelendi', want: ['koro provası salı 2. kez ertelendi'] },
  { id: 't05', text: 'feribot sefer listesinde kapı 2. sırada', want: ['feribot sefer listesinde kapı 2. sırada'] },
  { id: 't06', text: 'ciltleme 14 Ocak. Sonra kapaklara geçeriz', want: ['ciltleme 14 Ocak.', 'Sonra kapaklara geçeriz'] },
  { id: 't07', text: 'tırmanış salonu 1. gün kapalı. Hafta sonu açık', want: ['tırmanış salonu 1. gün kapalı.', 'Hafta sonu açık'] },
  { id: 't08', text: 'köpek oteli 5. gün fatura kesiyor', want: ['köpek oteli 5. gün fatura kesiyor'] },
];

const ROWS: readonly Row[] = [...ENGLISH, ...TURKISH];

/** Rows `splitSentences` splits otherwise today, by id. */
const WRONG = new Set<string>([
  // A date written month or weekday first is left joined (sentences.ts, NAMING_WORDS: split there, two rules of the
  // eighteen conversations read last were lost to supersession of the whole sentence).
  'e01',
  'e02',
  'e03',
  'e04',
  'e05',
]);

describe('a sentence that ends in a number the word before it names', () => {
  for (const row of ROWS) {
    const test = WRONG.has(row.id) ? it.fails : it;
    test(`${row.id}: ${JSON.stringify(row.text)}`, () => expect(splitSentences(row.text)).toEqual(row.want));
  }

  it('is a list of at least 20 rows, Turkish and English, and every expected failure names a row', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ROWS.map((row) => row.id)).size).toBe(ROWS.length);
    expect([...WRONG].filter((id) => !ROWS.some((row) => row.id === id))).toEqual([]);
  });
});
