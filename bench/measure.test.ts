import { expect, test } from 'vitest';
import { measure } from './measure.js';
import { seededRandom, shuffled } from './seededOrder.js';
import { REFERENCE_TASK, type BenchTask } from './tasks.js';

const tasks: BenchTask[] = [REFERENCE_TASK, 'a', 'b', 'c', 'd'].map((name) => ({ name, fn: () => name.length }));
const tiny = { rounds: 6, seed: 42, timeMs: 1, minSamples: 2, warmupMs: 0 };

test('every round runs every task once, in a seeded order that varies between rounds', () => {
  const first = measure(tasks, tiny);
  expect(first.orders).toHaveLength(6);
  for (const order of first.orders) expect([...order].sort()).toEqual(tasks.map((t) => t.name).sort());
  expect(new Set(first.orders.map((o) => o.join())).size).toBeGreaterThan(1);
  expect(measure(tasks, tiny).orders).toEqual(first.orders);
  expect(measure(tasks, { ...tiny, seed: 43 }).orders).not.toEqual(first.orders);
  expect(first.tasks.map((t) => t.name)).toEqual(tasks.map((t) => t.name));
  expect(first.tasks[0]!.ratio).toBe(1);
});

test('a task list without the reference is refused', () => {
  expect(() => measure(tasks.slice(1), tiny)).toThrow(REFERENCE_TASK);
});

test('the shuffle is a permutation and depends only on the seed', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  const a = shuffled(items, seededRandom(7));
  expect([...a].sort((x, y) => x - y)).toEqual(items);
  expect(shuffled(items, seededRandom(7))).toEqual(a);
  expect(a).not.toEqual(items);
});
