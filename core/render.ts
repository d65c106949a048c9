import { HISTORY_TRIM_NOTE } from './history.js';
import type { Chunk, Example, Rule, ToolCall, ToolDefinition, Turn } from './request.js';

/**
 * How each piece of a prompt is written out, as *units*: strings that start
 * with `<` and end with a closing tag and one newline (`…</chunk>\n`).
 *
 * That shape is what makes exact incremental counting possible. In both
 * encodings' split patterns a `>` can only begin a pre-token (letters and
 * whitespace never absorb it), so the pre-token holding the final `>` is
 * `>` plus the following newline; it stops at the `<` of the next unit (only
 * `\r`, `\n` and, for o200k, `/` could extend it). No pre-token crosses a
 * unit boundary, BPE never merges across pre-tokens, and so the count of
 * units joined is the sum of their counts. `properties/` checks this
 * equality on generated and adversarial units; `assemble({ verify: true })`
 * checks it on a real payload.
 *
 * Untrusted text goes through `escapeText`, so it cannot open or close a
 * section: the only `<rules>`, `</chunk>` or `<trim-note>` in a payload are
 * the ones written here.
 */

/** Every tag this module writes. */
export const SECTION_TAGS = [
  'rules', 'tools', 'examples', 'example', 'summary', 'trim-note', 'turn',
  'tool-call', 'evidence', 'chunk', 'format', 'question', 'cut',
] as const;

// A name counts only where no name character follows it, and the
// alternation backtracks inside the lookahead: `<examples` is read as
// `examples` whichever of it and `example` is listed first, `<chunky` as
// none. `u` with `i` folds case by Unicode simple case folding, so
// look-alikes a model may read as our tags (the Kelvin sign in
// `<chun\u212A>`, the long s in `<\u017Fummary>`) are escaped too.
// Escaping too much is harmless.
const TAG_OPENER = new RegExp(`<(?=/?(?:${SECTION_TAGS.join('|')})(?![A-Za-z0-9_-]))`, 'giu');

/**
 * Neutralises anything in untrusted text that reads as one of our tags
 * (`</chunk>`, `<Rules`, `<trim-note>`): its `<` becomes `&lt;`. Nothing else
 * changes, so ordinary `<`, code and HTML reach the model as written.
 */
export function escapeText(text: string): string {
  return text.includes('<') ? text.replace(TAG_OPENER, '&lt;') : text;
}

