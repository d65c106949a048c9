import { describe, expect, it } from 'vitest';
import { extractSummary } from './extractSummary.js';
import { emptyContent, type SummaryLanguage, type SummaryTurn } from './summary.js';

/**
 * Summary lines no truth file counts (issue 14: at most 15 % of the summary's items may be absent from the truth
 * files). Read off the tuning half's absent lines, classes whose form tells them, written here before any change in
 * domains no conversation of the set uses (a choir tour, a fencing club, a soap workshop, a bike courier, a çini
 * atölyesi, a kreş, a balıkçı kooperatifi, a regatta), English and Turkish, each beside look-alikes that must stay:
 *
 * - **a table pasted as comma-separated rows** ("SKU,NAME,PRICE,QTY" and its rows): data, not the user's words, like a
 *   table aligned by spaces; its rows are no rules (the tuning half kept two such rows and the count under them as
 *   constraints). The user's own rule in the same turn stays, and the rows' records are still listed. Look-alikes that
 *   stay: a list joined by ", " ("meta $18,000, google $22,000"), one line with commas and no space ("ok,go with
 *   15,not 20": a user typing, not a table), numbers with thousands separators.
 * - **a request for help and a bare "not yet"**: "yardımın lazım", "help me keep it all straight" ask the assistant to
 *   help, and bind nothing; "not yet", "henüz değil" answer a question the summary does not hold, and on their own
 *   say nothing. Look-alikes that stay: a request for help that sets a limit ("help me keep the budget under
 *   €5,000"), "yardım" as a thing ("yardım paketi 500 TL olsun"), a "not yet" with the step it waits for ("not yet,
 *   I'll ask Marta tomorrow"), a ban until later ("don't send it yet", "henüz gönderme").
 *
 * Before any change (at 04047cb): pasted rows 0 of 6 left out, look-alikes 6 of 6 kept; requests for help and bare
 * "not yet" 3 of 12 left out (three requests for help no clause rule reads as anything), look-alikes 10 of 10 kept.
 * After (`extractSummary.ts`: `isCsvRow` in `pastedFlags`; `ASKS_FOR_HELP`, `NOT_YET_ALONE` in `userItems`): 6 of 6
 * and 6 of 6; 12 of 12 and 10 of 10.
 *
 * Written with them and taken back: a rate only the assistant wrote ("That works out to €214.29/day") left unlisted.
 * None of the tuning half's 31 such values is an identifier of the truth files as written, but the truth files name
 * the amount inside them ("€142.00" of "€142.00/night"): leaving them out lost 10 identifiers. The list's eight rates
 * went with it.
 */

function input(turns: SummaryTurn[], language: SummaryLanguage) {
  return { turns, previous: emptyContent(), language, maxTurn: turns[turns.length - 1]!.n };
}

const userTurn = (text: string): SummaryTurn[] => [
  { n: 1, role: 'user', text },
  { n: 2, role: 'assistant', text: 'Noted.' },
];

/** Every line the summary writes: the items' texts and the identifiers listed. */
function summaryLines(turns: SummaryTurn[], language: SummaryLanguage): { items: string[]; identifiers: string[] } {
  const c = extractSummary(input(turns, language));
  return { items: [...c.constraints, ...c.decisions, ...c.rejected, ...c.openQuestions].map((i) => i.text), identifiers: c.identifiers.map((i) => i.text) };
}

