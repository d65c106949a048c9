import { checkCount, checkDenseArray, checkOptions } from './argumentChecks.js';
import { invalidInput } from './errors.js';
import { runeLens } from './runes.js';

/**
 * The history's rune budget.
 *
 * 6000 is the same number as the evidence budget, and that equality is a
 * rule, not a coincidence: history must not take more room than evidence. A
 * turn carries the system prompt, the evidence and the history at once, and on
 * a small model the costliest failure is fresh evidence pushed out of the
 * context by old conversation. Equal budgets are the plainest form of
 * "history cannot crowd out evidence".
 */
export const HISTORY_MAX_RUNES = 6000;

/**
 * What the model is told when earlier turns were cut.
 *
 * Cutting silently would be the most expensive choice: the model behaves as
 * if it remembered a conversation it never saw ("as you said earlier…") and
 * the operator believes the model made it up. The note is the honest way to
 * say "I don't remember that part".
 */
export const HISTORY_TRIM_NOTE =
  '[Earlier turns of this conversation were removed to fit the context window. ' +
  'Do not assume what they said; ask the user if something from them is needed.]';

export interface ClampResult {
  /** How many turns, counted from the newest, go into the prompt. */
  keep: number;
  /** How many of the oldest turns were cut. */
  trimmed: number;
}

/**
 * How many turns of the history enter the prompt.
 *
 * Walks from the NEWEST turn backwards and stops when the budget is full; the
 * caller takes the last `keep` turns (`turns.slice(turns.length - keep)`), and
 * when `trimmed > 0` puts the trim note in front of them.
 *
 * The three corners of the contract:
 * - AT LEAST ONE turn is always kept. The last turn is the live question;
 *   dropping it because it alone exceeds the budget would delete the thing to
 *   be answered. (Cutting an oversized turn is not this function's job: the
 *   caller applies its own domain clamps; the decision here is "how many".)
 * - The turn cap holds too (`maxTurns`): even with runes to spare, forty short
 *   turns make a small model lose focus.
 * - The decision depends on the INPUT only: the same conversation always gets
 *   the same cut. Randomness or time would be the source of "it worked
 *   yesterday" bugs.
 *
 * Lengths are in whatever unit the caller budgets in (runes, as in the Go seed,
 * or tokens, as `assemble` uses). `Infinity` is a valid budget or cap.
 */
export function clampHistory(lens: readonly number[], maxTurns: number, maxUnits: number): ClampResult {
  checkDenseArray(lens, ['lens']);
  checkCount(maxTurns, ['maxTurns']);
  checkCount(maxUnits, ['maxUnits']);
  const n = lens.length;
  for (let i = 0; i < n; i++) {
    const len = lens[i]!;
    // Number.isFinite is false for anything that is not a number (a string, null): no typeof check needed.
    if (!Number.isFinite(len) || len < 0) {
      throw invalidInput(['lens', i], `must be a finite number ≥ 0, got ${String(len)}`);
    }
  }
  return clampHistoryBy(n, (i) => lens[i]!, maxTurns, maxUnits);
}

/**
 * `clampHistory` with each length measured when the walk reaches it: only the
 * kept turns and the one that stops the walk are measured, so a long history
 * costs what enters. `lengthAt(i)` must be finite and ≥ 0 (the caller's own
 * measure, not input).
 */
export function clampHistoryBy(n: number, lengthAt: (i: number) => number, maxTurns: number, maxUnits: number): ClampResult {
  if (n === 0) return { keep: 0, trimmed: 0 };
  let keep = 0;
  let used = 0;
  for (let i = n - 1; i >= 0; i--) {
    if (keep >= maxTurns) break;
    const len = lengthAt(i);
    if (used + len > maxUnits) break;
    used += len;
    keep++;
  }
  if (keep === 0) keep = 1;
  return { keep, trimmed: n - keep };
}

/**
 * The trim note when something was cut, the empty string otherwise: callers
 * need no `if`, because forgetting the note is a return to silent cutting.
 */
export function trimNoteIfNeeded(trimmed: number): string {
  return trimmed > 0 ? HISTORY_TRIM_NOTE : '';
}

/**
 * Whether a text carries the trim note. For tests and for the caller's
 * idempotency check: clamping the same conversation twice must not add a
 * second note. It looks at text only, so it is never used to decide whether
 * *untrusted* text already has a note (`clampMessages` decides by structure).
 */
export function hasTrimNote(text: string): boolean {
  return text.includes(HISTORY_TRIM_NOTE);
}

export interface MessageLike {
  role: string;
  content: string;
}

export interface ClampMessagesOptions {
  /** Default 40: the focus limit of a small model. */
  maxTurns?: number;
  /** Default `HISTORY_MAX_RUNES`. */
  maxUnits?: number;
  /** How a message is measured; default: code points of its content. */
  measure?: (messages: readonly MessageLike[]) => number[];
}

export interface ClampMessagesResult<M extends MessageLike> {
  /** The note message (when anything was ever cut) followed by the kept turns. */
  messages: (M | MessageLike)[];
  keep: number;
  trimmed: number;
  /** True when the returned list starts with the trim note. */
  noted: boolean;
}

/** The note as a message. Its role is `system`, which user text cannot take. */
export function trimNoteMessage(): MessageLike {
  return { role: 'system', content: HISTORY_TRIM_NOTE };
}

/** A leading note is recognised by structure: a system message that is exactly the note. */
function isNoteMessage(message: MessageLike | undefined): boolean {
  return message !== undefined && message.role === 'system' && message.content === HISTORY_TRIM_NOTE;
}

/**
 * Applies `clampHistory` to a message list and puts the note in front once.
 *
 * Idempotent: a list that already starts with the note (from an earlier
 * clamp) keeps exactly that one note, and clamping the result again changes
 * nothing. A user message that quotes the note is an ordinary message: it
 * neither suppresses the real note nor counts as one.
 */
export function clampMessages<M extends MessageLike>(
  messages: readonly M[],
  optionsInput?: ClampMessagesOptions,
): ClampMessagesResult<M> {
  const options = checkOptions(optionsInput);
  checkDenseArray(messages, ['messages']).forEach((m, i) => {
    if (typeof m !== 'object' || m === null || typeof (m as MessageLike).role !== 'string' || typeof (m as MessageLike).content !== 'string') {
      throw invalidInput(['messages', i], 'must be a message with a string role and content');
    }
  });
  const alreadyNoted = isNoteMessage(messages[0]);
  const turns = alreadyNoted ? messages.slice(1) : messages;
  const measure = options.measure ?? ((list) => runeLens(list.map((m) => m.content)));
  const { keep, trimmed } = clampHistory(
    measure(turns),
    options.maxTurns ?? 40,
    options.maxUnits ?? HISTORY_MAX_RUNES,
  );
  const kept = turns.slice(turns.length - keep);
  const noted = alreadyNoted || trimmed > 0;
  return {
    messages: noted ? [trimNoteMessage(), ...kept] : kept,
    keep,
    trimmed,
    noted,
  };
}
