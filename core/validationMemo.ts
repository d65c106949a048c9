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
 * Only plain objects and arrays are remembered (an object with another
 * prototype could change what validation reads without changing a key), and
 * the walk stops at a depth validation itself refuses. A request is data:
 * a property made non-enumerable with `Object.defineProperty` after a call
 * is not seen by the walk (nor by `JSON.stringify` or `structuredClone`).
 */

const HOLE = Symbol('hole');
/** Tool schemas may nest 64 levels; the request adds a few around them. */
const MAX_DEPTH = 80;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

/** Appends the objects and leaves of `value` to `out`; false when it cannot be remembered safely. */
function flatten(value: unknown, out: unknown[], depth: number): boolean {
  if (typeof value !== 'object' || value === null) {
    out.push(value);
    return true;
  }
  if (depth > MAX_DEPTH || !isPlain(value)) return false;
  if (Array.isArray(value)) {
    out.push(value, value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) out.push(HOLE);
      else if (!flatten(value[i], out, depth + 1)) return false;
    }
    return true;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  out.push(value, keys.length);
  for (const key of keys) {
    out.push(key);
    if (!flatten(record[key], out, depth + 1)) return false;
  }
  return true;
}

/** Walks `value` against a remembered list; returns the position after it, or -1 at the first difference. */
function matches(value: unknown, leaves: readonly unknown[], at: number, depth: number): number {
  if (at >= leaves.length) return -1;
  if (typeof value !== 'object' || value === null) return leaves[at] === value ? at + 1 : -1;
  // The same object, still plain, with the same length.
  if (leaves[at] !== value || depth > MAX_DEPTH || !isPlain(value)) return -1;
  if (Array.isArray(value)) {
    if (leaves[at + 1] !== value.length) return -1;
    at += 2;
    for (let i = 0; i < value.length && at >= 0; i++) {
      if (!(i in value)) at = leaves[at] === HOLE ? at + 1 : -1;
      else at = matches(value[i], leaves, at, depth + 1);
    }
    return at;
  }
  const record = value as Record<string, unknown>;
  const size = leaves[at + 1] as number;
  at += 2;
  // `for…in` rather than `Object.keys`: no array per object on the warm path.
  // It also visits enumerable inherited keys, which `flatten` never recorded,
  // so such a key can only make the walk fail (full validation): never pass.
  let seen = 0;
  for (const key in record) {
    if (++seen > size || leaves[at] !== key) return -1;
    at = matches(record[key], leaves, at + 1, depth + 1);
    if (at < 0) return -1;
  }
  return seen === size ? at : -1;
}

export interface ValidatedRequest {
  request: Request;
  /**
   * Stands for the request as accepted: the same object on every call while
   * nothing in the request changed (the same objects holding the same
   * values), a new one after any change, `undefined` when the request could
   * not be remembered. Whatever is derived from the request can be
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
   * `validateRequest(input)`, with the version of what it accepted. With
   * `fixedParts`, a fixed part whose content was accepted before is not
   * checked again, and a new one is remembered there.
   */
  validate(input: unknown, fixedParts?: FixedPartMemo): ValidatedRequest {
    if (typeof input === 'object' && input !== null) {
      const leaves = this.#accepted.get(input);
      if (leaves !== undefined && matches(input, leaves, 0, 0) === leaves.length) {
        this.hits++;
        return { request: input as Request, version: leaves, fixed: undefined };
      }
    }
    this.misses++;
    let fixed = fixedParts !== undefined && typeof input === 'object' && input !== null ? fixedParts.find(input as Record<string, unknown>) : undefined;
    const request = fixed !== undefined ? validateRequestWithValidFixedPart(input) : validateRequest(input);
    fixed ??= fixedParts?.remember(request);
    // Most requests are built for one call (parsed from JSON, then packed):
    // flattening one costs a third of its validation and would never be used.
    // So a request is remembered from its second call on.
    if (!this.#seenOnce.has(request)) {
      this.#seenOnce.add(request);
      return { request, version: undefined, fixed };
    }
    const leaves: unknown[] = [];
    if (flatten(request, leaves, 0)) {
      this.#accepted.set(request, leaves);
      return { request, version: leaves, fixed };
    }
    this.#accepted.delete(request);
    return { request, version: undefined, fixed };
  }
}
