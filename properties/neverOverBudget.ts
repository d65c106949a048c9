import fc from 'fast-check';
import type { AssembledContext, ContextOverflowError, SectionTokens } from '../core/assemble.js';
import type { DropEntry } from '../core/dropLog.js';
import type { Profile } from '../core/profile.js';
import type { Request } from '../core/request.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { chunkTokens, exampleTokens, turnTokens } from './itemTokens.js';
import { independentPayloadCount } from './payloadCount.js';
import { isNoteTurn } from './reference/noteTurn.js';
import { referenceBudget, referenceOutputCap } from './reference/profile.js';

function fail(message: string): never {
  throw new Error(message);
}

function sectionsTotal(s: SectionTokens): number {
  // evidenceMetadata is an attribution inside evidence, not a section of its own.
  return s.rules + s.tools + s.examples + s.summary + s.trimNote + s.history + s.evidence + s.format + s.question + s.template;
}

/** Indices of the history turns that are turns (an earlier trim note is structure). */
function realTurns(request: Request): number[] {
  const out: number[] = [];
  (request.history ?? []).forEach((turn, i) => {
    if (!isNoteTurn(turn)) out.push(i);
  });
  return out;
}

/**
 * Checks that a drop entry names a real item with a reason its section can
 * have, and its rendered cost: exactly when it says `exact`, else a lower
 * bound (never more than the item costs); with `exactDropCounts: true`, every
 * entry must be exact.
 */
function checkEntry(entry: DropEntry, request: Request, profile: Profile, exactRequired: boolean): void {
  const where = `drop entry ${JSON.stringify(entry)}`;
  if (exactRequired && !entry.exact) fail(`${where}: not exact, though exactDropCounts is true`);
  const checkTokens = (tokens: number, item: string): void => {
    if (entry.exact ? entry.tokens !== tokens : !(entry.tokens >= 0 && entry.tokens <= tokens)) {
      fail(`${where}: the ${item} renders to ${tokens} tokens`);
    }
  };
  switch (entry.section) {
    case 'chunks': {
      const chunk = (request.chunks ?? [])[entry.index] ?? fail(`${where}: no chunk at that index`);
      if (chunk.id !== entry.id) fail(`${where}: the chunk at that index is ${chunk.id}`);
      if (!['below-threshold', 'duplicate', 'evidence-share', 'budget'].includes(entry.reason)) fail(`${where}: not a chunk reason`);
      checkTokens(chunkTokens(chunk, profile), 'chunk');
      return;
    }
    case 'examples': {
      const example = (request.examples ?? [])[entry.index] ?? fail(`${where}: no example at that index`);
      if (example.id !== entry.id) fail(`${where}: the example at that index is ${example.id}`);
      if (entry.reason !== 'budget') fail(`${where}: examples are only dropped for the budget`);
      checkTokens(exampleTokens(example, profile), 'example');
      return;
    }
    case 'history': {
      const turn = (request.history ?? [])[entry.index] ?? fail(`${where}: no turn at that index`);
      if (isNoteTurn(turn)) fail(`${where}: a trim note is not a turn`);
      if ((turn.id ?? `turn-${entry.index}`) !== entry.id) fail(`${where}: the turn's id is ${turn.id ?? `turn-${entry.index}`}`);
      if (!['history-share', 'max-turns', 'budget'].includes(entry.reason)) fail(`${where}: not a history reason`);
      checkTokens(turnTokens(turn, entry.index, profile), 'turn');
      return;
    }
    default:
      fail(`${where}: unknown section`);
  }
}

/** Every item is kept or dropped, exactly once (C4). `kept` is undefined for what an overflow leaves unsaid. */
function checkConservation(
  request: Request,
  profile: Profile,
  dropLog: readonly DropEntry[],
  kept: AssembledContext['kept'] | undefined,
  exactRequired: boolean,
): void {
  const seen = new Set<string>();
  for (const entry of dropLog) {
    const key = `${entry.section}#${entry.index}`;
    if (seen.has(key)) fail(`${entry.section}[${entry.index}] (${entry.id}) is in the drop log twice`);
    seen.add(key);
    checkEntry(entry, request, profile, exactRequired);
  }
  const dropped = (section: string): Set<number> => new Set(dropLog.filter((e) => e.section === section).map((e) => e.index));
  const chunks = request.chunks ?? [];
  const examples = request.examples ?? [];
  const turns = realTurns(request);
  if (kept === undefined) {
    // An overflow keeps no chunk and no example; the history left is the newest turns.
    const droppedChunks = dropped('chunks');
    chunks.forEach((c, i) => droppedChunks.has(i) || fail(`overflow: chunk ${c.id} is neither kept nor dropped`));
    const droppedExamples = dropped('examples');
    examples.forEach((e, i) => droppedExamples.has(i) || fail(`overflow: example ${e.id} is neither kept nor dropped`));
    const droppedTurns = dropped('history');
    const left = turns.filter((i) => !droppedTurns.has(i));
    if (turns.length > 0 && left.length === 0) fail('overflow: every turn was dropped');
    return;
  }
  const keptChunkIds = new Set(kept.chunks);
  if (keptChunkIds.size !== kept.chunks.length) fail('a chunk is kept twice');
  const droppedChunks = dropped('chunks');
  chunks.forEach((c, i) => {
    const k = keptChunkIds.has(c.id);
    if (k === droppedChunks.has(i)) fail(`chunk ${c.id} is ${k ? 'both kept and dropped' : 'neither kept nor dropped'}`);
  });
  if (kept.chunks.some((id) => !chunks.some((c) => c.id === id))) fail('a kept chunk id is not in the request');
  const droppedExamples = dropped('examples');
  examples.forEach((e, i) => {
    const k = kept.examples.includes(e.id);
    if (k === droppedExamples.has(i)) fail(`example ${e.id} is ${k ? 'both kept and dropped' : 'neither kept nor dropped'}`);
  });
  if (kept.examples.length !== new Set(kept.examples).size) fail('an example is kept twice');
  const droppedTurns = dropped('history');
  const keptTurns = new Set(kept.history);
  if (keptTurns.size !== kept.history.length) fail('a turn is kept twice');
  for (const i of kept.history) if (!turns.includes(i)) fail(`kept history index ${i} is not a turn of the request`);
  for (const i of turns) {
    const k = keptTurns.has(i);
    if (k === droppedTurns.has(i)) fail(`turn ${i} is ${k ? 'both kept and dropped' : 'neither kept nor dropped'}`);
  }
}

