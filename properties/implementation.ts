import { assemble, type AssembleOptions, type AssembledContext } from '../core/assemble.js';
import { clampHistory, clampMessages, type ClampMessagesOptions, type ClampMessagesResult, type ClampResult, type MessageLike } from '../core/history.js';
import type { Profile } from '../core/profile.js';
import { validateRequest, type Request } from '../core/request.js';
import { runeCount } from '../core/runes.js';
import { normalizeForDedup, selectChunks, type ChunkSelection, type SelectOptions } from '../core/select.js';
import { createTokenizer, type Encoding, type Tokenizer } from '../core/tokenizer.js';
import type { Chunk } from '../core/request.js';

/**
 * The functions of `core/` a property exercises, passed in rather than
 * imported, so the same property runs on the real implementation and on the
 * deliberately broken ones in `properties/mutants/` (a property no mutant
 * can break proves nothing).
 *
 * Oracles never come from here: a property counts with
 * `createTokenizer`/`referenceCount` directly, whatever the implementation's
 * tokenizer says.
 */
export interface Implementation {
  name: string;
  assemble(request: Request, profile: Profile, options?: AssembleOptions): AssembledContext;
  selectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions): ChunkSelection;
  clampHistory(lens: readonly number[], maxTurns: number, maxUnits: number): ClampResult;
  clampMessages<M extends MessageLike>(messages: readonly M[], options?: ClampMessagesOptions): ClampMessagesResult<M>;
  normalizeForDedup(text: string): string;
  runeCount(text: string): number;
  validateRequest(input: unknown): Request;
  /** The tokenizer the implementation counts with. */
  tokenizer(encoding: Encoding): Tokenizer;
}

/** baglam's own `core/`. */
export const coreImplementation: Implementation = {
  name: 'core',
  assemble,
  selectChunks,
  clampHistory,
  clampMessages,
  normalizeForDedup,
  runeCount,
  validateRequest,
  tokenizer: (encoding) => createTokenizer(encoding),
};
