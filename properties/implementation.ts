import type { TiktokenBPE } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import { assemble, countPayload, type AssembleOptions, type AssembledContext, type ContextOverflowError } from '../core/assemble.js';
import { AssemblyCache } from '../core/assemblyCache.js';
import { BpeCounter } from '../core/bpe.js';
import { CountCache } from '../core/countCache.js';
import { budgetReport } from '../core/budgetReport.js';
import { formatFieldPath, type FieldPath } from '../core/errors.js';
import {
  clampHistory, clampMessages, hasTrimNote, trimNoteIfNeeded, type ClampMessagesOptions, type ClampMessagesResult, type ClampResult, type MessageLike,
} from '../core/history.js';
import { measureOutcome, type OutcomeMeasures } from '../core/outcomeMeasures.js';
import { PieceCounts } from '../core/pieceCounts.js';
import { resolveProfile, type Profile } from '../core/profile.js';
import {
  EVIDENCE_CLOSE, EVIDENCE_OPEN, EXAMPLES_CLOSE, EXAMPLES_OPEN, TRIM_NOTE_UNIT,
  canonicalJson, chunkUnit, escapeAttribute, escapeText, exampleUnit, formatUnit, questionUnit, rulesUnit, shortenValue, summaryUnit, toolsUnit, turnContent, turnUnit,
} from '../core/render.js';
import { validateRequest, type Chunk, type Request, type Turn } from '../core/request.js';
import { preTokenSplitter } from '../core/preTokenSplitter.js';
import { findLoneSurrogate, runeCount, runeLens } from '../core/runes.js';
import { normalizeForDedup, selectChunks, type ChunkSelection, type SelectOptions } from '../core/select.js';
import { tokenFloor } from '../core/tokenFloor.js';
import { createTokenizer, referenceCount, type Encoding, type Tokenizer, type TokenizerOptions } from '../core/tokenizer.js';
import { chunkUnitFloor, chunkUnitFloorWithin, turnFloor } from '../core/unitFloor.js';
import { renderWith, type Renderers, type UnitSpec } from './arbitraries/unitSpec.js';

/**
 * Every piece of `core/` a property exercises, passed in rather than
 * imported, so the same property runs on the real implementation and on the
 * deliberately broken ones in `properties/mutants/` (a property no mutant
 * can break proves nothing): the assembler and its parts, and the pieces
 * they are built from — rendering, escaping, metadata shortening, dedup
 * normalisation, code-point counting, the token floors and the tokenizer.
 *
 * Oracles never come from here, nor from anywhere in `core/`: a property
 * states its expectation with the reference model (`properties/reference/`).
 */
export interface Implementation {
  name: string;
  assemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext;
  /** The whole-payload count behind `assemble({ verify: true })`. */
  countPayload(result: AssembledContext, profile: Profile, tokenizer: Tokenizer): number;
  selectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions): ChunkSelection;
  clampHistory(lens: readonly number[], maxTurns: number, maxUnits: number): ClampResult;
  clampMessages<M extends MessageLike>(messages: readonly M[], options?: ClampMessagesOptions): ClampMessagesResult<M>;
  /** The trim note when `trimmed > 0`, else the empty string (`core/history.ts`). */
  trimNoteIfNeeded(trimmed: number): string;
  /** Whether a text carries the trim note. */
  hasTrimNote(text: string): boolean;
  resolveProfile(input: unknown): Profile;
  validateRequest(input: unknown): Request;
  /** Writes one piece of a prompt (`core/render.ts`). */
  renderUnit(spec: UnitSpec): string;
  /** JSON with object keys sorted, as tool schemas are written (`core/render.ts`). */
  canonicalJson(value: unknown): string;
  escapeText(text: string): string;
  escapeAttribute(value: string): string;
  shortenValue(value: string, max: number): string;
  normalizeForDedup(text: string): string;
  runeCount(text: string): number;
  runeLens(texts: readonly string[]): number[];
  /** Where a text's first lone surrogate is, or -1 (what text fields are refused by). */
  findLoneSurrogate(text: string): number;
  /** A field path as errors write it (`chunks[3].score`). */
  formatFieldPath(path: FieldPath): string;
  /** A lower bound on a text's tokens in either encoding, read from its characters. */
  tokenFloor(text: string, limit?: number): number;
  /** A lower bound on a chunk's unit, or some value over `room` once that is proven. */
  chunkUnitFloor(chunk: Chunk, maxMetaChars: number, maxLines: number | null, room: number): number;
  /** Whether `chunkUnitFloor` is at most `room` for any cut, told from the fields' lengths (the selection then skips it). */
  chunkUnitFloorWithin(chunk: Chunk, room: number): boolean;
  /** A lower bound on a turn as sent, in either template. */
  turnFloor(turn: Turn, toolLines: number | null): number;
  /**
   * Where each pre-token of `text` (no surrogates) ends, by the hand-written
   * split of the encoding's pattern (`core/preTokenSplitter.ts`).
   */
  preTokenEnds(encoding: Encoding, text: string): number[];
  /** The exact counter over any rank file (`core/bpe.ts`), split by the pattern the file carries. */
  bpeCounter(ranks: TiktokenBPE): {
    count(text: string, limit?: number): number;
    /** The count, and the head `text.slice(0, at)`'s when it comes free (else -1). */
    countWithHead(text: string, limit: number, at: number): [number, number];
  };
  /** `createTokenizer` itself: its defaults, its arguments, the tokenizers it shares. */
  createTokenizer(encoding?: Encoding, options?: TokenizerOptions): Tokenizer;
  /** `referenceCount`, the public count by js-tiktoken: here for its arguments (its counts are the reference's own). */
  referenceCount(encoding: Encoding, text: string): number;
  /** The memo of a tokenizer's counts (`core/countCache.ts`), over the exact counter `exact`. */
  countCache(exact: (text: string, limit: number) => number, maxChars: number): Pick<Tokenizer, 'count' | 'countWithin'>;
  /**
   * The same memo given a head counter `exactWithHead` (the count and the
   * head `text.slice(0, at)`'s when it comes free, else -1), as the `fast`
   * backend makes it, or none, as the `js-tiktoken` backend does; with
   * `countWithinNotingHead`, which remembers a head given free.
   */
  countCacheNotingHead(
    exact: (text: string, limit: number) => number,
    maxChars: number,
    exactWithHead: ((text: string, limit: number, at: number) => [number, number]) | undefined,
  ): Pick<Tokenizer, 'count' | 'countWithin'> & { countWithinNotingHead(text: string, limit: number, at: number): number };
  /** The memo of piece counts inside the exact counter (`core/pieceCounts.ts`). */
  pieceCounts(maxEntries: number, maxUnits: number): PieceMemo;
  /** The hash the piece memo is asked with: FNV-1a of `text[start, end)`'s UTF-16 units. */
  pieceHash(text: string, start: number, end: number): number;
  /** The tokenizer the implementation counts with (its memo shared across calls). */
  tokenizer(encoding: Encoding): Tokenizer;
  /** The same counter without a memo: what the memoised one must agree with. */
  unmemoisedTokenizer(encoding: Encoding): Tokenizer;
  /** A new, empty cache for `assemble` / `selectChunks` (`options.cache`): a fresh computation's. */
  newCache(): AssemblyCache;
  /** Tokens per named section of a payload (`core/budgetReport.ts`), as the CLI reports them. */
  budgetReport(sections: Readonly<Record<string, string>>, tokenizer: Tokenizer): Record<string, number>;
  /** What `baglam report` and the telemetry read from one assembly (`core/outcomeMeasures.ts`). */
  measureOutcome(outcome: AssembledContext | ContextOverflowError): OutcomeMeasures;
}

