import { defineConfig } from 'vitest/config';

/** The slow fault cases (`npm run test:slow`): whole bench runs and inputs of hundreds of megabytes. */
export default defineConfig({
  test: {
    include: ['faults/**/*.slow.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    // The same private temp directory as npm test: a case that leaves anything behind fails the run.
    globalSetup: ['./vitest.globalSetup.ts'],
    // One at a time: they measure, fill memory, and kill processes.
    fileParallelism: false,
  },
});
