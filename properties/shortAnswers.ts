import type { Turn } from '../core/request.js';

/**
 * Every documented case of a short answer in the verbatim section
 * (docs/compaction.md: "A short answer that only takes what the assistant
 * just offered … or thanks for an answer that asked nothing is left out
 * when what it takes reaches the model without it"), each written out once
 * with the outcome it was written to have, and beside each its near misses:
 * the same answer where one thing the rule reads (the words it answers,
 * where that search stops, the call after it, where that search stops, the
 * item that keeps it, the answer's own length and words) makes it stay.
 *
 * A row is a stretch of a conversation: the answer (`answer`, always a user
 * turn), the turns around it, and an item of the answer's turn where the
 * row names one. Every other user or system turn holds a digit, so it is
 * never a short answer itself and is always written whole.
 */

/** What the section does with the answer: leaves it out, leaves it out and keeps the item of its turn, or writes it whole. */
export type AnswerOutcome = 'left out' | 'kept by its item' | 'written';

/** The item of the answer's turn a row may add: a live decision (binds), an open question (does not bind), a decision marked replaced later. */
export type AnswerItem = 'decision' | 'open question' | 'replaced decision';

export interface AnswerRow {
  /** The turns; the one made by `answer()` is the answer the row is about. */
  turns: Turn[];
  outcome: AnswerOutcome;
  item?: AnswerItem;
  /** Why the row is there: the case or the near miss it shows. */
  why: string;
}

const ANSWER_MARK = Symbol('the answer');

export function isAnswer(turn: Turn): boolean {
  return (turn as { [ANSWER_MARK]?: true })[ANSWER_MARK] === true;
}

function assistant(content: string): Turn {
  return { role: 'assistant', content };
}
function user(content: string): Turn {
  return { role: 'user', content };
}
function system(content: string): Turn {
  return { role: 'system', content };
}
function answer(content: string): Turn {
  const turn = { role: 'user' as const, content };
  Object.defineProperty(turn, ANSWER_MARK, { value: true, enumerable: false });
  return turn;
}
let calls = 0;
/** An assistant turn that only calls a tool, and the tool's result. */
function call(): Turn {
  return { role: 'assistant', content: '', toolCalls: [{ id: `t${++calls}`, name: 'apply', arguments: '{"order": 12}' }] };
}
function result(content: string): Turn {
  return { role: 'tool', toolCallId: `t${calls}`, content };
}

const OFFER = 'Shall I check the vendor draft?';

