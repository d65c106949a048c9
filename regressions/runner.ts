import { BaglamError } from '../core/index.js';
import { CassetteFileError, type Provider } from '../providers/index.js';
import { runExperiment } from './experimentRun.js';
import { loadSuite } from './loadSuite.js';
import { openAnswers, type Answers, type ProviderMode } from './providerSpec.js';
import type { CaseResult, CassetteReport, ExperimentResult, SuiteResult } from './result.js';
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
  /** Delete the cassette files and entries nothing in this run asked for (`--prune`). Default false: only listed. */
  prune?: boolean;
  /**
   * Answers live calls (`live`, `record`, `record-all`) instead of the
   * suite's `live:` provider: for programs that embed the runner, and tests.
   */
  provider?: Provider;
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

/** Says beside every `safe` verdict that the suite has not shown it would notice harm, when it has not. */
function sensitivityCaveats(suite: Suite, experiments: ExperimentResult[]): void {
  const shown = experiments.some((e, i) => e.verdict === 'unsafe' && suite.experiments[i]!.expect?.verdict === 'unsafe');
  if (shown) return;
  for (const e of experiments) {
    if (e.verdict === 'safe') {
      e.caveats.push('no control experiment (expect: unsafe) came out unsafe in this suite: it has not shown that it would notice harm');
    }
  }
}

async function runSuite(suite: Suite, answers: Answers | null, mode: ProviderMode, prune: boolean, step: () => void): Promise<SuiteResult> {
  const run = new SuiteRun(suite, answers?.source ?? null);
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
  sensitivityCaveats(suite, experiments);
  const failed = cases.some((c) => c.status === 'failed') || experiments.some((e) => e.status === 'failed');
  let cassettes: CassetteReport | null = null;
  const store = answers?.store ?? null;
  if (store !== null) {
    const migrated = mode === 'migrate' ? await store.removeMigrated() : 0;
    const unused = store.unused();
    cassettes = {
      folder: store.dir, unused, pruned: prune ? await store.prune() : [], legacy: store.legacyCount, migrated,
      recorded: run.recorded, removedTempFiles: store.tempFiles.removed, keptTempFiles: store.tempFiles.kept,
    };
    if (prune) cassettes.unused = [];
  }
  return {
    file: suite.file, name: suite.name, status: failed ? 'failed' : 'passed',
    requests: suite.requests.length, provider: answers?.source.kind ?? null, cases, experiments, cassettes,
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
  const loaded: { suite: Suite; answers: Answers | null }[] = [];
  for (const file of files) {
    try {
      const suite = await loadSuite(file, { cwd: options.cwd });
      let answers: Answers | null = null;
      if (suite.provider !== null && suite.cases.some((c) => c.model !== null)) {
        const opened = await openAnswers(suite.provider, mode, options.env ?? {}, options.provider);
        if ('problem' in opened) throw new BaglamError('PARSE_ERROR', `provider: ${opened.problem}`, ['provider'], suite.provider.at);
        answers = opened;
      }
      loaded.push({ suite, answers });
    } catch (error) {
      errors.push(error instanceof CassetteFileError ? new BaglamError('PARSE_ERROR', error.message) : asConfigError(error));
    }
  }
  if (errors.length > 0) throw new SuiteConfigError(errors);
  const total = loaded.reduce((n, l) => n + l.suite.cases.length + l.suite.experiments.length, 0);
  let done = 0;
  const results: SuiteResult[] = [];
  for (const { suite, answers } of loaded) {
    results.push(await runSuite(suite, answers, mode, options.prune ?? false, () => options.onProgress?.({ suite: suite.name, done: ++done, total })));
  }
  return results;
}
