// @ts-check
/**
 * `npm run mutate -- SHARD [--force | --reuse | --retry-unmeasured]`: StrykerJS over one shard of `core/`,
 * each shard short enough (at most an hour on two shared cores) to run on
 * its own, each with its own results file under `mutation/` (incremental:
 * a later run re-tests only the mutants whose code or tests changed).
 * `npm run mutate -- list` prints the shards; `npm run mutate -- score`
 * sums the committed results. See docs/mutation.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import base from '../stryker.config.mjs';
import { shardSuite, suiteChanges } from './mutation/suiteFiles.mjs';
import { retryRefusal, unmeasured, withoutUnmeasured } from './mutation/unmeasured.mjs';

/**
 * The shards (`mutation/shards.json`): which files each mutates and which
 * tests it runs. The property suite alone must kill what `core/` outside the
 * loaders does (`properties`: `vitest.mutation.config.ts`); the loaders
 * (`core/load/`) are parsers, specified by their own tests, so their shard
 * runs `npm test`'s files (`tests`: `vitest.config.ts`). Either way only the
 * test modules that can reach the shard's code run (`shardSuite`).
 *
 * A shard may name `only` the test modules it runs (`shardSuite`): the
 * loaders' shards the files of `npm test` they may run, each property shard
 * the modules that killed its mutants (`scripts/mutation/killerModules.mjs`),
 * so that an edit of another module leaves its results standing.
 *
 * @type {Record<string, { mutate: string[]; tests: 'properties' | 'tests'; only?: string[] }>}
 */
export const SHARDS = JSON.parse(readFileSync(new URL('../mutation/shards.json', import.meta.url), 'utf8'));

/**
 * The file of a shard's entry: an entry is a file, or a range of its lines
 * (`core/compact/identifiers.ts:1-205`, Stryker's syntax) when one file has
 * more mutants than an hour allows; a file's ranges part it at top-level
 * statements (properties/mutationResults.test.ts checks it).
 * @param {string} entry
 */
const fileOf = (entry) => entry.replace(/:\d+-\d+$/, '');
const CONFIG = { properties: 'vitest.mutation.config.ts', tests: 'vitest.config.ts' };

/** Property cases per property under mutation: a mutant a property catches shows within a few cases. */
const MUTATION_RUNS = '20';

/**
 * @param {string} name
 * @param {boolean} force
 * @param {boolean} dryRunOnly
 * @param {boolean} reuse keep the results of mutants whose code did not change although the suite did
 * @param {boolean} retry test again only the survivors whose run did not complete their tests (`unmeasured.mjs`)
 */
