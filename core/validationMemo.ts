import { validateRequest, type Request } from './request.js';

/**
 * `validateRequest`, skipped for a request object it already accepted and
 * that has not changed since.
 *
 * Validation reads every character of every text (lone surrogates), about a
 * megabyte for a 1 000-candidate request: more than everything else a warm
 * `assemble` does. So each accepted request is remembered as the flat list of
 * every key and value validation read (arrays and objects as a marker and a
 * length, strings and numbers as themselves). On the next call with the same
 * object the list is walked again and compared with `===`: an unchanged
 * string is the same string, so the walk costs a pointer comparison per
 * field, not a pass over the text. Any difference (an edited text, a pushed
 * chunk, a changed score) means full validation again. Validity is a function
 * of exactly those keys and values, so the answer is the same either way;
 * only speed depends on this.
 *
 * Only plain objects and arrays are remembered (an object with another
 * prototype could change what validation reads without changing a key), and
 * the walk stops at a depth validation itself refuses.
 */

const ARRAY = Symbol('array');
const OBJECT = Symbol('object');
const HOLE = Symbol('hole');
/** Tool schemas may nest 64 levels; the request adds a few around them. */
const MAX_DEPTH = 80;

const accepted = new WeakMap<object, unknown[]>();
const seenOnce = new WeakSet<object>();

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

/** Appends the leaves of `value` to `out`; false when it cannot be remembered safely. */
function flatten(value: unknown, out: unknown[], depth: number): boolean {
  if (typeof value !== 'object' || value === null) {
    out.push(value);
    return true;
  }
  if (depth > MAX_DEPTH || !isPlain(value)) return false;
  if (Array.isArray(value)) {
    out.push(ARRAY, value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) out.push(HOLE);
      else if (!flatten(value[i], out, depth + 1)) return false;
    }
    return true;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  out.push(OBJECT, keys.length);
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
  if (depth > MAX_DEPTH || !isPlain(value)) return -1;
  if (Array.isArray(value)) {
    if (leaves[at] !== ARRAY || leaves[at + 1] !== value.length) return -1;
    at += 2;
    for (let i = 0; i < value.length && at >= 0; i++) {
      if (!(i in value)) at = leaves[at] === HOLE ? at + 1 : -1;
      else at = matches(value[i], leaves, at, depth + 1);
    }
    return at;
  }
  const record = value as Record<string, unknown>;
  if (leaves[at] !== OBJECT) return -1;
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
   * Stands for the request's contents as accepted: the same object on every
   * call while nothing in the request changed, a new one after any change,
   * `undefined` when the request could not be remembered. Whatever is
   * derived from the request can be remembered against it.
   */
  version: object | undefined;
}

export function validateRequestOnce(input: unknown): ValidatedRequest {
  if (typeof input === 'object' && input !== null) {
    const leaves = accepted.get(input);
    if (leaves !== undefined && matches(input, leaves, 0, 0) === leaves.length) return { request: input as Request, version: leaves };
  }
  const request = validateRequest(input);
  // Most requests are built for one call (parsed from JSON, then packed):
  // flattening one costs a third of its validation and would never be used.
  // So a request is remembered from its second call on.
  if (!seenOnce.has(request)) {
    seenOnce.add(request);
    return { request, version: undefined };
  }
  const leaves: unknown[] = [];
  if (flatten(request, leaves, 0)) {
    accepted.set(request, leaves);
    return { request, version: leaves };
  }
  accepted.delete(request);
  return { request, version: undefined };
}
