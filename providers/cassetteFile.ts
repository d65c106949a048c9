import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { canonicalJson } from '../core/render.js';
import type { Completion, CompletionParams, Payload, Usage } from './provider.js';

/**
 * Recorded answers, one file per (provider, case, variant): every sample of
 * every request of the case, so a replay reproduces the same pass counts and
 * the same verdict. A variant is `baseline` or `experiment:<id>`.
 *
 * Each request's entry carries the key of what was asked (payload and
 * parameters): when the prompt changes, the key no longer matches and the
 * entry is stale — evidence missing, never a pass.
 */
export interface CassetteFile {
  format: 'baglam-cassette';
  version: 2;
  provider: string;
  case: string;
  variant: string;
  /** Sorted by request id. */
  entries: CassetteEntry[];
}

export interface CassetteEntry {
  request: string;
  /** SHA-256 of the canonical JSON of the payload and the parameters (without the sample number). */
  key: string;
  /** What was asked, for a person reading the file; the key pins it. */
  asked: AskedSummary;
  /** The `repeat` this entry was recorded for: fewer samples than this is an unfinished recording, not a top-up. */
  repeat: number;
  /**
   * How many times a complete set of these samples was recorded or topped up.
   * Each is a look at the data, and the non-inferiority test spends α / 2^look
   * on it, so that recording more until `safe` comes out cannot inflate the
   * false-safe rate.
   */
  looks: number;
  samples: RecordedAnswer[];
}

export interface AskedSummary {
  params: Omit<CompletionParams, 'sample'>;
  messages: number;
  chars: number;
  lastMessage: string;
}

/** An answer as recorded. Never a base URL or a key: only what the model said and who said it. */
export interface RecordedAnswer extends Omit<Completion, 'model'> {
  /** The model id the provider reported answering with; null when it reports none. */
  model: string | null;
  /** When it was recorded (ISO 8601, UTC); null for answers migrated from version-1 cassettes, which did not keep it. */
  recordedAt: string | null;
  /** The kind of provider that answered: `openai`, `command`. */
  recordedWith: string;
  /** How long the call took, in milliseconds; absent in cassettes recorded before it was kept. */
  latencyMs?: number;
  /**
   * What grader models said about this answer, one per rubric and grader
   * (`graded:` assertions), so a replay judges it offline exactly as the
   * recording did. Absent when nothing graded it.
   */
  grades?: RecordedGrade[];
}

/** A grader model's answer about one recorded answer. */
export interface RecordedGrade {
  /**
   * SHA-256 of what the grader was asked (its instructions, the rubric, the
   * question and this answer) and its parameters: a changed rubric or grader
   * asks something else, finds no grade, and is evidence missing.
   */
  key: string;
  /** The rubric, for the reader (the key already pins it). */
  rubric: string;
  /** What the grader said, as it said it; the verdict is read from it when checked. */
  text: string;
  model: string | null;
  recordedAt: string | null;
  recordedWith: string;
}

/** Which file holds a cell's answers. */
export interface CassetteAddress {
  provider: string;
  caseId: string;
  /** `baseline`, or `experiment:<id>`. */
  variant: string;
}

export const BASELINE = 'baseline';
export const experimentVariant = (id: string): string => `experiment:${id}`;

/** A file problem that stops a run before it starts (exit 2): one line, naming the file. */
export class CassetteFileError extends Error {
  readonly file: string;
  constructor(file: string, detail: string) {
    super(`cassette ${file}: ${detail}`);
    this.name = 'CassetteFileError';
    this.file = file;
  }
}

export interface CassetteLimits {
  /** The largest answer recorded or replayed, in UTF-8 bytes. Default 1 MiB. */
  maxAnswerBytes: number;
  /** The largest cassette file read or written. Default 64 MiB. */
  maxFileBytes: number;
}

export const DEFAULT_CASSETTE_LIMITS: CassetteLimits = { maxAnswerBytes: 1 << 20, maxFileBytes: 64 << 20 };

/** JSON without `undefined` members, so `{ seed: undefined }` and `{}` key the same. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The key of what was asked: SHA-256 of the canonical JSON (sorted keys) of the payload and the parameters. */
export function askedKey(payload: Payload, params: Omit<CompletionParams, 'sample'>): string {
  const { sample: _sample, ...rest } = params as CompletionParams;
  return createHash('sha256').update(canonicalJson(plain({ payload, params: rest }))).digest('hex');
}

