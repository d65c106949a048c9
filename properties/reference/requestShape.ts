/**
 * The request's documented shape (the `Request` type, docs/contracts.md#bad-input,
 * docs/profiles-and-requests.md#what-a-request-may-hold), written as a
 * table of fields and read by one small interpreter: for any value, every
 * field path the documentation says is wrong, in reading order (the
 * request's own fields, then each section item by item, a history from its
 * oldest turn). An empty list is a valid request.
 *
 * A fault can make later fields wrong as well (a tool call whose id is
 * refused leaves its result without a call), so with one fault put in, the
 * first path listed is that fault's.
 */

type Path = (string | number)[];

/** What one field may hold. */
type Kind =
  /** a string the model reads: no lone surrogate; `blank`: may be empty or whitespace only */
  | { is: 'text'; blank: boolean }
  /** an id or a name: text that is not blank and has no control character or line break */
  | { is: 'name' }
  | { is: 'flag' }
  | { is: 'finite' }
  /** the arguments of a tool: JSON values at most 64 keys or indices deep */
  | { is: 'json' }
  /** a chunk's metadata: attribute names to text */
  | { is: 'attributes' };

interface Field {
  kind: Kind;
  required: boolean;
}

const TEXT: Kind = { is: 'text', blank: false };
const BLANKABLE: Kind = { is: 'text', blank: true };
const NAME: Kind = { is: 'name' };
const need = (kind: Kind): Field => ({ kind, required: true });
const may = (kind: Kind): Field => ({ kind, required: false });

/** The fields of each kind of object, in the order the documentation lists them. */
const RULE: Record<string, Field> = { id: need(NAME), text: need(TEXT) };
const TOOL: Record<string, Field> = { name: need(NAME), description: may(BLANKABLE), parameters: may({ is: 'json' }) };
const CHUNK: Record<string, Field> = { id: need(NAME), text: need(TEXT), score: need({ is: 'finite' }), source: may(TEXT), meta: may({ is: 'attributes' }) };
const CALL: Record<string, Field> = { id: need(NAME), name: need(NAME), arguments: need(BLANKABLE) };
/** A request's own id is what a client sent: it is kept as text, control characters and all. */
const REQUEST_OWN: Record<string, Field> = {
  id: may(TEXT), summary: may(TEXT), historyTrimmed: may({ is: 'flag' }), format: may(TEXT), question: need(TEXT),
};
const SECTIONS = ['rules', 'tools', 'examples', 'history', 'chunks'] as const;

/** The roles of a turn and the keys each may have besides `role` and `id`. */
const TURN_KEYS: Record<string, readonly string[]> = {
  user: ['content'],
  system: ['content'],
  assistant: ['content', 'toolCalls'],
  tool: ['content', 'toolCallId'],
};

/** Attribute names: a letter or `_`, then letters, digits, `_`, `.`, `-`; `id` and `source` are the chunk's own. */
const ATTRIBUTE = /^[A-Za-z_][-A-Za-z0-9_.]*$/;
const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL_OR_BREAK = /[\p{Cc}\u2028\u2029]/u;
const ONLY_SPACE = /^\s*$/;
const JSON_DEPTH = 64;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Own keys that are set to something (a key set to `undefined` is a field left out). */
function given(record: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key) && record[key] !== undefined;
}

class Reader {
  readonly problems: Path[] = [];

  wrong(path: Path): void {
    this.problems.push(path);
  }

  /** A list: an array whose every index holds something; the items that are there. */
  list(value: unknown, path: Path): { item: unknown; index: number }[] {
    if (!Array.isArray(value)) {
      this.wrong(path);
      return [];
    }
    const items: { item: unknown; index: number }[] = [];
    for (let index = 0; index < value.length; index++) {
      if (Object.prototype.hasOwnProperty.call(value, index)) items.push({ item: value[index], index });
      else this.wrong([...path, index]);
    }
    return items;
  }

  /** An object with only the keys `fields` names (and `extra`), each field as its kind says. */
  record(value: unknown, path: Path, fields: Record<string, Field>, extra: readonly string[] = []): value is Record<string, unknown> {
    if (!isObject(value)) {
      this.wrong(path);
      return false;
    }
    for (const key of Object.keys(value)) {
      if (!Object.prototype.hasOwnProperty.call(fields, key) && !extra.includes(key)) this.wrong([...path, key]);
    }
    for (const [key, field] of Object.entries(fields)) {
      if (given(value, key)) this.value(value[key], [...path, key], field.kind);
      else if (field.required) this.wrong([...path, key]);
    }
    return true;
  }

