import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { canonicalJson } from '../core/render.js';
import type { Completion, CompletionParams, Payload, Provider } from './provider.js';
import { ProviderError } from './providerError.js';

/**
 * A recorded model call. The file name is the key, and the key is also stored
 * inside, so a renamed or hand-edited file is caught instead of replayed.
 *
 * Only the payload, the sampling parameters and the answer are stored: never
 * a base URL (it may carry credentials in its user part) or an API key.
 */
export interface Cassette {
  version: 1;
  key: string;
  /** The kind of provider that answered (`openai`, `command`), for the reader. */
  recordedWith: string;
  /**
   * What was asked, for a person reading the file: the parameters, the size
   * of the payload and the start of its last message. Not the whole payload:
   * the key already pins it, and a 30 kB prompt per cassette would bury the
   * answers in the diff of every re-recording.
   */
  request: { params: CompletionParams; messages: number; chars: number; lastMessage: string };
  response: Completion;
}

/** JSON without `undefined` members, so `{ seed: undefined }` and `{}` key the same. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** SHA-256 of the canonical JSON (sorted keys) of the payload and parameters. */
export function cassetteKey(payload: Payload, params: CompletionParams): string {
  return createHash('sha256').update(canonicalJson(plain({ payload, params }))).digest('hex');
}

function describeRequest(payload: Payload, params: CompletionParams): Cassette['request'] {
  const texts = 'messages' in payload ? payload.messages.map((m) => m.content) : [payload.text];
  const last = Array.from(texts[texts.length - 1] ?? '');
  return {
    params: plain(params) as CompletionParams,
    messages: texts.length,
    chars: texts.reduce((n, t) => n + t.length, 0),
    lastMessage: last.length > 200 ? `${last.slice(0, 200).join('')}…` : last.join(''),
  };
}

export function cassettePath(dir: string, key: string): string {
  return join(dir, `${key}.json`);
}

function isCompletion(value: unknown): value is Completion {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.finishReason === 'string' && (v.usage === null || typeof v.usage === 'object');
}

export async function readCassette(dir: string, payload: Payload, params: CompletionParams): Promise<Cassette> {
  const key = cassetteKey(payload, params);
  const file = cassettePath(dir, key);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ProviderError(
        'MISSING_CASSETTE',
        `no cassette ${file} for this payload (key ${key.slice(0, 12)}…); record it with --record and a live provider`,
      );
    }
    throw error;
  }
  let cassette: unknown;
  try {
    cassette = JSON.parse(text);
  } catch (error) {
    throw new ProviderError('BAD_CASSETTE', `${file}: not JSON (${(error as Error).message})`);
  }
  const c = cassette as Partial<Cassette>;
  if (c.version !== 1 || c.key !== key || !isCompletion(c.response)) {
    throw new ProviderError('BAD_CASSETTE', `${file}: not a version-1 cassette for key ${key.slice(0, 12)}…`);
  }
  return c as Cassette;
}

/** Writes atomically (temp file + rename): a run killed mid-write leaves no half cassette. */
export async function writeCassette(
  dir: string, payload: Payload, params: CompletionParams, response: Completion, recordedWith: string,
): Promise<string> {
  const key = cassetteKey(payload, params);
  const file = cassettePath(dir, key);
  const cassette: Cassette = {
    version: 1, key, recordedWith, request: describeRequest(payload, params),
    response: { text: response.text, finishReason: response.finishReason, usage: response.usage },
  };
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(cassette, null, 1)}\n`, 'utf8');
  await rename(temp, file);
  return file;
}

/** Answers from cassettes only: the CI default. A missing cassette is an error, never a pass. */
export function replayProvider(dir: string): Provider {
  return {
    kind: 'replay',
    async complete(payload, params) {
      return (await readCassette(dir, payload, params)).response;
    },
  };
}

/** Calls `live` and writes each answer as a cassette (`--record`). */
export function recordingProvider(live: Provider, dir: string): Provider {
  return {
    kind: live.kind,
    async complete(payload, params) {
      const response = await live.complete(payload, params);
      await writeCassette(dir, payload, params, response, live.kind);
      return response;
    },
  };
}
