import { checkFlag, checkOptions, checkTokenizerFor } from './argumentChecks.js';
import { dropEntry, type DropEntry, type DropReason } from './dropLog.js';
import { BaglamError, invalidInput } from './errors.js';
import { clampHistoryBy } from './history.js';
import { placeAtEdges } from './order.js';
import { maxOutputTokens, promptBudget, resolveProfile, type Profile } from './profile.js';
import { EVIDENCE_CLOSE, EVIDENCE_OPEN, EXAMPLES_CLOSE, EXAMPLES_OPEN, TRIM_NOTE_UNIT } from './render.js';
import { AssemblyCache, sharedCache } from './assemblyCache.js';
import type { Request } from './request.js';
import { selectChunksOf, type SelectedChunk } from './select.js';
import { createTokenizer, type Tokenizer } from './tokenizer.js';
import { groupTurns } from './turnGroups.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
}

/**
 * Tokens per section of an assembled prompt. They add up to the total.
 * `template` is the template's own cost: per-message overhead, role names,
 * the reply primer and the section wrappers; `evidenceMetadata` is the part of
 * `evidence` spent on chunk tags and metadata (source, date, link), which
 * teams tend not to see beside the chunk text.
 */
export interface SectionTokens {
  rules: number;
  tools: number;
  examples: number;
  summary: number;
  trimNote: number;
  history: number;
  evidence: number;
  evidenceMetadata: number;
  format: number;
  question: number;
  template: number;
}

/** What every assembled context carries, whatever its template. */
export interface AssembledBase {
  /** Exact tokens of the payload as sent, template overhead included. */
  tokens: number;
  /** The prompt budget: window − output reserve. `tokens ≤ budget` always. */
  budget: number;
  window: number;
  /** Pass this as the request's output cap (`max_tokens`). */
  maxOutputTokens: number;
  sections: SectionTokens;
  dropLog: DropEntry[];
  /** True when the history carries the trim note. */
  trimNote: boolean;
  kept: {
    examples: string[];
    /** Chunk ids in the order they appear in the prompt. */
    chunks: string[];
    /** Indices into the request's history, oldest first. */
    history: number[];
  };
  signals: {
    /** Every eligible chunk entered and evidence room is left: look at the index or the query. */
    candidatesExhausted: boolean;
  };
  /** Kept items that entered cut to the profile's `maxLines`, each marked in the payload. */
  lineCuts: LineCutEntry[];
}

export interface LineCutEntry {
  section: 'chunks' | 'history';
  id: string;
  /** Index in the request's own list. */
  index: number;
  shown: number;
  total: number;
}

export type AssembledContext =
  | (AssembledBase & { template: 'chat'; messages: ChatMessage[] })
  | (AssembledBase & { template: 'text'; text: string });

export interface AssembleOptions {
  /** Default: the profile's encoding, `fast` backend, shared process cache. */
  tokenizer?: Tokenizer;
  /**
   * Also count the finished payload in one piece and check it equals the
   * incremental count (it always should; see `core/render.ts`). Costs one
   * full tokenization of the payload.
   */
  verify?: boolean;
  /**
   * Default false: the call costs what can enter. A dropped item that was
   * never counted (a chunk its characters prove cannot fit, a turn older
   * than the one that stopped the clamp) carries a proven lower bound on its
   * tokens (`core/tokenFloor.ts`) with `exact: false`, and a chunk under the
   * threshold carries 0; what enters, and every `exact: true` entry, is
   * counted exactly. True counts every dropped item exactly, which reads all
   * the text offered (see `SelectOptions.exactDropCounts`).
   */
  exactDropCounts?: boolean;
  /**
   * What makes a warm call fast (`AssemblyCache`). Default: the process's
   * `sharedCache`. Only speed depends on it, never the result.
   */
  cache?: AssemblyCache;
}

/** Nothing droppable is left and the prompt still does not fit (contract C3, docs/contracts.md#c3-loud-overflow). */
export class ContextOverflowError extends BaglamError {
  /** Everything dropped before giving up, in order. */
  readonly dropLog: DropEntry[];
  /** Sections at the smallest prompt the ladder could reach. */
  readonly sections: SectionTokens;
  readonly tokens: number;
  readonly budget: number;
  /** tokens − budget. */
  readonly overBy: number;

