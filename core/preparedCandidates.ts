import { invalidInput } from './errors.js';
import { chunkUnit } from './render.js';
import type { Chunk } from './request.js';
import type { Tokenizer } from './tokenizer.js';

/**
 * What `selectChunks` derives from a candidate list before it fills a share,
 * remembered so that a warm call does not derive it again: the score order,
 * each candidate's rendered unit, which earlier candidate has the same
 * normalised text, exact token counts and proven lower bounds. With 100 000
 * pre-counted candidates, re-sorting, re-rendering and re-hashing megabytes
 * of text would cost ten times the selection itself.
 *
 * Only speed depends on any of this. The order, renderings, duplicate links
 * and counts are functions of the fields they were made from; a remembered
 * bound only settles "does it fit?" sooner (the answer a first call gets by
 * proving or counting), and never appears in a result: a chunk that does not
 * fit is logged with the bound the call itself proves (`core/select.ts`).
 *
 * Every memo here is used only while the fields it was made from are the
 * same values (`===`: an unchanged string costs a pointer comparison) in the
 * same objects, so a caller who edits a chunk in place, pushes one, or
 * changes a score gets a fresh derivation. `WeakMap`s let a memo go with its
 * chunk or list. The memos belong to a `CandidateMemo`, part of an
 * `AssemblyCache`.
 */

/** A chunk's rendering, per chunk object. */
export interface RenderedChunk {
  text: string;
  id: string;
  source: string | undefined;
  meta: Readonly<Record<string, string>> | undefined;
  /** The meta object's keys and values, in order, as they were when rendered. */
  metaEntries: string[];
  maxMetaChars: number;
  maxLines: number | null;
  unit: string;
}

/** The derivations one `AssemblyCache` remembers, per chunk and per candidate list. */
export class CandidateMemo {
  /** Renderings, per chunk object. */
  readonly renderings = new WeakMap<Chunk, RenderedChunk>();
  /**
   * A chunk's dedup key with the text it was made from, apart from its
   * rendering: the dedup step reads only the text, and a candidate it reaches
   * need not be rendered (one that provably cannot fit never is).
   */
  readonly dedupKeys = new WeakMap<Chunk, { text: string; key: string }>();
  /** A candidate list's derivations, per list object. */
  readonly lists = new WeakMap<readonly Chunk[], PreparedCandidates>();
  /** What `AssemblyCache.stats()` reports, counted where each memo answers. */
  listHits = 0;
  listMisses = 0;
  renderingHits = 0;
  renderingMisses = 0;
  keyHits = 0;
  keyMisses = 0;
  countHits = 0;
  countMisses = 0;
  boundHits = 0;
  boundMisses = 0;
}

function metaEntries(meta: Readonly<Record<string, string>> | undefined): string[] {
  const entries: string[] = [];
  if (meta !== undefined) for (const key of Object.keys(meta)) entries.push(key, meta[key]!);
  return entries;
}

/**
 * The same keys with the same values in the same order as when rendered (a
 * caller may edit `meta` in place). `for…in` walks the object's own keys in
 * `Object.keys` order without allocating an array per chunk. An inherited
 * key (a `meta` with a prototype of its own) only makes the check fail, so
 * the chunk is derived afresh: slower, never wrong.
 */
function sameMeta(meta: Readonly<Record<string, string>> | undefined, entries: readonly string[]): boolean {
  // (`for…in` over `undefined` visits nothing: no metadata, no entries.)
  let i = 0;
  for (const key in meta) {
    if (entries[i] !== key || entries[i + 1] !== meta[key]) return false;
    i += 2;
  }
  return i === entries.length;
}

function isCurrent(known: RenderedChunk, chunk: Chunk, maxMetaChars: number, maxLines: number | null): boolean {
  return (
    known.text === chunk.text &&
    known.id === chunk.id &&
    known.source === chunk.source &&
    known.meta === chunk.meta &&
    known.maxMetaChars === maxMetaChars &&
    known.maxLines === maxLines &&
    sameMeta(chunk.meta, known.metaEntries)
  );
}

