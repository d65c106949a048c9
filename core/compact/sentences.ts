import { foldCase } from './foldCase.js';

/**
 * Splits a turn into sentences for the extractive summarizer, which keeps
 * whole sentences or clauses verbatim (a constraint must reach the model in
 * the user's own words).
 *
 * A sentence ends at a line break, or at `.`, `!`, `?` or `…` (with any
 * closing quotes or brackets) followed by whitespace — except after
 * - a number of at most three digits and a dot that reads as a Turkish
 *   ordinal or a list number ("3. düğüm", "1. kontrol"), but not after an
 *   English time word ("No meetings before 10. half of them …") or a word
 *   the number names the thing of ("day 5. Budget …", "gate 4. Kennel …");
 * - a title ("Dr.", "Prof.") or an abbreviation before what it qualifies
 *   ("incl. VAT", "e.g. Slack"), or another abbreviation ("A.Ş.",
 *   "Ltd.") unless a capital follows: "Ege Tekstil A.Ş. (müşteri no 40517)"
 *   must stay one sentence to stay verbatim; "no." and "nr." are
 *   abbreviations only before a number ("no. 5"), so "the answer is no. and
 *   staging …" is two sentences.
 * The word before the dot is the whole token, so an identifier that ends a
 * sentence ("… bilet numarası ATL-88. Sonra …", "… v2.14.3. Then …") ends
 * it: its digits are not read as an ordinal, its dots not as an
 * abbreviation; nor are the last digits of one written in groups ("… 3249
 * 31. Then …", "34 VK 118. Şoför …").
 *
 * A quotation on a line is one piece of someone's words: a dot inside it
 * ends no sentence (its closing quote may).
 *
 * A leading list marker (`-`, `*`, `•`) is not part of the sentence.
 */
/** Titles before a name: never the end of a sentence ("Dr. Ayşe Kaya"). */
const TITLES = new Set(['dr', 'prof', 'doç', 'av', 'müh', 'sn', 'mr', 'mrs', 'ms', 'st'].map(foldCase));

/**
 * Other abbreviations: the end of a sentence only when a capital follows
 * ("… Harbor & Pine Ltd. What is …"), not when a bracket or a lower-case word
 * does ("Ege Tekstil A.Ş. (müşteri no 40517)", "örn. disk"); a Turkish street's or trade's ("OSB 2. Cad. üzerinde",
 * "Hırdavat Malz. 'den").
 */
const ABBREVIATIONS = new Set(
  ['a.ş', 'ltd.şti', 'vb', 'vs', 'örn', 'bkz', 'yy', 'çev', 'ltd', 'şti', 'tel', 'etc', 'e.g', 'i.e', 'approx', 'inc', 'co', 'vol', 'fig', 'cf', 'cad', 'cd', 'sok', 'sk', 'mah', 'mh', 'bul', 'blv', 'malz'].map(
    foldCase,
  ),
);

/** Abbreviations followed by what they qualify, capitals too: "incl. VAT", "excl. VAT", "e.g. Slack", "vs. Postgres". */
const BEFORE_OBJECT = new Set(['incl', 'excl', 'e.g', 'i.e', 'vs', 'approx', 'örn', 'bkz'].map(foldCase));

/** Abbreviations only before a number: "no. 5", "nr. 12". */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nr']);

/** English words after which a small number is a time or a quantity, not an ordinal ("before 10.", "at 9."). */
const TIME_WORDS = new Set(['before', 'after', 'at', 'until', 'till', 'til', 'by', 'from', 'to', 'under', 'over', 'above', 'below', 'than', 'is', 'are', 'of', 'around', 'about', 'max', 'min']);

/**
 * English words that put the number after them against another value, a correction or an alternative ("leave at 15:00
 * today, not 16. bring …", "8 riders or 9. the trail …"): the number is a value, and its dot ends the sentence — run on
 * into the next, the correction became one clause too long to read as a contrast, and was cut off its rule. Turkish puts
 * "değil" after the value ("…, 16 değil."), so its ordinals after "değil" or "ya da" run on ("… değil 4. depoda").
 */
const CONTRASTING_WORDS = new Set(['not', 'or', 'nor']);

/**
 * English words a number after them names the thing of ("day 5. Budget …", "gate 4. Kennel …", "page 12. do not …"):
 * the number is a label, and its dot ends the sentence. Turkish writes an ordinal before its noun ("3. pistte", "oda 4.
 * katta"), so no Turkish word is here. A date written month or weekday first ("jan 14. I'm Ruth", "friday 9. bring …")
 * ends its sentence too, but is left joined: split there, on the eighteen conversations read last, a sentence of two
 * rules ("8 episodes, first one drops jan 14.") was replaced whole when the date changed, and a bare "yes friday 9."
 * stayed live after its change (one constraint and one revision fewer).
 */
const NAMING_WORDS = new Set(['day', 'week', 'page', 'room', 'gate', 'season', 'episode', 'phase', 'round', 'floor', 'platform', 'chapter', 'version']);

