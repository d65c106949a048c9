import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What makes `properties/` a specification of `core/` rather than a second
 * copy of it (issue 12), checked from the sources, so that a property added
 * without its row, an oracle that reaches into `core/`, or a class of
 * realistic bug left unnamed turns the suite red:
 *
 * 1. every property (an exported `property…` of `properties/`, or one a
 *    property test calls) has a row in docs/properties.md's table, the one
 *    the README points to, naming its oracle;
 * 2. no file of `properties/` imports code from `core/` (types aside) but
 *    the function it puts under test, each such import listed below with
 *    its reason; the imports are read with TypeScript's own parser (static,
 *    `export … from`, `import()`, `require`), and an import of another file
 *    of the project counts as an import of every `core/` file that file
 *    reaches;
 * 3. docs/mutation.md names, for each class of realistic bug the issue
 *    lists, a bug of `scripts/mutation/realisticBugs.mjs` and the property
 *    that kills it.
 */

const ROOT = join(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The source files below `dir`, as paths from the project's root, sorted. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir)).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|mts|cts|js|mjs|cjs)$/.test(name)) out.push(path);
  }
  return out;
}

// ---------------------------------------------------------------- imports

/** One import of a module: which names it takes as values (`*` for all of them), none when it takes types only. */
export interface ImportUse {
  specifier: string;
  values: string[];
  line: number;
  /** Handed on to importers (`export … from`, or a binding imported then exported), not only used here. */
  reexported: boolean;
}

/** Every module a source text imports or re-exports, with the values it takes; `<computed>` for an `import()` or `require` of a computed name. */
export function importsOf(fileName: string, text: string): ImportUse[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: ImportUse[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, values: string[], reexported = false): void => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    out.push({ specifier: specifier !== undefined && ts.isStringLiteralLike(specifier) ? specifier.text : '<computed>', values, line, reexported });
  };
  // Local names bound by value imports, and the names a local `export { … }` or `export default` hands on.
  const bound = new Map<string, ImportUse>();
  const handedOn = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause === undefined) add(node, node.moduleSpecifier, ['*']);
      else if (!clause.isTypeOnly) {
        const values: string[] = clause.name === undefined ? [] : ['default'];
        const bindings = clause.namedBindings;
        if (bindings !== undefined && ts.isNamespaceImport(bindings)) values.push('*');
        if (bindings !== undefined && ts.isNamedImports(bindings)) {
          for (const e of bindings.elements) if (!e.isTypeOnly) values.push((e.propertyName ?? e.name).text);
        }
        add(node, node.moduleSpecifier, values);
        const use = out[out.length - 1]!;
        if (clause.name !== undefined) bound.set(clause.name.text, use);
        if (bindings !== undefined && ts.isNamespaceImport(bindings)) bound.set(bindings.name.text, use);
        if (bindings !== undefined && ts.isNamedImports(bindings)) for (const e of bindings.elements) if (!e.isTypeOnly) bound.set(e.name.text, use);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        const values = clause === undefined || ts.isNamespaceExport(clause)
          ? ['*']
          : clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
        add(node, node.moduleSpecifier, values, true);
      }
    } else if (ts.isExportDeclaration(node) && node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && !node.isTypeOnly) {
      for (const e of node.exportClause.elements) if (!e.isTypeOnly) handedOn.add((e.propertyName ?? e.name).text);
    } else if (ts.isExportAssignment(node) && ts.isIdentifier(node.expression)) {
      handedOn.add(node.expression.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      if (!node.isTypeOnly) add(node, node.moduleReference.expression, ['*']);
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      add(node, node.arguments[0], ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const name of handedOn) {
    const use = bound.get(name);
    if (use !== undefined) use.reexported = true;
  }
  return out.filter((use) => use.values.length > 0);
}

/** A relative import as a file of the project (TypeScript's `.js` is the `.ts` beside it), the package's own name as its entry, else undefined (a package). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier === 'baglam') return 'index.ts';
  if (specifier.startsWith('baglam/')) return `${specifier.slice('baglam/'.length)}/index.ts`;
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  const path = specifier.startsWith('/') ? relative(ROOT, specifier) : normalize(join(dirname(from), specifier)).replace(/\\/g, '/');
  for (const candidate of [path, path.replace(/\.js$/, '.ts'), path.replace(/\.mjs$/, '.mts'), path.replace(/\.cjs$/, '.cts'), `${path}.ts`, `${path}/index.ts`]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot find ${specifier}`);
}

/**
 * The files of `properties/` that are `core/` by another name: the
 * implementation under test, wired once, and the public barrel that
 * re-exports it. A value taken from them counts as a value taken from
 * `core/`.
 */
const GATEWAYS = new Set(['properties/implementation.ts', 'properties/index.ts']);
const isGateway = (file: string): boolean => GATEWAYS.has(file) || file.startsWith('properties/mutants/') || file.startsWith('dist/');

/** The `core/` files a file outside `properties/` reaches through the values it imports, itself included when it is one. */
const reached = new Map<string, string[]>();
function coreReached(file: string): string[] {
  let found = reached.get(file);
  if (found === undefined) reached.set(file, (found = coreReachedFrom(file, new Set())));
  return found;
}

function coreReachedFrom(file: string, seen: Set<string>): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  if (file.startsWith('core/')) return [file];
  const out: string[] = [];
  for (const use of importsOf(file, read(file))) {
    const target = resolveImport(file, use.specifier);
    if (target !== undefined && !target.startsWith('properties/')) out.push(...coreReachedFrom(target, seen));
  }
  return [...new Set(out)].sort();
}

