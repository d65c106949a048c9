import type { InconclusiveReason, ModelResult, SampleEvidence } from './result.js';
import { judgeSamples, type SampleCell } from './statistics/index.js';
import type { CaseSpec, VerdictSettings } from './suite.js';
import { describeModel, type RequestRun } from './suiteRun.js';

/** One case on one request: its run before the experiment and under it. */
export interface RunPair {
  case: CaseSpec;
  before: RequestRun;
  after: RequestRun;
}

export interface Judgement {
  verdict: 'safe' | 'unsafe' | 'inconclusive';
  /** Harm found (unsafe), or evidence missing (inconclusive). */
  reasons: string[];
  inconclusive: InconclusiveReason[];
  samples: SampleEvidence | null;
}

const EVIDENCE_REASON: Record<Exclude<ModelResult['evidence'], 'complete' | 'overflow'>, InconclusiveReason> = {
  missing: 'answers-missing',
  stale: 'answers-stale',
  'provider-error': 'provider-error',
  'model-mismatch': 'model-mismatch',
};

const rate = (m: ModelResult): string => `${m.passed}/${m.runs}`;

/**
 * An experiment's verdict from its runs, in three steps, so that `safe` is
 * never said without evidence:
 *
 * 1. `unsafe` when there is evidence of harm: an expectation that held
 *    before fails after; a deterministic model check that passed fails; a
 *    request that now overflows; or sampled answers whose pass rate dropped
 *    significantly (exact test, Holm-corrected).
 * 2. otherwise `inconclusive` when evidence is missing: a check that failed
 *    before the change (the baseline could not be checked), answers missing,
 *    stale, failed or from another model, or sampled answers that do not yet
 *    show non-inferiority at this look's level.
 * 3. otherwise `safe`.
 */
export function judgeExperiment(pairs: readonly RunPair[], settings: VerdictSettings): Judgement {
  const harm: string[] = [];
  const gaps: { reason: InconclusiveReason; text: string }[] = [];
  const cells: SampleCell[] = [];
  let look = 1;
  for (const { case: c, before: b, after: a } of pairs) {
    const on = `case ${c.id} on ${b.requestId}`;
    b.results.forEach((r, j) => {
      const s = a.results[j]!;
      if (r.pass && !s.pass) harm.push(`${on}: ${r.expectation.label} held before and fails after (${s.actual})`);
      if (!r.pass) gaps.push({ reason: 'baseline-failed', text: `${on}: ${r.expectation.label} failed before the change (${r.actual})` });
    });
    const bm = b.model;
    const am = a.model;
    if (bm === null || am === null) continue;
    if (bm.evidence === 'overflow') {
      gaps.push({ reason: 'baseline-failed', text: `${on}: the model check failed before the change (${bm.error})` });
      continue;
    }
    if (bm.evidence !== 'complete') {
      gaps.push({ reason: EVIDENCE_REASON[bm.evidence], text: `${on}, baseline: ${bm.error}` });
      continue;
    }
    if (b.modelKey === a.modelKey) {
      // The same question, the same answers: the change cannot have moved this check.
      if (!bm.pass) gaps.push({ reason: 'baseline-failed', text: `${on}: the model check failed before the change (${describeModel(bm)})` });
      continue;
    }
    if (am.evidence === 'overflow') {
      if (bm.pass) harm.push(`${on}: the model's answers passed before; now the context overflows and nothing can be sent`);
      else gaps.push({ reason: 'baseline-failed', text: `${on}: the model check failed before the change (${describeModel(bm)})` });
      continue;
    }
    if (am.evidence !== 'complete') {
      gaps.push({ reason: EVIDENCE_REASON[am.evidence], text: `${on}, under the experiment: ${am.error}` });
      continue;
    }
    const models = [...new Set([...bm.models, ...am.models])];
    if (models.length > 1) {
      gaps.push({ reason: 'model-mismatch', text: `${on}: answered by ${bm.models.join(', ')} before and ${am.models.join(', ')} after: not comparable; record again with --record=all` });
      continue;
    }
    if (!bm.pass) gaps.push({ reason: 'baseline-failed', text: `${on}: the model check failed before the change (${describeModel(bm)})` });
    if (c.model!.sampled) {
      cells.push({ id: `${c.id} on ${b.requestId}`, x0: bm.passed, n0: bm.runs, x1: am.passed, n1: am.runs });
      look = Math.max(look, bm.looks, am.looks);
    } else if (bm.pass && !am.pass) {
      harm.push(`${on}: the model's answers no longer pass (${describeModel(am)})`);
    }
  }
  let samples: SampleEvidence | null = null;
  if (cells.length > 0) {
    const outcome = judgeSamples(cells, settings, look);
    samples = {
      cells: cells.length, pooled: outcome.pooled, look, alpha: settings.alpha, delta: settings.delta, alphaAtLook: outcome.alphaAtLook,
      nonInferiorityP: outcome.nonInferiority.pValue,
      significantDrops: outcome.drops.filter((d) => d.significant).map((d) => ({ id: d.id, pValue: d.pValue })),
      decision: outcome.decision, more: outcome.more,
    };
    for (const d of outcome.drops.filter((x) => x.significant)) {
      harm.push(`${d.id === 'pooled' ? `all ${cells.length} sampled case/request pairs` : `case ${d.id}`}: the pass rate fell from ${d.table.x0}/${d.table.n0} to ${d.table.x1}/${d.table.n1} (one-sided exact p ${formatP(d.pValue)}, significant at α ${settings.alpha} after Holm's correction)`);
    }
    if (outcome.decision === 'undecided') {
      const t = outcome.pooled;
      const more = outcome.more === null ? 'no sample size decides it at these pass rates' :
        `about ${outcome.more.more} more per arm (${outcome.more.perArm} in all) would show it ${outcome.more.toShow} if these pass rates hold`;
      gaps.push({
        reason: 'too-few-samples',
        text: `sampled answers: ${t.x0}/${t.n0} passed before, ${t.x1}/${t.n1} after; not yet shown to be at most ${settings.delta} worse ` +
          `(non-inferiority p ${formatP(outcome.nonInferiority.pValue)} > ${outcome.alphaAtLook}, α ${settings.alpha} at look ${look}); ${more}`,
      });
    }
  }
  if (harm.length > 0) return { verdict: 'unsafe', reasons: harm, inconclusive: [], samples };
  if (gaps.length > 0) {
    const kinds = [...new Set(gaps.map((g) => g.reason))];
    return { verdict: 'inconclusive', reasons: gaps.map((g) => g.text), inconclusive: kinds, samples };
  }
  return { verdict: 'safe', reasons: [], inconclusive: [], samples };
}

/** Two significant digits, or `< 0.0001`: enough to see how far from α a p-value is. */
export function formatP(p: number): string {
  return p < 0.0001 ? '< 0.0001' : p.toPrecision(2);
}
