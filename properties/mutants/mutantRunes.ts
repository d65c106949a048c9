/** Counts UTF-16 code units, as `String.prototype.length` does: an emoji is 2. */
export function codeUnitCount(text: string): number {
  return text.length;
}

/** Counts code points but forgets that a lone surrogate is a rune of its own. */
export function pairedOnlyCount(text: string): number {
  return Array.from(text).filter((c) => !/^[\ud800-\udfff]$/.test(c)).length;
}
