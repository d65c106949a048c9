import { resolve } from 'node:path';
import type { FieldPath, SourcePosition } from '../core/index.js';
import {
  CassetteStore, commandProvider, DEFAULT_CASSETTE_LIMITS, liveSource, migrateSource, OPENAI_BODY_FIELDS, openaiProvider, recordSource, replaySource,
  type AnswerSource, type CassetteLimits, type CompletionParams, type Provider,
} from '../providers/index.js';
import { isRecord } from '../core/load/describeValue.js';
import { commandEnvironment } from '../providers/command.js';
import { DEFAULT_MAX_OUTPUT_BYTES } from '../providers/provider.js';

import type { SpecReader } from './specReader.js';
import { PARAM_KEYS } from './suiteDefaults.js';

/** How model calls are answered in a run. */
export type ProviderMode =
  /** From cassettes only (the default, and what CI runs). */
  | 'replay'
  /** From the live provider, nothing written. */
  | 'live'
  /** From cassettes where they hold the answers; the live provider records only what is missing or stale. */
  | 'record'
  /** From the live provider, every answer recorded again. */
  | 'record-all'
  /** From cassettes, moving version-1 files (one answer each) into the version-2 files. */
  | 'migrate';

export type LiveSpec =
  | {
      kind: 'openai';
      baseUrl: string;
      /** The name of the environment variable holding the key: the key itself is never in a suite. */
      apiKeyEnv: string | null;
      timeoutMs: number;
      maxRetries: number;
      concurrency: number;
      maxOutputBytes: number;
    }
  | {
      kind: 'command';
      command: string[];
      timeoutMs: number;
      output: 'json' | 'text';
      concurrency: number;
      maxOutputBytes: number;
      /** Variables the command gets besides the base set (`BASE_ENV` in providers/command.ts). */
      env: string[];
    };

/** A variable name a suite may pass to a command. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface ProviderSpec {
  at: SourcePosition;
  /** Sent as the model name, and part of every cassette key. */
  model: string | null;
  /** Names the provider in reports and its folder of cassettes: its `id`, else the model, else `default`. */
  label: string;
  /** Size caps on answers and cassette files (`maxAnswerBytes`, `maxCassetteBytes`). */
  limits: CassetteLimits;
  params: Omit<CompletionParams, 'model' | 'maxTokens' | 'sample'>;
  /** Absolute folder of the cassettes; null when the suite has none. */
  cassettes: string | null;
  live: LiveSpec | null;
  /** The folder relative paths in the spec are read from. */
  dir: string;
}

/** Provider parameters (`params:` of a provider or the grader, `defaults.params`); each is part of the cassette key. */
function readParams(value: Record<string, unknown>, p: FieldPath, reader: SpecReader): ProviderSpec['params'] {
  const mapping = (key: string): Record<string, unknown> => {
    const v = value[key];
    if (!isRecord(v)) return reader.fail([...p, key], 'must be a mapping, sent as written');
    return v;
  };
  if (value.maxTokensField !== undefined && value.maxTokensField !== 'max_tokens' && value.maxTokensField !== 'max_completion_tokens') {
    reader.fail([...p, 'maxTokensField'], 'must be max_tokens or max_completion_tokens (unset: chosen by the model name)');
  }
  let extraBody: Record<string, unknown> | undefined;
  if (value.extraBody !== undefined) {
    extraBody = mapping('extraBody');
    for (const key of Object.keys(extraBody)) {
      if (OPENAI_BODY_FIELDS.includes(key)) reader.fail([...p, 'extraBody', key], `baglam sets ${key} itself: use the parameter for it (model, maxTokensField, temperature, topP, seed, stop, responseFormat, tools, toolChoice)`);
    }
  }
  let tools: Record<string, unknown>[] | undefined;
  if (value.tools !== undefined) {
    tools = reader.list(value.tools, [...p, 'tools']).map((t, i) => {
      if (!isRecord(t)) return reader.fail([...p, 'tools', i], 'must be a mapping, an OpenAI tool definition sent as written');
      return t;
    });
  }
  if (value.toolChoice !== undefined && typeof value.toolChoice !== 'string' && !isRecord(value.toolChoice)) {
    reader.fail([...p, 'toolChoice'], 'must be auto, none, required or a mapping naming the tool');
  }
  return {
    ...(value.temperature === undefined ? {} : { temperature: reader.number(value.temperature, [...p, 'temperature'], 0, 2, false) }),
    ...(value.topP === undefined ? {} : { topP: reader.number(value.topP, [...p, 'topP'], 0, 1, false) }),
    ...(value.seed === undefined ? {} : { seed: reader.number(value.seed, [...p, 'seed'], 0, Number.MAX_SAFE_INTEGER, true) }),
    ...(value.stop === undefined ? {} : { stop: reader.strings(value.stop, [...p, 'stop']).map((s) => s.value) }),
    ...(value.maxTokensField === undefined ? {} : { maxTokensField: value.maxTokensField as 'max_tokens' | 'max_completion_tokens' }),
    ...(value.responseFormat === undefined ? {} : { responseFormat: mapping('responseFormat') }),
    ...(tools === undefined ? {} : { tools }),
    ...(value.toolChoice === undefined ? {} : { toolChoice: value.toolChoice as string | Record<string, unknown> }),
    ...(extraBody === undefined ? {} : { extraBody }),
  };
}

