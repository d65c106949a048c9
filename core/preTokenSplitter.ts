/**
 * The pre-token split of `o200k_base` and `cl100k_base`, written out by hand.
 *
 * Both encodings cut text into pre-tokens with a regular expression
 * (`pat_str` in their rank files) before any merge. Run through `RegExp.exec`
 * that split was most of the cost of counting new text: every pre-token (five
 * characters on average) allocates a match array and a string and re-enters
 * the regular-expression engine. The same split, read character by character
 * from a table of the character classes the patterns name, costs a few
 * nanoseconds a character and allocates nothing.
 *
 * Every alternative below follows its pattern's alternative, in the order
 * the engine tries them, with the backtracking worked out:
 *
 * o200k: `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(contraction)?`
 *      | `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(contraction)?`
 *      | `\p{N}{1,3}` | ` ?[^\s\p{L}\p{N}]+[\r\n/]*` | `\s*[\r\n]+` | `\s+(?!\S)` | `\s+`
 *
 * cl100k: `(contraction)` | `[^\r\n\p{L}\p{N}]?\p{L}+` | `\p{N}{1,3}`
 *      | ` ?[^\s\p{L}\p{N}]+[\r\n]*` | `\s*[\r\n]+` | `\s+(?!\S)` | `\s+`
 *
 * where a contraction is `'s`, `'t`, `'re`, `'ve`, `'m`, `'ll` or `'d` in
 * either case. The classes are read from the same Unicode properties by the
 * same engine (`/\p{Lu}/u` …), once per process, so the table agrees with
 * the patterns by construction. Only text without surrogates (no astral
 * characters, no lone halves) takes this path; the rest goes through the
 * pattern itself, so a code point is always one table entry here.
 *
 * `core/preTokenSplitter.test.ts` checks the split against the pattern's own
 * on every string of up to three characters over one representative of each
 * class (and the characters the patterns name), on generated and real text,
 * and checks the table against the properties for every BMP character.
 */

/** The two patterns this file splits as, exactly as the rank files spell them. */
export const O200K_PATTERN =
  "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?" +
  "|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)?" +
  "|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
export const CL100K_PATTERN =
  "('s|'S|'t|'T|'re|'rE|'Re|'RE|'ve|'vE|'Ve|'VE|'m|'M|'ll|'lL|'Ll|'LL|'d|'D)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}" +
  "| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

/** Class bits of a character. */
const UPPERISH = 1; // [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]: o200k's first letter class
const LOWERISH = 2; // [\p{Ll}\p{Lm}\p{Lo}\p{M}]: o200k's second letter class
const LETTER = 4; // \p{L}
const NUMBER = 8; // \p{N}
const SPACE = 16; // \s
const NEWLINE = 32; // \r or \n
const EITHER_LETTER = UPPERISH | LOWERISH;
/** `[^\r\n\p{L}\p{N}]` (the optional character before letters) is a character with none of these. */
const NOT_PREFIX = LETTER | NUMBER | NEWLINE;
/** `[^\s\p{L}\p{N}]` (punctuation and symbols) is a character with none of these. */
const NOT_PUNCT = SPACE | LETTER | NUMBER;

/** The classes the patterns read, as bits, for the pattern classes named beside them. */
export const CLASS_BITS: readonly (readonly [RegExp, number])[] = [
  [/[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]/u, UPPERISH],
  [/[\p{Ll}\p{Lm}\p{Lo}\p{M}]/u, LOWERISH],
  [/\p{L}/u, LETTER],
  [/\p{N}/u, NUMBER],
  [/\s/u, SPACE],
  [/[\r\n]/u, NEWLINE],
];

/**
 * The class table, filled on first use (`classTable`). A `const` the
 * splitter reads directly: through a `let` that was assigned later, every
 * character's lookup also loaded the binding and checked it, and the split
 * took about a third longer (the ops copilot's log: 8.5 → 6.1 ns a
 * character).
 */
const TABLE = new Uint8Array(0x10000);
let built = false;

