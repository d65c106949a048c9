import { expect } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import { renderSummary } from '../../core/compact/renderSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from '../../core/compact/summary.js';

/**
 * The harness of the revision lists (`core/compact/revisions*.test.ts`,
 * `supersession.test.ts`): a statement, a few ordinary turns, the
 * later statement and an acknowledgement, summarized whole by the
 * extractive summarizer; the lines the summary keeps live; and the check
 * that a statement nothing replaced stays live.
 */
export type Language = 'en' | 'tr';
export type Said = ['user' | 'assistant', string];

const FILLER: Record<Language, Said[]> = {
  en: [['assistant', 'Noted.'], ['user', 'what about the printer toner'], ['assistant', 'Ordered this morning.']],
  tr: [['assistant', 'Not aldım.'], ['user', 'yazıcı toneri ne oldu'], ['assistant', 'Bu sabah sipariş verildi.']],
};

/** The first statement, three ordinary turns, the second statement, an acknowledgement. */
export function pair(language: Language, first: string, second: string): Said[] {
  return [['user', first], ...FILLER[language], ['user', second], ['assistant', language === 'en' ? 'Done.' : 'Tamam.']];
}

export function summarize(language: Language, said: readonly Said[]): SummaryContent {
  const turns: SummaryTurn[] = said.map(([role, text], i) => ({ n: i + 1, role, text }));
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
}

/** The texts of the constraints, decisions and open questions no later turn replaced. */
export function live(content: SummaryContent): string[] {
  return [...content.constraints, ...content.decisions, ...content.openQuestions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
}

/**
 * A change split over two turns: the first statement, three ordinary turns,
 * the user's question with the new value, the assistant's reply, the user's
 * answer to that reply, an acknowledgement.
 */
export function asked(language: Language, first: string, question: string, reply: string, answer: string): Said[] {
  return [['user', first], ...FILLER[language], ['user', question], ['assistant', reply], ['user', answer], ['assistant', language === 'en' ? 'Done.' : 'Tamam.']];
}

/**
 * Nothing in `said` replaced the statement holding `key`: a live item of
 * the summary holds it, and the rendered summary shows it on a line not
 * marked superseded (a false supersession would leave the model a stale
 * rule where the plain clamp showed a live one).
 */
export function staysLive(language: Language, said: readonly Said[], key: string): void {
  const content = summarize(language, said);
  expect(live(content).some((t) => t.includes(key)), `"${key}" live in ${JSON.stringify(live(content))}`).toBe(true);
  const text = renderSummary({ covers: said.length, language, content });
  const lines = text.split('\n').filter((l) => l.includes(key));
  expect(lines.some((l) => !/superseded/u.test(l)), `"${key}" on a live line of ${text}`).toBe(true);
}
