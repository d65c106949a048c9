import type { SuiteResult } from '../result.js';
import { summarize, type RunSummary } from './summary.js';

export interface JsonReport {
  version: 1;
  summary: RunSummary;
  suites: SuiteResult[];
}

/** The whole run for machines: every case, failure, saving and change. */
export function toJsonReport(results: readonly SuiteResult[]): JsonReport {
  return { version: 1, summary: summarize(results), suites: [...results] };
}
