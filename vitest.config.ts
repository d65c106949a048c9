import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { NothingRanReporter } from './properties/test-helpers/nothingRanReporter.js';

/**
 * Test files that run the bench's speed-ratio check (the README's quick
 * start and the guides' `bench`/`gate` lines, as a reader runs them). A ratio
 * measured while another test file's processes share the cores is noise, so
 * these run after the rest, one at a time; everything else runs on every core.
 */
const MEASURING = ['docs/snippets.test.ts', 'cli/packedInstall.test.ts'];
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
          // The slow fault cases run apart: `npm run test:slow`.
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
