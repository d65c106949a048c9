import { readdir } from 'node:fs/promises';
import { cassetteKey, type Provider } from '../providers/index.js';

/** The same provider, noting the cassette key of every call it answers. */
export function trackKeys(provider: Provider, used: Set<string>): Provider {
  return {
    kind: provider.kind,
    complete(payload, params) {
      used.add(cassetteKey(payload, params));
      return provider.complete(payload, params);
    },
  };
}

/**
 * Cassette files in `dir` that no call of this run asked for: left over from
 * prompts that have since changed. `--record` writes new files but never
 * deletes, so they pile up unless someone is told.
 */
export async function unusedCassettes(dir: string, used: ReadonlySet<string>): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((f) => /^[0-9a-f]{64}\.json$/.test(f) && !used.has(f.slice(0, -'.json'.length))).sort();
}
