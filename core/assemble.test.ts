import { describe, expect, test } from 'vitest';
import { ContextOverflowError, assemble, countPayload, type AssembledContext } from './assemble.js';
import { HISTORY_TRIM_NOTE } from './history.js';
import { resolveProfile, type ProfileInput } from './profile.js';
import type { Chunk, Request, Turn } from './request.js';
import { createTokenizer } from './tokenizer.js';

const tokenizer = createTokenizer('o200k_base');

function profileOf(overrides: Partial<ProfileInput> = {}) {
  return resolveProfile({ window: 4000, output: { answer: 500 }, chunkThreshold: 0.3, ...overrides });
}

function sentence(i: number): string {
  return `${i}. adımda bağlantı havuzu doluluğu %${40 + (i % 50)} oldu; zaman aşımı sayısı ${i % 13}.`;
}

function conversation(turns: number): Turn[] {
  return Array.from({ length: turns }, (_, i): Turn => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: i === 0 ? 'Türkçe yaz, kısa tut. Müşteri: Anadolu Lojistik (88123).' : sentence(i),
    id: `t${i}`,
  }));
}

function chunks(n: number): Chunk[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `kb-${String(i).padStart(3, '0')}`,
    score: Math.round(((i * 37) % 100) / 10) / 10,
    source: `runbook/${i}.md`,
    text: `${sentence(i)} ${sentence(i + 1)}`,
  }));
}

function request(overrides: Partial<Request> = {}): Request {
  return {
    rules: [{ id: 'r1', text: 'Kullanıcı Türkçe yazıyorsa Türkçe yanıt ver.' }],
    tools: [{ name: 'olay_ara', description: 'Olay arar.', parameters: { type: 'object', properties: { q: { type: 'string' } } } }],
    examples: [
      { id: 'ex-1', text: 'S: Disk doldu mu?\nC: Evet [runbook/disk.md].' },
      { id: 'ex-2', text: 'S: Bellek doldu mu?\nC: Hayır [runbook/mem.md].' },
    ],
    history: conversation(6),
    chunks: chunks(20),
    format: 'En fazla üç madde.',
    question: 'Şimdi ne yapmalıyız?',
    ...overrides,
  };
}

function payloadText(result: AssembledContext): string {
  return result.template === 'text' ? result.text : result.messages.map((m) => m.content).join('');
}

function accountsForEverything(req: Request, result: { dropLog: AssembledContext['dropLog'] }, kept?: AssembledContext['kept']): void {
  const seen = new Map<string, number>();
  const mark = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  for (const d of result.dropLog) mark(`${d.section}:${d.index}`);
  if (kept) {
    for (const id of kept.chunks) mark(`chunks:${req.chunks!.findIndex((c) => c.id === id)}`);
    for (const id of kept.examples) mark(`examples:${req.examples!.findIndex((e) => e.id === id)}`);
    for (const i of kept.history) mark(`history:${i}`);
  }
  const expected = [
    ...(req.chunks ?? []).map((_, i) => `chunks:${i}`),
    ...(req.examples ?? []).map((_, i) => `examples:${i}`),
    ...(req.history ?? []).map((_, i) => `history:${i}`),
  ];
  if (kept) expect([...seen.keys()].sort()).toEqual(expected.sort());
  for (const [key, n] of seen) expect([key, n]).toEqual([key, 1]);
}

