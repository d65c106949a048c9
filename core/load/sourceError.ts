import { BaglamError, type FieldPath, type SourcePosition } from '../errors.js';

/** Where a field of a parsed file is: its key (`at: 'key'`) or its value. */
export type Locate = (path: FieldPath, at: 'key' | 'value') => SourcePosition;

/** The detail every unknown-key error starts with, in `core/` and here. */
const UNKNOWN_KEY = 'unknown key';

/** The error a key nobody expects gets; the position then points at the key itself. */
export function unknownKey(path: FieldPath, expected: readonly string[]): BaglamError {
  return new BaglamError('INVALID_INPUT', `${UNKNOWN_KEY}; expected one of ${expected.join(', ')}`, path);
}

/**
 * Places a field error in the file it came from. An unknown key points at
 * the key (its value is not what is wrong); any other field error points at
 * the value. Errors that already carry a position, and anything that is not a
 * `BaglamError`, pass through unchanged.
 */
export function placeError(error: unknown, locate: Locate): unknown {
  if (!(error instanceof BaglamError) || error.source !== undefined) return error;
  const at = error.detail.startsWith(UNKNOWN_KEY) ? 'key' : 'value';
  return error.withSource(locate(error.path, at));
}

/** Runs `parse`, placing any field error it throws with `locate`. */
export function withSource<T>(parse: () => T, locate: Locate): T {
  try {
    return parse();
  } catch (error) {
    throw placeError(error, locate);
  }
}
