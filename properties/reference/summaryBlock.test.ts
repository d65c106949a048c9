import { describe, expect, it } from 'vitest';
import { readSummaryBlock } from './summaryBlock.js';

/** The reference reader of the documented summary format, on blocks written by hand (docs/compaction.md). */
describe('readSummaryBlock', () => {
  it('reads each item with its turns: a run of lines shares the note of its last, a superseded line has its own', () => {
    const block = readSummaryBlock(
      [
        'Summary of earlier turns (turns 1–33). The constraints below still apply.',
        'Constraints and preferences:',
        '- Answer in Turkish.',
        '- Keep it short. (1)',
        '- budget is €38,000 all in (1; superseded by turn 36)',
        '- use table 2 (3) (4, 6–8)',
        'Identifiers:',
        '- INC-7781 · Anadolu Lojistik (5–31)',
      ].join('\n'),
    );
    expect(block?.covers).toBe(33);
    expect(block?.carried).toBeUndefined();
    expect(Object.fromEntries(block!.sections)).toEqual({
      'Constraints and preferences:': [
        { text: 'Answer in Turkish.', turns: [1] },
        { text: 'Keep it short.', turns: [1] },
        { text: 'budget is €38,000 all in', turns: [1], replaced: true },
        { text: 'use table 2 (3)', turns: [4, 6, 7, 8] },
      ],
      'Identifiers:': Array.from(['INC-7781', 'Anadolu Lojistik'], (text) => ({ text, turns: Array.from({ length: 27 }, (_, k) => 5 + k) })),
    });
  });

  it('takes what follows the last heading as carried text when it is not items with their turns', () => {
    const block = readSummaryBlock(
      ['Önceki turların özeti (tur 1–4). Buradaki kısıtlar hâlâ geçerli.', 'Kısıtlar ve tercihler:', '- Türkçe yaz. (1)', 'Önceki özetten aynen aktarılan:', '- a list of the caller', '- with no turns'].join('\n'),
    );
    expect(block?.carried).toBe('- a list of the caller\n- with no turns');
    expect([...block!.sections.keys()]).toEqual(['Kısıtlar ve tercihler:']);
    expect(readSummaryBlock('Müşteri resmi dil istiyor.')).toBeUndefined();
  });
});
