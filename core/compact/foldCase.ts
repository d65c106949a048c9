/**
 * Case and letter folding for matching markers, the same for Turkish and
 * English text.
 *
 * `toLowerCase` alone gets Turkish wrong (`İ` becomes `i` plus a combining
 * dot, and `I` becomes `i` where Turkish means `ı`), and `toLocaleLowerCase`
 * depends on the machine's locale, which would make the summary differ from
 * one machine to the next. So the four i's are folded by an explicit rule
 * first — `I`, `İ`, `ı` and `i` all become `i` — and the rest by the
 * locale-independent `toLowerCase`.
 *
 * Turkish is often typed without its letters ("gecmemeli" for "geçmemeli",
 * "sakin" for "sakın", on a phone or an English keyboard), so `ç ğ ö ş ü`
 * and the circumflexed vowels fold to their plain letters too, and a curly
 * apostrophe to a straight one. Markers are folded the same way, so
 * `KULLANMA`, `Kullanma` and `kullanma` all match, and so do `geçmesin`
 * and `gecmesin`.
 *
 * Every fold maps one UTF-16 unit to one, so an offset in the folded text
 * is the same offset in the original. Only for matching: summaries quote
 * the original text, never the folded one.
 */
const LETTERS: Record<string, string> = {
  ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u', '’': "'", 'ʼ': "'", '‘': "'",
};

/** What the folds below change, after `toLowerCase` or before it: text without any is only lower-cased. */
const FOLDED = /[Iİıçğöşüâîû’ʼ‘ÇĞÖŞÜÂÎÛ]/u;

export function foldCase(text: string): string {
  // Most English text has none of them: one test instead of two replacements.
  if (!FOLDED.test(text)) return text.toLowerCase();
  return text
    .replace(/[Iİı]/gu, 'i')
    .toLowerCase()
    .replace(/[çğöşüâîû’ʼ‘]/gu, (c) => LETTERS[c]!);
}
