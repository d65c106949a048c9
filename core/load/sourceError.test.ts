import { describe, expect, it } from 'vitest';
import { BaglamError, type FieldPath } from '../errors.js';
import { placeError, unknownKey, withSource, type Locate } from './sourceError.js';
import { thrown } from '../../properties/test-helpers/thrown.js';

/** A locate that says what it was asked: line 1 for a key, line 2 for a value, the path's length as the column. */
const locate: Locate = (path: FieldPath, at) => ({ file: 'f.yaml', line: at === 'key' ? 1 : 2, col: path.length + 1 });

describe('unknownKey', () => {
  it('names the key\'s path and the keys that are allowed', () => {
    const error = unknownKey(['output', 'reasonng'], ['answer', 'reasoning']);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.path).toEqual(['output', 'reasonng']);
    expect(error.detail).toBe('unknown key; expected one of answer, reasoning');
  });
});

describe('placeError', () => {
  it('points an unknown key at the key, any other field error at the value', () => {
    expect((placeError(unknownKey(['a', 'b'], ['c']), locate) as BaglamError).source).toEqual({ file: 'f.yaml', line: 1, col: 3 });
    const wrongType = new BaglamError('INVALID_INPUT', 'must be a number, got "x"', ['a', 'b', 'c']);
    const placed = placeError(wrongType, locate) as BaglamError;
    expect(placed.source).toEqual({ file: 'f.yaml', line: 2, col: 4 });
    expect([placed.code, placed.detail, placed.path]).toEqual(['INVALID_INPUT', 'must be a number, got "x"', ['a', 'b', 'c']]);
    // A detail that only mentions an unknown key further on is about a value.
    const mention = new BaglamError('INVALID_INPUT', 'must not be an unknown key', ['a']);
    expect((placeError(mention, locate) as BaglamError).source?.line).toBe(2);
  });

  it('asks a caller\'s locate for \'key\' or \'value\', nothing else (a reader of another format may test either)', () => {
    const asked: string[] = [];
    const byValue: Locate = (path, at) => {
      asked.push(at);
      return { file: 'log.jsonl', line: 3, col: at === 'value' ? 12 : 2 };
    };
    const wrongType = new BaglamError('INVALID_INPUT', 'must be a number, got "x"', ['request', 'budget']);
    expect((placeError(wrongType, byValue) as BaglamError).source).toEqual({ file: 'log.jsonl', line: 3, col: 12 });
    expect((placeError(unknownKey(['request', 'budjet'], ['budget']), byValue) as BaglamError).source).toEqual({ file: 'log.jsonl', line: 3, col: 2 });
    expect(asked).toEqual(['value', 'key']);
  });

  it('passes an error that already has a position, or is not baglam\'s, through unchanged', () => {
    const placed = new BaglamError('PARSE_ERROR', 'a tab', [], { file: 'g.yaml', line: 9, col: 9 });
    expect(placeError(placed, locate)).toBe(placed);
    const other = new TypeError('x');
    expect(placeError(other, locate)).toBe(other);
  });
});

describe('withSource', () => {
  it('returns what parse returns, and places what it throws', () => {
    expect(withSource(() => 42, locate)).toBe(42);
    const error = thrown(() => withSource(() => { throw unknownKey(['k'], ['j']); }, locate)) as BaglamError;
    expect(error.source).toEqual({ file: 'f.yaml', line: 1, col: 2 });
    const other = new RangeError('deep');
    expect(thrown(() => withSource(() => { throw other; }, locate))).toBe(other);
  });
});
