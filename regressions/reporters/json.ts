import type { SuiteResult } from '../result.js';
import { summarize, type RunSummary } from './summary.js';

export interface JsonReport {
  /** 2: verdicts may be `inconclusive`, with `inconclusive`, `samples` and `caveats`; `cassettes` replaced `unusedCassettes`. */
  version: 2;
  summary: RunSummary;
  suites: SuiteResult[];
}

/** The whole run for machines: every case, failure, saving and change. */
export function toJsonReport(results: readonly SuiteResult[]): JsonReport {
  return { version: 2, summary: summarize(results), suites: [...results] };
}
