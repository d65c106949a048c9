import { isTrimNoteTurn, type Turn } from '../request.js';
import { foldCase } from './foldCase.js';
import { normalizeItemText } from './renderSummary.js';
import { splitSentences } from './sentences.js';
import type { SummaryItem } from './summary.js';

export interface SaidSection {
  /** One item per user or system turn with anything left to say. */
  said: SummaryItem[];
  /** Holders whose words a `said` item now carries in their turn: the summary need not list them again. */
  absorbed: Set<SummaryItem>;
  /** Holders that hold words the section leaves out: the summary must keep them for those words to reach the model. */
  held: Set<SummaryItem>;
}

/** An item of the summary that may hold words of a turn, and whether its section binds the model (constraints, decisions). */
export interface Holder {
  item: SummaryItem;
  binds: boolean;
}

/**
 * The summary's verbatim section (`Summary.said`): what the user said in
 * `history[from, to)` — the turns the plain clamp would have kept and this
 * compaction folds — one item per user or system turn, numbered as the
 * summary counts (`covers + i + 1`).
 *
 * Nothing is judged: a rule said as a wish, a count without its noun, a
 * change someone else made reach the model as the clamp would have shown
 * them, whatever the summarizer recognised — save a short answer that only
 * takes what was just offered, or thanks, whose taking reaches the model
 * another way (`takenElsewhere`): alone, its line says nothing. A turn is written whole, as the
 * clamp shows it, unless one item that binds (a live constraint or decision
 * of that turn) holds all of it, its words in their order: then that item
 * carries it and must be kept (`held`). Whole, because every other way of
 * holding a turn loses something the clamp shows:
 * - an item of a section that does not bind (a rejected option, an open
 *   question) says the words but not that they bind ("we're not offering
 *   refunds", "can you make sure nobody is paged before 7?");
 * - a turn held by several items, or partly by items and partly verbatim,
 *   has its statement in pieces on several lines ("No discounts. Not even
 *   for returning customers.");
 * - an item marked superseded hides its clause, and with it whatever else
 *   the clause said, or a rule a false match marked: a turn is never written
 *   without the words of an item marked superseded, whoever replaced them.
 * The live items inside a written turn are `absorbed` (one copy of the
 * words, in their turn, is enough), and so is an item of that turn marked
 * replaced when the change reaches the model after the line (below): the
 * line and the change say all the marked item said. The change that
 * replaced a value of a written turn reaches the model after it, as in the
 * clamp's window: a user
 * or system turn of this section or any turn of the raw tail says it itself
 * (a user turn that replaced a value is written whole, not carried, for
 * that); a change the section would not otherwise show — a tool call the
 * user approved, in an assistant turn this compaction folds — is written
 * at its own turn, in the words of the item that keeps it (the assistant's
 * report of the call, or the call).
 */
