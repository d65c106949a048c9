import type { SourcePosition } from '../core/index.js';
import type { Evidence } from '../providers/index.js';
import type { MoreSamples, Table } from './statistics/index.js';

/** One thing that did not hold, on one request. */
export interface CaseFailure {
  requestId: string;
  /** The expectation or model check, as the suite names it: `kept.chunks kb-1`, `model: pass rate`. */
  label: string;
  actual: string;
  /** Where the expectation is written in the suite. */
  at: SourcePosition;
}

export interface ModelResult {
  runs: number;
  /** Answers that passed every assertion. */
  passed: number;
  /** The case's threshold. */
  passRate: number;
  /** At least `passRate` of the runs passed, on complete evidence from the suite's model. */
  pass: boolean;
  /** What the failing runs got wrong (first few). */
  failures: string[];
  /** Checks this run could not make and only reports (a latency outside `--live`); they passed nothing. */
  notes: string[];
  /**
   * Whether the answers are all there and from the suite's model:
   * `missing`, `stale` (recorded for another prompt), `provider-error`,
   * `model-mismatch` (another model answered), `overflow` (nothing to send).
   * Never a pass unless `complete`.
   */
  evidence: Evidence | 'model-mismatch' | 'overflow';
  /** Why the evidence is not complete, in one line; null when it is. */
  error: string | null;
  /** Judged on pass counts (answers vary) rather than one answer. */
  sampled: boolean;
  /** The model ids the answers report (none when the provider does not say). */
  models: string[];
  /** Which look at these samples this is (1 for a first recording). */
  looks: number;
}

export interface CaseResult {
  id: string;
  description: string | null;
  at: SourcePosition;
  status: 'passed' | 'failed';
  /** Requests the case ran on. */
  requests: number;
  /** Expectations checked in all (per request), model checks included. */
  checks: number;
  failures: CaseFailure[];
  /** Checks reported but not made in this run (a latency outside `--live`), per request. */
  notes: string[];
}

/** How one case's result on one request moved under an experiment. */
export interface CaseChange {
  caseId: string;
  requestId: string;
  notes: string[];
  /** The model's answers before and under the experiment, one per sample (null where there is none), when any differ; else null. */
  answers: { before: (string | null)[]; after: (string | null)[] } | null;
}

export interface Savings {
  /** Requests of the suite measured. */
  requests: number;
  /** The fixed part as sent (rules, tools, examples, format, with their template overhead), per request, before. */
  fixedMedianBefore: number;
  /** Fixed-part tokens saved per request: median, mean, sum, and mean × 1 000. */
  savedMedian: number;
  savedMean: number;
  savedTotal: number;
  savedPer1000: number;
  /**
   * Change of the whole payload's median tokens (after − before). Usually
   * smaller than the saving: freed room lets more chunks or turns in.
   */
  payloadDeltaMedian: number;
}

/** Why a verdict is `inconclusive`: evidence that is missing, stale or too thin. */
export type InconclusiveReason =
  /** A check failed before the change, so the change cannot be shown to keep it. */
  | 'baseline-failed'
  /** Answers not recorded (no cassette, or fewer samples than `repeat`). */
  | 'answers-missing'
  /** Answers recorded for another prompt or other parameters. */
  | 'answers-stale'
  /** The provider failed (HTTP error, timeout, an answer over the size cap …). */
  | 'provider-error'
  /** Answers from a model other than the suite's, or from different models before and after. */
  | 'model-mismatch'
  /** Sampled answers that do not yet show non-inferiority at the level spent on this look. */
  | 'too-few-samples';

/** How sampled answers were judged: the pooled pass counts and the exact tests on them. */
export interface SampleEvidence {
  /** Case/request pairs whose payload the experiment changed, pooled. */
  cells: number;
  pooled: Table;
  look: number;
  alpha: number;
  delta: number;
  /** α / 2^look: what the non-inferiority test may spend at this look. */
  alphaAtLook: number;
  /** Exact non-inferiority test: H0 "the experiment's pass rate is δ or more below the baseline's". */
  nonInferiorityP: number;
  /** Cells (or `pooled`) whose drop is significant at α after Holm's correction. */
  significantDrops: { id: string; pValue: number }[];
  decision: 'safe' | 'unsafe' | 'undecided';
  /** For `undecided`: samples per arm that would decide it if the pass rates held. */
  more: MoreSamples | null;
}

export interface ExperimentResult {
  id: string;
  description: string | null;
  at: SourcePosition;
  /** `safe` needs evidence: a baseline that held, every answer present, current and from the suite's model, enough samples. */
  verdict: 'safe' | 'unsafe' | 'inconclusive';
  /**
   * Why: for `unsafe`, each expectation or model check that held before and
   * fails after (or dropped significantly); for `inconclusive`, each piece of
   * evidence that is missing.
   */
  reasons: string[];
  /** For `inconclusive`, the kinds of evidence missing; empty otherwise. */
  inconclusive: InconclusiveReason[];
  /** For experiments judged on sampled answers; null otherwise. */
  samples: SampleEvidence | null;
  /** Said beside the verdict: e.g. that the suite has not shown it would notice harm. */
  caveats: string[];
  savings: Savings;
  /** Every case/request whose context changed, and how. */
  changes: CaseChange[];
  /** `failed` when the suite asserted a verdict or saving that did not come out. */
  status: 'passed' | 'failed';
  expected: string | null;
  /** Why the assertion on the experiment failed. */
  failures: string[];
}

export interface SuiteResult {
  file: string;
  name: string;
  status: 'passed' | 'failed';
  requests: number;
  /** `replay`, `openai`, `command`, or null without a provider. */
  provider: string | null;
  /** Which of the suite's providers answered (its `id`, model or `default`); null without one. With `providers:`, one result per provider. */
  providerId: string | null;
  cases: CaseResult[];
  experiments: ExperimentResult[];
  /** What the run found in (and did to) the suite's cassette folder; null when it used none. */
  cassettes: CassetteReport | null;
}

export interface CassetteReport {
  folder: string;
  /**
   * Files, and entries of files, that nothing in this run asked for (left
   * over from prompts that have since changed); deleted only with `--prune`.
   */
  unused: string[];
  /** What `--prune` deleted. */
  pruned: string[];
  /** Version-1 cassettes still in the folder: `--migrate-cassettes` moves them into the current format. */
  legacy: number;
  /** Version-1 cassettes moved into version-2 files by this run. */
  migrated: number;
  /** Answers recorded by this run. */
  recorded: number;
  /** Temp files of killed recordings, deleted when the folder was opened. */
  removedTempFiles: string[];
  /** Temp files of killed recordings that could not be deleted (a read-only checkout …), with why. */
  keptTempFiles: { file: string; reason: string }[];
}
