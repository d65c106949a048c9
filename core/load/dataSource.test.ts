import { describe, expect, it } from 'vitest';
import { thrown } from '../../properties/test-helpers/thrown.js';
import { BaglamError } from '../errors.js';
import { parseJsonLine } from './jsonLine.js';
import { parseDataSource } from './yamlSource.js';

/** What a refused file or line says and where, written out by hand. */
function refusal(run: () => unknown): BaglamError {
  const error = thrown(run);
  expect(error).toBeInstanceOf(BaglamError);
  return error as BaglamError;
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

  it('places a field of a YAML 1.1 list of pairs (`!!pairs`: its items are pairs, not nodes of their own) in the file, never failing', () => {
    const text = '%YAML 1.1\n---\nquestion: Siparişim nerede?\nrules: !!pairs\n  - id: r1\n  - text: Be brief.\n';
    const { value, locate } = parseDataSource(text, 'r.yaml');
    expect(value).toEqual({ question: 'Siparişim nerede?', rules: [{ id: 'r1' }, { text: 'Be brief.' }] });
    for (const path of [['rules', 0], ['rules', 0, 'text'], ['rules', 1, 'text']]) {
      for (const where of ['key', 'value'] as const) expect(locate(path, where).file).toBe('r.yaml');
    }
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
    const cases: [string, string][] = [['{"a": "b", "b": 1, "b": 2}', '"b"'], ['[["x"], {"a": 1, "a": 2}]', '"a"'], ['{"a": [1], "b": 1, "b": 2}', '"b"'], ['\n{"b": 1,\n"b": 2}', '"b"'], ['{"k":":v","k":"w"}', '"k"'], ['{"k": ":v", "k": "w"}', '"k"']];
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

describe('parseDataSource: a YAML mapping given one field twice, however the keys are written', () => {
  // Each text's second key would overwrite the first once the mapping is an object; the field and both places are
  // written out by hand.
  it.each([
    ['a number and the same number quoted', '1: a\n"1": b\n', '1', 1, [2, 1]],
    ['true and "true"', 'x: 0\ntrue: a\n"true": b\n', 'true', 2, [3, 1]],
    ['.inf and "Infinity"', '.inf: a\n"Infinity": b\n', 'Infinity', 1, [2, 1]],
    ['a number in two notations', '0x10: a\n16: b\n', '16', 1, [2, 1]],
    ['a key given again through an alias', '&k a: 1\n*k : 2\n', 'a', 1, [2, 1]],
    ['an alias of a key set elsewhere, in a nested mapping', 'x: &k a\ny:\n  a: 1\n  *k : 2\n', 'a', 3, [4, 3]],
    ['the alias first', 'x: &k a\ny:\n  *k : 1\n  a: 2\n', 'a', 3, [4, 3]],
    ['a collection key written twice', '? [a]\n: 1\n? [a]\n: 2\n', '[ a ]', 1, [3, 3]],
    ['two empty keys (at the second one\'s own place, after its "?")', '? \n: 1\n? \n: 2\n', '', 1, [3, 3]],
    ['an empty key and an empty quoted one', ': 1\n"": 2\n', '', 1, [2, 1]],
    ['the same key in a flow mapping inside a list', 'l:\n  - {b: 1, "b": 2}\n', 'b', 2, [2, 12]],
    ['a key written alike after a collection key', '? [a]\n: 1\nundefined: 2\nundefined: 3\n', 'undefined', 3, [4, 1]],
  ] as const)('%s', (_name, text, field, firstLine, [line, col]) => {
    const error = refusal(() => parseDataSource(text, 'r.yaml'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.detail).toBe(`key ${JSON.stringify(field)} (first at line ${firstLine}) appears twice in one mapping; one of the two values would be silently lost`);
    expect(error.source).toEqual({ file: 'r.yaml', line, col });
  });

  it.each([
    ['keys that differ in case', 'a: 1\nA: 2\n', { a: 1, A: 2 }],
    ['a number and a text that is not its name', '1: a\n"1 ": b\n', { 1: 'a', '1 ': 'b' }],
    ['an empty key and the word null quoted', '~: a\n"null": b\n', { '': 'a', null: 'b' }],
    ['an alias as a value, and an anchored mapping given twice as a value', '&k a: 1\nb: *k\nm: &m {c: 1}\nn: *m\n', { a: 1, b: 'a', m: { c: 1 }, n: { c: 1 } }],
    ['the same key in two mappings', 'x:\n  a: 1\ny:\n  a: 2\n', { x: { a: 1 }, y: { a: 2 } }],
  ] as const)('keeps %s', (_name, text, value) => {
    expect(parseDataSource(text, 'r.yaml').value).toEqual(value);
  });
});

describe('parseDataSource: what YAML refuses, in its words and no more', () => {
  it('gives a syntax error in the parser\'s words alone, with its place as the position (no excerpt of the text)', () => {
    const error = refusal(() => parseDataSource('a:\n\t- b\n', 'r.yaml'));
    expect(error.detail).toBe('Tabs are not allowed as indentation');
    expect(error.source).toEqual({ file: 'r.yaml', line: 2, col: 1 });
  });

  it('refuses an implicit key longer than YAML 1.2 allows (1024 characters before its colon)', () => {
    const error = refusal(() => parseDataSource(`${'k'.repeat(1100)}: 1\n`, 'r.yaml'));
    expect(error.code).toBe('PARSE_ERROR');
    expect(error.detail).toBe('The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
    expect(parseDataSource(`${'k'.repeat(1000)}: 1\n`, 'r.yaml').value).toEqual({ ['k'.repeat(1000)]: 1 });
  });
});
