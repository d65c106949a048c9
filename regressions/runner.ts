import {
  assemble, BaglamError, ContextOverflowError, createTokenizer, resolveProfile, type Profile, type Request, type Tokenizer,
} from '../core/index.js';
import { canonicalJson } from '../core/render.js';
import { cassetteKey, type CompletionParams, type Payload, type Provider } from '../providers/index.js';
import { checkExpectation, type ExpectationResult, type Outcome } from './checkContext.js';
import { applyExperiment } from './experiment.js';
import { loadSuite } from './loadSuite.js';
import { checkOutput } from './outputAssertion.js';
import { buildProvider, type ProviderMode } from './providerSpec.js';
import type { CaseChange, CaseFailure, CaseResult, ExperimentResult, ModelResult, Savings, SuiteResult } from './result.js';
import { withinBounds, formatBounds } from './bounds.js';
import type { CaseSpec, ExperimentSpec, ModelCheck, Suite } from './suite.js';
import { collectSuiteFiles } from './suiteFiles.js';

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

/** Per request of a case: its outcome, expectation results and model result. */
interface RequestRun {
  requestId: string;
  outcome: Outcome;
  results: ExpectationResult[];
  model: ModelResult | null;
  /** The model's answers, one per repetition (null where the call failed); empty without a model check. */
  answers: (string | null)[];
}

interface ModelRun {
  result: ModelResult;
  answers: (string | null)[];
}

function outcomeOf(request: Request, profile: Profile): Outcome {
  try {
    return { fits: true, context: assemble(request, profile) };
  } catch (error) {
    if (error instanceof ContextOverflowError) return { fits: false, overflow: error };
    throw error;
  }
}

