// @ts-check
/**
 * `npm run mutate -- SHARD [--force]`: StrykerJS over one shard of `core/`,
 * each shard short enough (at most an hour on two shared cores) to run on
 * its own, each with its own results file under `mutation/` (incremental:
 * a later run re-tests only the mutants whose code or tests changed).
 * `npm run mutate -- list` prints the shards; `npm run mutate -- score`
 * sums the committed results. See docs/mutation.md.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import base from '../stryker.config.mjs';

/**
 * The shards (`mutation/shards.json`): which files each mutates and which
 * tests it runs. The property suite alone must kill what `core/` outside the
 * loaders does (`properties`: `vitest.mutation.config.ts`); the loaders
 * (`core/load/`) are parsers, specified by their own tests, so their shard
 * runs the whole `npm test` (`everything`: `vitest.config.ts`).
 *
 * @type {Record<string, { mutate: string[]; tests: 'properties' | 'everything' }>}
 */
export const SHARDS = JSON.parse(readFileSync(new URL('../mutation/shards.json', import.meta.url), 'utf8'));
const CONFIG = { properties: 'vitest.mutation.config.ts', everything: 'vitest.config.ts' };

/** Property cases per property under mutation: a mutant a property catches shows within a few cases. */
const MUTATION_RUNS = '20';

/**
 * @param {string} name
 * @param {boolean} force
 * @param {boolean} dryRunOnly
 */
async function run(name, force, dryRunOnly) {
  const shard = SHARDS[name];
  if (shard === undefined) throw new Error(`unknown shard "${name}"; one of: ${Object.keys(SHARDS).join(', ')}`);
  process.env.BAGLAM_RUNS ??= MUTATION_RUNS;
  // A mutant only has to break a property: its counterexample is not shrunk.
  process.env.BAGLAM_NO_SHRINK = '1';
  const stryker = new Stryker({
    ...base,
    mutate: shard.mutate,
    vitest: { ...base.vitest, configFile: CONFIG[shard.tests] },
    // The loaders' shard runs every suite, and some read the fixtures.
    ignorePatterns: shard.tests === 'everything' ? ['dist', 'bench/peers', 'mutation', 'coverage'] : base.ignorePatterns,
    incrementalFile: `mutation/${name}.json`,
    force,
    dryRunOnly,
  });
  const results = await stryker.runMutationTest();
  /** @type {Record<string, number>} */
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  console.log(`shard ${name}: ${JSON.stringify(counts)}`);
}

/** Sums the committed results: killed, survived, no coverage and ignored, per shard and in total. */
function score() {
  const rows = [];
  for (const file of readdirSync('mutation').filter((f) => f.endsWith('.json')).sort()) {
    const report = JSON.parse(readFileSync(`mutation/${file}`, 'utf8'));
    const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, CompileError: 0, RuntimeError: 0 };
    for (const f of Object.values(report.files)) for (const m of f.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
    rows.push([file.replace(/\.json$/, ''), counts]);
  }
  const total = {};
  for (const [, c] of rows) for (const [k, v] of Object.entries(c)) total[k] = (total[k] ?? 0) + v;
  rows.push(['total', total]);
  for (const [name, c] of rows) {
    const detected = c.Killed + c.Timeout;
    const valid = detected + c.Survived + c.NoCoverage;
    console.log(`${name.padEnd(10)} ${((100 * detected) / Math.max(1, valid)).toFixed(1).padStart(5)} %  killed ${detected}  survived ${c.Survived}  no coverage ${c.NoCoverage}  ignored ${c.Ignored}`);
  }
}

const [command = 'list', ...rest] = process.argv.slice(2);
if (command === 'list') for (const [name, s] of Object.entries(SHARDS)) console.log(`${name.padEnd(10)} ${s.mutate.join(' ')}  (${CONFIG[s.tests]})`);
else if (command === 'score') score();
else await run(command, rest.includes('--force'), rest.includes('--dry-run'));
