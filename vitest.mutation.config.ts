import { defineConfig } from 'vitest/config';

/**
 * The property suite alone, as the mutation run uses it (`npm run mutate`):
 * the properties held on `core/` (`properties/*.property.test.ts`, loaded
 * as one module by `properties/test-helpers/mutationSuite.ts`), without the
 * tests that assert each hand-written mutant is caught
 * (`properties/mutants/`: they run the mutants, not `core/`) and without
 * the test of the committed mutation results themselves.
 */
export default defineConfig({
  test: {
    include: ['properties/test-helpers/mutationSuite.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
