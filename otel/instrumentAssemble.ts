import { ValueType, type Attributes, type Counter, type Histogram, type Meter } from '@opentelemetry/api';
import {
  ContextOverflowError, assemble, maxOutputTokens, resolveProfile,
  type AssembleOptions, type AssembledContext, type Profile, type Request,
} from '../core/index.js';
import { measureOutcome } from '../core/outcomeMeasures.js';
import { RESERVE_BOUNDARIES, SEMCONV_TOKEN_BOUNDARIES, TOKEN_BOUNDARIES } from './boundaries.js';

/**
 * OpenTelemetry metrics of `assemble` and of the model's answer: the
 * numbers `baglam report` gives offline (tokens per section as percentiles,
 * overflow rate, dropped chunks, output reserve used, truncated answers),
 * recorded in production where a team's dashboards already are.
 *
 * Opt-in and outside the library's core: `instrumentAssemble(meter)` wraps
 * `assemble` (or records outcomes a caller assembled itself); nothing in
 * `assemble` knows about it, so an application that does not instrument
 * pays nothing. Only this entry point (`baglam/otel`) imports
 * `@opentelemetry/api`, an optional peer dependency; the application brings
 * the SDK and the exporter.
 *
 * Names follow the OpenTelemetry GenAI semantic conventions where they
 * define one (`gen_ai.client.token.usage` with `gen_ai.token.type`,
 * `gen_ai.operation.name`, `gen_ai.provider.name`, `gen_ai.request.model`)
 * and live under `baglam.*` elsewhere. Attributes are of bounded
 * cardinality: the profile's name, the section, the drop reason, the
 * outcome, the finish reason; never request text or ids.
 */

export interface InstrumentOptions {
  /** `gen_ai.provider.name` (the conventions require it on token usage): `openai`, `anthropic`, `azure.ai.openai`… */
  provider: string;
  /** `gen_ai.request.model`, when one model serves the meter's requests. */
  model?: string;
  /** `gen_ai.operation.name`. Default `chat`. */
  operation?: string;
}

/** What the model answered, as its API reports usage (OpenAI's names in parentheses). */
export interface ModelUsage {
  /** Input tokens billed (`prompt_tokens`), when reported. */
  inputTokens?: number;
  /** Output tokens, reasoning included (`completion_tokens`). */
  outputTokens: number;
  /** Why generation stopped (`finish_reason`): `stop`, `length`, `tool_calls`… */
  finishReason: string;
}

export interface AssembleInstrumentation {
  /** `assemble`, recorded: returns what it returns and rethrows what it throws (an overflow after recording it). */
  assemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext;
  /** Records an outcome assembled elsewhere (another thread, a cached result): the context or the overflow. */
  recordAssembled(profile: Profile, outcome: AssembledContext | ContextOverflowError): void;
  /** Records the model's answer to a request assembled under `profile`. */
  recordResponse(profile: Profile, usage: ModelUsage): void;
}

/** Metric names, for dashboards and tests. */
export const METRICS = {
  promptTokens: 'baglam.prompt.tokens',
  sectionTokens: 'baglam.prompt.section.tokens',
  fixedTokens: 'baglam.prompt.fixed.tokens',
  requests: 'baglam.requests',
  overflowTokens: 'baglam.overflow.tokens',
  droppedChunks: 'baglam.chunks.dropped',
  droppedTurns: 'baglam.turns.dropped',
  drops: 'baglam.drops',
  trimmed: 'baglam.history.trimmed',
  exhausted: 'baglam.candidates.exhausted',
  tokenUsage: 'gen_ai.client.token.usage',
  reserveUsed: 'baglam.output.reserve.used',
  responses: 'baglam.responses',
} as const;

interface Instruments {
  promptTokens: Histogram;
  sectionTokens: Histogram;
  fixedTokens: Histogram;
  requests: Counter;
  overflowTokens: Histogram;
  droppedChunks: Histogram;
  droppedTurns: Histogram;
  drops: Counter;
  trimmed: Counter;
  exhausted: Counter;
  tokenUsage: Histogram;
  reserveUsed: Histogram;
  responses: Counter;
}

