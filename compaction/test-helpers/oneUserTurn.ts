import { expect, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from '../../core/compact/summary.js';

/**
 * One way to test what the extractive summarizer files of one user turn: the
 * turn is said among small talk (`Chatter`, each list's own), summarized, and
 * read back by the sections that bind the model. The stranger-case lists of
 * the rule rounds use it; each keeps its cases, chatter and missed sets.
 */
export type Language = 'en' | 'tr';
export type Said = [SummaryTurn['role'], string];
/** Five turns of small talk: the user's hello, the reply, the reply after the turn, the user's thanks, a last reply. */
export type Chatter = Record<Language, [Said, Said, Said, Said, Said]>;

/** Small talk with no rule, value or name in it, for lists that need nothing of their own around a turn. */
export const SMALL_TALK: Chatter = {
  en: [
    ['user', 'hi again'],
    ['assistant', 'Hello! What can I do?'],
    ['assistant', 'Noted.'],
    ['user', 'thanks'],
    ['assistant', 'Anything else for today?'],
  ],
  tr: [
    ['user', 'merhaba tekrar'],
    ['assistant', 'Merhaba, nasıl yardımcı olayım?'],
    ['assistant', 'Not aldım.'],
    ['user', 'sağ ol'],
    ['assistant', 'Bugün için başka bir şey var mı?'],
  ],
};

export function summarizeOneTurn(text: string, language: Language, chatter: Chatter): SummaryContent {
  const [hello, go, got, thanks, more] = chatter[language];
  const said: Said[] = [hello, go, ['user', text], got, thanks, more];
  const turns = said.map(([role, t], i): SummaryTurn => ({ n: i + 1, role, text: t }));
  return extractSummary({ turns, previous: emptyContent(), language, maxTurn: turns.length });
}

/** Lines of the sections that bind the model, not marked superseded. */
export const liveLines = (c: SummaryContent): string[] =>
  [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
/** Every line that files something as the user's rule or choice (a rejected option too). */
export const ruleLines = (c: SummaryContent): string[] => [...c.constraints, ...c.decisions, ...c.rejected].map((i) => i.text);

/** The checks the lists run, bound to one list's chatter. */
export function turnChecks(chatter: Chatter): {
  summarize: (text: string, language: Language) => SummaryContent;
  kept: (text: string, language: Language, rule: string) => void;
  noRule: (text: string, language: Language) => void;
  theirs: (text: string, language: Language, rule: string, wish: string) => void;
} {
  const summarize = (text: string, language: Language): SummaryContent => summarizeOneTurn(text, language, chatter);
  return {
    summarize,
    // One live line holds the rule's words.
    kept(text, language, rule) {
      const lines = liveLines(summarize(text, language));
      expect(lines.some((l) => l.includes(rule)), `"${rule}" in ${JSON.stringify(lines)}`).toBe(true);
    },
    // Nothing filed as a rule, a choice or a rejection.
    noRule(text, language) {
      expect(ruleLines(summarize(text, language))).toEqual([]);
    },
    // The user's rule is live, and no live line holds the wish's words.
    theirs(text, language, rule, wish) {
      const lines = liveLines(summarize(text, language));
      expect(lines.some((l) => l.includes(rule)), `"${rule}" in ${JSON.stringify(lines)}`).toBe(true);
      expect(lines.filter((l) => l.includes(wish))).toEqual([]);
    },
  };
}

/**
 * The cases of a list as tests: those not in `missed` must pass, those in it run as expected failures (`it.fails`),
 * so a case fixed or broken fails until the list is updated. `key` names a case in `missed`.
 */
export function eachCase<T extends readonly unknown[]>(title: string, cases: readonly T[], missed: ReadonlySet<string>, key: (c: T) => string, check: (...c: T) => void): void {
  const run = (c: T): void => check(...c);
  const name = (c: T): string => `${title}: ${key(c)}`;
  for (const c of cases) {
    if (missed.has(key(c))) it.fails(`${name(c)} (still wrong)`, () => run(c));
    else it(name(c), () => run(c));
  }
}
