import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, createWorkspace, docFiles, type Workspace } from './test-helpers/docWorkspace.js';
import { extractBlocks, measures, runByDocTest, shellSteps } from './test-helpers/markdownBlocks.js';
import { runBlock, yamlFile } from './test-helpers/runBlock.js';

/**
 * The doc test's steps that measure speed (`baglam bench`, `baglam gate`:
 * `measures`), run as `docs/snippets.test.ts` runs every other block, but
 * alone: vitest.config.ts runs this file after the other test files, one
 * file at a time, since a ratio measured while other processes share the
 * cores is noise.
 *
 * In a workspace of its own, the docs are followed in the reader's order
 * as far as the last measuring step, running only what those steps read:
 * each YAML block that names its file (the quick start's profile, request,
 * suite and `baglam.config.yaml`) is written and loaded there as the doc
 * test does, and each measuring step runs with the exit code and output
 * its doc states. The other steps and blocks write nothing a measuring step
 * reads (the bench and the gate read the config, its profiles, suites and
 * bench baseline, and the bundled fixtures); they run in the other file.
 */

const all = docFiles().flatMap((file) => extractBlocks(readFileSync(join(ROOT, file), 'utf8'), file));
const runHere = all.filter(runByDocTest);
const measuring = (block: (typeof all)[number]): boolean => block.kind === 'sh' && shellSteps(block.body).some(measures);
const last = runHere.findLastIndex(measuring);
const followed = runHere.slice(0, last + 1).filter((block) => measuring(block) || yamlFile(block) !== undefined);

let work = '';
let ws: Workspace;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'baglam-snippets-measuring-'));
  // No TypeScript block runs here: the package's JavaScript is all the bench and gate lines need.
  ws = await createWorkspace(work, { declarations: false });
}, 300_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

describe('every code block in the docs, the steps that measure', () => {
  for (const block of followed) {
    const what = measuring(block) ? 'its bench and gate steps run as written' : 'written and loaded for the steps below';
    it(`${block.where} (${block.kind}): ${what}`, async () => {
      expect(await runBlock(block, ws, new Map(), measures)).toEqual([]);
    }, 240_000);
  }
});
