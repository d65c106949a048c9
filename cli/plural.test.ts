import { expect, test } from 'vitest';
import { plural } from './plural.js';

test('a count with its noun in the right number', () => {
  expect(plural(1, 'chunk')).toBe('1 chunk');
  expect(plural(0, 'chunk')).toBe('0 chunks');
  expect(plural(3, 'case')).toBe('3 cases');
  expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  expect(plural(2, 'entry', 'entries')).toBe('2 entries');
});
