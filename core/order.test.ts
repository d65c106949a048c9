import { expect, test } from 'vitest';
import { placeAtEdges } from './order.js';

test('puts the strongest at both edges and the weakest in the middle', () => {
  expect(placeAtEdges(['a0', 'a1', 'a2', 'a3', 'a4'])).toEqual(['a0', 'a2', 'a4', 'a3', 'a1']);
  expect(placeAtEdges(['a0', 'a1', 'a2', 'a3'])).toEqual(['a0', 'a2', 'a3', 'a1']);
  expect(placeAtEdges(['a0'])).toEqual(['a0']);
  expect(placeAtEdges([])).toEqual([]);
});

test('keeps every item once and leaves the input alone', () => {
  const ranked = Object.freeze(Array.from({ length: 9 }, (_, i) => i));
  const placed = placeAtEdges(ranked);
  expect([...placed].sort((x, y) => x - y)).toEqual([...ranked]);
  expect(placed[0]).toBe(0);
  expect(placed.at(-1)).toBe(1);
  expect(placed[4]).toBe(8); // the weakest sits in the middle
});
