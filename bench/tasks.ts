import {
  assemble, budgetReport, clampHistory, createTokenizer, promptBudget, selectChunks,
  type AssembleOptions, type AssembledContext, type Chunk, type Profile, type Request,
} from '../core/index.js';
import { emptyContent, extractSummary, type SummaryInput } from '../core/compact/index.js';
import { freshCopy, offeredText, type Workload } from './workloads.js';

/** One timed function. `beforeEach` runs untimed before every call. */
export interface BenchTask {
  name: string;
  fn: () => unknown;
  beforeEach?: () => void;
}

/** The yardstick every ratio is taken against. */
export const REFERENCE_TASK = 'reference: one exact tokenizer pass';

/** What packs a request; the gate's self-test swaps in a slowed-down one. */
export type Packer = (request: Request, profile: Profile, options?: AssembleOptions) => AssembledContext;

export interface TaskOptions {
  /** Default: core's `assemble`. */
  packer?: Packer;
}

export const TASK_NAMES = [
  REFERENCE_TASK,
  'selectChunks (pre-counted)',
  'clampHistory',
  'assemble warm',
  'assemble cold',
  'assemble cold, exactDropCounts: true',
  'budgetReport',
  'extractSummary (whole history)',
] as const;

/** What each task needs of one request, prepared (and its caches warmed) before timing. */
interface PreparedRequest {
  request: Request;
  chunks: readonly Chunk[];
  turnTokens: number[];
  sections: Record<string, string>;
  fresh: Request;
  /** The whole history as one compaction's range: what the extractive summarizer reads (issue 14: milliseconds). */
  summaryInput: SummaryInput;
}

/**
 * The packing loop's tasks over one workload, with counts already cached
 * where the task says so (the setup below counts everything once). Each call
 * of a task works through every request of the workload in order: one for
 * baglam's own workloads, a sample of a team's log for theirs.
 *
 * The reference is one pass of baglam's exact counter (the fastest exact
 * tokenizer here) over all the text the requests offer, through a tokenizer
 * that remembers nothing (`cacheChars: 0`), so it tokenizes every call. It
 * shares the machine's mood with the other tasks in the same run, which is
 * what makes their ratios to it stable on a noisy machine.
 */
export function packingTasks(workload: Workload, options: TaskOptions = {}): BenchTask[] {
  const pack = options.packer ?? assemble;
  const { requests, profile } = workload;
  const tokenizer = createTokenizer(profile.encoding);
  const uncached = createTokenizer(profile.encoding, { cacheChars: 0 });
  const text = requests.map(offeredText).join('\n');
  const budget = promptBudget(profile);
  const evidenceShare = Math.floor(budget * profile.shares.evidence);
  const historyShare = Math.floor(budget * profile.shares.history);
  const selectOptions = { maxMetaChars: profile.maxMetaChars };

  // Warm the caches the warm tasks rely on, and take the inputs they need.
  const prepared: PreparedRequest[] = requests.map((request) => {
    const assembled = pack(request, profile);
    const chunks = request.chunks ?? [];
    selectChunks(chunks, evidenceShare, profile.chunkThreshold, tokenizer, selectOptions);
    return {
      request,
      chunks,
      turnTokens: (request.history ?? []).map((turn) => tokenizer.count(turn.content)),
      sections:
        assembled.template === 'chat'
          ? Object.fromEntries(assembled.messages.map((m, i) => [`${i}:${m.role}`, m.content]))
          : { text: assembled.text },
      fresh: request,
      summaryInput: summaryInputOf(request),
    };
  });
  const nextFresh = (): void => {
    for (const p of prepared) p.fresh = freshCopy(p.request);
  };
  // Every task returns what its last call made, so no call can be optimised away.
  const each = <T>(fn: (p: PreparedRequest) => T) => (): T | undefined => {
    let last: T | undefined;
    for (const p of prepared) last = fn(p);
    return last;
  };

  return [
    { name: REFERENCE_TASK, fn: () => uncached.count(text) },
    { name: 'selectChunks (pre-counted)', fn: each((p) => selectChunks(p.chunks, evidenceShare, profile.chunkThreshold, tokenizer, selectOptions)) },
    { name: 'clampHistory', fn: each((p) => clampHistory(p.turnTokens, profile.maxHistoryTurns, historyShare)) },
    { name: 'assemble warm', fn: each((p) => pack(p.request, profile)) },
    { name: 'assemble cold', fn: each((p) => pack(p.fresh, profile)), beforeEach: nextFresh },
    { name: 'assemble cold, exactDropCounts: true', fn: each((p) => pack(p.fresh, profile, { exactDropCounts: true })), beforeEach: nextFresh },
    { name: 'budgetReport', fn: each((p) => budgetReport(p.sections, tokenizer)) },
    { name: 'extractSummary (whole history)', fn: each((p) => extractSummary(p.summaryInput)) },
  ];
}

/** Every turn of the request's history as the range of one compaction, numbered from 1, with no earlier summary. */
function summaryInputOf(request: Request): SummaryInput {
  const turns = (request.history ?? []).map((turn, i) => ({
    n: i + 1,
    role: turn.role,
    text: turn.content,
    ...(turn.role !== 'assistant' || turn.toolCalls === undefined ? {} : { calls: turn.toolCalls.map((call) => `${call.name}(${call.arguments})`) }),
  }));
  return { turns, previous: emptyContent(), language: 'en', maxTurn: turns.length };
}
