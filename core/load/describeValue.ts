/** A plain object (not null, not an array): what a YAML mapping or JSON object becomes. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Strings longer than this are described, not quoted, in error messages:
 * a wrong enum value ("bot", "o100k") is worth showing, but a long string
 * where a value was expected may be anything, a key or a password included,
 * and error messages end up in CI logs.
 */
const SHOWN_STRING = 24;

/** A short description of a value for an error message ("got an array", "got null", "got 3", "got \"bot\""). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const points = Array.from(value);
    // Cut by code points: a cut pair would put a lone surrogate into the message itself.
    if (points.length <= SHOWN_STRING && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return JSON.stringify(value);
    return `a string of ${points.length} characters`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeType(value);
}

/**
 * A value's kind alone ("a string", "an array"), for errors about a file's
 * or a field's shape: they must not print its content (a `.env` file passed
 * as a profile is one long string of secrets).
 */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'boolean') return 'true/false';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
