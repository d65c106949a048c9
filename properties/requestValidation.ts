import fc from 'fast-check';
import type { FieldPath } from '../core/errors.js';
import type { Request } from '../core/request.js';
import { request } from './arbitraries/request.js';
import { isBaglamError } from './errorShape.js';
import type { Implementation } from './implementation.js';
import { requestProblems } from './reference/requestShape.js';
import { ledgerTokenizer } from './reportMeasures.js';

type Path = (string | number)[];
type Draft = Record<string, unknown> & {
  rules?: Record<string, unknown>[];
  examples?: Record<string, unknown>[];
  tools?: Record<string, unknown>[];
  chunks?: Record<string, unknown>[];
  history?: Record<string, unknown>[];
};

/** One change of a valid request, and the field the refusal must name (`undefined`: still valid). */
export interface RequestCase {
  what: string;
  input: unknown;
  /** The field the refusal must name; `undefined` when the request is still valid. */
  refusedAt: FieldPath | undefined;
}

/** A case not made yet (`build` copies the request): a run makes only those it uses. */
export interface LazyCase {
  what: string;
  refused: boolean;
  build(): RequestCase;
}

function fail(message: string): never {
  throw new Error(message);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'number' || value === undefined) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** Sets `key` as an own, enumerable key, whatever its name (`__proto__` included), or removes it for `undefined` when `remove`. */
