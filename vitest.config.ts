import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { NothingRanReporter } from './properties/test-helpers/nothingRanReporter.js';

/**
 * The doc test runs the guides' `bench` and `gate` lines as a reader runs
 * them, and the bench judges speed by ratios: a ratio measured while other
 * test files' processes share the cores is noise. So those lines
 * (docs/snippets.measuring.test.ts) run after the rest, alone; everything
 * else, the doc test's other blocks included, runs on every core. (The
 * packed-install quick start, which also runs the gate, is in
 * `npm run test:slow`, one file at a time.)
 */
const MEASURING = ['docs/snippets.measuring.test.ts'];
const ALL = ['{core,files,properties,regressions,providers,compaction,bench,cli,fixtures,docs,otel,faults}/**/*.test.ts', 'vitest.globalSetup.test.ts', 'typecheck.test.ts'];

export default defineConfig({
  test: {
    // Property suites tokenize a lot of text; the default 5 s is too tight on 2 shared cores.
    testTimeout: 120_000,
    // A private temp directory for the run; the run fails when a test leaves anything in it.
    globalSetup: ['./vitest.globalSetup.ts'],
    hookTimeout: 120_000,
    // A replay line (`-t`) that matches no test fails instead of passing.
    reporters: ['default', new NothingRanReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ALL,
          // The slow cases run apart: `npm run test:slow`.
          exclude: ['**/node_modules/**', '**/*.slow.test.ts', ...MEASURING],
          // Outside watch mode vitest's default is one worker fewer than the
          // cores: on a 2-core machine, every file one at a time.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'measuring',
          include: MEASURING,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
