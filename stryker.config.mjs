// @ts-check
/**
 * StrykerJS over `core/` (docs/mutation.md). Run it in shards with
 * `npm run mutate -- SHARD` (scripts/mutate.mjs sets `mutate`, the test
 * configuration and the results file of each shard); not part of `npm test`.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutation/ignorers.mjs'],
  ignorers: ['baglam-messages-and-word-lists'],
  // Two shared cores: one test runner, so a shard's timing stays readable.
  concurrency: 1,
  // Properties run 20 cases under mutation (BAGLAM_RUNS, set by scripts/mutate.mjs): a mutant a property catches shows in far fewer.
  timeoutMS: 60_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  incremental: true,
  reporters: ['clear-text', 'progress-append-only'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportMutants: false, reportScoreTable: true },
  ignorePatterns: ['dist', 'docs', 'fixtures', 'bench/peers', 'mutation', '.baglam-cache', 'coverage'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 70 },
};

export default config;
