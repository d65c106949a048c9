import type { Turn } from '../../core/request.js';
import type { SummaryItem } from '../../core/compact/summary.js';
import { isNoteTurn } from './noteTurn.js';
import { foldReference, oneLine } from './summaryText.js';

/**
 * The property suite's own reading of the summary's verbatim section
 * (docs/compaction.md, "what the user said"; `Summary.said`), for texts of
 * a plain grammar the generator keeps to: sentences end with `.`, `!` or `?`
 * and a space, clauses end with `, `; no abbreviation, number, quote or
 * " so " (where the documented splitting has more rules than these).
 */

export interface ReferenceHolder {
  item: SummaryItem;
  binds: boolean;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function hasWords(text: string): boolean {
  return LETTER_OR_DIGIT.test(text);
}

/** Sentences of a text of the plain grammar, each trimmed. */
export function plainSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let current = '';
    const chars = [...line];
    chars.forEach((ch, k) => {
      current += ch;
      if ('.!?'.includes(ch) && k + 1 < chars.length && /\s/u.test(chars[k + 1]!)) {
        out.push(current);
        current = '';
      }
    });
    out.push(current);
  }
  // A leading list marker is not part of the sentence.
  return out.map((s) => s.trim().replace(/^[-*•]\s+/u, '').trim()).filter((s) => s !== '');
}

/** Clauses of a sentence of the plain grammar: each ends after `, `; together they are the sentence. */
export function plainClauses(sentence: string): string[] {
  const parts = sentence.split(', ');
  return parts.map((part, k) => (k < parts.length - 1 ? `${part}, ` : part));
}

