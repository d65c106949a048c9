import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';
import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { BpeCounter } from './bpe.js';
import { CountCache } from './countCache.js';
import { checkLimit, checkOptions, checkText, trustTokenizer } from './argumentChecks.js';
import { invalidInput } from './errors.js';

export type Encoding = 'o200k_base' | 'cl100k_base';
export const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/**
 * `fast` is baglam's exact counter (`core/bpe.ts`, O(n log n) on any piece);
 * `js-tiktoken` is the reference it is proven against. Both count the same
 * tokens; they differ in speed, and in what `countWithin` says over its
 * limit: `fast` stops there and says `limit + 1`, `js-tiktoken` counts the
 * whole text and says its count.
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
   * How many UTF-16 units of text the tokenizer remembers counts for
   * (default 32 Mi, about 64 MiB of keys): counts of texts up to half of it
   * each, less than 1.5 times it in all (`core/countCache.ts`). The counts
   * not used recently are forgotten; only speed depends on this.
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
  return referenceEncoder(checkEncoding(encoding)).encode(checkText(text, 'text'), NO_SPECIAL_TOKENS, NO_SPECIAL_TOKENS).length;
}

function checkEncoding(encoding: unknown): Encoding {
  if (!ENCODINGS.includes(encoding as Encoding)) {
    throw invalidInput(['encoding'], `unknown encoding "${String(encoding)}"; expected one of ${ENCODINGS.join(', ')}`);
  }
  return encoding as Encoding;
}

/** No special token allowed, none refused: every look-alike is plain text. */
const NO_SPECIAL_TOKENS: string[] = [];

/** The default `cacheChars`: 32 Mi UTF-16 units (`core/countCache.ts`). */
const DEFAULT_CACHE_CHARS = 32 * 1024 * 1024;

/** One tokenizer per (encoding, backend, cache size): they share their cache. */
const tokenizers = new Map<string, Tokenizer>();

/** The count memo behind each tokenizer `createTokenizer` made. */
const countCaches = new WeakMap<Tokenizer, CountCache>();

/**
 * `tokenizer.countWithin(text, limit)`; a tokenizer of baglam's own also
 * remembers the count of the head `text.slice(0, at)` when its counter
 * gives it free (`CountCache.countWithinNotingHead`), so that counting the
 * head next is a lookup. Only speed depends on it.
 */
export function countWithinNotingHead(tokenizer: Tokenizer, text: string, limit: number, at: number): number {
  const cache = countCaches.get(tokenizer);
  return cache === undefined ? tokenizer.countWithin(text, limit) : cache.countWithinNotingHead(text, limit, at);
}

export function createTokenizer(
  encoding: Encoding = 'o200k_base',
  optionsInput?: TokenizerOptions,
): Tokenizer {
  const options = checkOptions(optionsInput);
  checkEncoding(encoding);
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

  const cache = new CountCache(
    backend === 'fast'
      ? (text, limit) => fastCounter(encoding).count(text, limit)
      : (text) => referenceCount(encoding, text),
    cacheChars,
    backend === 'fast' ? (text, limit, at) => fastCounter(encoding).countWithHead(text, limit, at) : undefined,
  );
  // Frozen: it is shared by every caller of the same encoding and trusted unchecked (`trustTokenizer`), so a method
  // one caller replaced would count for all, and go around the count memo.
  const tokenizer: Tokenizer = Object.freeze<Tokenizer>({
    name: `${encoding}/${backend}`,
    encoding,
    // Checked at the door: a number or a `String` object would otherwise be counted (0 tokens for 5, whatever
    // its methods answer for an object), and a `NaN` limit would make "does it fit?" unanswerable.
    count: (text) => cache.count(checkText(text, 'text')),
    countWithin: (text, limit) => cache.countWithin(checkText(text, 'text'), checkLimit(limit, ['limit'])),
  });
  trustTokenizer(tokenizer);
  countCaches.set(tokenizer, cache);
  tokenizers.set(key, tokenizer);
  return tokenizer;
}
