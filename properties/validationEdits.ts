import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { Request } from '../core/request.js';
import { profileShape, type ProfileShape } from './arbitraries/profile.js';
import { request } from './arbitraries/request.js';
import { isBaglamError } from './errorShape.js';
import type { Implementation } from './implementation.js';

/**
 * What a caller may do to a request object in place between two calls: the
 * validation memo (docs/library.md#caches) must see each of them. Positions
 * are taken modulo a list's length; an edit with nothing to act on acts on
 * the question instead, so that every edit changes something.
 */
export type ValidationEdit =
  | { kind: 'leaf-invalid'; target: 'score' | 'chunk-text' | 'question' | 'rule-text' | 'schema-number' | 'turn-content' | 'example-id'; at: number }
  | { kind: 'leaf-valid'; target: 'score' | 'chunk-text' | 'question' | 'rule-text' | 'turn-content'; at: number }
  | { kind: 'grown'; target: 'chunks' | 'chunks-duplicate-id' | 'history' | 'rules' }
  | { kind: 'shrunk'; target: 'chunks' | 'history' | 'rules' }
  | { kind: 'hole'; target: 'chunks' | 'rules' | 'chunks-length' | 'schema-enum'; at: number }
  | { kind: 'key-added'; target: 'chunk-extra' | 'chunk-source' | 'turn-extra' | 'tool-extra' }
  | { kind: 'key-removed'; target: 'chunk-score' | 'chunk-source' | 'summary' | 'turn-content' }
  | { kind: 'key-renamed'; at: number }
  | { kind: 'deepened'; levels: number; leaf: 'text' | 'empty' }
  | { kind: 'prototype'; target: 'chunk-getter' | 'chunk-class' | 'chunks-subclass' | 'chunk-null' | 'tool-schema-class'; at: number }
  | { kind: 'replaced-by-copy'; at: number }
  | { kind: 'accessor'; target: 'text-getter' | 'text-hidden' | 'element-getter'; at: number };

export function validationEdit(): fc.Arbitrary<ValidationEdit> {
  const at = fc.nat({ max: 20 });
  return fc.oneof(
    fc.record({ kind: fc.constant('leaf-invalid' as const), target: fc.constantFrom('score', 'chunk-text', 'question', 'rule-text', 'schema-number', 'turn-content', 'example-id'), at }),
    fc.record({ kind: fc.constant('leaf-valid' as const), target: fc.constantFrom('score', 'chunk-text', 'question', 'rule-text', 'turn-content'), at }),
    fc.record({ kind: fc.constant('grown' as const), target: fc.constantFrom('chunks', 'chunks-duplicate-id', 'history', 'rules') }),
    fc.record({ kind: fc.constant('shrunk' as const), target: fc.constantFrom('chunks', 'history', 'rules') }),
    fc.record({ kind: fc.constant('hole' as const), target: fc.constantFrom('chunks', 'rules', 'chunks-length', 'schema-enum'), at }),
    fc.record({ kind: fc.constant('key-added' as const), target: fc.constantFrom('chunk-extra', 'chunk-source', 'turn-extra', 'tool-extra') }),
    fc.record({ kind: fc.constant('key-removed' as const), target: fc.constantFrom('chunk-score', 'chunk-source', 'summary', 'turn-content') }),
    fc.record({ kind: fc.constant('key-renamed' as const), at }),
    // 60 levels of schema around a text are valid; 65 and 90 are not (64 is the documented limit), 90 past the
    // memo's own. 64 around an empty object are valid: an object as deep as an accepted request holds one.
    fc.oneof(
      fc.record({ kind: fc.constant('deepened' as const), levels: fc.constantFrom(60, 65, 90), leaf: fc.constant('text' as const) }),
      fc.record({ kind: fc.constant('deepened' as const), levels: fc.constant(64), leaf: fc.constant('empty' as const) }),
    ),
    fc.record({ kind: fc.constant('prototype' as const), target: fc.constantFrom('chunk-getter', 'chunk-class', 'chunks-subclass', 'chunk-null', 'tool-schema-class'), at }),
    fc.record({ kind: fc.constant('replaced-by-copy' as const), at }),
    fc.record({ kind: fc.constant('accessor' as const), target: fc.constantFrom('text-getter', 'text-hidden', 'element-getter'), at }),
  );
}

