// The property suite as a library: run baglam's contracts in your own
// vitest suite, against your own profile or your own implementation.

export { adversarialText } from './arbitraries/adversarialText.js';
export { astralText } from './arbitraries/astralText.js';
export { chunks, score, SCORES } from './arbitraries/chunks.js';
export { codeText } from './arbitraries/codeText.js';
export { englishText } from './arbitraries/englishText.js';
export { history, noteTurn } from './arbitraries/history.js';
export type { HistoryConstraints } from './arbitraries/history.js';
export { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
export { longText } from './arbitraries/longText.js';
export { profileShape } from './arbitraries/profile.js';
export type { ProfileShape } from './arbitraries/profile.js';
export { request } from './arbitraries/request.js';
export type { RequestConstraints } from './arbitraries/request.js';
export { fixedPartTokens, requestWithinLimits } from './arbitraries/requestWithinLimits.js';
export type { LimitedRequestOptions } from './arbitraries/requestWithinLimits.js';
export { budgetPlacement, profileFor, roughSizes, scenarios, scenariosUnder } from './arbitraries/scenario.js';
export type { BudgetAnchor, Scenario, ScenarioSource } from './arbitraries/scenario.js';
export { textOfTokens } from './arbitraries/sizedText.js';
export { anyText, fragment, requiredText } from './arbitraries/text.js';
export type { TextConstraints } from './arbitraries/text.js';
export { TURKISH_WORDS, turkishText } from './arbitraries/turkishText.js';
export { whitespaceText } from './arbitraries/whitespaceText.js';

export { coreImplementation } from './implementation.js';
export type { Implementation } from './implementation.js';

export { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
export { propertyClampHistoryTable } from './clampHistoryTable.js';
export { propertyCodePointUnits } from './codePointUnits.js';
export { afterOtherCallsCases, propertyDeterministic, propertyDeterministicAfterOtherCalls, propertyPermutationInvariant } from './determinism.js';
export type { AfterOtherCallsCase, CallUnderTest, EarlierStep, Edit, ProfileVariant, SelectCall } from './determinism.js';
export { propertyDropLadder } from './dropLadder.js';
export { propertyForgeryProof } from './forgery.js';
export { propertyNeverOverBudget } from './neverOverBudget.js';
export { propertyClampMonotone, propertyNoSpuriousOverflow } from './noSpuriousOverflow.js';
export { propertyOrdering } from './ordering.js';
export {
  propertyEvidenceKeepsItsShare, propertyHistoryShareNotAboveEvidence, propertyProtectedTurnsFit, propertyWithinLimitsFits,
} from './profileHealth.js';
export { propertyLoneSurrogatesRefused } from './loneSurrogates.js';
export { propertyInputsUnchanged } from './purity.js';
export { propertyDedupKey, propertySelection, selectionCases, selectionCasesUnder } from './selection.js';
export type { SelectionCase } from './selection.js';
export { propertyCountWithin, propertyTokenizerAgrees } from './tokenizer.js';
export { propertyToolCallIntegrity } from './toolCallIntegrity.js';
export { propertyClampMessagesIdempotent, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';
export { coreRenderer, propertyUnitsAreAdditive } from './unitsAreAdditive.js';
export type { UnitRenderer, UnitSpec } from './unitsAreAdditive.js';

export { checkProfile } from './checkProfile.js';
export type { CheckProfileOptions, ProfileCheckResult } from './checkProfile.js';
export { profileChecks } from './profileChecks.js';
export type { ProfileCheck } from './profileChecks.js';
export { CONTRACTS, contractWords, PROFILE_CONTRACTS } from './contracts.js';
export type { ContractId } from './contracts.js';
export {
  assertProperty, checkProperty, DEFAULT_RUNS, DEFAULT_SEED, replayLine, runSettings, testNamePattern, vitestTarget,
} from './runner.js';
export type { AnyProperty, CheckOptions, PropertyOutcome, RunSettings } from './runner.js';
