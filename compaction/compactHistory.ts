import {
  clampStart, compactedRequest, fitSummary, mergeItems, costOf, headTokens, mergeContent, planCompaction, renderSummary,
  resolveCompactionOptions, echoedItems, holdsWords, saidItems, SUMMARY_KEYS, emptyContent, summaryInputFor, validateSummary, type CompactionOptionsInput, type Holder, type HistoryCost,
  type PreviousSummary, type Summary, type SummaryContent, type SummaryItem, type SummaryList,
} from '../core/compact/index.js';
import { checkOptions, checkTokenizerFor } from '../core/argumentChecks.js';
import { invalidInput } from '../core/errors.js';
import { resolveProfile, type Profile } from '../core/profile.js';
import { validateRequest, type Request } from '../core/request.js';
import { createTokenizer, type Tokenizer } from '../core/tokenizer.js';
import type { Summarizer } from './summarizer.js';

export interface CompactHistoryOptions extends CompactionOptionsInput {
  /** How long one summarizer call may take, in milliseconds. Default 30 000. */
  timeoutMs?: number;
  /** Default: the profile's encoding with the shared cache. */
  tokenizer?: Tokenizer;
}

/** Why a compaction wrote nothing (K4), or could not make the history fit (K5). */
export type FallbackReason = 'threw' | 'timeout' | 'empty' | 'malformed' | 'error-text' | 'too-large';

export type CompactionOutcome =
  | {
      kind: 'compacted';
      summarizer: string;
      /** Turns folded into the summary by this compaction. */
      compactedTurns: number;
      /** Turns left raw after the summary. */
      rawTurns: number;
      /** History tokens (summary, trim note, turns; as `assemble` counts them) before and after. */
      historyTokens: { before: number; after: number };
      share: number;
      /** Summarizer calls made: 1, or 2 when the first summary and tail did not fit (K5). */
      attempts: number;
      /** Items left out so the summary fits its share (`fitSummary`): the least valuable first. */
      shrunk: number;
      summary: Summary;
    }
  | { kind: 'not-needed'; historyTokens: number; share: number }
  | {
      kind: 'fell-back';
      reason: FallbackReason;
      /** What went wrong, for a log line. */
      detail: string;
      summarizer: string;
      historyTokens: number;
      share: number;
    };

export interface CompactHistoryResult {
  /** The compacted request, or — on `not-needed` and `fell-back` — the very request given. */
  request: Request;
  outcome: CompactionOutcome;
}

type CallResult = { kind: 'value'; value: unknown } | { kind: 'threw'; detail: string } | { kind: 'timeout' };

/**
 * History compaction (contracts K1–K5, docs/contracts.md#history-compaction),
 * the async step before `assemble`.
 *
 * 1. K1 — only when the history is over its share (or the turn cap), counted
 *    as `assemble` counts it; otherwise `not-needed` and the request as given.
 * 2. K2 — the oldest turns are the range; the newest `keepRawTurns` (≥ 2)
 *    stay raw, in whole tool groups.
 * 3. The summarizer writes the range's summary; the output is validated
 *    against the schema, then merged after the earlier summary's items.
 * 4. K3 — the result is one block, `request.summary`, replacing the earlier
 *    one; the compacted turns leave `request.history`.
 * 5. K5 — summary and raw tail must fit the share, and the summary its own
 *    part of it (`summaryShare`): a summary that does not fit shrinks from
 *    the bottom of its priority order (`fitSummary`), never losing what the
 *    turns the plain clamp would have kept said (the model must never know
 *    less than without compaction): compaction writes those user turns
 *    verbatim, whole, unless one live rule holds all of one (`Summary.said`,
 *    whatever the summarizer recognised), and the earlier user sentences
 *    those turns' other words repeat (`echoedItems`), and keeps those
 *    items and the turns' rules. Only those may take the summary past its
 *    own part (never past what the raw tail leaves), and only when no smaller
 *    range keeps it within; the live rules of older turns shrink last, but
 *    within it, at every compaction. If even
 *    the first do not fit, a second attempt compacts everything but the raw
 *    tail; if that does not fit either, `fell-back` with `too-large`.
 * 6. Repeated compaction: an earlier summary's items are inputs of the next
 *    with their turns, its verbatim lines read again as the user turns they
 *    came from (their rules become items, superseded by later turns and by
 *    the earlier summary's live items); the clamp never to be worse than is
 *    the whole conversation's, without a summary, and where it may reach into
 *    the covered turns (estimated: the answers there are gone) their verbatim
 *    lines and live rules are kept, and a rule that held such a turn whole
 *    and a later user turn marks replaced is written back as its turn's line.
 *    An earlier summary's other lines shrink first.
 *
 * K4 — a summarizer that throws, times out, returns nothing, malformed output
 * or error text never writes a summary: the outcome is `fell-back` with the
 * reason, and the request comes back unchanged, so `assemble` clamps it with
 * the trim note as it would have without compaction. Failure is never worse
 * than not compacting.
 *
 * Bad input (an invalid request, profile or option) throws `BaglamError`:
 * that is the caller's bug, not a summarizer failure.
 */
