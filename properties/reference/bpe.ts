import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../../core/tokenizer.js';

/**
 * A second reference counter, for the texts js-tiktoken is too slow on (one
 * pre-token of thousands of letters costs it minutes): byte-pair encoding
 * as the rank files define it, written out plainly. Split the text with the
 * encoding's own pattern; encode each piece as UTF-8 (Node's encoder, lone
 * surrogates as U+FFFD); then, while any two neighbouring parts join into a
 * ranked token, join the pair with the lowest rank, the leftmost of equal
 * pairs; count the parts left. Each pair's rank is looked up once and again
 * only when a neighbour changes, so a piece of n bytes costs about n² cheap
 * comparisons instead of n² string keys.
 *
 * It is checked against js-tiktoken on ordinary text (`propertyBpeAgrees`)
 * before it is trusted on long runs (`propertyLongRunsAgree`).
 */

type ByteString = string;

interface Encoder {
  ranks: Map<ByteString, number>;
  pattern: RegExp;
}

const encoders = new Map<Encoding, Encoder>();

function encoder(encoding: Encoding): Encoder {
  let known = encoders.get(encoding);
  if (known === undefined) {
    const file = encoding === 'o200k_base' ? o200kRanks : cl100kRanks;
    const ranks = new Map<ByteString, number>();
    // Each line: a marker, the rank of its first token, then base64 tokens of consecutive ranks.
    for (const line of file.bpe_ranks.split('\n')) {
      const [, first, ...tokens] = line.split(' ');
      if (first === undefined) continue;
      tokens.forEach((token, k) => ranks.set(Buffer.from(token, 'base64').toString('latin1'), Number(first) + k));
    }
    known = { ranks, pattern: new RegExp(file.pat_str, 'gu') };
    encoders.set(encoding, known);
  }
  return known;
}

/** Every token of the encoding's rank file, as bytes (one UTF-16 unit per byte). */
export function referenceTokensOf(encoding: Encoding): ByteString[] {
  return [...encoder(encoding).ranks.keys()];
}

/** The parts the bytes of one piece merge into, by the encoding's ranks. */
export function referenceMergedParts(encoding: Encoding, bytes: ByteString): number {
  return mergedParts(bytes, encoder(encoding).ranks);
}

/** The parts one piece merges into. */
function mergedParts(bytes: ByteString, ranks: ReadonlyMap<ByteString, number>): number {
  const parts = [...bytes];
  const rankOf = (i: number): number => ranks.get(parts[i]! + parts[i + 1]!) ?? Number.POSITIVE_INFINITY;
  const pairRanks = parts.slice(0, -1).map((_, i) => rankOf(i));
  for (;;) {
    let best = -1;
    for (let i = 0; i < pairRanks.length; i++) {
      if (pairRanks[i]! < Number.POSITIVE_INFINITY && (best < 0 || pairRanks[i]! < pairRanks[best]!)) best = i;
    }
    if (best < 0) return parts.length;
    parts.splice(best, 2, parts[best]! + parts[best + 1]!);
    pairRanks.splice(best, 1);
    if (best < pairRanks.length) pairRanks[best] = rankOf(best);
    if (best > 0) pairRanks[best - 1] = rankOf(best - 1);
  }
}

/** Tokens of `text` as plain text, by byte-pair encoding from the rank files. */
export function referenceBpeTokens(encoding: Encoding, text: string): number {
  const { ranks, pattern } = encoder(encoding);
  let tokens = 0;
  for (const [piece] of text.matchAll(pattern)) {
    const bytes = Buffer.from(piece, 'utf8').toString('latin1');
    tokens += ranks.has(bytes) ? 1 : mergedParts(bytes, ranks);
  }
  return tokens;
}
