import { checkDenseArray } from './argumentChecks.js';
import { invalidInput, type FieldPath } from './errors.js';
import { HISTORY_TRIM_NOTE } from './history.js';
import { findLoneSurrogate } from './runes.js';

/** A behaviour rule of the fixed part. Never dropped. */
export interface Rule {
  id: string;
  text: string;
}

/** A worked example of the fixed part; dropped last-first when nothing else is left to drop. */
export interface Example {
  id: string;
  text: string;
}

/** A tool definition as the model sees it: name, description, JSON schema. Never dropped. */
export interface ToolDefinition {
  name: string;
  description?: string;
  parameters?: unknown;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The arguments as the model wrote them (usually JSON text). */
  arguments: string;
}

/** One turn of the conversation. Tool calls and their results are kept or dropped together. */
export type Turn =
  | { role: 'user' | 'system'; content: string; id?: string }
  | { role: 'assistant'; content: string; toolCalls?: ToolCall[]; id?: string }
  | { role: 'tool'; content: string; toolCallId: string; id?: string };

/** A retrieved candidate chunk. */
export interface Chunk {
  id: string;
  text: string;
  /** Retrieval score; higher is better. Must be a finite number. */
  score: number;
  /** Where it came from. Always kept in the prompt: citations depend on it. */
  source?: string;
  /** Further metadata (date, link, title …); values may be shortened. */
  meta?: Record<string, string>;
}

export interface Request {
  id?: string;
  rules?: Rule[];
  tools?: ToolDefinition[];
  examples?: Example[];
  /** The compacted history: one block at the head of the history. */
  summary?: string;
  /** True when turns were already cut before this request (the note is kept). */
  historyTrimmed?: boolean;
  history?: Turn[];
  chunks?: Chunk[];
  /** The output-format instruction; placed after the evidence. */
  format?: string;
  question: string;
}

const REQUEST_KEYS = new Set([
  'id', 'rules', 'tools', 'examples', 'summary', 'historyTrimmed', 'history', 'chunks', 'format', 'question',
]);

/** Metadata keys become attribute names in the rendered chunk tag. */
const META_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Made once: a request may carry 100 000 chunks. */
const CHUNK_KEYS: ReadonlySet<string> = new Set(['id', 'text', 'score', 'source', 'meta']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, path: FieldPath): void {
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) {
      throw invalidInput([...path, key], `unknown key; expected one of ${[...allowed].join(', ')}`);
    }
  }
}

/** Text the model will read: a string, without lone surrogates (they cannot be sent as UTF-8). */
/**
 * `path` plus up to two more keys, joined only when an error needs them: a
 * request with 100 000 chunks would otherwise build half a million path
 * arrays that are thrown away.
 */
function at(path: FieldPath, key?: string | number, key2?: string | number): FieldPath {
  if (key === undefined) return path;
  return key2 === undefined ? [...path, key] : [...path, key, key2];
}

function checkText(value: unknown, path: FieldPath, allowEmpty: boolean, key?: string | number, key2?: string | number): string {
  if (typeof value !== 'string') throw invalidInput(at(path, key, key2), `must be a string, got ${describe(value)}`);
  if (!allowEmpty && value.trim() === '') throw invalidInput(at(path, key, key2), 'must not be empty');
  const bad = findLoneSurrogate(value);
  if (bad >= 0) {
    throw invalidInput(
      at(path, key, key2),
      `contains a lone surrogate (U+${value.charCodeAt(bad).toString(16).toUpperCase()}) at index ${bad}`,
    );
  }
  return value;
}

/**
 * Control characters and line breaks, which no identifier needs: ids and
 * names are printed in reports, one per line, and an id holding a line break
 * could start a line of its own there (a forged `::error` workflow command).
 * Every report escapes them as well; the request's own id, which request
 * logs carry as their clients sent it, is only escaped.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** An id or a name: text without control characters. */
function checkIdentifier(value: unknown, path: FieldPath, key?: string | number): string {
  const id = checkText(value, path, false, key);
  const bad = CONTROL.exec(id);
  if (bad !== null) {
    throw invalidInput(
      at(path, key),
      `must not contain control characters or line breaks (U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} at index ${bad.index})`,
    );
  }
  return id;
}

