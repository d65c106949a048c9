import { BaglamError } from '../../core/errors.js';
import type { AssembledContext, ContextOverflowError, Profile, SectionTokens } from '../../core/index.js';
import { maxOutputTokens, promptBudget } from '../../core/profile.js';
import { measureOutcome } from '../../core/outcomeMeasures.js';
import { canonicalJson } from '../../core/render.js';
import { FixedPartSeries, type FixedPartOfLog } from './fixedPartSeries.js';
import { IntegerHistogram, type HistogramPairs, type Percentiles } from './histogram.js';
import type { LogResponse } from './logEntry.js';
import { TopRequests, type ListedRequest } from './topRequests.js';

/**
 * Folds assembled requests into the report's numbers one at a time, so a log
 * of any length runs in memory bounded by the window (see `IntegerHistogram`):
 * no request is kept once it has been counted. Everything held is exact and
 * adds up, so accumulators of shards of a log (worker threads, machines)
 * merge into the one a single pass would have built.
 */

/** The rows of the section table, in prompt order; `fixed` and `total` are derived. */
export const SECTION_KEYS = [
  'rules', 'tools', 'examples', 'summary', 'trimNote', 'history', 'evidence', 'evidenceMetadata',
  'format', 'question', 'template',
] as const satisfies readonly (keyof SectionTokens)[];

export type SectionKey = (typeof SECTION_KEYS)[number];
export type RowKey = SectionKey | 'fixed' | 'total';
export const ROW_KEYS: readonly RowKey[] = [...SECTION_KEYS, 'fixed', 'total'];

export interface ReportSummary {
  /** The log read; for merged shards, every shard's logs joined by ", ". */
  log: string;
  profile: {
    name: string;
    window: number;
    budget: number;
    maxOutputTokens: number;
    encoding: string;
    template: string;
  };
  /** Non-blank lines read. */
  requests: number;
  /** Requests that fit (the section percentiles are over these). */
  assembled: number;
  overflow: { count: number; rate: number; overBy: Percentiles | null };
  /** Tokens per section of the assembled prompts; `fixed` = rules + tools + examples + format. */
  sections: Record<RowKey, Percentiles | null>;
  droppedChunks: { perRequest: Percentiles | null; total: number; byReason: Record<string, number> };
  droppedTurns: { perRequest: Percentiles | null; total: number };
  trimNote: { count: number; rate: number };
  candidatesExhausted: { count: number; rate: number };
  output: {
    /** Lines with a response. */
    responses: number;
    completionTokens: Percentiles | null;
    /** completion tokens ÷ the profile's output cap (maxOutputTokens), as fractions. */
    reserveUsed: Percentiles | null;
    truncated: { count: number; rate: number };
    finishReasons: Record<string, number>;
  };
}

/**
 * What the HTML report shows besides the summary's numbers: where in the
 * log to look. Kept out of the summary (and `--json`), whose numbers do not
 * depend on how a log was cut into shards; these name logs and lines.
 */
export interface ReportDetail {
  /** The largest overflowing requests, largest first (at most `LISTED_REQUESTS`). */
  largestOverflows: readonly ListedRequest[];
  /** The largest requests that fit, largest first (at most `LISTED_REQUESTS`). */
  largestRequests: readonly ListedRequest[];
  /** The fixed part along each log. */
  fixedPart: FixedPartOfLog[];
  /** Requests by dropped history turns, and by dropped chunks: `[dropped, requests]`. */
  droppedTurns: HistogramPairs;
  droppedChunks: HistogramPairs;
}

/** Where a request was read: its log, line and id. */
export interface RequestSource {
  log: string;
  line: number;
  id: string | undefined;
}

/** Requests listed by name: enough to go and open them, few enough to read. */
export const LISTED_REQUESTS = 20;

/** Histograms besides the section rows: over-budget tokens of overflows, drops per request, completion tokens. */
export const OTHER_HISTOGRAMS = ['overBy', 'droppedChunks', 'droppedTurns', 'completion'] as const;
export type HistogramKey = RowKey | (typeof OTHER_HISTOGRAMS)[number];
const HISTOGRAM_KEYS: readonly HistogramKey[] = [...ROW_KEYS, ...OTHER_HISTOGRAMS];

/**
 * An accumulator as a file (`baglam report --save-state`): exact histograms
 * and counts, nothing derived, so `--merge` can add shards up. Requests,
 * overflows and responses are the counts of the `total`, `overBy` and
 * `completion` histograms; drop totals are the sums of the per-request ones.
 */
