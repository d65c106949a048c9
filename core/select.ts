import { dropEntry, type DropEntry, type DropReason } from './dropLog.js';
import { checkCount, checkDenseArray, checkOptions, checkTokenizer } from './argumentChecks.js';
import { invalidInput } from './errors.js';
import { chunkUnitFloor, chunkUnitFloorWithin } from './unitFloor.js';
import { sharedCache, type AssemblyCache } from './assemblyCache.js';
import { DuplicateFinder } from './duplicateFinder.js';
import { prepareCandidates, rememberedCandidates, renderingAt, sameTextAs, type PreparedCandidates } from './preparedCandidates.js';
import { compareCodeUnits } from './render.js';
import { checkChunkMeta, type Chunk } from './request.js';
import { countWithinNotingHead, type Tokenizer } from './tokenizer.js';

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
   * and room is left. A signal that the problem is the index or the
   * query, not the budget (C8, docs/contracts.md#c8-chunk-selection-in-tokens).
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
   * counted (tokens 0) and a chunk that cannot fit is read only until it
   * provably exceeds the room left (often from its characters alone, without
   * rendering it); such entries have `exact: false` and `tokens` one more
   * than the room that was left when the chunk was reached: the least it
   * can cost, and the same whatever was counted before. The fit is then
   * decided before the dedup step, so a chunk that repeats an earlier text
   * *and* does not fit is logged with the room reason, not as `duplicate`
   * (both are true; which chunks enter is the same either way).
   */
  exactDropCounts?: boolean;
  /**
   * What makes a warm call fast (`AssemblyCache`). Default: the process's
   * `sharedCache`. Only speed depends on it, never the result.
   */
  cache?: AssemblyCache;
}

/** Whitespace runs that collapsing changes: two or more characters, or one that is not a plain space. */
const COLLAPSIBLE_SPACE = /\s{2,}|[^\S ]/gu;

/**
 * The text two chunks must share to be duplicates: Unicode NFC with runs of
 * whitespace collapsed. Deliberately no case folding: `toLowerCase` maps `I`
 * to `i`, but in Turkish `I` lowers to `ı`, so folding would merge different
 * words (`KIR` "countryside" and `kir` "dirt"), and a locale-aware fold would
 * make the result depend on the machine.
 */
export function normalizeForDedup(text: string): string {
  // Replacing only the runs that change (two or more whitespace characters,
  // or one that is not a plain space) gives the same text as collapsing every
  // run, with a tenth of the replacements: prose is mostly single spaces.
  return text.normalize('NFC').replace(COLLAPSIBLE_SPACE, ' ').trim();
}


/** Score descending; equal scores by id, in code-unit order, so input order never matters. */
function compareRanked(scoreA: number, idA: string, scoreB: number, idB: string): number {
  return scoreB - scoreA || compareCodeUnits(idA, idB);
}

/**
 * The candidate list as plain JavaScript may hand it: an array without holes
 * of objects with a string id and text, and metadata (when there is any)
 * as a request's chunks must hold it (`checkChunkMeta`: attribute names,
 * string values); scores are checked as they are read. `assemble`
 * hands it a validated request's chunks; a direct caller gets the same
 * clear error, never a bare `TypeError` from the renderer nor a number
 * written as text.
 */
function checkCandidates(candidates: readonly Chunk[]): readonly Chunk[] {
  const list = checkDenseArray(candidates, ['candidates']);
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as Partial<Chunk> | null;
    if (typeof c !== 'object' || c === null || typeof c.id !== 'string' || typeof c.text !== 'string') {
      throw invalidInput(['candidates', i], 'must be a chunk: an object with a string id and text and a finite score');
    }
    if (c.meta !== undefined) checkChunkMeta(c.meta, ['candidates', i]);
  }
  return candidates;
}

/**
 * Fills a token share with the best chunks (contract C8, docs/contracts.md#c8-chunk-selection-in-tokens).
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
  tokenizerInput: Tokenizer,
  optionsInput?: SelectOptions,
): ChunkSelection {
  return selectChunksOf(candidates, share, threshold, tokenizerInput, optionsInput, true);
}

/**
 * `selectChunks`, where `remember` says whether what is derived from the
 * list and its chunks is remembered in the cache for later calls, should
 * the list not be there already (`PreparedCandidates.remember`). `assemble`
 * remembers the chunks of a request when it remembers the request: from
 * its second call on.
 */
