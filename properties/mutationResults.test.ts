import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeTitles, entryFor, moduleOfTest, propertyModules, shardSuite, suiteChanges } from '../scripts/mutation/suiteFiles.mjs';

/**
 * The committed mutation results (`mutation/SHARD.json`, Stryker's
 * incremental files, written by `npm run mutate -- SHARD`) are evidence
 * about `core/` as it was when they were made: stale evidence is no
 * evidence. This fails as soon as a file a shard mutated differs from the
 * source its results hold (each results file stores every mutated file's
 * source), a file of `core/` is in no shard, a shard's results miss one of
 * its files, a `Stryker disable` comment appears in `core/`, or a surviving
 * mutant is not argued in mutation/survivors.md. Re-run the shard named in the
 * failure (`npm run mutate -- SHARD`, incremental) and commit its file.
 *
 * Whether the scores reach their targets is `npm run mutate -- score`'s
 * question, not this test's: it names the shards not run yet and exits 1
 * until every shard has current results that meet the targets.
 */

interface Mutant {
  id: string;
  mutatorName: string;
  status: string;
  statusReason?: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const SHARDS = JSON.parse(readFileSync('mutation/shards.json', 'utf8')) as Record<string, { mutate: string[]; tests: string; only?: string[] }>;

/** A shard's entry is a file, or a range of its lines (`core/compact/identifiers.ts:1-205`). */
function entryOf(entry: string): { file: string; lines?: [number, number] } {
  const range = /^(.*):(\d+)-(\d+)$/.exec(entry);
  return range === null ? { file: entry } : { file: range[1]!, lines: [Number(range[2]), Number(range[3])] };
}

/** The files a shard mutates, each once. */
function shardFiles(shard: string): string[] {
  return [...new Set(SHARDS[shard]!.mutate.map((entry) => entryOf(entry).file))].sort();
}

/**
 * Why the shards do not part `core/` (none when they do): every file is in
 * one shard whole, or in ranges of lines that follow each other from line 1
 * to its end, each cut between two top-level statements — Stryker mutates a
 * node only inside one range, so a cut through a function would leave the
 * mutants of its body in no shard.
 */
function partition(shards: Record<string, { mutate: string[] }>, sources: readonly string[], read: (file: string) => string): string[] {
  const out: string[] = [];
  const entries = new Map<string, { shard: string; lines?: [number, number] }[]>();
  for (const [shard, { mutate }] of Object.entries(shards)) {
    for (const entry of mutate) {
      const { file, lines } = entryOf(entry);
      entries.set(file, [...(entries.get(file) ?? []), { shard, ...(lines === undefined ? {} : { lines }) }]);
    }
  }
  for (const file of [...entries.keys()].sort()) if (!sources.includes(file)) out.push(`${file} is in a shard but not in core/`);
  for (const file of sources) {
    const parts = entries.get(file) ?? [];
    if (parts.length === 0) out.push(`${file} is in no shard`);
    if (parts.length <= 1 && parts.every((p) => p.lines === undefined)) continue;
    if (parts.some((p) => p.lines === undefined)) {
      out.push(`${file} is in ${parts.map((p) => p.shard).join(' and ')}, whole in one of them`);
      continue;
    }
    const text = read(file);
    const lineCount = text.split('\n').length;
    const sorted = [...parts].sort((a, b) => a.lines![0] - b.lines![0]);
    let next = 1;
    for (const { shard, lines } of sorted) {
      if (lines![0] !== next) out.push(`${file}: ${shard} starts at line ${lines![0]}, not ${next}`);
      next = lines![1] + 1;
    }
    if (next <= lineCount) out.push(`${file}: lines ${next}–${lineCount} are in no shard`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const statements = source.statements.map((st) => [source.getLineAndCharacterOfPosition(st.getStart(source, true)).line + 1, source.getLineAndCharacterOfPosition(st.getEnd()).line + 1] as const);
    for (const { shard, lines } of sorted.slice(0, -1)) {
      const cut = statements.find(([start, end]) => start <= lines![1] && end > lines![1]);
      if (cut !== undefined) out.push(`${file}: ${shard} ends at line ${lines![1]}, inside the statement of lines ${cut[0]}–${cut[1]}`);
    }
  }
  return out;
}

/** The reasons `scripts/mutation/ignorers.mjs` gives; any other ignored mutant was switched off by hand and counts as a survivor. */
const IGNORERS = readFileSync('scripts/mutation/ignorers.mjs', 'utf8');

function coreSources(dir = 'core'): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...coreSources(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path.replace(/\\/g, '/'));
  }
  return out;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The shards that have committed results (a results file without its hashes is stale: `staleness` reports it). */
function reports(): [string, Report, Record<string, string>][] {
  return Object.keys(SHARDS)
    .filter((shard) => existsSync(`mutation/${shard}.json`) || existsSync(`mutation/${shard}.sources.json`))
    .map((shard) => [
      shard,
      existsSync(`mutation/${shard}.json`) ? readJson<Report>(`mutation/${shard}.json`) : { files: {} },
      existsSync(`mutation/${shard}.sources.json`) ? readJson<Record<string, string>>(`mutation/${shard}.sources.json`) : {},
    ]);
}

/** `core/select.ts:42:7 EqualityOperator`: how mutation/survivors.md names a survivor. */
function label(file: string, m: Mutant): string {
  return `${file}:${m.location.start.line}:${m.location.start.column} ${m.mutatorName}`;
}

/**
 * The names mutation/survivors.md must hold for a file's survivors: one per
 * position and mutator, and where several mutants survive there (`true` and
 * `false`, `<=` and `>=`, five ways of breaking one pattern) the name says
 * how many (`core/bpe.ts:117:9 ConditionalExpression ×2`), so that an
 * argument written for one of them cannot pass for the others unread.
 */
function requiredNames(file: string, mutants: readonly Mutant[]): string[] {
  const counts = new Map<string, number>();
  for (const m of mutants) if (survives(m)) counts.set(label(file, m), (counts.get(label(file, m)) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`));
}

/** The doc names `name` whole: not as the start of a longer position (`:1:2` in `:1:23`) or count (`×2` in `×21`). */
function names(doc: string, name: string): boolean {
  return new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w×])`, 'u').test(doc);
}

/** Undetected: survived, not covered, or ignored for a reason that is not one of the configured exclusions. */
function survives(m: Mutant): boolean {
  if (m.status === 'Ignored') return m.statusReason === undefined || !IGNORERS.includes(JSON.stringify(m.statusReason).slice(1, -1));
  return m.status === 'Survived' || m.status === 'NoCoverage';
}

function sha256(file: string): string | undefined {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}

/**
 * Why a shard's results no longer describe `core/` (none when they are
 * current): `mutation/SHARD.sources.json`, written with the results, holds
 * the SHA-256 of every file of the shard as mutated (a file with no mutant
 * is not in Stryker's own file), and Stryker's file holds each mutated
 * file's source.
 */
function staleness(shard: string, report: Report, hashes: Record<string, string>): string[] {
  const out: string[] = [];
  const rerun = `npm run mutate -- ${shard}`;
  const files = Object.keys(hashes).sort();
  const expected = shardFiles(shard);
  if (JSON.stringify(files) !== JSON.stringify(expected)) out.push(`mutation/${shard}.sources.json lists ${files.join(' ')}, the shard ${expected.join(' ')}: ${rerun}`);
  for (const [file, hash] of Object.entries(hashes)) if (sha256(file) !== hash) out.push(`${file} changed since mutation/${shard}.json was made: ${rerun}`);
  for (const [file, entry] of Object.entries(report.files)) {
    if (hashes[file] === undefined || !existsSync(file) || entry.source !== readFileSync(file, 'utf8')) out.push(`${file}: mutation/${shard}.json holds another source: ${rerun}`);
  }
  return out;
}

describe('the committed mutation results are current', () => {
  it('the shards part core/: every file whole in one shard, or in ranges of lines cut between top-level statements', () => {
    expect(partition(SHARDS, coreSources(), (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('a file left out, in two shards, or cut badly is named', () => {
    const text = ['const a = 1;', 'function f() {', '  return a;', '}', 'export const b = f();'].join('\n');
    const read = (): string => text;
    const check = (shards: Record<string, { mutate: string[] }>): string[] => partition(shards, ['core/x.ts', 'core/y.ts'], read);
    expect(check({ s: { mutate: ['core/x.ts', 'core/y.ts'] } })).toEqual([]);
    expect(check({ s: { mutate: ['core/x.ts:1-1', 'core/y.ts'] }, t: { mutate: ['core/x.ts:2-5'] } })).toEqual([]);
    expect(check({ s: { mutate: ['core/x.ts'] } })).toEqual(['core/y.ts is in no shard']);
    expect(check({ s: { mutate: ['core/x.ts', 'core/y.ts', 'core/z.ts'] } })).toEqual(['core/z.ts is in a shard but not in core/']);
    expect(check({ s: { mutate: ['core/x.ts', 'core/y.ts'] }, t: { mutate: ['core/x.ts:1-5'] } })).toEqual(['core/x.ts is in s and t, whole in one of them']);
    expect(check({ s: { mutate: ['core/x.ts:1-2', 'core/y.ts'] }, t: { mutate: ['core/x.ts:3-5'] } })).toEqual(['core/x.ts: s ends at line 2, inside the statement of lines 2–4']);
    expect(check({ s: { mutate: ['core/x.ts:1-1', 'core/y.ts'] }, t: { mutate: ['core/x.ts:3-5'] } })).toEqual(['core/x.ts: t starts at line 3, not 2']);
    expect(check({ s: { mutate: ['core/x.ts:1-1', 'core/y.ts'] }, t: { mutate: ['core/x.ts:2-4'] } })).toEqual(['core/x.ts: lines 5–5 are in no shard']);
  });

  it("each shard's results were made from core/ as it is now, every file of the shard", () => {
    // Every stale shard at once: the list is what to run next.
    expect(reports().flatMap(([shard, report, hashes]) => staleness(shard, report, hashes))).toEqual([]);
  });

  it('the results name no folder of the machine they ran on (projectRoot is ".")', () => {
    for (const [shard, report] of reports()) expect((report as Report & { projectRoot?: string }).projectRoot ?? '.', shard).toBe('.');
  });

  it('no mutant is switched off in the source (a disable comment would hide a survivor)', () => {
    for (const file of coreSources()) expect(readFileSync(file, 'utf8').includes('Stryker disable'), file).toBe(false);
  });

  it('every survivor in the committed results is argued in mutation/survivors.md', () => {
    const doc = readFileSync('mutation/survivors.md', 'utf8');
    for (const [, report] of reports()) {
      for (const [file, entry] of Object.entries(report.files)) {
        for (const name of requiredNames(file, entry.mutants)) expect(names(doc, name), `${name} is not argued in mutation/survivors.md`).toBe(true);
      }
    }
  });

  it('several survivors at one position and mutator are named with their number, each name whole', () => {
    const at = (line: number, column: number, mutatorName: string, status = 'Survived'): Mutant => ({ id: '1', mutatorName, status, location: { start: { line, column } } });
    const mutants = [at(3, 5, 'ConditionalExpression'), at(3, 5, 'ConditionalExpression'), at(3, 5, 'EqualityOperator'), at(3, 5, 'EqualityOperator', 'Killed'), at(4, 1, 'Regex', 'NoCoverage')];
    expect(requiredNames('core/x.ts', mutants)).toEqual(['core/x.ts:3:5 ConditionalExpression ×2', 'core/x.ts:3:5 EqualityOperator', 'core/x.ts:4:1 Regex']);
    const doc = '`core/x.ts:3:5 ConditionalExpression ×21`, `core/x.ts:3:5 EqualityOperator` and `core/x.ts:4:12 Regex`';
    expect(names(doc, 'core/x.ts:3:5 ConditionalExpression ×2')).toBe(false);
    expect(names(doc, 'core/x.ts:3:5 EqualityOperator')).toBe(true);
    expect(names(doc, 'core/x.ts:4:1 Regex')).toBe(false);
    expect(names(`${doc}, core/x.ts:3:5 ConditionalExpression ×2.`, 'core/x.ts:3:5 ConditionalExpression ×2')).toBe(true);
  });

  it("a shard runs the test modules that reach its code, and its suite is every file they import but the mutated ones, so that a weakened property or an edit of the code a kill went through re-runs its shard", () => {
    // Independent of the walk in suiteFiles.mjs: modules named by hand, reaching (or not) the shard's file.
    const { tests, files: suite } = shardSuite('properties', ['core/compact/identifiers.ts']);
    expect(tests).toContain('properties/identifiers.property.test.ts');
    expect(tests).toContain('properties/summary.property.test.ts');
    expect(tests).not.toContain('properties/tokenizer.property.test.ts');
    expect(tests).not.toContain('properties/selection.property.test.ts');
    // In the suite's order, so a shard's cheap properties still come first.
    expect(tests).toEqual(propertyModules().filter((module) => tests.includes(module)));
    expect(shardSuite('properties', ['core/tokenizer.ts']).tests).toContain('properties/tokenizer.property.test.ts');
    const files = Object.keys(suite);
    // Reached only through imports: the entry, a property file, a reference, a helper's helper, the compaction layer.
    for (const file of ['properties/test-helpers/mutationSuite.ts', 'properties/test-helpers/loadProperties.ts', 'properties/summary.property.test.ts', 'properties/summaryText.ts', 'properties/reference/summaryText.ts', 'compaction/compactHistory.ts', 'package-lock.json']) {
      expect(files, file).toContain(file);
    }
    expect(files).not.toContain('properties/tokenizer.property.test.ts');
    // The code between a property and the mutated file is in the suite (the summarizer that calls the patterns, the
    // tokenizer that counts the summary); the mutated file is the shard's own record, and a loader no property of
    // the shard imports is in neither.
    for (const file of ['core/compact/extractSummary.ts', 'core/compact/supersession.ts', 'core/tokenizer.ts']) expect(files, file).toContain(file);
    expect(files).not.toContain('core/compact/identifiers.ts');
    expect(files).not.toContain('core/load/requestYaml.ts');
    expect(files).not.toContain('properties/mutationResults.test.ts');
    // The loaders' shard: npm test's files that load its code, not the ones that cannot.
    const loaders = shardSuite('tests', ['core/load/jsonLine.ts']).tests;
    expect(loaders).toContain('core/load/jsonLine.test.ts');
    expect(loaders).not.toContain('core/runes.test.ts');
    // npm test's files read all of core/, its example tests too: every file of it is in the loaders' suite but the mutated one.
    const loaderSuite = Object.keys(shardSuite('tests', ['core/load/jsonLine.ts']).files);
    for (const file of ['core/load/requestYaml.ts', 'core/runes.test.ts', 'core/compact/identifiers.ts', 'core/load/jsonLine.test.ts']) expect(loaderSuite, file).toContain(file);
    expect(loaderSuite).not.toContain('core/load/jsonLine.ts');
    // A shard's `only` keeps the files under the paths it names, and refuses a path that names none.
    const chosen = shardSuite('tests', ['core/load/jsonLine.ts'], ['core/load/', 'cli/jsonlLines.test.ts']).tests;
    expect(chosen).toContain('core/load/jsonLine.test.ts');
    expect(chosen).toContain('cli/jsonlLines.test.ts');
    expect(chosen.filter((module) => !module.startsWith('core/load/'))).toEqual(['cli/jsonlLines.test.ts']);
    expect(loaders.filter((module) => !module.startsWith('core/load/')).length).toBeGreaterThan(1);
    expect(() => shardSuite('tests', ['core/load/jsonLine.ts'], ['core/load/jsonLine.tests.ts'])).toThrow(/names no test file/);
    expect(suiteChanges(suite, suite)).toEqual([]);
    const edited = { ...suite, 'properties/summaryText.ts': '0'.repeat(64) };
    const { 'properties/reference/summaryText.ts': _gone, ...fewer } = suite;
    expect(suiteChanges(edited, suite)).toEqual(['properties/summaryText.ts']);
    expect(suiteChanges({ ...suite, 'core/compact/extractSummary.ts': '0'.repeat(64) }, suite)).toEqual(['core/compact/extractSummary.ts']);
    expect(suiteChanges(fewer, suite)).toEqual(['properties/reference/summaryText.ts']);
    expect(suiteChanges(suite, fewer)).toEqual(['properties/reference/summaryText.ts']);
    expect(suiteChanges(undefined, suite)).toHaveLength(1);
    // The entry is recorded as the shard runs it: a module another shard runs, added or edited there, changes nothing;
    // one of the shard's own, or any other line, does.
    const entry = readFileSync('properties/test-helpers/mutationSuite.ts', 'utf8');
    expect(suite['properties/test-helpers/mutationSuite.ts']).toBe(createHash('sha256').update(entryFor(tests)).digest('hex'));
    const line = (name: string): string => `  '${name}': () => import('../${name.slice('properties/'.length, -'.ts'.length)}.js'),`;
    const withLine = (name: string): string => entry.replace('\n};\n', `\n${line(name)}\n};\n`);
    expect(withLine('properties/zzz.property.test.ts')).not.toBe(entry);
    expect(entryFor(tests, withLine('properties/zzz.property.test.ts'))).toBe(entryFor(tests, entry));
    expect(entryFor([...tests, 'properties/zzz.property.test.ts'], withLine('properties/zzz.property.test.ts'))).not.toBe(entryFor(tests, entry));
    expect(entryFor(tests, entry.replace('await loadProperties(', 'await loadProperties( '))).not.toBe(entryFor(tests, entry));
    expect(entryFor(tests, entry)).toContain(line('properties/summary.property.test.ts'));
    expect(entryFor(tests, entry)).not.toContain(line('properties/tokenizer.property.test.ts'));
  });

  it("each property shard's `only` names the modules that killed its mutants: every test of its results belongs to exactly one module, and every mutant's first killer is on the list", () => {
    const modules = propertyModules();
    const titles = describeTitles(modules);
    // A test is tied to its module by name (its id is per run): exactly one module's title and a space start it.
    const owners = (name: string): string[] => [...new Set(titles.filter(([title]) => name.startsWith(`${title} `)).map(([, module]) => module))];
    for (const [shard, { tests, only }] of Object.entries(SHARDS)) {
      if (tests !== 'properties') continue;
      expect(only, `${shard}: no only`).toBeDefined();
      expect(only, shard).toEqual([...only!].sort());
      expect(new Set(only).size, shard).toBe(only!.length);
      if (!existsSync(`mutation/${shard}.json`)) continue;
      const report = JSON.parse(readFileSync(`mutation/${shard}.json`, 'utf8')) as Report & {
        testFiles?: Record<string, { tests: { id: string; name: string }[] }>;
        files: Record<string, { mutants: { killedBy?: string[] }[] }>;
      };
      const names = new Map<string, string>();
      for (const file of Object.values(report.testFiles ?? {})) for (const test of file.tests) names.set(test.id, test.name);
      for (const name of names.values()) {
        expect(owners(name), `${shard}: "${name}"`).toHaveLength(1);
        expect(moduleOfTest(name, titles), `${shard}: "${name}"`).toBe(owners(name)[0]);
      }
      const missing = new Set<string>();
      for (const file of Object.values(report.files)) {
        for (const mutant of file.mutants) {
          const first = mutant.killedBy?.[0];
          if (first === undefined) continue;
          const module = moduleOfTest(names.get(first) ?? first, titles);
          expect(module, `${shard}: the killer "${names.get(first) ?? first}" belongs to no module`).toBeDefined();
          if (!only!.includes(module!)) missing.add(module!);
        }
      }
      expect([...missing], `${shard}: killers not in its only (node scripts/mutation/killerModules.mjs --write)`).toEqual([]);
    }
    // A module that failed to load is named by the entry's test of it.
    expect(moduleOfTest('properties/test-helpers/mutationSuite.ts#properties/readerRows.property.test.ts loads', titles)).toBe('properties/readerRows.property.test.ts');
    expect(moduleOfTest('no module has this title', titles)).toBeUndefined();
  });

  it("a property shard's `only` narrows its suite and its record to the chosen modules, and refuses a module that cannot reach its code", () => {
    const supersession = SHARDS['supersession-6']!;
    const mutated = supersession.mutate.map((entry) => entryOf(entry).file);
    const all = shardSuite('properties', mutated);
    const chosen = shardSuite('properties', mutated, supersession.only);
    // The identifier rows reach supersession.ts (through the summarizer) but kill none of this shard's mutants.
    expect(all.tests).toContain('properties/identifiers.property.test.ts');
    expect(Object.keys(all.files)).toContain('properties/identifierRows.ts');
    expect(supersession.only).not.toContain('properties/identifiers.property.test.ts');
    expect(chosen.tests).not.toContain('properties/identifiers.property.test.ts');
    expect(Object.keys(chosen.files)).not.toContain('properties/identifierRows.ts');
    expect([...chosen.tests].sort()).toEqual(supersession.only);
    expect(Object.keys(chosen.files).length).toBeLessThan(Object.keys(all.files).length);
    // The entry is recorded as the shard runs it: only the chosen modules' lines.
    expect(chosen.files['properties/test-helpers/mutationSuite.ts']).toBe(createHash('sha256').update(entryFor(chosen.tests)).digest('hex'));
    expect(() => shardSuite('properties', mutated, [...supersession.only!, 'properties/tokenizer.property.test.ts'])).toThrow(/does not reach the shard's code/);
    expect(() => shardSuite('properties', mutated, ['properties/nothing.property.test.ts'])).toThrow(/names no test file/);
  });

  it('results made from another source, or missing a file of their shard, are stale', () => {
    const [shard] = Object.entries(SHARDS).find(([name]) => shardFiles(name).length > 1)!;
    const mutate = shardFiles(shard);
    const hashes = Object.fromEntries(mutate.map((file) => [file, sha256(file)!]));
    const report: Report = { files: Object.fromEntries(mutate.map((file) => [file, { source: readFileSync(file, 'utf8'), mutants: [] }])) };
    expect(staleness(shard, report, hashes)).toEqual([]);
    const file = mutate[0]!;
    expect(staleness(shard, report, { ...hashes, [file]: sha256('package.json')! })).toEqual([`${file} changed since mutation/${shard}.json was made: npm run mutate -- ${shard}`]);
    const edited: Report = { files: { ...report.files, [file]: { source: `${report.files[file]!.source} `, mutants: [] } } };
    expect(staleness(shard, edited, hashes)).toEqual([`${file}: mutation/${shard}.json holds another source: npm run mutate -- ${shard}`]);
    const { [file]: _dropped, ...fewer } = hashes;
    expect(staleness(shard, report, fewer)).toHaveLength(2);
  });

});
