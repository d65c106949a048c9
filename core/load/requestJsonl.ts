import type { Request } from '../request.js';
import { parseJsonLine } from './jsonLine.js';
import { withSource } from './sourceError.js';
import { toWrappedRequest } from './wrappedRequest.js';

/**
 * One line of a JSONL file to a validated `Request`. The line is a request
 * (in any shape `toRequest` accepts) or a request-log entry
 * `{"request": …, "response": …}` (docs/reports.md), whose request is read
 * and whose response is not needed here: so the same log feeds a report, a
 * regression suite and the bench. Errors carry the file, the line number and
 * the column of the offending field or syntax error.
 */
export function parseRequestJsonl(line: string, file: string, lineNo: number): Request {
  const { value, locate } = parseJsonLine(line, file, lineNo);
  return withSource(() => toWrappedRequest(value), locate);
}
