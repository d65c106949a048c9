import { invalidInput, type FieldPath } from '../errors.js';
import { describeType } from './describeValue.js';

/**
 * The loaders' public functions take their arguments from plain JavaScript
 * too, where nothing checks a type: the same convention as
 * `core/argumentChecks.ts` (a wrong argument is an `INVALID_INPUT` whose
 * path names it, and a text is checked there with `checkText`), for the
 * numbers and bytes a file's reader is handed.
 */

/**
 * A line number (from 1) or a byte offset (from 0): a whole number a
 * position can hold; `path` names the argument or the option.
 */
export function checkWholeNumber(value: unknown, path: FieldPath, min: 0 | 1): number {
  // `Number.isSafeInteger` is false for anything that is not a number: no `typeof` test before it.
  if (!Number.isSafeInteger(value) || (value as number) < min) {
    throw invalidInput(path, `must be a whole number from ${min}, got ${typeof value === 'number' ? String(value) : describeType(value)}`);
  }
  return value as number;
}

/**
 * The typed arrays' own accessors, taken once: they read a view's internal
 * slots, whatever its class or prototype overrides. (`Buffer` and every other
 * subclass of `Uint8Array` may redefine `indexOf`, `subarray` or an index;
 * the decoder then reads the bytes, not what those answer.)
 */
const TYPED_ARRAY = Object.getPrototypeOf(Uint8Array.prototype) as object;
function intrinsicGetter(key: PropertyKey): (this: unknown) => unknown {
  return Object.getOwnPropertyDescriptor(TYPED_ARRAY, key)!.get! as (this: unknown) => unknown;
}
const kindOf = intrinsicGetter(Symbol.toStringTag);
const bufferOf = intrinsicGetter('buffer');
const offsetOf = intrinsicGetter('byteOffset');
const lengthOf = intrinsicGetter('byteLength');

/**
 * A file's bytes as a plain `Uint8Array` over the same memory (no copy):
 * a `Uint8Array` of any class (`Buffer` included); anything else, an array
 * of numbers or an object with a `length`, is refused rather than read
 * index by index.
 */
export function plainBytes(value: unknown, name: string): Uint8Array {
  // The tag's getter answers `undefined` for anything that is not a typed array, whatever it claims.
  if (kindOf.call(value) !== 'Uint8Array') {
    throw invalidInput([name], `must be a Uint8Array (or a Buffer), got ${ArrayBuffer.isView(value) ? 'another kind of view' : describeType(value)}`);
  }
  return new Uint8Array(bufferOf.call(value) as ArrayBuffer, offsetOf.call(value) as number, lengthOf.call(value) as number);
}