async function run(name, force, dryRunOnly, reuse, retry) {
  const shard = SHARDS[name];
  if (shard === undefined) throw new Error(`unknown shard "${name}"; one of: ${Object.keys(SHARDS).join(', ')}`);
  // Stryker's incremental mode sees one test file, the suite's entry: when any file of the suite changed,
  // every mutant runs again (scripts/mutation/suiteFiles.mjs).
  const { tests, files: suite } = shardSuite(shard.tests, shard.mutate.map(fileOf), shard.only);
  console.log(`shard ${name}: ${tests.length} test modules reach its code`);
  if (shard.tests === 'properties') process.env.BAGLAM_MUTATION_PROPERTIES = tests.join(',');
  else process.env.BAGLAM_MUTATION_TESTS = tests.join(',');
  const changes = existsSync(`mutation/${name}.json`) ? suiteChanges(recordedSuite(name), suite) : [];
  if (retry) {
    const refusal = retryRefusal({ shard: name, exists: existsSync(`mutation/${name}.json`), force, reuse, recorded: recordedSuite(name) !== undefined, changes });
    if (refusal !== undefined) throw new Error(refusal);
    const { report, removed } = withoutUnmeasured(JSON.parse(readFileSync(`mutation/${name}.json`, 'utf8')));
    console.log(`shard ${name}: ${removed} survivors did not complete their tests; they run again, every other result is kept`);
    if (removed === 0) return;
    writeFileSync(`mutation/${name}.json`, `${JSON.stringify(report, null, 2)}\n`);
  }
  if (reuse && changes.length > 0) {
    console.log(`the test suite changed since mutation/${name}.json was made: --reuse re-tests only the mutants whose code changed, and the results stay marked as made with another suite`);
  } else if (changes.length > 0 && !force) {
    console.log(`the test suite changed since mutation/${name}.json was made (${changes.slice(0, 5).join(', ')}${changes.length > 5 ? ', …' : ''}): every mutant runs again`);
    force = true;
  }
  if (shard.tests === 'properties') {
    process.env.BAGLAM_RUNS ??= MUTATION_RUNS;
    // A mutant only has to break a property: its counterexample is not shrunk.
    process.env.BAGLAM_NO_SHRINK = '1';
  }
  // The loaders' shard runs npm test's files as they are: its tests that show a property catches a broken version need
  // the property's own number of cases (at 20 they miss some, and a failing initial run stops Stryker).
  const stryker = new Stryker({
    ...base,
    mutate: shard.mutate,
    vitest: { ...base.vitest, configFile: CONFIG[shard.tests] },
    // The loaders' shard runs every suite: some read the fixtures, the docs, the committed results and the shard table
    // (mutation/), and the scripts those tests import (scripts/mutation/; a bare 'mutation' would leave both out).
    ignorePatterns: shard.tests === 'tests' ? ['dist', 'bench/peers', 'coverage', '.baglam-cache'] : base.ignorePatterns,
    // Stryker marks the files it copies `// @ts-nocheck` (a mutant need not type-check); the guides' tests compare
    // example files with the docs character for character, so only core/ is marked.
    disableTypeChecks: 'core/**/*.ts',
    incrementalFile: `mutation/${name}.json`,
    // One test runner by default (two shared cores); BAGLAM_MUTATION_CONCURRENCY=2 on a machine with nothing else running.
    concurrency: Number(process.env.BAGLAM_MUTATION_CONCURRENCY ?? base.concurrency),
    force,
    dryRunOnly,
  });
  const results = await stryker.runMutationTest();
  if (dryRunOnly) return;
  // Stryker records the folder it ran in; the results are committed, and a
  // path on one machine means nothing on another (paths in it are relative).
  const file = `mutation/${name}.json`;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  report.projectRoot = '.';
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // The sources the results were made from, every file of the shard (Stryker's own file lists only files with mutants):
  // properties/mutationResults.test.ts fails when one of them changes.
  const hashes = Object.fromEntries(shard.mutate.map(fileOf).map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]));
  writeFileSync(`mutation/${name}.sources.json`, `${JSON.stringify(hashes, null, 2)}\n`);
  // And the tests they were made with, read before the run; results partly reused from another suite have no
  // record of one suite, so `score` calls them inconclusive until a full run.
  if (reuse && changes.length > 0) rmSync(`mutation/${name}.tests.json`, { force: true });
  else writeFileSync(`mutation/${name}.tests.json`, `${JSON.stringify(suite, null, 2)}\n`);
  /** @type {Record<string, number>} */
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  console.log(`shard ${name}: ${JSON.stringify(counts)}`);
}

/**
 * The test suite a shard's committed results were made with (`mutation/SHARD.tests.json`), if recorded.
 * @param {string} name
 * @returns {Record<string, string> | undefined}
 */
