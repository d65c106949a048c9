import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { settings } from '../../properties/test-helpers/expectProperty.js';
import type { FieldPath } from '../errors.js';
import { jsonSource, maskedJsonError } from './jsonSource.js';
import { parseDataSource, parseYamlSource } from './yamlSource.js';

/** Every path into a value, and a few that lead nowhere (a missing key, an index past the end). */
function paths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  const out: FieldPath[] = [prefix, [...prefix, 'missing'], [...prefix, 99]];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...prefix, key]));
  }
  return out;
}

/** JSON text of a value, laid out in one of the ways people and programs write it. */
const documents = fc
  .tuple(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }), fc.constantFrom(0, 1, 2, '\t'))
  .map(([value, indent]) => JSON.stringify(value, null, indent));

describe('jsonSource', () => {
  test('places every field where the YAML loader places it (key and value), found without it', () => {
    fc.assert(
      fc.property(documents, (text) => {
        const json = jsonSource(text, JSON.parse(text), 'f.json');
        const yaml = parseYamlSource(text, 'f.json');
        for (const path of paths(JSON.parse(text))) {
          for (const at of ['key', 'value'] as const) expect(json.locate(path, at), `${JSON.stringify(path)} ${at}`).toEqual(yaml.locate(path, at));
        }
      }),
      { seed: settings.seed, numRuns: 5 * settings.numRuns },
    );
  });

  test('refuses a key given twice in one object, at the second one; the same key in two objects is fine', () => {
    const text = '{\n  "a": {"x": 1},\n  "b": {"x": 2},\n  "a": 3\n}';
    expect(() => jsonSource(text, JSON.parse(text), 'f.json')).toThrow(
      expect.objectContaining({ code: 'PARSE_ERROR', source: { file: 'f.json', line: 4, col: 3 }, detail: expect.stringContaining('"a" is given twice') }),
    );
    // An escaped spelling is the same key.
    const escaped = '{"question": 1, "\\u0071uestion": 2}';
    expect(() => jsonSource(escaped, JSON.parse(escaped), 'f.json')).toThrow(/given twice/);
    const fine = '{"a": {"x": 1}, "b": {"x": "\\"x\\": 2"}}';
    expect(jsonSource(fine, JSON.parse(fine), 'f.json').value).toEqual({ a: { x: 1 }, b: { x: '"x": 2' } });
  });

  test('keeps __proto__ an own key, as the YAML loader does, so unknown-key checks see it', () => {
    const { value } = parseDataSource('{"__proto__": {"polluted": true}}', 'f.json');
    expect(Object.keys(value as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('goes to YAML for what is not JSON, and JSON.parse messages lose the text they quote', () => {
    expect(parseDataSource('{question: q}', 'f.yaml').value).toEqual({ question: 'q' });
    expect(parseDataSource('question: q', 'f.yaml').value).toEqual({ question: 'q' });
    // V8 quotes the start of the text, or (with "...") the part around the error.
    for (const text of ['sk-live-abcdefghijk', '{"a": sk-live-abcdefghijk}', `{"padding": "${'x'.repeat(40)}", "token": sk-live-abcdefghijk}`]) {
      let message = '';
      try {
        JSON.parse(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('sk-live');
      expect(maskedJsonError(message)).not.toContain('sk-live');
      expect(maskedJsonError(message)).toMatch(/^Unexpected token/);
    }
    expect(maskedJsonError('Expected \',\' or \'}\' after property value in JSON at position 11')).toBe('Expected \',\' or \'}\' after property value');
  });

  test('drops the line and column Node 21 and later write after the position, as it drops Node 20\'s bare position', () => {
    // package.json's engines admit Node 20 and later; from Node 21 V8 names the line and column too
    // (JSON.parse('{\n  "a": 1,\n  "b": 2,,\n}\n') on Node 24, and a twelve-line file's error on its last line).
    expect(maskedJsonError('Expected double-quoted property name in JSON at position 21 (line 3 column 10)')).toBe('Expected double-quoted property name');
    expect(maskedJsonError('Expected \',\' or \'}\' after property value in JSON at position 126 (line 12 column 13)')).toBe('Expected \',\' or \'}\' after property value');
  });
});