function createInstruments(meter: Meter): Instruments {
  const tokens = (name: string, description: string, boundaries = TOKEN_BOUNDARIES): Histogram =>
    meter.createHistogram(name, { description, unit: '{token}', valueType: ValueType.INT, advice: { explicitBucketBoundaries: [...boundaries] } });
  const counter = (name: string, description: string, unit: string): Counter =>
    meter.createCounter(name, { description, unit, valueType: ValueType.INT });
  return {
    promptTokens: tokens(METRICS.promptTokens, 'Tokens of the assembled prompt as sent, template overhead included (exact, counted by baglam).'),
    sectionTokens: tokens(METRICS.sectionTokens, 'Tokens of one section of the assembled prompt (baglam.section).'),
    fixedTokens: tokens(METRICS.fixedTokens, 'Tokens of the fixed part of the assembled prompt: rules + tools + examples + format.'),
    requests: counter(METRICS.requests, 'Requests assembled (baglam.outcome=assembled) or refused as over budget (overflow).', '{request}'),
    overflowTokens: tokens(METRICS.overflowTokens, 'How far over the prompt budget an overflowing request was, with everything droppable dropped.'),
    droppedChunks: meter.createHistogram(METRICS.droppedChunks, {
      description: 'Retrieved chunks left out of one assembled request.', unit: '{chunk}', valueType: ValueType.INT,
      advice: { explicitBucketBoundaries: [...TOKEN_BOUNDARIES] },
    }),
    droppedTurns: meter.createHistogram(METRICS.droppedTurns, {
      description: 'History turns left out of one assembled request.', unit: '{turn}', valueType: ValueType.INT,
      advice: { explicitBucketBoundaries: [...TOKEN_BOUNDARIES] },
    }),
    drops: counter(METRICS.drops, 'Items left out of assembled requests, by baglam.section and baglam.drop.reason.', '{item}'),
    trimmed: counter(METRICS.trimmed, 'Assembled requests whose history was cut (the model was told with a trim note).', '{request}'),
    exhausted: counter(METRICS.exhausted, 'Assembled requests whose eligible chunks ran out before the evidence share filled.', '{request}'),
    tokenUsage: tokens(METRICS.tokenUsage, 'Number of input and output tokens used.', SEMCONV_TOKEN_BOUNDARIES),
    reserveUsed: meter.createHistogram(METRICS.reserveUsed, {
      description: "Output tokens over the profile's output cap (maxOutputTokens): the share of the output reserve used.",
      unit: '1', valueType: ValueType.DOUBLE, advice: { explicitBucketBoundaries: [...RESERVE_BOUNDARIES] },
    }),
    responses: counter(METRICS.responses, 'Model responses by baglam.finish_reason (length: a truncated answer).', '{response}'),
  };
}

/**
 * Creates the instruments on `meter` once; record with the returned
 * functions from any number of requests and profiles.
 */
export function instrumentAssemble(meter: Meter, options: InstrumentOptions): AssembleInstrumentation {
  if (typeof options?.provider !== 'string' || options.provider === '') {
    throw new TypeError('instrumentAssemble: options.provider (gen_ai.provider.name, e.g. "openai") is required');
  }
  const m = createInstruments(meter);
  const genAi: Attributes = {
    'gen_ai.operation.name': options.operation ?? 'chat',
    'gen_ai.provider.name': options.provider,
    ...(options.model === undefined ? {} : { 'gen_ai.request.model': options.model }),
  };

  const recordAssembled = (profileInput: Profile, outcome: AssembledContext | ContextOverflowError): void => {
    const profile = { 'baglam.profile': resolveProfile(profileInput).name };
    const measures = measureOutcome(outcome);
    m.requests.add(1, { ...profile, 'baglam.outcome': measures.outcome });
    if (measures.outcome === 'overflow') {
      m.overflowTokens.record(measures.overBy, profile);
      return;
    }
    m.promptTokens.record(measures.total, profile);
    m.fixedTokens.record(measures.fixed, profile);
    for (const [section, tokens] of Object.entries(measures.sections)) {
      m.sectionTokens.record(tokens, { ...profile, 'baglam.section': section });
    }
    m.droppedChunks.record(measures.droppedChunks, profile);
    m.droppedTurns.record(measures.droppedTurns, profile);
    for (const d of measures.drops) m.drops.add(d.count, { ...profile, 'baglam.section': d.section, 'baglam.drop.reason': d.reason });
    if (measures.trimNote) m.trimmed.add(1, profile);
    if (measures.candidatesExhausted) m.exhausted.add(1, profile);
  };

  return {
    assemble(request, profileInput, assembleOptions) {
      let result: AssembledContext;
      try {
        result = assemble(request, profileInput, assembleOptions);
      } catch (error) {
        if (error instanceof ContextOverflowError) recordAssembled(profileInput, error);
        throw error;
      }
      recordAssembled(profileInput, result);
      return result;
    },
    recordAssembled,
    recordResponse(profileInput, usage) {
      const profile = resolveProfile(profileInput);
      for (const key of ['inputTokens', 'outputTokens'] as const) {
        const n = usage[key];
        if (n !== undefined && !(Number.isSafeInteger(n) && n >= 0)) throw new TypeError(`recordResponse: usage.${key} must be a whole number ≥ 0, got ${n}`);
      }
      const attributes = { 'baglam.profile': profile.name };
      if (usage.inputTokens !== undefined) m.tokenUsage.record(usage.inputTokens, { ...genAi, ...attributes, 'gen_ai.token.type': 'input' });
      m.tokenUsage.record(usage.outputTokens, { ...genAi, ...attributes, 'gen_ai.token.type': 'output' });
      m.reserveUsed.record(usage.outputTokens / maxOutputTokens(profile), attributes);
      m.responses.add(1, { ...attributes, 'baglam.finish_reason': usage.finishReason });
    },
  };
}
