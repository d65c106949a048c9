import { resolve } from 'node:path';
import type { FieldPath, SourcePosition } from '../core/index.js';
import {
  commandProvider, openaiProvider, recordingProvider, replayProvider, type CompletionParams, type Provider,
} from '../providers/index.js';
import type { SpecReader } from './specReader.js';

/** How model calls are answered in a run. */
export type ProviderMode =
  /** From cassettes only (the default, and what CI runs). */
  | 'replay'
  /** From the live provider, nothing written. */
  | 'live'
  /** From the live provider, each answer written as a cassette. */
  | 'record';

export type LiveSpec =
  | {
      kind: 'openai';
      baseUrl: string;
      /** The name of the environment variable holding the key: the key itself is never in a suite. */
      apiKeyEnv: string | null;
      timeoutMs: number;
      maxRetries: number;
      concurrency: number;
    }
  | { kind: 'command'; command: string[]; timeoutMs: number; output: 'json' | 'text'; concurrency: number };

export interface ProviderSpec {
  at: SourcePosition;
  /** Sent as the model name, and part of every cassette key. */
  model: string | null;
  params: Omit<CompletionParams, 'model' | 'maxTokens' | 'sample'>;
  /** Absolute folder of the cassettes; null when the suite has none. */
  cassettes: string | null;
  live: LiveSpec | null;
  /** The folder relative paths in the spec are read from. */
  dir: string;
}

/** Reads a suite's `provider:` block. */
export function readProviderSpec(value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string): ProviderSpec {
  const spec = reader.record(value, path, ['model', 'params', 'cassettes', 'live']);
  if (spec.cassettes === undefined && spec.live === undefined) reader.fail(path, 'needs `cassettes` (replay), `live`, or both');
  const paramsIn = spec.params === undefined ? {} : reader.record(spec.params, [...path, 'params'], ['temperature', 'topP', 'seed', 'stop']);
  const p = [...path, 'params'];
  const params: ProviderSpec['params'] = {
    ...(paramsIn.temperature === undefined ? {} : { temperature: reader.number(paramsIn.temperature, [...p, 'temperature'], 0, 2, false) }),
    ...(paramsIn.topP === undefined ? {} : { topP: reader.number(paramsIn.topP, [...p, 'topP'], 0, 1, false) }),
    ...(paramsIn.seed === undefined ? {} : { seed: reader.number(paramsIn.seed, [...p, 'seed'], 0, Number.MAX_SAFE_INTEGER, true) }),
    ...(paramsIn.stop === undefined ? {} : { stop: reader.strings(paramsIn.stop, [...p, 'stop']).map((s) => s.value) }),
  };
  let live: LiveSpec | null = null;
  if (spec.live !== undefined) {
    const l = [...path, 'live'];
    const kind = reader.record(spec.live, l, ['kind', 'baseUrl', 'apiKeyEnv', 'timeoutMs', 'maxRetries', 'concurrency', 'command', 'output'], ['kind']).kind;
    const liveIn = spec.live as Record<string, unknown>;
    const timeoutMs = liveIn.timeoutMs === undefined ? 60_000 : reader.number(liveIn.timeoutMs, [...l, 'timeoutMs'], 1, 3_600_000, true);
    if (kind === 'openai') {
      reader.record(liveIn, l, ['kind', 'baseUrl', 'apiKeyEnv', 'timeoutMs', 'maxRetries', 'concurrency'], ['baseUrl']);
      const baseUrl = reader.string(liveIn.baseUrl, [...l, 'baseUrl']);
      if (!/^https?:\/\/[^@]+$/.test(baseUrl)) {
        reader.fail([...l, 'baseUrl'], 'must be an http(s) URL without credentials (put the key in the variable apiKeyEnv names)');
      }
      live = {
        kind, baseUrl, timeoutMs,
        apiKeyEnv: reader.optionalString(liveIn.apiKeyEnv, [...l, 'apiKeyEnv']),
        maxRetries: liveIn.maxRetries === undefined ? 4 : reader.number(liveIn.maxRetries, [...l, 'maxRetries'], 0, 20, true),
        concurrency: liveIn.concurrency === undefined ? 4 : reader.number(liveIn.concurrency, [...l, 'concurrency'], 1, 256, true),
      };
    } else if (kind === 'command') {
      reader.record(liveIn, l, ['kind', 'command', 'timeoutMs', 'output', 'concurrency'], ['command']);
      const output = liveIn.output ?? 'json';
      if (output !== 'json' && output !== 'text') reader.fail([...l, 'output'], 'must be json or text');
      live = {
        kind, command: reader.strings(liveIn.command, [...l, 'command']).map((s) => s.value), timeoutMs, output,
        concurrency: liveIn.concurrency === undefined ? 4 : reader.number(liveIn.concurrency, [...l, 'concurrency'], 1, 256, true),
      };
    } else {
      reader.fail([...l, 'kind'], 'must be openai or command');
    }
  }
  return {
    at: reader.at(path),
    model: reader.optionalString(spec.model, [...path, 'model']),
    params,
    cassettes: spec.cassettes === undefined ? null : resolve(suiteDir, reader.string(spec.cassettes, [...path, 'cassettes'])),
    live,
    dir: suiteDir,
  };
}

function liveProvider(live: LiveSpec, dir: string, env: Readonly<Record<string, string | undefined>>): Provider {
  if (live.kind === 'command') {
    return commandProvider({ command: live.command, cwd: dir, timeoutMs: live.timeoutMs, output: live.output, concurrency: live.concurrency });
  }
  const apiKey = live.apiKeyEnv === null ? undefined : env[live.apiKeyEnv];
  return openaiProvider({
    baseUrl: live.baseUrl, timeoutMs: live.timeoutMs, maxRetries: live.maxRetries, concurrency: live.concurrency,
    ...(apiKey === undefined ? {} : { apiKey }),
  });
}

/**
 * The provider a run uses, or a reason it cannot have one (reported as a
 * configuration error by the loader, before anything runs).
 */
export function buildProvider(
  spec: ProviderSpec, mode: ProviderMode, env: Readonly<Record<string, string | undefined>>,
): { provider: Provider } | { problem: string } {
  if (mode === 'replay') {
    return spec.cassettes === null ? { problem: 'replay needs `cassettes`; or run with --live / --record' } : { provider: replayProvider(spec.cassettes) };
  }
  if (spec.live === null) return { problem: `--${mode} needs a \`live\` provider in the suite` };
  if (spec.live.kind === 'openai' && spec.live.apiKeyEnv !== null && (env[spec.live.apiKeyEnv] ?? '') === '') {
    return { problem: `the environment variable ${spec.live.apiKeyEnv} (apiKeyEnv) is not set` };
  }
  const live = liveProvider(spec.live, spec.dir, env);
  if (mode === 'live') return { provider: live };
  return spec.cassettes === null ? { problem: '--record needs `cassettes` to write to' } : { provider: recordingProvider(live, spec.cassettes) };
}