/** The smallest prompt the ladder can reach, assembled with room to spare: what an overflow must report. */
function smallestPromptTokens(impl: Implementation, scenario: Scenario, error: ContextOverflowError): number | undefined {
  const { request, profile } = scenario;
  if (profile.template.kind === 'text') return undefined; // turn units carry their index: a shorter history renders differently
  const droppedTurns = new Set(error.dropLog.filter((e) => e.section === 'history').map((e) => e.index));
  const history = realTurns(request).filter((i) => !droppedTurns.has(i)).map((i) => (request.history ?? [])[i]!);
  const noted = request.historyTrimmed === true || droppedTurns.size > 0 || (request.history ?? []).some(isNoteTurn);
  const smallest: Request = { ...request, history, historyTrimmed: noted };
  delete smallest.chunks;
  delete smallest.examples;
  const roomy = impl.resolveProfile({ ...profile, window: profile.window + error.tokens * 4 + 1000, shares: { evidence: 0, history: 1 } });
  return impl.assemble(smallest, { ...roomy, maxHistoryTurns: Math.max(profile.maxHistoryTurns, history.length), protectedTurns: history.length }).tokens;
}

/**
 * C2, C3, C4: the assembled payload, counted in one piece on exactly what is
 * sent, is within window − reserve, and equals the count `assemble` reports
 * (and the sum of its sections); or `assemble` throws `ContextOverflowError`
 * whose drop log, with what is kept, accounts for every item exactly once
 * with its token count (exact, or a proven lower bound marked so; exact for
 * every item under `exactDropCounts: true`), and whose numbers are those of
 * the smallest prompt the ladder could reach.
 */
export function propertyNeverOverBudget(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, boolean]> {
  return fc.property(scenarios, fc.boolean(), (scenario, exactDropCounts) => {
    const { request, profile } = scenario;
    const budget = referenceBudget(profile);
    const outcome = assembleOutcome(impl, scenario, { exactDropCounts });
    if (outcome.kind === 'overflow') {
      const e = outcome.error;
      if (e.budget !== budget) fail(`overflow reports budget ${e.budget}, the profile's is ${budget}`);
      if (!(e.tokens > e.budget)) fail(`overflow with ${e.tokens} tokens in a budget of ${e.budget}`);
      if (e.overBy !== e.tokens - e.budget) fail(`overBy ${e.overBy} is not tokens − budget`);
      if (sectionsTotal(e.sections) !== e.tokens) fail(`overflow sections add up to ${sectionsTotal(e.sections)}, not ${e.tokens}`);
      checkConservation(request, profile, e.dropLog, undefined, exactDropCounts);
      const smallest = smallestPromptTokens(impl, scenario, e);
      if (smallest !== undefined && smallest !== e.tokens) fail(`overflow reports ${e.tokens} tokens but the smallest prompt takes ${smallest}`);
      return;
    }
    const r = outcome.result;
    const whole = impl.countPayload(r, profile, impl.tokenizer(profile.encoding));
    const independent = independentPayloadCount(r, profile);
    if (whole !== independent) fail(`countPayload says ${whole}, js-tiktoken on the payload ${independent}`);
    if (independent > budget) fail(`the payload takes ${independent} tokens, over the budget of ${budget}`);
    if (r.tokens !== independent) fail(`assemble reports ${r.tokens} tokens, the payload counted in one piece takes ${independent}`);
    if (r.budget !== budget) fail(`result budget ${r.budget}, the profile's is ${budget}`);
    if (r.maxOutputTokens !== referenceOutputCap(profile)) fail(`maxOutputTokens ${r.maxOutputTokens}, the profile's reserve is ${referenceOutputCap(profile)}`);
    if (sectionsTotal(r.sections) !== r.tokens) fail(`sections add up to ${sectionsTotal(r.sections)}, not ${r.tokens}`);
    if (r.template !== profile.template.kind) fail(`a ${r.template} payload under a ${profile.template.kind} profile`);
    checkConservation(request, profile, r.dropLog, r.kept, exactDropCounts);
  });
}
