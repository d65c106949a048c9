export { assemble, countPayload, ContextOverflowError } from './assemble.js';
export type { AssembleOptions, AssembledBase, AssembledContext, ChatMessage, LineCutEntry, SectionTokens } from './assemble.js';
export { AssemblyCache, sharedCache } from './assemblyCache.js';
export { budgetReport } from './budgetReport.js';
export type { DropEntry, DropReason, DropSection } from './dropLog.js';
export { BaglamError, formatFieldPath } from './errors.js';
export type { ErrorCode, FieldPath, SourcePosition } from './errors.js';
export {
  HISTORY_MAX_RUNES, HISTORY_TRIM_NOTE, clampHistory, clampMessages, hasTrimNote, trimNoteIfNeeded, trimNoteMessage,
} from './history.js';
export type { ClampMessagesOptions, ClampMessagesResult, ClampResult, MessageLike } from './history.js';
export { placeAtEdges } from './order.js';
export { maxOutputTokens, promptBudget, resolveProfile } from './profile.js';
export type { Limits, MaxLines, OutputReserve, Profile, ProfileInput, Shares, Template } from './profile.js';
export { escapeText, SECTION_TAGS } from './render.js';
export { validateRequest } from './request.js';
export type { Chunk, Example, Request, Rule, ToolCall, ToolDefinition, Turn } from './request.js';
export { runeCount, runeLens } from './runes.js';
export { normalizeForDedup, selectChunks } from './select.js';
export type { ChunkSelection, SelectOptions, SelectedChunk } from './select.js';
export { createTokenizer, ENCODINGS, referenceCount } from './tokenizer.js';
export type { Encoding, Tokenizer, TokenizerBackend, TokenizerOptions } from './tokenizer.js';
export { decodeText } from './load/decodeText.js';
export type { DecodeOptions } from './load/decodeText.js';
export { parseJsonLine } from './load/jsonLine.js';
export { maskedJsonError } from './load/jsonSource.js';
export type { JsonLine } from './load/jsonLine.js';
export { parseProfileYaml } from './load/profileYaml.js';
export { parseRequestJsonl } from './load/requestJsonl.js';
export { parseRequestYaml } from './load/requestYaml.js';
export { placeError, withSource } from './load/sourceError.js';
export type { Locate } from './load/sourceError.js';
export { toRequest } from './load/toRequest.js';
export { MAX_ALIAS_COUNT, parseDataSource, parseYamlSource } from './load/yamlSource.js';
export type { YamlSource } from './load/yamlSource.js';
export { extractSummary, historyCost, parseSummary, renderSummary, validateSummary } from './compact/index.js';
export type {
  CompactionOptionsInput, HistoryCost, Summary, SummaryContent, SummaryInput, SummaryItem, SummaryLanguage, SummaryRejection,
  SummaryTurn, SummaryValidation,
} from './compact/index.js';
