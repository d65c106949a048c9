import { CandidateMemo } from './preparedCandidates.js';
import { RenderedRequests } from './renderedRequest.js';
import { ValidationMemo } from './validationMemo.js';

/**
 * What makes a warm `assemble` or `selectChunks` fast, in one object: the
 * requests already validated (`core/validationMemo.ts`), their renderings
 * (`core/renderedRequest.ts`), and per candidate list its order,
 * renderings, duplicate links, counts and proven bounds
 * (`core/preparedCandidates.ts`). Everything is remembered per input object
 * (`WeakMap`s: it goes with the object) and used only while the object
 * holds the same values.
 *
 * Only speed depends on a cache: a result is a function of the call's
 * arguments (C1), whatever the cache holds and whatever was called with it
 * before. Pass one as `options.cache` to keep its state apart (a fresh one
 * per test, one per tenant); without one, calls share `sharedCache`.
 */
export class AssemblyCache {
  /** @internal Requests validated, with their versions. */
  readonly validations = new ValidationMemo();
  /** @internal Request renderings, per request object. */
  readonly requests = new RenderedRequests();
  /** @internal Chunk renderings and candidate-list derivations. */
  readonly candidates = new CandidateMemo();
}

/** The cache of every call that passes none. */
export const sharedCache = new AssemblyCache();