export function selectChunksOf(
  candidates: readonly Chunk[],
  share: number,
  threshold: number,
  tokenizerInput: Tokenizer,
  optionsInput: SelectOptions | undefined,
  remember: boolean,
): ChunkSelection {
  const options = checkOptions(optionsInput);
  checkCount(share, ['share']);
  // (`Number.isFinite` is false for anything that is not a number.)
  if (!Number.isFinite(threshold)) throw invalidInput(['threshold'], `must be a finite number, got ${String(threshold)}`);
  const tokenizer = checkTokenizer(tokenizerInput);
  const maxMetaChars = options.maxMetaChars ?? 120;
  const maxLines = options.maxLines ?? null;
  const noRoomReason = options.noRoomReason ?? 'evidence-share';
  const exactDrops = options.exactDropCounts ?? true;
  // The order, renderings, duplicate links and counts are remembered per
  // candidate list (`core/preparedCandidates.ts`); a list that changed is
  // checked and derived afresh.
  const owner = (options.cache ?? sharedCache).candidates;
  let memo = rememberedCandidates(owner, candidates, maxMetaChars, maxLines, tokenizer);
  // (It refuses scores that are not finite numbers.)
  memo ??= prepareCandidates(owner, checkCandidates(candidates), maxMetaChars, maxLines, tokenizer, compareRanked, remember);
  if (!exactDrops) return fillLazily(candidates, memo, share, threshold, tokenizer, maxLines, noRoomReason);

  const { order, scores, tokens: known, owner: stats } = memo;
  /** Exact tokens of candidate `index`, counted once per list and tokenizer. */
  const exactTokens = (index: number): number => {
    const remembered = known[index]!;
    if (!Number.isNaN(remembered)) {
      stats.countHits++;
      return remembered;
    }
    stats.countMisses++;
    const tokens = tokenizer.count(renderingAt(memo, index).unit);
    known[index] = tokens;
    return tokens;
  };

  const selected: SelectedChunk[] = [];
  const dropped: DropEntry[] = [];
  let used = 0;
  let leftOutForRoom = false;

  for (let position = 0; position < order.length; position++) {
    const index = order[position]!;
    const chunk = candidates[index]!;
    if (scores[index]! < threshold) {
      dropped.push(dropEntry('chunks', chunk.id, index, exactTokens(index), true, 'below-threshold'));
      continue;
    }
    const first = sameTextAs(memo, position, normalizeForDedup);
    if (first >= 0) {
      dropped.push(
        dropEntry('chunks', chunk.id, index, exactTokens(index), true, 'duplicate', candidates[first]!.id),
      );
      continue;
    }
    const room = share - used;
    let tokens = known[index]!;
    if (Number.isNaN(tokens)) {
      stats.countMisses++;
      tokens = tokenizer.countWithin(renderingAt(memo, index).unit, room);
      // Only an exact count is remembered; "more than room" is a bound.
      if (tokens <= room) known[index] = tokens;
    } else stats.countHits++;
    if (tokens <= room) {
      selected.push({ chunk, index, tokens, unit: renderingAt(memo, index).unit });
      used += tokens;
    } else {
      leftOutForRoom = true;
      dropped.push(dropEntry('chunks', chunk.id, index, exactTokens(index), true, noRoomReason));
    }
  }
  return { selected, used, dropped, exhausted: !leftOutForRoom && used < share };
}

/**
 * `selectChunks` with `exactDropCounts: false`: the same chunks enter, in the
 * same order, but a candidate's fit is settled before its dedup key. Most
 * candidates of a large list arrive when the room is nearly gone; their own
 * characters prove they cannot fit (`chunkUnitFloor`) without rendering,
 * normalising or counting them, so the call costs what can still enter.
 *
 * Only a chunk that fits needs the dedup step, and it gets the exact one
 * (the first earlier candidate with the same key, whether that one entered
 * or not), so the selection is the one the exact path makes. A chunk that
 * does not fit is logged with the room reason even if it repeats an earlier
 * text. `exhausted` stays exact: when room is left, the no-room entries are
 * checked for duplicates until one is not (it usually is the first); if all
 * are, they get the `duplicate` entries the exact path gives them.
 */
