import type { Request } from '../core/index.js';
import { experimentVariant } from '../providers/index.js';
import { formatBounds, withinBounds } from './bounds.js';
import { applyExperiment } from './experiment.js';
import { judgeExperiment, type RunPair } from './experimentVerdict.js';
import type { CaseChange, ExperimentResult } from './result.js';
import type { ExperimentSpec, Suite } from './suite.js';
import type { RequestRun, SuiteRun } from './suiteRun.js';

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

export async function runExperiment(run: SuiteRun, suite: Suite, experiment: ExperimentSpec, baselines: Map<string, RequestRun[]>): Promise<ExperimentResult> {
  const changes: CaseChange[] = [];
  const pairs: RunPair[] = [];
  const variant = experimentVariant(experiment.id);
  for (const c of suite.cases) {
    const before = baselines.get(c.id)!;
    const after = await run.runCase(c, experiment.caseProfiles.get(c.id)!, variant, (r) => applyExperiment(r, experiment, suite.promptParts));
    before.forEach((b, i) => {
      const a = after[i]!;
      const request = suite.requests.find((r) => r.id === b.requestId)!.request;
      const notes = changeNotes(b, a, request, experiment);
      const moved = a.answers.length !== b.answers.length || a.answers.some((answer, k) => answer !== b.answers[k]);
      if (notes.length > 0 || moved) changes.push({ caseId: c.id, requestId: b.requestId, notes, answers: moved ? { before: b.answers, after: a.answers } : null });
      pairs.push({ case: c, before: b, after: a });
    });
  }
  const judgement = judgeExperiment(pairs, suite.verdict);
  const { verdict } = judgement;
  const savings = run.savings(experiment);
  const failures: string[] = [];
  const expected: string[] = [];
  if (experiment.expect !== null) {
    if (experiment.expect.verdict !== null) {
      expected.push(experiment.expect.verdict);
      if (experiment.expect.verdict !== verdict) {
        const why = verdict === 'inconclusive' ? ` (${judgement.inconclusive.join(', ')})` : '';
        failures.push(`expected ${experiment.expect.verdict}, judged ${verdict}${why}`);
      }
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
    verdict, reasons: judgement.reasons, inconclusive: judgement.inconclusive, samples: judgement.samples, caveats: [],
    savings, changes,
    status: failures.length === 0 ? 'passed' : 'failed',
    expected: expected.length === 0 ? null : expected.join(', '),
    failures,
  };
}
