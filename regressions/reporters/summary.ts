import type { SuiteResult } from '../result.js';

export interface RunSummary {
  suites: number;
  casesPassed: number;
  casesFailed: number;
  experiments: number;
  safe: number;
  unsafe: number;
  /** Evidence missing, stale or too thin: never counted as safe. */
  inconclusive: number;
  experimentsFailed: number;
  passed: boolean;
}

export function summarize(results: readonly SuiteResult[]): RunSummary {
  const cases = results.flatMap((s) => s.cases);
  const experiments = results.flatMap((s) => s.experiments);
  const casesFailed = cases.filter((c) => c.status === 'failed').length;
  const experimentsFailed = experiments.filter((e) => e.status === 'failed').length;
  return {
    suites: results.length,
    casesPassed: cases.length - casesFailed,
    casesFailed,
    experiments: experiments.length,
    safe: experiments.filter((e) => e.verdict === 'safe').length,
    unsafe: experiments.filter((e) => e.verdict === 'unsafe').length,
    inconclusive: experiments.filter((e) => e.verdict === 'inconclusive').length,
    experimentsFailed,
    passed: casesFailed === 0 && experimentsFailed === 0,
  };
}
