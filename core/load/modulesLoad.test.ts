import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every module of `core/load/` loads, each inside a test of its own.
 *
 * A module that throws while it loads (a decoder asked for an encoding the
 * runtime does not know, a pattern that no longer compiles) fails every test
 * file that imports it before any of their tests runs. `npm test` goes red on
 * such a file, but it is no failed test, and a mutation run counts only
 * failed tests: the loaders' shards recorded two such mutants of
 * `decodeText.ts` (its decoders built for the encoding "") as survivors.
 * Loaded here, the throw is a failed test. The imports are written out so
 * that the mutation run's choice of test files (which follows imports)
 * sees them; the first test keeps the list whole.
 */
const MODULES: Readonly<Record<string, () => Promise<unknown>>> = {
  'decodeText.ts': () => import('./decodeText.js'),
  'describeValue.ts': () => import('./describeValue.js'),
  'entryArguments.ts': () => import('./entryArguments.js'),
  'jsonLine.ts': () => import('./jsonLine.js'),
  'jsonSource.ts': () => import('./jsonSource.js'),
  'messageShapes.ts': () => import('./messageShapes.js'),
  'pathOrigins.ts': () => import('./pathOrigins.js'),
  'profileYaml.ts': () => import('./profileYaml.js'),
  'requestJsonl.ts': () => import('./requestJsonl.js'),
  'requestYaml.ts': () => import('./requestYaml.js'),
  'sourceError.ts': () => import('./sourceError.js'),
  'toRequest.ts': () => import('./toRequest.js'),
  'wrappedRequest.ts': () => import('./wrappedRequest.js'),
  'yamlSource.ts': () => import('./yamlSource.js'),
};

describe('core/load: every module loads', () => {
  it('names every module of the folder', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(Object.keys(MODULES).sort()).toEqual(files.sort());
  });

  it.each(Object.keys(MODULES))('%s', async (file) => {
    const exports = (await MODULES[file]!()) as Record<string, unknown>;
    expect(Object.keys(exports).length).toBeGreaterThan(0);
  });
});
