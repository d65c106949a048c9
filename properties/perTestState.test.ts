import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No property module keeps an object made by `core/` from one test to the
 * next: a reader, a memo, a tokenizer, a table read once. Each test makes
 * its own. Two things go wrong in the mutation run when one is kept
 * (docs/mutation.md, "Running it"):
 *
 * - Stryker records which tests execute a mutant (`coverageAnalysis:
 *   perTest`) and runs only those on it. A memo filled by the first test
 *   serves the later ones without running the code, so the tests that
 *   would kill a mutant are never run on it: kills lost, the score low.
 * - A mutant switched on at run time is switched on in a `beforeAll`, after
 *   the modules are imported: an object made at import is made by the
 *   original code. A property comparing it with one made inside a test can
 *   fail on a mutant the same property would never catch with both made by
 *   the bug, as in real use: a kill that is not one, the score high.
 *
 * Checked from the sources with TypeScript's own parser: at a module's top
 * level, in a `describe` body and in `beforeAll`/`afterAll` hooks, no call
 * (or `new`) of a value imported from `core/`, save inside a function that
 * runs later (an arrow, a function expression, a test's own body).
 */

const ROOT = join(import.meta.dirname, '..');

/** Once-per-file places: code here runs once for all of a file's tests. */
const ONCE = new Set(['describe', 'beforeAll', 'afterAll']);
/** Per-test places (and `fc` callbacks): code here runs anew each test or case. */
const PER_TEST = new Set(['it', 'test', 'beforeEach', 'afterEach']);

interface KeptObject {
  line: number;
  call: string;
}

/** The calls of values imported from `core/` that run once for all of a file's tests. */
function keptObjects(fileName: string, text: string): KeptObject[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const fromCore = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)core\//.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause === undefined || clause.isTypeOnly) continue;
    if (clause.name !== undefined) fromCore.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings !== undefined && ts.isNamespaceImport(bindings)) fromCore.add(bindings.name.text);
    if (bindings !== undefined && ts.isNamedImports(bindings)) for (const e of bindings.elements) if (!e.isTypeOnly) fromCore.add(e.name.text);
  }
  const found: KeptObject[] = [];
  const rootName = (e: ts.Expression): string | undefined => {
    while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e) || ts.isCallExpression(e) || ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    return ts.isIdentifier(e) ? e.text : undefined;
  };
  const visit = (node: ts.Node): void => {
    // A function's body runs when it is called, which a test does: not kept, unless it is a once-per-file hook's.
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = rootName(node.expression);
      if (callee !== undefined && PER_TEST.has(callee) && ts.isCallExpression(node)) {
        // The test's name may be computed once; its body is per test.
        node.arguments.forEach((a) => (ts.isArrowFunction(a) || ts.isFunctionExpression(a) ? undefined : visit(a)));
        return;
      }
      if (callee !== undefined && ONCE.has(callee) && ts.isCallExpression(node)) {
        for (const a of node.arguments) ts.isArrowFunction(a) || ts.isFunctionExpression(a) ? ts.forEachChild(a.body, visit) : visit(a);
        return;
      }
      if (callee !== undefined && fromCore.has(callee)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, call: node.expression.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) if (!ts.isImportDeclaration(statement)) visit(statement);
  return found;
}

/** The modules of `properties/` the property suite runs: every one but the hand-written mutants' tests. */
function suiteModules(dir = 'properties'): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir)).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) {
      if (path !== 'properties/mutants') out.push(...suiteModules(path));
    } else if (name.endsWith('.ts') && !(name.endsWith('.test.ts') && !name.endsWith('.property.test.ts'))) out.push(path);
  }
  return out;
}

describe('property modules make what they read with core/ per test, never once per file', () => {
  it('no module of the property suite calls core/ at its top level, in a describe body or in a beforeAll/afterAll hook', () => {
    const modules = suiteModules();
    expect(modules.length).toBeGreaterThan(100);
    const kept = modules.flatMap((file) => keptObjects(file, readFileSync(join(ROOT, file), 'utf8')).map((k) => `${file}:${k.line} ${k.call}()`));
    expect(kept).toEqual([]);
  });

  it('catches a reader kept for the whole file, and one made once in a describe body or a beforeAll hook', () => {
    const header = "import { describe, it, beforeAll } from 'vitest';\nimport { findSupersessions, statementReader } from '../core/compact/supersession.js';\n";
    expect(keptObjects('a.ts', `${header}const reader = statementReader();\nit('x', () => findSupersessions([], [], reader));\n`)).toEqual([{ line: 3, call: 'statementReader' }]);
    expect(keptObjects('b.ts', `${header}describe('d', () => {\n  const reader = statementReader();\n  it('x', () => reader);\n});\n`)).toEqual([{ line: 4, call: 'statementReader' }]);
    expect(keptObjects('c.ts', `${header}let reader;\nbeforeAll(() => {\n  reader = statementReader();\n});\n`)).toEqual([{ line: 5, call: 'statementReader' }]);
    expect(keptObjects('d.ts', `${header}const rows = [statementReader().read({ text: 'x', turn: 1, context: 'x' })];\n`)).toEqual([{ line: 3, call: 'statementReader().read' }, { line: 3, call: 'statementReader' }]);
  });

  it('lets a test, a per-test hook or a function make its own, and ignores types and other modules', () => {
    const header = "import { beforeEach, it } from 'vitest';\nimport { statementReader, type Statement } from '../core/compact/supersession.js';\nimport { rows } from './rows.js';\n";
    const text = `${header}function replacing() {\n  return statementReader();\n}\nconst read = (t: string) => statementReader().read({ text: t, turn: 1, context: t });\nlet r;\nbeforeEach(() => {\n  r = statementReader();\n});\nconst table = rows();\nlet s: Statement | undefined;\nit(\`reads \${rows().length}\`, () => statementReader());\n`;
    expect(keptObjects('e.ts', text)).toEqual([]);
  });
});
