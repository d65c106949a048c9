import { transcode } from 'node:buffer';
import { jsonSource } from '../../core/load/jsonSource.js';

/**
 * The request's fixed part as bytes: on every line of a production log the
 * rules, tools, examples and format are the same kilobytes (17 of a 28 KB
 * line in the ops copilot's log), and decoding, parsing and checking them
 * again was half of what reading a line cost. So the last run of those
 * members seen is remembered as its bytes and its parsed values; a line
 * that holds the same bytes as members of its request is decoded and parsed
 * without them (a placeholder member stands in for each), and the
 * remembered values are put in the placeholders' places.
 *
 * Only speed depends on this: `parse` gives exactly what `JSON.parse` gives
 * for the whole line (the same values, keys in the same order), or nothing,
 * and it gives nothing for a line the full parse would refuse (a syntax
 * error, a key given twice): the caller then reads the line in full, and
 * errors come from there, at their line and column.
 *
 * Why that holds. The remembered bytes were parsed before as members of a
 * request object, are valid UTF-8 on their own and start and end with an
 * ASCII byte, so the line is valid UTF-8 exactly when the bytes around them
 * are (the caller checks the whole batch). A scan of the bytes before them
 * proves they start where a member of the top-level `request` object may
 * start; `JSON.parse` of the text with the placeholder members then accepts
 * exactly the lines where the remembered members, in that place, make valid
 * JSON, and the usual duplicate-key check of that text sees every key the
 * line has outside the remembered values (the remembered values' own keys
 * were checked when they were learnt).
 *
 * The remembered values are handed to every line that holds them, so they
 * are frozen: an entry edited in place throws rather than reaching the next
 * line. The object is the caller's (one per thread), never module state.
 */

/** The request's members that make its fixed part: the ones that repeat. */
const FIXED_KEYS = new Set(['rules', 'tools', 'examples', 'format']);
/** Bytes searched for first: enough to be rare, few enough to search fast. */
const HEAD_BYTES = 256;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const REQUEST_KEY = Buffer.from('"request"');

