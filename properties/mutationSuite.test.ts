import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { propertyModules } from '../scripts/mutation/suiteFiles.mjs';

/**
 * Left out of the mutation run: replayFixture runs propertySelection and
 * propertyDedupKey again under names built to test replay lines
 * (replay.slow.test.ts); selection.property.test.ts runs the same properties.
 */
const NOT_IN_THE_MUTATION_RUN = new Set(['replayFixture.property.test.ts']);

test('the mutation run loads every property test file', () => {
  const files = readdirSync('properties').filter((f) => f.endsWith('.property.test.ts') && !NOT_IN_THE_MUTATION_RUN.has(f)).map((f) => `properties/${f}`).sort();
  const suite = readFileSync('properties/test-helpers/mutationSuite.ts', 'utf8');
  // Each entry loads the module it is named by (scripts/mutation/suiteFiles.mjs reads the names to choose a shard's).
  const entries = [...suite.matchAll(/^ {2}'([^']+)': \(\) => import\('\.\.\/([^']+)\.js'\),$/gm)];
  for (const [, name, module] of entries) expect(name).toBe(`properties/${module}.ts`);
  expect(entries.map(([, name]) => name!).sort()).toEqual(files);
  expect(propertyModules()).toEqual(entries.map(([, name]) => name));
});

test('no test of the mutation run asserts that a hand-written mutant is caught (its failure would count as a kill)', () => {
  for (const file of readdirSync('properties').filter((f) => f.endsWith('.property.test.ts') && !NOT_IN_THE_MUTATION_RUN.has(f))) {
    expect(readFileSync(`properties/${file}`, 'utf8'), `properties/${file}: move the mutant tests to properties/mutants/`).not.toMatch(/expectCaught|mutants\//);
  }
});
