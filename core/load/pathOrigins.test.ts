import { describe, expect, it } from 'vitest';
import { PathOrigins } from './pathOrigins.js';

describe('PathOrigins', () => {
  const origins = new PathOrigins();
  origins.set(['history'], ['messages']);
  origins.set(['history', 2], ['messages', 1, 'content', 0]);
  origins.set(['history', 2, 'toolCallId'], ['messages', 1, 'content', 0, 'toolCallId']);

  it.each<[(string | number)[], (string | number)[]]>([
    [['history', 2, 'toolCallId'], ['messages', 1, 'content', 0, 'toolCallId']],
    [['history', 2, 'content'], ['messages', 1, 'content', 0, 'content']],
    [['history', 2], ['messages', 1, 'content', 0]],
    [['history', 5, 'id'], ['messages', 5, 'id']],
    [['history'], ['messages']],
    [['question'], ['question']],
    [['chunks', 0, 'text'], ['chunks', 0, 'text']],
    [[], []],
  ])('resolves %j by its longest recorded prefix: %j', (path, expected) => {
    expect(origins.resolve(path)).toEqual(expected);
  });

  it('tells a number index from the same digits as a key', () => {
    const o = new PathOrigins();
    o.set(['tools', 0], ['tools', 0, 'function']);
    expect(o.resolve(['tools', '0', 'name'])).toEqual(['tools', '0', 'name']);
    expect(o.resolve(['tools', 0, 'name'])).toEqual(['tools', 0, 'function', 'name']);
  });
});
