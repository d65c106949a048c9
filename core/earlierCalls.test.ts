import { describe, expect, test } from 'vitest';
import { assemble, type AssembleOptions } from './assemble.js';
import { AssemblyCache } from './assemblyCache.js';
import { resolveProfile, type Profile, type ProfileInput } from './profile.js';
import type { Chunk, Request } from './request.js';
import { selectChunks, type SelectOptions } from './select.js';
import { createTokenizer } from './tokenizer.js';

/**
 * C1: a result is a function of the call's arguments only. Each test makes
 * the calls a long-lived process makes before it (other windows, templates
 * and line limits, `exactDropCounts` both ways, edits of the same objects in
 * place) and then compares the call under test, field by field, with the
 * same call on a deep copy, with a new cache and a tokenizer that remembers
 * nothing.
 */

/** A tokenizer with no count cache: nothing counted before can reach it. */
const forgetful = createTokenizer('o200k_base', { cacheChars: 0 });
const shared = createTokenizer('o200k_base');

const words = (n: number, w: string): string => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');

function request(): Request {
  return {
    rules: [{ id: 'r', text: 'Answer briefly.' }],
    history: [
      { role: 'user', content: `old question ${words(40, 'o')}` },
      { role: 'assistant', content: `old answer ${words(40, 'a')}` },
      { role: 'user', content: 'Disk neden doldu?' },
      { role: 'assistant', content: 'Bakıyorum.' },
    ],
    chunks: [
      { id: 'a', score: 0.9, text: words(30, 'alpha'), source: 'kb/a.md' },
      { id: 'b', score: 0.8, text: words(60, 'beta'), source: 'kb/b.md' },
      { id: 'c', score: 0.7, text: words(5, 'gamma') },
      { id: 'd', score: 0.1, text: words(5, 'delta') },
    ],
    question: 'Ne yapmalıyım?',
  };
}

const profile = (window: number, extra: Partial<ProfileInput> = {}): Profile =>
  resolveProfile({ window, output: { answer: 100 }, chunkThreshold: 0.2, ...extra });

/** The result or the error, every field, as text. */
function observe(run: () => unknown): string {
  try {
    return JSON.stringify({ ok: run() });
  } catch (error) {
    return JSON.stringify({ error: { ...(error as object), message: (error as Error).message } });
  }
}

function expectFresh(req: Request, p: Profile, options: AssembleOptions = {}): void {
  const warm = observe(() => assemble(req, p, options));
  const fresh = observe(() => assemble(structuredClone(req), p, { ...options, tokenizer: forgetful, cache: new AssemblyCache() }));
  expect(JSON.parse(warm)).toEqual(JSON.parse(fresh));
  expect(warm).toBe(fresh);
}

function expectFreshSelection(candidates: Chunk[], share: number, options: SelectOptions): void {
  const warm = observe(() => selectChunks(candidates, share, 0.2, shared, options));
  const fresh = observe(() => selectChunks(structuredClone(candidates), share, 0.2, forgetful, { ...options, cache: new AssemblyCache() }));
  expect(JSON.parse(warm)).toEqual(JSON.parse(fresh));
}