/** A chunk's rendering: remembered, or made afresh (and remembered only when `remember`). */
export function renderedChunk(memo: CandidateMemo, chunk: Chunk, maxMetaChars: number, maxLines: number | null, remember: boolean): RenderedChunk {
  const known = memo.renderings.get(chunk);
  if (known !== undefined && isCurrent(known, chunk, maxMetaChars, maxLines)) {
    memo.renderingHits++;
    return known;
  }
  memo.renderingMisses++;
  const fresh: RenderedChunk = {
    text: chunk.text,
    id: chunk.id,
    source: chunk.source,
    meta: chunk.meta,
    metaEntries: metaEntries(chunk.meta),
    maxMetaChars,
    maxLines,
    unit: chunkUnit(chunk, maxMetaChars, maxLines),
  };
  if (remember) memo.renderings.set(chunk, fresh);
  return fresh;
}

/** A candidate list's derivations, per list object. */
export interface PreparedCandidates {
  /** The memo that holds this one (and the chunks' renderings and dedup keys). */
  readonly owner: CandidateMemo;
  /**
   * The chunk objects and every field the derivations read, as they were:
   * flat arrays, so checking 100 000 candidates is a pass of pointer
   * comparisons rather than a walk through scattered objects.
   */
  readonly chunks: readonly Chunk[];
  readonly ids: readonly string[];
  readonly texts: readonly string[];
  readonly sources: readonly (string | undefined)[];
  readonly metas: readonly (Readonly<Record<string, string>> | undefined)[];
  readonly metaEntries: readonly string[][];
  readonly scores: Float64Array;
  readonly maxMetaChars: number;
  readonly maxLines: number | null;
  /**
   * Renderings by candidate index, made when selection first needs one: a
   * candidate under the threshold is never rendered unless its exact count
   * is asked for.
   */
  readonly rendered: (RenderedChunk | undefined)[];
  /**
   * Whether this list, and what is derived from its chunks (renderings,
   * dedup keys), is remembered in the `CandidateMemo` for later calls. A
   * list derived for one call only (`assemble` on a request met for the
   * first time) is not: an entry in a long-lived `WeakMap` outlives its
   * key until the garbage collector's next full pass, so every one-call
   * request's chunks, texts and renderings were copied through the young
   * generation into the old one, for nothing.
   */
  readonly remember: boolean;
  /** Candidate indices, best first. */
  readonly order: Int32Array;
  /**
   * Per position in `order`: the index of the first earlier candidate (in
   * that order) with the same dedup key, or -1. Known for positions below
   * `keyed`; extended as selection reaches further. Positions before an
   * above-threshold candidate are all above the threshold too (they score
   * at least as high), so the answer does not depend on the threshold.
   */
  readonly sameAs: Int32Array;
  keyed: number;
  readonly firstByKey: Map<string, number>;
  /**
   * The same answers as `sameAs`, found by `DuplicateFinder` (which keys only
   * what it must) and remembered per position: -2 while not asked.
   */
  readonly foundSameAs: Int32Array;
  /** Exact tokens per candidate index under `tokenizer`; NaN while unknown. */
  tokenizer: Tokenizer | undefined;
  tokens: Float64Array;
  /**
   * The largest proven lower bound on each candidate's tokens under
   * `tokenizer` (`chunkUnitFloor`, or one more than a room its count
   * exceeded; 0 while none): a warm call need not prove again that a chunk
   * does not fit. A count proves nothing about another encoding, so the
   * bounds go with the counts when the tokenizer changes. They decide fits
   * only, never what a drop entry says.
   */
  floors: Float64Array;
}

function stillCurrent(memo: PreparedCandidates, candidates: readonly Chunk[], maxMetaChars: number, maxLines: number | null): boolean {
  const n = candidates.length;
  if (memo.chunks.length !== n) return false;
  for (let i = 0; i < n; i++) {
    const chunk = candidates[i]!;
    if (
      chunk !== memo.chunks[i] ||
      chunk.score !== memo.scores[i] ||
      chunk.id !== memo.ids[i] ||
      chunk.text !== memo.texts[i] ||
      chunk.source !== memo.sources[i] ||
      chunk.meta !== memo.metas[i] ||
      !sameMeta(chunk.meta, memo.metaEntries[i]!)
    ) {
      return false;
    }
  }
  return memo.maxMetaChars === maxMetaChars && memo.maxLines === maxLines;
}

/**
 * The remembered derivations for `candidates`, or undefined when there are
 * none or anything they were made from has changed. Counts are kept for one
 * tokenizer at a time.
 */
