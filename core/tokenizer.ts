import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { BpeCounter } from './bpe.js';
import { checkOptions, trustTokenizer } from './argumentChecks.js';
import { invalidInput } from './errors.js';

export type Encoding = 'o200k_base' | 'cl100k_base';
export const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/**
 * `fast` is baglam's exact counter (`core/bpe.ts`, O(n log n) on any piece);
 * `js-tiktoken` is the reference it is proven against. Both count the same
 * tokens; they differ only in speed.
 */
export type TokenizerBackend = 'fast' | 'js-tiktoken';

export interface Tokenizer {
  /** `o200k_base/fast`, `cl100k_base/js-tiktoken` … */
  readonly name: string;
  readonly encoding: Encoding;
  /** Exact token count of `text` as plain text. */
  count(text: string): number;
  /**
   * The exact count if it is at most `limit`; otherwise some number greater
   * than `limit` (a proof that the text does not fit, found without counting
   * all of it). Callers that only ask "does it fit?" pay for what fits.
   */
  countWithin(text: string, limit: number): number;
}

export interface TokenizerOptions {
  backend?: TokenizerBackend;
  /**
   * Upper bound on the UTF-16 units of text whose counts are remembered
   * (default 32 Mi, about 64 MiB of keys). Past it the counts not used
   * recently are forgotten; only speed depends on this.
   */
  cacheChars?: number;
}

const RANKS: Record<Encoding, TiktokenBPE> = {
  o200k_base: o200kBase,
  cl100k_base: cl100kBase,
};

/** Rank tables are large (200k entries): parse each once per process. */
const counters = new Map<Encoding, BpeCounter>();
const references = new Map<Encoding, Tiktoken>();

function fastCounter(encoding: Encoding): BpeCounter {
  let counter = counters.get(encoding);
  if (counter === undefined) {
    counter = new BpeCounter(RANKS[encoding]);
    counters.set(encoding, counter);
  }
  return counter;
}

function referenceEncoder(encoding: Encoding): Tiktoken {
  let encoder = references.get(encoding);
  if (encoder === undefined) {
    encoder = new Tiktoken(RANKS[encoding]);
    references.set(encoding, encoder);
  }
  return encoder;
}

/**
 * Counts with js-tiktoken, treating special-token look-alikes such as
 * `<|endoftext|>` as plain text (its default would throw on them).
 */
export function referenceCount(encoding: Encoding, text: string): number {
  return referenceEncoder(encoding).encode(text, [], []).length;
}

const DEFAULT_CACHE_CHARS = 32 * 1024 * 1024;

/**
 * Remembers exact counts by text, bounded by the total length of the
 * remembered texts, in two generations: new counts go to the young map; when
 * it holds half the budget it becomes the old map and the previous old map is
 * forgotten; a hit in the old map moves the count back to the young one. So
 * what was used within the last half-budget stays, as with least-recently-used
 * eviction, but a hit in the young map is a single lookup: a warm `assemble`
 * asks for about 1 500 counts per call, and moving each to the back of one
 * ordered map (delete and re-insert) cost more than the lookups themselves.
 * Only speed depends on which counts are remembered.
 */
class CountCache {
  #young = new Map<string, number>();
  #old = new Map<string, number>();
  #youngChars = 0;
  readonly #generationChars: number;

  constructor(maxChars: number) {
    this.#generationChars = maxChars / 2;
  }

  get(text: string): number | undefined {
    const young = this.#young.get(text);
    if (young !== undefined) return young;
    const old = this.#old.get(text);
    if (old !== undefined) {
      this.#old.delete(text);
      this.#admit(text, old);
    }
    return old;
  }

  set(text: string, count: number): void {
    if (text.length > this.#generationChars) return;
    if (this.#young.has(text)) return;
    this.#old.delete(text);
    this.#admit(text, count);
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

/** One tokenizer per (encoding, backend, cache size): they share their cache. */
const tokenizers = new Map<string, Tokenizer>();

export function createTokenizer(
  encoding: Encoding = 'o200k_base',
  optionsInput?: TokenizerOptions,
): Tokenizer {
  const options = checkOptions(optionsInput);
  if (!ENCODINGS.includes(encoding)) {
    throw invalidInput(['encoding'], `unknown encoding "${String(encoding)}"; expected one of ${ENCODINGS.join(', ')}`);
  }
  const backend = options.backend ?? 'fast';
  if (backend !== 'fast' && backend !== 'js-tiktoken') {
    throw invalidInput(['backend'], `unknown tokenizer backend "${String(backend)}"; expected fast or js-tiktoken`);
  }
  const cacheChars = options.cacheChars ?? DEFAULT_CACHE_CHARS;
  if (!Number.isFinite(cacheChars) || cacheChars < 0) {
    throw invalidInput(['cacheChars'], `must be a finite number ≥ 0, got ${cacheChars}`);
  }
  const key = `${encoding}/${backend}/${cacheChars}`;
  const existing = tokenizers.get(key);
  if (existing !== undefined) return existing;

  const cache = new CountCache(cacheChars);
  const exact: (text: string, limit: number) => number =
    backend === 'fast'
      ? (text, limit) => fastCounter(encoding).count(text, limit)
      : (text) => referenceCount(encoding, text);

  const tokenizer: Tokenizer = {
    name: `${encoding}/${backend}`,
    encoding,
    count(text: string): number {
      const cached = cache.get(text);
      if (cached !== undefined) return cached;
      const count = exact(text, Number.POSITIVE_INFINITY);
      cache.set(text, count);
      return count;
    },
    countWithin(text: string, limit: number): number {
      const cached = cache.get(text);
      if (cached !== undefined) return cached;
      const count = exact(text, limit);
      // Only an exact count is remembered; "more than limit" is not a count.
      if (count <= limit) cache.set(text, count);
      return count;
    },
  };
  trustTokenizer(tokenizer);
  tokenizers.set(key, tokenizer);
  return tokenizer;
}
