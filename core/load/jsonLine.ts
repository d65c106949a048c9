import { BaglamError, type SourcePosition } from '../errors.js';
import { checkText } from '../argumentChecks.js';
import { checkWholeNumber } from './entryArguments.js';
import { jsonSource, maskedJsonError, skipWhitespace } from './jsonSource.js';
import type { Locate } from './sourceError.js';

/** One parsed line of a JSONL file, and a way back from a field to its column. */
export interface JsonLine {
  value: unknown;
  locate: Locate;
}

/** Index just past the string literal that opens at `i`, or `~offset` of what ends it wrongly. */
function checkedStringEnd(text: string, i: number): number {
  for (let j = i + 1; ; ) {
    if (j >= text.length) return ~text.length;
    const c = text.charCodeAt(j);
    if (c === 0x22) return j + 1;
    if (c < 0x20) return ~j;
    if (c !== 0x5c) {
      j++;
      continue;
    }
    if (j + 1 >= text.length) return ~text.length;
    const escaped = text.charCodeAt(j + 1);
    if (escaped !== 0x75) {
      // " \ / b f n r t
      if (escaped === 0x22 || escaped === 0x5c || escaped === 0x2f || escaped === 0x62 || escaped === 0x66 || escaped === 0x6e || escaped === 0x72 || escaped === 0x74) {
        j += 2;
        continue;
      }
      return ~(j + 1);
    }
    for (let k = j + 2; k < j + 6; k++) {
      if (k >= text.length) return ~text.length;
      if (!HEX_DIGIT.test(text[k]!)) return ~k;
    }
    j += 6;
  }
}

const HEX_DIGIT = /[0-9a-fA-F]/;
const LITERALS = ['true', 'false', 'null'];

/** Index just past the digits from `i` on (none: `i`). */
function digitsEnd(text: string, i: number): number {
  let j = i;
  while (text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x39) j++;
  return j;
}

/** Index just past the number that opens at `i`, or `~offset` of the character that cannot go on it. */
function checkedNumberEnd(text: string, i: number): number {
  let j = text.charCodeAt(i) === 0x2d ? i + 1 : i;
  const first = text.charCodeAt(j);
  if (first === 0x30) j++;
  else if (first >= 0x31 && first <= 0x39) j = digitsEnd(text, j);
  else return ~Math.min(j, text.length);
  if (text.charCodeAt(j) === 0x2e) {
    const end = digitsEnd(text, j + 1);
    if (end === j + 1) return ~Math.min(end, text.length);
    j = end;
  }
  if (text.charCodeAt(j) === 0x65 || text.charCodeAt(j) === 0x45) {
    let k = j + 1;
    if (text.charCodeAt(k) === 0x2b || text.charCodeAt(k) === 0x2d) k++;
    const end = digitsEnd(text, k);
    if (end === k) return ~Math.min(end, text.length);
    j = end;
  }
  return j;
}

/** Index just past the string, number or literal that opens at `i`, or `~offset` of the first character that cannot be there. */
function checkedScalarEnd(text: string, i: number): number {
  if (i >= text.length) return ~text.length;
  const c = text.charCodeAt(i);
  if (c === 0x22) return checkedStringEnd(text, i);
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return checkedNumberEnd(text, i);
  const literal = LITERALS.find((word) => word.charCodeAt(0) === c);
  if (literal === undefined) return ~i;
  for (let k = 1; k < literal.length; k++) {
    if (i + k >= text.length) return ~text.length;
    if (text.charCodeAt(i + k) !== literal.charCodeAt(k)) return ~(i + k);
  }
  return i + literal.length;
}

/** After an object's `{` or `,`: a key and its colon, the index of its value, or `~offset` of what is wrong. */
function checkedKeyEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x22) return ~Math.min(i, text.length);
  const end = checkedStringEnd(text, i);
  if (end < 0) return end;
  const colon = skipWhitespace(text, end);
  if (text.charCodeAt(colon) !== 0x3a) return ~Math.min(colon, text.length);
  return skipWhitespace(text, colon + 1);
}

/**
 * Where `text` stops being JSON, as a 0-based offset: the first character
 * no JSON text could have there, or the text's length when it ends too
 * early; -1 when it is JSON. This is the position V8 stops at, which it
 * names for most errors ("… in JSON at position 7") but not all
 * ("Unexpected token '}', … is not valid JSON", "Unexpected end of JSON
 * input"). Only a line `JSON.parse` refused is scanned, so it costs nothing
 * on the way that matters; nesting is kept on a list, not the stack, as
 * JSON may nest deeper than the stack goes.
 */
export function jsonSyntaxErrorOffset(text: string): number {
  // The containers open around the current position: true for an object.
  const open: boolean[] = [];
  let i = skipWhitespace(text, 0);
  for (;;) {
    // A value opens at i.
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      const object = c === 0x7b;
      i = skipWhitespace(text, i + 1);
      if (text.charCodeAt(i) !== (object ? 0x7d : 0x5d)) {
        open.push(object);
        if (object) {
          i = checkedKeyEnd(text, i);
          if (i < 0) return ~i;
        }
        continue;
      }
      i++;
    } else {
      i = checkedScalarEnd(text, i);
      if (i < 0) return ~i;
    }
    // A value ended at i: a comma goes on to the next one, brackets close containers.
    for (;;) {
      i = skipWhitespace(text, i);
      if (open.length === 0) return i < text.length ? i : -1;
      const object = open[open.length - 1]!;
      const d = text.charCodeAt(i);
      if (d === (object ? 0x7d : 0x5d)) {
        open.pop();
        i++;
        continue;
      }
      if (d !== 0x2c) return Math.min(i, text.length);
      i = skipWhitespace(text, i + 1);
      if (object) {
        i = checkedKeyEnd(text, i);
        if (i < 0) return ~i;
      }
      break;
    }
  }
}

/**
 * Where a JSON syntax error is, as a 0-based offset: V8's own position when
 * its message names one, otherwise found by scanning the line.
 */
function syntaxErrorOffset(line: string, message: string): number {
  const named = /at position (\d+)/.exec(message);
  if (named !== null) return Number(named[1]);
  if (line.trim() === '') return 0;
  return Math.max(0, jsonSyntaxErrorOffset(line));
}

/**
 * Parses one line of a JSONL log. The fast path is `JSON.parse` — a log may
 * hold a million lines; positions of fields are only worked out when an
 * error needs one (`jsonSource`). A key given twice on one line is refused,
 * as in every other file baglam reads. Syntax errors say what and where,
 * never the text around it.
 */
export function parseJsonLine(line: string, file: string, lineNo: number): JsonLine {
  checkText(line, 'line');
  checkText(file, 'file');
  checkWholeNumber(lineNo, ['lineNo'], 1);
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