/** A `live:` block: where the answers come from when the run may ask (`--live`, `--record`). */
function readLive(value: unknown, l: FieldPath, reader: SpecReader): LiveSpec {
  const kind = reader.record(
    value, l, ['kind', 'baseUrl', 'apiKeyEnv', 'timeoutMs', 'maxRetries', 'concurrency', 'maxOutputBytes', 'command', 'output', 'env'], ['kind'],
  ).kind;
  const liveIn = value as Record<string, unknown>;
  const timeoutMs = liveIn.timeoutMs === undefined ? 60_000 : reader.number(liveIn.timeoutMs, [...l, 'timeoutMs'], 1, 3_600_000, true);
  const maxOutputBytes = liveIn.maxOutputBytes === undefined
    ? DEFAULT_MAX_OUTPUT_BYTES
    : reader.number(liveIn.maxOutputBytes, [...l, 'maxOutputBytes'], 1, 1024 * 1024 * 1024, true);
  if (kind === 'openai') {
    reader.record(liveIn, l, ['kind', 'baseUrl', 'apiKeyEnv', 'timeoutMs', 'maxRetries', 'concurrency', 'maxOutputBytes'], ['baseUrl']);
    const baseUrl = reader.string(liveIn.baseUrl, [...l, 'baseUrl']);
    if (!/^https?:\/\/[^@]+$/.test(baseUrl)) {
      reader.fail([...l, 'baseUrl'], 'must be an http(s) URL without credentials (put the key in the variable apiKeyEnv names)');
    }
    return {
      kind, baseUrl, timeoutMs, maxOutputBytes,
      apiKeyEnv: reader.optionalString(liveIn.apiKeyEnv, [...l, 'apiKeyEnv']),
      maxRetries: liveIn.maxRetries === undefined ? 4 : reader.number(liveIn.maxRetries, [...l, 'maxRetries'], 0, 20, true),
      concurrency: liveIn.concurrency === undefined ? 4 : reader.number(liveIn.concurrency, [...l, 'concurrency'], 1, 256, true),
    };
  }
  if (kind === 'command') {
    reader.record(liveIn, l, ['kind', 'command', 'timeoutMs', 'output', 'concurrency', 'maxOutputBytes', 'env'], ['command']);
    const output = liveIn.output ?? 'json';
    if (output !== 'json' && output !== 'text') reader.fail([...l, 'output'], 'must be json or text');
    const env = liveIn.env === undefined ? [] : reader.strings(liveIn.env, [...l, 'env']).map((name) => {
      if (!ENV_NAME.test(name.value)) reader.fail(name.path, 'must be the name of an environment variable (letters, digits, _)');
      return name.value;
    });
    return {
      kind, command: reader.strings(liveIn.command, [...l, 'command']).map((s) => s.value), timeoutMs, output, maxOutputBytes, env,
      concurrency: liveIn.concurrency === undefined ? 4 : reader.number(liveIn.concurrency, [...l, 'concurrency'], 1, 256, true),
    };
  }
  return reader.fail([...l, 'kind'], 'must be openai or command');
}

/** The model that judges `graded:` assertions (`grader:` in the suite). */
export interface GraderSpec {
  at: SourcePosition;
  model: string | null;
  /** The grader's output cap (default 512 tokens) and sampling parameters: with the model, part of every grade's key. */
  params: Omit<CompletionParams, 'model' | 'sample'>;
  /** Null: grades come from the cassettes only (`--record` and `--live` need one). */
  live: LiveSpec | null;
  dir: string;
}

/** Reads `grader:`: a model, its parameters, and a `live:` block to ask it with. */
export function readGraderSpec(value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string): GraderSpec {
  const spec = reader.record(value, path, ['model', 'maxTokens', 'params', 'live']);
  const own = spec.params === undefined ? {} : reader.record(spec.params, [...path, 'params'], PARAM_KEYS);
  return {
    at: reader.at(path),
    model: reader.optionalString(spec.model, [...path, 'model']),
    params: {
      maxTokens: spec.maxTokens === undefined ? 512 : reader.number(spec.maxTokens, [...path, 'maxTokens'], 1, 1_000_000, true),
      ...readParams(own, [...path, 'params'], reader),
    },
    live: spec.live === undefined ? null : readLive(spec.live, [...path, 'live'], reader),
    dir: suiteDir,
  };
}

/**
 * Reads a suite's `provider:` block. `defaults` are the suite's
 * `defaults.params`: each is read where it is written (errors name that
 * line), and the provider's own `params` win over them.
 */
