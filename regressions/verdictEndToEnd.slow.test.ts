import { describe, expect, it } from 'vitest';
import { runSuites } from './runner.js';
import { judgeSamples } from './statistics/index.js';
import { plainBinomialPmf } from './statistics/measureRule.js';
import { standinProvider } from './test-helpers/standinProvider.js';
import { DISK_REQUEST, SMALL_PROFILE, tempDir } from './test-helpers/tempDir.js';

/**
 * (b) Seeded end-to-end runs against a stand-in model with known pass rates:
 * the whole path — suite file, assembly, the provider, assertions, pooling,
 * the verdict — must agree with the pure rule applied to the pass counts the
 * stand-in itself handed out, and the false-safe rate at a drop of exactly δ
 * must stay within what the rule's size allows.
 *
 * Per run the baseline pass rate p0 is one of 0.8, 0.9, 0.95, 0.99, and three
 * experiments change the payload: dropping the fax rule leaves the pass rate
 * alone, dropping ex-2 lowers it by exactly δ = 0.10, dropping ex-1 by 0.30.
 */
const RUNS = Number(process.env.BAGLAM_VERDICT_RUNS ?? 500);
const SEED = Number(process.env.BAGLAM_SEED ?? 20_240_613);
const N = 40;
const RATES = [0.8, 0.9, 0.95, 0.99];

const SUITE = `profile: profile.yaml
requests: [disk.request.yaml]
provider:
  model: m-1
  params: { temperature: 0.8 }
  live: { kind: command, command: [never-run] }
cases:
  - id: answers
    model: { repeat: ${N}, passRate: 0.5, assert: [{ equals: evet }] }
experiments:
  - id: harmless
    remove: { rules: r-fax }
  - id: at-margin
    remove: { examples: ex-2 }
  - id: harmful
    remove: { examples: ex-1 }
`;

type Arm = 'baseline' | 'harmless' | 'at-margin' | 'harmful';

function armOf(text: string): Arm {
  if (!text.includes('Disk doldu mu?')) return 'harmful';
  if (!text.includes('Disk dolu mu?')) return 'at-margin';
  if (!text.includes('faks')) return 'harmless';
  return 'baseline';
}

const DROP: Record<Arm, number> = { baseline: 0, harmless: 0, 'at-margin': 0.1, harmful: 0.3 };

/** The pure rule on counts: unsafe first, then a baseline below its pass rate is missing evidence, then the exact tests. */
function expected(x0: number, x1: number): string {
  const outcome = judgeSamples([{ id: 'c', x0, n0: N, x1, n1: N }], { alpha: 0.05, delta: 0.1 }, 1).decision;
  if (outcome === 'unsafe') return 'unsafe';
  if (x0 / N < 0.5) return 'inconclusive';
  return outcome === 'safe' ? 'safe' : 'inconclusive';
}

describe('verdicts end to end against stand-in models with known pass rates', () => {
  it(`agree with the pure rule on every one of ${RUNS} seeded runs, with a false-safe rate within the rule's size`, async () => {
    const t = await tempDir({ 's.suite.yaml': SUITE, 'profile.yaml': SMALL_PROFILE, 'disk.request.yaml': DISK_REQUEST });
    const tally: Record<string, Record<string, number>> = {};
    const disagreements: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const p0 = RATES[run % RATES.length]!;
      const model = standinProvider({ seed: SEED + run, passRate: (text) => p0 - DROP[armOf(text)], model: 'm-1' });
      const [result] = await runSuites(['s.suite.yaml'], { cwd: t.dir, mode: 'live', provider: model });
      const passes = (arm: Arm): number => model.calls.filter((c) => c.correct && armOf(c.payloadText) === arm).length;
      const x0 = passes('baseline');
      for (const e of result!.experiments) {
        const want = expected(x0, passes(e.id as Arm));
        if (e.verdict !== want) disagreements.push(`run ${run} (seed ${SEED + run}, p0 ${p0}) ${e.id}: ${e.verdict}, the rule says ${want}`);
        tally[e.id] ??= {};
        tally[e.id]![e.verdict] = (tally[e.id]![e.verdict] ?? 0) + 1;
      }
    }
    expect(disagreements).toEqual([]);
    // How often each verdict should come out, from the rule enumerated over every table, against how often it did.
    const rule = Array.from({ length: N + 1 }, (_, x0) => Array.from({ length: N + 1 }, (_, x1) => expected(x0, x1)));
    const chance = (verdict: string, drop: number): number => {
      let total = 0;
      for (const [r, p0] of RATES.entries()) {
        const runs = Math.floor(RUNS / RATES.length) + (r < RUNS % RATES.length ? 1 : 0);
        const b0 = plainBinomialPmf(N, p0);
        const b1 = plainBinomialPmf(N, p0 - drop);
        for (let x0 = 0; x0 <= N; x0++) for (let x1 = 0; x1 <= N; x1++) if (rule[x0]![x1] === verdict) total += runs * b0[x0]! * b1[x1]!;
      }
      return total;
    };
    const within = (observed: number, mean: number): void => {
      // Runs are independent Bernoulli draws; 3.5 standard deviations either side.
      const sd = Math.sqrt(mean * (1 - mean / RUNS));
      expect(Math.abs(observed - mean), `observed ${observed}, expected ${mean.toFixed(1)} ± ${sd.toFixed(1)}`).toBeLessThanOrEqual(3.5 * sd + 1);
    };
    const falseSafe = tally['at-margin']!.safe ?? 0;
    within(falseSafe, chance('safe', 0.1));
    within(tally.harmless!.safe ?? 0, chance('safe', 0));
    within(tally.harmless!.unsafe ?? 0, chance('unsafe', 0));
    within(tally.harmful!.unsafe ?? 0, chance('unsafe', 0.3));
    // And the false-safe rate itself: at most α/2 = 0.025 a run at the first look, so above 25 in 500 would be a defect.
    expect(falseSafe).toBeLessThanOrEqual(Math.ceil(RUNS * 0.025 + 3.3 * Math.sqrt(RUNS * 0.025 * 0.975)));
    expect(tally.harmful!.safe ?? 0).toBe(0);
    console.log(`verdicts over ${RUNS} runs (seed ${SEED}):`, JSON.stringify(tally));
  });
});
