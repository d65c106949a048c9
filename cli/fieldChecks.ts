import type { FieldPath } from '../core/index.js';
import { unknownKey } from '../core/load/sourceError.js';

/**
 * The two checks every file the CLI reads starts with (the gate's config,
 * report states and baselines, log lines): a mapping, and only the keys it
 * may have. Errors name the field; the loader places them at `file:line:col`.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Refuses the first key not in `allowed`, pointing at that key. */
export function checkKeys(value: Record<string, unknown>, allowed: readonly string[], path: FieldPath): void {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw unknownKey([...path, key], allowed);
}
