import type { Profile } from '../profile.js';
import { looksTurkish } from './clauseKind.js';
import { foldCase } from './foldCase.js';
import { isTrimNoteTurn, type Request } from '../request.js';
import type { Tokenizer } from '../tokenizer.js';
import { costOf, headTokens, type HistoryCost } from './historyCost.js';
import type { CompactionOptions } from './options.js';
import { parseSummary, renderSummary } from './renderSummary.js';
import { emptyContent, type SummaryContent, type SummaryInput, type SummaryItem, type SummaryLanguage, type SummaryTurn } from './summary.js';

/** The earlier summary, read back (K3: it is an input to the next one). */
export interface PreviousSummary {
  /** Turns the earlier summary already covers; this request's turn `i` is number `covers + i + 1`. */
  covers: number;
  content: SummaryContent;
  /** Its verbatim section (`Summary.said`): carried into the next summary, not shown to the summarizer. */
  said?: SummaryItem[];
  /** A caller-written summary, carried verbatim. */
  carried?: string;
  language: SummaryLanguage;
}

export type CompactionPlan =
  /** K1: the history fits its share and turn cap; nothing happens. */
  | { kind: 'not-needed'; cost: HistoryCost }
  /** Even compacting everything but the raw tail cannot fit: decided before any summarizer call. */
  | { kind: 'too-large'; cost: HistoryCost; detail: string }
  | {
      kind: 'compact';
      cost: HistoryCost;
      /**
       * Where the raw tail may start (indices into `request.history`, each the
       * first turn of a tool group), in the order to try: the preferred range
       * first, then the largest one (K5's "compact a larger range").
       */
      cuts: number[];
      previous: PreviousSummary;
    };

/**
 * Decides whether and what to compact (K1, K2), before anything is
 * summarized. Pure: the summarizer call and the timeout live at the edge
 * (`compaction/compactHistory.ts`).
 *
 * - Triggered only when `assemble` would cut history on its own: the
 *   history (summary, trim note and turns, counted as `assemble` counts
 *   them) is over its share, or has more tool groups than the turn cap.
 * - The range is always the oldest turns; the raw tail is whole tool groups
 *   (a call is never separated from its result), holds at least
 *   `keepRawTurns` turns and at least `protectedTurns` groups.
 */
export function planCompaction(
  request: Request,
  profile: Profile,
  tokenizer: Tokenizer,
  options: CompactionOptions,
): CompactionPlan {
  const cost = costOf(request, profile, tokenizer);
  const groupCount = cost.groups.length;
  if (groupCount === 0 || cost.fits) return { kind: 'not-needed', cost };

  const previous = previousSummary(request, options);

  // The smallest raw tail: whole groups, enough turns, enough groups.
  let minTail = 0;
  let turns = 0;
  for (let g = groupCount - 1; g >= 0; g--) {
    turns += cost.groups[g]!.length;
    const groups = groupCount - g;
    if (turns >= options.keepRawTurns && groups >= Math.max(1, profile.protectedTurns)) {
      minTail = g;
      break;
    }
  }
  if (minTail === 0) {
    return {
      kind: 'too-large',
      cost,
      detail:
        `all ${groupCount} turn groups must stay raw (keepRawTurns ${options.keepRawTurns}, ` +
        `protectedTurns ${profile.protectedTurns}); nothing older to compact`,
    };
  }

  // suffix[g]: tokens of groups g … end, so every candidate tail costs O(1).
  const suffix = new Array<number>(groupCount + 1).fill(0);
  for (let g = groupCount - 1; g >= 0; g--) suffix[g] = suffix[g + 1]! + cost.groupTokens[g]!;
  const tailTokens = (from: number): number => suffix[from]!;
  // Even a summary with nothing but its header must fit beside the smallest tail.
  const bareHead = headTokens(
    renderSummary({ covers: previous.covers + 1, language: previous.language, content: emptyContent() }),
    cost.noted,
    profile,
    tokenizer,
  );
  const smallest = bareHead + tailTokens(minTail);
  if (smallest > cost.share || groupCount - minTail > cost.maxTurns) {
    return {
      kind: 'too-large',
      cost,
      detail: `the raw tail alone (${groupCount - minTail} groups, ${smallest} tokens with an empty summary) exceeds the history share of ${cost.share} tokens or the cap of ${cost.maxTurns} turns`,
    };
  }

  // The preferred tail: as many newest groups as fit in tailShare of the share and
  // of the turn cap. The rest is room to grow: a tail that filled the share would
  // trigger the next compaction on the next turn, which K1 rules out.
  const targetTokens = Math.floor(cost.share * options.tailShare);
  const targetGroups = Math.max(1, Math.floor(cost.maxTurns * options.tailShare));
  let preferred = minTail;
  for (let g = minTail - 1; g >= 1; g--) {
    if (tailTokens(g) > targetTokens || groupCount - g > targetGroups) break;
    preferred = g;
  }
  const cutAt = (g: number): number => cost.groups[g]![0]!;
  const cuts = preferred === minTail ? [cutAt(minTail)] : [cutAt(preferred), cutAt(minTail)];
  return { kind: 'compact', cost, cuts, previous };
}

