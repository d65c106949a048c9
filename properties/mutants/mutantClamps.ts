import {
  HISTORY_MAX_RUNES, HISTORY_TRIM_NOTE, clampHistory, hasTrimNote, trimNoteMessage,
  type ClampMessagesOptions, type ClampMessagesResult, type ClampResult, type MessageLike,
} from '../../core/history.js';
import { runeLens } from '../../core/runes.js';

export type ClampDefect =
  /** Walks from the oldest turn: the live question is the first to go. */
  | 'drops-newest'
  /** Skips a turn that does not fit and keeps walking (right for chunks, wrong for a conversation). */
  | 'skips-oversized'
  /** Without the "at least one turn" floor. */
  | 'no-floor'
  /** Lets one turn too many past the cap. */
  | 'cap-off-by-one';

/** `clampHistory` with one defect. */
export function mutantClampHistory(defect: ClampDefect) {
  return (lens: readonly number[], maxTurns: number, maxUnits: number): ClampResult => {
    const n = lens.length;
    if (n === 0) return { keep: 0, trimmed: 0 };
    let keep = 0;
    let used = 0;
    if (defect === 'drops-newest') {
      for (let i = 0; i < n && keep < maxTurns && used + lens[i]! <= maxUnits; i++) {
        used += lens[i]!;
        keep++;
      }
    } else {
      for (let i = n - 1; i >= 0; i--) {
        if (keep >= maxTurns + (defect === 'cap-off-by-one' ? 1 : 0)) break;
        if (used + lens[i]! > maxUnits) {
          if (defect === 'skips-oversized') continue;
          break;
        }
        used += lens[i]!;
        keep++;
      }
    }
    if (keep === 0 && defect !== 'no-floor') keep = 1;
    return { keep, trimmed: n - keep };
  };
}

export type ClampMessagesDefect =
  /** Puts a note in front whenever it cuts, even when the list already starts with one. */
  | 'note-twice'
  /** Decides "already noted" by searching the text: a user quoting the note suppresses the real one. */
  | 'note-by-text'
  /** Takes any leading system message for the note. */
  | 'any-system-lead'
  /** A default cap of 50 turns, not 40. */
  | 'default-cap-50'
  /** Measures in UTF-16 units by default: an emoji is 2. */
  | 'default-utf16'
  /** Ignores the caller's measure. */
  | 'measure-ignored';

/** `clampMessages` with one defect. */
export function mutantClampMessages(defect: ClampMessagesDefect) {
  return <M extends MessageLike>(messages: readonly M[], options: ClampMessagesOptions = {}): ClampMessagesResult<M> => {
    const first = messages[0];
    const leading =
      first !== undefined && first.role === 'system' && (defect === 'any-system-lead' || (defect === 'note-by-text' ? hasTrimNote(first.content) : first.content === HISTORY_TRIM_NOTE));
    const turns = leading ? messages.slice(1) : messages.slice();
    const byDefault = (list: readonly MessageLike[]): number[] => (defect === 'default-utf16' ? list.map((m) => m.content.length) : runeLens(list.map((m) => m.content)));
    const measure = defect === 'measure-ignored' ? byDefault : options.measure ?? byDefault;
    const { keep, trimmed } = clampHistory(measure(turns), options.maxTurns ?? (defect === 'default-cap-50' ? 50 : 40), options.maxUnits ?? HISTORY_MAX_RUNES);
    const kept = turns.slice(turns.length - keep);
    if (defect === 'note-twice') {
      const out: (M | MessageLike)[] = [...(leading ? [trimNoteMessage()] : []), ...(trimmed > 0 ? [trimNoteMessage()] : []), ...kept];
      return { messages: out, keep, trimmed, noted: leading || trimmed > 0 };
    }
    const noted = (defect === 'note-by-text' ? messages.some((m) => hasTrimNote(m.content)) : leading) || trimmed > 0;
    return { messages: noted ? [trimNoteMessage(), ...kept] : kept, keep, trimmed, noted };
  };
}
