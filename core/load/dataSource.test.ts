import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { parseJsonLine } from './jsonLine.js';
import { parseDataSource } from './yamlSource.js';

/** What a refused file or line says and where, written out by hand. */
function refusal(run: () => unknown): BaglamError {
  try {
    run();
  } catch (error) {
    if (error instanceof BaglamError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseDataSource: JSON read as JSON, the rest as YAML', () => {
  it.each([
    ['an object', '{"a": 1, "a": 2}', 1, 10],
    ['an array', '[{"a": 1, "a": 2}]', 1, 11],
    ['an object after blank lines', '\n\n  {"a": 1,\n "a": 2}', 4, 2],
  ])('refuses a key given twice in JSON (%s) in JSON\'s words, at the second key', (_name, text, line, col) => {
    const error = refusal(() => parseDataSource(text, 'r.json'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.path).toEqual([]);
    expect(error.detail).toContain('"a" is given twice in one object');
    expect(error.source).toEqual({ file: 'r.json', line, col });
  });

  it('refuses a key given twice in YAML in YAML\'s words, naming the line of the first one', () => {
    const error = refusal(() => parseDataSource('z: 0\na: 1\na: 2\n', 'r.yaml'));
    expect(error.detail).toContain('key "a" (first at line 2) appears twice in one mapping');
    expect(error.source).toEqual({ file: 'r.yaml', line: 3, col: 1 });
  });

  it('does not quote the text around a YAML syntax error', () => {
    const error = refusal(() => parseDataSource('token: "sk-live-abcdef\nb: 1\n', 'r.yaml'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.detail).not.toContain('sk-live');
  });

  it('names an unknown tag', () => {
    expect(refusal(() => parseDataSource('a: !foo bar\n', 'r.yaml')).detail).toMatch(/^unknown tag !foo: /);
  });
});

describe('parseJsonLine: what a refused line says', () => {
  it.each(['', '   ', '\t'])('an empty line (%j) is no JSON value, at its line', (line) => {
    const error = refusal(() => parseJsonLine(line, 'log.jsonl', 3));
    expect([error.code, error.path, error.detail]).toEqual(['PARSE_ERROR', [], 'an empty line is not a JSON value']);
    expect(error.source).toEqual({ file: 'log.jsonl', line: 3, col: 1 });
  });

  it.each([
    ['undefined', 'invalid JSON: not valid JSON'],
    ['u', 'invalid JSON: Unexpected token \'u\''],
    ['{"a":1', 'invalid JSON: Expected \',\' or \'}\' after property value'],
    [`{"padding": "${'x'.repeat(40)}", "token": sk-live-abcdefghijk}`, 'invalid JSON: Unexpected token \'s\''],
  ])('says what JSON.parse found in %j, without the text it quotes (its place says where)', (line, detail) => {
    expect(refusal(() => parseJsonLine(line, 'log.jsonl', 1)).detail).toBe(detail);
  });

  it('says invalid JSON, and where, without the text', () => {
    const error = refusal(() => parseJsonLine('{"key": sk-live-abcdef}', 'log.jsonl', 9));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.path).toEqual([]);
    expect(error.detail).toMatch(/^invalid JSON: \S/);
    expect(error.detail).not.toContain('sk-live');
    expect(error.source).toEqual({ file: 'log.jsonl', line: 9, col: 9 });
  });
});

describe('jsonSource: a key given twice, named', () => {
  it('quotes a key up to 40 characters, and cuts a longer one', () => {
    const key40 = 'k'.repeat(40);
    expect(refusal(() => parseJsonLine(`{"${key40}": 1, "${key40}": 2}`, 'log.jsonl', 1)).detail).toContain(`the key "${key40}" is given twice`);
    const key41 = 'k'.repeat(41);
    expect(refusal(() => parseJsonLine(`{"${key41}": 1, "${key41}": 2}`, 'log.jsonl', 1)).detail).toContain(`the key "${key40}…" is given twice`);
  });

  it('reads lines whose value is not an object', () => {
    expect(parseJsonLine('null', 'log.jsonl', 1).value).toBeNull();
    expect(parseJsonLine('[null, 1, "a", [], {}]', 'log.jsonl', 1).value).toEqual([null, 1, 'a', [], {}]);
    expect(parseJsonLine('"a:b"', 'log.jsonl', 1).value).toBe('a:b');
  });

  it('finds a key given twice inside a list, and in an object nested in lists', () => {
    expect(refusal(() => parseJsonLine('[{"a": 1, "a": 2}]', 'log.jsonl', 4)).source).toEqual({ file: 'log.jsonl', line: 4, col: 11 });
    expect(refusal(() => parseJsonLine('{"x": [[{"b": [1], "b": {}}]]}', 'log.jsonl', 4)).source).toEqual({ file: 'log.jsonl', line: 4, col: 20 });
  });
});

describe('parseDataSource: where a YAML field is', () => {
  const at = (text: string, path: (string | number)[], where: 'key' | 'value' = 'value'): [number, number] => {
    const { line, col } = parseDataSource(text, 'r.yaml').locate(path, where);
    return [line, col];
  };

  it('follows an alias to the block it names', () => {
    expect(at('base: &b {x: 1}\nuse: *b\n', ['use', 'x'])).toEqual([1, 14]);
  });

  it('points at the key of a field without a value, and at a mapping lacking a key', () => {
    expect(at('z: 1\n? a\n', ['a'])).toEqual([2, 3]);
    expect(at('z: 1\n? a\n', ['a', 'b'])).toEqual([2, 3]);
    expect(at('z: 1\na:\n  b: 2\n', ['a', 'c'])).toEqual([3, 3]);
  });

  it('stops at the end of the path, whatever keys the value has', () => {
    expect(at('a:\n  undefined: 1\n', ['a'])).toEqual([2, 3]);
  });

  it('reads a key as a key, not as an index, in a list', () => {
    expect(at('list: [a, b]\n', ['list', '0'])).toEqual([1, 7]);
    expect(at('list: [a, b]\n', ['list', 1])).toEqual([1, 11]);
  });
});

describe('parseDataSource: where a JSON field is', () => {
  /** Line and column (1-based, in UTF-16 units) of `text`'s offset, counted here by hand. */
  const place = (text: string, offset: number): [number, number] => {
    const before = text.slice(0, offset).split('\n');
    return [before.length, before.at(-1)!.length + 1];
  };
  const at = (text: string, path: (string | number)[], where: 'key' | 'value' = 'value'): [number, number] => {
    const { line, col } = parseDataSource(text, 'r.json').locate(path, where);
    return [line, col];
  };

  it('reads CRLF line ends and tabs as JSON whitespace', () => {
    const text = '{\r\n\t"a": 1,\r\n\t"b"\t:\r\n\t[true]\r\n}';
    expect(at(text, ['b'])).toEqual(place(text, text.indexOf('[true]')));
    expect(at(text, ['b'], 'key')).toEqual(place(text, text.indexOf('"b"')));
  });

  it('does not run out of a nested object or list into its parent when a key or index is missing', () => {
    const object = '{"o": {"a": 1}, "b": 2}';
    expect(at(object, ['o', 'b'])).toEqual(place(object, object.indexOf('{"a"')));
    const list = '[[1], 2]';
    expect(at(list, [0, 1])).toEqual(place(list, 1));
    const empty = '{"a": []}';
    expect(at(empty, ['a', 0])).toEqual(place(empty, empty.indexOf('[')));
  });

  it('stops at the end of the path, and reads a number as a key in an object', () => {
    const text = '{"a": {"undefined": 1}, "0": 5}';
    expect(at(text, ['a'])).toEqual(place(text, text.indexOf('{"undefined"')));
    expect(at(text, [0])).toEqual(place(text, text.indexOf('5')));
  });

  it('refuses a key given twice at the second one, whatever strings and lists come before', () => {
    const cases: [string, string][] = [['{"a": "b", "b": 1, "b": 2}', '"b"'], ['[["x"], {"a": 1, "a": 2}]', '"a"'], ['{"a": [1], "b": 1, "b": 2}', '"b"'], ['\n{"b": 1,\n"b": 2}', '"b"']];
    for (const [text, key] of cases) {
      const [line, col] = place(text, text.lastIndexOf(key));
      expect(refusal(() => parseDataSource(text, 'r.json')).source, text).toEqual({ file: 'r.json', line, col });
    }
  });
});

describe('parseDataSource: aliases', () => {
  it('names an alias used before its anchor, and points at that alias, not an earlier one', () => {
    const error = refusal(() => parseDataSource('b: &x 1\nc: *x\na: *base\nbase: &base 2\n', 'r.yaml'));
    expect(error.detail).toBe('alias *base is used before its anchor &base is set');
    expect(error.source).toEqual({ file: 'r.yaml', line: 3, col: 4 });
  });
});
