import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { settings } from '../../properties/test-helpers/expectProperty.js';
import { BaglamError } from '../errors.js';
import { jsonSyntaxErrorOffset, parseJsonLine } from './jsonLine.js';

/**
 * Text that is JSON, or nearly: a JSON text with one character taken out,
 * put in, replaced, or everything after it cut off. The characters put in
 * are the ones JSON's grammar turns on.
 */
const nearlyJson = fc
  .tuple(
    fc.json({ maxDepth: 3 }),
    fc.nat(),
    fc.constantFrom('delete', 'insert', 'replace', 'cut'),
    fc.constantFrom(...'{}[],:"\\ \tx1-.eE0tfnlu', '\u0001', '\u00a0'),
  )
  .map(([json, at, edit, c]) => {
    const p = at % (json.length + 1);
    if (edit === 'delete') return json.slice(0, p) + json.slice(p + 1);
    if (edit === 'insert') return json.slice(0, p) + c + json.slice(p);
    if (edit === 'replace') return json.slice(0, p) + c + json.slice(p + 1);
    return json.slice(0, p);
  });

/** `JSON.parse`'s error message for `text`, or undefined when it is JSON. */
function v8Error(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('jsonSyntaxErrorOffset', () => {
  test('stops where V8 stops: the position its message names, the character it quotes, or the end of the text', () => {
    let unnamed = 0;
    fc.assert(
      fc.property(nearlyJson, (text) => {
        const message = v8Error(text);
        const offset = jsonSyntaxErrorOffset(text);
        if (message === undefined) {
          expect(offset).toBe(-1);
          return;
        }
        const named = /at position (\d+)/.exec(message);
        const token = /^Unexpected token '(.)'/s.exec(message);
        if (named !== null) expect(offset, message).toBe(Number(named[1]));
        else if (token !== null) expect(text[offset], message).toBe(token[1]);
        else if (message === 'Unexpected end of JSON input') expect(offset, message).toBe(text.length);
        else throw new Error(`a message this test does not know: ${message}`);
        if (named === null) unnamed++;
      }),
      { seed: settings.seed, numRuns: 20 * settings.numRuns },
    );
    // The cases V8 names no position for are the ones the scan is for.
    expect(unnamed).toBeGreaterThan(settings.numRuns);
  });

  test('places the errors V8 names no position for', () => {
    expect(jsonSyntaxErrorOffset('{"question":}')).toBe(12);
    expect(jsonSyntaxErrorOffset('{"a":nulx}')).toBe(8);
    expect(jsonSyntaxErrorOffset('[1,]')).toBe(3);
    expect(jsonSyntaxErrorOffset('[,1]')).toBe(1);
    expect(jsonSyntaxErrorOffset('nan')).toBe(1);
    expect(jsonSyntaxErrorOffset('\ufeff{}')).toBe(0);
    expect(jsonSyntaxErrorOffset('{"a":')).toBe(5);
    expect(jsonSyntaxErrorOffset('[tr')).toBe(3);
    expect(jsonSyntaxErrorOffset('"\\')).toBe(2);
    expect(jsonSyntaxErrorOffset('')).toBe(0);
  });

  test('reads every escape JSON has, and places a bad or cut \\u escape', () => {
    expect(jsonSyntaxErrorOffset('"\\b\\f\\n\\r\\t\\/\\\\\\""')).toBe(-1);
    expect(jsonSyntaxErrorOffset('["\\u0041\\u00e9", "\\uFFFF"]')).toBe(-1);
    expect(jsonSyntaxErrorOffset('"\\u00G0"')).toBe(5);
    expect(jsonSyntaxErrorOffset('"\\u00')).toBe(5);
    expect(jsonSyntaxErrorOffset('["\\u00,1]')).toBe(6);
    expect(jsonSyntaxErrorOffset('"\\x"')).toBe(2);
    // In a key, where what follows the bad character must not be read as a value.
    expect(jsonSyntaxErrorOffset('{"\\u00-": 1}')).toBe(6);
    expect(jsonSyntaxErrorOffset('{"\\u00[": 1}')).toBe(6);
  });

  test('scans nesting deeper than the stack goes', () => {
    const depth = 200_000;
    expect(jsonSyntaxErrorOffset(`${'['.repeat(depth)}1${']'.repeat(depth)}`)).toBe(-1);
    expect(jsonSyntaxErrorOffset(`${'[{"a":'.repeat(depth)}}`)).toBe(6 * depth);
  });
});

describe('parseJsonLine: where a refused line is placed', () => {
  /** Where `parseJsonLine` places its refusal of `line`. */
  function placed(line: string): unknown {
    try {
      parseJsonLine(line, 'log.jsonl', 1);
    } catch (error) {
      if (error instanceof BaglamError) return error.source;
      throw error;
    }
    throw new Error('expected a refusal');
  }

  // V8 quotes a short line whole and names no position of its own
  // ("Unexpected token 'E', "Error at position 7" is not valid JSON"): the
  // column is the quoted character's, the first. Known miss: core/ reads the
  // position out of the quote, the line's own words, and says column 8.
  test.fails('a plain-text line that says "Error at position 7" is placed at its first character, where V8 stops (known miss)', () => {
    expect(placed('Error at position 7')).toEqual({ file: 'log.jsonl', line: 1, col: 1 });
  });
});
