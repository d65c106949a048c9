// @ts-check
/**
 * `node scripts/mutation/killerModules.mjs [--write] [SHARD…]`: the property
 * modules that kill each property shard's mutants, the shard's `only` in
 * `mutation/shards.json` (docs/mutation.md, "Which property modules a shard
 * runs"). Without `--write` it prints, per shard, the modules the evidence
 * names and those the committed list lacks or holds beyond it; with
 * `--write` it adds the missing ones to the list. It never removes one: a
 * module leaves a list by hand, after a run in which it killed nothing of
 * the shard.
 *
 * A shard's modules are the union of
 * - the killers of its committed results (`mutation/SHARD.json`, every test
 *   in a mutant's `killedBy`);
 * - the killers in every earlier committed version of those results (git
 *   history): a module that killed once may be the one that kills again
 *   when another stops;
 * - for each timed-out mutant, the module of its first covering test (a
 *   timeout names no killer; the runner stops at the test that hangs);
 * - the modules named in the kill verdicts of mutation/survivors.md
 *   confirmed with the mutant spliced alone ("confirmed: spliced alone"),
 *   placed in the shard by the verdict's position.
 *
 * Tests are tied to modules by name (`moduleOfTest`): their ids are per run.
 * Only modules of the suite that reach the shard's code are kept (a module
 * renamed or gone is named in the output).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describeTitles, moduleOfTest, propertyModules, shardSuite } from './suiteFiles.mjs';

/** @typedef {{ mutate: string[], tests: 'properties' | 'tests', only?: string[] }} Shard */
/** @typedef {{ testFiles?: Record<string, { tests: { id: string, name: string }[] }>, files: Record<string, { mutants: { status: string, static?: boolean, killedBy?: string[], coveredBy?: string[] }[] }> }} Results */

const SHARDS_FILE = 'mutation/shards.json';

/**
 * The modules that killed (or, timed out, first covered) the mutants of one
 * results file, and the test names no module's title starts.
 *
 * @param {Results} results
 * @param {[string, string][]} titles `describeTitles()`
 */
export function killersOf(results, titles) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const file of Object.values(results.testFiles ?? {})) for (const test of file.tests) names.set(test.id, test.name);
  const order = [...names.keys()];
  /** @type {Set<string>} */
  const modules = new Set();
  /** @type {Set<string>} */
  const unmapped = new Set();
  const add = (/** @type {string} */ id) => {
    const name = names.get(id) ?? id;
    const module = moduleOfTest(name, titles);
    if (module === undefined) unmapped.add(name);
    else modules.add(module);
  };
  for (const file of Object.values(results.files)) {
    for (const mutant of file.mutants) {
      for (const id of mutant.killedBy ?? []) add(id);
      if (mutant.status === 'Timeout' && !(mutant.killedBy?.length)) {
        const covering = mutant.static || !(mutant.coveredBy?.length) ? order : order.filter((id) => mutant.coveredBy?.includes(id));
        if (covering.length > 0) add(/** @type {string} */ (covering[0]));
      }
    }
  }
  return { modules, unmapped };
}

/**
 * The shard a position of `core/` belongs to.
 * @param {Record<string, Shard>} shards
 * @param {string} file
 * @param {number} line
 */
function shardAt(shards, file, line) {
  return Object.entries(shards).find(([, shard]) =>
    shard.mutate.some((entry) => {
      const range = /^(.*):(\d+)-(\d+)$/.exec(entry);
      return range === null ? entry === file : range[1] === file && line >= Number(range[2]) && line <= Number(range[3]);
    }),
  )?.[0];
}

/**
 * The modules named in the confirmed kill verdicts of mutation/survivors.md, per shard: in each verdict's segments
 * (separated by ‖) that say "killed" and "spliced alone", the property modules they name.
 *
 * @param {Record<string, Shard>} shards
 * @param {string} text mutation/survivors.md
 * @param {string[]} modules the suite's modules
 */
