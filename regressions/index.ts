export { loadSuite } from './loadSuite.js';
export type { LoadOptions } from './loadSuite.js';
export { collectSuiteFiles } from './suiteFiles.js';
export { runSuites, SuiteConfigError } from './runner.js';
export type { Progress, RunOptions } from './runner.js';
export type { GraderSpec, LiveSpec, ProviderMode, ProviderSpec } from './providerSpec.js';
export type {
  Bounds, CaseSpec, Expectation, ExperimentSpec, FixedSection, IdSection, LoadedRequest, MarkerSection, ModelCheck, OrderItem,
  Replacement, Suite, TokenTarget, VerdictSettings,
} from './suite.js';
export type {
  CaseChange, CaseFailure, CaseResult, CassetteReport, ExperimentResult, InconclusiveReason, ModelResult, SampleEvidence, Savings, SuiteResult,
} from './result.js';
export type { PartRule } from './promptParts.js';
export type { AssertionContext, AssertionFunction, AssertionVerdict, OutputAssertion, TextAssertion } from './outputAssertion.js';
export type { AnswerAssertion, AnswerFacts, CheckOutcome, GradeOutcome, PriceTable } from './answerAssertions.js';
export { GRADER_INSTRUCTIONS } from './grading.js';
export { checkSchema, validateJson } from './jsonSchema.js';
export type { JsonSchema, JsonType } from './jsonSchema.js';
export type { MoreSamples, Table } from './statistics/index.js';
export { formatText } from './reporters/text.js';
export type { TextReportOptions } from './reporters/text.js';
export { toJsonReport } from './reporters/json.js';
export type { JsonReport } from './reporters/json.js';
export { formatJunit } from './reporters/junit.js';
export { formatHtml } from './reporters/html.js';
export { githubAnnotations, githubConfigAnnotations } from './reporters/github.js';
export { summarize } from './reporters/summary.js';
export type { RunSummary } from './reporters/summary.js';
