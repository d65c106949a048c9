import type { HistoryCost } from '../../core/compact/historyCost.js';
import type { Profile } from '../../core/profile.js';
import type { Request, Turn } from '../../core/request.js';
import type { Summary, SummaryContent, SummaryItem, SummaryLanguage, SummaryTurn } from '../../core/compact/summary.js';
import { referenceCosts, type Count } from './assembly.js';
import { isNoteTurn } from './noteTurn.js';
import { NOTE_UNIT, summaryUnit } from './prompt.js';
import { LISTS } from './summaryText.js';

/**
 * The property suite's own reading of compaction's planning, as
 * docs/compaction.md (K1, K2, K3, K5, the options, the shrink order) and
 * docs/contracts.md state it: slow and plain, written apart from
 * `core/compact/` (it takes the history's costs from the reference model of
 * `assemble`, `referenceCosts`).
 */

/** What the history costs as `assemble` counts it (K1): the share, the cap, the head, each tool group, whether it fits. */
export function referenceHistoryCost(request: Request, profile: Profile, count: Count): HistoryCost {
  const costs = referenceCosts(request, profile, count);
  const noted = costs.handedTrimmed;
  const head = costs.head(noted);
  const groupTokens = costs.groups.map((group) => costs.groupCost(group));
  let total = head;
  for (const tokens of groupTokens) total += tokens;
  const share = Math.floor((profile.window - profile.output.answer - profile.output.reasoning) * profile.shares.history);
  return {
    share,
    maxTurns: profile.maxHistoryTurns,
    noted,
    head,
    groups: costs.groups,
    groupTokens,
    total,
    fits: total <= share && costs.groups.length <= profile.maxHistoryTurns,
  };
}

/**
 * Where the plain clamp's window starts (a request index): all of it when
 * the history fits; else the newest whole groups that fit the share beside
 * the summary and the trim note (the clamp adds the note), at most the cap,
 * and never fewer than the protected groups or one.
 */
export function referenceClampStart(request: Request, profile: Profile, count: Count): number {
  const cost = referenceHistoryCost(request, profile, count);
  const groups = cost.groups;
  if (groups.length === 0) return 0;
  if (cost.fits) return groups[0]![0]!;
  const room = cost.share - referenceCosts(request, profile, count).head(true);
  let kept = 0;
  let used = 0;
  while (kept < groups.length && kept < cost.maxTurns) {
    const next = cost.groupTokens[groups.length - 1 - kept]!;
    if (used + next > room) break;
    used += next;
    kept += 1;
  }
  const floor = Math.max(kept, profile.protectedTurns, 1);
  return groups[groups.length - Math.min(groups.length, floor)]![0]!;
}

export interface ReferenceOptions {
  keepRawTurns: number;
  tailShare: number;
  summaryShare: number;
  language: 'auto' | SummaryLanguage;
}

/** The options as docs/compaction.md states them: defaults 2, 0.35, 0.5, auto (for a field absent or null); or the field a refusal names. */
export function referenceOptions(input: Record<string, unknown>): { ok: true; options: ReferenceOptions } | { ok: false; field: string } {
  const keep = input.keepRawTurns ?? 2;
  if (typeof keep !== 'number' || Math.floor(keep) !== keep || !(keep >= 2) || keep === Infinity) return { ok: false, field: 'keepRawTurns' };
  const fraction = (value: unknown): value is number => typeof value === 'number' && value > 0 && value < 1;
  const tail = input.tailShare ?? 0.35;
  if (!fraction(tail)) return { ok: false, field: 'tailShare' };
  const summary = input.summaryShare ?? 0.5;
  if (!fraction(summary)) return { ok: false, field: 'summaryShare' };
  const language = input.language ?? 'auto';
  if (!['auto', 'tr', 'en'].includes(language as string)) return { ok: false, field: 'language' };
  return { ok: true, options: { keepRawTurns: keep, tailShare: tail, summaryShare: summary, language: language as ReferenceOptions['language'] } };
}