export function saidItems(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly Holder[]): SaidSection {
  const said: SummaryItem[] = [];
  const absorbed = new Set<SummaryItem>();
  const needed = new Set<SummaryItem>();
  const start = Math.max(0, from);
  const end = Math.min(to, history.length);
  const spoken = (turn: Turn | undefined): boolean => turn !== undefined && (turn.role === 'user' || turn.role === 'system') && !isTrimNoteTurn(turn);
  const heldIn = (n: number): HeldText[] =>
    holders.filter((h) => h.item.turns.includes(n)).map((holder) => ({ holder, text: normalizeItemText(holder.item.text) }));
  // Turns that replaced a value this section shows verbatim, by where the change is.
  const replacing = new Set<number>();
  const changes = new Map<number, SummaryItem>();
  for (let i = start; i < end; i++) {
    if (!spoken(history[i])) continue;
    for (const { holder } of heldIn(covers + i + 1)) {
      const by = holder.item.supersededBy;
      if (by === undefined) continue;
      const at = by - covers - 1;
      if (at < start || at >= end) continue;
      // A user turn of this section: written whole, so the change follows the value.
      if (spoken(history[at])) replacing.add(by);
      else {
        // Folded and not the user's: the live item that binds and keeps it, at the call or at its report before the next user turn.
        let last = at;
        while (last + 1 < end && !spoken(history[last + 1])) last++;
        const change = holders.find((h) => h.binds && h.item.supersededBy === undefined && h.item.turns.length === 1 && h.item.turns[0]! >= by && h.item.turns[0]! <= covers + last + 1);
        if (change !== undefined && !changes.has(change.item.turns[0]!)) changes.set(change.item.turns[0]!, change.item);
      }
    }
  }
  for (let i = start; i < end; i++) {
    const turn = history[i]!;
    const n = covers + i + 1;
    const change = changes.get(n);
    if (change !== undefined) {
      said.push({ text: normalizeItemText(change.text), turns: [n] });
      absorbed.add(change);
    }
    if (!spoken(turn)) continue;
    const held = heldIn(n);
    // One live item that binds holds the whole turn, its words in their order: it carries the turn.
    const whole = normalizeItemText(turn.content);
    const carrier = replacing.has(n) ? undefined : held.find((h) => h.holder.binds && h.holder.item.supersededBy === undefined && holdsWords(h.text, whole));
    if (carrier !== undefined) {
      needed.add(carrier.holder.item);
      continue;
    }
    if (wordless(whole)) continue;
    // An answer that only takes what was just offered ("ok", "evet", "ekle"), or thanks for an answer that offered
    // nothing: on its own the line says nothing the model can use. Left out only where what it takes reaches the
    // model another way (`takenElsewhere`); a live decision of its turn that keeps it must then stay.
    // Not a turn that replaced a value the section shows: it is written whole, so the change follows the value.
    if (turn.role === 'user' && !replacing.has(n)) {
      const taken = takenElsewhere(history, i, n, held);
      if (taken !== undefined) {
        for (const item of taken) needed.add(item);
        continue;
      }
    }
    said.push({ text: whole, turns: [n] });
    for (const h of held) if (h.holder.item.supersededBy === undefined && h.holder.item.turns.length === 1 && holdsWords(whole, h.text)) absorbed.add(h.holder.item);
  }
  // A replaced value of a turn written whole is in that line, and its change reaches the model after it: in a line of
  // this section (a user turn, or the change written at an approved call's turn) or in the raw tail. Listed again,
  // marked, it said nothing more; on the tuning conversations such lines were 10 of the summary's items, 3 of them
  // lines no truth file lists.
  const written = new Set(said.map((item) => item.turns[0]!));
  for (const line of said) {
    const i = line.turns[0]! - covers - 1;
    if (i < start || i >= end || !spoken(history[i])) continue;
    for (const { holder, text } of heldIn(line.turns[0]!)) {
      const by = holder.item.supersededBy;
      if (by === undefined || holder.item.turns.length !== 1 || !holdsWords(line.text, text)) continue;
      if (changeFollows(history, i, by - covers - 1, end, (k) => written.has(covers + k + 1))) absorbed.add(holder.item);
    }
  }
  for (const item of absorbed) needed.delete(item);
  return { said, absorbed, held: needed };
}

/**
 * Whether the model reads the change made at index `at` after the turn at
 * index `i` that it replaced a value of, the window ending at `end`: `at`
 * is a turn of the raw tail (`end` up to the history's end), or a turn of
 * the window with a line of its own (`lined`) — a user or system turn, or
 * one that is neither whose change is written at it or at a turn after it
 * before the next user or system turn. A change past the history, or one
 * no line shows, is not read: the marked item alone says it.
 */
function changeFollows(history: readonly Turn[], i: number, at: number, end: number, lined: (k: number) => boolean): boolean {
  if (at <= i) return false;
  if (at >= end) return at < history.length;
  const user = (turn: Turn | undefined): boolean => turn !== undefined && (turn.role === 'user' || turn.role === 'system') && !isTrimNoteTurn(turn);
  if (user(history[at])) return lined(at);
  for (let k = at; k < end && (k === at || !user(history[k])); k++) if (lined(k)) return true;
  return false;
}

