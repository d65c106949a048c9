import { BaglamError } from '../../core/errors.js';
import type { Chunk } from '../../core/request.js';
import { selectChunks, type ChunkSelection, type SelectOptions } from '../../core/select.js';
import type { Tokenizer } from '../../core/tokenizer.js';

/** The real `selectChunks`, naming a bad score `chunks[i].score` (the request's field) rather than the argument it was given in. */
export function requestPathSelectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options?: SelectOptions): ChunkSelection {
  try {
    return selectChunks(candidates, share, threshold, tokenizer, options);
  } catch (error) {
    if (error instanceof BaglamError && error.path[0] === 'candidates' && error.path[2] === 'score') throw new BaglamError(error.code, error.detail, ['chunks', ...error.path.slice(1)]);
    throw error;
  }
}

/** The real `selectChunks` whose default reason for a chunk that does not fit is `budget`. */
export function budgetByDefaultSelectChunks(candidates: readonly Chunk[], share: number, threshold: number, tokenizer: Tokenizer, options: SelectOptions = {}): ChunkSelection {
  return selectChunks(candidates, share, threshold, tokenizer, { noRoomReason: 'budget', ...options });
}
