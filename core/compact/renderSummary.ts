import {
  SUMMARY_KEYS, emptyContent, unionTurns, type Summary, type SummaryContent, type SummaryItem, type SummaryKey, type SummaryLanguage,
} from './summary.js';

/**
 * A summary as the text that goes into `request.summary`: a few headed lists,
 * one item per line with its turn numbers in brackets at the end ("(12)",
 * "(3, 7–9)"), headings in the conversation's language. Deterministic, and
 * readable back (`parseSummary`), so the next compaction can merge into it
 * instead of summarizing a summary.
 *
 * Lines of one list said in the same turns share one note, on the last of
 * them: "- a\n- b (1)" is two items of turn 1. The word "turn" on every line
 * and a note per line cost some 2 000 tokens over the fourteen tuning
 * conversations' summaries, a seventh of them, which went to identifiers
 * instead; the header says the block covers turns ("(turns 1–33)"). A line
 * whose own text ends in something a note could be keeps its note.
 *
 * The first line says what the block is and that its constraints still
 * apply: a model that takes the block for small talk would otherwise drop
 * the very rules it exists to keep. An item a later turn replaced says so,
 * in words ("(1; superseded by turn 36)", "(1; tur 36 ile değişti)"), and
 * never shares its note.
 *
 * Identifiers are many and short, and a line per identifier costs more in
 * turn lists and bullets than in identifiers, so neighbours share a line
 * (up to `IDENTIFIER_LINE` characters), separated by ` · `
 * (`IDENTIFIER_SEPARATOR`; an identifier cannot contain it, nor begin or
 * end with half of it: `x ·` before `y` would read back as `x`, `· y`), with the span
 * of turns they came from (`(turns 5–31)`): read back, each identifier of a
 * line carries the line's span.
 *
 * The user's own words from the turns the clamp would have kept
 * (`Summary.said`) come last, under a heading of their own, right before
 * the raw turns that follow them.
 */
export const IDENTIFIER_SEPARATOR = ' · ';

/** Characters of identifiers on one line: a few dozen identifiers take a handful of lines. */
const IDENTIFIER_LINE = 600;


interface Headings {
  header: (range: string) => string;
  superseded: (turn: number) => string;
  sections: Record<SummaryKey, string>;
  said: string;
  carried: string;
}

const HEADINGS: Record<SummaryLanguage, Headings> = {
  tr: {
    header: (range) => `Önceki turların özeti (tur ${range}). Buradaki kısıtlar hâlâ geçerli.`,
    superseded: (turn) => `tur ${turn} ile değişti`,
    sections: {
      constraints: 'Kısıtlar ve tercihler:',
      decisions: 'Alınan kararlar:',
      rejected: 'Reddedilen seçenekler:',
      identifiers: 'Kimlikler:',
      openQuestions: 'Açık sorular ve bekleyen adımlar:',
    },
    said: 'Kullanıcının bu turların son kısmında söyledikleri, aynen:',
    carried: 'Önceki özetten aynen aktarılan:',
  },
  en: {
    header: (range) => `Summary of earlier turns (turns ${range}). The constraints below still apply.`,
    superseded: (turn) => `superseded by turn ${turn}`,
    sections: {
      constraints: 'Constraints and preferences:',
      decisions: 'Decisions taken:',
      rejected: 'Options rejected:',
      identifiers: 'Identifiers:',
      openQuestions: 'Open questions and pending steps:',
    },
    said: 'What the user said in the latest of these turns, verbatim:',
    carried: 'Carried over verbatim from an earlier summary:',
  },
};

