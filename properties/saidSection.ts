import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import type { Holder, SaidSection } from '../core/compact/saidItems.js';
import type { SummaryItem } from '../core/compact/summary.js';
import type { Turn } from '../core/request.js';
import { REFERENCE_TRIM_NOTE } from './reference/prompt.js';
import { plainClauses, plainSentences, referenceEchoed, referenceHolds, referenceSaid } from './reference/saidSection.js';
import { oneLine } from './reference/summaryText.js';
import { ANSWER_ROWS, ITEM_TEXT, isAnswer, type AnswerRow } from './shortAnswers.js';

/** The verbatim section's two writers: `core/compact/saidItems.ts`'s, or broken ones (properties/mutants/). */
export interface SaidParts {
  saidItems(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly Holder[]): SaidSection;
  echoedItems(history: readonly Turn[], from: number, to: number, covers: number, holders: readonly Holder[]): { said: SummaryItem[]; held: Set<SummaryItem> };
  holdsWords(outer: string, inner: string): boolean;
}

function fail(message: string): never {
  throw new Error(message);
}

function show(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? { set: [...v] } : v));
}

function same(what: string, actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) fail(`${what}: got ${show(actual)}, expected ${show(expected)}`);
}

/** Words of the plain grammar: English and Turkish, capitals and the four i's (the echo test folds them), words inside longer ones. */
const WORDS = ['refund', 'order', 'customer', 'invoice', 'runbook', 'disk', 'please', 'check', 'shipped', 'vendor', 'draft', 'budget', 'İade', 'ıslak', 'Şubat', 'kargo', 'müşteri', 'DISK', 'Refund', 'the', 'other', 'refunded'];