/** A chunk of another class whose prototype answers `meta` with a number: validation reads it by name and refuses it. */
class ChunkWithMeta {
  get meta(): unknown {
    return 5;
  }
}
/** A chunk of another class with nothing of its own to say. */
class PlainChunk {}
class ChunkList<T> extends Array<T> {}
class Schema {
  type = 'object';
}

function nested(levels: number, leaf: 'text' | 'empty'): unknown {
  let value: unknown = leaf === 'text' ? 'yaprak' : {};
  for (let i = 0; i < levels; i++) value = { d: value };
  return value;
}

/**
 * Applies `e` to `r` in place. Returns false when the edit cannot make a
 * visible change a memo must notice (a prototype swapped for `null` keeps
 * every key and value: validation reads the same).
 */
export function applyValidationEdit(r: Request, e: ValidationEdit): boolean {
  const rec = r as unknown as Record<string, unknown>;
  const chunks = (r.chunks ?? []) as unknown as Record<string, unknown>[];
  const history = (r.history ?? []) as unknown as Record<string, unknown>[];
  const rules = r.rules ?? [];
  const pick = <T>(list: readonly T[], at: number): T | undefined => (list.length === 0 ? undefined : list[at % list.length]);
  const fallback = (): true => {
    r.question = `${r.question} (düzenlendi)`;
    return true;
  };
  const chunk = pick(chunks, 'at' in e ? e.at : 0);
  switch (e.kind) {
    case 'leaf-invalid':
    case 'leaf-valid': {
      const bad = e.kind === 'leaf-invalid';
      switch (e.target) {
        case 'score':
          if (chunk === undefined) return fallback();
          chunk.score = bad ? Number.NaN : (chunk.score as number) + 0.25;
          return true;
        case 'chunk-text':
          if (chunk === undefined) return fallback();
          chunk.text = bad ? '' : `${chunk.text as string} ek`;
          return true;
        case 'question':
          r.question = bad ? ' \n' : `${r.question}?`;
          return true;
        case 'rule-text': {
          const rule = pick(rules, e.at);
          if (rule === undefined) return fallback();
          rule.text = bad ? 'yarım \ud800' : `${rule.text} Kısa yaz.`;
          return true;
        }
        case 'schema-number':
          r.tools = [...(r.tools ?? []), { name: 'sayi_araci', parameters: { minimum: Number.POSITIVE_INFINITY } }];
          return true;
        case 'turn-content': {
          const turn = pick(history, e.at);
          if (turn === undefined) return fallback();
          turn.content = bad ? 5 : `${turn.content as string} tamam`;
          return true;
        }
        case 'example-id': {
          const examples = r.examples ?? [];
          if (examples.length < 2) return fallback();
          examples[1]!.id = examples[0]!.id;
          return true;
        }
      }
      return fallback();
    }
    case 'grown':
      switch (e.target) {
        case 'chunks':
        case 'chunks-duplicate-id': {
          r.chunks ??= [];
          const id = e.target === 'chunks' || r.chunks.length === 0 ? `yeni-${r.chunks.length}-${Math.abs(r.question.length)}` : r.chunks[0]!.id;
          // A pushed id never met before: the generated ids never hold a dash and a number this way twice.
          r.chunks.push({ id: e.target === 'chunks' ? `${id}-${r.chunks.length}` : id, text: 'Yeni parça.', score: 0.5 });
          return true;
        }
        case 'history':
          r.history ??= [];
          r.history.push({ role: 'user', content: 'Bir şey daha.' });
          return true;
        case 'rules':
          r.rules ??= [];
          r.rules.push({ id: `kural-ek-${r.rules.length}`, text: 'Nazik ol.' });
          return true;
      }
      return fallback();
    case 'shrunk': {
      const list = e.target === 'chunks' ? r.chunks : e.target === 'history' ? r.history : r.rules;
      if (list === undefined || list.length === 0) return fallback();
      list.pop();
      return true;
    }
    case 'hole':
      switch (e.target) {
        case 'chunks':
          if (chunks.length === 0) return fallback();
          delete chunks[e.at % chunks.length];
          return true;
        case 'rules':
          if (rules.length === 0) return fallback();
          delete rules[e.at % rules.length];
          return true;
        case 'chunks-length':
          r.chunks ??= [];
          r.chunks.length += 1;
          return true;
        case 'schema-enum': {
          const list: unknown[] = ['a', 'b', 'c'];
          delete list[e.at % 3];
          r.tools = [...(r.tools ?? []), { name: 'delikli', parameters: { enum: list } }];
          return true;
        }
      }
      return fallback();
    case 'key-added':
      switch (e.target) {
        case 'chunk-extra':
          if (chunk === undefined) return fallback();
          chunk.extra = 1;
          return true;
        case 'chunk-source':
          if (chunk === undefined) return fallback();
          chunk.source = `${String(chunk.source ?? 'kb/yeni')}.md`;
          return true;
        case 'turn-extra': {
          const turn = pick(history, 0);
          if (turn === undefined) return fallback();
          turn.extra = 'x';
          return true;
        }
        case 'tool-extra': {
          const tool = pick(r.tools ?? [], 0) as Record<string, unknown> | undefined;
          if (tool === undefined) return fallback();
          tool.version = 2;
          return true;
        }
      }
      return fallback();
    case 'key-removed':
      switch (e.target) {
        case 'chunk-score':
          if (chunk === undefined) return fallback();
          delete chunk.score;
          return true;
        case 'chunk-source':
          if (chunk === undefined || chunk.source === undefined) return fallback();
          delete chunk.source;
          return true;
        case 'summary':
          if (r.summary === undefined) return fallback();
          delete rec.summary;
          return true;
        case 'turn-content': {
          const turn = pick(history, 0);
          if (turn === undefined) return fallback();
          delete turn.content;
          return true;
        }
      }
      return fallback();
    case 'key-renamed': {
      // The same value under another name, in the same place in the key order.
      if (chunk === undefined) return fallback();
      const entries = Object.entries(chunk).map(([key, value]): [string, unknown] => [key === 'text' ? 'txt' : key, value]);
      for (const key of Object.keys(chunk)) delete chunk[key];
      for (const [key, value] of entries) chunk[key] = value;
      return true;
    }
    case 'deepened':
      r.tools = [...(r.tools ?? []), { name: 'derin', parameters: nested(e.levels, e.leaf) }];
      return true;
    case 'prototype':
      switch (e.target) {
        case 'chunk-getter':
        case 'chunk-class':
        case 'chunk-null':
          if (chunk === undefined) return fallback();
          Object.setPrototypeOf(chunk, e.target === 'chunk-getter' ? ChunkWithMeta.prototype : e.target === 'chunk-class' ? PlainChunk.prototype : null);
          return e.target !== 'chunk-null';
        case 'chunks-subclass':
          r.chunks ??= [];
          Object.setPrototypeOf(r.chunks, ChunkList.prototype);
          return true;
        case 'tool-schema-class': {
          const tool = pick(r.tools ?? [], 0);
          if (tool === undefined) r.tools = [{ name: 'sinifli', parameters: new Schema() }];
          else tool.parameters = Object.assign(new Schema(), { description: 'şema' });
          return true;
        }
      }
      return fallback();
    case 'replaced-by-copy':
      if (chunk === undefined) return fallback();
      r.chunks![e.at % chunks.length] = { ...(chunk as unknown as NonNullable<Request['chunks']>[number]) };
      return true;
    case 'accessor': {
      if (chunk === undefined) return fallback();
      // Another valid text each time, so that the edit itself is seen.
      const text = `${chunk.text as string} (okundu)`;
      // A setter makes it a value again, so that a later edit of the text works as on any chunk.
      const set = (value: unknown): void => void Object.defineProperty(chunk, 'text', { value, enumerable: true, writable: true, configurable: true });
      if (e.target === 'text-getter') Object.defineProperty(chunk, 'text', { get: () => text, set, enumerable: true, configurable: true });
      else if (e.target === 'text-hidden') Object.defineProperty(chunk, 'text', { value: text, enumerable: false, writable: true, configurable: true });
      else {
        const copy = { ...chunk };
        Object.defineProperty(r.chunks, e.at % chunks.length, { get: () => copy, enumerable: true, configurable: true });
      }
      return true;
    }
  }
}