/** A memo of counts by a range of a text, asked with the range's hash (`core/pieceCounts.ts`). */
export interface PieceMemo {
  /** The remembered count of `text[start, end)`, or -1. */
  get(text: string, start: number, end: number, hash: number): number;
  set(text: string, start: number, end: number, hash: number, count: number): void;
}

/** `core/render.ts`, piece by piece. */
const coreRenderers: Renderers = {
  rules: rulesUnit,
  tools: toolsUnit,
  example: exampleUnit,
  summary: summaryUnit,
  format: formatUnit,
  question: (text, chat) => (chat ? escapeText(text) : questionUnit(text)),
  turnUnit,
  turnContent,
  chunkUnit,
  examplesOpen: EXAMPLES_OPEN,
  examplesClose: EXAMPLES_CLOSE,
  evidenceOpen: EVIDENCE_OPEN,
  evidenceClose: EVIDENCE_CLOSE,
  trimNote: TRIM_NOTE_UNIT,
};

/**
 * The pre-token ends `core/preTokenSplitter.ts` finds, stopping (with the
 * offending end last) at an end that does not move forward. It is asked for
 * the pattern as js-tiktoken's rank file spells it, not as `core/` does: a
 * pattern `core/` no longer recognises is a split it no longer makes.
 */
function splitterEnds(encoding: Encoding, text: string): number[] {
  const end = preTokenSplitter(encoding === 'o200k_base' ? o200kRanks.pat_str : cl100kRanks.pat_str);
  if (end === undefined) throw new Error(`core/preTokenSplitter.ts does not split ${encoding}'s pattern`);
  const ends: number[] = [];
  for (let start = 0; start < text.length; ) {
    const next = end(text, start);
    ends.push(next);
    if (next <= start) break;
    start = next;
  }
  return ends;
}

/** baglam's own `core/`. */
export const coreImplementation: Implementation = {
  name: 'core',
  assemble,
  countPayload,
  selectChunks,
  clampHistory,
  clampMessages,
  trimNoteIfNeeded,
  hasTrimNote,
  resolveProfile,
  validateRequest,
  renderUnit: (spec) => renderWith(coreRenderers, spec),
  canonicalJson,
  escapeText,
  escapeAttribute,
  shortenValue,
  normalizeForDedup,
  runeCount,
  runeLens,
  findLoneSurrogate,
  formatFieldPath,
  tokenFloor: (text, limit) => tokenFloor(text, limit),
  chunkUnitFloor,
  chunkUnitFloorWithin,
  turnFloor,
  preTokenEnds: splitterEnds,
  bpeCounter: (ranks) => new BpeCounter(ranks),
  createTokenizer: (encoding, options) => createTokenizer(encoding, options),
  referenceCount: (encoding, text) => referenceCount(encoding, text),
  countCache: (exact, maxChars) => new CountCache(exact, maxChars),
  countCacheNotingHead: (exact, maxChars, exactWithHead) => new CountCache(exact, maxChars, exactWithHead),
  pieceCounts: (maxEntries, maxUnits) => new PieceCounts(maxEntries, maxUnits),
  pieceHash: (text, start, end) => PieceCounts.hash(text, start, end),
  tokenizer: (encoding) => createTokenizer(encoding),
  unmemoisedTokenizer: (encoding) => createTokenizer(encoding, { cacheChars: 0 }),
  newCache: () => new AssemblyCache(),
  budgetReport,
  measureOutcome,
};