function sentence(): fc.Arbitrary<string> {
  // Now and then a clause without a word ("refund the order, —, check the disk."): it holds no item's words.
  const clause = fc.oneof(
    { weight: 9, arbitrary: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')) },
    { weight: 1, arbitrary: fc.constantFrom('—', '...', '-') },
  );
  return fc
    .tuple(fc.array(clause, { minLength: 1, maxLength: 3 }), fc.constantFrom('.', '.', '!', '?', ''))
    .map(([clauses, end]) => clauses.join(', ') + end);
}

function content(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(fc.array(sentence(), { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', ' ', '  ', '\n', ' \n ')).map(([s, gap]) => s.map((x, k) => (k < s.length - 1 && !/[.!?]$/u.test(x) ? `${x}.` : x)).join(gap)) },
    { weight: 1, arbitrary: fc.constantFrom('', '...', ' — ', '?!') },
    // A list marker before a sentence, a dash or a comma after one: not part of the sentence.
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('- ', '* ', '• '), sentence(), fc.constantFrom(' -', ',', '')).map(([marker, x, end]) => marker + x + end) },
  );
}

type Role = 'user' | 'assistant' | 'system' | 'tool' | 'note' | 'call';

function turns(): fc.Arbitrary<Turn[]> {
  const role = fc.constantFrom<Role>('user', 'user', 'user', 'assistant', 'assistant', 'system', 'tool', 'note', 'call');
  return fc.array(fc.tuple(role, content()), { minLength: 2, maxLength: 12 }).map((list) => {
    let call = 0;
    return list.map(([r, text]): Turn => {
      if (r === 'note') return { role: 'system', content: REFERENCE_TRIM_NOTE };
      if (r === 'tool') return { role: 'tool', toolCallId: `c${call}`, content: text };
      if (r === 'call') return { role: 'assistant', content: '', toolCalls: [{ id: `c${++call}`, name: 'lookup', arguments: text }] };
      return { role: r, content: text };
    });
  });
}

/**
 * Turns of the window that are not the user's repeat a sentence of a user
 * turn before it: whole in capitals, its last five words, all but its first
 * word, after words of their own.
 */
function withEchoes(history: Turn[], from: number, to: number, echoes: [number, number, number][]): Turn[] {
  const out = history.map((t) => ({ ...t }));
  const start = Math.max(0, from);
  const end = Math.min(to, out.length);
  for (const [target, source, mode] of echoes) {
    // Mostly a turn that is not the user's; now and then a user or system turn, whose repetition is no echo.
    const targets = out.slice(start, end).filter((turn) => mode === 7 || turn.role === 'assistant' || turn.role === 'tool');
    // A user or system turn before the window; now and then the window's first turn, which is no earlier turn, or
    // a turn before it that is not the user's (an assistant's, a tool's, the trim note), whose repetition is no echo.
    const before = out.slice(0, Math.min(start, out.length));
    const sources =
      mode === 6 ? out.slice(start, start + 1).filter((turn) => turn.role === 'user' || turn.role === 'system')
      : mode === 8 ? before.filter((turn) => (turn.role !== 'user' && turn.role !== 'system') || turn.content === REFERENCE_TRIM_NOTE)
      : before.filter((turn) => (turn.role === 'user' || turn.role === 'system') && turn.content !== REFERENCE_TRIM_NOTE);
    if (targets.length === 0 || sources.length === 0) continue;
    const t = targets[target % targets.length]!;
    const s = sources[source % sources.length]!;
    const sentences = plainSentences(s.role === 'assistant' && s.toolCalls !== undefined ? s.toolCalls.map((c) => c.arguments).join(' ') : s.content);
    const picked = sentences[mode % Math.max(1, sentences.length)];
    if (picked === undefined) continue;
    const words = picked.split(/[^\p{L}]+/u).filter((w) => w !== '');
    const lastFive = (x: string): string => x.split(/[^\p{L}]+/u).filter((w) => w !== '').slice(-5).join(' ');
    // Mode 4 repeats every sentence of the turn, which then reach the section together, in their order.
    const echo =
      mode === 4 ? sentences.map(lastFive).join('. ')
      : mode % 3 === 0 ? picked.toLocaleUpperCase('tr')
      : mode % 3 === 1 ? lastFive(picked)
      : words.slice(1).join(' ');
    if (t.role === 'assistant' && t.toolCalls !== undefined) t.toolCalls = t.toolCalls.map((c) => ({ ...c, arguments: `{"note": "${echo}"}` }));
    else if (t.role !== 'assistant' || mode === 7) t.content = `as you asked, ${echo}`;
  }
  return out;
}

/** Items of the summary that hold a turn's words: all of it, a sentence, a clause, other words; live or replaced by some turn. */
function holdersOf(history: readonly Turn[], covers: number, picks: [number, number, number, boolean, number, number][]): Holder[] {
  const holders: Holder[] = [];
  // Mostly items of the user's turns, which the section is about; a quarter of the others' turns (an assistant's
  // item a later user turn replaces does not make that turn a replacing one).
  const users = history.flatMap((turn, i) => (turn.role === 'user' ? [i] : []));
  const others = history.flatMap((turn, i) => (turn.role === 'user' ? [] : [i]));
  for (const [at, kind, part, binds, replaced, extra] of picks) {
    const i = users.length > 0 && at % 4 !== 0 ? users[at % users.length]! : others.length > 0 ? others[at % others.length]! : at % Math.max(1, history.length);
    const turn = history[i];
    if (turn === undefined) continue;
    const sentences = plainSentences(turn.content);
    const s = sentences[part % Math.max(1, sentences.length)] ?? turn.content;
    const clauses = plainClauses(s);
    const text =
      kind === 0 ? turn.content
      : kind === 1 ? s
      : kind === 2 ? clauses[part % clauses.length]!.replace(/, $/u, '')
      : kind === 3 ? `${turn.content} and more`
      : kind === 4 ? sentences.join('  ')
      : kind === 5 ? turn.content
      : 'budget check';
    const n = covers + i + 1;
    const item: SummaryItem = { text, turns: extra === 0 ? [n, n + 1] : [n] };
    // Replaced by a turn after all of its own (the schema's rule): any kind of turn, or one past the history.
    if (replaced > 0) item.supersededBy = item.turns[item.turns.length - 1]! + replaced;
    holders.push({ item, binds });
    // A pair: this turn's value replaced by a later user turn, which a live rule holds whole.
    const later = users.find((j) => j > i + (at % 3));
    if (kind === 5 && later !== undefined) {
      holders[holders.length - 1] = { item: { text, turns: [n], supersededBy: covers + later + 1 }, binds };
      holders.push({ item: { text: history[later]!.content, turns: [covers + later + 1] }, binds: true });
    }
  }
  return holders;
}

export interface SaidCase {
  history: Turn[];
  from: number;
  to: number;
  covers: number;
  holders: Holder[];
}

/**
 * A value of a user turn of the window replaced by a turn that is not the
 * user's (a tool call the user approved), and the item that keeps the
 * change: at the replacing turn or one after it before the next user turn
 * (the call's report), now and then after that turn, not binding, or itself
 * marked; its text the turn's own words or a line of its own. The section
 * writes the user turn whole and the change at its turn.
 */
function callReplaced(history: readonly Turn[], from: number, to: number, covers: number, [a, b, c, kind]: [number, number, number, number]): Holder[] {
  const start = Math.max(0, from);
  const end = Math.min(to, history.length);
  const window = Array.from({ length: Math.max(0, end - start) }, (_, k) => start + k);
  const users = window.filter((i) => history[i]!.role === 'user' && history[i]!.content !== REFERENCE_TRIM_NOTE && /[\p{L}\p{N}]/u.test(history[i]!.content));
  if (users.length === 0) return [];
  const i = users[a % users.length]!;
  const others = window.filter((j) => j > i && history[j]!.role !== 'user' && history[j]!.role !== 'system');
  if (others.length === 0) return [];
  const j = others[b % others.length]!;
  // The change's turn: the replacing one, a later one of the same run (or, kind 3, whatever turn comes c after).
  let k = j;
  for (let step = 0; step < c % 3 && k + 1 < history.length && (kind === 3 || (history[k + 1]!.role !== 'user' && history[k + 1]!.role !== 'system')); step++) k++;
  const sentences = plainSentences(history[i]!.content);
  const stale: SummaryItem = { text: sentences[c % Math.max(1, sentences.length)] ?? history[i]!.content, turns: [covers + i + 1], supersededBy: covers + j + 1 };
  const change: SummaryItem = { text: /[\p{L}\p{N}]/u.test(history[k]!.content) && kind !== 1 ? history[k]!.content : 'the budget is 9k now', turns: [covers + k + 1] };
  if (kind === 4) change.supersededBy = covers + k + 2;
  return [{ item: stale, binds: c % 2 === 0 }, { item: change, binds: kind !== 2 }];
}

/**
 * Short answers a user turn may be (docs/compaction.md, the verbatim
 * section): ones that only take or thank, in both languages, capitals and
 * the four i's; ones that take with a word the assistant may have offered
 * ("check", "refund", "Draft."); and look-alikes that say more (a refusal,
 * a limit, a number, a question, two words of their own, a long one).
 */
const ANSWERS = [
  'ok', 'OK.', 'yes go ahead', 'Tamam, yap.', 'evet', 'EVET', 'olur', 'İyi', 'thanks', 'Thank you!', 'Teşekkürler.', 'SAĞOL', 'thanks', 'Sağ ol.',
  'check', 'yes, check it', 'refund', 'Draft.', 'please refund', 'kargo', 'ok vendor',
  'no', 'hayır', 'kalsın', 'ok but not the vendor', 'ok?', 'ok 2', 'the other draft', 'yes refund the order', 'ok ok ok ok ok ok',
];

/** User turns (the `k`th, counted around) made one of `ANSWERS`; now and then a system turn, which is never one. */
function withAnswers(history: Turn[], answers: [number, string][]): Turn[] {
  const out = history.map((t) => ({ ...t }));
  const users = out.flatMap((turn, i) => ((turn.role === 'user' || turn.role === 'system') && turn.content !== REFERENCE_TRIM_NOTE ? [i] : []));
  if (users.length === 0) return out;
  for (const [k, answer] of answers) {
    const at = users[k % users.length]!;
    out[at] = { role: k % 7 === 6 ? 'system' : 'user', content: answer };
    // Every other time, the turn right before it is the assistant's, offering something with a word an answer may take.
    if (k % 2 === 0 && at > 0) out[at - 1] = { role: 'assistant', content: 'Shall I check and refund the vendor draft?' };
    // Two times in three, a tool call right after it, which may carry out what it took.
    if (k % 3 !== 2 && at + 1 < out.length) out[at + 1] = { role: 'assistant', content: '', toolCalls: [{ id: `a${at}`, name: 'refund', arguments: '{"order": "draft"}' }] };
  }
  return out;
}

/** `otherReplaced`: add, two times in three, the pair `otherTurnReplaced` makes (the section's property; the echo's draws stay as they were). */
export function saidCases({ otherReplaced: withOther = false }: { otherReplaced?: boolean } = {}): fc.Arbitrary<SaidCase> {
  const pick = fc.tuple(fc.nat(40), fc.nat(6), fc.nat(5), fc.boolean(), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 })), fc.nat(3));
  return fc
    .record({
      history: turns(),
      echoes: fc.array(fc.tuple(fc.nat(20), fc.nat(20), fc.nat(9)), { minLength: 1, maxLength: 4 }),
      from: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -1, max: 12 })),
      length: fc.oneof(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 14 })),
      covers: fc.constantFrom(0, 0, 3),
      picks: fc.array(pick, { minLength: 1, maxLength: 8 }),
      otherReplaced: withOther ? fc.option(fc.tuple(fc.nat(20), fc.nat(20), fc.boolean()), { nil: undefined, freq: 2 }) : fc.constant(undefined),
      byCall: withOther ? fc.option(fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(5)), { nil: undefined, freq: 4 }) : fc.constant(undefined),
      answers: withOther ? fc.option(fc.array(fc.tuple(fc.nat(20), fc.constantFrom(...ANSWERS)), { minLength: 1, maxLength: 4 }), { nil: undefined, freq: 3 }) : fc.constant(undefined),
    })
    .map(({ history, echoes, from, length, covers, picks, otherReplaced, byCall, answers }) => {
      const echoed = withAnswers(withEchoes(history, from, from + length, echoes), answers ?? []);
      const holders = holdersOf(echoed, covers, picks);
      if (otherReplaced !== undefined) holders.push(...otherTurnReplaced(echoed, from, from + length, covers, otherReplaced));
      if (byCall !== undefined) holders.push(...callReplaced(echoed, from, from + length, covers, byCall));
      return { history: echoed, from, to: from + length, covers, holders };
    });
}

