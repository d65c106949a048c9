import { describe, expect, it } from 'vitest';
import { emptyContent, type SummaryInput } from './summary.js';
import { validateSummary } from './validateSummary.js';

const input: SummaryInput = {
  turns: [
    { n: 1, role: 'user', text: 'Türkçe yaz. Hata mesajlarını İngilizce bırak. Sipariş 88123.' },
    { n: 2, role: 'assistant', text: '', calls: ['siparis_ara({"no":"SP-2026-0042"})'] },
    { n: 3, role: 'user', text: "I'm sorry, I wrote the wrong order number." },
  ],
  previous: { ...emptyContent(), identifiers: [{ text: 'Anadolu Lojistik', turns: [1] }] },
  language: 'tr',
  maxTurn: 3,
};

const valid = {
  constraints: [{ text: 'Türkçe yaz.', turns: [1, 1] }, { text: 'Hata mesajlarını İngilizce bırak.', turns: [1] }],
  decisions: [],
  rejected: [],
  identifiers: [{ text: '88123', turns: [1] }, { text: 'SP-2026-0042', turns: [2] }, { text: 'Anadolu Lojistik', turns: [1] }],
  openQuestions: [{ text: "I'm sorry, I wrote the wrong order number.", turns: [3] }],
};

describe('validateSummary', () => {
  it('accepts the schema as an object or as JSON text (fenced too), and normalizes items', () => {
    for (const output of [valid, JSON.stringify(valid), '```json\n' + JSON.stringify(valid) + '\n```']) {
      const result = validateSummary(output, input);
      if (!result.ok) throw new Error(result.detail);
      expect(result.content.constraints[0]).toEqual({ text: 'Türkçe yaz.', turns: [1] });
    }
  });

  it('accepts an item marked superseded by a later turn, a raw one included', () => {
    const withLater: SummaryInput = { ...input, later: [{ n: 4, role: 'user', text: 'Artık İngilizce yaz.' }] };
    const marked = { ...valid, constraints: [{ text: 'Türkçe yaz.', turns: [1], supersededBy: 4 }] };
    const result = validateSummary(marked, withLater);
    if (!result.ok) throw new Error(result.detail);
    expect(result.content.constraints[0]).toEqual({ text: 'Türkçe yaz.', turns: [1], supersededBy: 4 });
    // Not a turn after the item's own, or past every turn there is.
    for (const by of [1, 0, 5, 2.5, '4']) {
      const bad = validateSummary({ ...valid, constraints: [{ text: 'Türkçe yaz.', turns: [1, 2], supersededBy: by }] }, withLater);
      expect(bad.ok, String(by)).toBe(false);
      if (!bad.ok) expect(bad.reason).toBe('malformed');
    }
  });

  it('refuses an identifier with the separator the rendering puts between identifiers', () => {
    const sep = { ...input, turns: [...input.turns, { n: 3, role: 'user' as const, text: 'A · B' }] };
    const result = validateSummary({ ...valid, identifiers: [{ text: 'A · B', turns: [3] }] }, sep);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('malformed');
  });

  it('lets "error" and an apology through when the turns said them', () => {
    expect(validateSummary(valid, input).ok).toBe(true);
  });

  const rejects: [string, unknown, string][] = [
    ['blank', ' \n', 'empty'],
    ['null', null, 'empty'],
    ['five empty lists', emptyContent(), 'empty'],
    ['not JSON', 'Türkçe yazmak istiyor.', 'malformed'],
    ['an array', '[]', 'malformed'],
    ['a missing list', { constraints: [], decisions: [], rejected: [], identifiers: [] }, 'malformed'],
    ['an unknown key', { ...valid, facts: [] }, 'malformed'],
    ['an item with an unknown key', { ...valid, decisions: [{ text: 'x', turns: [1], why: 'y' }] }, 'malformed'],
    ['an empty text', { ...valid, decisions: [{ text: ' ', turns: [1] }] }, 'malformed'],
    ['no turns', { ...valid, decisions: [{ text: 'x', turns: [] }] }, 'malformed'],
    ['turn 0', { ...valid, decisions: [{ text: 'x', turns: [0] }] }, 'malformed'],
    ['a turn past the range', { ...valid, decisions: [{ text: 'x', turns: [4] }] }, 'malformed'],
    ['a fractional turn', { ...valid, decisions: [{ text: 'x', turns: [1.5] }] }, 'malformed'],
    ['a lone surrogate', { ...valid, decisions: [{ text: 'a\uD800b', turns: [1] }] }, 'malformed'],
    ['an identifier the turns never said', { ...valid, identifiers: [{ text: '88124', turns: [1] }] }, 'malformed'],
    ['an apology', 'I’m sorry, but I cannot help with that.', 'error-text'],
    ['"as an AI"', 'As an AI language model I do not summarize conversations.', 'error-text'],
    ['Turkish apology', 'Maalesef bu konuşmayı özetleyemiyorum.', 'error-text'],
    ['an HTML page', '<!DOCTYPE html><title>503 Service Unavailable</title>', 'error-text'],
    ['a status line', '429 Too Many Requests', 'error-text'],
    ['an error body', { error: { message: 'quota exceeded' } }, 'error-text'],
    ['a FastAPI error body', '{"detail":"Not Found"}', 'error-text'],
    ['an error line', 'upstream connect error or disconnect/reset before headers', 'error-text'],
    ['a JSON string that is an error', '"Error: context length exceeded"', 'error-text'],
    ['a refusal as an item', { ...valid, decisions: [{ text: 'Üzgünüm, bunu özetleyemem.', turns: [1] }] }, 'error-text'],
  ];
  for (const [name, output, reason] of rejects) {
    it(`rejects ${name} as ${reason}`, () => {
      const result = validateSummary(output, input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe(reason);
    });
  }
});