/** `outer` holds the words of `inner` (its closing punctuation aside), not as part of longer words. */
export function referenceHolds(outer: string, inner: string): boolean {
  let words = oneLine(inner);
  while (words !== '' && /[\s,;:.!?…–—-]/u.test(words[words.length - 1]!)) words = words.slice(0, -1);
  if (!hasWords(words)) return false;
  for (let at = 0; at + words.length <= outer.length; at++) {
    if (outer.slice(at, at + words.length) !== words) continue;
    const before = outer[at - 1] ?? '';
    const after = outer[at + words.length] ?? '';
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}

function speaks(turn: Turn | undefined): boolean {
  return turn !== undefined && (turn.role === 'user' || turn.role === 'system') && !isNoteTurn(turn);
}

/**
 * The verbatim section of the window `[from, to)`: for each user or system
 * turn, numbered `covers + i + 1`, either one live binding item of that turn
 * that holds all of it (kept: `held`), or one line: the turn whole, always —
 * an item marked replaced never takes words out of it. A turn whose value a
 * user or system turn of the window replaced is written whole, never
 * carried. A value replaced by a turn of the window that is neither (a tool
 * call the user approved, its report) has its change written too: the
 * first live binding one-turn item (in the holders' order) whose turn is the
 * replacing one or one after it before the next user or system turn, as a
 * line at that item's turn. The live one-turn items a line holds, and the
 * changes written, are `absorbed` and need not be kept; so is a one-turn
 * item marked replaced that a line of a window turn holds, when the model
 * reads the replacing turn after that line: a turn of the raw tail (from
 * `to` to the history's last), or a turn of the window that has a line, or,
 * when it is no user or system turn, with a line at it or at a later turn
 * before the next user or system turn.
 */
export function referenceSaid(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly ReferenceHolder[]) {
  const first = from < 0 ? 0 : from;
  const last = Math.min(to, history.length);
  const window: number[] = [];
  for (let i = first; i < last; i++) if (speaks(history[i])) window.push(i);
  const of = (n: number): ReferenceHolder[] => holders.filter((h) => h.item.turns.includes(n));
  const stale = (h: ReferenceHolder): boolean => h.item.supersededBy !== undefined;
  const writtenWhole = new Set<number>();
  // The change lines, by the turn number they are written at.
  const changeAt = new Map<number, SummaryItem>();
  for (const i of window) {
    for (const h of of(covers + i + 1)) {
      if (!stale(h)) continue;
      const at = h.item.supersededBy! - covers - 1;
      if (at < first || at >= last) continue;
      if (speaks(history[at])) {
        writtenWhole.add(h.item.supersededBy!);
        continue;
      }
      // The turns from the replacing one up to the next user or system turn of the window.
      const run: number[] = [];
      for (let k = at; k < last && (k === at || !speaks(history[k])); k++) run.push(covers + k + 1);
      const change = holders.find((c) => c.binds && !stale(c) && c.item.turns.length === 1 && run.includes(c.item.turns[0]!));
      if (change !== undefined && !changeAt.has(change.item.turns[0]!)) changeAt.set(change.item.turns[0]!, change.item);
    }
  }

  const said: SummaryItem[] = [];
  const kept: SummaryItem[] = [];
  const absorbed: SummaryItem[] = [];
  for (let i = first; i < last; i++) {
    const n = covers + i + 1;
    const change = changeAt.get(n);
    if (change !== undefined) {
      said.push({ text: oneLine(change.text), turns: [n] });
      absorbed.push(change);
    }
    if (!speaks(history[i])) continue;
    const mine = of(n);
    const whole = oneLine(history[i]!.content);
    if (!writtenWhole.has(n)) {
      const carrier = mine.find((h) => h.binds && !stale(h) && referenceHolds(oneLine(h.item.text), whole));
      if (carrier !== undefined) {
        kept.push(carrier.item);
        continue;
      }
    }
    if (!hasWords(whole)) continue;
    if (history[i]!.role === 'user' && !writtenWhole.has(n)) {
      const taken = takenAnswer(history, i);
      if (taken === 'thanks' || taken === 'by a call') continue;
      const keeping = mine.filter((h) => h.binds && !stale(h));
      if (taken === 'taken' && keeping.length > 0) {
        kept.push(...keeping.map((h) => h.item));
        continue;
      }
    }
    said.push({ text: whole, turns: [n] });
    for (const h of mine) if (!stale(h) && h.item.turns.length === 1 && referenceHolds(whole, oneLine(h.item.text))) absorbed.push(h.item);
  }
  const lineAt = new Set(said.map((line) => line.turns[0]!));
  const shown = (replacing: number): boolean => {
    const at = replacing - covers - 1;
    if (at >= last) return at < history.length;
    if (at < first) return false;
    for (let k = at; k < last; k++) {
      if (k > at && speaks(history[k])) return false;
      if (lineAt.has(covers + k + 1)) return true;
      if (speaks(history[k])) return false;
    }
    return false;
  };
  for (const line of said) {
    const i = line.turns[0]! - covers - 1;
    if (i < first || i >= last || !speaks(history[i])) continue;
    for (const h of of(line.turns[0]!)) {
      if (stale(h) && h.item.turns.length === 1 && h.item.supersededBy! > line.turns[0]! && referenceHolds(line.text, oneLine(h.item.text)) && shown(h.item.supersededBy!)) absorbed.push(h.item);
    }
  }
  return { said, absorbed: new Set(absorbed), held: new Set(kept.filter((item) => !absorbed.includes(item))) };
}

/** docs/compaction.md: words of an answer that only takes or acknowledges (folded). */
const TAKING = 'ok okay k kk yes yep yeah yup sure fine good great cool perfect alright right go ahead do it that this them please pls confirm confirmed approve approved proceed sounds lgtm tamam tmm tamamdir evet olur peki uygun onay onayla onayliyorum onayladim yap yapin yapabilirsin devam et edin lutfen hadi'.split(' ');
/** docs/compaction.md: words of thanks. */
const THANKING = 'thanks thank you thx ty cheers many so much tesekkurler tesekkur ederim cok sagol sagolun eyvallah'.split(' ');

/**
 * A user turn of at most five words, with no digit and no question mark,
 * that only thanks (`'thanks'`, when the assistant's last words before it,
 * since the last user or system turn, ask nothing), or only takes what
 * those words offered: taking words and at most one word of three letters
 * or more that starts a word of them. `'by a call'` when an assistant tool
 * call comes after it before the next user or system turn, `'taken'`
 * otherwise; undefined for any other turn.
 */
function takenAnswer(history: readonly Turn[], i: number): 'thanks' | 'by a call' | 'taken' | undefined {
  const text = history[i]!.content;
  if (/[\p{N}?]/u.test(text)) return undefined;
  const mine = foldedWords(text);
  if (mine.length < 1 || mine.length > 5) return undefined;
  let before: string | undefined;
  for (let j = i - 1; j >= 0 && before === undefined; j--) {
    const turn = history[j]!;
    if (turn.role === 'user' || turn.role === 'system') break;
    if (turn.role === 'assistant' && hasVisibleText(turn.content)) before = turn.content;
  }
  if (mine.every((w) => THANKING.includes(w))) return before !== undefined && before.includes('?') ? undefined : 'thanks';
  const theirs = foldedWords(before ?? '');
  const other = mine.filter((w) => !TAKING.includes(w));
  if (other.length > 1) return undefined;
  if (other.length === 1 && !(other[0]!.length >= 3 && theirs.some((w) => w.startsWith(other[0]!)))) return undefined;
  for (let j = i + 1; j < history.length; j++) {
    const turn = history[j]!;
    if (turn.role === 'user' || turn.role === 'system') break;
    if (turn.role === 'assistant' && turn.toolCalls !== undefined && turn.toolCalls.length > 0) return 'by a call';
  }
  return 'taken';
}

function hasVisibleText(text: string): boolean {
  return text.trim().length > 0;
}

function foldedWords(text: string): string[] {
  return foldReference(text)
    .split(/[^\p{L}\p{N}]/u)
    .filter((w) => w !== '');
}

/**
 * Earlier sentences a turn of the window repeats (docs/compaction.md): a
 * sentence of a user or system turn before `from` that a turn of
 * `[from, to)` that is not the user's (its text, an assistant's tool-call
 * arguments) repeats, five folded words in a row, or all of a sentence of two
 * to four words. Per earlier turn, its repeated sentences together: kept by
 * the first live binding item of that turn that holds them all, else one
 * verbatim line.
 */
export function referenceEchoed(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly ReferenceHolder[]) {
  const others: string[][] = [];
  for (let i = Math.max(0, from); i < Math.min(to, history.length); i++) {
    const turn = history[i]!;
    if (turn.role === 'user' || turn.role === 'system') continue;
    others.push(foldedWords(turn.content));
    if (turn.role === 'assistant') for (const call of turn.toolCalls ?? []) others.push(foldedWords(call.arguments));
  }
  const contains = (hay: string[], needle: string[]): boolean => {
    for (let k = 0; k + needle.length <= hay.length; k++) if (needle.every((w, j) => hay[k + j] === w)) return true;
    return false;
  };
  const repeated = (sentence: string): boolean => {
    const w = foldedWords(sentence);
    if (w.length < 2) return false;
    const size = Math.min(5, w.length);
    for (let k = 0; k + size <= w.length; k++) if (others.some((o) => contains(o, w.slice(k, k + size)))) return true;
    return false;
  };
  const said: SummaryItem[] = [];
  const held = new Set<SummaryItem>();
  for (let i = 0; i < Math.min(from, history.length); i++) {
    if (!speaks(history[i])) continue;
    const n = covers + i + 1;
    const sentences = plainSentences(history[i]!.content).filter(repeated);
    if (sentences.length === 0) continue;
    const text = oneLine(sentences.join(' '));
    const carrier = holders.find((h) => h.binds && h.item.supersededBy === undefined && h.item.turns.includes(n) && referenceHolds(oneLine(h.item.text), text));
    if (carrier === undefined) said.push({ text, turns: [n] });
    else held.add(carrier.item);
  }
  return { said, held };
}