export async function compactHistory(
  requestInput: Request,
  profileInput: Profile,
  summarizer: Summarizer,
  optionsInput?: CompactHistoryOptions,
): Promise<CompactHistoryResult> {
  const options = checkOptions(optionsInput);
  const request = validateRequest(requestInput);
  const profile = resolveProfile(profileInput);
  const resolved = resolveCompactionOptions(options);
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw invalidInput(['timeoutMs'], `must be a positive number of milliseconds, got ${String(timeoutMs)}`);
  }
  if (typeof summarizer !== 'object' || summarizer === null || typeof summarizer.summarize !== 'function') {
    throw invalidInput(['summarizer'], 'must be a summarizer: an object with name and summarize(input, signal)');
  }
  const tokenizer = options.tokenizer === undefined ? createTokenizer(profile.encoding) : checkTokenizerFor(options.tokenizer, profile.encoding);

  const plan = planCompaction(request, profile, tokenizer, resolved);
  const before = plan.cost.total;
  const share = plan.cost.share;
  const fellBack = (reason: FallbackReason, detail: string): CompactHistoryResult => ({
    request: requestInput,
    outcome: { kind: 'fell-back', reason, detail, summarizer: summarizer.name, historyTokens: before, share },
  });

  if (plan.kind === 'not-needed') return { request: requestInput, outcome: { kind: 'not-needed', historyTokens: before, share } };
  if (plan.kind === 'too-large') return fellBack('too-large', plan.detail);

  // The oldest turn the plain clamp keeps (an index, and its number as the summary counts). After an earlier
  // compaction, the clamp to match is the one of the whole conversation, which never had a summary: this request's
  // summary takes part of the share, so this request's own clamp starts later (K3: never worse than the clamp,
  // however many compactions ran). Where that clamp reaches into the turns the summary covers, their verbatim
  // lines and live rules are kept (`reach`).
  const ours = plan.previous.covers > 0;
  const whole: Request = ours ? withoutSummary(request) : request;
  const wholeCost = ours ? costOf(whole, profile, tokenizer) : plan.cost;
  const windowStart = clampStart(whole, wholeCost, profile, tokenizer);
  const reach = ours && windowStart === 0 ? coveredReach(plan.previous, whole, wholeCost, profile, tokenizer) : plan.previous.covers + 1;
  const firstClampTurn = plan.previous.covers + windowStart + 1;
  const carriedInReach = (item: SummaryItem): boolean => item.turns.some((t) => t >= reach);
  const inWindow = (item: SummaryItem): boolean => item.turns.some((t) => t >= firstClampTurn);
  /** The summary of `history[0, cut)` from the summarizer's `found` items, fitted to its room; and the request with it. */
  const buildAt = (cut: number, found: SummaryContent): Built => {
    // What the user said in the turns the clamp keeps and this compaction folds, beyond what one live rule holds whole;
    // and the earlier user sentences those turns repeat.
    const holders: Holder[] = SUMMARY_LISTS.flatMap((key) => found[key].map((item) => ({ item, binds: key === 'constraints' || key === 'decisions' })));
    const { said: window, absorbed, held } = saidItems(request.history ?? [], windowStart, cut, plan.previous.covers, holders.filter((h) => inWindow(h.item)));
    const echoed = echoedItems(request.history ?? [], windowStart, cut, plan.previous.covers, holders);
    const fresh = [...echoed.said, ...window];
    // Never shrunk away: this compaction's verbatim section and the items that carry the rest of the words it stands
    // for. Nothing else: a rule of those turns is in them, and the other rules shrink in their order (K3).
    const isProtected = (key: SummaryList, item: SummaryItem): boolean =>
      key === 'said'
        ? carriedInReach(item)
        : held.has(item) || echoed.held.has(item) || ((key === 'constraints' || key === 'decisions') && item.supersededBy === undefined && carriedInReach(item) && item.turns.every((t) => t <= plan.previous.covers));
    // An identifier this summary's verbatim section spells out needs no line of its own (an earlier summary's stays),
    // nor does an item the section holds in its sentence.
    const earlier = new Set(plan.previous.content.identifiers.map((item) => item.text));
    const content = emptyContent();
    // An earlier summary's verbatim line the whole conversation's clamp may still show stays, whole; the items read
    // again from it are in it (one copy of the words, in their turn, as for this compaction's own lines).
    const kept = (plan.previous.said ?? []).filter(carriedInReach);
    const inKeptLine = (item: SummaryItem): boolean =>
      item.turns.every((t) => t <= plan.previous.covers) &&
      kept.some((line) => item.turns.every((t) => line.turns.includes(t)) && holdsWords(line.text, item.text));
    // A rule that held a covered turn whole (the earlier summary kept it live, and no line of that turn) in the reach
    // of the whole conversation's clamp, now marked replaced by a user turn the model reads after it: the clamp shows
    // both, so its words go back to a line of their turn, as `saidItems` writes a window turn whose value a later user
    // turn replaced. Marked and shrunk first, a false match hid a rule the clamp shows.
    const lined = new Set((plan.previous.said ?? []).flatMap((line) => line.turns));
    // Replaced by what the user said, or by a tool call the user approved (the assistant's turn that makes it: only an
    // approved call replaces a rule): either way the clamp shows the rule, then the change.
    const spoken = (n: number): boolean => {
      const turn = (request.history ?? [])[n - plan.previous.covers - 1];
      return turn !== undefined && (turn.role === 'user' || turn.role === 'system' || (turn.role === 'assistant' && (turn.toolCalls ?? []).length > 0));
    };
    const restored = (key: SummaryList, item: SummaryItem): boolean =>
      (key === 'constraints' || key === 'decisions') && item.supersededBy !== undefined && item.turns.length === 1 && carriedInReach(item) &&
      item.turns[0]! <= plan.previous.covers && !lined.has(item.turns[0]!) && spoken(item.supersededBy) &&
      plan.previous.content[key].some((earlierItem) => earlierItem.text === item.text && earlierItem.supersededBy === undefined);
    const lines: SummaryItem[] = [];
    for (const key of SUMMARY_KEYS) {
      content[key] = found[key].filter((item) => {
        if (restored(key, item)) lines.push({ text: item.text, turns: [...item.turns] });
        return !absorbed.has(item) && !restored(key, item) && (key === 'identifiers' || item.supersededBy !== undefined || !inKeptLine(item));
      });
    }
    content.identifiers = content.identifiers.filter((item) => earlier.has(item.text) || ![...fresh, ...kept].some((said) => holdsWords(said.text, item.text)));
    const carriedLines = [...(plan.previous.said ?? []), ...lines].sort((a, b) => a.turns[a.turns.length - 1]! - b.turns[b.turns.length - 1]!);
    const said = mergeItems(carriedLines, fresh);
    const merged: Summary = {
      covers: plan.previous.covers + cut,
      language: plan.previous.language,
      content,
      ...(said.length === 0 ? {} : { said }),
      ...(plan.previous.carried === undefined ? {} : { carried: plan.previous.carried }),
    };
    // The summary's room: its own share, and what the raw tail leaves of the history share.
    const draft = costOf(compactedRequest(request, cut, renderSummary(merged)), profile, tokenizer);
    const room = share - (draft.total - draft.head);
    const head = (text: string): number => headTokens(text, draft.noted, profile, tokenizer);
    const cap = Math.min(room, Math.floor(share * resolved.summaryShare));
    // Within its own share, everything but the words of the clamp's window shrinks in the documented order, the live
    // rules of older turns last; only those words (what the whole conversation's clamp shows) may take the summary
    // past its share, never past the room the tail leaves. Older rules may not: kept past half, they and an earlier
    // summary's lines grew the summary with every compaction while the raw tail shrank.
    const summary = fitSummary(merged, cap, head, isProtected) ?? fitSummary(merged, room, head, isProtected);
    if (summary === undefined) {
      return {
        kind: 'too-large',
        detail: `what the user said in the turns the clamp would keep (the verbatim section and the items kept from them) and the raw tail take more than the history share of ${share} tokens`,
      };
    }
    const text = renderSummary(summary);
    const compacted = compactedRequest(request, cut, text);
    const after = costOf(compacted, profile, tokenizer);
    if (!after.fits) {
      return {
        kind: 'too-large',
        detail: `summary and raw tail take ${after.total} tokens (${after.groups.length} groups) for a history share of ${share} tokens and a cap of ${after.maxTurns} turns`,
      };
    }
    const live = (item: SummaryItem): boolean => item.supersededBy === undefined;
    const rulesKept = RULE_LISTS.every((key) => merged.content[key].filter(live).length === summary.content[key].filter(live).length);
    return { kind: 'built', cut, merged, summary, compacted, after, tokens: head(text), cap: Math.floor(share * resolved.summaryShare), rulesKept };
  };

  let tooLarge = '';
  for (let attempt = 1; attempt <= plan.cuts.length; attempt++) {
    const cut = plan.cuts[attempt - 1]!;
    const input = summaryInputFor(request, plan.previous, cut);
    const call = await callWithTimeout(summarizer, input, timeoutMs);
    if (call.kind === 'threw') return fellBack('threw', call.detail);
    if (call.kind === 'timeout') return fellBack('timeout', `no summary after ${timeoutMs} ms`);
    const checked = validateSummary(call.value, input);
    if (!checked.ok) return fellBack(checked.reason, checked.detail);

    // A question read again from an earlier summary's verbatim line was answered in a turn that summary folded:
    // an earlier summary's open questions are its own list, not its verbatim lines'.
    const asked = new Set(plan.previous.content.openQuestions.map((item) => item.text));
    checked.content.openQuestions = checked.content.openQuestions.filter((item) => asked.has(item.text) || item.turns.some((t) => t > plan.previous.covers));
    const found = mergeContent(plan.previous.content, checked.content);
    const first = buildAt(cut, found);
    if (first.kind === 'too-large') {
      tooLarge = first.detail;
      continue;
    }
    let built: BuiltSummary = first;
    // Over its own share for the words of the clamp's window, or short of room for every live rule beside them: a
    // smaller range leaves more of those turns raw (their words then need no verbatim line), as long as the tail
    // still fits. The summarizer's items are restricted to the smaller range, not asked for again. The largest range
    // that keeps every rule within the summary's share wins; failing that, when this one is over its share, the
    // largest within it.
    if (built.tokens > built.cap || !built.rulesKept) {
      let withinShare: BuiltSummary | undefined;
      let everyRule: BuiltSummary | undefined;
      for (const smaller of plan.cost.groups.map((group) => group[0]!).filter((at) => at >= Math.max(1, windowStart) && at < cut).reverse()) {
        // An identifier the turns left raw now spell out needs no line (an earlier summary's stays: K3).
        const raw = summaryInputFor(request, plan.previous, smaller).later!.slice(0, cut - smaller).map((turn) => [turn.text, ...(turn.calls ?? [])].join('\n')).join('\n');
        const earlier = new Set(plan.previous.content.identifiers.map((item) => item.text));
        const restricted = restrictContent(found, plan.previous.covers + smaller);
        restricted.identifiers = restricted.identifiers.filter((item) => earlier.has(item.text) || !raw.includes(item.text));
        const next = buildAt(smaller, restricted);
        if (next.kind !== 'built' || next.tokens > next.cap) continue;
        withinShare ??= next;
        if (next.rulesKept) {
          everyRule = next;
          break;
        }
      }
      built = everyRule ?? (built.tokens > built.cap ? withinShare : undefined) ?? built;
    }
    const { summary, compacted, after } = built;
    return {
      request: compacted,
      outcome: {
        kind: 'compacted',
        summarizer: summarizer.name,
        compactedTurns: built.cut,
        rawTurns: compacted.history?.length ?? 0,
        historyTokens: { before, after: after.total },
        share,
        attempts: attempt,
        shrunk: countItems(built.merged) - countItems(summary),
        summary,
      },
    };
  }
  return fellBack('too-large', tooLarge);
}

