// Module hooks for `registerTypescript.mjs`: `./x.js` imported from a `.ts`
// file resolves to `./x.ts` when only that exists (the sources' convention),
// and `.ts` files have their types erased one at a time, nothing checked
// (`npm run typecheck` does that). Vite's Oxc transform is the one vitest
// already uses, and it loads in a fraction of the time TypeScript takes.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { transformWithOxc } from 'vite';

export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const js = new URL(specifier, context.parentURL);
    const source = new URL(`${js.href.slice(0, -3)}.ts`);
    if (!existsSync(js) && existsSync(source)) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const text = await readFile(new URL(url), 'utf8');
  const { code } = await transformWithOxc(text, new URL(url).pathname, { lang: 'ts', sourcemap: false });
  return { format: 'module', source: code, shortCircuit: true };
}