function put(target: Record<string | number, unknown> | unknown[], key: string | number, value: unknown, remove = false): void {
  if (remove) {
    delete (target as Record<string | number, unknown>)[key];
    return;
  }
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Leaves the value out (the key removed). */
const LEFT_OUT = Symbol('left out');

/** Ids and names that are no identifier: left out, not text, blank, a control character or a line break, a lone surrogate. */
const NOT_A_NAME: unknown[] = [
  LEFT_OUT, '', ' ', '\t\n', '\u3000', 5, null, true, ['a'],
  'a\nb', 'a\rb', '\u0000', 'a\u0007', 'tab\there', '\u001f', 'a\u007f', '\u0080b', 'a\u0085', 'a\u009f', 'a\u2028b', '\u2029', 'x\ud800', '\udfffx',
];
/** Text the model reads that is not allowed: left out, not text, blank, a lone surrogate. */
const NOT_TEXT: unknown[] = [LEFT_OUT, '', ' ', ' \t\r\n', '\u00a0\u2028\ufeff', 7, null, false, {}, 'metin\ud83d', '\ude00'];
/** Text that may be empty but is not text. */
const NOT_BLANKABLE_TEXT: unknown[] = [LEFT_OUT, 5, null, [], 'a\udbff'];
/** Optional text that is not allowed: blank, not text, a lone surrogate (`null` is a value, not a field left out). */
const NOT_OPTIONAL_TEXT: unknown[] = NOT_TEXT.filter((v) => v !== LEFT_OUT);
const NOT_A_LIST: unknown[] = [{}, 'x', 5, null, true, { 0: 'a', length: 1 }];
const NOT_AN_OBJECT: unknown[] = [null, 'x', 5, [], true];
const NOT_A_SCORE: unknown[] = [LEFT_OUT, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '0.5', null, true, [0.5], 1n];
/** Ids an identifier may be: anything not blank without control characters or line breaks. */
const ODD_NAMES = [' boşluklu ', 'a"b', 'x<y>&', 'İĞŞ-ı', '😀', 'a b', '\u00a0x', 'ﬁ'];
const BAD_META_KEYS = ['', '1a', 'a b', 'a"b', 'a=b', 'id', 'source', 'ğ', '-a', '.a', 'a:b', 'a\n', 'ID\u0000'];
const GOOD_META_KEYS = ['_', 'A', 'a.b-c', '_1', 'x-', 'Id', 'sources', '__proto__', 'constructor'];

/** A JSON value `levels` arrays and objects deep, a string at the bottom; and the path from its top to that string. */
function nested(levels: number): { value: unknown; path: Path } {
  let value: unknown = '';
  const path: Path = [];
  for (let i = 0; i < levels; i++) {
    value = i % 2 === 0 ? [value] : { k: value };
    path.unshift(i % 2 === 0 ? 0 : 'k');
  }
  return { value, path };
}

/** Where in a valid request each corruption goes: a list of what can be changed, chosen among by `pick`. */
class Builder {
  readonly cases: LazyCase[] = [];

  constructor(
    private readonly base: Request,
    private readonly pick: number,
  ) {}

  private draft(): Draft {
    const copy = structuredClone(this.base) as unknown as Draft;
    // Every section holds at least two items, so that one can repeat an earlier one's id.
    const rules = (copy.rules ??= []);
    while (rules.length < 2) rules.push({ id: `kural-${rules.length}-ek`, text: 'Kısa yanıt ver.' });
    const examples = (copy.examples ??= []);
    while (examples.length < 2) examples.push({ id: `örnek-${examples.length}-ek`, text: 'S: Disk? Y: Dolu.' });
    const tools = (copy.tools ??= []);
    while (tools.length < 2) tools.push({ name: `araç_${tools.length}_ek`, description: 'Arar.', parameters: { type: 'object' } });
    const chunks = (copy.chunks ??= []);
    while (chunks.length < 2) chunks.push({ id: `parça-${chunks.length}-ek`, text: 'Disk doldu.', score: 0.5, meta: { title: 'Disk' } });
    // A tool exchange and one turn of each role, after whatever the history held.
    (copy.history ??= []).push(
      { role: 'system', content: 'Kısa yaz.' },
      { role: 'user', content: 'Disk neden doldu?' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'çağrı-a', name: 'ara', arguments: '' }, { id: 'çağrı-b', name: 'ara', arguments: '{"q":1}' }] },
      { role: 'tool', toolCallId: 'çağrı-a', content: '' },
      { role: 'tool', toolCallId: 'çağrı-b', content: 'sonuç' },
      { role: 'assistant', content: 'Loglar.' },
    );
    return copy;
  }

  /** An index of `list` chosen by `pick`, at least `from`. */
  private index(length: number, from = 0, salt = 0): number {
    return from + ((this.pick + salt) % (length - from));
  }

  /** The turns with `role` (by `test`), one of them chosen. */
  turn(draft: Draft, test: (turn: Record<string, unknown>) => boolean, salt = 0): number {
    const found: number[] = [];
    draft.history!.forEach((t, i) => {
      if (test(t)) found.push(i);
    });
    return found[(this.pick + salt) % found.length]!;
  }

  refuse(what: string, change: (draft: Draft) => Path): void {
    this.add(what, change, true);
  }

  accept(what: string, change: (draft: Draft) => void): void {
    this.add(what, change, false);
  }

  private add(what: string, change: (draft: Draft) => Path | void, refused: boolean): void {
    this.cases.push({
      what,
      refused,
      build: () => {
        const draft = this.draft();
        const path = change(draft);
        return { what, input: draft, refusedAt: refused ? (path as Path) : undefined };
      },
    });
  }

  /** `value` (or the key left out) at `key` of the object `at` finds in the draft; refused there. */
  field(what: string, values: readonly unknown[], at: (draft: Draft) => { parent: Record<string, unknown>; path: Path }, key: string): void {
    for (const value of values) {
      this.refuse(`${what}.${key} = ${value === LEFT_OUT ? 'left out' : show(value)}`, (draft) => {
        const { parent, path } = at(draft);
        put(parent, key, value, value === LEFT_OUT);
        return [...path, key];
      });
    }
  }

  /** Every way an item of `section` can be wrong as an item: not an object, a hole, unknown keys. */
  items(section: 'rules' | 'examples' | 'tools' | 'chunks' | 'history', unknownKeys: readonly string[]): void {
    for (const value of NOT_A_LIST) {
      this.refuse(`${section} = ${show(value)}`, (draft) => {
        put(draft, section, value);
        return [section];
      });
    }
    this.refuse(`${section} with a hole`, (draft) => {
      const list = draft[section]!;
      const i = this.index(list.length);
      delete list[i];
      return [section, i];
    });
    for (const value of NOT_AN_OBJECT) {
      this.refuse(`${section} item = ${show(value)}`, (draft) => {
        const list = draft[section]! as unknown[];
        const i = this.index(list.length);
        list[i] = value;
        return [section, i];
      });
    }
    for (const key of unknownKeys) {
      this.refuse(`${section} item with the key ${show(key)}`, (draft) => {
        const list = draft[section]!;
        const i = this.index(list.length);
        put(list[i]!, key, 'x');
        return [section, i, key];
      });
    }
  }

  /** An item's id (or name) repeating an earlier item's of the same section. */
  duplicate(section: 'rules' | 'examples' | 'tools' | 'chunks', key: string): void {
    this.refuse(`${section} item repeating an earlier ${key}`, (draft) => {
      const list = draft[section]!;
      const i = this.index(list.length, 1);
      list[i]![key] = list[this.index(i, 0, 7)]![key];
      return [section, i, key];
    });
  }

  at(section: 'rules' | 'examples' | 'tools' | 'chunks', salt = 0): (draft: Draft) => { parent: Record<string, unknown>; path: Path } {
    return (draft) => {
      const list = draft[section]!;
      const i = this.index(list.length, 0, salt);
      return { parent: list[i]!, path: [section, i] };
    };
  }

  turnAt(test: (turn: Record<string, unknown>) => boolean, salt = 0): (draft: Draft) => { parent: Record<string, unknown>; path: Path } {
    return (draft) => {
      const i = this.turn(draft, test, salt);
      return { parent: draft.history![i]!, path: ['history', i] };
    };
  }

  callAt(salt = 0): (draft: Draft) => { parent: Record<string, unknown>; path: Path } {
    return (draft) => {
      const i = this.turn(draft, hasCalls, salt);
      const calls = draft.history![i]!.toolCalls as Record<string, unknown>[];
      const j = this.index(calls.length, 0, salt);
      return { parent: calls[j]!, path: ['history', i, 'toolCalls', j] };
    };
  }
}

