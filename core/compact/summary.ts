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
 *
 * Supersession: a later statement about the same thing supersedes the
 * earlier one ("budget is €38,000" in turn 1, "we're at €32,500 now" in turn
 * 36). The summary never presents a stale value as current: the earlier item
 * is dropped, or kept with `supersededBy` set to the turn that replaced it,
 * which the rendered summary shows ("(1; superseded by turn 36)").
 * The replacing turn may be one that stays raw after the summary.
 */
export interface SummaryItem {
  /** The sentence or identifier, verbatim where the summarizer is extractive. */
  text: string;
  /** 1-based turn numbers, ascending, no repeats; never empty. */
  turns: number[];
  /** The turn whose statement replaced this one (later than every turn in `turns`); absent while it still holds. */
  supersededBy?: number;
}

/**
 * What a summarizer returns: the five lists, every key present (an empty
 * list when there is nothing). The lists are in priority order, and so is
 * each list: when the summary must shrink to fit its share, items go from
 * the bottom — superseded items first, then identifiers (the last of the
 * list first), open questions, rejected options, decisions, and
 * constraints last (`fitSummary`).
 */
export interface SummaryContent {
  /** What the user asked for and how: "Türkçe yaz", "kısa tut", "never cc the customer". */
  constraints: SummaryItem[];
  /** Decisions taken: "B planıyla gidelim", "let's go with Postgres". */
  decisions: SummaryItem[];
  /** Options explicitly rejected: "PDF olmasın", "we ruled out a refund". */
  rejected: SummaryItem[];
  /** Questions still open and steps still pending. */
  openQuestions: SummaryItem[];
  /** Record numbers, file names, person and product names, links, amounts: kept character for character, most valuable first. */
  identifiers: SummaryItem[];
}

/** The keys of `SummaryContent`, in the order they are rendered: what binds the model first. */
export const SUMMARY_KEYS = ['constraints', 'decisions', 'rejected', 'openQuestions', 'identifiers'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

export type SummaryLanguage = 'tr' | 'en';

/** A summary as it sits at the head of history. */
export interface Summary {
  /** Turns 1 … covers have been folded into this summary (by this and earlier compactions). */
  covers: number;
  language: SummaryLanguage;
  content: SummaryContent;
  /**
   * The user's own words from the turns the plain clamp would have kept and
   * this compaction folded (the clamp's window minus the raw tail): one item
   * per user turn, the turn whole and verbatim unless one live rule of
   * `content` holds all of it; and the sentences of earlier user turns that
   * the window's other turns repeat (an assistant's "nothing with peanuts,
   * as you asked"). Written by compaction, not by the summarizer, so it holds
   * whatever a summarizer recognises: compaction never leaves the model
   * knowing less of what the user said than the clamp would have (the
   * summary's room is shared, so its raw tail is shorter than the clamp's
   * window). Rendered last, right before the raw turns it precedes. While
   * its turns are ones the clamp would keep it is never shrunk away (with the
   * items of `content` from those turns); an earlier compaction's, whose turns
   * the clamp no longer reaches, is the first live item to go.
   */
  said?: SummaryItem[];
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
  /**
   * The range to compact, oldest first; first of all, an earlier summary's
   * verbatim lines (`Summary.said`) as the user turns they came from, with
   * their numbers (before the range's): rules held only in those words
   * become items of this summary.
   */
  turns: SummaryTurn[];
  /** The current summary's lists, for context (K3: the previous summary is an input to the next). */
  previous: SummaryContent;
  /** A previous summary baglam did not write, carried verbatim (see `Summary.carried`). */
  carried?: string;
  /** The language the headings are written in, and the conversation's language. */
  language: SummaryLanguage;
  /** Highest turn number an item may cite. */
  maxTurn: number;
  /**
   * The turns that stay raw after the range. Nothing is summarized from
   * them; they say what the model will read anyway: an item a later turn
   * replaces may be marked `supersededBy` that turn (the summary must not
   * present it as current), and an identifier they spell out need not be
   * listed. A summarizer may ignore them.
   */
  later?: SummaryTurn[];
}

export function emptyContent(): SummaryContent {
  return { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] };
}

export function isContentEmpty(content: SummaryContent): boolean {
  return SUMMARY_KEYS.every((key) => content[key].length === 0);
}

/**
 * Previous items first, then new ones; an item whose text is already there
 * adds its turns to that item instead of repeating. The merge is why a
 * constraint from turn 1 survives any number of compactions, whatever a
 * model-based summarizer chose to repeat. A supersession mark on either
 * copy stays (the latest replacing turn): a summarizer marks an earlier
 * summary's item by returning it again with `supersededBy` set.
 */
export function mergeContent(previous: SummaryContent, next: SummaryContent): SummaryContent {
  const merged = emptyContent();
  for (const key of SUMMARY_KEYS) merged[key] = mergeItems(previous[key], next[key]);
  return merged;
}

/** One list of `mergeContent` (and the verbatim section, `Summary.said`): earlier items first, a repeat adds its turns. */
export function mergeItems(previous: readonly SummaryItem[], next: readonly SummaryItem[]): SummaryItem[] {
  const merged: SummaryItem[] = [];
  const byText = new Map<string, SummaryItem>();
  for (const item of [...previous, ...next]) {
    const existing = byText.get(item.text);
    if (existing === undefined) {
      const copy: SummaryItem = { text: item.text, turns: [...item.turns] };
      if (item.supersededBy !== undefined) copy.supersededBy = item.supersededBy;
      byText.set(item.text, copy);
      merged.push(copy);
    } else {
      existing.turns = unionTurns(existing.turns, item.turns);
      const by = Math.max(existing.supersededBy ?? 0, item.supersededBy ?? 0);
      // A repeat after the replacing turn restates the rule: it holds again.
      if (by > 0 && existing.turns[existing.turns.length - 1]! < by) existing.supersededBy = by;
      else delete existing.supersededBy;
    }
  }
  return merged;
}

/** Sorted union of two turn lists. */
export function unionTurns(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
