import type { DropEntry } from '../../core/dropLog.js';
import { chunkUnit } from '../../core/render.js';
import type { Chunk } from '../../core/request.js';
import { normalizeForDedup, type ChunkSelection, type SelectOptions, type SelectedChunk } from '../../core/select.js';
import type { Tokenizer } from '../../core/tokenizer.js';

export type SelectionDefect =
  /** Stops at the first chunk that does not fit, though a shorter one behind it would. */
  | 'breaks-instead-of-skipping'
  /** Folds case before comparing texts: merges Turkish `KIR` and `kir`. */
  | 'dedup-lowercases'
  /** Drops a chunk that scores exactly the threshold. */
  | 'threshold-exclusive'
  /** Equal scores keep their input order instead of being ordered by id. */
  | 'ties-by-input-order'
  /** Reports "candidates exhausted" even when a chunk was skipped for room. */
  | 'exhausted-ignores-skips'
  /**
   * Applies NFC to the first 48 code units and to the rest apart (a
   * streaming normaliser with a fixed window): a letter and its combining
   * mark on either side of the cut never compose, so an NFD copy written
   * there is no longer the duplicate it is.
   */
  | 'dedup-windowed-nfc'
  /** Remembers each chunk object's rendering and count for good: blind to a chunk edited in place between calls. */
  | 'unit-per-object';

/**
 * The selection loop of `core/select.ts`, written again with one defect
 * switched on: what a plausible wrong implementation looks like.
 */
export function mutantSelectChunks(defect: SelectionDefect) {
  const units = new WeakMap<Chunk, { unit: string; tokens: number }>();
  return (candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options: SelectOptions = {}): ChunkSelection => {
    const maxMetaChars = options.maxMetaChars ?? 120;
    const maxLines = options.maxLines ?? null;
    const order = candidates.map((_, i) => i);
    order.sort((a, b) => {
      const ca = candidates[a]!;
      const cb = candidates[b]!;
      if (ca.score !== cb.score) return cb.score - ca.score;
      if (defect === 'ties-by-input-order') return a - b;
      return ca.id < cb.id ? -1 : ca.id > cb.id ? 1 : a - b;
    });
    const normalize =
      defect === 'dedup-lowercases'
        ? (t: string): string => normalizeForDedup(t).toLowerCase()
        : defect === 'dedup-windowed-nfc'
          ? (t: string): string => (t.slice(0, 48).normalize('NFC') + t.slice(48).normalize('NFC')).replace(/\s+/gu, ' ').trim()
          : normalizeForDedup;
    const selected: SelectedChunk[] = [];
    const dropped: DropEntry[] = [];
    const first = new Map<string, string>();
    let used = 0;
    let noRoom = 0;
    let stopped = false;
    for (const index of order) {
      const chunk = candidates[index]!;
      const known = defect === 'unit-per-object' ? units.get(chunk) : undefined;
      const unit = known?.unit ?? chunkUnit(chunk, maxMetaChars, maxLines);
      const tokens = known?.tokens ?? tokenizer.count(unit);
      if (defect === 'unit-per-object') units.set(chunk, { unit, tokens });
      const entry = (reason: DropEntry['reason'], duplicateOf?: string): DropEntry => ({
        section: 'chunks', id: chunk.id, index, tokens, exact: true, reason, ...(duplicateOf === undefined ? {} : { duplicateOf }),
      });
      if (defect === 'threshold-exclusive' ? chunk.score <= threshold : chunk.score < threshold) {
        dropped.push(entry('below-threshold'));
        continue;
      }
      const key = normalize(chunk.text);
      const earlier = first.get(key);
      if (earlier !== undefined) {
        dropped.push(entry('duplicate', earlier));
        continue;
      }
      first.set(key, chunk.id);
      if (!stopped && tokens <= share - used) {
        selected.push({ chunk, index, tokens, unit });
        used += tokens;
      } else {
        noRoom++;
        if (defect === 'breaks-instead-of-skipping') stopped = true;
        dropped.push(entry(options.noRoomReason ?? 'evidence-share'));
      }
    }
    const exhausted = defect === 'exhausted-ignores-skips' ? used < share : noRoom === 0 && used < share;
    return { selected, used, dropped, exhausted };
  };
}

/** `normalizeForDedup` with the case folding it must not do. */
export function lowercasingNormalize(text: string): string {
  return normalizeForDedup(text).toLowerCase();
}
