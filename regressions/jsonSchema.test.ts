import { describe, expect, it } from 'vitest';
import { checkSchema, validateJson } from './jsonSchema.js';

const incident = checkSchema(
  {
    type: 'object',
    required: ['severity', 'steps'],
    additionalProperties: false,
    properties: {
      severity: { enum: ['P1', 'P2', 'P3'] },
      steps: { type: 'array', items: { type: 'string' } },
      eta: { type: ['integer', 'null'] },
      score: { type: 'number' },
    },
  },
  [],
);

describe('validateJson', () => {
  it('accepts a conforming value', () => {
    expect(validateJson({ severity: 'P2', steps: ['df -h'], eta: null, score: 3 }, incident)).toEqual([]);
  });

  it('names every problem with its path', () => {
    expect(validateJson({ severity: 'P9', steps: ['ok', 3], extra: true }, incident)).toEqual([
      '$.severity: must be one of "P1", "P2", "P3", got "P9"',
      '$.steps[1]: must be string, got integer',
      '$: "extra" is not allowed',
    ]);
  });

  it('reports a missing required property and a wrong root type', () => {
    expect(validateJson({ severity: 'P1' }, incident)).toEqual(['$: "steps" is required']);
    expect(validateJson([1], incident)).toEqual(['$: must be object, got array']);
  });

  it('takes an integer as a number but not a fraction as an integer', () => {
    expect(validateJson(3, { type: 'number' })).toEqual([]);
    expect(validateJson(3.5, { type: 'integer' })).toEqual(['$: must be integer, got number']);
  });
});

describe('checkSchema', () => {
  it('refuses keywords outside the subset, naming the field', () => {
    expect(() => checkSchema({ type: 'object', properties: { a: { minLength: 1 } } }, ['schema'])).toThrow(
      expect.objectContaining({ code: 'PARSE_ERROR', path: ['schema', 'properties', 'a', 'minLength'] }),
    );
    expect(() => checkSchema({ type: 'text' }, [])).toThrow(expect.objectContaining({ path: ['type'] }));
  });
});
