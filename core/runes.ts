import { checkDenseArray } from './argumentChecks.js';
import { invalidInput } from './errors.js';

/**
 * Code-point ("rune") counting (contract C14), for parity with Go's
 * `utf8.RuneCountInString`: an emoji is 1, `İ` is 1 — not the UTF-16 code
 * units that `String.prototype.length` counts (an emoji is 2 there).
 *
 * A lone surrogate counts as 1, as Go counts an invalid byte sequence as one
 * replacement rune.
 */
export function runeCount(text: string): number {
  if (typeof text !== 'string') throw invalidInput(['text'], `must be a string, got ${text === null ? 'null' : typeof text}`);
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point (past the end, charCodeAt is NaN: no low surrogate).
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/**
 * Turns a list of texts into the lengths `clampHistory` expects. A separate
 * function because the caller's message type is not known here, and should
 * not be (the Go seed's `RuneLens`, docs/contracts.md#where-the-ideas-come-from).
 */
export function runeLens(texts: readonly string[]): number[] {
  const list = checkDenseArray(texts, ['texts']);
  const lens: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const text = list[i];
    if (typeof text !== 'string') throw invalidInput(['texts', i], `must be a string, got ${text === null ? 'null' : typeof text}`);
    lens.push(runeCount(text));
  }
  return lens;
}

/**
 * `String.prototype.isWellFormed` (ES2024, in every Node baglam supports:
 * ≥ 20): a native scan, several times faster than a loop. Typed here because
 * the compiler's library is ES2023.
 */
const isWellFormed = (String.prototype as unknown as { isWellFormed: (this: string) => boolean }).isWellFormed;

/** Index of the first lone surrogate in `text`, or -1. */
export function findLoneSurrogate(text: string): number {
  // Validation scans every text of every request; almost all are well formed.
  if (isWellFormed.call(text)) return -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      // Past the end, charCodeAt is NaN: no low surrogate.
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return i;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return i;
  }
  return -1;
}
