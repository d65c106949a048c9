import type { Chunk, Example, Rule, ToolDefinition, Turn } from '../../core/request.js';
import { codePointPrefix, referenceCodePoints } from './codePoints.js';
import { referenceEscapeAttribute, referenceEscapeText } from './escape.js';

/**
 * The reference model's renderer of the documented prompt format (README,
 * "The assembled prompt"; `docs/exact-counting.md`). Every piece is a unit:
 *
 *     <name attr="value" …>\n BODY \n</name>\n
 *
 * with untrusted text escaped in the body and attribute values escaped as
 * one line. The pieces, in prompt order:
 *
 * - `<rules>`: each rule's text, one per line; `<tools>`: each tool as JSON
 *   with its keys in code-unit order (`description`, `name`, `parameters`),
 *   one per line; `<examples>\n` … `</examples>\n` around one
 *   `<example id>` unit per example.
 * - `<summary>` and `<trim-note>` (the note's fixed text) at the head of history.
 * - A turn: in the chat template its message content, in the text template a
 *   `<turn n role [call]>` unit whose `n` is its index in the request's
 *   history. The content is the escaped text; a tool result longer than the
 *   line limit shows its first lines and a `<cut shown total/>` marker; an
 *   assistant's tool calls follow as `<tool-call id name>` elements (after a
 *   line break when there is text), one per line.
 * - `<evidence>\n` … `</evidence>\n` around `<chunk id source meta…>` units:
 *   the source whole, the other metadata in key order, each value shortened
 *   to the profile's code points with `…` as the last one; the text cut to
 *   the line limit like a tool result.
 * - `<format>`; the question: a `<question>` unit in the text template,
 *   the bare escaped text as its own message in the chat template.
 */

/** What the model is told when earlier turns were cut (the Go seed's note, in English). */
export const REFERENCE_TRIM_NOTE =
  '[Earlier turns of this conversation were removed to fit the context window. ' +
  'Do not assume what they said; ask the user if something from them is needed.]';

type Attributes = readonly (readonly [name: string, value: string])[];

function attributes(list: Attributes): string {
  return list.map(([name, value]) => ` ${name}="${referenceEscapeAttribute(value)}"`).join('');
}

/** One unit: opening tag, body, closing tag, each on its own line. */
export function unit(name: string, list: Attributes, body: string): string {
  return `<${name}${attributes(list)}>\n${body}\n</${name}>\n`;
}

export const EXAMPLES_BEGIN = '<examples>\n';
export const EXAMPLES_END = '</examples>\n';
export const EVIDENCE_BEGIN = '<evidence>\n';
export const EVIDENCE_END = '</evidence>\n';
export const NOTE_UNIT = unit('trim-note', [], REFERENCE_TRIM_NOTE);

/**
 * JSON whose object keys are written in code-unit order, whatever order they
 * were given in; `undefined` is written `null`, and an array's hole nothing
 * (as `join` writes it).
 */
export function sortedJson(value: unknown): string {
  switch (typeof value) {
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map((item) => sortedJson(item)).join(',')}]`;
      const record = value as Record<string, unknown>;
      const members = Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${sortedJson(record[key])}`);
      return `{${members.join(',')}}`;
    }
    case 'undefined':
      return 'null';
    default:
      return JSON.stringify(value);
  }
}

export function rulesUnit(rules: readonly Rule[]): string {
  return unit('rules', [], rules.map((rule) => referenceEscapeText(rule.text)).join('\n'));
}

export function toolsUnit(tools: readonly ToolDefinition[]): string {
  const lines = tools.map((tool) => {
    const shown: Record<string, unknown> = { name: tool.name };
    if (tool.description !== undefined) shown.description = tool.description;
    if (tool.parameters !== undefined) shown.parameters = tool.parameters;
    return referenceEscapeText(sortedJson(shown));
  });
  return unit('tools', [], lines.join('\n'));
}

export function exampleUnit(example: Example): string {
  return unit('example', [['id', example.id]], referenceEscapeText(example.text));
}

export function summaryUnit(summary: string): string {
  return unit('summary', [], referenceEscapeText(summary));
}

export function formatUnit(format: string): string {
  return unit('format', [], referenceEscapeText(format));
}

/** The question as sent: its own bare message in the chat template, a unit in the text template. */
export function questionText(question: string, chat: boolean): string {
  return chat ? referenceEscapeText(question) : unit('question', [], referenceEscapeText(question));
}

/** How many lines a text has: one more than its line feeds. */
export function lineCount(text: string): number {
  return text.split('\n').length;
}

/** Text shown under a line limit: all of it, or its first lines and the marker. */
export function shownLines(text: string, maxLines: number | null): string {
  const total = lineCount(text);
  if (maxLines === null || total <= maxLines) return referenceEscapeText(text);
  const head = text.split('\n').slice(0, maxLines).join('\n');
  return `${referenceEscapeText(head)}\n<cut shown="${maxLines}" total="${total}"/>`;
}

/** A turn's message content (chat template). */
export function turnContent(turn: Turn, toolLines: number | null): string {
  const text = turn.role === 'tool' ? shownLines(turn.content, toolLines) : referenceEscapeText(turn.content);
  const calls = turn.role === 'assistant' ? (turn.toolCalls ?? []) : [];
  if (calls.length === 0) return text;
  const written = calls.map((call) => {
    const element = unit('tool-call', [['id', call.id], ['name', call.name]], referenceEscapeText(call.arguments));
    return element.slice(0, -1); // one per line: the line break between them is the join
  });
  return [...(text === '' ? [] : [text]), ...written].join('\n');
}

/** A turn as a unit of the text template; `n` is its index in the request's history. */
export function turnUnit(turn: Turn, n: number, toolLines: number | null): string {
  const list: [string, string][] = [['n', String(n)], ['role', turn.role]];
  if (turn.role === 'tool') list.push(['call', turn.toolCallId]);
  return unit('turn', list, turnContent(turn, toolLines));
}

/** A metadata value shortened to `max` code points, the last of them `…`. */
export function shortened(value: string, max: number): string {
  return referenceCodePoints(value) <= max ? value : `${codePointPrefix(value, max - 1)}…`;
}

/** A chunk's opening tag line. */
export function chunkHeader(chunk: Chunk, maxMetaChars: number): string {
  const list: [string, string][] = [['id', chunk.id]];
  if (chunk.source !== undefined) list.push(['source', chunk.source]);
  const meta = chunk.meta ?? {};
  for (const key of Object.keys(meta).sort()) list.push([key, shortened(meta[key]!, maxMetaChars)]);
  return `<chunk${attributes(list)}>\n`;
}

export function chunkUnit(chunk: Chunk, maxMetaChars: number, maxLines: number | null): string {
  return `${chunkHeader(chunk, maxMetaChars)}${shownLines(chunk.text, maxLines)}\n</chunk>\n`;
}