/**
 * The class bits of every UTF-16 unit (surrogates have none: they never
 * reach this path). Built from runs the engine itself finds in one string of
 * every BMP unit, a few milliseconds once per process.
 */
export function classTable(): Uint8Array {
  if (built) return TABLE;
  const bits = TABLE;
  // The decoder writes a lone surrogate as U+FFFD, one unit for one, so every
  // character stays at its own index; surrogates are cleared below anyway.
  const all = new TextDecoder('utf-16le').decode(Uint16Array.from({ length: 0x10000 }, (_, c) => c));
  for (const [pattern, bit] of CLASS_BITS) {
    const runs = new RegExp(`${pattern.source}+`, 'gu');
    for (let m = runs.exec(all); m !== null; m = runs.exec(all)) {
      for (let i = m.index; i < m.index + m[0].length; i++) bits[i] = bits[i]! | bit;
    }
  }
  bits.fill(0, 0xd800, 0xe000);
  built = true;
  return bits;
}

/** Where a pre-token starting at `start` of `text` ends. `text` holds no surrogate. */
export type PreTokenEnd = (text: string, start: number) => number;

/** The hand-written split for `pattern`, or undefined for a pattern it does not know (which then runs as a RegExp). */
export function preTokenSplitter(pattern: string): PreTokenEnd | undefined {
  if (pattern === O200K_PATTERN) {
    classTable();
    return o200kEnd;
  }
  if (pattern === CL100K_PATTERN) {
    classTable();
    return cl100kEnd;
  }
  return undefined;
}

/** Holds a surrogate unit: such text is split by the pattern itself. */
export const HAS_SURROGATE = /[\ud800-\udfff]/;

function classAt(text: string, i: number): number {
  return TABLE[text.charCodeAt(i)]!;
}

/*
 * Each alternative below returns where its match ends, and the position it
 * started from when it has none (an empty match: no pre-token is empty).
 */

/** After a letter run ending at `end`: the contraction the patterns take there, if any. */
function afterContraction(text: string, end: number, n: number): number {
  if (end >= n || text.charCodeAt(end) !== 0x27) return end;
  // `| 0x20` lowers ASCII letters (and leaves no other character equal to them).
  const a = end + 1 < n ? text.charCodeAt(end + 1) | 0x20 : 0;
  if (a === 0x73 || a === 0x74 || a === 0x6d || a === 0x64) return end + 2; // 's 't 'm 'd
  const b = end + 2 < n ? text.charCodeAt(end + 2) | 0x20 : 0;
  if ((a === 0x72 || a === 0x76) && b === 0x65) return end + 3; // 're 've
  if (a === 0x6c && b === 0x6c) return end + 3; // 'll
  return end;
}

/**
 * o200k's first alternative without its prefix, at `q`: upper-ish* lower-ish+.
 * The starred run is greedy and gives back characters one at a time until a
 * lower-ish one follows; so the match ends after the lower-ish run that
 * follows the whole upper-ish run, or, if none follows, just after the last
 * character of the upper-ish run that is lower-ish too (a mark, Lm, Lo).
 * Asked only where `text[q]` is upper- or lower-ish, so not an apostrophe:
 * with no lower-ish character at all, no contraction follows `q` either,
 * and `q` comes back.
 */
function upperThenLower(text: string, q: number, n: number): number {
  let i = q;
  let afterLowerish = q;
  let c = 0;
  while (i < n) {
    c = classAt(text, i);
    if ((c & UPPERISH) === 0) break;
    i++;
    if ((c & LOWERISH) !== 0) afterLowerish = i;
  }
  if (i < n && (c & LOWERISH) !== 0) {
    i++;
    while (i < n && (classAt(text, i) & LOWERISH) !== 0) i++;
    return afterContraction(text, i, n);
  }
  return afterContraction(text, afterLowerish, n);
}

/**
 * o200k's second alternative without its prefix, at `q`: upper-ish+
 * lower-ish*. Asked only where the first alternative found nothing at `q`
 * and `text[q]` is upper-ish: so the upper-ish run holds no lower-ish
 * character and none follows it (the first would have matched), and the
 * match is that run, then a contraction.
 */
