import fc from 'fast-check';
import type { AssembledContext } from '../core/assemble.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { chatOverhead, referenceBudget, referenceShare } from './reference/profile.js';
import { EVIDENCE_BEGIN, EVIDENCE_END, NOTE_UNIT, chunkUnit, summaryUnit, turnContent, turnUnit } from './reference/prompt.js';
import { isNoteTurn } from './reference/noteTurn.js';
import { toolGroups } from './reference/toolGroups.js';
import { referenceTokens } from './reference/tokens.js';
import { plural } from '../cli/plural.js';

function fail(message: string): never {
  throw new Error(message);
}

/** What the kept history costs, every piece counted: its head (summary, note, their message) and each turn with its message. */
function historyCost(scenario: Scenario, r: AssembledContext): number {
  const { request, profile } = scenario;
  const count = (text: string): number => referenceTokens(profile.encoding, text);
  const overhead = chatOverhead(profile);
  const message = (role: string): number => (overhead === null ? 0 : overhead.perMessage + count(role));
  const history = request.history ?? [];
  let cost = 0;
  if (request.summary !== undefined || r.trimNote) cost += message('system');
  if (request.summary !== undefined) cost += count(summaryUnit(request.summary));
  if (r.trimNote) cost += count(NOTE_UNIT);
  for (const i of r.kept.history) {
    const turn = history[i]!;
    const text = overhead === null ? turnUnit(turn, i, profile.maxLines.toolResults) : turnContent(turn, profile.maxLines.toolResults);
    cost += count(text) + message(turn.role);
  }
  return cost;
}

/** What the kept evidence costs: its chunks and its wrapper (the message and the `<evidence>` tags). */
function evidenceCost(scenario: Scenario, r: AssembledContext): number {
  if (r.kept.chunks.length === 0) return 0;
  const { request, profile } = scenario;
  const count = (text: string): number => referenceTokens(profile.encoding, text);
  const overhead = chatOverhead(profile);
  let cost = (overhead === null ? 0 : overhead.perMessage + count('user')) + count(EVIDENCE_BEGIN) + count(EVIDENCE_END);
  for (const id of r.kept.chunks) {
    const chunk = (request.chunks ?? []).find((c) => c.id === id) ?? fail(`kept chunk ${id} is not in the request`);
    cost += count(chunkUnit(chunk, profile.maxMetaChars, profile.maxLines.chunks));
  }
  return cost;
}

/**
 * The shares are caps on everything a section costs: the kept history (its
 * turns with their message overhead, the summary, the trim note and their
 * message) is within ⌊budget × shares.history⌋, unless what is kept is only
 * what may never be dropped (the protected turns, at least the newest, a
 * tool exchange counting as one); the kept evidence (its chunks, their
 * `<evidence>` tags and message) is within ⌊budget × shares.evidence⌋; the
 * kept history is within the turn cap unless it is only the protected turns.
 */
export function propertyWithinShares(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const outcome = assembleOutcome(impl, scenario);
    if (outcome.kind === 'overflow') return;
    const r = outcome.result;
    const { request, profile } = scenario;
    const history = request.history ?? [];
    const turns = history.map((_, i) => i).filter((i) => !isNoteTurn(history[i]!));
    const groups = toolGroups(turns.map((i) => history[i]!)).map((g) => g.map((k) => turns[k]!));
    const protectedGroups = groups.length === 0 ? 0 : Math.min(groups.length, Math.max(1, profile.protectedTurns));
    const keptGroups = groups.filter((g) => g.some((i) => r.kept.history.includes(i))).length;
    const onlyProtected = keptGroups <= protectedGroups;

    const history$ = historyCost(scenario, r);
    const historyShare = referenceShare(profile, 'history');
    if (history$ > historyShare && !onlyProtected) {
      fail(`the kept history costs ${history$} tokens (${plural(keptGroups, 'group')}, ${protectedGroups} protected), over its share of ${historyShare}`);
    }
    if (keptGroups > profile.maxHistoryTurns && !onlyProtected) fail(`${keptGroups} turn groups kept, over the cap of ${profile.maxHistoryTurns}`);
    const evidence$ = evidenceCost(scenario, r);
    const evidenceShare = referenceShare(profile, 'evidence');
    if (evidence$ > evidenceShare) fail(`the kept evidence costs ${evidence$} tokens, over its share of ${evidenceShare}`);
    if (r.tokens > referenceBudget(profile)) fail(`the prompt takes ${r.tokens} tokens, over the budget of ${referenceBudget(profile)}`);
  });
}
