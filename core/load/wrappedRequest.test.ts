import { describe, expect, it } from 'vitest';
import { BaglamError } from '../errors.js';
import { convertUnderRequest, toWrappedRequest } from './wrappedRequest.js';
import { thrown } from '../../properties/test-helpers/thrown.js';

describe('a wrapped request: errors', () => {
  it('names a field error under request, where it sits in the file', () => {
    expect(() => toWrappedRequest({ request: { question: 'q', histroy: [] }, response: {} })).toThrow(expect.objectContaining({ path: ['request', 'histroy'] }));
  });

  it('passes an error that already has its position, or is not baglam\'s, through unchanged', () => {
    const placed = new BaglamError('INVALID_INPUT', 'must not be empty', ['question'], { file: 'a.jsonl', line: 3, col: 14 });
    expect(thrown(() => convertUnderRequest({}, () => { throw placed; }))).toBe(placed);
    const boom = new Error('okunamadı');
    const chunk = { id: 'c', get text(): string { throw boom; } };
    expect(thrown(() => toWrappedRequest({ request: { question: 'q', chunks: [chunk] } }))).toBe(boom);
  });
});
