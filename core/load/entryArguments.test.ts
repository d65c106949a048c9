import { describe, expect, it } from 'vitest';
import { thrown } from '../../properties/test-helpers/thrown.js';
import { BaglamError } from '../errors.js';
import { decodeText } from './decodeText.js';
import { parseJsonLine } from './jsonLine.js';
import { maskedJsonError } from './jsonSource.js';
import { parseProfileYaml } from './profileYaml.js';
import { parseRequestJsonl } from './requestJsonl.js';
import { parseRequestYaml } from './requestYaml.js';
import { parseDataSource, parseYamlSource } from './yamlSource.js';

/**
 * The loaders' public functions called from plain JavaScript with a value of
 * another type than the one declared: each is refused as `INVALID_INPUT`
 * naming the argument, before anything reads it. Before these checks such a
 * value was read as whatever its methods answered: an object whose
 * `toString` gives one text and whose `charCodeAt` and `length` those of
 * another was parsed as the first and placed as the second; an array of
 * numbers or an object with a `length` was decoded byte by byte, and a
 * `Uint8Array` subclass was searched with its own `indexOf`. Every
 * expectation is written out by hand.
 */

function refusal(run: () => unknown): BaglamError {
  const error = thrown(run);
  expect(error).toBeInstanceOf(BaglamError);
  return error as BaglamError;
}

function expectRefused(run: () => unknown, path: (string | number)[], detail: string): void {
  const error = refusal(run);
  expect([error.code, error.path, error.source]).toEqual(['INVALID_INPUT', path, undefined]);
  expect(error.detail).toBe(detail);
}

/** A value that acts like a string: `JSON.parse` reads `{"a":1}` through its `toString`, the rest of it is `{"a":1,"a":2}`. */
function twoFacedLine(): unknown {
  const other = '{"a":1,"a":2}';
  return {
    toString: () => '{"a":1}',
    length: other.length,
    charCodeAt: (i: number) => other.charCodeAt(i),
    indexOf: (s: string, from?: number) => other.indexOf(s, from),
    slice: (a?: number, b?: number) => other.slice(a, b),
    trim: () => other.trim(),
  };
}

/** Calls a function as plain JavaScript may: with any values. */
const loose = <T>(fn: T): ((...args: unknown[]) => unknown) => fn as unknown as (...args: unknown[]) => unknown;

describe('the loaders refuse texts that are not strings', () => {
  const notStrings: [string, unknown, string][] = [
    ['a String object', new String('{}'), 'an object'],
    ['an object acting like a line', twoFacedLine(), 'an object'],
    ['a number', 7, 'a number'],
    ['nothing', undefined, 'nothing'],
    ['null', null, 'null'],
    ['an array of lines', ['{}'], 'an array'],
  ];

  it.each(notStrings)('parseJsonLine: %s as the line', (_name, line, kind) => {
    expectRefused(() => loose(parseJsonLine)(line, 'log.jsonl', 3), ['line'], `must be a string, got ${kind}`);
  });

  it.each(notStrings)('parseRequestJsonl: %s as the line', (_name, line, kind) => {
    expectRefused(() => loose(parseRequestJsonl)(line, 'log.jsonl', 3), ['line'], `must be a string, got ${kind}`);
  });

  it.each(notStrings)('parseDataSource, parseYamlSource, parseProfileYaml and parseRequestYaml: %s as the text', (_name, text, kind) => {
    for (const parse of [parseDataSource, parseYamlSource, parseProfileYaml, parseRequestYaml]) {
      expectRefused(() => loose(parse)(text, 'f.yaml'), ['text'], `must be a string, got ${kind}`);
    }
  });

  it.each(notStrings)('maskedJsonError: %s as the message', (_name, message, kind) => {
    expectRefused(() => loose(maskedJsonError)(message), ['message'], `must be a string, got ${kind}`);
  });

  it('a file name that is not a string is refused too, before the text is read', () => {
    expectRefused(() => loose(parseJsonLine)('{}', new String('log.jsonl'), 3), ['file'], 'must be a string, got an object');
    expectRefused(() => loose(parseDataSource)('a: 1', 42), ['file'], 'must be a string, got a number');
    expectRefused(() => loose(parseYamlSource)('a: 1', undefined), ['file'], 'must be a string, got nothing');
    expectRefused(() => loose(decodeText)(Uint8Array.of(0x61), ['f.txt']), ['file'], 'must be a string, got an array');
  });

  it('a line number is a whole number from 1', () => {
    for (const [lineNo, shown] of [[0, '0'], [-1, '-1'], [1.5, '1.5'], [Number.NaN, 'NaN'], [2 ** 53, String(2 ** 53)], ['3', 'a string']] as const) {
      expectRefused(() => loose(parseJsonLine)('{}', 'log.jsonl', lineNo), ['lineNo'], `must be a whole number from 1, got ${shown}`);
    }
    // The smallest and the largest whole numbers a position holds exactly are taken.
    expect(parseJsonLine('{}', 'log.jsonl', 1).value).toEqual({});
    const far = refusal(() => parseJsonLine('[1,', 'log.jsonl', 2 ** 53 - 1));
    expect(far.source).toEqual({ file: 'log.jsonl', line: 2 ** 53 - 1, col: 4 });
  });

  it('strings are read as before: the same line gives the same value and positions', () => {
    const { value, locate } = parseJsonLine('{"a": [1, {"b": 2}]}', 'log.jsonl', 4);
    expect(value).toEqual({ a: [1, { b: 2 }] });
    expect(locate(['a', 1, 'b'], 'value')).toEqual({ file: 'log.jsonl', line: 4, col: 17 });
    expect(maskedJsonError('Unexpected token \'x\', "xyz" is not valid JSON')).toBe("Unexpected token 'x'");
  });
});

