import { BaglamError, type FieldPath, type SourcePosition } from '../core/index.js';
import { describeType, describeValue, isRecord } from '../core/load/describeValue.js';
import type { Locate } from '../core/load/sourceError.js';

/** A `Locate` for a value that sits under `prefix` in the suite (an inline profile or request). */
export function placedUnder(locate: Locate, prefix: FieldPath): Locate {
  return (path, at) => locate([...prefix, ...path], at);
}

/**
 * Reads a parsed suite (plain values from YAML) field by field. Every check
 * that fails throws a `PARSE_ERROR` placed at the `file:line:col` of the
 * field: an unknown key at the key, anything else at the value.
 */
export class SpecReader {
  constructor(private readonly locateField: Locate) {}

  at(path: FieldPath, where: 'key' | 'value' = 'value'): SourcePosition {
    return this.locateField(path, where);
  }

  fail(path: FieldPath, detail: string, where: 'key' | 'value' = 'value'): never {
    throw new BaglamError('PARSE_ERROR', detail, path, this.at(path, where));
  }

  /** A mapping with only `allowed` keys; `required` ones must be there. */
  record(value: unknown, path: FieldPath, allowed: readonly string[], required: readonly string[] = []): Record<string, unknown> {
    if (!isRecord(value)) this.fail(path, `must be a mapping, got ${describeType(value)}`);
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) this.fail([...path, key], `unknown key "${key}"; expected one of ${allowed.join(', ')}`, 'key');
    }
    for (const key of required) {
      if (value[key] === undefined) this.fail(path, `"${key}" is required`);
    }
    return value;
  }

  string(value: unknown, path: FieldPath): string {
    if (typeof value !== 'string' || value.trim() === '') this.fail(path, `must be a non-empty string, got ${describeValue(value)}`);
    return value;
  }

  optionalString(value: unknown, path: FieldPath): string | null {
    return value === undefined ? null : this.string(value, path);
  }

  /** A string or a list of strings (a single value reads better in YAML when there is one). */
  strings(value: unknown, path: FieldPath): { value: string; path: FieldPath }[] {
    if (typeof value === 'string') return [{ value: this.string(value, path), path }];
    const items = this.list(value, path);
    if (items.length === 0) this.fail(path, 'must name at least one value');
    return items.map((item, i) => ({ value: this.string(item, [...path, i]), path: [...path, i] }));
  }

  list(value: unknown, path: FieldPath): unknown[] {
    if (!Array.isArray(value)) this.fail(path, `must be a list, got ${describeType(value)}`);
    return value;
  }

  boolean(value: unknown, path: FieldPath): boolean {
    if (typeof value !== 'boolean') this.fail(path, `must be true or false, got ${describeValue(value)}`);
    return value;
  }

  number(value: unknown, path: FieldPath, min: number, max: number, integer: boolean): number {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
      this.fail(path, `must be a ${integer ? 'whole ' : ''}number from ${min} to ${max}, got ${describeValue(value)}`);
    }
    return value;
  }
}
