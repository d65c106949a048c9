import { defineConfig } from 'vitest/config';
import { NothingRanReporter } from './properties/test-helpers/nothingRanReporter.js';

export default defineConfig({
  test: {
    include: ['{core,files,properties,regressions,providers,compaction,bench,cli,fixtures,docs,otel,faults}/**/*.test.ts', 'vitest.globalSetup.test.ts'],
    // The slow fault cases run apart: `npm run test:slow`.
    exclude: ['**/node_modules/**', '**/*.slow.test.ts'],
    // Property suites tokenize a lot of text; the default 5 s is too tight on 2 shared cores.
    testTimeout: 120_000,
    // A private temp directory for the run; the run fails when a test leaves anything in it.
    globalSetup: ['./vitest.globalSetup.ts'],
    hookTimeout: 120_000,
    // A replay line (`-t`) that matches no test fails instead of passing.
    reporters: ['default', new NothingRanReporter()],
  },
});
