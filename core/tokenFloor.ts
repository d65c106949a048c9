/**
 * A lower bound on a text's tokens, read in one pass over its characters:
 * no regular expression, no BPE, no allocation. It is what lets a cold
 * `assemble` skip what cannot enter with a proof instead of a count.
 *
 * Both encodings (`o200k_base`, `cl100k_base`) first split text into
 * pre-tokens with a regular expression, and every pre-token is at least one
 * token. Some neighbouring characters can never be in the same pre-token:
 * no alternative of either pattern matches a string that holds both side by
 * side. Between them a pre-token must end, so a text has at least
 * 1 + (number of such "splits") pre-tokens. Reading the patterns'
 * alternatives, the pairs that CAN share a pre-token are:
 *
 * - letters: an optional prefix (one character that is not a letter, digit,
 *   `\r` or `\n`) then letters; letter then letter; and o200k's
 *   contractions (`'s`, `'t` …: letter then `'`, `'` then letter);
 * - digits: digit then digit (`\p{N}{1,3}`);
 * - punctuation: an optional leading space, then characters that are not
 *   whitespace, letters or digits, then any run of `\r`, `\n` and `/`;
 * - whitespace: whitespace then whitespace.
 *
 * Every other pair is a split. Characters are classed by the same Unicode
 * properties the patterns use (letter, digit, whitespace, other); a mark
 * (`\p{M}`) may join letters (o200k) or punctuation, and characters above
 * the classified blocks could be anything, so a pair with one of those is
 * never counted as a split. That keeps the bound a proof for any text.
 *
 * A run of digits that starts a pre-token (after a split, or at the start)
 * is matched three at a time, so a run of k digits starts ⌈k/3⌉
 * pre-tokens. After an unclassified character the run might continue a
 * digit pre-token, so only the split rule counts there.
 *
 * The whole argument is checked against both patterns on hostile text by
 * `core/tokenFloor.test.ts`: every split found is a real pre-token boundary.
 *
 * A second bound covers text with few splits (a base64 blob, a long run of
 * letters: one pre-token, however long): no token of either encoding is
 * longer than `MAX_TOKEN_BYTES` bytes of UTF-8, so a text of b bytes has at
 * least ⌈b / MAX_TOKEN_BYTES⌉ tokens. The floor is the larger of the two,
 * and reading stops once either exceeds the limit: a 50 MB chunk without
 * whitespace is proven not to fit a 3 000-token room after 384 000
 * characters, not after all of them.
 */

/**
 * The longest token of `o200k_base` and of `cl100k_base`, in UTF-8 bytes
 * (both are 128; `core/tokenFloor.test.ts` reads it off the rank tables).
 */
export const MAX_TOKEN_BYTES = 128;

const START = 0;
const OTHER = 1; // a mark, or a character not classified below: could be anything
const LETTER = 2; // \p{L}
const DIGIT = 3; // \p{N}
const SPACE = 4; // U+0020, the only whitespace the punctuation rule takes in front
const BLANK = 5; // other whitespace: \t \v \f, U+00A0, U+2028 …
const NEWLINE = 6; // \r \n
const PUNCT = 7; // neither whitespace, letter nor digit: punctuation, symbols, controls
const SLASH = 8; // `/`: punctuation, and may follow newlines at the end of a punctuation pre-token (o200k)
const APOSTROPHE = 9; // `'`: punctuation, and may follow a letter (o200k contractions)
const CLASSES = 10;

/**
 * Classes of the characters below U+2070: ASCII, the Latin, Greek, Cyrillic,
 * Hebrew and Arabic blocks, and general punctuation (’ “ ” … —), read from the
 * same Unicode properties the patterns use. Marks stay OTHER (they may join
 * letters or punctuation); so does everything above.
 */
const CLASSIFIED = 0x2070;
const CLASS_OF = new Uint8Array(CLASSIFIED);
for (let c = 0; c < CLASSIFIED; c++) CLASS_OF[c] = classify(c);

function classify(code: number): number {
  if (code >= 0x800 && code < 0x2000) return OTHER;
  const ch = String.fromCharCode(code);
  if (code === 0x20) return SPACE;
  if (code === 0x0a || code === 0x0d) return NEWLINE;
  if (/\s/u.test(ch)) return BLANK;
  if (/\p{L}/u.test(ch)) return LETTER;
  if (/\p{N}/u.test(ch)) return DIGIT;
  if (/\p{M}/u.test(ch)) return OTHER;
  if (code === 0x2f) return SLASH;
  if (code === 0x27) return APOSTROPHE;
  return PUNCT;
}

