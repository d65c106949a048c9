import type { AssembledContext } from '../../core/assemble.js';

/**
 * What the model is actually shown of a conversation's history, read off an
 * assembled prompt — the measurement's own reading, written without the
 * summarizer's parser (`parseSummary`), so a bug there cannot hide a loss
 * here.
 *
 * - `raw`: the history turns in the prompt (the raw tail), as the model gets
 *   them: tool results cut to the profile's line limit, tool calls with
 *   their arguments.
 * - `summary`: the summary block's text, when there is one.
 * - `items`: the summary's items, one per `- ` line (identifiers: one per
 *   ` · `-separated value of the line), with the section heading above them
 *   and whether the line says a later turn replaced it (`(1;
 *   superseded by turn 36)`, `(1; tur 36 ile değişti)`).
 */
export interface SummaryLine {
  section: Section;
  /** The item without its turn list. */
  text: string;
  superseded: boolean;
}

export type Section = 'constraints' | 'decisions' | 'rejected' | 'identifiers' | 'openQuestions' | 'said' | 'other';

export interface PromptView {
  raw: string;
  summary: string | undefined;
  items: SummaryLine[];
}

/** Headings of both languages; anything else is `other` (a caller's carried summary, say). */
const SECTIONS: Record<string, Section> = {
  'Constraints and preferences:': 'constraints',
  'Decisions taken:': 'decisions',
  'Options rejected:': 'rejected',
  'Identifiers:': 'identifiers',
  'Open questions and pending steps:': 'openQuestions',
  'What the user said in the latest of these turns, verbatim:': 'said',
  'Kısıtlar ve tercihler:': 'constraints',
  'Alınan kararlar:': 'decisions',
  'Reddedilen seçenekler:': 'rejected',
  'Kimlikler:': 'identifiers',
  'Açık sorular ve bekleyen adımlar:': 'openQuestions',
  'Kullanıcının bu turların son kısmında söyledikleri, aynen:': 'said',
};

/**
 * The trailing turn list of an item line: `(3)`, `(1–3, 7; superseded by turn 9)`, `(4; tur 9 ile değişti)`. Lines
 * of one list said in the same turns share the last one's; a line without one is an item all the same.
 */
const TURN_LIST = /\s\([0-9–, ]+(;[^()]*)?\)$/u;

/** Runs of whitespace are one space: a summary item is one line, a turn may wrap. */
export function flatten(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Reads the history part of an assembled chat prompt: the head message (the
 * summary block, the trim note) and the messages of the kept turns, which
 * come right before the question (and the evidence and format messages, when
 * there are any) in the chat template's order.
 */
export function promptView(assembled: AssembledContext): PromptView {
  if (assembled.template !== 'chat') throw new Error('the measurement reads chat prompts');
  const messages = assembled.messages;
  const head = messages.findIndex((m) => m.role === 'system' && /^<(?:summary|trim-note)>\n/u.test(m.content));
  // The turns end where the question (last) and any evidence or format message before it begin.
  let end = messages.length - 1;
  while (end > 0 && /^<(?:evidence|format)>\n/u.test(messages[end - 1]!.content)) end--;
  const raw = messages.slice(end - assembled.kept.history.length, end).map((m) => m.content).join('\n');
  const block = head >= 0 ? /<summary>\n([\s\S]*?)\n<\/summary>\n/u.exec(messages[head]!.content) : null;
  const summary = block === null ? undefined : block[1]!;
  const items: SummaryLine[] = [];
  let section: Section = 'other';
  for (const line of (summary ?? '').split('\n').slice(1)) {
    if (!line.startsWith('- ')) {
      section = SECTIONS[line] ?? 'other';
      continue;
    }
    const list = TURN_LIST.exec(line);
    const body = list === null ? line.slice(2) : line.slice(2, list.index);
    const superseded = list?.[1] !== undefined && /superseded|değişti/u.test(list[1]);
    // Identifiers share a line, separated by " · ".
    for (const text of section === 'identifiers' ? body.split(' · ') : [body]) items.push({ section, text: flatten(text), superseded });
  }
  return { raw: flatten(raw), summary, items };
}
