import type { ChatMessage, LineCutEntry, SectionTokens } from '../../core/assemble.js';
import type { DropReason } from '../../core/dropLog.js';
import type { Profile } from '../../core/profile.js';
import type { Request } from '../../core/request.js';
import { referenceEdges } from './edges.js';
import { isNoteTurn } from './noteTurn.js';
import { chatOverhead, referenceBudget, referenceOutputCap, referenceShare } from './profile.js';
import {
  EVIDENCE_BEGIN, EVIDENCE_END, EXAMPLES_BEGIN, EXAMPLES_END, NOTE_UNIT,
  chunkHeader, chunkUnit, exampleUnit, formatUnit, lineCount, questionText, rulesUnit, summaryUnit, toolsUnit, turnContent, turnUnit,
} from './prompt.js';
import { referenceFloor, shownText } from './floor.js';
import { referenceSelection, type ExpectedDrop } from './selection.js';
import { toolGroups } from './toolGroups.js';
import { referenceTokens } from './tokens.js';

/**
 * The reference model of `assemble` (DESIGN contracts C2–C10, as the README
 * and the TSDoc of `assemble`, `DropReason` and `SelectOptions` state them):
 * slow and plain. It renders with its own renderer, counts with js-tiktoken,
 * and counts the finished payload in one piece.
 *
 * Decisions are made on item costs, because that is how the contracts are
 * stated (a share caps the tokens of the items in it); the final payload is
 * counted whole and must equal the sum of its parts, or the model throws
 * (the units' additivity is what lets any implementation count
 * incrementally, and `propertyUnitsAreAdditive` checks it apart).
 */

export type ExpectedPayload = { template: 'chat'; messages: ChatMessage[] } | { template: 'text'; text: string };

export interface ExpectedAssembly {
  kind: 'assembled' | 'overflow';
  /** The prompt's tokens; for an overflow, those of the smallest prompt the ladder reached. */
  tokens: number;
  budget: number;
  window: number;
  maxOutputTokens: number;
  sections: SectionTokens;
  dropLog: ExpectedDrop[];
  trimNote: boolean;
  kept: { examples: string[]; chunks: string[]; history: number[] };
  candidatesExhausted: boolean;
  lineCuts: LineCutEntry[];
  /** The payload as sent; for an overflow, the smallest prompt the ladder reached. */
  payload: ExpectedPayload;
}

/** A message as units: its content is their concatenation, its count their sum. */
interface Piece {
  role: ChatMessage['role'];
  units: string[];
}

/** Every item's cost as the reference model counts it: what decisions and edges are made of. */
export interface ReferenceCosts {
  count(text: string): number;
  /** A chat message's overhead (its role and the per-message tokens); 0 in the text template. */
  message(role: string): number;
  chat: boolean;
  replyPrimer: number;
  /** Request indices of the history's turns (an earlier trim note is structure, not a turn). */
  turnAt: number[];
  /** The request says, or a note turn shows, that turns were cut before. */
  handedTrimmed: boolean;
  /** Turns that move together (a tool call, its results and what lies between), oldest first. */
  groups: number[][];
  /** Turn `i` as sent: its message content (chat) or its unit (text). */
  turnText(i: number): string;
  /** Turn `i` with its message overhead. */
  turnCost(i: number): number;
  groupCost(group: readonly number[]): number;
  /** The summary unit. */
  summary: string | undefined;
  /** The head of the history: summary and note units and their message. */
  head(noted: boolean): number;
  /** The evidence message's overhead and its `<evidence>` tags. */
  evidenceWrap: number;
  chunkUnit(index: number): string;
  chunkCost(index: number): number;
}

/**
 * A counter of the profile's encoding: js-tiktoken for every expectation; a
 * generator placing budgets may pass a faster one (the fit it aims at only
 * needs to be near).
 */
export type Count = (text: string) => number;

export function referenceCosts(request: Request, profile: Profile, counter?: Count): ReferenceCosts {
  const encoding = profile.encoding;
  const count = counter ?? ((text: string): number => referenceTokens(encoding, text));
  const overhead = chatOverhead(profile);
  const chat = overhead !== null;
  const message = (role: string): number => (overhead === null ? 0 : overhead.perMessage + count(role));
  const history = request.history ?? [];
  const chunks = request.chunks ?? [];
  const toolLines = profile.maxLines.toolResults;
  const turnAt = history.map((_, i) => i).filter((i) => !isNoteTurn(history[i]!));
  const turnText = (i: number): string => (chat ? turnContent(history[i]!, toolLines) : turnUnit(history[i]!, i, toolLines));
  const turnCost = (i: number): number => count(turnText(i)) + message(history[i]!.role);
  const summary = request.summary === undefined ? undefined : summaryUnit(request.summary);
  const chunkUnitAt = (index: number): string => chunkUnit(chunks[index]!, profile.maxMetaChars, profile.maxLines.chunks);
  return {
    count,
    message,
    chat,
    replyPrimer: overhead?.replyPrimer ?? 0,
    turnAt,
    handedTrimmed: request.historyTrimmed === true || turnAt.length < history.length,
    groups: toolGroups(turnAt.map((i) => history[i]!)).map((group) => group.map((k) => turnAt[k]!)),
    turnText,
    turnCost,
    groupCost: (group) => group.reduce((sum, i) => sum + turnCost(i), 0),
    summary,
    head: (noted) => (summary !== undefined || noted ? message('system') : 0) + (summary === undefined ? 0 : count(summary)) + (noted ? count(NOTE_UNIT) : 0),
    evidenceWrap: message('user') + count(EVIDENCE_BEGIN) + count(EVIDENCE_END),
    chunkUnit: chunkUnitAt,
    chunkCost: (index) => count(chunkUnitAt(index)),
  };
}