function upperRun(text: string, q: number, n: number): number {
  let i = q;
  while (i < n && (classAt(text, i) & UPPERISH) !== 0) i++;
  return afterContraction(text, i, n);
}

/** `\p{N}{1,3}` at `start` (a number). */
function digits(text: string, start: number, n: number): number {
  let i = start + 1;
  if (i < n && (classAt(text, i) & NUMBER) !== 0) {
    i++;
    if (i < n && (classAt(text, i) & NUMBER) !== 0) i++;
  }
  return i;
}

/** ` ?[^\s\p{L}\p{N}]+` then newlines (and, in o200k, slashes). */
function punctuation(text: string, start: number, n: number, slashes: boolean): number {
  let i = start;
  if (text.charCodeAt(i) === 0x20) i++;
  const first = i;
  while (i < n && (classAt(text, i) & NOT_PUNCT) === 0) i++;
  if (i === first) return start;
  while (i < n) {
    const u = text.charCodeAt(i);
    if (u === 0x0d || u === 0x0a || (slashes && u === 0x2f)) i++;
    else break;
  }
  return i;
}

/**
 * The whitespace alternatives at `start` (whitespace): `\s*[\r\n]+` ends
 * after the run's last newline; otherwise `\s+(?!\S)` gives back the run's
 * last character when something follows it; a run of one followed by text
 * is `\s+`.
 */
function whitespace(text: string, start: number, n: number): number {
  let i = start;
  let afterNewline = start;
  while (i < n) {
    const c = classAt(text, i);
    if ((c & SPACE) === 0) break;
    i++;
    if ((c & NEWLINE) !== 0) afterNewline = i;
  }
  if (afterNewline > start) return afterNewline;
  if (i >= n || i - start < 2) return i;
  return i - 1;
}

function o200kEnd(text: string, start: number): number {
  const n = text.length;
  const c0 = classAt(text, start);
  if ((c0 & NOT_PREFIX) === 0) {
    // May be the optional prefix: each alternative tries with it first, then without.
    const c1 = start + 1 < n ? classAt(text, start + 1) : 0;
    if ((c1 & EITHER_LETTER) !== 0) {
      const end = upperThenLower(text, start + 1, n);
      if (end > start + 1) return end;
    }
    // Not a letter, so upper- or lower-ish only as a mark, which is both: the first alternative matches from it.
    if ((c0 & EITHER_LETTER) !== 0) return upperThenLower(text, start, n);
    if ((c1 & UPPERISH) !== 0) return upperRun(text, start + 1, n);
    // Whitespace has no punctuation match, unless it is the one space that alternative may take first.
    const end = punctuation(text, start, n, true);
    return end > start ? end : whitespace(text, start, n);
  }
  if ((c0 & EITHER_LETTER) !== 0) {
    const end = upperThenLower(text, start, n);
    return end > start ? end : upperRun(text, start, n);
  }
  if ((c0 & NUMBER) !== 0) return digits(text, start, n);
  return whitespace(text, start, n); // \r or \n
}

function cl100kEnd(text: string, start: number): number {
  const n = text.length;
  if (text.charCodeAt(start) === 0x27) {
    const end = afterContraction(text, start, n);
    if (end > start) return end;
  }
  const c0 = classAt(text, start);
  if ((c0 & NOT_PREFIX) === 0) {
    if (start + 1 < n && (classAt(text, start + 1) & LETTER) !== 0) return letters(text, start + 2, n);
    const end = punctuation(text, start, n, false);
    return end > start ? end : whitespace(text, start, n);
  }
  if ((c0 & LETTER) !== 0) return letters(text, start + 1, n);
  if ((c0 & NUMBER) !== 0) return digits(text, start, n);
  return whitespace(text, start, n); // \r or \n
}

function letters(text: string, from: number, n: number): number {
  let i = from;
  while (i < n && (classAt(text, i) & LETTER) !== 0) i++;
  return i;
}