export interface ReportState {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  /** The logs counted, in the order they were given. */
  logs: string[];
  /** The resolved profile every request was assembled under. */
  profile: Profile;
  /** Requests whose history carries the trim note. */
  trimmed: number;
  /** Requests whose eligible chunks ran out before the evidence share filled. */
  exhausted: number;
  histograms: Record<HistogramKey, HistogramPairs>;
  /** Dropped chunks by reason. */
  dropReasons: Record<string, number>;
  finishReasons: Record<string, number>;
  /** See `ReportDetail`. */
  largestOverflows: ListedRequest[];
  largestRequests: ListedRequest[];
  fixedPart: FixedPartOfLog[];
}

export const STATE_FORMAT = 'baglam-report-state';
/** 2: the listed requests and the fixed part along the log. */
export const STATE_VERSION = 2;

function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Keys in code-unit order: the JSON output does not depend on the log's order. */
function sortedRecord(map: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of [...map.keys()].sort()) out[key] = map.get(key)!;
  return out;
}

function scale(p: Percentiles | undefined, by: number): Percentiles | null {
  if (p === undefined) return null;
  const f = (v: number): number => v / by;
  return { min: f(p.min), p25: f(p.p25), p50: f(p.p50), p75: f(p.p75), p90: f(p.p90), p99: f(p.p99), max: f(p.max) };
}