export function rememberedCandidates(
  owner: CandidateMemo,
  candidates: readonly Chunk[],
  maxMetaChars: number,
  maxLines: number | null,
  tokenizer: Tokenizer,
): PreparedCandidates | undefined {
  const memo = owner.lists.get(candidates);
  if (memo === undefined || !stillCurrent(memo, candidates, maxMetaChars, maxLines)) return undefined;
  owner.listHits++;
  if (memo.tokenizer !== tokenizer) {
    memo.tokenizer = tokenizer;
    memo.tokens = new Float64Array(candidates.length).fill(Number.NaN);
    memo.floors = new Float64Array(candidates.length);
  }
  return memo;
}

/** The selection order on a candidate's score and id (`compareRanked` in `core/select.ts`). */
export type RankOrder = (scoreA: number, idA: string, scoreB: number, idB: string) => number;

/**
 * Derives afresh, and remembers when `remember`; refuses a score that is not a finite number.
 * One pass reads every candidate object (on a long list each read is likely a
 * cache miss: the objects lie between their texts), and the sort reads only
 * the flat arrays.
 */
export function prepareCandidates(
  owner: CandidateMemo,
  candidates: readonly Chunk[],
  maxMetaChars: number,
  maxLines: number | null,
  tokenizer: Tokenizer,
  compare: RankOrder,
  remember: boolean,
): PreparedCandidates {
  owner.listMisses++;
  const n = candidates.length;
  const chunks = candidates.slice();
  const scores = new Float64Array(n);
  const ids: string[] = [];
  const texts: string[] = [];
  const sources: (string | undefined)[] = [];
  const metas: (Readonly<Record<string, string>> | undefined)[] = [];
  const entries: string[][] = [];
  for (let i = 0; i < n; i++) {
    const chunk = chunks[i]!;
    const score = chunk.score;
    if (!Number.isFinite(score)) throw invalidInput(['candidates', i, 'score'], `must be a finite number, got ${score}`);
    scores[i] = score;
    ids.push(chunk.id);
    texts.push(chunk.text);
    sources.push(chunk.source);
    metas.push(chunk.meta);
    entries.push(metaEntries(chunk.meta));
  }
  const order = Int32Array.from(chunks.keys());
  order.sort((a, b) => compare(scores[a]!, ids[a]!, scores[b]!, ids[b]!) || a - b);
  const memo: PreparedCandidates = {
    owner,
    chunks,
    ids,
    texts,
    sources,
    metas,
    metaEntries: entries,
    scores,
    maxMetaChars,
    maxLines,
    rendered: new Array<RenderedChunk | undefined>(n).fill(undefined),
    remember,
    order,
    sameAs: new Int32Array(n).fill(-1),
    keyed: 0,
    firstByKey: new Map(),
    foundSameAs: new Int32Array(n).fill(-2),
    tokenizer,
    tokens: new Float64Array(n).fill(Number.NaN),
    floors: new Float64Array(n),
  };
  if (remember) owner.lists.set(candidates, memo);
  return memo;
}

/** The rendering of candidate `index`. */
export function renderingAt(memo: PreparedCandidates, index: number): RenderedChunk {
  return (memo.rendered[index] ??= renderedChunk(memo.owner, memo.chunks[index]!, memo.maxMetaChars, memo.maxLines, memo.remember));
}

/** The dedup key of candidate `index`, remembered per chunk object (when the list is) while its text is the same. */
export function dedupKeyAt(memo: PreparedCandidates, index: number, keyOf: (text: string) => string): string {
  const chunk = memo.chunks[index]!;
  const text = memo.texts[index]!;
  let keyed = memo.owner.dedupKeys.get(chunk);
  if (keyed !== undefined && keyed.text === text) {
    memo.owner.keyHits++;
    return keyed.key;
  }
  memo.owner.keyMisses++;
  keyed = { text, key: keyOf(text) };
  if (memo.remember) memo.owner.dedupKeys.set(chunk, keyed);
  return keyed.key;
}

/** The first earlier candidate with the same dedup key as the one at `position`, or -1. */
export function sameTextAs(memo: PreparedCandidates, position: number, keyOf: (text: string) => string): number {
  while (memo.keyed <= position) {
    const at = memo.keyed;
    const index = memo.order[at]!;
    const key = dedupKeyAt(memo, index, keyOf);
    const first = memo.firstByKey.get(key);
    if (first === undefined) memo.firstByKey.set(key, index);
    else memo.sameAs[at] = first;
    memo.keyed++;
  }
  return memo.sameAs[position]!;
}
