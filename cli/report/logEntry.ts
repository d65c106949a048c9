import { BaglamError } from '../../core/errors.js';
import type { FieldPath, Request } from '../../core/index.js';
import { parseJsonLine } from '../../core/load/jsonLine.js';
import { placeError } from '../../core/load/sourceError.js';
import { toRequest, toUnvalidatedRequest } from '../../core/load/toRequest.js';
import { convertUnderRequest } from '../../core/load/wrappedRequest.js';
import { checkKeys, isRecord } from '../fieldChecks.js';

/**
 * One line of a request log (format in fixtures/README.md):
 * `{"request": …, "response": {"usage": {…}, "finish_reason": …}}`.
 * The request may be in any shape `toRequest` accepts; `response` is
 * optional (a log of requests alone still has section sizes and overflows).
 */
export interface LogEntry {
  request: Request;
  response: LogResponse | undefined;
}

export interface LogResponse {
  promptTokens: number | undefined;
  completionTokens: number;
  reasoningTokens: number | undefined;
  finishReason: string;
}

const FINISH_REASONS = ['stop', 'length', 'tool_calls', 'content_filter', 'function_call'];

function fail(path: FieldPath, detail: string): never {
  throw new BaglamError('INVALID_INPUT', detail, path);
}

function tokenCount(value: unknown, path: FieldPath, required: boolean): number | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    fail(path, `must be a whole number of tokens ≥ 0, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return value;
}

function parseResponse(value: unknown): LogResponse | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) fail(['response'], 'must be an object with usage and finish_reason');
  checkKeys(value, ['usage', 'finish_reason'], ['response']);
  const usage = value.usage;
  if (!isRecord(usage)) fail(['response', 'usage'], 'must be an object with completion_tokens');
  checkKeys(usage, ['prompt_tokens', 'completion_tokens', 'reasoning_tokens', 'total_tokens'], ['response', 'usage']);
  const finish = value.finish_reason;
  if (typeof finish !== 'string' || !FINISH_REASONS.includes(finish)) {
    fail(['response', 'finish_reason'], `must be one of ${FINISH_REASONS.join(', ')}, got ${JSON.stringify(finish) ?? 'nothing'}`);
  }
  return {
    promptTokens: tokenCount(usage.prompt_tokens, ['response', 'usage', 'prompt_tokens'], false),
    completionTokens: tokenCount(usage.completion_tokens, ['response', 'usage', 'completion_tokens'], true)!,
    reasoningTokens: tokenCount(usage.reasoning_tokens, ['response', 'usage', 'reasoning_tokens'], false),
    finishReason: finish,
  };
}

/**
 * Parses and validates one log line. Every error is a `BaglamError` placed
 * at `file:line:col` of the offending field (or of the JSON syntax error).
 */
export function parseLogEntry(line: string, file: string, lineNo: number): LogEntry {
  return parse(line, file, lineNo, toRequest);
}

/**
 * `parseLogEntry` for a request that goes straight to `assemble`, which
 * validates it: the request is converted but not validated here (validating
 * it twice was a tenth of a report's time). Only a line `parseLogEntry`
 * would accept must get through both: when `assemble` refuses the request,
 * or when anything here fails, the caller gets its error from
 * `parseLogEntry` on the same line, so the error (and which of two errors
 * comes first) is the one it names.
 */
export function parseLogEntryForAssemble(line: string, file: string, lineNo: number): LogEntry {
  try {
    return parse(line, file, lineNo, toUnvalidatedRequest);
  } catch {
    return parseLogEntry(line, file, lineNo);
  }
}

/**
 * The entry of a line already parsed (by `RepeatedMembers`), its request
 * converted but not validated, as `parseLogEntryForAssemble` gives it.
 * Errors carry no position: on any, the caller reads the line in full.
 */
export function logEntryFromValue(value: unknown): LogEntry {
  return entryOf(value, toUnvalidatedRequest);
}

function entryOf(value: unknown, convert: (value: unknown) => Request): LogEntry {
  if (!isRecord(value)) fail([], 'a log line must be an object {"request": …, "response": …}');
  checkKeys(value, ['request', 'response'], []);
  if (value.request === undefined) fail([], 'a log line needs a "request"');
  const request = convertUnderRequest(value.request, convert);
  return { request, response: parseResponse(value.response) };
}

function parse(line: string, file: string, lineNo: number, convert: (value: unknown) => Request): LogEntry {
  const { value, locate } = parseJsonLine(line, file, lineNo);
  try {
    return entryOf(value, convert);
  } catch (error) {
    throw placeError(error, locate);
  }
}