function recordedSuite(name) {
  const file = `mutation/${name}.tests.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The reasons `scripts/mutation/ignorers.mjs` gives: any other ignored mutant was switched off by hand, and counts as a survivor. */
const IGNORERS = readFileSync(new URL('./mutation/ignorers.mjs', import.meta.url), 'utf8');

/** The score's targets: the property suite alone over core/ outside core/load/, npm test's files over core/load/. */
const TARGETS = { properties: 0.9, tests: 0.7 };

/**
 * Sums the committed results, per shard and per target, from Stryker's
 * files; names the shards not run yet and those whose sources changed since.
 * Exits 1 unless every shard has current results and both targets are met:
 * a missing or stale shard makes the score inconclusive, never a pass.
 */
function score() {
  /** @type {Record<string, { detected: number, valid: number }>} */
  const byTarget = { properties: { detected: 0, valid: 0 }, tests: { detected: 0, valid: 0 } };
  const missing = [];
  const stale = [];
  const otherSuite = [];
  const notMeasured = [];
  for (const [name, shard] of Object.entries(SHARDS)) {
    if (!existsSync(`mutation/${name}.json`) || !existsSync(`mutation/${name}.sources.json`)) {
      missing.push(name);
      console.log(`${name.padEnd(10)} not run`);
      continue;
    }
    const hashes = JSON.parse(readFileSync(`mutation/${name}.sources.json`, 'utf8'));
    const changed = shard.mutate.map(fileOf).filter((file) => !existsSync(file) || hashes[file] !== createHash('sha256').update(readFileSync(file)).digest('hex'));
    if (changed.length > 0) stale.push(name);
    // The tests' own files first: records made before the suite held core/ list every file of it as changed.
    const suite = suiteChanges(recordedSuite(name), shardSuite(shard.tests, shard.mutate.map(fileOf), shard.only).files).sort(
      (a, b) => Number(a.startsWith('core/')) - Number(b.startsWith('core/')),
    );
    if (suite.length > 0) otherSuite.push(name);
    const report = JSON.parse(readFileSync(`mutation/${name}.json`, 'utf8'));
    const c = { killed: 0, timeout: 0, survived: 0, noTest: 0, noCoverage: 0, disabled: 0, ignored: 0, errors: 0 };
    for (const f of Object.values(report.files)) {
      for (const m of f.mutants) {
        if (m.status === 'Killed') c.killed++;
        else if (m.status === 'Timeout') c.timeout++;
        else if (m.status === 'Survived') {
          c.survived++;
          // Stryker's vitest runner reports a run that did not complete the tests it chose as a survivor (under
          // per-test coverage a run can end with its tests collected but none, or only some, run): no measurement. It
          // counts as a survivor here, which can only lower the score, and makes the total inconclusive until the
          // shard's unmeasured survivors run again (`--retry-unmeasured`).
          if (unmeasured(m)) c.noTest++;
        }
        else if (m.status === 'NoCoverage') c.noCoverage++;
        else if (m.status === 'Ignored') {
          if (m.statusReason !== undefined && IGNORERS.includes(JSON.stringify(m.statusReason).slice(1, -1))) c.ignored++;
          else c.disabled++;
        } else c.errors++;
      }
    }
    const detected = c.killed + c.timeout;
    const valid = detected + c.survived + c.noCoverage + c.disabled;
    if (c.noTest > 0) notMeasured.push(`${name} (${c.noTest})`);
    byTarget[shard.tests].detected += detected;
    byTarget[shard.tests].valid += valid;
    const pct = ((100 * detected) / Math.max(1, valid)).toFixed(1);
    console.log(
      `${name.padEnd(10)} ${pct.padStart(5)} %  killed ${c.killed} timeout ${c.timeout} survived ${c.survived}${c.noTest > 0 ? ` (${c.noTest} did not complete their tests)` : ''} no coverage ${c.noCoverage} disabled ${c.disabled} ignored ${c.ignored} errors ${c.errors}${changed.length > 0 ? `  STALE: ${changed.join(' ')}` : ''}${suite.length > 0 ? `  OTHER SUITE: ${suite.length > 3 ? `${suite.slice(0, 3).join(' ')} and ${suite.length - 3} more` : suite.join(' ')}` : ''}`,
    );
  }
  let ok = missing.length === 0 && stale.length === 0 && otherSuite.length === 0 && notMeasured.length === 0;
  for (const [target, t] of Object.entries(byTarget)) {
    const goal = TARGETS[/** @type {'properties'|'tests'} */ (target)];
    const share = t.detected / Math.max(1, t.valid);
    // Rounded down, with the counts beside it: 89.97 % must never print as the target's 90.0 %.
    const shown = (Math.floor(1000 * share) / 10).toFixed(1);
    const needed = Math.ceil(goal * t.valid);
    console.log(`${target.padEnd(10)} ${shown.padStart(5)} %  ${t.detected} detected of ${t.valid} mutants (target ${100 * goal} %: ${needed} detected)`);
    if (share < goal) ok = false;
  }
  if (missing.length > 0) console.log(`inconclusive: not run: ${missing.join(', ')}`);
  if (notMeasured.length > 0) console.log(`inconclusive: survivors whose run did not complete their tests (not measured; counted as survivors): ${notMeasured.join(', ')}`);
  if (stale.length > 0) console.log(`inconclusive: stale (sources changed since): ${stale.join(', ')}`);
  if (otherSuite.length > 0) console.log(`inconclusive: made with another test suite (a weakened property would keep its old kills): ${otherSuite.join(', ')}`);
  if (!ok) process.exitCode = 1;
}

const [command = 'list', ...rest] = process.argv.slice(2);
if (command === 'list') for (const [name, s] of Object.entries(SHARDS)) console.log(`${name.padEnd(10)} ${s.mutate.join(' ')}  (${CONFIG[s.tests]})`);
else if (command === 'score') score();
else await run(command, rest.includes('--force'), rest.includes('--dry-run'), rest.includes('--reuse'), rest.includes('--retry-unmeasured'));
