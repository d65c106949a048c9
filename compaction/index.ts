export { compactHistory } from './compactHistory.js';
export type { CompactHistoryOptions, CompactHistoryResult, CompactionOutcome, FallbackReason } from './compactHistory.js';
export { httpSummarizer, modelSummarizer } from './modelSummarizer.js';
export type { ModelSummarizerOptions } from './modelSummarizer.js';
export { extractiveSummarizer } from './summarizer.js';
export type { Summarizer } from './summarizer.js';
export { summaryPrompt } from './summaryPrompt.js';
