import { toRequest, withSource, type Example, type FieldPath, type Locate, type Request, type Rule, type ToolDefinition } from '../core/index.js';
import { isRecord } from '../core/load/describeValue.js';
import { readExpectations } from './caseSpec.js';
import { readAssertion, type OutputAssertion } from './outputAssertion.js';
import { DEFAULT_TIME_LIMIT_MS } from './userCode.js';
import { placedUnder, type SpecReader } from './specReader.js';
import type { Expectation } from './suite.js';

const DEFAULT_KEYS = ['rules', 'tools', 'examples', 'format', 'profile', 'params', 'expect', 'model'];

/** The fixed part every request of the suite gets, checked as a request of its own. */
export interface FixedDefaults {
  rules: Rule[];
  tools: ToolDefinition[];
  examples: Example[];
  format: string | null;
}

/**
 * What `defaults:` gives every request and case of a suite. Precedence, from
 * weakest to strongest:
 *
 * - fixed part: `defaults` < the request's own (an item of the same id — a
 *   tool of the same name — or a `format` in the request wins; the defaults'
 *   other items come first, the request's after them);
 * - profile: the suite's `profile` < `defaults.profile` < a case's `profile`
 *   < an experiment's `profile`;
 * - provider parameters: `defaults.params` < the provider's own `params`;
 * - expectations: `defaults.expect` < the case's `expect`, key by key (a case
 *   that sets `fits` replaces the default `fits`; `contains: null` clears it);
 * - model checks: `defaults.model` fills `repeat` and `passRate` where the
 *   case's `model:` leaves them out, and its `assert` list is checked after
 *   the case's own. Only cases with a `model:` get a model check.
 */
export interface SuiteDefaults {
  fixed: FixedDefaults;
  profilePatch: Record<string, unknown> | null;
  /** Provider parameters as written (read by the provider spec, which puts its own over them). */
  params: Record<string, unknown> | null;
  expectations: Expectation[];
  /** `timeLimitMs`: of the default assertions, and of a case's own where the case sets none. */
  model: { repeat: number | null; passRate: number | null; timeLimitMs: number | null; assertions: OutputAssertion[] } | null;
}

export const NO_DEFAULTS: SuiteDefaults = {
  fixed: { rules: [], tools: [], examples: [], format: null }, profilePatch: null, params: null, expectations: [], model: null,
};

/** Reads `defaults:`. Its fixed part is validated as a request of its own, so an error names the line in `defaults`. */
export async function readDefaults(value: unknown, reader: SpecReader, locate: Locate, suiteDir: string): Promise<SuiteDefaults> {
  if (value === undefined) return NO_DEFAULTS;
  const path: FieldPath = ['defaults'];
  const spec = reader.record(value, path, DEFAULT_KEYS);
  if (Object.keys(spec).length === 0) reader.fail(path, `give at least one of ${DEFAULT_KEYS.join(', ')}`);
  const fixedIn: Record<string, unknown> = {};
  for (const key of ['rules', 'tools', 'examples', 'format'] as const) if (spec[key] !== undefined) fixedIn[key] = spec[key];
  // A question is what makes it a request; the defaults never carry one.
  const fixed: Request = withSource(() => toRequest({ ...fixedIn, question: '?' }), placedUnder(locate, path));
  let profilePatch: Record<string, unknown> | null = null;
  if (spec.profile !== undefined) {
    if (!isRecord(spec.profile) || Object.keys(spec.profile).length === 0) reader.fail([...path, 'profile'], 'must be a mapping of profile values');
    profilePatch = spec.profile;
  }
  let params: Record<string, unknown> | null = null;
  if (spec.params !== undefined) params = reader.record(spec.params, [...path, 'params'], PARAM_KEYS);
  const expectations = spec.expect === undefined ? [] : readExpectations(spec.expect, [...path, 'expect'], reader);
  let model: SuiteDefaults['model'] = null;
  if (spec.model !== undefined) {
    const m = reader.record(spec.model, [...path, 'model'], ['repeat', 'passRate', 'assert', 'timeLimitMs']);
    const timeLimitMs = m.timeLimitMs === undefined ? null : reader.number(m.timeLimitMs, [...path, 'model', 'timeLimitMs'], 1, 600_000, true);
    const assertions: OutputAssertion[] = [];
    if (m.assert !== undefined) {
      const list = reader.list(m.assert, [...path, 'model', 'assert']);
      for (let i = 0; i < list.length; i++) {
        assertions.push(await readAssertion(list[i], [...path, 'model', 'assert', i], reader, suiteDir, timeLimitMs ?? DEFAULT_TIME_LIMIT_MS));
      }
    }
    model = {
      repeat: m.repeat === undefined ? null : reader.number(m.repeat, [...path, 'model', 'repeat'], 1, 1000, true),
      passRate: m.passRate === undefined ? null : reader.number(m.passRate, [...path, 'model', 'passRate'], 0, 1, false),
      timeLimitMs,
      assertions,
    };
  }
  return {
    fixed: { rules: fixed.rules ?? [], tools: fixed.tools ?? [], examples: fixed.examples ?? [], format: fixed.format ?? null },
    profilePatch, params, expectations, model,
  };
}

/** The provider parameters a suite may set (in `defaults.params` and each provider's `params`). */
export const PARAM_KEYS = ['temperature', 'topP', 'seed', 'stop', 'maxTokensField', 'responseFormat', 'tools', 'toolChoice', 'extraBody'];

/** The request with the defaults' fixed part merged in: the request's own items win; the defaults' others come first. */
export function withDefaults(request: Request, fixed: FixedDefaults): Request {
  if (fixed.rules.length === 0 && fixed.tools.length === 0 && fixed.examples.length === 0 && fixed.format === null) return request;
  const out: Request = { ...request };
  const merge = <T>(own: readonly T[] | undefined, given: readonly T[], key: (item: T) => string): T[] | undefined => {
    if (given.length === 0) return own === undefined ? undefined : [...own];
    const mine = new Set((own ?? []).map(key));
    return [...given.filter((item) => !mine.has(key(item))), ...(own ?? [])];
  };
  const rules = merge(request.rules, fixed.rules, (r) => r.id);
  const tools = merge(request.tools, fixed.tools, (t) => t.name);
  const examples = merge(request.examples, fixed.examples, (e) => e.id);
  if (rules !== undefined) out.rules = rules;
  if (tools !== undefined) out.tools = tools;
  if (examples !== undefined) out.examples = examples;
  if (request.format === undefined && fixed.format !== null) out.format = fixed.format;
  return out;
}
