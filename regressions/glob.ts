import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { compareCodeUnits } from '../core/render.js';

/** True when a pattern has a wildcard: `*`, `?` or `**`. */
export function isGlob(pattern: string): boolean {
  return /[*?]/.test(pattern);
}

/** One path segment's pattern as a regular expression: `*` any run of non-`/`, `?` one character. */
function segmentRegExp(segment: string): RegExp {
  const body = segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`^${body}$`);
}

async function entries(dir: string): Promise<{ name: string; dir: boolean }[]> {
  try {
    const list = await readdir(dir, { withFileTypes: true });
    return list.map((e) => ({ name: e.name, dir: e.isDirectory() })).sort((a, b) => compareCodeUnits(a.name, b.name));
  } catch {
    return [];
  }
}

/**
 * The files a pattern matches under `base`, sorted (code-unit order, so the
 * same on every machine). `*` and `?` stay within one segment; a `**`
 * segment matches any number of folders. Hidden files match only a pattern
 * segment that starts with a dot. A pattern without wildcards names one file
 * (returned if it exists).
 */
export async function expandGlob(base: string, pattern: string): Promise<string[]> {
  const segments = pattern.split('/').filter((s) => s !== '' && s !== '.');
  const found = new Set<string>();
  const walk = async (dir: string, i: number): Promise<void> => {
    if (i === segments.length) {
      if ((await stat(dir).catch(() => null))?.isFile() === true) found.add(dir);
      return;
    }
    const segment = segments[i]!;
    if (segment === '**') {
      await walk(dir, i + 1);
      for (const e of await entries(dir)) if (e.dir && !e.name.startsWith('.')) await walk(join(dir, e.name), i);
      return;
    }
    if (!isGlob(segment)) {
      await walk(join(dir, segment), i + 1);
      return;
    }
    const re = segmentRegExp(segment);
    for (const e of await entries(dir)) {
      if (e.name.startsWith('.') && !segment.startsWith('.')) continue;
      if (re.test(e.name)) await walk(join(dir, e.name), i + 1);
    }
  };
  await walk(pattern.startsWith('/') ? '/' : base, 0);
  return [...found].sort(compareCodeUnits);
}