/**
 * What a file of `properties/` may take from `core/` (directly, or through
 * another file of the project or a gateway) and why: the function a
 * property test puts under test, or an input made the way users make it;
 * never an expectation. Keyed by the file, then by the module imported.
 */
const UNDER_TEST: Record<string, Record<string, { values: string[]; why: string }>> = {
  'properties/arbitraries/scenario.ts': {
    'core/tokenizer.ts': { values: ['createTokenizer'], why: 'places budgets near the sizes and edges a decision turns on; a count here decides where a case falls, never what it expects (js-tiktoken is too slow to place every case)' },
  },
  'properties/arbitraries/sizedText.ts': {
    'core/tokenizer.ts': { values: ['createTokenizer'], why: 'sizes generated texts; what a property expects of them is counted by the reference model' },
  },
  'properties/test-helpers/compactionProperties.ts': {
    'compaction/summarizer.ts': { values: ['extractiveSummarizer'], why: "the product's summarizer is one of the summarizers compactHistory is run with (an input); what K1–K5 expect comes from the reference model" },
  },
  'properties/profileChecks.ts': {
    'properties/implementation.ts': { values: ['coreImplementation'], why: '`baglam check` runs the contracts on core/: that is what it is for' },
  },
  'properties/changes.property.test.ts': {
    'core/compact/adoptedProposal.ts': { values: ['adoptedProposal'], why: 'under test' },
    'core/compact/relayedSetting.ts': { values: ['relayedSetting'], why: 'under test' },
    'core/compact/reportedChange.ts': { values: ['cancelsRule', 'narratesChange', 'reportsChange'], why: 'under test' },
    'core/compact/relativeChange.ts': { values: ['relativeChange'], why: 'under test' },
    'core/compact/foldCase.ts': { values: ['foldCase'], why: 'under test: the readers are documented on folded text, and the extractor folds before it reads' },
  },
  'properties/sentenceRows.property.test.ts': {
    'core/compact/sentences.ts': { values: ['quotedSpans', 'splitClauses', 'splitSentences'], why: 'under test' },
    'core/compact/gappedPiece.ts': { values: ['gappedPiece'], why: 'under test' },
  },
  'properties/clampHistoryTable.property.test.ts': { 'core/history.ts': { values: ['clampHistory'], why: 'under test' } },
  'properties/clauseRules.property.test.ts': {
    'core/compact/clauseKind.ts': { values: ['classifyClause'], why: 'under test' },
    'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' },
    'core/compact/supersession.ts': { values: ['findSupersessions', 'statementReader'], why: 'under test' },
  },
  'properties/clauseKinds.property.test.ts': { 'core/compact/clauseKind.ts': { values: ['adoptsNothing', 'classifyClause', 'ownRuleAfterWish', 'recordTask', 'stepOfTalk'], why: 'under test' } },
  'properties/extractorForms.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorIdentifiers.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorCounts.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorCalls.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorOffers.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorPasted.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorQuestions.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorTalk.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/extractorTold.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/countsApart.property.test.ts': {
    'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' },
    'core/compact/renderSummary.ts': { values: ['renderSummary'], why: 'under test: the rendered lines are what the model reads, and a live rule must be on a line with no note of supersession' },
  },
  'properties/looseTies.property.test.ts': {
    'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' },
    'core/compact/renderSummary.ts': { values: ['renderSummary'], why: 'under test: the rendered lines are what the model reads, and a live rule must be on a line with no note of supersession' },
  },
  'properties/setsNothing.property.test.ts': {
    'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' },
    'core/compact/renderSummary.ts': { values: ['renderSummary'], why: 'under test: the rendered lines are what the model reads, and a live rule must be on a line with no note of supersession' },
  },
  'properties/verbForms.property.test.ts': {
    'core/compact/clauseKind.ts': { values: ['classifyClause'], why: 'under test' },
    'core/compact/turkishVerbs.ts': { values: ['turkishForm'], why: 'under test' },
  },
  'properties/compactionParts.property.test.ts': {
    'core/compact/index.ts': { values: ['clampStart', 'compactedRequest', 'fitSummary', 'historyCost', 'isContentEmpty', 'mergeContent', 'planCompaction', 'protectedOnly', 'resolveCompactionOptions', 'summaryInputFor'], why: 'under test' },
  },
  'properties/compaction.property.test.ts': { 'compaction/compactHistory.ts': { values: ['compactHistory'], why: 'under test' } },
  'properties/identifierList.property.test.ts': { 'core/compact/index.ts': { values: ['extractSummary', 'fitSummary'], why: 'under test' } },
  'properties/identifiers.property.test.ts': { 'core/compact/index.ts': { values: ['extractIdentifiers', 'splitSentences'], why: 'under test' } },
  'properties/pointedChanges.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions'], why: 'under test' } },
  'properties/extractorRows.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/userItemRows.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['userItems'], why: 'under test' } },
  'properties/userTurnRows.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/listedIdentifiers.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/keptPieces.property.test.ts': { 'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test' } },
  'properties/readerRows.property.test.ts': {
    'core/compact/adoptedProposal.ts': { values: ['adoptedProposal'], why: 'under test' },
    'core/compact/matchesOf.ts': { values: ['matchesOf'], why: 'under test' },
    'core/compact/pointedChange.ts': { values: ['pointedChange'], why: 'under test' },
    'core/compact/relayedSetting.ts': { values: ['relayedSetting'], why: 'under test' },
  },
  'properties/referents.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessors'], why: 'under test' } },
  'properties/supersessors.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions', 'statementReader'], why: 'under test, with a statement reader for each call' } },
  'properties/statementValues.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions', 'statementReader'], why: 'under test' } },
  'properties/replacedStatements.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions', 'statementReader'], why: 'under test' } },
  'properties/statementMarks.property.test.ts': { 'core/compact/supersession.ts': { values: ['statementReader'], why: 'under test' } },
  'properties/movedOrRuledOut.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions', 'movesBy', 'statementReader'], why: 'under test' } },
  'properties/slotPairs.property.test.ts': { 'core/compact/supersession.ts': { values: ['answersHowMany', 'findSupersessions'], why: 'under test' } },
  'properties/secondRules.property.test.ts': { 'core/compact/supersession.ts': { values: ['findSupersessions', 'statementReader'], why: 'under test' } },
  'properties/revisionClasses.property.test.ts': {
    'core/compact/supersession.ts': { values: ['findSupersessions'], why: 'under test' },
    'core/compact/extractSummary.ts': { values: ['extractSummary'], why: 'under test (an offer taken, read end to end)' },
  },
  'properties/saidSection.property.test.ts': { 'core/compact/index.ts': { values: ['echoedItems', 'holdsWords', 'saidItems'], why: 'under test' } },
  'properties/summary.property.test.ts': { 'core/compact/index.ts': { values: ['foldCase', 'parseSummary', 'renderSummary', 'validateSummary'], why: 'under test' } },
  'properties/counterexamples.test.ts': { 'core/profile.ts': { values: ['resolveProfile'], why: "the profile a replayed counterexample runs under, made as a user makes it (the test checks the runner's output, not an assembly)" } },
  'properties/profileChecks.test.ts': { 'core/profile.ts': { values: ['resolveProfile'], why: "the profile `baglam check` is given, made as a user makes it" } },
};