function fillLazily(
  candidates: readonly Chunk[],
  memo: PreparedCandidates,
  share: number,
  threshold: number,
  tokenizer: Tokenizer,
  maxLines: number | null,
  noRoomReason: DropReason,
): ChunkSelection {
  const { order, scores, tokens: known, floors, owner: stats } = memo;
  let finder: DuplicateFinder | undefined;
  /** `sameTextAs`'s answer, from whichever memo has it, else found and remembered. */
  const duplicateOf = (position: number): number => {
    if (position < memo.keyed) return memo.sameAs[position]!;
    let first = memo.foundSameAs[position]!;
    if (first === -2) {
      finder ??= new DuplicateFinder(memo, normalizeForDedup);
      first = finder.firstBefore(position);
      memo.foundSameAs[position] = first;
    }
    return first;
  };
  const selected: SelectedChunk[] = [];
  const dropped: DropEntry[] = [];
  /** Positions in `order` and in `dropped` of the no-room entries. */
  const noRoomAt: number[] = [];
  const noRoomEntry: number[] = [];
  let used = 0;

  for (let position = 0; position < order.length; position++) {
    const index = order[position]!;
    const chunk = candidates[index]!;
    if (scores[index]! < threshold) {
      dropped.push(dropEntry('chunks', chunk.id, index, 0, false, 'below-threshold'));
      continue;
    }
    const room = share - used;
    let tokens = known[index]!;
    let fits: boolean;
    if (!Number.isNaN(tokens)) {
      stats.countHits++;
      fits = tokens <= room;
    } else {
      // A floor proven earlier, or one read now from the characters alone:
      // most candidates of a long list are settled here, never rendered.
      // A floor read now is at least the one remembered whenever it matters:
      // when it is over the room (the remembered one was not), or when the
      // count below replaces it.
      // A floor that cannot exceed the room (`chunkUnitFloorWithin`) is not
      // read: the count below settles the chunk either way, and what it
      // proves is remembered in the floor's place.
      let floor = floors[index]!;
      if (floor > room) stats.boundHits++;
      else {
        stats.boundMisses++;
        if (!chunkUnitFloorWithin(chunk, room)) {
          floor = floors[index] = chunkUnitFloor(chunk, memo.maxMetaChars, maxLines, room);
        }
      }
      if (floor > room) fits = false;
      else {
        stats.countMisses++;
        const unit = renderingAt(memo, index).unit;
        // The head is the opening tag as `assemble` counts it for
        // `evidenceMetadata` (its `openingTag`): counted here on the way,
        // that count is a lookup there.
        tokens = countWithinNotingHead(tokenizer, unit, room, unit.indexOf('>') + 2);
        fits = tokens <= room;
        // An exact count is remembered as a count; "more than room" as a floor.
        if (fits) known[index] = tokens;
        else floors[index] = room + 1;
      }
    }
    if (!fits) {
      // Whatever proved it (a floor, a count that stopped at the room, a
      // count or a floor remembered from another call, the tokenizer's own
      // cache), the entry says what this call proves: more than the room.
      noRoomAt.push(position);
      noRoomEntry.push(dropped.length);
      dropped.push(dropEntry('chunks', chunk.id, index, room + 1, false, noRoomReason));
      continue;
    }
    const first = duplicateOf(position);
    if (first >= 0) {
      // It fits, so its count is exact.
      dropped.push(
        dropEntry('chunks', chunk.id, index, tokens, true, 'duplicate', candidates[first]!.id),
      );
      continue;
    }
    selected.push({ chunk, index, tokens, unit: renderingAt(memo, index).unit });
    used += tokens;
  }

  // Room is left and every chunk left out for room repeats an earlier text
  // (the first one checked usually does not): the candidates ran out.
  const exhausted = used < share && noRoomAt.every((position) => duplicateOf(position) >= 0);
  if (exhausted) {
    noRoomAt.forEach((position, k) => {
      const entry = dropped[noRoomEntry[k]!]!;
      dropped[noRoomEntry[k]!] = dropEntry(
        'chunks', entry.id, entry.index, entry.tokens, false, 'duplicate',
        candidates[duplicateOf(position)]!.id,
      );
    });
  }
  return { selected, used, dropped, exhausted };
}
