import type { ProviderSpec } from './providerSpec.js';
import type { Suite } from './suite.js';

/**
 * Whether a model check's answers vary: anything but one answer at
 * temperature 0. Sampled answers are judged by the exact tests on pass
 * counts; deterministic ones by comparing the one answer before and after.
 */
export function isSampled(repeat: number, provider: ProviderSpec | null): boolean {
  return !(repeat === 1 && provider?.params.temperature === 0);
}

/**
 * The suite as run against one of its providers (`providers:` runs every
 * case and experiment once per provider): whether its cases' answers are
 * sampled follows that provider's temperature, and an experiment that
 * expects a verdict per provider expects that provider's.
 */
export function suiteForProvider(suite: Suite, provider: ProviderSpec): Suite {
  return {
    ...suite,
    provider,
    cases: suite.cases.map((c) => (c.model === null ? c : { ...c, model: { ...c.model, sampled: isSampled(c.model.repeat, provider) } })),
    experiments: suite.experiments.map((e) => {
      if (e.expect === null || e.expect.verdicts === null) return e;
      return { ...e, expect: { ...e.expect, verdict: e.expect.verdicts[provider.label] ?? null } };
    }),
  };
}