const role = (name: string) => (turn: Record<string, unknown>): boolean => turn.role === name;
const hasCalls = (turn: Record<string, unknown>): boolean => turn.role === 'assistant' && Array.isArray(turn.toolCalls) && turn.toolCalls.length > 0;

/**
 * Every documented way a request can be wrong, one at a time in a copy of
 * `base` (a valid request, each section given at least two items and the
 * history a tool exchange and a turn of each role), with the field the
 * refusal must name; and the values the documentation allows that a
 * careless check would refuse (empty text where it may be empty, a request
 * id with control characters, an id repeated in another section …).
 */
export function requestCases(base: Request, pick: number): LazyCase[] {
  const b = new Builder(base, pick);
  const top = (draft: Draft) => ({ parent: draft as Record<string, unknown>, path: [] as Path });

  // The request itself.
  for (const value of [null, [], 'soru', 5, undefined, true]) {
    const what = `the request = ${show(value)}`;
    b.cases.push({ what, refused: true, build: () => ({ what, input: value, refusedAt: [] }) });
  }
  for (const key of ['messages', 'Question', 'tool_calls', 'text', 'role', 'meta', '__proto__', 'constructor']) {
    b.refuse(`the request with the key ${show(key)}`, (draft) => {
      put(draft, key, 'x');
      return [key];
    });
  }
  b.field('the request', NOT_TEXT, top, 'question');
  b.field('the request', NOT_OPTIONAL_TEXT, top, 'summary');
  b.field('the request', NOT_OPTIONAL_TEXT, top, 'format');
  b.field('the request', NOT_OPTIONAL_TEXT, top, 'id');
  b.field('the request', ['true', 1, 0, null, 'false'], top, 'historyTrimmed');

  // Rules and examples: an id and a text.
  for (const section of ['rules', 'examples'] as const) {
    b.items(section, ['title', 'ID', 'name', 'content']);
    b.field(section, NOT_A_NAME, b.at(section), 'id');
    b.field(section, NOT_TEXT, b.at(section, 1), 'text');
    b.duplicate(section, 'id');
  }

  // Tools: a name, a description that may be empty, parameters that are JSON.
  b.items('tools', ['type', 'function', 'input_schema', 'id']);
  b.field('tools', NOT_A_NAME, b.at('tools'), 'name');
  b.field('tools', NOT_BLANKABLE_TEXT.filter((v) => v !== LEFT_OUT), b.at('tools', 1), 'description');
  b.duplicate('tools', 'name');
  const deep = nested(65);
  const notJson: [string, () => { value: unknown; path: Path }][] = [
    ['NaN', () => ({ value: Number.NaN, path: [] })],
    ['an infinite number inside', () => ({ value: { type: 'object', max: Number.POSITIVE_INFINITY }, path: ['max'] })],
    ['-Infinity in a list', () => ({ value: { enum: [1, Number.NEGATIVE_INFINITY] }, path: ['enum', 1] })],
    ['a function', () => ({ value: () => 1, path: [] })],
    ['a bigint inside', () => ({ value: { a: { b: 1n } }, path: ['a', 'b'] })],
    ['a symbol inside', () => ({ value: [Symbol('s')], path: [0] })],
    ['undefined in a list', () => ({ value: ['a', undefined], path: [1] })],
    ['undefined as a value', () => ({ value: { a: 1, b: undefined }, path: ['b'] })],
    ['a hole in a list', () => ({ value: [1, , 3], path: [1] })],
    ['a lone surrogate in a string', () => ({ value: { properties: { q: { description: 'ara\ud800' } } }, path: ['properties', 'q', 'description'] })],
    ['nested 65 deep', () => deep],
  ];
  for (const [what, make] of notJson) {
    const salt = b.cases.length;
    b.refuse(`tools parameters: ${what}`, (draft) => {
      const list = draft.tools!;
      const i = (pick + salt) % list.length;
      const { value, path } = make();
      list[i]!.parameters = value;
      return ['tools', i, 'parameters', ...path];
    });
  }

  // Chunks: an id, a text, a finite score, a source that is not blank, metadata of attribute names.
  b.items('chunks', ['url', 'Score', 'title', 'meta ', 'role']);
  b.field('chunks', NOT_A_NAME, b.at('chunks'), 'id');
  b.field('chunks', NOT_TEXT, b.at('chunks', 1), 'text');
  b.field('chunks', NOT_A_SCORE, b.at('chunks', 2), 'score');
  b.field('chunks', NOT_OPTIONAL_TEXT, b.at('chunks', 3), 'source');
  b.field('chunks', NOT_AN_OBJECT, b.at('chunks', 4), 'meta');
  b.duplicate('chunks', 'id');
  for (const key of BAD_META_KEYS) {
    const salt = b.cases.length;
    b.refuse(`chunks meta key ${show(key)}`, (draft) => {
      const list = draft.chunks!;
      const i = (pick + salt) % list.length;
      const meta = (list[i]!.meta ??= {}) as Record<string, unknown>;
      put(meta, key, 'değer');
      return ['chunks', i, 'meta', key];
    });
  }
  for (const value of NOT_BLANKABLE_TEXT.filter((v) => v !== LEFT_OUT)) {
    const salt = b.cases.length;
    b.refuse(`chunks meta value ${show(value)}`, (draft) => {
      const list = draft.chunks!;
      const i = (pick + salt) % list.length;
      const meta = (list[i]!.meta ??= {}) as Record<string, unknown>;
      put(meta, 'date', value);
      return ['chunks', i, 'meta', 'date'];
    });
  }

  // History: each role's keys, content, ids; tool calls and their results paired.
  b.items('history', []);
  b.field('history', [LEFT_OUT, 'bot', 'User', 'developer', 'function', 'model', 'toString', '__proto__', '', 5, null], b.turnAt(() => true), 'role');
  b.field('history', NOT_A_NAME.filter((v) => v !== LEFT_OUT), b.turnAt(() => true, 1), 'id');
  b.refuse('history turn repeating an earlier turn id', (draft) => {
    const turns = draft.history!;
    const i = 1 + (pick % (turns.length - 1));
    const j = pick % i;
    turns[j]!.id ??= `tur-${j}`;
    turns[i]!.id = turns[j]!.id;
    return ['history', i, 'id'];
  });
  const unknownByRole: Record<string, string[]> = {
    user: ['toolCalls', 'toolCallId', 'name', 'Content'],
    system: ['toolCallId', 'toolCalls', 'text'],
    assistant: ['toolCallId', 'tool_calls', 'reasoning'],
    tool: ['toolCalls', 'tool_call_id', 'name'],
  };
  for (const [name, keys] of Object.entries(unknownByRole)) {
    for (const key of keys) {
      b.refuse(`a ${name} turn with the key ${show(key)}`, (draft) => {
        const { parent, path } = b.turnAt(role(name))(draft);
        put(parent, key, key === 'toolCalls' ? [] : 'x');
        return [...path, key];
      });
    }
  }
  b.field('a user turn', NOT_TEXT, b.turnAt(role('user')), 'content');
  b.field('a system turn', NOT_TEXT, b.turnAt(role('system')), 'content');
  b.field('an assistant turn without calls', NOT_TEXT, b.turnAt((t) => t.role === 'assistant' && t.toolCalls === undefined), 'content');
  b.field('an assistant turn with calls', NOT_BLANKABLE_TEXT, b.turnAt(hasCalls), 'content');
  b.field('a tool result', NOT_BLANKABLE_TEXT, b.turnAt(role('tool')), 'content');
  for (const content of ['', ' \n']) {
    b.refuse(`an assistant turn with no calls (an empty list) saying ${show(content)}`, (draft) => {
      const { parent, path } = b.turnAt(hasCalls)(draft);
      parent.content = content;
      parent.toolCalls = [];
      // Its results now answer no call: the turn is the first thing wrong.
      return [...path, 'content'];
    });
  }
  b.field('an assistant turn', NOT_A_LIST, b.turnAt(hasCalls), 'toolCalls');
  for (const value of NOT_AN_OBJECT) {
    b.refuse(`a tool call = ${show(value)}`, (draft) => {
      const { parent, path } = b.turnAt(hasCalls)(draft);
      const calls = parent.toolCalls as unknown[];
      const j = pick % calls.length;
      calls[j] = value;
      return [...path, 'toolCalls', j];
    });
  }
  b.refuse('a tool call list with a hole', (draft) => {
    const { parent, path } = b.turnAt(hasCalls)(draft);
    const calls = parent.toolCalls as unknown[];
    const j = pick % calls.length;
    delete calls[j];
    return [...path, 'toolCalls', j];
  });
  for (const key of ['type', 'function', 'input', 'toolName', 'Id']) {
    b.refuse(`a tool call with the key ${show(key)}`, (draft) => {
      const { parent, path } = b.callAt()(draft);
      put(parent, key, 'x');
      return [...path, key];
    });
  }
  b.field('a tool call', NOT_A_NAME, b.callAt(), 'id');
  b.field('a tool call', NOT_A_NAME, b.callAt(1), 'name');
  b.field('a tool call', [...NOT_BLANKABLE_TEXT, {}, { q: 1 }], b.callAt(2), 'arguments');
  b.refuse('a tool call repeating an earlier call id', (draft) => {
    // The last exchange's second call takes an id made earlier: in its own turn or before.
    const turns = draft.history!;
    const calls: { id: unknown; at: number }[] = [];
    turns.forEach((t, i) => {
      if (hasCalls(t)) for (const c of t.toolCalls as { id: unknown }[]) calls.push({ id: c.id, at: i });
    });
    const last = turns.length - 4;
    const mine = (turns[last]!.toolCalls as Record<string, unknown>[])[1]!;
    mine.id = calls[pick % (calls.length - 1)]!.id;
    return ['history', last, 'toolCalls', 1, 'id'];
  });
  b.field('a tool result', NOT_A_NAME, b.turnAt(role('tool')), 'toolCallId');
  b.refuse('a tool result for a call no turn made', (draft) => {
    const { parent, path } = b.turnAt(role('tool'))(draft);
    parent.toolCallId = 'çağrı-yok';
    return [...path, 'toolCallId'];
  });
  b.refuse('a tool result for a call already answered', (draft) => {
    const turns = draft.history!;
    const i = b.turn(draft, role('tool'));
    const copy = { ...turns[i]! };
    delete copy.id;
    turns.splice(i + 1 + (pick % (turns.length - i)), 0, copy);
    const at = turns.indexOf(copy);
    return ['history', at, 'toolCallId'];
  });
  b.refuse('a tool result before its call', (draft) => {
    const turns = draft.history!;
    const i = b.turn(draft, role('tool'));
    const callId = turns[i]!.toolCallId;
    const caller = turns.findIndex((t) => hasCalls(t) && (t.toolCalls as { id: unknown }[]).some((c) => c.id === callId));
    const [moved] = turns.splice(i, 1);
    const at = pick % (caller + 1);
    turns.splice(at, 0, moved!);
    return ['history', at, 'toolCallId'];
  });

  // What the documentation allows.
  b.accept('every optional field left out', (draft) => {
    for (const key of Object.keys(draft)) if (key !== 'question') delete draft[key];
  });
  b.accept('every section an empty list, optional fields set to undefined', (draft) => {
    for (const section of ['rules', 'examples', 'tools', 'chunks', 'history'] as const) draft[section] = [];
    for (const key of ['id', 'summary', 'format', 'historyTrimmed']) draft[key] = undefined;
  });
  for (const id of ['istek\n1\u0007', '\u2028x', ' boşluklu ']) b.accept(`the request id ${show(id)}`, (draft) => void (draft.id = id));
  for (const value of [true, false]) b.accept(`historyTrimmed = ${value}`, (draft) => void (draft.historyTrimmed = value));
  b.accept('texts with spaces around them', (draft) => {
    draft.question = `  ${String(draft.question)}\n`;
    draft.summary = '\tözet ';
    draft.format = ' JSON ';
  });
  for (const name of ODD_NAMES) {
    b.accept(`ids and names ${show(name)}`, (draft) => {
      draft.rules![0]!.id = name;
      draft.examples![1]!.id = name;
      draft.tools![0]!.name = name;
      draft.chunks![1]!.id = name;
      const { parent } = b.callAt()(draft);
      parent.name = name;
    });
  }
  b.accept('the same id in every section (ids are unique within a section)', (draft) => {
    const id = 'ortak';
    draft.rules![0]!.id = id;
    draft.examples![0]!.id = id;
    draft.tools![0]!.name = id;
    draft.chunks![0]!.id = id;
    draft.history![0]!.id = id;
  });
  for (const text of ['', ' ', '\n\t']) {
    b.accept(`${show(text)} where text may be empty: a description, arguments, a result, an assistant turn that calls, a metadata value`, (draft) => {
      draft.tools![1]!.description = text;
      b.callAt()(draft).parent.arguments = text;
      b.turnAt(role('tool'))(draft).parent.content = text;
      b.turnAt(hasCalls)(draft).parent.content = text;
      draft.chunks![0]!.meta = { title: text };
    });
  }
  for (const score of [-5, -0, 0, 1e308, -1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2]) b.accept(`the score ${show(score)}`, (draft) => void (draft.chunks![0]!.score = score));
  b.accept('a source with line breaks (a source is text, not an id)', (draft) => void (draft.chunks![1]!.source = 'a\nb\u0007'));
  b.accept('metadata keys that are attribute names', (draft) => {
    const meta: Record<string, unknown> = {};
    for (const key of GOOD_META_KEYS) put(meta, key, `${key} değeri`);
    draft.chunks![0]!.meta = meta;
  });
  b.accept('empty metadata', (draft) => void (draft.chunks![1]!.meta = {}));
  b.accept('tool parameters nested 64 deep, JSON scalars of every kind', (draft) => {
    draft.tools![0]!.parameters = nested(64).value;
    draft.tools![1]!.parameters = { a: null, b: false, c: -0, d: '', e: [], f: {}, g: [1.5, 'x', [true]] };
  });
  for (const value of [null, false, 0, '', []]) b.accept(`tool parameters ${show(value)}`, (draft) => void (draft.tools![0]!.parameters = value));
  b.accept('optional tool fields set to undefined', (draft) => {
    draft.tools![0]!.description = undefined;
    draft.tools![0]!.parameters = undefined;
  });
  b.accept('a call never answered', (draft) => {
    const turns = draft.history!;
    turns.splice(turns.length - 2, 1);
  });
  b.accept('results in the other order, a user turn between', (draft) => {
    const turns = draft.history!;
    const [first] = turns.splice(turns.length - 3, 1);
    turns.splice(turns.length - 1, 0, { role: 'user', content: 'bekliyorum' }, first!);
  });
  return b.cases;
}

