import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transpileSources } from '../../faults/harness/cliProcess.js';

/**
 * Where the doc test runs the docs' blocks: a copy of the repository with
 * the package built into it, `baglam` on PATH. Both doc test files
 * (`docs/snippets.test.ts` and `docs/snippets.measuring.test.ts`) make
 * their own.
 */

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** The files whose blocks run, in the order a reader meets them. */
export function docFiles(): string[] {
  return ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

/** A copy of the repository with the package built into it, where the doc blocks run as a reader runs them. */
export interface Workspace {
  /** The copy of the repository; shell blocks run here. */
  dir: string;
  /** Where TypeScript blocks are written, inside the copy (so `baglam` resolves to the copy's build). */
  snippets: string;
  env: NodeJS.ProcessEnv;
}

const SKIPPED_TOP = new Set(['node_modules', 'dist', '.git', 'coverage']);

/**
 * Copies the repository into `root`/clone and builds the package there, with
 * its type declarations when TypeScript blocks will run; the caller removes `root`.
 */
export async function createWorkspace(root: string, options: { declarations: boolean }): Promise<Workspace> {
  const dir = join(root, 'clone');
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const rel = source.slice(ROOT.length + 1);
      return !SKIPPED_TOP.has(rel.split('/')[0]!) && !rel.startsWith('docs/api') && !rel.includes('/node_modules');
    },
  });
  // The dependencies as `npm ci` installed them, and baglam itself as a project that installed it would see it.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  symlinkSync(dir, join(dir, 'node_modules', 'baglam'), 'dir');
  // The package's JavaScript as the fault table builds it (types stripped); its type declarations,
  // which TypeScript blocks are checked against, by tsc (nothing checked: typecheck.slow.test.ts does).
  await transpileSources(join(dir, 'dist'));
  if (options.declarations) {
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json', '--noCheck', '--emitDeclarationOnly'], { cwd: dir, encoding: 'utf8' });
    if (tsc.status !== 0) throw new Error(`building the copy's declarations failed:\n${tsc.stdout}${tsc.stderr}`);
  }
  const bin = join(root, 'bin');
  mkdirSync(bin);
  chmodSync(join(dir, 'dist', 'cli', 'bin.js'), 0o755);
  symlinkSync(join(dir, 'dist', 'cli', 'bin.js'), join(bin, 'baglam'));
  const snippets = join(dir, 'doc-snippets');
  mkdirSync(snippets);
  // A vitest block runs under vitest's defaults: an empty config, not the repository's.
  writeFileSync(join(snippets, 'vitest.config.mjs'), 'export default {};\n');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [bin, join(dir, 'node_modules', '.bin'), process.env.PATH ?? ''].join(':'),
    BAGLAM_RUNS: '5',
    CI: 'true',
    npm_config_update_notifier: 'false',
    // `npx baglam` at the root of a copy of baglam installs the copy into npx's cache and runs its
    // prepare script there: `npm run build`, a second, type-checked build of the sources built
    // above (about 20 s of CPU; their types are checked by typecheck.slow.test.ts). Without scripts
    // it links the copy and runs this build, as after the reader's own `npm ci`; and npx's cache
    // is the workspace's, removed with it, instead of a new entry in ~/.npm each run.
    npm_config_ignore_scripts: 'true',
    npm_config_cache: join(root, 'npm-cache'),
  };
  delete env.GITHUB_ACTIONS;
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  delete env.NODE_OPTIONS;
  return { dir, snippets, env };
}