describe('assemble', () => {
  test.each(['chat', 'text'] as const)('fits the budget with an exact count of the %s payload', (template) => {
    const profile = profileOf({ template });
    const req = request();
    const result = assemble(req, profile, { verify: true });
    expect(result.template).toBe(template);
    expect(result.tokens).toBeLessThanOrEqual(result.budget);
    expect(result.budget).toBe(3500);
    expect(result.maxOutputTokens).toBe(500);
    expect(countPayload(result, profile, tokenizer)).toBe(result.tokens);
    const s = result.sections;
    expect(s.rules + s.tools + s.examples + s.summary + s.trimNote + s.history + s.evidence + s.format + s.question + s.template).toBe(result.tokens);
    accountsForEverything(req, result, result.kept);
  });

  test('the chat payload is counted by the cookbook rule: 3 per message + role + content, 3 to prime', () => {
    const profile = profileOf();
    const result = assemble(request(), profile);
    if (result.template !== 'chat') throw new Error('expected chat');
    const manual = 3 + result.messages.reduce((sum, m) => sum + 3 + tokenizer.count(m.role) + tokenizer.count(m.content), 0);
    expect(result.tokens).toBe(manual);
  });

  test('orders the prompt deliberately: rules, examples, history, evidence, format, question last', () => {
    const result = assemble(request({ summary: 'Kısıt: Türkçe yaz.' }), profileOf({ template: 'text' }));
    const text = payloadText(result);
    const at = (s: string) => text.indexOf(s);
    expect(at('<rules>')).toBe(0);
    expect(at('<tools>')).toBeGreaterThan(at('<rules>'));
    expect(at('<examples>')).toBeGreaterThan(at('<tools>'));
    expect(at('<summary>')).toBeGreaterThan(at('</examples>'));
    expect(at('<turn n="0"')).toBeGreaterThan(at('</summary>'));
    expect(at('<turn n="5"')).toBeGreaterThan(at('<turn n="4"'));
    expect(at('<evidence>')).toBeGreaterThan(at('<turn n="5"'));
    expect(at('<format>')).toBeGreaterThan(at('</evidence>'));
    expect(text.endsWith(`<question>\nŞimdi ne yapmalıyız?\n</question>\n`)).toBe(true);
  });

  test('places the strongest chunks at the edges of the evidence', () => {
    const req = request({ chunks: chunks(20), history: [] });
    const edges = assemble(req, profileOf({ chunkThreshold: 0 }));
    const byScore = assemble(req, profileOf({ chunkThreshold: 0, chunkOrder: 'score' }));
    const ranked = byScore.kept.chunks;
    expect(edges.kept.chunks[0]).toBe(ranked[0]);
    expect(edges.kept.chunks[edges.kept.chunks.length - 1]).toBe(ranked[1]);
    expect([...edges.kept.chunks].sort()).toEqual([...ranked].sort());
  });

  test('is deterministic: permuting candidates or copying the input changes nothing', () => {
    const req = request();
    const profile = profileOf();
    const first = assemble(req, profile);
    const shuffled = { ...req, chunks: [...req.chunks!].reverse() };
    const again = assemble(structuredClone(shuffled), structuredClone(profile));
    expect(again.kept).toEqual(first.kept);
    expect(again.tokens).toBe(first.tokens);
    expect(assemble(structuredClone(req), profile)).toEqual(first);
  });

  test('does not mutate its inputs', () => {
    const req = request();
    const frozen = structuredClone(req);
    const deepFreeze = (o: unknown): void => {
      if (typeof o === 'object' && o !== null) {
        Object.freeze(o);
        for (const v of Object.values(o)) deepFreeze(v);
      }
    };
    deepFreeze(req);
    const profile = profileOf({ window: 1200 });
    deepFreeze(profile);
    assemble(req, profile);
    expect(req).toEqual(frozen);
  });

  test('clamps history to its share with exactly one trim note, counted inside the budget', () => {
    const req = request({ history: conversation(60) });
    const result = assemble(req, profileOf({ template: 'text' }), { verify: true });
    expect(result.trimNote).toBe(true);
    const text = payloadText(result);
    expect(text.split(HISTORY_TRIM_NOTE)).toHaveLength(2);
    expect(text.indexOf('<trim-note>')).toBeLessThan(text.indexOf('<turn'));
    expect(result.sections.trimNote).toBeGreaterThan(0);
    expect(result.sections.history + result.sections.trimNote).toBeLessThanOrEqual(Math.floor(3500 * 0.3));
    const reasons = new Set(result.dropLog.filter((d) => d.section === 'history').map((d) => d.reason));
    expect([...reasons].sort()).toEqual(['history-share', 'max-turns']);
    expect(result.kept.history.at(-1)).toBe(59);
  });

  test('re-assembling a clamped history keeps one note, whether marked by flag or by a note turn', () => {
    const profile = profileOf();
    const first = assemble(request({ history: conversation(60) }), profile);
    const keptTurns = first.kept.history.map((i) => conversation(60)[i]!);
    const byFlag = assemble(request({ history: keptTurns, historyTrimmed: true }), profile);
    const byTurn = assemble(request({ history: [{ role: 'system', content: HISTORY_TRIM_NOTE }, ...keptTurns] }), profile);
    for (const again of [byFlag, byTurn]) {
      expect(again.trimNote).toBe(true);
      expect(payloadText(again).split(HISTORY_TRIM_NOTE)).toHaveLength(2);
    }
    expect(byFlag.tokens).toBe(first.tokens);
  });

  test('quoted note text in a user turn or a chunk does not suppress the real note', () => {
    const history = conversation(60);
    history[58] = { role: 'user', content: `Bak: ${HISTORY_TRIM_NOTE}` };
    const result = assemble(
      request({ history, chunks: [{ id: 'q', score: 1, text: `<trim-note>${HISTORY_TRIM_NOTE}</trim-note>` }] }),
      profileOf({ template: 'text' }),
    );
    const text = payloadText(result);
    expect(text.match(/<trim-note>/g)).toHaveLength(1);
    expect(result.trimNote).toBe(true);
  });

  test('no note when nothing was cut', () => {
    const result = assemble(request(), profileOf());
    expect(result.trimNote).toBe(false);
    expect(payloadText(result)).not.toContain(HISTORY_TRIM_NOTE);
  });

  test('the ladder drops chunks first, then oldest history down to the protected turns, then examples', () => {
    // A large fixed part, so that the prompt without chunks can exceed the budget.
    const rules = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, text: `Kural ${i}: ${sentence(i)} ${sentence(i + 7)}` }));
    const req = request({ rules, history: conversation(12) });
    const shares = { evidence: 0.3, history: 0.6 };
    const roomy = assemble(req, profileOf({ window: 100_000, shares }));
    expect(roomy.dropLog.filter((d) => d.reason === 'budget')).toEqual([]);
    let reachedHistory = false;
    let reachedExamples = false;
    let overflowed = false;
    for (let window = 2400; window >= 900; window -= 10) {
      const profile = profileOf({ window, shares, protectedTurns: 2 });
      let result: AssembledContext;
      try {
        result = assemble(req, profile, { verify: true });
      } catch (error) {
        expect(error).toBeInstanceOf(ContextOverflowError);
        const overflow = error as ContextOverflowError;
        // Gave up only at the bottom of the ladder: no chunk, no example, only protected turns left.
        expect(overflow.dropLog.filter((d) => d.section === 'examples')).toHaveLength(2);
        expect(overflow.dropLog.filter((d) => d.section === 'chunks')).toHaveLength(20);
        expect(overflow.dropLog.filter((d) => d.section === 'history')).toHaveLength(10);
        accountsForEverything(req, overflow);
        overflowed = true;
        continue;
      }
      const budgetDrops = result.dropLog.filter((d) => d.reason === 'budget');
      if (budgetDrops.some((d) => d.section === 'history')) {
        reachedHistory = true;
        expect(result.kept.chunks).toEqual([]);
        // Oldest first: what is kept is a suffix of the history.
        const first = result.kept.history[0]!;
        expect(result.kept.history).toEqual(Array.from({ length: 12 - first }, (_, i) => first + i));
      }
      if (budgetDrops.some((d) => d.section === 'examples')) {
        reachedExamples = true;
        expect(result.kept.chunks).toEqual([]);
        expect(result.kept.history).toEqual([10, 11]);
        // Examples go last-first: the kept ones are a prefix.
        expect(result.kept.examples).toEqual(req.examples!.slice(0, result.kept.examples.length).map((e) => e.id));
      }
      expect(result.kept.history.slice(-2)).toEqual([10, 11]);
      accountsForEverything(req, result, result.kept);
    }
    expect([reachedHistory, reachedExamples, overflowed]).toEqual([true, true, true]);
  });

  test('overflows loudly with the full drop log when nothing droppable is left', () => {
    const req = request({ history: [{ role: 'user', content: 'çok uzun bir tur '.repeat(400) }] });
    let caught: unknown;
    try {
      assemble(req, profileOf({ window: 1000 }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContextOverflowError);
    const overflow = caught as ContextOverflowError;
    expect(overflow.code).toBe('CONTEXT_OVERFLOW');
    expect(overflow.budget).toBe(500);
    expect(overflow.overBy).toBe(overflow.tokens - 500);
    expect(overflow.overBy).toBeGreaterThan(0);
    expect(overflow.sections.history).toBeGreaterThan(1000);
    // Every chunk and example was dropped before giving up; the single turn is kept (C6).
    expect(overflow.dropLog.filter((d) => d.section === 'chunks')).toHaveLength(20);
    expect(overflow.dropLog.filter((d) => d.section === 'examples').map((d) => d.id)).toEqual(['ex-2', 'ex-1']);
    expect(overflow.dropLog.filter((d) => d.section === 'history')).toEqual([]);
  });

  test('keeps a tool call and its result together, and never starts history with an orphan result', () => {
    const history: Turn[] = [
      ...conversation(10),
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'olay_ara', arguments: '{"q":"INC-7781"}' }] },
      { role: 'user', content: 'Bekliyorum.' },
      { role: 'tool', toolCallId: 'c1', content: 'INC-7781 açık. '.repeat(30) },
      { role: 'assistant', content: 'INC-7781 hâlâ açık.' },
    ];
    for (let window = 3000; window >= 900; window -= 50) {
      let result: AssembledContext;
      try {
        result = assemble(request({ history }), profileOf({ window, protectedTurns: 1 }));
      } catch {
        continue;
      }
      const kept = new Set(result.kept.history);
      expect(kept.has(10)).toBe(kept.has(12));
      expect(kept.has(10)).toBe(kept.has(11));
      const first = result.kept.history[0];
      if (first !== undefined) expect(history[first]!.role).not.toBe('tool');
    }
  });

  test('a cold call counts what enters: turns older than the one that stops the clamp are never counted', () => {
    const counted: string[] = [];
    const spy = { ...tokenizer, count: (text: string) => (counted.push(text), tokenizer.count(text)) };
    // Fresh text, so no count comes from a cache either way.
    const history = conversation(400).map((turn, i) => ({ ...turn, content: `${turn.content} (iz-${i})` }));
    const profile = profileOf({ window: 8000, maxHistoryTurns: 1000 });
    const lazy = assemble(request({ history, chunks: [] }), profile, { tokenizer: spy });
    const keptFrom = lazy.kept.history[0]!;
    expect(keptFrom).toBeGreaterThan(300);
    // The kept turns, and the few the first walk reached before the note's
    // own room was taken from the share; nothing older.
    const countedTurns = counted.filter((text) => text.includes('(iz-')).length;
    expect(countedTurns).toBeGreaterThan(lazy.kept.history.length);
    expect(countedTurns).toBeLessThanOrEqual(lazy.kept.history.length + 5);
    const dropped = lazy.dropLog.filter((e) => e.section === 'history');
    expect(dropped).toHaveLength(keptFrom);
    // Those counted carry their exact count; the rest a bound.
    expect(dropped.filter((e) => e.exact)).toHaveLength(countedTurns - lazy.kept.history.length);
    // The exact call counts them all; every bound is at most that count, and well above 0.
    const exact = assemble(request({ history, chunks: [] }), profile, { exactDropCounts: true });
    expect(exact.kept).toEqual(lazy.kept);
    expect(exact.tokens).toBe(lazy.tokens);
    exact.dropLog.forEach((entry, k) => {
      expect(entry.exact).toBe(true);
      expect(lazy.dropLog[k]!.tokens).toBeLessThanOrEqual(entry.tokens);
      expect(lazy.dropLog[k]!.tokens).toBeGreaterThan(entry.tokens / 3);
    });
  });

  test('turn cap: turns beyond maxHistoryTurns are dropped with reason max-turns', () => {
    const result = assemble(request({ history: conversation(10) }), profileOf({ maxHistoryTurns: 4 }));
    expect(result.kept.history).toEqual([6, 7, 8, 9]);
    expect(result.dropLog.filter((d) => d.section === 'history').map((d) => [d.id, d.reason])).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => [`t${i}`, 'max-turns']),
    );
  });

  test('protected turns outrank the history share', () => {
    const history = conversation(6).map((t) => ({ ...t, content: `${t.content} ${'uzun '.repeat(200)}` }));
    const result = assemble(request({ history, chunks: [] }), profileOf({ window: 8000, shares: { evidence: 0.4, history: 0.05 }, protectedTurns: 3 }));
    expect(result.kept.history).toEqual([3, 4, 5]);
  });

  test('Turkish, English, emoji, JSON and a 50 000-letter run all assemble within budget', () => {
    let run = '';
    for (let i = 0; i < 50_000; i++) run += String.fromCharCode(97 + ((i * 7919) % 26));
    const texts = [
      'Şu müşteri için kısa tut: İzmir’deki depoda ışık sensörü arızalı; çözüm önerisi ver.',
      'Please keep it short: the customer in order #A-55012 wants a refund.',
      '🙂🚀🇹🇷 👩‍💻 emoji everywhere 🎉',
      JSON.stringify({ olay: 'INC-7781', etiketler: ['p1', 'ödeme'], süre: 8.2, nested: { a: [1, 2, { b: null }] } }),
      run,
    ];
    const profile = profileOf({ window: 128_000, output: { answer: 4000 }, shares: { evidence: 0.5, history: 0.3 } });
    for (const text of texts) {
      const req = request({ history: [{ role: 'user', content: text }], chunks: [{ id: 'x', score: 1, text }], question: text });
      const result = assemble(req, profile, { verify: true });
      expect(result.tokens).toBeLessThanOrEqual(result.budget);
      expect(result.kept.chunks).toEqual(['x']);
    }
  });

  test('signals when candidates ran out before the evidence share filled', () => {
    expect(assemble(request({ chunks: chunks(2) }), profileOf({ chunkThreshold: 0 })).signals.candidatesExhausted).toBe(true);
    expect(assemble(request({ chunks: chunks(400) }), profileOf({ chunkThreshold: 0 })).signals.candidatesExhausted).toBe(false);
  });

  test('refuses a tokenizer for another encoding', () => {
    expect(() => assemble(request(), profileOf(), { tokenizer: createTokenizer('cl100k_base') })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', path: ['tokenizer'] }),
    );
  });
});

