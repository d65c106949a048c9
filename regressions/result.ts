import type { SourcePosition } from '../core/index.js';

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
  passed: number;
  /** The case's threshold. */
  passRate: number;
  pass: boolean;
  /** What the failing runs got wrong (first few). */
  failures: string[];
  /** Set when a call failed (missing cassette, timeout …): never a pass. */
  error: string | null;
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
}

/** How one case's result on one request moved under an experiment. */
export interface CaseChange {
  caseId: string;
  requestId: string;
  notes: string[];
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

export interface ExperimentResult {
  id: string;
  description: string | null;
  at: SourcePosition;
  verdict: 'safe' | 'unsafe';
  /** Why it is unsafe: each expectation or model check that held before and fails after. */
  reasons: string[];
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
  cases: CaseResult[];
  experiments: ExperimentResult[];
  /** Cassette files of the suite's folder that no call of this run used (stale after a prompt change). */
  unusedCassettes: string[];
}
