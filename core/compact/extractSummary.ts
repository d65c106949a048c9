import { extractIdentifiers } from './identifiers.js';
import { isConstraint, isDecision, isPending, isPoliteRequest, isQuestion, isRejection, isScope } from './markers.js';
import { splitSentences } from './sentences.js';
import { emptyContent, mergeContent, type SummaryContent, type SummaryInput, type SummaryKey } from './summary.js';

/**
 * The embedded summarizer: deterministic, extractive, no model. It keeps
 * sentences, never writes any, so what it keeps is the user's own wording
 * with the turn it came from. Per turn:
 *
 * - user (and system) sentences: a question (unless it is a polite request
 *   with a constraint marker: "lütfen kısa tutar mısın?") goes to the open questions when
 *   no assistant reply follows it in the range (an answered question is not
 *   open); a sentence with a pending marker ("bekliyor", "TODO") too; else a
 *   constraint (imperatives, "lütfen", "olmasın", "always", "don't" …); else
 *   a rejected option ("reddettik", "instead of"); else a decision
 *   ("seçtik", "gidelim", "let's go with"); else a sentence that scopes the
 *   work to someone named ("Şu müşteri için bakıyoruz: Anadolu Lojistik",
 *   "Müşterimiz Zehra Aksoy") is a constraint too.
 * - assistant sentences: pending steps, rejections and decisions only (not
 *   its questions) — the assistant's paraphrase of a rule is not the rule.
 * - every turn, tool results and tool-call arguments included: identifiers.
 *
 * What it cannot do: understand. A constraint phrased without any marker
 * ("bu müşteriye resmi dille hitap ediyoruz") is missed; a marker in passing
 * keeps a sentence that was not a rule; the answers to questions (findings)
 * are not kept, only the identifiers in them.
 */
export function extractSummary(input: SummaryInput): SummaryContent {
  const found = emptyContent();
  const add = (key: SummaryKey, text: string, n: number): void => {
    found[key].push({ text, turns: [n] });
  };

  input.turns.forEach((turn, i) => {
    const sentences = splitSentences(turn.text);
    for (const sentence of sentences) {
      const identifiers = extractIdentifiers(sentence, { bareNumbers: turn.role !== 'tool' });
      for (const id of identifiers) add('identifiers', id, turn.n);
      if (turn.role === 'tool') continue;
      if (turn.role === 'assistant') {
        if (isQuestion(sentence)) continue; // "Nereden başlayalım?" offers, it does not decide
        if (isPending(sentence)) add('openQuestions', sentence, turn.n);
        else if (isRejection(sentence)) add('rejected', sentence, turn.n);
        else if (isDecision(sentence)) add('decisions', sentence, turn.n);
        continue;
      }
      if (isQuestion(sentence) && !(isPoliteRequest(sentence) && isConstraint(sentence))) {
        if (isPending(sentence) || !answered(input, i)) add('openQuestions', sentence, turn.n);
      } else if (isPending(sentence)) add('openQuestions', sentence, turn.n);
      else if (isConstraint(sentence)) add('constraints', sentence, turn.n);
      else if (isRejection(sentence)) add('rejected', sentence, turn.n);
      else if (isDecision(sentence)) add('decisions', sentence, turn.n);
      else if (identifiers.length > 0 && isScope(sentence)) add('constraints', sentence, turn.n);
    }
    // A call is `name(arguments)`: the tool's name is the product's vocabulary, its arguments are the user's data.
    for (const call of turn.calls ?? []) {
      const args = call.slice(call.indexOf('(') + 1);
      for (const id of extractIdentifiers(args)) add('identifiers', id, turn.n);
    }
  });
  // Merging with nothing folds repeats into one item with all their turns.
  return mergeContent(emptyContent(), found);
}

/** An assistant turn with text follows turn `i` before the next user turn. */
function answered(input: SummaryInput, i: number): boolean {
  for (let j = i + 1; j < input.turns.length; j++) {
    const turn = input.turns[j]!;
    if (turn.role === 'user') return false;
    if (turn.role === 'assistant' && turn.text.trim() !== '') return true;
  }
  return false;
}
