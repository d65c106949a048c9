import type { DropEntry, DropReason } from './dropLog.js';
import { invalidInput } from './errors.js';
import { chunkHeader, chunkUnit, compareCodeUnits } from './render.js';
import type { Chunk } from './request.js';
import type { Tokenizer } from './tokenizer.js';

export interface SelectedChunk {
  chunk: Chunk;
  /** Index in the candidates list. */
  index: number;
  /** Tokens of the rendered chunk (tag, metadata, text): what it costs in the prompt. */
  tokens: number;
  /** The rendered unit, so callers do not render it twice. */
  unit: string;
}

export interface ChunkSelection {
  /** In selection order: score descending, ties by id. */
  selected: SelectedChunk[];
  /** Tokens of the selected chunks together. */
  used: number;
  /** Every candidate not selected, with its reason, in candidate-order of consideration. */
  dropped: DropEntry[];
  /**
   * Candidates ran out before the share filled: every eligible chunk entered
   * and room is left. The article's signal that the problem is the index or
   * the query, not the budget.
   */
  exhausted: boolean;
}

export interface SelectOptions {
  /** Chunk metadata values are shortened to this many code points. Default 120. */
  maxMetaChars?: number;
  /** Chunk texts longer than this many lines enter cut, with a visible marker. Default: no limit. */
  maxLines?: number | null;
  /** The reason logged for a chunk that does not fit. Default `evidence-share`. */
  noRoomReason?: DropReason;
  /**
   * Default true: every dropped chunk carries its exact token count. False
   * keeps the cost to what could enter: chunks under the threshold are not
   * counted (tokens 0) and a chunk that cannot fit is counted only until it
   * provably exceeds the room left; such entries have `exact: false`.
   */
  exactDropCounts?: boolean;
}

/**
 * The text two chunks must share to be duplicates: Unicode NFC with runs of
 * whitespace collapsed. Deliberately no case folding: `toLowerCase` maps `I`
 * to `i`, but in Turkish `I` lowers to `ı`, so folding would merge different
 * words (`KIR` "countryside" and `kir` "dirt"), and a locale-aware fold would
 * make the result depend on the machine.
 */
