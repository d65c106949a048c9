import fc from 'fast-check';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { isNoteTurn } from './reference/noteTurn.js';

/**
 * C6: with a non-empty history, the newest turn is always kept (in an
 * overflow, it is not in the drop log): it is the live question.
 */
export function propertyAtLeastOneTurn(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const history = scenario.request.history ?? [];
    let newest = -1;
    history.forEach((t, i) => {
      if (!isNoteTurn(t)) newest = i;
    });
    if (newest < 0) return;
    const outcome = assembleOutcome(impl, scenario);
    if (outcome.kind === 'overflow') {
      if (outcome.error.dropLog.some((e) => e.section === 'history' && e.index === newest)) throw new Error(`the newest turn (${newest}) was dropped`);
    } else if (!outcome.result.kept.history.includes(newest)) {
      throw new Error(`the newest turn (${newest}) is not kept: kept ${JSON.stringify(outcome.result.kept.history)}`);
    }
  });
}
