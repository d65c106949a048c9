import { Tiktoken } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import type { Encoding } from '../../core/tokenizer.js';

/**
 * The reference model's token counter: js-tiktoken itself, with its own
 * encoder objects, never baglam's counter, cache or floor. Special-token
 * look-alikes (`<|endoftext|>`) are plain text (no special token is allowed,
 * none is refused), as a prompt built from untrusted text must count them.
 *
 * js-tiktoken re-scans every pair on every merge, so a long run of letters
 * (one pre-token) costs quadratic time: the generators keep letter runs short
 * where this counts them, and long runs are checked apart
 * (`properties/longRuns.ts`).
 */
const encoders = new Map<Encoding, Tiktoken>();

function encoder(encoding: Encoding): Tiktoken {
  let known = encoders.get(encoding);
  if (known === undefined) {
    known = new Tiktoken(encoding === 'o200k_base' ? o200kRanks : cl100kRanks);
    encoders.set(encoding, known);
  }
  return known;
}

/**
 * Counts are remembered by text: the same unit is counted for every property
 * and every mutant that renders it. Cleared when large; only speed depends on it.
 */
const remembered = new Map<string, number>();
const REMEMBER_AT_MOST = 50_000;

/** Tokens of `text` as plain text, by js-tiktoken. */
export function referenceTokens(encoding: Encoding, text: string): number {
  const key = `${encoding}\u0000${text}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const count = encoder(encoding).encode(text, [], []).length;
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(key, count);
  return count;
}
