import { BaglamError } from '../core/index.js';
import type { Provider } from '../providers/index.js';
import { trackKeys, unusedCassettes } from './cassetteUse.js';
import { runExperiment } from './experimentRun.js';
import { loadSuite } from './loadSuite.js';
import { buildProvider, type ProviderMode } from './providerSpec.js';
import type { CaseResult, ExperimentResult, SuiteResult } from './result.js';
import type { Suite } from './suite.js';
import { collectSuiteFiles } from './suiteFiles.js';
import { SuiteRun, type RequestRun } from './suiteRun.js';

export interface RunOptions {
  /** Relative paths are read from here. */
  cwd: string;
  /** Where model answers come from. Default `replay`. */
  mode?: ProviderMode;
  /** Where `apiKeyEnv` variables are read. Default: none set. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Called after each case and experiment, for progress bars. */
  onProgress?: (progress: Progress) => void;
}

export interface Progress {
  suite: string;
  /** Steps (cases and experiments of every suite) done so far, and in all. */
  done: number;
  total: number;
}

/** Every configuration problem found before anything ran (exit code 2). */
export class SuiteConfigError extends Error {
  readonly errors: BaglamError[];
  constructor(errors: BaglamError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.name = 'SuiteConfigError';
    this.errors = errors;
  }
}

async function runSuite(suite: Suite, live: Provider | null, step: () => void): Promise<SuiteResult> {
  const used = new Set<string>();
  const provider = live === null ? null : trackKeys(live, used);
  const run = new SuiteRun(suite, provider);
  const baselines = new Map<string, RequestRun[]>();
  const cases: CaseResult[] = [];
  for (const c of suite.cases) {
    const runs = await run.runCase(c, c.profile);
    baselines.set(c.id, runs);
    cases.push(SuiteRun.caseResult(c, runs));
    step();
  }
  const experiments: ExperimentResult[] = [];
  for (const e of suite.experiments) {
    experiments.push(await runExperiment(run, suite, e, baselines));
    step();
  }
  const failed = cases.some((c) => c.status === 'failed') || experiments.some((e) => e.status === 'failed');
  const cassettes = suite.provider?.cassettes ?? null;
  return {
    file: suite.file, name: suite.name, status: failed ? 'failed' : 'passed',
    requests: suite.requests.length, provider: provider?.kind ?? null, cases, experiments,
    unusedCassettes: provider === null || cassettes === null ? [] : await unusedCassettes(cassettes, used),
  };
}

/**
 * Loads every suite the paths name (files, or folders of `*.suite.yaml`),
 * refuses the whole run with a `SuiteConfigError` if any is malformed, then
 * runs them in order. The CLI formats the results; `baglam gate` calls this
 * too.
 */
export async function runSuites(paths: readonly string[], options: RunOptions): Promise<SuiteResult[]> {
  const mode = options.mode ?? 'replay';
  const errors: BaglamError[] = [];
  const asConfigError = (error: unknown): BaglamError => {
    if (error instanceof BaglamError) return error;
    throw error;
  };
  let files: string[] = [];
  try {
    files = await collectSuiteFiles(paths, options.cwd);
  } catch (error) {
    errors.push(asConfigError(error));
  }
  const loaded: { suite: Suite; provider: Provider | null }[] = [];
  for (const file of files) {
    try {
      const suite = await loadSuite(file, { cwd: options.cwd });
      let provider: Provider | null = null;
      if (suite.provider !== null && suite.cases.some((c) => c.model !== null)) {
        const built = buildProvider(suite.provider, mode, options.env ?? {});
        if ('problem' in built) throw new BaglamError('PARSE_ERROR', `provider: ${built.problem}`, ['provider'], suite.provider.at);
        provider = built.provider;
      }
      loaded.push({ suite, provider });
    } catch (error) {
      errors.push(asConfigError(error));
    }
  }
  if (errors.length > 0) throw new SuiteConfigError(errors);
  const total = loaded.reduce((n, l) => n + l.suite.cases.length + l.suite.experiments.length, 0);
  let done = 0;
  const results: SuiteResult[] = [];
  for (const { suite, provider } of loaded) {
    results.push(await runSuite(suite, provider, () => options.onProgress?.({ suite: suite.name, done: ++done, total })));
  }
  return results;
}