function payloadOf(outcome: Outcome): Payload | null {
  if (!outcome.fits) return null;
  const c = outcome.context;
  return c.template === 'chat' ? { messages: c.messages } : { text: c.text };
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Runs everything for one suite; the provider is built already (or null). */
class SuiteRun {
  private readonly outcomes = new Map<string, Outcome>();
  private readonly tokenizers = new Map<string, Tokenizer>();
  private readonly fixedCosts = new Map<string, number>();
  private readonly bareCosts = new Map<string, number>();
  private readonly modelRuns = new Map<string, Promise<ModelRun>>();
  private readonly requests: Map<string, Request>;

  constructor(private readonly suite: Suite, private readonly provider: Provider | null) {
    this.requests = new Map(suite.requests.map((r) => [r.id, r.request]));
  }

  /** Baseline outcomes are cached per profile and request: cases often share both. */
  outcome(requestId: string, profile: Profile): Outcome {
    const key = `${canonicalJson(profile)}\u0000${requestId}`;
    let outcome = this.outcomes.get(key);
    if (outcome === undefined) {
      outcome = outcomeOf(this.requests.get(requestId)!, profile);
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  tokenizer(profile: Profile): Tokenizer {
    let t = this.tokenizers.get(profile.encoding);
    if (t === undefined) {
      t = createTokenizer(profile.encoding);
      this.tokenizers.set(profile.encoding, t);
    }
    return t;
  }

  /**
   * A case's model check on one payload. Memoized per case, request and
   * payload: an experiment that leaves a request's payload as it was reuses
   * the baseline's answers instead of asking again, which saves live calls
   * and keeps a noisy model's sampling from passing for a change.
   */
  model(check: ModelCheck, c: CaseSpec, requestId: string, outcome: Outcome, profile: Profile): Promise<ModelRun> {
    const payload = payloadOf(outcome);
    if (payload === null || !outcome.fits) {
      const result = {
        runs: check.repeat, passRate: check.passRate, passed: 0, failures: [], pass: false,
        error: 'the context overflowed: nothing to send to the model',
      };
      return Promise.resolve({ result, answers: [] });
    }
    const spec = this.suite.provider!;
    const params = { model: spec.model, maxTokens: outcome.context.maxOutputTokens, ...spec.params };
    const key = [c.id, requestId, profile.encoding, cassetteKey(payload, params)].join('\u0000');
    let run = this.modelRuns.get(key);
    if (run === undefined) {
      run = this.askModel(check, c, requestId, payload, params, profile);
      this.modelRuns.set(key, run);
    }
    return run;
  }

  private async askModel(
    check: ModelCheck, c: CaseSpec, requestId: string, payload: Payload, params: CompletionParams, profile: Profile,
  ): Promise<ModelRun> {
    const runs = await Promise.all(
      Array.from({ length: check.repeat }, async (_, sample) => {
        let output;
        try {
          output = await this.provider!.complete(payload, { ...params, ...(check.repeat > 1 ? { sample } : {}) });
        } catch (error) {
          return { pass: false, error: (error as Error).message, problems: [] as string[], answer: null };
        }
        const problems: string[] = [];
        for (const assertion of check.assertions) {
          const r = await checkOutput(assertion, output, { caseId: c.id, requestId, sample, payload }, this.tokenizer(profile));
          if (!r.pass) problems.push(`${assertion.label}: ${r.message}`);
        }
        return { pass: problems.length === 0, error: null, problems, answer: output.text };
      }),
    );
    const passed = runs.filter((r) => r.pass).length;
    const error = runs.find((r) => r.error !== null)?.error ?? null;
    return {
      result: {
        runs: check.repeat,
        passRate: check.passRate,
        passed,
        pass: error === null && passed / check.repeat >= check.passRate,
        failures: [...new Set(runs.flatMap((r) => r.problems))].slice(0, 3),
        error,
      },
      answers: runs.map((r) => r.answer),
    };
  }

  async runCase(c: CaseSpec, profile: Profile, change?: (request: Request) => Request): Promise<RequestRun[]> {
    const out: RequestRun[] = [];
    for (const requestId of c.requestIds) {
      const request = this.requests.get(requestId)!;
      const changed = change === undefined ? request : change(request);
      const outcome = change === undefined ? this.outcome(requestId, profile) : outcomeOf(changed, profile);
      const results = c.expectations.map((e) => checkExpectation(e, outcome, changed));
      const run = c.model === null ? null : await this.model(c.model, c, requestId, outcome, profile);
      out.push({ requestId, outcome, results, model: run?.result ?? null, answers: run?.answers ?? [] });
    }
    return out;
  }

  static caseResult(c: CaseSpec, runs: readonly RequestRun[]): CaseResult {
    const failures: CaseFailure[] = [];
    for (const run of runs) {
      for (const r of run.results) {
        if (!r.pass) failures.push({ requestId: run.requestId, label: r.expectation.label, actual: r.actual, at: r.expectation.at });
      }
      if (run.model !== null && !run.model.pass) {
        failures.push({ requestId: run.requestId, label: 'model', actual: describeModel(run.model), at: c.model!.at });
      }
    }
    return {
      id: c.id, description: c.description, at: c.at,
      status: failures.length === 0 ? 'passed' : 'failed',
      requests: runs.length,
      checks: runs.reduce((n, r) => n + r.results.length + (r.model === null ? 0 : 1), 0),
      failures,
    };
  }

  /** Tokens the fixed part adds to a request: assembled with and without it, in a window nothing is cut from. */
  fixedCost(request: Request, profile: Profile): number {
    const roomy = resolveProfile({ ...profile, window: 1 << 30, output: { answer: 1, reasoning: 0 } });
    const question = '?';
    const fixed: Request = { question };
    if (request.rules !== undefined) fixed.rules = request.rules;
    if (request.tools !== undefined) fixed.tools = request.tools;
    if (request.examples !== undefined) fixed.examples = request.examples;
    if (request.format !== undefined) fixed.format = request.format;
    const key = canonicalJson(roomy);
    let bare = this.bareCosts.get(key);
    if (bare === undefined) {
      bare = assemble({ question }, roomy).tokens;
      this.bareCosts.set(key, bare);
    }
    return assemble(fixed, roomy).tokens - bare;
  }

  /** The baseline's fixed cost per request, shared by every experiment. */
  baselineFixedCost(requestId: string): number {
    let cost = this.fixedCosts.get(requestId);
    if (cost === undefined) {
      cost = this.fixedCost(this.requests.get(requestId)!, this.suite.profile);
      this.fixedCosts.set(requestId, cost);
    }
    return cost;
  }

  savings(experiment: ExperimentSpec): Savings {
    const saved: number[] = [];
    const before: number[] = [];
    const payloadBefore: number[] = [];
    const payloadAfter: number[] = [];
    for (const { id, request } of this.suite.requests) {
      const changed = applyExperiment(request, experiment);
      const cost = this.baselineFixedCost(id);
      before.push(cost);
      saved.push(cost - this.fixedCost(changed, experiment.profile));
      const a = this.outcome(id, this.suite.profile);
      const b = outcomeOf(changed, experiment.profile);
      if (a.fits) payloadBefore.push(a.context.tokens);
      if (b.fits) payloadAfter.push(b.context.tokens);
    }
    const total = saved.reduce((s, x) => s + x, 0);
    const mean = saved.length === 0 ? 0 : total / saved.length;
    return {
      requests: saved.length,
      fixedMedianBefore: median(before),
      savedMedian: median(saved),
      savedMean: Math.round(mean * 10) / 10,
      savedTotal: total,
      savedPer1000: Math.round(mean * 1000),
      payloadDeltaMedian: median(payloadAfter) - median(payloadBefore),
    };
  }
}

function describeModel(m: ModelResult): string {
  const rate = `${m.passed}/${m.runs} runs passed (threshold ${m.passRate})`;
  if (m.error !== null) return `${rate}; ${m.error}`;
  return m.failures.length === 0 ? rate : `${rate}; ${m.failures.join('; ')}`;
}

function idsOf(list: readonly string[], minus: ReadonlySet<string> = new Set()): Set<string> {
  return new Set(list.filter((id) => !minus.has(id)));
}

function difference(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((x) => !b.has(x));
}

/** What changed between a case's baseline and its run under the experiment, on one request. */
function changeNotes(before: RequestRun, after: RequestRun, request: Request, experiment: ExperimentSpec): string[] {
  const notes: string[] = [];
  const a = before.outcome;
  const b = after.outcome;
  if (a.fits !== b.fits) notes.push(a.fits ? 'now overflows' : 'now fits');
  if (a.fits && b.fits) {
    const ca = a.context;
    const cb = b.context;
    const ka = idsOf(ca.kept.chunks);
    const kb = idsOf(cb.kept.chunks);
    const newChunks = difference(kb, ka);
    const lostChunks = difference(ka, kb);
    if (newChunks.length > 0) notes.push(`chunks newly kept: ${newChunks.join(', ')}`);
    if (lostChunks.length > 0) notes.push(`chunks no longer kept: ${lostChunks.join(', ')}`);
    const turn = (i: number): string => request.history?.[i]?.id ?? `turn-${i}`;
    const ta = new Set(ca.kept.history.map(turn));
    const tb = new Set(cb.kept.history.map(turn));
    const untrimmed = difference(tb, ta);
    const trimmed = difference(ta, tb);
    if (untrimmed.length > 0) notes.push(`turns no longer trimmed: ${untrimmed.join(', ')}`);
    if (trimmed.length > 0) notes.push(`turns newly trimmed: ${trimmed.join(', ')}`);
    if (ca.trimNote !== cb.trimNote) notes.push(cb.trimNote ? 'trim note added' : 'trim note gone');
    const removed = new Set(experiment.removals.filter((r) => r.section === 'examples').map((r) => r.id));
    const ladderDropped = difference(idsOf(ca.kept.examples, removed), idsOf(cb.kept.examples, removed));
    if (ladderDropped.length > 0) notes.push(`examples now dropped by the budget: ${ladderDropped.join(', ')}`);
  }
  // A smaller total alone is the saving itself, reported once per experiment, not per case.
  if (notes.length > 0 && a.fits && b.fits && a.context.tokens !== b.context.tokens) {
    notes.push(`tokens ${a.context.tokens} → ${b.context.tokens}`);
  }
  before.results.forEach((r, i) => {
    const s = after.results[i]!;
    if (r.pass && !s.pass) notes.push(`expectation ${r.expectation.label}: pass → FAIL (${s.actual})`);
    if (!r.pass && s.pass) notes.push(`expectation ${r.expectation.label}: fail → pass`);
  });
  if (before.model !== null && after.model !== null) {
    if (before.model.passed !== after.model.passed || before.model.pass !== after.model.pass) {
      notes.push(`model: ${before.model.passed}/${before.model.runs} → ${after.model.passed}/${after.model.runs} runs passed${after.model.error === null ? '' : ` (${after.model.error})`}`);
    } else {
      const changed = after.answers.filter((answer, i) => answer !== before.answers[i]).length;
      if (changed > 0) notes.push(`answers changed (${changed} of ${after.answers.length}), still ${after.model.passed}/${after.model.runs} passing`);
    }
  }
  return notes;
}

async function runExperiment(run: SuiteRun, suite: Suite, experiment: ExperimentSpec, baselines: Map<string, RequestRun[]>): Promise<ExperimentResult> {
  const reasons: string[] = [];
  const changes: CaseChange[] = [];
  for (const c of suite.cases) {
    const before = baselines.get(c.id)!;
    const after = await run.runCase(c, experiment.caseProfiles.get(c.id)!, (r) => applyExperiment(r, experiment));
    before.forEach((b, i) => {
      const a = after[i]!;
      const request = suite.requests.find((r) => r.id === b.requestId)!.request;
      const notes = changeNotes(b, a, request, experiment);
      if (notes.length > 0) changes.push({ caseId: c.id, requestId: b.requestId, notes });
      b.results.forEach((r, j) => {
        const s = a.results[j]!;
        if (r.pass && !s.pass) reasons.push(`case ${c.id} on ${b.requestId}: ${r.expectation.label} held before and fails after (${s.actual})`);
      });
      if (b.model !== null && a.model !== null && b.model.pass && !a.model.pass) {
        reasons.push(`case ${c.id} on ${b.requestId}: the model's answers no longer pass (${describeModel(a.model)})`);
      }
    });
  }
  const savings = run.savings(experiment);
  const verdict = reasons.length === 0 ? 'safe' : 'unsafe';
  const failures: string[] = [];
  const expected: string[] = [];
  if (experiment.expect !== null) {
    if (experiment.expect.verdict !== null) {
      expected.push(experiment.expect.verdict);
      if (experiment.expect.verdict !== verdict) failures.push(`expected ${experiment.expect.verdict}, judged ${verdict}`);
    }
    if (experiment.expect.savedMedian !== null) {
      expected.push(`median saving ${formatBounds(experiment.expect.savedMedian)}`);
      if (!withinBounds(savings.savedMedian, experiment.expect.savedMedian)) {
        failures.push(`median saving ${savings.savedMedian} tokens, expected ${formatBounds(experiment.expect.savedMedian)}`);
      }
    }
  }
  return {
    id: experiment.id, description: experiment.description, at: experiment.at,
    verdict, reasons, savings, changes,
    status: failures.length === 0 ? 'passed' : 'failed',
    expected: expected.length === 0 ? null : expected.join(', '),
    failures,
  };
}

async function runSuite(suite: Suite, provider: Provider | null, step: () => void): Promise<SuiteResult> {
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
  return {
    file: suite.file, name: suite.name, status: failed ? 'failed' : 'passed',
    requests: suite.requests.length, provider: provider?.kind ?? null, cases, experiments,
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
