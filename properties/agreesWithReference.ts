import fc from 'fast-check';
import type { AssembleOptions, AssembledContext } from '../core/assemble.js';
import type { DropEntry } from '../core/dropLog.js';
import type { Tokenizer } from '../core/tokenizer.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { referenceAssembly, type ExpectedAssembly } from './reference/assembly.js';
import type { ExpectedDrop } from './reference/selection.js';

function fail(message: string): never {
  throw new Error(message);
}

function same(what: string, actual: unknown, expected: unknown): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) fail(`${what}: ${a.length > 600 ? `${a.slice(0, 600)}…` : a}, the reference model says ${e.length > 600 ? `${e.slice(0, 600)}…` : e}`);
}

/**
 * The drop log, entry by entry and in order: section, id, index and reason
 * as the reference model gives them (each reason by its stated rule), and
 * the tokens either exact (`exact: true`, equal to the reference's count) or
 * at least the bound the rule for its kind states (`exact: false`: a turn's
 * token floor plus its message overhead, one more than the room left for a
 * chunk left out for room, 0 under the threshold; `ExpectedDrop.bound`) and
 * never over the count; never a bound passed off as exact; with
 * `exactDropCounts: true` every entry is exact.
 */
export function checkDropLog(actual: readonly DropEntry[], expected: readonly ExpectedDrop[], exactRequired: boolean): void {
  const brief = (e: ExpectedDrop | DropEntry): string => `${e.section}[${e.index}] ${e.id} ${e.reason}${e.duplicateOf === undefined ? '' : ` of ${e.duplicateOf}`}`;
  if (actual.length !== expected.length || actual.some((a, i) => brief(a) !== brief(expected[i]!))) {
    same('drop log (section[index] id reason)', actual.map(brief), expected.map(brief));
  }
  actual.forEach((entry, i) => {
    const want = expected[i]!.tokens;
    const where = `drop log entry ${i} (${brief(entry)})`;
    if (entry.exact) {
      if (entry.tokens !== want) fail(`${where}: exact count ${entry.tokens}, the item renders to ${want} tokens`);
      if (!exactRequired && expected[i]!.neverCounted === true) fail(`${where}: counted exactly, though the clamp never reached it and exactDropCounts is off (a bound is promised)`);
    } else {
      if (exactRequired) fail(`${where}: a bound (${entry.tokens}) though exactDropCounts is true`);
      // A bound is at least the one its rule states (C4), and sound: never over the count.
      // core may prove more (its byte floor: no token is longer than 128 bytes), never less.
      const bound = expected[i]!.bound;
      if (entry.tokens < bound) fail(`${where}: bound ${entry.tokens}, below the ${bound} the rule for its kind gives`);
      if (entry.tokens > want) fail(`${where}: the bound ${entry.tokens} is over the ${want} tokens the item renders to`);
      if (bound > want) fail(`${where}: the stated bound ${bound} is over the ${want} tokens the item renders to`);
    }
  });
}

function payloadOf(result: AssembledContext): ExpectedAssembly['payload'] {
  return result.template === 'chat' ? { template: 'chat', messages: result.messages } : { template: 'text', text: result.text };
}

/**
 * `assemble` agrees with the reference model on everything it returns: the
 * payload byte for byte, its tokens (counted whole by js-tiktoken), budget,
 * output cap, every section's tokens, what is kept, the trim note, the
 * line cuts, the exhausted signal and the drop log (`checkDropLog`); or it
 * overflows exactly when the reference does, with the reference's numbers
 * and drop log. Both `exactDropCounts` modes.
 */
export function propertyAgreesWithReference(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, boolean]> {
  return fc.property(scenarios, fc.boolean(), (scenario, exactDropCounts) => {
    checkAgainstReference(impl, scenario, exactDropCounts);
  });
}

/**
 * The same with the tokenizer a caller picks for js-tiktoken's backend
 * (`assemble`'s `options.tokenizer`, made by `createTokenizer(encoding,
 * { backend: 'js-tiktoken' })`), under cl100k_base profiles (that backend's
 * o200k encoder takes seconds to build): its count memo has no head
 * counter, and over a limit it answers the whole count. Requests with
 * chunks, without exact drop counts (the default, where the selection
 * counts lazily and notes the opening tag on the way; the exact mode's
 * counting is the one every tokenizer has); the oracle is the reference
 * model, which counts with its own js-tiktoken encoder on the whole
 * payload.
 */
export function propertyAgreesWithJsTiktokenBackend(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  const cl100k = scenarios.filter((scenario) => scenario.profile.encoding === 'cl100k_base' && (scenario.request.chunks ?? []).length > 0);
  return fc.property(cl100k, (scenario) => {
    checkAgainstReference(impl, scenario, false, impl.createTokenizer('cl100k_base', { backend: 'js-tiktoken' }));
  });
}

/**
 * One scenario against the reference model (also used by the memo
 * differentials), with the default or a given tokenizer; `options`, when
 * given, are passed as they are (`exactDropCounts` left out means its
 * default, false).
 */
export function checkAgainstReference(impl: Implementation, scenario: Scenario, exactDropCounts: boolean, tokenizer?: Tokenizer, options?: AssembleOptions): void {
  const { request, profile } = scenario;
  const expected = referenceAssembly(request, profile, exactDropCounts);
  const outcome = assembleOutcome(impl, scenario, options ?? (tokenizer === undefined ? { exactDropCounts } : { exactDropCounts, tokenizer }));
  if (outcome.kind !== expected.kind) {
    fail(outcome.kind === 'overflow'
      ? `overflows by ${outcome.error.overBy}; the reference model fits it in ${expected.tokens} of ${expected.budget} tokens`
      : `fits in ${outcome.result.tokens} tokens; the reference model overflows (${expected.tokens} of ${expected.budget})`);
  }
  if (outcome.kind === 'overflow') {
    const e = outcome.error;
    same('overflow error name', e.name, 'ContextOverflowError');
    same('overflow tokens', e.tokens, expected.tokens);
    same('overflow budget', e.budget, expected.budget);
    same('overflow overBy', e.overBy, expected.tokens - expected.budget);
    same('overflow sections', e.sections, expected.sections);
    checkDropLog(e.dropLog, expected.dropLog, exactDropCounts);
    return;
  }
  const r = outcome.result;
  same('payload', payloadOf(r), expected.payload);
  same('tokens', r.tokens, expected.tokens);
  same('budget', r.budget, expected.budget);
  same('window', r.window, expected.window);
  same('maxOutputTokens', r.maxOutputTokens, expected.maxOutputTokens);
  same('sections', r.sections, expected.sections);
  same('kept', r.kept, expected.kept);
  same('trimNote', r.trimNote, expected.trimNote);
  same('signals', r.signals, { candidatesExhausted: expected.candidatesExhausted });
  same('lineCuts', r.lineCuts, expected.lineCuts);
  checkDropLog(r.dropLog, expected.dropLog, exactDropCounts);
}
