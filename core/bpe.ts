import type { TiktokenBPE } from 'js-tiktoken/lite';
import { PieceCounts } from './pieceCounts.js';
import { HAS_SURROGATE, preTokenSplitter, type PreTokenEnd } from './preTokenSplitter.js';
import { tokenFloor } from './tokenFloor.js';

/**
 * An exact byte-pair-encoding *counter* over tiktoken's own rank tables.
 *
 * js-tiktoken is the reference, but its merge loop rescans every pair and
 * rebuilds a string key for each on every merge: quadratic in the length of a
 * pre-tokenized piece, and a 50 000-letter run with no whitespace is one piece
 * (about half a minute there). This counter produces the same merges:
 *
 * - pieces come from the encoding's own split pattern (`pat_str`), read by
 *   hand for the two encodings baglam knows (`core/preTokenSplitter.ts`)
 *   when the text has no surrogates, by the pattern itself otherwise;
 * - each step merges the adjacent pair with the lowest rank, the leftmost one
 *   on ties (js-tiktoken's strict `<` scan), until no pair has a rank;
 * - the count is the number of parts left.
 *
 * A binary heap keyed by (rank, position) with lazy invalidation picks the
 * same pair at every step as js-tiktoken's scan, so the result is identical
 * and the cost O(n log n). (A plain scan was used for short pieces; on
 * pieces of a few bytes it was no faster, and only new pieces are merged:
 * the rest are remembered.) `properties/tokenizer.property.test.ts` and
 * `properties/longRuns.ts` prove the counts equal js-tiktoken's on
 * generated and adversarial text.
 */

/**
 * Whole-piece counts are memoised (`core/pieceCounts.ts`): natural text
 * repeats its words, and agglutinative Turkish repeats stems with a handful
 * of suffixes. The memo is cleared when full, which only costs speed, never
 * changes a count.
 */
const PIECE_MEMO_MAX = 1 << 18;
/** The memo's copies of its pieces: 16 MiB of UTF-16 units at most. */
const PIECE_MEMO_UNITS = 1 << 23;

/** Map keys are byte strings: one UTF-16 unit per byte (0–255). */
export type RankMap = Map<string, number>;

export function parseRanks(ranks: TiktokenBPE): RankMap {
  const map: RankMap = new Map();
  // Each line: a marker, the rank of its first token, then the tokens of the
  // ranks that follow in base64. `atob` decodes to one unit per byte: the
  // keys' own form. (An empty line has no rank and no tokens.)
  for (const line of ranks.bpe_ranks.split('\n')) {
    const [, first, ...tokens] = line.split(' ');
    let rank = Number(first);
    for (const token of tokens) map.set(atob(token), rank++);
  }
  return map;
}

const NOT_ASCII = /[^\x00-\x7f]/;
const NOT_WHITESPACE = /\S/;

/**
 * UTF-8 bytes of `text` as a byte string. Lone surrogates become U+FFFD, as
 * `TextEncoder` (and so js-tiktoken) encodes them.
 */
export function utf8ByteString(text: string): string {
  // ASCII text is its own UTF-8.
  if (!NOT_ASCII.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff) {
      // Past the end, charCodeAt is NaN: no low half.
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        cp = 0xfffd;
      }
    } else if (cp >= 0xdc00 && cp <= 0xdfff) {
      cp = 0xfffd;
    }
    if (cp < 0x80) out += String.fromCharCode(cp);
    else if (cp < 0x800) out += String.fromCharCode(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000)
      out += String.fromCharCode(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else
      out += String.fromCharCode(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 0x3f),
        0x80 | ((cp >> 6) & 0x3f),
        0x80 | (cp & 0x3f),
      );
  }
  return out;
}

export class BpeCounter {
  readonly #ranks: RankMap;
  readonly #pattern: RegExp;
  readonly #split: PreTokenEnd | undefined;
  readonly #memo = new PieceCounts(PIECE_MEMO_MAX, PIECE_MEMO_UNITS);

  constructor(ranks: TiktokenBPE) {
    this.#ranks = parseRanks(ranks);
    this.#pattern = new RegExp(ranks.pat_str, 'gu');
    this.#split = preTokenSplitter(ranks.pat_str);
  }