/**
 * A pair inside the window: an item of a turn that is not the user's (an
 * assistant's, a tool's, the trim note) replaced by a later user turn of the
 * window, which a live binding item holds whole. Only the user's and the
 * system's own items make their replacing turn one written whole; this one
 * does not, so the live item carries that turn.
 */
function otherTurnReplaced(history: readonly Turn[], from: number, to: number, covers: number, [a, b, binds]: [number, number, boolean]): Holder[] {
  const start = Math.max(0, from);
  const end = Math.min(to, history.length);
  const window = Array.from({ length: Math.max(0, end - start) }, (_, k) => start + k);
  const others = window.filter((i) => history[i]!.role === 'assistant' || history[i]!.role === 'tool' || history[i]!.content === REFERENCE_TRIM_NOTE);
  if (others.length === 0) return [];
  const i = others[a % others.length]!;
  const users = window.filter((j) => j > i && history[j]!.role === 'user' && /[\p{L}\p{N}]/u.test(history[j]!.content));
  if (users.length === 0) return [];
  const j = users[b % users.length]!;
  const text = /[\p{L}\p{N}]/u.test(history[i]!.content) ? history[i]!.content : 'budget check';
  return [
    { item: { text, turns: [covers + i + 1], supersededBy: covers + j + 1 }, binds },
    { item: { text: history[j]!.content, turns: [covers + j + 1] }, binds: true },
  ];
}