/** Files whose job is to be `core/`, or to wire it, rather than to state what it must do. */
const NOT_ORACLES: Record<string, string> = {
  'properties/implementation.ts': 'the implementation under test, wired once and passed to every property',
  'properties/index.ts': "the public barrel (`baglam/properties`): re-exports the implementation beside the properties for users' suites",
  'properties/mutants/': 'deliberately broken copies of core/ pieces, the implementations the mutant tests pass in',
};
const notAnOracle = (file: string): boolean => Object.keys(NOT_ORACLES).some((k) => (k.endsWith('/') ? file.startsWith(k) : file === k));

/** Each value a file takes from `core/` by any route: `file: module value` lines. */
function coreValues(files: readonly string[], text: (file: string) => string): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (notAnOracle(file)) continue;
    for (const use of importsOf(file, text(file))) {
      if (use.specifier === '<computed>') {
        out.push(`${file}:${use.line} an import of a computed name (say which module)`);
        continue;
      }
      const target = resolveImport(file, use.specifier);
      if (target === undefined) continue;
      // A test file takes the implementation it runs the properties on: the point of passing it in.
      if (isGateway(target) && file.endsWith('.test.ts')) continue;
      const reaches = isGateway(target) ? [target] : target.startsWith('properties/') ? [] : coreReached(target);
      if (reaches.length === 0) continue;
      // Handing core/ on is a route for every importer: never listed, whatever the file may use itself.
      for (const value of use.values) out.push(`${file}: ${target} ${value}${use.reexported ? ' (handed on)' : ''}`);
    }
  }
  return [...new Set(out)].sort();
}

