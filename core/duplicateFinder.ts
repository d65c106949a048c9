import { dedupKeyAt, type PreparedCandidates } from './preparedCandidates.js';

/** Key prefixes this long or longer are bucketed by their first this-many code units. */
const BUCKET = 16;
/** Where a key prefix may be cut: at the first plain space from here on. */
const CUT_FROM = 48;
/** Texts with no plain space in their first this-many code units get no prefix; their full key is used. */
const CUT_WITHIN = 256;

/**
 * A prefix of `keyOf(text)` read from the start of the text only, or
 * undefined when the text offers no safe place to cut (then the full key is
 * needed).
 *
 * The cut is before a plain space (U+0020). NFC never composes a character
 * with a following space, nor a space with what follows it, and a space is a
 * starter (combining class 0) that canonical reordering never moves; so NFC
 * of the text is NFC of the head followed by NFC of the rest. Collapsing
 * whitespace replaces every maximal run with one space: the head's trailing
 * run (which `keyOf` trims) joins the rest's leading one, and everything
 * before it collapses the same either way. So `keyOf(head)` is a prefix of
 * `keyOf(text)` (`core/duplicateFinder.test.ts` checks this on hostile text).
 */
export function keyPrefix(text: string, keyOf: (text: string) => string): string | undefined {
  if (text.length <= CUT_WITHIN) return keyOf(text);
  const cut = text.indexOf(' ', CUT_FROM);
  if (cut < 0 || cut > CUT_WITHIN) return undefined;
  return keyOf(text.slice(0, cut));
}

/**
 * Finds, for a candidate at some position of the score order, the first
 * earlier candidate with the same dedup key, without computing every earlier
 * candidate's key: each earlier candidate is indexed by a short key prefix
 * read from the start of its text, and only candidates whose prefix agrees
 * are keyed in full. Used when most candidates never reach the dedup step
 * (`exactDropCounts: false`), so the full keys would be spent on text that
 * cannot enter anyway. Answers equal `sameTextAs`'s; one finder per call.
 */
export class DuplicateFinder {
  readonly #memo: PreparedCandidates;
  readonly #keyOf: (text: string) => string;
  /** Positions whose key prefix has at least `BUCKET` code units, by those units, ascending. */
  readonly #buckets = new Map<string, number[]>();
  /** Positions with a shorter prefix (or none, `''`), with the prefix, ascending. */
  readonly #short: number[] = [];
  readonly #shortPrefix: string[] = [];
  /** Positions below this are indexed. */
  #indexed = 0;
  /** Key prefixes made so far, by position (undefined: the text offers none). */
  readonly #prefixes = new Map<number, string | undefined>();

  constructor(memo: PreparedCandidates, keyOf: (text: string) => string) {
    this.#memo = memo;
    this.#keyOf = keyOf;
  }

  /**
   * Candidate index of the first earlier candidate (in score order) with the
   * same key as the one at `position`, or -1. Positions may be asked in any
   * order; every position before the highest asked is indexed once.
   *
   * The candidate's own full key is made only when an earlier candidate may
   * share it: its key prefix, read from the start of its text, gives the
   * bucket (a prefix of `BUCKET` units or more begins the key with the same
   * units) and settles every shorter prefix it is at least as long as (both
   * begin the key). A chunk that fits and repeats nothing, the usual case,
   * so costs NFC of its first few hundred units, not of all its text.
   */
  firstBefore(position: number): number {
    const memo = this.#memo;
    for (; this.#indexed < position; this.#indexed++) {
      const at = this.#indexed;
      const prefix = this.#prefixAt(at) ?? '';
      if (prefix.length >= BUCKET) {
        const head = prefix.slice(0, BUCKET);
        const bucket = this.#buckets.get(head);
        if (bucket === undefined) this.#buckets.set(head, [at]);
        else bucket.push(at);
      } else {
        this.#short.push(at);
        this.#shortPrefix.push(prefix);
      }
    }
    const own = this.#prefixAt(position);
    // A prefix this long gives the bucket, and settles every shorter prefix
    // (the short list's are all shorter). Otherwise the full key is made
    // here, for the bucket, and settles the short list as well.
    const ownIsLong = own !== undefined && own.length >= BUCKET;
    let full: string | undefined;
    const key = (): string => (full ??= dedupKeyAt(memo, memo.order[position]!, this.#keyOf));
    let first = -1;
    const bucket = this.#buckets.get(ownIsLong ? own.slice(0, BUCKET) : key().slice(0, BUCKET));
    if (bucket !== undefined) {
      for (const at of bucket) {
        // Asked out of order (`exhausted` asks again at the end), later positions may be indexed.
        if (at >= position) break;
        if (dedupKeyAt(memo, memo.order[at]!, this.#keyOf) === key()) {
          first = at;
          break;
        }
      }
    }
    for (let k = 0; k < this.#short.length; k++) {
      const at = this.#short[k]!;
      if (at >= position || (first >= 0 && at > first)) break;
      const prefix = this.#shortPrefix[k]!;
      const begins = ownIsLong ? own.startsWith(prefix) : key().startsWith(prefix);
      if (begins && dedupKeyAt(memo, memo.order[at]!, this.#keyOf) === key()) {
        first = at;
        break;
      }
    }
    return first < 0 ? -1 : memo.order[first]!;
  }

  /** `keyPrefix` of the text at `position`, made once whether it is asked for as an earlier candidate or as the one asked about. */
  #prefixAt(position: number): string | undefined {
    if (this.#prefixes.has(position)) return this.#prefixes.get(position);
    const memo = this.#memo;
    const prefix = keyPrefix(memo.texts[memo.order[position]!]!, this.#keyOf);
    this.#prefixes.set(position, prefix);
    return prefix;
  }
}
