import { BaglamError, type FieldPath, type SourcePosition } from '../errors.js';
import { checkText } from '../argumentChecks.js';
import type { Locate } from './sourceError.js';
import type { YamlSource } from './yamlSource.js';

/**
 * JSON files and log lines, parsed as JSON: `JSON.parse` builds a 62 MB
 * request in a fraction of the time and memory a YAML parser with positions
 * takes (it keeps a node per value). Positions are worked out only when an
 * error needs one, by scanning the text to the field (`offsetOf`).
 *
 * What the YAML loader refuses stays refused: a key given twice in one
 * object (`JSON.parse` would silently keep the last) is found by counting
 * the keys in the text against the members of the parsed value, and only on
 * a mismatch located. `__proto__` stays an own key, as YAML keeps it, so the
 * unknown-key checks see it.
 *
 * The scanning helpers assume text `JSON.parse` accepted: outside strings
 * there are no quotes, and a string ends at the first quote not escaped.
 *
 * Nothing here imports the YAML parser: a report's worker threads read log
 * lines through this file, and loading `yaml` cost each of them tens of
 * milliseconds for error paths JSON never takes. A file that may be YAML
 * goes through `parseDataSource` (`yamlSource.ts`).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Index of the first character at or after `i` that is not JSON whitespace. */
export function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** Index just past the string literal that opens at `i`. */
function stringEnd(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    for (let k = quote - 1; text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Index just past the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === QUOTE) return stringEnd(text, i);
  if (c === 0x7b || c === 0x5b) {
    let depth = 0;
    for (let j = i; j < text.length; ) {
      const d = text.charCodeAt(j);
      if (d === QUOTE) {
        j = stringEnd(text, j);
        continue;
      }
      if (d === 0x7b || d === 0x5b) depth++;
      else if ((d === 0x7d || d === 0x5d) && --depth === 0) return j + 1;
      j++;
    }
    return text.length;
  }
  let j = i;
  for (; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
  }
  return j;
}

/** Keys written in the text: strings followed by a colon. */
function keysInText(text: string): number {
  let keys = 0;
  for (let i = text.indexOf('"'); i >= 0; ) {
    const after = skipWhitespace(text, stringEnd(text, i));
    if (text.charCodeAt(after) === 0x3a) keys++;
    i = text.indexOf('"', after);
  }
  return keys;
}

/** Members of every object in a parsed value (iteratively: JSON may nest deeper than the stack). */
function membersInValue(value: unknown): number {
  let members = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const item of v) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    const record = v as Record<string, unknown>;
    const keys = Object.keys(record);
    members += keys.length;
    for (const key of keys) {
      const item = record[key];
      if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return members;
}

/** The first key given twice in one object, and where. */
function firstDuplicateKey(text: string): { key: string; offset: number } | undefined {
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const keys = open[open.length - 1];
      if (keys && text.charCodeAt(skipWhitespace(text, end)) === 0x3a) {
        const key = JSON.parse(text.slice(i, end)) as string;
        if (keys.has(key)) return { key, offset: i };
        keys.add(key);
      }
      i = end;
      continue;
    }
    if (c === 0x7b) open.push(new Set());
    else if (c === 0x5b) open.push(null);
    else if (c === 0x7d || c === 0x5d) open.pop();
    i++;
  }
  return undefined;
}

/**
 * Offset of the field `path` leads to (its key with `at: 'key'`), or of the
 * nearest existing parent: a missing key is reported at the object that
 * lacks it, as the YAML loader does.
 */
function offsetOf(text: string, path: FieldPath, at: 'key' | 'value'): number {
  let i = skipWhitespace(text, 0);
  for (let p = 0; p < path.length; p++) {
    const part = path[p]!;
    const c = text.charCodeAt(i);
    if (c === 0x5b && typeof part === 'number') {
      let j = skipWhitespace(text, i + 1);
      if (text.charCodeAt(j) === 0x5d) return i;
      for (let index = 0; index < part; index++) {
        j = skipWhitespace(text, valueEnd(text, j));
        if (text.charCodeAt(j) !== 0x2c) return i;
        j = skipWhitespace(text, j + 1);
      }
      i = j;
      continue;
    }
    if (c !== 0x7b) return i;
    let j = skipWhitespace(text, i + 1);
    let value = -1;
    let key = -1;
    while (text.charCodeAt(j) === QUOTE) {
      const end = stringEnd(text, j);
      const start = skipWhitespace(text, skipWhitespace(text, end) + 1);
      if ((JSON.parse(text.slice(j, end)) as string) === String(part)) {
        key = j;
        value = start;
        break;
      }
      j = skipWhitespace(text, valueEnd(text, start));
      if (text.charCodeAt(j) !== 0x2c) break;
      j = skipWhitespace(text, j + 1);
    }
    if (value < 0) return i;
    if (p === path.length - 1 && at === 'key') return key;
    i = value;
  }
  return i;
}

/** `file:line:col` of an offset (columns in characters, 1-based), counted only when an error needs it. */
export function positionAt(text: string, offset: number, file: string, firstLine = 1): SourcePosition {
  let line = firstLine;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { file, line, col: offset - lineStart + 1 };
}

/** A key as an error names it: quoted, cut after 40 code points. */
export function shortKey(key: string): string {
  const points = Array.from(key);
  return JSON.stringify(points.length > 40 ? `${points.slice(0, 40).join('')}…` : key);
}

/**
 * `value` (what `JSON.parse` made of `text`) with a way back to positions;
 * refuses a key given twice. `firstLine` places a log line in its file.
 */
export function jsonSource(text: string, value: unknown, file: string, firstLine = 1): YamlSource {
  if (membersInValue(value) !== keysInText(text)) {
    const duplicate = firstDuplicateKey(text);
    if (duplicate !== undefined) {
      throw new BaglamError(
        'PARSE_ERROR',
        `the key ${shortKey(duplicate.key)} is given twice in one object (the second would silently win)`,
        [],
        positionAt(text, duplicate.offset, file, firstLine),
      );
    }
  }
  const locate: Locate = (path, at) => positionAt(text, offsetOf(text, path, at), file, firstLine);
  return { value, locate };
}

/**
 * A `JSON.parse` error message without the quoted text V8 puts in some of
 * them (`Unexpected token 'O', "OPENAI_API"... is not valid JSON`): that
 * text may be a secret, and the position says where to look.
 */
export function maskedJsonError(message: string): string {
  return checkText(message, 'message')
    .replace(/, (\.\.\.)?".*is not valid JSON$/s, '')
    .replace(/^(\.\.\.)?".*is not valid JSON$/s, 'not valid JSON')
    .replace(/ in JSON at position \d+( \(line \d+ column \d+\))?$/, '')
    .trim();
}
