import fc from 'fast-check';
import type { Statement } from '../core/compact/supersession.js';
import { everyRow, oneRowWide, widen, type TableRow } from './rowTable.js';

/**
 * Conversation rows: short conversations, statement by statement, each written with the turn of the statement that
 * replaces it (docs/compaction.md, the supersession rule). What a pair of statements cannot show — what was said
 * between, which of several changes came first, which of several statements a change points at — a row shows whole.
 *
 * A statement is written `TURN TEXT` when nothing replaces it, `TURN>BY TEXT` when the statement of turn BY does,
 * `TURN? TEXT` when the row states nothing of what replaces it (another rule's matter: it is read, its answer is not
 * checked), and `TURN- TEXT` when it is said only as a later statement (a change the row does not keep as one that
 * may be replaced: it is not among the earlier statements at all). A statement's context is its own text, unless
 * `context` writes its turn: then every statement said in that turn has the whole turn as its context.
 *
 * The tables hold the answers each row was written to have — never computed with the extractor's patterns.
 */
export interface ConversationRow extends TableRow {
  /** What the row shows: named in a failure. */
  readonly shape: string;
  readonly said: readonly string[];
  /** The whole user turn, by turn, when it is more than a statement: the context of every statement said in it. */
  readonly context?: Readonly<Record<number, string>>;
  /** The assistant's words a turn answers, by turn (the assistant's, so never typed wide). */
  readonly answers?: Readonly<Record<number, string>>;
  /** A tool call the user approved, by the turn of the call: the user turn that approved it. */
  readonly approvedIn?: Readonly<Record<number, number>>;
}

/** `findSupersessions`'s shape: for each earlier statement, the turn of the later one that replaces it. */
export type Supersessions = (earlier: readonly Statement[], later: readonly Statement[]) => (number | undefined)[];

function fail(message: string): never {
  throw new Error(message);
}

const SAID = /^(\d+)(?:>(\d+)|([?-]))? ([^]+)$/u;

/** What a row says of one statement. */
interface Line {
  readonly turn: number;
  readonly text: string;
  /** The turn that replaces it; undefined: none. */
  readonly by: number | undefined;
  /** `?`: its answer is not stated; `-`: said only as a later statement. */
  readonly mark: '' | '?' | '-';
}

function linesOf(row: ConversationRow): Line[] {
  return row.said.map((line) => {
    const m = SAID.exec(line) ?? fail(`${row.shape}: not a statement (TURN, TURN>BY, TURN? or TURN- and its text): ${JSON.stringify(line)}`);
    const mark = (m[3] ?? '') as Line['mark'];
    return { turn: Number(m[1]), text: m[4]!, by: m[2] === undefined ? undefined : Number(m[2]), mark };
  });
}

/**
 * A row's statements as typed (wide: every space doubled): every statement is a later one; the earlier ones are all
 * but those marked `-`, in the row's order, each with the turn the row writes for it (`null`: not stated).
 */
export function conversationOf(row: ConversationRow, wide: boolean): { earlier: Statement[]; later: Statement[]; by: (number | undefined | null)[] } {
  const lines = linesOf(row);
  const later = lines.map((l): Statement => {
    const answers = row.answers?.[l.turn];
    const approvedIn = row.approvedIn?.[l.turn];
    return {
      text: widen(l.text, wide),
      turn: l.turn,
      context: widen(row.context?.[l.turn] ?? l.text, wide),
      ...(answers === undefined ? {} : { answers }),
      ...(approvedIn === undefined ? {} : { approved: true, approvedIn }),
    };
  });
  const kept = lines.flatMap((l, i) => (l.mark === '-' ? [] : [i]));
  return { earlier: kept.map((i) => later[i]!), later, by: kept.map((i) => (lines[i]!.mark === '?' ? null : lines[i]!.by)) };
}

/** Each earlier statement replaced by the turn the row writes, and the others by none. */
export function checkConversation(supersessions: Supersessions, row: ConversationRow, wide: boolean): void {
  const { earlier, later, by } = conversationOf(row, wide);
  const got = supersessions(earlier, later);
  earlier.forEach((s, i) => {
    const want = by[i];
    if (want !== null && got[i] !== want) {
      const talk = later.map((l) => `${String(l.turn)}: ${JSON.stringify(l.text)}`).join(', ');
      fail(`${row.shape}${wide ? ' (typed wide)' : ''}: ${JSON.stringify(s.text)} (turn ${String(s.turn)}) ${want === undefined ? 'is replaced by none' : `is replaced by turn ${String(want)}`}, read as ${got[i] === undefined ? 'replaced by none' : `replaced by turn ${String(got[i])}`} (${talk})`);
    }
  });
}

/**
 * Every row read whole, as written and (when `typedWide` says so) typed wide; a row with a `miss` is left to its own
 * test, a row with a `wideMiss` is read as written only.
 */
export function everyConversation(supersessions: Supersessions, rows: readonly ConversationRow[], typedWide: (row: ConversationRow) => boolean): fc.IPropertyWithHooks<[null]> {
  return everyRow(rows, (row, wide) => checkConversation(supersessions, row, wide), typedWide);
}

/** One row typed wide, as its known miss states it. */
export function oneConversationWide(supersessions: Supersessions, row: ConversationRow): fc.IPropertyWithHooks<[null]> {
  return oneRowWide(row, (r, wide) => checkConversation(supersessions, r, wide));
}
