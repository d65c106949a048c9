import { isTrimNoteTurn, type Turn } from '../request.js';
import { normalizeItemText } from './renderSummary.js';
import { splitClauses, splitSentences } from './sentences.js';
import type { SummaryItem } from './summary.js';

export interface SaidSection {
  /** One item per user or system turn with anything left to say. */
  said: SummaryItem[];
  /** Holders whose words a `said` item now carries in their sentence: the summary need not list them again. */
  absorbed: Set<SummaryItem>;
  /** Holders that hold words the section leaves out: the summary must keep them for those words to reach the model. */
  held: Set<SummaryItem>;
}

/**
 * The summary's verbatim section (`Summary.said`): what the user said in
 * `history[from, to)` — the turns the plain clamp would have kept and this
 * compaction folds — one item per user or system turn, numbered as the
 * summary counts (`covers + i + 1`).
 *
 * Nothing is judged: a rule said as a wish, a count without its noun, a
 * change someone else made reach the model as the clamp would have shown
 * them, whatever the summarizer recognised. `holders` are the summary's
 * items that compaction keeps with those turns; per sentence of a turn:
 * - every clause (`splitClauses`) in a holder of that turn: nothing to add;
 * - a clause in a holder marked superseded: only the clauses no holder has,
 *   so the stale value is not shown again unmarked;
 * - otherwise the whole sentence, verbatim, and the live holders inside it
 *   are `absorbed` (one copy of the words, in their sentence, is enough).
 */
export function saidItems(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly SummaryItem[]): SaidSection {
  const said: SummaryItem[] = [];
  const absorbed = new Set<SummaryItem>();
  const needed = new Set<SummaryItem>();
  for (let i = Math.max(0, from); i < Math.min(to, history.length); i++) {
    const turn = history[i]!;
    if ((turn.role !== 'user' && turn.role !== 'system') || isTrimNoteTurn(turn)) continue;
    const n = covers + i + 1;
    const held = holders.filter((item) => item.turns.includes(n)).map((item) => ({ item, text: normalizeItemText(item.text) }));
    const sentences: string[] = [];
    for (const sentence of splitSentences(turn.content)) {
      const clauses = splitClauses(sentence).map((clause) => ({ clause, by: wordless(clause) ? [] : held.filter((h) => holdsWords(h.text, clause)) }));
      const left = clauses.filter((c) => c.by.length === 0);
      const stale = clauses.some((c) => c.by.some((h) => h.item.supersededBy !== undefined));
      const piece = (stale ? left.map((c) => c.clause).join('') : sentence).replace(/[\s,;–—-]+$/u, '').trim();
      const shown = !wordless(piece) && left.some((c) => !wordless(c.clause));
      // A clause the section leaves out reaches the model through its holder (the first that has it): keep that one.
      if (!shown || stale) for (const c of clauses) if (c.by.length > 0) needed.add(c.by[0]!.item);
      if (!shown) continue;
      sentences.push(piece);
      if (stale) continue;
      const words = normalizeItemText(piece);
      for (const h of held) if (h.item.supersededBy === undefined && h.item.turns.length === 1 && holdsWords(words, h.text)) absorbed.add(h.item);
    }
    const text = normalizeItemText(sentences.join(' '));
    if (text !== '') said.push({ text, turns: [n] });
  }
  for (const item of absorbed) needed.delete(item);
  return { said, absorbed, held: needed };
}

function wordless(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

/** `outer` holds `inner`: its words (without the punctuation that ends them) stand in it as words, not inside longer ones. */
export function holdsWords(outer: string, inner: string): boolean {
  const words = normalizeItemText(inner).replace(/[\s,;:.!?…–—-]+$/u, '');
  if (wordless(words)) return false;
  for (let at = outer.indexOf(words); at >= 0; at = outer.indexOf(words, at + 1)) {
    const before = at === 0 ? '' : outer[at - 1]!;
    const after = outer[at + words.length] ?? '';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}
