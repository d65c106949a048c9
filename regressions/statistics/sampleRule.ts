import { exactTest, type ExactTestResult } from './exactTest.js';
import { holm } from './holm.js';
import { normalQuantile } from './normalQuantile.js';
import { scoreStatistic, type Table } from './scoreStatistic.js';

/** One (case, request) of an experiment: its pass counts in both arms. */
export interface SampleCell extends Table {
  id: string;
}

export interface SampleRuleSettings {
  /** Level of each verdict. Default 0.05. */
  alpha: number;
  /** How much lower the experiment's pass rate may be and still count as no worse. Default 0.10. */
  delta: number;
}

/**
 * The share of α the non-inferiority test may spend at look `look` (1, 2, …):
 * α / 2^look. Summed over every look it never exceeds α, so topping samples
 * up until `safe` comes out cannot push the false-safe rate past α.
 */
export function alphaAtLook(alpha: number, look: number): number {
  if (!Number.isSafeInteger(look) || look < 1) throw new RangeError(`alphaAtLook: look must be 1, 2, …, got ${look}`);
  return alpha / 2 ** look;
}

export interface DropTest {
  /** The cell's id, or `pooled` for all cells together. */
  id: string;
  table: Table;
  pValue: number;
  /** Rejected by Holm's correction across the family at α. */
  significant: boolean;
}

export interface MoreSamples {
  /** Samples per arm (in all) at which the verdict would come out, if the pass rates held. */
  perArm: number;
  /** How many more per arm than now. */
  more: number;
  toShow: 'safe' | 'unsafe';
}

export interface SampleRuleOutcome {
  decision: 'safe' | 'unsafe' | 'undecided';
  pooled: Table;
  look: number;
  alphaAtLook: number;
  nonInferiority: ExactTestResult;
  /** The pooled table first (when there are several cells), then each cell. */
  drops: DropTest[];
  /** For `undecided`: a projection at the observed pass rates; null when none under 100 000 decides. */
  more: MoreSamples | null;
}

export const POOLED = 'pooled';

function pool(cells: readonly Table[]): Table {
  return cells.reduce((t, c) => ({ x0: t.x0 + c.x0, n0: t.n0 + c.n0, x1: t.x1 + c.x1, n1: t.n1 + c.n1 }), { x0: 0, n0: 0, x1: 0, n1: 0 });
}

/**
 * The verdict on sampled answers, from the pass counts alone:
 *
 * 1. `unsafe` if the experiment's pass rate dropped significantly: a
 *    one-sided exact test (H1 p1 < p0) on the pooled table and on each cell,
 *    Holm-corrected across them at α.
 * 2. otherwise `safe` if the exact non-inferiority test on the pooled table
 *    rejects H0 p1 − p0 ≤ −δ at α / 2^look.
 * 3. otherwise `undecided`, with how many samples would decide it.
 */
export function judgeSamples(cells: readonly SampleCell[], settings: SampleRuleSettings, look: number): SampleRuleOutcome {
  if (cells.length === 0) throw new RangeError('judgeSamples: no cells');
  const pooled = pool(cells);
  const family = cells.length === 1 ? [{ id: cells[0]!.id, table: cells[0]! }] : [{ id: POOLED, table: pooled }, ...cells.map((c) => ({ id: c.id, table: c }))];
  const pValues = family.map((f) => exactTest(f.table, 'drop', 0).pValue);
  const significant = holm(pValues, settings.alpha);
  const drops = family.map((f, i) => ({ id: f.id, table: { x0: f.table.x0, n0: f.table.n0, x1: f.table.x1, n1: f.table.n1 }, pValue: pValues[i]!, significant: significant[i]! }));
  const level = alphaAtLook(settings.alpha, look);
  const nonInferiority = exactTest(pooled, 'noninferior', settings.delta);
  const decision = drops.some((d) => d.significant) ? 'unsafe' : nonInferiority.pValue <= level ? 'safe' : 'undecided';
  return {
    decision, pooled, look, alphaAtLook: level, nonInferiority, drops,
    more: decision === 'undecided' ? moreSamples(pooled, settings, look, family.length) : null,
  };
}

const MAX_PROJECTED = 100_000;

/**
 * How many samples per arm would decide an undecided verdict if the pass
 * rates stayed as observed: the next look spends α / 2^(look+1) on `safe`;
 * `unsafe` needs the pooled drop significant at α / (family size), Holm's
 * first step. Estimated with the normal approximation of the score
 * statistic, as sample-size formulas are: a figure to plan with, not a
 * promise (the next samples will not hit the rates exactly, and the verdict
 * is always the exact test's).
 */
export function moreSamples(pooled: Table, settings: SampleRuleSettings, look: number, family: number): MoreSamples | null {
  const n = Math.max(pooled.n0, pooled.n1);
  const r0 = pooled.x0 / pooled.n0;
  const r1 = pooled.x1 / pooled.n1;
  const at = (size: number): Table => ({ x0: Math.round(r0 * size), n0: size, x1: Math.round(r1 * size), n1: size });
  const safeZ = normalQuantile(1 - alphaAtLook(settings.alpha, look + 1));
  const dropZ = normalQuantile(1 - settings.alpha / family);
  const targets: { toShow: MoreSamples['toShow']; decides: (t: Table) => boolean }[] = [
    { toShow: 'safe', decides: (t) => scoreStatistic(t, settings.delta) >= safeZ },
    { toShow: 'unsafe', decides: (t) => scoreStatistic(t, 0) <= -dropZ },
  ];
  let best: MoreSamples | null = null;
  for (const target of targets) {
    let hi = n + 1;
    while (!target.decides(at(hi)) && hi <= MAX_PROJECTED) hi *= 2;
    if (hi > MAX_PROJECTED) continue;
    let lo = n + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (target.decides(at(mid))) hi = mid;
      else lo = mid + 1;
    }
    if (best === null || hi < best.perArm) best = { perArm: hi, more: hi - n, toShow: target.toShow };
  }
  return best;
}
