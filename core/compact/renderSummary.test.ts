import { describe, expect, it } from 'vitest';
import { formatTurnList, parseSummary, renderSummary } from './renderSummary.js';
import { emptyContent, type Summary } from './summary.js';

const summary: Summary = {
  covers: 24,
  language: 'tr',
  content: {
    ...emptyContent(),
    constraints: [
      { text: 'Türkçe yaz, kısa tut.', turns: [1] },
      { text: 'Tablo kullanma (tur 3) gibi bir not.', turns: [3, 4, 5, 9] },
    ],
    rejected: [{ text: 'PDF olmasın.', turns: [7] }],
    identifiers: [{ text: 'INC-7781', turns: [3, 4, 5, 6, 7] }],
  },
};

describe('renderSummary', () => {
  it('writes headed lists with turn numbers, in the conversation language', () => {
    expect(renderSummary(summary)).toBe(
      [
        'Önceki turların özeti (tur 1–24). Buradaki kısıtlar hâlâ geçerli.',
        'Kısıtlar ve tercihler:',
        '- Türkçe yaz, kısa tut. (1)',
        '- Tablo kullanma (tur 3) gibi bir not. (3–5, 9)',
        'Reddedilen seçenekler:',
        '- PDF olmasın. (7)',
        'Kimlikler:',
        '- INC-7781 (3–7)',
      ].join('\n'),
    );
    const english = renderSummary({ ...summary, language: 'en', covers: 1, content: { ...emptyContent(), constraints: [{ text: 'Never cc the customer.', turns: [1] }] } });
    expect(english).toBe('Summary of earlier turns (turns 1). The constraints below still apply.\nConstraints and preferences:\n- Never cc the customer. (1)');
  });

  it('puts a multi-line item on one line', () => {
    const text = renderSummary({ ...summary, content: { ...emptyContent(), decisions: [{ text: 'B planı\n  ile gidelim.', turns: [2] }] } });
    expect(text.split('\n')[2]).toBe('- B planı ile gidelim. (2)');
  });

  it('is read back exactly (both languages, with carried text)', () => {
    expect(parseSummary(renderSummary(summary))).toEqual(summary);
    const carried: Summary = { ...summary, language: 'en', carried: 'A caller summary.\nKısıtlar ve tercihler:\n- not a list' };
    expect(parseSummary(renderSummary(carried))).toEqual(carried);
  });

  it('does not read text it did not write', () => {
    expect(parseSummary('Müşteri resmi dil istiyor.')).toBeUndefined();
    const edited = renderSummary(summary).replace('- PDF olmasın. (7)', 'PDF olmasın.');
    expect(parseSummary(edited)).toBeUndefined();
    // A list's last line always has its note: without one, the lines before it have no turns.
    expect(parseSummary(renderSummary(summary).replace('(3–5, 9)', '(üç)'))).toBeUndefined();
    expect(parseSummary(renderSummary(summary).replace('- PDF olmasın. (7)', '- PDF olmasın.'))).toBeUndefined();
  });

  it('gives lines of one list said in the same turns one note, on the last, and reads each back with it', () => {
    const runs: Summary = {
      covers: 30,
      language: 'en',
      content: {
        ...emptyContent(),
        constraints: [
          { text: 'Answer in Turkish.', turns: [1] },
          { text: 'Keep it short.', turns: [1] },
          { text: 'No emoji.', turns: [1] },
          { text: 'Budget is €4,000.', turns: [1], supersededBy: 20 },
          { text: 'Use table 2 (3)', turns: [4] },
          { text: 'Never page Marcus.', turns: [4] },
          { text: 'Invoices in TL.', turns: [4, 9] },
        ],
        decisions: [{ text: 'Go with Monti.', turns: [4] }],
      },
      said: [
        { text: 'and one more for the intern', turns: [21] },
        { text: 'could we skip Friday', turns: [21] },
      ],
    };
    const text = renderSummary(runs);
    expect(text.split('\n').slice(1)).toEqual([
      'Constraints and preferences:',
      '- Answer in Turkish.',
      '- Keep it short.',
      // A superseded line never shares its note, nor does one whose text ends like a note.
      '- No emoji. (1)',
      '- Budget is €4,000. (1; superseded by turn 20)',
      '- Use table 2 (3) (4)',
      '- Never page Marcus. (4)',
      '- Invoices in TL. (4, 9)',
      // A run ends with its list.
      'Decisions taken:',
      '- Go with Monti. (4)',
      'What the user said in the latest of these turns, verbatim:',
      '- and one more for the intern',
      '- could we skip Friday (21)',
    ]);
    expect(parseSummary(text)).toEqual(runs);
  });

  it('says which turn replaced an item, and reads it back (the supersession rule of the schema)', () => {
    const marked: Summary = {
      covers: 40,
      language: 'en',
      content: {
        ...emptyContent(),
        constraints: [{ text: 'budget is €38,000 all in', turns: [1], supersededBy: 36 }, { text: "we're at €32,500 now", turns: [36] }],
      },
    };
    expect(renderSummary(marked).split('\n').slice(2)).toEqual([
      '- budget is €38,000 all in (1; superseded by turn 36)',
      "- we're at €32,500 now (36)",
    ]);
    expect(parseSummary(renderSummary(marked))).toEqual(marked);
    const turkish: Summary = { ...marked, language: 'tr' };
    expect(renderSummary(turkish)).toContain('- budget is €38,000 all in (1; tur 36 ile değişti)');
    expect(parseSummary(renderSummary(turkish))).toEqual(turkish);
  });

  it('puts neighbouring identifiers on one line with the span of their turns, and reads them back in order, each with the line\'s span', () => {
    const ids: Summary = {
      covers: 30,
      language: 'tr',
      content: {
        ...emptyContent(),
        identifiers: [
          { text: 'INC-4471', turns: [1] },
          { text: 'Ege Tekstil A.Ş.', turns: [29] },
          { text: '48.250,00 TL', turns: [29] },
          { text: 'Rabelo private cruise, Six Bridges', turns: [29] },
          { text: 'M-10442', turns: [4, 29] },
        ],
      },
    };
    const text = renderSummary(ids);
    // The span from the line's first turn to its last, not every turn: a list of twenty turns costs some forty tokens.
    expect(text.split('\n').slice(2)).toEqual(['- INC-4471 · Ege Tekstil A.Ş. · 48.250,00 TL · Rabelo private cruise, Six Bridges · M-10442 (1–29)']);
    const read = parseSummary(text)!;
    const span = Array.from({ length: 29 }, (_, k) => k + 1);
    expect(read.content.identifiers).toEqual(ids.content.identifiers.map((i) => ({ text: i.text, turns: span })));
    // Read back and written again, the text is the same: the next compaction does not grow it.
    expect(renderSummary(read)).toBe(text);
    // A line holds some 600 characters of identifiers; the next one starts a line of its own.
    const many: Summary = { ...ids, content: { ...emptyContent(), identifiers: Array.from({ length: 60 }, (_, k) => ({ text: `RB-2026-${String(k).padStart(4, '0')}`, turns: [k + 1] })) } };
    const lines = renderSummary(many).split('\n').slice(2);
    expect(lines.length).toBe(2);
    expect(lines[0]).toMatch(/^- RB-2026-0000 · RB-2026-0001 · .* · RB-2026-0039 \(1–40\)$/u);
    expect(lines[1]).toMatch(/^- RB-2026-0040 · .* · RB-2026-0059 \(41–60\)$/u);
  });

  it('writes what the user said in the clamp window last, verbatim, under its own heading, and reads it back', () => {
    const said: Summary = {
      ...summary,
      said: [
        { text: 'stajyer için de bir tane daha olsun', turns: [21] },
        { text: 'keşke raporlar bir sayfayı geçmese,\n cuma da olmasın', turns: [23] },
      ],
    };
    const lines = renderSummary(said).split('\n');
    expect(lines.slice(-3)).toEqual([
      'Kullanıcının bu turların son kısmında söyledikleri, aynen:',
      '- stajyer için de bir tane daha olsun (21)',
      '- keşke raporlar bir sayfayı geçmese, cuma da olmasın (23)',
    ]);
    const read = parseSummary(renderSummary(said))!;
    expect(read.said).toEqual([said.said![0], { text: 'keşke raporlar bir sayfayı geçmese, cuma da olmasın', turns: [23] }]);
    expect(read.content).toEqual(summary.content);
    const english: Summary = { ...said, language: 'en', carried: 'A caller summary.' };
    expect(renderSummary(english)).toContain("What the user said in the latest of these turns, verbatim:\n- stajyer için de bir tane daha olsun (21)\n");
    expect(parseSummary(renderSummary(english))!.said).toHaveLength(2);
    expect(parseSummary(renderSummary(english))!.carried).toBe('A caller summary.');
    // An empty section is not written, and a heading with nothing under it is not read.
    expect(renderSummary({ ...summary, said: [] })).toBe(renderSummary(summary));
    expect(parseSummary(`${renderSummary(summary)}\nKullanıcının bu turların son kısmında söyledikleri, aynen:`)).toBeUndefined();
  });

  it('formats turn lists with ranges of three or more', () => {
    expect(formatTurnList([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7, 8');
    expect(formatTurnList([4])).toBe('4');
  });
});
