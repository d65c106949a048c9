import fc from 'fast-check';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import { deepFreeze } from './deepFreeze.js';
import type { Implementation } from './implementation.js';

/**
 * C11: inputs are never mutated. The request and profile are deep-frozen (a
 * write throws) and compared with a copy taken before the call.
 */
export function propertyInputsUnchanged(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const before = structuredClone(scenario);
    const frozen = deepFreeze(structuredClone(scenario));
    assembleOutcome(impl, frozen);
    if (JSON.stringify(frozen) !== JSON.stringify(before)) throw new Error('assemble changed its input');
  });
}
