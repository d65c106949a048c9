export { classifyClause } from './clauseKind.js';
export type { ClauseKind } from './clauseKind.js';
export { extractSummary } from './extractSummary.js';
export { looksLikeErrorText, looksLikeRefusal } from './errorText.js';
export { foldCase } from './foldCase.js';
export { clampStart, costOf, headTokens, historyCost } from './historyCost.js';
export { fitSummary, protectedOnly } from './fitSummary.js';
export type { SummaryList } from './fitSummary.js';
export { echoedItems, holdsWords, saidItems } from './saidItems.js';
export type { Holder, SaidSection } from './saidItems.js';
export type { HistoryCost } from './historyCost.js';
export { extractIdentifiers } from './identifiers.js';
export { resolveCompactionOptions } from './options.js';
export type { CompactionOptions, CompactionOptionsInput } from './options.js';
export { compactedRequest, planCompaction, previousSummary, summaryInputFor } from './plan.js';
export type { CompactionPlan, PreviousSummary } from './plan.js';
export { IDENTIFIER_SEPARATOR, formatTurnList, normalizeItemText, parseSummary, renderSummary } from './renderSummary.js';
export { splitClauses, splitSentences } from './sentences.js';
export { SUMMARY_KEYS, emptyContent, isContentEmpty, mergeContent, mergeItems } from './summary.js';
export type {
  Summary, SummaryContent, SummaryInput, SummaryItem, SummaryKey, SummaryLanguage, SummaryTurn,
} from './summary.js';
export { validateSummary } from './validateSummary.js';
export type { SummaryRejection, SummaryValidation } from './validateSummary.js';
