import { describe, expect, it } from 'vitest';
import { BaglamError, createTokenizer, type FieldPath } from '../core/index.js';
import type { RecordedAnswer } from '../providers/index.js';
import { priceOf, readPrices, type AnswerFacts, type CheckOutcome, type GradeOutcome } from './answerAssertions.js';
import { gradePasses, parseGrade } from './grading.js';
import { checkOutput, readAssertion, type OutputAssertion } from './outputAssertion.js';
import { SpecReader } from './specReader.js';

// Positions are not under test here: every field sits at line = its depth.
const reader = new SpecReader((path: FieldPath) => ({ file: 's.suite.yaml', line: path.length, col: 1 }));
const read = (value: unknown): Promise<OutputAssertion> => readAssertion(value, ['a'], reader, '.');
const tokenizer = createTokenizer('o200k_base');
const context = { caseId: 'c', requestId: 'r', sample: 0, payload: { text: 'x' } };

function recorded(text: string, extra: Partial<RecordedAnswer> = {}): RecordedAnswer {
  return { text, finishReason: 'stop', usage: null, model: null, recordedAt: null, recordedWith: 'test', ...extra };
}

function facts(answer: RecordedAnswer, over: Partial<AnswerFacts> = {}): AnswerFacts {
  return {
    answer, askedModel: 'gpt-4o-mini', latencyChecked: false, prices: new Map(),
    grade: () => ({ kind: 'missing', detail: 'no grade recorded' }), ...over,
  };
}

async function run(spec: unknown, answer: RecordedAnswer | string, over: Partial<AnswerFacts> = {}): Promise<CheckOutcome> {
  const a = typeof answer === 'string' ? recorded(answer) : answer;
  return checkOutput(await read(spec), { text: a.text, finishReason: a.finishReason, usage: a.usage }, context, tokenizer, facts(a, over));
}

describe('text assertions beyond contains', () => {
  it('icontains folds case the same on every machine, the Turkish i\'s included', async () => {
    expect((await run({ icontains: 'istanbul' }, 'Ofis İSTANBUL\'da.')).pass).toBe(true);
    expect((await run({ icontains: 'ISPARTA' }, 'ısparta')).pass).toBe(true);
    expect((await run({ icontains: 'Refund' }, 'no REFUNDS here')).pass).toBe(true);
    expect((await run({ icontains: 'refund' }, 'a reimbursement')).pass).toBe(false);
  });

  it('containsAny needs one, containsAll needs every one, and says which are missing', async () => {
    expect((await run({ containsAny: ['48 hours', 'two working days'] }, 'within two working days')).pass).toBe(true);
    expect((await run({ containsAny: ['48 hours', 'two working days'] }, 'soon')).pass).toBe(false);
    expect((await run({ containsAll: ['Seats', 'Add seat'] }, 'Seats → Add seat')).pass).toBe(true);
    const r = await run({ containsAll: ['Seats', 'Add seat', 'billed'] }, 'Seats → Add seat');
    expect(r.pass).toBe(false);
    expect(r.message).toContain('"billed"');
    expect(r.message).not.toContain('"Seats"');
    expect((await run({ icontainsAll: ['seats', 'ADD SEAT'] }, 'Seats → Add seat')).pass).toBe(true);
    // Case matters without the i.
    expect((await run({ containsAll: ['seats'] }, 'Seats')).pass).toBe(false);
  });

  it('startsWith is the very start, not a word somewhere', async () => {
    expect((await run({ startsWith: 'Billing' }, 'Billing reviews refunds.')).pass).toBe(true);
    expect((await run({ startsWith: 'Billing' }, ' Billing reviews refunds.')).pass).toBe(false);
    expect((await run({ startsWith: 'Billing' }, 'Our Billing team')).pass).toBe(false);
  });

  it('not: wraps any assertion and inverts its outcome', async () => {
    expect((await run({ not: { contains: 'as an AI' } }, 'Sure.')).pass).toBe(true);
    expect((await run({ not: { contains: 'as an AI' } }, 'as an AI model')).pass).toBe(false);
    expect((await run({ not: { json: true } }, '{"a":1}')).pass).toBe(false);
    expect((await run({ not: { not: { startsWith: 'x' } } }, 'xyz')).pass).toBe(true);
    expect((await run({ not: { containsAny: ['a', 'b'] } }, 'ccc')).pass).toBe(true);
  });

  it('not: of a check that cannot be made is still not made, never a pass', async () => {
    const missing = await run({ not: { graded: 'Must say "x"' } }, 'y');
    expect(missing.unchecked?.kind).toBe('missing');
    expect(missing.pass).toBe(false);
    const latency = await run({ not: { latency: 10 } }, recorded('y', { latencyMs: 5000 }));
    expect(latency.unchecked?.kind).toBe('reported');
    expect(latency.pass).toBe(false);
  });
});

