export * from './core/index.js';
export type { AssemblyCacheStats, MemoStats } from './core/assemblyCache.js';
export { compactHistory, extractiveSummarizer, httpSummarizer, modelSummarizer } from './compaction/index.js';
export type {
  CompactHistoryOptions, CompactHistoryResult, CompactionOutcome, FallbackReason, ModelSummarizerOptions, Summarizer,
} from './compaction/index.js';
export {
  formatHtml, formatJunit, formatText, githubAnnotations, githubConfigAnnotations, loadSuite, runSuites, SuiteConfigError, toJsonReport,
} from './regressions/index.js';
export type {
  AssertionContext, AssertionFunction, AssertionVerdict, CaseChange, CaseFailure, CaseResult, CassetteReport, ExperimentResult,
  InconclusiveReason, JsonReport, MoreSamples, SampleEvidence, Table, VerdictSettings,
  LoadOptions, ModelResult, Progress, ProviderMode, RunOptions, RunSummary, Savings, Suite, SuiteResult, TextReportOptions,
  Bounds, CaseSpec, Expectation, ExperimentSpec, FixedSection, IdSection, LiveSpec, LoadedRequest, MarkerSection, ModelCheck,
  JsonSchema, JsonType, OrderItem, OutputAssertion, PartRule, ProviderSpec, Replacement, TextAssertion, TokenTarget,
  AnswerAssertion, AnswerFacts, CheckOutcome, GradeOutcome, GraderSpec, PriceTable,
} from './regressions/index.js';
export { CassetteFileError, commandProvider, openaiProvider, ProviderError } from './providers/index.js';
export type {
  AskedSummary, CallOptions, CassetteEntry, CassetteFile, CassetteLimits, CommandProviderOptions, Evidence, Completion, CompletionParams, OpenAIProviderOptions, Payload, Provider,
  ProviderErrorCode, RecordedAnswer, RecordedGrade, Usage,
} from './providers/index.js';
