import type { ChatMessage } from '../core/index.js';

/**
 * What is sent to a model: the assembled chat messages, or the rendered text
 * of a text-template profile. Providers that only speak chat send the text as
 * one user message.
 */
export type Payload = { messages: ChatMessage[] } | { text: string };

/** Sampling parameters of one call. Everything here is part of a cassette's key. */
export interface CompletionParams {
  /** The model name sent to the endpoint; `null` lets a provider use its own default. */
  model: string | null;
  /** The output cap: always the profile's `maxOutputTokens`, never chosen at a call site. */
  maxTokens: number;
  temperature?: number;
  topP?: number;
  seed?: number;
  stop?: string[];
  /**
   * Which field carries the output cap. Unset: chosen by the model name
   * (`maxTokensFieldFor`); OpenAI's reasoning models refuse `max_tokens`.
   */
  maxTokensField?: 'max_tokens' | 'max_completion_tokens';
  /** OpenAI's `response_format`, sent as written (`{type: json_object}`, `{type: json_schema, json_schema: …}`). */
  responseFormat?: Record<string, unknown>;
  /** OpenAI's `tools` and `tool_choice`, sent as written. */
  tools?: Record<string, unknown>[];
  toolChoice?: string | Record<string, unknown>;
  /** Other fields of the request body, sent as written; never one of the fields above. */
  extraBody?: Record<string, unknown>;
  /**
   * Which repetition this is (0 … repeat−1). Live providers ignore it; it keeps
   * the cassettes of `repeat: N` apart, so a noisy model's N answers are N files.
   */
  sample?: number;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export interface Completion {
  text: string;
  /** As the endpoint reports it: `stop`, `length` (the answer was cut by the cap), `tool_calls` … */
  finishReason: string;
  /** `null` when the provider does not report usage. */
  usage: Usage | null;
  /**
   * The model id the provider says answered (`model` of an OpenAI-style
   * response), when it says: recorded with the answer, so evidence from a
   * model other than the suite's is caught.
   */
  model?: string;
}

/** How one call may be cut short by its caller. */
export interface CallOptions {
  /**
   * Aborts the call: its attempt in flight (the connection is closed, the
   * command's process group killed), its waits between retries, and any
   * retry not yet made. The call then rejects with `ABORTED`.
   */
  signal?: AbortSignal;
}

/** A model, seen from the regression runner: one async call, nothing else. */
export interface Provider {
  /** `replay`, `openai`, `command`: written into cassettes, so never a secret. */
  readonly kind: string;
  complete(payload: Payload, params: CompletionParams, options?: CallOptions): Promise<Completion>;
}

/**
 * The most bytes a live provider reads of one answer (an HTTP body, a
 * command's standard output) unless told otherwise: 16 MiB. A model's answer
 * is kilobytes; a server or a script that never stops writing must not fill
 * the memory of a CI runner (or a cassette).
 */
export const DEFAULT_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** `16 MiB` for error messages. */
export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}
