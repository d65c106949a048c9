import { LineCounter, parseDocument } from 'yaml';
import { BaglamError, type SourcePosition } from '../errors.js';
import { jsonSource, maskedJsonError } from './jsonSource.js';
import type { Locate } from './sourceError.js';

/** One parsed line of a JSONL file, and a way back from a field to its column. */
export interface JsonLine {
  value: unknown;
  locate: Locate;
}

/**
 * Where a JSON syntax error is, as a 0-based offset. V8 names the position
 * for most errors ("… in JSON at position 7") but not all ("Unexpected token
 * '}', … is not valid JSON"); for those the line is parsed again as YAML, of
 * which JSON is a subset, to find the spot.
 */
function syntaxErrorOffset(line: string, message: string): number {
  const named = /at position (\d+)/.exec(message);
  if (named !== null) return Number(named[1]);
  if (line.trim() === '') return 0;
  const doc = parseDocument(line, { schema: 'json', lineCounter: new LineCounter(), prettyErrors: false });
  return doc.errors[0]?.pos[0] ?? 0;
}

/**
 * Parses one line of a JSONL log. The fast path is `JSON.parse` — a log may
 * hold a million lines; positions of fields are only worked out when an
 * error needs one (`jsonSource`). A key given twice on one line is refused,
 * as in every other file baglam reads. Syntax errors say what and where,
 * never the text around it.
 */
export function parseJsonLine(line: string, file: string, lineNo: number): JsonLine {
  const at = (col: number): SourcePosition => ({ file, line: lineNo, col });
  let value: unknown;
  try {
    value = JSON.parse(line) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    const detail = line.trim() === '' ? 'an empty line is not a JSON value' : `invalid JSON: ${maskedJsonError(message)}`;
    throw new BaglamError('PARSE_ERROR', detail, [], at(syntaxErrorOffset(line, message) + 1));
  }
  return jsonSource(line, value, file, lineNo);
}
