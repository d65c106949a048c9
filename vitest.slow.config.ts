import { defineConfig } from 'vitest/config';

/**
 * The slow cases (`npm run test:slow`, which CI runs after `npm test`): the
 * fault cases with whole bench runs and inputs of hundreds of megabytes, the
 * packed package installed into an empty project and its quick start
 * followed (npm pack, npm install, a gate with its bench), and the 500
 * seeded end-to-end runs of the regression verdicts; and the two that run a
 * whole tool as a child process, the strict type check of the repository and
 * the property replay lines run as printed (`npx vitest`), kept out of
 * `npm test` for its five minutes.
 */
export default defineConfig({
  test: {
    include: ['{faults,cli,regressions,properties,docs}/**/*.slow.test.ts', 'typecheck.slow.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
    // The same private temp directory as npm test: a case that leaves anything behind fails the run.
    globalSetup: ['./vitest.globalSetup.ts'],
    // One at a time: they measure, fill memory, and kill processes.
    fileParallelism: false,
  },
});
