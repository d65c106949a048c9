import { assemble } from '../../core/assemble.js';
import type { Profile } from '../../core/profile.js';
import type { Request, Turn } from '../../core/request.js';
import { createTokenizer } from '../../core/tokenizer.js';
import { compactHistory, type CompactHistoryOptions, type CompactionOutcome } from '../compactHistory.js';
import type { Summarizer } from '../summarizer.js';
import { isKept } from './measureConversation.js';
import { promptView, type PromptView } from './promptView.js';
import { isTextItem, type TextItem, type Truth } from './truth.js';

/**
 * Repeated compaction, as a deployment does it: the conversation is replayed
 * turn by turn, and before every user turn (when the model would be asked)
 * the state — the compacted request so far — is compacted when it is over
 * its share, then grows again. Every compaction after the first reads an
 * earlier summary back.
 *
 * At every compaction the state's assembled prompt is measured against what
 * the conversation so far says (the truth file cut to the turns replayed):
 *
 * - **lostVsClamp**: current constraints the plain clamp of the whole
 *   conversation so far keeps that the state's prompt does not: compaction
 *   must never leave the model knowing less, however often it ran.
 * - **lostVsOnce**: current constraints one compaction of the conversation
 *   so far keeps that the repeated one does not (what an earlier summary
 *   forgot on the way).
 * - **fellBack**: compactions that wrote nothing although the history was
 *   over its share, by reason: the model then reads the clamp of a history
 *   that already lost its head to earlier compactions.
 *
 * Everything is read off the assembled prompt (`promptView`), with the
 * measurement's oracle (`isKept`), never with the summarizer's parser.
 */
export interface ReplayMeasure {
  /** Compactions that wrote a summary. */
  compactions: number;
  /** Compactions that fell back, by reason. */
  fellBack: Record<string, number>;
  /** Per compaction round (a compaction tried over the share): the constraints lost against the clamp and against one compaction. */
  rounds: ReplayRound[];
  /** Summed over the rounds (a constraint lost in three rounds counts three times). */
  lostVsClamp: number;
  lostVsOnce: number;
  /** Current constraints of the whole conversation the final prompt keeps (after the last turn, compacted as needed). */
  finalConstraints: { kept: number; total: number };
  /** Largest summary, in tokens, over the history share. */
  summaryShareMax: number;
  /** Every compaction's summary, in tokens, over the history share, in the order they ran. */
  summaryShares: number[];
}

export interface ReplayRound {
  /** Turns replayed (1-based: the state covers turns 1 … turns). */
  turns: number;
  outcome: string;
  /** Ids of the current constraints the clamp keeps and the state's prompt does not. */
  lost: string[];
  /** Ids of the current constraints one compaction keeps and the state's prompt does not. */
  forgot: string[];
  /** The state's summary after the round, for reading a miss. */
  summary: string | undefined;
}

/** The truth of the first `turns` turns: later items, and links to them, are not said yet. */
export function truthUpTo(truth: Truth, turns: number): Truth {
  const said = new Set(truth.items.filter((item) => item.turn <= turns).map((item) => item.id));
  const items = truth.items.filter((item) => said.has(item.id)).map((item) => {
    if (!isTextItem(item)) return item;
    const copy: TextItem = { ...item };
    if (copy.supersededBy !== undefined && !said.has(copy.supersededBy)) delete copy.supersededBy;
    if (typeof copy.adoptedBy === 'string' && !said.has(copy.adoptedBy)) copy.adoptedBy = null;
    return copy;
  });
  return { ...truth, items };
}

function currentConstraints(truth: Truth): TextItem[] {
  return truth.items.filter(isTextItem).filter((item) => item.kind === 'constraint' && item.supersededBy === undefined);
}

/** A compaction the replay tried over the share. */
export interface ReplayStep {
  /** Turns replayed (1-based: the state covers turns 1 … turns). */
  turns: number;
  outcome: CompactionOutcome;
  /** The state after the compaction (a fallback leaves it as it was). */
  state: Request;
  /** The plain conversation so far: `base` with the first `turns` turns. */
  prefix: Request;
}

/**
 * The replay itself: `history` is given to `base` turn by turn, and before
 * every user turn (when the model would be asked) and after the last the
 * state is compacted; `onStep` sees every compaction tried over the share.
 * Returns the final state.
 */
export async function replayTurns(
  base: Request,
  history: readonly Turn[],
  profile: Profile,
  summarizer: Summarizer,
  onStep: (step: ReplayStep) => void | Promise<void>,
  options: CompactHistoryOptions = {},
): Promise<Request> {
  let state: Request = { ...base, history: [] };
  for (let t = 0; t <= history.length; t++) {
    if (t > 0 && (t === history.length || history[t]!.role === 'user')) {
      const { request, outcome } = await compactHistory(state, profile, summarizer, options);
      if (outcome.kind !== 'not-needed') {
        if (outcome.kind === 'compacted') state = request;
        await onStep({ turns: t, outcome, state, prefix: { ...base, history: history.slice(0, t) } });
      }
    }
    if (t < history.length) state = { ...state, history: [...(state.history ?? []), history[t]!] };
  }
  return state;
}

/** Replays `request`'s history turn by turn, compacting before every user turn and at the end. */
export async function replayConversation(request: Request, truth: Truth, profile: Profile, summarizer: Summarizer): Promise<ReplayMeasure> {
  const tokenizer = createTokenizer(profile.encoding);
  const { history = [], summary: _summary, ...base } = request;
  const result: ReplayMeasure = {
    compactions: 0, fellBack: {}, rounds: [], lostVsClamp: 0, lostVsOnce: 0, finalConstraints: { kept: 0, total: 0 }, summaryShareMax: 0, summaryShares: [],
  };
  const view = (r: Request): PromptView => promptView(assemble(r, profile, { tokenizer }));
  const final = await replayTurns(base, history, profile, summarizer, async ({ turns: t, outcome, state, prefix }) => {
    if (outcome.kind === 'fell-back') result.fellBack[outcome.reason] = (result.fellBack[outcome.reason] ?? 0) + 1;
    else {
      result.compactions++;
      const assembled = assemble(state, profile, { tokenizer });
      const summaryShare = assembled.sections.summary / outcome.share;
      result.summaryShares.push(summaryShare);
      result.summaryShareMax = Math.max(result.summaryShareMax, summaryShare);
    }
    const known = currentConstraints(truthUpTo(truth, t));
    const mine = view(state);
    const clamp = view(prefix);
    const once = view((await compactHistory(prefix, profile, summarizer, { tokenizer })).request);
    const round: ReplayRound = {
      turns: t,
      outcome: outcome.kind === 'fell-back' ? `fell-back (${outcome.reason})` : outcome.kind,
      lost: known.filter((item) => isKept(clamp, item) && !isKept(mine, item)).map((item) => item.id),
      forgot: known.filter((item) => isKept(once, item) && !isKept(mine, item)).map((item) => item.id),
      summary: state.summary,
    };
    result.rounds.push(round);
    result.lostVsClamp += round.lost.length;
    result.lostVsOnce += round.forgot.length;
  }, { tokenizer });
  const last = view(final);
  const known = currentConstraints(truth);
  result.finalConstraints = { kept: known.filter((item) => isKept(last, item)).length, total: known.length };
  return result;
}
