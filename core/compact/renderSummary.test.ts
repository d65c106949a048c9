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
    identifiers: [{ text: 'INC-7781', turns: [3, 5, 6, 7] }],
  },
};

describe('renderSummary', () => {
  it('writes headed lists with turn numbers, in the conversation language', () => {
    expect(renderSummary(summary)).toBe(
      [
        'Önceki turların özeti (tur 1–24). Buradaki kısıtlar hâlâ geçerli.',
        'Kısıtlar ve tercihler:',
        '- Türkçe yaz, kısa tut. (tur 1)',
        '- Tablo kullanma (tur 3) gibi bir not. (tur 3–5, 9)',
        'Reddedilen seçenekler:',
        '- PDF olmasın. (tur 7)',
        'Kimlikler:',
        '- INC-7781 (tur 3, 5–7)',
      ].join('\n'),
    );
    const english = renderSummary({ ...summary, language: 'en', covers: 1, content: { ...emptyContent(), constraints: [{ text: 'Never cc the customer.', turns: [1] }] } });
    expect(english).toBe('Summary of earlier turns (turns 1). The constraints below still apply.\nConstraints and preferences:\n- Never cc the customer. (turn 1)');
  });

  it('puts a multi-line item on one line', () => {
    const text = renderSummary({ ...summary, content: { ...emptyContent(), decisions: [{ text: 'B planı\n  ile gidelim.', turns: [2] }] } });
    expect(text.split('\n')[2]).toBe('- B planı ile gidelim. (tur 2)');
  });

  it('is read back exactly (both languages, with carried text)', () => {
    expect(parseSummary(renderSummary(summary))).toEqual(summary);
    const carried: Summary = { ...summary, language: 'en', carried: 'A caller summary.\nKısıtlar ve tercihler:\n- not a list' };
    expect(parseSummary(renderSummary(carried))).toEqual(carried);
  });

  it('does not read text it did not write', () => {
    expect(parseSummary('Müşteri resmi dil istiyor.')).toBeUndefined();
    const edited = renderSummary(summary).replace('- PDF olmasın. (tur 7)', 'PDF olmasın.');
    expect(parseSummary(edited)).toBeUndefined();
    expect(parseSummary(renderSummary(summary).replace('(tur 1)', '(tur bir)'))).toBeUndefined();
  });

  it('formats turn lists with ranges of three or more', () => {
    expect(formatTurnList([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7, 8');
    expect(formatTurnList([4])).toBe('4');
  });
});
