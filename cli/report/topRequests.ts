import type { SectionTokens } from '../../core/index.js';

/**
 * The largest requests of a log, by prompt tokens, kept in memory bounded by
 * `limit` however long the log is. A report shows them so a reader can go
 * from "p99 is 14 000 tokens" or "9 requests overflowed" to the lines to
 * open.
 *
 * Exact under merging: the `limit` largest of two logs are among the
 * `limit` largest of each, and ties are broken by a total order on every
 * field (log name, line, id), so shards merged in any order, or a log shared
 * out over threads, keep the very list one pass would.
 */

/** One request as the report lists it. */
export interface ListedRequest {
  /** The log it was read from, as the report names it. */
  log: string;
  /** 1-based line of the log (blank lines counted, as an editor shows it). */
  line: number;
  /** The request's own id, when it has one: any string at all. */
  id: string | null;
  /** The prompt's tokens: as assembled or, for an overflow, at the smallest the drop ladder reached. */
  tokens: number;
  /** Those tokens by section. */
  sections: SectionTokens;
}

/** Code-unit order: the same for every locale, unlike `localeCompare`. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Largest first; then by log, line and id, so equal sizes still have one order. */
export function compareListed(a: ListedRequest, b: ListedRequest): number {
  if (a.tokens !== b.tokens) return b.tokens - a.tokens;
  const byLog = compareStrings(a.log, b.log);
  if (byLog !== 0) return byLog;
  if (a.line !== b.line) return a.line - b.line;
  if (a.id === b.id) return 0;
  if (a.id === null) return -1;
  if (b.id === null) return 1;
  return compareStrings(a.id, b.id);
}

export class TopRequests {
  readonly limit: number;
  /** Sorted by `compareListed`, at most `limit` long. */
  readonly #kept: ListedRequest[] = [];

  constructor(limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`TopRequests: limit must be a whole number ≥ 1, got ${limit}`);
    this.limit = limit;
  }

  /** Keeps `request` if it is among the `limit` largest seen so far. */
  offer(request: ListedRequest): void {
    const kept = this.#kept;
    // Most requests of a long log are smaller than the smallest kept: one comparison.
    if (kept.length === this.limit && compareListed(request, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && compareListed(request, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, request);
    if (kept.length > this.limit) kept.pop();
  }

  /** Adds every request `other` kept: the result is what one list offered both logs would hold. */
  merge(other: TopRequests): void {
    for (const request of other.#kept) this.offer(request);
  }

  /** The requests kept, largest first. */
  list(): readonly ListedRequest[] {
    return this.#kept;
  }
}
