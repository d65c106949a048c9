/**
 * Token counts of pre-tokens already merged, looked up by a range of the
 * text being counted, without cutting the piece out of it.
 *
 * Natural text repeats its words (agglutinative Turkish repeats stems with a
 * handful of suffixes), so nearly every piece of a long text has been merged
 * before. Looking each one up in a `Map` needs it as a string of its own: an
 * allocation and a hash of a fresh string per piece, which cost more than the
 * split. Here a piece is hashed from the text in place and compared, unit by
 * unit, with its copy in a pool of UTF-16 units, so a hit allocates nothing.
 *
 * A count is returned only after the units compare equal, never on a hash
 * alone, so the memo can only change speed. Before a piece is remembered,
 * the memo forgets everything if it holds `maxEntries` pieces or the piece
 * would take it over `maxUnits` units. A piece is not remembered when the
 * `MAX_PROBES` slots from its hash are taken, and a lookup gives up after
 * them (text crafted to collide then costs a merge, as without the memo,
 * instead of a long probe).
 */

const MAX_PROBES = 32;
/** Four 32-bit slots per entry: pool offset + 1 (0 = empty), hash, length, count. */
const SLOT = 4;

export class PieceCounts {
  readonly #maxEntries: number;
  readonly #maxUnits: number;
  #mask = 0;
  #slots = new Int32Array(0);
  #entries = 0;
  #pool = new Uint16Array(1 << 12);
  #used = 0;

  constructor(maxEntries: number, maxUnits: number) {
    this.#maxEntries = maxEntries;
    this.#maxUnits = maxUnits;
    this.#allocate(1 << 10);
  }

  #allocate(capacity: number): void {
    this.#mask = capacity - 1;
    this.#slots = new Int32Array(capacity * SLOT);
    this.#entries = 0;
  }

  /** The FNV-1a hash of `text[start, end)`'s UTF-16 units. */
  static hash(text: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h;
  }

  /** The remembered count of `text[start, end)` (whose hash is `hash`), or -1. */
  get(text: string, start: number, end: number, hash: number): number {
    const slots = this.#slots;
    const pool = this.#pool;
    const length = end - start;
    let i = hash & this.#mask;
    for (let probe = 0; probe < MAX_PROBES; probe++) {
      const at = i * SLOT;
      const offset = slots[at]!;
      if (offset === 0) return -1;
      if (slots[at + 1] === hash && slots[at + 2] === length) {
        let j = 0;
        while (j < length && pool[offset - 1 + j] === text.charCodeAt(start + j)) j++;
        if (j === length) return slots[at + 3]!;
      }
      i = (i + 1) & this.#mask;
    }
    return -1;
  }

  /** Remembers `count` for `text[start, end)`. */
  set(text: string, start: number, end: number, hash: number, count: number): void {
    const length = end - start;
    if (this.#entries >= this.#maxEntries || this.#used + length > this.#maxUnits) {
      this.#allocate(this.#mask + 1);
      this.#used = 0;
    }
    if (2 * (this.#entries + 1) > this.#mask + 1) this.#grow();
    if (this.#used + length > this.#pool.length) {
      const pool = new Uint16Array(2 * (this.#used + length));
      pool.set(this.#pool.subarray(0, this.#used));
      this.#pool = pool;
    }
    const offset = this.#used;
    for (let j = 0; j < length; j++) this.#pool[offset + j] = text.charCodeAt(start + j);
    if (this.#place(offset + 1, hash, length, count)) this.#used += length;
  }

  /** Twice the slots, the same entries. */
  #grow(): void {
    const old = this.#slots;
    this.#allocate(2 * (this.#mask + 1));
    for (let at = 0; at < old.length; at += SLOT) {
      if (old[at] !== 0) this.#place(old[at]!, old[at + 1]!, old[at + 2]!, old[at + 3]!);
    }
  }

  /** Puts an entry in the first free slot within reach; false (not remembered) when there is none. */
  #place(offset: number, hash: number, length: number, count: number): boolean {
    const slots = this.#slots;
    let i = hash & this.#mask;
    for (let probe = 0; probe < MAX_PROBES; probe++) {
      const at = i * SLOT;
      if (slots[at] === 0) {
        slots[at] = offset;
        slots[at + 1] = hash;
        slots[at + 2] = length;
        slots[at + 3] = count;
        this.#entries++;
        return true;
      }
      i = (i + 1) & this.#mask;
    }
    return false;
  }
}