/** K3's merge: the earlier list first, a text already there gains the turns (sorted, once) instead of repeating. */
export function referenceMergeItems(earlier: readonly SummaryItem[], later: readonly SummaryItem[]): SummaryItem[] {
  const out: { text: string; turns: number[]; marks: (number | undefined)[] }[] = [];
  for (const item of [...earlier, ...later]) {
    const same = out.find((o) => o.text === item.text);
    if (same === undefined) out.push({ text: item.text, turns: [...item.turns], marks: [item.supersededBy] });
    else {
      for (const t of item.turns) if (!same.turns.includes(t)) same.turns.push(t);
      same.turns.sort((a, b) => a - b);
      same.marks.push(item.supersededBy);
    }
  }
  return out.map(({ text, turns, marks }) => {
    if (marks.length === 1) return marks[0] === undefined ? { text, turns } : { text, turns, supersededBy: marks[0] };
    // Repeated: the latest replacing turn stays, unless a turn of the item comes at or after it (restated: it holds).
    const latest = Math.max(0, ...marks.map((m) => m ?? 0));
    return latest > turns[turns.length - 1]! ? { text, turns, supersededBy: latest } : { text, turns };
  });
}

export function referenceMergeContent(earlier: SummaryContent, later: SummaryContent): SummaryContent {
  const out = {} as SummaryContent;
  for (const key of LISTS) out[key] = referenceMergeItems(earlier[key], later[key]);
  return out;
}

export type ListName = keyof SummaryContent | 'said';

/**
 * The shrink order of docs/compaction.md (K5): superseded items (identifiers
 * first, constraints last, each list from its end), then the verbatim lines
 * (from the end), then the live items (identifiers, open questions, rejected,
 * decisions, constraints, each from its end); protected items never.
 */
export function shrinkOrder(summary: Summary, isProtected: (list: ListName, item: SummaryItem) => boolean): SummaryItem[] {
  const bottomUp: (keyof SummaryContent)[] = ['identifiers', 'openQuestions', 'rejected', 'decisions', 'constraints'];
  const order: SummaryItem[] = [];
  const take = (list: ListName, items: readonly SummaryItem[], stale: boolean | undefined): void => {
    for (const item of [...items].reverse()) {
      if (stale !== undefined && (item.supersededBy !== undefined) !== stale) continue;
      if (!isProtected(list, item)) order.push(item);
    }
  };
  for (const key of bottomUp) take(key, summary.content[key], true);
  take('said', summary.said ?? [], undefined);
  for (const key of bottomUp) take(key, summary.content[key], false);
  return order;
}

/** The summary without `gone` (by identity); a verbatim section left empty is no section. */
export function referenceWithout(summary: Summary, gone: ReadonlySet<SummaryItem>): Summary {
  const content = {} as SummaryContent;
  for (const key of LISTS) content[key] = summary.content[key].filter((item) => !gone.has(item));
  const said = (summary.said ?? []).filter((item) => !gone.has(item));
  const out: Summary = { covers: summary.covers, language: summary.language, content };
  if (said.length > 0) out.said = said;
  if (summary.carried !== undefined) out.carried = summary.carried;
  return out;
}

/**
 * The fitted summary: the summary itself when its text fits; else the
 * fewest items off the bottom of the order that make it fit; `undefined`
 * when even every unprotected item gone does not.
 */
export function referenceFit(
  summary: Summary,
  budget: number,
  cost: (summary: Summary) => number,
  isProtected: (list: ListName, item: SummaryItem) => boolean,
): Summary | undefined {
  if (cost(summary) <= budget) return summary;
  const order = shrinkOrder(summary, isProtected);
  for (let k = 1; k <= order.length; k++) {
    const fitted = referenceWithout(summary, new Set(order.slice(0, k)));
    if (cost(fitted) <= budget) return fitted;
  }
  return undefined;
}