/** JOINS[a * CLASSES + b] = 1 when a character of class a may share a pre-token with the b after it. */
const JOINS = new Uint8Array(CLASSES * CLASSES);
function joins(a: number, bs: readonly number[]): void {
  for (const b of bs) JOINS[a * CLASSES + b] = 1;
}
// The start is not a class a character has: its row stays 0, so the first
// character always opens a pre-token.
for (let k = OTHER; k < CLASSES; k++) {
  joins(OTHER, [k]);
  joins(k, [OTHER]);
}
joins(LETTER, [LETTER, APOSTROPHE]);
joins(DIGIT, [DIGIT]);
joins(SPACE, [LETTER, PUNCT, SLASH, APOSTROPHE, SPACE, BLANK, NEWLINE]);
joins(BLANK, [LETTER, SPACE, BLANK, NEWLINE]);
joins(NEWLINE, [SPACE, BLANK, NEWLINE, SLASH]);
for (const p of [PUNCT, SLASH, APOSTROPHE]) joins(p, [LETTER, PUNCT, SLASH, APOSTROPHE, NEWLINE]);

/**
 * Proven pre-tokens of text fed piece by piece, as if the pieces were one
 * string: the class of the last character carries over, so a unit read as
 * header, text and closing tag gets the bound of the whole.
 */
export class TokenFloor {
  /** Pre-tokens proven so far. */
  #preTokens = 0;
  /** UTF-8 bytes added so far, counted low: a surrogate half as one byte (a pair is four). */
  #bytes = 0;
  #last = START;
  /** Length of the current digit run when it started a pre-token, else -1. */
  #digits = -1;

  /** A lower bound on the tokens of everything added: proven pre-tokens, or bytes over the longest token. */
  get count(): number {
    return Math.max(this.#preTokens, Math.ceil(this.#bytes / MAX_TOKEN_BYTES));
  }

  /** The pre-tokens proven so far, alone (what the split argument claims). */
  get preTokens(): number {
    return this.#preTokens;
  }

  /** Forgets everything added. */
  reset(): void {
    this.#preTokens = 0;
    this.#bytes = 0;
    this.#last = START;
    this.#digits = -1;
  }

  /**
   * Adds `text` (up to, not including, its `maxLines`-th newline) and returns
   * the new count. Stops early once the count exceeds `limit`: enough to
   * prove a text does not fit, at a cost bounded by the limit.
   */
  add(text: string, limit = Number.POSITIVE_INFINITY, maxLines = Number.POSITIVE_INFINITY): number {
    // `maxLines` 0 shows none of the text (`clampLines`).
    if (maxLines <= 0) return this.count;
    let count = this.#preTokens;
    let bytes = this.#bytes;
    // ⌈bytes / MAX_TOKEN_BYTES⌉ > limit exactly when bytes > limit · MAX_TOKEN_BYTES.
    const byteLimit = limit * MAX_TOKEN_BYTES;
    let last = this.#last;
    let digits = this.#digits;
    let lines = maxLines;
    for (let i = 0; i < text.length && count <= limit && bytes <= byteLimit; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a && --lines <= 0) break;
      bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 1 : 3;
      const cls = code < CLASSIFIED ? CLASS_OF[code]! : OTHER;
      const split = JOINS[last * CLASSES + cls] === 0;
      if (split) count++;
      if (cls === DIGIT) {
        if (last !== DIGIT) digits = split ? 1 : -1;
        // The 4th, 7th … digit of a run that started a pre-token starts another.
        else if (digits >= 0 && ++digits % 3 === 1) count++;
      }
      last = cls;
    }
    this.#preTokens = count;
    this.#bytes = bytes;
    this.#last = last;
    this.#digits = digits;
    return this.count;
  }
}

/** A lower bound on the tokens of `text` in either encoding; with `limit`, any value over it once proven. */
export function tokenFloor(text: string, limit = Number.POSITIVE_INFINITY): number {
  return new TokenFloor().add(text, limit);
}
