import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
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
const ALL = ['{core,files,properties,regressions,providers,compaction,bench,cli,fixtures,docs,otel,faults}/**/*.test.ts', 'vitest.globalSetup.test.ts'];

/**
 * The unit files run without isolation: a worker runs file after file and
 * imports each module once, instead of a fresh process importing it all
 * again for every file (the rank tables, fast-check, yaml, the CLI). On 2
 * cores that was more than half of `npm test`'s wall time: the whole run
 * took 710 s isolated and 388 s not, A/B on the same loaded machine
 * (2026-12-02). It is sound because what modules keep between calls is a
 * memo of a pure function (core/ has no other state), which can change
 * speed, never an answer. The files here change what a process shares —
 * a module replaced with `vi.mock`, `process.env` and `process.exitCode`
 * set by hand — and run each in a fresh process, as every file did before;
 * a new file that does so belongs here.
 */
const OWN_PROCESS = ['cli/report/reportCrash.test.ts', 'vitest.globalSetup.test.ts'];

/**
 * The test files a mutation shard runs (`npm run mutate -- load` names in
 * BAGLAM_MUTATION_TESTS the files of this run that can reach the code it
 * mutates: scripts/mutation/suiteFiles.mjs); every file when unset.
 */
const CHOSEN = process.env.BAGLAM_MUTATION_TESTS?.split(',');
const chosen = (files: string[]): string[] => (CHOSEN === undefined ? files : files.filter((file) => CHOSEN.includes(file)));

/**
 * The tests of the repository's own files rather than of behaviour: that the
 * committed mutation results match core/'s sources. Under a mutation run
 * core/ is Stryker's instrumented copy, which differs from every recorded
 * source by design, so the check cannot hold there; it covers no code of
 * core/, so it could kill no mutant either.
 */
const REPOSITORY_STATE = CHOSEN === undefined ? [] : ['properties/mutationResults.test.ts'];

/**
 * The unit files that keep a core busy longest (about 8–60 s of CPU each on
 * a 2-core machine, measured 2026-12-02), longest first. vitest starts the
 * files it has timed before longest first, but a fresh clone (CI) has no
 * timings, and it then starts the largest files first: a short file that
 * runs long (the type check, the doc test) would start late and run on
 * alone at the end while the other core idles. A file missing here only
 * costs time.
 */
const LONGEST = [
  'docs/snippets.test.ts', 'faults/faults.test.ts', 'compaction/repeatedShare.test.ts', 'cli/commands/bench.test.ts',
  'cli/commands/gate.test.ts', 'cli/commands/regress.test.ts', 'properties/agreesWithReference.property.test.ts', 'core/tokenizer.test.ts',
  'cli/report/merge.test.ts', 'properties/noSpuriousOverflow.property.test.ts', 'regressions/statistics/sampleRule.test.ts',
];

/** vitest's order (projects by groupOrder, then timed or largest first), with the LONGEST files first in their project and the OWN_PROCESS files last in their group. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const i = LONGEST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    const group = (spec: TestSpecification): number => spec.project.config.sequence.groupOrder;
    // A worker that runs files without isolation goes on to the next file only if that one is
    // of its project too; else it ends, and the next such file imports everything again. So
    // the few files that run in a process of their own (OWN_PROCESS) come after the others.
    const isolated = (spec: TestSpecification): number => (spec.project.config.isolate === false ? 0 : 1);
    // Array.prototype.sort is stable: within a project and rank, vitest's order stays.
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => group(a.spec) - group(b.spec) || isolated(a.spec) - isolated(b.spec) || rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // Property suites tokenize a lot of text; the default 5 s is too tight on 2 shared cores.
    testTimeout: 120_000,
    // A private temp directory for the run; the run fails when a test leaves anything in it.
    globalSetup: ['./vitest.globalSetup.ts'],
    hookTimeout: 120_000,
    // A replay line (`-t`) that matches no test fails instead of passing.
    reporters: ['default', new NothingRanReporter()],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: CHOSEN ?? ALL,
          // The slow cases run apart: `npm run test:slow`.
          exclude: ['**/node_modules/**', '**/*.slow.test.ts', ...MEASURING, ...OWN_PROCESS, ...REPOSITORY_STATE],
          isolate: false,
          // Outside watch mode vitest's default is one worker fewer than the
          // cores: on a 2-core machine, every file one at a time.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'own-process',
          include: chosen(OWN_PROCESS),
          // vitest runs projects of one group together, and refuses them different worker counts.
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'measuring',
          include: chosen(MEASURING),
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
