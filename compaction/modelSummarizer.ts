import { openaiProvider, type OpenAIProviderOptions } from '../providers/openai.js';
import type { Provider } from '../providers/provider.js';
import type { Summarizer } from './summarizer.js';
import { summaryPrompt } from './summaryPrompt.js';

export interface ModelSummarizerOptions {
  /** The (cheap) model that writes summaries; `null` lets the provider choose. */
  model: string | null;
  /** Output cap of the summary call. Default 1 500: a summary longer than that would not fit a history share anyway. */
  maxTokens?: number;
}

/**
 * A summarizer that asks a model, through any baglam `Provider` (the
 * OpenAI-compatible HTTP client, the command provider, or recorded cassettes
 * in tests and CI). Temperature 0: the same turns should give the same
 * summary as far as the model allows.
 *
 * Whatever comes back is only text to `compactHistory`: it is validated
 * against the schema, and an apology, an error body or a cut-off JSON never
 * becomes a summary. Provider errors (HTTP 4xx/5xx after retries, timeouts)
 * are thrown and reported as `threw`.
 */
export function modelSummarizer(provider: Provider, options: ModelSummarizerOptions): Summarizer {
  const maxTokens = options.maxTokens ?? 1_500;
  return {
    name: `${provider.kind}:${options.model ?? 'default'}`,
    async summarize(input, signal) {
      // The signal is compactHistory's timeout: it stops the request, its retries and their waits.
      const completion = await provider.complete(
        { messages: summaryPrompt(input) },
        { model: options.model, maxTokens, temperature: 0 },
        { signal },
      );
      return completion.text;
    },
  };
}

/** `modelSummarizer` over an OpenAI-compatible endpoint (`/v1/chat/completions`). */
export function httpSummarizer(options: OpenAIProviderOptions & ModelSummarizerOptions): Summarizer {
  const { model, maxTokens, ...http } = options;
  return modelSummarizer(openaiProvider(http), { model, ...(maxTokens === undefined ? {} : { maxTokens }) });
}
