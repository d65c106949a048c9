import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';

/**
 * The package root, found from this file whether it runs from the sources
 * (`cli/`) or compiled (`dist/cli/`): the folder holding `package.json`.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('baglam: cannot find the package root');
    dir = parent;
  }
}

/** A path to data that ships with baglam (fixtures, the project's own suites). */
export function bundledPath(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}
