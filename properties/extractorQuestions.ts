import fc from 'fast-check';
import type { SummaryContent, SummaryTurn } from '../core/compact/summary.js';
import type { Extract } from './clauseRules.js';

/**
 * How the extractive summarizer reads the user's questions (docs/compaction.md,
 * "the two summarizers"; `extractSummary`: "a question is an open question only
 * when no assistant reply follows it in the range"), on conversations built
 * here from hand-written parts:
 *
 * - a sentence that ends in a question mark asks, all of it ("how many chairs
 *   did we order, and who signed for them?"): it is one open question, its
 *   turn with it, while no assistant turn with words follows it before the
 *   user's next turn — a call with no words and the tool's result are no
 *   answer;
 * - answered (by the assistant's words, after a tool's result or not, or in a
 *   turn that stays raw after the range) it is no item at all;
 * - a question that asks for a rule politely ("could you keep the replies
 *   under a page?", "can you make sure nobody edits the budget sheet?") is a
 *   rule, not a question, and someone else's wish asked back ("The client
 *   wants a refund?") is neither.
 */

type Language = 'en' | 'tr';
type Turn = Omit<SummaryTurn, 'n'>;

export interface QuestionCase {
  language: Language;
  turns: Turn[];
  /** Turns that stay raw after the range. */
  later?: Turn[];
  /** The question asked, and whether it is open (an item of its own) or answered (in no item). */
  question: string;
  open?: boolean;
  /** A polite request: a constraint, word for word. */
  rule?: string;
  shape: string;
}

function summarize(extract: Extract, c: QuestionCase): SummaryContent {
  const turns = c.turns.map((t, i) => ({ n: i + 1, ...t }));
  const later = c.later?.map((t, i) => ({ n: turns.length + i + 1, ...t }));
  return extract({ turns, ...(later === undefined ? {} : { later }), previous: { constraints: [], decisions: [], rejected: [], openQuestions: [], identifiers: [] }, language: c.language, maxTurn: turns.length });
}

export function checkQuestion(extract: Extract, c: QuestionCase): void {
  const s = summarize(extract, c);
  const say = (what: string): never => {
    throw new Error(`${c.shape}: ${what}: ${JSON.stringify(c.turns)}${c.later === undefined ? '' : ` then raw ${JSON.stringify(c.later)}`} → ${JSON.stringify(s)}`);
  };
  const holding = (items: SummaryContent['constraints']): SummaryContent['constraints'] => items.filter((i) => i.text.includes(c.question) || c.question.includes(i.text));
  const open = holding(s.openQuestions);
  const elsewhere = holding([...s.constraints, ...s.decisions, ...s.rejected]);
  if (c.rule !== undefined) {
    if (open.length > 0) say('a polite request is an open question');
    if (!s.constraints.some((i) => i.text === c.rule)) say(`no constraint is "${c.rule}"`);
    return;
  }
  if (c.open === true) {
    if (open.length !== 1 || open[0]!.text !== c.question || JSON.stringify(open[0]!.turns) !== '[1]') say(`the open question is not "${c.question}" of turn 1`);
    if (elsewhere.length > 0) say('the question is filed outside the open questions too');
    return;
  }
  if (open.length + elsewhere.length > 0) say('an answered question, or a wish asked back, is an item');
}

const pick = <T>(list: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...list);

/** Questions of fact, of one clause or several. */
const QUESTIONS: Record<Language, string[]> = {
  en: ['how many chairs did we order, and who signed for them?', 'is the van booked for Friday?', 'who signed for the chairs, and when?', 'what was the p99 at 01:00?'],
  tr: ['kaç sandalye geldi, teslim alan kim?', 'kamyon cuma günü ayarlandı mı?', 'dün kaç hata vardı?', 'menüyü onayladılar mı, yoksa hâlâ bekliyor muyuz?'],
};
const POLITE = ['could you keep the replies under a page?', 'would you always cc Marta on the invoices?', 'can you make sure nobody edits the budget sheet?', 'can you never call the client after 6pm?'];
const WISHES_ASKED = ['The client wants a refund?', 'Dana wants the release rolled back?'];
/** A statement before the question in its turn, which files nothing. */
const LEADS: Record<Language, string[]> = { en: ['', 'The kitchen closes at ten. '], tr: ['', 'Mutfak saat onda kapanıyor. '] };
const ANSWERS: Record<Language, string> = { en: 'It was settled this morning.', tr: 'Bu sabah halledildi.' };
/** The user's next turn, which files nothing. */
const NEXT: Record<Language, string> = { en: 'the shuttle leaves from gate B', tr: 'servis B kapısından kalkıyor' };
const call: Turn = { role: 'assistant', text: '', calls: ['lookup_orders({"week": "this"})'] };
const result: Turn = { role: 'tool', text: 'rows: 3' };

export function questionCases(): fc.Arbitrary<QuestionCase> {
  return pick<Language>(['en', 'tr']).chain((l) =>
    fc.tuple(pick(QUESTIONS[l]), pick(LEADS[l]), fc.nat({ max: 9 }), pick(POLITE), pick(WISHES_ASKED)).map(([question, lead, form, polite, wish]): QuestionCase => {
      const asked: Turn = { role: 'user', text: `${lead}${question}` };
      const answer: Turn = { role: 'assistant', text: ANSWERS[l] };
      const next: Turn = { role: 'user', text: NEXT[l] };
      const base = { language: l, question };
      if (form === 0) return { ...base, turns: [asked], open: true, shape: 'a question, last' };
      if (form === 1) return { ...base, turns: [asked, call, result], open: true, shape: 'a question, then a call and its result' };
      if (form === 2) return { ...base, turns: [asked, call, result, next], open: true, shape: 'a question, a call, its result, then the user again' };
      if (form === 3) return { ...base, turns: [asked, answer], open: false, shape: 'a question answered' };
      if (form === 4) return { ...base, turns: [asked, call, result, answer, next], open: false, shape: 'a question answered after a call' };
      if (form === 5) return { ...base, turns: [asked, call, result], later: [answer], open: false, shape: 'a question answered in a raw turn' };
      if (form <= 7) return { language: 'en', question: polite, rule: polite, turns: [{ role: 'user', text: polite }], shape: 'a rule asked for politely' };
      if (form === 8) return { language: 'en', question: polite, rule: polite, turns: [{ role: 'user', text: polite }, call, result], shape: 'a rule asked for politely, then a call' };
      return { language: 'en', question: wish, open: false, turns: [{ role: 'user', text: wish }], shape: 'someone else’s wish asked back' };
    }),
  );
}

/** A question is one open question while nothing the assistant says answers it; answered, none; a rule asked politely is a rule, a wish asked back nothing. */
export function propertyOpenQuestions(extract: Extract): fc.IPropertyWithHooks<[QuestionCase]> {
  return fc.property(questionCases(), (c) => checkQuestion(extract, c));
}