/**
 * A fresh copy of `value`, written here (no `core/` helper, not
 * `structuredClone`, which drops prototypes and holes' distinction): every
 * object and array new, with its prototype, holes and every own property
 * (getters kept as getters) as they are.
 */
export function freshCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const out: object = Array.isArray(value) ? new Array<unknown>(value.length) : {};
  Object.setPrototypeOf(out, Object.getPrototypeOf(value) as object | null);
  for (const key of Reflect.ownKeys(value)) {
    if (Array.isArray(value) && key === 'length') continue;
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
    if ('value' in descriptor) descriptor.value = freshCopy(descriptor.value);
    Object.defineProperty(out, key, descriptor);
  }
  return out;
}

/**
 * True when the memo may remember `value`: every object in it an array of
 * `Array` or another of `Object` or of no prototype, and every own key of
 * such another enumerable (a getter too: it is read again on every call;
 * an array's elements are read by index, whatever their kind).
 */
function rememberable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) return proto === Array.prototype && Array.from(value).every(rememberable);
  if (proto !== Object.prototype && proto !== null) return false;
  const names = Object.getOwnPropertyNames(value);
  if (names.some((name) => !Object.prototype.propertyIsEnumerable.call(value, name))) return false;
  return names.every((name) => rememberable((value as Record<string, unknown>)[name]));
}