/** The request's summary read back: baglam's own format, or a caller's text to carry verbatim, or none. */
export function previousSummary(request: Request, options: CompactionOptions): PreviousSummary {
  const detected = options.language === 'auto' ? detectLanguage(request) : options.language;
  if (request.summary === undefined) return { covers: 0, content: emptyContent(), language: detected };
  const parsed = parseSummary(request.summary);
  if (parsed === undefined) {
    return { covers: 0, content: emptyContent(), carried: request.summary, language: detected };
  }
  return {
    covers: parsed.covers,
    content: parsed.content,
    ...(parsed.said === undefined ? {} : { said: parsed.said }),
    ...(parsed.carried === undefined ? {} : { carried: parsed.carried }),
    language: options.language === 'auto' ? parsed.language : options.language,
  };
}

/**
 * Turkish when Turkish-only letters make up at least half a percent of the
 * letters users wrote, or when their words are Turkish ones typed without
 * those letters ("bu arada cuma gunleri deploy yok").
 */
function detectLanguage(request: Request): SummaryLanguage {
  let letters = 0;
  let turkish = 0;
  const said: string[] = [];
  for (const turn of request.history ?? []) {
    if (turn.role !== 'user') continue;
    letters += (turn.content.match(/\p{L}/gu) ?? []).length;
    turkish += (turn.content.match(/[çğıöşüÇĞİÖŞÜ]/gu) ?? []).length;
    said.push(turn.content);
  }
  if (letters === 0) return 'en';
  return turkish * 200 >= letters || looksTurkish(foldCase(said.join(' '))) ? 'tr' : 'en';
}

/**
 * The turns of `[0, cut)` as a summarizer sees them, numbered after the
 * earlier summary's, after the earlier summary's verbatim lines as the user
 * turns they came from; the turns from `cut` on, which stay raw, as `later`
 * (for supersession only).
 */
export function summaryInputFor(request: Request, previous: PreviousSummary, cut: number): SummaryInput {
  const history = request.history ?? [];
  const numbered = (from: number, to: number): SummaryTurn[] => {
    const turns: SummaryTurn[] = [];
    for (let i = from; i < to; i++) {
      const turn = history[i]!;
      if (isTrimNoteTurn(turn)) continue;
      const calls = turn.role === 'assistant' && turn.toolCalls !== undefined && turn.toolCalls.length > 0
        ? turn.toolCalls.map((call) => `${call.name}(${call.arguments})`)
        : undefined;
      turns.push({ n: previous.covers + i + 1, role: turn.role, text: turn.content, ...(calls === undefined ? {} : { calls }) });
    }
    return turns;
  };
  // An earlier summary's verbatim lines are the user's turns it kept whole (or their sentences a later turn repeated):
  // read again as those turns, with their numbers, so that their rules become items of the next summary, superseded by
  // what came after like any other (K3: the previous summary is an input to the next). Without this, a rule an earlier
  // compaction held only in a verbatim line — every rule of the clamp's window — was the first live line to go.
  const carried: SummaryTurn[] = (previous.said ?? [])
    .map((item) => ({ n: item.turns[item.turns.length - 1]!, role: 'user' as const, text: item.text }))
    .sort((a, b) => a.n - b.n);
  return {
    turns: [...carried, ...numbered(0, cut)],
    previous: previous.content,
    ...(previous.carried === undefined ? {} : { carried: previous.carried }),
    language: previous.language,
    maxTurn: previous.covers + cut,
    later: numbered(cut, history.length),
  };
}

/**
 * The request with `[0, cut)` replaced by `summary` (K3: one block at the head
 * of history, replacing the earlier one). A trim note among the compacted
 * turns — turns cut before baglam saw them — stays true as `historyTrimmed`.
 */
export function compactedRequest(request: Request, cut: number, summary: string): Request {
  const history = request.history ?? [];
  const trimmed = request.historyTrimmed === true || history.slice(0, cut).some(isTrimNoteTurn);
  const { summary: _summary, historyTrimmed: _trimmed, history: _history, ...rest } = request;
  return {
    ...rest,
    summary,
    ...(trimmed ? { historyTrimmed: true } : request.historyTrimmed === undefined ? {} : { historyTrimmed: false }),
    history: history.slice(cut),
  };
}