export const ANSWER_ROWS: readonly AnswerRow[] = [
  // Taking words only, a call right after: left out. At five words still; at six it says something.
  { turns: [assistant(OFFER), answer('ok'), call()], outcome: 'left out', why: 'ok, then a call' },
  { turns: [assistant(OFFER), answer('Tamam, yap.'), call()], outcome: 'left out', why: 'tamam yap, then a call' },
  { turns: [assistant(OFFER), answer('yes go ahead please do'), call()], outcome: 'left out', why: 'five taking words' },
  { turns: [assistant(OFFER), answer('ok ok go ahead please do'), call()], outcome: 'written', why: 'six taking words: more than five' },
  { turns: [assistant(OFFER), answer('evet lütfen'), assistant('Bakıyorum.'), call()], outcome: 'left out', why: 'the call after an assistant reply, before the next user turn' },
  // One word of its own, of three letters or more, that begins a word of the offer: the offered verb.
  { turns: [assistant(OFFER), answer('check'), call()], outcome: 'left out', why: 'the offered verb' },
  { turns: [assistant('Faturayı ekleyeyim mi?'), answer('ekle'), call()], outcome: 'left out', why: 'the offered verb, the start of a longer word' },
  { turns: [assistant('Shall I add it to the list?'), answer('add'), call()], outcome: 'left out', why: 'an offered word of three letters' },
  { turns: [assistant('Shall I turn the alarm on?'), answer('yes, on'), call()], outcome: 'written', why: 'an offered word of two letters' },
  { turns: [assistant('Shall I add it to the list?'), answer('yes added'), call()], outcome: 'written', why: 'a word the offer has only inside a longer word of the answer' },
  { turns: [assistant('Shall I restock it?'), answer('ok, stock'), call()], outcome: 'written', why: 'a word that ends a word of the offer without beginning it' },
  { turns: [assistant(OFFER), answer('check draft'), call()], outcome: 'written', why: 'two words of its own' },
  { turns: [assistant(OFFER), answer('the hill one'), call()], outcome: 'written', why: 'a choice' },
  // What says more: a refusal, a keep-as-is, a limit, a number, a question.
  { turns: [assistant(OFFER), answer('no'), call()], outcome: 'written', why: 'a refusal' },
  { turns: [assistant(OFFER), answer('kalsın'), call()], outcome: 'written', why: 'a keep-as-is' },
  { turns: [assistant(OFFER), answer('ok but not the vendor'), call()], outcome: 'written', why: 'a limit' },
  { turns: [assistant(OFFER), answer('ok 2'), call()], outcome: 'written', why: 'a digit' },
  { turns: [assistant(OFFER), answer('ok?'), call()], outcome: 'written', why: 'a question mark' },
  // The words it answers: the last assistant turn with words before it, since the last user or system turn.
  { turns: [user('Refund order 12.'), answer('go here'), call()], outcome: 'written', why: 'an own word, nothing offered before it' },
  { turns: [assistant(OFFER), call(), result('Draft 7 found.'), answer('check'), call()], outcome: 'left out', why: 'the offer before a call and its result' },
  { turns: [assistant(OFFER), assistant(' \n'), answer('check'), call()], outcome: 'left out', why: 'the offer before an assistant turn of whitespace' },
  { turns: [assistant(OFFER), assistant('The draft is from May.'), answer('check'), call()], outcome: 'written', why: 'a later assistant turn with words offers nothing' },
  { turns: [assistant(OFFER), user('Refund order 12.'), answer('check'), call()], outcome: 'written', why: 'an offer before the last user turn' },
  { turns: [assistant(OFFER), system('Order 12 is closed.'), answer('check'), call()], outcome: 'written', why: 'an offer before the last system turn' },
  // The call after it: before the next user or system turn, an assistant's.
  { turns: [assistant(OFFER), answer('check'), assistant('Checked, it is fine.')], outcome: 'written', why: 'an approval no call carries out and nothing keeps' },
  { turns: [assistant(OFFER), answer('ok'), { role: 'assistant', content: 'On it.', toolCalls: [] }], outcome: 'written', why: 'an assistant turn with an empty list of calls' },
  { turns: [assistant(OFFER), answer('check'), user('Refund order 12.'), call()], outcome: 'written', why: 'a call after the next user turn' },
  { turns: [assistant(OFFER), answer('check'), system('Order 12 is closed.'), call()], outcome: 'written', why: 'a call after the next system turn' },
  // An item of its turn: a live decision keeps it (and must stay); one that does not bind, or is marked replaced, does not.
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes')], item: 'decision', outcome: 'kept by its item', why: 'an offer taken, kept by a live decision' },
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes')], outcome: 'written', why: 'an offer taken that nothing keeps' },
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes')], item: 'open question', outcome: 'written', why: 'an item that does not bind' },
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes')], item: 'replaced decision', outcome: 'written', why: 'a decision marked replaced' },
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes'), call()], item: 'decision', outcome: 'left out', why: 'a call carries it out: the decision need not stay for it' },
  { turns: [assistant('Shall I keep the library open until 20:00 from now on?'), answer('yes, but not before 9')], item: 'decision', outcome: 'written', why: 'a limit, though a decision keeps it' },
  // Thanks: left out when the words it answers ask nothing.
  { turns: [assistant('The disk is fine.'), answer('thanks')], outcome: 'left out', why: 'thanks for an answer' },
  { turns: [answer('Thank you!')], outcome: 'left out', why: 'thanks for nothing said' },
  { turns: [assistant('Is the disk fine?'), answer('thanks')], outcome: 'written', why: 'thanks after a question' },
  { turns: [assistant('Which vendor, the old one?'), call(), result('Found it.'), answer('Teşekkürler.')], outcome: 'written', why: 'thanks after a question before a call and its result' },
  { turns: [assistant('Which vendor, the old one?'), user('Vendor 12.'), answer('çok sağol')], outcome: 'left out', why: 'thanks after the user answered the question' },
  { turns: [assistant('The disk is fine.'), answer('thanks, check the vendor')], outcome: 'written', why: 'thanks and more' },
];

/** The row's item: a decision or an open question of the answer's turn, in words the answer does not hold. */
export const ITEM_TEXT = 'Keep the library open until 20:00 from now on.';
