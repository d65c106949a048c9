/**
 * The compaction summary as docs/compaction.md describes it, written apart
 * from `core/compact/` (types aside): the text a summary renders to, what a
 * reader of that text gets back, the refusal detail's quote of a bad output,
 * and the case folding markers are matched under. Slow and plain on purpose.
 */
import type { Summary, SummaryItem, SummaryKey, SummaryLanguage } from '../../core/compact/summary.js';

/** The five lists in the documented order: what binds the model first. */
export const LISTS: readonly SummaryKey[] = ['constraints', 'decisions', 'rejected', 'openQuestions', 'identifiers'];

interface Words {
  header(covers: number): string;
  replaced(turn: number): string;
  headings: Record<SummaryKey, string>;
  said: string;
  carried: string;
}

/** The headings as docs/compaction.md prints them, in both languages. */
export const WORDS: Record<SummaryLanguage, Words> = {
  en: {
    header: (covers) => `Summary of earlier turns (turns ${covers === 1 ? '1' : `1–${covers}`}). The constraints below still apply.`,
    replaced: (turn) => `superseded by turn ${turn}`,
    headings: {
      constraints: 'Constraints and preferences:',
      decisions: 'Decisions taken:',
      rejected: 'Options rejected:',
      openQuestions: 'Open questions and pending steps:',
      identifiers: 'Identifiers:',
    },
    said: 'What the user said in the latest of these turns, verbatim:',
    carried: 'Carried over verbatim from an earlier summary:',
  },
  tr: {
    header: (covers) => `Önceki turların özeti (tur ${covers === 1 ? '1' : `1–${covers}`}). Buradaki kısıtlar hâlâ geçerli.`,
    replaced: (turn) => `tur ${turn} ile değişti`,
    headings: {
      constraints: 'Kısıtlar ve tercihler:',
      decisions: 'Alınan kararlar:',
      rejected: 'Reddedilen seçenekler:',
      openQuestions: 'Açık sorular ve bekleyen adımlar:',
      identifiers: 'Kimlikler:',
    },
    said: 'Kullanıcının bu turların son kısmında söyledikleri, aynen:',
    carried: 'Önceki özetten aynen aktarılan:',
  },
};

/** Between identifiers sharing a line. */
export const BETWEEN = ' · ';
/** "Identifiers share lines of some 600 characters". */
const LINE_ROOM = 600;

/** What JavaScript's `\s` is (ECMA-262 WhiteSpace and LineTerminator), listed by code point. */
const SPACE_CODES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
  0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);

export function isSpace(unit: string): boolean {
  return unit.length === 1 && SPACE_CODES.has(unit.charCodeAt(0));
}

/** "An item is one line": every run of white space one plain space, none at either end. */
export function oneLine(text: string): string {
  let out = '';
  let gap = false;
  for (const unit of text) {
    if (isSpace(unit)) {
      gap = true;
      continue;
    }
    if (gap && out !== '') out += ' ';
    gap = false;
    out += unit;
  }
  return out;
}

/** Turn numbers as docs/compaction.md writes them: a run of three or more as `a–b`, the rest one by one. */
export function turnsText(turns: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let k = 1; k <= turns.length; k++) {
    if (k < turns.length && turns[k] === turns[k - 1]! + 1) continue;
    const run = turns.slice(start, k);
    if (run.length >= 3) parts.push(`${run[0]}–${run[run.length - 1]}`);
    else parts.push(...run.map(String));
    start = k;
  }
  return parts.join(', ');
}

/**
 * Whether a line's own text ends in something its note could be mistaken
 * for: white space, `(`, digits, dashes, commas and spaces, possibly `;` and
 * words without brackets, then `)`. Such a line "keeps its note".
 */
export function endsLikeNote(text: string): boolean {
  if (!text.endsWith(')')) return false;
  const open = text.lastIndexOf('(');
  if (open < 1 || !isSpace(text[open - 1]!)) return false;
  const inside = text.slice(open + 1, -1);
  const semicolon = inside.indexOf(';');
  const numbers = semicolon < 0 ? inside : inside.slice(0, semicolon);
  if (numbers === '' || [...numbers].some((c) => !'0123456789–, '.includes(c))) return false;
  // After the `;` anything but brackets (a `(` cannot be there: it is the last one).
  return semicolon < 0 || !inside.slice(semicolon).includes(')');
}

interface Line {
  text: string;
  turns: readonly number[];
  replacedBy: number | undefined;
}

function note(words: Words, line: Line): string {
  return line.replacedBy === undefined ? `(${turnsText(line.turns)})` : `(${turnsText(line.turns)}; ${words.replaced(line.replacedBy)})`;
}

function sameNote(a: Line, b: Line): boolean {
  return a.replacedBy === undefined && b.replacedBy === undefined && turnsText(a.turns) === turnsText(b.turns);
}

