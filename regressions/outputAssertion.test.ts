import { describe, expect, it } from 'vitest';
import { BaglamError, createTokenizer, type FieldPath } from '../core/index.js';
import { checkOutput, readAssertion, type OutputAssertion } from './outputAssertion.js';
import { SpecReader } from './specReader.js';

// Positions are not under test here: every field sits at line = its depth.
const reader = new SpecReader((path: FieldPath) => ({ file: 's.suite.yaml', line: path.length, col: 1 }));
const read = (value: unknown): Promise<OutputAssertion> => readAssertion(value, ['a'], reader, '.');
const tokenizer = createTokenizer('o200k_base');
const output = (text: string, finishReason = 'stop'): { text: string; finishReason: string; usage: null } => ({ text, finishReason, usage: null });
const context = { caseId: 'c', requestId: 'r', sample: 0, payload: { text: 'x' } };
const facts = (text: string, finishReason: string) => ({
  answer: { text, finishReason, usage: null, model: null, recordedAt: null, recordedWith: 'test' }, askedModel: null, latencyChecked: false, prices: new Map(),
  grade: () => ({ kind: 'missing' as const, detail: 'no grade' }),
});
const run = async (spec: unknown, text: string, finish = 'stop'): Promise<{ pass: boolean; message: string }> =>
  checkOutput(await read(spec), output(text, finish), context, tokenizer, facts(text, finish));

describe('readAssertion', () => {
  it.each([
    [{}, ['a'], 'exactly one'],
    [{ contains: 'x', regex: 'y' }, ['a'], 'exactly one'],
    [{ regex: '(' }, ['a', 'regex'], 'not a valid regular expression'],
    [{ json: 'yes' }, ['a', 'json'], 'json: true'],
    [{ maxTokens: 0 }, ['a', 'maxTokens'], 'whole number'],
    [{ jsonSchema: { type: 'object', patternProperties: {} } }, ['a', 'jsonSchema', 'patternProperties'], 'supported subset'],
    [{ module: './no-such-module.mjs' }, ['a', 'module'], 'no assertion module'],
    [{ endsWith: 'x' }, ['a', 'endsWith'], 'unknown key'],
  ])('refuses %j at its field', async (spec, path, message) => {
    const error = (await read(spec).catch((e: unknown) => e)) as BaglamError;
    expect(error).toBeInstanceOf(BaglamError);
    expect(error.path).toEqual(path);
    expect(error.detail).toContain(message);
  });
});

describe('checkOutput', () => {
  it('contains, notContains, equals and regex', async () => {
    expect((await run({ contains: 'INC-4821' }, 'Kayıt INC-4821 açık.')).pass).toBe(true);
    expect((await run({ contains: 'INC-4821' }, 'Kayıt açık.')).pass).toBe(false);
    expect((await run({ notContains: 'Summary' }, 'Summary: x')).pass).toBe(false);
    expect((await run({ equals: 'evet' }, 'evet')).pass).toBe(true);
    expect((await run({ equals: 'evet' }, 'evet ')).pass).toBe(false);
    expect((await run({ regex: '^Özet: ' }, 'Özet: disk')).pass).toBe(true);
    expect((await run({ regex: '/^özet/i' }, 'ÖZET')).pass).toBe(true);
    expect((await run({ regex: '^Özet' }, 'Summary')).pass).toBe(false);
  });

  it('json and jsonSchema', async () => {
    expect((await run({ json: true }, '{"a": 1}')).pass).toBe(true);
    expect((await run({ json: true }, '```json\n{"a": 1}\n```')).pass).toBe(false);
    const schema = { jsonSchema: { type: 'object', required: ['a'] } };
    expect((await run(schema, '{"a": 1}')).pass).toBe(true);
    expect(await run(schema, '{"b": 1}')).toEqual({ pass: false, message: '$: "a" is required' });
  });

  it('maxTokens counts in the profile encoding, and finishReason catches a cut answer', async () => {
    expect((await run({ maxTokens: 3 }, 'bir iki')).pass).toBe(true);
    expect((await run({ maxTokens: 3 }, 'bir iki üç dört beş altı')).pass).toBe(false);
    expect(await run({ finishReason: 'stop' }, 'x', 'length')).toEqual({ pass: false, message: 'finish reason was length' });
  });
});
