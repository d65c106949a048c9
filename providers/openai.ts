import { setTimeout as delay } from 'node:timers/promises';
import { createLimiter } from './limiter.js';
import { DEFAULT_MAX_OUTPUT_BYTES, formatBytes, type CallOptions, type Completion, type CompletionParams, type Payload, type Provider } from './provider.js';
import { ProviderError } from './providerError.js';

export interface OpenAIProviderOptions {
  /** Up to and including the version: `https://api.openai.com/v1`, `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  /**
   * The key's value, read by the caller from the environment variable the
   * configuration names; the provider keeps it in memory only. Local servers
   * usually need none.
   */
  apiKey?: string;
  /** Per attempt. Default 60 000 ms. */
  timeoutMs?: number;
  /** Attempts after the first, on 429, 5xx, timeouts and connection errors. Default 4. */
  maxRetries?: number;
  /** First backoff; doubles per retry. Default 500 ms. */
  backoffMs?: number;
  /** Cap on any single wait, `Retry-After` included. Default 30 000 ms. */
  maxBackoffMs?: number;
  /** Calls in flight at once. Default 4. */
  concurrency?: number;
  /** The most bytes read of one answer's body; past it the answer is dropped (`TOO_LARGE`). Default 16 MiB. */
  maxOutputBytes?: number;
  /** Injected in tests so retries need no real waiting. */
  sleep?: (ms: number) => Promise<void>;
}

interface Resolved {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxRetries: number;
  backoffMs: number;
  maxBackoffMs: number;
  maxOutputBytes: number;
  sleep: ((ms: number) => Promise<void>) | undefined;
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The field OpenAI's chat endpoint takes the output cap in for a model:
 * `max_completion_tokens` for its reasoning models (o1, o3, o4-mini …) and
 * GPT-5, which refuse `max_tokens`; `max_tokens` for every other model,
 * which is what llama.cpp, vLLM and older OpenAI models accept.
 */
export function maxTokensFieldFor(model: string | null): 'max_tokens' | 'max_completion_tokens' {
  const name = (model ?? '').replace(/^openai\//, '');
  return /^(o\d|gpt-5)/.test(name) ? 'max_completion_tokens' : 'max_tokens';
}

/** The fields `body` sets itself: `extraBody` may not name them (the suite loader refuses it). */
export const OPENAI_BODY_FIELDS: readonly string[] = [
  'model', 'messages', 'max_tokens', 'max_completion_tokens', 'temperature', 'top_p', 'seed', 'stop', 'response_format', 'tools', 'tool_choice',
];

export function openaiBody(payload: Payload, params: CompletionParams): Record<string, unknown> {
  const messages = 'messages' in payload ? payload.messages : [{ role: 'user', content: payload.text }];
  return {
    // First, so a field of its own can never replace one set below.
    ...params.extraBody,
    ...(params.model === null ? {} : { model: params.model }),
    messages,
    [params.maxTokensField ?? maxTokensFieldFor(params.model)]: params.maxTokens,
    ...(params.temperature === undefined ? {} : { temperature: params.temperature }),
    ...(params.topP === undefined ? {} : { top_p: params.topP }),
    ...(params.seed === undefined ? {} : { seed: params.seed }),
    ...(params.stop === undefined ? {} : { stop: params.stop }),
    ...(params.responseFormat === undefined ? {} : { response_format: params.responseFormat }),
    ...(params.tools === undefined ? {} : { tools: params.tools }),
    ...(params.toolChoice === undefined ? {} : { tool_choice: params.toolChoice }),
  };
}

function parseCompletion(text: string): Completion {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError('BAD_RESPONSE', `the endpoint answered with malformed JSON: ${JSON.stringify(text.slice(0, 120))}`);
  }
  const choice = (json as { choices?: unknown[] } | null)?.choices?.[0] as
    | { message?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown }
    | undefined;
  const content = choice?.message?.content;
  if (choice === undefined || (typeof content !== 'string' && content !== null && content !== undefined)) {
    throw new ProviderError('BAD_RESPONSE', `the endpoint's answer has no choices[0].message.content: ${text.slice(0, 120)}`);
  }
  // A reply that calls tools instead of answering is its calls, as JSON, so assertions (json, jsonSchema, contains) can check them.
  const toolCalls = choice.message?.tool_calls;
  const answer = typeof content === 'string' && content !== '' ? content : Array.isArray(toolCalls) && toolCalls.length > 0 ? JSON.stringify(toolCalls) : '';
  const usage = (json as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  const model = (json as { model?: unknown }).model;
  return {
    ...(typeof model === 'string' && model !== '' ? { model } : {}),
    text: answer,
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : 'unknown',
    usage:
      typeof usage?.prompt_tokens === 'number' && typeof usage.completion_tokens === 'number'
        ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens }
        : null,
  };
}

/** One attempt's outcome: a completion, or a failure that may be worth retrying. */
type Attempt = { ok: true; completion: Completion } | { ok: false; error: ProviderError; retryable: boolean; waitMs?: number };

/** The error of a call its caller aborted. */
function aborted(url: string, signal: AbortSignal): ProviderError {
  const reason = signal.reason instanceof Error ? signal.reason.message : 'aborted by the caller';
  return new ProviderError('ABORTED', `${url}: the call was stopped (${reason})`);
}

/** The body, read as it arrives and refused past `max` bytes (the connection is then dropped). */
async function readBody(response: Response, max: number, url: string): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('TOO_LARGE', `${url} answered with more than ${formatBytes(max)} (maxOutputBytes); the answer was dropped`);
    }
    parts.push(value);
  }
  return Buffer.concat(parts, total).toString('utf8');
}

