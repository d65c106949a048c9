/**
 * Case folding for matching markers, the same for Turkish and English text.
 *
 * `toLowerCase` alone gets Turkish wrong (`İ` becomes `i` plus a combining
 * dot, and `I` becomes `i` where Turkish means `ı`), and `toLocaleLowerCase`
 * depends on the machine's locale, which would make the summary differ from
 * one machine to the next. So the four i's are folded by an explicit rule
 * first — `I`, `İ`, `ı` and `i` all become `i` — and the rest by the
 * locale-independent `toLowerCase`. Markers are folded the same way, so
 * `KULLANMA`, `Kullanma` and `kullanma` all match, and so do `kısa` and
 * a `KISA` typed with a Latin `I`.
 *
 * Only for matching: summaries quote the original text, never the folded one.
 */
export function foldCase(text: string): string {
  return text.replace(/[Iİı]/gu, 'i').toLowerCase();
}