const SUMMARY_LISTS = ['constraints', 'decisions', 'rejected', 'openQuestions'] as const;
/** The lists whose live items bind the model: a range that keeps all of them is preferred. */
const RULE_LISTS = ['constraints', 'decisions'] as const;

/** The request as the conversation it stands for would be without its summary: earlier turns cut, so a trim note. */
function withoutSummary(request: Request): Request {
  const { summary: _summary, ...rest } = request;
  return { ...rest, historyTrimmed: true };
}

/**
 * The oldest turn an earlier summary covers that the plain clamp of the whole
 * conversation could still show, when that clamp keeps every turn of this
 * request (`cost`: this request without its summary, `request` that request).
 * The covered turns are gone; what is known of them is the words of the
 * verbatim lines kept from them (a user turn costs at least a message and
 * its words). A turn without a line — an answer, a tool exchange — is
 * charged the lower median of what such a turn costs in this request, and
 * the walk has two such turns of slack. An estimate, not a bound: a message
 * each at the cheapest role's overhead was a bound that never stopped too
 * late, but it made every answer free, so the reach ran back over all of an
 * earlier summary's lines, those lines filled every room the raw tail left,
 * and the summary grew with each compaction (to 97 % of the share, then too
 * large to fit: `compaction/repeatedShare.test.ts`). Without the slack the
 * estimate stopped one turn short of the true clamp about as often as not.
 * The turn cap is not counted: that errs towards keeping more.
 */
