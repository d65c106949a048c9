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

/** `dropEntry`'s constructor: see there why entries are not object literals. */
interface DropEntryConstructor {
  new (section: DropSection, id: string, index: number, tokens: number, exact: boolean, reason: DropReason, duplicateOf?: string): DropEntry;
}

const DropRecord = function DropRecord(
  this: DropEntry, section: DropSection, id: string, index: number, tokens: number, exact: boolean, reason: DropReason, duplicateOf?: string,
): void {
  this.section = section;
  this.id = id;
  this.index = index;
  this.tokens = tokens;
  this.exact = exact;
  this.reason = reason;
  if (duplicateOf !== undefined) this.duplicateOf = duplicateOf;
} as unknown as DropEntryConstructor;
// An entry is a plain object to every reader: same prototype as a literal's
// (so `deepStrictEqual` against a literal holds), same keys in the same order.
DropRecord.prototype = Object.prototype;

/**
 * One drop entry, made with `new` instead of an object literal: every drop
 * log in core/ is built through here. Why: V8 remembers, for each object
 * literal in the source, whether the objects it made outlived a minor
 * collection, and once most did, allocates that literal's objects in the old
 * generation for the rest of the process. A drop log being built is alive at
 * every collection, so `selectChunks`' entry literal fell into that mode in
 * some processes and not in others, as collection timing fell: on 2 000
 * candidates a call then took 0.5–1.2 ms instead of 0.1 ms for the rest of
 * the process, in 5–60 % of processes depending on the machine's load
 * (`--no-allocation-site-pretenuring` made it vanish). Objects made by `new`
 * carry no such memory. `duplicateOf` is set only when given, as a literal
 * would leave it out.
 */
export function dropEntry(
  section: DropSection, id: string, index: number, tokens: number, exact: boolean, reason: DropReason, duplicateOf?: string,
): DropEntry {
  return new DropRecord(section, id, index, tokens, exact, reason, duplicateOf);
}
