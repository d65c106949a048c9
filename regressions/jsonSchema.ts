import { BaglamError, type FieldPath } from '../core/index.js';
import { describeValue, isRecord } from '../core/load/describeValue.js';

/**
 * The JSON Schema subset model answers are checked against. Enough for the
 * structured outputs products ask for, small enough to read in one sitting:
 *
 * - `type`: `object`, `array`, `string`, `number`, `integer`, `boolean`, `null`, or a list of them;
 * - `properties` (each a schema) and `required` (names);
 * - `additionalProperties: false` (no keys beyond `properties`);
 * - `items` (one schema for every element);
 * - `enum` (the value equals one of these, compared as JSON).
 *
 * Any other keyword is refused when the suite loads: a keyword silently
 * ignored would pass answers the author meant to fail.
 */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

const TYPES: readonly JsonType[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
const KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'description', 'title'];

function schemaError(path: FieldPath, detail: string, unknownKey = false): BaglamError {
  return new BaglamError('PARSE_ERROR', unknownKey ? `unknown key; ${detail}` : detail, path);
}

/** Checks that `schema` uses only the supported subset; errors name the schema field. */
export function checkSchema(schema: unknown, path: FieldPath): JsonSchema {
  if (!isRecord(schema)) throw schemaError(path, `a schema must be a mapping, got ${describeValue(schema)}`);
  for (const key of Object.keys(schema)) {
    if (!KEYWORDS.includes(key)) {
      throw schemaError([...path, key], `"${key}" is not in the supported subset (${KEYWORDS.join(', ')})`, true);
    }
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    types.forEach((t, i) => {
      if (!TYPES.includes(t as JsonType)) {
        throw schemaError(Array.isArray(schema.type) ? [...path, 'type', i] : [...path, 'type'], `must be one of ${TYPES.join(', ')}, got ${describeValue(t)}`);
      }
    });
  }
  if (schema.properties !== undefined) {
    if (!isRecord(schema.properties)) throw schemaError([...path, 'properties'], 'must be a mapping of schemas');
    for (const [name, sub] of Object.entries(schema.properties)) checkSchema(sub, [...path, 'properties', name]);
  }
  if (schema.required !== undefined && (!Array.isArray(schema.required) || !schema.required.every((r) => typeof r === 'string'))) {
    throw schemaError([...path, 'required'], 'must be a list of property names');
  }
  if (schema.additionalProperties !== undefined && typeof schema.additionalProperties !== 'boolean') {
    throw schemaError([...path, 'additionalProperties'], 'only true or false is supported');
  }
  if (schema.items !== undefined) checkSchema(schema.items, [...path, 'items']);
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0)) {
    throw schemaError([...path, 'enum'], 'must be a non-empty list');
  }
  return schema as JsonSchema;
}

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every way `value` breaks `schema`, as `$.path: problem` lines; empty when it conforms. */
export function validateJson(value: unknown, schema: JsonSchema, at = '$'): string[] {
  const problems: string[] = [];
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    // An integer is also a number.
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
      return [`${at}: must be ${allowed.join(' or ')}, got ${actual}`];
    }
  }
  if (schema.enum !== undefined && !schema.enum.some((option) => same(option, value))) {
    problems.push(`${at}: must be one of ${schema.enum.map((o) => JSON.stringify(o)).join(', ')}, got ${JSON.stringify(value)}`);
  }
  if (isRecord(value)) {
    for (const name of schema.required ?? []) if (!(name in value)) problems.push(`${at}: "${name}" is required`);
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      if (name in value) problems.push(...validateJson(value[name], sub, `${at}.${name}`));
    }
    if (schema.additionalProperties === false) {
      for (const name of Object.keys(value)) {
        if (!(name in (schema.properties ?? {}))) problems.push(`${at}: "${name}" is not allowed`);
      }
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    value.forEach((item, i) => problems.push(...validateJson(item, schema.items!, `${at}[${i}]`)));
  }
  return problems;
}