  /**
   * Exact token count of `text` as plain text (special-token look-alikes are
   * ordinary characters). With `limit`, stops as soon as the count is known to
   * exceed it and returns `limit + 1`: the cost is then bounded by the limit,
   * not by the length of the text.
   */
  count(text: string, limit = Number.POSITIVE_INFINITY): number {
    // A proof from the characters alone, far cheaper than the count it spares.
    // Needless when the text cannot exceed the limit: a token is at least one
    // UTF-8 byte, and a UTF-16 unit at most three.
    if (limit < 3 * text.length && tokenFloor(text, limit) > limit) return limit + 1;
    const split = this.#split;
    let total = 0;
    if (split !== undefined && !HAS_SURROGATE.test(text)) {
      for (let start = 0; start < text.length; ) {
        const end = split(text, start);
        total += this.#countRange(text, start, end);
        if (total > limit) return limit + 1;
        start = end;
      }
      return total;
    }
    // matchAll steps over an empty match by itself (no alternative of either
    // encoding's pattern makes one; another rank file's pattern might).
    for (const match of text.matchAll(this.#pattern)) {
      total += this.#countRange(text, match.index, match.index + match[0].length);
      if (total > limit) return limit + 1;
    }
    return total;
  }

  /**
   * `count(text, limit)`, and the tokens of the head `text.slice(0, at)`
   * when they come free: when a pre-token of `text` ends at `at` and holds
   * a character that is not whitespace. The pre-tokens before `at` are then
   * the head's own, so their counts add up to the head's: a split is
   * decided left to right, and no pre-token before that one looked past
   * `at` (a whitespace run is the one read to its end and given back, and
   * it stops at that character). A whitespace run up to `at` is not enough:
   * `\t\t` before a mark is two pre-tokens, alone one. The head is -1 when
   * it does not come free, when the count stopped before reaching `at`, and
   * for text the pattern itself splits (surrogates, another rank file).
   * `assemble` counts a chunk's unit, then its opening tag alone
   * (`evidenceMetadata`): this counts the tag once.
   */
  countWithHead(text: string, limit: number, at: number): [total: number, head: number] {
    const split = this.#split;
    if (split === undefined || HAS_SURROGATE.test(text)) return [this.count(text, limit), -1];
    if (limit < 3 * text.length && tokenFloor(text, limit) > limit) return [limit + 1, -1];
    let total = 0;
    let head = at === 0 ? 0 : -1;
    for (let start = 0; start < text.length; ) {
      const end = split(text, start);
      total += this.#countRange(text, start, end);
      if (total > limit) return [limit + 1, head];
      if (end === at && NOT_WHITESPACE.test(text.slice(start, end))) head = total;
      start = end;
    }
    return [total, head];
  }

  /**
   * Counts of one-unit pieces, by the unit (0: not known yet; a count is at
   * least 1). A fifth of the pieces of natural text are one unit (a space, a
   * punctuation mark, a digit), and for them the hash and the probe of the
   * piece memo cost more than the count. A lone surrogate is one too: as a
   * piece it is always U+FFFD, so its count is the unit's as well.
   */
  readonly #oneUnit = new Uint8Array(0x10000);

  /** Tokens of the pre-token `text[start, end)`. */
  #countRange(text: string, start: number, end: number): number {
    if (end - start === 1) {
      const unit = text.charCodeAt(start);
      const known = this.#oneUnit[unit]!;
      if (known !== 0) return known;
      // One unit is at most three UTF-8 bytes: at most three tokens.
      return (this.#oneUnit[unit] = this.#countBytes(utf8ByteString(text.slice(start, end))));
    }
    const hash = PieceCounts.hash(text, start, end);
    const known = this.#memo.get(text, start, end, hash);
    if (known !== -1) return known;
    const result = this.#countBytes(utf8ByteString(text.slice(start, end)));
    this.#memo.set(text, start, end, hash, result);
    return result;
  }

  /** Tokens of a piece's UTF-8 bytes. */
  #countBytes(bytes: string): number {
    // A piece that is a token is one: merging would end there too (every
    // token of both rank files is its bytes merged), only later.
    return this.#ranks.has(bytes) ? 1 : this.#merge(bytes);
  }

  /**
   * The parts left once no two neighbours join into a ranked token, joining
   * the pair of lowest rank first, the leftmost of equal ones. Parts form a
   * linked list over byte offsets; the heap holds candidate pairs (rank,
   * left start, right end) and an entry is stale when its left part is gone
   * or its right part has grown: skipped when popped. O(n log n) for a
   * piece of n bytes.
   */
  #merge(bytes: string): number {
    const ranks = this.#ranks;
    const n = bytes.length;
    // next[i]: where the part after the one at i starts (n after the last
    // part; next[n] stays 0). prev[i]: where the part before starts (-1).
    // alive[i]: whether a part starts at i (only byte offsets, never n).
    const next = new Int32Array(n + 1);
    const prev = new Int32Array(n + 1);
    const alive = new Uint8Array(n);
    const heap = new PairHeap();
    // The pair of the part at `left` and the one after it, if it is a token.
    // After the last part the slice is bytes.slice(left, 0): empty, no rank.
    const push = (left: number): void => {
      const end = next[next[left]!]!;
      const rank = ranks.get(bytes.slice(left, end));
      if (rank !== undefined) heap.push({ rank, left, end });
    };
    // One part per byte; from the end, so that each pair's right part is linked when it is pushed.
    for (let i = n - 1; i >= 0; i--) {
      next[i] = i + 1;
      prev[i] = i - 1;
      alive[i] = 1;
      push(i);
    }
    let parts = n;
    while (heap.size > 0) {
      const { left, end } = heap.pop();
      if (alive[left] !== 1 || next[next[left]!] !== end) continue;
      // Merge the right part into the left one.
      alive[next[left]!] = 0;
      next[left] = end;
      prev[end] = left;
      parts--;
      push(left);
      const before = prev[left]!;
      if (before >= 0) push(before);
    }
    return parts;
  }
}

interface Pair {
  rank: number;
  /** Where the left part starts. */
  left: number;
  /** Where the right part ends. */
  end: number;
}

/** Merged first: the lower rank, then the leftmost (tiktoken's order). */
function before(a: Pair, b: Pair): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.left < b.left);
}

/** A binary min-heap of pairs in merge order. */
class PairHeap {
  readonly #items: Pair[] = [];

  get size(): number {
    return this.#items.length;
  }

  push(pair: Pair): void {
    const items = this.#items;
    items.push(pair);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): Pair {
    const items = this.#items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let first = i;
        if (l < items.length && before(items[l]!, items[first]!)) first = l;
        if (r < items.length && before(items[r]!, items[first]!)) first = r;
        if (first === i) break;
        [items[i], items[first]] = [items[first]!, items[i]!];
        i = first;
      }
    }
    return top;
  }
}