export function verdictModules(shards, text, modules) {
  /** @type {Record<string, Set<string>>} */
  const out = {};
  for (const line of text.split('\n')) {
    const at = /^- `(core\/[^:`]+):(\d+):\d+ /.exec(line);
    if (at === null) continue;
    const shard = shardAt(shards, /** @type {string} */ (at[1]), Number(at[2]));
    if (shard === undefined) continue;
    for (const segment of line.split(' ‖ ')) {
      if (!/killed/.test(segment) || !/spliced alone/.test(segment)) continue;
      for (const [module] of segment.matchAll(/properties\/[\w/]+\.property\.test\.ts/g)) if (modules.includes(module)) (out[shard] ??= new Set()).add(module);
    }
  }
  return out;
}

/**
 * Every committed version of a shard's results, oldest last, the working copy's first.
 * @param {string} shard
 * @returns {Generator<{ version: string, results: Results }>}
 */
function* resultsHistory(shard) {
  const path = `mutation/${shard}.json`;
  if (existsSync(path)) yield { version: 'committed', results: JSON.parse(readFileSync(path, 'utf8')) };
  const commits = execFileSync('git', ['log', '--format=%H', '--', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const commit of commits) {
    let text;
    try {
      text = execFileSync('git', ['show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      continue; // the commit removed the file
    }
    yield { version: commit.slice(0, 8), results: JSON.parse(text) };
  }
}

/**
 * `mutation/shards.json` as it is written: one shard a line.
 * @param {Record<string, Shard>} shards
 */
export function shardsText(shards) {
  const value = (/** @type {unknown} */ v) => JSON.stringify(v).replace(/","/g, '", "');
  const lines = Object.entries(shards).map(([name, shard]) => `  ${JSON.stringify(name)}: { ${Object.entries(shard).map(([key, v]) => `${JSON.stringify(key)}: ${value(v)}`).join(', ')} }`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  /** @type {Record<string, Shard>} */
  const shards = JSON.parse(readFileSync(SHARDS_FILE, 'utf8'));
  const chosen = args.filter((arg) => !arg.startsWith('--'));
  for (const name of chosen) if (shards[name]?.tests !== 'properties') throw new Error(`"${name}" is not a property shard`);
  const modules = propertyModules();
  const titles = describeTitles(modules);
  const verdicts = verdictModules(shards, readFileSync('mutation/survivors.md', 'utf8'), modules);
  for (const [name, shard] of Object.entries(shards)) {
    if (shard.tests !== 'properties' || (chosen.length > 0 && !chosen.includes(name))) continue;
    const reaching = shardSuite('properties', shard.mutate.map((entry) => entry.replace(/:\d+-\d+$/, ''))).tests;
    /** @type {Set<string>} */
    const found = new Set(verdicts[name] ?? []);
    /** @type {Set<string>} */
    const unmapped = new Set();
    for (const { version, results } of resultsHistory(name)) {
      const killers = killersOf(results, titles);
      for (const module of killers.modules) found.add(module);
      // The committed results must map whole (properties/mutationResults.test.ts); an old version may hold titles since renamed.
      for (const test of killers.unmapped) unmapped.add(`${version}: ${test}`);
    }
    const kept = [...found].filter((module) => reaching.includes(module)).sort();
    const gone = [...found].filter((module) => !reaching.includes(module)).sort();
    const listed = shard.only ?? [];
    const missing = kept.filter((module) => !listed.includes(module));
    const beyond = listed.filter((module) => !kept.includes(module));
    const short = (/** @type {string[]} */ list) => list.map((module) => module.replace(/^properties\/|\.property\.test\.ts$/g, '')).join(', ');
    console.log(`${name}: ${kept.length} of the ${reaching.length} modules that reach its code${missing.length > 0 ? `; not listed: ${short(missing)}` : ''}${beyond.length > 0 ? `; listed beyond the evidence: ${short(beyond)}` : ''}`);
    if (gone.length > 0) console.log(`  killed once, no longer reaching its code (left out): ${short(gone)}`);
    for (const test of unmapped) console.log(`  no module for the test "${test}"`);
    if (write && (shard.only === undefined || missing.length > 0)) shard.only = [...new Set([...listed, ...kept])].sort();
  }
  if (write) writeFileSync(SHARDS_FILE, shardsText(shards));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
