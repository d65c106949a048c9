/**
 * An exact counter's answers, remembered by text: the memo behind every
 * tokenizer `createTokenizer` returns (`core/tokenizer.ts`).
 *
 * `exact(text, limit)` is the counter itself: the exact count when it is at
 * most `limit`, otherwise some number over `limit`. Only exact counts are
 * remembered — a count (`count`), or a `countWithin` answer within its limit
 * — and only of texts of at most half `maxChars` UTF-16 units; "more than
 * the limit" is not a count.
 *
 * Remembered counts are kept in two generations, bounded by the length of
 * their texts: a count remembered goes to the young generation; when the
 * young generation's texts reach half `maxChars` units, it becomes the old
 * one and the previous old one is forgotten; a count found in the old
 * generation is remembered again (into the young one). So a count stays
 * remembered at least until texts of half `maxChars` units have been
 * remembered after its last use, as with least-recently-used eviction, and
 * the texts remembered total less than 1.5 × `maxChars` units. A count found
 * in the young generation costs a single lookup: a warm `assemble` asks for
 * about 1 500 counts per call, and moving each to the back of one ordered
 * map (delete and re-insert) cost more than the lookups themselves. Which
 * counts are remembered changes only speed, never an answer.
 */
export class CountCache {
  readonly #exact: (text: string, limit: number) => number;
  readonly #exactWithHead: ((text: string, limit: number, at: number) => [number, number]) | undefined;
  readonly #generationChars: number;
  #young = new Map<string, number>();
  #old = new Map<string, number>();
  #youngChars = 0;

  /**
   * `exactWithHead(text, limit, at)`, when given, is `exact` that also gives
   * the tokens of `text.slice(0, at)` when they come free, -1 otherwise
   * (`BpeCounter.countWithHead`).
   */
  constructor(
    exact: (text: string, limit: number) => number,
    maxChars: number,
    exactWithHead?: (text: string, limit: number, at: number) => [number, number],
  ) {
    this.#exact = exact;
    this.#exactWithHead = exactWithHead;
    this.#generationChars = maxChars / 2;
  }

  /** The exact count of `text`. */
  count(text: string): number {
    const known = this.#known(text);
    if (known !== undefined) return known;
    const count = this.#exact(text, Number.POSITIVE_INFINITY);
    this.#remember(text, count);
    return count;
  }

  /** The exact count of `text` if it is at most `limit`; otherwise some number over `limit`. */
  countWithin(text: string, limit: number): number {
    const known = this.#known(text);
    if (known !== undefined) return known;
    const count = this.#exact(text, limit);
    if (count <= limit) this.#remember(text, count);
    return count;
  }

  /**
   * `countWithin(text, limit)`, which also remembers the count of the head
   * `text.slice(0, at)` when the counter gives it free and the head is not
   * remembered yet, as if it had been counted next: a later `count` of the
   * head is then a lookup. (`assemble` counts a chunk's unit, then its
   * opening tag alone.)
   */
  countWithinNotingHead(text: string, limit: number, at: number): number {
    const exactWithHead = this.#exactWithHead;
    if (exactWithHead === undefined) return this.countWithin(text, limit);
    const known = this.#known(text);
    if (known !== undefined) return known;
    const [count, head] = exactWithHead(text, limit, at);
    if (count <= limit) this.#remember(text, count);
    if (head >= 0) {
      const headText = text.slice(0, at);
      if (!this.#young.has(headText) && !this.#old.has(headText)) this.#remember(headText, head);
    }
    return count;
  }

  #known(text: string): number | undefined {
    const young = this.#young.get(text);
    if (young !== undefined) return young;
    const old = this.#old.get(text);
    if (old !== undefined) {
      this.#old.delete(text);
      this.#admit(text, old);
    }
    return old;
  }

  /**
   * Counts are remembered only after a miss in both generations, so the
   * text is in neither.
   */
  #remember(text: string, count: number): void {
    if (text.length <= this.#generationChars) this.#admit(text, count);
  }

  #admit(text: string, count: number): void {
    this.#young.set(text, count);
    this.#youngChars += text.length;
    if (this.#youngChars >= this.#generationChars) {
      this.#old = this.#young;
      this.#young = new Map();
      this.#youngChars = 0;
    }
  }
}
