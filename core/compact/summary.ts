import type { Turn } from '../request.js';

/**
 * The summary schema of history compaction (contract K3,
 * docs/contracts.md#k3-one-summary-block-replaced-to-a-schema): what must
 * survive when old turns are replaced by a summary.
 *
 * Every item keeps the turn numbers it came from, so the model (and a person
 * reading a log) can tell a rule from turn 1 from one that replaced it in
 * turn 30. Turn numbers are 1-based and count across compactions: the turns
 * a previous summary covered come first.
 */
export interface SummaryItem {
  /** The sentence or identifier, verbatim where the summarizer is extractive. */
  text: string;
  /** 1-based turn numbers, ascending, no repeats; never empty. */
  turns: number[];
}

/** What a summarizer returns: the five lists, every key present (an empty list when there is nothing). */
export interface SummaryContent {
  /** What the user asked for and how: "Türkçe yaz", "kısa tut", "never cc the customer". */
  constraints: SummaryItem[];
  /** Decisions taken: "B planıyla gidelim", "let's go with Postgres". */
  decisions: SummaryItem[];
  /** Options explicitly rejected: "PDF olmasın", "we ruled out a refund". */
  rejected: SummaryItem[];
  /** Record numbers, file names, person and product names, links: kept character for character. */
  identifiers: SummaryItem[];
  /** Questions still open and steps still pending. */
  openQuestions: SummaryItem[];
}

/** The keys of `SummaryContent`, in the order they are rendered. */
export const SUMMARY_KEYS = ['constraints', 'decisions', 'rejected', 'identifiers', 'openQuestions'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

export type SummaryLanguage = 'tr' | 'en';

/** A summary as it sits at the head of history. */
export interface Summary {
  /** Turns 1 … covers have been folded into this summary (by this and earlier compactions). */
  covers: number;
  language: SummaryLanguage;
  content: SummaryContent;
  /**
   * An earlier summary that baglam did not write (a caller's own text): it
   * cannot be read back into the lists, so it is carried along verbatim rather
   * than lost.
   */
  carried?: string;
}

/** One turn handed to a summarizer, numbered as in the summary. */
export interface SummaryTurn {
  n: number;
  role: Turn['role'];
  /** The turn's own text (empty for an assistant turn that only calls tools). */
  text: string;
  /** An assistant turn's tool calls, as `name(arguments)`. */
  calls?: string[];
}

/** What a summarizer is asked to summarize. */
export interface SummaryInput {
  /** The range to compact, oldest first. */
  turns: SummaryTurn[];
  /** The current summary's lists, for context (K3: the previous summary is an input to the next). */
  previous: SummaryContent;
  /** A previous summary baglam did not write, carried verbatim (see `Summary.carried`). */
  carried?: string;
  /** The language the headings are written in, and the conversation's language. */
  language: SummaryLanguage;
  /** Highest turn number an item may cite. */
  maxTurn: number;
}

export function emptyContent(): SummaryContent {
  return { constraints: [], decisions: [], rejected: [], identifiers: [], openQuestions: [] };
}

export function isContentEmpty(content: SummaryContent): boolean {
  return SUMMARY_KEYS.every((key) => content[key].length === 0);
}

/**
 * Previous items first, then new ones; an item whose text is already there
 * adds its turns to that item instead of repeating. The merge is why a
 * constraint from turn 1 survives any number of compactions, whatever a
 * model-based summarizer chose to repeat.
 */
export function mergeContent(previous: SummaryContent, next: SummaryContent): SummaryContent {
  const merged = emptyContent();
  for (const key of SUMMARY_KEYS) {
    const byText = new Map<string, SummaryItem>();
    for (const item of [...previous[key], ...next[key]]) {
      const existing = byText.get(item.text);
      if (existing === undefined) {
        const copy = { text: item.text, turns: [...item.turns] };
        byText.set(item.text, copy);
        merged[key].push(copy);
      } else {
        existing.turns = unionTurns(existing.turns, item.turns);
      }
    }
  }
  return merged;
}

/** Sorted union of two turn lists. */
export function unionTurns(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
