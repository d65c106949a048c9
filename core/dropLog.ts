/** The sections whose items can be dropped. Rules, tools, format and the question never are. */
export type DropSection = 'chunks' | 'history' | 'examples';

export type DropReason =
  /** A chunk scored under the profile's threshold. */
  | 'below-threshold'
  /** A chunk whose normalised text already entered (or was considered) under another id. */
  | 'duplicate'
  /** A chunk that did not fit in the evidence share. */
  | 'evidence-share'
  /** A history turn that did not fit in the history share. */
  | 'history-share'
  /** A history turn beyond the profile's turn cap. */
  | 'max-turns'
  /** Dropped by the ladder because the whole prompt did not fit. */
  | 'budget';

/** One item that is not in the prompt, and why (contract C4, docs/contracts.md#c4-conservation). */
export interface DropEntry {
  section: DropSection;
  /** The item's id; for history turns without one, `turn-<index>`. */
  id: string;
  /** Index of the item in the request's own list. */
  index: number;
  /**
   * The item's tokens as it would have been rendered. When `exact` is false
   * (only with `exactDropCounts: false`), a proven lower bound instead: for
   * a turn, its token floor (`core/unitFloor.ts`); for a chunk that did not
   * fit, one more than the room left when it was reached; for a chunk under
   * the threshold, 0. Each is a function of the call's arguments alone,
   * never of what an earlier call counted or proved.
   */
  tokens: number;
  exact: boolean;
  reason: DropReason;
  /**
   * For duplicates: the id of the chunk with the same text that came first.
   * With `exactDropCounts: false` only a chunk that would fit is compared, so
   * a duplicate that does not fit either carries the room reason instead.
   */
  duplicateOf?: string;
}