  value(value: unknown, path: Path, kind: Kind): void {
    switch (kind.is) {
      case 'text':
        if (typeof value !== 'string' || LONE_SURROGATE.test(value) || (!kind.blank && ONLY_SPACE.test(value))) this.wrong(path);
        return;
      case 'name':
        if (typeof value !== 'string' || LONE_SURROGATE.test(value) || ONLY_SPACE.test(value) || CONTROL_OR_BREAK.test(value)) this.wrong(path);
        return;
      case 'flag':
        if (value !== true && value !== false) this.wrong(path);
        return;
      case 'finite':
        if (typeof value !== 'number' || value - value !== 0) this.wrong(path);
        return;
      case 'json':
        this.json(value, path, 0);
        return;
      case 'attributes':
        if (!isObject(value)) {
          this.wrong(path);
          return;
        }
        for (const key of Object.keys(value)) {
          if (!ATTRIBUTE.test(key) || key === 'id' || key === 'source') this.wrong([...path, key]);
          else this.value(value[key], [...path, key], BLANKABLE);
        }
    }
  }

  json(value: unknown, path: Path, depth: number): void {
    if (depth > JSON_DEPTH) {
      this.wrong(path);
      return;
    }
    if (value === null || typeof value === 'boolean') return;
    if (typeof value === 'string') return this.value(value, path, BLANKABLE);
    if (typeof value === 'number') return this.value(value, path, { is: 'finite' });
    if (Array.isArray(value)) {
      for (const { item, index } of this.list(value, path)) this.json(item, [...path, index], depth + 1);
      return;
    }
    if (isObject(value)) {
      for (const key of Object.keys(value)) this.json(value[key], [...path, key], depth + 1);
      return;
    }
    this.wrong(path);
  }

  /** The second and later items whose `key` repeats an earlier item's (items whose key is no name are left to their own check). */
  unique(items: { item: unknown; index: number }[], path: Path, key: string): void {
    const names = new Set<string>();
    for (const { item, index } of items) {
      if (!isObject(item) || typeof item[key] !== 'string') continue;
      const name = item[key] as string;
      if (names.has(name)) this.wrong([...path, index, key]);
      names.add(name);
    }
  }

  history(value: unknown): void {
    const calls = new Set<string>();
    const answered = new Set<string>();
    const items = this.list(value, ['history']);
    for (const { item: turn, index } of items) {
      const path: Path = ['history', index];
      if (!isObject(turn)) {
        this.wrong(path);
        continue;
      }
      if (given(turn, 'id')) this.value(turn.id, [...path, 'id'], NAME);
      const role = turn.role;
      if (typeof role !== 'string' || !Object.prototype.hasOwnProperty.call(TURN_KEYS, role)) {
        this.wrong([...path, 'role']);
        continue;
      }
      for (const key of Object.keys(turn)) {
        if (key !== 'role' && key !== 'id' && !TURN_KEYS[role]!.includes(key)) this.wrong([...path, key]);
      }
      // An assistant turn that only calls tools may say nothing; a tool's result may be empty.
      let callCount = 0;
      if (role === 'assistant' && given(turn, 'toolCalls')) {
        const listed = this.list(turn.toolCalls, [...path, 'toolCalls']);
        callCount = listed.length;
        for (const { item: call, index: j } of listed) {
          const callPath: Path = [...path, 'toolCalls', j];
          if (!this.record(call, callPath, CALL)) continue;
          if (typeof call.id !== 'string') continue;
          if (calls.has(call.id)) this.wrong([...callPath, 'id']);
          calls.add(call.id);
        }
      }
      const mayBeBlank = role === 'tool' || (role === 'assistant' && callCount > 0);
      if (given(turn, 'content')) this.value(turn.content, [...path, 'content'], mayBeBlank ? BLANKABLE : TEXT);
      else this.wrong([...path, 'content']);
      if (role === 'tool') {
        const callId = turn.toolCallId;
        const callPath: Path = [...path, 'toolCallId'];
        if (!given(turn, 'toolCallId')) this.wrong(callPath);
        else this.value(callId, callPath, NAME);
        if (typeof callId === 'string') {
          // A result answers one call made in an earlier turn, once.
          if (!calls.has(callId) || answered.has(callId)) this.wrong(callPath);
          answered.add(callId);
        }
      }
    }
    this.unique(items, ['history'], 'id');
  }
}

/** Every field path of `input` that the documented request shape refuses, in reading order; empty when it is a valid request. */
export function requestProblems(input: unknown): Path[] {
  const reader = new Reader();
  if (!reader.record(input, [], REQUEST_OWN, SECTIONS)) return reader.problems;
  for (const section of ['rules', 'examples'] as const) {
    if (!given(input, section)) continue;
    const items = reader.list(input[section], [section]);
    for (const { item, index } of items) reader.record(item, [section, index], RULE);
    reader.unique(items, [section], 'id');
  }
  if (given(input, 'tools')) {
    const items = reader.list(input.tools, ['tools']);
    for (const { item, index } of items) reader.record(item, ['tools', index], TOOL);
    reader.unique(items, ['tools'], 'name');
  }
  if (given(input, 'chunks')) {
    const items = reader.list(input.chunks, ['chunks']);
    for (const { item, index } of items) reader.record(item, ['chunks', index], CHUNK);
    reader.unique(items, ['chunks'], 'id');
  }
  if (given(input, 'history')) reader.history(input.history);
  return reader.problems;
}
