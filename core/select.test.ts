import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chunks } from '../properties/arbitraries/chunks.js';
import { selectionCases } from '../properties/selection.js';
import { chunkUnit } from './render.js';
import type { Chunk } from './request.js';
import { rankOrder } from '../properties/reference/selection.js';
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

  test('skips a chunk that does not fit and keeps looking (C8: continue, not break)', () => {
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
      expect.objectContaining({ path: ['candidates', 0, 'score'] }),
    );
  });
});

describe('selectChunks with exactDropCounts off', () => {
  /** Room left when candidate `index` is considered: the share minus what entered before it in score order. */
  const roomBefore = (candidates: readonly Chunk[], selected: readonly { index: number; tokens: number }[], share: number, index: number): number => {
    const order = rankOrder(candidates);
    const rank = (i: number): number => order.indexOf(i);
    const at = rank(index);
    return share - selected.filter((s) => rank(s.index) < at).reduce((sum, s) => sum + s.tokens, 0);
  };

  // Long texts too: the duplicate check then reads key prefixes first (`core/duplicateFinder.ts`).
  const cases = fc.oneof(
    selectionCases(),
    fc.tuple(selectionCases(), chunks({ maxChunks: 8 }), fc.integer({ min: 0, max: 5_000 })).map(([c, candidates, share]) => ({ ...c, candidates, share })),
  );

  test('selects exactly what the exact path selects; drops differ only in bounds, and a duplicate that cannot fit may carry the room reason', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const tok = createTokenizer(c.encoding);
        const options = { maxMetaChars: c.maxMetaChars, maxLines: c.maxLines };
        // Fresh copies: no memo of either call answers for the other.
        const exact = selectChunks(c.candidates.map((x) => ({ ...x })), c.share, c.threshold, tok, options);
        const lazy = selectChunks(c.candidates.map((x) => ({ ...x })), c.share, c.threshold, tok, { ...options, exactDropCounts: false });
        expect(lazy.selected.map((s) => [s.index, s.tokens, s.unit])).toEqual(exact.selected.map((s) => [s.index, s.tokens, s.unit]));
        expect(lazy.used).toBe(exact.used);
        expect(lazy.exhausted).toBe(exact.exhausted);
        expect(lazy.dropped.map((d) => d.index)).toEqual(exact.dropped.map((d) => d.index));
        lazy.dropped.forEach((d, k) => {
          const e = exact.dropped[k]!;
          if (e.reason === 'below-threshold') expect(d).toMatchObject({ reason: 'below-threshold', tokens: 0, exact: false });
          else if (d.reason === 'duplicate') {
            expect(d.duplicateOf).toBe(e.duplicateOf);
            // One that fits was counted; one settled only for "exhausted" carries its proven bound.
            if (d.exact) expect(d.tokens).toBe(e.tokens);
            else expect(d.tokens).toBeLessThanOrEqual(e.tokens);
          } else {
            expect(d.exact).toBe(false);
            expect(d.reason).toBe('evidence-share');
            // A lower bound that still proves the chunk did not fit.
            const room = roomBefore(c.candidates, exact.selected, c.share, d.index);
            expect(d.tokens).toBeGreaterThan(room);
            expect(d.tokens).toBeLessThanOrEqual(e.tokens);
          }
        });
      }),
      { seed: 20260401, numRuns: 400 },
    );
  });

  test('a duplicate of an entered chunk that could not fit anyway is logged with the room reason', () => {
    const first = chunk('first', 0.9, 30);
    const copy = { ...first, id: 'copy', score: 0.5, source: 'kb/a-much-longer-source-path-for-the-copy.md' };
    // A chunk that is no duplicate and does not fit either: so the call is not "exhausted" and nothing needs settling.
    const big = chunk('big', 0.7, 400);
    const share = cost(first) + 5;
    const lazy = selectChunks([first, copy, big], share, 0, tokenizer, { exactDropCounts: false });
    expect(lazy.selected.map((s) => s.chunk.id)).toEqual(['first']);
    expect(lazy.dropped).toEqual([
      expect.objectContaining({ id: 'big', reason: 'evidence-share', exact: false }),
      expect.objectContaining({ id: 'copy', reason: 'evidence-share', exact: false }),
    ]);
    const exact = selectChunks([{ ...first }, { ...copy }, { ...big }], share, 0, tokenizer);
    expect(exact.dropped[1]).toEqual(expect.objectContaining({ id: 'copy', reason: 'duplicate', duplicateOf: 'first' }));
    // With nothing else left out, the copy gets its exact reason back: "exhausted" must not count a duplicate.
    const alone = selectChunks([{ ...first }, { ...copy }], share, 0, tokenizer, { exactDropCounts: false });
    expect(alone.dropped).toEqual([expect.objectContaining({ id: 'copy', reason: 'duplicate', duplicateOf: 'first', exact: false })]);
    expect(alone.dropped[0]!.tokens).toBeGreaterThan(share - cost(first));
    expect(alone.dropped[0]!.tokens).toBeLessThanOrEqual(cost(copy));
    expect(alone.exhausted).toBe(true);
  });

  const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  test('a duplicate that would fit is still refused, naming the first copy even when that one did not enter', () => {
    const big = { ...chunk('big', 0.9, 5), text: `${words(300)}` };
    const twin = { ...big, id: 'twin', score: 0.8, text: `  ${words(300).replace(/ /g, '  ')} ` };
    const small = { ...chunk('small', 0.7, 5) };
    // Room for neither copy at first; then a huge share so the twin would fit.
    const result = selectChunks([big, twin, small], 1e9, 0, tokenizer, { exactDropCounts: false });
    expect(result.dropped).toEqual([expect.objectContaining({ id: 'twin', reason: 'duplicate', duplicateOf: 'big' })]);
  });
});
