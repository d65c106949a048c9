import fc from 'fast-check';
import type { AssembledContext } from '../core/assemble.js';
import type { Chunk, Request } from '../core/request.js';
import type { Scenario, ScenarioSource } from './arbitraries/scenario.js';
import { assembleOutcome } from './assembleOutcome.js';
import type { Implementation } from './implementation.js';
import { referenceEdges } from './reference/edges.js';
import { referenceEscapeAttribute, referenceEscapeText } from './reference/escape.js';
import { rankOrder } from './reference/selection.js';

function fail(message: string): never {
  throw new Error(message);
}

/** The sections in the one order C10 allows; `turn` may repeat. */
const RANK = { rules: 0, tools: 1, examples: 2, summary: 3, 'trim-note': 4, turn: 5, evidence: 6, format: 7, question: 8 } as const;
type Section = keyof typeof RANK;

const TOP_LEVEL = /<(rules|tools|examples|summary|trim-note|turn|evidence|format|question)[ >]/g;

/** The top-level sections of a payload, in the order they appear. */
function sectionSequence(result: AssembledContext, request: Request): Section[] {
  if (result.template === 'text') return [...result.text.matchAll(TOP_LEVEL)].map((m) => m[1] as Section);
  const question = referenceEscapeText(request.question);
  const out: Section[] = [];
  result.messages.forEach((m, i) => {
    const opens = [...m.content.matchAll(TOP_LEVEL)].map((x) => x[1] as Section);
    // A structural message starts with our tag; untrusted text cannot (C13).
    if (opens.length > 0 && m.content.startsWith(`<${opens[0]}`)) out.push(...opens);
    else if (i === result.messages.length - 1 && m.role === 'user' && m.content === question) out.push('question');
    else out.push('turn');
  });
  return out;
}

/** The kept chunks, best first, as the reference ranks them. */
function ranked(chunks: readonly Chunk[], ids: readonly string[]): string[] {
  return rankOrder(chunks).map((i) => chunks[i]!).filter((c) => ids.includes(c.id)).map((c) => c.id);
}

/**
 * C10: rules, tools, examples, the summary and the trim note at the head of
 * history, the turns in chronological order, the evidence, the format
 * instruction, and the question last; the never-dropped sections are all
 * there; chunks placed strongest at the edges (or in score order when the
 * profile says so).
 */
export function propertyOrdering(impl: Implementation, scenarios: ScenarioSource): fc.IPropertyWithHooks<[Scenario]> {
  return fc.property(scenarios, (scenario) => {
    const { request, profile } = scenario;
    const outcome = assembleOutcome(impl, scenario);
    if (outcome.kind === 'overflow') return;
    const r = outcome.result;
    const sequence = sectionSequence(r, request);
    sequence.forEach((s, i) => {
      const prev = sequence[i - 1];
      if (prev !== undefined && (RANK[prev] > RANK[s] || (prev === s && s !== 'turn'))) fail(`section order ${sequence.join(' → ')}`);
    });
    if (sequence[sequence.length - 1] !== 'question') fail(`the question is not last: ${sequence.join(' → ')}`);
    const present = (s: Section, expected: boolean): void => {
      if (sequence.includes(s) !== expected) fail(`${s} is ${expected ? 'missing' : 'present but should not be'}: ${sequence.join(' → ')}`);
    };
    present('rules', (request.rules ?? []).length > 0);
    present('tools', (request.tools ?? []).length > 0);
    present('format', request.format !== undefined);
    present('summary', request.summary !== undefined);
    present('examples', r.kept.examples.length > 0);
    present('evidence', r.kept.chunks.length > 0);
    if (sequence.filter((s) => s === 'turn').length !== r.kept.history.length) fail(`${r.kept.history.length} kept turns, ${sequence.filter((s) => s === 'turn').length} in the payload`);

    const history = [...r.kept.history];
    if (history.some((t, i) => i > 0 && t <= history[i - 1]!)) fail(`history out of order: ${JSON.stringify(history)}`);
    if (r.template === 'text') {
      const shown = [...r.text.matchAll(/<turn n="(\d+)"/g)].map((m) => Number(m[1]));
      if (JSON.stringify(shown) !== JSON.stringify(history)) fail(`turns in the text ${JSON.stringify(shown)}, kept ${JSON.stringify(history)}`);
    }
    const payload = r.template === 'text' ? r.text : r.messages.map((m) => m.content).join('\n');
    const shownChunks = [...payload.matchAll(/<chunk id="([^"]*)"/g)].map((m) => m[1]!);
    if (JSON.stringify(shownChunks) !== JSON.stringify(r.kept.chunks.map(referenceEscapeAttribute))) fail(`chunks in the payload ${JSON.stringify(shownChunks)}, kept ${JSON.stringify(r.kept.chunks)}`);
    const best = ranked(request.chunks ?? [], r.kept.chunks);
    const expected = profile.chunkOrder === 'edges' ? referenceEdges(best) : best;
    if (JSON.stringify(r.kept.chunks) !== JSON.stringify(expected)) fail(`chunks placed ${JSON.stringify(r.kept.chunks)}, ${profile.chunkOrder} order is ${JSON.stringify(expected)}`);
    const keptExamples = (request.examples ?? []).slice(0, r.kept.examples.length).map((e) => e.id);
    if (JSON.stringify(keptExamples) !== JSON.stringify(r.kept.examples)) fail(`examples kept ${JSON.stringify(r.kept.examples)}, not a prefix in input order`);
  });
}
