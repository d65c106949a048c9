import type { Profile } from '../core/profile.js';
import type { Chunk, Example, Turn } from '../core/request.js';
import { chatOverhead } from './reference/profile.js';
import { chunkUnit, exampleUnit, turnContent, turnUnit } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';

/**
 * What a dropped item would have cost in the prompt: its rendering by the
 * reference renderer, counted by js-tiktoken, with its message overhead for
 * a chat-template turn. The number a drop log entry must carry (C4).
 */
export function chunkTokens(chunk: Chunk, profile: Profile): number {
  return referenceTokens(profile.encoding, chunkUnit(chunk, profile.maxMetaChars, profile.maxLines.chunks));
}

export function exampleTokens(example: Example, profile: Profile): number {
  return referenceTokens(profile.encoding, exampleUnit(example));
}

/** A turn with its chat message overhead, or as a unit of the text template. */
export function turnTokens(turn: Turn, index: number, profile: Profile): number {
  const overhead = chatOverhead(profile);
  const lines = profile.maxLines.toolResults;
  if (overhead === null) return referenceTokens(profile.encoding, turnUnit(turn, index, lines));
  return overhead.perMessage + referenceTokens(profile.encoding, turn.role) + referenceTokens(profile.encoding, turnContent(turn, lines));
}
