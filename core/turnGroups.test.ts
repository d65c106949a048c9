import { expect, test } from 'vitest';
import type { Turn } from './request.js';
import { groupTurns } from './turnGroups.js';

const user = (content: string): Turn => ({ role: 'user', content });
const call = (...ids: string[]): Turn => ({ role: 'assistant', content: '', toolCalls: ids.map((id) => ({ id, name: 'ara', arguments: '{}' })) });
const result = (id: string): Turn => ({ role: 'tool', content: 'ok', toolCallId: id });

test('plain turns are groups of one', () => {
  expect(groupTurns([user('a'), user('b')])).toEqual([[0], [1]]);
  expect(groupTurns([])).toEqual([]);
});

test('a call and its results are one group, with every turn between them', () => {
  expect(groupTurns([user('q'), call('c1', 'c2'), result('c1'), result('c2'), user('next')])).toEqual([[0], [1, 2, 3], [4]]);
  expect(groupTurns([call('c1'), user('waiting'), result('c1')])).toEqual([[0, 1, 2]]);
});

test('overlapping exchanges merge into one group', () => {
  expect(groupTurns([call('a'), call('b'), result('a'), result('b'), user('x')])).toEqual([[0, 1, 2, 3], [4]]);
});