async function attempt(options: Resolved, requestBody: string, signal: AbortSignal | undefined): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  // The attempt ends at its own timeout or when the caller aborts, whichever comes first; the socket goes with it.
  const stop = signal === undefined ? controller.signal : AbortSignal.any([controller.signal, signal]);
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }),
      },
      body: requestBody,
      signal: stop,
    });
    const text = await readBody(response, options.maxOutputBytes, options.url);
    if (response.ok) return { ok: true, completion: parseCompletion(text) };
    const retryable = response.status === 429 || response.status >= 500;
    const waitMs = retryAfterMs(response.headers.get('retry-after'), Date.now());
    return {
      ok: false,
      retryable,
      ...(waitMs === undefined ? {} : { waitMs }),
      error: new ProviderError('HTTP_STATUS', `${options.url} answered ${response.status}: ${text.slice(0, 200)}`),
    };
  } catch (error) {
    if (signal?.aborted === true) return { ok: false, error: aborted(options.url, signal), retryable: false };
    if (error instanceof ProviderError) return { ok: false, error, retryable: false };
    if (controller.signal.aborted) {
      return { ok: false, retryable: true, error: new ProviderError('TIMEOUT', `${options.url} gave no answer within ${options.timeoutMs} ms`) };
    }
    return { ok: false, retryable: true, error: new ProviderError('NETWORK', `${options.url}: ${(error as Error).message}`) };
  } finally {
    clearTimeout(timer);
  }
}

/** Waits `ms`, or less if `signal` aborts first (then throws `ABORTED`); the timer never outlives the call. */
async function wait(options: Resolved, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (options.sleep === undefined) {
    try {
      await delay(ms, undefined, signal === undefined ? {} : { signal });
    } catch {
      throw aborted(options.url, signal!);
    }
    return;
  }
  if (signal === undefined) return options.sleep(ms);
  let onAbort: (() => void) | undefined;
  const abort = new Promise<never>((_, reject) => {
    onAbort = () => reject(aborted(options.url, signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([options.sleep(ms), abort]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

/**
 * An OpenAI-compatible `/chat/completions` endpoint: OpenAI itself, or a
 * local llama.cpp / vLLM server. Retries 429 and 5xx with exponential
 * backoff, waiting what `Retry-After` asks when the server says (capped);
 * each attempt has its own timeout; at most `concurrency` calls in flight;
 * an answer's body is read up to `maxOutputBytes`. A caller's `signal`
 * stops everything at once: the request in flight, the wait, the retries.
 */
export function openaiProvider(options: OpenAIProviderOptions): Provider {
  const resolved: Resolved = {
    url: `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`,
    apiKey: options.apiKey === '' ? undefined : options.apiKey,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 4,
    backoffMs: options.backoffMs ?? 500,
    maxBackoffMs: options.maxBackoffMs ?? 30_000,
    maxOutputBytes: options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
    sleep: options.sleep,
  };
  const limit = createLimiter(options.concurrency ?? 4);
  return {
    kind: 'openai',
    complete(payload, params, callOptions: CallOptions = {}) {
      const requestBody = JSON.stringify(openaiBody(payload, params));
      const signal = callOptions.signal;
      // A call waiting out its backoff keeps its slot: a server that asks for
      // patience should not get the next request in its place.
      return limit(async () => {
        for (let retry = 0; ; retry++) {
          if (signal?.aborted === true) throw aborted(resolved.url, signal);
          const result = await attempt(resolved, requestBody, signal);
          if (result.ok) return result.completion;
          if (!result.retryable || retry >= resolved.maxRetries) throw result.error;
          const backoff = resolved.backoffMs * 2 ** retry;
          // Retry-After is capped like any wait, and the wait ends when the caller aborts.
          await wait(resolved, Math.min(resolved.maxBackoffMs, result.waitMs ?? backoff), signal);
        }
      });
    },
  };
}