/** The turns a summarizer is handed: `[from, to)` without trim notes, numbered after `covers`, tool calls as `name(arguments)`. */
export function referenceSummaryTurns(history: readonly Turn[], from: number, to: number, covers: number): SummaryTurn[] {
  const out: SummaryTurn[] = [];
  history.forEach((turn, i) => {
    if (i < from || i >= to || isNoteTurn(turn)) return;
    const entry: SummaryTurn = { n: i + 1 + covers, role: turn.role, text: turn.content };
    if (turn.role === 'assistant' && (turn.toolCalls ?? []).length > 0) entry.calls = turn.toolCalls!.map((c) => c.name + '(' + c.arguments + ')');
    out.push(entry);
  });
  return out;
}

/** K3: the request with `[0, cut)` replaced by the summary; turns cut before (a note among them) stay marked. */
export function referenceCompacted(request: Request, cut: number, summary: string): Request {
  const history = request.history ?? [];
  const out: Request = { ...request, summary, history: history.slice(cut) };
  const cutBefore = request.historyTrimmed === true || history.slice(0, cut).some(isNoteTurn);
  if (cutBefore) out.historyTrimmed = true;
  else if (request.historyTrimmed === false) out.historyTrimmed = false;
  else delete out.historyTrimmed;
  return out;
}

/** The earlier summary as the next compaction reads it (K3): `expected` is what the reader gives back, or the caller's text carried. */
export interface ReferencePrevious {
  covers: number;
  content: SummaryContent;
  said?: SummaryItem[];
  carried?: string;
  language: SummaryLanguage;
}

export type ReferencePlan =
  | { kind: 'not-needed' }
  | { kind: 'too-large'; detail: string }
  | { kind: 'compact'; cuts: number[] };

/**
 * K1 and K2: nothing when the history fits its share and cap; else the
 * smallest raw tail of whole groups holding `keepRawTurns` turns and the
 * protected groups (at least one); `too-large` when that tail is the whole
 * history, or when it does not fit beside a summary with no items (its
 * header only) or the cap; else the cuts to try: the largest tail within
 * `tailShare` of the share and of the cap (at least one group), then the
 * smallest, once when they are the same. Never the whole history.
 */
export function referencePlan(
  request: Request,
  profile: Profile,
  count: Count,
  options: ReferenceOptions,
  emptySummaryText: string,
): ReferencePlan {
  const cost = referenceHistoryCost(request, profile, count);
  const costs = referenceCosts(request, profile, count);
  const n = cost.groups.length;
  if (n === 0 || cost.fits) return { kind: 'not-needed' };
  const turnsFrom = (g: number): number => cost.groups.slice(g).reduce((sum, group) => sum + group.length, 0);
  const tokensFrom = (g: number): number => cost.groupTokens.slice(g).reduce((sum, t) => sum + t, 0);
  const needGroups = Math.max(1, profile.protectedTurns);
  let smallest = -1;
  for (let g = n - 1; g >= 0; g--) {
    if (turnsFrom(g) >= options.keepRawTurns && n - g >= needGroups) {
      smallest = g;
      break;
    }
  }
  if (smallest <= 0) {
    return {
      kind: 'too-large',
      detail: `all ${n} turn groups must stay raw (keepRawTurns ${options.keepRawTurns}, protectedTurns ${profile.protectedTurns}); nothing older to compact`,
    };
  }
  const bare = costs.message('system') + count(summaryUnit(emptySummaryText)) + (cost.noted ? count(NOTE_UNIT) : 0);
  const least = bare + tokensFrom(smallest);
  if (least > cost.share || n - smallest > cost.maxTurns) {
    return {
      kind: 'too-large',
      detail: `the raw tail alone (${n - smallest} groups, ${least} tokens with an empty summary) exceeds the history share of ${cost.share} tokens or the cap of ${cost.maxTurns} turns`,
    };
  }
  const tokenTarget = Math.floor(cost.share * options.tailShare);
  const groupTarget = Math.max(1, Math.floor(cost.maxTurns * options.tailShare));
  let preferred = smallest;
  for (let g = 1; g < smallest; g++) {
    if (tokensFrom(g) <= tokenTarget && n - g <= groupTarget) {
      preferred = g;
      break;
    }
  }
  const first = (g: number): number => cost.groups[g]![0]!;
  return { kind: 'compact', cuts: preferred === smallest ? [first(smallest)] : [first(preferred), first(smallest)] };
}
