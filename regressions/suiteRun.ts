import {
  assemble, ContextOverflowError, createTokenizer, resolveProfile, type Profile, type Request, type Tokenizer,
} from '../core/index.js';
import { canonicalJson } from '../core/render.js';
import { askedKey, BASELINE, type AnswerSource, type CompletionParams, type Payload } from '../providers/index.js';
import { checkExpectation, type ExpectationResult, type Outcome } from './checkContext.js';
import { applyExperiment } from './experiment.js';
import { allAssertions } from './answerAssertions.js';
import { gradeAnswers, lookUpGrade, questionOf, type Grading } from './gradeAnswers.js';
import { checkOutput } from './outputAssertion.js';
import type { CaseFailure, CaseResult, ModelResult, Savings } from './result.js';
import { sameModel } from './sameModel.js';
import type { CaseSpec, ExperimentSpec, ModelCheck, Suite } from './suite.js';

/** Per request of a case: its outcome, expectation results and model result. */
export interface RequestRun {
  requestId: string;
  outcome: Outcome;
  results: ExpectationResult[];
  model: ModelResult | null;
  /** The model's answers, one per repetition (null where the call failed); empty without a model check. */
  answers: (string | null)[];
  /**
   * What the model was asked (payload, parameters, encoding), as a key: equal
   * keys before and after an experiment mean the same question, answered once.
   * Null without a model check or when nothing could be sent.
   */
  modelKey: string | null;
}

interface ModelRun {
  result: ModelResult;
  answers: (string | null)[];
  key: string | null;
}

