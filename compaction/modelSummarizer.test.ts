import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../providers/provider.js';
import { compactHistory, type CompactionOutcome } from './compactHistory.js';
import { httpSummarizer, modelSummarizer } from './modelSummarizer.js';
import { summaryPrompt } from './summaryPrompt.js';
import { longConversation, smallProfile } from './test-helpers/longConversation.js';

const request = longConversation(14);

/** What a well-behaved cheap model would answer for `longConversation`. */
const goodAnswer = JSON.stringify({
  constraints: [{ text: 'Türkçe yaz, kısa tut.', turns: [1] }, { text: 'Tablo kullanma.', turns: [1] }],
  decisions: [],
  rejected: [],
  identifiers: [{ text: 'INC-7781', turns: [3, 5] }, { text: 'Anadolu Lojistik', turns: [1] }],
  openQuestions: [],
});

function reason(outcome: CompactionOutcome): string {
  return outcome.kind === 'fell-back' ? outcome.reason : outcome.kind;
}

describe('summaryPrompt', () => {
  it('states the schema and hands over the numbered turns and the previous summary', () => {
    const [system, user] = summaryPrompt({
      turns: [{ n: 4, role: 'assistant', text: '', calls: ['olay_ara({"q":"INC-7781"})'] }],
      previous: { constraints: [{ text: 'Türkçe yaz.', turns: [1] }], decisions: [], rejected: [], identifiers: [], openQuestions: [] },
      language: 'tr',
      maxTurn: 4,
    });
    for (const key of ['"constraints"', '"decisions"', '"rejected"', '"identifiers"', '"openQuestions"']) expect(system!.content).toContain(key);
    const body = JSON.parse(user!.content) as { turns: unknown[]; previousSummary: { constraints: unknown[] } };
    expect(body.turns).toEqual([{ n: 4, role: 'assistant', text: '', toolCalls: ['olay_ara({"q":"INC-7781"})'] }]);
    expect(body.previousSummary.constraints).toHaveLength(1);
  });
});

describe('modelSummarizer', () => {
  const provider = (answer: () => Promise<string>): Provider => ({
    kind: 'fake',
    complete: async (_payload, params) => {
      expect(params.temperature).toBe(0);
      return { text: await answer(), finishReason: 'stop', usage: null };
    },
  });

  it('writes the summary a model returns once it passes the schema', async () => {
    // 65 % of this small share: beside the clamp window's words, which compaction keeps verbatim, the identifiers fit.
    const { request: compacted, outcome } = await compactHistory(request, smallProfile, modelSummarizer(provider(async () => goodAnswer), { model: 'cheap' }), { summaryShare: 0.65 });
    expect(outcome.kind).toBe('compacted');
    // Two constraints of turn 1: one note, on the second.
    expect(compacted.summary).toContain('- Türkçe yaz, kısa tut.\n- Tablo kullanma. (1)');
    expect(compacted.summary).toContain('- INC-7781 · Anadolu Lojistik (1–5)');
  });

  it('never writes an apology, an error body or a cut-off answer', async () => {
    const cases: [string, string][] = [
      ['I apologize, but I cannot process this request.', 'error-text'],
      ['{"error":{"message":"The model is overloaded","type":"server_error"}}', 'error-text'],
      [goodAnswer.slice(0, 80), 'malformed'],
      ['', 'empty'],
    ];
    for (const [answer, expected] of cases) {
      const result = await compactHistory(request, smallProfile, modelSummarizer(provider(async () => answer), { model: null }));
      expect(reason(result.outcome), answer).toBe(expected);
      expect(result.request).toBe(request);
    }
  });
});

describe('httpSummarizer over a local OpenAI-compatible endpoint', () => {
  let server: Server;
  let baseUrl = '';
  let status = 200;
  let content = goodAnswer;
  const bodies: unknown[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          status === 200
            ? JSON.stringify({ choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }] })
            : JSON.stringify({ error: { message: 'internal error' } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the prompt to /chat/completions and compacts with the answer', async () => {
    status = 200;
    content = goodAnswer;
    const summarizer = httpSummarizer({ baseUrl, model: 'gpt-4o-mini', maxRetries: 0 });
    expect(summarizer.name).toBe('openai:gpt-4o-mini');
    const { outcome } = await compactHistory(request, smallProfile, summarizer);
    expect(outcome.kind).toBe('compacted');
    const sent = bodies[bodies.length - 1] as { model: string; temperature: number; messages: { role: string }[] };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.temperature).toBe(0);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('an HTTP error status is a throw, and nothing is written', async () => {
    status = 500;
    const { request: result, outcome } = await compactHistory(request, smallProfile, httpSummarizer({ baseUrl, model: 'm', maxRetries: 0 }));
    expect(reason(outcome)).toBe('threw');
    expect(result).toBe(request);
  });
});