/**
 * The verbatim section (docs/compaction.md, "what the user said"): one
 * line per user or system turn of the window, whole unless one live
 * binding item of the turn holds all of it, never cut by an item marked
 * replaced; a change made by a turn the section does not show (an approved
 * call) written at its own turn; the live items a line holds absorbed; the
 * rest of the holders that must stay `held`. Compared exactly with the
 * reference, sets by their items.
 */
export function propertySaidSection(parts: SaidParts): fc.IPropertyWithHooks<[SaidCase]> {
  return fc.property(saidCases({ otherReplaced: true }), (c) => {
    // The case, and the same with every live one-turn item replaced by a turn past the history (a change the raw
    // tail shows): its words stay in their turn.
    const hidden = c.holders.map((h) => (h.item.supersededBy === undefined && h.item.turns.length === 1 ? { ...h, item: { ...h.item, supersededBy: c.covers + c.history.length + 5 } } : h));
    for (const variant of [c, { ...c, holders: hidden }]) checkSaid(parts, variant);
    checkSaid(parts, CHANGE_AT_WINDOW_END);
  });
}

/**
 * A change written at its own turn is looked for up to the window's end, not
 * past it: a user turn's value replaced by the window's last turn (the
 * assistant's, folded), the live rule of that turn that keeps the change,
 * and a live rule of the first raw turn listed before it (the raw tail says
 * that one itself). The section writes the user turn and the change.
 */