function outcome(call: () => unknown): { value: unknown } | { error: unknown } {
  try {
    return { value: call() };
  } catch (error) {
    return { error };
  }
}

/** Checks one case's answer: refused with `INVALID_INPUT` at its field, or accepted. */
function judge(what: string, refusedAt: FieldPath | undefined, result: { value: unknown } | { error: unknown }, accepted: (value: unknown) => void): void {
  if (refusedAt === undefined) {
    if ('error' in result) fail(`${what}: refused with ${String(result.error)}, though the documented shape allows it`);
    accepted(result.value);
    return;
  }
  if (!('error' in result)) fail(`${what}: accepted, should be refused at ${JSON.stringify(refusedAt)}`);
  const { error } = result;
  if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') fail(`${what}: refused with ${String(error)}, not INVALID_INPUT`);
  if (JSON.stringify(error.path) !== JSON.stringify(refusedAt)) fail(`${what}: refused at ${JSON.stringify(error.path)}, the fault is at ${JSON.stringify(refusedAt)}`);
}

/**
 * Bad input in a request is refused by field: a valid generated request,
 * with one documented fault put in at a known place (an unknown key at
 * every level, a field of another type or left out, blank text where text
 * is required, a lone surrogate, a control character or line break in an id
 * or a name, a repeated id, a metadata key that is no attribute name, a
 * score that is not finite, tool parameters that are not JSON or nest
 * deeper than 64, a role that is none, a tool result whose call is missing,
 * later or already answered), is refused by `validateRequest` and by
 * `assemble` with `INVALID_INPUT` naming exactly that field; the valid
 * request, and the same request with what the documentation allows (empty
 * text where it may be empty, a request id with control characters, an id
 * repeated in another section, scores of any finite value, parameters 64
 * deep), is accepted: `validateRequest` returns the very object. The
 * oracle is the place each fault was put; the reference reading of the
 * documented shape (`reference/requestShape.ts`) must find the same first.
 */