function checkId(value: unknown, path: FieldPath, seen: Map<string, number>, index: number, key?: string): string {
  const id = checkIdentifier(value, path, key);
  const first = seen.get(id);
  if (first !== undefined) {
    throw invalidInput(at(path, key), `duplicate id "${id}" (first used at index ${first})`);
  }
  seen.set(id, index);
  return id;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  return typeof value;
}

/** A list of the request: absent is empty; holes are refused (see `checkDenseArray`). */
function checkArray(value: unknown, path: FieldPath): unknown[] {
  if (value === undefined) return [];
  return checkDenseArray(value, path);
}

/**
 * Checks a request shape and its invariants, naming the first bad field.
 * Returns the same object typed; nothing is copied or changed.
 *
 * Refused: unknown keys, missing or empty texts where text is required, lone
 * surrogates, scores that are not finite numbers, duplicate ids within a
 * section, a tool result whose call is not earlier in the history.
 */
/**
 * A chunk's metadata (at `path`, the chunk's): an object whose keys are
 * attribute names (not `id` or `source`, which the chunk's own fields write)
 * and whose values are strings. The renderer writes each as `key="value"`:
 * a key with a quote or a space would write markup of its own, and a value
 * that is not a string would be written as whatever its text is.
 */
export function checkChunkMeta(meta: unknown, path: FieldPath): void {
  if (!isRecord(meta)) throw invalidInput([...path, 'meta'], `must be an object of strings, got ${describe(meta)}`);
  for (const key of Object.keys(meta)) {
    if (!META_KEY.test(key) || key === 'id' || key === 'source') {
      throw invalidInput([...path, 'meta', key], 'metadata keys are attribute names: a letter or _, then letters, digits, _ . -; not id or source');
    }
    checkText(meta[key], path, true, 'meta', key);
  }
}

export function validateRequest(input: unknown): Request {
  return checkRequest(input, false);
}

/**
 * `validateRequest` for a request whose fixed part (rules, tools, examples,
 * format) is known to pass `validateFixedPart`: it is not read again. The
 * first error of any other field is the one `validateRequest` names, since
 * the fixed part has none. @internal (`core/fixedPartMemo.ts`)
 */
export function validateRequestWithValidFixedPart(input: unknown): Request {
  return checkRequest(input, true);
}

/**
 * The checks of the fixed part alone, in `validateRequest`'s order, on an
 * object holding `rules`, `tools`, `examples` and `format`. @internal
 */
export function validateFixedPart(input: Record<string, unknown>): void {
  if (input.format !== undefined) checkText(input.format, ['format'], false);
  checkRulesExamplesTools(input);
}

function checkRequest(input: unknown, fixedPartValid: boolean): Request {
  if (!isRecord(input)) throw invalidInput([], `a request must be an object, got ${describe(input)}`);
  checkKeys(input, REQUEST_KEYS, []);
  // A request's own id is what a client sent (logs carry it as given): reports print it escaped, never refuse it.
  if (input.id !== undefined) checkText(input.id, ['id'], false);
  checkText(input.question, ['question'], false);
  if (input.summary !== undefined) checkText(input.summary, ['summary'], false);
  if (!fixedPartValid && input.format !== undefined) checkText(input.format, ['format'], false);
  if (input.historyTrimmed !== undefined && typeof input.historyTrimmed !== 'boolean') {
    throw invalidInput(['historyTrimmed'], `must be true or false, got ${describe(input.historyTrimmed)}`);
  }
  if (!fixedPartValid) checkRulesExamplesTools(input);

  const chunkIds = new Map<string, number>();
  checkArray(input.chunks, ['chunks']).forEach((chunk, i) => {
    const path = ['chunks', i];
    if (!isRecord(chunk)) throw invalidInput(path, `must be an object, got ${describe(chunk)}`);
    checkKeys(chunk, CHUNK_KEYS, path);
    checkId(chunk.id, path, chunkIds, i, 'id');
    checkText(chunk.text, path, false, 'text');
    // Number.isFinite does not convert: a string or a boxed number is not finite.
    if (!Number.isFinite(chunk.score)) {
      throw invalidInput([...path, 'score'], `must be a finite number, got ${describe(chunk.score)}`);
    }
    if (chunk.source !== undefined) checkText(chunk.source, path, false, 'source');
    if (chunk.meta !== undefined) checkChunkMeta(chunk.meta, path);
  });

  validateHistory(checkArray(input.history, ['history']));
  return input as unknown as Request;
}

