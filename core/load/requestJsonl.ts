import type { Request } from '../request.js';
import { parseJsonLine } from './jsonLine.js';
import { withSource } from './sourceError.js';
import { toRequest } from './toRequest.js';

/**
 * One line of a JSONL request log (one request a line, in any shape
 * `toRequest` accepts) to a validated `Request`. Errors carry the file, the
 * line number and the column of the offending field or syntax error.
 */
export function parseRequestJsonl(line: string, file: string, lineNo: number): Request {
  const { value, locate } = parseJsonLine(line, file, lineNo);
  return withSource(() => toRequest(value), locate);
}
