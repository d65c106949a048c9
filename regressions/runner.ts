import { BaglamError } from '../core/index.js';
import { CassetteFileError, type CassetteStore, type Provider } from '../providers/index.js';
import { allAssertions } from './answerAssertions.js';
import type { Grading } from './gradeAnswers.js';
import { runExperiment } from './experimentRun.js';
import { loadSuite } from './loadSuite.js';
import { liveProvider, openAnswers, type Answers, type ProviderMode } from './providerSpec.js';
import type { CaseResult, CassetteReport, ExperimentResult, SuiteResult } from './result.js';
import type { Suite } from './suite.js';
import { collectSuiteFiles } from './suiteFiles.js';
import { suiteForProvider } from './suiteForProvider.js';
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
  /** Answers the grader's live calls instead of the suite's `grader.live` (tests; programs that embed the runner). */
  grader?: Provider;
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

/** One suite on one provider: its cases, then its experiments. */
async function runSuite(suite: Suite, answers: Answers | null, grading: Grading | null, mode: ProviderMode, step: () => void): Promise<{ result: SuiteResult; recorded: number }> {
  const run = new SuiteRun(suite, answers?.source ?? null, grading, mode === 'live');
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
  const matrix = suite.providers.length > 1 && suite.provider !== null;
  return {
    result: {
      file: suite.file, name: matrix ? `${suite.name} [${suite.provider!.label}]` : suite.name, status: failed ? 'failed' : 'passed',
      requests: suite.requests.length, provider: answers?.source.kind ?? null, providerId: suite.provider?.label ?? null,
      cases, experiments, cassettes: null,
    },
    recorded: run.recorded,
  };
}

/** What a run found in (and did to) a cassette folder, once every provider that reads it has run. */
async function cassetteReport(store: CassetteStore, mode: ProviderMode, prune: boolean, recorded: number): Promise<CassetteReport> {
  const migrated = mode === 'migrate' ? await store.removeMigrated() : 0;
  const unused = store.unused();
  return {
    folder: store.dir, unused: prune ? [] : unused, pruned: prune ? await store.prune() : [], legacy: store.legacyCount, migrated,
    recorded, removedTempFiles: store.tempFiles.removed, keptTempFiles: store.tempFiles.kept,
  };
}

/** The suite on each of its providers, with where its answers and grades come from. */
interface SuiteRuns {
  suite: Suite;
  runs: { view: Suite; answers: Answers | null; grading: Grading | null }[];
}

async function openRuns(suite: Suite, mode: ProviderMode, options: RunOptions, stores: Map<string, CassetteStore>): Promise<SuiteRuns> {
  const env = options.env ?? {};
  const fail = (problem: string, at: Suite['provider']): never => {
    throw new BaglamError('PARSE_ERROR', problem, [], at?.at);
  };
  const asks = suite.cases.some((c) => c.model !== null);
  let graderLive: Provider | null = options.grader ?? null;
  const grader = suite.grader;
  const asking = mode === 'live' || mode === 'record' || mode === 'record-all';
  if (grader !== null && asking && graderLive === null) {
    if (grader.live === null) throw new BaglamError('PARSE_ERROR', `grader: --${mode === 'record-all' ? 'record=all' : mode} needs a \`live\` grader to ask for the grades the cassettes lack`, ['grader'], grader.at);
    if (grader.live.kind === 'openai' && grader.live.apiKeyEnv !== null && (env[grader.live.apiKeyEnv] ?? '') === '') {
      throw new BaglamError('PARSE_ERROR', `grader: the environment variable ${grader.live.apiKeyEnv} (apiKeyEnv) is not set`, ['grader'], grader.at);
    }
    graderLive = liveProvider(grader.live, grader.dir, env);
  }
  const runs: SuiteRuns['runs'] = [];
  for (const provider of suite.providers.length === 0 ? [null] : suite.providers) {
    const view = provider === null ? suite : suiteForProvider(suite, provider);
    let answers: Answers | null = null;
    if (provider !== null && asks) {
      const opened = await openAnswers(provider, mode, env, options.provider, stores);
      if ('problem' in opened) fail(`${suite.providers.length > 1 ? `providers (${provider.label})` : 'provider'}: ${opened.problem}`, provider);
      answers = opened as Answers;
    }
    const grading: Grading | null = grader === null ? null : {
      model: grader.model, params: grader.params,
      provider: asking ? graderLive : null,
      store: mode === 'record' || mode === 'record-all' ? answers?.store ?? null : null,
    };
    runs.push({ view, answers, grading });
  }
  return { suite, runs };
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
  const loaded: SuiteRuns[] = [];
  // Suites and providers that share a cassette folder share its store: what
  // one did not ask for may be another's, so only what none of them used is
  // unused (and only that is pruned).
  const stores = new Map<string, CassetteStore>();
  for (const file of files) {
    try {
      loaded.push(await openRuns(await loadSuite(file, { cwd: options.cwd }), mode, options, stores));
    } catch (error) {
      errors.push(error instanceof CassetteFileError ? new BaglamError('PARSE_ERROR', error.message) : asConfigError(error));
    }
  }
  if (errors.length > 0) throw new SuiteConfigError(errors);
  const total = loaded.reduce((n, l) => n + (l.suite.cases.length + l.suite.experiments.length) * l.runs.length, 0);
  let done = 0;
  const ran: { result: SuiteResult; store: CassetteStore | null; recorded: number }[] = [];
  for (const { suite, runs } of loaded) {
    for (const { view, answers, grading } of runs) {
      const { result, recorded } = await runSuite(view, answers, grading, mode, () => options.onProgress?.({ suite: suite.name, done: ++done, total }));
      ran.push({ result, store: answers?.store ?? null, recorded });
    }
  }
  // Each folder is reported once, under the last suite and provider that read it, after all of them ran.
  for (const store of new Set(ran.flatMap((r) => (r.store === null ? [] : [r.store])))) {
    const mine = ran.filter((r) => r.store === store);
    mine.at(-1)!.result.cassettes = await cassetteReport(store, mode, options.prune ?? false, mine.reduce((n, r) => n + r.recorded, 0));
  }
  return ran.map((r) => r.result);
}