  constructor(tokens: number, budget: number, sections: SectionTokens, dropLog: DropEntry[]) {
    super(
      'CONTEXT_OVERFLOW',
      `the prompt needs ${tokens} tokens with everything droppable dropped, ${tokens - budget} over the budget of ${budget}` +
        ` (rules ${sections.rules}, tools ${sections.tools}, summary ${sections.summary}, history ${sections.history},` +
        ` format ${sections.format}, question ${sections.question}, template ${sections.template}; ${dropLog.length} items dropped)`,
    );
    this.name = 'ContextOverflowError';
    this.dropLog = dropLog;
    this.sections = sections;
    this.tokens = tokens;
    this.budget = budget;
    this.overBy = tokens - budget;
  }
}

/** What a layout keeps; everything else follows from it. */
interface Layout {
  examplesKept: number;
  /** First kept history group. */
  historyFrom: number;
  noted: boolean;
  chunks: readonly SelectedChunk[];
}

/**
 * Assembles the prompt for `request` under `profile` (contracts C1–C13 in
 * docs/contracts.md): the one place where anything is cut.
 *
 * 1. The output reserve comes off the window first.
 * 2. History is clamped to its share and turn cap (newest kept first; the
 *    protected turns, and at least one, always stay; the trim note's own
 *    tokens count inside the share).
 * 3. Chunks fill the room left, up to the evidence share, in score order
 *    (`selectChunks`).
 * 4. If even the prompt without chunks does not fit, the ladder drops, in
 *    this order and only this order: every chunk, then history oldest-first
 *    down to the protected turns, then examples last-first. If that is not
 *    enough, `ContextOverflowError`.
 *
 * Counting is exact and incremental: every piece is a unit whose count adds
 * up (see `core/render.ts`), and the chat template's overhead is OpenAI's
 * published rule (3 per message plus role and content, 3 to prime the reply).
 * Pure: the inputs are not changed; equal inputs give equal outputs.
 */
