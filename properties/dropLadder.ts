import fc from 'fast-check';
import type { DropEntry } from '../core/dropLog.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { isNoteTurn } from './reference/noteTurn.js';
import { toolGroups } from './reference/toolGroups.js';
import { plural } from '../cli/plural.js';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * C5: one drop ladder — chunks, then history oldest first (never the last
 * `protectedTurns` turns, counting a tool exchange as one), then examples
 * last first. A later rung is touched only when every item of the earlier
 * rungs is gone. (Share and turn caps trim history before chunks are chosen;
 * they are not the ladder, so only `budget` drops of history are ladder
 * steps.)
 */
export function propertyDropLadder(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const { request, profile } = scenario;
    const outcome = assembleOutcome(impl, scenario);
    const dropLog: DropEntry[] = outcome.kind === 'overflow' ? outcome.error.dropLog : outcome.result.dropLog;
    const history = request.history ?? [];
    const turns = history.map((t, i) => (isNoteTurn(t) ? -1 : i)).filter((i) => i >= 0);
    const groups = toolGroups(turns.map((i) => history[i]!)).map((g) => g.map((k) => turns[k]!));
    const droppedTurns = new Set(dropLog.filter((e) => e.section === 'history').map((e) => e.index));
    // What is kept, as the result says (a turn left out without a log entry
    // is not kept); on an overflow, what the log did not drop.
    const keptTurns =
      outcome.kind === 'overflow'
        ? turns.filter((i) => !droppedTurns.has(i))
        : turns.filter((i) => outcome.result.kept.history.includes(i));
    const keptChunks = outcome.kind === 'overflow' ? 0 : outcome.result.kept.chunks.length;

    // History goes oldest first: what is left is a suffix of the turns.
    keptTurns.forEach((t, k) => {
      if (t !== turns[turns.length - keptTurns.length + k]) fail(`history kept ${JSON.stringify(keptTurns)}: not the newest turns`);
    });
    // The protected turns (at least one; a tool exchange counts as one) are never dropped.
    const protectedGroups = groups.slice(groups.length - Math.min(groups.length, Math.max(1, profile.protectedTurns)));
    const protectedTurns = protectedGroups.flat();
    for (const t of protectedTurns) if (droppedTurns.has(t)) fail(`protected turn ${t} was dropped (protectedTurns ${profile.protectedTurns})`);

    // Examples go last first: what is left is a prefix.
    const examples = request.examples ?? [];
    const droppedExamples = dropLog.filter((e) => e.section === 'examples').map((e) => e.index);
    droppedExamples.forEach((i, k) => {
      if (i !== examples.length - 1 - k) fail(`examples dropped in the order ${JSON.stringify(droppedExamples)}: not last first`);
    });

    const ladderHistory = dropLog.some((e) => e.section === 'history' && e.reason === 'budget');
    if (ladderHistory && keptChunks > 0) fail('history was dropped for the budget while chunks stayed in');
    if (droppedExamples.length > 0) {
      if (keptChunks > 0) fail('an example was dropped while chunks stayed in');
      if (keptTurns.length > protectedTurns.length) {
        fail(`an example was dropped while ${plural(keptTurns.length - protectedTurns.length, 'unprotected turn')} stayed in`);
      }
    }
    // Rules, tools, format and the question are never dropped.
    for (const e of dropLog) if (!['chunks', 'history', 'examples'].includes(e.section)) fail(`${e.section} is never dropped`);
  });
}
