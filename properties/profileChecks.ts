import type { Profile } from '../core/profile.js';
import { scenariosUnder } from './arbitraries/scenario.js';
import { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
import { propertyDeterministic, propertyDeterministicAfterOtherCalls, propertyPermutationInvariant } from './determinism.js';
import { propertyDropLadder } from './dropLadder.js';
import { propertyForgeryProof } from './forgery.js';
import { coreImplementation, type Implementation } from './implementation.js';
import { propertyNeverOverBudget } from './neverOverBudget.js';
import { propertyNoSpuriousOverflow } from './noSpuriousOverflow.js';
import { propertyOrdering } from './ordering.js';
import {
  propertyEvidenceKeepsItsShare, propertyHistoryShareNotAboveEvidence, propertyProtectedTurnsFit, propertyWithinLimitsFits,
} from './profileHealth.js';
import { propertyInputsUnchanged } from './purity.js';
import type { AnyProperty } from './runner.js';
import { propertySelection, selectionCasesUnder } from './selection.js';
import type { ContractId } from './contracts.js';
import { propertyToolCallIntegrity } from './toolCallIntegrity.js';
import { propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';

/** One property `baglam check` runs, with the name a user passes to `--only`. */
export interface ProfileCheck {
  id: string;
  /** The contracts it checks (`C2-C4`), or `health`. */
  contract: string;
  /** The same as a list; empty for a profile-health property. */
  contracts: readonly ContractId[];
  title: string;
  property: AnyProperty;
}

/**
 * Every property that depends on a profile, under one profile: the
 * contracts C1–C13 (`PROFILE_CONTRACTS`) with requests scaled to its window
 * and selection under its threshold and limits, and the profile-health
 * properties. (The clamp's own table and the tokenizers do not depend on a
 * profile; the project's own suite covers them, and C14.)
 */
export function profileChecks(profile: Profile, impl: Implementation = coreImplementation): ProfileCheck[] {
  const scenarios = scenariosUnder(profile);
  const check = (id: string, contracts: ContractId[], title: string, property: AnyProperty): ProfileCheck => ({
    id,
    contract: contracts.length === 0 ? 'health' : contracts.length === 1 ? contracts[0]! : `${contracts[0]}-${contracts[contracts.length - 1]}`,
    contracts,
    title,
    property,
  });
  return [
    check('determinism', ['C1'], 'deep-equal input gives deep-equal output', propertyDeterministic(impl, scenarios)),
    check('after-other-calls', ['C1'], 'whatever was called before, the same as a fresh computation', propertyDeterministicAfterOtherCalls(impl, scenarios)),
    check('permutation', ['C1'], 'the order of candidates does not matter', propertyPermutationInvariant(impl, scenarios)),
    check('never-over-budget', ['C2', 'C3', 'C4'], 'never over budget; loud overflow; every item accounted for', propertyNeverOverBudget(impl, scenarios)),
    check('drop-ladder', ['C5'], 'one drop ladder; protected turns stay', propertyDropLadder(impl, scenarios)),
    check('at-least-one-turn', ['C6'], 'the newest turn is always kept', propertyAtLeastOneTurn(impl, scenarios)),
    check('trim-note', ['C7'], 'a trim note iff history was cut, once', propertyTrimNoteHonest(impl, scenarios)),
    check('trim-note-idempotent', ['C7'], 're-assembling the kept history adds no second note', propertyTrimNoteIdempotent(impl, scenarios)),
    check('selection', ['C8'], 'score order, threshold, skip what does not fit, duplicates once, source kept', propertySelection(impl, selectionCasesUnder(profile))),
    check('no-spurious-overflow', ['C9'], 'a larger window never overflows', propertyNoSpuriousOverflow(impl, scenarios)),
    check('ordering', ['C10'], 'sections in the designed order', propertyOrdering(impl, scenarios)),
    check('purity', ['C11'], 'inputs are not mutated', propertyInputsUnchanged(impl, scenarios)),
    check('tool-call-integrity', ['C12'], 'tool calls and results stay together', propertyToolCallIntegrity(impl, scenarios)),
    check('forgery', ['C13'], 'untrusted text cannot forge a boundary', propertyForgeryProof(impl, scenarios)),
    check('within-limits', [], 'requests within the declared limits never overflow', propertyWithinLimitsFits(impl, profile)),
    check('protected-turns-fit', [], 'the protected turns fit beside the fixed part', propertyProtectedTurnsFit(impl, profile)),
    check('evidence-share', [], 'a long history cannot crowd out the evidence share', propertyEvidenceKeepsItsShare(impl, profile)),
    check('history-share', [], 'the history share is not larger than the evidence share', propertyHistoryShareNotAboveEvidence(profile)),
  ];
}
