import {
  assemble, budgetReport, clampHistory, createTokenizer, promptBudget, selectChunks,
  type AssembleOptions, type AssembledContext, type Profile, type Request,
} from '../core/index.js';
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
] as const;

/**
 * The packing loop's tasks over one workload, with counts already cached
 * where the task says so (the setup below counts everything once).
 *
 * The reference is one pass of baglam's exact counter (the fastest exact
 * tokenizer here) over all the text the request offers, through a tokenizer
 * that remembers nothing (`cacheChars: 0`), so it tokenizes every call. It
 * shares the machine's mood with the other tasks in the same run, which is
 * what makes their ratios to it stable on a noisy machine.
 */
export function packingTasks(workload: Workload, options: TaskOptions = {}): BenchTask[] {
  const pack = options.packer ?? assemble;
  const { request, profile } = workload;
  const tokenizer = createTokenizer(profile.encoding);
  const uncached = createTokenizer(profile.encoding, { cacheChars: 0 });
  const text = offeredText(request);
  const budget = promptBudget(profile);

  // Warm the caches the warm tasks rely on, and take the inputs they need.
  const assembled = pack(request, profile);
  const chunks = request.chunks ?? [];
  const evidenceShare = Math.floor(budget * profile.shares.evidence);
  const selectOptions = { maxMetaChars: profile.maxMetaChars };
  selectChunks(chunks, evidenceShare, profile.chunkThreshold, tokenizer, selectOptions);
  const turnTokens = (request.history ?? []).map((turn) => tokenizer.count(turn.content));
  const historyShare = Math.floor(budget * profile.shares.history);
  const sections: Record<string, string> =
    assembled.template === 'chat'
      ? Object.fromEntries(assembled.messages.map((m, i) => [`${i}:${m.role}`, m.content]))
      : { text: assembled.text };

  let fresh = request;
  const nextFresh = (): void => {
    fresh = freshCopy(request);
  };

  return [
    { name: REFERENCE_TASK, fn: () => uncached.count(text) },
    { name: 'selectChunks (pre-counted)', fn: () => selectChunks(chunks, evidenceShare, profile.chunkThreshold, tokenizer, selectOptions) },
    { name: 'clampHistory', fn: () => clampHistory(turnTokens, profile.maxHistoryTurns, historyShare) },
    { name: 'assemble warm', fn: () => pack(request, profile) },
    { name: 'assemble cold', fn: () => pack(fresh, profile), beforeEach: nextFresh },
    { name: 'assemble cold, exactDropCounts: true', fn: () => pack(fresh, profile, { exactDropCounts: true }), beforeEach: nextFresh },
    { name: 'budgetReport', fn: () => budgetReport(sections, tokenizer) },
  ];
}
