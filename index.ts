export * from './core/index.js';
export { compactHistory, extractiveSummarizer, httpSummarizer, modelSummarizer } from './compaction/index.js';
export type {
  CompactHistoryOptions, CompactHistoryResult, CompactionOutcome, FallbackReason, ModelSummarizerOptions, Summarizer,
} from './compaction/index.js';
export {
  formatJunit, formatText, githubAnnotations, githubConfigAnnotations, loadSuite, runSuites, SuiteConfigError, toJsonReport,
} from './regressions/index.js';
export type {
  AssertionContext, AssertionFunction, AssertionVerdict, CaseResult, ExperimentResult, JsonReport, Progress, ProviderMode,
  RunOptions, SuiteResult,
} from './regressions/index.js';
export { commandProvider, openaiProvider, ProviderError, recordingProvider, replayProvider } from './providers/index.js';
export type { Completion, CompletionParams, Payload, Provider } from './providers/index.js';
