import { findLoneSurrogate } from '../runes.js';
import { looksLikeErrorText, looksLikeRefusal } from './errorText.js';
import { IDENTIFIER_SEPARATOR, normalizeItemText } from './renderSummary.js';
import {
  SUMMARY_KEYS, emptyContent, isContentEmpty, type SummaryContent, type SummaryInput, type SummaryItem,
} from './summary.js';

/** Why a summarizer's output was not written (the non-throwing kinds of K4). */
export type SummaryRejection = 'empty' | 'malformed' | 'error-text';

export type SummaryValidation =
  | { ok: true; content: SummaryContent }
  | { ok: false; reason: SummaryRejection; detail: string };

function reject(reason: SummaryRejection, detail: string): SummaryValidation {
  return { ok: false, reason, detail };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A model may wrap its JSON in one Markdown fence; that wrapper, and only that, is taken off. */
function unfence(text: string): string {
  const fenced = /^```(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n```$/u.exec(text);
  return fenced === null ? text : fenced[1]!;
}

/**
 * Checks a summarizer's output against the schema before anything is written
 * (K4). The output is a JSON object — or the JSON text of one — with exactly
 * the five lists of `SummaryContent`; every item is `{ text, turns }`.
 *
 * - `empty`: nothing (blank text, or five empty lists): writing it would
 *   replace turns with nothing.
 * - `error-text`: an apology, an "as an AI" refusal, an error line or page,
 *   an API error body (`{"error": …}`); or an item that starts like a refusal
 *   and that no turn actually said.
 * - `malformed`: not JSON, not an object, unknown or missing keys, wrong
 *   types, turn numbers outside the turns being summarized, a `supersededBy`
 *   that is not a turn after the item's own (it may be one of the `later`
 *   turns that stay raw), or an identifier that does not occur verbatim in
 *   the turns or the previous summary (a re-typed order number is worse than
 *   none) or that contains the rendering's separator ` · `.
 *
 * On success the items come back normalized: one line each, turns sorted,
 * no repeats.
 */
export function validateSummary(output: unknown, input: SummaryInput): SummaryValidation {
  let value = output;
  if (typeof output === 'string') {
    const text = unfence(output.trim());
    if (text.trim() === '') return reject('empty', 'the summarizer returned blank text');
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return looksLikeErrorText(text)
        ? reject('error-text', `the summarizer returned error-looking text: ${preview(text)}`)
        : reject('malformed', `the summarizer returned text that is not JSON: ${preview(text)}`);
    }
    if (typeof value === 'string' && looksLikeErrorText(value)) {
      return reject('error-text', `the summarizer returned error-looking text: ${preview(value)}`);
    }
  }
  if (output === undefined || output === null) return reject('empty', `the summarizer returned ${String(output)}`);
  if (!isRecord(value)) return reject('malformed', 'the summary must be a JSON object with the five lists');
  for (const key of ['error', 'detail']) {
    if (key in value && !SUMMARY_KEYS.includes(key as never)) {
      return reject('error-text', `the summarizer returned an error body: ${preview(JSON.stringify(value))}`);
    }
  }
  for (const key of Object.keys(value)) {
    if (!SUMMARY_KEYS.includes(key as never)) {
      return reject('malformed', `unknown key "${key}"; expected ${SUMMARY_KEYS.join(', ')}`);
    }
  }

  const source = [
    ...input.turns.flatMap((turn) => [turn.text, ...(turn.calls ?? [])]),
    ...SUMMARY_KEYS.flatMap((key) => input.previous[key].map((item) => item.text)),
    input.carried ?? '',
  ].join('\n');
  const content = emptyContent();
  for (const key of SUMMARY_KEYS) {
    const list = value[key];
    if (!Array.isArray(list)) return reject('malformed', `${key}: must be a list, got ${describe(list)}`);
    const lastTurn = input.later?.[input.later.length - 1]?.n ?? input.maxTurn;
    for (let i = 0; i < list.length; i++) {
      const checked = checkItem(list[i], `${key}[${i}]`, input.maxTurn, Math.max(lastTurn, input.maxTurn));
      if (typeof checked === 'string') return reject('malformed', checked);
      if (looksLikeRefusal(checked.text) && !source.includes(checked.text)) {
        return reject('error-text', `${key}[${i}]: reads like a refusal, not like anything said in the turns: ${preview(checked.text)}`);
      }
      if (key === 'identifiers' && !source.includes(checked.text)) {
        return reject('malformed', `${key}[${i}]: "${preview(checked.text)}" does not occur in the summarized turns`);
      }
      if (key === 'identifiers' && checked.text.includes(IDENTIFIER_SEPARATOR)) {
        return reject('malformed', `${key}[${i}]: "${preview(checked.text)}" contains "${IDENTIFIER_SEPARATOR}", which separates identifiers`);
      }
      // Identifiers share a line: "x ·" before "y" is written "x · · y", which reads back as "x" and "· y".
      // A leading "· " reads back whole, but the two are one ambiguity seen from either side.
      if (key === 'identifiers' && (checked.text.startsWith(IDENTIFIER_SEPARATOR.trimStart()) || checked.text.endsWith(IDENTIFIER_SEPARATOR.trimEnd()))) {
        return reject('malformed', `${key}[${i}]: "${preview(checked.text)}" begins or ends with half of "${IDENTIFIER_SEPARATOR}", which separates identifiers`);
      }
      content[key].push(checked);
    }
  }
  if (isContentEmpty(content)) return reject('empty', 'the summary has five empty lists');
  return { ok: true, content };
}

function checkItem(item: unknown, path: string, maxTurn: number, lastTurn: number): SummaryItem | string {
  if (!isRecord(item)) return `${path}: must be an object { text, turns }, got ${describe(item)}`;
  for (const key of Object.keys(item)) {
    if (key !== 'text' && key !== 'turns' && key !== 'supersededBy') return `${path}: unknown key "${key}"; expected text, turns, supersededBy`;
  }
  if (typeof item.text !== 'string') return `${path}.text: must be a string, got ${describe(item.text)}`;
  const text = normalizeItemText(item.text);
  if (text === '') return `${path}.text: must not be empty`;
  if (findLoneSurrogate(text) >= 0) return `${path}.text: contains a lone surrogate`;
  if (!Array.isArray(item.turns) || item.turns.length === 0) return `${path}.turns: must be a non-empty list of turn numbers`;
  for (const turn of item.turns) {
    if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1 || turn > maxTurn) {
      return `${path}.turns: ${describe(turn)} is not a turn number from 1 to ${maxTurn}`;
    }
  }
  const turns = [...new Set(item.turns as number[])].sort((a, b) => a - b);
  const checked: SummaryItem = { text, turns };
  if (item.supersededBy !== undefined) {
    const by = item.supersededBy;
    if (typeof by !== 'number' || !Number.isInteger(by) || by <= turns[turns.length - 1]! || by > lastTurn) {
      return `${path}.supersededBy: ${describe(by)} is not a turn after ${turns[turns.length - 1]} and at most ${lastTurn}`;
    }
    checked.supersededBy = by;
  }
  return checked;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return String(value);
  return typeof value;
}

function preview(text: string): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
