import { describe, expect, it } from 'vitest';
import { extractSummary } from '../../core/compact/extractSummary.js';
import { renderSummary } from '../../core/compact/renderSummary.js';
import { emptyContent, type SummaryContent, type SummaryTurn } from '../../core/compact/summary.js';

/**
 * The harness of the revision lists (`core/compact/revision*.test.ts`,
 * `supersession.test.ts`): a statement, a few ordinary turns, the
 * later statement and an acknowledgement, summarized whole by the
 * extractive summarizer; the lines the summary keeps live; and the check
 * that a statement nothing replaced stays live.
 */
export type Language = 'en' | 'tr';
export type Said = ['user' | 'assistant', string];
/**
 * A turn that is neither said by the user nor by the assistant in words: a tool's result (`['tool', text]`), or an
 * assistant turn that only calls a tool (`['call', 'name({...})']`).
 */
export type Acted = ['tool' | 'call', string];

const FILLER: Record<Language, Said[]> = {
  en: [['assistant', 'Noted.'], ['user', 'what about the printer toner'], ['assistant', 'Ordered this morning.']],
  tr: [['assistant', 'Not aldım.'], ['user', 'yazıcı toneri ne oldu'], ['assistant', 'Bu sabah sipariş verildi.']],
};

/** The first statement, three ordinary turns, the second statement, an acknowledgement. */
export function pair(language: Language, first: string, second: string): Said[] {
  return [['user', first], ...FILLER[language], ['user', second], ['assistant', language === 'en' ? 'Done.' : 'Tamam.']];
}