/**
 * The key of a version-1 cassette: the same hash over the parameters with the
 * sample number (which version 1 added when `repeat` > 1, one file per sample).
 */
export function legacyKey(payload: Payload, params: Omit<CompletionParams, 'sample'>, sample: number | null): string {
  const { sample: _sample, ...rest } = params as CompletionParams;
  return createHash('sha256').update(canonicalJson(plain({ payload, params: sample === null ? rest : { ...rest, sample } }))).digest('hex');
}

export function describeAsked(payload: Payload, params: Omit<CompletionParams, 'sample'>): AskedSummary {
  const { sample: _sample, ...rest } = params as CompletionParams;
  const texts = 'messages' in payload ? payload.messages.map((m) => m.content) : [payload.text];
  const last = Array.from(texts[texts.length - 1] ?? '');
  return {
    params: plain(rest),
    messages: texts.length,
    chars: texts.reduce((n, t) => n + t.length, 0),
    lastMessage: last.length > 200 ? `${last.slice(0, 200).join('')}…` : last.join(''),
  };
}

/**
 * A name part that is safe on every filesystem: ids keep their letters,
 * digits, `-`, `_` and `.`; anything else (or an upper-case letter, which a
 * case-insensitive filesystem would fold onto its lower-case twin) is
 * replaced, and a short hash of the original keeps two ids that map to the
 * same text apart.
 */
function namePart(id: string): string {
  const safe = id.replace(/[^a-z0-9._-]/g, '_').replace(/^\.+/, '_').slice(0, 80);
  if (safe === id) return id;
  return `${safe}-${createHash('sha256').update(id).digest('hex').slice(0, 8)}`;
}

/** `<provider>/<case>/baseline.json`, `<provider>/<case>/experiment.<id>.json`, relative to the cassette folder. */
export function cassetteFileName(address: CassetteAddress): string {
  const variant = address.variant === BASELINE ? 'baseline' : `experiment.${namePart(address.variant.slice('experiment:'.length))}`;
  return join(namePart(address.provider), namePart(address.caseId), `${variant}.json`);
}