const END = /[.!?…]+["'”’)\]]*(?=\s)/gu;

function isFalseEnd(before: string, punctuation: string, after: string): boolean {
  // Only a dot alone can be a false end: "!", "?", "…", a run of marks and a mark before a closing quote all end.
  if (punctuation !== '.') return false;
  const token = /(\S+)$/u.exec(before)?.[1]?.replace(/^["'“‘(\[]+/u, '');
  if (token === undefined) return false;
  if (/^\d{1,3}$/u.test(token)) {
    const previous = /(\S+)\s+\S+$/u.exec(before)?.[1];
    if (previous === undefined) return true;
    // After a group of digits the number is the last group of a spaced identifier (an IBAN "… 9268 19.", a phone
    // "… 27 90."), and so it is after a plate's letters ("34 VK 118."); after other capitals it is an ordinal ("OSB 2. Cad.").
    if (/^\d+$/u.test(previous)) return false;
    if (/^\p{Lu}{1,3}$/u.test(previous) && /(?:^|\s)\d{2}\s+\S+\s+\S+$/u.test(before)) return false;
    const word = foldCase(previous);
    return !(TIME_WORDS.has(word) || NAMING_WORDS.has(word) || CONTRASTING_WORDS.has(word));
  }
  // The lists hold words of letters and dots only: a token with digits or separators is an identifier, and ends its
  // sentence.
  const folded = foldCase(token);
  if (TITLES.has(folded) || BEFORE_OBJECT.has(folded)) return true;
  if (NUMBER_ABBREVIATIONS.has(folded)) return /^\s*\d/u.test(after);
  return ABBREVIATIONS.has(folded) && !/^\s*\p{Lu}/u.test(after);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\r?\n/u)) {
    let start = 0;
    // A quotation is one piece of someone's words ("yapıştırıyorum: 'Kartımı kapattım, …: TR38 … 56. Ayrıca …'"):
    // a dot inside it ends no sentence of the turn's own.
    const quoted = quotedSpans(line);
    for (const match of line.matchAll(END)) {
      const end = match.index + match[0].length;
      if (quoted.some(([from, to]) => match.index > from && end - 1 < to)) continue;
      if (isFalseEnd(line.slice(start, match.index), match[0], line.slice(end))) continue;
      sentences.push(line.slice(start, end));
      start = end;
    }
    sentences.push(line.slice(start));
  }
  return sentences.map((s) => s.trim().replace(/^[-*•]\s+/u, '')).filter((s) => s !== '');
}

/**
 * Splits a sentence into clauses, verbatim: `clauses.join('')` is the
 * sentence. People chain rules with commas ("palacio is insane, no. hotels:
 * everyone gets their own room, no sharing, and within 15 min walk …") and
 * hang a rule off a reason ("…, so keep it under a page"); each clause is
 * judged on its own, and the summarizer keeps runs of clauses that carry
 * something.
 *
 * A clause ends after `, `, `; `, a spaced dash, or before an English " so "
 * — but never inside quotes or brackets (a quoted sentence is one piece of
 * someone's words), and never inside a number ("€38,000", "1,5").
 */
export function splitClauses(sentence: string): string[] {
  const quoted = quotedSpans(sentence);
  const inQuote = (i: number): boolean => quoted.some(([from, to]) => i > from && i < to);
  const cuts: number[] = [];
  let depth = 0;
  for (let i = 0; i < sentence.length; i++) {
    if (inQuote(i)) continue;
    const c = sentence[i]!;
    const prev = i > 0 ? sentence[i - 1]! : ' ';
    const next = sentence[i + 1] ?? ' ';
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    if (depth > 0) continue;
    if ((c === ',' || c === ';') && /\s/u.test(next)) cuts.push(i + 2);
    else if ((c === '-' || c === '–' || c === '—') && prev === ' ' && next === ' ') cuts.push(i + 2);
    else if (c === ' ' && /^so\s/iu.test(sentence.slice(i + 1, i + 4)) && i > 0) cuts.push(i + 1);
  }
  const clauses: string[] = [];
  let start = 0;
  // Cuts come in order; one at the end, or two at one place, leave an empty piece, dropped with an empty sentence's.
  for (const cut of cuts) {
    clauses.push(sentence.slice(start, cut));
    start = cut;
  }
  clauses.push(sentence.slice(start));
  return clauses.filter((c) => c !== '');
}

const CLOSING: Record<string, string> = { '"': '"', '“': '”', "'": "'", '‘': '’' };

/**
 * Quoted stretches `[open, close]` (indices of the quote marks). A quote
 * opens after a non-letter and closes before one, so the apostrophe of a
 * Turkish suffix or an English contraction ("retry'ları", "don't") is not a
 * quote mark; a straight `'` may close a `‘`, and `’` a `'`.
 */
export function quotedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const close = CLOSING[c];
    if (close === undefined || (i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1]!))) {
      i++;
      continue;
    }
    let j = i + 1;
    let end = -1;
    for (; j < text.length; j++) {
      const d = text[j]!;
      const closes = d === close || (close === "'" && d === '’') || (close === '’' && d === "'");
      if (closes && !/[\p{L}\p{N}]/u.test(text[j + 1] ?? ' ') && j > i + 1) {
        end = j;
        break;
      }
    }
    if (end < 0) {
      i++;
      continue;
    }
    spans.push([i, end]);
    i = end + 1;
  }
  return spans;
}