const allowed = Object.entries(UNDER_TEST).flatMap(([file, modules]) => Object.entries(modules).flatMap(([module, { values }]) => values.map((v) => `${file}: ${module} ${v}`))).sort();

describe('oracles take nothing from core/ but the function under test', () => {
  const files = sources('properties');

  it('every value a file of properties/ takes from core/, by any route, is listed with its reason, and every listed one is taken', () => {
    expect(coreValues(files, read)).toEqual(allowed);
  });

  it('the check sees every route into core/ (it fails on each of these)', () => {
    const oracle = 'properties/reference/profile.ts';
    const tries = [
      "import { maxOutputTokens } from '../../core/profile.js';",
      "import { maxOutputTokens } from '../../core/profile.ts';",
      "import { type Profile, maxOutputTokens } from '../../core/profile';",
      "export { maxOutputTokens } from '../../core/profile.js';",
      "export * from '../../core/index.js';",
      "import * as core from '../../core/index.js';",
      "const { maxOutputTokens } = await import('../../core/profile.js');",
      "const m = await import(`../../core/${'profile'}.js`);",
      "import { coreImplementation } from '../implementation.js';",
      "import { coreImplementation } from '../index.js';",
    "import { mutant } from '../mutants/mutantImplementation.js';",
      "import { compactHistory } from '../../compaction/compactHistory.js';",
      "import { assemble } from '../../index.js';",
      "import { assemble } from 'baglam';",
    ];
    for (const line of tries) {
      const text = (file: string): string => (file === oracle ? `${line}\n${read(file)}` : read(file));
      expect(coreValues([oracle], text), line).not.toEqual([]);
    }
    // A file that may use a core/ function may not hand it on to others.
    const generator = 'properties/arbitraries/sizedText.ts';
    expect(coreValues([generator], read)).toEqual(['properties/arbitraries/sizedText.ts: core/tokenizer.ts createTokenizer']);
    for (const line of ["export { createTokenizer } from '../../core/tokenizer.js';", 'export { createTokenizer };', 'export default createTokenizer;']) {
      const text = (file: string): string => (file === generator ? `${read(file)}\n${line}\n` : read(file));
      expect(coreValues([generator], text), line).not.toEqual(['properties/arbitraries/sizedText.ts: core/tokenizer.ts createTokenizer']);
    }
    // Types are no oracle: these pass.
    for (const line of ["import type { Profile } from '../../core/profile.js';", "import { type Profile } from '../../core/profile.js';", "export type { Profile } from '../../core/profile.js';", "type P = import('../../core/profile.js').Profile;"]) {
      const text = (file: string): string => (file === oracle ? `${line}\n${read(file)}` : read(file));
      expect(coreValues([oracle], text), line).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------- the properties table

/** Every property: exported `property…` functions of properties/ (not its mutants), and any a test file defines; read once. */
let properties: Map<string, string> | undefined;
function everyProperty(): Map<string, string> {
  return (properties ??= readProperties());
}

function readProperties(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of sources('properties')) {
    if (file.startsWith('properties/mutants/')) continue;
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const exported = ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && ts.isFunctionDeclaration(node) && node.name !== undefined) out.set(node.name.text, file);
      if (exported && ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) out.set(d.name.text, file);
      }
      // A property a test file defines for itself, exported or not.
      if (file.endsWith('.test.ts') && ts.isFunctionDeclaration(node) && node.name !== undefined) out.set(node.name.text, file);
      if (file.endsWith('.test.ts') && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) out.set(node.name.text, file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return new Map([...out].filter(([name]) => /^property[A-Z0-9]/.test(name)).sort());
}

/** The rows of docs/properties.md's properties table: each property a row names (`propertyK1` … `propertyK5` spelt out), with the row's oracle cell and the files its first cell names. */
function tableRows(doc: string): Map<string, string> {
  return new Map([...tableEntries(doc)].map(([name, row]) => [name, row.oracle]));
}

function tableEntries(doc: string): Map<string, { oracle: string; files: string[] }> {
  const lines = doc.split('\n');
  const head = lines.findIndex((l) => /^\| property \(file\) \| contract \| its oracle \| mutants it catches \|$/.test(l));
  if (head < 0) throw new Error('docs/properties.md: no table headed "| property (file) | contract | its oracle | mutants it catches |"');
  const rows = new Map<string, { oracle: string; files: string[] }>();
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    const names = [...cells[0]!.matchAll(/`(property\w+)`/g)].map((m) => m[1]!);
    const range = /`property(\D+)(\d+)` … `property\1(\d+)`/.exec(cells[0]!);
    if (range !== null) for (let i = Number(range[2]); i <= Number(range[3]); i++) names.push(`property${range[1]}${i}`);
    const files = [...cells[0]!.matchAll(/`([\w./-]+\.ts)`/g)].map((m) => `properties/${m[1]!}`);
    for (const name of names) rows.set(name, { oracle: cells[2] ?? '', files });
  }
  return rows;
}

describe("the properties table names every property's oracle", () => {
  it('the README points to the table', () => {
    expect(read('README.md')).toMatch(/\]\(docs\/properties\.md\)/);
  });

  it('every property has a row in docs/properties.md naming its oracle', () => {
    const rows = tableRows(read('docs/properties.md'));
    const missing = [...everyProperty()].filter(([name]) => !/\S/.test(rows.get(name) ?? '')).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it("each row names the file its properties are defined in", () => {
    const rows = tableEntries(read('docs/properties.md'));
    const elsewhere = [...everyProperty()].filter(([name, file]) => rows.has(name) && !rows.get(name)!.files.includes(file)).map(([name, file]) => `${name} (${file})`);
    expect(elsewhere).toEqual([]);
  });

  it('the check sees a property left out of the table, and one with no oracle', () => {
    const doc = read('docs/properties.md');
    expect(tableRows(doc).has('propertyWithinShares')).toBe(true);
    expect(tableRows(doc.replace(/^\| `propertyWithinShares` .*\n/m, '')).has('propertyWithinShares')).toBe(false);
    expect(tableRows(doc.replace(/^(\| `propertyWithinShares` [^|]*\|[^|]*\|)[^|]*\|/m, '$1 |')).get('propertyWithinShares')).toBe('');
    expect(tableRows(doc).has('propertyK4')).toBe(true);
    expect(tableEntries(doc).get('propertyWithinShares')!.files).toEqual(['properties/withinShares.ts']);
    expect(tableEntries(doc.replace(/^\| `propertyWithinShares` \(`withinShares\.ts`\)/m, '| `propertyWithinShares` (`memos.ts`)')).get('propertyWithinShares')!.files).toEqual(['properties/memos.ts']);
  });
});

// ---------------------------------------------------------------- realistic bug classes

/** The classes of realistic bug issue 12 lists, in its words. */
const ISSUE_CLASSES = [
  'shared helper: budget', 'shared helper: template overhead',
  'rendering', 'escaping', 'metadata shortening', 'dedup normalisation', 'rune counting', 'token floor', 'BPE merge order',
  'shares', 'drop reasons', 'drop-log bounds', 'a lower bound passed off as a count',
  'lazy path', 'fast path', 'memo after an in-place edit',
  'generators: surrogate and UTF-8 edges', 'generators: BPE rank ties', 'generators: whitespace other than a space',
  'generators: non-Latin scripts under normalisation', 'generators: look-alike letters', 'generators: quoted attribute values',
  'generators: a trim note under every template',
] as const;

/** docs/mutation.md's table of the issue's classes: class → [bug id, property]. */
function classRows(doc: string): Map<string, [bug: string, property: string][]> {
  const start = doc.indexOf('| issue 12 class | bug | property that kills it |');
  if (start < 0) throw new Error('docs/mutation.md: no table headed "| issue 12 class | bug | property that kills it |"');
  const rows = new Map<string, [string, string][]>();
  for (const line of doc.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const [cls, bug, property] = line.split('|').slice(1, -1).map((c) => c.trim());
    const id = /`([a-z0-9-]+)`/.exec(bug ?? '')?.[1] ?? '';
    const name = /`(property\w+)`/.exec(property ?? '')?.[1] ?? '';
    rows.set(cls!, [...(rows.get(cls!) ?? []), [id, name]]);
  }
  return rows;
}

interface Bug { id: string; file: string; find: string }

/** The bugs `scripts/mutation/realisticBugs.mjs` holds, read with TypeScript's parser (not imported: importing it runs every bug). */
function realisticBugs(text = read('scripts/mutation/realisticBugs.mjs')): Bug[] {
  const source = ts.createSourceFile('realisticBugs.mjs', text, ts.ScriptTarget.Latest, true);
  const bugs: Bug[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'BUGS' && node.initializer !== undefined && ts.isArrayLiteralExpression(node.initializer)) {
      for (const element of node.initializer.elements) {
        if (!ts.isObjectLiteralExpression(element)) throw new Error('realisticBugs.mjs: a bug that is not an object literal');
        const field = (name: string): string => {
          const p = element.properties.find((q) => ts.isPropertyAssignment(q) && ts.isIdentifier(q.name) && q.name.text === name);
          if (p === undefined || !ts.isPropertyAssignment(p) || !ts.isStringLiteralLike(p.initializer)) throw new Error(`realisticBugs.mjs: a bug without a literal ${name}`);
          return p.initializer.text;
        };
        bugs.push({ id: field('id'), file: field('file'), find: field('find') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bugs;
}

const bugIds = (): Set<string> => new Set(realisticBugs().map((b) => b.id));

/** Bugs whose text to replace does not stand exactly once in its file: the script would refuse them (`core/` moved on). */
const staleBugs = (bugs: readonly Bug[]): string[] =>
  bugs.filter((b) => read(b.file).split(b.find).length !== 2).map((b) => `${b.id} (${b.file})`);

function unnamedClasses(doc: string): string[] {
  const rows = classRows(doc);
  const bugs = bugIds();
  const properties = everyProperty();
  return ISSUE_CLASSES.filter((cls) => !(rows.get(cls) ?? []).some(([bug, property]) => bugs.has(bug) && properties.has(property)));
}

describe("docs/mutation.md names, for each of the issue's classes, a realistic bug and the property that kills it", () => {
  it('every class has a bug of realisticBugs.mjs and a property of properties/', () => {
    expect(unnamedClasses(read('docs/mutation.md'))).toEqual([]);
  });

  it('the check sees a class without a row, a bug that is not in the script and a property that does not exist', () => {
    const doc = read('docs/mutation.md');
    expect(unnamedClasses(doc.replace(/^\| rune counting \|.*\n/gm, ''))).toEqual(['rune counting']);
    expect(unnamedClasses(doc.replace(/^(\| rune counting \| )`[a-z0-9-]+`/gm, '$1`no-such-bug`'))).toEqual(['rune counting']);
    expect(unnamedClasses(doc.replace(/^(\| rune counting \|[^|]*\| )`property\w+`/gm, '$1`propertyNoSuchThing`'))).toEqual(['rune counting']);
  });
});

describe('every realistic bug still applies to core/ as it is', () => {
  it("each bug's text to replace stands exactly once in its file", () => {
    const bugs = realisticBugs();
    expect(bugs.length).toBeGreaterThan(40);
    expect(staleBugs(bugs)).toEqual([]);
  });

  it('the check sees a bug whose text is gone or stands twice', () => {
    const [first] = realisticBugs();
    expect(staleBugs([{ ...first!, find: `${first!.find}\u0000` }])).toEqual([`${first!.id} (${first!.file})`]);
    expect(staleBugs([{ ...first!, find: 'return' }])).toEqual([`${first!.id} (${first!.file})`]);
  });
});

