import fc from 'fast-check';
import type { Profile } from '../core/profile.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';

/** Growths tried on every case besides the generated one: 1, 2, 3, 5, 8 … tokens, up to the 100 000s. */
const LADDER: readonly number[] = (() => {
  const out = [1, 2];
  while (out[out.length - 1]! < 100_000) out.push(out[out.length - 1]! + out[out.length - 2]!);
  return out;
})();

/**
 * C9: a request that fits at window W (the same output reserve) fits at every
 * larger window: more room never turns into an overflow. A failure shows at
 * particular growths (the one that lets the history share admit one more
 * turn), so each case tries a Fibonacci ladder of growths as well as a
 * generated one; a warm `assemble` of the same request is cheap.
 */
export function propertyNoSpuriousOverflow(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, number]> {
  return fc.property(scenarios, fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 100_000 })), (scenario, growth) => {
    if (assembleOutcome(impl, scenario).kind === 'overflow') return;
    for (const g of [growth, ...LADDER]) {
      const wider: Profile = { ...scenario.profile, window: scenario.profile.window + g };
      const outcome = assembleOutcome(impl, { request: scenario.request, profile: wider });
      if (outcome.kind === 'overflow') {
        throw new Error(`fits in a window of ${scenario.profile.window} but overflows by ${outcome.error.overBy} in ${wider.window}`);
      }
    }
  });
}

/** Lengths, caps and budgets for `clampHistory`: small numbers, so cuts happen and shrink to something readable. */
export function clampCase(): fc.Arbitrary<{ lens: number[]; maxTurns: number; maxUnits: number }> {
  return fc.record({
    lens: fc.array(fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 10 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 200 }) }), { maxLength: 14 }),
    maxTurns: fc.oneof(fc.integer({ min: 0, max: 16 }), fc.constant(Number.POSITIVE_INFINITY)),
    maxUnits: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 1000 }), fc.constant(Number.POSITIVE_INFINITY)),
  });
}

/**
 * How much to grow `maxUnits` by: any amount, or, as often, exactly what
 * lets the newest turns up to one more fit (a sum of the newest lengths
 * over the limit): the step where a turn that did not fit starts to fit,
 * the edge where a clamp that walks on past it goes wrong.
 */
function moreUnits(c: { lens: number[]; maxUnits: number }): fc.Arbitrary<number> {
  const edges: number[] = [];
  let sum = 0;
  // The newest turn is the last: the clamp keeps a run that ends there.
  for (let i = c.lens.length - 1; i >= 0; i--) {
    sum += c.lens[i]!;
    if (Number.isFinite(c.maxUnits) && sum > c.maxUnits) edges.push(sum - c.maxUnits);
  }
  const any = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 300 }));
  return edges.length === 0 ? any : fc.oneof(any, fc.constantFrom(...edges));
}

/** C9 for the clamp: `keep` never decreases when `maxTurns` or `maxUnits` grows. */
export function propertyClampMonotone(
  impl: Implementation,
): fc.IPropertyWithHooks<[[{ lens: number[]; maxTurns: number; maxUnits: number }, number, number]]> {
  const grown = clampCase().chain((c) => fc.tuple(fc.constant(c), fc.integer({ min: 0, max: 20 }), moreUnits(c)));
  return fc.property(grown, ([c, moreTurns, moreUnits]) => {
    const base = impl.clampHistory(c.lens, c.maxTurns, c.maxUnits);
    const turns = impl.clampHistory(c.lens, c.maxTurns + moreTurns, c.maxUnits);
    const units = impl.clampHistory(c.lens, c.maxTurns, c.maxUnits + moreUnits);
    if (turns.keep < base.keep) throw new Error(`maxTurns ${c.maxTurns} → ${c.maxTurns + moreTurns} lowered keep from ${base.keep} to ${turns.keep}`);
    if (units.keep < base.keep) throw new Error(`maxUnits ${c.maxUnits} → ${c.maxUnits + moreUnits} lowered keep from ${base.keep} to ${units.keep}`);
  });
}