describe('latency', () => {
  it('is checked in live runs only; in replay it is reported with the recorded figure and is no pass', async () => {
    const fast = recorded('ok', { latencyMs: 120 });
    expect(await run({ latency: 500 }, fast, { latencyChecked: true })).toEqual({ pass: true, message: '' });
    expect((await run({ latency: 100 }, fast, { latencyChecked: true })).pass).toBe(false);
    const replayed = await run({ latency: 500 }, fast);
    expect(replayed.pass).toBe(false);
    expect(replayed.unchecked).toEqual({ kind: 'reported', note: expect.stringContaining('recorded 120 ms') });
    // A live answer without a measured latency cannot pass.
    expect((await run({ latency: 500 }, recorded('ok'), { latencyChecked: true })).pass).toBe(false);
  });
});

describe('cost', () => {
  const prices = readPrices({ 'gpt-4o-mini': { input: 0.15, output: 0.6 } }, ['prices'], reader);

  it('is usage × the price table, in US dollars per million tokens', async () => {
    // 2 000 × 0.15 + 1 000 × 0.6 = 900 per million → $0.0009.
    const answer = recorded('x', { usage: { promptTokens: 2000, completionTokens: 1000 }, model: 'gpt-4o-mini' });
    expect((await run({ cost: 0.0009 }, answer, { prices })).pass).toBe(true);
    expect((await run({ cost: 0.00089 }, answer, { prices })).pass).toBe(false);
    // Output tokens cost more than input ones: swapping them changes the price.
    const swapped = recorded('x', { usage: { promptTokens: 1000, completionTokens: 2000 }, model: 'gpt-4o-mini' });
    expect((await run({ cost: 0.0009 }, swapped, { prices })).pass).toBe(false);
  });

  it('prices a dated snapshot by its model, and fails when usage or a price is missing', async () => {
    expect(priceOf(prices, 'gpt-4o-mini-2024-07-18')).toEqual({ model: 'gpt-4o-mini', input: 0.15, output: 0.6 });
    expect(priceOf(prices, 'gpt-4o')).toBeNull();
    const noUsage = await run({ cost: 1 }, recorded('x', { model: 'gpt-4o-mini' }), { prices });
    expect(noUsage).toMatchObject({ pass: false, message: expect.stringContaining('no token usage') });
    const unpriced = await run({ cost: 1 }, recorded('x', { usage: { promptTokens: 1, completionTokens: 1 }, model: 'llama-3' }), { prices });
    expect(unpriced).toMatchObject({ pass: false, message: expect.stringContaining('no price for the model llama-3') });
  });
});

describe('graded', () => {
  it('passes on the recorded grade, and a missing grade is unchecked, never a pass', async () => {
    const said = (g: GradeOutcome) => ({ grade: () => g });
    expect((await run({ graded: 'polite' }, 'hi', said({ kind: 'graded', pass: true, detail: 'ok' }))).pass).toBe(true);
    expect((await run({ graded: 'polite' }, 'hi', said({ kind: 'graded', pass: false, detail: 'rude' }))).message).toBe('rude');
    const missing = await run({ graded: { rubric: 'polite', threshold: 0.5 } }, 'hi');
    expect(missing).toMatchObject({ pass: false, unchecked: { kind: 'missing' } });
  });

  it('reads the verdict out of prose and code fences, and a reply without one is no pass', () => {
    expect(parseGrade('Sure!\n```json\n{"reason": "cites it", "pass": true, "score": 0.9}\n```')).toEqual({ ok: true, pass: true, score: 0.9, reason: 'cites it' });
    expect(parseGrade('{"pass": "yes"}').ok).toBe(false);
    expect(parseGrade('I think it passes.').ok).toBe(false);
    expect(parseGrade('{"note": {"x": 1}} then {"pass": false}')).toMatchObject({ ok: true, pass: false });
  });

  it('with a threshold, the score decides; without a score it cannot pass', () => {
    const g = (pass: boolean, score: number | null) => ({ ok: true as const, pass, score, reason: '' });
    expect(gradePasses(g(false, 0.8), 0.7).pass).toBe(true);
    expect(gradePasses(g(true, 0.6), 0.7).pass).toBe(false);
    expect(gradePasses(g(true, null), 0.7).pass).toBe(false);
    expect(gradePasses(g(true, 0), null).pass).toBe(true);
  });
});

describe('reading the new kinds', () => {
  it.each([
    [{ containsAny: [] }, ['a', 'containsAny'], 'at least one'],
    [{ not: { nope: 1 } }, ['a', 'not', 'nope'], 'unknown key'],
    [{ not: {} }, ['a', 'not'], 'exactly one'],
    [{ latency: 0 }, ['a', 'latency'], ''],
    [{ cost: -1 }, ['a', 'cost'], ''],
    [{ graded: '  ' }, ['a', 'graded'], 'non-empty'],
    [{ graded: { rubric: 'x', threshold: 2 } }, ['a', 'graded', 'threshold'], ''],
  ])('refuses %j at its field', async (spec, path, message) => {
    const error = (await read(spec).catch((e: unknown) => e)) as BaglamError;
    expect(error).toBeInstanceOf(BaglamError);
    expect(error.path).toEqual(path);
    expect(error.detail).toContain(message);
  });
});
