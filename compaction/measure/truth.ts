import { invalidInput, type FieldPath } from '../../core/errors.js';
import { withSource } from '../../core/load/sourceError.js';
import { parseYamlSource } from '../../core/load/yamlSource.js';
import type { Request } from '../../core/request.js';

/**
 * The truth file of a test conversation (`*.truth.json` beside its
 * `*.request.json` under `fixtures/conversations/spoken/`): what the user
 * said that a summary must keep, written by someone who had not read the
 * summarizer. Every statement is located by its turn (1-based: turn 1 is
 * `history[0]`) and by `keys`, short verbatim substrings of that turn that
 * any faithful summary keeping the statement contains.
 */
export type TextKind = 'constraint' | 'decision' | 'rejected' | 'open-question' | 'third-party' | 'verbal-noun';
export type ValueKind = 'identifier' | 'noise';

export interface TextItem {
  id: string;
  kind: TextKind;
  turn: number;
  /** The statement, copied from the turn. */
  text: string;
  keys: string[];
  /** A prohibition, in any form (constraints only). */
  negation: boolean;
  /** The id of the later item that replaced this one: this one is stale. */
  supersededBy?: string;
  /** The id of the earlier item this one replaces. */
  revises?: string;
  /** Third-party wishes: the id of the user's constraint that adopts it, or null. */
  adoptedBy?: string | null;
  /** Open questions answered later, at this turn. */
  resolvedAt?: number;
}

export interface ValueItem {
  id: string;
  kind: ValueKind;
  turn: number;
  /** The exact string as written: an identifier to keep, or noise that is not one. */
  value: string;
}

export type TruthItem = TextItem | ValueItem;

export interface Truth {
  language: 'tr' | 'en';
  product: string;
  items: TruthItem[];
}

const TEXT_KINDS: readonly string[] = ['constraint', 'decision', 'rejected', 'open-question', 'third-party', 'verbal-noun'];
const VALUE_KINDS: readonly string[] = ['identifier', 'noise'];
const ITEM_KEYS = ['id', 'kind', 'turn', 'text', 'keys', 'negation', 'supersededBy', 'revises', 'adoptedBy', 'resolvedAt', 'value'];

export function isTextItem(item: TruthItem): item is TextItem {
  return TEXT_KINDS.includes(item.kind);
}

function record(value: unknown, path: FieldPath): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidInput(path, 'must be an object');
  return value as Record<string, unknown>;
}

function text(value: unknown, path: FieldPath): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(path, 'must be a non-empty string');
  return value;
}

/** Turn text the way the checks compare it: runs of whitespace are one space. */
function flat(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

/**
 * Reads and checks a truth file against the conversation it describes. An
 * error names `file:line:col` and the field: a key that is not verbatim in
 * its turn, a turn out of range, a link to an id that does not exist.
 */
export function parseTruth(source: string, file: string, request: Request): Truth {
  const { value, locate } = parseYamlSource(source, file);
  return withSource(() => checkTruth(value, request), locate);
}

function checkTruth(value: unknown, request: Request): Truth {
  const root = record(value, []);
  const language = root.language;
  if (language !== 'tr' && language !== 'en') throw invalidInput(['language'], 'must be "tr" or "en"');
  const product = text(root.product, ['product']);
  if (!Array.isArray(root.items)) throw invalidInput(['items'], 'must be a list');
  const history = request.history ?? [];
  const turnText = (turn: number): string => {
    const t = history[turn - 1]!;
    const calls = t.role === 'assistant' ? (t.toolCalls ?? []).map((c) => c.arguments) : [];
    return flat([t.content, ...calls].join('\n'));
  };
  const items: TruthItem[] = [];
  const ids = new Set<string>();
  root.items.forEach((raw, i) => {
    const path = ['items', i];
    const item = record(raw, path);
    for (const key of Object.keys(item)) {
      if (!ITEM_KEYS.includes(key)) throw invalidInput([...path, key], `unknown key; expected one of ${ITEM_KEYS.join(', ')}`);
    }
    const id = text(item.id, [...path, 'id']);
    if (ids.has(id)) throw invalidInput([...path, 'id'], `"${id}" is used twice`);
    ids.add(id);
    const kind = item.kind;
    const turn = item.turn;
    if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 1 || turn > history.length) {
      throw invalidInput([...path, 'turn'], `must be a turn number from 1 to ${history.length}`);
    }
    if (typeof kind === 'string' && VALUE_KINDS.includes(kind)) {
      const v = text(item.value, [...path, 'value']);
      if (!turnText(turn).includes(flat(v))) throw invalidInput([...path, 'value'], `"${v}" is not in turn ${turn}`);
      items.push({ id, kind: kind as ValueKind, turn, value: v });
      return;
    }
    if (typeof kind !== 'string' || !TEXT_KINDS.includes(kind)) {
      throw invalidInput([...path, 'kind'], `must be one of ${[...TEXT_KINDS, ...VALUE_KINDS].join(', ')}`);
    }
    const statement = text(item.text, [...path, 'text']);
    if (!turnText(turn).includes(flat(statement))) throw invalidInput([...path, 'text'], `is not verbatim in turn ${turn}`);
    if (!Array.isArray(item.keys) || item.keys.length === 0) throw invalidInput([...path, 'keys'], 'must be a non-empty list');
    const keys = item.keys.map((k, j) => {
      const key = text(k, [...path, 'keys', j]);
      if (!flat(statement).includes(flat(key))) throw invalidInput([...path, 'keys', j], `"${key}" is not in the item's text`);
      return key;
    });
    const parsed: TextItem = { id, kind: kind as TextKind, turn, text: statement, keys, negation: item.negation === true };
    for (const link of ['supersededBy', 'revises'] as const) {
      if (item[link] !== undefined) parsed[link] = text(item[link], [...path, link]);
    }
    if (item.adoptedBy !== undefined) parsed.adoptedBy = item.adoptedBy === null ? null : text(item.adoptedBy, [...path, 'adoptedBy']);
    if (item.resolvedAt !== undefined) {
      if (typeof item.resolvedAt !== 'number' || !Number.isInteger(item.resolvedAt) || item.resolvedAt <= turn) {
        throw invalidInput([...path, 'resolvedAt'], `must be a turn after ${turn}`);
      }
      parsed.resolvedAt = item.resolvedAt;
    }
    items.push(parsed);
  });
  items.forEach((item, i) => {
    if (!isTextItem(item)) return;
    for (const link of ['supersededBy', 'revises', 'adoptedBy'] as const) {
      const target = item[link];
      if (typeof target === 'string' && !ids.has(target)) throw invalidInput(['items', i, link], `no item has the id "${target}"`);
    }
  });
  return { language, product, items };
}
