// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The mutation suite's entry: it loads the property modules a shard names (`BAGLAM_MUTATION_PROPERTIES`). */
const SUITE = 'properties/test-helpers/mutationSuite.ts';

/**
 * The tests a shard runs and the files they are made of.
 *
 * A shard runs only the test modules whose imports, followed into `core/`,
 * reach a file it mutates: a module that cannot execute the code cannot
 * kill its mutants. That is most of a shard's time where the code runs at
 * import (a pattern, a table: Stryker cannot tie such a mutant to the
 * tests that cover it and runs every test loaded for it). Fewer tests can
 * only kill fewer mutants, so a shard's score is a lower bound of the
 * score with every test; a module reached some other way (a child process,
 * a file read at run time) is left out, which can only lower it too.
 *
 * - `properties`: the modules of the property suite (`SUITE`), in its order.
 * - `tests`: the test files of `npm test` (`vitest.config.ts` runs the ones
 *   named in `BAGLAM_MUTATION_TESTS`).
 *
 * `files` is what a mutant's status depends on besides the mutated code,
 * each with its SHA-256. Stryker's own incremental mode sees only the test
 * files its runner reports, and the property suite is one module that
 * loads the others: a property weakened in its own file would leave every
 * "killed" of an earlier run standing. So `npm run mutate` records these
 * (`mutation/SHARD.tests.json`), re-runs every mutant of the shard when they
 * changed, and `npm run mutate -- score` calls results made with another
 * suite inconclusive.
 *
 * - `properties`: the entry and the chosen modules with their imports
 *   (references, generators, the compaction layer they call, and the
 *   files of `core/` they reach besides the mutated ones), the
 *   configuration, the exclusions, and the lockfile (another fast-check
 *   draws other cases).
 * - `tests`: every file of the project outside `mutation/` and what is
 *   built or installed, `core/` included but for the mutated files: tests read
 *   fixtures and docs too.
 *
 * The mutated files are the shard's own record (`SHARD.sources.json`).
 *
 * `only` (a shard's choice, `mutation/shards.json`) narrows the test
 * modules to those under the paths it names. A narrower choice can only
 * kill fewer mutants, so its score is a lower bound of the score with every
 * module that reaches the shard's code, never a false pass.
 *
 * - `tests`: the loaders are read by most of `npm test` (its fixtures, the
 *   CLI, the regression suite go through them), and each of their mutants
 *   that runs at import would run all of those. The paths are files or
 *   folders (ending in `/`), one list for both loaders' shards: of the files
 *   under them, each shard runs the ones that reach its code. The record of
 *   the suite stays the whole project.
 * - `properties`: the modules that killed the shard's mutants
 *   (`scripts/mutation/killerModules.mjs` rebuilds the lists), so that an
 *   edit of another property module leaves the shard's results standing:
 *   the record is the chosen modules' import closure, not that of every
 *   module that reaches the code. Each path is one module, and a module that
 *   does not reach the shard's code is refused (it could kill nothing there:
 *   a list gone stale, or the wrong shard's).
 *
 * A path that names no test module is refused (a typo or a file gone: the
 * shard would quietly run fewer tests).
 *
 * @param {'properties' | 'tests'} kind
 * @param {string[]} mutated the shard's files
 * @param {string[]} [only] paths the test modules must be under: a module, or (for `tests`) a folder ending in `/`
 * @returns {{ tests: string[], files: Record<string, string> }} paths sorted in `files`
 */
export function shardSuite(kind, mutated, only) {
  const all = kind === 'properties' ? propertyModules() : testModules('.');
  const under = (/** @type {string} */ module, /** @type {string} */ path) => (path.endsWith('/') ? module.startsWith(path) : module === path);
  // A path that names no test file is a typo or a file gone: the shard would quietly run fewer tests.
  for (const path of only ?? []) if (!all.some((module) => under(module, path))) throw new Error(`mutation shard: "${path}" (only) names no test file`);
  const candidates = only === undefined ? all : all.filter((module) => only.some((path) => under(module, path)));
  // Many test modules import the same files: each file is read and its imports resolved once per call.
  /** @type {Map<string, { path: string, target: string | undefined }[]>} */
  const imports = new Map();
  // The files of `core/` the chosen modules reach: a kill can go through any of them (below).
  /** @type {Set<string>} */
  const reachedCore = new Set();
  const tests = candidates.filter((module) => {
    const reached = importClosure([module], true, imports);
    if (!mutated.some((file) => reached.has(file))) return false;
    for (const file of reached) if (file.startsWith('core/')) reachedCore.add(file);
    return true;
  });
  // A property module chosen by name that cannot reach the shard's code could kill nothing there: the list is stale or
  // another shard's, and dropping it silently would hide that.
  if (kind === 'properties') {
    for (const path of only ?? []) {
      if (!tests.includes(path)) throw new Error(`mutation shard: "${path}" (only) does not reach the shard's code (${mutated.join(', ')}): it could kill none of its mutants`);
    }
  }
  const files = kind === 'properties' ? importClosure([SUITE, ...tests], false, imports) : projectFiles('.');
  // A kill can go through any code the tests reach, not only the mutated file: a summary property kills a mutant of a
  // pattern through the extractor that calls it, and an edit there can stop it. The mutated files themselves are the
  // shard's own record (`SHARD.sources.json`, which fails CI when stale); the rest of `core/` is part of the suite.
  for (const file of kind === 'properties' ? reachedCore : projectFiles('core')) if (!mutated.includes(file)) files.add(file);
  for (const extra of ['vitest.mutation.config.ts', 'vitest.config.ts', 'stryker.config.mjs', 'scripts/mutation/ignorers.mjs', 'scripts/mutation/suiteFiles.mjs', 'package-lock.json']) files.add(extra);
  /** @type {Record<string, string>} */
  const out = {};
  for (const file of [...files].sort()) out[file] = sha256(file === SUITE && kind === 'properties' ? entryFor(tests) : readFileSync(file));
  return { tests, files: out };
}