export function propertyRequestRefusedByField(impl: Implementation): fc.IPropertyWithHooks<[Request, number, number]> {
  const profile = impl.resolveProfile({ name: 'geniş', window: 1_000_000, output: { answer: 1 } });
  const tokenizer = ledgerTokenizer();
  return fc.property(request({ long: false, maxChunks: 3, maxEpisodes: 3 }), fc.nat(), fc.nat(), (base, pick, sample) => {
    const valid = requestProblems(base);
    if (valid.length > 0) fail(`the generated request is not valid by the reference: ${JSON.stringify(valid[0])}`);
    const cases: LazyCase[] = [{ what: 'the generated request', refused: false, build: () => ({ what: 'the generated request', input: base, refusedAt: undefined }) }, ...requestCases(base, pick)];
    cases.forEach((lazy, n) => {
      const { what, input, refusedAt } = lazy.build();
      const problems = requestProblems(input);
      if (JSON.stringify(problems[0]) !== JSON.stringify(refusedAt)) {
        fail(`${what}: the reference reading finds ${problems.length === 0 ? 'nothing wrong' : JSON.stringify(problems[0])} first, the case says ${JSON.stringify(refusedAt)}`);
      }
      judge(`validateRequest: ${what}`, refusedAt, outcome(() => impl.validateRequest(input)), (value) => {
        if (value !== input) fail(`validateRequest: ${what}: returned another object`);
      });
      // Through assemble too: the request, and one case in four (which four, by the run), refusals and accepted alike.
      if (n === 0 || n % 4 === sample % 4) {
        judge(`assemble: ${what}`, refusedAt, outcome(() => impl.assemble(input as Request, profile, { tokenizer, cache: impl.newCache() })), () => undefined);
      }
    });
  });
}

