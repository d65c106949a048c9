import { checkTokenizerFor } from '../argumentChecks.js';
import { promptBudget, resolveProfile, type Profile } from '../profile.js';
import { TRIM_NOTE_UNIT, summaryUnit } from '../render.js';
import { renderRequest } from '../renderedRequest.js';
import { validateRequest, type Request } from '../request.js';
import type { Tokenizer } from '../tokenizer.js';
import { groupTurns } from '../turnGroups.js';

/**
 * What the history of a request costs, counted the way `assemble` counts it:
 * the very turn renderings `assemble` counts (`renderRequest`: trim notes
 * taken out as structure, tool results cut to `maxLines`), the same
 * per-message overhead of the chat template, the same tool-pair groups, the
 * same share.
 *
 * `assemble` does not hand out its totals, so the sums are made here; the
 * test beside this file proves they agree to the token (the difference
 * between assembling a request with and without its history).
 */
export interface HistoryCost {
  /** The history share: ⌊(window − output reserve) × shares.history⌋. */
  share: number;
  /** The turn cap (`maxHistoryTurns`); `assemble` counts tool groups against it. */
  maxTurns: number;
  /** True when earlier turns were cut before this request (`historyTrimmed`, or a trim-note turn). */
  noted: boolean;
  /** The head of the history: the summary block and, when earlier turns were cut, the trim note. */
  head: number;
  /** Groups of turns that move together (a tool call with its result), as indices into `request.history`; trim notes are not turns. */
  groups: number[][];
  /** Tokens of each group, message overhead included. */
  groupTokens: number[];
  /** head + every group: what the history would take if nothing were cut. */
  total: number;
  /** True when `assemble` would keep every turn: the total is within the share and the groups within the cap. */
  fits: boolean;
}

/** Overhead of one chat message with this role; 0 in the text template. */
function messageTokens(role: string, profile: Profile, tokenizer: Tokenizer): number {
  return profile.template.kind === 'chat' ? profile.template.perMessage + tokenizer.count(role) : 0;
}

/** The history's head: one system message holding the summary block and, when `noted`, the trim note. */
export function headTokens(summary: string | undefined, noted: boolean, profile: Profile, tokenizer: Tokenizer): number {
  const hasSummary = summary !== undefined;
  return (
    (hasSummary || noted ? messageTokens('system', profile, tokenizer) : 0) +
    (hasSummary ? tokenizer.count(summaryUnit(summary)) : 0) +
    (noted ? tokenizer.count(TRIM_NOTE_UNIT) : 0)
  );
}

/**
 * The history's cost, from what a caller hands it: the request, the profile
 * and the tokenizer are checked as `assemble` checks them (a tool result
 * without its call, a profile with no room, a tokenizer of another encoding
 * are refused by field), so that no cost is made of a request `assemble`
 * would refuse.
 */
export function historyCost(requestInput: Request, profileInput: Profile, tokenizerInput: Tokenizer): HistoryCost {
  const request = validateRequest(requestInput);
  const profile = resolveProfile(profileInput);
  return costOf(request, profile, checkTokenizerFor(tokenizerInput, profile.encoding));
}

/**
 * `historyCost` of a request, profile and tokenizer already checked (the
 * compaction's own: `planCompaction` and `compactHistory` check them once,
 * at their door, and cost the requests they build from them).
 */
export function costOf(request: Request, profile: Profile, tokenizer: Tokenizer): HistoryCost {
  const chat = profile.template.kind === 'chat';
  const message = (role: string): number => messageTokens(role, profile, tokenizer);

  const units = renderRequest(request, chat, profile.maxLines.toolResults);
  const local = groupTurns(units.turns);
  const groups = local.map((group) => group.map((t) => units.turnIndex[t]!));
  const groupTokens = local.map((group) =>
    group.reduce((sum, t) => sum + tokenizer.count(units.turnText(t)) + message(units.turns[t]!.role), 0),
  );
  const noted = units.historyTrimmed;
  const head = headTokens(request.summary, noted, profile, tokenizer);
  const total = groupTokens.reduce((sum, t) => sum + t, head);
  const share = Math.floor(promptBudget(profile) * profile.shares.history);
  const maxTurns = profile.maxHistoryTurns;
  return { share, maxTurns, noted, head, groups, groupTokens, total, fits: total <= share && groups.length <= maxTurns };
}

/**
 * Where the plain clamp's history starts: the index into `request.history`
 * of the oldest turn `assemble` keeps when it cuts this history to its share
 * and turn cap without compaction (the newest whole groups that fit beside
 * the summary and the trim note; the protected groups always). Compaction
 * protects what the user said from there on: it must never leave the model
 * knowing less than the clamp would have (docs/compaction.md).
 */
export function clampStart(request: Request, cost: HistoryCost, profile: Profile, tokenizer: Tokenizer): number {
  const count = cost.groups.length;
  if (count === 0) return 0;
  if (cost.fits) return cost.groups[0]![0]!;
  const room = cost.share - headTokens(request.summary, true, profile, tokenizer);
  let tokens = 0;
  let keep = 0;
  for (let g = count - 1; g >= 0 && keep < cost.maxTurns; g--) {
    if (tokens + cost.groupTokens[g]! > room) break;
    tokens += cost.groupTokens[g]!;
    keep++;
  }
  keep = Math.min(count, Math.max(keep, profile.protectedTurns, 1));
  return cost.groups[count - keep]![0]!;
}
