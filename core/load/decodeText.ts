import { checkOptions, checkText } from '../argumentChecks.js';
import { BaglamError } from '../errors.js';
import { checkWholeNumber, plainBytes } from './entryArguments.js';

/**
 * A file's bytes as text, refusing what would otherwise be changed without
 * a word: invalid UTF-8 (a decoder would put U+FFFD in its place, and a
 * prompt would silently differ from the file), UTF-16 and UTF-32 (every
 * other byte NUL: YAML and JSON parsers fail far from the cause), and NUL
 * bytes (never part of YAML or JSON text: a binary file, or UTF-16 without a
 * byte-order mark). A UTF-8 byte-order mark is dropped: editors add one, and
 * it is not text.
 *
 * Errors are `PARSE_ERROR` at `file:line:col` (the column in characters, as
 * everywhere else) and name the byte offset, for a hex editor. They name the
 * offending byte, never the text around it.
 */
export interface DecodeOptions {
  /** The line the bytes start on (a line of a JSONL file). Default 1. */
  line?: number;
  /**
   * Where the bytes start in their file, for the offsets errors name.
   * Default 0 for bytes from line 1; for bytes from a later line, unknown
   * (errors then name the line and column only).
   */
  byteOffset?: number;
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8');

function hex(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Offset of the first byte that does not start a well-formed UTF-8 character (RFC 3629), or −1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0; // overlong
      if (b === 0xed) hi = 0x9f; // UTF-16 surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90; // overlong
      if (b === 0xf4) hi = 0x8f; // beyond U+10FFFF
    } else return i;
    if (i + need > n - 1) return i;
    const second = bytes[i + 1];
    if (second === undefined || second < lo || second > hi) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

function positionOf(bytes: Uint8Array, offset: number, file: string, firstLine: number): { file: string; line: number; col: number } {
  let line = firstLine;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  // Columns count characters (UTF-16 units, as the parsers do) of the valid text before the offset.
  const col = lenient.decode(bytes.subarray(lineStart, offset)).length + 1;
  return { file, line, col };
}

export function decodeText(bytes: Uint8Array, file: string, options: DecodeOptions = {}): string {
  // Each argument read once, as what it is declared to be (entryArguments.ts).
  const view = plainBytes(bytes, 'bytes');
  checkText(file, 'file');
  const { line: lineOption, byteOffset } = checkOptions(options);
  const firstLine = lineOption === undefined ? 1 : checkWholeNumber(lineOption, ['options', 'line'], 1);
  if (byteOffset !== undefined) checkWholeNumber(byteOffset, ['options', 'byteOffset'], 0);
  const fromStart = firstLine === 1 && (byteOffset ?? 0) === 0;
  const base = byteOffset ?? 0;
  const known = byteOffset !== undefined || firstLine === 1;
  const where = (offset: number): string => (known ? ` at byte offset ${base + offset}` : '');
  const at = (offset: number): { file: string; line: number; col: number } => positionOf(view, offset, file, firstLine);
  const b0 = view[0];
  const b1 = view[1];
  if (fromStart && ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff) || (b0 === 0 && b1 === 0 && view[2] === 0xfe && view[3] === 0xff))) {
    const utf32 = b0 === 0 || (view[2] === 0 && view[3] === 0);
    throw new BaglamError(
      'PARSE_ERROR',
      `the file is ${utf32 ? 'UTF-32' : 'UTF-16'} (it starts with the byte-order mark ${[...view.subarray(0, utf32 ? 4 : 2)].map(hex).join(' ')}); save it as UTF-8`,
      [],
      { file, line: 1, col: 1 },
    );
  }
  let text: string;
  try {
    text = strict.decode(view);
  } catch {
    const offset = firstInvalidUtf8(view);
    const bad = view[offset]!;
    const cut = offset + 1 >= view.length || view.subarray(offset + 1).every((x) => x >= 0x80 && x <= 0xbf);
    const what = bad >= 0xc2 && bad <= 0xf4 && cut ? 'a character cut short' : `byte ${hex(bad)}`;
    throw new BaglamError('PARSE_ERROR', `invalid UTF-8: ${what}${where(offset)}; save the file as UTF-8`, [], at(offset));
  }
  const nul = view.indexOf(0);
  if (nul >= 0) {
    throw new BaglamError(
      'PARSE_ERROR',
      `a NUL byte${where(nul)}: not a text file (or UTF-16 without a byte-order mark); save it as UTF-8`,
      [],
      at(nul),
    );
  }
  return fromStart && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
