import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../../core/tokenizer.js';

/**
 * Pre-tokens of a text: the pieces the encoding's own split pattern (as its
 * rank file publishes it) cuts the text into before any merge. Each is at
 * least one token, so their number is the tightest bound on the tokens that
 * reads the characters alone: no sound token floor can exceed it.
 */
const patterns = new Map<Encoding, RegExp>();

export function referencePreTokens(encoding: Encoding, text: string): number {
  let pattern = patterns.get(encoding);
  if (pattern === undefined) {
    pattern = new RegExp(encoding === 'o200k_base' ? o200kRanks.pat_str : cl100kRanks.pat_str, 'gu');
    patterns.set(encoding, pattern);
  }
  let pieces = 0;
  for (const _ of text.matchAll(pattern)) pieces++;
  return pieces;
}