function checkRulesExamplesTools(input: Record<string, unknown>): void {
  for (const section of ['rules', 'examples'] as const) {
    const seen = new Map<string, number>();
    checkArray(input[section], [section]).forEach((item, i) => {
      const path = [section, i];
      if (!isRecord(item)) throw invalidInput(path, `must be an object with id and text, got ${describe(item)}`);
      checkKeys(item, new Set(['id', 'text']), path);
      checkId(item.id, [...path, 'id'], seen, i);
      checkText(item.text, [...path, 'text'], false);
    });
  }

  const toolNames = new Map<string, number>();
  checkArray(input.tools, ['tools']).forEach((tool, i) => {
    const path = ['tools', i];
    if (!isRecord(tool)) throw invalidInput(path, `must be an object, got ${describe(tool)}`);
    checkKeys(tool, new Set(['name', 'description', 'parameters']), path);
    checkId(tool.name, [...path, 'name'], toolNames, i);
    if (tool.description !== undefined) checkText(tool.description, [...path, 'description'], true);
    if (tool.parameters !== undefined) checkJson(tool.parameters, [...path, 'parameters']);
  });
}

function validateHistory(history: unknown[]): void {
  const ids = new Map<string, number>();
  const openCalls = new Map<string, number>(); // call id → turn index of the call
  const answered = new Set<string>();
  history.forEach((turn, i) => {
    const path = ['history', i];
    if (!isRecord(turn)) throw invalidInput(path, `must be an object with role and content, got ${describe(turn)}`);
    if (turn.id !== undefined) checkId(turn.id, [...path, 'id'], ids, i);
    switch (turn.role) {
      case 'user':
      case 'system':
        checkKeys(turn, new Set(['role', 'content', 'id']), path);
        checkText(turn.content, [...path, 'content'], false);
        break;
      case 'assistant': {
        checkKeys(turn, new Set(['role', 'content', 'toolCalls', 'id']), path);
        const calls = checkArray(turn.toolCalls, [...path, 'toolCalls']);
        // An assistant turn that only calls tools has empty content.
        checkText(turn.content, [...path, 'content'], calls.length > 0);
        calls.forEach((call, j) => {
          const callPath = [...path, 'toolCalls', j];
          if (!isRecord(call)) throw invalidInput(callPath, `must be an object, got ${describe(call)}`);
          checkKeys(call, new Set(['id', 'name', 'arguments']), callPath);
          const id = checkIdentifier(call.id, [...callPath, 'id']);
          if (openCalls.has(id)) throw invalidInput([...callPath, 'id'], `duplicate tool call id "${id}"`);
          openCalls.set(id, i);
          checkIdentifier(call.name, [...callPath, 'name']);
          checkText(call.arguments, [...callPath, 'arguments'], true);
        });
        break;
      }
      case 'tool': {
        checkKeys(turn, new Set(['role', 'content', 'toolCallId', 'id']), path);
        checkText(turn.content, [...path, 'content'], true);
        const callId = checkIdentifier(turn.toolCallId, [...path, 'toolCallId']);
        if (!openCalls.has(callId)) {
          throw invalidInput([...path, 'toolCallId'], `tool result for "${callId}" has no earlier tool call with that id`);
        }
        if (answered.has(callId)) {
          throw invalidInput([...path, 'toolCallId'], `tool call "${callId}" already has a result`);
        }
        answered.add(callId);
        break;
      }
      default:
        throw invalidInput([...path, 'role'], `must be user, assistant, tool or system, got ${describe(turn.role)}`);
    }
  });
}

/** Tool schemas are sent as JSON: only JSON values, no cycles. */
function checkJson(value: unknown, path: FieldPath, depth = 0): void {
  if (depth > 64) throw invalidInput(path, 'is nested deeper than 64 levels');
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    if (typeof value === 'string') checkText(value, path, true);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalidInput(path, `must be a finite number, got ${value}`);
    return;
  }
  if (Array.isArray(value)) {
    checkDenseArray(value, path).forEach((item, i) => checkJson(item, [...path, i], depth + 1));
    return;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) checkJson(item, [...path, key], depth + 1);
    return;
  }
  throw invalidInput(path, `must be a JSON value, got ${describe(value)}`);
}

/** True for a history turn that is an earlier trim note (a system turn that is exactly the note). */
export function isTrimNoteTurn(turn: Turn): boolean {
  return turn.role === 'system' && turn.content === HISTORY_TRIM_NOTE;
}
