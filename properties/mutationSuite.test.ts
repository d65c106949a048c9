import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

test('the mutation run loads every property test file', () => {
  const files = readdirSync('properties').filter((f) => f.endsWith('.property.test.ts')).map((f) => f.replace(/\.ts$/, '.js')).sort();
  const suite = readFileSync('properties/test-helpers/mutationSuite.ts', 'utf8');
  const loaded = [...suite.matchAll(/^import '\.\.\/([^']+)';$/gm)].map((m) => m[1]!).sort();
  expect(loaded).toEqual(files);
});
