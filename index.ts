export * from './core/index.js';
export { compactHistory, extractiveSummarizer, httpSummarizer, modelSummarizer } from './compaction/index.js';
export type {
  CompactHistoryOptions, CompactHistoryResult, CompactionOutcome, FallbackReason, ModelSummarizerOptions, Summarizer,
} from './compaction/index.js';
