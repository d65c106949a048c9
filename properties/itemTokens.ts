import type { Profile } from '../core/profile.js';
import { chunkUnit, exampleUnit, turnContent, turnUnit } from '../core/render.js';
import type { Chunk, Example, Turn } from '../core/request.js';
import { referenceCount } from '../core/tokenizer.js';

/**
 * What a dropped item would have cost in the prompt, counted on its rendered
 * form with js-tiktoken: the number a drop log entry must carry (C4).
 */
export function chunkTokens(chunk: Chunk, profile: Profile): number {
  return referenceCount(profile.encoding, chunkUnit(chunk, profile.maxMetaChars, profile.maxLines.chunks));
}

export function exampleTokens(example: Example, profile: Profile): number {
  return referenceCount(profile.encoding, exampleUnit(example));
}

/** A turn with its chat message overhead, or as a unit of the text template. */
export function turnTokens(turn: Turn, index: number, profile: Profile): number {
  if (profile.template.kind === 'text') return referenceCount(profile.encoding, turnUnit(turn, index, profile.maxLines.toolResults));
  return profile.template.perMessage + referenceCount(profile.encoding, turn.role) + referenceCount(profile.encoding, turnContent(turn, profile.maxLines.toolResults));
}
