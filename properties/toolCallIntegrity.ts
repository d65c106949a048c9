import fc from 'fast-check';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { isNoteTurn } from './reference/noteTurn.js';
import { toolGroups } from './reference/toolGroups.js';

/**
 * C12: a tool call and its result are kept or dropped together, with every
 * turn between them; kept history never starts with an orphan tool result.
 */
export function propertyToolCallIntegrity(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const history = scenario.request.history ?? [];
    const outcome = assembleOutcome(impl, scenario);
    const turns = history.map((t, i) => (isNoteTurn(t) ? -1 : i)).filter((i) => i >= 0);
    const dropped = new Set(
      (outcome.kind === 'overflow' ? outcome.error.dropLog : outcome.result.dropLog).filter((e) => e.section === 'history').map((e) => e.index),
    );
    const kept = outcome.kind === 'overflow' ? turns.filter((i) => !dropped.has(i)) : outcome.result.kept.history;
    const keptSet = new Set(kept);
    for (const group of toolGroups(turns.map((i) => history[i]!))) {
      const indices = group.map((k) => turns[k]!);
      const inside = indices.filter((i) => keptSet.has(i)).length;
      if (inside !== 0 && inside !== indices.length) throw new Error(`a tool exchange (turns ${indices.join(', ')}) was split: kept ${inside} of ${indices.length}`);
    }
    const first = kept[0] === undefined ? undefined : history[kept[0]];
    if (first?.role === 'tool') throw new Error(`kept history starts with the orphan tool result ${kept[0]}`);
  });
}
