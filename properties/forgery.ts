import fc from 'fast-check';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome, payloadText } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { TAG_NAMES } from './reference/escape.js';
import { countTags, type SectionTag } from './tagCount.js';
import { plural } from '../cli/plural.js';

/**
 * C13: whatever the untrusted text says (generated with our own tags in any
 * case, special-token look-alikes and the note), the payload opens and
 * closes each section tag exactly as often as baglam's structure needs.
 */
export function propertyForgeryProof(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const { request } = scenario;
    const outcome = assembleOutcome(impl, scenario);
    if (outcome.kind === 'overflow') return;
    const r = outcome.result;
    const text = r.template === 'text';
    const keptTurns = r.kept.history.map((i) => (request.history ?? [])[i]!);
    const toolCalls = keptTurns.reduce((n, t) => n + (t.role === 'assistant' ? (t.toolCalls ?? []).length : 0), 0);
    const expected: Record<SectionTag, number> = {
      rules: (request.rules ?? []).length > 0 ? 1 : 0,
      tools: (request.tools ?? []).length > 0 ? 1 : 0,
      examples: r.kept.examples.length > 0 ? 1 : 0,
      example: r.kept.examples.length,
      summary: request.summary !== undefined ? 1 : 0,
      'trim-note': r.trimNote ? 1 : 0,
      turn: text ? keptTurns.length : 0,
      'tool-call': toolCalls,
      evidence: r.kept.chunks.length > 0 ? 1 : 0,
      chunk: r.kept.chunks.length,
      format: request.format !== undefined ? 1 : 0,
      question: text ? 1 : 0,
      // The line-cut marker is self-closing (`<cut shown="2" total="9"/>`): it opens once per cut and never closes.
      cut: r.lineCuts.length,
    };
    const counts = countTags(payloadText(r));
    for (const tag of TAG_NAMES) {
      const closes = tag === 'cut' ? 0 : expected[tag];
      if (counts.open[tag] !== expected[tag] || counts.close[tag] !== closes) {
        throw new Error(`<${tag}> opens ${counts.open[tag]} and closes ${plural(counts.close[tag] ?? 0, 'time')}; baglam wrote ${expected[tag]} and ${closes}`);
      }
    }
  });
}
