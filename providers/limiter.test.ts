import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.js';

/** Runs `fn` after `depth` microtask hops. */
function later(depth: number, fn: () => void): void {
  if (depth === 0) fn();
  else queueMicrotask(() => later(depth - 1, fn));
}

describe('createLimiter', () => {
  it('never runs more than max tasks, whenever a newcomer arrives around a slot hand-over', async () => {
    // A newcomer that calls the limiter between a slot being freed and the
    // waiter resuming must not slip in beside the waiter: try every timing
    // of the newcomer over a few microtask hops around the hand-over.
    for (let depth = 0; depth < 8; depth++) {
      const limit = createLimiter(1);
      let running = 0;
      let most = 0;
      const job = (schedule: boolean) => async (): Promise<void> => {
        running++;
        most = Math.max(most, running);
        if (schedule) later(depth, () => void limit(job(false)));
        await Promise.resolve();
        await Promise.resolve();
        running--;
      };
      await Promise.all([limit(job(true)), limit(job(false)), limit(job(false))]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(most, `newcomer after ${depth} microtask hops`).toBe(1);
    }
  });

  it('keeps arrival order', async () => {
    const limit = createLimiter(1);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => limit(async () => void order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot when a task throws', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