const CHANGE_AT_WINDOW_END: SaidCase = {
  history: [
    { role: 'user', content: 'Refund order 12.' },
    { role: 'assistant', content: 'Raised the refund to 14.' },
    { role: 'assistant', content: 'Done.' },
    { role: 'user', content: 'Refund order 15.' },
  ],
  from: 0,
  to: 2,
  covers: 3,
  holders: [
    { item: { text: 'Refund order 12.', turns: [4], supersededBy: 5 }, binds: true },
    { item: { text: 'Done.', turns: [6] }, binds: true },
    { item: { text: 'Raised the refund to 14.', turns: [5] }, binds: true },
  ],
};

function checkSaid(parts: SaidParts, c: SaidCase): void {
  {
    const actual = parts.saidItems(c.history, c.from, c.to, c.covers, c.holders);
    const expected = referenceSaid(c.history, c.from, c.to, c.covers, c.holders);
    same('said', actual.said, expected.said);
    same('absorbed', [...actual.absorbed].map((item) => c.holders.findIndex((h) => h.item === item)).sort(), [...expected.absorbed].map((item) => c.holders.findIndex((h) => h.item === item)).sort());
    same('held', [...actual.held].map((item) => c.holders.findIndex((h) => h.item === item)).sort(), [...expected.held].map((item) => c.holders.findIndex((h) => h.item === item)).sort());
  }
}

/**
 * Earlier sentences the window repeats (docs/compaction.md): five folded
 * words in a row, or a short sentence whole, in a turn of the window that
 * is not the user's; per earlier turn one line, or the live binding item
 * that holds them all.
 */