/** The answer or the refusal (its code, path and message), as a fresh call is compared with. */
function outcome(run: () => unknown): unknown {
  try {
    return { ok: run() };
  } catch (error) {
    if (!isBaglamError(error)) return { threw: String(error) };
    return { code: error.code, path: (error as { path?: unknown }).path, message: error.message };
  }
}

/** Every edit on its own, on the last element of a list (119 is the last of any list of up to 6 less one: 119 % n = n − 1), and two together. */
const TOUR: ValidationEdit[][] = [
  ...(['score', 'chunk-text', 'question', 'rule-text', 'schema-number', 'turn-content', 'example-id'] as const).map((target) => [{ kind: 'leaf-invalid' as const, target, at: 119 }]),
  ...(['score', 'chunk-text', 'question', 'rule-text', 'turn-content'] as const).map((target) => [{ kind: 'leaf-valid' as const, target, at: 119 }]),
  ...(['chunks', 'chunks-duplicate-id', 'history', 'rules'] as const).map((target) => [{ kind: 'grown' as const, target }]),
  ...(['chunks', 'history', 'rules'] as const).map((target) => [{ kind: 'shrunk' as const, target }]),
  ...(['chunks', 'rules', 'chunks-length', 'schema-enum'] as const).map((target) => [{ kind: 'hole' as const, target, at: 119 }]),
  ...(['chunk-extra', 'chunk-source', 'turn-extra', 'tool-extra'] as const).map((target) => [{ kind: 'key-added' as const, target }]),
  ...(['chunk-score', 'chunk-source', 'summary', 'turn-content'] as const).map((target) => [{ kind: 'key-removed' as const, target }]),
  [{ kind: 'key-renamed', at: 119 }],
  ...[60, 65, 90].map((levels) => [{ kind: 'deepened' as const, levels, leaf: 'text' as const }]),
  [{ kind: 'deepened', levels: 64, leaf: 'empty' }],
  ...(['chunk-getter', 'chunk-class', 'chunks-subclass', 'chunk-null', 'tool-schema-class'] as const).map((target) => [{ kind: 'prototype' as const, target, at: 119 }]),
  [{ kind: 'replaced-by-copy', at: 119 }],
  ...(['text-getter', 'text-hidden', 'element-getter'] as const).map((target) => [{ kind: 'accessor' as const, target, at: 119 }]),
  // A fixed part the fixed-part memo cannot copy (a schema of a class), then made invalid: only validation refuses it.
  [{ kind: 'prototype', target: 'tool-schema-class', at: 0 }, { kind: 'leaf-invalid', target: 'rule-text', at: 0 }],
];

/**
 * A generated request with something in every list an edit acts on (two
 * chunks, a rule, two examples, a tool, a turn, a summary), its chunks the
 * last key or not: an edit at the very end of what the memo walks has no
 * later value to make the walk fail by chance.
 */
