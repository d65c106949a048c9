import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openaiProvider, retryAfterMs } from './openai.js';
import { ProviderError } from './providerError.js';

/**
 * A loopback server speaking `/v1/chat/completions`. Each request is answered
 * by the next handler of a fixed script (the last one repeats), so every loop
 * here is bounded by the script, and the server stops in `afterEach`.
 */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server | undefined;

async function serve(script: Handler[]): Promise<{ baseUrl: string; requests: { headers: IncomingMessage['headers']; body: string }[] }> {
  const requests: { headers: IncomingMessage['headers']; body: string }[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ headers: req.headers, body });
      const handler = script[Math.min(requests.length - 1, script.length - 1)]!;
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

afterEach(async () => {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server!.close(() => resolve()));
  server = undefined;
});

const ok = (text: string): Handler => (_req, _body, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 11, completion_tokens: 2, total_tokens: 13 },
  }));
};
const status = (code: number, headers: Record<string, string> = {}): Handler => (_req, _body, res) => {
  res.writeHead(code, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message: `status ${code}` } }));
};

const payload = { messages: [{ role: 'user' as const, content: 'Disk neden doldu?' }] };
const params = { model: 'tiny', maxTokens: 64, temperature: 0 };

function recordSleeps(): { sleep: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

describe('openaiProvider against a loopback server', () => {
  it('sends the OpenAI request shape with the key as a bearer token and parses the reply', async () => {
    const { baseUrl, requests } = await serve([ok('Log dosyaları.')]);
    const provider = openaiProvider({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test-123' });
    const reply = await provider.complete(payload, params);
    expect(reply).toEqual({ text: 'Log dosyaları.', finishReason: 'stop', usage: { promptTokens: 11, completionTokens: 2 } });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test-123');
    expect(JSON.parse(requests[0]!.body)).toEqual({ model: 'tiny', messages: payload.messages, max_tokens: 64, temperature: 0 });
  });

  it('sends a reasoning model its cap as max_completion_tokens, and reads a reply that calls tools as its calls', async () => {
    const calls = [{ id: 'c1', type: 'function', function: { name: 'refund', arguments: '{"amount":12}' } }];
    const { baseUrl, requests } = await serve([(_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ model: 'o3-mini-2025-01-31', choices: [{ message: { role: 'assistant', content: null, tool_calls: calls }, finish_reason: 'tool_calls' }] }));
    }]);
    const tools = [{ type: 'function', function: { name: 'refund', parameters: { type: 'object' } } }];
    const reply = await openaiProvider({ baseUrl }).complete(payload, { model: 'o3-mini', maxTokens: 64, tools, responseFormat: { type: 'text' } });
    expect(reply).toEqual({ text: JSON.stringify(calls), finishReason: 'tool_calls', usage: null, model: 'o3-mini-2025-01-31' });
    expect(JSON.parse(requests[0]!.body)).toEqual({ model: 'o3-mini', messages: payload.messages, max_completion_tokens: 64, tools, response_format: { type: 'text' } });
  });

  it('sends a text payload as one user message and no authorization without a key', async () => {
    const { baseUrl, requests } = await serve([ok('x')]);
    await openaiProvider({ baseUrl }).complete({ text: '<question>\nq\n</question>\n' }, { model: null, maxTokens: 8 });
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(requests[0]!.body)).toEqual({ messages: [{ role: 'user', content: '<question>\nq\n</question>\n' }], max_tokens: 8 });
  });

  it('waits what Retry-After asks on 429, then succeeds', async () => {
    const { baseUrl, requests } = await serve([status(429, { 'retry-after': '2' }), ok('tamam')]);
    const { sleep, waits } = recordSleeps();
    const reply = await openaiProvider({ baseUrl, sleep }).complete(payload, params);
    expect(reply.text).toBe('tamam');
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('retries 500s with exponential backoff and gives up after maxRetries', async () => {
    const { baseUrl, requests } = await serve([status(500)]);
    const { sleep, waits } = recordSleeps();
    const call = openaiProvider({ baseUrl, sleep, maxRetries: 3, backoffMs: 100 }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    expect(requests).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('caps a long Retry-After at maxBackoffMs', async () => {
    const { baseUrl } = await serve([status(503, { 'retry-after': '3600' }), ok('ok')]);
    const { sleep, waits } = recordSleeps();
    await openaiProvider({ baseUrl, sleep, maxBackoffMs: 5000 }).complete(payload, params);
    expect(waits).toEqual([5000]);
  });

  it('does not retry a 400: the request itself is wrong', async () => {
    const { baseUrl, requests } = await serve([status(400), ok('never')]);
    const { sleep } = recordSleeps();
    await expect(openaiProvider({ baseUrl, sleep }).complete(payload, params)).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    expect(requests).toHaveLength(1);
  });

  it('aborts an attempt that exceeds the timeout', async () => {
    // The server never answers; the provider must give up by itself.
    const { baseUrl, requests } = await serve([() => undefined]);
    const call = openaiProvider({ baseUrl, timeoutMs: 150, maxRetries: 1, sleep: async () => undefined }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(requests).toHaveLength(2);
  });

  it('reports malformed JSON as a bad response, without retrying', async () => {
    const { baseUrl, requests } = await serve([
      (_req, _body, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": [');
      },
    ]);
    const call = openaiProvider({ baseUrl, sleep: async () => undefined }).complete(payload, params);
    await expect(call).rejects.toBeInstanceOf(ProviderError);
    await expect(openaiProvider({ baseUrl }).complete(payload, params)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(requests).toHaveLength(2);
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const { baseUrl, requests } = await serve([
      (req, body, res) => {
        inFlight++;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight--;
          ok('x')(req, body, res);
        }, 25);
      },
    ]);
    const provider = openaiProvider({ baseUrl, concurrency: 2 });
    const replies = await Promise.all(Array.from({ length: 8 }, () => provider.complete(payload, params)));
    expect(replies).toHaveLength(8);
    expect(requests).toHaveLength(8);
    expect(most).toBeLessThanOrEqual(2);
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, and ignores garbage', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});

describe('cancellation and bounds', () => {
  it('stops at once when the caller aborts: the request in flight, its socket, and every retry', async () => {
    let open = 0;
    const controller = new AbortController();
    // The abort is sent once the server holds the request (a timer started
    // with the call could fire before a loaded machine has even connected).
    const { baseUrl, requests } = await serve([
      (req) => {
        open++;
        req.socket.on('close', () => open--);
        setTimeout(() => controller.abort(new Error('no summary after 100 ms')), 50);
      },
    ]);
    const call = openaiProvider({ baseUrl, maxRetries: 4, timeoutMs: 60_000 }).complete(payload, params, { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ code: 'ABORTED', message: expect.stringContaining('no summary after 100 ms') });
    // The server sees the socket close a little after the client gave up.
    await vi.waitFor(() => expect(open).toBe(0), { timeout: 5_000 });
    expect(requests).toHaveLength(1);
  });

  it('a Retry-After of an hour is capped, and its wait ends when the caller aborts', async () => {
    const controller = new AbortController();
    const answer429 = status(429, { 'retry-after': '3600' });
    // The abort comes after the 429 has been sent, during the wait it asks for.
    const { baseUrl, requests } = await serve([(req, body, res) => {
      answer429(req, body, res);
      setTimeout(() => controller.abort(), 150);
    }]);
    const started = Date.now();
    const call = openaiProvider({ baseUrl, maxRetries: 4 }).complete(payload, params, { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
    // Not the 30 s cap, let alone the hour: the abort ended the wait.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(requests).toHaveLength(1);
  });

  it('drops an answer larger than maxOutputBytes without retrying it', async () => {
    const { baseUrl, requests } = await serve([ok('x'.repeat(4096))]);
    const call = openaiProvider({ baseUrl, maxOutputBytes: 1024, sleep: async () => undefined }).complete(payload, params);
    await expect(call).rejects.toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('more than 1024 bytes (maxOutputBytes)') });
    expect(requests).toHaveLength(1);
  });
});
