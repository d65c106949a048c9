/**
 * At most `max` tasks run at once; the rest wait in arrival order. A local
 * server (llama.cpp, vLLM) has a fixed number of slots: flooding it only
 * turns into 503s and retries.
 */
export function createLimiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`concurrency must be a whole number ≥ 1, got ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiter; decrementing
  // first would let a newcomer slip in before the waiter resumes.
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) running--;
    else next();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
