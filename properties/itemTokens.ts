import type { Profile } from '../core/profile.js';
import { chunkUnit, exampleUnit, turnContent, turnUnit } from '../core/render.js';
import type { Chunk, Example, Turn } from '../core/request.js';
import { oracleCount } from './referenceCounter.js';

/**
 * What a dropped item would have cost in the prompt, counted on its rendered
 * form with js-tiktoken: the number a drop log entry must carry (C4).
 */
export function chunkTokens(chunk: Chunk, profile: Profile): number {
  return oracleCount(profile.encoding, chunkUnit(chunk, profile.maxMetaChars, profile.maxLines.chunks));
}

export function exampleTokens(example: Example, profile: Profile): number {
  return oracleCount(profile.encoding, exampleUnit(example));
}

/** A turn with its chat message overhead, or as a unit of the text template. */
export function turnTokens(turn: Turn, index: number, profile: Profile): number {
  if (profile.template.kind === 'text') return oracleCount(profile.encoding, turnUnit(turn, index, profile.maxLines.toolResults));
  return profile.template.perMessage + oracleCount(profile.encoding, turn.role) + oracleCount(profile.encoding, turnContent(turn, profile.maxLines.toolResults));
}
