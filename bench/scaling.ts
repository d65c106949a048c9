import { assemble, clampHistory, createTokenizer, promptBudget, resolveProfile, selectChunks, type Profile, type Request } from '../core/index.js';
import { scaledRequest, standardProfile } from '../fixtures/generate/standard.js';
import { batchSize, runOnce } from './measure.js';
import type { BenchTask } from './tasks.js';
import { freshCopy } from './workloads.js';

/** One task measured at growing sizes. */
export interface ScalingSeries {
  task: string;
  /** What grows: `candidates` or `turns`. */
  axis: 'candidates' | 'turns';
  points: { n: number; median: number }[];
}

export interface ScalingConfig {
  candidates: readonly number[];
  /** Cold assemble (never-seen text) is measured at these sizes. */
  coldCandidates: readonly number[];
  /** Cold assemble with `exactDropCounts: true` counts everything offered once per call; its series stops here. */
  exactColdCandidates: readonly number[];
  turns: readonly number[];
  /** The other axis's size while one grows. */
  fixedTurns: number;
  fixedCandidates: number;
  timeMs: number;
  minSamples: number;
}

export const SCALING: ScalingConfig = {
  candidates: [100, 1_000, 10_000, 100_000],
  coldCandidates: [100, 1_000, 10_000, 100_000],
  exactColdCandidates: [100, 1_000, 10_000],
  turns: [10, 100, 1_000, 10_000],
  fixedTurns: 200,
  fixedCandidates: 1_000,
  timeMs: 300,
  minSamples: 5,
};

function timeTask(task: BenchTask, config: ScalingConfig): number {
  const batches = new Map([[task.name, batchSize(task)]]);
  return runOnce([task], { timeMs: config.timeMs, minSamples: config.minSamples, warmupMs: 50 }, batches).get(task.name)!.median;
}

/** A cold task: each call gets a fresh copy of the request (untimed). */
function coldTask(name: string, request: Request, pack: (fresh: Request) => unknown): BenchTask {
  let fresh = request;
  return { name, fn: () => pack(fresh), beforeEach: () => void (fresh = freshCopy(request)) };
}

function candidateTasks(request: Request, profile: Profile, cold: boolean, exactCold: boolean): BenchTask[] {
  const tokenizer = createTokenizer(profile.encoding);
  const chunks = request.chunks ?? [];
  const share = Math.floor(promptBudget(profile) * profile.shares.evidence);
  const options = { maxMetaChars: profile.maxMetaChars };
  // Pre-count once: the warm tasks measure what a call costs once counts are known.
  selectChunks(chunks, share, profile.chunkThreshold, tokenizer, options);
  assemble(request, profile);
  const tasks: BenchTask[] = [
    { name: 'selectChunks (pre-counted)', fn: () => selectChunks(chunks, share, profile.chunkThreshold, tokenizer, options) },
    { name: 'assemble warm', fn: () => assemble(request, profile) },
  ];
  if (cold) tasks.push(coldTask('assemble cold', request, (fresh) => assemble(fresh, profile)));
  if (exactCold) tasks.push(coldTask('assemble cold, exactDropCounts: true', request, (fresh) => assemble(fresh, profile, { exactDropCounts: true })));
  return tasks;
}

function turnTasks(request: Request, profile: Profile): BenchTask[] {
  const tokenizer = createTokenizer(profile.encoding);
  const lens = (request.history ?? []).map((turn) => tokenizer.count(turn.content));
  const share = Math.floor(promptBudget(profile) * profile.shares.history);
  assemble(request, profile);
  return [
    { name: 'clampHistory', fn: () => clampHistory(lens, profile.maxHistoryTurns, share) },
    { name: 'assemble warm', fn: () => assemble(request, profile) },
    coldTask('assemble cold', request, (fresh) => assemble(fresh, profile)),
  ];
}

/**
 * Runs every series. Sizes are capped so a full run stays within a few
 * minutes on a 2-core machine: the one-time pre-count of 100 000 candidates
 * (about 85 MB of text) is most of it.
 */
export function runScaling(config: ScalingConfig = SCALING, log: (line: string) => void = () => {}): ScalingSeries[] {
  const series = new Map<string, ScalingSeries>();
  const add = (task: string, axis: ScalingSeries['axis'], n: number, ms: number): void => {
    const key = `${axis}/${task}`;
    if (!series.has(key)) series.set(key, { task, axis, points: [] });
    series.get(key)!.points.push({ n, median: ms });
  };
  // The standard request's content at each size, under the standard profile.
  const profile = resolveProfile(standardProfile());
  for (const n of config.candidates) {
    log(`scaling: ${n} candidates`);
    const request = scaledRequest({ candidates: n, turns: config.fixedTurns });
    for (const task of candidateTasks(request, profile, config.coldCandidates.includes(n), config.exactColdCandidates.includes(n))) add(task.name, 'candidates', n, timeTask(task, config));
  }
  for (const n of config.turns) {
    log(`scaling: ${n} turns`);
    const request = scaledRequest({ candidates: config.fixedCandidates, turns: n });
    for (const task of turnTasks(request, profile)) add(task.name, 'turns', n, timeTask(task, config));
  }
  return [...series.values()];
}

/**
 * How the cost grew against n·log n over the whole series: the ratio of
 * (t_last / t_first) to (n_last·log n_last) / (n_first·log n_first). At most
 * 1 means no faster than n log n; per-call constants make small sizes look
 * dearer, so growth below n log n shows as a value under 1.
 */
export function growthVersusNLogN(points: readonly { n: number; median: number }[]): number {
  if (points.length < 2) return Number.NaN;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const nlogn = (n: number): number => n * Math.log2(Math.max(2, n));
  return last.median / first.median / (nlogn(last.n) / nlogn(first.n));
}

/** Local slope on a log-log scale between consecutive points: 1 is linear, 2 quadratic. */
export function exponents(points: readonly { n: number; median: number }[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    out.push(Math.log(b.median / a.median) / Math.log(b.n / a.n));
  }
  return out;
}