function coveredReach(previous: PreviousSummary, request: Request, cost: HistoryCost, profile: Profile, tokenizer: Tokenizer): number {
  let left = cost.share - headTokens(undefined, true, profile, tokenizer) - cost.groupTokens.reduce((sum, t) => sum + t, 0);
  const message = profile.template.kind === 'chat' ? profile.template.perMessage + Math.min(...['user', 'assistant', 'tool'].map((role) => tokenizer.count(role))) : 0;
  const history = request.history ?? [];
  // What a turn that is not the user's costs here, per turn of its group (a tool call and its result are one group).
  const answers: number[] = [];
  cost.groups.forEach((group, g) => {
    if (group.every((i) => history[i]!.role === 'assistant' || history[i]!.role === 'tool')) answers.push(cost.groupTokens[g]! / group.length);
  });
  answers.sort((a, b) => a - b);
  const answer = answers.length === 0 ? message : Math.max(message, Math.floor(answers[(answers.length - 1) >> 1]!));
  const words = new Map<number, number>();
  for (const item of previous.said ?? []) {
    const n = item.turns[item.turns.length - 1]!;
    words.set(n, Math.max(words.get(n) ?? 0, tokenizer.count(item.text)));
  }
  // A turn's worth of slack: the answers vary around their median, so a reach that stopped where the estimate ran out
  // would miss the clamp's oldest turn about as often as it kept it.
  left += 2 * answer;
  let turn = previous.covers + 1;
  while (turn > 1) {
    const said = words.get(turn - 1);
    const next = said === undefined ? answer : message + said;
    if (next > left) break;
    left -= next;
    turn--;
  }
  return turn;
}