/**
 * A request with several faults is refused naming one of them: two or
 * three of the faults above put into the same request (each into the one
 * before it), refused by `validateRequest` with `INVALID_INPUT` at a path
 * the reference reading (`reference/requestShape.ts`) finds wrong. Which
 * fault is named is not promised.
 */
export function propertyRequestRefusedAtAFault(impl: Implementation): fc.IPropertyWithHooks<[Request, number[]]> {
  return fc.property(request({ long: false, maxChunks: 3, maxEpisodes: 3 }), fc.array(fc.nat(), { minLength: 2, maxLength: 3 }), (base, picks) => {
    let input: unknown = base;
    const faults: string[] = [];
    for (const pick of picks) {
      const cases = requestCases(input as Request, pick).filter((c) => c.refused);
      let chosen: RequestCase;
      try {
        chosen = cases[pick % cases.length]!.build();
      } catch {
        // A fault that leaves no request to build on (no object, no list to add to, a value structuredClone cannot copy) ends the chain.
        break;
      }
      input = chosen.input;
      faults.push(chosen.what);
    }
    const what = faults.join(', then ');
    const problems = requestProblems(input);
    if (problems.length === 0) fail(`${what}: the reference reading finds nothing wrong`);
    const result = outcome(() => impl.validateRequest(input));
    if (!('error' in result)) fail(`${what}: accepted; the reference finds ${JSON.stringify(problems)} wrong`);
    const { error } = result;
    if (!isBaglamError(error) || error.code !== 'INVALID_INPUT') fail(`${what}: refused with ${String(error)}, not INVALID_INPUT`);
    const named = JSON.stringify(error.path);
    if (!problems.some((p) => JSON.stringify(p) === named)) fail(`${what}: refused at ${named}, which is not wrong; the faults are at ${JSON.stringify(problems)}`);
  });
}
