import { foldCase } from './foldCase.js';

/**
 * Splits a turn into sentences for the extractive summarizer, which keeps or
 * leaves whole sentences (verbatim: a constraint must reach the model in the
 * user's own words).
 *
 * A sentence ends at a line break, or at `.`, `!`, `?` or `…` (with any
 * closing quotes or brackets) followed by whitespace — except after
 * - a number of at most three digits and a dot: Turkish ordinals ("3. düğüm",
 *   "1. kontrol") and list numbers are not sentence ends;
 * - a title ("Dr.", "Prof."), or another abbreviation ("örn.", "A.Ş.",
 *   "Ltd.") unless a capital follows: "Ege Tekstil A.Ş. (müşteri no 40517)"
 *   must stay one sentence to stay verbatim.
 *
 * A leading list marker (`-`, `*`, `•`) is not part of the sentence.
 */
/** Titles before a name: never the end of a sentence ("Dr. Ayşe Kaya"). */
const TITLES = new Set(['dr', 'prof', 'doç', 'av', 'müh', 'sn', 'mr', 'mrs', 'ms', 'st'].map(foldCase));

/**
 * Other abbreviations: the end of a sentence only when a capital follows
 * ("… Harbor & Pine Ltd. What is …"), not when a bracket or a lower-case word
 * does ("Ege Tekstil A.Ş. (müşteri no 40517)", "örn. disk").
 */
const ABBREVIATIONS = new Set(
  ['a.ş', 'ltd.şti', 'no', 'nr', 'vb', 'vs', 'örn', 'bkz', 'yy', 'çev', 'ltd', 'şti', 'tel', 'etc', 'e.g', 'i.e', 'approx', 'inc', 'co', 'vol', 'fig', 'cf'].map(
    foldCase,
  ),
);

const END = /[.!?…]+["'”’)\]]*(?=\s)/gu;

function isFalseEnd(before: string, punctuation: string, after: string): boolean {
  if (!punctuation.startsWith('.') || punctuation.length > 1) return false;
  const word = /([\p{L}\p{N}.]+)$/u.exec(before)?.[1];
  if (word === undefined) return false;
  if (/^\d{1,3}$/u.test(word)) return true;
  const folded = foldCase(word);
  if (TITLES.has(folded)) return true;
  return ABBREVIATIONS.has(folded) && !/^\s*\p{Lu}/u.test(after);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\r?\n/u)) {
    let start = 0;
    for (const match of line.matchAll(END)) {
      const end = match.index + match[0].length;
      if (isFalseEnd(line.slice(start, match.index), match[0], line.slice(end))) continue;
      sentences.push(line.slice(start, end));
      start = end;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((s) => s.trim().replace(/^[-*•]\s+/u, '').trim()).filter((s) => s !== '');
}