/** [language, the user's turn with a table pasted as comma-separated rows, a row's words, the user's own rule, a record of the rows]. */
const ROWS: [SummaryLanguage, string, string, string, string][] = [
  ['en', 'stock sheet:\nSKU,NAME,PRICE,QTY\nKB-101,lavender soap,£4.50,120\nKB-102,oat soap,£4.20,80\n\nkeep every price under £5.', 'lavender soap', 'keep every price under £5', 'KB-101'],
  ['en', 'last week:\ndate,route,riders,drop\n2027-03-02,north loop,14,RT-12\n2027-03-03,river run,9,RT-14\n\nnever put more than 12 riders on one route.', 'north loop', 'never put more than 12 riders on one route', 'RT-12'],
  ['en', 'bout,fencer,club,score\nB-01,Ilse Marr,Westbury FC,15-9\nB-02,Tom Keel,Hartley Blades,12-15\n\ndo not publish scores before the final.', 'Westbury FC', 'do not publish scores before the final', 'B-01'],
  ['tr', 'stok listesi:\nKOD,ÜRÜN,FİYAT,ADET\nCN-01,çini tabak,₺450,30\nCN-02,çini kase,₺320,45\n\nfiyatlara dokunma.', 'çini tabak', 'fiyatlara dokunma', 'CN-01'],
  ['tr', 'tekne,kaptan,kişi\nMAVİ-3,Hasan Reis,8\nMAVİ-5,Erol Reis,6\n\nhiçbir tekneye 8 kişiden fazla binmesin.', 'Hasan Reis', 'hiçbir tekneye 8 kişiden fazla binmesin', 'MAVİ-3'],
  // (Its rows name no record the extractor reads: classes by a bare name, a teacher by "Hanım". Its record was written
  // as "Papatya" before the change; the change left the rows out and kept the rule, and nothing lists a bare name.)
  ['tr', 'sinif,ogretmen,cocuk\nPapatya,Ayse Hanim,14\nLale,Zeynep Hanim,12\n\nsiniflar 15 cocugu gecmesin.', 'Ayse Hanim', 'siniflar 15 cocugu gecmesin', ''],
];

/** Each row's user turn, summarized alone: its items hold the row's piece (`kept`) or none of them does. */
function describePieces(title: string, rows: readonly [SummaryLanguage, string, string][], kept: boolean): void {
  describe(title, () => {
    for (const [language, text, piece] of rows) {
      it(`${language}: ${text}`, () => {
        expect(summaryLines(userTurn(text), language).items.some((line) => line.includes(piece))).toBe(kept);
      });
    }
  });
}

/** [language, the user's turn, a piece of it the summary's items must hold]. */
const ROWS_NEAR: [SummaryLanguage, string, string][] = [
  ['en', 'split it: meta $18,000, google $22,000, tiktok $8,000', 'meta $18,000'],
  ['en', 'ok,go with 15,not 20', 'go with 15'],
  ['en', 'budget is 1,250,000 all in, never above it', 'budget is 1,250,000'],
  ['en', 'keep rooms 3,4,5 empty for the judges', 'keep rooms 3,4,5 empty'],
  ['tr', 'bütçe 1.250.000 TL, bunu geçme', 'bütçe 1.250.000 TL'],
  ['tr', '3,4,5 numaralı odaları boş bırak', '3,4,5 numaralı odaları boş bırak'],
];

describe('rows pasted as comma-separated values are data, not rules', () => {
  for (const [language, text, row, rule, record] of ROWS) {
    it(`${language}: ${row}`, () => {
      const { items, identifiers } = summaryLines(userTurn(text), language);
      expect(items.some((line) => line.includes(row))).toBe(false);
      expect(items.some((line) => line.includes(rule))).toBe(true);
      if (record !== '') expect(identifiers).toContain(record);
    });
  }
});

describePieces('a line with commas that is no pasted table stays', ROWS_NEAR, true);

/** [language, the user's turn (after an assistant's question when it answers one), a piece no line may hold]. */
const TALK: [SummaryLanguage, string, string][] = [
  ['en', "I'll be sending you the regatta entries all week, help me keep track of it all", 'help me keep track'],
  ['en', 'I need your help with the kiln schedule.', 'help with the kiln'],
  ['en', 'could use some help with the choir tour', 'help with the choir'],
  ['en', "we're reorganising the courier shifts, need your help.", 'need your help'],
  ['tr', 'selam, kreşin yaz programını hazırlıyoruz, yardımın lazım.', 'yardımın lazım'],
  ['tr', 'bu hafta kooperatifin hesaplarında yardımınız gerekiyor.', 'yardımınız gerekiyor'],
  ['tr', 'atölyenin siparişlerini topluyorum, yardım lazım.', 'yardım lazım'],
  ['en', 'not yet.', 'not yet'],
  ['en', 'nope, not yet', 'not yet'],
  ['tr', 'henüz değil', 'henüz değil'],
  ['tr', 'yok, henüz değil.', 'henüz değil'],
  ['tr', 'hayır, daha değil', 'daha değil'],
];