/**
 * Words that only take what was offered or acknowledge it, folded
 * (`foldCase`): "ok", "yes go ahead", "tamam, yap", "evet onaylıyorum". Not
 * a refusal or a keep-as-is ("no", "hayır", "kalsın", "leave it"), nor a
 * limit ("but", "ama", "only", "sadece"): those say something.
 */
const TAKES = new Set([
  'ok', 'okay', 'k', 'kk', 'yes', 'yep', 'yeah', 'yup', 'sure', 'fine', 'good', 'great', 'cool', 'perfect', 'alright', 'right', 'go', 'ahead',
  'do', 'it', 'that', 'this', 'them', 'please', 'pls', 'confirm', 'confirmed', 'approve', 'approved', 'proceed', 'sounds', 'lgtm',
  'tamam', 'tmm', 'tamamdir', 'evet', 'olur', 'peki', 'uygun', 'onay', 'onayla', 'onayliyorum', 'onayladim', 'yap', 'yapin', 'yapabilirsin',
  'devam', 'et', 'edin', 'lutfen', 'hadi',
]);

/** Thanks and nothing else: "thanks", "thank you!", "teşekkürler", "çok sağol". */
const THANKS = new Set(['thanks', 'thank', 'you', 'thx', 'ty', 'cheers', 'many', 'so', 'much', 'tesekkurler', 'tesekkur', 'ederim', 'cok', 'sagol', 'sagolun', 'eyvallah']);

/** An answer of a few words and no more: longer ones say something of their own. */
const SHORT = 5;

/**
 * What a user turn `i` of the window (numbered `n`) takes, when it only
 * takes or acknowledges and what it takes reaches the model without it:
 * the items that must stay for that (none, or the live decisions of the
 * turn), or undefined when the turn must be written. The turn has no digit,
 * no question mark, at most `SHORT` words, each a word of `TAKES` — save
 * one, of three letters or more, that begins a word of the assistant's
 * words it answers (the offered verb: "ekle" to "ekleyeyim mi?", "push" to
 * "Push live?"; one only, so "the hill one" of "the coastal one or the hill
 * one?" is a choice and stays). It may be left out when
 * - a tool call follows it before the next user or system turn: the call
 *   carries out what it took, and the summarizer keeps an approved call
 *   that changed what the user had set (as a decision); one that changed
 *   nothing the user set holds no rule of hers;
 * - a live item that binds holds its turn (an offer taken, kept at the
 *   offer's turn and this one): that item must stay;
 * - it is thanks, and the assistant's words it answers ask nothing.
 * Otherwise it stays: an "ok" to "Shall I keep the library open until 20:00
 * from now on?" that no call carries out and nothing keeps is the only
 * place the clamp's reader learns the rule was taken.
 */
function takenElsewhere(history: readonly Turn[], i: number, n: number, held: readonly HeldText[]): SummaryItem[] | undefined {
  const text = foldCase(history[i]!.content);
  if (/\p{N}|\?/u.test(text)) return undefined;
  const w = words(text);
  if (w.length === 0 || w.length > SHORT) return undefined;
  // The assistant's words this turn answers: the last assistant turn with words before it, since the last user turn.
  let answered = '';
  for (let j = i - 1; j >= 0; j--) {
    const turn = history[j]!;
    if (turn.role === 'user' || turn.role === 'system') break;
    if (turn.role === 'assistant' && turn.content.trim() !== '') {
      answered = foldCase(turn.content);
      break;
    }
  }
  if (w.every((x) => THANKS.has(x))) return answered.includes('?') ? undefined : [];
  const offered = words(answered);
  const echoes = w.filter((x) => !TAKES.has(x));
  if (echoes.length > 1 || (echoes.length === 1 && (echoes[0]!.length < 3 || !offered.some((o) => o.startsWith(echoes[0]!))))) return undefined;
  for (let j = i + 1; j < history.length && history[j]!.role !== 'user' && history[j]!.role !== 'system'; j++) {
    const next = history[j]!;
    if (next.role === 'assistant' && (next.toolCalls ?? []).length > 0) return [];
  }
  const keeps = held.filter((h) => h.holder.binds && h.holder.item.supersededBy === undefined).map((h) => h.holder.item);
  return keeps.length > 0 ? keeps : undefined;
}

