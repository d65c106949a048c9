import { referenceCount, type Encoding } from '../core/tokenizer.js';

/**
 * js-tiktoken counts, remembered by text: the oracle of the property suite.
 * The same chunk unit is counted for every drop entry and every mutant that
 * sees it, and js-tiktoken is slow on long pieces; remembering keeps the
 * suite within its time while the count stays js-tiktoken's own. Cleared
 * when large (only speed depends on it).
 */
const memo = new Map<string, number>();
const MAX_ENTRIES = 20_000;

export function oracleCount(encoding: Encoding, text: string): number {
  const key = `${encoding}\u0000${text}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const count = referenceCount(encoding, text);
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, count);
  return count;
}
