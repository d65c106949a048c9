import type { FixedPartMemo } from './fixedPartMemo.js';
import type { FixedPartUnits } from './renderedRequest.js';
import { validateRequest, validateRequestWithValidFixedPart, type Request } from './request.js';

/**
 * `validateRequest`, skipped for a request object it already accepted and
 * that has not changed since.
 *
 * Validation reads every character of every text (lone surrogates), about a
 * megabyte for a 1 000-candidate request: more than everything else a warm
 * `assemble` does. So each accepted request is remembered as the flat list of
 * every object it holds and every key and value validation read (an array or
 * object as itself and its length, strings and numbers as themselves). On the
 * next call with the same object the list is walked again and compared with
 * `===`: an unchanged string is the same string, so the walk costs a pointer
 * comparison per field, not a pass over the text. Any difference (an edited
 * text, a pushed chunk, a changed score, a turn replaced by an equal copy)
 * means full validation again. Validity is a function of exactly those keys
 * and values, so the answer is the same either way; only speed depends on
 * this.
 *
 * Objects are compared by identity, not only by content, because what is
 * derived from the request and remembered against its `version`
 * (`core/renderedRequest.ts` renders old turns only when a later call needs
 * them) reads the objects themselves: a turn replaced by an equal copy, and
 * the old object then edited, must not be what a later call renders.
 *
 * Only plain objects and arrays are matched (an object with another
 * prototype could change what validation reads without changing a key).
 * A request is data: one holding a key that is not enumerable is never
 * found again (its list holds `NEVER`); a property made non-enumerable with `Object.defineProperty`
 * after a call is not visited by the walk, which then counts one key
 * fewer: a difference. A getter is read again by every walk.
 */

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

/**
 * The deepest a value of an accepted request lies: the request (0), its
 * tools (1), a tool (2), its parameters (3), and 64 levels of JSON below
 * them (`checkJson` refuses any value at depth 65, a text as well as an
 * object). Nothing else in a request nests as deep.
 */
const MAX_DEPTH = 67;

/**
 * Stands in the list for an object that cannot be remembered: no request
 * holds it, so the walk, reaching that object's place, differs there and
 * the request is validated again.
 */
const NEVER: object = Object.freeze({});

/**
 * Appends the objects and leaves of `value` to `out`. What it reads
 * validation read a moment before (no holes, no deeper than validation
 * allows), but a getter may hand out another, deeper object now, even one
 * that holds itself: a value deeper than an accepted request can hold is
 * written as `NEVER`, and not read. So is an object with a key that is not
 * enumerable: validation reads such a field by name, while the walk visits
 * enumerable keys only and would miss an edit of it. (An array's elements
 * are read by index, whatever their kind.) Objects of another prototype
 * are recorded too: the walk never matches one (see `Walk`), so such a
 * request is validated on every call.
 */
function flatten(value: unknown, out: unknown[], depth: number): void {
  if (depth > MAX_DEPTH) {
    out.push(NEVER);
    return;
  }
  if (typeof value !== 'object' || value === null) {
    out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    out.push(value, value.length);
    for (let i = 0; i < value.length; i++) flatten(value[i], out, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (Object.getOwnPropertyNames(record).length !== keys.length) {
    out.push(NEVER);
    return;
  }
  out.push(value, keys.length);
  for (const key of keys) {
    out.push(key);
    flatten(record[key], out, depth + 1);
  }
}

/**
 * A walk of a value against a remembered list, from its start: `same`
 * is false at the first difference. Each object is first compared by
 * identity with the one remembered at its place, so the walk never goes
 * deeper than `flatten` went, and a matched walk reads exactly the list.
 * A hole (or a key a plain object has but `flatten` never recorded) reads
 * as a value no accepted request held there: a difference.
 */
class Walk {
  at = 0;
  constructor(readonly leaves: readonly unknown[]) {}

  same(value: unknown): boolean {
    const leaves = this.leaves;
    if (typeof value !== 'object' || value === null) return leaves[this.at++] === value;
    // The same object, still plain, with the same length.
    if (leaves[this.at] !== value || !isPlain(value)) return false;
    if (Array.isArray(value)) {
      if (leaves[this.at + 1] !== value.length) return false;
      this.at += 2;
      for (let i = 0; i < value.length; i++) if (!this.same(value[i])) return false;
      return true;
    }
    const record = value as Record<string, unknown>;
    const size = leaves[this.at + 1];
    this.at += 2;
    // `for…in` rather than `Object.keys`: no array per object on the warm path.
    // It also visits enumerable inherited keys, which `flatten` never recorded,
    // so such a key can only make the walk fail (full validation): never pass.
    let seen = 0;
    for (const key in record) {
      seen++;
      if (leaves[this.at++] !== key || !this.same(record[key])) return false;
    }
    return seen === size;
  }
}

export interface ValidatedRequest {
  request: Request;
  /**
   * Stands for the request as accepted: the same object on every call while
   * nothing in the request changed (the same objects holding the same
   * values), a new one after any change (or on every call of a request
   * holding an object of another prototype or a key that is not
   * enumerable), `undefined` on a request's first call (it is remembered
   * from its second). Whatever is derived from the request can be
   * remembered against it.
   */
  version: object | undefined;
  /**
   * The fixed part's renderings when validation took them from the
   * `FixedPartMemo` (or just gave it this fixed part); undefined when the
   * request itself was remembered.
   */
  fixed: FixedPartUnits | undefined;
}

/** The requests one `AssemblyCache` has accepted. */
export class ValidationMemo {
  /** What `AssemblyCache.stats()` reports. */
  hits = 0;
  misses = 0;
  readonly #accepted = new WeakMap<object, unknown[]>();
  readonly #seenOnce = new WeakSet<object>();

  /**
   * `validateRequest(input)`, with the version of what it accepted. A
   * fixed part whose content `fixedParts` accepted before is not checked
   * again, and a new one is remembered there.
   */
  validate(input: unknown, fixedParts: FixedPartMemo): ValidatedRequest {
    // A WeakMap answers undefined for a key that is no object.
    const known = this.#accepted.get(input as object);
    if (known !== undefined && new Walk(known).same(input)) {
      this.hits++;
      return { request: input as Request, version: known, fixed: undefined };
    }
    this.misses++;
    let fixed = typeof input === 'object' && input !== null ? fixedParts.find(input as Record<string, unknown>) : undefined;
    const request = fixed !== undefined ? validateRequestWithValidFixedPart(input) : validateRequest(input);
    fixed ??= fixedParts.remember(request);
    // Most requests are built for one call (parsed from JSON, then packed):
    // flattening one costs a third of its validation and would never be used.
    // So a request is remembered from its second call on.
    if (!this.#seenOnce.has(request)) {
      this.#seenOnce.add(request);
      return { request, version: undefined, fixed };
    }
    const leaves: unknown[] = [];
    flatten(request, leaves, 0);
    this.#accepted.set(request, leaves);
    return { request, version: leaves, fixed };
  }
}