type Built = BuiltSummary | { kind: 'too-large'; detail: string };

interface BuiltSummary {
      kind: 'built';
      cut: number;
      /** Before fitting: what `shrunk` counts against. */
      merged: Summary;
      summary: Summary;
      compacted: Request;
      after: HistoryCost;
      /** The summary block's tokens, and its own share of the history share. */
      tokens: number;
      cap: number;
      /** Every live rule and decision of the summarizer's is kept (none had to go for room). */
      rulesKept: boolean;
}

/**
 * A summary's items restricted to the turns up to `last`: what a summary of
 * the smaller range keeps of them. An item said only in later turns goes
 * (those turns stay raw and say it themselves); one said before and again
 * later keeps its earlier turns; a mark that a later turn replaced an item
 * stays true whether that turn is summarized or raw.
 */
function restrictContent(content: SummaryContent, last: number): SummaryContent {
  const restricted = emptyContent();
  for (const key of SUMMARY_KEYS) {
    for (const item of content[key]) {
      const turns = item.turns.filter((t) => t <= last);
      if (turns.length === 0) continue;
      restricted[key].push(turns.length === item.turns.length ? item : { ...item, turns });
    }
  }
  return restricted;
}

function countItems(summary: Summary): number {
  const c = summary.content;
  return c.constraints.length + c.decisions.length + c.rejected.length + c.openQuestions.length + c.identifiers.length + (summary.said?.length ?? 0);
}

/**
 * One summarizer call with a deadline. The timeout settles first and only
 * then aborts the signal, so a summarizer that rejects on abort is still
 * reported as a timeout; a late rejection is caught and ignored.
 */
async function callWithTimeout(summarizer: Summarizer, input: Parameters<Summarizer['summarize']>[0], timeoutMs: number): Promise<CallResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CallResult>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
      controller.abort(new Error(`summarizer timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const call = (async (): Promise<unknown> => summarizer.summarize(input, controller.signal))().then(
    (value): CallResult => ({ kind: 'value', value }),
    (error: unknown): CallResult => ({ kind: 'threw', detail: error instanceof Error ? error.message : String(error) }),
  );
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
