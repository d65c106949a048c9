import { describe, expect, it } from 'vitest';
import { assemble } from '../core/assemble.js';
import { historyCost, parseSummary, renderSummary, type SummaryContent, type SummaryInput } from '../core/compact/index.js';
import { resolveProfile } from '../core/profile.js';
import type { Request } from '../core/request.js';
import { createTokenizer } from '../core/tokenizer.js';
import { compactHistory, type CompactionOutcome } from './compactHistory.js';
import { extractiveSummarizer, type Summarizer } from './summarizer.js';
import { FIRST_TURN, longConversation, smallProfile } from './test-helpers/longConversation.js';

const tokenizer = createTokenizer('o200k_base');

function returning(value: unknown): Summarizer {
  return { name: 'fake', summarize: () => Promise.resolve(value) };
}

function fellBack(outcome: CompactionOutcome): string {
  if (outcome.kind !== 'fell-back') throw new Error(`expected fell-back, got ${outcome.kind}`);
  return outcome.reason;
}

describe('compactHistory', () => {
  const request = longConversation(14);

  it('does nothing while the history fits its share (K1)', async () => {
    const short = longConversation(1);
    expect(historyCost(short, smallProfile, tokenizer).fits).toBe(true);
    const result = await compactHistory(short, smallProfile, extractiveSummarizer);
    expect(result.outcome.kind).toBe('not-needed');
    expect(result.request).toBe(short);
  });

  it('replaces the oldest turns with one summary that keeps the first-turn constraints (K2, K3, K5)', async () => {
    expect(historyCost(request, smallProfile, tokenizer).fits).toBe(false);
    // In a 540-token share the words of the clamp's window (five questions the clamp would show, kept verbatim)
    // fill half of it; the summary may take 65 % here, so the identifiers of turn 3 fit beside them.
    const { request: compacted, outcome } = await compactHistory(request, smallProfile, extractiveSummarizer, { summaryShare: 0.65 });
    if (outcome.kind !== 'compacted') throw new Error(JSON.stringify(outcome));
    const summary = compacted.summary!;
    for (const question of [8, 9, 10, 11].map((i) => `${i}. kontrol: ${i}. düğümde bağlantı havuzu doluluk oranı nedir`)) expect(summary).toContain(question);
    for (const constraint of ['Türkçe yaz, kısa tut.', 'Tablo kullanma.', 'Anadolu Lojistik (müşteri no 88123)']) {
      expect(summary).toContain(constraint);
    }
    // Identifiers reach the model: in the summary, or in the raw turns (which the summary does not repeat).
    const raw = compacted.history!.map((t) => [t.content, ...(t.role === 'assistant' ? (t.toolCalls ?? []).map((c) => c.arguments) : [])].join('\n')).join('\n');
    for (const id of ['INC-7781', 'Ayşe Yılmaz', 'odeme-gateway.log', '88123']) expect(`${summary}\n${raw}`).toContain(id);
    for (const id of ['Ayşe Yılmaz', 'odeme-gateway.log', '88123']) if (!raw.includes(id)) expect(summary).toContain(id);
    // The tail is the newest turns, untouched, and at least two of them.
    const history = request.history!;
    expect(compacted.history).toEqual(history.slice(outcome.compactedTurns));
    expect(outcome.rawTurns).toBeGreaterThanOrEqual(2);
    expect(outcome.historyTokens.after).toBeLessThanOrEqual(outcome.share);
    expect(outcome.historyTokens.after).toBe(historyCost(compacted, smallProfile, tokenizer).total);
    // assemble puts the summary at the head of history and cuts nothing.
    const assembled = assemble(compacted, smallProfile, { verify: true });
    expect(assembled.dropLog.filter((d) => d.section === 'history')).toEqual([]);
    if (assembled.template !== 'chat') throw new Error('chat expected');
    expect(assembled.messages[1]!.content).toContain('<summary>');
    expect(assembled.messages[1]!.content).toContain('Türkçe yaz, kısa tut.');
    expect(assembled.messages[2]!.content).toBe(compacted.history![0]!.content);
  });

  it('never splits a tool call from its result (K2)', async () => {
    // The newest two turns are a tool result and the answer after it: the raw
    // tail must reach back to the call.
    const base = longConversation(12);
    const r: Request = {
      ...base,
      history: [
        ...base.history!,
        { role: 'user', content: 'INC-7781 için son değişikliği bul.' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'call-9', name: 'degisiklik_ara', arguments: '{"olay":"INC-7781"}' }] },
        { role: 'tool', toolCallId: 'call-9', content: 'CHG-4410 | 23:02 | ödeme ağ geçidi yapılandırması' },
        { role: 'assistant', content: 'Son değişiklik CHG-4410.' },
      ],
    };
    const { request: compacted, outcome } = await compactHistory(r, smallProfile, extractiveSummarizer, { tailShare: 0.01 });
    if (outcome.kind !== 'compacted') throw new Error(JSON.stringify(outcome));
    // The tail may reach further back (a smaller range keeps the summary within its share), never into a pair.
    const tail = compacted.history!;
    expect(tail).toEqual(r.history!.slice(-tail.length));
    expect(tail.length).toBeGreaterThanOrEqual(3);
    expect(tail.slice(-3)[0]!).toMatchObject({ role: 'assistant', toolCalls: [{ id: 'call-9' }] });
    expect(tail[0]!.role).not.toBe('tool');
    // With no room to spare for the summary, the tail is the call, its result and the answer: nothing after the call is cut from it.
    const tight = await compactHistory(r, smallProfile, extractiveSummarizer, { tailShare: 0.01, summaryShare: 0.99 });
    if (tight.outcome.kind !== 'compacted') throw new Error(JSON.stringify(tight.outcome));
    expect(tight.request.history).toEqual(r.history!.slice(-3));
  });

  it('replaces the earlier summary instead of appending to it, and keeps its items (K3)', async () => {
    const once = await compactHistory(request, smallProfile, extractiveSummarizer);
    if (once.outcome.kind !== 'compacted') throw new Error(once.outcome.kind);
    const grown: Request = {
      ...once.request,
      history: [
        ...once.request.history!,
        ...longConversation(16).history!.slice(6).map((turn) => ({ ...turn })),
      ],
    };
    const twice = await compactHistory(grown, smallProfile, extractiveSummarizer);
    if (twice.outcome.kind !== 'compacted') throw new Error(JSON.stringify(twice.outcome));
    const text = twice.request.summary!;
    expect(text.match(/Önceki turların özeti/g)).toHaveLength(1);
    expect(text).toContain(FIRST_TURN.split(' ').slice(1, 5).join(' '));
    const parsed = parseSummary(text)!;
    expect(parsed.covers).toBe(once.outcome.summary.covers + twice.outcome.compactedTurns);
    const constraint = parsed.content.constraints.find((c) => c.text === 'Türkçe yaz, kısa tut.');
    expect(constraint?.turns).toEqual([1]);
  });

  it('carries a summary it did not write verbatim', async () => {
    const own = 'Müşteri resmi dil istiyor; faturalar Mart ayına ait.';
    const { request: compacted, outcome } = await compactHistory({ ...request, summary: own }, smallProfile, extractiveSummarizer);
    expect(outcome.kind).toBe('compacted');
    expect(compacted.summary!.endsWith(own)).toBe(true);
    expect(parseSummary(compacted.summary!)?.carried).toBe(own);
  });

  describe('falls back, writing nothing, when the summarizer fails (K4)', () => {
    const cases: [string, Summarizer, string][] = [
      ['throws', { name: 'boom', summarize: () => Promise.reject(new Error('ECONNRESET')) }, 'threw'],
      ['throws synchronously', { name: 'sync', summarize: () => { throw new Error('bad'); } }, 'threw'],
      ['returns blank text', returning('  \n '), 'empty'],
      ['returns undefined', returning(undefined), 'empty'],
      ['returns five empty lists', returning({ constraints: [], decisions: [], rejected: [], identifiers: [], openQuestions: [] }), 'empty'],
      ['returns prose', returning('Kullanıcı Türkçe istiyor ve kısa yanıt bekliyor.'), 'malformed'],
      ['returns an unknown key', returning({ constraints: [], decisions: [], rejected: [], identifiers: [], openQuestions: [], notes: [] }), 'malformed'],
      ['returns a wrong type', returning({ constraints: 'Türkçe yaz', decisions: [], rejected: [], identifiers: [], openQuestions: [] }), 'malformed'],
      ['cites a turn that does not exist', returning({ constraints: [{ text: 'Türkçe yaz.', turns: [999] }], decisions: [], rejected: [], identifiers: [], openQuestions: [] }), 'malformed'],
      ['invents an identifier', returning({ constraints: [], decisions: [], rejected: [], identifiers: [{ text: 'INC-7782', turns: [3] }], openQuestions: [] }), 'malformed'],
      ['apologises', returning("I'm sorry, but I can't help with summarizing this conversation."), 'error-text'],
      ['apologises in Turkish', returning('Üzgünüm, bu isteği yerine getiremiyorum.'), 'error-text'],
      ['returns an HTTP error page', returning('<html><body>502 Bad Gateway</body></html>'), 'error-text'],
      ['returns an API error body', returning('{"error":{"message":"Rate limit reached","type":"requests"}}'), 'error-text'],
      ['returns an error line', returning('Error: model overloaded'), 'error-text'],
      ['hides a refusal in an item', returning({ constraints: [{ text: 'As an AI language model, I cannot summarize.', turns: [1] }], decisions: [], rejected: [], identifiers: [], openQuestions: [] }), 'error-text'],
    ];
    for (const [name, summarizer, reason] of cases) {
      it(`${name} → ${reason}`, async () => {
        const result = await compactHistory(request, smallProfile, summarizer);
        expect(fellBack(result.outcome)).toBe(reason);
        expect(result.request).toBe(request);
        // assemble then clamps with the trim note, as without compaction.
        expect(assemble(result.request, smallProfile).trimNote).toBe(true);
      });
    }

    it('times out → timeout, and aborts the call', async () => {
      let aborted = false;
      const hanging: Summarizer = {
        name: 'hangs',
        summarize: (_input, signal) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            });
          }),
      };
      const result = await compactHistory(request, smallProfile, hanging, { timeoutMs: 20 });
      expect(fellBack(result.outcome)).toBe('timeout');
      expect(aborted).toBe(true);
      expect(result.request).toBe(request);
    });

    it('a summary larger than the share → too-large, after trying the larger range', async () => {
      let calls = 0;
      // Each rule holds a whole user turn, so it carries the words of the turns the clamp keeps and cannot shrink away.
      const verbose: Summarizer = {
        name: 'verbose',
        summarize: (input: SummaryInput) => {
          calls++;
          const content: SummaryContent = {
            constraints: input.turns.filter((t) => t.role === 'user').map((t) => ({ text: `${t.text} ${'çok '.repeat(40)}(${t.n})`, turns: [t.n] })),
            decisions: [], rejected: [], identifiers: [], openQuestions: [],
          };
          return Promise.resolve(content);
        },
      };
      const result = await compactHistory(request, smallProfile, verbose);
      expect(fellBack(result.outcome)).toBe('too-large');
      expect(calls).toBe(2);
      expect(result.request).toBe(request);
    });

    it('a raw tail that alone exceeds the share → too-large without a call', async () => {
      let calls = 0;
      const counting: Summarizer = { name: 'counting', summarize: (input) => { calls++; return extractiveSummarizer.summarize(input, new AbortController().signal); } };
      const huge = 'çok uzun bir yanıt '.repeat(200);
      const r: Request = { question: 'Ne oldu?', history: [
        { role: 'user', content: 'Türkçe yaz.' }, { role: 'assistant', content: huge },
        { role: 'user', content: 'Peki?' }, { role: 'assistant', content: huge },
      ] };
      const result = await compactHistory(r, smallProfile, counting);
      expect(fellBack(result.outcome)).toBe('too-large');
      expect(calls).toBe(0);
    });
  });

  it('the summary counts against the share: a smaller share compacts more (K5)', async () => {
    const wide = resolveProfile({ ...smallProfile, shares: { evidence: 0.3, history: 0.5 } });
    const big = longConversation(30);
    const narrow = await compactHistory(big, smallProfile, extractiveSummarizer);
    const roomy = await compactHistory(big, wide, extractiveSummarizer);
    if (narrow.outcome.kind !== 'compacted' || roomy.outcome.kind !== 'compacted') throw new Error('both should compact');
    expect(narrow.outcome.historyTokens.after).toBeLessThanOrEqual(narrow.outcome.share);
    expect(roomy.outcome.historyTokens.after).toBeLessThanOrEqual(roomy.outcome.share);
    expect(narrow.outcome.rawTurns).toBeLessThan(roomy.outcome.rawTurns);
  });

  it('refuses bad options and bad requests with the field named', async () => {
    await expect(compactHistory(request, smallProfile, extractiveSummarizer, { keepRawTurns: 1 })).rejects.toMatchObject({ code: 'INVALID_INPUT', path: ['keepRawTurns'] });
    await expect(compactHistory(request, smallProfile, extractiveSummarizer, { timeoutMs: 0 })).rejects.toMatchObject({ path: ['timeoutMs'] });
    await expect(compactHistory({ question: '' }, smallProfile, extractiveSummarizer)).rejects.toMatchObject({ path: ['question'] });
  });

  it('is deterministic with the extractive summarizer', async () => {
    const a = await compactHistory(request, smallProfile, extractiveSummarizer);
    const b = await compactHistory(structuredClone(request), smallProfile, extractiveSummarizer);
    expect(b).toEqual(a);
    expect(renderSummary((a.outcome as { summary: Parameters<typeof renderSummary>[0] }).summary)).toBe(a.request.summary);
  });
});