/** A version-1 cassette (one answer per file, named by its key): read only to migrate it. */
export interface LegacyCassette {
  key: string;
  response: Completion;
  recordedWith: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUsage(value: unknown): value is Usage | null {
  return value === null || (isRecord(value) && typeof value.promptTokens === 'number' && typeof value.completionTokens === 'number');
}

/**
 * Reads and checks a cassette file's text: a version-2 file in full (every
 * field's type, every answer under the size cap), or a version-1 file for
 * migration. Anything else is a `CassetteFileError` naming the field.
 */
export function parseCassette(text: string, file: string, limits: CassetteLimits): { kind: 'current'; cassette: CassetteFile } | { kind: 'legacy'; cassette: LegacyCassette } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CassetteFileError(file, `not JSON (${(error as Error).message}); delete it and record again`);
  }
  const fail = (field: string, what: string): never => {
    throw new CassetteFileError(file, `${field} ${what}; delete it and record again`);
  };
  if (!isRecord(value)) return fail('(root)', 'is not an object');
  if (value.version === 1 && typeof value.key === 'string') {
    const r = value.response;
    if (!isRecord(r) || typeof r.text !== 'string' || typeof r.finishReason !== 'string' || !isUsage(r.usage ?? null)) {
      return fail('response', 'is not a recorded answer');
    }
    checkSize(Buffer.byteLength(r.text), limits, file, 'response.text');
    return {
      kind: 'legacy',
      cassette: { key: value.key, response: { text: r.text, finishReason: r.finishReason, usage: (r.usage ?? null) as Usage | null }, recordedWith: typeof value.recordedWith === 'string' ? value.recordedWith : 'unknown' },
    };
  }
  if (value.format !== 'baglam-cassette') return fail('format', 'is not "baglam-cassette"');
  if (value.version !== 2) return fail('version', `is ${JSON.stringify(value.version)}; this baglam reads version 2`);
  for (const field of ['provider', 'case', 'variant'] as const) if (typeof value[field] !== 'string') fail(field, 'is not a string');
  if (!Array.isArray(value.entries)) return fail('entries', 'is not a list');
  const entries: CassetteEntry[] = value.entries.map((e: unknown, i: number) => {
    const at = `entries[${i}]`;
    if (!isRecord(e)) return fail(at, 'is not an object');
    if (typeof e.request !== 'string') fail(`${at}.request`, 'is not a string');
    if (typeof e.key !== 'string' || !/^[0-9a-f]{64}$/.test(e.key)) fail(`${at}.key`, 'is not a SHA-256 key');
    if (!isRecord(e.asked)) fail(`${at}.asked`, 'is not an object');
    for (const n of ['repeat', 'looks'] as const) {
      if (!Number.isSafeInteger(e[n]) || (e[n] as number) < 1) fail(`${at}.${n}`, 'is not a whole number ≥ 1');
    }
    if (!Array.isArray(e.samples)) return fail(`${at}.samples`, 'is not a list');
    const samples = e.samples.map((s: unknown, j: number): RecordedAnswer => {
      const sat = `${at}.samples[${j}]`;
      if (!isRecord(s)) return fail(sat, 'is not an object');
      if (typeof s.text !== 'string') fail(`${sat}.text`, 'is not a string');
      checkSize(Buffer.byteLength(s.text as string), limits, file, `${sat}.text`);
      if (typeof s.finishReason !== 'string') fail(`${sat}.finishReason`, 'is not a string');
      if (!isUsage(s.usage)) fail(`${sat}.usage`, 'is neither null nor {promptTokens, completionTokens}');
      if (s.model !== null && typeof s.model !== 'string') fail(`${sat}.model`, 'is neither null nor a string');
      if (s.recordedAt !== null && typeof s.recordedAt !== 'string') fail(`${sat}.recordedAt`, 'is neither null nor a string');
      if (typeof s.recordedWith !== 'string') fail(`${sat}.recordedWith`, 'is not a string');
      if (s.latencyMs !== undefined && (typeof s.latencyMs !== 'number' || !Number.isFinite(s.latencyMs) || s.latencyMs < 0)) fail(`${sat}.latencyMs`, 'is not a number of milliseconds');
      const answer: RecordedAnswer = {
        text: s.text as string, finishReason: s.finishReason as string, usage: s.usage as Usage | null,
        model: s.model as string | null, recordedAt: s.recordedAt as string | null, recordedWith: s.recordedWith as string,
      };
      if (s.latencyMs !== undefined) answer.latencyMs = s.latencyMs as number;
      if (s.grades !== undefined) answer.grades = parseGrades(s.grades, `${sat}.grades`, fail, limits, file);
      return answer;
    });
    return { request: e.request as string, key: e.key as string, asked: e.asked as unknown as AskedSummary, repeat: e.repeat as number, looks: e.looks as number, samples };
  });
  return {
    kind: 'current',
    cassette: { format: 'baglam-cassette', version: 2, provider: value.provider as string, case: value.case as string, variant: value.variant as string, entries },
  };
}

function parseGrades(value: unknown, at: string, fail: (field: string, what: string) => never, limits: CassetteLimits, file: string): RecordedGrade[] {
  if (!Array.isArray(value)) return fail(at, 'is not a list');
  return value.map((g: unknown, k: number): RecordedGrade => {
    const gat = `${at}[${k}]`;
    if (!isRecord(g)) return fail(gat, 'is not an object');
    if (typeof g.key !== 'string' || !/^[0-9a-f]{64}$/.test(g.key)) fail(`${gat}.key`, 'is not a SHA-256 key');
    if (typeof g.rubric !== 'string') fail(`${gat}.rubric`, 'is not a string');
    if (typeof g.text !== 'string') fail(`${gat}.text`, 'is not a string');
    checkSize(Buffer.byteLength(g.text as string), limits, file, `${gat}.text`);
    if (g.model !== null && typeof g.model !== 'string') fail(`${gat}.model`, 'is neither null nor a string');
    if (g.recordedAt !== null && typeof g.recordedAt !== 'string') fail(`${gat}.recordedAt`, 'is neither null nor a string');
    if (typeof g.recordedWith !== 'string') fail(`${gat}.recordedWith`, 'is not a string');
    return { key: g.key as string, rubric: g.rubric as string, text: g.text as string, model: g.model as string | null, recordedAt: g.recordedAt as string | null, recordedWith: g.recordedWith as string };
  });
}

function checkSize(bytes: number, limits: CassetteLimits, file: string, field: string): void {
  if (bytes > limits.maxAnswerBytes) {
    throw new CassetteFileError(file, `${field} is ${bytes} bytes, over maxAnswerBytes (${limits.maxAnswerBytes}); delete it and record again`);
  }
}

/** One entry per line block, keys in a fixed order, so re-recordings diff well. */
export function serializeCassette(cassette: CassetteFile): string {
  return `${JSON.stringify(cassette, null, 1)}\n`;
}
