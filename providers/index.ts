export { liveSource, migrateSource, recordSource, replaySource } from './answerSource.js';
export type { AnswerSource, CellAnswers, CellQuestion, Evidence } from './answerSource.js';
export {
  askedKey, BASELINE, cassetteFileName, CassetteFileError, DEFAULT_CASSETTE_LIMITS, describeAsked, experimentVariant, legacyKey, parseCassette,
  serializeCassette,
} from './cassetteFile.js';
export type {
  AskedSummary, CassetteAddress, CassetteEntry, CassetteFile, CassetteLimits, LegacyCassette, RecordedAnswer, RecordedGrade,
} from './cassetteFile.js';
export { CassetteStore } from './cassetteStore.js';
export { commandProvider } from './command.js';
export type { CommandProviderOptions } from './command.js';
export { createLimiter } from './limiter.js';
export { maxTokensFieldFor, OPENAI_BODY_FIELDS, openaiBody, openaiProvider, retryAfterMs } from './openai.js';
export type { OpenAIProviderOptions } from './openai.js';
export type { CallOptions, Completion, CompletionParams, Payload, Provider, Usage } from './provider.js';
export { ProviderError } from './providerError.js';
export type { ProviderErrorCode } from './providerError.js';