interface HeldText {
  holder: Holder;
  text: string;
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

/** Words of a text as the echo test compares them: folded, letters and digits. */
function words(text: string): string[] {
  return foldCase(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
}

/**
 * How many words in a row make a repetition: five (a shorter sentence, of
 * two to four words, whole). Three words in a row are too common ("in the
 * afternoon", "the customer in"): on the tuning conversations they carried
 * so many sentences nobody repeated that the identifiers lost 55 of 1 405
 * and the largest summary went to 59 % of the share; with five, 7 and 50 %.
 */
const RUN = 5;
const SHORTEST = 2;

/**
 * Sentences of the user's turns before `from` (turns the clamp no longer
 * keeps and this compaction folds) whose words a turn of `[from, to)` that
 * is not the user's repeats — an assistant saying "nothing with peanuts, as
 * you asked", a tool echoing a setting — and that no live item that binds
 * holds: the clamp shows those words through the repetition, compaction
 * folds the repetition, so the user's own sentence goes to the verbatim
 * section instead, one item per turn (`said`), and a live rule that holds
 * all of a turn's repeated sentences must be kept (`held`). A repetition is `RUN` words in a row
 * (folded), or the whole of a sentence shorter than that (two words at least).
 */
export function echoedItems(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly Holder[]): { said: SummaryItem[]; held: Set<SummaryItem> } {
  // Runs of SHORTEST to RUN words of the turns that are not the user's.
  const runs = new Set<string>();
  for (let i = Math.max(0, from); i < Math.min(to, history.length); i++) {
    const turn = history[i]!;
    if (turn.role === 'user' || turn.role === 'system') continue;
    for (const text of [turn.content, ...(turn.role === 'assistant' ? (turn.toolCalls ?? []).map((c) => c.arguments) : [])]) {
      const w = words(text);
      for (let k = 0; k < w.length; k++) for (let r = SHORTEST; r <= RUN && k + r <= w.length; r++) runs.add(w.slice(k, k + r).join(' '));
    }
  }
  const said: SummaryItem[] = [];
  const held = new Set<SummaryItem>();
  if (runs.size === 0) return { said, held };
  const repeated = (sentence: string): boolean => {
    const w = words(sentence);
    const r = Math.min(RUN, w.length);
    if (r < SHORTEST) return false;
    for (let k = 0; k + r <= w.length; k++) if (runs.has(w.slice(k, k + r).join(' '))) return true;
    return false;
  };
  for (let i = 0; i < Math.min(from, history.length); i++) {
    const turn = history[i]!;
    if ((turn.role !== 'user' && turn.role !== 'system') || isTrimNoteTurn(turn)) continue;
    const n = covers + i + 1;
    const binding = holders.filter((h) => h.binds && h.item.supersededBy === undefined && h.item.turns.includes(n));
    const sentences = splitSentences(turn.content).filter(repeated);
    if (sentences.length === 0) continue;
    const text = normalizeItemText(sentences.join(' '));
    // One live rule that holds every repeated sentence of the turn, in their order, carries them: that rule must
    // stay. Held sentence by sentence, a statement the clamp shows whole ("No discounts. Not even for returning
    // customers.") would reach the model in two pieces, a rule and a verbatim line, as `saidItems` explains.
    const carrier = binding.find((h) => holdsWords(normalizeItemText(h.item.text), text));
    if (carrier !== undefined) held.add(carrier.item);
    else said.push({ text, turns: [n] });
  }
  return { said, held };
}