function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export class ReportAccumulator {
  readonly profile: Profile;
  readonly #logs: string[];
  readonly #histograms = new Map<HistogramKey, IntegerHistogram>();
  readonly #dropReasons = new Map<string, number>();
  readonly #finish = new Map<string, number>();
  #trimmed = 0;
  #exhausted = 0;
  readonly #largestOverflows = new TopRequests(LISTED_REQUESTS);
  readonly #largestRequests = new TopRequests(LISTED_REQUESTS);
  #fixedPart = new FixedPartSeries();

  constructor(profile: Profile, logs: readonly string[]) {
    this.profile = profile;
    this.#logs = [...logs];
    for (const key of HISTOGRAM_KEYS) this.#histograms.set(key, new IntegerHistogram());
  }

  #h(key: HistogramKey): IntegerHistogram {
    return this.#histograms.get(key)!;
  }

  /** One request's outcome: its assembled context or the overflow it raised, the logged response, and where it was read. */
  add(outcome: AssembledContext | ContextOverflowError, response: LogResponse | undefined, source: RequestSource): void {
    const m = measureOutcome(outcome);
    const listed: ListedRequest = {
      log: source.log, line: source.line, id: source.id ?? null, tokens: outcome.tokens, sections: { ...outcome.sections },
    };
    if (m.outcome === 'overflow') {
      this.#h('overBy').add(m.overBy);
      this.#largestOverflows.offer(listed);
    } else {
      this.#largestRequests.offer(listed);
      this.#fixedPart.add(source.log, source.line, m.sections);
      for (const key of SECTION_KEYS) this.#h(key).add(m.sections[key]);
      this.#h('fixed').add(m.fixed);
      this.#h('total').add(m.total);
      this.#h('droppedChunks').add(m.droppedChunks);
      this.#h('droppedTurns').add(m.droppedTurns);
      for (const d of m.drops) if (d.section === 'chunks') bump(this.#dropReasons, d.reason, d.count);
      if (m.trimNote) this.#trimmed++;
      if (m.candidatesExhausted) this.#exhausted++;
    }
    if (response !== undefined) {
      this.#h('completion').add(response.completionTokens);
      bump(this.#finish, response.finishReason);
    }
  }

  /**
   * Adds `other` (shards of the same log or of several, counted under the
   * same profile) in: the result is what one pass over both would hold.
   */
  merge(other: ReportAccumulator): void {
    if (canonicalJson(this.profile) !== canonicalJson(other.profile)) {
      throw new BaglamError(
        'INVALID_INPUT',
        `cannot merge reports made under different profiles ("${this.profile.name}" and "${other.profile.name}" differ): ` +
          'their section percentiles would not describe one budget',
      );
    }
    this.#logs.push(...other.#logs);
    for (const key of HISTOGRAM_KEYS) this.#h(key).merge(other.#h(key));
    for (const [k, n] of other.#dropReasons) bump(this.#dropReasons, k, n);
    for (const [k, n] of other.#finish) bump(this.#finish, k, n);
    this.#trimmed += other.#trimmed;
    this.#exhausted += other.#exhausted;
    this.#largestOverflows.merge(other.#largestOverflows);
    this.#largestRequests.merge(other.#largestRequests);
    this.#fixedPart.merge(other.#fixedPart);
  }

  /** The exact histogram of one row (read-only use: comparisons, rebinning). */
  histogram(key: HistogramKey): IntegerHistogram {
    return this.#h(key);
  }

  get logs(): readonly string[] {
    return this.#logs;
  }

  toState(): ReportState {
    const histograms = {} as Record<HistogramKey, HistogramPairs>;
    for (const key of HISTOGRAM_KEYS) histograms[key] = this.#h(key).pairs();
    return {
      format: STATE_FORMAT,
      version: STATE_VERSION,
      logs: [...this.#logs],
      profile: this.profile,
      trimmed: this.#trimmed,
      exhausted: this.#exhausted,
      histograms,
      dropReasons: sortedRecord(this.#dropReasons),
      finishReasons: sortedRecord(this.#finish),
      largestOverflows: [...this.#largestOverflows.list()],
      largestRequests: [...this.#largestRequests.list()],
      fixedPart: this.#fixedPart.logs(),
    };
  }

  /** An accumulator holding `state` (already validated: see `parseReportState`). */
  static fromState(state: ReportState): ReportAccumulator {
    const accumulator = new ReportAccumulator(state.profile, state.logs);
    for (const key of HISTOGRAM_KEYS) accumulator.#histograms.set(key, IntegerHistogram.fromPairs(state.histograms[key]));
    for (const [k, n] of Object.entries(state.dropReasons)) bump(accumulator.#dropReasons, k, n);
    for (const [k, n] of Object.entries(state.finishReasons)) bump(accumulator.#finish, k, n);
    accumulator.#trimmed = state.trimmed;
    accumulator.#exhausted = state.exhausted;
    for (const request of state.largestOverflows) accumulator.#largestOverflows.offer(request);
    for (const request of state.largestRequests) accumulator.#largestRequests.offer(request);
    accumulator.#fixedPart = FixedPartSeries.fromLogs(state.fixedPart);
    return accumulator;
  }

  detail(): ReportDetail {
    return {
      largestOverflows: this.#largestOverflows.list(),
      largestRequests: this.#largestRequests.list(),
      fixedPart: this.#fixedPart.logs(),
      droppedTurns: this.#h('droppedTurns').pairs(),
      droppedChunks: this.#h('droppedChunks').pairs(),
    };
  }

  summary(): ReportSummary {
    const profile = this.profile;
    const maxOutput = maxOutputTokens(profile);
    const sections = {} as Record<RowKey, Percentiles | null>;
    for (const key of ROW_KEYS) sections[key] = this.#h(key).summary() ?? null;
    const assembled = this.#h('total').count;
    const overflows = this.#h('overBy').count;
    const requests = assembled + overflows;
    const completion = this.#h('completion');
    const responses = completion.count;
    const truncated = this.#finish.get('length') ?? 0;
    return {
      log: this.#logs.join(', '),
      profile: {
        name: profile.name,
        window: profile.window,
        budget: promptBudget(profile),
        maxOutputTokens: maxOutput,
        encoding: profile.encoding,
        template: profile.template.kind,
      },
      requests,
      assembled,
      overflow: { count: overflows, rate: rate(overflows, requests), overBy: this.#h('overBy').summary() ?? null },
      sections,
      droppedChunks: {
        perRequest: this.#h('droppedChunks').summary() ?? null,
        total: this.#h('droppedChunks').sum,
        byReason: sortedRecord(this.#dropReasons),
      },
      droppedTurns: { perRequest: this.#h('droppedTurns').summary() ?? null, total: this.#h('droppedTurns').sum },
      trimNote: { count: this.#trimmed, rate: rate(this.#trimmed, assembled) },
      candidatesExhausted: { count: this.#exhausted, rate: rate(this.#exhausted, assembled) },
      output: {
        responses,
        completionTokens: completion.summary() ?? null,
        reserveUsed: scale(completion.summary(), maxOutput),
        truncated: { count: truncated, rate: rate(truncated, responses) },
        finishReasons: sortedRecord(this.#finish),
      },
    };
  }
}
