import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BaglamError } from '../core/index.js';
import { expandGlob } from './glob.js';

/** In a folder, suites are the files named `*.suite.yaml` or `*.suite.yml` (profiles and requests beside them are not). */
const SUITE_FILE = /\.suite\.ya?ml$/;

/**
 * The suite files a list of files and folders names, in the order given
 * (each folder's suites sorted), each once.
 */
export async function collectSuiteFiles(paths: readonly string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    const info = await stat(resolve(cwd, path)).catch(() => null);
    if (info === null) throw new BaglamError('PARSE_ERROR', `no suite file or folder ${path}`, [], { file: path, line: 1, col: 1 });
    if (info.isFile()) {
      out.push(path);
      continue;
    }
    const found = (await expandGlob(resolve(cwd, path), '**/*')).filter((f) => SUITE_FILE.test(f));
    if (found.length === 0) {
      throw new BaglamError('PARSE_ERROR', `no *.suite.yaml file in the folder ${path}`, [], { file: path, line: 1, col: 1 });
    }
    const base = resolve(cwd, path);
    for (const f of found) out.push(join(path, f.slice(base.length + 1)));
  }
  return [...new Set(out)];
}
