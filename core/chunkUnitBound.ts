import { isHorizontalSpace } from './bpe.js';

/**
 * A proof, read from the chunk's own text without rendering, escaping or
 * counting it, that its unit (`chunkUnit`) costs more than `room` tokens.
 *
 * The unit is `<chunk id="…"…>\n` + the shown text (escaped, perhaps cut to
 * `maxLines` lines with a marker) + `\n</chunk>\n`. In words as `moreWordsThan`
 * counts them (runs between horizontal whitespace; a newline neither starts
 * nor ends one), the header has at least two (`<chunk` and ` id="…`), the
 * closing tag at least one, and joining three pieces merges at most two pairs
 * of words; escaping turns `<` into `&lt;` and never touches whitespace. So
 * the unit has at least 1 + the words of the shown lines, and every word is
 * at least one token (see `moreWordsThan`). The scan stops as soon as the
 * proof holds, so its cost is bounded by `room`, not by the text.
 */
export function chunkUnitExceeds(text: string, maxLines: number | null, room: number): boolean {
  // The header and closing tag alone are at least one token.
  if (room < 1) return true;
  let linesLeft = maxLines ?? Number.POSITIVE_INFINITY;
  if (linesLeft <= 0) return false;
  let words = 1;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Printable ASCII and most letters of other scripts first: no whitespace there.
    if ((code > 0x20 && code < 0x7f) || (code > 0xa0 && code < 0x1680)) {
      if (!inWord) {
        inWord = true;
        if (++words > room) return true;
      }
    } else if (code === 0x0a) {
      // `clampLines` shows the lines before the `maxLines`-th newline.
      if (--linesLeft === 0) return false;
    } else if (isHorizontalSpace(code)) {
      inWord = false;
    } else if (code !== 0x0d && !inWord) {
      inWord = true;
      if (++words > room) return true;
    }
  }
  return false;
}
