import {
  clampStart, compactedRequest, emptyContent, extractSummary, historyCost, mergeContent, parseSummary, planCompaction, previousSummary, renderSummary,
  resolveCompactionOptions, splitSentences, summaryInputFor, validateSummary, type HistoryCost, type PreviousSummary, type Summary, type SummaryItem,
} from '../../core/compact/index.js';
import type { Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { compactHistory, type CompactHistoryOptions, type CompactHistoryResult, type FallbackReason } from '../../compaction/compactHistory.js';
import type { Summarizer } from '../../compaction/summarizer.js';

export type CompactionDefect =
  /** K1: compacts whenever there is anything older than the raw tail, fitting or not. */
  | 'compacts-every-turn'
  /** K2: counts the raw tail in turns and cuts there, through a tool call and its result. */
  | 'splits-tool-pairs'
  /** K2: keeps only the newest group raw, whatever `keepRawTurns` says. */
  | 'one-raw-turn'
  /** K3: puts the new summary after the old one instead of replacing it. */
  | 'appends-summary'
  /** K3: the new summary is the new range only; the earlier summary's items are lost. */
  | 'forgets-previous'
  /** K4: writes whatever the summarizer returned, failures included. */
  | 'writes-failures'
  /** K5: never checks that summary and tail fit the share. */
  | 'ignores-budget'
  /**
   * Never worse than the clamp: keeps only the rules of the first turns, as
   * a summarizer built for "rules come first" would; a rule given later, in
   * a turn the clamp would have kept, is lost.
   */
  | 'keeps-first-rules-only'
  /**
   * Never worse than the clamp: of a rule said right after a refusal
   * ("Olmaz, ilk hafta herkes ofiste."), keeps the refusal and loses the
   * rule, as the extractive summarizer did before it read such norms.
   */
  | 'keeps-the-refusal-only'
  /**
   * Never worse than the clamp: the summary is what the summarizer
   * recognised and nothing more (compaction before its verbatim section):
   * a user statement of the clamp's window that no rule reads is lost.
   */
  | 'keeps-only-what-the-summarizer-read'
  /**
   * Never worse than the clamp: the verbatim section's lines filed as
   * rejected options — the words are in the prompt, not as binding (as a
   * Turkish "we don't …" rule filed as a rejected option was).
   */
  | 'files-the-window-words-as-options'
  /**
   * Never worse than the clamp: the verbatim section's lines marked replaced
   * by a later turn (as a false match of a value of the same kind marked a
   * rule of the window's turns).
   */
  | 'marks-the-window-words-replaced'
  /**
   * Never worse than the clamp: a verbatim line's first sentence moved to the
   * constraints, the rest left where it was — a statement of two sentences
   * cut over two lines.
   */
  | 'splits-the-window-turns'
  /**
   * Never worse than the clamp: a verbatim line without the words of an item
   * marked replaced by a turn that is not the user's (a tool call the user
   * approved), as the section was written before: a false match left the
   * model the rest of the sentence and the rule marked replaced.
   */
  | 'cuts-the-words-a-call-replaced'
  /**
   * Never worse than the clamp: the earlier user sentences the window's
   * other turns repeat are left out (compaction before it carried them).
   */
  | 'forgets-the-repeated-words'
  /**
   * Never worse than the clamp, compaction after compaction: the earlier
   * summary's verbatim lines are dropped before the next compaction reads it
   * (as if a summarizer read only the earlier summary's lists), so words the
   * whole conversation's clamp still shows, which only those lines held, are
   * lost.
   */
  | 'forgets-the-earlier-verbatim-lines'
  /**
   * Never worse than the clamp, compaction after compaction: the earlier
   * summary is ignored altogether, as a summarizer that never reads it would
   * (each compaction summarizes only the turns it folds).
   */
  | 'ignores-the-earlier-summary'
  /**
   * Never worse than the clamp, compaction after compaction: a rule an
   * earlier summary kept live and whole, that an approved tool call now
   * replaces, is left marked replaced (the first line to go) instead of
   * written back as its turn's line, as the code before 2026-12-03 did; one
   * a user turn replaces is written back. Caught at the default runs since
   * the repeated property's generator draws the mechanism in one case of
   * four (`callReplacesRuleScenarios`).
   */
  | 'keeps-a-rule-a-call-replaced-marked';

/** Defects made on the real `compactHistory`'s summary, after the fact. */
const EDITS: readonly CompactionDefect[] = [
  'files-the-window-words-as-options', 'marks-the-window-words-replaced', 'splits-the-window-turns', 'forgets-the-repeated-words', 'cuts-the-words-a-call-replaced',
  'keeps-a-rule-a-call-replaced-marked',
];

/** The real compaction's summary with this compaction's verbatim lines edited by `defect`. */
async function editedCompaction(
  defect: CompactionDefect, request: Request, profile: Profile, summarizer: Summarizer, options: CompactHistoryOptions,
): Promise<CompactHistoryResult> {
  const result = await compactHistory(request, profile, summarizer, options);
  if (result.outcome.kind !== 'compacted') return result;
  const summary = result.outcome.summary;
  const covers = previousSummary(request, resolveCompactionOptions(options)).covers;
  const tokenizer = createTokenizer(profile.encoding);
  const firstClampTurn = covers + clampStart(request, historyCost(request, profile, tokenizer), profile, tokenizer) + 1;
  const mine = (item: SummaryItem): boolean => item.turns.some((t) => t > covers);
  const said = summary.said ?? [];
  const content = { ...summary.content };
  let kept: SummaryItem[] = said;
  if (defect === 'files-the-window-words-as-options') {
    content.rejected = [...content.rejected, ...said.filter(mine)];
    kept = said.filter((item) => !mine(item));
  } else if (defect === 'marks-the-window-words-replaced') {
    kept = said.map((item) => (mine(item) ? { ...item, supersededBy: summary.covers + 1 } : item));
  } else if (defect === 'cuts-the-words-a-call-replaced') {
    // What the extractive summarizer marked replaced by a turn that is not the user's, read again for the same range.
    const history = request.history ?? [];
    const found = extractSummary(summaryInputFor(request, previousSummary(request, resolveCompactionOptions(options)), result.outcome.compactedTurns));
    const byCall = [...found.constraints, ...found.decisions].filter((item) => {
      const by = item.supersededBy === undefined ? undefined : history[item.supersededBy - covers - 1];
      return by !== undefined && by.role !== 'user' && by.role !== 'system';
    });
    kept = said.flatMap((item) => {
      if (!mine(item)) return [item];
      const text = byCall.filter((s) => s.turns.some((t) => item.turns.includes(t))).reduce((t, s) => t.replace(s.text, ' '), item.text).replace(/\s+/gu, ' ').trim();
      return /[\p{L}\p{N}]/u.test(text) ? [{ ...item, text }] : [];
    });
  } else if (defect === 'keeps-a-rule-a-call-replaced-marked') {
    // The rules of covered turns the extractive summarizer marks replaced by a call, read again for the same range: their
    // lines written back (a covered turn with no line in the earlier summary) go, the rule stays marked.
    const history = request.history ?? [];
    const previous = previousSummary(request, resolveCompactionOptions(options));
    const lined = new Set((previous.said ?? []).flatMap((item) => item.turns));
    const found = extractSummary(summaryInputFor(request, previous, result.outcome.compactedTurns));
    const byCall = [...found.constraints, ...found.decisions].filter((item) => {
      const by = item.supersededBy === undefined ? undefined : history[item.supersededBy - covers - 1];
      return by !== undefined && by.role === 'assistant' && item.turns.every((t) => t <= covers);
    });
    const back = said.filter((item) => item.turns.every((t) => t <= covers && !lined.has(t)) && byCall.some((s) => s.text === item.text && s.turns.join() === item.turns.join()));
    kept = said.filter((item) => !back.includes(item));
    content.constraints = [...content.constraints, ...back.map((item) => ({ ...item, supersededBy: summary.covers }))];
  } else if (defect === 'splits-the-window-turns') {
    kept = [];
    for (const item of said) {
      const sentences = mine(item) ? splitSentences(item.text) : [];
      if (sentences.length < 2) {
        kept.push(item);
        continue;
      }
      content.constraints = [...content.constraints, { text: sentences[0]!, turns: item.turns }];
      kept.push({ ...item, text: sentences.slice(1).join(' ') });
    }
  } else {
    kept = said.filter((item) => !mine(item) || item.turns.some((t) => t >= firstClampTurn));
  }
  const { said: _said, ...rest } = summary;
  const edited: Summary = { ...rest, content, ...(kept.length === 0 ? {} : { said: kept }) };
  return { request: { ...result.request, summary: renderSummary(edited) }, outcome: { ...result.outcome, summary: edited } };
}

/** `compactHistory` with one defect: a simple re-implementation on the same core pieces. */
export function mutantCompactHistory(defect: CompactionDefect) {
  return async (
    request: Request,
    profile: Profile,
    summarizer: Summarizer,
    options: CompactHistoryOptions = {},
  ): Promise<CompactHistoryResult> => {
    if (EDITS.includes(defect)) return editedCompaction(defect, request, profile, summarizer, options);
    if (defect === 'forgets-the-earlier-verbatim-lines' || defect === 'ignores-the-earlier-summary') {
      const parsed = request.summary === undefined ? undefined : parseSummary(request.summary);
      if (parsed === undefined) return compactHistory(request, profile, summarizer, options);
      const { said: _said, ...lists } = parsed;
      const earlier = defect === 'ignores-the-earlier-summary' ? { ...lists, content: emptyContent() } : lists;
      return compactHistory({ ...request, summary: renderSummary(earlier) }, profile, summarizer, options);
    }
    const resolved = resolveCompactionOptions(options);
    const tokenizer = createTokenizer(profile.encoding);
    const cost = historyCost(request, profile, tokenizer);
    const notNeeded = (): CompactHistoryResult => ({
      request,
      outcome: { kind: 'not-needed', historyTokens: cost.total, share: cost.share },
    });
    const fellBack = (reason: FallbackReason): CompactHistoryResult => ({
      request,
      outcome: { kind: 'fell-back', reason, detail: defect, summarizer: summarizer.name, historyTokens: cost.total, share: cost.share },
    });

    const plan = planCompaction(request, profile, tokenizer, resolved);
    const previous: PreviousSummary = previousSummary(request, resolved);
    let cut: number;
    if (defect === 'compacts-every-turn') {
      const raw = minimalTail(cost, resolved.keepRawTurns, profile.protectedTurns);
      if (raw === 0) return plan.kind === 'not-needed' ? notNeeded() : fellBack('too-large');
      cut = cost.groups[raw]![0]!;
    } else {
      if (plan.kind === 'not-needed') return notNeeded();
      if (plan.kind === 'too-large') return fellBack('too-large');
      cut = plan.cuts[plan.cuts.length - 1]!;
      if (defect === 'one-raw-turn') cut = cost.groups[cost.groups.length - 1]![0]!;
      if (defect === 'splits-tool-pairs') cut = Math.max(1, (request.history ?? []).length - resolved.keepRawTurns);
    }

    const input = summaryInputFor(request, previous, cut);
    let output: unknown;
    const timeoutMs = options.timeoutMs ?? 30_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = Symbol('timeout');
    try {
      output = await Promise.race([
        summarizer.summarize(input, new AbortController().signal),
        new Promise((resolve) => (timer = setTimeout(() => resolve(timedOut), timeoutMs))),
      ]);
    } catch (error) {
      if (defect !== 'writes-failures') return fellBack('threw');
      output = String(error);
    } finally {
      clearTimeout(timer);
    }
    if (output === timedOut) {
      if (defect !== 'writes-failures') return fellBack('timeout');
      output = `no answer after ${timeoutMs} ms`;
    }
    const checked = validateSummary(output, input);
    let text: string;
    if (checked.ok) {
      let content = defect === 'forgets-previous' ? checked.content : mergeContent(previous.content, checked.content);
      if (defect === 'keeps-first-rules-only') {
        content = { ...content, constraints: content.constraints.filter((item) => item.turns[0]! <= previous.covers + 2) };
      }
      if (defect === 'keeps-the-refusal-only') {
        content = { ...content, constraints: content.constraints.map((item) => ({ ...item, text: item.text.replace(/^(olmaz|hayır|no|nope),\s.*$/isu, '$1') })) };
      }
      text = renderSummary({
        covers: previous.covers + cut,
        language: previous.language,
        content,
        ...(previous.carried === undefined ? {} : { carried: previous.carried }),
      });
      if (defect === 'appends-summary' && request.summary !== undefined) text = `${request.summary}\n${text}`;
    } else if (defect === 'writes-failures') {
      text = typeof output === 'string' && output.trim() !== '' ? output : JSON.stringify(output ?? 'leer') ?? 'leer';
    } else {
      return fellBack(checked.reason);
    }
    const compacted = compactedRequest(request, cut, text);
    const after = historyCost(compacted, profile, tokenizer);
    if (!after.fits && defect !== 'ignores-budget') return fellBack('too-large');
    return {
      request: compacted,
      outcome: {
        kind: 'compacted',
        summarizer: summarizer.name,
        compactedTurns: cut,
        rawTurns: compacted.history?.length ?? 0,
        historyTokens: { before: cost.total, after: after.total },
        share: cost.share,
        attempts: 1,
        shrunk: 0,
        summary: { covers: previous.covers + cut, language: previous.language, content: checked.ok ? checked.content : emptyContent() },
      },
    };
  };
}

/** First group of the smallest raw tail the real planner allows (0: there is nothing older). */
function minimalTail(cost: HistoryCost, keepRawTurns: number, protectedTurns: number): number {
  let turns = 0;
  for (let g = cost.groups.length - 1; g >= 0; g--) {
    turns += cost.groups[g]!.length;
    if (turns >= keepRawTurns && cost.groups.length - g >= Math.max(1, protectedTurns)) return g;
  }
  return 0;
}