function withEverything(generated: Request, chunksLast: boolean): Request {
  const r = freshCopy(generated) as Request;
  const chunks = r.chunks ?? [];
  delete r.chunks;
  for (let i = chunks.length; i < 2; i++) chunks.push({ id: `tur-parca-${i}`, text: `Parça ${i}.`, score: 0.5, source: 'kb/tur.md' });
  if ((r.rules ?? []).length === 0) r.rules = [{ id: 'tur-kural', text: 'Kısa yaz.' }];
  r.examples ??= [];
  for (let i = r.examples.length; i < 2; i++) r.examples.push({ id: `tur-ornek-${i}`, text: `Örnek ${i}.` });
  if ((r.tools ?? []).length === 0) r.tools = [{ name: 'tur_araci', parameters: { type: 'object' } }];
  if ((r.history ?? []).length === 0) r.history = [{ role: 'user', content: 'Merhaba.' }];
  r.summary ??= 'Önceki konuşma.';
  if (chunksLast) {
    r.chunks = chunks;
  } else {
    const rest = { ...r };
    for (const key of Object.keys(r)) delete (r as unknown as Record<string, unknown>)[key];
    Object.assign(r, { chunks }, rest);
  }
  return r;
}

/**
 * The validation memo changes speed only: the same request object, called
 * twice (it is remembered from its second call on) and then edited in place
 * between calls — a leaf made invalid or changed, a list grown or shrunk, a
 * hole punched, a key added, removed or renamed with its value kept, a
 * schema nested past the documented 64 levels (and past 80), a prototype
 * swapped for a class (one whose prototype answers a field by name), an
 * `Array` subclass or none, an element replaced by an equal copy, a text
 * made a getter or not enumerable, a list element made a getter — gets on
 * every call exactly what a fresh copy of it (made here, prototypes and
 * holes kept) gets from a new cache: the same answer, or the same refusal
 * naming the same field, the one `validateRequest` gives the copy (a new
 * cache goes through the same memos, validation alone does not); what
 * `validateRequest` accepts is never refused as invalid input. And it is remembered as the cache's counts say:
 * the third call of an unchanged request is a validation hit, the call
 * after an edit a miss (but for a prototype set to none, which validation
 * cannot see), and the same call once more a hit exactly when the request
 * was accepted and holds only plain objects and arrays whose keys are
 * all enumerable. Every edit is made
 * on its own on a request of its own (chunks last and not), then the
 * generated ones in a row on one request.
 */
export function propertyValidationSeesEdits(impl: Implementation): fc.IPropertyWithHooks<[ProfileShape, Request, ValidationEdit[]]> {
  const requests = request({ maxChunks: 3, maxEpisodes: 2, long: false });
  return fc.property(profileShape(), requests, fc.array(validationEdit(), { minLength: 1, maxLength: 4 }), (shape, generated, edits) => {
    const profile = impl.resolveProfile({ ...shape, window: shape.output.answer + shape.output.reasoning + 100_000 });
    const accepted = (got: unknown): boolean => typeof got === 'object' && got !== null && 'ok' in got;
    const run = (req: Request, list: readonly ValidationEdit[], checkThird: boolean): void => {
      const cache = impl.newCache();
      const validations = (): { hits: number; misses: number } => cache.stats().validations;
      const call = (label: string, expectHit: boolean | undefined): unknown => {
        const before = validations();
        const got = outcome(() => impl.assemble(req, profile, { cache }));
        const after = validations();
        const fresh = outcome(() => impl.assemble(freshCopy(req) as Request, profile, { cache: impl.newCache() }));
        if (!isDeepStrictEqual(got, fresh)) {
          throw new Error(`${label}: ${JSON.stringify(got).slice(0, 400)}, a fresh copy gets ${JSON.stringify(fresh).slice(0, 400)}`);
        }
        // A new cache goes through the same memos: what validation alone says of a fresh copy decides acceptance.
        const verdict = outcome(() => impl.validateRequest(freshCopy(req)));
        if (accepted(verdict) ? !accepted(got) && (got as { code?: unknown }).code === 'INVALID_INPUT' : !isDeepStrictEqual(got, verdict)) {
          throw new Error(`${label}: ${JSON.stringify(got).slice(0, 300)}, where validateRequest on a fresh copy ${accepted(verdict) ? 'accepts it' : `refuses it: ${JSON.stringify(verdict)}`}`);
        }
        const hit = after.hits - before.hits === 1 && after.misses === before.misses;
        const miss = after.misses - before.misses === 1 && after.hits === before.hits;
        if (!hit && !miss) throw new Error(`${label}: validations went from ${JSON.stringify(before)} to ${JSON.stringify(after)}, not one hit or one miss`);
        if (expectHit !== undefined && hit !== expectHit) throw new Error(`${label}: a validation ${hit ? 'hit' : 'miss'}, expected a ${expectHit ? 'hit' : 'miss'}`);
        return got;
      };
      const first = call('a first call', false);
      call('a second call (now remembered)', false);
      if (checkThird) call('a third call, unchanged', accepted(first));
      const done: ValidationEdit[] = [];
      for (const e of list) {
        const visible = applyValidationEdit(req, e);
        done.push(e);
        const label = `after ${JSON.stringify(done)}`;
        const got = call(label, visible ? false : undefined);
        call(`${label}, called once more`, accepted(got) && rememberable(req));
      }
    };
    for (const chunksLast of [true, false]) {
      for (const list of TOUR) run(withEverything(generated, chunksLast), list, false);
    }
    run(freshCopy(generated) as Request, edits, true);
  });
}

