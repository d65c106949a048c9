import { expect, test } from 'vitest';
import { BaglamError, formatFieldPath } from './errors.js';

test('field paths read like code', () => {
  expect(formatFieldPath(['chunks', 3, 'score'])).toBe('chunks[3].score');
  expect(formatFieldPath(['history', 0, 'toolCalls', 1, 'id'])).toBe('history[0].toolCalls[1].id');
  expect(formatFieldPath([])).toBe('(root)');
});

test('messages lead with the field, or with file:line:col once a loader placed them', () => {
  const error = new BaglamError('INVALID_INPUT', 'must be a finite number', ['chunks', 0, 'score']);
  expect(error.message).toBe('chunks[0].score: must be a finite number');
  const placed = error.withSource({ file: 'req.yaml', line: 7, col: 12 });
  expect(placed.message).toBe('req.yaml:7:12 (chunks[0].score): must be a finite number');
  expect([placed.code, placed.path, placed.detail]).toEqual(['INVALID_INPUT', ['chunks', 0, 'score'], 'must be a finite number']);
});
