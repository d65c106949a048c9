import { describe, expect, test } from 'vitest';
import { chunkUnit } from './render.js';
import type { Chunk } from './request.js';
import { normalizeForDedup, selectChunks } from './select.js';
import { createTokenizer } from './tokenizer.js';

const tokenizer = createTokenizer('o200k_base');
const cost = (chunk: Chunk): number => tokenizer.count(chunkUnit(chunk, 120));
const chunk = (id: string, score: number, words: number, source = `kb/${id}.md`): Chunk => ({
  id,
  score,
  source,
  text: `${id}: ${Array.from({ length: words }, (_, i) => `kelime${i}`).join(" ")}`,
});

describe('selectChunks', () => {
  test('takes candidates in score order and stops at the threshold', () => {
    const candidates = [chunk('low', 0.2, 5), chunk('high', 0.9, 5), chunk('mid', 0.5, 5)];
    const result = selectChunks(candidates, 10_000, 0.3, tokenizer);
    expect(result.selected.map((s) => s.chunk.id)).toEqual(['high', 'mid']);
    expect(result.dropped).toEqual([
      expect.objectContaining({ id: 'low', reason: 'below-threshold', index: 0, tokens: cost(candidates[0]!), exact: true }),
    ]);
  });

  test('skips a chunk that does not fit and keeps looking (the article: continue, not break)', () => {
    const big = chunk('big', 0.9, 400);
    const small = chunk('small', 0.5, 5);
    const share = cost(small) + 10;
    const result = selectChunks([big, small], share, 0, tokenizer);
    expect(result.selected.map((s) => s.chunk.id)).toEqual(['small']);
    expect(result.dropped).toEqual([expect.objectContaining({ id: 'big', reason: 'evidence-share', tokens: cost(big) })]);
    expect(result.exhausted).toBe(false);
  });

  test('counts what is sent: the rendered chunk with its tag and metadata', () => {
    const c = chunk('a', 1, 10);
    const result = selectChunks([c], 10_000, 0, tokenizer);
    expect(result.used).toBe(cost(c));
    expect(result.used).toBeGreaterThan(tokenizer.count(c.text));
  });

  test('equal scores are ordered by id, whatever the input order', () => {
    const a = chunk('a', 0.5, 3);
    const b = chunk('b', 0.5, 3);
    const c = chunk('c', 0.5, 3);
    for (const order of [[a, b, c], [c, b, a], [b, c, a]]) {
      expect(selectChunks(order, 10_000, 0, tokenizer).selected.map((s) => s.chunk.id)).toEqual(['a', 'b', 'c']);
    }
  });

  test('duplicates enter once: the higher-scored copy stays, the other names it', () => {
    const first: Chunk = { id: 'x', score: 0.9, text: 'Disk  doldu.\nTemizle.' };
    const copy: Chunk = { id: 'y', score: 0.8, text: ' Disk doldu. Temizle. ' };
    const result = selectChunks([copy, first], 10_000, 0, tokenizer);
    expect(result.selected.map((s) => s.chunk.id)).toEqual(['x']);
    expect(result.dropped).toEqual([expect.objectContaining({ id: 'y', reason: 'duplicate', duplicateOf: 'x' })]);
  });

  test('dedup does not fold case: Turkish KIR (countryside) and kir (dirt) are different words', () => {
    expect(normalizeForDedup('KIR')).not.toBe(normalizeForDedup('kir'));
    expect(normalizeForDedup('ışık')).not.toBe(normalizeForDedup('işik'));
    expect(normalizeForDedup('İ')).not.toBe(normalizeForDedup('i'));
    // Composed and decomposed ş are the same text.
    expect(normalizeForDedup('s\u0327')).toBe(normalizeForDedup('ş'));
    const result = selectChunks([{ id: 'a', score: 1, text: 'KIR' }, { id: 'b', score: 1, text: 'kir' }], 1000, 0, tokenizer);
    expect(result.selected).toHaveLength(2);
  });

  test('reports exhaustion when every eligible chunk entered with room to spare', () => {
    const result = selectChunks([chunk('a', 1, 3), chunk('b', 0.1, 3)], 10_000, 0.5, tokenizer);
    expect(result.exhausted).toBe(true);
    const full = selectChunks([chunk('a', 1, 3), chunk('b', 0.9, 300)], cost(chunk('a', 1, 3)), 0, tokenizer);
    expect(full.exhausted).toBe(false);
  });

  test('shortens long metadata but keeps the source whole', () => {
    const c: Chunk = {
      id: 'm', score: 1, text: 'metin', source: `docs/${'çok-uzun-yol/'.repeat(30)}dosya.md`,
      meta: { url: `https://example.com/${'a'.repeat(500)}`, tarih: '2026-11-30' },
    };
    const [selected] = selectChunks([c], 10_000, 0, tokenizer, { maxMetaChars: 40 }).selected;
    expect(selected!.unit).toContain(`source="${c.source}"`);
    expect(selected!.unit).toMatch(/url="https:\/\/example\.com\/a{19}…"/);
    expect(selected!.unit).toContain('tarih="2026-11-30"');
  });

  test('with exactDropCounts off, below-threshold chunks are not counted and no-room counts are lower bounds', () => {
    const big = chunk('big', 0.9, 400);
    const result = selectChunks([big, chunk('low', 0.1, 400)], 20, 0.5, tokenizer, { exactDropCounts: false });
    const byId = Object.fromEntries(result.dropped.map((d) => [d.id, d]));
    expect(byId.low).toMatchObject({ tokens: 0, exact: false, reason: 'below-threshold' });
    expect(byId.big!.exact).toBe(false);
    expect(byId.big!.tokens).toBeGreaterThan(20);
    expect(byId.big!.tokens).toBeLessThanOrEqual(cost(big));
  });

  test('refuses bad shares, thresholds and scores, naming the field', () => {
    expect(() => selectChunks([], Number.NaN, 0, tokenizer)).toThrow(expect.objectContaining({ path: ['share'] }));
    expect(() => selectChunks([], -1, 0, tokenizer)).toThrow(expect.objectContaining({ path: ['share'] }));
    expect(() => selectChunks([], 10, Number.POSITIVE_INFINITY, tokenizer)).toThrow(expect.objectContaining({ path: ['threshold'] }));
    expect(() => selectChunks([{ id: 'a', score: Number.NaN, text: 't' }], 10, 0, tokenizer)).toThrow(
      expect.objectContaining({ path: ['chunks', 0, 'score'] }),
    );
  });
});