/** An item is one line: runs of whitespace (newlines included) become one space. */
export function normalizeItemText(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** `[1, 2, 3, 5, 7, 8]` → `1–3, 5, 7, 8`: runs of three or more are ranges. */
export function formatTurnList(turns: readonly number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < turns.length) {
    let j = i;
    while (j + 1 < turns.length && turns[j + 1] === turns[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${turns[i]}–${turns[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(turns[k]));
    i = j + 1;
  }
  return parts.join(', ');
}

function parseTurnList(list: string): number[] | undefined {
  const turns: number[] = [];
  for (const part of list.split(', ')) {
    const range = /^(\d+)–(\d+)$/.exec(part);
    if (range !== null) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (to < from + 2) return undefined;
      for (let t = from; t <= to; t++) turns.push(t);
    } else if (/^\d+$/.test(part)) turns.push(Number(part));
    else return undefined;
  }
  return turns;
}

/**
 * An identifier line's turns as the span from its first to its last: a
 * line of thirty identifiers named in twenty turns would otherwise spend
 * some forty tokens on its turn list (more than a fifth of the identifiers'
 * room on the tool-heavy sessions), and which of the span's turns named
 * which identifier is what the raw turns and the rules around them are
 * for. Read back, each identifier of the line carries the whole span, and
 * written again the line is the same.
 */
function span(turns: readonly number[]): number[] {
  const first = turns[0]!;
  return Array.from({ length: turns[turns.length - 1]! - first + 1 }, (_, k) => first + k);
}

function rangeText(covers: number): string {
  return covers === 1 ? '1' : `1–${covers}`;
}

function turnNote(h: Headings, item: SummaryItem): string {
  const list = formatTurnList(item.turns);
  return item.supersededBy === undefined ? `(${list})` : `(${list}; ${h.superseded(item.supersededBy)})`;
}

/** Something at the end of a line that reads as a turn note: a line ending so needs its own note. */
const NOTE_LIKE = /\s\([0-9–, ]+(?:;[^()]*)?\)$/u;

function sameTurns(a: SummaryItem, b: SummaryItem): boolean {
  return a.supersededBy === undefined && b.supersededBy === undefined && a.turns.length === b.turns.length && a.turns.every((t, k) => t === b.turns[k]);
}

/** A list's lines: each item with its note, but a run said in the same turns shares one, on its last line. */
function noted(h: Headings, lines: readonly { text: string; item: SummaryItem }[]): string[] {
  return lines.map(({ text, item }, k) => {
    const next = lines[k + 1];
    const shares = next !== undefined && sameTurns(item, next.item) && !NOTE_LIKE.test(text);
    return shares ? `- ${text}` : `- ${text} ${turnNote(h, item)}`;
  });
}

export function renderSummary(summary: Summary): string {
  const h = HEADINGS[summary.language];
  const lines = [h.header(rangeText(summary.covers))];
  for (const key of SUMMARY_KEYS) {
    const items = summary.content[key];
    if (items.length === 0) continue;
    lines.push(h.sections[key]);
    const list: { text: string; item: SummaryItem }[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const texts = [normalizeItemText(item.text)];
      if (key === 'identifiers') {
        let turns = item.turns;
        let length = texts[0]!.length;
        const joins = (other: SummaryItem | undefined): other is SummaryItem =>
          other !== undefined && other.supersededBy === item.supersededBy && length + other.text.length <= IDENTIFIER_LINE;
        for (let next = items[i + 1]; joins(next); next = items[i + 1]) {
          texts.push(normalizeItemText(next.text));
          length += next.text.length + IDENTIFIER_SEPARATOR.length;
          turns = unionTurns(turns, next.turns);
          i++;
        }
        list.push({ text: texts.join(IDENTIFIER_SEPARATOR), item: { ...item, turns: span(turns) } });
        continue;
      }
      list.push({ text: texts[0]!, item });
    }
    lines.push(...noted(h, list));
  }
  const said = summary.said ?? [];
  if (said.length > 0) {
    lines.push(h.said);
    lines.push(...noted(h, said.map((item) => ({ text: normalizeItemText(item.text), item }))));
  }
  if (summary.carried !== undefined) lines.push(h.carried, summary.carried);
  return lines.join('\n');
}

const HEADER_PATTERNS: Record<SummaryLanguage, RegExp> = {
  tr: /^Önceki turların özeti \(tur 1(?:–(\d+))?\)\. Buradaki kısıtlar hâlâ geçerli\.$/,
  en: /^Summary of earlier turns \(turns 1(?:–(\d+))?\)\. The constraints below still apply\.$/,
};

const ITEM_PATTERNS: Record<SummaryLanguage, RegExp> = {
  tr: /^- (.+) \(([0-9–, ]+)(?:; tur (\d+) ile değişti)?\)$/,
  en: /^- (.+) \(([0-9–, ]+)(?:; superseded by turn (\d+))?\)$/,
};

/**
 * Reads back a summary `renderSummary` wrote. Anything else — a caller's own
 * summary, a hand-edited block — gives `undefined`, and the caller carries
 * that text along verbatim instead of guessing at its structure.
 */
export function parseSummary(text: string): Summary | undefined {
  const lines = text.split('\n');
  const first = lines[0] ?? '';
  let language: SummaryLanguage | undefined;
  let covers = 0;
  for (const candidate of ['tr', 'en'] as const) {
    const match = HEADER_PATTERNS[candidate].exec(first);
    if (match !== null) {
      language = candidate;
      covers = match[1] === undefined ? 1 : Number(match[1]);
    }
  }
  if (language === undefined || covers < 1) return undefined;
  const h = HEADINGS[language];
  const content: SummaryContent = emptyContent();
  const said: SummaryItem[] = [];
  const lists: Record<SummaryKey | 'said', SummaryItem[]> = { ...content, said };
  let section: SummaryKey | 'said' | undefined;
  // Lines without a note, waiting for the note of the run they belong to.
  let pending: string[] = [];
  const done = (): Summary => ({ covers, language, content, ...(said.length === 0 ? {} : { said }) });
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === h.carried) {
      // The renderer writes no empty list, here as before any other heading.
      if (pending.length > 0 || (section !== undefined && lists[section].length === 0)) return undefined;
      const carried = lines.slice(i + 1).join('\n');
      return carried === '' ? undefined : { ...done(), carried };
    }
    const key = line === h.said ? 'said' : SUMMARY_KEYS.find((k) => h.sections[k] === line);
    if (key !== undefined) {
      if (pending.length > 0 || (section !== undefined && lists[section].length === 0)) return undefined;
      section = key;
      continue;
    }
    if (section === undefined || !line.startsWith('- ') || line.length <= 2) return undefined;
    const item = ITEM_PATTERNS[language].exec(line);
    if (item === null) {
      pending.push(line.slice(2));
      continue;
    }
    const turns = parseTurnList(item[2]!);
    if (turns === undefined || turns.length === 0) return undefined;
    // A run shares the note of its last line, and a superseded line never does.
    if (pending.length > 0 && item[3] !== undefined) return undefined;
    const run = [...pending, item[1]!];
    pending = [];
    const texts = run.flatMap((body) => (section === 'identifiers' ? body.split(IDENTIFIER_SEPARATOR) : [body]));
    for (const text of texts) {
      if (text.trim() === '') return undefined;
      const parsed: SummaryItem = { text, turns: [...turns] };
      if (item[3] !== undefined) parsed.supersededBy = Number(item[3]);
      lists[section].push(parsed);
    }
  }
  if (pending.length > 0 || (section !== undefined && lists[section].length === 0)) return undefined;
  return done();
}
