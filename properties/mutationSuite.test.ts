import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Left out of the mutation run: replayFixture runs propertySelection and
 * propertyDedupKey again under names built to test replay lines
 * (replay.slow.test.ts); selection.property.test.ts runs the same properties.
 */
const NOT_IN_THE_MUTATION_RUN = new Set(['replayFixture.property.test.ts']);

test('the mutation run loads every property test file', () => {
  const files = readdirSync('properties').filter((f) => f.endsWith('.property.test.ts') && !NOT_IN_THE_MUTATION_RUN.has(f)).map((f) => f.replace(/\.ts$/, '.js')).sort();
  const suite = readFileSync('properties/test-helpers/mutationSuite.ts', 'utf8');
  const loaded = [...suite.matchAll(/^import '\.\.\/([^']+)';$/gm)].map((m) => m[1]!).sort();
  expect(loaded).toEqual(files);
});

test('no test of the mutation run asserts that a hand-written mutant is caught (its failure would count as a kill)', () => {
  for (const file of readdirSync('properties').filter((f) => f.endsWith('.property.test.ts') && !NOT_IN_THE_MUTATION_RUN.has(f))) {
    expect(readFileSync(`properties/${file}`, 'utf8'), `properties/${file}: move the mutant tests to properties/mutants/`).not.toMatch(/expectCaught|mutants\//);
  }
});