export function summarize(language: Language, said: readonly (Said | Acted)[]): SummaryContent {
  const turns: SummaryTurn[] = said.map(([role, text], i) => (role === 'call' ? { n: i + 1, role: 'assistant', text: '', calls: [text] } : { n: i + 1, role, text }));
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
export function staysLive(language: Language, said: readonly (Said | Acted)[], key: string): void {
  const content = summarize(language, said);
  expect(live(content).some((t) => t.includes(key)), `"${key}" live in ${JSON.stringify(live(content))}`).toBe(true);
  const text = renderSummary({ covers: said.length, language, content });
  const lines = text.split('\n').filter((l) => l.includes(key));
  expect(lines.some((l) => !/superseded/u.test(l)), `"${key}" on a live line of ${text}`).toBe(true);
}

/** A step of a written-out talk: a bare string is a user turn. */
export type Step = string | ['user' | 'assistant', string];
/** A step that may also be a tool's result or a bare tool call (`Acted`). */
export type ActedStep = Step | Acted;
/** [name, language, steps, the latest value, the stale values]. */
export type RevisionCase = [string, Language, Step[], string, string[]];

/**
 * The turns of `steps`: a user step after a user step gets `between` first
 * (an ordinary exchange), an assistant step is said as written, and
 * `closing` acknowledges the last.
 */
export function talk(steps: readonly Step[], between: readonly Said[], closing: Said): Said[];
export function talk(steps: readonly ActedStep[], between: readonly Said[], closing: Said): (Said | Acted)[];
export function talk(steps: readonly ActedStep[], between: readonly Said[], closing: Said): (Said | Acted)[] {
  const said: (Said | Acted)[] = [];
  for (const step of steps) {
    const turn: Said | Acted = typeof step === 'string' ? ['user', step] : step;
    if (turn[0] === 'user' && said.length > 0 && said[said.length - 1]![0] === 'user') said.push(...between);
    said.push(turn);
  }
  said.push(closing);
  return said;
}

/**
 * Resolved to the latest value: `fresh` is in a live constraint or
 * decision, no stale value is in a live line, and neither is filed as a
 * rejected option.
 */
export function expectResolved(language: Language, said: readonly (Said | Acted)[], fresh: string, stale: readonly string[]): void {
  const c = summarize(language, said);
  const binding = [...c.constraints, ...c.decisions].filter((i) => i.supersededBy === undefined).map((i) => i.text);
  expect(binding.some((t) => t.includes(fresh)), `"${fresh}" live in ${JSON.stringify(binding)}`).toBe(true);
  expect(live(c).filter((t) => stale.some((s) => t.includes(s))), 'stale values live').toEqual([]);
  const rejected = c.rejected.map((i) => i.text);
  expect(rejected.filter((t) => [fresh, ...stale].some((s) => t.includes(s))), 'filed as rejected').toEqual([]);
}

/** A look-alike: [name, language, steps, a key of the statement that must stay live]. */
export type StaysCase = [string, Language, Step[], string];

/** The checks of a revision list whose steps are said in `talk`'s turns, shaped for `it.each`. */
export function listChecks(talk: (language: Language, steps: readonly Step[]) => (Said | Acted)[]): {
  resolved: (name: string, language: Language, steps: Step[], fresh: string, stale: string[]) => void;
  keptThenResolved: (name: string, language: Language, steps: Step[], fresh: string, stale: string[]) => void;
  partResolved: (name: string, language: Language, steps: Step[], fresh: string, stale: string[], kept: string[]) => void;
  stays: (name: string, language: Language, steps: Step[], key: string) => void;
} {
  // Resolved, and not by default: without the turn that changes it (the last step) the first statement is kept live; a
  // rule the summary never kept cannot be left stale, and its chain would pass for nothing.
  const keptThenResolved = (_name: string, language: Language, steps: Step[], fresh: string, stale: string[]): void => {
    const before = live(summarize(language, talk(language, steps.slice(0, -1))));
    expect(stale.filter((s) => !before.some((t) => t.includes(s))), `kept before the change in ${JSON.stringify(before)}`).toEqual([]);
    expectResolved(language, talk(language, steps), fresh, stale);
  };
  return {
    resolved: (_name, language, steps, fresh, stale) => expectResolved(language, talk(language, steps), fresh, stale),
    keptThenResolved,
    // One part of a line of several rules changed: resolved as above, and each other rule of the line still live.
    partResolved: (name, language, steps, fresh, stale, kept) => {
      keptThenResolved(name, language, steps, fresh, stale);
      const lines = live(summarize(language, talk(language, steps)));
      expect(kept.filter((k) => !lines.some((t) => t.includes(k))), `other rules live in ${JSON.stringify(lines)}`).toEqual([]);
    },
    stays: (_name, language, steps, key) => staysLive(language, talk(language, steps), key),
  };
}

/**
 * One test per case of a list, the cases named in `known` (its known misses)
 * as expected failures: a miss that starts to pass fails the run until the
 * list stops naming it, so a list's written counts stay true.
 */
export function eachCase<T extends [string, ...unknown[]]>(
  cases: readonly T[],
  known: { has(name: string): boolean },
  check: (...args: T) => void,
  titles: { passing: string; known: string } = { passing: '%s', known: 'still missed: %s' },
): void {
  it.each(cases.filter((x) => !known.has(x[0])))(titles.passing, check as (...args: unknown[]) => void);
  it.fails.each(cases.filter((x) => known.has(x[0])))(titles.known, check as (...args: unknown[]) => void);
}

/** `eachCase` for look-alikes: each must stay live; the known ones are still marked superseded. */
export function eachLookAlike<T extends [string, ...unknown[]]>(cases: readonly T[], known: { has(name: string): boolean }, check: (...args: T) => void, knownTitle = 'still marked: %s'): void {
  eachCase(cases, known, check, { passing: 'not: %s', known: knownTitle });
}

/** A stranger list's talk: a short reply between two user statements, and an acknowledgement after the last. */
export function quietTalk(language: Language, steps: readonly ActedStep[]): (Said | Acted)[] {
  return talk(steps, [['assistant', language === 'en' ? 'Right.' : 'Peki.']], ['assistant', language === 'en' ? 'Noted.' : 'Not aldım.']);
}

/** A look-alike of a stranger list: [name, language, steps, the words of the statement that must stay live]. */
export type StaysRow = [string, Language, ActedStep[], string];
/** A true replacement of a stranger list: [name, language, steps, the latest value, the stale values]. */
export type ReplacedRow = [string, Language, ActedStep[], string, string[]];

/**
 * The tests of a stranger list (issue 14's rounds): each look-alike stays
 * live and each true replacement is resolved, the known misses of each as
 * expected failures; and the list itself checked: at least `turkish` rows
 * in Turkish of each part, names unique, every known miss a row.
 */
export function strangerList(
  title: string,
  list: {
    talk?: (language: Language, steps: readonly ActedStep[]) => (Said | Acted)[];
    stays: readonly StaysRow[];
    staysMissed: readonly string[];
    replaced: readonly ReplacedRow[];
    replacedMissed: readonly string[];
    turkish: { stays: number; replaced: number };
  },
): void {
  const said = list.talk ?? quietTalk;
  describe(title, () => {
    eachLookAlike(list.stays, new Set(list.staysMissed), (_name, language, steps, key) => staysLive(language, said(language, steps), key));
    describe('true replacements still marked', () =>
      eachCase(list.replaced, new Set(list.replacedMissed), (_name, language, steps, fresh, stale) => expectResolved(language, said(language, steps), fresh, stale)));

    it('has both languages and its counts as written', () => {
      expect(list.stays.filter((c) => c[1] === 'tr').length).toBeGreaterThanOrEqual(list.turkish.stays);
      expect(list.replaced.filter((c) => c[1] === 'tr').length).toBeGreaterThanOrEqual(list.turkish.replaced);
      const names = [...list.stays, ...list.replaced].map((c) => c[0]);
      expect(new Set(names).size).toBe(names.length);
      expect([...list.staysMissed, ...list.replacedMissed].filter((n) => !names.includes(n))).toEqual([]);
    });
  });
}