export function propertyEchoedSentences(parts: SaidParts): fc.IPropertyWithHooks<[SaidCase]> {
  // Cases with something to repeat: a user turn before the window, a turn of it that is not the user's.
  const echoing = saidCases().filter((c) => {
    const start = Math.max(0, c.from);
    return c.history.slice(0, start + 1).some((t) => t.role === 'user' || t.role === 'system') && c.history.slice(start, c.to).some((t) => t.role === 'assistant' || t.role === 'tool');
  });
  return fc.property(echoing, (c) => {
    // The case, and the same with the user's turns before the window said as system turns (their words count the same).
    const system = c.history.map((turn, i) => (i < c.from && turn.role === 'user' ? { role: 'system' as const, content: turn.content } : turn));
    for (const variant of [c, { ...c, history: system }]) checkEchoed(parts, variant);
    checkEchoed(parts, TOOL_REPEATS_NOTHING);
  });
}

/**
 * A tool's result repeats only its own words: an earlier short sentence of
 * the user's ("Stryker was here.", a supplier's visit) that no turn of the
 * window says again is no echo, whatever the window's tool turns say. The
 * section stays empty.
 */
const TOOL_REPEATS_NOTHING: SaidCase = {
  history: [
    { role: 'user', content: 'Stryker was here. Their rep left the new bed catalogue.' },
    { role: 'assistant', content: 'Noted, I will file the catalogue.' },
    { role: 'user', content: 'Order two beds from them.' },
    { role: 'assistant', content: '', toolCalls: [{ id: 'o1', name: 'order', arguments: '{"item": "bed", "count": 2}' }] },
    { role: 'tool', toolCallId: 'o1', content: 'Order placed.' },
  ],
  from: 2,
  to: 5,
  covers: 0,
  holders: [],
};

function checkEchoed(parts: SaidParts, c: SaidCase): void {
  {
    const actual = parts.echoedItems(c.history, c.from, c.to, c.covers, c.holders);
    const expected = referenceEchoed(c.history, c.from, c.to, c.covers, c.holders);
    same('echoed said', actual.said, expected.said);
    same('echoed held', [...actual.held].map((item) => c.holders.findIndex((h) => h.item === item)).sort(), [...expected.held].map((item) => c.holders.findIndex((h) => h.item === item)).sort());
  }
}

/**
 * "Holds the words": the inner text's words (its closing punctuation aside)
 * stand in the outer one as words, not inside longer ones, wherever the
 * first place they appear is inside a longer word ("the" in "other the").
 */
export function propertyHoldsWords(parts: SaidParts): fc.IPropertyWithHooks<[string[], number, number, string]> {
  const piece = fc.constantFrom('the', 'other', 'thee', 'refund', 'refunded', 'prefund', 'disk', '42', '4242', ',', '.', '?!', '...', ' — ', 'İade');
  return fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.nat(7), fc.integer({ min: 1, max: 3 }), fc.constantFrom('', '.', '?!', ', ', ' ...', ' -'), (pieces, at, length, end) => {
    const outer = pieces.join(' ');
    const inner = pieces.slice(at % pieces.length, (at % pieces.length) + length).join(' ') + end;
    for (const [o, i] of [[outer, inner], [outer.replaceAll(' ', ''), inner], [outer, 'the'], [outer, 'refund.'], [outer, ' , ']] as const) {
      same(`holds ${JSON.stringify(i)} in ${JSON.stringify(o)}`, parts.holdsWords(o, i), referenceHolds(o, i));
    }
  });
}

/** How a case lays out each row of `ANSWER_ROWS`: turns before it, the window, the earlier summary's turns, capitals. */
export interface AnswerLayout {
  /** Pairs of an assistant reply and a user turn before the row (the user turn ends any search back). */
  padding: number;
  /** The whole history; from the answer on (what it answers before the window); up to the answer (what follows it in the raw tail). */
  window: 'whole' | 'from the answer' | 'to the answer';
  covers: number;
  /** The answer typed in capitals (Turkish ones: its words fold back). */
  capitals: boolean;
  /** A user turn and a call after the row (the search for a call stops at the user turn). */
  after: boolean;
}

