import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../../core/tokenizer.js';
import { LONGEST_TOKEN_BYTES } from './floor.js';

/**
 * Pre-tokens of a text: the pieces the encoding's own split pattern (as its
 * rank file publishes it) cuts the text into before any merge. Each is at
 * least one token, so their number is the tightest bound on the tokens that
 * reads the characters alone: no sound token floor can exceed it.
 */
const patterns = new Map<Encoding, RegExp>();

function splitPattern(encoding: Encoding): RegExp {
  let pattern = patterns.get(encoding);
  if (pattern === undefined) {
    pattern = new RegExp(encoding === 'o200k_base' ? o200kRanks.pat_str : cl100kRanks.pat_str, 'gu');
    patterns.set(encoding, pattern);
  }
  return pattern;
}

export function referencePreTokens(encoding: Encoding, text: string): number {
  let pieces = 0;
  for (const _ of text.matchAll(splitPattern(encoding))) pieces++;
  return pieces;
}

/** Where each pre-token of a text ends (UTF-16 offsets), by the encoding's own split pattern. */
export function referencePreTokenEnds(encoding: Encoding, text: string): number[] {
  return [...text.matchAll(splitPattern(encoding))].map((match) => match.index + match[0].length);
}

const encoder = new TextEncoder();

/**
 * The tokens a text provably has from its pre-tokens and their UTF-8 bytes
 * (as the encoder writes them, a lone surrogate as U+FFFD): each pre-token
 * is encoded on its own, into tokens of at most `LONGEST_TOKEN_BYTES` bytes,
 * so it is at least ⌈bytes / LONGEST_TOKEN_BYTES⌉ tokens, and at least one.
 * Never more than the tokens; no sound floor exceeds it.
 */
export function referenceProvableTokens(encoding: Encoding, text: string): number {
  let tokens = 0;
  for (const [piece] of text.matchAll(splitPattern(encoding))) tokens += Math.max(1, Math.ceil(encoder.encode(piece).length / LONGEST_TOKEN_BYTES));
  return tokens;
}
