import type { DropReason } from '../../core/dropLog.js';
import type { Chunk } from '../../core/request.js';
import type { Encoding } from '../../core/tokenizer.js';
import { referenceDedupKey } from './dedupKey.js';
import { chunkUnit } from './prompt.js';
import { referenceTokens } from './tokens.js';

/**
 * A drop the reference model expects: `tokens` is always the item's exact
 * cost; `bound` is what an entry marked `exact: false` must say instead, by
 * the rule docs/contracts.md (C4) states for its kind: a turn, its token
 * floor (plus its message overhead); a chunk left out for room, one more
 * than the room left when it was reached; a chunk under the threshold, 0.
 * Each a function of the call's arguments alone. (For an item that is
 * always counted, `bound` is its cost.)
 */
export interface ExpectedDrop {
  section: 'chunks' | 'history' | 'examples';
  id: string;
  index: number;
  reason: DropReason;
  tokens: number;
  bound: number;
  duplicateOf?: string;
  /**
   * A history turn older than the one that stopped the clamp's walk: never
   * counted, so without `exactDropCounts` it carries a bound (`exact: false`),
   * as `AssembleOptions.exactDropCounts` documents.
   */
  neverCounted?: true;
  /** A chunk's entry for a duplicate that fits: counted to know it fits, so exact in either mode. */
  counted?: true;
}

export interface ExpectedSelection {
  /** Candidate indices in selection order (score descending, ties by id). */
  selected: number[];
  /** Exact tokens of each selected chunk, in the same order. */
  tokens: number[];
  used: number;
  dropped: ExpectedDrop[];
  exhausted: boolean;
}

export interface SelectionRules {
  encoding: Encoding;
  maxMetaChars: number;
  maxLines: number | null;
  /** The reason a chunk that does not fit carries. */
  noRoomReason: DropReason;
  /** With false, a chunk that repeats an earlier text *and* does not fit keeps the room reason (see below). */
  exactDropCounts: boolean;
  /** A caller's own count of a rendered unit, where the call is handed a tokenizer of its own; js-tiktoken's otherwise. */
  tokens?: (text: string) => number;
}

/** Score descending; equal scores by id in code-unit order (never the input order, never a locale). */
export function rankOrder(candidates: readonly Chunk[]): number[] {
  const order = candidates.map((_, index) => index);
  return order.sort((a, b) => {
    const x = candidates[a]!;
    const y = candidates[b]!;
    if (x.score !== y.score) return x.score > y.score ? -1 : 1;
    if (x.id !== y.id) return x.id < y.id ? -1 : 1;
    return a - b;
  });
}

/**
 * C8 from its statement: candidates in score order; one under the threshold
 * never enters; one whose text (after normalisation) an earlier candidate
 * already had is a duplicate of the first such candidate, whether that one
 * entered or not; otherwise a chunk enters if its rendered unit fits in what
 * is left of the share, and is skipped (not a stop) if it does not.
 * `exhausted`: no chunk was left out for room and room is left.
 *
 * With `exactDropCounts: false` the fit is decided before the dedup step, so
 * a repeated text that does not fit keeps the room reason, unless the
 * candidates ran out (then every such entry says `duplicate`): the rule
 * `SelectOptions.exactDropCounts` documents. Which chunks enter is the same.
 */
export function referenceSelection(candidates: readonly Chunk[], share: number, threshold: number, rules: SelectionRules): ExpectedSelection {
  const count = rules.tokens ?? ((text: string): number => referenceTokens(rules.encoding, text));
  const cost = (chunk: Chunk): number => count(chunkUnit(chunk, rules.maxMetaChars, rules.maxLines));
  const firstWithKey = new Map<string, string>();
  const selected: number[] = [];
  const tokens: number[] = [];
  const dropped: ExpectedDrop[] = [];
  /** Lazy mode: no-room entries that repeat an earlier text, relabelled if the candidates ran out. */
  const repeatsLeftOut: { entry: ExpectedDrop; first: string }[] = [];
  let used = 0;
  let leftOutForRoom = 0;
  for (const index of rankOrder(candidates)) {
    const chunk = candidates[index]!;
    const drop = (reason: DropReason, bound: number, duplicateOf?: string): void => {
      const entry: ExpectedDrop = { section: 'chunks', id: chunk.id, index, reason, tokens: cost(chunk), bound };
      if (duplicateOf !== undefined) entry.duplicateOf = duplicateOf;
      dropped.push(entry);
    };
    if (chunk.score < threshold) {
      drop('below-threshold', 0);
      continue;
    }
    const key = referenceDedupKey(chunk.text);
    const first = firstWithKey.get(key);
    if (first === undefined) firstWithKey.set(key, chunk.id);
    const room = share - used;
    const fits = cost(chunk) <= room;
    if (first !== undefined) {
      // A duplicate that fits was counted to know it fits.
      if (rules.exactDropCounts || fits) {
        drop('duplicate', cost(chunk), first);
        if (fits) dropped[dropped.length - 1]!.counted = true;
      } else {
        drop(rules.noRoomReason, room + 1);
        repeatsLeftOut.push({ entry: dropped[dropped.length - 1]!, first });
      }
      continue;
    }
    if (fits) {
      selected.push(index);
      tokens.push(cost(chunk));
      used += cost(chunk);
    } else {
      leftOutForRoom++;
      drop(rules.noRoomReason, room + 1);
    }
  }
  const exhausted = leftOutForRoom === 0 && used < share;
  if (exhausted) {
    for (const { entry, first } of repeatsLeftOut) {
      entry.reason = 'duplicate';
      entry.duplicateOf = first;
    }
  }
  return { selected, tokens, used, dropped, exhausted };
}