describe('assemble: earlier calls never show in a result', () => {
  test('the same request assembled under larger windows first carries the bounds of a first call (the issue: 7 tokens, not 2)', () => {
    const req = request();
    for (const w of [2000, 600, 450, 400, 2000, 600]) {
      assemble(req, profile(w));
      assemble(req, profile(w));
    }
    expectFresh(req, profile(330));
  });

  test('exact counts from an exactDropCounts: true call do not turn into bounds of a later lazy call', () => {
    const req = request();
    assemble(req, profile(330), { exactDropCounts: true });
    assemble(req, profile(330), { exactDropCounts: true });
    expectFresh(req, profile(330));
  });

  test('other templates and line limits first, then the call under test', () => {
    const req = request();
    req.history!.splice(2, 0, { role: 'assistant', content: '', toolCalls: [{ id: 't1', name: 'ls', arguments: '{}' }] }, {
      role: 'tool', toolCallId: 't1', content: `l1\nl2\nl3\nl4\n${words(30, 'tool')}`,
    });
    const variants: Partial<ProfileInput>[] = [{ maxLines: { toolResults: 1, chunks: 1 } }, { template: 'text' }, { maxLines: { chunks: 2 } }, {}];
    for (const extra of variants) {
      assemble(req, profile(360, extra));
      assemble(req, profile(900, extra));
      assemble(req, profile(360, extra), { exactDropCounts: true });
    }
    for (const extra of variants) expectFresh(req, profile(360, extra));
  });

  test('a turn replaced by an equal copy, the old object then edited: the payload holds the request, not the old object', () => {
    const req: Request = {
      history: [
        { role: 'user', content: `old ${words(60, 'o')}` },
        { role: 'assistant', content: `ok ${words(60, 'k')}` },
        { role: 'user', content: 'now?' },
        { role: 'assistant', content: 'yes' },
      ],
      question: 'q?',
    };
    // The clamp stops at turn 1, so turn 0 is never rendered under the small window.
    for (let i = 0; i < 3; i++) assemble(req, profile(260));
    const old = req.history![0]!;
    req.history![0] = structuredClone(old);
    old.content = 'DETACHED EDIT';
    const result = assemble(req, profile(4000));
    expect(JSON.stringify(result)).not.toContain('DETACHED EDIT');
    expectFresh(req, profile(4000));
  });

  test('a chunk replaced by an equal copy, the old object then edited', () => {
    const req = request();
    for (let i = 0; i < 3; i++) assemble(req, profile(330));
    const old = req.chunks![2]!;
    req.chunks![2] = structuredClone(old);
    old.text = 'DETACHED EDIT';
    old.meta = { date: 'x' };
    expectFresh(req, profile(4000));
    expectFresh(req, profile(330));
  });
});

describe('selectChunks: earlier calls never show in a result', () => {
  test('after other shares', () => {
    const candidates = request().chunks!;
    for (const share of [1000, 300, 120]) selectChunks(candidates, share, 0.2, shared, { exactDropCounts: false });
    expectFreshSelection(candidates, 60, { exactDropCounts: false });
  });

  test('lazily after an exact call on the same list', () => {
    const candidates = request().chunks!.map((c) => ({ ...c, text: `${c.text} six` }));
    selectChunks(candidates, 60, 0.2, shared);
    expectFreshSelection(candidates, 60, { exactDropCounts: false });
  });

  test('after any earlier call that counted the same text, even on another list (the tokenizer remembers counts)', () => {
    // One long word: its characters prove little, so the fit is settled by counting up to the room.
    const base: Chunk[] = [{ id: 'a', score: 0.9, text: 'kısa metin' }, { id: 'w', score: 0.8, text: 'qzx'.repeat(300) }];
    selectChunks(structuredClone(base), 1e6, 0, shared);
    expectFreshSelection(structuredClone(base), 60, { exactDropCounts: false });
  });
});

describe('a cache of your own', () => {
  test('changes nothing but speed: the same results as the shared cache, call after call', () => {
    const cache = new AssemblyCache();
    const req = request();
    for (const w of [2000, 330, 600, 330]) {
      for (const exactDropCounts of [false, true]) {
        const own = assemble(req, profile(w), { cache, exactDropCounts });
        expect(own).toEqual(assemble(req, profile(w), { exactDropCounts }));
        expect(own).toEqual(assemble(structuredClone(req), profile(w), { exactDropCounts, tokenizer: forgetful, cache: new AssemblyCache() }));
      }
    }
  });

  test('a chunk that does not fit carries the room left plus one, however it was proven', () => {
    // `b` cannot fit in what `a` leaves: proven from its characters, from a count, or from memory.
    const candidates = request().chunks!;
    const room = 60;
    const fresh = selectChunks(structuredClone(candidates), room, 0.2, forgetful, { exactDropCounts: false, cache: new AssemblyCache() });
    const a = fresh.selected.find((s) => s.chunk.id === 'a');
    const left = room - (a?.tokens ?? 0);
    const b = fresh.dropped.find((d) => d.id === 'b')!;
    expect(b).toEqual({ section: 'chunks', id: 'b', index: 1, tokens: left + 1, exact: false, reason: 'evidence-share' });
  });
});
