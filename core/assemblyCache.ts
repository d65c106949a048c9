import { FixedPartMemo } from './fixedPartMemo.js';
import { CandidateMemo } from './preparedCandidates.js';
import { RenderedRequests } from './renderedRequest.js';
import { ValidationMemo } from './validationMemo.js';

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
}

/** The cache of every call that passes none. */
export const sharedCache = new AssemblyCache();