/** A list's lines: a run of lines with the same turns (none replaced) shows the note once, on its last line. */
function listLines(words: Words, lines: readonly Line[]): string[] {
  return lines.map((line, k) => {
    const next = lines[k + 1];
    const shared = next !== undefined && sameNote(line, next) && !endsLikeNote(line.text);
    return shared ? `- ${line.text}` : `- ${line.text} ${note(words, line)}`;
  });
}

/**
 * Identifiers several to a line (` · ` between them): the next one joins a
 * line while it has the same mark (replaced by the same turn, or by none) and
 * the line's identifiers, with the separators between those already on it,
 * and the next one's own characters stay within 600 (identifiers come
 * validated, one line each: their characters are their text's). The line's turns are the
 * span from the first turn any of its identifiers came from to the last.
 */
function identifierLines(items: readonly SummaryItem[]): Line[] {
  const lines: Line[] = [];
  let texts: string[] = [];
  let first: SummaryItem | undefined;
  let used = 0;
  let low = 0;
  let high = 0;
  const close = (): void => {
    if (first === undefined) return;
    const span = Array.from({ length: high - low + 1 }, (_, k) => low + k);
    lines.push({ text: texts.join(BETWEEN), turns: span, replacedBy: first.supersededBy });
  };
  for (const item of items) {
    const text = oneLine(item.text);
    if (first !== undefined && item.supersededBy === first.supersededBy && used + text.length <= LINE_ROOM) {
      texts.push(text);
      used += BETWEEN.length + text.length;
    } else {
      close();
      first = item;
      texts = [text];
      used = text.length;
      low = Infinity;
      high = -Infinity;
    }
    low = Math.min(low, ...item.turns);
    high = Math.max(high, ...item.turns);
  }
  close();
  return lines;
}

/** `summary` as the text that goes into `request.summary` (docs/compaction.md). */
export function summaryText(summary: Summary): string {
  const words = WORDS[summary.language];
  const out = [words.header(summary.covers)];
  for (const key of LISTS) {
    const items = summary.content[key];
    if (items.length === 0) continue;
    out.push(words.headings[key]);
    const lines =
      key === 'identifiers'
        ? identifierLines(items)
        : items.map((item) => ({ text: oneLine(item.text), turns: item.turns, replacedBy: item.supersededBy }));
    out.push(...listLines(words, lines));
  }
  if (summary.said !== undefined && summary.said.length > 0) {
    out.push(words.said);
    out.push(...listLines(words, summary.said.map((item) => ({ text: oneLine(item.text), turns: item.turns, replacedBy: item.supersededBy }))));
  }
  if (summary.carried !== undefined) out.push(words.carried, summary.carried);
  return out.join('\n');
}

/**
 * What a reader of `summaryText(summary)` gets back: every item one line,
 * identifiers one item each with their line's span (and mark), the verbatim
 * section only when it has lines, the carried text as written.
 */
export function summaryReadBack(summary: Summary): Summary {
  const content = { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] } as Summary['content'];
  const plain = (item: SummaryItem): SummaryItem => ({
    text: oneLine(item.text),
    turns: [...item.turns],
    ...(item.supersededBy === undefined ? {} : { supersededBy: item.supersededBy }),
  });
  for (const key of LISTS) {
    if (key !== 'identifiers') {
      content[key] = summary.content[key].map(plain);
      continue;
    }
    for (const line of identifierLines(summary.content.identifiers)) {
      for (const text of line.text.split(BETWEEN)) {
        content.identifiers.push({ text, turns: [...line.turns], ...(line.replacedBy === undefined ? {} : { supersededBy: line.replacedBy }) });
      }
    }
  }
  const said = (summary.said ?? []).map(plain);
  return {
    covers: summary.covers,
    language: summary.language,
    content,
    ...(said.length === 0 ? {} : { said }),
    ...(summary.carried === undefined ? {} : { carried: summary.carried }),
  };
}

/** A bad output as a refusal quotes it: one line, and past 80 characters its first 79 and `…`. */
export function quoted(text: string): string {
  const line = oneLine(text);
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** Letters Turkish is often typed without, and apostrophes, as their plain letters. */
const PLAIN: Record<string, string> = {
  ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u', '\u2019': "'", '\u02bc': "'", '\u2018': "'",
};

/**
 * The documented case folding: the four i's (`I`, `İ`, `ı`, `i`) one
 * letter, everything else lower case, Turkish letters and curly apostrophes
 * plain. The lower case is the Turkish locale's, with `I` taken as `İ` (the
 * Turkish rules would read an `I` with a combining dot after it as one `i`;
 * the fold keeps the dot, one unit for one).
 */
export function foldReference(text: string): string {
  const lower = text.replaceAll('I', 'İ').toLocaleLowerCase('tr');
  return [...lower].map((c) => PLAIN[c] ?? c).join('');
}