export function outcomeOf(request: Request, profile: Profile): Outcome {
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
export class SuiteRun {
  private readonly outcomes = new Map<string, Outcome>();
  private readonly tokenizers = new Map<string, Tokenizer>();
  private readonly fixedCosts = new Map<string, number>();
  private readonly bareCosts = new Map<string, number>();
  private readonly modelRuns = new Map<string, Promise<ModelRun>>();
  /** What each case's request asked the model at baseline: an experiment that asks the same reuses the answers. */
  private readonly baselineKeys = new Map<string, string>();
  private readonly requests: Map<string, Request>;
  /** Answers recorded by this run (with `--record`). */
  recorded = 0;

  /**
   * `grading` judges `graded:` assertions (null without a `grader:`);
   * `latencyChecked` is true only when the answers are asked for now
   * (`--live`): a recorded latency is reported, never checked.
   */
  constructor(
    private readonly suite: Suite, private readonly answerSource: AnswerSource | null,
    private readonly grading: Grading | null = null, private readonly latencyChecked = false,
  ) {
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
   * A case's model check on one payload, under the baseline or an
   * experiment (`variant`). Memoized per variant, case, request and
   * question; an experiment that leaves a request's payload as it was reuses
   * the baseline's answers instead of asking again, which saves live calls
   * and keeps a noisy model's sampling from passing for a change.
   */
  model(check: ModelCheck, c: CaseSpec, requestId: string, variant: string, outcome: Outcome, profile: Profile): Promise<ModelRun> {
    const payload = payloadOf(outcome);
    if (payload === null || !outcome.fits) {
      const result: ModelResult = {
        runs: check.repeat, passRate: check.passRate, passed: 0, failures: [], pass: false, evidence: 'overflow',
        error: 'the context overflowed: nothing to send to the model', sampled: check.sampled, models: [], looks: 1, notes: [],
      };
      return Promise.resolve({ result, answers: [], key: null });
    }
    const spec = this.suite.provider!;
    const params = { model: spec.model, maxTokens: outcome.context.maxOutputTokens, ...spec.params };
    const key = `${askedKey(payload, params)}:${profile.encoding}`;
    const cell = `${c.id}\u0000${requestId}`;
    let asked = variant;
    if (variant === BASELINE) this.baselineKeys.set(cell, key);
    else if (this.baselineKeys.get(cell) === key) asked = BASELINE;
    const memo = [asked, cell, key].join('\u0000');
    let run = this.modelRuns.get(memo);
    if (run === undefined) {
      run = this.askModel(check, c, requestId, asked, payload, params, profile, key);
      this.modelRuns.set(memo, run);
    }
    return run;
  }

  private async askModel(
    check: ModelCheck, c: CaseSpec, requestId: string, variant: string, payload: Payload, params: Omit<CompletionParams, 'sample'>,
    profile: Profile, key: string,
  ): Promise<ModelRun> {
    const spec = this.suite.provider!;
    const address = { provider: spec.label, caseId: c.id, variant };
    const cell = await this.answerSource!.answer({ address, requestId, payload, params, repeat: check.repeat });
    this.recorded += cell.recorded;
    const rubrics = allAssertions(check.assertions).flatMap((a) => (a.kind === 'graded' ? [a.rubric] : []));
    const graded = await gradeAnswers(this.grading, rubrics, payload, cell.answers, { address, requestId });
    const question = questionOf(payload);
    const runs = await Promise.all(
      graded.answers.map(async (answer, sample) => {
        const none = { pass: false, problems: [] as string[], missing: [] as string[], notes: [] as string[] };
        if (answer === null) return none;
        const output = { text: answer.text, finishReason: answer.finishReason, usage: answer.usage, ...(answer.model === null ? {} : { model: answer.model }) };
        const facts = {
          answer, askedModel: spec.model, latencyChecked: this.latencyChecked, prices: this.suite.prices,
          grade: (g: { rubric: string; threshold: number | null }) => lookUpGrade(this.grading, g.rubric, g.threshold, question, answer),
        };
        let checked = 0;
        for (const assertion of check.assertions) {
          const r = await checkOutput(assertion, output, { caseId: c.id, requestId, sample, payload }, this.tokenizer(profile), facts);
          if (r.unchecked?.kind === 'missing') none.missing.push(`${assertion.label}: ${r.unchecked.note}`);
          else if (r.unchecked?.kind === 'reported') none.notes.push(r.unchecked.note);
          else {
            checked++;
            if (!r.pass) none.problems.push(`${assertion.label}: ${r.message}`);
          }
        }
        // An answer none of whose assertions could be checked has shown nothing.
        if (checked === 0 && none.missing.length === 0) none.problems.push(`no assertion could be checked in this run (${none.notes.join('; ')})`);
        return { ...none, pass: none.problems.length === 0 && none.missing.length === 0 };
      }),
    );
    const passed = runs.filter((r) => r.pass).length;
    const models = [...new Set(cell.answers.flatMap((a) => (a?.model == null ? [] : [a.model])))].sort();
    let evidence: ModelResult['evidence'] = cell.evidence;
    let error = cell.problem;
    const missing = [...new Set(runs.flatMap((r) => r.missing))];
    if (evidence === 'complete' && missing.length > 0) {
      // A grade never recorded is evidence missing, exactly like an answer never recorded.
      evidence = graded.errors.length > 0 ? 'provider-error' : 'missing';
      error = [...graded.errors, ...missing].slice(0, 2).join('; ');
    }
    const others = spec.model === null ? [] : models.filter((m) => !sameModel(m, spec.model!));
    if (evidence === 'complete' && others.length > 0) {
      evidence = 'model-mismatch';
      error = `answered by ${others.join(', ')}, not ${spec.model}: evidence from another model (set provider.model to the model meant, or record again from ${spec.model} with --record=all)`;
    }
    return {
      result: {
        runs: check.repeat,
        passRate: check.passRate,
        passed,
        pass: evidence === 'complete' && passed / check.repeat >= check.passRate,
        failures: [...new Set(runs.flatMap((r) => r.problems))].slice(0, 3),
        notes: [...new Set(runs.flatMap((r) => r.notes))].slice(0, 3),
        evidence, error, sampled: check.sampled, models, looks: cell.looks,
      },
      answers: cell.answers.map((a) => a?.text ?? null),
      key,
    };
  }

  /** Model calls of all the case's requests go out together; the provider's own limit keeps them in check. */
  async runCase(c: CaseSpec, profile: Profile, variant: string = BASELINE, change?: (request: Request) => Request): Promise<RequestRun[]> {
    return Promise.all(
      c.requestIds.map(async (requestId) => {
        const request = this.requests.get(requestId)!;
        const changed = change === undefined ? request : change(request);
        const outcome = change === undefined ? this.outcome(requestId, profile) : outcomeOf(changed, profile);
        const results = c.expectations.map((e) => checkExpectation(e, outcome, changed, this.suite.promptParts));
        const run = c.model === null ? null : await this.model(c.model, c, requestId, variant, outcome, profile);
        return { requestId, outcome, results, model: run?.result ?? null, answers: run?.answers ?? [], modelKey: run?.key ?? null };
      }),
    );
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
    const notes = runs.flatMap((run) => (run.model === null ? [] : run.model.notes.map((note) => `on ${run.requestId}: ${note}`)));
    return {
      id: c.id, description: c.description, at: c.at,
      status: failures.length === 0 ? 'passed' : 'failed',
      notes,
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
      const changed = applyExperiment(request, experiment, this.suite.promptParts);
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

export function describeModel(m: ModelResult): string {
  const rate = `${m.passed}/${m.runs} runs passed (threshold ${m.passRate})`;
  if (m.error !== null) return `${rate}; ${m.error}`;
  return m.failures.length === 0 ? rate : `${rate}; ${m.failures.join('; ')}`;
}