const ATTRIBUTE_SPECIAL = /[&"<>\r\n]/;

/** Attribute values are one line of plain text. */
export function escapeAttribute(value: string): string {
  // Most values (ids, paths, dates) need nothing: skip six passes and copies.
  if (!ATTRIBUTE_SPECIAL.test(value)) return value;
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}

function element(tag: string, attributes: string, body: string): string {
  return `<${tag}${attributes}>\n${body}\n</${tag}>\n`;
}

function attribute(name: string, value: string): string {
  return ` ${name}="${escapeAttribute(value)}"`;
}

/** Code-unit order, never locale order: the same keys sort the same everywhere. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * JSON with object keys sorted, so deep-equal tool schemas render to the same
 * bytes whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  // Appended in one pass, not mapped and joined: every request's tool
  // schemas go through here, and the arrays `map` and `join` build cost more
  // than the text (the bytes are the same: cassette keys hash them).
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      // A hole renders as nothing, as `join` renders it.
      if (i in value) out += canonicalJson(value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort(compareCodeUnits);
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (i > 0) out += ',';
    out += `${JSON.stringify(key)}:${canonicalJson(record[key])}`;
  }
  return `${out}}`;
}

export function rulesUnit(rules: readonly Rule[]): string {
  return element('rules', '', rules.map((rule) => escapeText(rule.text)).join('\n'));
}

export function toolsUnit(tools: readonly ToolDefinition[]): string {
  const lines = tools.map((tool) =>
    escapeText(
      canonicalJson({
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        ...(tool.parameters === undefined ? {} : { parameters: tool.parameters }),
      }),
    ),
  );
  return element('tools', '', lines.join('\n'));
}

export const EXAMPLES_OPEN = '<examples>\n';
export const EXAMPLES_CLOSE = '</examples>\n';
export const EVIDENCE_OPEN = '<evidence>\n';
export const EVIDENCE_CLOSE = '</evidence>\n';

export function exampleUnit(example: Example): string {
  return element('example', attribute('id', example.id), escapeText(example.text));
}

export function summaryUnit(summary: string): string {
  return element('summary', '', escapeText(summary));
}

export const TRIM_NOTE_UNIT = element('trim-note', '', HISTORY_TRIM_NOTE);

export function formatUnit(format: string): string {
  return element('format', '', escapeText(format));
}

export function questionUnit(question: string): string {
  return element('question', '', escapeText(question));
}

function toolCallText(call: ToolCall): string {
  return `<tool-call${attribute('id', call.id)}${attribute('name', call.name)}>\n${escapeText(call.arguments)}\n</tool-call>`;
}

/**
 * The layer rule of C7 (docs/contracts.md#c7-honest-trim-notes): an item enters with at most `maxLines` lines plus
 * a visible marker, never cut silently. The marker is a tag baglam writes
 * (`<cut shown="40" total="52"/>`), so untrusted text can neither forge one
 * nor hide a real one, and it is added once, by the renderer, however often
 * the same input is assembled. `null` means no limit.
 */
export function clampLines(text: string, maxLines: number | null): { text: string; cut: LineCut | null } {
  if (maxLines === null) return { text: escapeText(text), cut: null };
  const lines = text.split('\n');
  if (lines.length <= maxLines) return { text: escapeText(text), cut: null };
  const shown = lines.slice(0, maxLines).join('\n');
  const cut = { shown: maxLines, total: lines.length };
  return { text: `${escapeText(shown)}\n<cut shown="${cut.shown}" total="${cut.total}"/>`, cut };
}

export interface LineCut {
  shown: number;
  total: number;
}

/** A turn's message content in the chat template (the role travels beside it). */
export function turnContent(turn: Turn, maxToolResultLines: number | null = null): string {
  const text = turn.role === 'tool' ? clampLines(turn.content, maxToolResultLines).text : escapeText(turn.content);
  if (turn.role !== 'assistant' || turn.toolCalls === undefined || turn.toolCalls.length === 0) return text;
  const calls = turn.toolCalls.map(toolCallText).join('\n');
  return text === '' ? calls : `${text}\n${calls}`;
}

/** A turn as a unit of the text template; `n` is its index in the request's history. */
export function turnUnit(turn: Turn, n: number, maxToolResultLines: number | null = null): string {
  const attributes =
    attribute('n', String(n)) +
    attribute('role', turn.role) +
    (turn.role === 'tool' ? attribute('call', turn.toolCallId) : '');
  return element('turn', attributes, turnContent(turn, maxToolResultLines));
}

/** Shortens to `max` code points with a visible ellipsis; never splits a surrogate pair. */
export function shortenValue(value: string, max: number): string {
  // A string has no more code points than UTF-16 units: short ones need no split.
  if (value.length <= max) return value;
  const points = Array.from(value);
  if (points.length <= max) return value;
  return `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * An object's keys in code-unit order. Sorted in place by insertion: a
 * chunk has a handful of metadata keys, often already in order, and
 * `Array.prototype.sort` allocates a work array on every call: one for
 * every chunk a log's requests render.
 */
function sortedKeys(record: Readonly<Record<string, string>>): string[] {
  const keys = Object.keys(record);
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && compareCodeUnits(keys[j]!, key) > 0; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  return keys;
}

/**
 * The opening tag of a chunk: id, source (never shortened: citing it is what
 * makes the answer checkable), then the other metadata in key order, each
 * value shortened to `maxMetaChars` code points.
 */
export function chunkHeader(chunk: Chunk, maxMetaChars: number): string {
  let attributes = attribute('id', chunk.id);
  if (chunk.source !== undefined) attributes += attribute('source', chunk.source);
  if (chunk.meta !== undefined) {
    for (const key of sortedKeys(chunk.meta)) {
      attributes += attribute(key, shortenValue(chunk.meta[key]!, maxMetaChars));
    }
  }
  return `<chunk${attributes}>\n`;
}

export function chunkUnit(chunk: Chunk, maxMetaChars: number, maxLines: number | null = null): string {
  return `${chunkHeader(chunk, maxMetaChars)}${clampLines(chunk.text, maxLines).text}\n</chunk>\n`;
}