export function referenceAssembly(request: Request, profile: Profile, exactDropCounts: boolean, counter?: Count): ExpectedAssembly {
  const costs = referenceCosts(request, profile, counter);
  const { count, chat, groups, turnText, turnCost, groupCost, summary, head } = costs;
  const perMessage = costs.message;
  const budget = referenceBudget(profile);
  const rules = request.rules ?? [];
  const tools = request.tools ?? [];
  const examples = request.examples ?? [];
  const chunks = request.chunks ?? [];
  const history = request.history ?? [];
  const toolLines = profile.maxLines.toolResults;
  const handedTrimmed = costs.handedTrimmed;

  const dropLog: ExpectedDrop[] = [];
  const dropGroup = (group: readonly number[], reason: DropReason, neverCounted = false): void => {
    for (const i of group) {
      const turn = history[i]!;
      // The bound a turn that was never counted carries: the canonical floor of the text it shows, and its message overhead.
      const bound = referenceFloor(shownText(turn.content, turn.role === 'tool' ? toolLines : null)) + perMessage(turn.role);
      dropLog.push({ section: 'history', id: turn.id ?? `turn-${i}`, index: i, reason, tokens: turnCost(i), bound, ...(neverCounted ? { neverCounted: true } : {}) });
    }
  };

  // The newest groups that fit the turn cap and the history share (the note's
  // tokens inside it once anything is cut), walking from the newest and
  // stopping at the first that does not fit; at least one, and never fewer
  // than the protected turns (a tool exchange counts as one).
  const G = groups.length;
  const newestFitting = (room: number): number => {
    let kept = 0;
    let used = 0;
    while (kept < G && kept < profile.maxHistoryTurns && used + groupCost(groups[G - 1 - kept]!) <= room) {
      used += groupCost(groups[G - 1 - kept]!);
      kept++;
    }
    return kept;
  };
  const share = referenceShare(profile, 'history');
  let keptGroups = newestFitting(share - head(handedTrimmed));
  // The first walk stops at group G − 1 − keptGroups: the groups older than that one were never reached.
  const reachedFrom = G - 1 - keptGroups;
  if (keptGroups < G) keptGroups = newestFitting(share - head(true));
  const protectedGroups = G === 0 ? 0 : Math.min(G, Math.max(1, profile.protectedTurns));
  keptGroups = Math.max(keptGroups, protectedGroups, G === 0 ? 0 : 1);
  let historyFrom = G - keptGroups;
  for (let g = 0; g < historyFrom; g++) dropGroup(groups[g]!, g < G - profile.maxHistoryTurns ? 'max-turns' : 'history-share', g < reachedFrom);
  let noted = handedTrimmed || historyFrom > 0;
  let examplesKept = examples.length;

  const evidenceWrap = costs.evidenceWrap;
  const pieces = (placed: readonly string[]): Piece[] => {
    const out: Piece[] = [];
    const system = [
      ...(rules.length > 0 ? [rulesUnit(rules)] : []),
      ...(tools.length > 0 ? [toolsUnit(tools)] : []),
      ...(examplesKept > 0 ? [EXAMPLES_BEGIN, ...examples.slice(0, examplesKept).map(exampleUnit), EXAMPLES_END] : []),
    ];
    if (system.length > 0) out.push({ role: 'system', units: system });
    const headUnits = [...(summary === undefined ? [] : [summary]), ...(noted ? [NOTE_UNIT] : [])];
    if (headUnits.length > 0) out.push({ role: 'system', units: headUnits });
    for (const group of groups.slice(historyFrom)) for (const i of group) out.push({ role: history[i]!.role, units: [turnText(i)] });
    if (placed.length > 0) out.push({ role: 'user', units: [EVIDENCE_BEGIN, ...placed, EVIDENCE_END] });
    if (request.format !== undefined) out.push({ role: 'system', units: [formatUnit(request.format)] });
    out.push({ role: 'user', units: [questionText(request.question, chat)] });
    return out;
  };
  const total = (list: readonly Piece[]): number =>
    costs.replyPrimer + list.reduce((sum, p) => sum + perMessage(p.role) + p.units.reduce((n, u) => n + count(u), 0), 0);

  // Chunks into the room left, up to the evidence share (the evidence
  // message and its tags count against both). When the room is the tighter
  // limit, a chunk left out was left out for the budget.
  const withoutChunks = total(pieces([]));
  const evidenceShare = referenceShare(profile, 'evidence') - evidenceWrap;
  const room = budget - withoutChunks - evidenceWrap;
  const selection = referenceSelection(chunks, Math.max(0, Math.min(room, evidenceShare)), profile.chunkThreshold, {
    encoding: profile.encoding,
    maxMetaChars: profile.maxMetaChars,
    maxLines: profile.maxLines.chunks,
    noRoomReason: room < evidenceShare ? 'budget' : 'evidence-share',
    exactDropCounts,
  });
  dropLog.push(...selection.dropped);
  const bestFirst = selection.selected;
  const placed = profile.chunkOrder === 'edges' ? referenceEdges(bestFirst) : bestFirst;
  let units = placed.map((index) => costs.chunkUnit(index));

  // The ladder: when even the prompt without chunks does not fit (so no chunk
  // entered), history goes oldest first down to the protected turns, then
  // examples last first; then, if it still does not fit, the overflow.
  let kind: ExpectedAssembly['kind'] = 'assembled';
  if (withoutChunks > budget) {
    units = [];
    while (total(pieces([])) > budget && historyFrom < G - protectedGroups) {
      dropGroup(groups[historyFrom]!, 'budget');
      historyFrom++;
      noted = true;
    }
    while (total(pieces([])) > budget && examplesKept > 0) {
      examplesKept--;
      const example = examples[examplesKept]!;
      const cost = count(exampleUnit(example));
      dropLog.push({ section: 'examples', id: example.id, index: examplesKept, reason: 'budget', tokens: cost, bound: cost });
    }
    if (total(pieces([])) > budget) kind = 'overflow';
  }

  const final = pieces(units);
  const tokens = total(final);
  const payload: ExpectedPayload = chat
    ? { template: 'chat', messages: final.map((p) => ({ role: p.role, content: p.units.join('') })) }
    : { template: 'text', text: final.map((p) => p.units.join('')).join('') };
  const whole =
    payload.template === 'text'
      ? count(payload.text)
      : costs.replyPrimer + payload.messages.reduce((sum, m) => sum + perMessage(m.role) + count(m.content), 0);
  if (whole !== tokens) throw new Error(`reference model: the payload counts ${whole} tokens whole but its units add up to ${tokens}`);

  const keptTurns = groups.slice(historyFrom).flat();
  const sum = (texts: readonly string[]): number => texts.reduce((n, t) => n + count(t), 0);
  const evidence = sum(units);
  const sections: SectionTokens = {
    rules: rules.length > 0 ? count(rulesUnit(rules)) : 0,
    tools: tools.length > 0 ? count(toolsUnit(tools)) : 0,
    examples: sum(examples.slice(0, examplesKept).map(exampleUnit)),
    summary: summary === undefined ? 0 : count(summary),
    trimNote: noted ? count(NOTE_UNIT) : 0,
    history: sum(keptTurns.map(turnText)),
    evidence,
    evidenceMetadata: Math.min(evidence, sum(placed.map((index) => chunkHeader(chunks[index]!, profile.maxMetaChars)))),
    format: request.format === undefined ? 0 : count(formatUnit(request.format)),
    question: count(questionText(request.question, chat)),
    template: 0,
  };
  sections.template =
    costs.replyPrimer +
    final.reduce((n, p) => n + perMessage(p.role), 0) +
    (examplesKept > 0 ? count(EXAMPLES_BEGIN) + count(EXAMPLES_END) : 0) +
    (units.length > 0 ? count(EVIDENCE_BEGIN) + count(EVIDENCE_END) : 0);

  const lineCuts: LineCutEntry[] = [];
  const chunkLines = profile.maxLines.chunks;
  if (chunkLines !== null && units.length > 0) {
    for (const index of placed) {
      const total = lineCount(chunks[index]!.text);
      if (total > chunkLines) lineCuts.push({ section: 'chunks', id: chunks[index]!.id, index, shown: chunkLines, total });
    }
  }
  if (toolLines !== null) {
    for (const i of keptTurns) {
      const turn = history[i]!;
      const total = turn.role === 'tool' ? lineCount(turn.content) : 0;
      if (total > toolLines) lineCuts.push({ section: 'history', id: turn.id ?? `turn-${i}`, index: i, shown: toolLines, total });
    }
  }

  return {
    kind,
    tokens,
    budget,
    window: profile.window,
    maxOutputTokens: referenceOutputCap(profile),
    sections,
    dropLog,
    trimNote: noted,
    kept: {
      examples: examples.slice(0, examplesKept).map((e) => e.id),
      chunks: units.length > 0 ? placed.map((index) => chunks[index]!.id) : [],
      history: keptTurns,
    },
    candidatesExhausted: selection.exhausted,
    lineCuts,
    payload,
  };
}
