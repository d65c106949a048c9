/** A plain object (not null, not an array): what a YAML mapping or JSON object becomes. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short description of a value for an error message ("got an array", "got null", "got 3"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    // Cut by code points: a cut pair would put a lone surrogate into the message itself.
    const points = Array.from(value);
    return JSON.stringify(points.length > 40 ? `${points.slice(0, 40).join('')}…` : value);
  }
  return typeof value === 'object' ? 'an object' : typeof value;
}
