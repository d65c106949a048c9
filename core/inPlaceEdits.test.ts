import { describe, expect, test } from 'vitest';
import { assemble } from './assemble.js';
import { resolveProfile } from './profile.js';
import type { Request } from './request.js';
import { selectChunks } from './select.js';
import { createTokenizer } from './tokenizer.js';
import { FixedPartMemo } from './fixedPartMemo.js';
import { ValidationMemo } from './validationMemo.js';

/**
 * The warm path remembers renderings and validations per input object
 * (`core/select.ts`, `core/validationMemo.ts`). These tests edit inputs in
 * place between calls, which a memo keyed by object alone would miss: every
 * answer must be the one a first call on the edited input gives.
 */

const tokenizer = createTokenizer('o200k_base');
const profile = resolveProfile({ window: 4_000, output: { answer: 500 }, chunkThreshold: 0.2 });

function request(): Request {
  return {
    rules: [{ id: 'r', text: 'Türkçe yanıt ver.' }],
    history: [
      { role: 'user', content: 'Disk neden doldu?' },
      { role: 'assistant', content: 'Bakıyorum.' },
    ],
    chunks: [
      { id: 'a', score: 0.9, text: 'Disk %95 dolunca uyarı gelir.', source: 'kb/disk.md', meta: { date: '2026-11-30' } },
      { id: 'b', score: 0.5, text: 'Yedekleme gece 02:00’de çalışır.', source: 'kb/backup.md' },
      { id: 'c', score: 0.1, text: 'Eşik altı bir parça.' },
    ],
    question: 'Ne yapmalıyım?',
  };
}

/** A first call on a deep copy: no memo has seen these objects. */
function fresh(req: Request): ReturnType<typeof assemble> {
  return assemble(structuredClone(req), profile);
}

describe('edits in place between calls are seen', () => {
  test('a chunk text edited in place is re-rendered and re-counted', () => {
    const req = request();
    assemble(req, profile);
    req.chunks![0]!.text = 'Tamamen başka ve çok daha uzun bir metin: '.repeat(5);
    expect(assemble(req, profile)).toEqual(fresh(req));
  });

  test('metadata edited in place changes the chunk tag', () => {
    const req = request();
    assemble(req, profile);
    req.chunks![0]!.meta!.date = '1999-01-01';
    const result = assemble(req, profile);
    expect(result).toEqual(fresh(req));
    expect(result.template === 'chat' && result.messages.some((m) => m.content.includes('1999-01-01'))).toBe(true);
  });

  test('a chunk pushed into the same array enters', () => {
    const req = request();
    assemble(req, profile);
    req.chunks!.push({ id: 'd', score: 0.95, text: 'Yeni en iyi parça.' });
    const result = assemble(req, profile);
    expect(result).toEqual(fresh(req));
    expect(result.kept.chunks).toContain('d');
  });

  test('a text made invalid in place is refused, not remembered as valid', () => {
    const req = request();
    assemble(req, profile);
    req.chunks![1]!.text = 'yarım \uD800 vekil';
    expect(() => assemble(req, profile)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', path: ['chunks', 1, 'text'] }));
  });

  test('an unknown key added in place is refused', () => {
    const req = request();
    const memo = new ValidationMemo();
    // From the second call on, the request is remembered.
    const fixedParts = new FixedPartMemo();
    memo.validate(req, fixedParts);
    memo.validate(req, fixedParts);
    (req.chunks![0] as unknown as Record<string, unknown>).extra = 1;
    expect(() => memo.validate(req, fixedParts)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  test('a history turn made into an orphan tool result is refused', () => {
    const req = request();
    assemble(req, profile);
    req.history![1] = { role: 'tool', toolCallId: 'nowhere', content: 'x' };
    expect(() => assemble(req, profile)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  test('the same chunk selected under another metadata limit is rendered for that limit', () => {
    const chunk = { id: 'm', score: 1, text: 'Metin.', meta: { title: 'x'.repeat(50) } };
    const long = selectChunks([chunk], 10_000, 0, tokenizer, { maxMetaChars: 100 });
    const short = selectChunks([chunk], 10_000, 0, tokenizer, { maxMetaChars: 10 });
    expect(long.selected[0]!.unit).toContain('x'.repeat(50));
    expect(short.selected[0]!.unit).not.toContain('x'.repeat(50));
  });

  test('a rule, a nested tool schema and a history turn edited in place are re-rendered', () => {
    const req: Request = { ...request(), tools: [{ name: 'ara', parameters: { type: 'object', properties: { q: { type: 'string' } } } }] };
    assemble(req, profile);
    req.rules![0]!.text = 'Yalnızca İngilizce yanıt ver.';
    ((req.tools![0]!.parameters as { properties: Record<string, unknown> }).properties).gun = { type: 'integer' };
    req.history![0]!.content = 'Bambaşka bir soru.';
    const result = assemble(req, profile);
    expect(result).toEqual(fresh(req));
    const payload = result.template === 'chat' ? result.messages.map((m) => m.content).join('') : result.text;
    expect(payload).toContain('İngilizce');
    expect(payload).toContain('"gun"');
    expect(payload).toContain('Bambaşka');
  });

  test('the same request under the chat and the text template is rendered for each', () => {
    const req = request();
    const text = resolveProfile({ window: 4_000, output: { answer: 500 }, chunkThreshold: 0.2, template: 'text' });
    const chat = assemble(req, profile);
    const plain = assemble(req, text);
    expect(plain).toEqual(assemble(structuredClone(req), text));
    expect(assemble(req, profile)).toEqual(chat);
  });

  test('an unchanged request assembled twice gives equal results', () => {
    const req = request();
    expect(assemble(req, profile)).toEqual(assemble(req, profile));
    expect(assemble(req, profile)).toEqual(fresh(req));
  });
});
