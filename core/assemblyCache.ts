import { FixedPartMemo } from './fixedPartMemo.js';
import { CandidateMemo } from './preparedCandidates.js';
import { RenderedRequests } from './renderedRequest.js';
import { ValidationMemo } from './validationMemo.js';

/** How often one memo answered from what it remembered (`hits`) and how often it had to work (`misses`). */
export interface MemoStats {
  hits: number;
  misses: number;
}

/**
 * What an `AssemblyCache` has done since it was made, memo by memo: is the
 * cache doing anything for the calls that pass it? Every number only grows;
 * take two snapshots and subtract them for the calls in between.
 */
export interface AssemblyCacheStats {
  /**
   * Requests (`assemble`) found unchanged since an earlier call accepted
   * them, or validated in full. A request is remembered from its second
   * call on, so a request object's first two calls are misses.
   */
  validations: MemoStats;
  /**
   * On a validation miss, the rules, tools, examples and format found equal
   * in content to a fixed part accepted before (any object holding it), or
   * checked and rendered afresh.
   */
  fixedParts: MemoStats;
  /** A request's rendered units (turns, summary, question) reused, or rendered afresh. */
  requestRenderings: MemoStats;
  /**
   * A candidate list (`selectChunks`, and `assemble`'s chunks) found
   * unchanged since the last call that passed that array: its order,
   * renderings, duplicate links, counts and bounds reused. A miss derives
   * them afresh (a new array, an edited field, another line limit).
   * `assemble` remembers a request's chunks when it remembers the request,
   * from its second call on.
   */
  candidateLists: MemoStats;
  /** On a list miss, or for a selected chunk's header, a chunk object's rendering reused, or rendered afresh. */
  chunkRenderings: MemoStats;
  /** A chunk object's dedup key (NFC, whitespace collapsed) reused, or computed from its text. */
  dedupKeys: MemoStats;
  /**
   * A chunk's token count taken from the list (`hits`), or its rendered
   * unit sent to the tokenizer (`misses`: exactly the texts counted). Counts
   * are remembered per tokenizer: another tokenizer counts again.
   */
  chunkCounts: MemoStats;
  /**
   * With `exactDropCounts: false`: a chunk found over the room by a bound a
   * call proved before (`hits`), or its lower bound read from its
   * characters (`misses`), under the list's tokenizer.
   */
  chunkBounds: MemoStats;
}

/**
 * What makes a warm `assemble` or `selectChunks` fast, in one object: the
 * requests already validated (`core/validationMemo.ts`), their renderings
 * (`core/renderedRequest.ts`), the fixed parts already accepted, by content
 * (`core/fixedPartMemo.ts`), and per candidate list its order,
 * renderings, duplicate links, counts and proven bounds
 * (`core/preparedCandidates.ts`). Everything but the fixed parts is
 * remembered per input object (`WeakMap`s: it goes with the object) and
 * used only while the object holds the same values; a fixed part is
 * remembered as a copy of its content, and used for any request holding
 * equal content.
 *
 * Only speed depends on a cache: a result is a function of the call's
 * arguments (C1), whatever the cache holds and whatever was called with it
 * before. Pass one as `options.cache` to keep its state apart (a fresh one
 * per test, one per tenant); without one, calls share `sharedCache`.
 * `stats()` says how often each memo answered.
 */
export class AssemblyCache {
  /** @internal Requests validated, with their versions. */
  readonly validations = new ValidationMemo();
  /** @internal Fixed parts accepted and rendered, by content. */
  readonly fixedParts = new FixedPartMemo();
  /** @internal Request renderings, per request object. */
  readonly requests = new RenderedRequests();
  /** @internal Chunk renderings and candidate-list derivations. */
  readonly candidates = new CandidateMemo();

  /** Hits and misses of every memo since the cache was made: a copy, never read by a call. */
  stats(): AssemblyCacheStats {
    const c = this.candidates;
    return {
      validations: { hits: this.validations.hits, misses: this.validations.misses },
      fixedParts: { hits: this.fixedParts.hits, misses: this.fixedParts.misses },
      requestRenderings: { hits: this.requests.hits, misses: this.requests.misses },
      candidateLists: { hits: c.listHits, misses: c.listMisses },
      chunkRenderings: { hits: c.renderingHits, misses: c.renderingMisses },
      dedupKeys: { hits: c.keyHits, misses: c.keyMisses },
      chunkCounts: { hits: c.countHits, misses: c.countMisses },
      chunkBounds: { hits: c.boundHits, misses: c.boundMisses },
    };
  }
}

/** The cache of every call that passes none. */
export const sharedCache = new AssemblyCache();
