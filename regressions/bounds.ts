import type { FieldPath } from '../core/index.js';
import type { Bounds } from './suite.js';
import type { SpecReader } from './specReader.js';

/** `N` (exactly N) or `{min: A, max: B}` (either may be left out, not both). */
export function readBounds(value: unknown, path: FieldPath, reader: SpecReader, lowest = 0): Bounds {
  if (typeof value === 'number') {
    const n = reader.number(value, path, lowest, Number.MAX_SAFE_INTEGER, true);
    return { min: n, max: n };
  }
  const b = reader.record(value, path, ['min', 'max']);
  if (b.min === undefined && b.max === undefined) reader.fail(path, 'give min, max, or both (or one number for an exact value)');
  const min = b.min === undefined ? null : reader.number(b.min, [...path, 'min'], lowest, Number.MAX_SAFE_INTEGER, true);
  const max = b.max === undefined ? null : reader.number(b.max, [...path, 'max'], lowest, Number.MAX_SAFE_INTEGER, true);
  if (min !== null && max !== null && min > max) reader.fail(path, `min (${min}) is above max (${max})`);
  return { min, max };
}

export function withinBounds(value: number, bounds: Bounds): boolean {
  return (bounds.min === null || value >= bounds.min) && (bounds.max === null || value <= bounds.max);
}

export function formatBounds(bounds: Bounds): string {
  if (bounds.min !== null && bounds.min === bounds.max) return `= ${bounds.min}`;
  if (bounds.min !== null && bounds.max !== null) return `${bounds.min}…${bounds.max}`;
  return bounds.min !== null ? `≥ ${bounds.min}` : `≤ ${bounds.max}`;
}
