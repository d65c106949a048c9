import { assemble } from '../../core/assemble.js';
import { classifyClause, splitClauses, splitSentences } from '../../core/compact/index.js';
import type { Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { compactHistory } from '../compactHistory.js';
import type { Summarizer } from '../summarizer.js';
import { flatten, promptView, type PromptView, type Section, type SummaryLine } from './promptView.js';
import { isTextItem, type TextItem, type Truth } from './truth.js';

/**
 * What one compaction of a conversation leaves the model knowing, against
 * the conversation's truth file. The conversation is compacted once (the
 * whole history as given, under the given profile and summarizer), the
 * result is assembled, and everything is read off the assembled prompt
 * (`promptView`): the summary block and the raw tail, exactly as the model
 * gets them. When compaction falls back, the prompt is the plain clamp's,
 * and that is what is measured.
 *
 * Definitions (a statement's keys are the truth file's verbatim substrings;
 * text is compared with runs of whitespace as one space, case kept):
 *
 * - A statement is **kept** when all its keys are in the raw tail, or all are
 *   in one live summary item of a section that files it as binding: the
 *   constraints or decisions (a rejected option also in the rejected
 *   section; an open question in any section but the identifiers). *Live*:
 *   the line is not marked superseded. A constraint filed under "rejected"
 *   ("use Postgres instead of MySQL" read as rejecting Postgres) or found
 *   only among the identifiers is not kept.
 * - **constraints**: of the truth file's current constraints (those no later
 *   item supersedes), how many are kept. **negations**: the same, for the
 *   current constraints marked `negation`.
 * - **revisions**: of the revision chains (an item that `revises` another and
 *   is not itself superseded), how many are resolved: the latest item is kept,
 *   and no earlier item of the chain is live in the summary. (An earlier item
 *   in the raw tail is fine: the model reads the tail in order, the change
 *   after it.)
 * - **identifiers**: of the distinct identifier values, how many occur
 *   verbatim in the summary or the raw tail.
 * - **lostVsClamp**: current constraints the plain clamp keeps (`assemble`
 *   on the request as given, no compaction) that the compacted prompt does
 *   not keep. Must be 0: compaction must never leave the model knowing less.
 * - **summaryTokens / share**: the `<summary>` block as counted in the
 *   prompt, and the history share it is part of.
 * - **summary items / absent**: every `- ` line of the summary, and those that
 *   match no truth item. A text line matches a truth statement of the user's
 *   own (constraint, decision, rejected option, open question, or a
 *   third-party wish the user adopted) when it contains all the statement's
 *   keys, or when it is a piece (10 characters or more) of the statement's
 *   text; a line that matches only third-party wishes the user did not adopt,
 *   or only verbal-noun sentences, is wrong and counts as absent. An
 *   identifier line matches when it equals an identifier value; a noise value
 *   (`SELECT`, `STATUS`, `OK 200`) never matches.
 * - **verbalNounRules**: summary lines in the constraints section whose only
 *   match is a verbal-noun sentence ("ödeme alındı" read as "do not pay"),
 *   counted apart because they are the precision of Turkish negation; and
 *   **verbalNounProhibitions**: the truth file's verbal-noun sentences that
 *   the clause rules read as a prohibition at all (`classifyClause`), summary
 *   or not.
 */
export interface ConversationMeasure {
  outcome: string;
  compactedTurns: number;
  rawTurns: number;
  constraints: Ratio;
  negations: Ratio;
  revisions: Ratio;
  identifiers: Ratio;
  lostVsClamp: number;
  /** Ids of the current constraints the compacted prompt does not keep (for reading the misses on tuning data). */
  missed: string[];
  /** Ids of those among them that the plain clamp keeps (the `lostVsClamp` ones). */
  lost: string[];
  /** Ids of the latest items of the revision chains not resolved (for reading the misses on tuning data). */
  unresolved: string[];
  summaryTokens: number;
  share: number;
  summaryItems: Ratio & { absent: number };
  verbalNounRules: number;
  /** Verbal-noun sentences of the truth file that a clause rule reads as a prohibition (the precision of Turkish negation). */
  verbalNounProhibitions: Ratio;
  /** CPU time of one `compactHistory` call in milliseconds, the least of three (the machine may be busy; the least is the cost). */
  ms: number;
}

export interface Ratio {
  kept: number;
  total: number;
}

const BINDING: Record<TextItem['kind'], readonly Section[]> = {
  constraint: ['constraints', 'decisions', 'said'],
  decision: ['constraints', 'decisions', 'said'],
  rejected: ['constraints', 'decisions', 'rejected', 'said'],
  'open-question': ['constraints', 'decisions', 'rejected', 'openQuestions', 'said', 'other'],
  'third-party': ['constraints', 'decisions', 'said'],
  'verbal-noun': [],
};

function hasAll(text: string, keys: readonly string[]): boolean {
  return keys.every((key) => text.includes(flatten(key)));
}

function isLiveIn(line: SummaryLine, item: TextItem, sections: readonly Section[]): boolean {
  return !line.superseded && sections.includes(line.section) && hasAll(line.text, item.keys);
}

export function isKept(view: PromptView, item: TextItem): boolean {
  return hasAll(view.raw, item.keys) || view.items.some((line) => isLiveIn(line, item, BINDING[item.kind]));
}

/** Trailing sentence punctuation is not part of a piece of a statement. */
function piece(text: string): string {
  return text.replace(/[.!?…,;:\s]+$/u, '');
}

function matches(line: SummaryLine, item: TextItem): boolean {
  if (hasAll(line.text, item.keys)) return true;
  const p = piece(line.text);
  return p.length >= 10 && flatten(item.text).includes(p);
}

/** Truth verbal-noun sentences with a clause the summarizer's rules read as a prohibition. */
export function verbalNounProhibitions(truth: Truth): Ratio {
  const nouns = truth.items.filter(isTextItem).filter((item) => item.kind === 'verbal-noun');
  const flagged = nouns.filter((item) => splitSentences(item.text).some((s) => splitClauses(s).some((c) => classifyClause(c, truth.language === 'tr') === 'prohibition')));
  return { kept: flagged.length, total: nouns.length };
}

export function measureView(
  view: PromptView,
  clamp: PromptView,
  truth: Truth,
): Omit<ConversationMeasure, 'outcome' | 'compactedTurns' | 'rawTurns' | 'summaryTokens' | 'share' | 'ms' | 'verbalNounProhibitions'> {
  const texts = truth.items.filter(isTextItem);
  const byId = new Map(texts.map((item) => [item.id, item]));
  const current = texts.filter((item) => item.kind === 'constraint' && item.supersededBy === undefined);
  const keptCurrent = current.filter((item) => isKept(view, item));
  const negations = current.filter((item) => item.negation);

  const heads = texts.filter((item) => item.revises !== undefined && item.supersededBy === undefined);
  const resolved = heads.filter((head) => {
    if (!isKept(view, head)) return false;
    // A stale value in the verbatim section reads like one in the raw tail when the change comes after it.
    const changedAfter = (k: number): boolean =>
      hasAll(view.raw, head.keys) || view.items.some((line, j) => j > k && line.section === 'said' && hasAll(line.text, head.keys));
    for (let stale = byId.get(head.revises!); stale !== undefined; stale = stale.revises === undefined ? undefined : byId.get(stale.revises)) {
      const live = (line: SummaryLine, k: number): boolean =>
        isLiveIn(line, stale!, ['constraints', 'decisions', 'openQuestions', 'said', 'other']) && !(line.section === 'said' && changedAfter(k));
      if (view.items.some(live)) return false;
    }
    return true;
  });

  const lost = current.filter((item) => isKept(clamp, item) && !isKept(view, item));

  const ids = [...new Set(truth.items.flatMap((item) => (item.kind === 'identifier' ? [flatten(item.value)] : [])))];
  const inPrompt = `${view.raw}\n${flatten(view.summary ?? '')}`;
  const idValues = new Set(ids);
  const noise = new Set(truth.items.flatMap((item) => (item.kind === 'noise' ? [flatten(item.value)] : [])));

  const own = texts.filter((item) => item.kind !== 'verbal-noun' && !(item.kind === 'third-party' && (item.adoptedBy ?? null) === null));
  const verbalNouns = texts.filter((item) => item.kind === 'verbal-noun');
  let absent = 0;
  let verbalNounRules = 0;
  for (const line of view.items) {
    if (line.section === 'identifiers') {
      if (!idValues.has(line.text) || noise.has(line.text)) absent++;
      continue;
    }
    if (own.some((item) => matches(line, item))) continue;
    absent++;
    if (line.section === 'constraints' && verbalNouns.some((item) => matches(line, item))) verbalNounRules++;
  }

  return {
    constraints: { kept: keptCurrent.length, total: current.length },
    negations: { kept: negations.filter((item) => isKept(view, item)).length, total: negations.length },
    revisions: { kept: resolved.length, total: heads.length },
    identifiers: { kept: ids.filter((id) => inPrompt.includes(id)).length, total: ids.length },
    lostVsClamp: lost.length,
    missed: current.filter((item) => !isKept(view, item)).map((item) => item.id),
    unresolved: heads.filter((head) => !resolved.includes(head)).map((head) => head.id),
    lost: lost.map((item) => item.id),
    summaryItems: { kept: view.items.length - absent, total: view.items.length, absent },
    verbalNounRules,
  };
}

/** Compacts `request` once with `summarizer` under `profile`, assembles, and measures what reaches the model. */
export async function measureConversation(
  request: Request,
  truth: Truth,
  profile: Profile,
  summarizer: Summarizer,
  /** Compactions to time (the least CPU time counts); the result is the same each time. */
  repeats = 3,
): Promise<ConversationMeasure> {
  const tokenizer = createTokenizer(profile.encoding);
  let ms = Number.POSITIVE_INFINITY;
  let result: Awaited<ReturnType<typeof compactHistory>> | undefined;
  for (let i = 0; i < Math.max(1, repeats); i++) {
    const before = process.cpuUsage();
    result = await compactHistory(request, profile, summarizer, { tokenizer });
    const used = process.cpuUsage(before);
    ms = Math.min(ms, (used.user + used.system) / 1000);
  }
  const { request: compacted, outcome } = result!;
  const assembled = assemble(compacted, profile, { tokenizer });
  const view = promptView(assembled);
  const clamp = promptView(assemble(request, profile, { tokenizer }));
  const share = outcome.share;
  return {
    outcome: outcome.kind === 'fell-back' ? `fell-back (${outcome.reason})` : outcome.kind,
    compactedTurns: outcome.kind === 'compacted' ? outcome.compactedTurns : 0,
    rawTurns: assembled.kept.history.length,
    ...measureView(view, clamp, truth),
    verbalNounProhibitions: verbalNounProhibitions(truth),
    summaryTokens: assembled.sections.summary,
    share,
    ms,
  };
}