/** Arrays and objects in turn, `levels` deep around a text: both of the ways down a walk takes. */
function nestedMixed(levels: number): unknown {
  let value: unknown = 'yaprak';
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { d: value };
  return value;
}

/** An object that holds itself, through an array: nested without end. */
function holdingItself(): unknown {
  const self: Record<string, unknown> = {};
  self.d = [self];
  return self;
}

/**
 * A getter may hand out a deeper object than the one validation read a
 * moment before: a tool schema whose key is a getter answering a text for
 * its first `n` reads and, from then on, a value nested past the
 * documented 64 levels (arrays and objects in turn, 64 levels around a
 * text, which puts the text one level past, or 100; or an object that
 * holds itself). The same request object is assembled four times with
 * one cache, for every `n` from 0 to 8 (so that some call's validation reads
 * the text and what the memo reads next is the deep object, whatever the
 * number of reads a call makes). Every call that begins once the getter
 * has handed out the deep object is refused with `INVALID_INPUT`: that is
 * what `validateRequest` says of the request as it then stands, and the
 * memo may not accept it from what it read before. The oracle is the
 * getter's own count of reads. The request is otherwise a bare question:
 * the rest is other properties' business.
 */
export function propertyValidationGetterDeepens(impl: Implementation): fc.IPropertyWithHooks<[ProfileShape, 'text-past' | 'deep' | 'cyclic']> {
  // The rest of the request does not matter to the memo's depth: a bare question, so that a case is cheap.
  const generated: Request = { question: 'Şema ne kadar derin?' };
  return fc.property(profileShape(), fc.constantFrom('text-past' as const, 'deep' as const, 'cyclic' as const), (shape, kind) => {
    const profile = impl.resolveProfile({ ...shape, window: shape.output.answer + shape.output.reasoning + 100_000 });
    // The schema is at depth 0 and the getter's value at 1: 64 levels put a text at 65, one past the limit.
    const deep = kind === 'cyclic' ? holdingItself() : nestedMixed(kind === 'deep' ? 100 : 64);
    for (let textReads = 0; textReads <= 8; textReads++) {
      const req = freshCopy(generated) as Request;
      let reads = 0;
      const schema = {
        type: 'object',
        get d(): unknown {
          reads++;
          return reads > textReads ? deep : 'yaprak';
        },
      };
      req.tools = [...(req.tools ?? []), { name: 'derinlesen', parameters: schema }];
      const cache = impl.newCache();
      for (let call = 1; call <= 4; call++) {
        const handedOut = reads > textReads;
        const got = outcome(() => impl.assemble(req, profile, { cache }));
        if (handedOut && (got as { code?: unknown }).code !== 'INVALID_INPUT') {
          throw new Error(
            `call ${call}, the getter having answered ${textReads} texts and then the deep object (read ${reads} times): ${JSON.stringify(got).slice(0, 300)}, not INVALID_INPUT`,
          );
        }
      }
    }
  });
}