export function readProviderSpec(
  value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string, defaults: Record<string, unknown> | null = null,
): ProviderSpec {
  const spec = reader.record(value, path, ['id', 'model', 'params', 'cassettes', 'live', 'maxAnswerBytes', 'maxCassetteBytes']);
  if (spec.cassettes === undefined && spec.live === undefined) reader.fail(path, 'needs `cassettes` (replay), `live`, or both');
  const own = spec.params === undefined ? {} : reader.record(spec.params, [...path, 'params'], PARAM_KEYS);
  const params: ProviderSpec['params'] = {
    ...(defaults === null ? {} : readParams(defaults, ['defaults', 'params'], reader)),
    ...readParams(own, [...path, 'params'], reader),
  };
  const live = spec.live === undefined ? null : readLive(spec.live, [...path, 'live'], reader);
  const model = reader.optionalString(spec.model, [...path, 'model']);
  const limits: CassetteLimits = {
    maxAnswerBytes: spec.maxAnswerBytes === undefined ? DEFAULT_CASSETTE_LIMITS.maxAnswerBytes : reader.number(spec.maxAnswerBytes, [...path, 'maxAnswerBytes'], 1, 2 ** 30, true),
    maxFileBytes: spec.maxCassetteBytes === undefined ? DEFAULT_CASSETTE_LIMITS.maxFileBytes : reader.number(spec.maxCassetteBytes, [...path, 'maxCassetteBytes'], 1, 2 ** 30, true),
  };
  return {
    at: reader.at(path),
    model,
    label: spec.id === undefined ? model ?? 'default' : reader.string(spec.id, [...path, 'id']),
    limits,
    params,
    cassettes: spec.cassettes === undefined ? null : resolve(suiteDir, reader.string(spec.cassettes, [...path, 'cassettes'])),
    live,
    dir: suiteDir,
  };
}

export function liveProvider(live: LiveSpec, dir: string, env: Readonly<Record<string, string | undefined>>): Provider {
  if (live.kind === 'command') {
    return commandProvider({
      command: live.command, cwd: dir, timeoutMs: live.timeoutMs, output: live.output, concurrency: live.concurrency,
      maxOutputBytes: live.maxOutputBytes,
      // The base set (from the process when the run's environment lacks it) and what the suite
      // names, from the run's environment: never its API keys.
      env: { ...commandEnvironment(process.env), ...commandEnvironment(env, live.env) },
    });
  }
  const apiKey = live.apiKeyEnv === null ? undefined : env[live.apiKeyEnv];
  return openaiProvider({
    baseUrl: live.baseUrl, timeoutMs: live.timeoutMs, maxRetries: live.maxRetries, concurrency: live.concurrency, maxOutputBytes: live.maxOutputBytes,
    ...(apiKey === undefined ? {} : { apiKey }),
  });
}

/** Where a run's answers come from, and the cassette folder it reads and writes (null when it uses none). */
export interface Answers {
  source: AnswerSource;
  store: CassetteStore | null;
}

/**
 * The answer source a run uses, or a reason it cannot have one (reported as
 * a configuration error by the loader, before anything runs). Opening the
 * cassette folder reads every file in it: a corrupt or oversized one throws
 * `CassetteFileError` here, before anything runs. `live` stands in for the
 * suite's `live:` provider when given (tests; programs that embed the runner).
 */
export async function openAnswers(
  spec: ProviderSpec, mode: ProviderMode, env: Readonly<Record<string, string | undefined>>, live?: Provider,
  stores: Map<string, CassetteStore> = new Map(),
): Promise<Answers | { problem: string }> {
  // One store per folder: providers sharing a folder must see each other's files as used.
  const open = async (dir: string): Promise<CassetteStore> => {
    let store = stores.get(dir);
    if (store === undefined) {
      store = await CassetteStore.open(dir, spec.limits);
      stores.set(dir, store);
    }
    return store;
  };
  if (mode === 'replay' || mode === 'migrate') {
    if (spec.cassettes === null) return { problem: `${mode === 'replay' ? 'replay' : '--migrate-cassettes'} needs \`cassettes\`; or run with --live / --record` };
    const store = await open(spec.cassettes);
    return { source: mode === 'replay' ? replaySource(store) : migrateSource(store), store };
  }
  let provider = live;
  if (provider === undefined) {
    const flag = mode === 'record-all' ? 'record=all' : mode;
    if (spec.live === null) return { problem: `--${flag} needs a \`live\` provider in the suite` };
    if (spec.live.kind === 'openai' && spec.live.apiKeyEnv !== null && (env[spec.live.apiKeyEnv] ?? '') === '') {
      return { problem: `the environment variable ${spec.live.apiKeyEnv} (apiKeyEnv) is not set` };
    }
    provider = liveProvider(spec.live, spec.dir, env);
  }
  if (mode === 'live') return { source: liveSource(provider, spec.limits), store: null };
  if (spec.cassettes === null) return { problem: '--record needs `cassettes` to write to' };
  const store = await open(spec.cassettes);
  return { source: recordSource(provider, store, mode === 'record-all' ? 'all' : 'missing', spec.limits), store };
}