describe('decodeText reads the bytes of a Uint8Array, whatever its class', () => {
  it.each<[string, unknown, string]>([
    ['an array of numbers', [0x61, 0x62], 'an array'],
    ['an empty array', [], 'an array'],
    ['a string', 'ab', 'a string'],
    ['an empty string', '', 'a string'],
    ['an object with a length and a subarray', { 0: 0xc3, 1: 0x80, length: 1, subarray: (s: number, e: number) => Uint8Array.of(0xc3).subarray(s, e) }, 'an object'],
    ['an object whose prototype is Uint8Array.prototype', Object.create(Uint8Array.prototype) as unknown, 'an object'],
    ['nothing', undefined, 'nothing'],
    ['a Uint16Array', Uint16Array.of(0x61), 'another kind of view'],
    ['a Uint8ClampedArray', Uint8ClampedArray.of(0x61), 'another kind of view'],
    ['a DataView', new DataView(new ArrayBuffer(2)), 'another kind of view'],
    ['an ArrayBuffer', new ArrayBuffer(2), 'an object'],
  ])('refuses %s', (_name, bytes, kind) => {
    expectRefused(() => loose(decodeText)(bytes, 'f.txt'), ['bytes'], `must be a Uint8Array (or a Buffer), got ${kind}`);
  });

  it('takes a Buffer as its bytes', () => {
    expect(decodeText(Buffer.from('a\nb: ç', 'utf8'), 'f.txt')).toBe('a\nb: ç');
  });

  it('reads only the bytes of its view, not the rest of the memory under it', () => {
    const memory = Uint8Array.of(0xff, 0x00, 0x61, 0x0a, 0x62, 0x00, 0xff);
    expect(decodeText(new Uint8Array(memory.buffer, 2, 3), 'f.txt')).toBe('a\nb');
    const bad = refusal(() => decodeText(new Uint8Array(memory.buffer, 2, 5), 'f.txt'));
    // Line 2 opens at the view's byte 2 ('b', then the NUL): the byte 0xFF after them is its third character.
    expect([bad.code, bad.source]).toEqual(['PARSE_ERROR', { file: 'f.txt', line: 2, col: 3 }]);
    expect(bad.detail).toContain('at byte offset 4');
  });

  /** A subclass whose own methods and indexes lie about the bytes. */
  class Lying extends Uint8Array {
    override indexOf(): number {
      return 1;
    }
    override subarray(): Uint8Array<ArrayBuffer> {
      return Uint8Array.of(0);
    }
    override every(): boolean {
      return false;
    }
  }

  it('does not ask a subclass for its bytes: its own indexOf, subarray and every are never called', () => {
    expect(decodeText(Lying.of(0x61, 0x0a, 0x62), 'f.txt')).toBe('a\nb');
    // A NUL and a bad byte are found where they are, as in a plain Uint8Array.
    const nul = refusal(() => decodeText(Lying.of(0x61, 0x0a, 0x62, 0x00), 'f.txt'));
    expect(nul.source).toEqual({ file: 'f.txt', line: 2, col: 2 });
    expect(nul.detail).toContain('a NUL byte at byte offset 3');
    const cut = refusal(() => decodeText(Lying.of(0x61, 0xc3), 'f.txt'));
    expect(cut.source).toEqual({ file: 'f.txt', line: 1, col: 2 });
    expect(cut.detail).toContain('invalid UTF-8: a character cut short at byte offset 1');
  });

  it('refuses options that are not an object, and positions that are not whole numbers', () => {
    const bytes = Uint8Array.of(0x61);
    expectRefused(() => loose(decodeText)(bytes, 'f.txt', 'line 2'), ['options'], 'must be an object of options or left out, got a string');
    for (const [line, shown] of [[0, '0'], [2.5, '2.5'], ['2', 'a string']] as const) {
      expectRefused(() => loose(decodeText)(bytes, 'f.txt', { line }), ['options', 'line'], `must be a whole number from 1, got ${shown}`);
    }
    for (const [byteOffset, shown] of [[-1, '-1'], [0.5, '0.5'], [null, 'null']] as const) {
      expectRefused(() => loose(decodeText)(bytes, 'f.txt', { byteOffset }), ['options', 'byteOffset'], `must be a whole number from 0, got ${shown}`);
    }
    // The bounds themselves are positions: line 1, byte offset 0.
    expect(decodeText(bytes, 'f.txt', { line: 1, byteOffset: 0 })).toBe('a');
  });

  it('reads each option once: a getter answering differently the second time changes nothing', () => {
    const reads = { line: 0, byteOffset: 0 };
    const answers = { line: [3, 1], byteOffset: [10, 0] };
    const options = {
      get line(): number {
        return answers.line[reads.line++]!;
      },
      get byteOffset(): number {
        return answers.byteOffset[reads.byteOffset++]!;
      },
    };
    const error = refusal(() => decodeText(Uint8Array.of(0x61, 0x00), 'log.jsonl', options));
    expect(reads).toEqual({ line: 1, byteOffset: 1 });
    // Line 3 at byte 10 of its file: the NUL is the line's second byte, byte 11 of the file.
    expect(error.source).toEqual({ file: 'log.jsonl', line: 3, col: 2 });
    expect(error.detail).toContain('at byte offset 11');
  });
});