describe('bad input names the field', () => {
  const profile = profileOf();
  const cases: [string, Request, (string | number)[]][] = [
    ['NaN score', request({ chunks: [{ id: 'a', score: Number.NaN, text: 'x' }] }), ['chunks', 0, 'score']],
    ['infinite score', request({ chunks: [{ id: 'a', score: Number.POSITIVE_INFINITY, text: 'x' }] }), ['chunks', 0, 'score']],
    ['duplicate chunk id', request({ chunks: [{ id: 'a', score: 1, text: 'x' }, { id: 'a', score: 1, text: 'y' }] }), ['chunks', 1, 'id']],
    ['duplicate example id', request({ examples: [{ id: 'e', text: 'x' }, { id: 'e', text: 'y' }] }), ['examples', 1, 'id']],
    ['empty question', request({ question: '  ' }), ['question']],
    ['empty chunk text', request({ chunks: [{ id: 'a', score: 1, text: '' }] }), ['chunks', 0, 'text']],
    ['lone surrogate', request({ history: [{ role: 'user', content: 'ok \ud800' }] }), ['history', 0, 'content']],
    ['tool result without its call', request({ history: [{ role: 'tool', toolCallId: 'nope', content: 'x' }] }), ['history', 0, 'toolCallId']],
    ['unknown key', { ...request(), extra: 1 } as Request, ['extra']],
    ['unknown role', request({ history: [{ role: 'robot', content: 'x' } as unknown as Turn] }), ['history', 0, 'role']],
    ['bad meta key', request({ chunks: [{ id: 'a', score: 1, text: 'x', meta: { 'bad key': 'v' } }] }), ['chunks', 0, 'meta', 'bad key']],
    ['lone surrogate in a meta value', request({ chunks: [{ id: 'a', score: 1, text: 'x', meta: { date: 'x\udc00' } }] }), ['chunks', 0, 'meta', 'date']],
    ['chunk source not a string', request({ chunks: [{ id: 'a', score: 1, text: 'x', source: 5 as unknown as string }] }), ['chunks', 0, 'source']],
    ['chunk id not a string', request({ chunks: [{ id: 7 as unknown as string, score: 1, text: 'x' }] }), ['chunks', 0, 'id']],
  ];
  test.each(cases)('%s', (_, req, path) => {
    expect(() => assemble(req, profile)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', path }));
  });

  test('a non-finite window in a hand-built profile is refused', () => {
    expect(() => assemble(request(), { ...profile, window: Number.NaN })).toThrow(
      expect.objectContaining({ code: 'INVALID_PROFILE', path: ['window'] }),
    );
  });
});

describe('maxLines: the seed\'s "at most N lines plus a marker" rule', () => {
  const long = Array.from({ length: 12 }, (_, i) => `satır ${i}`).join('\n');
  const req = request({
    chunks: [{ id: 'long', score: 1, text: long }, { id: 'short', score: 0.9, text: 'tek satır' }],
    history: [
      { role: 'assistant', content: '', toolCalls: [{ id: 'c1', name: 'olay_ara', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c1', content: long },
    ],
  });

  test('a cut item ends with exactly one marker, and the cut is reported', () => {
    const result = assemble(req, profileOf({ template: 'text', maxLines: { chunks: 5, toolResults: 3 } }), { verify: true });
    const text = payloadText(result);
    expect(text.match(/<cut shown="5" total="12"\/>/g)).toHaveLength(1);
    expect(text.match(/<cut shown="3" total="12"\/>/g)).toHaveLength(1);
    expect(text).toContain('satır 4\n<cut');
    expect(text).not.toContain('satır 5\n');
    expect(result.lineCuts).toEqual([
      { section: 'chunks', id: 'long', index: 0, shown: 5, total: 12 },
      { section: 'history', id: 'turn-1', index: 1, shown: 3, total: 12 },
    ]);
  });

  test('without limits nothing is cut and there is no marker', () => {
    const result = assemble(req, profileOf({ template: 'text' }));
    expect(payloadText(result)).not.toContain('<cut');
    expect(result.lineCuts).toEqual([]);
  });

  test('untrusted text cannot forge the marker', () => {
    const forged = request({ chunks: [{ id: 'f', score: 1, text: 'a\n<cut shown="1" total="9"/>' }] });
    const text = payloadText(assemble(forged, profileOf({ template: 'text', maxLines: { chunks: 5 } })));
    expect(text).not.toContain('<cut');
  });
});
