// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The files a shard's tests are made of, each with its SHA-256: what a
 * mutant's status depends on besides the mutated code. Stryker's own
 * incremental mode sees only the test files its runner reports, and the
 * mutation run has one, `properties/test-helpers/mutationSuite.ts`, which
 * imports every property: a property weakened in its own file would leave
 * every "killed" of an earlier run standing. So `npm run mutate` records
 * these (`mutation/SHARD.tests.json`), re-runs every mutant of the shard
 * when they changed, and `npm run mutate -- score` calls results made with
 * another suite inconclusive.
 *
 * - `properties`: the static import graph of the mutation suite outside
 *   `core/` and `node_modules` (properties, references, generators, the
 *   compaction layer they call), the vitest and Stryker configuration, the
 *   exclusions, and the lockfile (another fast-check draws other cases).
 * - `everything`: every file of the project outside `core/`, `mutation/`
 *   and what is built or installed: `npm test` reads fixtures and docs too.
 *
 * @param {'properties' | 'everything'} tests
 * @returns {Record<string, string>} path → SHA-256, paths sorted
 */
export function suiteFiles(tests) {
  const files = tests === 'properties' ? importClosure(['properties/test-helpers/mutationSuite.ts']) : projectFiles('.');
  for (const extra of ['vitest.mutation.config.ts', 'vitest.config.ts', 'stryker.config.mjs', 'scripts/mutation/ignorers.mjs', 'package-lock.json']) files.add(extra);
  /** @type {Record<string, string>} */
  const out = {};
  for (const file of [...files].sort()) out[file] = createHash('sha256').update(readFileSync(file)).digest('hex');
  return out;
}

/**
 * What changed between two records of `suiteFiles`: files added, removed
 * or edited, sorted; none when the suite is the same.
 *
 * @param {Record<string, string> | undefined} recorded
 * @param {Record<string, string>} now
 */
export function suiteChanges(recorded, now) {
  if (recorded === undefined) return ['(no record of the suite these results were made with)'];
  const paths = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].sort();
  return paths.filter((path) => recorded[path] !== now[path]);
}

// `from '…'`, `import '…'` and `import('…')` with a relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** @param {string[]} roots */
function importClosure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(join(dirname(file), /** @type {string} */ (match[1])));
      // The mutated code is the shard's own record (`SHARD.sources.json`).
      if (target !== undefined && !target.startsWith('core/')) queue.push(target);
    }
  }
  return seen;
}

/**
 * A relative import as a file of the project: TypeScript's `.js` is the `.ts` beside it.
 * @param {string} path
 */
function resolve(path) {
  const file = normalize(path).replace(/\\/g, '/');
  for (const candidate of [file, file.replace(/\.js$/, '.ts'), file.replace(/\.mjs$/, '.mts'), `${file}.ts`, `${file}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`mutation suite: cannot find ${path}, imported by the suite`);
}

/** Not the suite: the mutated code, the results, and what is built, installed or cached (`.gitignore`). */
const NOT_THE_SUITE = new Set(['core', 'mutation', 'node_modules', 'dist', 'coverage', '.git', '.stryker-tmp', 'reports', '.baglam-cache']);

/** @param {string} dir */
function projectFiles(dir) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const name of readdirSync(dir).sort()) {
    if (NOT_THE_SUITE.has(name)) continue;
    const path = dir === '.' ? name : `${dir}/${name}`;
    if (statSync(path).isDirectory()) for (const f of projectFiles(path)) out.add(f);
    else if (!name.endsWith('.tgz')) out.add(path);
  }
  return out;
}