export function assemble(requestInput: Request, profileInput: Profile, optionsInput?: AssembleOptions): AssembledContext {
  const options = checkOptions(optionsInput);
  checkFlag(options.verify, ['verify']);
  checkFlag(options.exactDropCounts, ['exactDropCounts']);
  if (options.cache !== undefined && !(options.cache instanceof AssemblyCache)) {
    throw invalidInput(['cache'], 'must be an AssemblyCache (new AssemblyCache()) or left out');
  }
  const cache = options.cache ?? sharedCache;
  const { request, version, fixed } = cache.validations.validate(requestInput, cache.fixedParts);
  const profile = resolveProfile(profileInput);
  const tokenizer = options.tokenizer === undefined ? createTokenizer(profile.encoding) : checkTokenizerFor(options.tokenizer, profile.encoding);
  const count = (text: string): number => tokenizer.count(text);
  const template = profile.template;
  const chat = template.kind === 'chat';
  const replyPrimer = template.kind === 'chat' ? template.replyPrimer : 0;
  /** Overhead of one chat message with this role (0 in the text template). */
  const message = (role: string): number => (template.kind === 'chat' ? template.perMessage + count(role) : 0);
  const budget = promptBudget(profile);

  // --- Fixed part.
  const rules = request.rules ?? [];
  const tools = request.tools ?? [];
  const examples = request.examples ?? [];
  const toolLines = profile.maxLines.toolResults;
  const units = cache.requests.render(request, version, chat, toolLines, fixed);
  // Without rules or tools their unit is the empty text, which has no tokens.
  const rulesTokens = count(units.rules);
  const toolsTokens = count(units.tools);
  const exampleTokens = units.examples.map(count);
  const examplesWrap = count(EXAMPLES_OPEN) + count(EXAMPLES_CLOSE);
  const summaryTokens = units.summary === undefined ? 0 : count(units.summary);
  const noteTokens = count(TRIM_NOTE_UNIT);
  const formatTokens = units.format === undefined ? 0 : count(units.format);
  const questionText = units.question;
  const questionTokens = count(questionText);

  // --- History: an earlier trim note is structure, not a turn (`renderRequest` sets it apart).
  const { turns, turnIndex, historyTrimmed } = units;
  const turnOverhead = turns.map((turn) => message(turn.role));
  const groups = groupTurns(turns);
  const groupCount = groups.length;
  const protectedGroups = Math.min(groupCount, Math.max(1, profile.protectedTurns));
  // Turns are counted when first needed, newest first: the clamp stops at the
  // first group that does not fit, so an old turn it never reaches is never
  // rendered or counted (unless its exact count is asked for).
  const turnTokens = new Float64Array(turns.length).fill(Number.NaN);
  const turnCost = (t: number): number => {
    let tokens = turnTokens[t]!;
    if (Number.isNaN(tokens)) {
      tokens = count(units.turnText(t));
      turnTokens[t] = tokens;
    }
    return tokens;
  };
  const groupCost = (g: number): number => groups[g]!.reduce((sum, t) => sum + turnCost(t) + turnOverhead[t]!, 0);
  const chunks = request.chunks ?? [];
  const evidenceWrap = message('user') + count(EVIDENCE_OPEN) + count(EVIDENCE_CLOSE);

  const historyHead = (noted: boolean): number =>
    (request.summary !== undefined || noted ? message('system') : 0) + summaryTokens + (noted ? noteTokens : 0);

  // Prefix and suffix sums keep every layout's total O(1): the ladder may take
  // thousands of steps on a long history. The history's are filled from the
  // newest group down to the first one the clamp keeps (the ladder only moves
  // that start forward), so nothing older is counted for them.
  const examplePrefix = [0];
  for (const t of exampleTokens) examplePrefix.push(examplePrefix[examplePrefix.length - 1]! + t);
  const historySuffix = new Array<number>(groupCount + 1).fill(0);
  const overheadSuffix = new Array<number>(groupCount + 1).fill(0);
  const fillSuffixes = (from: number): void => {
    for (let g = groupCount - 1; g >= from; g--) {
      let content = 0;
      let overhead = 0;
      for (const t of groups[g]!) {
        content += turnCost(t);
        overhead += turnOverhead[t]!;
      }
      historySuffix[g] = historySuffix[g + 1]! + content;
      overheadSuffix[g] = overheadSuffix[g + 1]! + overhead;
    }
  };

  /** The sections of a layout; `evidenceMetadata` is left at 0 (the result counts it, `metadataOf`). */
  const sectionsOf = (layout: Layout): SectionTokens => {
    const k = layout.examplesKept;
    const systemMessage = rules.length > 0 || tools.length > 0 || k > 0 ? message('system') : 0;
    let evidence = 0;
    for (const selected of layout.chunks) evidence += selected.tokens;
    return {
      rules: rulesTokens,
      tools: toolsTokens,
      examples: examplePrefix[k]!,
      summary: summaryTokens,
      trimNote: layout.noted ? noteTokens : 0,
      history: historySuffix[layout.historyFrom]!,
      evidence,
      evidenceMetadata: 0,
      format: formatTokens,
      question: questionTokens,
      template:
        replyPrimer +
        systemMessage +
        (k > 0 ? examplesWrap : 0) +
        (request.summary !== undefined || layout.noted ? message('system') : 0) +
        overheadSuffix[layout.historyFrom]! +
        (layout.chunks.length > 0 ? evidenceWrap : 0) +
        (request.format !== undefined ? message('system') : 0) +
        message('user'),
    };
  };

  /** The part of the evidence spent on chunk tags and metadata. An attribution, not a partition: the opening tags counted on their own. */
  const metadataOf = (layout: Layout, evidence: number): number => {
    let metadata = 0;
    for (const selected of layout.chunks) metadata += count(openingTag(selected.unit));
    return Math.min(evidence, metadata);
  };

  const totalOf = (layout: Layout): number => {
    const s = sectionsOf(layout);
    return s.rules + s.tools + s.examples + s.summary + s.trimNote + s.history + s.evidence + s.format + s.question + s.template;
  };

  const dropLog: DropEntry[] = [];
  const exactDrops = options.exactDropCounts ?? false;
  const turnId = (t: number): string => turns[t]!.id ?? `turn-${turnIndex[t]}`;
  const dropGroup = (g: number, reason: DropReason): void => {
    for (const t of groups[g]!) {
      const exact = exactDrops || !Number.isNaN(turnTokens[t]!);
      dropLog.push(dropEntry(
        'history', turnId(t), turnIndex[t]!,
        (exact ? turnCost(t) : units.turnFloor(t)) + turnOverhead[t]!, exact, reason,
      ));
    }
  };

  // --- 2. History to its share and turn cap. The note's tokens count inside
  // the share, so a clamp that trims is recomputed with the note's room taken.
  // (Without history this keeps nothing and drops nothing.)
  const share = Math.floor(budget * profile.shares.history);
  const maxTurns = profile.maxHistoryTurns;
  let noted = historyTrimmed;
  let clamp = clampHistoryBy(groupCount, groupCost, maxTurns, Math.max(0, share - historyHead(noted)));
  if (clamp.trimmed > 0 && !noted) {
    clamp = clampHistoryBy(groupCount, groupCost, maxTurns, Math.max(0, share - historyHead(true)));
  }
  // Protected turns outrank the share: they are never dropped.
  const historyFrom = groupCount - Math.max(clamp.keep, protectedGroups);
  // A group older than the newest `maxTurns` is past the turn cap, whatever the share left.
  for (let g = 0; g < historyFrom; g++) dropGroup(g, g < groupCount - maxTurns ? 'max-turns' : 'history-share');
  if (historyFrom > 0) noted = true;
  fillSuffixes(historyFrom);

  // --- 3. Chunks into the room left, up to their share.
  const layout: Layout = { examplesKept: examples.length, historyFrom, noted, chunks: [] };
  const withoutChunks = totalOf(layout);
  const evidenceShare = Math.floor(budget * profile.shares.evidence) - evidenceWrap;
  const room = budget - withoutChunks - evidenceWrap;
  // The chunks' derivations are remembered with the request (from its second
  // call on): a request assembled once, as each line of a log is, leaves
  // nothing of its chunks behind for the garbage collector to carry.
  const selection = selectChunksOf(chunks, Math.max(0, Math.min(room, evidenceShare)), profile.chunkThreshold, tokenizer, {
    maxMetaChars: profile.maxMetaChars,
    maxLines: profile.maxLines.chunks,
    noRoomReason: room < evidenceShare ? 'budget' : 'evidence-share',
    exactDropCounts: exactDrops,
    cache,
  }, version !== undefined);
  // A loop, not `push(...dropped)`: a spread passes every entry as an argument, and 150 000 of them overflow the stack.
  for (const entry of selection.dropped) dropLog.push(entry);
  layout.chunks = selection.selected;

  // --- 4. The ladder, when even the prompt without chunks is over budget.
  // (Then the selection above had no room and every chunk is already out;
  // otherwise what was selected fits, and neither loop takes a step.)
  while (totalOf(layout) > budget && layout.historyFrom < groupCount - protectedGroups) {
    dropGroup(layout.historyFrom, 'budget');
    layout.historyFrom++;
    layout.noted = true;
  }
  while (totalOf(layout) > budget && layout.examplesKept > 0) {
    layout.examplesKept--;
    const i = layout.examplesKept;
    dropLog.push(dropEntry(
      'examples', examples[i]!.id, i, exampleTokens[i]!, true, 'budget',
    ));
  }
  const tokens = totalOf(layout);
  // No chunk is left here, so no metadata either.
  if (tokens > budget) throw new ContextOverflowError(tokens, budget, sectionsOf(layout), dropLog);

  // --- Render, in the order that is itself a design decision (C10).
  const ordered = profile.chunkOrder === 'edges' ? placeAtEdges(layout.chunks) : [...layout.chunks];
  const keptTurns: number[] = [];
  for (let g = layout.historyFrom; g < groupCount; g++) for (const t of groups[g]!) keptTurns.push(t);

  const systemUnits = units.systemText(layout.examplesKept);
  const headUnits = (units.summary ?? '') + (layout.noted ? TRIM_NOTE_UNIT : '');
  // Concatenated, not joined: the evidence is up to half a large window, and
  // `join` copies it into a new flat string on every call, while `+` links
  // the units already rendered (the caller's serialiser copies it once anyway).
  let evidenceUnits = '';
  if (ordered.length > 0) {
    evidenceUnits = EVIDENCE_OPEN;
    for (const c of ordered) evidenceUnits += c.unit;
    evidenceUnits += EVIDENCE_CLOSE;
  }
  const formatText = units.format ?? '';

  const lineCuts: LineCutEntry[] = [];
  const lineCount = (text: string): number => text.split('\n').length;
  const chunkLines = profile.maxLines.chunks;
  if (chunkLines !== null) {
    for (const c of ordered) {
      const total = lineCount(c.chunk.text);
      if (total > chunkLines) lineCuts.push({ section: 'chunks', id: c.chunk.id, index: c.index, shown: chunkLines, total });
    }
  }
  if (toolLines !== null) {
    for (const t of keptTurns) {
      const turn = turns[t]!;
      const total = turn.role === 'tool' ? lineCount(turn.content) : 0;
      if (total > toolLines) lineCuts.push({ section: 'history', id: turnId(t), index: turnIndex[t]!, shown: toolLines, total });
    }
  }

  const sections = sectionsOf(layout);
  sections.evidenceMetadata = metadataOf(layout, sections.evidence);
  const base: AssembledBase = {
    tokens,
    budget,
    window: profile.window,
    maxOutputTokens: maxOutputTokens(profile),
    sections,
    dropLog,
    trimNote: layout.noted,
    kept: {
      examples: examples.slice(0, layout.examplesKept).map((example) => example.id),
      chunks: ordered.map((c) => c.chunk.id),
      history: keptTurns.map((t) => turnIndex[t]!),
    },
    signals: { candidatesExhausted: selection.exhausted },
    lineCuts,
  };

  let result: AssembledContext;
  if (chat) {
    const messages: ChatMessage[] = [];
    if (systemUnits !== '') messages.push({ role: 'system', content: systemUnits });
    if (headUnits !== '') messages.push({ role: 'system', content: headUnits });
    for (const t of keptTurns) messages.push({ role: turns[t]!.role, content: units.turnText(t) });
    if (evidenceUnits !== '') messages.push({ role: 'user', content: evidenceUnits });
    if (formatText !== '') messages.push({ role: 'system', content: formatText });
    messages.push({ role: 'user', content: questionText });
    // `base` is this call's own: extended in place, not copied (the keys in the same order).
    result = Object.assign(base, { template: 'chat' as const, messages });
  } else {
    const text = systemUnits + headUnits + keptTurns.map((t) => units.turnText(t)).join('') + evidenceUnits + formatText + questionText;
    result = Object.assign(base, { template: 'text' as const, text });
  }
  if (options.verify === true) verifyPayload(result, profile, tokenizer);
  return result;
}