/** @param {string | Buffer} content */
function sha256(content) {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * The suite's entry as a shard runs it: the entry loads only the modules
 * the shard names, so the lines of the others are left out of its record.
 * A property module added to the entry, or one of another shard's edited
 * there, leaves this shard's results standing; one of its own, or anything
 * else in the entry, does not.
 *
 * @param {string[]} chosen
 */
export function entryFor(chosen, text = readFileSync(SUITE, 'utf8')) {
  return text
    .split('\n')
    .filter((line) => {
      const module = MODULE_LINE.exec(line);
      return module === null || chosen.includes(/** @type {string} */ (module[1]));
    })
    .join('\n');
}

/**
 * What changed between two records of `shardSuite(…).files`: files added,
 * removed or edited, sorted; none when the suite is the same. A file gone
 * from the suite counts: a module that no longer reaches the shard's code
 * may be what killed its mutants in the recorded run.
 *
 * @param {Record<string, string> | undefined} recorded
 * @param {Record<string, string>} now
 */
export function suiteChanges(recorded, now) {
  if (recorded === undefined) return ['(no record of the suite these results were made with)'];
  const paths = [...new Set([...Object.keys(recorded), ...Object.keys(now)])].sort();
  return paths.filter((path) => recorded[path] !== now[path]);
}

/**
 * The top-level `describe` titles of the property modules, longest first:
 * `[title, module]`. A test's name in Stryker's results is its `describe`
 * titles and its own, joined by spaces, and its id is per run, so a test is
 * tied to its module by name (`moduleOfTest`).
 *
 * @param {string[]} [modules]
 * @param {(file: string) => string} [read]
 * @returns {[string, string][]}
 */
export function describeTitles(modules = propertyModules(), read = (file) => readFileSync(file, 'utf8')) {
  /** @type {[string, string][]} */
  const titles = [];
  for (const module of modules) {
    for (const match of read(module).matchAll(/^describe(?:\.\w+)?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gm)) {
      titles.push([/** @type {string} */ (match[2]).replace(/\\(.)/g, '$1'), module]);
    }
  }
  return titles.sort((a, b) => b[0].length - a[0].length);
}

/**
 * The property module a test of the results belongs to: the one whose
 * top-level `describe` title and a space start the test's name (the longest
 * such title), or the module named in the entry's test of a module that
 * failed to load (`properties/test-helpers/mutationSuite.ts#properties/X… loads`).
 * Undefined when none does.
 *
 * @param {string} name the test's name in `mutation/SHARD.json` (`testFiles`)
 * @param {[string, string][]} titles `describeTitles()`
 */
export function moduleOfTest(name, titles) {
  const loads = /^(properties\/\S+\.property\.test\.ts) loads$/.exec(name.replace(/^.*?#(?=properties\/)/, ''));
  if (loads !== null) return loads[1];
  return titles.find(([title]) => name.startsWith(`${title} `))?.[1];
}

/** A line of the entry that loads one property module: its name, and the path it imports. */
const MODULE_LINE = /^\s*'(properties\/[^']+\.property\.test\.ts)': \(\) => import\('\.\.\/([^']+)\.js'\),$/;

/** The property modules `SUITE` loads, in its order. */
export function propertyModules() {
  const modules = [...readFileSync(SUITE, 'utf8').matchAll(new RegExp(MODULE_LINE.source, 'gm'))];
  for (const [, name, path] of modules) {
    if (name !== `properties/${path}.ts`) throw new Error(`${SUITE}: "${name}" loads ../${path}.js`);
  }
  return modules.map(([, name]) => /** @type {string} */ (name));
}

// `from '…'`, `import '…'` and `import('…')` with a relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The files `roots` import, transitively, themselves included. The suite's
 * entry loads whichever modules a shard names, so of its own imports only
 * the static ones (`from '…'`: the loader that runs the chosen modules) are
 * followed.
 *
 * @param {string[]} roots
 * @param {boolean} intoCore follow imports into `core/` (to see what a test reaches), or stop there (the mutated code is the shard's own record, `SHARD.sources.json`)
 * @param {Map<string, { path: string, target: string | undefined }[]>} imports each file's relative imports, filled as files are read
 */
function importClosure(roots, intoCore, imports) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    let own = imports.get(file);
    if (own === undefined) {
      own = [...readFileSync(file, 'utf8').matchAll(IMPORT)].filter((match) => file !== SUITE || match[0].startsWith('from')).map((match) => {
        const path = join(dirname(file), /** @type {string} */ (match[1]));
        return { path, target: resolve(path) };
      });
      imports.set(file, own);
    }
    for (const { path, target } of own) {
      // Following imports to see what a test reaches, a path that is no file is text that looks like an import (a test of
      // the import checks quotes some); recording the suite, it is a file that went missing.
      if (target === undefined) {
        if (intoCore) continue;
        throw new Error(`mutation suite: cannot find ${path}, imported by ${file}`);
      }
      if (intoCore || !target.startsWith('core/')) queue.push(target);
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
  return undefined;
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

/**
 * The test files of the project, sorted; `core/`'s own are among them (its example tests).
 * @param {string} dir
 * @returns {string[]}
 */
function testModules(dir) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    if (NOT_THE_SUITE.has(name) && name !== 'core') continue;
    const path = dir === '.' ? name : `${dir}/${name}`;
    if (statSync(path).isDirectory()) out.push(...testModules(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}
