import type { Profile } from '../core/profile.js';
import { scenariosUnder } from './arbitraries/scenario.js';
import { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
import { propertyDeterministic, propertyPermutationInvariant } from './determinism.js';
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
import { propertyToolCallIntegrity } from './toolCallIntegrity.js';
import { propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';

/** One property `baglam check` runs, with the name a user passes to `--only`. */
export interface ProfileCheck {
  id: string;
  /** The design contract (`C2`) or `health`. */
  contract: string;
  title: string;
  property: AnyProperty;
}

/**
 * Every property that depends on a profile, under one profile: the
 * contracts of docs/contracts.md with requests scaled to its window, and the
 * profile-health properties. (Selection, the clamp and the tokenizers do not
 * depend on a profile; the project's own suite covers them.)
 */
export function profileChecks(profile: Profile, impl: Implementation = coreImplementation): ProfileCheck[] {
  const scenarios = scenariosUnder(profile);
  return [
    { id: 'determinism', contract: 'C1', title: 'deep-equal input gives deep-equal output', property: propertyDeterministic(impl, scenarios) },
    { id: 'permutation', contract: 'C1', title: 'the order of candidates does not matter', property: propertyPermutationInvariant(impl, scenarios) },
    { id: 'never-over-budget', contract: 'C2-C4', title: 'never over budget; loud overflow; every item accounted for', property: propertyNeverOverBudget(impl, scenarios) },
    { id: 'drop-ladder', contract: 'C5', title: 'one drop ladder; protected turns stay', property: propertyDropLadder(impl, scenarios) },
    { id: 'at-least-one-turn', contract: 'C6', title: 'the newest turn is always kept', property: propertyAtLeastOneTurn(impl, scenarios) },
    { id: 'trim-note', contract: 'C7', title: 'a trim note iff history was cut, once', property: propertyTrimNoteHonest(impl, scenarios) },
    { id: 'trim-note-idempotent', contract: 'C7', title: 're-assembling the kept history adds no second note', property: propertyTrimNoteIdempotent(impl, scenarios) },
    { id: 'no-spurious-overflow', contract: 'C9', title: 'a larger window never overflows', property: propertyNoSpuriousOverflow(impl, scenarios) },
    { id: 'ordering', contract: 'C10', title: 'sections in the designed order', property: propertyOrdering(impl, scenarios) },
    { id: 'purity', contract: 'C11', title: 'inputs are not mutated', property: propertyInputsUnchanged(impl, scenarios) },
    { id: 'tool-call-integrity', contract: 'C12', title: 'tool calls and results stay together', property: propertyToolCallIntegrity(impl, scenarios) },
    { id: 'forgery', contract: 'C13', title: 'untrusted text cannot forge a boundary', property: propertyForgeryProof(impl, scenarios) },
    { id: 'within-limits', contract: 'health', title: 'requests within the declared limits never overflow', property: propertyWithinLimitsFits(impl, profile) },
    { id: 'protected-turns-fit', contract: 'health', title: 'the protected turns fit beside the fixed part', property: propertyProtectedTurnsFit(impl, profile) },
    { id: 'evidence-share', contract: 'health', title: 'a long history cannot crowd out the evidence share', property: propertyEvidenceKeepsItsShare(impl, profile) },
    { id: 'history-share', contract: 'health', title: 'the history share is not larger than the evidence share', property: propertyHistoryShareNotAboveEvidence(profile) },
  ];
}
