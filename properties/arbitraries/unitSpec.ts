import fc from 'fast-check';
import type { Chunk, Example, Rule, ToolDefinition, Turn } from '../../core/request.js';
import { chunks } from './chunks.js';
import { history, toolArguments } from './history.js';
import { anyText, requiredText } from './text.js';

/**
 * One piece of a prompt, before rendering: what a renderer is asked to write.
 * `bare-question` and `turn-content` are the chat template's message
 * contents (not units: a message is counted on its own); the rest are units.
 */
export type UnitSpec =
  | { kind: 'rules'; rules: Rule[] }
  | { kind: 'tools'; tools: ToolDefinition[] }
  | { kind: 'example'; example: Example }
  | { kind: 'summary' | 'format' | 'question' | 'bare-question'; text: string }
  | { kind: 'turn'; turn: Turn; n: number; maxLines: number | null }
  | { kind: 'turn-content'; turn: Turn; maxLines: number | null }
  | { kind: 'chunk'; chunk: Chunk; maxMetaChars: number; maxLines: number | null }
  | { kind: 'examples-open' | 'examples-close' | 'evidence-open' | 'evidence-close' | 'trim-note' };

/** What a renderer provides: one function per kind of piece, the fixed units as strings. */
export interface Renderers {
  rules(rules: readonly Rule[]): string;
  tools(tools: readonly ToolDefinition[]): string;
  example(example: Example): string;
  summary(text: string): string;
  format(text: string): string;
  /** The question as sent: a unit in the text template, bare (escaped) text as its own chat message. */
  question(text: string, chat: boolean): string;
  turnUnit(turn: Turn, n: number, maxLines: number | null): string;
  turnContent(turn: Turn, maxLines: number | null): string;
  chunkUnit(chunk: Chunk, maxMetaChars: number, maxLines: number | null): string;
  examplesOpen: string;
  examplesClose: string;
  evidenceOpen: string;
  evidenceClose: string;
  trimNote: string;
}

/** Writes `spec` with `renderers`. */
export function renderWith(renderers: Renderers, spec: UnitSpec): string {
  switch (spec.kind) {
    case 'rules':
      return renderers.rules(spec.rules);
    case 'tools':
      return renderers.tools(spec.tools);
    case 'example':
      return renderers.example(spec.example);
    case 'summary':
      return renderers.summary(spec.text);
    case 'format':
      return renderers.format(spec.text);
    case 'question':
    case 'bare-question':
      return renderers.question(spec.text, spec.kind === 'bare-question');
    case 'turn':
      return renderers.turnUnit(spec.turn, spec.n, spec.maxLines);
    case 'turn-content':
      return renderers.turnContent(spec.turn, spec.maxLines);
    case 'chunk':
      return renderers.chunkUnit(spec.chunk, spec.maxMetaChars, spec.maxLines);
    case 'examples-open':
      return renderers.examplesOpen;
    case 'examples-close':
      return renderers.examplesClose;
    case 'evidence-open':
      return renderers.evidenceOpen;
    case 'evidence-close':
      return renderers.evidenceClose;
    case 'trim-note':
      return renderers.trimNote;
  }
}

const LINES = fc.constantFrom<number | null>(null, 1, 2, 3);

const TOOL_PARAMETERS: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({ type: 'object', properties: { b: { type: 'string' }, a: { type: 'number', description: '<tools> "x" & y' } }, required: ['b'] }),
);

function tools(): fc.Arbitrary<ToolDefinition[]> {
  return fc
    .array(fc.record({ description: fc.option(anyText({ long: false }), { nil: undefined }), parameters: TOOL_PARAMETERS }), { minLength: 1, maxLength: 3 })
    .map((list) =>
      list.map((t, i) => ({
        name: `tool_${i}`,
        ...(t.description === undefined ? {} : { description: t.description }),
        ...(t.parameters === undefined ? {} : { parameters: t.parameters }),
      })),
    );
}

/**
 * A turn of a generated history, or an assistant turn that calls tools: a
 * call's arguments take an escaping path no other turn takes, and only one
 * generated turn in fourteen calls a tool. An empty list of calls is no
 * call: the turn is its text alone.
 */
function turn(): fc.Arbitrary<Turn> {
  const ofHistory = history({ maxEpisodes: 2 })
    .filter((h) => h.length > 0)
    .chain((h) => fc.constantFrom(...h));
  const calling = fc
    .tuple(anyText({ long: false }), fc.array(fc.tuple(fc.constantFrom('search_kb', 'get_order'), toolArguments()), { minLength: 0, maxLength: 2 }))
    .map(([content, calls]): Turn => ({ role: 'assistant', content, toolCalls: calls.map(([name, args], i) => ({ id: `call_${i}`, name, arguments: args })) }));
  return fc.oneof({ weight: 2, arbitrary: ofHistory }, { weight: 1, arbitrary: calling });
}

function chunk(): fc.Arbitrary<Chunk> {
  return chunks({ maxChunks: 1 }).filter((c) => c.length > 0).map((c) => c[0]!);
}

/** Specs of units only: the pieces whose counts must add up. */
export function unitOnlySpec(): fc.Arbitrary<UnitSpec> {
  const text = requiredText();
  return fc.oneof(
    fc.array(fc.tuple(requiredText({ long: false })), { minLength: 1, maxLength: 3 }).map((texts): UnitSpec => ({
      kind: 'rules', rules: texts.map(([t], i) => ({ id: `rule-${i}`, text: t })),
    })),
    tools().map((list): UnitSpec => ({ kind: 'tools', tools: list })),
    fc.record({ id: fc.constantFrom('ex-1', 'a"b', 'x<y&z'), text }).map((example): UnitSpec => ({ kind: 'example', example })),
    fc.record({ kind: fc.constantFrom('summary', 'format', 'question') as fc.Arbitrary<'summary'>, text }),
    fc.tuple(turn(), fc.nat({ max: 120 }), LINES).map(([t, n, maxLines]): UnitSpec => ({ kind: 'turn', turn: t, n, maxLines })),
    fc.tuple(chunk(), fc.constantFrom(1, 3, 8, 120), LINES).map(([c, m, maxLines]): UnitSpec => ({ kind: 'chunk', chunk: c, maxMetaChars: m, maxLines })),
    fc.constantFrom('examples-open', 'examples-close', 'evidence-open', 'evidence-close', 'trim-note').map((kind) => ({ kind }) as UnitSpec),
  );
}

/** Every spec a renderer writes, message contents of the chat template included. */
export function unitSpec(): fc.Arbitrary<UnitSpec> {
  return fc.oneof(
    { weight: 6, arbitrary: unitOnlySpec() },
    { weight: 1, arbitrary: requiredText().map((text): UnitSpec => ({ kind: 'bare-question', text })) },
    { weight: 2, arbitrary: fc.tuple(turn(), LINES).map(([t, maxLines]): UnitSpec => ({ kind: 'turn-content', turn: t, maxLines })) },
  );
}
