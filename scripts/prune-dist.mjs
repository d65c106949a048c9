// Removes compiled files whose source is gone (a file moved or deleted):
// tsc only writes, so without this a stale `dist/` keeps them and `npm pack`
// ships them. Run after every build; it never empties `dist/`, so a process
// using the build meanwhile keeps working.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

function prune(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      continue;
    }
    const source = relative(dist, path).replace(/(\.d)?\.ts\.map$|\.js\.map$|\.d\.ts$|\.js$/, '.ts');
    if (!existsSync(join(root, source))) rmSync(path);
  }
}

if (existsSync(dist)) prune(dist);
