import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FieldPath, SourcePosition, Tokenizer } from '../core/index.js';
import type { Completion, Payload } from '../providers/index.js';
import {
  ANSWER_KINDS, checkAnswerAssertion, isAnswerAssertion, readAnswerAssertion, type AnswerAssertion, type AnswerFacts, type CheckOutcome,
} from './answerAssertions.js';
import { checkSchema, validateJson, type JsonSchema } from './jsonSchema.js';
import type { SpecReader } from './specReader.js';
import { DEFAULT_TIME_LIMIT_MS, UserCodeRunner } from './userCode.js';

/**
 * The worker that runs regexes and assertion modules for every run in this
 * process (`userCode.ts`). It holds only the modules it imported, and a
 * module is the same file for every run, so sharing it changes no verdict.
 */
const userCode = new UserCodeRunner();

/** What a custom assertion module's default export receives besides the answer. */
export interface AssertionContext {
  caseId: string;
  requestId: string;
  /** Which repetition (0 … repeat−1). */
  sample: number;
  payload: Payload;
}

export type AssertionVerdict = boolean | { pass: boolean; message?: string };

/** The default export of a custom assertion module. */
export type AssertionFunction = (output: Completion, context: AssertionContext) => AssertionVerdict | Promise<AssertionVerdict>;

/** One check of a model's answer. */
export type OutputAssertion = TextAssertion | AnswerAssertion;

/** The first kinds: text matching, JSON, token and finish-reason checks, a module. */
export type TextAssertion = { label: string; at: SourcePosition } & (
  | { kind: 'contains'; text: string }
  | { kind: 'notContains'; text: string }
  | { kind: 'regex'; pattern: RegExp; timeLimitMs: number }
  | { kind: 'equals'; text: string }
  | { kind: 'json' }
  | { kind: 'jsonSchema'; schema: JsonSchema }
  | { kind: 'maxTokens'; value: number }
  | { kind: 'finishReason'; value: string }
  | { kind: 'module'; file: string; path: string; timeLimitMs: number }
);

const KINDS = ['contains', 'notContains', 'regex', 'equals', 'json', 'jsonSchema', 'maxTokens', 'finishReason', 'module', ...ANSWER_KINDS];

/**
 * Reads one assertion: a mapping with exactly one of the kinds above.
 * A custom module is imported now (in the worker that will run it), so a
 * missing file, a module that fails or hangs as it loads, or one without a
 * default function is a configuration error, not a failed case.
 * `timeLimitMs` bounds each regex match and module call (`userCode.ts`).
 */
export async function readAssertion(
  value: unknown, path: FieldPath, reader: SpecReader, suiteDir: string, timeLimitMs: number = DEFAULT_TIME_LIMIT_MS,
): Promise<OutputAssertion> {
  const spec = reader.record(value, path, KINDS);
  const keys = Object.keys(spec);
  if (keys.length !== 1) reader.fail(path, `an assertion has exactly one of ${KINDS.join(', ')}; got ${keys.length === 0 ? 'none' : keys.join(', ')}`);
  const kind = keys[0]!;
  const at = reader.at(path);
  const field = [...path, kind];
  const raw = spec[kind];
  if (ANSWER_KINDS.includes(kind)) return readAnswerAssertion(kind, raw, path, reader, (v, p) => readAssertion(v, p, reader, suiteDir));
  switch (kind) {
    case 'contains':
    case 'notContains':
    case 'equals': {
      const text = kind === 'equals' ? (typeof raw === 'string' ? raw : reader.string(raw, field)) : reader.string(raw, field);
      return { kind, text, at, label: `${kind} ${JSON.stringify(text)}` };
    }
    case 'regex': {
      const source = reader.string(raw, field);
      // `/…/flags` or a bare pattern.
      const slashed = /^\/(.*)\/([dgimsuvy]*)$/s.exec(source);
      try {
        const pattern = slashed === null ? new RegExp(source, 'u') : new RegExp(slashed[1]!, slashed[2]!.replace(/g|y/g, ''));
        return { kind, pattern, timeLimitMs, at, label: `regex ${pattern.toString()}` };
      } catch (error) {
        return reader.fail(field, `not a valid regular expression: ${(error as Error).message}`);
      }
    }
    case 'json':
      if (raw !== true) reader.fail(field, 'write `json: true` (the answer must parse as JSON)');
      return { kind, at, label: 'valid JSON' };
    case 'jsonSchema':
      try {
        return { kind, schema: checkSchema(raw, []), at, label: 'JSON matching the schema' };
      } catch (error) {
        const e = error as { path?: FieldPath; detail?: string };
        return reader.fail([...field, ...(e.path ?? [])], e.detail ?? String(error));
      }
    case 'maxTokens': {
      const max = reader.number(raw, field, 1, 10_000_000, true);
      return { kind, value: max, at, label: `at most ${max} tokens` };
    }
    case 'finishReason': {
      const reason = reader.string(raw, field);
      return { kind, value: reason, at, label: `finish reason ${reason}` };
    }
    default: {
      const given = reader.string(raw, field);
      const file = resolve(suiteDir, given);
      try {
        await access(file);
      } catch {
        reader.fail(field, `no assertion module ${given} (paths are relative to the suite file)`);
      }
      const loaded = await userCode.load(file, timeLimitMs);
      if (loaded.kind === 'timeout') reader.fail(field, `the assertion module did not finish loading within its ${timeLimitMs} ms time limit`);
      if (loaded.kind === 'threw') reader.fail(field, `the assertion module failed to load: ${loaded.message}`);
      if (loaded.kind === 'done' && loaded.value !== 'function') reader.fail(field, 'the assertion module must export a function as its default export');
      return { kind: 'module', file: given, path: file, timeLimitMs, at, label: `module ${given}` };
    }
  }
}

