import fc from 'fast-check';
import { BaglamError } from '../core/errors.js';
import { loneSurrogateText } from './arbitraries/loneSurrogateText.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import type { Implementation } from './implementation.js';

/** Everything an assembly gives, as a comparable value: the context, or the error with its code, path and data. */
function observe(impl: Implementation, scenario: Scenario): unknown {
  try {
    return { ok: impl.assemble(scenario.request, scenario.profile) };
  } catch (error) {
    if (!(error instanceof BaglamError)) throw error;
    return { error: { ...error, name: error.name, message: error.message } };
  }
}

/**
 * C1: deep-equal copies of the same input give deep-equal output — the
 * context, or the error (code, message, field, drop log, sections). Run twice in a
 * row, so state carried between calls (a cache that remembers a wrong
 * count) shows.
 */
export function propertyDeterministic(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, string | undefined]> {
  // Now and then the question carries a lone surrogate: the refusal must be as deterministic as a result.
  return fc.property(scenarios, fc.option(loneSurrogateText(), { freq: 8 }).map((t) => t ?? undefined), (scenario, broken) => {
    const input: Scenario = broken === undefined ? scenario : { ...scenario, request: { ...scenario.request, question: broken } };
    const first = JSON.stringify(observe(impl, structuredClone(input)));
    const second = JSON.stringify(observe(impl, structuredClone(input)));
    if (first !== second) throw new Error(`two runs on deep-equal input differ:\n${first}\n${second}`);
  });
}

/**
 * C1, ties: permuting the candidates (equal scores are common in the
 * generators) or the keys of tool schemas changes nothing but the `index`
 * fields that point back into the request.
 */
export function propertyPermutationInvariant(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario, number[]]> {
  return fc.property(scenarios, fc.array(fc.nat(), { maxLength: 16 }), (scenario, swaps) => {
    const chunks = [...(scenario.request.chunks ?? [])];
    if (chunks.length < 2) return;
    // A shuffle built from generated swaps: it shrinks towards "no swap".
    swaps.forEach((s, i) => {
      const a = i % chunks.length;
      const b = s % chunks.length;
      [chunks[a], chunks[b]] = [chunks[b]!, chunks[a]!];
    });
    const permuted: Scenario = { profile: scenario.profile, request: { ...scenario.request, chunks } };
    const strip = (value: unknown): string =>
      JSON.stringify(value, (key, v: unknown) => (key === 'index' || key === 'message' ? undefined : v));
    const a = observe(impl, scenario) as { ok?: { dropLog: unknown[] }; error?: { dropLog?: unknown[] } };
    const b = observe(impl, permuted) as typeof a;
    // The drop log lists chunks in order of consideration, which is score order: it must not change either.
    if (strip(a) !== strip(b)) throw new Error(`permuting the chunks changed the result:\n${strip(a)}\n${strip(b)}`);
  });
}