/**
 * A chunk's opening tag (`chunkHeader`), read back from its unit rather than
 * rendered again: the unit begins with it, and the tag's first `>` is its
 * last (attribute values are escaped, `>` and newlines included, and
 * metadata keys are attribute names), followed by its newline.
 */
function openingTag(unit: string): string {
  return unit.slice(0, unit.indexOf('>') + 2);
}

/** Counts a payload in one piece, as the API will: the check behind `verify`. */
export function countPayload(result: AssembledContext, profile: Profile, tokenizer: Tokenizer): number {
  if (result.template === 'text') return tokenizer.count(result.text);
  const template = profile.template.kind === 'chat' ? profile.template : { perMessage: 0, replyPrimer: 0 };
  let total = template.replyPrimer;
  for (const m of result.messages) total += template.perMessage + tokenizer.count(m.role) + tokenizer.count(m.content);
  return total;
}

function verifyPayload(result: AssembledContext, profile: Profile, tokenizer: Tokenizer): void {
  const whole = countPayload(result, profile, tokenizer);
  // `result.tokens` is within the budget (or assemble overflowed), so a whole count equal to it is too.
  if (whole !== result.tokens) {
    throw new BaglamError(
      'VERIFY_MISMATCH',
      `the payload counts ${whole} tokens in one piece but ${result.tokens} incrementally (budget ${result.budget})`,
    );
  }
}
