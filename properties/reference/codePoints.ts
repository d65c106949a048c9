/**
 * Code points of a text, as Go's `utf8.RuneCountInString` counts a UTF-8
 * string: a surrogate pair is one (an emoji, `𝔘`), every other UTF-16 unit is
 * one, a lone surrogate included (Go's replacement rune). Read unit by unit
 * from the definition of UTF-16, not with `Array.from`.
 */
export function referenceCodePoints(text: string): number {
  let points = 0;
  let i = 0;
  while (i < text.length) {
    const high = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    const pair = high >= 0xd800 && high < 0xdc00 && low >= 0xdc00 && low < 0xe000;
    i += pair ? 2 : 1;
    points++;
  }
  return points;
}

/** The first `count` code points of `text` (a surrogate pair is never split). */
export function codePointPrefix(text: string, count: number): string {
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken++) {
    const high = text.charCodeAt(end);
    const low = text.charCodeAt(end + 1);
    end += high >= 0xd800 && high < 0xdc00 && low >= 0xdc00 && low < 0xe000 ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * Where the first lone surrogate of a text is, or -1: a high half (U+D800–U+DBFF)
 * with no low half (U+DC00–U+DFFF) right after it, or a low half that does
 * not end such a pair. Read pair by pair, as `referenceCodePoints` reads.
 */
export function referenceFirstLoneSurrogate(text: string): number {
  let i = 0;
  while (i < text.length) {
    const high = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    if (high >= 0xd800 && high < 0xdc00 && low >= 0xdc00 && low < 0xe000) {
      i += 2;
      continue;
    }
    if (high >= 0xd800 && high < 0xe000) return i;
    i += 1;
  }
  return -1;
}
