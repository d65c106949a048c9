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

export { attributeText } from './arbitraries/attributeText.js';
export { longRunText } from './arbitraries/longRuns.js';
export { lookAlikeText, LOOK_ALIKE_TAGS } from './arbitraries/lookAlikes.js';
export { profileInput } from './arbitraries/profileInput.js';
export { rankTieText } from './arbitraries/rankTies.js';
export { scriptText, SCRIPT_SAMPLES } from './arbitraries/scriptText.js';
export { EDGE_CODE_POINTS, unicodeEdgeText } from './arbitraries/unicodeEdges.js';
export { edgePlacement, edgeProfile } from './arbitraries/scenario.js';
export type { BudgetEdge, EdgePlacement } from './arbitraries/scenario.js';

export { coreImplementation } from './implementation.js';
export type { Implementation, PieceMemo } from './implementation.js';
export type { OutcomeMeasures } from '../core/outcomeMeasures.js';

export { referenceAssembly, referenceCosts } from './reference/assembly.js';
export type { Count, ExpectedAssembly, ExpectedPayload, ReferenceCosts } from './reference/assembly.js';
export { referenceBpeTokens } from './reference/bpe.js';
export { referenceCodePoints } from './reference/codePoints.js';
export { referenceDedupKey } from './reference/dedupKey.js';
export { referenceEdges } from './reference/edges.js';
export { referenceEscapeAttribute, referenceEscapeText, TAG_NAMES } from './reference/escape.js';
export { referenceFloor } from './reference/floor.js';
export { referencePreTokens } from './reference/preTokens.js';
export { referenceBudget, referenceOutputCap, referenceProfile, referenceShare } from './reference/profile.js';
export { REFERENCE_TRIM_NOTE } from './reference/prompt.js';
export { referenceRender } from './reference/renderSpec.js';
export { referenceSelection } from './reference/selection.js';
export type { ExpectedDrop, ExpectedSelection, SelectionRules } from './reference/selection.js';
export { referenceTokens } from './reference/tokens.js';

export { checkAgainstReference, checkDropLog, propertyAgreesWithReference } from './agreesWithReference.js';
export { propertyOptionsChecked, propertyVerify, skewedTokenizer, smallScenarios } from './assembleOptions.js';
export type { BadOption } from './assembleOptions.js';
export { propertyAtLeastOneTurn } from './atLeastOneTurn.js';
export { propertyClampHistoryTable } from './clampHistoryTable.js';
export { propertyCodePointUnits } from './codePointUnits.js';
export { afterOtherCallsCases, propertyDeterministic, propertyDeterministicAfterOtherCalls, propertyPermutationInvariant } from './determinism.js';
export type { AfterOtherCallsCase, CacheUse, CallUnderTest, EarlierStep, Edit, ProfileVariant, SelectCall } from './determinism.js';
export { propertyDropLadder } from './dropLadder.js';
export { everyBudget, propertyEveryBudget, smallRequest } from './everyBudget.js';
export { propertyFloorIsLowerBound, propertyUnitFloorsAreLowerBounds } from './floors.js';
export type { UnitCase } from './floors.js';
export { propertyForgeryProof } from './forgery.js';
export { propertyBpeAgrees, propertyLongRunsAgree } from './longRuns.js';
export { applyEdit, edit, propertyMemosChangeNoAnswer } from './memos.js';
export type { Edit as InPlaceEdit } from './memos.js';
export { propertyNeverOverBudget } from './neverOverBudget.js';
export { propertyClampMonotone, propertyNoSpuriousOverflow } from './noSpuriousOverflow.js';
export { propertyOrdering } from './ordering.js';
export {
  propertyEvidenceKeepsItsShare, propertyHistoryShareNotAboveEvidence, propertyProtectedTurnsFit, propertyWithinLimitsFits,
} from './profileHealth.js';
export { propertyLoneSurrogatesRefused } from './loneSurrogates.js';
export { propertyProfileRefusesBadValues, propertyProfileResolves } from './profileResolution.js';
export { propertyRequestRefusedAtAFault, propertyRequestRefusedByField, requestCases } from './requestValidation.js';
export type { LazyCase, RequestCase } from './requestValidation.js';
export { propertyCanonicalJsonAgrees, propertyEscapingAgrees, propertyRenderingAgrees, propertyShorteningAgrees } from './rendering.js';
export { propertyInputsUnchanged } from './purity.js';
export { propertyDedupKey, propertySelection, selectionCases, selectionCasesUnder } from './selection.js';
export type { SelectionCall, SelectionCase } from './selection.js';
export { propertyCountWithin, propertyTokenizerAgrees, tokenizerText } from './tokenizer.js';
export { propertyToolCallIntegrity } from './toolCallIntegrity.js';
export { propertyClampMessagesIdempotent, propertyTrimNoteHonest, propertyTrimNoteIdempotent } from './trimNote.js';
export { propertyUnitsAreAdditive } from './unitsAreAdditive.js';
export { propertyWithinShares } from './withinShares.js';
export { unitOnlySpec, unitSpec } from './arbitraries/unitSpec.js';
export type { UnitSpec } from './arbitraries/unitSpec.js';

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