export function normalizeForDedup(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Score descending; equal scores by id, in code-unit order, so input order never matters. */
export function compareCandidates(a: Chunk, b: Chunk): number {
  return b.score - a.score || compareCodeUnits(a.id, b.id);
}

/**
 * What a chunk object rendered to, remembered per object so that a warm call
 * neither re-renders nor re-normalises its text: a 1 000-candidate request
 * offers about a megabyte, and rebuilding each unit also makes a new string
 * whose hash the count cache must compute again. Only speed depends on it.
 *
 * An entry is used only while every field it was made from is the same value
 * (`===`: an unchanged string costs a pointer comparison), so a caller who
 * edits a chunk in place gets a fresh rendering. The `WeakMap` lets a chunk's
 * entry go with the chunk.
 */
interface RenderedChunk {
  text: string;
  id: string;
  source: string | undefined;
  meta: Readonly<Record<string, string>> | undefined;
  /** The meta object's keys and values, in order, as they were when rendered. */
  metaEntries: string[];
  maxMetaChars: number;
  maxLines: number | null;
  unit: string;
  /** `normalizeForDedup(text)`, computed the first time a chunk reaches the dedup step. */
  dedupKey: string | undefined;
  /** `chunkHeader(chunk, maxMetaChars)`, computed the first time a report asks for it. */
  header: string | undefined;
}

const rendered = new WeakMap<Chunk, RenderedChunk>();

function metaEntries(meta: Readonly<Record<string, string>> | undefined): string[] {
  const entries: string[] = [];
  if (meta !== undefined) for (const key of Object.keys(meta)) entries.push(key, meta[key]!);
  return entries;
}

/** The same keys with the same values in the same order as when rendered (a caller may edit `meta` in place). */
function sameMeta(meta: Readonly<Record<string, string>> | undefined, entries: readonly string[]): boolean {
  if (meta === undefined) return entries.length === 0;
  const keys = Object.keys(meta);
  if (keys.length * 2 !== entries.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (entries[2 * i] !== key || entries[2 * i + 1] !== meta[key]) return false;
  }
  return true;
}

function renderedChunk(chunk: Chunk, maxMetaChars: number, maxLines: number | null): RenderedChunk {
  const known = rendered.get(chunk);
  if (
    known !== undefined &&
    known.text === chunk.text &&
    known.id === chunk.id &&
    known.source === chunk.source &&
    known.meta === chunk.meta &&
    known.maxMetaChars === maxMetaChars &&
    known.maxLines === maxLines &&
    sameMeta(chunk.meta, known.metaEntries)
  ) {
    return known;
  }
  const fresh: RenderedChunk = {
    text: chunk.text,
    id: chunk.id,
    source: chunk.source,
    meta: chunk.meta,
    metaEntries: metaEntries(chunk.meta),
    maxMetaChars,
    maxLines,
    unit: chunkUnit(chunk, maxMetaChars, maxLines),
    dedupKey: known !== undefined && known.text === chunk.text ? known.dedupKey : undefined,
    header: undefined,
  };
  rendered.set(chunk, fresh);
  return fresh;
}

/** `chunkHeader(chunk, maxMetaChars)`, remembered with the chunk's rendering. */
export function renderedChunkHeader(chunk: Chunk, maxMetaChars: number, maxLines: number | null): string {
  const known = renderedChunk(chunk, maxMetaChars, maxLines);
  return (known.header ??= chunkHeader(chunk, maxMetaChars));
}

/**
 * Fills a token share with the best chunks (DESIGN.md C8).
 *
 * Candidates are taken in score order; the first one under the threshold
 * ends the scan (everything after it scores lower). A chunk that does not fit
 * is skipped, not a stop: a shorter one behind it may still enter. So when
 * the scan ends, no above-threshold chunk left out would fit in the room
 * that remains. Duplicates (same normalised text) enter once: two copies take
 * twice the room and give the information once.
 */
export function selectChunks(
  candidates: readonly Chunk[],
  share: number,
  threshold: number,
  tokenizer: Tokenizer,
  options: SelectOptions = {},
): ChunkSelection {
  if (Number.isNaN(share) || share < 0) throw invalidInput(['share'], `must be a number ≥ 0, got ${share}`);
  if (!Number.isFinite(threshold)) throw invalidInput(['threshold'], `must be a finite number, got ${threshold}`);
  candidates.forEach((chunk, i) => {
    if (!Number.isFinite(chunk.score)) throw invalidInput(['chunks', i, 'score'], `must be a finite number, got ${chunk.score}`);
  });
  const maxMetaChars = options.maxMetaChars ?? 120;
  const maxLines = options.maxLines ?? null;
  const noRoomReason = options.noRoomReason ?? 'evidence-share';
  const exactDrops = options.exactDropCounts ?? true;

  const order = candidates.map((_, i) => i);
  order.sort((a, b) => compareCandidates(candidates[a]!, candidates[b]!) || a - b);

  const selected: SelectedChunk[] = [];
  const dropped: DropEntry[] = [];
  const firstByText = new Map<string, string>();
  let used = 0;
  let noRoom = 0;

  for (const index of order) {
    const chunk = candidates[index]!;
    if (chunk.score < threshold) {
      const tokens = exactDrops ? tokenizer.count(renderedChunk(chunk, maxMetaChars, maxLines).unit) : 0;
      dropped.push({ section: 'chunks', id: chunk.id, index, tokens, exact: exactDrops, reason: 'below-threshold' });
      continue;
    }
    const rendered = renderedChunk(chunk, maxMetaChars, maxLines);
    const key = (rendered.dedupKey ??= normalizeForDedup(chunk.text));
    const first = firstByText.get(key);
    const unit = rendered.unit;
    if (first !== undefined) {
      const tokens = exactDrops ? tokenizer.count(unit) : 0;
      dropped.push({ section: 'chunks', id: chunk.id, index, tokens, exact: exactDrops, reason: 'duplicate', duplicateOf: first });
      continue;
    }
    firstByText.set(key, chunk.id);
    const room = share - used;
    const tokens = tokenizer.countWithin(unit, room);
    if (tokens <= room) {
      selected.push({ chunk, index, tokens, unit });
      used += tokens;
    } else {
      noRoom++;
      const exact = exactDrops ? tokenizer.count(unit) : tokens;
      dropped.push({ section: 'chunks', id: chunk.id, index, tokens: exact, exact: exactDrops, reason: noRoomReason });
    }
  }
  return { selected, used, dropped, exhausted: noRoom === 0 && used < share };
}