/** [language, the user's turn, a piece the summary's items must hold]. */
const TALK_NEAR: [SummaryLanguage, string, string][] = [
  ['en', 'help me keep the budget under €5,000', 'under €5,000'],
  ['en', 'not yet, I will ask Marta tomorrow', 'ask Marta tomorrow'],
  ['en', "don't send the entries yet", "don't send the entries yet"],
  ['en', 'never ask the judges for help with scoring', 'never ask the judges'],
  ['en', 'no help from the parents on the kiln, ever', 'no help from the parents'],
  ['tr', 'yardım paketi 500 TL olsun', 'yardım paketi 500 TL'],
  ['tr', 'yardımın lazım ama bütçe 20 bini geçmesin', 'bütçe 20 bini geçmesin'],
  ['tr', 'henüz gönderme', 'henüz gönderme'],
  ['tr', 'velilerden yardım isteme', 'velilerden yardım isteme'],
  ['tr', 'henüz değil, yarın Ayşe Hanım’a soracağım', 'soracağım'],
];

describePieces('a request for help and a bare "not yet" are no lines', TALK, false);

describePieces('a request with a limit, help as a thing, and a step that waits stay', TALK_NEAR, true);

/**
 * Written before its change, after the rules above: a count in a series glued to the name after it ("Ep1 Kwame" of
 * "Ep1 Kwame 14 Jan", four lines of one tuning conversation, none an identifier of its truth file, which names the
 * guests in full) is no record. Before (at 76b1a31): 0 of 6 left out, look-alikes 6 of 6 listed.
 */
const SERIES: [SummaryLanguage, string, string][] = [
  ['en', 'Ch3 Amaya 12 May, Ch4 Tobias 19 May. Drafts due a week before each.', 'Ch3 Amaya'],
  ['en', 'Vol2 Hendrika ships in June, the cover is not final.', 'Vol2 Hendrika'],
  ['en', 'Pt1 Sorensen Ridge, Pt2 the lakeshore. Both walks start at 9.', 'Pt1 Sorensen'],
  ['en', 'Ep5 Odalys 3 Mar is recorded, Ep6 is not.', 'Ep5 Odalys'],
  ['tr', 'Ep2 Selin 14 Mart, Ep3 Berk 21 Mart kayıtta.', 'Ep2 Selin'],
  ['tr', 'Ch7 Nermin Hanım bitirdi, redaksiyona gidiyor.', 'Ch7 Nermin'],
];

/** [language, the assistant's words, an identifier that must still be listed]. */
const SERIES_NEAR: [SummaryLanguage, string, string][] = [
  ['en', 'Order the Lenovo ThinkPad X1 Carbon for Amaya.', 'Lenovo ThinkPad X1 Carbon'],
  ['en', 'Epic Northway Studios sent the contract for Vol2.', 'Epic Northway Studios'],
  ['en', 'Chelsea Brandvold signed the release for Ep5.', 'Chelsea Brandvold'],
  ['en', 'The guest for Ep6 is Odalys Ferreira-Lund.', 'Odalys Ferreira-Lund'],
  ['tr', 'Ep2 için konuk Selin Karaağaç, kayıt 14 Mart.', 'Selin Karaağaç'],
  ['tr', 'Kapakları Çizgi Atölyesi basıyor, Ch7 dahil.', 'Çizgi Atölyesi'],
];

const assistantTurn = (text: string): SummaryTurn[] => [
  { n: 1, role: 'user', text: 'what is the schedule?' },
  { n: 2, role: 'assistant', text },
];

describe('a count in a series glued to a name is no record', () => {
  for (const [language, text, glued] of SERIES) {
    it(`${language}: ${glued}`, () => {
      expect(summaryLines(assistantTurn(text), language).identifiers.some((id) => id.startsWith(glued))).toBe(false);
    });
  }
});

describe('a name beside a count in a series is still listed', () => {
  for (const [language, text, name] of SERIES_NEAR) {
    it(`${language}: ${name}`, () => {
      expect(summaryLines(assistantTurn(text), language).identifiers).toContain(name);
    });
  }
});