function skipWhitespace(bytes: Uint8Array, i: number): number {
  for (;;) {
    const c = bytes[i];
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** Index just past the string that opens at `i` (its length when it never closes). */
function stringEnd(bytes: Buffer, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return bytes.length;
    let backslashes = 0;
    for (let k = quote - 1; bytes[k] === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Index just past the value that starts at `i`, read as JSON would; the length of the input when it never ends. */
function valueEnd(bytes: Buffer, i: number): number {
  const c = bytes[i];
  if (c === QUOTE) return stringEnd(bytes, i);
  if (c === OPEN_BRACE || c === OPEN_BRACKET) {
    let depth = 0;
    for (let j = i; j < bytes.length; ) {
      const d = bytes[j];
      if (d === QUOTE) {
        j = stringEnd(bytes, j);
        continue;
      }
      if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
      else if ((d === CLOSE_BRACE || d === CLOSE_BRACKET) && --depth === 0) return j + 1;
      j++;
    }
    return bytes.length;
  }
  let j = i;
  for (; j < bytes.length; j++) {
    const d = bytes[j];
    if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
  }
  return j;
}

/** A member of the request object: where its key starts and its value ends, and its key's bytes. */
interface Member {
  start: number;
  end: number;
  key: Buffer;
}

/**
 * Walks the top-level object to its `"request"` member's object and calls
 * `visit` at each member start in it, in order, until `visit` returns
 * false. The bytes are read as JSON would read them if they are JSON;
 * nothing is checked here (the caller's parse does that), and a walk that
 * meets anything else stops.
 */
function walkRequestMembers(bytes: Buffer, visit: (member: Member) => boolean): void {
  let i = skipWhitespace(bytes, 0);
  if (bytes[i] !== OPEN_BRACE) return;
  i = skipWhitespace(bytes, i + 1);
  while (bytes[i] === QUOTE) {
    const keyEnd = stringEnd(bytes, i);
    const isRequest = keyEnd - i === REQUEST_KEY.length && bytes.compare(REQUEST_KEY, 0, REQUEST_KEY.length, i, keyEnd) === 0;
    let j = skipWhitespace(bytes, keyEnd);
    if (bytes[j] !== COLON) return;
    j = skipWhitespace(bytes, j + 1);
    if (isRequest) {
      if (bytes[j] !== OPEN_BRACE) return;
      let k = skipWhitespace(bytes, j + 1);
      while (bytes[k] === QUOTE) {
        const nameEnd = stringEnd(bytes, k);
        let v = skipWhitespace(bytes, nameEnd);
        if (bytes[v] !== COLON) return;
        v = skipWhitespace(bytes, v + 1);
        const end = valueEnd(bytes, v);
        if (!visit({ start: k, end, key: bytes.subarray(k, nameEnd) })) return;
        k = skipWhitespace(bytes, end);
        if (bytes[k] !== COMMA) return;
        k = skipWhitespace(bytes, k + 1);
      }
      return;
    }
    i = skipWhitespace(bytes, valueEnd(bytes, j));
    if (bytes[i] !== COMMA) return;
    i = skipWhitespace(bytes, i + 1);
  }
}

/** Freezes every object and array in `value` (iteratively: JSON may nest deeper than the stack). */
function deepFreeze(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const item of Object.values(v)) stack.push(item);
  }
}

/**
 * Valid UTF-8 bytes as text, as `toString('utf8')` gives them. For text
 * that is not all ASCII, V8's decoder reads each byte twice, to size the
 * string and to fill it; ICU's conversion to UTF-16 (`transcode`) and a
 * copy into the string take about half as long (the ops copilot's log:
 * 45 µs → 16–21 µs for a line's 7.5 KB after its fixed part). Valid bytes
 * have one decoding, so both give the same text; invalid ones never get
 * here (the caller checked the batch). A Node built without ICU has no
 * `transcode`.
 */
function decodeValidUtf8(bytes: Buffer): string {
  return typeof transcode === 'function' ? transcode(bytes, 'utf8', 'utf16le').toString('utf16le') : bytes.toString('utf8');
}

interface Remembered {
  /** The members' bytes, from the first key's quote to the last value's end. */
  bytes: Buffer;
  head: Buffer;
  /**
   * The members' keys as written, each with `null`: what stands in for the
   * bytes (a literal nothing can continue: a line whose own value goes on
   * past the remembered bytes, `0.5` where `0` was remembered, is refused).
   */
  placeholder: string;
  keys: string[];
  /** The members' parsed values, frozen, in order. */
  values: unknown[];
}

/** The remembered fixed-part members of a log's request lines (see the top of this file). */
export class RepeatedMembers {
  #known: Remembered | undefined;

  /**
   * `JSON.parse` of the line, when the line holds the remembered members in
   * its request; undefined otherwise, and for any line `JSON.parse` or the
   * duplicate-key check would refuse. The line must be valid UTF-8 without
   * NUL bytes (the caller checked its batch).
   */
  parse(line: Buffer): unknown {
    const known = this.#known;
    if (known === undefined) return undefined;
    const at = line.indexOf(known.head);
    if (at < 0 || line.compare(known.bytes, 0, known.bytes.length, at, at + known.bytes.length) !== 0) return undefined;
    let slot = false;
    walkRequestMembers(line, ({ start }) => {
      slot = start === at;
      return start < at;
    });
    if (!slot) return undefined;
    const text = line.toString('utf8', 0, at) + known.placeholder + decodeValidUtf8(line.subarray(at + known.bytes.length));
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
      // Refuses a key given twice; the placeholders' keys count as the members they stand for.
      jsonSource(text, value, '', 1);
    } catch {
      return undefined;
    }
    const request = (value as { request: Record<string, unknown> }).request;
    for (let k = 0; k < known.keys.length; k++) request[known.keys[k]!] = known.values[k];
    return value;
  }

  /**
   * Remembers the longest run of fixed-part members in the request of
   * `line`, a line the caller has just read in full and accepted (valid
   * JSON, no key twice). Nothing is remembered when the line has none.
   */
  learn(line: Buffer): void {
    let best: { start: number; end: number; keys: Buffer[] } | undefined;
    let run: { start: number; end: number; keys: Buffer[] } | undefined;
    walkRequestMembers(line, (member) => {
      const key = member.key.toString('utf8');
      if (key.length > 2 && FIXED_KEYS.has(key.slice(1, -1))) {
        run ??= { start: member.start, end: member.end, keys: [] };
        run.end = member.end;
        run.keys.push(member.key);
        if (best === undefined || run.end - run.start > best.end - best.start) best = run;
      } else run = undefined;
      return true;
    });
    if (best === undefined) return;
    const bytes = Buffer.from(line.subarray(best.start, best.end));
    const text = `{${bytes.toString('utf8')}}`;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
      jsonSource(text, parsed, '', 1);
    } catch {
      return;
    }
    const keys = best.keys.map((key) => JSON.parse(key.toString('utf8')) as string);
    // Keys with escapes or given twice in the run: not worth a fast path.
    if (Object.keys(parsed).length !== keys.length || keys.some((key) => !FIXED_KEYS.has(key))) return;
    const values = keys.map((key) => parsed[key]);
    deepFreeze(values);
    this.#known = {
      bytes,
      head: bytes.subarray(0, HEAD_BYTES),
      placeholder: best.keys.map((key) => `${key.toString('utf8')}:null`).join(','),
      keys,
      values,
    };
  }
}