/**
 * Checks one answer; `message` says what was wrong (empty when it passed).
 * `facts` are what the answer kinds look at besides the text (latency,
 * usage, grades); an outcome with `unchecked` is a check this run could not
 * make, and never a pass.
 */
export async function checkOutput(
  assertion: OutputAssertion, output: Completion, context: AssertionContext, tokenizer: Tokenizer, facts: AnswerFacts,
): Promise<CheckOutcome> {
  if (isAnswerAssertion(assertion)) {
    return checkAnswerAssertion(assertion, output.text, facts, (inner) => checkOutput(inner, output, context, tokenizer, facts));
  }
  const show = (text: string): string => JSON.stringify(Array.from(text).length > 80 ? `${Array.from(text).slice(0, 80).join('')}…` : text);
  const verdict = (pass: boolean, message: string): CheckOutcome => ({ pass, message: pass ? '' : message });
  switch (assertion.kind) {
    case 'contains':
      return verdict(output.text.includes(assertion.text), `not in the answer ${show(output.text)}`);
    case 'notContains':
      return verdict(!output.text.includes(assertion.text), `found in the answer ${show(output.text)}`);
    case 'regex': {
      const run = await userCode.test(assertion.pattern.source, assertion.pattern.flags, output.text, assertion.timeLimitMs);
      if (run.kind === 'timeout') {
        return verdict(false, `regex ${assertion.pattern} ran past its ${assertion.timeLimitMs} ms time limit on an answer of ${output.text.length} characters (catastrophic backtracking?)`);
      }
      if (run.kind === 'threw') return verdict(false, `regex ${assertion.pattern} failed: ${run.message}`);
      return verdict(run.value, `no match in the answer ${show(output.text)}`);
    }
    case 'equals':
      return verdict(output.text === assertion.text, `the answer is ${show(output.text)}`);
    case 'json':
    case 'jsonSchema': {
      let value: unknown;
      try {
        value = JSON.parse(output.text);
      } catch {
        return verdict(false, `the answer is not JSON: ${show(output.text)}`);
      }
      if (assertion.kind === 'json') return verdict(true, '');
      const problems = validateJson(value, assertion.schema);
      return verdict(problems.length === 0, problems.slice(0, 3).join('; '));
    }
    case 'maxTokens': {
      const tokens = tokenizer.count(output.text);
      return verdict(tokens <= assertion.value, `the answer has ${tokens} tokens (${tokenizer.encoding})`);
    }
    case 'finishReason':
      return verdict(output.finishReason === assertion.value, `finish reason was ${output.finishReason}`);
    case 'module': {
      const run = await userCode.call(assertion.path, output, context, assertion.timeLimitMs);
      if (run.kind === 'timeout') return verdict(false, `${assertion.file} did not finish within its ${assertion.timeLimitMs} ms time limit`);
      if (run.kind === 'threw') return verdict(false, `${assertion.file} threw: ${run.message}`);
      const result = run.value;
      if ('invalid' in result) return verdict(false, `${assertion.file} returned ${result.invalid}; expected true/false or { pass, message }`);
      if (result.boolean === true) return verdict(result.pass, `${assertion.file} returned false`);
      return verdict(result.pass, result.message ?? `${assertion.file} returned pass: false`);
    }
  }
}
