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
 * Short pieces (almost all of them) use the plain scan; long ones a binary
 * heap keyed by (rank, position) with lazy invalidation, which picks the same
 * pair at every step, so the result is identical and the cost O(n log n).
 * `properties/tokenizer.property.test.ts` proves the counts equal
 * js-tiktoken's on generated and adversarial text.
 */

/** Above this many bytes a piece is merged with the heap. */
const HEAP_MIN_BYTES = 96;

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

  /** Tokens of the pre-token `text[start, end)`. */
  #countRange(text: string, start: number, end: number): number {
    const hash = PieceCounts.hash(text, start, end);
    const known = this.#memo.get(text, start, end, hash);
    if (known !== -1) return known;
    const bytes = utf8ByteString(text.slice(start, end));
    let result: number;
    if (this.#ranks.has(bytes)) result = 1;
    else if (bytes.length < HEAP_MIN_BYTES) result = this.#mergeByScan(bytes);
    else result = this.#mergeByHeap(bytes);
    this.#memo.set(text, start, end, hash, result);
    return result;
  }

  /** The reference algorithm on a boundary array: fine for short pieces. */
  #mergeByScan(bytes: string): number {
    const ranks = this.#ranks;
    // starts[i] is the first byte of part i; starts[parts] = bytes.length.
    const starts: number[] = [];
    for (let i = 0; i <= bytes.length; i++) starts.push(i);
    const pairRank = (i: number): number =>
      i + 2 < starts.length
        ? (ranks.get(bytes.slice(starts[i]!, starts[i + 2]!)) ?? Infinity)
        : Infinity;
    const pairRanks: number[] = [];
    for (let i = 0; i + 1 < starts.length - 1; i++) pairRanks.push(pairRank(i));
    for (;;) {
      let best = Infinity;
      let at = -1;
      for (let i = 0; i < pairRanks.length; i++) {
        const r = pairRanks[i]!;
        if (r < best) {
          best = r;
          at = i;
        }
      }
      if (at < 0) break;
      starts.splice(at + 1, 1);
      pairRanks.splice(at, 1);
      if (at < pairRanks.length) pairRanks[at] = pairRank(at);
      if (at > 0) pairRanks[at - 1] = pairRank(at - 1);
    }
    return starts.length - 1;
  }

  /**
   * Same merges as the scan, in O(n log n): parts form a linked list over
   * byte offsets; the heap holds candidate pairs (rank, left start, right
   * end); an entry is stale when its left part is gone or its right part has
   * grown, and is skipped when popped.
   */
  #mergeByHeap(bytes: string): number {
    const ranks = this.#ranks;
    const n = bytes.length;
    const next = new Int32Array(n + 1); // start of the following part (n = none)
    const prev = new Int32Array(n + 1);
    const alive = new Uint8Array(n + 1);
    for (let i = 0; i < n; i++) {
      next[i] = i + 1;
      prev[i] = i - 1;
      alive[i] = 1;
    }
    const heap = new PairHeap();
    const push = (left: number): void => {
      const right = next[left]!;
      if (right >= n) return;
      const end = next[right]!;
      const rank = ranks.get(bytes.slice(left, end));
      if (rank !== undefined) heap.push(rank, left, end);
    };
    for (let i = 0; i + 1 < n; i++) push(i);
    let parts = n;
    while (heap.size > 0) {
      const { left, end } = heap.pop();
      if (alive[left] !== 1) continue;
      const right = next[left]!;
      if (right >= n || next[right] !== end) continue;
      // Merge right into left.
      alive[right] = 0;
      next[left] = end;
      if (end < n) prev[end] = left;
      parts--;
      push(left);
      const before = prev[left]!;
      if (before >= 0) push(before);
    }
    return parts;
  }
}

/** A binary min-heap of (rank, left, end), ordered by rank then left offset. */
class PairHeap {
  #rank: number[] = [];
  #left: number[] = [];
  #end: number[] = [];

  get size(): number {
    return this.#rank.length;
  }

  #less(a: number, b: number): boolean {
    const ra = this.#rank[a]!;
    const rb = this.#rank[b]!;
    return ra < rb || (ra === rb && this.#left[a]! < this.#left[b]!);
  }

  #swap(a: number, b: number): void {
    const r = this.#rank[a]!;
    const l = this.#left[a]!;
    const e = this.#end[a]!;
    this.#rank[a] = this.#rank[b]!;
    this.#left[a] = this.#left[b]!;
    this.#end[a] = this.#end[b]!;
    this.#rank[b] = r;
    this.#left[b] = l;
    this.#end[b] = e;
  }

  push(rank: number, left: number, end: number): void {
    this.#rank.push(rank);
    this.#left.push(left);
    this.#end.push(end);
    let i = this.#rank.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#less(i, parent)) break;
      this.#swap(i, parent);
      i = parent;
    }
  }

  pop(): { left: number; end: number } {
    const top = { left: this.#left[0]!, end: this.#end[0]! };
    const last = this.#rank.length - 1;
    this.#swap(0, last);
    this.#rank.pop();
    this.#left.pop();
    this.#end.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let smallest = i;
      if (l < last && this.#less(l, smallest)) smallest = l;
      if (r < last && this.#less(r, smallest)) smallest = r;
      if (smallest === i) break;
      this.#swap(i, smallest);
      i = smallest;
    }
    return top;
  }
}