/** The row laid out as `layout` says: the history, the window, the holders, and the section the row's outcome makes. */
export function answerCase(row: AnswerRow, layout: AnswerLayout): { c: SaidCase; expected: { said: SummaryItem[]; absorbed: number[]; held: number[] } } {
  const history: Turn[] = [];
  for (let k = 0; k < layout.padding; k++) history.push({ role: 'assistant', content: 'Done, the order is refunded.' }, { role: 'user', content: `Refund order ${12 + k}.` });
  const at = history.length + row.turns.findIndex(isAnswer);
  for (const turn of row.turns) history.push(isAnswer(turn) && layout.capitals ? { role: 'user', content: turn.content.toLocaleUpperCase('tr') } : turn);
  if (layout.after) history.push({ role: 'user', content: 'Refund order 13.' }, { role: 'assistant', content: '', toolCalls: [{ id: 'after', name: 'apply', arguments: '{}' }] });
  const from = layout.window === 'from the answer' ? at : 0;
  const to = layout.window === 'to the answer' ? at + 1 : history.length;
  const n = layout.covers + at + 1;
  const holders: Holder[] =
    row.item === 'decision' ? [{ item: { text: ITEM_TEXT, turns: [n] }, binds: true }]
    : row.item === 'open question' ? [{ item: { text: ITEM_TEXT, turns: [n] }, binds: false }]
    : row.item === 'replaced decision' ? [{ item: { text: ITEM_TEXT, turns: [n], supersededBy: layout.covers + history.length + 5 }, binds: true }]
    : [];
  const said: SummaryItem[] = [];
  for (let i = from; i < to; i++) {
    const turn = history[i]!;
    if (turn.role !== 'user' && turn.role !== 'system') continue;
    if (i === at && row.outcome !== 'written') continue;
    said.push({ text: oneLine(turn.content), turns: [layout.covers + i + 1] });
  }
  return { c: { history, from, to, covers: layout.covers, holders }, expected: { said, absorbed: [], held: row.outcome === 'kept by its item' ? [0] : [] } };
}

export const answerLayouts: fc.Arbitrary<AnswerLayout> = fc.record({
  padding: fc.integer({ min: 0, max: 2 }),
  window: fc.constantFrom<AnswerLayout['window']>('whole', 'from the answer', 'to the answer'),
  covers: fc.constantFrom(0, 3, 10),
  capitals: fc.boolean(),
  after: fc.boolean(),
});

/**
 * Short answers in the verbatim section (docs/compaction.md): every row of
 * `ANSWER_ROWS` (properties/shortAnswers.ts) read in every case, laid out
 * as the case draws it and again with nothing before it and the whole
 * history its window (the row's first turn the history's first): the
 * answer left out, left out with the decision of its turn kept, or written
 * whole, as the row was written to have it; every other user or system turn
 * written whole; nothing absorbed.
 */
export function propertyShortAnswers(parts: SaidParts): fc.IPropertyWithHooks<[AnswerLayout]> {
  return fc.property(answerLayouts, (layout) => {
    for (const row of ANSWER_ROWS) {
      for (const l of [layout, { ...layout, padding: 0, window: 'whole' as const }]) {
        const { c, expected } = answerCase(row, l);
        const actual = parts.saidItems(c.history, c.from, c.to, c.covers, c.holders);
        const where = `${row.why} (${JSON.stringify(row.turns.find(isAnswer)?.content)}, ${JSON.stringify(l)})`;
        same(`said, ${where}`, actual.said, expected.said);
        same(`absorbed, ${where}`, [...actual.absorbed].map((item) => c.holders.findIndex((h) => h.item === item)).sort(), expected.absorbed);
        same(`held, ${where}`, [...actual.held].map((item) => c.holders.findIndex((h) => h.item === item)).sort(), expected.held);
      }
    }
  });
}
